"""Determinized copies (issue 9): always a legal state that plays to the end;
what a seat was shown survives, what it was not shown is dealt again."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from path_helpers import GAME, T, after_setup, position

from meeple.games.path_of_light_and_shadow.content import ADVISORS, CARDS, REALMS, TREES

FILL = ["trusted-follower"] * 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_copy_is_a_legal_state_that_plays_to_the_end(players: int) -> None:
    rng = random.Random(players)
    for game in range(3):
        state = GAME.new_game(players, 40 + game)
        while not state.is_over:
            if rng.random() < 0.15:
                for seat in range(players):
                    world = state.determinize(seat, random.Random(rng.random()))
                    assert world.is_over or world.legal_actions(), (state.decision.kind, seat)
                    assert world.view(seat) == state.view(seat)
                    if rng.random() < 0.1:
                        while not world.is_over:
                            world.apply(rng.choice(world.legal_actions()))
            state.apply(rng.choice(state.legal_actions()))


def test_a_card_the_council_put_on_top_stays_known_to_every_seat() -> None:
    deck = ["trusted-follower", "steadfast-conscript", "devout-granger.vale", "sellsword", "harbor-trader.river"]
    s = position(hand0=["trusted-follower"] * 3, discard0=["steadfast-conscript"], deck0=deck)
    s.players[0].levels[TREES.index("general")] = 2  # Imperial Council
    s.apply("promote:steadfast-conscript@discard")
    s.apply("pay:trusted-follower:labor")
    s.apply("top")
    guard = T["steadfast-guard"]
    assert s.players[0].deck[-1] == guard
    assert s.view(1)["hidden"]["deck:0"][-1] == "steadfast-guard"
    orders = set()
    for seed in range(40):
        for seat in (0, 1):
            world = s.determinize(seat, random.Random(seed))
            assert world.players[0].deck[-1] == guard and world.view(seat) == s.view(seat)
        orders.add(tuple(s.determinize(1, random.Random(seed)).players[0].deck))
    assert len(orders) > 1  # the rest of seat 0's cards are still re-dealt for seat 1
    s.players[0].levels[TREES.index("general")] = 0
    s.apply("end")  # End Phase: the draw takes the known card; nothing is known any more
    while s.current_player == 0 and s.phase == "end":
        s.apply(s.legal_actions()[0])
    assert s.players[0].deck_known_top == 0


def test_cards_returned_under_a_realm_deck_are_not_reshuffled() -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower"],
                 discard0=["sigilborne-convert.wood", "devout-granger.wood"], deck0=FILL)
    s.apply("cull:steadfast-conscript")
    s.apply("cull:sigilborne-convert.wood@discard")
    s.apply("cull:devout-granger.wood@discard")
    woodland = 3
    bottom = s.realm_decks[woodland][:2]
    assert bottom == [T["devout-granger.wood"], T["sigilborne-convert.wood"]] and s.realm_known_bottom[woodland] == 2
    # put there in front of everyone: a spectator (None) knows them too
    assert s.view(None)["hidden"][f"realm:{REALMS[woodland]}"][:2] == ["devout-granger.wood", "sigilborne-convert.wood"]
    tops = set()
    for seed in range(40):
        for observer in (1, None):
            assert s.determinize(observer, random.Random(seed)).realm_decks[woodland][:2] == bottom
        tops.add(s.determinize(1, random.Random(seed)).realm_decks[woodland][-1])
    assert len(tops) > 1  # the unknown part of the deck is shuffled


def test_opponents_secret_cards_are_dealt_again_and_known_ones_kept() -> None:
    s = after_setup(3, 5)
    for seat in range(3):
        mine = s.players[seat]
        assert len(mine.secret) == 3 and CARDS[mine.secret[0]].origin == "advisor"
    advisors = Counter()
    for seed in range(60):
        world = s.determinize(0, random.Random(seed))
        assert world.view(0) == s.view(0)
        assert sorted(world.players[0].hand + world.players[0].deck) == sorted(
            s.players[0].hand + s.players[0].deck)  # its own cards: as they are
        for seat in (1, 2):
            cards = world.players[seat].hand + world.players[seat].deck
            public = Counter(s.players[seat].hand + s.players[seat].deck) - Counter(s.players[seat].secret)
            assert not public - Counter(cards)  # the starter cards everyone knows stay
            advisor = next(card for card in cards if card in ADVISORS)
            assert advisor != s.players[0].secret[0]  # seat 0 holds its own advisor
            advisors[advisor] += 1
    assert len(advisors) >= 3  # not the true advisors every time


def test_a_secret_card_played_is_secret_no_more() -> None:
    s = after_setup(2, 5)
    player = s.players[s.current_player]
    advisor = player.secret[0]
    if advisor not in player.hand:
        player.deck.remove(advisor)
        player.hand.append(advisor)
        player.deck.append(player.hand.pop(0))
    s._legal = None
    played = next((a for a in s.legal_actions() if a.id.endswith(CARDS[advisor].id) and a.id.startswith("cull:")),
                  None)
    if played is None:
        pytest.skip("this advisor has no Strength to cull with")
    s.apply(played)
    assert advisor not in player.secret and len(player.secret) == 2

