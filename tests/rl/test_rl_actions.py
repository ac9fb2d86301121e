"""The fixed action index space: every legal action of many random games maps
into it and back; what lies outside raises a clear error."""

from __future__ import annotations

import random
import re

import pytest
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl.actions import OutsideActionSpace, flatten, int_domain
from meeple.rl.encoding import encoding

from toy import GAME as TOY

CHECK_GAMES = 3  # random games per player count, on seeds the survey never played


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_every_legal_action_maps_into_the_space_and_back(game: meeple.Game) -> None:
    space = encoding(game).actions
    rng = random.Random(12)
    for players in range(game.min_players, game.max_players + 1):
        for index in range(CHECK_GAMES):
            state = game.new_game(players, 1000 + index)
            while not state.is_over:
                legal = state.legal_actions()
                indexes = [space.index(action) for action in legal]
                assert len(set(indexes)) == len(indexes), "two legal actions share an index"
                assert all(0 <= i < space.size for i in indexes)
                mask = space.mask(state)
                assert mask.sum() == len(legal) and all(mask[i] == 1 for i in indexes)
                for action, i in zip(legal, indexes, strict=True):
                    assert space.action(state, i) is action
                    kind, values = space.decode(i)
                    described = action.describe()
                    assert kind == described["kind"]
                    assert values == dict(flatten(described["params"]))
                state.apply(rng.choice(legal))


def test_toy_space_is_cards_times_values() -> None:
    # toy.play names the card (one of the 10 card components) and its value;
    # values 1..10 surveyed widen to 0..15 (int_domain).
    space = encoding(TOY).actions
    assert int_domain(1, 10) == range(0, 16)
    assert [block["signature"] for block in space.layout()] == ["toy.play(card:card, value:int)"]
    assert space.size == 10 * 16
    state = TOY.new_game(2, 3)
    action = state.legal_actions()[0]
    card, value = action.params["card"].id, action.params["value"]
    assert space.index(action) == (int(card.split("-")[1]) - 1) * 16 + value


def test_outside_the_space_raises_naming_the_signature() -> None:
    space = encoding(TOY).actions
    with pytest.raises(OutsideActionSpace, match=r"toy\.pass\(\)"):
        space.index(meeple.Action("pass", "toy.pass", {}))
    with pytest.raises(OutsideActionSpace, match=re.escape("value = 99 is outside the range 0..15")):
        space.index(meeple.Action("play:99", "toy.play", {"card": "card-1", "value": 99}))
    with pytest.raises(OutsideActionSpace, match=re.escape("outside 0..159")):
        space.decode(160)


def test_an_index_that_is_not_legal_now_is_refused() -> None:
    space = encoding(TOY).actions
    state = TOY.new_game(2, 3)
    legal = {space.index(action) for action in state.legal_actions()}
    other = next(i for i in range(space.size) if i not in legal)
    with pytest.raises(meeple.IllegalAction, match=f"index {other} "):
        space.action(state, other)


def test_the_space_is_the_same_in_every_process_run() -> None:
    # The survey is seeded: building it again gives the same layout.
    from meeple.rl.encoding import Encoding

    assert Encoding(TOY, {}).actions.fingerprint() == encoding(TOY).actions.fingerprint()
