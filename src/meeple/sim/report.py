"""The HTML report of a tournament: one self-contained page of plotly plots."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from meeple.core.i18n import render

if TYPE_CHECKING:
    from meeple.sim.tournament import TournamentResult


def figures(result: TournamentResult, lang: str) -> list[Any]:
    import plotly.graph_objects as go

    s = result.stats()
    names = result.agents
    t = lambda key, **p: render(key, p, lang)  # noqa: E731

    scores: dict[str, list[float]] = {n: [] for n in names}
    for g in result.results:
        for seat, a in enumerate(g["seating"]):
            scores[names[a]].append(g["scores"][seat])
    fig_scores = go.Figure([go.Box(y=scores[n], name=n, boxpoints="all", jitter=0.4, pointpos=0)
                            for n in names])
    fig_scores.update_layout(title=t("sim.report.scores"), yaxis_title=t("sim.report.score"), showlegend=False)

    rows = s["agents"]
    fig_agents = go.Figure(go.Bar(
        x=[r["name"] for r in rows], y=[r["win_rate"] for r in rows],
        error_y={"type": "data", "symmetric": False,
                 "array": [r["ci95"][1] - (r["win_rate"] or 0) for r in rows],
                 "arrayminus": [(r["win_rate"] or 0) - r["ci95"][0] for r in rows]},
    ))
    fig_agents.update_layout(title=t("sim.report.by_agent"), yaxis={"range": [0, 1], "tickformat": ".0%"})

    seat_labels = [f"{t('sim.col.seat')} {i + 1}" for i in range(result.players)]
    bars = [go.Bar(name=t("sim.report.all_agents"), x=seat_labels, y=s["win_rate_by_seat"])]
    bars += [go.Bar(name=r["name"], x=seat_labels, y=r["win_rate_by_seat"]) for r in rows]
    fig_seats = go.Figure(bars)
    fig_seats.update_layout(title=t("sim.report.by_seat"), barmode="group",
                            yaxis={"range": [0, 1], "tickformat": ".0%"})

    fig_len = go.Figure(go.Histogram(x=[g["actions"] for g in result.results]))
    fig_len.update_layout(title=t("sim.report.lengths"), yaxis_title=t("sim.report.count"))
    return [fig_scores, fig_agents, fig_seats, fig_len]


def summary_table(result: TournamentResult, lang: str) -> str:
    s = result.stats()
    cols = ["agent", "games", "win_rate", "ci95", "mean_score", "stdev", "rating"]
    head = "".join(f"<th>{html.escape(render(f'sim.col.{c}', {}, lang))}</th>" for c in cols)
    body = []
    for r in s["agents"]:
        cells = [
            r["name"], str(r["games"]),
            "–" if r["win_rate"] is None else f"{r['win_rate']:.1%}",
            f"{r['ci95'][0]:.0%}–{r['ci95'][1]:.0%}",
            "–" if r["mean_score"] is None else f"{r['mean_score']:.2f}",
            "–" if r["stdev_score"] is None else f"{r['stdev_score']:.2f}",
            f"{r['rating']:.1f} ± {r['rating_sigma']:.1f}",
        ]
        body.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    caption = ""
    if s["first_seat_advantage"] is not None:
        caption = render("sim.first_seat", {"value": s["first_seat_advantage"], "rate": s["win_rate_by_seat"][0],
                                            "fair": 1.0 / result.players}, lang)
    elif result.players == 1:
        caption = render("sim.solo_note", {}, lang)
    return (f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
            f"<p>{html.escape(caption)}</p>")


def write_report(result: TournamentResult, directory: Path, lang: str = "en") -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    parts = []
    for i, fig in enumerate(figures(result, lang)):
        # plotly.js is inlined once, so the page works offline
        parts.append(fig.to_html(full_html=False, include_plotlyjs=(i == 0)))
    title = render("sim.report.title", {"game": result.game}, lang)
    setup = render("sim.report.setup", {"seeds": result.deals, "seatings": len(result.seats),
                                        "games": len(result.results), "seed": result.seed,
                                        "agents": ", ".join(result.agents)}, lang)
    page = f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;max-width:1000px;margin:auto}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:4px 8px;text-align:right}}td:first-child{{text-align:left}}</style>
</head><body>
<h1>{html.escape(title)}</h1>
<p>{html.escape(setup)}</p>
{summary_table(result, lang)}
{''.join(parts)}
</body></html>
"""
    path = directory / "index.html"
    path.write_text(page, encoding="utf-8")
    (directory / "results.json").write_text(json.dumps(result.to_json(), indent=2, ensure_ascii=False),
                                            encoding="utf-8")
    return path
