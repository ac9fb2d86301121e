"""Env steps per second through each research adapter, against the engine's raw
random play (issue 12's goal: each adapter costs under 30% on top of it).

    .venv/bin/python benchmarks/rl_adapters.py [--seconds 2] [--rounds 5] [--players 2] [--columns C,...] [GAME ...]
    .venv/bin/python benchmarks/rl_adapters.py --sizes      # the encodings' sizes
    .venv/bin/python benchmarks/rl_adapters.py --profile pettingzoo+obs GAME   # where the time goes
    .venv/bin/python benchmarks/rl_adapters.py --gc ...      # and the garbage collector's share
    .venv/bin/python benchmarks/rl_adapters.py --freeze ...  # gc.freeze() after the warm-up, all columns alike

For every game that speaks the table contract (or those named), with random
legal actions throughout:

- ``raw``: ``state.apply(rng.choice(state.legal_actions()))``;
- ``raw+view``: the same, plus ``view(seat)`` of the seat to play (what a
  learner must at least read);
- ``pettingzoo``: the AEC loop, ``env.last()`` then ``env.step`` with an
  index drawn uniformly from ``info["legal_actions"]`` by ``rng.choice``,
  the draw ``raw`` makes;
- ``pettingzoo+mask``: the same, drawn from the action mask instead
  (``mask.view(bool).nonzero()``: ``np.flatnonzero`` of an int8 mask is 30
  times slower on Valeria's);
- ``gymnasium``, ``gymnasium+mask``: seat 0 against ``random`` seats; every
  game action counts (the opponents' too), so the rate compares with ``raw``;
- ``openspiel``: ``legal_actions()`` then ``apply_action`` of one drawn by
  ``rng.choice``;
- ``...+obs``: the same loop also reads the observation vector each step
  (``obs["observation"]``; for OpenSpiel an observer's tensor,
  ``make_observation(game).set_from``: pyspiel's ``state.observation_tensor()``
  builds a new observer per call).  A random agent never reads it, and the
  adapters build it only when read (:mod:`meeple.rl.lazy`); a learner reads it.

Rates are per CPU second of this process (``time.process_time``).  The
machine is shared, so rates still drift: each round times every column once
for ``--seconds``, each column between two runs of ``raw`` (raw, column 1,
raw, column 2, raw ...), and a column's change is the median over the rounds
of its rate against the mean of the two ``raw`` runs around it.  Each column's
games go on from run to run (seeds 0, 1, 2 ... across its runs), so that many
short rounds sample many games rather than the same few again.
Each rate is actions per CPU second over whole games, after building the game's
encodings (the survey) once.  Writes a markdown table to stdout.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

import meeple
from meeple.sim.bench import machine

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))


def contract_games() -> list[meeple.Game]:
    from minimal_game import GAME as TOY

    out = [TOY]
    for game_id in meeple.games():
        game = meeple.load_game(game_id)
        try:
            game.components()
        except NotImplementedError:
            continue
        if game.view_type is not None:
            out.append(game)
    return out


def rate(play_one: Callable[[int], int], seconds: float, seeds: Iterator[int] | None = None) -> float:
    """Actions per CPU second of ``play_one(seed) -> actions`` over whole games
    (the process's CPU time: on a shared machine, the time others hold the
    core would otherwise count against whichever column runs then), on the
    seeds ``seeds`` gives (default: from 0)."""
    seeds = seeds if seeds is not None else itertools.count()
    actions, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        actions += play_one(next(seeds))
    return actions / (time.process_time() - start)


class Collections:
    """CPU time spent in the garbage collector's collections (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.spent = 0.0
        self._start = 0.0
        gc.callbacks.append(self)

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.process_time()
        else:
            self.spent += time.process_time() - self._start


def timed(play_one: Callable[[int], int], seconds: float, seeds: Iterator[int], collections: Collections | None,
          shares: list[float]) -> float:
    """``rate``, noting in ``shares`` the part of its CPU time the collections took."""
    spent, start = collections.spent if collections else 0.0, time.process_time()
    speed = rate(play_one, seconds, seeds)
    if collections:
        shares.append((collections.spent - spent) / (time.process_time() - start))
    return speed


def raw(game: meeple.Game, players: int, view: bool) -> Callable[[int], int]:
    def play(seed: int) -> int:
        state = game.new_game(players, seed)
        rng = random.Random(seed)
        count = 0
        while not state.is_over:
            if view:
                state.view(state.current_player)
            state.apply(rng.choice(state.legal_actions()))
            count += 1
        return count
    return play


def pick(mask: np.ndarray, rng: random.Random) -> int:
    """A uniformly random legal index of a mask."""
    legal = mask.view(bool).nonzero()[0]
    return int(legal[rng.randrange(len(legal))])


def pettingzoo(game: meeple.Game, players: int, read: str) -> Callable[[int], int]:
    from meeple.rl import pettingzoo_env

    env = pettingzoo_env(game, players)

    def play(seed: int) -> int:
        env.reset(seed=seed)
        rng = random.Random(seed)
        count = 0
        for _ in env.agent_iter():
            observation, _, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            if read == "obs":
                observation["observation"]
            if read == "legal":
                env.step(rng.choice(info["legal_actions"]))
            else:
                env.step(pick(observation["action_mask"], rng))
            count += 1
        return count
    return play


def gymnasium(game: meeple.Game, players: int, read: str) -> Callable[[int], int]:
    from meeple.rl import gymnasium_env

    env = gymnasium_env(game, 0, ["random"] * (players - 1))

    def play(seed: int) -> int:
        observation, info = env.reset(seed=seed)
        rng = random.Random(seed)
        done = False
        while not done:
            if read == "obs":
                observation["observation"]
            action = rng.choice(info["legal_actions"]) if read == "legal" else pick(observation["action_mask"], rng)
            observation, _, done, _, info = env.step(action)
        assert env.state is not None
        return len(env.state.history)
    return play


def openspiel(game: meeple.Game, players: int, read: str) -> Callable[[int], int]:
    import pyspiel
    from open_spiel.python.observation import make_observation

    from meeple.rl import openspiel as adapter

    spiel = pyspiel.load_game(adapter.register([game])[0], {"players": players})
    observer = make_observation(spiel)

    def play(seed: int) -> int:
        state = spiel.new_initial_state()
        rng = random.Random(seed)
        count = 0
        while not state.is_terminal():
            if read == "obs":
                observer.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            count += 1
        return count
    return play


def columns(game: meeple.Game, players: int) -> dict[str, Callable[[int], int]]:
    return {
        "raw": raw(game, players, False), "raw+view": raw(game, players, True),
        "pettingzoo": pettingzoo(game, players, "legal"), "pettingzoo+mask": pettingzoo(game, players, "mask"),
        "pettingzoo+obs": pettingzoo(game, players, "obs"),
        "gymnasium": gymnasium(game, players, "legal"), "gymnasium+mask": gymnasium(game, players, "mask"),
        "gymnasium+obs": gymnasium(game, players, "obs"),
        "openspiel": openspiel(game, players, "legal"), "openspiel+obs": openspiel(game, players, "obs"),
    }


def profile(column: str, game: meeple.Game, players: int, seconds: float) -> None:
    """cProfile of one column: the functions that take the most time of their own."""
    import cProfile
    import pstats

    play = columns(game, players)[column]
    profiler = cProfile.Profile(time.process_time)  # CPU time: others holding the core do not count
    profiler.enable()
    rate(play, seconds)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_ids", nargs="*", metavar="GAME")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per column and round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds (the median is reported)")
    parser.add_argument("--profile", metavar="COLUMN", help="profile one column of one game instead")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--sizes", action="store_true", help="print the encodings' sizes instead")
    parser.add_argument("--columns", help="comma-separated columns to time besides raw (default: all)")
    parser.add_argument("--gc", action="store_true",
                        help="also print, per column, the share of its CPU time spent collecting garbage")
    parser.add_argument("--freeze", action="store_true",
                        help="gc.freeze() after each game's warm-up, for every column alike: full collections "
                             "then walk the objects made since, not the encodings and modules built before")
    args = parser.parse_args(argv)
    from meeple.rl.encoding import encoding

    if args.sizes:
        print("| game | observation floats | action indices | signatures | positions surveyed |")
        print("|---|---:|---:|---:|---:|")
        for game in contract_games():
            if not args.game_ids or game.id in args.game_ids:
                coding = encoding(game)
                print(f"| {game.id} | {coding.size:,} | {coding.actions.size:,} | {len(coding.actions.blocks)} "
                      f"| {coding.positions_surveyed:,} |", flush=True)
        return 0

    if args.profile:
        (game,) = [game for game in contract_games() if game.id in args.game_ids]
        encoding(game)
        profile(args.profile, game, args.players, args.seconds)
        return 0

    print(f"Machine: {machine()}; {args.players} players; random play; actions per CPU second, median of "
          f"{args.rounds} rounds of {args.seconds:g} s per column (change against the raw runs on either side)\n")
    names = list(columns(contract_games()[0], args.players))
    if args.columns:
        names = ["raw", *[name for name in names[1:] if name in args.columns.split(",")]]
    print("| game | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(names))
    for game in contract_games():
        if args.game_ids and game.id not in args.game_ids:
            continue
        encoding(game)  # the survey, once, outside the timings
        runs = {name: play for name, play in columns(game, args.players).items() if name in names}
        for play in runs.values():
            play(10**6)  # warm up: first calls fill caches
        if args.freeze:
            gc.collect()
            gc.freeze()
        raws: list[float] = []
        speeds: dict[str, list[float]] = {name: [] for name in names[1:]}
        changes: dict[str, list[float]] = {name: [] for name in names[1:]}
        collections = Collections() if args.gc else None
        shares: dict[str, list[float]] = {name: [] for name in names}
        # each column's games go on from run to run (a run of a fraction of a second plays a few
        # games: replaying the same ones in every round would carry their mix into every round)
        seeds = {name: itertools.count() for name in names}
        for _ in range(args.rounds):
            before = timed(runs["raw"], args.seconds, seeds["raw"], collections, shares["raw"])
            raws.append(before)
            for name in names[1:]:  # each column between two raw runs: compared with their mean
                speed = timed(runs[name], args.seconds, seeds[name], collections, shares[name])
                after = timed(runs["raw"], args.seconds, seeds["raw"], collections, shares["raw"])
                raws.append(after)
                speeds[name].append(speed)
                changes[name].append(speed / ((before + after) / 2) - 1)
                before = after
        cells = [f"{statistics.median(raws):,.0f}"]
        for name in names[1:]:
            cells.append(f"{statistics.median(speeds[name]):,.0f} ({statistics.median(changes[name]):+.0%})")
        print(f"| {game.id} | " + " | ".join(cells) + " |", flush=True)
        if args.freeze:
            gc.unfreeze()
        if collections:
            gc.callbacks.remove(collections)
            print(f"| {game.id}: share of CPU time collecting garbage | "
                  + " | ".join(f"{statistics.median(shares[name]):.1%}" for name in names) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
