"""The turn ("Réaliser des actions") and the round ("Structure des manches"), checked exactly: which
question each action asks and the rulebook section it cites, what the log says, Pass keeping 3 workers,
the first player, the seat order, the Tavern and the reset of step 7, the end after round 7."""

from __future__ import annotations

from typing import Any

import pytest
from paladins_helpers import GAME, at_actions, card, rich_turn, workers

import meeple
from helpers import ids
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.rounds import end_round, start_round
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState
from meeple.games.paladins_of_the_west_kingdom.turn import _space_action


def refusal(s: PaladinsState) -> str:
    """The English text of the error an unknown answer gets now (it names the rule of the question)."""
    with pytest.raises(meeple.IllegalAction) as refused:
        s.apply("no-such-answer")
    return refused.value.text("en")


def new_events(s: PaladinsState, since: int) -> list[tuple[str, dict[str, Any]]]:
    return [(event["kind"], event["params"]) for event in s.events(None, since)]


def pay_workers(s: PaladinsState) -> None:
    while s.decision is not None and s.decision.kind == "pay":
        s.apply(s.legal_actions()[0])


# ---------------------------------------------------------------------- a turn's action and its question
@pytest.mark.parametrize(("action", "kind", "data", "rule"), [
    ("develop", "develop", {}, "Develop"),
    ("quest", "townsfolk", {"mode": "quest"}, "Recruit (quest)"),
    ("recruit", "townsfolk", {"mode": "recruit"}, "Recruit"),
    ("pray", "pray", {"free": False}, "Pray"),
    ("commission", "space", {"action": "commission"}, "Commission / Garrison"),
    ("garrison", "space", {"action": "garrison"}, "Commission / Garrison"),
    ("absolve", "jar", {}, "Absolve"),
    ("attack", "outsider", {"action": "attack"}, "Attack / Convert"),
    ("convert", "outsider", {"action": "convert"}, "Attack / Convert"),
])
def test_each_action_asks_its_own_question_citing_its_section(
        action: str, kind: str, data: dict[str, Any], rule: str) -> None:
    s, p = rich_turn()
    p.occupied = 1 << C.SPACE_INDEX["conspire"]  # Pray needs another occupied space to clear
    since = len(s.log)
    s.apply(action)
    pay_workers(s)
    assert s.decision is not None and s.decision.kind == kind and s.decision.player == p.seat
    assert s.decision.data == data
    assert refusal(s).endswith(f"[rule: {rule}]")
    kinds = [event for event in new_events(s, since) if event[0] == "paladins.log.action"]
    assert kinds == [("paladins.log.action", {"seat": p.seat, "action": {"key": f"paladins.act.{action}", "params": {}},
                                              "who": {"key": "core.player", "params": {"seat": p.seat + 1}}})]


def test_taking_a_kings_favour_logs_the_favour_by_name() -> None:
    s, p = rich_turn()
    s.favours_up = [card(C.FAVOURS, "favour-supplies")]
    s._legal = None
    since = len(s.log)
    s.apply("favour:0")
    assert new_events(s, since)[0] == ("paladins.log.action", {
        "seat": p.seat, "action": {"key": "paladins.act.favour", "params": {"favour": "favour-supplies"}},
        "who": {"key": "core.player", "params": {"seat": p.seat + 1}}})


@pytest.mark.parametrize(("action_id", "space", "workers_placed", "key"), [
    ("hunt:2", "hunt", 2, "paladins.act.hunt2"),
    ("trade:1", "trade", 1, "paladins.act.trade1"),
    ("attack", "attack", 0, "paladins.act.attack"),
])
def test_a_space_action_names_its_space_and_workers(action_id: str, space: str, workers_placed: int, key: str) -> None:
    # the main actions are built once at import; their builder is checked here directly
    # a right-hand action's workers depend on the seat's board: none are named by default
    action = _space_action(action_id, space, workers_placed) if workers_placed else _space_action(action_id, space)
    assert action.id == action_id
    assert action.describe() == {"kind": key, "params": {"space": space, "workers": workers_placed}}


# ---------------------------------------------------------------------- Pass: keep at most 3 workers
@pytest.mark.parametrize(("left", "discards"), [(3, 0), (4, 1), (5, 2)])
def test_passing_keeps_three_workers_and_discards_the_rest_one_at_a_time(left: int, discards: int) -> None:
    s, p = rich_turn()
    p.workers = workers(laborer=left - 1, scout=1)
    since = len(s.log)
    s.apply("pass")
    assert p.passed
    assert new_events(s, since)[0] == ("paladins.log.pass", {
        "seat": p.seat, "who": {"key": "core.player", "params": {"seat": p.seat + 1}}})
    for _ in range(discards):
        assert s.decision is not None and s.decision.kind == "discard" and s.decision.player == p.seat
        assert [a.describe() for a in s.legal_actions()] == [
            {"kind": "paladins.act.discard", "params": {"worker": "laborer", "colour": 0}},
            {"kind": "paladins.act.discard", "params": {"worker": "scout", "colour": 1}}]
        assert refusal(s).endswith("[rule: Pass]")
        s.apply("discard:L")
    assert sum(p.workers) == 3
    assert p.workers == workers(laborer=2, scout=1)  # the discards were laborers
    assert s.decision is None or s.decision.kind != "discard"


# ---------------------------------------------------------------------- the round, steps 1-7
def deciders(s: PaladinsState, until_round: int) -> list[tuple[int, str, int]]:
    """(round, question, seat) of every question of the round steps and turns, everyone passing at once."""
    seen = []
    while s.round <= until_round and not s.is_over:
        assert s.decision is not None
        if s.decision.kind in ("paladin", "tavern", "turn"):
            seen.append((s.round, s.decision.kind, s.decision.player))
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    return seen


def test_the_first_player_marker_goes_left_after_round_1_and_every_step_starts_with_it() -> None:
    s = GAME.new_game(3, 5)
    assert isinstance(s, PaladinsState)
    assert s.first_player == 1  # drawn at setup (step 13) from this seed
    seen = deciders(s, 3)
    for number, first in ((1, 1), (2, 2), (3, 0)):  # step 1 is skipped in round 1
        order = [first, (first + 1) % 3, (first + 2) % 3]
        for question in ("paladin", "tavern", "turn"):
            assert [who for r, kind, who in seen if r == number and kind == question] == order


def test_actions_go_clockwise_skipping_who_has_passed_until_all_have_passed() -> None:
    s = at_actions(3, 5)  # first player: seat 1; each seat has its 6 workers
    turns = []
    assert refusal(s).endswith("[rule: Taking actions]")
    for answer in ("hunt:1", "pass", "trade:1", "conspire", "pass", "pass"):
        assert s.decision is not None and s.decision.kind == "turn"
        turns.append(s.decision.player)
        s.apply(answer)
        pay_workers(s)
        while s.decision is not None and s.decision.kind == "discard":
            s.apply(s.legal_actions()[0])
    assert turns == [1, 2, 0, 1, 0, 1]  # seat 2 passed: skipped
    assert s.round == 2 and s.phase == "choose"


@pytest.mark.parametrize(("players", "cards"), [(1, 2), (2, 3), (3, 4), (4, 5)])
def test_the_tavern_shows_one_card_more_than_the_players_two_solo(players: int, cards: int) -> None:
    s = at_actions(players, 3)
    assert len(s.tavern_row) == cards
    assert s.tavern_taken.count(True) == players and s.tavern_taken.count(False) == cards - players
    # step 5: 2 workers from the Paladin, 4 from the Tavern card; nobody carried any into round 1
    assert [p.worker_count() for p in s.players] == [6] * players


def test_a_taken_tavern_card_is_no_longer_offered() -> None:
    s = GAME.new_game(2, 4)
    assert isinstance(s, PaladinsState)
    while s.decision is not None and s.decision.kind != "tavern":
        s.apply(s.legal_actions()[0])
    assert ids(s) == ["tavern:0", "tavern:1", "tavern:2"]
    first = s.legal_actions()[1].describe()
    assert first["kind"] == "paladins.act.tavern" and first["params"]["n"] == 2 and first["params"]["slot"] == 1
    assert len(first["params"]["workers"]) == 4
    s.apply("tavern:1")
    assert ids(s) == ["tavern:0", "tavern:2"]
    assert refusal(s).endswith("[rule: Round structure 5]")


def test_the_tavern_discard_is_shuffled_into_a_new_deck_when_the_deck_runs_out() -> None:
    s = at_actions(2, 6)
    older = [s.tavern_deck.pop(), s.tavern_deck.pop()]  # discarded in earlier rounds
    s.tavern_discard = list(older)
    s.tavern_deck = []
    in_play = list(s.tavern_row)
    end_round(s)
    assert s.tavern_discard == older + in_play and s.tavern_row == [] and s.tavern_taken == []
    s.phase = "start"
    start_round(s)
    assert sorted(s.tavern_row + s.tavern_deck) == sorted(older + in_play) and len(s.tavern_row) == 3
    assert s.tavern_discard == []


def test_reset_slides_townsfolk_right_and_outsiders_left_as_in_the_rulebook_example() -> None:
    """Step 7's example: the rightmost Townsfolk goes, the two others slide right and 3 new ones fill the
    left; no Outsider on the leftmost space, the 4 left slide left and 2 new ones fill the right."""
    s = at_actions(2, 7)
    castellan, defender, collector = 0, 102, 103  # stand-ins for the example's cards (0 is a card too)
    s.townsfolk_row = [-1, castellan, -1, defender, collector]
    s.townsfolk_deck = [201, 202, 203, 204]
    s.townsfolk_discard = []
    s.outsider_row = [-1, 0, -1, 12, 13, 14]
    s.outsider_deck = [301, 302, 303]
    s.outsider_discard = []
    end_round(s)
    assert s.townsfolk_row == [204, 203, 202, castellan, defender] and s.townsfolk_deck == [201]
    assert s.townsfolk_discard == [collector]
    assert s.outsider_row == [0, 12, 13, 14, 303, 302] and s.outsider_deck == [301]
    assert s.outsider_discard == []


def test_reset_discards_the_leftmost_outsider_and_leaves_gaps_when_the_decks_are_empty() -> None:
    s = at_actions(2, 7)
    s.townsfolk_row, s.townsfolk_deck, s.townsfolk_discard = [1, 2, 3, 4, 5], [], []
    s.outsider_row, s.outsider_deck, s.outsider_discard = [0, 12, 13, 14, 15, 16], [], []
    end_round(s)
    assert s.townsfolk_row == [-1, 1, 2, 3, 4] and s.townsfolk_discard == [5]  # "elle n'est pas renouvelée"
    assert s.outsider_row == [12, 13, 14, 15, 16, -1] and s.outsider_discard == [0]


def test_solo_reset_discards_two_townsfolk_and_two_outsiders() -> None:
    s = at_actions(1, 7)
    s.townsfolk_row, s.townsfolk_deck, s.townsfolk_discard = [1, 2, 3, 4, 0], [21, 22], []
    s.outsider_row, s.outsider_deck, s.outsider_discard = [11, 12, 13, 14, 15, 16], [31, 32, 33], []
    end_round(s)
    assert s.townsfolk_row == [22, 21, 1, 2, 3] and s.townsfolk_discard == [0, 4]
    assert s.outsider_row == [13, 14, 15, 16, 33, 32] and s.outsider_discard == [11, 12]


def test_reset_frees_spaces_favours_and_passes_and_keeps_the_paladin_used() -> None:
    s = at_actions(2, 8)
    s.players[0].paladin = 0  # the first Paladin card is one too
    paladins = [p.paladin for p in s.players]
    for p in s.players:
        p.occupied, p.passed = 0b101, True
    s.favours_used = 0b11
    since = len(s.log)
    end_round(s)
    assert s.favours_used == 0
    assert [(p.occupied, p.passed, p.paladin) for p in s.players] == [(0, False, -1), (0, False, -1)]
    assert [p.paladins_used for p in s.players] == [[paladins[0]], [paladins[1]]]
    assert new_events(s, since) == [("paladins.log.reset", {"round": 1})]
    assert not s.over and s.phase == "start" and s.turn == s.first_player


@pytest.mark.parametrize(("number", "over"), [(6, False), (7, True)])
def test_the_game_ends_at_the_reset_of_round_7_not_before(number: int, over: bool) -> None:
    s = at_actions(2, 8)
    s.round = number
    since = len(s.log)
    end_round(s)
    assert s.over is over
    kinds = [kind for kind, _ in new_events(s, since)]
    assert kinds == (["paladins.log.reset", "paladins.log.end"] if over else ["paladins.log.reset"])
    assert s.phase == ("actions" if over else "start")


def to_question(s: PaladinsState, kind: str) -> None:
    while s.decision is not None and s.decision.kind != kind:
        s.apply(s.legal_actions()[0])


def test_the_paladin_is_chosen_face_down_then_revealed_with_its_two_workers() -> None:
    """Step 4: one Paladin face down (only its owner knows it), one back on top; step 5: Engelier
    "arrive avec 1 Combattant et 1 Éclaireur" (the rulebook's example)."""
    s = GAME.new_game(2, 11)
    assert isinstance(s, PaladinsState)
    to_question(s, "paladin")
    p = s.players[s.decision.player]
    other = 1 - p.seat
    engelier = card(C.PALADINS, "engelier")
    if engelier not in p.paladin_hand:  # swap it in from wherever it lies
        pile = next(pile for pile in (p.paladin_deck, p.paladin_under, p.paladin_top) if engelier in pile)
        pile[pile.index(engelier)] = p.paladin_hand[0]
        p.paladin_hand[0] = engelier
    s._legal = None
    assert [a.describe()["kind"] for a in s.legal_actions()] == ["paladins.act.paladin"] * 3
    assert s.legal_actions()[0].describe()["params"]["card"] == min(p.paladin_hand)
    assert {"paladin": "paladin-engelier", "card": engelier} in [a.describe()["params"] for a in s.legal_actions()]
    assert refusal(s).endswith("[rule: Round structure 4]")
    since = len(s.log)
    s.apply(f"paladin:{engelier}")
    assert [(e["kind"], e["params"].get("paladin")) for e in s.events(p.seat, since)] == [
        ("paladins.log.paladin_pick", "paladin-engelier")]
    assert [(e["kind"], e["params"]) for e in s.events(other, since)] == [
        ("paladins.log.paladin_hidden", {"who": {"key": "core.player", "params": {"seat": p.seat + 1}}})]
    assert s.decision is not None and s.decision.kind == "top" and s.decision.player == p.seat
    assert [a.describe()["kind"] for a in s.legal_actions()] == ["paladins.act.top"] * 2
    assert refusal(s).endswith("[rule: Round structure 4]")
    p.workers = workers()
    to_question(s, "tavern")
    while s.decision is not None and s.decision.player != p.seat:
        s.apply(s.legal_actions()[0])
        to_question(s, "tavern")
    assert p.paladin == engelier
    assert p.workers == workers(fighter=1, scout=1)  # revealed, and its Tavern card not yet taken
    reveals = [e["params"] for e in s.events(other, since) if e["kind"] == "paladins.log.reveal"]
    assert {"seat": p.seat, "paladin": "paladin-engelier"}.items() <= reveals[-1].items()


def test_solo_the_seat_acts_first_then_the_ai_one_action_each_until_both_are_done() -> None:
    s = at_actions(1, 30)
    assert s.decision is not None and s.decision.player == 0
    since = len(s.log)
    s.apply("hunt:1")
    pay_workers(s)
    assert [kind for kind, _ in new_events(s, since)].count("paladins.log.ai_scheme") == 1
    assert s.decision is not None and s.decision.kind == "turn" and s.decision.player == 0
    s.apply("pass")
    while s.decision is not None and s.decision.kind == "discard":
        s.apply(s.legal_actions()[0])
    assert s.ai is not None and s.round == 2 and s.phase == "choose"


def test_solo_once_the_ai_is_done_the_seat_plays_on_alone() -> None:
    s = at_actions(1, 31)
    assert s.ai is not None
    s.ai.done = True
    since = len(s.log)
    s.apply("hunt:1")
    pay_workers(s)
    assert s.decision is not None and s.decision.kind == "turn" and s.decision.player == 0
    assert refusal(s).endswith("[rule: Taking actions]")
    s.apply("trade:1")
    pay_workers(s)
    assert s.decision is not None and s.decision.kind == "turn" and s.decision.player == 0 and s.round == 1
    assert "paladins.log.ai_scheme" not in [kind for kind, _ in new_events(s, since)]


def test_solo_the_seat_is_first_player_every_round() -> None:
    """Solo setup 8: the first-player marker is not used, "vous jouez toujours en premier"."""
    s = at_actions(1, 32)
    for _ in range(2):
        assert s.first_player == 0
        s.apply("pass")
        while s.decision is not None and s.decision.kind != "turn":
            s.apply(s.legal_actions()[0])
    assert s.round == 3 and s.first_player == 0
