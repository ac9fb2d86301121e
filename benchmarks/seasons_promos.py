"""Seasons with the promos (301 Speedwall the Escaped, 303 Crystal Titan): random games
at 2, 3 and 4 players that check no resource goes negative and count how often each
promo rule ran, so a clean run is known to have exercised them.

    .venv/bin/python benchmarks/seasons_promos.py [--games 200] [--seed 0]

Options: promos, Path of Destiny and Enchanted Kingdom, archmage level (every card in
the pool; Speedwall or Servant of Ragfield, at random).  Checked after every action:
crystals, energies (reserve and cards) and gauges are never negative.  Counted from
the log: Speedwall offers and takes, summons and activations of both, crystals lost to
a Titan (tolls and activations), told sacrifices a Titan stopped.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

import meeple
from meeple.games.seasons.rules import SPEEDWALL
from meeple.games.seasons.state import SeasonsState
from meeple.sim.bench import machine

OPTIONS = {"promos": True, "expansion": "path-of-destiny", "enchanted_kingdom": True, "level": "archmage"}
PROMOS = ("speedwall-the-escaped", "crystal-titan")
COUNTED = ("seasons.log.speedwall_card", "seasons.log.titan_sacrifice", "seasons.log.titan_spared")


def play(players: int, seed: int, counts: Counter[str]) -> str | None:
    """One random game; what went negative, if anything."""
    s = meeple.load_game("seasons").new_game(players, seed, OPTIONS)
    assert isinstance(s, SeasonsState)
    rng = random.Random(seed)
    counts["games with Speedwall"] += SPEEDWALL in s.pool_ids
    while not s.is_over:
        d = s.decision
        if d is not None and d.kind == "choice" and d.data["why"] == "speedwall_take":
            counts["Speedwall offers"] += 1
        s.apply(rng.choice(s.legal_actions()))
        for p in range(players):
            stored = [x for c in s.play[p] if len(c) > 3 for x in c[2:7]]
            if s.crystals[p] < 0 or min(s.energy[p]) < 0 or s.gauge[p] < 0 or min(stored, default=0) < 0:
                return f"negative resource at seat {p}, step {len(s.history)}"
    for event in s.log:
        key, ref = event.msg.key, (event.msg.params or {}).get("card")
        named = getattr(ref, "id", "")
        if key in COUNTED:
            counts[key] += 1
        elif key in ("seasons.log.summon", "seasons.log.activate") and named in PROMOS:
            counts[f"{named}: {key.rsplit('.', 1)[1]}"] += 1
        elif key == "seasons.log.crystals_lost" and named == "crystal-titan":
            counts["crystals lost to a Titan (tolls, activations)"] += 1
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"{machine()}, {args.games} games per player count, options {OPTIONS}")
    for players in (2, 3, 4):
        counts: Counter[str] = Counter()
        problems = []
        started = time.process_time()
        for seed in range(args.seed, args.seed + args.games):
            problem = play(players, seed, counts)
            if problem:
                problems.append((seed, problem))
        cpu = time.process_time() - started
        print(f"{players} players: {len(problems)} problems {problems[:3]}, {cpu:.1f} s CPU; "
              + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
