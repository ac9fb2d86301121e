"""Both sides of the lines "Revendiquer 1 Distinction" and "Distinctions" draw: a card's condition met
or one short, one marker per card and seat, and how many markers a card holds (its left and middle
circles one each; with 4 or 5 players the right circle takes several)."""

from __future__ import annotations

import pytest
from valeria_helpers import new

from meeple.games.shadow_kingdoms_of_valeria.scoring import _symmetries, claim_vp, claimable, has_formation, placements
from meeple.games.shadow_kingdoms_of_valeria.tables import DECK, PLAN_TYPE


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


@pytest.mark.parametrize(("cells", "shapes", "placed"), [
    ([(0, 0)], 1, 9),
    ([(0, 0), (0, 1)], 2, 6 + 6),  # a domino, lying or standing: 6 places each
    ([(0, 0), (0, 1), (0, 2)], 2, 3 + 3),  # a full row or a full column
    ([(0, 0), (1, 0), (1, 1)], 4, 4 * 4),  # an L of 3 turned 4 ways, each fits 4 places in 2x2 corners
    ([(0, 0), (1, 0), (2, 0), (2, 1)], 8, 8 * 2),  # an L of 4: 4 turns x 2 flips, 2 places each
    ([(0, 0), (1, 1), (2, 2)], 2, 2),  # the two diagonals
])
def test_a_formation_may_be_turned_and_flipped(cells: list[tuple[int, int]], shapes: int, placed: int) -> None:
    """"L'orientation de cette formation n'a pas d'importance : vous pouvez la retourner et l'inverser"."""
    assert len(_symmetries(cells)) == shapes
    assert len(placements.__wrapped__(tuple(cells))) == placed  # uncached: every call computes


def test_a_formation_is_met_only_when_every_cell_holds_a_marker() -> None:
    row = [(0, 0), (0, 1), (0, 2)]
    markers = [False] * 9
    for zone in (3, 4):  # the middle row, one short
        markers[zone] = True
    assert not has_formation(markers, row)
    markers[5] = True
    assert has_formation(markers, row)
    column = [False] * 9
    for zone in (2, 5, 8):  # the right column: the row turned a quarter
        column[zone] = True
    assert has_formation(column, row)


def _plans(kind: str, n: int) -> list[str]:
    return [card for card, plan_type in PLAN_TYPE.items() if plan_type == kind][:n]


# each Distinction card's condition (distinctions.json), met exactly, then one short
MET_AND_SHORT = {
    "war-chest": ({"gold": 15}, {"gold": 14}),
    "high-standing": ({"influence": 18}, {"influence": 17}),
    "master-of-ambush": ({"completed": _plans("ambush", 3)}, {"completed": _plans("ambush", 2) + _plans("siege", 1)}),
    "master-of-siege": ({"completed": _plans("siege", 3)}, {"completed": _plans("siege", 2) + _plans("clash", 3)}),
    "master-of-battle": ({"completed": _plans("clash", 3)}, {"completed": _plans("clash", 2) + _plans("ambush", 3)}),
    "all-round-general": ({"completed": _plans("ambush", 2) + _plans("siege", 2) + _plans("clash", 2)},
                          {"completed": _plans("ambush", 3) + _plans("siege", 3) + _plans("clash", 1)}),
    "grand-court": ({"champions": sorted(DECK)[:6]}, {"champions": sorted(DECK)[:5]}),
    "schemer": ({"reserve": ["a", "b"]}, {"reserve": ["a", None]}),
    "horde": ({"dice": [(0, 1), (0, 2), (0, 6), (1, 3)]}, {"dice": [(0, 1), (0, 2), (1, 6), (1, 3)]}),
    "horde-no-dice": ({"dice": [(2, 4), (2, 4), (2, 4)]}, {"dice": []}),  # an empty Camp holds no colour
    "shield-wall": ({"markers": [True, True, False, True, True, False, False, False, False]},
                    {"markers": [True, True, False, True, False, True, False, False, False]}),
}


@pytest.mark.parametrize("card", sorted(MET_AND_SHORT))
def test_each_distinction_is_met_at_its_number_and_not_one_short(card: str) -> None:
    met, short = MET_AND_SHORT[card]
    for fields, expected in ((met, True), (short, False)):
        s = new(2)
        s.distinctions[0] = card.removesuffix("-no-dice")
        for name, value in fields.items():
            setattr(s.players[0], name, value)
        assert (0 in claimable(s, 0)) == expected, (card, fields)


def test_every_marker_on_the_right_circle_scores_the_right_circles_vp() -> None:
    """"le cercle non occupé le plus à gauche": left, middle, then right; with 4 or 5 players every
    further marker goes on the right circle too (three-gems: 8, 5, 3 in distinctions.json)."""
    s = new(5)
    s.distinctions[0] = "three-gems"
    for held, vp in ((0, 8), (1, 5), (2, 3), (3, 3), (4, 3)):
        s.claims[0] = list(range(held))
        assert claim_vp(s, 0) == vp, held
