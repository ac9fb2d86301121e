"""Run `meeple.sim.bench` for every installed game and write the results.

    .venv/bin/python benchmarks/run_all.py [--runs 5] [--out benchmarks/results] [GAME ...]

Writes ``<out>/<game>.json`` (the full bench output) and ``<out>/bench.md``
(one table, a row per game, the machine named above it).  Figures depend on
the machine: compare runs made on the same one.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import meeple
from meeple.sim import bench
from meeple.sim.bench import machine

COLUMNS = [
    ("actions_per_second", "actions/s"),
    ("games_per_second", "games/s"),
    ("copy_us", "copy µs"),
    ("legal_actions_us", "legal_actions µs"),
    ("apply_us", "apply µs"),
    ("ismcts_iterations_per_second", "ISMCTS it/s"),
]


def markdown(results: list[dict]) -> str:  # type: ignore[type-arg]
    lines = [f"Machine: {machine()}", "",
             "| game | players | " + " | ".join(label for _, label in COLUMNS) + " |",
             "|---|---:|" + "---:|" * len(COLUMNS)]
    for r in results:
        cells = [f"{r[key]:,.0f}" if r[key] >= 100 else f"{r[key]:.1f}" for key, _ in COLUMNS]
        lines.append(f"| {r['game']} | {r['players']} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", help="game ids (default: every installed game)")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure; the median is kept")
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results")
    args = parser.parse_args(argv)
    ids = args.games or meeple.games()
    if not ids:
        print("no game installed", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    results = []
    for game_id in ids:
        print(f"bench {game_id} ({args.runs} runs)...", file=sys.stderr)
        result = bench(game_id, runs=args.runs)
        (args.out / f"{game_id}.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        results.append(result)
    table = markdown(results)
    (args.out / "bench.md").write_text(table, encoding="utf-8")
    print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
