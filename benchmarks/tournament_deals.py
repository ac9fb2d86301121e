"""Play a range of a tournament's deals, one JSON line per game as each ends.

The games are exactly those of ``meeple tournament GAME --agents A,B --players N --seed SEED``
(same deal seeds, same seatings), so a long tournament can be played in chunks, on several
machines or after an interruption, and its lines joined.  ``cpu`` is the game's CPU seconds.

usage: python benchmarks/tournament_deals.py GAME AGENT/AGENT[/...] PLAYERS SEED FIRST LAST [option=value ...]
e.g.   python benchmarks/tournament_deals.py seasons "ismcts:time=0.5/random" 2 1 0 9 > deals-0-9.jsonl
"""

import json
import sys
import time

from meeple.core.game import load_game
from meeple.sim.play import derive_seed, play
from meeple.sim.tournament import seatings


def main(argv: list[str]) -> None:
    game_id, agent_list, players, seed, first, last = argv[:6]
    options: dict[str, object] = {}
    for pair in argv[6:]:
        key, value = pair.split("=", 1)
        options[key] = int(value) if value.lstrip("-").isdigit() else value
    agents = agent_list.split("/")  # "/" because agent specs use "," between their options
    game = load_game(game_id)
    for deal in range(int(first), int(last) + 1):
        deal_seed = derive_seed(int(seed), deal)
        for seating in seatings(len(agents), int(players)):
            start = time.process_time()
            result = play(game, int(players), deal_seed, [agents[i] for i in seating], options)
            print(json.dumps({"deal": deal, "seating": list(seating), "scores": result["scores"],
                              "winners": result["winners"], "stalled": result["stalled"],
                              "cpu": round(time.process_time() - start, 1)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
