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


WIDE = 6  # past this many fields, records are shown one per column instead of one per row
LINE = 70  # a dict of small values shorter than this fits on one line


def _records_table(rows: Sequence[Mapping[str, Any]], lang: str, key: str) -> Table | None:
    """A list of dicts with the same keys reads best as a table: one row per
    record, or, when records have many fields (a player's board), one column per
    record so that the fields stay readable."""
    keys = list(rows[0])
    if not all(isinstance(r, dict) and list(r) == keys for r in rows):
        return None
    if not all(_is_scalar(v) or _short_list(v) or _compact(v, lang) is not None for r in rows for v in r.values()):
        return None
    table = Table(show_edge=False, pad_edge=False, box=None, header_style="bold")
    if len(keys) <= WIDE:
        table.add_column("#", style="dim")
        for name in keys:
            table.add_column(_label(name))
        for i, row in enumerate(rows):
            table.add_row(str(i), *(_cell(row[k], lang) for k in keys))
        return table
    table.add_column("", style="bold")
    for i in range(len(rows)):
        # Lists of players are the usual case: name their columns after the seats.
        table.add_column(player(i, lang) if key in ("players", "seats", "joueurs") else str(i), overflow="fold")
    for name in keys:
        table.add_row(_label(name), *(_cell(row[name], lang) for row in rows))
    return table


def _cell(value: Any, lang: str) -> str:
    compact = _compact(value, lang)
    return compact if compact is not None else _inline(value, lang)


def _compact(value: Any, lang: str) -> str | None:
    """``{"a": 1, "b": [2, 3]}`` as ``a: 1 · b: 2, 3`` when that is short."""
    if isinstance(value, (list, tuple)) and value and all(_short_list(v) for v in value):
        # A list of small lists (dice on places, cards in rows): "2, 5 | 3, 1".
        text = " | ".join(_inline(v, lang) for v in value)
        return text if len(text) <= LINE else None
    if not isinstance(value, dict) or _is_scalar(value):
        return None
    if not value:
        return t("view.empty", lang)
    if not all(_is_scalar(v) or _short_list(v) for v in value.values()):
        return None
    text = " · ".join(f"{_label(str(k))}: {_inline(v, lang)}" for k, v in value.items())
    return text if len(text) <= LINE else None


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
    compact = _compact(value, lang)
    if compact is not None:
        tree.add(Text.assemble((f"{_label(key)}: ", "bold"), compact))
        return
    if isinstance(value, dict):
        branch = tree.add(Text(_label(key), style="bold"))
        for sub_key, sub_value in value.items():
            _add(branch, str(sub_key), sub_value, lang)
        return
    rows = list(value)
    if rows and all(isinstance(r, dict) for r in rows):
        table = _records_table(rows, lang, key)
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


def score_sheet_table(sheet: Mapping[str, Any], lang: str, title: str | None = None) -> Table:
    """``state.score_sheet()`` as a table: one row per rulebook category, one
    column per seat (and per non-seat opponent), totals last."""
    table = Table(title=title, header_style="bold")
    table.add_column(t("sheet.category", lang))
    columns: list[Mapping[str, Any]] = [*sheet["seats"], *sheet["others"]]
    for column in columns:
        name = player(column["seat"], lang) if "seat" in column else column["name"][lang]
        table.add_column(name, justify="right")
    for category in sheet["categories"]:
        table.add_row(category["name"][lang], *(str(column["entries"].get(category["id"], 0)) for column in columns))
    table.add_section()
    table.add_row(Text(t("sheet.total", lang), style="bold"),
                  *(Text(str(column["total"]), style="bold") for column in columns))
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
