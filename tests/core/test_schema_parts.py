"""A view is checked against its schema strictly (meeple.core.schema): a value of the wrong JSON type
is refused even where pydantic's lax mode would convert it, since a browser reading the view would not."""

from __future__ import annotations

import json
from typing import Any

import pytest

from meeple.core.schema import validate_view

from toy import GAME


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
