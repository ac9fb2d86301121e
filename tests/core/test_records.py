"""A record is checked field by field, each error naming its field exactly
(core/records.py, on its own: no game is played)."""

from __future__ import annotations

from typing import Any

import pytest

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
