"""Declared knowledge: what a seat was shown of a zone it cannot see survives
determinization, in place; what it was not shown is re-sampled."""

from __future__ import annotations

import random

from meeple.core import Zone

from toy import GAME, ToyState


class PeekState(ToyState):
    """The toy game where seat 1 has peeked at the top card of the deck
    (index -1) and at seat 0's first card."""

    __slots__ = ()

    def hidden_zones(self) -> list[Zone]:
        deck = Zone("deck", self.deck, (), pool="cards", known={1: [len(self.deck) - 1]})
        hands = [Zone(f"hand-{s}", h, (s,), pool="cards", known={1: [0]} if s == 0 else None)
                 for s, h in enumerate(self.hands)]
        return [deck, *hands]


def peeked() -> PeekState:
    state = GAME.new_game(2, seed=4)
    state.__class__ = PeekState
    assert isinstance(state, PeekState)
    return state


def test_the_view_shows_known_items_in_place_and_nothing_else() -> None:
    state = peeked()
    deck = state.view(1)["hidden"]["deck"]
    assert deck[-1] == state.deck[-1] and deck[:-1] == [None] * (len(state.deck) - 1)
    assert state.view(1)["hidden"]["hand-0"] == [state.hands[0][0], None, None]
    assert state.view(0)["hidden"]["deck"] == len(state.deck)  # seat 0 was shown nothing


def test_known_items_survive_determinization_and_the_rest_varies() -> None:
    state = peeked()
    top, first = state.deck[-1], state.hands[0][0]
    others = set()
    for seed in range(40):
        world = state.determinize(1, random.Random(seed))
        assert world.deck[-1] == top and world.hands[0][0] == first
        assert world.view(1) == state.view(1)
        assert sorted(world.deck + world.hands[0]) == sorted(state.deck + state.hands[0])
        others.add((tuple(world.deck[:-1]), tuple(world.hands[0][1:])))
    assert len(others) > 30  # the unknown cards are really re-sampled


def test_a_seat_without_knowledge_gets_everything_resampled() -> None:
    state = peeked()
    tops = {state.determinize(0, random.Random(seed)).deck[-1] for seed in range(40)}
    assert len(tops) > 3


class PublicState(ToyState):
    """The toy game where everyone saw the bottom card of the deck (index 0)
    put there, and only seat 1 saw the top one."""

    __slots__ = ()

    def hidden_zones(self) -> list[Zone]:
        return [Zone("deck", self.deck, (), known={1: [len(self.deck) - 1]}, public=[0])]


def test_what_everyone_was_shown_is_kept_for_spectators_and_every_seat() -> None:
    state = GAME.new_game(2, seed=4)
    state.__class__ = PublicState
    bottom, top = state.deck[0], state.deck[-1]
    assert state.view(None)["hidden"]["deck"] == [bottom] + [None] * (len(state.deck) - 1)
    assert state.view(1)["hidden"]["deck"] == [bottom] + [None] * (len(state.deck) - 2) + [top]
    tops = set()
    for seed in range(40):
        for seat in (None, 0, 1):
            world = state.determinize(seat, random.Random(seed))
            assert world.deck[0] == bottom and world.view(seat) == state.view(seat)
        tops.add(state.determinize(None, random.Random(seed)).deck[-1])
    assert len(tops) > 3  # the spectator was not shown seat 1's card
