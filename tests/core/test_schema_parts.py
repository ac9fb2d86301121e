"""A view is checked against its schema strictly (meeple.core.schema): a value of the wrong JSON type
is refused even where pydantic's lax mode would convert it, since a browser reading the view would not."""

from __future__ import annotations

import json
from typing import Any

import pytest

from meeple.core.schema import validate_view, view_schema

from toy import GAME, ToyGame


@pytest.mark.parametrize(("path", "value", "message"), [
    (("num_players",), "2", "num_players: Input should be a valid integer"),
    (("is_over",), 0, "is_over: Input should be a valid boolean"),
    (("scores",), (0, 0), "scores: Input should be a valid list"),
    (("state", "turn"), 0.0, "state.turn: Input should be a valid integer"),
])
def test_a_value_that_only_converts_to_the_right_type_is_refused(path: tuple[str, ...], value: Any,
                                                                   message: str) -> None:
    view = json.loads(json.dumps(GAME.new_game(2, 1).view(0)))
    validate_view(GAME, view)
    place = view
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    with pytest.raises(ValueError) as info:
        validate_view(GAME, view)
    assert str(info.value) == f"view of toy at {message}"


class UndescribedToy(ToyGame):
    """The toy game before its view was described: any JSON object is its state."""

    view_type = None


def test_a_game_without_a_view_type_takes_any_object_as_its_state() -> None:
    game = UndescribedToy()
    view = json.loads(json.dumps(game.new_game(2, 1).view(0)))
    view["state"]["anything"] = {"nested": [1, "two"]}
    validate_view(game, view)
    view["state"] = [1, 2]
    with pytest.raises(ValueError) as info:
        validate_view(game, view)
    assert str(info.value) == "view of toy at state: Input should be a valid dictionary"


def test_the_schema_is_titled_after_the_game_class() -> None:
    assert view_schema(GAME)["title"] == "ToyGameView"
    assert view_schema(UndescribedToy())["properties"]["state"] == {
        "additionalProperties": True, "title": "State", "type": "object"}
