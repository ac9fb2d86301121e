"""Showing what `meeple.sim` returns: simulation summaries and benchmark figures.

The sim package computes; this module only lays its results out for people
(``--json`` bypasses it and prints the data itself).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.text import player, t
from meeple.core.i18n import has, number


def _number(value: Any, lang: str = "en") -> str:
    """A figure for people: thousands grouped, two decimals at most, written
    the French way (1 234,5) in French."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (list, tuple)):
        return " | ".join(_number(v, lang) for v in value)
    if isinstance(value, float):
        return number(value, ",.2f" if abs(value) < 1000 else ",.0f", lang)
    if isinstance(value, int):
        return number(value, ",", lang)
    return str(value)


def _per_seat(summary: Mapping[str, Any], path: tuple[str, ...], seats: int) -> list[Any] | None:
    value: Any = summary
    for key in path:
        value = value.get(key) if isinstance(value, Mapping) else None
    if isinstance(value, (list, tuple)) and len(value) == seats and all(v is not None for v in value):
        return list(value)
    return None


def simulation_summary(result: Mapping[str, Any], lang: str, bots: list[str]) -> RenderableType:
    """The per-seat table (mean/min/max score, win rate) and the game lengths.

    Reads the summary's per-seat lists when they are there and falls back to
    recomputing from the games, so the table never depends on key spelling.
    """
    seats = int(result.get("players", len(bots)))
    games = list(result.get("games", []))
    summary: Mapping[str, Any] = result.get("summary") or {}
    title = t("sim.summary", lang, game=result.get("game", "?"), games=len(games), count=seats,
              seed=result.get("seed", "?"))
    scores = [[g["scores"][s] for g in games] for s in range(seats)]
    wins = [sum(1 for g in games if s in g.get("winners", [])) for s in range(seats)]
    lengths = [int(g["actions"]) if not isinstance(g["actions"], list) else len(g["actions"]) for g in games
               if "actions" in g]
    mean = _per_seat(summary, ("score", "mean"), seats) or [sum(v) / len(v) if v else 0.0 for v in scores]
    low = _per_seat(summary, ("score", "min"), seats) or [min(v) if v else 0 for v in scores]
    high = _per_seat(summary, ("score", "max"), seats) or [max(v) if v else 0 for v in scores]
    # sim counts a shared win as a fraction; the fallback counts it whole.
    rate = _per_seat(summary, ("win_rate",), seats) or [w / len(games) if games else 0.0 for w in wins]
    table = Table(title=title, header_style="bold")
    for key, justify in (("sim.seat", "left"), ("sim.bot", "left"), ("sim.mean", "right"), ("sim.min", "right"),
                         ("sim.max", "right"), ("sim.win_rate", "right")):
        table.add_column(t(key, lang), justify=justify)  # type: ignore[arg-type]
    for seat in range(seats):
        seat_bots = result.get("bots")
        if isinstance(seat_bots, list) and len(seat_bots) == seats:
            bot = str(seat_bots[seat])
        else:
            bot = bots[seat % len(bots)] if bots else "-"
        table.add_row(player(seat, lang), bot, _number(float(mean[seat]), lang), _number(low[seat], lang),
                      _number(high[seat], lang), _number(100 * float(rate[seat]), lang) + " %")
    parts: list[RenderableType] = [table]
    if lengths:
        parts.append(Text(t("sim.length", lang, mean=_number(sum(lengths) / len(lengths), lang), min=min(lengths),
                            max=max(lengths))))
    no_winner = summary.get("no_winner_rate")
    if isinstance(no_winner, (int, float)) and no_winner > 0:
        parts.append(Text(t("sim.no_winner", lang, rate=_number(100 * no_winner, lang) + " %")))
    stalled = result.get("stalled")
    if stalled:  # games cut at the action bound: name their seeds so they can be replayed
        from meeple.sim.tournament import stalled_note

        parts.append(Text(stalled_note(list(stalled), lang), style="yellow"))
    return Group(*parts)


BENCH_FIGURES = ("actions_per_second", "games_per_second", "copy_us", "legal_actions_us", "apply_us",
                 "ismcts_iterations_per_second")


def bench_table(result: Mapping[str, Any], lang: str) -> Table:
    """The benchmark's medians, worded in ``lang``, the machine as caption."""
    table = Table(title=t("bench.title", lang, game=result.get("game", "?")), header_style="bold")
    table.add_column(t("sim.figure", lang))
    table.add_column(t("sim.value", lang), justify="right")
    shown = [k for k in BENCH_FIGURES if k in result]
    # Any figure sim adds later still shows, under its own name.
    shown += [k for k, v in result.items() if k not in shown and isinstance(v, (int, float))
              and not isinstance(v, bool) and k not in ("runs", "players")]
    for key in shown:
        label = t(f"bench.{key}", lang) if has(f"cli.bench.{key}") else key.replace("_", " ")
        table.add_row(label, _number(result[key], lang))
    table.caption = t("bench.caption", lang, machine=result.get("machine", "?"), runs=result["runs"],
                      players=result["players"])
    return table
