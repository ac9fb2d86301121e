"""The engine's small parts, each checked on its own: score sheets, components
and references, the decisions registry, view schemas, position errors."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import meeple
from meeple.core import Action, Decision, Msg
from meeple.core.components import Ref, check, component, localized, name_key, register_names
from meeple.core.decisions import Decisions
from meeple.core.position import PositionError
from meeple.core.schema import validate_view, view_schema
from meeple.core.scoring import score_sheet

FR_EN = {"fr": "Or", "en": "Gold"}


# ------------------------------------------------------------------ scoring
def test_a_score_sheet_sums_each_seat_and_keeps_category_order() -> None:
    sheet = score_sheet([("plans", {"fr": "Plans", "en": "Plans"}), ("gold", FR_EN)],
                        [{"plans": 7, "gold": 2}, {"gold": 5}],
                        others=[("adversary", {"fr": "Adversaire", "en": "Adversary"}, {"plans": 9})])
    assert sheet == {
        "categories": [{"id": "plans", "name": {"fr": "Plans", "en": "Plans"}}, {"id": "gold", "name": FR_EN}],
        "seats": [{"seat": 0, "entries": {"plans": 7, "gold": 2}, "total": 9},
                  {"seat": 1, "entries": {"plans": 0, "gold": 5}, "total": 5}],
        "others": [{"id": "adversary", "name": {"fr": "Adversaire", "en": "Adversary"},
                    "entries": {"plans": 9, "gold": 0}, "total": 9}],
    }


def test_a_score_sheet_takes_given_totals_when_a_rule_floors_the_sum() -> None:
    sheet = score_sheet([("cards", FR_EN)], [{"cards": -4}, {"cards": 3}], totals=[0, 3])
    assert [row["total"] for row in sheet["seats"]] == [0, 3]
    assert sheet["seats"][0]["entries"] == {"cards": -4}


def test_a_score_sheet_refuses_unknown_or_repeated_categories() -> None:
    with pytest.raises(ValueError, match="unknown categories \\['bonus'\\]"):
        score_sheet([("cards", FR_EN)], [{"bonus": 1}])
    with pytest.raises(ValueError, match="repeat"):
        score_sheet([("cards", FR_EN), ("cards", FR_EN)], [{}])
    with pytest.raises(ValueError, match="unknown"):
        score_sheet([("cards", FR_EN)], [], others=[("ai", FR_EN, {"x": 1})])


# --------------------------------------------------------------- components
def test_a_component_has_its_fields_and_numbers() -> None:
    entry = component("gold", "resource", FR_EN, "rulebook", text="Paie", cost=2)
    assert entry == {"id": "gold", "kind": "resource", "name": FR_EN, "text": {"fr": "Paie", "en": "Paie"},
                     "provenance": "rulebook", "cost": 2}
    assert component("x", "k", "X", "authored")["text"] == {"fr": "", "en": ""}


def test_a_component_refuses_an_unknown_provenance() -> None:
    with pytest.raises(ValueError, match="provenance 'guess'"):
        component("gold", "resource", FR_EN, "guess")


def test_localized_reads_objects_dicts_and_plain_text() -> None:
    class Name:
        fr = "Épée"
        en = "Sword"

    assert localized(Name()) == {"fr": "Épée", "en": "Sword"}
    assert localized({"fr": "a", "en": "b", "de": "c"}) == {"fr": "a", "en": "b"}
    assert localized("Io") == {"fr": "Io", "en": "Io"}


def test_check_refuses_repeated_or_incomplete_entries() -> None:
    good = component("a", "card", "A", "authored")
    assert check([good]) == [good]
    with pytest.raises(ValueError, match="'a' is used twice"):
        check([good, good])
    with pytest.raises(ValueError, match="without a string id"):
        check([{"id": 3}])
    with pytest.raises(ValueError, match="lacks 'provenance'"):
        check([{"id": "b", "kind": "card", "name": FR_EN, "text": FR_EN}])


def test_a_ref_renders_its_name_and_serialises_as_its_id() -> None:
    register_names("parts-test", [component("sword", "card", {"fr": "Épée", "en": "Sword"}, "authored")])
    ref = Ref("parts-test", "sword")
    assert ref.key == name_key("parts-test", "sword") == "parts-test.component.sword"
    assert (ref.text("fr"), ref.text("en")) == ("Épée", "Sword")
    assert ref.to_json() == "sword" and repr(ref) == "Ref('sword')"
    assert Msg("core.player", {"seat": 1, "card": ref}).to_json()["params"]["card"] == "sword"
    action = Action("take:sword", "core.player", {"seat": 2, "card": ref, "cards": [ref], "by": {"x": ref}})
    assert action.describe() == {"kind": "core.player", "params": {"seat": 2, "card": "sword", "cards": ["sword"],
                                                                   "by": {"x": "sword"}}}


# ---------------------------------------------------------------- decisions
def test_the_registry_dispatches_by_kind_and_refuses_doubles() -> None:
    table = Decisions()
    seen: list[Any] = []

    @table.options("pick")
    def pick_options(state: Any, decision: Decision) -> list[Action]:
        return [Action(f"pick:{i}", "k", {"i": i}) for i in range(decision.data["n"])]

    @table.resolve("pick")
    def pick(state: Any, decision: Decision, action: Action | None) -> None:
        seen.append(action.params["i"] if action else None)

    decision = Decision("pick", 0, {"n": 3})
    assert [a.id for a in table.list_options(None, decision)] == ["pick:0", "pick:1", "pick:2"]
    table.carry_out(None, decision, Action("pick:1", "k", {"i": 1}))
    assert seen == [1] and table.kinds() == ["pick"]
    with pytest.raises(ValueError, match="already has options"):
        table.options("pick")(pick_options)
    with pytest.raises(ValueError, match="already has a resolver"):
        table.resolve("pick")(pick)
    with pytest.raises(KeyError, match="no options registered for decision kind 'other'"):
        table.list_options(None, Decision("other", 0))
    with pytest.raises(KeyError, match="no resolver registered for decision kind 'other'"):
        table.carry_out(None, Decision("other", 0), None)


# ------------------------------------------------------------------- schema
def test_a_view_that_breaks_the_schema_is_named_by_field(toy_registered: meeple.Game) -> None:
    state = toy_registered.new_game(2, 1)
    view = state.view(0)
    validate_view(toy_registered, view)
    assert "pile" in json.dumps(view_schema(toy_registered))
    broken = json.loads(json.dumps(view))
    broken["state"]["turn"] = "first"
    with pytest.raises(ValueError, match=r"at state\.turn"):
        validate_view(toy_registered, broken)
    broken = json.loads(json.dumps(view))
    broken["state"]["extra"] = 1
    with pytest.raises(ValueError, match=r"state\.extra"):
        validate_view(toy_registered, broken)


# ----------------------------------------------------------------- position
def played_toy(game: meeple.Game) -> meeple.State:
    state = game.new_game(3, 5)
    rng = random.Random(2)
    for _ in range(4):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("path", "value", "message"), [
    (("format",), "chess", "format"),
    (("version",), 2, "version"),
    (("game",), "seasons", "game"),
    (("game_version",), "0", "game_version"),
    (("options",), [1], "options"),
    (("state",), [], "state: expected an object"),
    (("state", "points"), 3, "state.points: expected a list"),
    (("state", "turn"), "x", "state.turn: expected a number"),
    (("state", "hands"), {"tuple": 1}, "state.hands: 'tuple' must hold a list"),
    (("state", "nonsense"), 1, "has no field nonsense"),
    (("state", "rng"), {"rng": [1]}, "state.rng: not a random stream"),
    (("state", "stack"), [{"object": "os:system", "fields": {}}], "does not belong to this game"),
    (("state", "stack"), [{"object": "meeple.core.state:Nope", "fields": {}}], "no class"),
    (("state", "stack"), [{"object": "meeple.core.state:Decision", "fields": {"colour": 1}}], "no field colour"),
    (("state", "stack"), [{"what": 1, "ever": 2}], "unknown tags"),
    (("state", "stack"), [{"frozen": []}], "unknown tag 'frozen'"),
])
def test_a_bad_position_is_refused_naming_the_field(toy_registered: meeple.Game, path: tuple[str, ...],
                                                    value: Any, message: str) -> None:
    position = json.loads(json.dumps(played_toy(toy_registered).to_position()))
    target = position
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(PositionError, match=message):
        toy_registered.from_position(position)


def test_a_position_without_a_field_or_of_another_shape_is_refused(toy_registered: meeple.Game) -> None:
    position = played_toy(toy_registered).to_position()
    for key in ("format", "state", "num_players"):
        broken = json.loads(json.dumps(position))
        del broken[key]
        with pytest.raises(PositionError, match=key):
            toy_registered.from_position(broken)
    with pytest.raises(PositionError, match="JSON object"):
        toy_registered.from_position([])
    broken = json.loads(json.dumps(position))
    del broken["state"]["deck"]
    with pytest.raises(PositionError, match=r"state\.deck: missing"):
        toy_registered.from_position(broken)


def test_tagged_values_round_trip() -> None:
    from meeple.core.position import _Decoder, encode

    game = meeple.load_game("seasons")
    value = {"t": (1, "a"), "s": {3, 1}, "f": frozenset({2}), "d": {1: [None, True, 2.5]}}
    assert _Decoder(game).value(json.loads(json.dumps(encode(value))), "x") == value


# -------------------------------------------------------------- view, events
@pytest.mark.parametrize("seat", [-1, 3, "0", 1.0])
def test_a_view_for_a_seat_that_does_not_exist_is_refused(toy_registered: meeple.Game, seat: Any) -> None:
    state = toy_registered.new_game(3, 1)
    with pytest.raises(ValueError, match="no seat"):
        state.view(seat)
    assert state.view(2)["seat"] == 2 and state.view(None)["seat"] is None


def test_events_skip_what_a_seat_may_not_read_and_go_on(toy_registered: meeple.Game) -> None:
    state = toy_registered.new_game(2, 1)
    start = len(state.log)
    state.emit("core.player", {"seat": 0}, seen_by=[0])  # no redacted form: seat 1 reads nothing
    state.emit("core.game_over")
    assert [e["index"] for e in state.events(1, since=start)] == [start + 1]
    assert [e["index"] for e in state.events(0, since=start)] == [start, start + 1]
    assert state.events(0, since=start, lang="fr")[1]["text"] == "la partie est terminée"
    assert state.events(0, since=start + 1)[0]["text"] == {"fr": "la partie est terminée", "en": "the game is over"}
    with pytest.raises(ValueError, match="unknown language 'de'"):
        state.events(0, lang="de")
    with pytest.raises(ValueError, match="since must be a non-negative integer"):
        state.events(0, since=-1)


def test_a_determinized_copy_keeps_exactly_the_log_its_seat_read(toy_registered: meeple.Game) -> None:
    state = played_toy(toy_registered)
    for seat in range(3):
        world = state.determinize(seat, random.Random(seat))
        assert world.events(seat) == state.events(seat)
        assert all(event.seen_by is None for event in world.log)
