"""Every legal action of many random games against a game's fixed action index
space (issue 12): how many fall outside it or share an index with another.

    .venv/bin/python benchmarks/rl_collisions.py GAME [--options JSON] [--games 100] [--first-seed 10000]

For each player count, ``--games`` random games on seeds the survey never
plays; at every position the legal actions are indexed (``ActionSpace.legal``,
what the adapters use: a second copy of a card takes its second index) and each
index is mapped back.  Prints the index space's size, then per player count the
positions read, those with an action outside the space and those where two
legal actions share an index, then each kind of failure with its first example.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter

import meeple
from meeple.rl.actions import OutsideActionSpace
from meeple.rl.encoding import encoding


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_id", metavar="GAME")
    parser.add_argument("--options", default="{}", help="the option set, as JSON")
    parser.add_argument("--games", type=int, default=100, help="random games per player count")
    parser.add_argument("--first-seed", type=int, default=10_000)
    parser.add_argument("--players", help="comma-separated player counts (default: all)")
    args = parser.parse_args(argv)
    game = meeple.load_game(args.game_id)
    options = json.loads(args.options)
    space = encoding(game, options).actions
    print(f"{game.id} {json.dumps(options, sort_keys=True)}: {space.size:,} indices in {len(space.blocks)} blocks")
    counts = [int(n) for n in args.players.split(",")] if args.players else range(game.min_players,
                                                                                   game.max_players + 1)
    kinds: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for players in counts:
        positions = 0
        counted: Counter[str] = Counter()
        rng = random.Random(players)
        for seed in range(args.first_seed, args.first_seed + args.games):
            state = game.new_game(players, seed, options)
            while not state.is_over:
                positions += 1
                legal = state.legal_actions()
                try:
                    table = space.legal(state)
                except OutsideActionSpace as error:
                    problem = "shared" if "share index" in str(error) else "outside"
                    counted[problem] += 1
                    for action in legal:  # name the action (or the first of the two) the error names
                        if repr(action.id) in str(error):
                            kinds[f"{problem}: {action.key}"] += 1
                            examples.setdefault(f"{problem}: {action.key}", str(error))
                            break
                else:
                    assert len(table) == len(legal), "an action lost its index"
                    assert all(space.action(state, index) is action for index, action in table.items())
                state.apply(rng.choice(legal))
        print(f"{players} players: {positions:,} positions, {counted['outside']} with an action outside the "
              f"space, {counted['shared']} with two actions sharing an index", flush=True)
    for what, count in kinds.most_common():
        print(f"  {count} x {what}  e.g. {examples[what]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
