"""Tournaments: agents play paired seeds in every seating, on any backend.

Each *deal* (a game seed) is played once per seating of the agents, so luck
of the deal and of the seat order is shared equally (paired seeds):

* as many agents as seats, up to 3 seats: every permutation;
* as many agents as seats, 4 or 5 seats: the rotations (each agent sits in
  each seat once per deal; all 120 orders of 5 would make deals very costly);
* fewer agents than seats: the agents are repeated round the table and the
  distinct rotations of that table are played;
* more agents than seats: every ordered choice of agents for the seats.

``games`` is the number of games wanted: the deals are ``ceil(games /
seatings)``, so a little more may be played to keep every deal complete.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from statistics import fmean, pstdev
from typing import Any

from meeple.agents import check_spec
from meeple.core import load_game
from meeple.core.i18n import number, render
from meeple.sim import text as _text  # noqa: F401  (registers the sim.* messages)
from meeple.sim.backends import run_jobs
from meeple.sim.play import MAX_ACTIONS, Job, derive_seed, game_module
from meeple.sim.stats import rate, wilson

WRAPPED = ("agent", "ci95", "mean_score")  # the results table's columns that may take two lines


def seatings(num_agents: int, players: int) -> list[tuple[int, ...]]:
    """The seatings (agent index per seat) each deal is played with."""
    if num_agents < 1 or players < 1:
        raise ValueError("a tournament needs at least one agent and one seat")
    if num_agents == players:
        if players <= 3:
            return list(itertools.permutations(range(players)))
        return [tuple((i + r) % players for i in range(players)) for r in range(players)]
    if num_agents > players:
        return list(itertools.permutations(range(num_agents), players))
    table = [i % num_agents for i in range(players)]
    out: list[tuple[int, ...]] = []
    for r in range(players):
        rotated = tuple(table[(i + r) % players] for i in range(players))
        if rotated not in out:
            out.append(rotated)
    return out


def agent_names(agents: list[str]) -> list[str]:
    """Display names: the specs, numbered when the same spec is entered twice."""
    names: list[str] = []
    for spec in agents:
        name, k = spec, 2
        while name in names:
            name, k = f"{spec}#{k}", k + 1
        names.append(name)
    return names


@dataclass
class TournamentResult:
    """Every game of a tournament and the statistics drawn from them."""

    game: str
    players: int
    seed: int
    agents: list[str]  # display names, in the order given
    specs: list[str]
    seats: list[tuple[int, ...]]  # the seatings of each deal
    deals: int
    results: list[dict[str, Any]]  # per game: seed, deal, seating, scores, winners, actions, stalled
    _stats: dict[str, Any] | None = field(default=None, repr=False)

    # --------------------------------------------------------- statistics
    def stats(self) -> dict[str, Any]:
        if self._stats is None:
            self._stats = self._compute()
        return self._stats

    def _compute(self) -> dict[str, Any]:
        n = len(self.agents)
        played = [0] * n
        wins = [0.0] * n  # a shared win counts 1/k to each of k winners
        scores: list[list[float]] = [[] for _ in range(n)]
        seat_wins = [0.0] * self.players
        agent_seat_games = [[0] * self.players for _ in range(n)]
        agent_seat_wins = [[0.0] * self.players for _ in range(n)]
        for g in self.results:
            share = 1.0 / len(g["winners"]) if g["winners"] else 0.0
            for seat, a in enumerate(g["seating"]):
                won = share if seat in g["winners"] else 0.0
                played[a] += 1
                wins[a] += won
                scores[a].append(float(g["scores"][seat]))
                seat_wins[seat] += won
                agent_seat_games[a][seat] += 1
                agent_seat_wins[a][seat] += won
        ratings = rate(self.agents, [{"seating": g["seating"], "scores": g["scores"], "winners": g["winners"]}
                                     for g in self.results], solo=self.players == 1)
        games = len(self.results)
        rows = []
        for a, name in enumerate(self.agents):
            lo, hi = wilson(wins[a], played[a])
            mu, sigma = ratings[name]
            rows.append({
                "name": name,
                "spec": self.specs[a],
                "games": played[a],
                "wins": round(wins[a], 4),
                "win_rate": round(wins[a] / played[a], 4) if played[a] else None,
                "ci95": [round(lo, 4), round(hi, 4)],
                "mean_score": round(fmean(scores[a]), 3) if scores[a] else None,
                "stdev_score": round(pstdev(scores[a]), 3) if scores[a] else None,
                "rating": round(mu, 3),
                "rating_sigma": round(sigma, 3),
                "win_rate_by_seat": [round(w / g, 4) if g else None
                                     for w, g in zip(agent_seat_wins[a], agent_seat_games[a], strict=True)],
            })
        seat_rate = [round(w / games, 4) if games else None for w in seat_wins]
        fair = 1.0 / self.players
        first = None if self.players < 2 or not games else round(seat_wins[0] / games - fair, 4)
        out: dict[str, Any] = {
            "agents": rows,
            "win_rate_by_seat": seat_rate,
            "first_seat_advantage": first,
            "no_winner_rate": round(sum(1 for g in self.results if not g["winners"]) / games, 4) if games else None,
            "mean_length": round(fmean(g["actions"] for g in self.results), 2) if games else None,
            # games cut at the action bound (no winner), to replay by their seed and seating
            "stalled": [{"deal": g["deal"], "seed": g["seed"], "seating": list(g["seating"]), "actions": g["actions"]}
                        for g in self.results if g.get("stalled")],
        }
        if self.players == 1:
            mu, sigma = ratings["@adversary"]
            out["adversary_rating"] = [round(mu, 3), round(sigma, 3)]
        return out

    # ------------------------------------------------------------ outputs
    def to_json(self) -> dict[str, Any]:
        s = self.stats()
        return {
            "game": self.game,
            "players": self.players,
            "games": len(self.results),
            "seed": self.seed,
            "deals": self.deals,
            "seatings": [list(x) for x in self.seats],
            "agents": s["agents"],
            "win_rate_by_seat": s["win_rate_by_seat"],
            "first_seat_advantage": s["first_seat_advantage"],
            "no_winner_rate": s["no_winner_rate"],
            "mean_length": s["mean_length"],
            "stalled": s["stalled"],
            **({"adversary_rating": s["adversary_rating"]} if "adversary_rating" in s else {}),
            "results": [dict(g, seating=list(g["seating"])) for g in self.results],
        }

    def table(self, lang: str = "en") -> Any:
        """A rich Table of the agents' results (``lang``: "fr" or "en")."""
        from rich.table import Table

        s = self.stats()
        t = Table(title=render("sim.table.title", {"game": self.game, "players": self.players,
                                                  "games": len(self.results)}, lang))
        for key in ("agent", "games", "win_rate", "ci95", "mean_score", "stdev", "rating"):
            # A narrow terminal (80 columns) narrows the agent, interval and mean columns only: a long bot
            # spec folds onto a second line and the others wrap between words, where rich cut every heading
            # evenly ("Classeme…", "ismcts:i…").
            t.add_column(render(f"sim.col.{key}", {}, lang), justify="left" if key == "agent" else "right",
                         no_wrap=key not in WRAPPED, overflow="fold" if key == "agent" else "ellipsis")
        def shown(value: float | None, spec: str) -> str:
            return "–" if value is None else number(value, spec, lang)

        for row in sorted(s["agents"], key=lambda r: -(r["win_rate"] or 0.0)):
            t.add_row(
                row["name"], str(row["games"]), shown(row["win_rate"], ".1%"),
                f"{shown(row['ci95'][0], '.0%')}–{shown(row['ci95'][1], '.0%')}",
                shown(row["mean_score"], ".2f"), shown(row["stdev_score"], ".2f"),
                f"{shown(row['rating'], '.1f')} ± {shown(row['rating_sigma'], '.1f')}",
            )
        if s["first_seat_advantage"] is not None:
            t.caption = render("sim.first_seat", {"value": s["first_seat_advantage"],
                                                  "rate": s["win_rate_by_seat"][0],
                                                  "fair": 1.0 / self.players}, lang)
        elif self.players == 1:
            t.caption = render("sim.solo_note", {}, lang)
        if s["stalled"]:
            note = stalled_note(s["stalled"], lang)
            t.caption = f"{t.caption}\n{note}" if t.caption else note
        return t

    def write_report(self, directory: str | Path, lang: str = "en") -> Path:
        """Write ``index.html`` (plots) and ``results.json`` into ``directory``;
        return the HTML file's path."""
        from meeple.sim.report import write_report

        return write_report(self, Path(directory), lang)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False)


def stalled_note(stalled: list[dict[str, Any]], lang: str = "en") -> str:
    """One line naming the games cut at the action bound, by seed."""
    seeds = ", ".join(str(g["seed"]) for g in stalled)
    return render("sim.stalled", {"count": len(stalled), "seeds": seeds, "actions": max(g["actions"] for g in stalled)},
                  lang)


def tournament(game_id: str, agents: list[str], players: int, games: int, seed: int, workers: int = 1,
               backend: str = "local", options: dict[str, Any] | None = None,
               progress: Callable[[], None] | None = None, max_actions: int = MAX_ACTIONS) -> TournamentResult:
    """Play ``agents`` (specs) against each other in ``game_id`` with ``players``
    seats, about ``games`` games in all (whole deals, every seating of each).
    ``progress`` is called once per finished game.  The same arguments give the
    same results with any ``workers`` and ``backend`` (for agents on iteration
    budgets; a time budget depends on the machine's speed).  Games cut at
    ``max_actions`` actions count as won by no seat and are listed in the
    statistics' ``"stalled"`` with their seeds."""
    if not agents:
        raise ValueError("a tournament needs at least one agent")
    for spec in agents:
        check_spec(spec)
    if max_actions < 1:
        raise ValueError(f"max_actions must be at least 1, not {max_actions}")
    game = load_game(game_id)
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game_id} is played by {game.min_players} to {game.max_players} players, not {players}")
    chosen = game.check_options(options or {})
    seats = seatings(len(agents), players)
    deals = max(1, math.ceil(max(games, 1) / len(seats)))
    jobs: list[Job] = []
    plan = []
    for deal in range(deals):
        deal_seed = derive_seed(seed, deal)
        for seating in seats:
            plan.append((deal, deal_seed, seating))
            jobs.append(Job(len(jobs), game_id, game_module(game), players, deal_seed,
                            tuple(agents[i] for i in seating), tuple(sorted(chosen.items())), max_actions))
    raw = run_jobs(jobs, workers=workers, backend=backend, progress=progress)
    results = []
    for (deal, deal_seed, seating), r in zip(plan, raw, strict=True):
        results.append({"deal": deal, "seed": deal_seed, "seating": seating, "scores": r["scores"],
                        "winners": r["winners"], "actions": r["actions"], "stalled": r["stalled"]})
    return TournamentResult(game_id, players, seed, agent_names(agents), list(agents), seats, deals, results)
