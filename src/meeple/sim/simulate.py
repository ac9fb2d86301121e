"""Many games between fixed agents, with a summary per seat."""

from __future__ import annotations

from collections.abc import Callable
from statistics import fmean
from typing import Any

from meeple.agents import check_spec
from meeple.core import load_game
from meeple.sim.play import MAX_ACTIONS, derive_seed, play


def simulate(game_id: str, players: int, games: int, seed: int, bots: list[str],
             options: dict[str, Any] | None = None, progress: Callable[[], None] | None = None,
             max_actions: int = MAX_ACTIONS) -> dict[str, Any]:
    """Play ``games`` games of ``game_id`` with ``players`` seats; seat ``s`` is
    played by ``bots[s % len(bots)]``.  Game ``i`` uses the seed
    ``derive_seed(seed, i)``, so the same call gives the same output.  Games
    cut at ``max_actions`` are listed under ``"stalled"`` with their seeds."""
    if not bots:
        raise ValueError("simulate needs at least one bot spec")
    if games < 0:
        raise ValueError(f"games must be positive, not {games}")
    if max_actions < 1:
        raise ValueError(f"max_actions must be at least 1, not {max_actions}")
    for spec in bots:
        check_spec(spec)
    game = load_game(game_id)
    specs = [bots[s % len(bots)] for s in range(players)]
    chosen = game.check_options(options or {})
    results = []
    for i in range(games):
        results.append(play(game, players, derive_seed(seed, i), specs, chosen, max_actions))
        if progress:
            progress()
    return {
        "game": game_id,
        "players": players,
        "seed": seed,
        "bots": specs,
        "options": chosen,
        "games": results,
        "summary": summarise(results, players),
        "stalled": [{"game": i, "seed": r["seed"], "actions": r["actions"]}
                    for i, r in enumerate(results) if r["stalled"]],
    }


def summarise(results: list[dict[str, Any]], players: int) -> dict[str, Any]:
    """Mean/min/max score and win rate per seat (a shared win counts as a
    fraction), and mean/min/max game length in actions."""
    if not results:
        empty = [None] * players
        return {"score": {"mean": empty, "min": empty, "max": empty}, "win_rate": empty,
                "no_winner_rate": None, "length": {"mean": None, "min": None, "max": None}}
    wins = [0.0] * players
    for r in results:
        for s in r["winners"]:
            wins[s] += 1.0 / len(r["winners"])
    per_seat = [[r["scores"][s] for r in results] for s in range(players)]
    lengths = [r["actions"] for r in results]
    return {
        "score": {
            "mean": [round(fmean(v), 3) for v in per_seat],
            "min": [min(v) for v in per_seat],
            "max": [max(v) for v in per_seat],
        },
        "win_rate": [round(w / len(results), 4) for w in wins],
        # games no seat won (a solo adversary's win)
        "no_winner_rate": round(sum(1 for r in results if not r["winners"]) / len(results), 4),
        "length": {"mean": round(fmean(lengths), 2), "min": min(lengths), "max": max(lengths)},
    }
