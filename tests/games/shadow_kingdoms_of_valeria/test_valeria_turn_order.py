"""A turn ("Déroulement de la Partie"), the refill at its start ("Remplissage des Sanctuaires"), the end
("Fin de Partie") and the solo Adversary's moves ("Variante Solo"), checked exactly: the question each
step asks and the section it cites, what the log says, both sides of each threshold."""

from __future__ import annotations

from typing import Any

import pytest
from valeria_helpers import edited, ids, new

import meeple
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.model import CAMP, GEMS, MAGIC, STRATAGEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.turn import end_turn, finish, start_turn

C = load()


def refusal(s: ValeriaState) -> str:
    with pytest.raises(meeple.IllegalAction) as refused:
        s.apply("no-such-answer")
    return refused.value.text("en")


def logged(s: ValeriaState, since: int, seat: int | None = None) -> list[tuple[str, dict[str, Any]]]:
    return [(e["kind"], {k: v for k, v in e["params"].items() if k != "who"}) for e in s.events(seat, since)]


def keep_dice(s: ValeriaState, total: int) -> None:
    """Leave ``total`` dice on the central board, spread from the Gem sanctuary on."""
    every = [die for sanctuary in s.sanctuaries for die in sanctuary]
    for sanctuary in s.sanctuaries:
        sanctuary.clear()
    for i, die in enumerate(every[:total]):
        s.sanctuaries[i % 5].append(die)


# ---------------------------------------------------------------------- the move and the sanctuaries' questions
def test_the_warden_must_leave_its_sanctuary_and_each_step_cites_its_section() -> None:
    s = new(2)
    seat = s.turn_player
    assert refusal(s).endswith("[rule: Game turn: move your Warden to another location]")
    since = len(s.log)
    s.apply("move:magic")
    assert logged(s, since) == [("valeria.log.move", {"seat": seat, "place": "sanctuary-magic"})]
    assert s.decision is not None and s.decision.kind == "take_die"
    assert refusal(s).endswith("[rule: Shrine: take 1 die of the Shrine onto a troop slot]")
    s.apply(ids(s)[0])
    assert s.decision is not None and s.decision.kind == "magic_choice"
    assert refusal(s).endswith("[rule: Shrine of Magic: claim 1 Award or gain 2 Magic]")
    s.apply("magic")
    while s.turn_player == seat:  # the other seat's turn, then back
        s.apply(s.legal_actions()[0])
    while s.turn_player != seat:
        s.apply(s.legal_actions()[0])
    assert s.players[seat].location == MAGIC
    moves = [a.describe() for a in s.legal_actions()]
    assert {"kind": "valeria.act.move", "params": {"place": "sanctuary-magic"}} not in moves  # "vers un autre lieu"
    assert {"kind": "valeria.act.move", "params": {"place": "sanctuary-gems"}} in moves


@pytest.mark.parametrize(("place", "kind", "rule"), [
    ("champions", "buy_champion", "Shrine of Champions: recruit 1 Champion"),
    ("stratagems", "reserve_plan", "Shrine of Battle Plans: reserve 1 Battle Plan"),
])
def test_the_champion_and_plan_sanctuaries_ask_with_their_section(place: str, kind: str, rule: str) -> None:
    s = new(2)
    s.apply(f"move:{place}")
    s.apply(ids(s)[0])
    assert s.decision is not None and s.decision.kind == kind
    assert refusal(s).endswith(f"[rule: {rule}]")


def test_the_magic_sanctuary_offers_2_magic_or_the_distinction_met_at_its_leftmost_circle() -> None:
    s = new(2)
    seat = s.turn_player
    s.distinctions[0] = "three-gems"  # "Avoir 3 Gemmes"; its circles: 8, 5, 3 VP
    s.players[seat].gems = 3
    s.apply("move:magic")
    s.apply(ids(s)[0])
    assert [a.describe() for a in s.legal_actions()] == [
        {"kind": "valeria.act.gain_magic", "params": {"n": 2}},
        {"kind": "valeria.act.claim", "params": {"card": "three-gems", "vp": 8}}]
    vp, magic = s.players[seat].vp, s.players[seat].magic
    since = len(s.log)
    s.apply("claim:three-gems")
    assert s.claims[0] == [seat] and s.players[seat].vp == vp + 8 and s.players[seat].magic == magic
    assert ("valeria.log.claim", {"seat": seat, "card": "three-gems"}) in logged(s, since)


def test_a_camp_move_asks_for_the_plan_with_its_section() -> None:
    s = new(2)
    seat = s.turn_player
    s.players[seat].location = GEMS
    s.players[seat].reserve[0] = "battle-of-red-pass"
    s.players[seat].dice = [(4, 6), (2, 6)]  # a Gnoll and a Skeleton, both 6
    edited(s)
    s.apply("move:camp")
    assert s.decision is not None and s.decision.kind == "camp_plan"
    assert refusal(s).endswith("[rule: Carrying out a plan, step 1: choose a reserved plan or buy one from the column]")


# ---------------------------------------------------------------------- the refill at the start of a turn
@pytest.mark.parametrize(("players", "left", "refilled"), [(2, 2, True), (2, 3, False), (3, 3, True), (3, 4, False)])
def test_the_sanctuaries_are_refilled_when_the_board_holds_as_many_dice_as_players_or_fewer(
        players: int, left: int, refilled: bool) -> None:
    s = new(players)
    keep_dice(s, left)
    start_turn(s)
    # "en commençant par le Sanctuaire des Gemmes ... autant de dés qu'il y a de joueurs" (the bag may run
    # short for the last sanctuaries: "remplissez-les au maximum")
    if refilled:
        assert len(s.sanctuaries[GEMS]) == players and all(s.sanctuaries)
    else:
        assert sum(len(sanctuary) for sanctuary in s.sanctuaries) == left


def test_the_sanctuaries_are_refilled_when_the_warden_has_nowhere_to_go() -> None:
    """"également déclenché si vous n'avez aucun lieu sur lequel déplacer légalement votre Gardien": all 20
    dice lie in the sanctuary the warden stands in (more than 2, so the count does not trigger it) and no
    plan can be carried out, so the camp is closed too."""
    s = new(2)
    p = s.players[s.turn_player]
    every = [die for sanctuary in s.sanctuaries for die in sanctuary]
    for sanctuary in s.sanctuaries:
        sanctuary.clear()
    s.sanctuaries[MAGIC] = every
    p.location, p.dice = MAGIC, []
    since = len(s.log)
    start_turn(edited(s))
    # the refill opens this player's turn: its line comes after the turn's header, not before it
    assert logged(s, since)[:2] == [("valeria.log.turn", {"seat": s.turn_player}), ("valeria.log.refill", {})]
    assert [len(sanctuary) for sanctuary in s.sanctuaries] == [2] * 5
    assert "move:gems" in ids(s)


@pytest.mark.parametrize(("left", "refilled"), [(3, True), (4, False)])
def test_solo_refills_at_3_dice_or_fewer_with_2_per_sanctuary(left: int, refilled: bool) -> None:
    s = new(1)
    keep_dice(s, left)
    start_turn(s)
    assert sum(len(sanctuary) for sanctuary in s.sanctuaries) == (5 * 2 if refilled else left)


# ---------------------------------------------------------------------- the end
@pytest.mark.parametrize(("plans", "triggered"), [(6, False), (7, True)])
def test_the_seventh_plan_triggers_the_end_and_the_round_is_played_out(plans: int, triggered: bool) -> None:
    s = new(3)
    first = s.first_player
    s.turn_player = first
    s.players[first].completed = ["siege-of-ashfort"] * plans
    since = len(s.log)
    end_turn(s, None, None)  # type: ignore[arg-type]
    assert s.end_triggered is triggered and not s.finished
    assert logged(s, since) == ([("valeria.log.end_triggered", {"seat": first})] if triggered else [])
    end_turn(s, None, None)  # type: ignore[arg-type]
    assert not s.finished  # the third seat plays too
    end_turn(s, None, None)  # type: ignore[arg-type]
    assert s.finished is triggered and s.turn_player == first


def test_solo_the_adversary_moves_meets_you_and_takes_the_5_gold_plan() -> None:
    s = new(1)
    assert s.solo is not None
    s.solo.location = GEMS
    s.players[0].location = MAGIC
    since = len(s.log)
    end_turn(s, None, None)  # type: ignore[arg-type]
    assert s.solo.location == MAGIC and s.solo.vp == 10 + 2
    assert s.solo.points == {"start": 10, "meetings": 2}  # its score sheet's rows
    assert logged(s, since) == [("valeria.log.adversary_move", {"place": "sanctuary-magic"}),
                                ("valeria.log.adversary_vp", {"n": 2, "why": "score-meetings"})]
    s.solo.location = STRATAGEMS - 1
    plan = s.column[-1]
    assert plan is not None
    since = len(s.log)
    end_turn(s, None, None)  # type: ignore[arg-type]
    assert s.solo.completed == [plan] and s.column[-1] != plan
    events = logged(s, since)
    assert events[0] == ("valeria.log.adversary_move", {"place": "sanctuary-stratagems"})
    assert events[1][0] == "valeria.log.adversary_plan" and events[1][1]["card"] == plan
    symbols = {2: 9, 3: 12, 4: 15}[len(C.stratagems[plan].troops)]  # "Nombre de dés": 2 → 9, 3 → 12, 4 → 15
    assert events[1][1]["n"] == symbols and s.solo.vp == 12 + symbols
    assert s.solo.points == {"start": 10, "meetings": 2, "adversary_plans": symbols}


def test_solo_final_count_gives_the_adversary_7_per_empty_distinction_and_5_per_one_with_your_marker() -> None:
    s = new(1)
    assert s.solo is not None
    s.claims = [[0], [], []]
    s.players[0].dice, s.players[0].champions, s.players[0].magic = [(0, 1), (1, 2)], ["witch"], 7
    vp, adversary = s.players[0].vp, s.solo.vp
    since = len(s.log)
    finish(s)
    assert s.finished and s.players[0].vp == vp + 7 + 2  # Witch: 1 VP per Magic; 1 VP per troop die
    assert s.solo.vp == adversary + 5 + 7 + 7
    assert s.solo.points == {"start": adversary, "adversary_distinctions": 5 + 7 + 7}
    assert s.players[0].points == {"champions": 7, "troops": 2}
    assert logged(s, since)[-2:] == [("valeria.log.adversary_vp", {"n": 19, "why": "score-adversary_distinctions"}),
                                     ("valeria.log.game_over", {})]


def test_a_warden_at_camp_without_a_plan_cannot_go_back_to_camp() -> None:
    s = new(2)
    seat = s.turn_player
    assert s.players[seat].location == CAMP
    assert "move:camp" not in ids(s)


# ---------------------------------------------------------------------- a Gem missed is logged
@pytest.mark.parametrize(("supply", "held", "event"), [
    (3, 1, ("valeria.log.gain_capped", {"n": 0, "resource": "gem", "lost": 1, "cap": 1})),  # storage holds 1
    (0, 0, ("valeria.log.no_gem", {})),  # "aucune Gemme n'est disponible dans le Sanctuaire"
])
def test_a_gem_the_gem_sanctuary_cannot_give_is_logged(supply: int, held: int, event: tuple[str, Any]) -> None:
    s = new(2)
    seat = s.turn_player
    s.gem_supply, s.players[seat].gems = supply, held
    since = len(s.log)
    edited(s).apply("move:gems")
    s.apply(ids(s)[0])  # any die
    kind, params = event
    assert (kind, {**params, "seat": seat}) in logged(s, since)
    assert (s.gem_supply, s.players[seat].gems) == (supply, held)
