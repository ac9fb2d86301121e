"""Valeria's distinction checks (scoring.py) beyond the box's 15 cards, written so mutation testing
(docs/testing.md) can tell a real fault: every place a formation may lie, listed by hand from the
rulebook's "vous pouvez la retourner et l'inverser" (Distinctions), and the conditions the content
model admits that no printed card uses (dice of any colour, champions of one deck)."""

from __future__ import annotations

import pytest
from valeria_helpers import new

from meeple.games.shadow_kingdoms_of_valeria.content import Condition
from meeple.games.shadow_kingdoms_of_valeria.scoring import meets, placements
from meeple.games.shadow_kingdoms_of_valeria.tables import DECK

# zones of the 3x3 scroll, row * 3 + column
ROWS_AND_COLUMNS = {frozenset({0, 1, 2}), frozenset({3, 4, 5}), frozenset({6, 7, 8}),
                    frozenset({0, 3, 6}), frozenset({1, 4, 7}), frozenset({2, 5, 8})}
# an L of 3 is a 2x2 square less one corner: 4 squares on the scroll, 4 corners to leave out each
SQUARES = [{0, 1, 3, 4}, {1, 2, 4, 5}, {3, 4, 6, 7}, {4, 5, 7, 8}]
ELLS = {frozenset(square - {corner}) for square in SQUARES for corner in square}


@pytest.mark.parametrize(("cells", "expected"), [
    (((0, 0), (0, 1), (0, 2)), ROWS_AND_COLUMNS),
    (((0, 0), (1, 0), (1, 1)), ELLS),
])
def test_a_formation_lies_exactly_on_these_zones(cells: tuple[tuple[int, int], ...],
                                                 expected: set[frozenset[int]]) -> None:
    found = placements(cells)
    assert len(found) == len(expected) and set(found) == expected


@pytest.mark.parametrize(("dice", "met"), [(2, False), (3, True)])
def test_dice_of_any_colour_count_one_each(dice: int, met: bool) -> None:
    player = new(2).players[0]
    player.dice = [(colour, 4) for colour in range(dice)]  # every die a different colour
    assert meets(player, Condition(kind="dice", count=3, same_colour=False)) is met


def test_champions_of_one_deck_count_only_that_deck() -> None:
    player = new(2).players[0]
    instant = sorted(card for card, deck in DECK.items() if deck == "instant")
    ongoing = sorted(card for card, deck in DECK.items() if deck == "ongoing")
    player.champions = instant[:1] + ongoing[:3]
    assert not meets(player, Condition(kind="champions", count=2, deck="instant"))
    assert meets(player, Condition(kind="champions", count=3, deck="ongoing"))
    player.champions = instant[:2]
    assert meets(player, Condition(kind="champions", count=2, deck="instant"))


@pytest.mark.parametrize(("dice", "met"), [([], False), ([(2, 5)], True)])
def test_an_empty_camp_has_no_die_of_any_colour(dice: list[tuple[int, int]], met: bool) -> None:
    player = new(2).players[0]
    player.dice = dice
    assert meets(player, Condition(kind="dice", count=1, same_colour=True)) is met
