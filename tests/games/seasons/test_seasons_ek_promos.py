"""The `promos` option (promos 301-303, whose effects are checked with the other cards in
test_seasons_cards.py and, for 301 and 303, in test_seasons_promos.py)."""

from __future__ import annotations

import random

import pytest

from helpers import new


def test_the_promos_only_with_the_promos_option() -> None:
    assert not {301, 302, 303} & set(new("seasons", 2, 1, {"level": "archmage"}).pool_ids)
    assert {301, 302, 303} <= set(new("seasons", 2, 1, {"promos": True}).pool_ids)


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_promos_end(players: int) -> None:
    s = new("seasons", players, 9, {"promos": True, "enchanted_kingdom": True, "level": "archmage"})
    rng = random.Random(players)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    assert s.winners()
