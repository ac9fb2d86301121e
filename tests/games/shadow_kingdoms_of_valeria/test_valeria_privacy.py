"""What no Valeria player may know, from the rulebook (Mise en place 2 and 6: the
Stratagem pile and the three Champion piles are shuffled and placed "face cachée";
everything else, dice in the bag and cards in play, is public).  Two states whose
piles differ only in their order must look the same to every seat."""

from __future__ import annotations

import random

from helpers import new
from privacy import assert_blind, assert_resampled

GAME = "shadow-kingdoms-of-valeria"


def test_the_order_of_every_face_down_pile_is_hidden_from_everyone() -> None:
    real = new(GAME, 3, 1)
    rng = random.Random(1)
    for _ in range(30):
        real.apply(rng.choice(real.legal_actions()))
    piles = [real.strat_pile, *real.champion_piles.values()]
    for index in range(len(piles)):
        twin = real.copy()
        pile = [twin.strat_pile, *twin.champion_piles.values()][index]
        pile.hidden.reverse()
        assert pile.hidden != piles[index].hidden
        assert_blind(real, twin, (0, 1, 2, None))


def test_determinized_copies_shuffle_the_face_down_piles_again() -> None:
    state = new(GAME, 2, 2)
    assert_resampled(state, 0, lambda s: s.strat_pile.hidden)
    for deck in state.champion_piles:
        assert_resampled(state, 1, lambda s, deck=deck: s.champion_piles[deck].hidden)
