"""Actions, illegal-action errors and the decisions table, each read exactly:
the text in each language and by default in English, the identity of an
action, the kinds a table lists."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision, IllegalAction, Msg
from meeple.core.decisions import Decisions


def test_an_action_reads_in_english_by_default_and_in_french_when_asked() -> None:
    action = Action("pick:2", "core.player", {"seat": 2})
    assert action.text() == "Player 2" and action.text("fr") == "Joueur 2"
    assert action.msg() == Msg("core.player", {"seat": 2})
    assert action.describe() == {"kind": "core.player", "params": {"seat": 2}}
    assert Action("pass", "core.game_over").msg() == Msg("core.game_over", {})


def test_actions_are_the_same_when_their_ids_are() -> None:
    first, again = Action("pick:2", "core.player", {"seat": 2}), Action("pick:2", "core.game_over")
    assert first == again and hash(first) == hash(again) == hash("pick:2")
    assert len({first, again, Action("pick:3", "core.player", {"seat": 3})}) == 2
    assert first != "pick:2" and repr(first) == "Action('pick:2')"


def test_an_illegal_action_reads_in_english_by_default_with_its_rule_in_each_language() -> None:
    error = IllegalAction(Msg("core.game_over"), rule=Msg("core.player", {"seat": 1}))
    assert error.text() == str(error) == "the game is over [rule: Player 1]"
    assert error.text("fr") == "la partie est terminée [règle : Joueur 1]"
    plain = IllegalAction("no such card", rule="base 5.3")
    assert (plain.text(), plain.text("fr")) == ("no such card [rule: base 5.3]", "no such card [règle : base 5.3]")
    assert IllegalAction("no such card").text("fr") == "no such card"


def test_the_table_lists_kinds_with_options_only_or_a_resolver_only() -> None:
    table = Decisions()

    def options(state: Any, decision: Decision) -> list[Action]:
        return []

    def resolve(state: Any, decision: Decision, action: Any) -> None:
        return None

    table.options("pick")(options)
    table.resolve("pick")(resolve)
    table.resolve("score")(resolve)  # a rules' own step: no options
    table.options("look")(options)
    assert table.kinds() == ["look", "pick", "score"]
