"""Bad input is refused once, at the door, with a message naming the field;
secrets (seeds) are not guessable from each other (issue "secrets kept")."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import meeple


def valeria() -> meeple.Game:
    return meeple.load_game("shadow-kingdoms-of-valeria")


@pytest.mark.parametrize("players", [True, 2.5, "2", None])
def test_num_players_must_be_an_integer(players: Any) -> None:
    with pytest.raises(TypeError, match="num_players"):
        valeria().new_game(players, 1)


@pytest.mark.parametrize("seed", [1.5, "7", None, True])
def test_seed_must_be_an_integer(seed: Any) -> None:
    with pytest.raises(TypeError, match="seed"):
        valeria().new_game(2, seed)


def test_negative_and_positive_seeds_are_different_games() -> None:
    game = meeple.load_game("seasons")
    assert game.new_game(2, -5).view(0) != game.new_game(2, 5).view(0)
    assert game.new_game(2, -5).view(0) == game.new_game(2, -5).view(0)


@pytest.mark.parametrize(("game_id", "options", "field"), [
    ("seasons", {"enchanted_kingdom": 1}, "enchanted_kingdom"),
    ("seasons", {"enchantment": True}, "enchantment"),
    ("shadow-kingdoms-of-valeria", {"adversary_vp": True}, "adversary_vp"),
    ("shadow-kingdoms-of-valeria", {"no_such_option": 1}, "no_such_option"),
])
def test_options_are_checked_by_type_and_name(game_id: str, options: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=field):
        meeple.load_game(game_id).new_game(2, 1, options)


def test_an_option_of_the_wrong_type_is_named_in_words() -> None:
    seasons = meeple.load_game("seasons")
    with pytest.raises(ValueError, match=r"option enchanted_kingdom must be true or false, not 1$"):
        seasons.new_game(2, 1, {"enchanted_kingdom": 1})
    with pytest.raises(ValueError, match=r"option enchantment must be a whole number, not True$"):
        seasons.new_game(2, 1, {"enchantment": True})


def test_options_are_read_only_and_not_shared_mutably() -> None:
    state = meeple.load_game("seasons").new_game(2, 1, {"enchanted_kingdom": True})
    with pytest.raises(TypeError):
        state.options["enchanted_kingdom"] = False  # type: ignore[index]
    assert state.copy().options["enchanted_kingdom"] is True


def test_legal_actions_cannot_be_corrupted_by_the_caller() -> None:
    state = valeria().new_game(2, 1)
    actions = state.legal_actions()
    with pytest.raises(AttributeError):
        actions.append(meeple.Action("x", "x"))  # type: ignore[attr-defined]
    before = json.dumps(state.to_position())
    with pytest.raises(meeple.IllegalAction):
        state.apply("x")
    assert json.dumps(state.to_position()) == before


@pytest.mark.parametrize("game_id", meeple.games())
def test_the_actions_handed_out_cannot_be_changed(game_id: str) -> None:
    """The engine applies its own cached action: had a caller been able to give it
    another card, ``apply`` would have done other than what the record replays."""
    game = meeple.load_game(game_id)
    state = game.new_game(game.min_players, 3)
    rng = random.Random(3)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    first, second = state.legal_actions()[:2]
    name = next(iter(first.params), "card")
    with pytest.raises(TypeError):
        first.params[name] = second.params.get(name)  # type: ignore[index]
    for field in ("id", "key", "params"):
        with pytest.raises(AttributeError, match="read-only"):
            setattr(first, field, getattr(second, field))
    listed = meeple.Action("x", "x", {"cards": [1, 2]})
    assert listed.params["cards"] == (1, 2)  # a list in the params cannot grow either
    state.apply(first)
    again = meeple.replay(json.loads(json.dumps(state.to_record())))
    assert json.dumps(again.to_position(), sort_keys=True) == json.dumps(state.to_position(), sort_keys=True)


@pytest.mark.parametrize("garbage", [None, 3, ["a"], {"id": "x"}, 2.0])
def test_apply_refuses_what_is_not_an_action(garbage: Any) -> None:
    state = valeria().new_game(2, 1)
    before = json.dumps(state.to_position())
    with pytest.raises(TypeError, match="Action or an action id"):
        state.apply(garbage)
    assert json.dumps(state.to_position()) == before


def record() -> dict[str, Any]:
    state = valeria().new_game(2, 3)
    rng = random.Random(0)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    return state.to_record()


@pytest.mark.parametrize(("change", "message"), [
    ({"version": "999"}, "version"),
    ({"version": None}, "version"),
    ({"actions": "board:goblin"}, "actions"),
    ({"actions": 5}, "actions"),
    ({"num_players": "two"}, "num_players"),
    ({"num_players": None}, "num_players"),
    ({"seed": "x"}, "seed"),
    ({"seed": None}, "seed"),
    ({"options": [[1]]}, "options"),
    ({"game": None}, "game"),
])
def test_a_malformed_record_names_the_bad_field(change: dict[str, Any], message: str) -> None:
    bad = {**record(), **change}
    with pytest.raises(ValueError, match=message):
        meeple.replay(bad)


@pytest.mark.parametrize("missing", ["game", "version", "num_players", "seed", "actions"])
def test_a_record_missing_a_field_names_it(missing: str) -> None:
    bad = record()
    del bad[missing]
    with pytest.raises(ValueError, match=missing):
        meeple.replay(bad)


def test_an_illegal_action_in_a_record_names_its_index() -> None:
    bad = record()
    bad["actions"][4] = "no-such-action"
    with pytest.raises(meeple.IllegalAction, match=r"actions\[4\]"):
        meeple.replay(bad)


def test_a_determinized_copy_has_no_record_and_no_true_history() -> None:
    state = valeria().new_game(2, 3)
    state.apply(state.legal_actions()[0])
    world = state.determinize(0, random.Random(1))
    assert world.seed is None and world.history == []
    with pytest.raises(ValueError, match="determinized"):
        world.to_record()
    assert "seed" not in json.dumps(world.view(0))
