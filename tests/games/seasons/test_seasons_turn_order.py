"""The end of a round and the season track (base rules 5.1, 5.8 and 6; Path of Destiny's enchantments and
cards that act there), checked exactly: the questions they ask and the rule each cites, both sides of each
condition, what the log says."""

from __future__ import annotations

import pytest
from seasons_helpers import at_main, put

import meeple
from helpers import ids
from meeple.core import RULES, Decision
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import advance, end_of_round_effects, move_marker

SEASONS_TURN, INTO_THE_VOID, TAILWIND, ARUS_SCHEMES = 4, 5, 8, 2  # Path of Destiny's enchantment numbers
BEGGARS_HORN, DIAL_OF_COLOF, CHRONO_RING = 14, 206, 212


def refusal(s: SeasonsState) -> str:
    s._legal = None
    with pytest.raises(meeple.IllegalAction) as refused:
        s.apply("no-such-answer")
    return refused.value.text("en")


def end_of_round(s: SeasonsState, seat: int) -> None:
    end_of_round_effects(s, Decision("eor", RULES, {"p": seat}), None)
    s._legal = None


# ---------------------------------------------------------------------- end-of-round effects (base 5.1.4a)
@pytest.mark.parametrize(("energy", "crystals"), [([1, 1, 1, 1], 4), ([1, 1, 1, 0], 0)])
def test_seasons_turn_gives_4_crystals_for_one_energy_of_each_element(energy: list[int], crystals: int) -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=SEASONS_TURN)
    seat = s.decision.player
    s.energy[seat] = energy
    since = len(s.log)
    s.stack.clear()
    end_of_round(s, seat)
    assert s.crystals[seat] == crystals and s.stack == []  # no question: nothing else to choose
    logged = [(e["kind"], {k: v for k, v in e["params"].items() if k != "who"}) for e in s.events(None, since)
              if e["kind"] == "seasons.log.crystals"]
    assert logged == ([("seasons.log.crystals", {"seat": seat, "n": 4})] if crystals else [])


@pytest.mark.parametrize(("water", "asked"), [(1, True), (0, False)])
def test_tailwind_asks_only_a_seat_with_water(water: int, asked: bool) -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=TAILWIND)
    seat = s.decision.player
    s.energy[seat] = [water, 0, 0, 0]
    s.stack.clear()
    end_of_round(s, seat)
    if asked:
        assert ids(s) == ["tailwind:yes", "tailwind:no"]
        assert refusal(s).endswith("[rule: Path of Destiny: Tailwind]")
    else:
        assert s.stack == []


def test_a_card_and_the_enchantment_at_the_end_of_a_round_are_resolved_in_the_order_the_seat_chooses() -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=SEASONS_TURN)
    seat = s.decision.player
    put(s, seat, BEGGARS_HORN)
    s.energy[seat] = [1, 1, 1, 1]
    s.stack.clear()
    end_of_round(s, seat)
    assert [a.describe() for a in s.legal_actions()] == [
        {"kind": "seasons.act.eor_enchantment", "params": {"enchantment": "enchantment-seasons-turn", "key": -4}},
        {"kind": "seasons.act.eor_card", "params": {"card": "beggars-horn", "key": BEGGARS_HORN}}]
    assert refusal(s).endswith("[rule: Path of Destiny: ordre des effets de fin de manche]")
    s.apply("eor:e4")
    assert s.crystals[seat] == 4


# ---------------------------------------------------------------------- the marker (base 5.8, 6)
@pytest.mark.parametrize(("steps", "asked"), [(3, True), (2, False)])
def test_the_chrono_ring_answers_a_move_of_3_spaces_or_more(steps: int, asked: bool) -> None:
    s = at_main(2, 1, expansion="path-of-destiny")
    seat = s.decision.player
    put(s, seat, CHRONO_RING)
    s.stack.clear()
    move_marker(s, steps)
    s._legal = None
    if asked:
        assert s.decision is not None and s.decision.player == seat and ids(s) == ["ring:crystals", "ring:energy"]
        assert refusal(s).endswith("[rule: Path of Destiny, card 12/20]")
    else:
        assert not any(d.kind == "choice" for d in s.stack)


@pytest.mark.parametrize(("others", "asked"), [(0, True), (1, False)])
def test_the_dial_of_colof_needs_more_cards_in_play_than_an_opponent(others: int, asked: bool) -> None:
    s = at_main(2, 1, expansion="path-of-destiny")
    seat = s.decision.player
    put(s, seat, DIAL_OF_COLOF)
    s.play[1 - seat] = s.play[1 - seat][:0]
    for _ in range(others):  # as many cards in play as the owner: no reroll
        put(s, 1 - seat, BEGGARS_HORN)
    s.stack.clear()
    advance(s, Decision("advance", RULES), None)
    s._legal = None
    dial = [d for d in s.stack if d.kind == "choice"]
    assert len(dial) == (1 if asked else 0)
    if asked:
        assert ids(s) == ["dial:yes", "dial:no"]
        assert refusal(s).endswith("[rule: Path of Destiny, card 6/20]")


def test_the_marker_never_goes_back_before_the_first_space() -> None:
    s = at_main(2, 1)
    s.year, s.month = 1, 0
    move_marker(s, -1)
    assert (s.year, s.month) == (1, 0)


@pytest.mark.parametrize(("start", "steps", "logged"), [
    ((1, 10), 2, {"n": 2, "year": 2, "month": 1}),  # from fall into winter: the 13th space starts year II
    ((3, 11), 1, {"n": 1, "year": 3, "month": 1}),  # past the end: the log still names year III
])
def test_a_move_is_logged_with_its_steps_and_the_space_reached(
        start: tuple[int, int], steps: int, logged: dict[str, int]) -> None:
    s = at_main(2, 1)
    s.year, s.month = start
    since = len(s.log)
    move_marker(s, steps)
    assert [e["params"] for e in s.events(None, since) if e["kind"] == "seasons.log.marker"] == [logged]


# ---------------------------------------------------------------------- year changes (base 5.8)
def test_year_three_brings_the_library_iii_cards_once() -> None:
    s = at_main(2, 1)
    s.year, s.month, s.libs_given = 2, 11, 2
    s.lib2[0], s.lib3[0] = [22], [29]
    since = len(s.log)
    move_marker(s, 1)
    assert s.year == 3 and 29 in s.hands[0] and 22 not in s.hands[0] and s.lib3[0] == []
    move_marker(s, -1)  # Temporal Boots back into year II: hands are kept
    move_marker(s, 1)  # and forward again: no library a second time
    years = [e["params"] for e in s.events(None, since) if e["kind"] == "seasons.log.year"]
    assert years == [{"year": 3}]


@pytest.mark.parametrize(("enchantment", "asked"), [(INTO_THE_VOID, [1]), (None, [])])
def test_into_the_void_asks_a_sacrifice_below_15_crystals_at_the_first_year_change(
        enchantment: int | None, asked: list[int]) -> None:
    options = {"expansion": "path-of-destiny", "enchantment": enchantment} if enchantment else {}
    s = at_main(2, 1, **options)
    put(s, 0, 22)
    put(s, 1, 29)
    s.crystals = [15, 14]
    s.month = 11
    s.stack.clear()
    move_marker(s, 1)
    assert [d.player for d in s.stack if d.kind == "sacrifice"] == asked
    if asked:
        s._legal = None
        assert refusal(s).endswith("[rule: Path of Destiny: Into the Void]")


def test_into_the_void_applies_at_the_end_of_year_three_too() -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=INTO_THE_VOID)
    put(s, 0, 22)
    s.crystals = [0, 0]
    s.year, s.month, s.libs_given = 3, 11, 3
    s.stack.clear()
    move_marker(s, 1)
    assert s.ended and [d.player for d in s.stack if d.kind == "sacrifice"] == [0]


def test_arus_schemes_passes_one_card_to_the_left_at_a_year_change() -> None:
    s = at_main(3, 1, expansion="path-of-destiny", enchantment=ARUS_SCHEMES)
    s.hands = [[22], [29], [41]]
    s.lib2 = [[], [], []]  # no library cards arrive meanwhile
    s.month = 11
    s.stack.clear()
    since = len(s.log)
    move_marker(s, 1)
    s.settle()
    asked = []
    while s.decision is not None and s.decision.kind == "hand":
        asked.append(s.decision.player)
        assert refusal(s).endswith("[rule: Path of Destiny: Arus's Cunning Schemes]")
        s.apply(s.legal_actions()[0])
    assert sorted(asked) == [0, 1, 2]
    assert s.hands == [[41], [22], [29]]  # each card one seat to the left
    assert "seasons.log.arus" in [e["kind"] for e in s.events(None, since)]
