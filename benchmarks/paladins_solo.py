"""Where the points come from in Paladins solo (issue 13): a bot against the rulebook's AI.

    nice -n 19 .venv/bin/python benchmarks/paladins_solo.py [--agent heuristic] [--games 40] [--seed 1]
        [--difficulty standard] [--first 0]

Plays the deals of ``meeple tournament paladins-of-the-west-kingdom --agents <agent> --players 1
--games N --seed S`` (deal ``d`` is seeded ``derive_seed(S, d)``, the agent ``agent_seed(seed, 0)``),
so its wins and mean scores are the tournament's, and adds what the tournament does not show: the score
sheet's categories averaged for the seat and the AI, how many times the seat did each action, its final
attributes and Workshops, and the CPU time.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from meeple.agents import make_agent
from meeple.core import load_game
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState
from meeple.sim.play import agent_seed, derive_seed

GAME = "paladins-of-the-west-kingdom"


def play_one(spec: str, seed: int, difficulty: str) -> PaladinsState:
    state = load_game(GAME).new_game(1, seed, {"difficulty": difficulty})
    agent = make_agent(spec, 0, agent_seed(seed, 0))
    while not state.is_over:
        state.apply(agent.act(state).id)
    assert isinstance(state, PaladinsState)
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agent", default="heuristic")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first", type=int, default=0, help="first deal to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--difficulty", default="standard")
    args = parser.parse_args()
    seat_parts: Counter[str] = Counter()
    ai_parts: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    attributes = [0, 0, 0]
    workshops = 0
    wins = 0
    totals: list[tuple[int, int]] = []
    start = time.process_time()
    for deal in range(args.first, args.first + args.games):
        state = play_one(args.agent, derive_seed(args.seed, deal), args.difficulty)
        sheet = state.score_sheet()
        seat_parts.update(sheet["seats"][0]["entries"])
        ai_parts.update(sheet["others"][0]["entries"])
        me, ai = sheet["seats"][0]["total"], sheet["others"][0]["total"]
        totals.append((me, ai))
        wins += 0 in state.winners()
        player = state.players[0]
        for name in C.RIGHT_ACTIONS:
            actions[name] += player.count(name)
        actions["develop"] += player.developed
        for i, value in enumerate(player.attributes):
            attributes[i] += value
        workshops += sum(bin(mask).count("1") for mask in player.workshops)
        print(f"deal {deal}: {me} to {ai}", flush=True)
    n = len(totals)
    cpu = time.process_time() - start
    print(f"{args.agent}: {wins}/{n} won, mean {sum(m for m, _ in totals) / n:.1f} VP against the AI's "
          f"{sum(a for _, a in totals) / n:.1f} ({cpu:.0f} CPU s)")
    print("category      seat    AI")
    for category in sheet["seats"][0]["entries"]:
        print(f"{category:12} {seat_parts[category] / n:5.1f} {ai_parts[category] / n:5.1f}")
    print("actions a game: " + ", ".join(f"{k} {v / n:.1f}" for k, v in actions.items()))
    print("final attributes: " + ", ".join(f"{name} {attributes[i] / n:.1f}" for i, name in enumerate(C.ATTRIBUTES))
          + f"; Workshops {workshops / n:.1f}")


if __name__ == "__main__":
    main()
