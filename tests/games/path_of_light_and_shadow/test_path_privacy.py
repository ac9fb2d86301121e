"""What a Path player must never learn, from the rulebook (setup 11d: each deck
"face cachée"; setup 12: hands stay secret all game long; Conquest 1 and 2:
attackers and defenders are played face down).  Two states that differ only in
such a secret must look the same to the other seat, in its view and its events."""

from __future__ import annotations

import random
from typing import Any

from path_helpers import place, position

from helpers import new
from privacy import assert_blind, assert_resampled

GAME = "path-of-light-and-shadow"


def _in_play(seed: int) -> Any:
    """A 2-player game after the setup, both hands dealt, seat 1 with cards left in its deck."""
    state = new(GAME, 2, seed)
    rng = random.Random(seed)
    while not (state.players[0].hand and state.players[1].hand and state.players[1].deck):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_hand_and_a_deck_are_hidden_from_the_other_seat() -> None:
    real = _in_play(1)
    twin = real.copy()
    hand, deck = twin.players[1].hand, twin.players[1].deck
    spare = next(i for i, card in enumerate(deck) if card != hand[0])
    hand[0], deck[spare] = deck[spare], hand[0]
    assert real.view(1) != twin.view(1)  # seat 2 holds another card in the twin
    assert_blind(real, twin, (0, None))


def test_the_cards_drawn_at_the_end_of_a_turn_are_hidden() -> None:
    # the seat to play discards and draws back up to 5 at the end of its turn (Turn step 4);
    # in the twin its deck holds other cards (swapped with a face-down realm deck's), so it draws them
    real = _in_play(2)
    drawer = real.current_player
    other = 1 - drawer
    twin = real.copy()
    deck, realm = twin.players[drawer].deck, twin.realm_decks[0]
    deck[:], realm[:len(deck)] = realm[:len(deck)], deck[:]
    since = len(real.log)
    while real.current_player == drawer:
        legal = [action.id for action in real.legal_actions()]
        chosen = next((i for i in legal if i.startswith("discard:")), "end" if "end" in legal else legal[0])
        real.apply(chosen)
        twin.apply(chosen)
    assert sorted(real.players[drawer].hand) != sorted(twin.players[drawer].hand)
    assert_blind(real, twin, (other, None), since)


def test_attackers_and_defenders_are_hidden_until_the_reveal() -> None:
    real = position(hand0=["numerai-blademaster", "trusted-follower", "trusted-follower", "steadfast-conscript",
                           "trusted-follower"],
                    hand1=["halax-sellblade.river", "steadfast-conscript", "trusted-follower", "trusted-follower",
                           "trusted-follower"],
                    deck1=["trusted-follower"] * 5)
    province = place(real, 0, "pilgrimwalk")
    real.owner[province] = 1
    real._legal = None
    real.apply("conquer")
    real.apply("attack:numerai-blademaster")
    real.apply("go")
    # the twin attacked with a Steadfast Conscript and kept the Blademaster in hand
    twin = real.copy()
    hand, attackers = twin.players[0].hand, twin.combat.attackers_facedown
    other = next(i for i, card in enumerate(hand) if card != attackers[0])
    hand[other], attackers[0] = attackers[0], hand[other]
    assert real.view(0) != twin.view(0)
    assert_blind(real, twin, (1, None))
    # the defender's pick is as secret to the attacker
    since = len(real.log)
    defended = real.copy()
    real.apply("defend:halax-sellblade.river")
    defended.apply("defend:steadfast-conscript")
    assert real.view(1) != defended.view(1)
    assert_blind(real, defended, (0, None), since)


def test_determinized_copies_deal_the_opponents_hand_again() -> None:
    state = _in_play(3)
    assert_resampled(state, 0, lambda s: sorted(s.players[1].hand))
    assert_resampled(state, 1, lambda s: sorted(s.players[0].hand))
