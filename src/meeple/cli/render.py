"""Turning a seat's view (JSON data) into something readable at a glance.

A game may offer ``render(view, seat, lang)`` returning a rich renderable; when
it does not, :func:`generic_board` lays out ``state.view(seat)`` as tables and
trees.  Only the view is used, so nothing hidden from the seat can leak.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from rich.tree import Tree

import meeple
from meeple.cli.text import player, t
from meeple.core.i18n import from_json


def board(game: meeple.Game, view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    custom = getattr(game, "render", None)
    if callable(custom):
        rendered: RenderableType = custom(view, seat, lang)
        return rendered
    return generic_board(view, seat, lang)


def _label(key: str) -> str:
    return key.replace("_", " ")


def _scalar(value: Any, lang: str) -> str:
    if isinstance(value, dict) and set(value) == {"key", "params"}:
        # A serialised Msg (names of cards, places...): show it in the chosen language.
        try:
            return from_json(value).text(lang)
        except (KeyError, ValueError):
            return str(value["key"])
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return str(value)


def _is_scalar(value: Any) -> bool:
    return not isinstance(value, (dict, list, tuple)) or (isinstance(value, dict) and set(value) == {"key", "params"})


def _records_table(rows: Sequence[Mapping[str, Any]], lang: str, index_label: str = "#") -> Table | None:
    """A list of flat dicts with the same keys reads best as a table."""
    keys = list(rows[0])
    if not all(isinstance(r, dict) and list(r) == keys for r in rows):
        return None
    if not all(_is_scalar(v) or _short_list(v) for r in rows for v in r.values()):
        return None
    table = Table(show_edge=False, pad_edge=False, box=None, header_style="bold")
    table.add_column(index_label, style="dim")
    for key in keys:
        table.add_column(_label(key))
    for i, row in enumerate(rows):
        table.add_row(str(i), *(_inline(row[k], lang) for k in keys))
    return table


def _short_list(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and all(_is_scalar(v) for v in value)


def _inline(value: Any, lang: str) -> str:
    if _short_list(value):
        return ", ".join(_scalar(v, lang) for v in value) if value else t("view.empty", lang)
    return _scalar(value, lang)


def _add(tree: Tree, key: str, value: Any, lang: str) -> None:
    if _is_scalar(value) or _short_list(value):
        tree.add(Text.assemble((f"{_label(key)}: ", "bold"), _inline(value, lang)))
        return
    if isinstance(value, dict):
        branch = tree.add(Text(_label(key), style="bold"))
        for sub_key, sub_value in value.items():
            _add(branch, str(sub_key), sub_value, lang)
        return
    rows = list(value)
    if rows and all(isinstance(r, dict) for r in rows):
        table = _records_table(rows, lang)
        if table is not None:
            tree.add(Group(Text(_label(key), style="bold"), table))
            return
    branch = tree.add(Text(_label(key), style="bold"))
    for i, item in enumerate(rows):
        _add(branch, str(i), item, lang)


def scores_table(scores: Sequence[float], winners: Sequence[int] | None, lang: str,
                 title: str | None = None, highlight: int | None = None) -> Table:
    table = Table(title=title, header_style="bold")
    table.add_column(t("result.player", lang))
    table.add_column(t("result.score", lang), justify="right")
    if winners is not None:
        table.add_column(t("result.winner", lang), justify="center")
    for seat, score in enumerate(scores):
        name = player(seat, lang)
        cells: list[RenderableType] = [Text(name, style="bold cyan" if seat == highlight else ""), str(score)]
        if winners is not None:
            cells.append("★" if seat in winners else "")
        table.add_row(*cells)
    return table


def generic_board(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    """A clean layout of any game's view: scores, public state, hidden zones."""
    parts: list[RenderableType] = []
    scores = view.get("scores")
    if isinstance(scores, list) and scores:
        parts.append(scores_table(scores, None, lang, highlight=seat))
    state = view.get("state")
    if isinstance(state, dict) and state:
        tree = Tree(Text(t("play.board", lang), style="bold"), guide_style="dim")
        for key, value in state.items():
            _add(tree, str(key), value, lang)
        parts.append(tree)
    hidden = view.get("hidden")
    if isinstance(hidden, dict) and hidden:
        table = Table(title=t("view.hidden", lang), show_header=False, box=None, title_justify="left",
                      title_style="bold")
        table.add_column(style="bold")
        table.add_column()
        for name, content in hidden.items():
            if isinstance(content, int):
                table.add_row(_label(name), t("view.count", lang, count=content))
            else:
                table.add_row(_label(name), _inline(content, lang) if _short_list(content) else str(content))
        parts.append(table)
    title = view.get("game", "")
    return Panel(Group(*parts), title=str(title), title_align="left", expand=False)
