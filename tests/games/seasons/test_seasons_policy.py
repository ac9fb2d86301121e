"""The rules-of-thumb player beats a uniformly random one (seeded games)."""

from __future__ import annotations

import random

from helpers import new


def test_policy_beats_random() -> None:
    rng = random.Random(0)
    wins = 0
    games = 16
    for g in range(games):
        s = new("seasons", 2, 100 + g)
        hero = g % 2
        while not s.is_over:
            if s.current_player == hero:
                s.apply(s.policy_action(rng))
            else:
                s.apply(rng.choice(s.legal_actions()))
        wins += hero in s.winners()
    assert wins >= 12, f"policy won only {wins} of {games}"
