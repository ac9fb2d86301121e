"""Hidden information: what a seat learned stays true in every world its bots sample (issue 9)."""

from __future__ import annotations

import random

from paladins_helpers import GAME

from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def _deck(s: PaladinsState, seat: int) -> list[int]:
    """The seat's whole Paladin deck, bottom first."""
    p = s.players[seat]
    return p.paladin_under + p.paladin_deck


def test_paladins_put_under_the_deck_stay_known_to_their_owner() -> None:
    """"Il place le dernier Paladin face cachée sous sa pile": its owner saw that card go to the bottom, so
    every determinized world keeps it there, in order, while the cards it never saw are re-dealt."""
    checked = varied = 0
    for seed in range(6):
        s = GAME.new_game(3, seed)
        assert isinstance(s, PaladinsState)
        rng = random.Random(seed)
        under: list[list[int]] = [[] for _ in range(3)]  # what each seat put under, bottom first
        while not s.is_over:
            d = s.decision
            assert d is not None
            action = rng.choice(s.legal_actions())
            if d.kind == "top":
                hand = s.players[d.player].paladin_hand
                card = next(card for card in hand if card != action.params["card"])
                if card in under[d.player]:  # drawn back since it was put under
                    under[d.player].remove(card)
                under[d.player].insert(0, card)
            s.apply(action)
            if d.kind != "top":
                continue
            for seat in range(3):
                deck = _deck(s, seat)
                known = [card for card in under[seat] if card in deck]  # not drawn back yet
                assert deck[:len(known)] == known
                for sample in range(4):
                    world = s.determinize(seat, random.Random(sample))
                    assert isinstance(world, PaladinsState)
                    assert _deck(world, seat)[:len(known)] == known
                    checked += 1
                    varied += _deck(world, seat)[len(known):] != deck[len(known):]
    assert checked > 500
    assert varied > checked // 2  # what the seat never saw is re-sampled


def test_the_cards_put_under_come_back_once_the_rest_is_drawn() -> None:
    """With its unseen cards all drawn, the next draws are the cards put under, the first put under first."""
    s = GAME.new_game(2, 5)
    assert isinstance(s, PaladinsState)
    p = s.players[0]
    p.paladin_under = p.paladin_deck[:2]
    p.paladin_deck = p.paladin_deck[2:3]
    top, first_under = p.paladin_deck[0], p.paladin_under[-1]
    assert [p.draw_paladin(), p.draw_paladin()] == [top, first_under]
