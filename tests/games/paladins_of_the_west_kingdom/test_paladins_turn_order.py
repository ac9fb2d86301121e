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
    action = _space_action(action_id, space, workers_placed)
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
