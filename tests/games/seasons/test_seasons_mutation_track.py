"""Seasons' end of round and year change (track.py) where mutation testing (docs/testing.md) found no
test: two copies of one end-of-round card each resolved on its own slot, a locked familiar's
end-of-round effect skipped (PoD 17/20), Into the Void after the marker re-entered year III, and what
the other seats know once a card is set aside for Arus's Cunning Schemes (PoD: the card waits unseen
until everyone chose)."""

from __future__ import annotations

import pytest
from seasons_helpers import at_main, put

from meeple.core import RULES, Decision
from meeple.games.seasons import rules
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import arus_set_aside, end_of_round_effects, move_marker, next_effect

ARUS_SCHEMES, SEASONS_TURN, INTO_THE_VOID = 2, 4, 5  # Path of Destiny's enchantment numbers
HEART_OF_ARGOS, DAMNED_SOUL_OF_ONYS, FIGRIM_THE_AVARICIOUS, TITUS_DEEPGAZE = 101, 50, 11, 39
LOCK = 2  # an entry's counter of Argosian Tangleweed locks


def end_of_round(s: SeasonsState, seat: int) -> None:
    """The seat's end-of-round effects, one after the other (the rules' own follow-ups carried out
    here, so that nothing after the round runs)."""
    s.stack.clear()
    end_of_round_effects(s, Decision("eor", RULES, {"p": seat}), None)
    while s.stack:
        following = s.stack.pop()
        assert following.kind == "eor_next"
        next_effect(s, following, None)


def test_two_hearts_of_argos_each_give_the_earth_stored_on_it() -> None:
    s = at_main(2, 1)
    seat = s.turn_player
    put(s, seat, HEART_OF_ARGOS, HEART_OF_ARGOS)
    s.play[seat][0][2], s.play[seat][1][2] = 2, 5
    end_of_round(s, seat)
    assert s.energy[seat][3] == 2 + 5
    assert [entry[2] for entry in s.play[seat]] == [0, 0]


@pytest.mark.parametrize(("crystals", "titus_left", "taken"), [(0, 0, 0), (1, 1, 1), (2, 2, 2)])
def test_each_copy_of_titus_deepgaze_takes_its_crystal_and_goes_when_an_opponent_has_none(
        crystals: int, titus_left: int, taken: int) -> None:
    """Titus Deepgaze (card 39, 2 copies in the box): at the end of the round every opponent gives 1
    crystal, and a Titus whose opponent has none to give is sacrificed.  Each copy does it in turn:
    with 0 crystals both go (the first copy's sacrifice does not skip the second's effect), with 1 the
    first takes it and the second goes, with 2 both take one and stay."""
    s = at_main(2, 1)
    seat = s.turn_player
    put(s, seat, TITUS_DEEPGAZE, TITUS_DEEPGAZE)
    s.crystals = [5, 5]
    s.crystals[1 - seat] = crystals
    end_of_round(s, seat)
    assert [entry[0] for entry in s.play[seat]] == [TITUS_DEEPGAZE] * titus_left
    assert (s.crystals[seat], s.crystals[1 - seat]) == (5 + taken, crystals - taken)
    assert [e["kind"] for e in s.events(seat)].count("seasons.log.sacrifice") == 2 - titus_left


@pytest.mark.parametrize(("locks", "crystals"), [(0, 10 - 3), (1, 10)])
def test_a_locked_damned_soul_of_onys_takes_no_crystals_at_the_end_of_the_round(locks: int, crystals: int) -> None:
    s = at_main(2, 1)
    seat = s.turn_player
    put(s, seat, DAMNED_SOUL_OF_ONYS)
    s.play[seat][0][LOCK] = locks
    s.crystals[seat] = 10
    end_of_round(s, seat)
    assert s.crystals[seat] == crystals


def test_a_card_set_aside_for_arus_leaves_the_others_unsure_of_the_hand() -> None:
    s = at_main(3, 1, expansion="path-of-destiny", enchantment=ARUS_SCHEMES)
    for q in range(3):
        for cid in list(s.hands[q]):
            rules.leave_hand(s, q, cid)
    rules.into_hand(s, 0, 22, [0, 1])  # seat 1 saw this card go into seat 0's hand
    rules.into_hand(s, 0, 29, [0])
    assert s.view(1)["hidden"]["hand0"] == ["runic-cube-of-eolis", None]
    arus_set_aside(s, 0, 29, {})
    assert s.view(1)["hidden"]["hand0"] == 1 and s.view(2)["hidden"]["hand0"] == 1
    assert s.view(0)["hidden"]["hand0"] == ["runic-cube-of-eolis"]



def test_into_the_void_still_applies_at_the_end_of_year_three_after_the_marker_went_back_into_year_two() -> None:
    """Temporal Boots and the like may move the marker back: entering year III a second time brings
    no library again, and the end of year III still asks the sacrifice (0 crystals, below 50)."""
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=INTO_THE_VOID)
    put(s, 0, 22)
    s.crystals = [0, 0]
    s.year, s.month, s.libs_given = 3, 0, 3
    s.stack.clear()
    move_marker(s, -1)
    assert (s.year, s.libs_given) == (2, 3)
    move_marker(s, 1)
    assert (s.year, s.libs_given) == (3, 3) and s.stack == []
    s.month = 11
    move_marker(s, 1)
    assert s.ended and [d.data["p"] for d in s.stack if d.kind == "sacrifice_if_any"] == [0]


@pytest.mark.parametrize(("month", "moved"), [(0, 0), (2, 1)])
def test_figrim_takes_a_crystal_only_when_the_season_changes(month: int, moved: int) -> None:
    """Figrim the Avaricious (card 11): each opponent gives 1 crystal at a change of season; a season
    is 3 spaces of the track, so a move from its 1st space to its 2nd changes none."""
    s = at_main(2, 1)
    put(s, 0, FIGRIM_THE_AVARICIOUS)
    s.crystals = [5, 5]
    s.year, s.month = 1, month
    s.stack.clear()
    move_marker(s, 1)
    assert s.crystals == [5 + moved, 5 - moved]


def test_the_order_question_names_the_enchantment_in_both_languages() -> None:
    """PoD: the seat orders its end-of-round effects, the enchantment's (Seasons Turn) among them."""
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=SEASONS_TURN)
    seat = s.turn_player
    put(s, seat, HEART_OF_ARGOS)
    s.stack.clear()
    end_of_round_effects(s, Decision("eor", RULES, {"p": seat}), None)
    s._legal = None
    assert s.decision is not None and s.decision.kind == "eor_order"
    named = [action for action in s.legal_actions() if "enchantment" in action.params]
    assert [action.describe()["params"]["enchantment"] for action in named] == ["enchantment-seasons-turn"]
    assert (named[0].text("en"), named[0].text("fr")) == (
        "Resolve Season's Turn's end-of-round effect",
        "Résoudre l'effet de fin de manche de l'enchantement Au rythme des saisons")
