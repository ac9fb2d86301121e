"""The table contract over many random games: issue 8's "done when" coverage run.

    nice -n 19 .venv/bin/python benchmarks/table_coverage.py [--games 200] [--points 1000] [--workers 2] [GAME ...]

For every game, player count and option set (``meeple.testing.setups``), ``--games``
seeded random games.
Checked (with the checks of :mod:`meeple.testing`, shared with the tests):

- at every decision: the deciding seat's view (JSON, schema, component ids) and
  every legal action's ``describe()`` (component ids);
- at the end of each game: every event as each seat and a spectator read it
  (component ids), the score sheet (totals == ``scores()``, winners have the best total);
- at ``--points`` random decisions in total per game (spread evenly over its games,
  reservoir-sampled in each): everything at once for every seat and a spectator,
  including the position round trip and the determinization.

A failed check is counted and the first ones are printed with their game,
seed and action index; the run goes on.  Prints one Markdown row per game and
exits non-zero if anything failed.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import meeple
from meeple.sim.bench import machine
from meeple.testing import (
    check_actions,
    check_events,
    check_sheet,
    check_state,
    check_view,
    component_ids,
    setups,
)

MAX_ACTIONS = 20_000  # a random game past this is a failure (no rulebook game comes near it)
SHOWN_FAILURES = 10


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    views: int = 0  # views checked (deciding seat at every decision, every seat at each point)
    events: int = 0  # event reads checked (one per event per reader)
    points: int = 0  # full checks (positions, determinization)
    failures: int = 0
    seconds: float = 0.0
    examples: list[str] = field(default_factory=list)

    def fail(self, message: str) -> None:
        self.failures += 1
        if len(self.examples) < SHOWN_FAILURES:
            self.examples.append(message[:600])

    def add(self, other: Tally) -> None:
        for name in ("games", "actions", "views", "events", "points", "failures", "seconds"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.examples.extend(other.examples[:SHOWN_FAILURES - len(self.examples)])


@dataclass(frozen=True)
class Job:
    game_id: str
    players: int
    options: tuple[tuple[str, Any], ...]
    seeds: tuple[int, ...]
    points_per_game: int


def run(job: Job) -> Tally:
    game = meeple.load_game(job.game_id)
    known = component_ids(game)
    tally = Tally()
    started = time.process_time()
    for seed in job.seeds:
        where = f"{job.game_id} players={job.players} options={dict(job.options)} seed={seed}"

        def check(what: str, step: int, work: Callable[..., None], *args: Any, where: str = where) -> None:
            try:
                work(*args)
            except Exception as exc:  # any failure is counted and reported, the run goes on
                tally.fail(f"{where} action {step}: {what}: {type(exc).__name__}: {exc}")

        rng = random.Random(seed)
        state = game.new_game(job.players, seed, dict(job.options))
        sample: list[tuple[int, meeple.State]] = []  # reservoir of points to check fully
        step = 0
        while not state.is_over and step < MAX_ACTIONS:
            check("view", step, check_view, game, state, state.current_player, known)
            check("actions", step, check_actions, state, known)
            tally.views += 1
            if len(sample) < job.points_per_game:
                sample.append((step, state.copy()))
            else:
                slot = rng.randrange(step + 1)
                if slot < job.points_per_game:
                    sample[slot] = (step, state.copy())
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        if not state.is_over:
            tally.fail(f"{where}: no end after {MAX_ACTIONS} actions")
        for seat in (None, *range(state.num_players)):
            check("events", step, check_events, state, seat, 0, known)
            tally.events += len(state.events(seat))
        check("final sheet", step, check_sheet, state)
        for at, point in sample:
            check("point", at, check_state, game, point, known, rng, 0)
            tally.views += point.num_players + 1
            tally.points += 1
        tally.games += 1
        tally.actions += step
    tally.seconds = time.process_time() - started
    return tally


def jobs_for(game: meeple.Game, games: int, points: int, chunk: int) -> list[Job]:
    pairs = setups(game)
    per_game = max(1, math.ceil(points / (games * len(pairs))))
    return [Job(game.id, players, tuple(sorted(options.items())), tuple(range(first, min(first + chunk, games))),
                per_game)
            for players, options in pairs for first in range(0, games, chunk)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game_ids", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=200, help="games per player count and option set")
    parser.add_argument("--points", type=int, default=1000, help="fully checked points per game, in total")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    print(f"Machine: {machine()}; {args.games} games per player count and option set, "
          f"{args.points} points per game\n")
    print("| game | games | actions | views | event reads | points | failures | CPU s | wall s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    failed = 0
    with ProcessPoolExecutor(args.workers) as pool:
        for game_id in args.game_ids or meeple.games():
            game = meeple.load_game(game_id)
            started = time.perf_counter()
            total = Tally()
            for tally in pool.map(run, jobs_for(game, args.games, args.points, chunk=10)):
                total.add(tally)
            print(f"| {game_id} | {total.games:,} | {total.actions:,} | {total.views:,} | {total.events:,} | "
                  f"{total.points:,} | {total.failures} | {total.seconds:,.0f} | "
                  f"{time.perf_counter() - started:,.0f} |", flush=True)
            for example in total.examples:
                print(f"    {example}", file=sys.stderr, flush=True)
            failed += total.failures
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
