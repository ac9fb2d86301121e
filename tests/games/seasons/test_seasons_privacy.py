"""What a Seasons player must never learn of another's cards, from the rulebook
(seasons-base-rules §3.5 "deal 9 face down", §4.1 "picks are simultaneous and
hidden", §4.2 libraries "face down"): hands, packs, draft picks, libraries and the
draw pile's order.  Two states that differ only in such a secret must look the
same to the other seat, in its view and in its events."""

from __future__ import annotations

import random
from typing import Any

from helpers import new
from privacy import assert_blind, assert_resampled


def test_a_pack_and_its_pick_are_hidden_from_the_other_seat() -> None:
    real = new("seasons", 2, 1)
    picker = real.current_player
    other = 1 - picker
    twin = real.copy()
    # deal the picker a whole different pack from the draw pile
    pack = twin.packs[picker]
    pack[:], twin.deck[:len(pack)] = twin.deck[:len(pack)], pack[:]
    assert set(pack).isdisjoint(real.packs[picker])
    assert real.view(picker) != twin.view(picker)  # the twin really holds another pack
    assert_blind(real, twin, (other, None))
    since = len(real.log)
    # the same pick (first legal) keeps a different card in each state
    real.apply(real.legal_actions()[0])
    twin.apply(twin.legal_actions()[0])
    assert real.events(picker, since) != twin.events(picker, since)
    assert_blind(real, twin, (other, None), since)


def _past_the_draft(seed: int) -> Any:
    state = new("seasons", 2, seed)
    rng = random.Random(seed)
    while not state.hands[0] or not state.hands[1] or not state.lib2[1]:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_hands_and_libraries_are_hidden_from_the_other_seat() -> None:
    real = _past_the_draft(3)
    for zone in ("hands", "lib2", "lib3"):
        twin = real.copy()
        secret = getattr(twin, zone)[1]
        # swap one of seat 2's cards with a different card of the draw pile
        spare = next(i for i, card in enumerate(twin.deck) if card not in secret)
        secret[0], twin.deck[spare] = twin.deck[spare], secret[0]
        assert real.view(1) != twin.view(1), zone
        assert_blind(real, twin, (0, None))


def test_the_draw_pile_order_is_hidden_from_everyone() -> None:
    real = _past_the_draft(4)
    twin = real.copy()
    twin.deck.reverse()
    assert twin.deck != real.deck
    assert_blind(real, twin, (0, 1, None))


def test_determinized_copies_deal_the_opponents_secret_cards_again() -> None:
    # in the draft: the opponent's pack; after it: its hand and its libraries
    drafting = new("seasons", 2, 5)
    assert_resampled(drafting, 0, lambda s: sorted(s.packs[1]))
    played = _past_the_draft(6)
    for zone in ("hands", "lib2", "lib3"):
        assert_resampled(played, 0, lambda s, zone=zone: sorted(getattr(s, zone)[1]))

