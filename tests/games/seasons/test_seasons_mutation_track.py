"""Seasons' end of round and year change (track.py) where mutation testing (docs/testing.md) found no
test: two copies of one end-of-round card each resolved on its own slot, a locked familiar's
end-of-round effect skipped (PoD 17/20), and what the other seats know once a card is set aside for
Arus's Cunning Schemes (PoD: the card waits unseen until everyone chose)."""

from __future__ import annotations

import pytest
from seasons_helpers import at_main, put

from meeple.core import RULES, Decision
from meeple.games.seasons import rules
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import arus_set_aside, end_of_round_effects, next_effect

ARUS_SCHEMES = 2  # Path of Destiny's enchantment number
HEART_OF_ARGOS, DAMNED_SOUL_OF_ONYS = 101, 50
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
