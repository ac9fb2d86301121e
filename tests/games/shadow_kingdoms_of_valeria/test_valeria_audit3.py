"""Third fresh audit (seventh session).

"Le Sanctuaire de la Magie — MAGIE", uses 1 and 2: on your turn, while your warden stands at the
Stratagem sanctuary or your Camp (1), or at the Champion sanctuary (2), 1 Magic puts a face-up card
under its pile, again and again while Magic lasts.  Nothing ties this to the moment before the
sanctuary's action or the camp's plan, so the renewals go on once the plan is reserved, the champion
recruited or the plan carried out.  Each test starts from a position (saved as JSON, loaded back)."""

from __future__ import annotations

import json

import pytest
from valeria_helpers import (
    GAME,
    GOBLIN,
    card,
    edited,
    finish_plan,
    ids,
    new,
    plan,
    plan_dice,
    put_face_up,
    start_plan,
    visit,
)

import meeple
from meeple.games.shadow_kingdoms_of_valeria.model import CHAMPIONS, GOLD, STRATAGEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState


def loaded(s: ValeriaState) -> ValeriaState:
    out = GAME.from_position(json.loads(json.dumps(edited(s).to_position())))
    assert isinstance(out, ValeriaState)
    return out


def test_solo_a_plan_slid_into_the_5_gold_slot_by_a_reservation_can_be_renewed_before_the_adversary_takes_it() -> None:
    s = new(1)
    p = s.players[0]
    assert s.solo is not None
    s.solo.location = GOLD  # its next step is the Stratagem sanctuary, where it takes the 5-gold plan
    p.gold, p.magic = 10, 2
    s = loaded(s)
    p = s.players[0]
    visit(s, STRATAGEMS, (GOBLIN, 3))
    s.apply("reserve:0")  # the column slides down and a new plan enters the 5-gold slot
    s.apply("pass")  # no left-slot bonus
    entered = s.column[-1]
    assert entered is not None
    # still at the Stratagem sanctuary with 2 Magic: the new plan may go under the pile
    assert ids(s)[0] == "done" and "cycle:4" in ids(s)
    before = json.dumps(s.to_position())
    with pytest.raises(meeple.IllegalAction) as refused:  # a plan that is not in the column
        s.apply("cycle:7")
    assert "Magic 1-2" in str(refused.value) and json.dumps(s.to_position()) == before
    s.apply("cycle:4")
    assert p.magic == 1 and entered in s.strat_pile.under
    s.apply("done")
    assert s.solo.location == STRATAGEMS and entered not in s.solo.completed
    assert len(s.solo.completed) == 1


def test_no_renewal_is_asked_without_magic() -> None:
    s = new(1)
    p = s.players[0]
    p.gold, p.magic = 10, 0
    s = loaded(s)
    visit(s, STRATAGEMS, (GOBLIN, 3))
    s.apply("reserve:0")
    s.apply("pass")
    assert s.decision is not None and s.decision.kind == "move"  # the next turn: nothing else to ask


def test_a_champion_can_be_renewed_after_recruiting_with_the_magic_it_brought() -> None:
    s = new(2)
    who = s.turn_player
    p = s.players[who]
    p.gold, p.magic = 10, 0
    shadow = card("shadow")  # "Ombre": 4 Magic at once
    put_face_up(s, shadow)
    s = loaded(s)
    p = s.players[who]
    visit(s, CHAMPIONS, (GOBLIN, 3))
    s.apply(f"buy:{shadow}")
    assert p.magic == 4
    row_card = s.rows["instant"][0]
    assert row_card is not None and f"cycle:{row_card}" in ids(s)
    s.apply(f"cycle:{row_card}")
    assert p.magic == 3 and row_card in s.champion_piles["instant"].under
    s.apply("done")
    assert s.turn_player != who


def test_after_carrying_out_a_plan_the_camp_may_still_renew_column_plans() -> None:
    s = new(2)
    who = s.turn_player
    reserved = plan("ambush", 2)
    if reserved in s.column:
        s.column[s.column.index(reserved)] = s.strat_pile.draw()
    s.players[who].magic = 1
    start_plan(s, reserved, plan_dice(reserved, 6))
    finish_plan(s)
    top = s.column[-1]
    assert ids(s) == ["done", *[f"cycle:{slot}" for slot in range(5)]]
    s.apply("cycle:4")
    assert top in s.strat_pile.under and s.players[who].magic == 0
    assert s.turn_player != who  # no Magic left: the turn is over


def test_a_sentinel_taken_at_camp_may_renew_column_plans_before_its_free_plan() -> None:
    # scroll-1a: the chain between the top-right zone (2) and the right-middle one (5) is A
    s = new(2, side="scroll-1a")
    who = s.turn_player
    p = s.players[who]
    p.markers[2] = True
    p.magic = 2
    sentinel = card("sentinel")
    put_face_up(s, sentinel)
    reserved = plan("siege", 2)
    if reserved in s.column:
        s.column[s.column.index(reserved)] = s.strat_pile.draw()
    start_plan(s, reserved, plan_dice(reserved, 6))
    finish_plan(s, zone=5)  # chain A: a free champion
    s.apply(f"take:{sentinel}")
    assert s.decision is not None and s.decision.kind == "reserve_plan"
    # at camp "Magie 1" lets the warden renew column plans before the Sentinel's free one is chosen
    assert "pass" not in ids(s) and "cycle:0" in ids(s)
    first = s.column[0]
    s.apply("cycle:0")
    assert p.magic == 1 and first in s.strat_pile.under
    s.apply("reserve:0")
    assert p.reserve[0] is not None


def test_a_sentinel_recruited_at_the_champion_sanctuary_renews_no_plan() -> None:
    s = new(2)
    who = s.turn_player
    p = s.players[who]
    p.gold, p.magic = 10, 2
    sentinel = card("sentinel")
    put_face_up(s, sentinel)
    visit(s, CHAMPIONS, (GOBLIN, 6))
    s.apply(f"buy:{sentinel}")
    assert s.decision is not None and s.decision.kind == "reserve_plan"
    assert not [i for i in ids(s) if i.startswith("cycle:")]  # plans renew only at their sanctuary or camp
