"""What a Paladins player must never learn, from the rulebook (Mise en place 12:
each Paladin pile "face cachée"; Structure des manches 4: the 3 Paladins drawn into
a hand, the round's Paladin placed face down, one put back face down on top and the
last one under the pile).  Two states that differ only in such a secret must look
the same to the other seat, in its view and its events."""

from __future__ import annotations

import random
from typing import Any

from helpers import new
from privacy import assert_blind, assert_resampled

GAME = "paladins-of-the-west-kingdom"


def _choosing_a_paladin(seed: int) -> Any:
    """A 2-player game where a seat holds its 3 Paladins and must choose one."""
    state = new(GAME, 2, seed)
    rng = random.Random(seed)
    while state.decision is None or state.decision.kind != "paladin":
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_paladin_hand_pick_and_card_on_top_are_hidden_from_the_other_seat() -> None:
    real = _choosing_a_paladin(1)
    chooser = real.current_player
    other = 1 - chooser
    twin = real.copy()
    # the twin drew 3 other Paladins: its hand is swapped with cards of its face-down pile
    hand, pile = twin.players[chooser].paladin_hand, twin.players[chooser].paladin_deck
    assert len(pile) >= len(hand)
    hand[:], pile[:len(hand)] = pile[:len(hand)], hand[:]
    assert set(hand).isdisjoint(real.players[chooser].paladin_hand)
    assert real.view(chooser) != twin.view(chooser)
    assert_blind(real, twin, (other, None))
    since = len(real.log)
    # the same choices by position pick other Paladins: one face down, one on top, one under
    for _ in range(2):
        real.apply(real.legal_actions()[0])
        twin.apply(twin.legal_actions()[0])
    assert real.players[chooser].paladin_pick != twin.players[chooser].paladin_pick
    assert real.events(chooser, since) != twin.events(chooser, since)
    assert_blind(real, twin, (other, None), since)


def test_the_order_of_a_paladin_pile_is_hidden_from_everyone() -> None:
    real = _choosing_a_paladin(2)
    twin = real.copy()
    for player in twin.players:
        player.paladin_deck.reverse()
    assert_blind(real, twin, (0, 1, None))


def test_determinized_copies_deal_the_opponents_paladins_again() -> None:
    state = _choosing_a_paladin(3)
    chooser = state.current_player
    other = 1 - chooser
    assert_resampled(state, other, lambda s: sorted(s.players[chooser].paladin_hand))
    state.apply(state.legal_actions()[0])  # the chosen Paladin lies face down
    assert_resampled(state, other, lambda s: s.players[chooser].paladin_pick)
