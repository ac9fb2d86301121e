"""The game's components (``game.components()``) for people: what a choice's
cards cost and do, and the ``i <id or name>`` look-up.

A game whose components are not described yet still plays: choices then show
their own text only, and the look-up says there is nothing to show.
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
from meeple.core.i18n import has, render

RESERVED = ("id", "kind", "name", "text", "provenance")


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


def _label(field: str, lang: str) -> str:
    key = f"cli.field.{field}"
    return render(key, {}, lang) if has(key) else field.replace("_", " ")


def _value(value: Any, lang: str) -> str:
    if isinstance(value, Mapping):
        return ", ".join(f"{_label(str(k), lang)} {_value(v, lang)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_value(v, lang) for v in value)
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return str(value)


def figures(entry: Mapping[str, Any], lang: str) -> str:
    """A component's printed numbers, ``cost: 3 · VP: 2``."""
    return " · ".join(f"{_label(field, lang)}: {_value(value, lang)}" for field, value in entry.items()
                      if field not in RESERVED and value not in (None, "", [], {}))


def summary(entry: Mapping[str, Any], lang: str) -> str:
    """One line: name, printed numbers, effect."""
    parts = [entry["name"][lang]]
    numbers = figures(entry, lang)
    if numbers:
        parts.append(f"({numbers})")
    effect = entry["text"][lang]
    if effect:
        parts.append(f"— {effect}")
    return " ".join(parts)


def card(entry: Mapping[str, Any], lang: str) -> Panel:
    """Everything a component says, as a panel."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="bold")
    table.add_column(overflow="fold")
    table.add_row(t("component.kind", lang), _label(str(entry["kind"]), lang))
    for field, value in entry.items():
        if field not in RESERVED:
            table.add_row(_label(field, lang), _value(value, lang))
    parts: list[RenderableType] = [table]
    if entry["text"][lang]:
        parts.append(Text(entry["text"][lang]))
    title = Text.assemble(entry["name"][lang], (f" ({entry['id']})", "dim"))
    return Panel(Group(*parts), title=title, title_align="left", expand=False)
