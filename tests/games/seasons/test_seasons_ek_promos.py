"""The `promos` option (promo 302, Orb of Ragfield, whose effect is checked with the
other cards in test_seasons_cards.py); 301 and 303 stay out (see docs/seasons.md)."""

from __future__ import annotations

import random

import pytest

from helpers import new


def test_orb_of_ragfield_only_with_the_promos_option() -> None:
    assert 302 not in new("seasons", 2, 1, {"level": "archmage"}).pool_ids
    assert 302 in new("seasons", 2, 1, {"promos": True}).pool_ids


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_promos_end(players: int) -> None:
    s = new("seasons", players, 9, {"promos": True, "enchanted_kingdom": True, "level": "archmage"})
    rng = random.Random(players)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    assert s.winners()
