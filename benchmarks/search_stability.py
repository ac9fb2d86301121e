"""How repeatable a search's choice is: the same position searched with different agent
seeds should give the same action when the search has really found the best one.

    .venv/bin/python benchmarks/search_stability.py seasons --deals 3 \
        --spec ismcts:iterations=650 --spec ismcts:iterations=650,normalise=0

Positions: about one in twenty of the decisions with more than two choices in games
played by the game's rules of thumb (deals 100, 101, ...; chosen by a seeded draw).
Each position is searched with ``--seeds`` agent seeds; the figure is the mean share of
the most frequent choice (1.0: always the same action; 1/k: as if picked at random among
k).  A low share means the budget decides between close options by noise: the hint a
player sees would change if asked again.
"""

from __future__ import annotations

import argparse
import collections
import random
import time

import meeple
from meeple.agents import make_agent
from meeple.core import State


def positions(game_id: str, deals: int) -> list[State]:
    """Copies of every position kept along rules-of-thumb games (reproducible)."""
    game = meeple.load_game(game_id)
    kept: list[State] = []
    for deal in range(deals):
        state = game.new_game(2, 100 + deal, {})
        rng = random.Random(deal)
        while not state.is_over:
            if len(state.legal_actions()) > 2 and rng.random() < 0.05:
                kept.append(state.copy())
            state.apply(state.policy_action(rng).id)
    return kept


def modal_share(spec: str, kept: list[State], seeds: int) -> float:
    total = 0
    for state in kept:
        seat = state.current_player
        assert seat is not None
        picks = collections.Counter(make_agent(spec, seat, seed).act(state).id for seed in range(seeds))
        total += picks.most_common(1)[0][1]
    return total / (seeds * len(kept))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--spec", action="append", required=True, help="an agent spec (repeatable)")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=4)
    args = parser.parse_args(argv)
    kept = positions(args.game, args.deals)
    print(f"{len(kept)} positions, {args.seeds} seeds each")
    for spec in args.spec:
        start = time.process_time()
        share = modal_share(spec, kept, args.seeds)
        print(f"{spec}: same choice {share:.2f} of the time, {time.process_time() - start:.0f} CPU s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
