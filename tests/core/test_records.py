"""A record is checked field by field, each error naming its field exactly
(core/records.py), and replays with its options (core/game.py)."""

from __future__ import annotations

from typing import Any

import pytest

import meeple
from meeple.core.records import MAX_ACTIONS, Record, check_record

GOOD = {"game": "toy", "version": "1", "num_players": 2, "seed": -3, "options": {"hand": 2}, "actions": ["play:4"]}


def test_a_good_record_is_read_whole_and_extra_fields_are_dropped() -> None:
    record = check_record({**GOOD, "seats": ["Ada", "Bo"]})
    assert record == Record(game="toy", version="1", num_players=2, seed=-3, options={"hand": 2},
                            actions=["play:4"])
    assert check_record({key: value for key, value in GOOD.items() if key != "options"}).options == {}


@pytest.mark.parametrize(("record", "message"), [
    ([GOOD], "a record is a JSON object, not list"),
    (None, "a record is a JSON object, not NoneType"),
    ({**GOOD, "num_players": 0}, "record field num_players: Input should be greater than or equal to 1"),
    ({**GOOD, "seed": "3"}, "record field seed: Input should be a valid integer"),
    ({**GOOD, "options": {"hand": [2]}}, "record field options.hand.str: Input should be a valid string"),
    ({**GOOD, "actions": ["play:4", 4]}, "record field actions.1: Input should be a valid string"),
    ({key: value for key, value in GOOD.items() if key != "game"}, "record field game: Field required"),
])
def test_a_bad_record_is_refused_naming_its_first_bad_field(record: Any, message: str) -> None:
    with pytest.raises(ValueError) as caught:
        check_record(record)
    assert str(caught.value) == message


def test_a_record_of_absurd_length_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^record field actions: List should have at most 1000000 items"):
        check_record({**GOOD, "actions": ["play:1"] * (MAX_ACTIONS + 1)})


# ------------------------------------------------------------------- replay
def test_a_record_replays_with_its_options_and_names_the_refused_action_with_its_rule(
        toy_registered: meeple.Game) -> None:
    state = toy_registered.new_game(2, 6, {"hand": 2})
    state.apply(state.legal_actions()[-1])
    again = meeple.replay(state.to_record())
    assert again.options == {"hand": 2} and again.to_position() == state.to_position()
    bad = {**state.to_record(), "actions": [*state.history, "play:99"]}
    with pytest.raises(meeple.IllegalAction) as caught:
        meeple.replay(bad)
    assert caught.value.rule == "toy: play one card from your hand"
    assert caught.value.text() == ("actions[1] 'play:99': 'play:99' is not a legal choice now (Play a card) "
                                   "[rule: toy: play one card from your hand]")


def test_a_game_is_named_in_english_by_default(toy_registered: meeple.Game) -> None:
    assert (toy_registered.name(), toy_registered.name("fr")) == ("Toy game", "Jeu jouet")
