"""Where an ISMCTS search spends its time, per game: cProfile of one search from
the opening (the position `meeple bench` uses), summed by area and by function.

    .venv/bin/python benchmarks/profile_search.py                      # every game, default spec
    .venv/bin/python benchmarks/profile_search.py seasons --spec "ismcts:iterations=300,guide=1"

Two tables: the share of the search's time inside each contract call
(``policy_action``, ``legal_actions``, ``apply``, ``determinize``, ``evaluate``:
cumulative, so a policy's look-ahead counts as policy), then own time by area:
``search`` (meeple/agents), ``engine`` (meeple/core) and the game's modules by
file name.  Times are cProfile's (slower than a plain run); compare shares.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every installed game)")
    parser.add_argument("--spec", default="ismcts:iterations=300", help="the searching agent")
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--lines", type=int, default=25, help="functions listed, by cumulative time")
    args = parser.parse_args()
    for game_id in args.games or meeple.games():
        profile(game_id, args.spec, args.seed, args.lines)


if __name__ == "__main__":
    main()
