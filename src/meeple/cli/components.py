"""The game's components (``game.components()``) for people: what a choice's
cards cost and do, and the ``i <id or name>`` look-up.

A game whose components are not described yet still plays: choices then show
their own text only, and the look-up says there is nothing to show.

A field is labelled as the browser labels it (``meeple.core.labels.label``:
``promotion_cost`` reads "Coût de promotion" / "Promotion cost"), else by its name;
a field named after a component (a resource in a cost) reads as that component's name,
and so does a value (``on_action`` reads "Sur une action" / "On an action").
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

import meeple
from meeple.cli.text import t
from meeple.core.i18n import LANGS
from meeple.core.labels import label

# A component's own fields, and ``source`` (the maintainers' note of where a fact comes from,
# for whoever corrects the data files): not read out as printed numbers.
RESERVED = ("id", "kind", "name", "text", "provenance", "source")


class Components:
    """The components of one game, by id."""

    def __init__(self, game: meeple.Game) -> None:
        try:
            listed = game.components()
        except NotImplementedError:  # a game whose components have not been described yet
            listed = []
        self.by_id: dict[str, Mapping[str, Any]] = {entry["id"]: entry for entry in listed}

    def __bool__(self) -> bool:
        return bool(self.by_id)

    def in_params(self, params: Any) -> list[Mapping[str, Any]]:
        """The components an action's or event's params name (``describe()["params"]``),
        in order, each once."""
        found: dict[str, Mapping[str, Any]] = {}
        for value in _strings(params):
            entry = self.by_id.get(value)
            if entry is not None:
                found.setdefault(value, entry)
        return list(found.values())

    def find(self, query: str, lang: str) -> list[Mapping[str, Any]]:
        """Components whose id or name (in either language) is ``query``; failing
        that, those whose id or name contains it (case ignored)."""
        wanted = query.strip().casefold()
        if not wanted:
            return []
        if query.strip() in self.by_id:
            return [self.by_id[query.strip()]]

        def words(entry: Mapping[str, Any]) -> list[str]:
            return [entry["id"].casefold(), *(str(name).casefold() for name in entry["name"].values())]

        exact = [entry for entry in self.by_id.values() if wanted in words(entry)]
        if exact:
            return exact
        return [entry for entry in self.by_id.values() if any(wanted in word for word in words(entry))]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def _label(field: str, lang: str, inline: bool = False) -> str:
    text = label(field, lang) or field.replace("_", " ")
    if inline and text[1:2].islower():  # mid-line, "(coût : 3)"; an acronym ("PV") keeps its capitals
        return text[0].lower() + text[1:]
    return text


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _zero(value: Any) -> bool:
    """0, or a table of zeros (a cost of nothing in every resource)."""
    return all(_zero(v) for v in value.values()) if isinstance(value, Mapping) else value == 0


def _printed_number(value: Any) -> bool:
    """A number, or a table of numbers (a cost in several resources, a cost by player count)."""
    if isinstance(value, Mapping):
        return bool(value) and all(_printed_number(v) for v in value.values())
    return _is_number(value)


class Describer:
    """Words for a component's fields, naming other components by their names."""

    def __init__(self, components: Components, lang: str) -> None:
        self.components = components
        self.lang = lang

    def value(self, value: Any) -> str:
        if isinstance(value, str):  # a component's name, else a named value's label ("on_action")
            entry = self.components.by_id.get(value)
            return entry["name"][self.lang] if entry is not None else label(value, self.lang) or value
        if isinstance(value, Mapping):
            if set(value) == set(LANGS):  # a text in both languages (a first-edition text, say)
                return str(value[self.lang])
            tables = list(value.values())
            if tables and isinstance(tables[0], Mapping) and all(table == tables[0] for table in tables):
                return self.value(tables[0])  # the same table under every key (every player count)
            if tables and all(isinstance(table, Mapping) for table in tables) and all(str(k).isdigit() for k in value):
                # a table by player count ("2 Crystals 3, 3 Crystals 6" read as one sum)
                return ", ".join(t("per_players", self.lang, value=self.value(table), n=int(k))
                                 for k, table in value.items())
            # A table of amounts reads without its zeros ("Earth 2", not "Air 0, ..., Earth 2").
            shown = {k: v for k, v in value.items() if v != 0}
            return ", ".join(f"{self.name(str(k))} {self.value(v)}" for k, v in shown.items()) or "0"
        if isinstance(value, (list, tuple)):
            return ", ".join(self.value(v) for v in value)
        if isinstance(value, bool):
            return "✓" if value else "✗"
        return str(value)

    def name(self, field: str, inline: bool = False) -> str:
        """A field's label, or the name of the component a key names (a resource in a cost)."""
        entry = self.components.by_id.get(field)
        return entry["name"][self.lang] if entry is not None else _label(field, self.lang, inline)

    def figures(self, entry: Mapping[str, Any]) -> str:
        """A component's printed numbers but its zeros, ``cost: 3 · VP: 2`` (other fields are left to ``i``)."""
        return " · ".join(t("figure", self.lang, name=self.name(field, inline=True), value=self.value(value))
                          for field, value in entry.items()
                          if field not in RESERVED and _printed_number(value) and not _zero(value))

    def summary(self, entry: Mapping[str, Any]) -> str:
        """One line: name, printed numbers, effect."""
        parts = [entry["name"][self.lang]]
        numbers = self.figures(entry)
        if numbers:
            parts.append(f"({numbers})")
        effect = entry["text"][self.lang]
        if effect:
            parts.append(f"— {effect}")
        return " ".join(parts)

    def card(self, entry: Mapping[str, Any]) -> Panel:
        """Everything a component says, as a panel."""
        lang = self.lang
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column(style="bold")
        table.add_column(overflow="fold")
        table.add_row(t("component.kind", lang), _label(str(entry["kind"]), lang))
        for field, value in entry.items():
            if field not in RESERVED and value not in (None, "", [], {}):
                table.add_row(self.name(field), self.value(value))
        parts: list[RenderableType] = [table]
        if entry["text"][lang]:
            parts.append(Text(entry["text"][lang]))
        title = Text.assemble(entry["name"][lang], (f" ({entry['id']})", "dim"))
        return Panel(Group(*parts), title=title, title_align="left", expand=False)
