"""A flat float32 vector per seat, compiled from the game's view schema.

The JSON Schema of ``state.view(seat)`` (:func:`meeple.core.schema.view_schema`)
is compiled into a tree of encoders, one per schema node:

- a number or boolean: one float;
- a string (a component id, or a decision kind): a one-hot over its *domain*,
  every component of the component kinds the survey saw in that field (texts
  that are no component, such as decision kinds, are listed as seen), plus
  one "other" slot for anything outside it;
- a list of strings (a hand, a tableau, a hidden zone): counts over the same
  kind of domain (a multiset: copies add up), then a one-hot of the last item
  (a pile's top, the newest entry);
- any other list: the first ``capacity`` items (the longest the survey saw),
  each with a presence flag, plus the list's length;
- an object: its fields in the schema's order;
- a dict with free keys: one entry per key, the keys being every component of
  the kinds the survey saw as keys, or the labels it saw; a presence flag
  each;
- ``X | None`` and other unions: a flag and an encoding per alternative;
- free JSON (options, prompt parameters), the game id, the legal action ids
  and the log length: nothing (the action mask carries the legal actions).

The survey (:mod:`meeple.rl.survey`) fills in the domains, capacities and keys;
afterwards the layout is fixed.  The vector depends on nothing but the view.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

SKIPPED_FIELDS = ("game", "options", "legal_actions", "events")


class Node:
    """One schema node: learns from surveyed values, then writes floats."""

    size = 0
    offset = 0

    def observe(self, value: Any) -> None:
        """Learn from a surveyed value (domains, lengths, keys)."""

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        """Fix the layout from ``offset`` on; return the offset after it."""
        self.offset = offset
        return offset + self.size

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        """Append ``value``'s non-zero floats: their places to ``where`` and
        their values to ``amounts`` (each place at most once per vector; the
        caller writes them all in one numpy assignment, much cheaper than one
        item assignment per float)."""

    def fields(self, path: str) -> list[tuple[str, int, int]]:
        """(path, offset, size) of each leaf, for documentation."""
        return [(path, self.offset, self.size)] if self.size else []

    def clone(self) -> Node:
        """A copy with what it learnt (list items and dict values get one each)."""
        return copy.deepcopy(self)


class Skip(Node):
    """Free JSON and engine bookkeeping: not encoded."""


class Number(Node):
    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        self.size = 1
        return super().place(offset, kinds, kind_of)

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        where.append(self.offset)
        amounts.append(value)


class Strings(Node):
    """A string: a one-hot over a domain of ids, plus a slot for anything else."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.where: dict[str, int] = {}

    def observe(self, value: Any) -> None:
        if isinstance(value, str):
            self.seen.add(value)
        elif isinstance(value, list):
            self.seen.update(item for item in value if isinstance(item, str))

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        domain = domain_of(self.seen, kinds, kind_of)
        self.where = {item: offset + place for place, item in enumerate(domain)}
        self.size = len(domain) + 1  # the last slot counts what lies outside the domain
        return super().place(offset, kinds, kind_of)

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        where.append(self.where.get(value, self.offset + self.size - 1))
        amounts.append(1.0)


class StringList(Strings):
    """A list of strings: counts over the domain (a multiset), then a one-hot
    of its last item (the top of a pile, the newest entry: order kept where
    it matters most)."""

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        end = super().place(offset, kinds, kind_of)
        self.width = self.size
        self.size *= 2
        return end + self.width

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        places, width = self.where, self.width
        other = self.offset + width - 1
        counts: dict[int, float] = {}
        for item in value:
            if item is not None:  # a hidden zone's unknown item
                place = places.get(item, other)
                counts[place] = counts.get(place, 0.0) + 1.0
        where.extend(counts)
        amounts.extend(counts.values())
        if value and value[-1] is not None:
            where.append(places.get(value[-1], other) + width)
            amounts.append(1.0)

    def fields(self, path: str) -> list[tuple[str, int, int]]:
        return [(path, self.offset, self.width), (f"{path}.last", self.offset + self.width, self.width)]


def domain_of(seen: set[str], kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> list[str]:
    """Every component of the kinds among ``seen``, then the other texts seen."""
    seen_kinds = sorted({kind_of[item] for item in seen if item in kind_of})
    texts = sorted(item for item in seen if item not in kind_of)
    return [cid for kind in seen_kinds for cid in kinds[kind]] + texts


class Items(Node):
    """A list of non-strings: its length, then each item up to ``capacity``."""

    def __init__(self, item: Node) -> None:
        self.item = item
        self.capacity = 0

    def observe(self, value: Any) -> None:
        self.capacity = max(self.capacity, len(value))
        for entry in value:
            self.item.observe(entry)

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        self.offset = offset
        self.items: list[Node] = []
        position = offset + 1
        for _ in range(self.capacity):
            position += 1  # presence flag
            copy = self.item.clone()
            position = copy.place(position, kinds, kind_of)
            self.items.append(copy)
        self.size = position - offset
        return position

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        where.append(self.offset)
        amounts.append(len(value))
        for node, entry in zip(self.items, value, strict=False):
            where.append(node.offset - 1)
            amounts.append(1.0)
            node.write(entry, where, amounts)

    def fields(self, path: str) -> list[tuple[str, int, int]]:
        out = [(f"{path}.length", self.offset, 1)]
        for index, node in enumerate(self.items):
            out += node.fields(f"{path}[{index}]")
        return out


class Record(Node):
    """An object with named fields, in the schema's order."""

    def __init__(self, fields: Sequence[tuple[str, Node]]) -> None:
        self.children = list(fields)

    def observe(self, value: Any) -> None:
        for name, node in self.children:
            if name in value:
                node.observe(value[name])

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        self.offset = offset
        for _, node in self.children:
            offset = node.place(offset, kinds, kind_of)
        self.size = offset - self.offset
        # Numbers and strings, most fields, are written here rather than by a call each
        self.numbers = [(name, node.offset) for name, node in self.children if type(node) is Number]
        self.strings = [(name, node.where, node.offset + node.size - 1) for name, node in self.children
                        if type(node) is Strings]
        self.encoded = [(name, node) for name, node in self.children
                        if node.size and type(node) not in (Number, Strings)]
        return offset

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        get = value.get
        for name, offset in self.numbers:
            number = get(name)
            if number:  # a zero adds nothing, nor does an absent field
                where.append(offset)
                amounts.append(number)
        for name, places, other in self.strings:
            text = get(name)
            if text is not None:
                where.append(places.get(text, other))
                amounts.append(1.0)
        for name, node in self.encoded:
            item = get(name)
            if item is not None:
                node.write(item, where, amounts)

    def fields(self, path: str) -> list[tuple[str, int, int]]:
        out = []
        for name, node in self.children:
            out += node.fields(f"{path}.{name}" if path else name)
        return out


class Table(Node):
    """A dict with free keys (component ids or labels): a flag and a value per key."""

    def __init__(self, value: Node) -> None:
        self.value = value
        self.keys: set[str] = set()
        self.entries: dict[str, Node] = {}

    def observe(self, value: Any) -> None:
        for key, item in value.items():
            self.keys.add(key)
            self.value.observe(item)

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        self.offset = offset
        for key in domain_of(self.keys, kinds, kind_of):
            offset += 1  # presence flag
            node = self.value.clone()
            offset = node.place(offset, kinds, kind_of)
            self.entries[key] = node
        self.size = offset - self.offset
        return offset

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        entries = self.entries
        for key, item in value.items():
            node = entries.get(key)
            if node is not None:  # a key outside the surveyed domain is left out
                where.append(node.offset - 1)
                amounts.append(1.0)
                node.write(item, where, amounts)

    def fields(self, path: str) -> list[tuple[str, int, int]]:
        out = []
        for key, node in self.entries.items():
            out += node.fields(f"{path}[{key}]")
        return out


class Union(Node):
    """``anyOf``: a flag per alternative and the matching one's encoding."""

    def __init__(self, alternatives: Sequence[tuple[str, Node]]) -> None:
        self.alternatives = list(alternatives)  # (JSON type, node)
        self.by_type: dict[type, int] = {}  # a value's Python type -> its alternative

    def pick(self, value: Any) -> int:
        found = self.by_type.get(type(value))
        if found is not None:
            return found
        kind = json_type(value)
        for index, (accepted, _) in enumerate(self.alternatives):
            if accepted == kind or (accepted == "number" and kind == "integer") or accepted == "any":
                self.by_type[type(value)] = index
                return index
        raise ValueError(f"value {value!r} matches no alternative of {[a for a, _ in self.alternatives]}")

    def observe(self, value: Any) -> None:
        self.alternatives[self.pick(value)][1].observe(value)

    def place(self, offset: int, kinds: Mapping[str, list[str]], kind_of: Mapping[str, str]) -> int:
        self.offset = offset
        position = offset + len(self.alternatives)
        for _, node in self.alternatives:
            position = node.place(position, kinds, kind_of)
        self.size = position - offset
        return position

    def write(self, value: Any, where: list[int], amounts: list[float]) -> None:
        index = self.pick(value)
        where.append(self.offset + index)
        amounts.append(1.0)
        node = self.alternatives[index][1]
        if node.size:
            node.write(value, where, amounts)

    def fields(self, path: str) -> list[tuple[str, int, int]]:
        out = [(f"{path}|{accepted}", self.offset + index, 1) for index, (accepted, _) in enumerate(self.alternatives)]
        for accepted, node in self.alternatives:
            out += node.fields(f"{path}<{accepted}>")
        return out


def json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def compile_schema(schema: Mapping[str, Any], root: Mapping[str, Any], top: bool = False) -> Node:
    """The encoder tree of a JSON Schema node (``root`` holds the ``$defs``)."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return compile_schema(root["$defs"][name], root, top)
    if "anyOf" in schema:
        alternatives = [(alt.get("type", "object" if "$ref" in alt else "any"), compile_schema(alt, root))
                        for alt in schema["anyOf"]]
        return Union(alternatives)
    kind = schema.get("type")
    if kind in ("integer", "number", "boolean"):
        return Number()
    if kind == "string" or "enum" in schema or "const" in schema:
        return Strings()
    if kind == "null":
        return Skip()
    if kind == "array":
        items = schema.get("items", {})
        if items.get("type") == "string" or items == {}:
            return StringList()  # ids (hidden zones hold ids too: the contract says so)
        return Items(compile_schema(items, root))
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties")
        if properties:
            return Record([(name, Skip() if top and name in SKIPPED_FIELDS else compile_schema(sub, root))
                           for name, sub in properties.items()])
        extra = schema.get("additionalProperties")
        if isinstance(extra, Mapping) and extra:
            return Table(compile_schema(extra, root))
        return Skip()  # free JSON
    return Skip()  # untyped: free JSON
