"""Where an ISMCTS search spends its time, per game: cProfile of one search from
the opening (the position `meeple bench` uses), summed by area and by function.

    .venv/bin/python benchmarks/profile_search.py                      # every game, default spec
    .venv/bin/python benchmarks/profile_search.py seasons --spec "ismcts:iterations=300,guide=1"
    .venv/bin/python benchmarks/profile_search.py --rate --spec "ismcts:iterations=100" \
        --spec "ismcts:iterations=100,depth=40,guide=1"

Two tables: the share of the search's time inside each contract call
(``policy_action``, ``legal_actions``, ``apply``, ``determinize``, ``evaluate``:
cumulative, so a policy's look-ahead counts as policy), then own time by area:
``search`` (meeple/agents), ``engine`` (meeple/core) and the game's modules by
file name.  Times are cProfile's (slower than a plain run); compare shares.

``--rate`` measures instead, without the profiler, the iterations per CPU
second of each ``--spec`` on six positions per game (the opening and after 40
and 100 random actions, deals 1 and 2): median and lowest.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time
from collections import defaultdict
from pathlib import PurePath

import meeple
from meeple.agents import make_agent
from meeple.sim.bench import bench_players

CONTRACT = ("policy_action", "legal_actions", "apply", "determinize", "evaluate")


def area(filename: str) -> str:
    parts = PurePath(filename).parts
    if "meeple" not in parts:
        return "python"
    inside = parts[parts.index("meeple") + 1:]
    if inside[0] == "agents":
        return "search"
    if inside[0] == "core":
        return "engine"
    if inside[0] == "games" and len(inside) > 2:
        return f"game:{inside[-1]}"
    return "/".join(inside)


def profile(game_id: str, spec: str, seed: int, lines: int) -> None:
    game = meeple.load_game(game_id)
    state = game.new_game(bench_players(game), seed)
    seat = state.current_player
    assert seat is not None
    agent = make_agent(spec, seat, seed)
    profiler = cProfile.Profile()
    profiler.enable()
    root = agent.search(state, seat)  # type: ignore[attr-defined]
    profiler.disable()
    stats = pstats.Stats(profiler)
    own: dict[str, float] = defaultdict(float)
    calls: dict[str, float] = defaultdict(float)
    total = 0.0
    for (filename, _, function), (_, _, tottime, cumtime, _) in stats.stats.items():  # type: ignore[attr-defined]
        own[area(filename)] += tottime
        total += tottime
        if function in CONTRACT:
            calls[function] = max(calls[function], cumtime)  # the outermost of nested overrides
    print(f"## {game_id}: {spec}, {root.visits} iterations, {total:.2f} s under cProfile")
    for name in CONTRACT:
        print(f"  in {name + '()':30} {calls[name] / total:6.1%}")
    for name, seconds in sorted(own.items(), key=lambda kv: -kv[1]):
        if seconds / total >= 0.01:
            print(f"  {name:32} {seconds / total:6.1%}")
    stats.sort_stats("cumulative").print_stats(lines)


def positions(game_id: str) -> list[meeple.State]:
    game = meeple.load_game(game_id)
    out = []
    for deal in (1, 2):
        state = game.new_game(bench_players(game), deal)
        rng = random.Random(deal)
        for step in range(101):
            if state.is_over:
                break
            if step in (0, 40, 100):
                out.append(state.copy())
            state.apply(rng.choice(state.legal_actions()))
    return out


def rate(game_id: str, spec: str) -> None:
    rates = []
    for index, state in enumerate(positions(game_id)):
        seat = state.current_player
        assert seat is not None
        agent = make_agent(spec, seat, index)
        start = time.process_time()
        root = agent.search(state, seat)  # type: ignore[attr-defined]
        rates.append(root.visits / (time.process_time() - start))
    print(f"{game_id:32} {spec:40} median {statistics.median(rates):7.0f}  lowest {min(rates):7.0f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every installed game)")
    parser.add_argument("--spec", action="append", help="the searching agent (default ismcts:iterations=300)")
    parser.add_argument("--rate", action="store_true", help="iterations per CPU second instead of a profile")
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--lines", type=int, default=25, help="functions listed, by cumulative time")
    args = parser.parse_args()
    specs = args.spec or ["ismcts:iterations=300"]
    for game_id in args.games or meeple.games():
        for spec in specs:
            if args.rate:
                rate(game_id, spec)
            else:
                profile(game_id, spec, args.seed, args.lines)


if __name__ == "__main__":
    main()
