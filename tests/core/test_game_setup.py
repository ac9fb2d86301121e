"""Setting up a game (core/game.py): arguments and options checked with exact
messages, options typed on a command line converted, the registry of games."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.core import Game, Option, State
from meeple.core import game as registry

from toy import GAME as TOY


class Options(Game):
    """A game of options only: its setup is the toy's."""

    id = "options"
    max_players = 2
    options = {"rate": Option(0.5), "label": Option("x"), "fast": Option(False), "shape": Option((1, 2))}

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        return TOY._setup(num_players, seed, {"hand": 2})


def test_a_game_starts_from_seed_0_by_default_with_read_only_options() -> None:
    state = TOY.new_game(2)
    assert state.seed == 0 and state.to_position() == TOY.new_game(2, 0).to_position()
    assert dict(state.options) == {"hand": 3}


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda: TOY.new_game(2, True), TypeError, "seed must be an integer, not True"),
    (lambda: TOY.new_game(2, 0, [("hand", 2)]), TypeError,
     "options must be a mapping of option names to values, not list"),
    (lambda: TOY.new_game(2, 0, {"b": 1, "a": 2}), ValueError, "toy has no option a, b; options: ['hand']"),
    (lambda: TOY.new_game(2, 0, {"hand": "two"}), ValueError, "option hand must be a number, not 'two'"),
    (lambda: TOY.new_game(2, 0, {"hand": "9"}), ValueError, "option hand=9 is not one of (2, 3, 4)"),
    (lambda: Options().new_game(1, 0, {"rate": True}), ValueError, "option rate must be a number, not True"),
    (lambda: Options().new_game(1, 0, {"label": 3}), ValueError, "option label must be text, not 3"),
    (lambda: Options().new_game(1, 0, {"fast": "yes"}), ValueError, "option fast must be true or false, not 'yes'"),
    (lambda: Options().new_game(1, 0, {"shape": [1, 2]}), ValueError, "option shape must be tuple, not [1, 2]"),
])
def test_bad_setup_arguments_are_refused_with_exact_messages(call: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as caught:
        call()
    assert str(caught.value) == message


def test_options_typed_as_text_become_numbers_and_whole_numbers_are_numbers() -> None:
    assert TOY.new_game(2, 0, {"hand": "2"}).options["hand"] == 2
    assert type(TOY.check_options({"hand": "4"})["hand"]) is int
    assert Options().check_options({"rate": "0.25"})["rate"] == 0.25
    assert Options().check_options({"rate": 1}) == {"rate": 1, "label": "x", "fast": False, "shape": (1, 2)}


def test_the_registry_finds_the_built_in_games_and_names_them_when_one_is_missing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_REGISTRY", {})
    builtin = ["paladins-of-the-west-kingdom", "path-of-light-and-shadow", "seasons", "shadow-kingdoms-of-valeria"]
    assert registry.games() == builtin
    assert registry.load_game("seasons").id == "seasons"
    with pytest.raises(KeyError) as caught:
        registry.load_game("chess")
    assert caught.value.args[0] == f"no game 'chess'; installed: {', '.join(builtin)}"
