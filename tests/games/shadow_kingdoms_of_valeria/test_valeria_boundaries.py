"""Both sides of the lines "Revendiquer 1 Distinction" and "Distinctions" draw: a card's condition met
or one short, one marker per card and seat, and how many markers a card holds (its left and middle
circles one each; with 4 or 5 players the right circle takes several)."""

from __future__ import annotations

import pytest
from valeria_helpers import new

from meeple.games.shadow_kingdoms_of_valeria.scoring import claimable


@pytest.mark.parametrize(("gems", "claims"), [(2, False), (3, True)])
def test_the_three_gems_card_needs_three_gems(gems: int, claims: bool) -> None:
    s = new(2)
    s.distinctions[0] = "three-gems"  # "Avoir 3 Gemmes sur votre plateau."
    s.players[0].gems = gems
    assert (0 in claimable(s, 0)) == claims


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_last_seat_still_finds_a_circle(players: int) -> None:
    """3 players: left, middle, right, one each; 4 or 5: the right circle takes the 3rd seat and on."""
    s = new(players)
    s.distinctions[0] = "three-gems"
    last = players - 1
    s.players[last].gems = 3
    s.claims[0] = list(range(last))  # every other seat already claimed it
    assert 0 in claimable(s, last)


def test_never_two_markers_of_one_seat_on_a_card() -> None:
    s = new(4)
    s.distinctions[0] = "three-gems"
    s.players[0].gems = 3
    s.claims[0] = [0]
    assert 0 not in claimable(s, 0)
    s.claims[0] = [1]
    assert 0 in claimable(s, 0)
