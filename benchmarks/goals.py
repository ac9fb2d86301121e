"""Play the tournaments behind the strength goals (issues 4 and 13) and write their tables.

    .venv/bin/python benchmarks/goals.py [--games 100] [--time 0.5] [--workers 2] [GAME ...]

For every installed game (or those named): ``ismcts:time=T`` against
``random`` and against ``heuristic`` (the game's rules of thumb) with 2 players; for a game that can be
played solo, ``ismcts:time=T`` alone (against the rules' own opponent) with
the default options.  Writes ``results/goals.md`` and one JSON per tournament.
Time budgets make results depend on the machine; ``--iterations N`` uses an
iteration budget instead, which is repeatable anywhere.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import meeple
from meeple.sim import tournament
from meeple.sim.bench import machine


def row(name: str, data: dict) -> str:  # type: ignore[type-arg]
    cells = []
    for a in data["agents"]:
        lo, hi = a["ci95"]
        cells.append(f"{a['name']}: {a['win_rate']:.0%} [{lo:.0%}–{hi:.0%}], score {a['mean_score']:.1f}")
    return f"| {data['game']} | {name} | {data['games']} | " + "; ".join(cells) + " |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games_ids", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=100, help="games per tournament")
    parser.add_argument("--time", type=float, default=0.5, help="ISMCTS seconds per decision")
    parser.add_argument("--iterations", type=int, default=0, help="ISMCTS iterations per decision (instead of time)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results")
    args = parser.parse_args(argv)
    search = f"ismcts:iterations={args.iterations}" if args.iterations else f"ismcts:time={args.time}"
    args.out.mkdir(parents=True, exist_ok=True)
    lines = [f"Machine: {machine()}; seed {args.seed}", "",
             "| game | match | games | agents: win rate [95% CI], mean score |", "|---|---|---:|---|"]
    for game_id in args.games_ids or meeple.games():
        game = meeple.load_game(game_id)
        matches: list[tuple[str, list[str], int]] = []
        if game.min_players <= 2 <= game.max_players:
            matches += [("vs random", [search, "random"], 2), ("vs heuristic", [search, "heuristic"], 2)]
        if game.min_players == 1:
            matches.append(("solo", [search], 1))
        for name, agents, players in matches:
            print(f"{game_id}: {name} ({args.games} games)...", file=sys.stderr)
            result = tournament(game_id, agents, players, args.games, args.seed, workers=args.workers)
            data = result.to_json()
            slug = name.replace(" ", "-")
            (args.out / f"goal-{game_id}-{slug}.json").write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
            lines.append(row(name, data))
            print(lines[-1], file=sys.stderr)
    text = "\n".join(lines) + "\n"
    (args.out / "goals.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
