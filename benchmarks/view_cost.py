"""What a view costs at the start and at the end of a game.

    .venv/bin/python benchmarks/view_cost.py [--games 5] [GAME ...]

For each game and player count, plays seeded random games and times
``view(seat)`` for the deciding seat at the first decision and at the last
one (median of 200 calls each), then prints the ratio last/first.  A view
carries no log, so the ratio should stay near 1 (the goal: within 2x).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import meeple


def view_time(state: meeple.State, calls: int = 200) -> float:
    seat = state.current_player if state.current_player is not None else 0
    samples = []
    for _ in range(calls):
        started = time.perf_counter()
        state.view(seat)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_list", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print("| game | players | first view µs | last view µs | last/first |")
    print("|---|---|---|---|---|")
    for game_id in args.games_list or meeple.games():
        game = meeple.load_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            ratios, firsts, lasts = [], [], []
            for seed in range(args.games):
                state = game.new_game(players, seed)
                first = view_time(state)
                rng = random.Random(seed)
                last_decision = state.copy()
                while not state.is_over:
                    last_decision = state.copy()
                    state.apply(rng.choice(state.legal_actions()))
                last = view_time(last_decision)
                firsts.append(first)
                lasts.append(last)
                ratios.append(last / first)
            print(f"| {game_id} | {players} | {statistics.median(firsts) * 1e6:.0f} | "
                  f"{statistics.median(lasts) * 1e6:.0f} | {statistics.median(ratios):.2f} |")


if __name__ == "__main__":
    main()
