"""The fixed action index space: every legal action of many random games maps
into it and back; what lies outside raises a clear error."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl.actions import RARE, ActionSpace, ActionSurvey, OutsideActionSpace, flatten, int_domain
from meeple.rl.encoding import encoding

from toy import GAME as TOY

CHECK_GAMES = 3  # random games per player count, on seeds the survey never played


def indexed_positions(game: meeple.Game, space: ActionSpace, games: int, first_seed: int,
                      rng: random.Random) -> Iterator[tuple[meeple.State, tuple[meeple.Action, ...], list[int]]]:
    """Each position of ``games`` random games per player count (seeds from ``first_seed``), with its legal
    actions and their indexes, checked distinct; the game goes on by a random legal action after each."""
    for players in range(game.min_players, game.max_players + 1):
        for index in range(games):
            state = game.new_game(players, first_seed + index)
            while not state.is_over:
                legal = state.legal_actions()
                indexes = [space.index(action) for action in legal]
                assert len(set(indexes)) == len(indexes), "two legal actions share an index"
                yield state, legal, indexes
                state.apply(rng.choice(legal))


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_legal_action_maps_into_the_space_and_back(game: meeple.Game) -> None:
    space = encoding(game).actions
    for state, legal, indexes in indexed_positions(game, space, CHECK_GAMES, 1000, random.Random(12)):
        assert all(0 <= i < space.size for i in indexes)
        mask = space.mask(state)
        assert mask.sum() == len(legal) and all(mask[i] == 1 for i in indexes)
        for action, i in zip(legal, indexes, strict=True):
            assert space.action(state, i) is action
            kind, values = space.decode(i)
            described = action.describe()
            assert kind == described["kind"]
            assert values.items() <= dict(flatten(described["params"])).items()


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
