"""Positions read back exactly, and every malformed position is refused with
the exact message naming its field (core/position.py), on a small game whose
state holds each kind of value a position encodes."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from meeple.core import Action, Decision, Game, Msg, Option, State, load_game
from meeple.core.decisions import Decisions
from meeple.core.position import PositionError, _Decoder, encode, slots_of

KEEP = Decisions()


@KEEP.options("go")
def go_options(state: KeepState, decision: Decision) -> list[Action]:
    return [Action("go", "core.game_over")]


@KEEP.resolve("go")
def go(state: KeepState, decision: Decision, action: Action | None) -> None:
    state.counts[decision.player] += 1


class KeepState(State):
    """Holds one field of each kind: records, texts, an optional field, a flag,
    containers of every tag."""

    __slots__ = ("later", "board", "last", "note", "pending", "flag", "counts", "table", "pair", "marks", "tags")
    decisions = KEEP
    position_static = ("board",)  # fixed by the options: a load takes it from a fresh setup

    def _advance(self) -> None:
        self.push("go", 0, rule=Msg("core.game_over"))

    @property
    def is_over(self) -> bool:
        return False


class KeepGame(Game):
    id = "keep"
    min_players = 1
    max_players = 3
    options = {"size": Option(2, (2, 3))}

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        state = KeepState(self, num_players, seed, options)
        state.board = {"size": options["size"]}  # "later" is set only in play: a setup leaves it out
        state.last = Action("go", "core.player", {"seat": 1})
        state.note = Msg("core.player", {"seat": 1})
        state.pending = None
        state.flag = True
        state.counts = [0] * num_players
        state.table = {1: "x", 2: "y"}
        state.pair = (options["size"], "a")
        state.marks = {10, 9, "b"}  # mixed types: sorted by repr
        state.tags = frozenset({"a"})
        state.settle()
        return state


class Outer:
    class Inner:
        __slots__ = ("size",)


GAME = KeepGame()


def position(**state: Any) -> dict[str, Any]:
    """A position of a 2-player game (size 3), through JSON, with ``state`` fields replaced."""
    out = json.loads(json.dumps(GAME.new_game(2, 4, {"size": 3}).to_position()))
    out["state"].update(state)
    return out


def test_a_position_reads_back_every_kind_of_value() -> None:
    original = GAME.new_game(2, 4, {"size": 3})
    original.apply("go")
    loaded = GAME.from_position(json.loads(json.dumps(original.to_position())))
    assert isinstance(loaded, KeepState)
    assert loaded.to_position() == original.to_position()
    assert type(loaded.marks) is set and loaded.marks == {10, 9, "b"}
    assert original.to_position()["state"]["marks"] == {"set": ["b", 10, 9]}  # by repr: "'b'" < "10" < "9"
    assert loaded.board == {"size": 3} and not hasattr(loaded, "later")
    assert type(loaded.tags) is frozenset and loaded.tags == frozenset({"a"})
    assert loaded.table == {1: "x", 2: "y"} and loaded.pair == (3, "a") and loaded.counts == [1, 0]
    assert loaded.last.params == {"seat": 1} and loaded.note == Msg("core.player", {"seat": 1})
    assert loaded.stack[0].rule == Msg("core.game_over") and loaded.options == {"size": 3}
    assert loaded.rng.random() == original.rng.random()


def test_optional_and_text_fields_take_any_value_of_their_kind() -> None:
    loaded = GAME.from_position(position(pending=5, note="a plain text"))
    assert isinstance(loaded, KeepState) and loaded.pending == 5 and loaded.note == "a plain text"
    inner = GAME.from_position(position(pending={"object": f"{__name__}:Outer.Inner", "fields": {"size": 2}}))
    assert isinstance(inner, KeepState) and isinstance(inner.pending, Outer.Inner) and inner.pending.size == 2
    untagged = position()
    del untagged["game_version"]  # older positions did not name it
    assert GAME.from_position(untagged).to_position() == position()


def replace(**state: Any) -> Callable[[dict[str, Any]], None]:
    return lambda p: p["state"].update(state)


def setting(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda p: p.update({key: value})


ACTION = "meeple.core.action:Action"

BAD: list[tuple[Callable[[dict[str, Any]], None], str]] = [
    (setting("format", "x" * 70), "format: expected 'meeple-position', got '" + "x" * 56 + "..."),
    (setting("format", "x" * 58), "format: expected 'meeple-position', got '" + "x" * 56 + "..."),
    (setting("format", "x" * 57), "format: expected 'meeple-position', got '" + "x" * 57 + "'"),
    (setting("version", 2), "version: this meeple reads version 1, not 2"),
    (setting("game", "seasons"), "game: this is a position of 'seasons', not keep"),
    (setting("game_version", "9"), "game_version: keep is at version 0, not '9'"),
    (setting("options", [1]), "options: expected an object"),
    (setting("options", {"colour": 1}), "num_players/options: keep has no option colour; options: ['size']"),
    (setting("options", {"size": 4}), "num_players/options: option size=4 is not one of (2, 3)"),
    (setting("num_players", 3), "state.num_players: differs from num_players"),
    (setting("state", []), "state: expected an object"),
    (replace(zz=1, yy=2), "state: KeepState has no field yy, zz"),
    (replace(board={"size": 3}), "state: KeepState has no field board"),
    (replace(counts=["a", 1]), "state.counts[0]: expected a number, got 'a'"),
    (replace(flag=1), "state.flag: expected a bool, got 1"),
    (replace(table=[1]), "state.table: expected a dict, got [1]"),
    (replace(counts=[0, {"a": 1, "b": 2, "c": 3}]),
     "state.counts[1]: expected a value or a tagged object, got {'a': 1, 'b': 2, 'c': 3}"),
    (replace(counts={}), "state.counts: expected a value or a tagged object, got {}"),
    (replace(table={"map": [1]}), "state.table: 'map' must hold an object"),
    (replace(table={"map": {"k": {"zz": []}}}), "state.table.k: unknown tag 'zz'"),
    (replace(pair={"tuple": [1, {"zz": []}]}), "state.pair[1]: unknown tag 'zz'"),
    (replace(marks={"set": [{"zz": []}]}), "state.marks: unknown tag 'zz'"),
    (replace(marks={"set": [[1]]}), "state.marks: a set holds only hashable values"),
    (replace(tags={"frozenset": [{}]}), "state.tags: expected a value or a tagged object, got {}"),
    (replace(table={"dict": [[1, 2, 3]]}), "state.table[0]: a dict entry is a [key, value] pair"),
    (replace(table={"dict": [5]}), "state.table[0]: a dict entry is a [key, value] pair"),
    (replace(table={"dict": [[{"zz": []}, 2]]}), "state.table[0]: unknown tag 'zz'"),
    (replace(table={"dict": [[1, {"zz": []}]]}), "state.table[1]: unknown tag 'zz'"),
    (replace(table={"dict": [[[1], 2]]}), "state.table[0]: unhashable key"),
    (replace(last={"object": ACTION, "fields": [1]}), "state.last: 'fields' must be an object"),
    (replace(last={"object": ACTION, "fields": {"b": 1, "a": 2}}), "state.last: Action has no field a, b"),
    (replace(last={"object": ACTION, "fields": {"id": {"zz": []}}}), "state.last.id: unknown tag 'zz'"),
    (replace(last={"object": ACTION, "fields": {"id": "go", "key": "k"}}), "state.last.params: missing"),
    (replace(last={"object": ACTION, "fields": {"id": "go", "key": "k", "params": [1]}}),
     "state.last.params: expected a dict, got [1]"),
    (replace(last={"object": 5, "fields": {}}), "state.last: 'object' must read 'module:Class', not 5"),
    (replace(last={"object": "meeple.core.action", "fields": {}}),
     "state.last: 'object' must read 'module:Class', not 'meeple.core.action'"),
    (replace(last={"object": "meeple.core.position:PositionError", "fields": {}}),
     "state.last: 'meeple.core.position:PositionError' is not a record class"),
    (replace(last={"object": "meeple.core.position:FORMAT", "fields": {}}),
     "state.last: 'meeple.core.position:FORMAT' is not a record class"),
    (replace(last={"object": f"{__name__}x:Outer", "fields": {}}),
     f"state.last: class '{__name__}x:Outer' does not belong to this game"),
    (replace(last={"object": f"{__name__}:Outer.Nope", "fields": {}}),
     f"state.last: no class '{__name__}:Outer.Nope'"),
]


@pytest.mark.parametrize(("change", "message"), BAD)
def test_a_malformed_position_is_refused_with_its_exact_message(change: Callable[[dict[str, Any]], None],
                                                               message: str) -> None:
    bad = position()
    change(bad)
    with pytest.raises(PositionError) as caught:
        GAME.from_position(bad)
    assert str(caught.value) == message


def test_a_position_that_is_not_an_object_or_holds_a_python_tuple_is_refused() -> None:
    with pytest.raises(PositionError) as caught:
        GAME.from_position([position()])
    assert str(caught.value) == "a position is a JSON object"
    bad = copy.deepcopy(position())
    bad["state"]["counts"] = (1,)
    with pytest.raises(PositionError) as caught:
        GAME.from_position(bad)
    assert str(caught.value) == "state.counts: expected a value or a tagged object, got (1,)"


def test_a_game_reads_records_of_the_engine_and_of_its_own_package_only() -> None:
    class Deep(Game):
        pass

    Deep.__module__ = "meeple.games.acme.game"  # a game class in a module of its package
    assert _Decoder(Deep()).allowed == ("meeple.core.", "meeple.games.acme.", "meeple.games.acme")
    Deep.__module__ = "meeple.games.acme"  # a game class in its package's __init__, as the built-in ones
    assert _Decoder(Deep()).allowed == ("meeple.core.", "meeple.games.acme.", "meeple.games.acme")
    assert _Decoder(load_game("seasons")).allowed == ("meeple.core.", "meeple.games.seasons.",
                                                      "meeple.games.seasons")
    assert _Decoder(GAME).allowed == ("meeple.core.", f"{__name__}.", __name__)


@pytest.mark.parametrize(("field", "value", "where"), [
    ("counts", [0, object()], "state.counts[1]"),
    ("pair", (1, object()), "state.pair[1]"),
    ("table", {"k": object()}, "state.table.k"),
    ("table", {1: object()}, "state.table[1]"),
    ("table", {object(): 1}, "state.table"),
    ("marks", {object()}, "state.marks"),
    ("pending", Outer.Inner(), "state.pending"),
    ("last", Action("go", "core.player", {"seat": object()}), "state.last.params.seat"),
])
def test_a_value_a_position_cannot_hold_is_named_by_its_path(field: str, value: Any, where: str) -> None:
    state = GAME.new_game(2)
    setattr(state, field, value)
    with pytest.raises(TypeError) as caught:
        state.to_position()
    name = "Inner" if field == "pending" else "object"
    assert str(caught.value) == f"{where}: cannot put a {name} in a position"
    with pytest.raises(TypeError) as caught:
        encode(object())
    assert str(caught.value) == "state: cannot put a object in a position"


def test_the_slots_of_a_record_class_are_its_bases_first_without_python_internals() -> None:
    class Base:
        __slots__ = ("a", "__weakref__")

    class Child(Base):
        __slots__ = ("b", "a", "__dict__")

    assert slots_of(Child) == ["a", "b"]
