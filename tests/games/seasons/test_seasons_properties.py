"""Seeded random games for 2-4 players and each option set: they end, cards are
conserved, bounds hold, records replay, views equal determinized views, legal
ids do not depend on hidden cards, illegal actions change nothing."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import card_total

import meeple
from helpers import new
from meeple.games.seasons.rules import limit

OPTIONS: list[dict[str, object]] = [{}, {"level": "archmage"}, {"level": "apprentice"},
           {"level": "archmage", "expansion": "path-of-destiny"},
           {"expansion": "path-of-destiny", "enchantment": 1}, {"expansion": "path-of-destiny", "enchantment": 5},
           {"level": "archmage", "expansion": "path-of-destiny", "enchantment": 2},
           {"level": "archmage", "expansion": "path-of-destiny", "enchantment": 7},
           {"level": "archmage", "expansion": "path-of-destiny", "enchanted_kingdom": True},
           # Enchanted Kingdom: its enchantments (101-110) and the 3-draw-keep-1 tokens
           {"enchanted_kingdom": True},
           *({"enchanted_kingdom": True, "enchantment": e, "level": "archmage" if e % 2 else "magician"}
             for e in range(101, 111)),
           {"promos": True, "enchanted_kingdom": True, "expansion": "path-of-destiny", "level": "archmage"}]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("opt", range(len(OPTIONS)))
def test_random_games(players: int, opt: int) -> None:
    options = OPTIONS[opt]
    for seed in range(2):
        s = new("seasons", players, seed * 31 + opt, options)
        total = card_total(s)
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            legal = s.legal_actions()
            assert legal
            assert card_total(s) == total
            for p in range(players):
                assert 0 <= s.gauge[p] <= 15 and s.crystals[p] >= 0 and min(s.energy[p]) >= 0
                assert 0 <= s.bonus[p] <= 3
            d = s.decision
            assert d is not None
            if d.kind == "main":
                assert sum(s.energy[d.player]) <= limit(s, d.player)
            if steps % 41 == 0:
                p = d.player
                det = s.determinize(p, random.Random(steps))
                assert det.view(p) == s.view(p)
                assert [a.id for a in det.legal_actions()] == [a.id for a in legal]
                before = s.view(None)
                with pytest.raises(meeple.IllegalAction):
                    s.apply("nope")
                assert s.view(None) == before
            s.apply(rng.choice(legal))
            steps += 1
            assert steps < 30_000
        assert s.year >= 4 or s.ended
        assert set(s.winners()) <= set(range(players)) and s.winners()
        again = meeple.replay(s.to_record())
        assert again.view(None) == s.view(None)


def test_policy_and_evaluate_run() -> None:
    s = new("seasons", 3, 2, {"expansion": "path-of-destiny"})
    rng = random.Random(2)
    while not s.is_over:
        assert len(s.evaluate()) == 3
        s.apply(s.policy_action(rng))
    assert s.evaluate() == [float(x) for x in s.scores()]
