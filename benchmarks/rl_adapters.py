"""Env steps per second through each research adapter, against the engine's raw
random play (issue 12's goal: each adapter costs under 30% on top of it).

    .venv/bin/python benchmarks/rl_adapters.py [--seconds 5] [--players 2] [GAME ...]
    .venv/bin/python benchmarks/rl_adapters.py --sizes      # the encodings' sizes

For every game that speaks the table contract (or those named), with random
legal actions throughout:

- ``raw``: ``state.apply(rng.choice(state.legal_actions()))``;
- ``raw+view``: the same, plus ``view(seat)`` of the seat to play (what any
  learner must at least read);
- ``pettingzoo``: the AEC loop, ``env.last()`` (vector + mask) then ``env.step``;
- ``gymnasium``: seat 0 against ``random`` seats; every game action counts
  (the opponents' too), so the rate compares with ``raw``;
- ``openspiel``: ``legal_actions()`` then ``apply_action``; ``+tensor`` also
  fills an observer's tensor each step (``make_observation(game).set_from``:
  pyspiel's ``state.observation_tensor()`` builds a new observer per call).

Each rate is actions per second over whole games, after building the game's
encodings (the survey) once.  Writes a markdown table to stdout.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
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


def rate(play_one: Callable[[int], int], seconds: float) -> float:
    """Actions per second of ``play_one(seed) -> actions`` over whole games."""
    actions, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions += play_one(seed)
        seed += 1
    return actions / (time.perf_counter() - start)


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


def pettingzoo(game: meeple.Game, players: int) -> Callable[[int], int]:
    from meeple.rl import pettingzoo_env

    env = pettingzoo_env(game, players)

    def play(seed: int) -> int:
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        count = 0
        for _ in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            count += 1
        return count
    return play


def gymnasium(game: meeple.Game, players: int) -> Callable[[int], int]:
    from meeple.rl import gymnasium_env

    env = gymnasium_env(game, 0, ["random"] * (players - 1))

    def play(seed: int) -> int:
        observation, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        done = False
        while not done:
            observation, _, done, _, _ = env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        assert env.state is not None
        return len(env.state.history)
    return play


def openspiel(game: meeple.Game, players: int, tensor: bool) -> Callable[[int], int]:
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
            if tensor:
                observer.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            count += 1
        return count
    return play


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_ids", nargs="*", metavar="GAME")
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--sizes", action="store_true", help="print the encodings' sizes instead")
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

    print(f"Machine: {machine()}; {args.players} players; random play; actions per second\n")
    columns = ["raw", "raw+view", "pettingzoo", "gymnasium", "openspiel", "openspiel+tensor"]
    print("| game | " + " | ".join(columns) + " |")
    print("|---|" + "---:|" * len(columns))
    for game in contract_games():
        if args.game_ids and game.id not in args.game_ids:
            continue
        encoding(game)  # the survey, once, outside the timings
        runs = {
            "raw": raw(game, args.players, False), "raw+view": raw(game, args.players, True),
            "pettingzoo": pettingzoo(game, args.players), "gymnasium": gymnasium(game, args.players),
            "openspiel": openspiel(game, args.players, False),
            "openspiel+tensor": openspiel(game, args.players, True),
        }
        rates = {name: rate(play, args.seconds) for name, play in runs.items()}
        base = rates["raw"]
        cells = [f"{rates['raw']:,.0f}"] + [f"{rates[name]:,.0f} ({rates[name] / base - 1:+.0%})"
                                            for name in columns[1:]]
        print(f"| {game.id} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
