"""A fixed index space for every atomic action of a game.

An action's ``describe()`` is ``{"kind", "params"}``; flattening the params
(dict keys in sorted order, list items by position) gives a list of *slots*,
each holding an atom: a component id, an integer, a boolean, or a text that is
no component (a nested message's key).  An action's **signature** is its kind
with, for each slot, its path and its class: the *component kind* of the id it
holds (``card``, ``space`` ...), ``int``, ``bool`` or ``text``.

Not every slot tells actions apart: a reward or a cost printed with a space
describes it.  The **key slots** of a signature are those needed to tell apart
the actions of that signature that the survey saw legal at the same time
(``ActionSurvey.key_slots``); an index is made of them alone, so it names
"this space" whatever its reward is today.

Each signature owns a block of indices, one per combination of its key slots'
values.  A component slot ranges over every component of its kind in
``components()`` (so a card never seen in the survey still has its index); an
integer slot over the range the survey saw for that parameter name across the
game, widened by half (``int_domain``); ``bool`` over both values; a text slot
(a nested message's key) over the catalog keys of the families surveyed
(``text_domain``).  Blocks are laid out in sorted signature order, and an
index is the block's offset plus the key slots' positions in mixed radix.

A card may come in several copies (a component's ``copies`` number), and two
copies of one card in play give two actions that describe themselves alike
but for a position (two Dragonsouls straightening one card, one familiar at
two opponents).  So each combination of key values holds as many indices as
there are physical combinations of the components it names: the product of
their ``copies`` (and of the most copies seen in the component slots that are
no key), the first legal action getting the first, the next the next, in the
game's order of legal actions (``legal``).  A game with no repeated
component has one index per combination.  The
signatures come from the survey (:mod:`meeple.rl.survey`); an action outside
them raises :class:`OutsideActionSpace` naming what is missing, and two legal
actions that share an index raise it naming both.
"""

from __future__ import annotations

import hashlib
import json
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate, combinations, product
from math import prod
from types import MappingProxyType
from typing import Any

import numpy as np

from meeple.core import Action, IllegalAction, Msg, State
from meeple.core.components import Ref
from meeple.core.i18n import has, keys_under

Atom = str | int | bool | None
MAX_FORMS = 500_000  # frozen forms kept (then forgotten at once): bounds the memory of a long run
Slot = tuple[str, str]  # (path, class)
INT8 = np.dtype(np.int8)  # made once: numpy converts a type to a dtype at every call


class OutsideActionSpace(ValueError):
    """An action the fixed index space has no index for."""


def flatten(params: Any, path: str = "", out: list[tuple[str, Atom]] | None = None) -> list[tuple[str, Atom]]:
    """The slots of an action's params, as ``describe()`` would write them:
    (path, atom) in a fixed order (a component by its id, a message as its
    ``key`` and ``params``).  Walks the params themselves: no JSON is built.
    Exact types are tested first: ``isinstance`` against ``Mapping`` (an ABC)
    costs more than the rest of a slot."""
    if out is None:
        out = []
    kind = type(params)
    if kind is str or kind is int or kind is bool or params is None:
        out.append((path, params))
    elif kind is Ref or isinstance(params, Ref):
        out.append((path, params.id))
    elif kind is dict or kind is MappingProxyType or isinstance(params, Mapping):
        for key in sorted(params):
            flatten(params[key], f"{path}.{key}" if path else str(key), out)
    elif kind is list or kind is tuple or isinstance(params, list | tuple):
        for index, item in enumerate(params):
            flatten(item, f"{path}[{index}]", out)
    elif isinstance(params, Msg):
        out.append((f"{path}.key" if path else "key", params.key))
        flatten(params.params, f"{path}.params" if path else "params", out)
    elif isinstance(params, str | int | bool):
        out.append((path, params))
    else:
        raise OutsideActionSpace(f"parameter {path} = {params!r}: only ids, integers and booleans have indices")
    return out


def freeze(params: Any) -> Any:
    """``params`` as a hashable value equal for equal params: mappings as
    tuples of their items, lists as tuples (messages and atoms are hashable)."""
    kind = type(params)
    if kind is dict or kind is MappingProxyType or (kind is not Ref and isinstance(params, Mapping)):
        return tuple([(key, freeze(value)) for key, value in params.items()])
    if kind is list or kind is tuple:
        return tuple([freeze(item) for item in params])
    return params


def atom_class(value: Atom, kind_of: Mapping[str, str]) -> str:
    """The class of an atom: a component kind, or int/bool/text/none."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if value is None:
        return "none"
    return kind_of.get(value, "text")


def parameter_name(path: str) -> str:
    """The name integer ranges are shared by: the last key, list positions dropped."""
    return path.split(".")[-1].split("[")[0]


def int_domain(low: int, high: int) -> range:
    """The integers a slot may hold, from those the survey saw: from
    ``min(low, 0)`` to ``high`` plus half its span (at least 2) for the
    larger values a long game may reach."""
    start = min(low, 0)
    return range(start, high + max(2, (high - start) // 2) + 1)


def text_domain(seen: set[str]) -> tuple[str, ...]:
    """The texts a slot may hold: the message keys of the families seen (the
    catalog keys sharing a seen key's prefix up to its last dot: an ability
    never surveyed still has its index), and any other text seen."""
    families = {text.rsplit(".", 1)[0] + "." for text in seen if has(text) and "." in text}
    keys = {key for family in families for key in keys_under(family) if "." not in key[len(family):]}
    return tuple(sorted(keys | seen))


def copy_bases(domains: Sequence[Sequence[Atom]], copies: Mapping[str, int], spare: int) -> tuple[int, ...] | None:
    """Where each combination of key values starts in its block, in mixed-radix
    order, each holding the product of its components' ``copies`` times
    ``spare`` indices; None when every combination holds one."""
    weights = [[copies.get(atom, 1) if type(atom) is str else 1 for atom in domain] for domain in domains]
    if spare == 1 and all(weight == 1 for domain in weights for weight in domain):
        return None
    return (0, *accumulate(prod(combination) * spare for combination in product(*weights)))


@dataclass(frozen=True)
class Block:
    """The indices of one signature."""

    kind: str
    slots: tuple[Slot, ...]
    keys: tuple[int, ...]  # the slots that index (see ``key_slots``)
    domains: tuple[tuple[Atom, ...], ...]  # one per key slot
    offset: int
    size: int
    positions: tuple[dict[Atom, int], ...]  # each domain's value -> its place
    # where each combination of key values starts, when some combination holds
    # several copies (see the module docstring); None when each holds one index
    bases: tuple[int, ...] | None = None

    def copies_at(self, place: int) -> range:
        """The places (from the block's offset) of the copies whose first is at ``place``."""
        if self.bases is None:
            return range(place, place + 1)
        number = bisect_right(self.bases, place) - 1
        return range(place, self.bases[number + 1])

    def label(self) -> str:
        return label(self.kind, self.slots, self.keys)


def label(kind: str, slots: Sequence[Slot], keys: Iterable[int] = ()) -> str:
    """A signature as text: ``kind(path:class, ...)``, key slots starred."""
    starred = set(keys)
    return f"{kind}({', '.join(f'{path}:{cls}' + '*' * (i in starred) for i, (path, cls) in enumerate(slots))})"


MISSING: Any = object()  # a param a recipe's form had and an action's params lack


class Recipe:
    """How the index of an action follows from its params, for the params of
    one shape: the same names, the same tuple lengths, atoms of the same
    classes (see ``ActionSpace._recipe``).  The index of a (kind, id) whose
    params changed (a die with another face, a price) is read from its key
    slots' values, without flattening the params or hashing them."""

    __slots__ = ("kind_of", "count", "lengths", "slots", "offset", "bases")

    def __init__(self, kind_of: Mapping[str, str], count: int, lengths: tuple[tuple[str, int], ...],
                 slots: tuple[tuple[str, int, str, Mapping[Atom, int] | None, int], ...],
                 offset: int, bases: tuple[int, ...] | None) -> None:
        self.kind_of = kind_of
        self.count = count  # how many params
        self.lengths = lengths  # (name, length) of each tuple param
        # per slot in ``flatten``'s order: (param name, position in its tuple or
        # -1, class, and for a key slot its domain's places and size, else None, 0)
        self.slots = slots
        self.offset = offset
        self.bases = bases

    def index(self, params: Mapping[str, Any]) -> int | None:
        """The index of the action with ``params``, or None if they do not have
        this recipe's shape or a key value is outside its domain."""
        if len(params) != self.count:
            return None
        for name, length in self.lengths:
            value = params.get(name)
            if type(value) is not tuple or len(value) != length:
                return None
        kind_of = self.kind_of
        number = 0
        for name, position, cls, places, size in self.slots:
            value = params.get(name, MISSING)
            if position >= 0:
                value = value[position]
            kind = type(value)
            if kind is Ref:
                value = value.id
                found = kind_of.get(value, "text")
            elif kind is int:
                found = "int"
            elif kind is str:
                found = kind_of.get(value, "text")
            elif kind is bool:
                found = "bool"
            elif value is None:
                found = "none"
            else:
                return None
            if found != cls:
                return None
            if places is not None:
                where = places.get(value)
                if where is None:
                    return None
                number = number * size + where
        return self.offset + (number if self.bases is None else self.bases[number])


class ActionSpace:
    """The fixed index space of one game and option set (see the module docstring)."""

    def __init__(self, game_id: str, components: Sequence[Mapping[str, Any]],
                 signatures: Mapping[tuple[str, tuple[Slot, ...]], tuple[int, ...]],
                 ints: Mapping[str, tuple[int, int]], texts: Mapping[tuple[str, str], set[str]],
                 spares: Mapping[tuple[str, tuple[Slot, ...]], int | None] | None = None) -> None:
        self.game_id = game_id
        self.kind_of = {entry["id"]: entry["kind"] for entry in components}
        copies = {entry["id"]: entry.get("copies", 1) for entry in components}
        by_kind: dict[str, list[str]] = {}
        for entry in components:
            by_kind.setdefault(entry["kind"], []).append(entry["id"])
        self.blocks: list[Block] = []
        offset = 0
        for signature, keys in sorted(signatures.items()):
            kind, slots = signature
            domains = tuple(self._domain(kind, *slots[key], by_kind, ints, texts) for key in keys)
            positions = tuple({atom: place for place, atom in enumerate(domain)} for domain in domains)
            spare = (spares or {}).get(signature, 1)
            bases = None if spare is None else copy_bases(domains, copies, spare)
            size = bases[-1] if bases is not None else prod(len(domain) for domain in domains)
            self.blocks.append(Block(kind, slots, keys, domains, offset, size, positions, bases))
            offset += size
        self.size = offset
        self._block_of = {(block.kind, block.slots): block for block in self.blocks}
        self._offsets = [block.offset for block in self.blocks]
        # The legal actions of the last decision asked about, by index: a
        # decision's table is built once.
        self._cache_key: object = None
        self._cache: dict[int, Action] = {}
        # For each kind, for each id indexed so far, the params of the form it
        # was first met with (or of the last form a recipe could not index),
        # that form's index and its ``Recipe``: an action with those params (the
        # common case: one comparison, identities first) has that index, a
        # function of them; one whose params changed (a die with another face,
        # another price) is indexed by the recipe, if its params kept their
        # shape.  By kind first: one id (a "pass") may answer several decisions.
        self._known: dict[str, dict[str, tuple[Mapping[str, Any], int, Recipe | None]]] = {}
        # Every form met of the actions no recipe can index (a nested message
        # among the params), as a hashable value (``_met``), with its index: one
        # hash of its params' items instead of walking them.
        self._forms: dict[tuple[str, Any], int] = {}
        self._listed: set[str] = set()  # the kinds whose params held a list (see ``_met``)

    @staticmethod
    def _domain(kind: str, path: str, cls: str, by_kind: Mapping[str, list[str]],
                ints: Mapping[str, tuple[int, int]], texts: Mapping[tuple[str, str], set[str]]) -> tuple[Atom, ...]:
        if cls == "int":
            return tuple(int_domain(*ints[parameter_name(path)]))
        if cls == "bool":
            return (False, True)
        if cls == "none":
            return (None,)
        if cls == "text":
            return text_domain(texts[(kind, path)])
        return tuple(by_kind[cls])

    # ------------------------------------------------------------ encoding
    def index(self, action: Action) -> int:
        """The index of ``action``; :class:`OutsideActionSpace` if it has none."""
        slots = flatten(action.params)
        kind_of = self.kind_of
        signature = tuple([(path, "int" if type(atom) is int else kind_of.get(atom) or atom_class(atom, kind_of))
                           for path, atom in slots])
        block = self._block_of.get((action.key, signature))
        if block is None:
            raise OutsideActionSpace(
                f"{self.game_id}: action {action.id!r} has the signature "
                f"{label(action.key, signature)}, which the action space "
                f"(built from the survey in meeple.rl.survey) does not have")
        number = 0
        for key, domain, position in zip(block.keys, block.domains, block.positions, strict=True):
            path, atom = slots[key]
            where = position.get(atom)
            if where is None:
                raise OutsideActionSpace(
                    f"{self.game_id}: action {action.id!r}: {path} = {atom!r} is outside the range "
                    f"{domain[0]!r}..{domain[-1]!r} of {block.label()} in the action space")
            number = number * len(domain) + where
        if block.bases is not None:
            return block.offset + block.bases[number]
        return block.offset + number

    def decode(self, index: int) -> tuple[str, dict[str, Atom]]:
        """What index ``index`` stands for: its kind and its key slots' values
        (with ``"#copy"``, which copy of them, where a block has copies)."""
        if not 0 <= index < self.size:
            raise OutsideActionSpace(f"{self.game_id}: index {index} is outside 0..{self.size - 1}")
        block = self.blocks[bisect_right(self._offsets, index) - 1]
        number = index - block.offset
        copy = 0
        if block.bases is not None:
            place = number
            number = bisect_right(block.bases, place) - 1
            copy = place - block.bases[number]
        values: list[Atom] = []
        for domain in reversed(block.domains):
            number, where = divmod(number, len(domain))
            values.append(domain[where])
        paths = (block.slots[key][0] for key in block.keys)
        decoded: dict[str, Atom] = dict(zip(paths, reversed(values), strict=True))
        if block.bases is not None:
            decoded["#copy"] = copy
        return block.kind, decoded

    # --------------------------------------------------------- for a state
    def legal(self, state: State) -> dict[int, Action]:
        """The legal actions of ``state`` by index (cached until the state changes)."""
        actions = state.legal_actions()
        if self._cache_key is not actions:
            self._cache_key, self._cache = actions, self._table(actions)
        return self._cache

    def _table(self, actions: Sequence[Action]) -> dict[int, Action]:
        """The table of ``actions``, copies numbered in the legal order.  An
        action whose (kind, id) was last met with the same params (the same
        mapping, else equal ones) has that form's index; only the others are
        indexed (``_learn_index``).  A plain loop: a decision offers a handful
        of actions (3 to 7 on average in random play), too few for C loops
        (``map``, ``zip``) to pay for the lists they build."""
        table: dict[int, Action] = {}
        kind: str | None = None
        known: dict[str, tuple[Mapping[str, Any], int, Recipe | None]] = {}
        for action in actions:
            if action.key is not kind:  # Valeria's and Path's decisions offer runs of one kind
                kind = action.key
                known = self._known.get(kind) or self._known.setdefault(kind, {})
            last = known.get(action.id)
            params = action.params
            # identity first: a game that keeps its actions (Paladins, Seasons) hands out the
            # very params met, and comparing two mappings is the costliest step of this loop
            if last is not None and (last[0] is params or last[0] == params):
                index = last[1]
            else:
                index = self._learn_index(known, action, last)
            if index in table:
                index = self._next_copy(table, index, action)
            table[index] = action
        return table

    def _next_copy(self, table: Mapping[int, Action], index: int, action: Action) -> int:
        """The first index of ``index``'s copies that no action of ``table``
        holds yet; :class:`OutsideActionSpace` naming both if every copy is taken."""
        block = self.blocks[bisect_right(self._offsets, index) - 1]
        for place in block.copies_at(index - block.offset):
            if block.offset + place not in table:
                return block.offset + place
        raise OutsideActionSpace(
            f"{self.game_id}: actions {table[index].id!r} and {action.id!r} describe themselves "
            f"alike, so they share index {index}")

    def _learn_index(self, known: dict[str, tuple[Mapping[str, Any], int, Recipe | None]], action: Action,
                     last: tuple[Mapping[str, Any], int, Recipe | None] | None) -> int:
        """``index(action)``: by the recipe of its (kind, id)'s remembered form
        (``last``, from ``known``, the kind's entries) if the params kept its
        shape; else by a new recipe, else (a nested message among the params)
        from the forms met so far or computed, then remembered as its id's form
        in ``known``.  A form the recipe indexes is not remembered: its params would outlive the decision
        and reach the collector's oldest generation, and keeping every changed
        form's params (1.4 per decision in Valeria) made full collections
        half again as frequent as in raw play."""
        recipe = last[2] if last is not None else None
        if recipe is not None:
            index = recipe.index(action.params)
            if index is not None:
                return index
        # a new recipe, unless the id's last form had none (its params hold a nested message)
        recipe = self._recipe(action) if last is None or last[2] is not None else None
        index = recipe.index(action.params) if recipe is not None else None
        if index is None:  # no recipe, or a value outside the space: ``index`` raises naming it
            form, index = self._met(action) if recipe is None else (None, None)
            if index is None:
                index = self.index(action)
                if form is not None:
                    if len(self._forms) >= MAX_FORMS:
                        self._forms.clear()
                    self._forms[form] = index
        known[action.id] = (action.params, index, recipe)
        return index

    def _recipe(self, action: Action) -> Recipe | None:
        """How to index the actions of ``action``'s kind whose params have the
        shape of its own (the same names, the same tuple lengths, atoms of the
        same classes); None if a param is no atom nor tuple of atoms, or if the
        signature has no block (``index`` then raises)."""
        slots: list[tuple[str, int, str]] = []
        lengths: list[tuple[str, int]] = []
        params = action.params
        for name in sorted(params):
            value = params[name]
            items: Iterable[tuple[int, Any]] = ((-1, value),)
            if type(value) is tuple:
                lengths.append((name, len(value)))
                items = enumerate(value)
            for position, item in items:
                cls = self._atom_class(item)
                if cls is None:
                    return None
                slots.append((name, position, cls))
        signature = tuple((name if position < 0 else f"{name}[{position}]", cls) for name, position, cls in slots)
        block = self._block_of.get((action.key, signature))
        if block is None:
            return None
        keyed = dict(zip(block.keys, zip(block.positions, block.domains, strict=True), strict=True))
        return Recipe(self.kind_of, len(params), tuple(lengths),
                      tuple((name, position, cls, *((keyed[place][0], len(keyed[place][1])) if place in keyed
                                                    else (None, 0)))
                            for place, (name, position, cls) in enumerate(slots)),
                      block.offset, block.bases)

    def _atom_class(self, value: Any) -> str | None:
        """The class of a param value as ``index`` reads it, if it is an atom of
        an exact type a recipe reads (else None)."""
        kind = type(value)
        if kind is Ref:
            return self.kind_of.get(value.id, "text")
        if kind is str:
            return self.kind_of.get(value, "text")
        if kind is int:
            return "int"
        if kind is bool:
            return "bool"
        return "none" if value is None else None

    def _met(self, action: Action) -> tuple[tuple[str, Any] | None, int | None]:
        """``action``'s kind and params as a hashable value (equal for equal
        kinds and params), and the index of that form if it was met.  The
        params' items as they are when every value is hashable (ids, numbers,
        tuples: one hash, no walk), else ``freeze``'s: a kind whose params
        once held a list goes to ``freeze`` at once (the failed hash's
        exception costs more than the walk).  No form if a value cannot be
        frozen."""
        kind = action.key
        if kind not in self._listed:
            try:
                form = (kind, tuple(action.params.items()))
                return form, self._forms.get(form)
            except TypeError:  # a list among the values
                self._listed.add(kind)
        try:
            form = (kind, freeze(action.params))
            return form, self._forms.get(form)
        except TypeError:  # a parameter that is no atom, list or mapping
            return None, None

    def index_in(self, state: State, action: Action) -> int:
        """The index of ``action`` among the legal actions of ``state`` (a second
        copy's is not its first's: see the module docstring)."""
        for index, legal in self.legal(state).items():
            if legal is action or legal == action:
                return index
        raise state._illegal(action.id)

    def legal_indices(self, state: State) -> list[int]:
        """The indices of the legal actions of ``state``, ascending (a fresh list)."""
        return sorted(self.legal(state))  # a handful of indices: sorting them costs what copying them would

    def mask(self, state: State) -> np.ndarray:
        """1 at the index of each legal action of ``state``, else 0 (int8, a fresh array)."""
        out = np.zeros(self.size, INT8)
        out[list(self.legal(state))] = 1  # one numpy write (an empty list writes nothing)
        return out

    def no_mask(self) -> np.ndarray:
        """A mask with no legal index (a fresh array)."""
        return np.zeros(self.size, INT8)

    def action(self, state: State, index: int) -> Action:
        """The legal action of ``state`` at ``index``; :class:`IllegalAction` if none is."""
        found = self.legal(state).get(int(index))
        if found is None:
            kind, values = self.decode(int(index))
            raise IllegalAction(Msg("core.index_not_legal", {"index": index, "kind": kind, "values": str(values)}),
                                rule=Msg("core.legal_actions"))
        return found

    # ------------------------------------------------------------ describe
    def layout(self) -> list[dict[str, Any]]:
        """Each block: its signature, offset and size (for docs and saved policies)."""
        return [{"signature": block.label(), "offset": block.offset, "size": block.size} for block in self.blocks]

    def fingerprint(self) -> str:
        """A short hash of the layout and domains: a saved policy checks it."""
        data = [(block.kind, block.slots, block.keys, block.domains) for block in self.blocks]
        return hashlib.sha256(json.dumps(data).encode()).hexdigest()[:16]


PATH_PART = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


def path_order(path: str) -> tuple[str | int, ...]:
    """A slot's place in ``flatten``'s order: dict keys sorted, list items by position."""
    return tuple(int(position) if position else key for position, key in PATH_PART.findall(path))


def variant_extra(variant: Sequence[tuple[Slot, ...]], base: Sequence[tuple[Slot, ...]]) -> tuple[Slot, ...] | None:
    """The slots every form of ``variant`` adds to the largest form of ``base``
    it contains, if that is the same non-empty set for all of them; else None."""
    extra: tuple[Slot, ...] | None = None
    for slots in variant:
        inside = [form for form in base if form and set(form) < set(slots)]
        if not inside:
            return None
        largest = max(inside, key=len)
        added = tuple(slot for slot in slots if slot not in largest)
        if extra is not None and added != extra:
            return None
        extra = added
    return extra


RARE = 50  # a signature seen in fewer positions keeps all its component slots as keys
LARGE = 4096  # a block larger than this is keyed by whole parameters if they make it smaller
LIST_POSITION = re.compile(r"\[\d+\]")
DISTINCT = 20_000  # distinct actions kept per signature (beyond: copies are assumed to matter)
GROUPS = 400  # sets of actions legal together kept per signature to choose its keys (bounds time and memory)


class ActionSurvey:
    """Collects signatures, integer ranges and texts from surveyed positions,
    and which slots tell apart the actions of a signature legal together."""

    def __init__(self, components: Sequence[Mapping[str, Any]]) -> None:
        self.kind_of = {entry["id"]: entry["kind"] for entry in components}
        self.copies = {entry["id"]: entry.get("copies", 1) for entry in components}
        self.seen: dict[tuple[str, tuple[Slot, ...]], int] = {}
        # per signature and slot, the most copies of a component seen there
        self.most_copies: dict[tuple[str, tuple[Slot, ...]], list[int]] = {}
        self.derived: dict[tuple[str, tuple[Slot, ...]], tuple[str, tuple[Slot, ...]]] = {}  # see ``variants``
        # per signature, the distinct actions seen (up to ``DISTINCT``): whether
        # its key slots always name one action (then copies never matter)
        self.distinct: dict[tuple[str, tuple[Slot, ...]], set[tuple[Atom, ...]]] = {}
        self.groups: dict[tuple[str, tuple[Slot, ...]], set[frozenset[tuple[Atom, ...]]]] = {}
        self.ints: dict[str, tuple[int, int]] = {}
        self.texts: dict[tuple[str, str], set[str]] = {}

    def visit(self, state: State) -> None:
        together: dict[tuple[str, tuple[Slot, ...]], list[tuple[Atom, ...]]] = {}
        for action in state.legal_actions():
            kind = action.key
            slots = flatten(action.params)
            classes: list[Slot] = []
            for path, atom in slots:
                cls = atom_class(atom, self.kind_of)
                classes.append((path, cls))
                if cls == "int":
                    assert isinstance(atom, int)
                    name = parameter_name(path)
                    low, high = self.ints.get(name, (atom, atom))
                    self.ints[name] = (min(low, atom), max(high, atom))
                elif cls == "text":
                    assert isinstance(atom, str)
                    self.texts.setdefault((kind, path), set()).add(atom)
            together.setdefault((kind, tuple(classes)), []).append(tuple(atom for _, atom in slots))
        copies = self.copies
        for signature, values in together.items():
            self.seen[signature] = self.seen.get(signature, 0) + 1
            distinct = self.distinct.setdefault(signature, set())
            if len(distinct) <= DISTINCT:
                distinct.update(values)
            most = self.most_copies.setdefault(signature, [1] * len(signature[1]))
            for row in values:
                for place, atom in enumerate(row):
                    if type(atom) is str and copies.get(atom, 1) > most[place]:
                        most[place] = copies[atom]
            if len(values) > 1:
                groups = self.groups.setdefault(signature, set())
                if len(groups) < GROUPS:
                    groups.add(frozenset(values))

    def signatures(self) -> dict[tuple[str, tuple[Slot, ...]], tuple[int, ...]]:
        """Every signature seen, with its key slots, and those its variant
        kinds imply (see ``variants``)."""
        keyed = {signature: self.key_slots(signature) for signature in self.seen}
        return {**keyed, **self.variants(keyed)}

    def variants(self, keyed: Mapping[tuple[str, tuple[Slot, ...]], tuple[int, ...]]
                 ) -> dict[tuple[str, tuple[Slot, ...]], tuple[int, ...]]:
        """A kind every form of which is a form of another kind plus the same
        slots (Seasons' activation through a Shield of Zira: an activation and
        ``shield``) is a *variant* of it: each form of the other kind gives the
        variant a form, keyed alike, whether the survey met it or not (a
        Shield of Zira beside a Potion of the Ancients, one card of each
        expansion, is rarer than either).  Returns the forms not seen,
        remembered in ``derived`` (form -> the form it extends)."""
        forms: dict[str, list[tuple[Slot, ...]]] = {}
        for kind, slots in keyed:
            forms.setdefault(kind, []).append(slots)
        out: dict[tuple[str, tuple[Slot, ...]], tuple[int, ...]] = {}
        for variant, variant_forms in sorted(forms.items()):
            for base, base_forms in sorted(forms.items()):
                extra = variant_extra(variant_forms, base_forms) if base != variant else None
                if extra is None:
                    continue
                for slots in base_forms:
                    merged = tuple(sorted(slots + extra, key=lambda slot: path_order(slot[0])))
                    if (variant, merged) in keyed or (variant, merged) in out:
                        continue
                    out[(variant, merged)] = tuple(sorted(merged.index(slots[k]) for k in keyed[(base, slots)]))
                    self.derived[(variant, merged)] = (base, slots)
                    for path, cls in slots:
                        if cls == "text":
                            self.texts.setdefault((variant, path), set()).update(self.texts[(base, path)])
        return out

    def spares(self, signatures: Mapping[tuple[str, tuple[Slot, ...]], tuple[int, ...]]
               ) -> dict[tuple[str, tuple[Slot, ...]], int | None]:
        """Per signature, None if its key values named one action throughout
        the survey (a card and its printed value: copies of the card are one
        action), else the copies its component slots that are no key may add
        to one combination of key values: the product of the most copies seen
        in each (two Dragonsouls straightening the same card differ by the
        Dragonsoul's copy, and by a position that is no key), or 1 if an
        integer (a position, a seat) is among the keys."""
        out: dict[tuple[str, tuple[Slot, ...]], int | None] = {}
        for signature, keys in signatures.items():
            named: dict[tuple[Atom, ...], tuple[Atom, ...]] = {}
            distinct = self.distinct.get(signature, set())
            if len(distinct) <= DISTINCT and all(named.setdefault(tuple(row[k] for k in keys), row) == row
                                                 for row in distinct):
                out[signature] = None
            elif any(signature[1][key][1] == "int" for key in keys):
                out[signature] = 1  # a position among the keys tells apart what lies there
            else:
                out[signature] = prod(most for place, most in enumerate(self.most_copies.get(signature, ()))
                                      if place not in keys)
        for signature, base in self.derived.items():  # a variant's form has the copies of the form it extends
            if signature in out and base in out:
                out[signature] = out[base]
        return out

    def key_slots(self, signature: tuple[str, tuple[Slot, ...]]) -> tuple[int, ...]:
        """The slots an index is made of: greedily, the slot that tells apart
        the most pairs of actions legal together in the survey, until every
        pair is told apart (components first on ties, then integers); then any
        chosen slot the others make needless is dropped, the widest domain
        first.  The other slots describe the action (a reward, a cost) without
        telling it apart; a rare signature keeps all its component slots besides."""
        slots = signature[1]
        groups = self.groups.get(signature, set())
        rank = {"int": 1, "bool": 2, "text": 3, "none": 4}
        chosen: list[int] = []
        if self.seen[signature] < RARE:
            chosen = [i for i, (_, cls) in enumerate(slots) if cls not in rank]
            if self.block_size(signature, chosen) > LARGE:  # three cards: 97**3 indices for a rare form
                chosen = []

        def clashes(keys: list[int]) -> int:
            total = 0
            for group in groups:
                counts: dict[tuple[Atom, ...], int] = {}
                for values in group:
                    picked = tuple(values[k] for k in keys)
                    counts[picked] = counts.get(picked, 0) + 1
                total += sum(n * (n - 1) // 2 for n in counts.values())
            return total

        forced = list(chosen)
        remaining = clashes(chosen)
        while remaining:
            candidates = [i for i in range(len(slots)) if i not in chosen]
            if not candidates:
                break  # identical actions: legal() will name them
            best = min(candidates, key=lambda i: (clashes([*chosen, i]), rank.get(slots[i][1], 0), i))
            chosen.append(best)
            remaining = clashes(chosen)
        if not remaining:  # then drop what the later choices made needless, widest first
            for key in sorted(chosen, key=lambda i: -self.width(signature[0], slots[i])):
                if key not in forced and not clashes([k for k in chosen if k != key]):
                    chosen.remove(key)
            if not forced and self.block_size(signature, chosen) > LARGE:
                chosen = self.whole_parameters(signature, chosen, clashes)
        return tuple(sorted(chosen))

    def block_size(self, signature: tuple[str, tuple[Slot, ...]], keys: Iterable[int]) -> int:
        """How many indices a block keyed by ``keys`` holds."""
        size = 1
        for key in keys:
            size *= self.width(signature[0], signature[1][key])
        return size

    def whole_parameters(self, signature: tuple[str, tuple[Slot, ...]], chosen: list[int],
                         clashes: Callable[[list[int]], int]) -> list[int]:
        """For a block the slot-by-slot choice makes larger than ``LARGE``: the
        smallest key made of whole parameters (every slot of a list, such as
        the positions of the dice a combination takes) that still tells apart
        every pair the survey saw legal together, if it is smaller; else
        ``chosen``.  Slot by slot, a combination of four dice is keyed by
        three faces and a position (30 x 30 x 30 x 7); by its four positions
        (7 x 7 x 7 x 7) it needs 70 times fewer indices, and a position names
        the die whatever its face."""
        members: dict[str, list[int]] = {}
        for index, (path, _) in enumerate(signature[1]):
            members.setdefault(LIST_POSITION.sub("", path), []).append(index)
        groups = list(members.values())
        candidates = [[key for group in subset for key in group]
                      for count in range(1, len(groups) + 1) for subset in combinations(groups, count)]
        best, best_size = chosen, self.block_size(signature, chosen)
        for keys in sorted(candidates, key=lambda keys: self.block_size(signature, keys)):
            if self.block_size(signature, keys) >= best_size:
                break
            if not clashes(keys):
                best = keys
                break
        return best

    def width(self, kind: str, slot: Slot) -> int:
        """How many values a slot's domain will hold (see ``ActionSpace``)."""
        path, cls = slot
        if cls == "int":
            return len(int_domain(*self.ints[parameter_name(path)]))
        if cls in ("bool", "none"):
            return 2
        if cls == "text":
            return len(self.texts[(kind, path)])
        return sum(1 for component_kind in self.kind_of.values() if component_kind == cls)
