"""A record is checked field by field, each error naming its field exactly
(core/records.py), and replays with its options (core/game.py)."""

from __future__ import annotations

from typing import Any

import pytest

import meeple
from meeple.core.records import MAX_ACTIONS, Record, RecordError, check_record

GOOD = {"game": "toy", "version": "1", "num_players": 2, "seed": -3, "options": {"hand": 2}, "actions": ["play:4"]}


def test_a_good_record_is_read_whole_and_extra_fields_are_dropped() -> None:
    record = check_record({**GOOD, "seats": ["Ada", "Bo"]})
    assert record == Record(game="toy", version="1", num_players=2, seed=-3, options={"hand": 2},
                            actions=["play:4"])
    assert check_record({key: value for key, value in GOOD.items() if key != "options"}).options == {}


@pytest.mark.parametrize(("record", "message", "french"), [
    ([GOOD], "a record is a JSON object", "un enregistrement est un objet JSON"),
    (None, "a record is a JSON object", "un enregistrement est un objet JSON"),
    ({**GOOD, "num_players": 0}, "record field num_players: at least 1 is expected",
     "champ num_players de l'enregistrement : au moins 1 est attendu"),
    ({**GOOD, "seed": "3"}, "record field seed: a whole number is expected",
     "champ seed de l'enregistrement : un nombre entier est attendu"),
    ({**GOOD, "options": {"hand": [2]}}, "record field options.hand.str: a text is expected",
     "champ options.hand.str de l'enregistrement : un texte est attendu"),
    ({**GOOD, "actions": ["play:4", 4]}, "record field actions.1: a text is expected",
     "champ actions.1 de l'enregistrement : un texte est attendu"),
    ({key: value for key, value in GOOD.items() if key != "game"}, "record field game: missing",
     "champ game de l'enregistrement : absent"),
    ({**GOOD, "actions": ["play:1"] * (MAX_ACTIONS + 1)}, "record field actions: at most 1000000 items are allowed",
     "champ actions de l'enregistrement : au plus 1000000 éléments sont permis"),
])
def test_a_bad_record_is_refused_naming_its_first_bad_field(record: Any, message: str, french: str) -> None:
    """In our words in both languages: pydantic's own ("Input should be a valid integer") are English only."""
    with pytest.raises(RecordError) as caught:
        check_record(record)
    assert str(caught.value) == message == caught.value.text("en")
    assert caught.value.text("fr") == french


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
