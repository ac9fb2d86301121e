"""What a seat knows of a zone it cannot see (meeple.core.state.Zone.known_to) and what determinize
keeps of it: the first slot of a zone included, and a seat's own knowledge, not a spectator's."""

from __future__ import annotations

import random

from meeple.core import Zone

from toy import GAME, ToyState


def test_the_first_slot_stays_known_when_another_index_falls_outside_the_zone() -> None:
    zone = Zone("deck", [4, 5, 6], (), known={0: [0, 3]}, public=[-1])
    assert zone.known_to(0) == frozenset({0})
    assert zone.known_to(1) == frozenset() and zone.known_to(None) == frozenset()


class PeekToy(ToyState):
    """The toy game where seat 0 was shown the top card of the deck (its last item)."""

    __slots__ = ()

    def hidden_zones(self) -> list[Zone]:
        zones = super().hidden_zones()
        deck = zones[0]
        zones[0] = Zone(deck.name, deck.items, (), pool=deck.pool, show=deck.show, known={0: [len(deck.items) - 1]})
        return zones


def test_determinize_keeps_the_card_the_seat_was_shown_and_only_for_that_seat() -> None:
    state = GAME.new_game(2, seed=3)
    state.__class__ = PeekToy
    assert isinstance(state, PeekToy)
    top = state.deck[-1]
    kept = [state.determinize(0, random.Random(seed)).deck[-1] for seed in range(20)]  # type: ignore[attr-defined]
    assert kept == [top] * 20
    others = [state.determinize(1, random.Random(seed)).deck[-1] for seed in range(20)]  # type: ignore[attr-defined]
    assert len(set(others)) > 1
