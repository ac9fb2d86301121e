"""The fixed action index space: every legal action of many random games maps
into it and back; what lies outside raises a clear error."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl.actions import RARE, ActionSpace, ActionSurvey, OutsideActionSpace, flatten, int_domain
from meeple.rl.encoding import encoding

from toy import GAME as TOY

CHECK_GAMES = 3  # random games per player count, on seeds the survey never played


def indexed_positions(game: meeple.Game, space: ActionSpace, games: int, first_seed: int, rng: random.Random,
                      options: dict[str, object] | None = None
                      ) -> Iterator[tuple[meeple.State, tuple[meeple.Action, ...], list[int]]]:
    """Each position of ``games`` random games per player count (seeds from ``first_seed``), with its legal
    actions and their indexes, checked distinct; the game goes on by a random legal action after each."""
    for players in range(game.min_players, game.max_players + 1):
        for index in range(games):
            state = game.new_game(players, first_seed + index, options)
            while not state.is_over:
                legal = state.legal_actions()
                table = space.legal(state)  # raises if two legal actions share an index
                assert len(table) == len(legal)
                where = {id(action): index for index, action in table.items()}
                yield state, legal, [where[id(action)] for action in legal]
                state.apply(rng.choice(legal))


def check_maps_into_the_space_and_back(game: meeple.Game, options: dict[str, object], games: int,
                                       first_seed: int) -> None:
    space = encoding(game, options).actions
    for state, legal, indexes in indexed_positions(game, space, games, first_seed, random.Random(12), options):
        assert all(0 <= i < space.size for i in indexes)
        mask = space.mask(state)
        assert mask.sum() == len(legal) and all(mask[i] == 1 for i in indexes)
        for action, i in zip(legal, indexes, strict=True):
            assert space.action(state, i) is action
            assert space.index_in(state, action) == i
            kind, values = space.decode(i)
            described = action.describe()
            assert kind == described["kind"]
            copy = values.pop("#copy", 0)
            assert values.items() <= dict(flatten(described["params"])).items()
            assert i - copy == space.index(action)  # a second copy sits just after its first


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_legal_action_maps_into_the_space_and_back(game: meeple.Game) -> None:
    check_maps_into_the_space_and_back(game, {}, CHECK_GAMES, 1000)


def test_seasons_with_both_expansions_maps_into_the_space_and_back() -> None:
    # Both expansions bring the forms that once fell outside the space or shared
    # an index (two Dragonsouls, one item at two opponents under a Raven, a
    # Tangleweed's lock on one familiar at two opponents, a Shield of Zira
    # beside a Potion of the Ancients); benchmarks/rl_collisions.py plays 300.
    options: dict[str, object] = {"expansion": "path-of-destiny", "enchanted_kingdom": True}
    check_maps_into_the_space_and_back(meeple.load_game("seasons"), options, 2, 3000)


def test_copies_of_a_card_take_their_own_indices() -> None:
    # Two copies of one card in play: the actions differ only by a position
    # that is no key, so the second takes the second index of that card.
    components = [{"id": "hawk", "kind": "card", "copies": 2}, {"id": "owl", "kind": "card", "copies": 1}]
    signature = ("x.use", (("card", "card"), ("slot", "int")))
    space = ActionSpace("x", components, {signature: (0,)}, {"slot": (0, 4)}, {}, {signature: 1})
    assert space.size == 3 and space.index(meeple.Action("use:9", "x.use", {"card": "owl", "slot": 9})) == 2

    class Table:  # a state offering both copies of the hawk and the owl
        legal = (meeple.Action("use:0", "x.use", {"card": "hawk", "slot": 0}),
                 meeple.Action("use:3", "x.use", {"card": "hawk", "slot": 3}),
                 meeple.Action("use:1", "x.use", {"card": "owl", "slot": 1}))

        def legal_actions(self) -> tuple[meeple.Action, ...]:
            return self.legal

    state: Any = Table()
    assert {i: action.id for i, action in space.legal(state).items()} == {0: "use:0", 1: "use:3", 2: "use:1"}
    assert space.decode(1) == ("x.use", {"card": "hawk", "#copy": 1})
    assert space.index_in(state, Table.legal[1]) == 1
    # a key that named one action all through the survey has no copies
    plain = ActionSpace("x", components, {signature: (0,)}, {"slot": (0, 4)}, {}, {signature: None})
    assert plain.size == 2
    with pytest.raises(OutsideActionSpace, match="share index 0"):
        plain.legal(state)


def test_an_id_whose_params_change_keeps_the_index_its_key_values_give() -> None:
    # The legal table indexes a (kind, id) whose params changed since it was last
    # met (another price, another die) by its key slots alone, as ``index`` does;
    # a value of another class or outside the range is refused as ``index`` refuses it.
    components = [{"id": "red", "kind": "space"}, {"id": "blue", "kind": "space"}, {"id": "gem", "kind": "good"}]
    signature = ("x.buy", (("price", "int"), ("space", "space")))
    space = ActionSpace("x", components, {signature: (1,)}, {"price": (0, 4)}, {})

    class Table:  # a state whose one legal action is set by the test
        legal: tuple[meeple.Action, ...] = ()

        def legal_actions(self) -> tuple[meeple.Action, ...]:
            return self.legal

    state: Any = Table()
    for params, index in (({"space": "red", "price": 1}, 0), ({"space": "red", "price": 3}, 0),
                          ({"space": "blue", "price": 3}, 1), ({"space": "blue", "price": 0}, 1)):
        state.legal = (meeple.Action("buy", "x.buy", params),)  # one id, its params changing
        assert space.legal(state) == {index: state.legal[0]} and space.index(state.legal[0]) == index
    state.legal = (meeple.Action("buy", "x.buy", {"space": "red", "price": "gem"}),)  # a good for a price
    with pytest.raises(OutsideActionSpace, match=re.escape("x.buy(price:good, space:space)")):
        space.legal(state)
    state.legal = (meeple.Action("buy", "x.buy", {"space": "red", "price": 9}),)  # no key: any price is the space's
    assert space.legal(state) == {0: state.legal[0]}
    state.legal = (meeple.Action("buy", "x.buy", {"space": "red"}),)
    with pytest.raises(OutsideActionSpace, match=re.escape("x.buy(space:space)")):
        space.legal(state)


def test_the_survey_gives_copies_only_where_the_key_does_not_name_the_action() -> None:
    survey = ActionSurvey([{"id": "hawk", "kind": "card", "copies": 2}, {"id": "owl", "kind": "card", "copies": 2}])
    named = ("x.play", (("card", "card"), ("value", "int")))  # a card and its printed value
    placed = ("x.use", (("card", "card"), ("slot", "int")))  # a card where it lies
    for signature, rows in ((named, {("hawk", 3), ("owl", 5)}), (placed, {("hawk", 0), ("hawk", 2), ("owl", 1)})):
        survey.seen[signature] = RARE
        survey.distinct[signature] = rows
        survey.most_copies[signature] = [2, 1]
    assert survey.spares({named: (0,), placed: (0,)}) == {named: None, placed: 1}


def test_toy_space_is_one_index_per_card() -> None:
    # toy.play names the card (one of the 10 card components) and its value;
    # the card alone tells apart the cards of a hand, so it is the key slot.
    space = encoding(TOY).actions
    assert [block["signature"] for block in space.layout()] == ["toy.play(card:card*, value:int)"]
    assert space.size == 10
    state = TOY.new_game(2, 3)
    for action in state.legal_actions():
        assert space.index(action) == action.params["value"] - 1
        assert space.decode(space.index(action)) == ("toy.play", {"card": action.params["card"].id})


def test_outside_the_space_raises_naming_the_signature_or_the_range() -> None:
    space = encoding(TOY).actions
    with pytest.raises(OutsideActionSpace, match=re.escape("toy.pass()")):
        space.index(meeple.Action("pass", "toy.pass", {}))
    with pytest.raises(OutsideActionSpace, match=re.escape("toy.play(card:text, value:int)")):
        space.index(meeple.Action("play:11", "toy.play", {"card": "card-11", "value": 11}))
    with pytest.raises(OutsideActionSpace, match=re.escape("outside 0..9")):
        space.decode(10)
    # an integer key ranges over what the survey saw (1..4 here), widened by half: 0..6
    assert int_domain(1, 4) == range(0, 7)
    counted = ActionSpace("x", [], {("x.take", (("n", "int"),)): (0,)}, {"n": (1, 4)}, {})
    assert counted.index(meeple.Action("take:6", "x.take", {"n": 6})) == 6
    with pytest.raises(OutsideActionSpace, match=re.escape("n = 9 is outside the range 0..6")):
        counted.index(meeple.Action("take:9", "x.take", {"n": 9}))


def test_key_slots_tell_apart_what_is_legal_together() -> None:
    survey = ActionSurvey([{"id": "red", "kind": "space"}, {"id": "blue", "kind": "space"},
                           {"id": "gold", "kind": "resource"}, {"id": "wood", "kind": "resource"}])
    signature = ("x.go", (("reward", "resource"), ("space", "space")))
    survey.seen[signature] = RARE  # common: only what tells actions apart is kept
    survey.groups[signature] = {frozenset({("gold", "red"), ("gold", "blue")})}
    assert survey.key_slots(signature) == (1,)
    survey.seen[signature] = RARE - 1  # rare: every component slot is kept
    assert survey.key_slots(signature) == (0, 1)
    many = [{"id": f"card-{n}", "kind": "card"} for n in range(20)]
    wide = ActionSurvey(many)
    three = ("x.swap", (("a", "card"), ("b", "card"), ("c", "card")))
    wide.seen[three] = RARE - 1  # rare, but 20**3 indices: keyed as a common one
    wide.groups[three] = {frozenset({("card-1", "card-2", "card-3"), ("card-1", "card-4", "card-3")})}
    assert wide.key_slots(three) == (1,)


def test_a_variant_kind_has_every_form_of_the_kind_it_extends() -> None:
    # Activating through a shield is activating plus `shield`: the survey met the
    # shield beside two forms of activation, and the third form gets its block too.
    survey = ActionSurvey([{"id": "potion", "kind": "card"}, {"id": "hawk", "kind": "card"}])
    plain = ("x.activate", (("card", "card"), ("slot", "int")))
    paid = ("x.activate", (("card", "card"), ("energy", "int"), ("slot", "int")))
    ordered = ("x.activate", (("card", "card"), ("first", "int"), ("how.key", "text"), ("slot", "int")))
    shielded = [("x.activate_shield", (("card", "card"), ("shield", "bool"), ("slot", "int"))),
                ("x.activate_shield", (("card", "card"), ("energy", "int"), ("shield", "bool"), ("slot", "int")))]
    for signature in (plain, paid, ordered, *shielded):
        survey.seen[signature] = RARE
    survey.texts[("x.activate", "how.key")] = {"x.how.ancients"}
    keyed = survey.signatures()
    unseen = ("x.activate_shield", (("card", "card"), ("first", "int"), ("how.key", "text"), ("shield", "bool"),
                                    ("slot", "int")))
    assert set(keyed) == {plain, paid, ordered, *shielded, unseen}
    assert survey.derived == {unseen: ordered}
    assert survey.texts[("x.activate_shield", "how.key")] == {"x.how.ancients"}
    # a kind whose forms add different slots is no variant
    survey.seen[("x.other", (("card", "card"), ("shield", "bool"), ("slot", "int")))] = RARE
    survey.seen[("x.other", (("card", "card"), ("put", "card"), ("slot", "int")))] = RARE
    assert not any(kind == "x.other" for kind, _ in survey.variants(survey.signatures()))


def test_an_index_that_is_not_legal_now_is_refused() -> None:
    space = encoding(TOY).actions
    state = TOY.new_game(2, 3)
    legal = {space.index(action) for action in state.legal_actions()}
    other = next(i for i in range(space.size) if i not in legal)
    with pytest.raises(meeple.IllegalAction, match=f"index {other} ") as refused:
        space.action(state, other)
    assert refused.value.text("fr").startswith(f"l'indice {other} (")  # said in the reader's language too


def test_the_survey_is_repeatable_and_kept_on_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A survey made afresh (empty cache) gives the same layout as the one in use.
    from meeple.rl.encoding import Encoding

    monkeypatch.setenv("MEEPLE_CACHE", str(tmp_path))
    fresh = Encoding(TOY, {})
    assert fresh.actions.fingerprint() == encoding(TOY).actions.fingerprint()
    assert fresh.size == encoding(TOY).size
    assert [path.name.startswith("toy-") for path in (tmp_path / "meeple" / "rl").iterdir()] == [True]


def test_a_huge_block_is_keyed_by_whole_parameters() -> None:
    # Four dice out of up to five: slot by slot the greedy choice would key the
    # block by faces (30 components each); the whole `slots` parameter (the
    # dice's positions) tells every combination apart in 7**4 indices.
    faces = [{"id": f"face-{n}", "kind": "die_face"} for n in range(30)]
    survey = ActionSurvey(faces)
    signature = ("x.assign", tuple([(f"dice[{i}]", "die_face") for i in range(4)]
                                   + [(f"slots[{i}]", "int") for i in range(4)]))
    survey.seen[signature] = RARE
    survey.ints["slots"] = (0, 4)
    dice = ["face-3", "face-7", "face-7", "face-12", "face-29"]
    combos = [(0, 1, 2, 3), (0, 1, 2, 4), (0, 1, 3, 4), (0, 2, 3, 4), (1, 2, 3, 4)]
    survey.groups[signature] = {frozenset(tuple(dice[i] for i in combo) + combo for combo in combos)}
    assert survey.key_slots(signature) == (4, 5, 6, 7)
    assert survey.block_size(signature, (4, 5, 6, 7)) == 7**4
    # a block below LARGE keeps the slot-by-slot choice: a component names the thing
    small = ("x.assign", signature[1][:1] + signature[1][4:5])
    survey.seen[small] = RARE
    survey.groups[small] = {frozenset({("face-3", 0), ("face-7", 1)})}
    assert survey.key_slots(small) == (0,)


VALERIA_GAMES = 12  # random games per player count, on seeds the survey never played


def test_valeria_dice_combinations_map_to_distinct_indices_and_back() -> None:
    # Carrying out a plan takes one troop die per symbol, all at once (one
    # decision, rulebook "Mise en œuvre" step 2); its index is made of the
    # dice's positions, so the whole space stays small.
    game = meeple.load_game("shadow-kingdoms-of-valeria")
    space = encoding(game).actions
    assert space.size < 4000
    four = next(block for block in space.layout() if block["signature"].startswith("valeria.act.assign(dice[0]")
                and "dice[3]" in block["signature"])
    assert four["size"] == 7**4 and four["signature"].count("slots[") == four["signature"].count("*") == 4
    assigns = 0
    for state, legal, indexes in indexed_positions(game, space, VALERIA_GAMES, 2000, random.Random(5)):
        for action, i in zip(legal, indexes, strict=True):
            assert space.action(state, i) is action
            if action.key == "valeria.act.assign":
                assigns += 1
                _, values = space.decode(i)
                positions = action.params["slots"]
                if len(positions) >= 3:  # the large forms: keyed by the positions alone
                    assert values == {f"slots[{k}]": slot for k, slot in enumerate(positions)}
    assert assigns > 100  # the decision was met often enough to mean something
