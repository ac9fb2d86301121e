"""Every game registered with OpenSpiel; OpenSpiel's IS-MCTS bot plays full
games against its uniform random bot, resampling through determinize."""

from __future__ import annotations

import json

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.bots import uniform_random
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl import openspiel
from meeple.rl.encoding import encoding

from toy import GAME as TOY

SIMULATIONS = 4  # IS-MCTS simulations per move: enough to exercise it, kept short


class Unknowing(mcts.Evaluator):  # type: ignore[misc]
    """Values every leaf at 0 (the real result at the end): the search still
    resamples a world per simulation and walks it, without long rollouts."""

    def evaluate(self, state: pyspiel.State) -> np.ndarray:
        return np.array(state.returns() if state.is_terminal() else [0.0] * state.num_players())

    def prior(self, state: pyspiel.State) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_ismcts_bot_plays_full_games_against_the_random_bot(game: meeple.Game) -> None:
    name = openspiel.register([game])[0]
    players = max(game.min_players, 2)
    spiel = pyspiel.load_game(name, {"players": players})
    game_type = spiel.get_type()
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert (game_type.min_num_players, game_type.max_num_players) == (game.min_players, game.max_players)
    assert spiel.num_distinct_actions() == encoding(game).actions.size
    assert spiel.observation_tensor_size() == encoding(game).size
    rng = np.random.RandomState(7)
    # random rollouts on the toy game; a real game's rollouts are too long for a test
    evaluator = mcts.RandomRolloutEvaluator(1, rng) if game is TOY else Unknowing()
    bots = [ismcts.ISMCTSBot(spiel, evaluator, uct_c=2.0, max_simulations=SIMULATIONS, random_state=rng),
            *[uniform_random.UniformRandomBot(seat, rng) for seat in range(1, players)]]
    state = spiel.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    returns = state.returns()
    assert sorted(returns) in ([-1.0] * players, sorted([1.0] * returns.count(1.0) + [-1.0] * returns.count(-1.0)))
    assert returns.count(1.0) >= 1 or game.min_players == 1


def test_resampled_worlds_keep_what_the_seat_knows() -> None:
    name = openspiel.register([TOY])[0]
    spiel = pyspiel.load_game(name, {"players": 3})
    state = spiel.new_initial_state()
    for _ in range(4):
        state.apply_action(state.legal_actions()[0])
    seat = state.current_player()
    rng = np.random.RandomState(0)
    worlds = [state.resample_from_infostate(seat, rng.rand) for _ in range(10)]
    for world in worlds:
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.observation_tensor(seat) == state.observation_tensor(seat)
        assert world.legal_actions() == state.legal_actions()
    other = (seat + 1) % 3
    assert len({tuple(world.table.state.hands[other]) for world in worlds}) > 1  # the others' cards vary


def test_tensors_strings_and_parameters() -> None:
    name = openspiel.register([TOY])[0]
    spiel = pyspiel.load_game(name, {"players": 2, "options": json.dumps({"hand": 4}), "reward": "margin"})
    state = spiel.new_initial_state()
    view = json.loads(state.observation_string(0))
    assert view["hidden"]["hand-0"] and len(view["hidden"]["hand-0"]) == 4
    assert len(state.information_state_tensor(1)) == spiel.information_state_tensor_size()
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert state.history() == [] and len(clone.history()) == 1
    assert state.action_to_string(0, state.legal_actions()[0]).startswith("play:")


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_legal_actions_answered_in_python_equal_pyspiels_own(game: meeple.Game) -> None:
    # MeepleSpielState.legal_actions skips pyspiel's C++ (which calls back into
    # Python for the current player, is_terminal and _legal_actions): it must
    # answer what that C++ answers, for the player to act, the others and none.
    spiel = pyspiel.load_game(openspiel.register([game])[0], {"players": 2})
    state = spiel.new_initial_state()
    rng = np.random.RandomState(4)
    checked = 0
    while True:
        player = state.current_player()
        for asked in (0, 1):
            assert state.legal_actions(asked) == pyspiel.State.legal_actions(state, asked)
        assert state.legal_actions() == pyspiel.State.legal_actions(state)
        checked += 1
        if state.is_terminal():
            assert state.legal_actions() == [] and player == pyspiel.PlayerId.TERMINAL
            break
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal == list(np.flatnonzero(state.legal_actions_mask(player)))
        state.apply_action(legal[rng.randint(len(legal))])
    assert checked > 20
