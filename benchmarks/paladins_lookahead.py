"""What Paladins' look-ahead costs at each depth (issue 13): the search's root thinks 2, 3, then 4 main
actions ahead as its time allows (``policy.deep_action``), so each level's cost decides how deep it gets.

    nice -n 10 .venv/bin/python benchmarks/paladins_lookahead.py [--seed 7] [--positions 8] [--profile]

Plays one 2-seat game with the rules of thumb, keeps every fourth main action of rounds 2-5 (``--positions``
of them) and times ``policy.look_ahead`` at 2, 3 and 4 main actions ahead on each (CPU time, median and max);
``--profile`` adds cProfile's top functions for 4 ahead.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time

from meeple.agents import make_agent
from meeple.core import load_game
from meeple.games.paladins_of_the_west_kingdom import policy
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

ROUNDS = (2, 3, 4, 5)  # the middle of the game: the look-ahead has the most to weigh


def positions(seed: int, count: int) -> list[PaladinsState]:
    state = load_game("paladins-of-the-west-kingdom").new_game(2, seed, {})
    agents = [make_agent("heuristic", seat, seed + seat) for seat in range(2)]
    kept = []
    while not state.is_over:
        d = state.decision
        if d is not None and d.kind == "turn" and len(state.legal_actions()) > 1 and state.round in ROUNDS:
            kept.append(state.copy())
        state.apply(agents[state.current_player].act(state).id)
    return [s for s in kept[::4][:count] if isinstance(s, PaladinsState)]


def look(s: PaladinsState, plies: int) -> None:
    d = s.decision
    assert d is not None
    policy.look_ahead(s.copy(), d.player, random.Random(1), plies)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    states = positions(args.seed, args.positions)
    print(f"{len(states)} positions")
    for plies in range(policy.PLIES, policy.DEEP_PLIES + 1):
        costs = []
        for s in states:
            start = time.process_time()
            look(s, plies)
            costs.append(time.process_time() - start)
        print(f"{plies} ahead: median {statistics.median(costs):.3f} CPU s, max {max(costs):.3f}")
    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        for s in states:
            look(s, policy.DEEP_PLIES)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
