"""One seat against meeple agents passes Gymnasium's check_env for every game."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl import gymnasium_env

from toy import GAME as TOY


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_check_env_passes(game: meeple.Game) -> None:
    opponents = ["random"] * (max(game.min_players, 2) - 1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice on unbounded boxes and render fps
        check_env(gymnasium_env(game, seat=0, opponents=opponents, render_mode="ansi"))
        if game.min_players == 1:
            check_env(gymnasium_env(game, seat=0, opponents=[]), skip_render_check=True)


def test_a_game_against_an_ismcts_seat_ends_with_the_margin() -> None:
    env = gymnasium_env(TOY, seat=1, opponents=["ismcts:iterations=10", "random"])
    observation, info = env.reset(seed=3)
    rng = np.random.default_rng(1)
    done, reward = False, 0.0
    while not done:
        assert env.state is not None and env.state.current_player == 1
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, done, truncated, info = env.step(action)
        assert not truncated
    scores = env.state.scores()
    assert reward == scores[1] - max(scores[0], scores[2])
    assert info["view"] == env.state.view(1)


def test_an_illegal_index_is_penalised_or_raises() -> None:
    env = gymnasium_env(TOY, opponents=["random"])
    observation, _ = env.reset(seed=0)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    history = list(env.state.history)
    _again, reward, done, _, info = env.step(illegal)
    assert (reward, done, info["illegal"]) == (-1.0, False, True) and env.state.history == history
    strict = gymnasium_env(TOY, opponents=["random"], illegal="raise")
    strict.reset(seed=0)
    with pytest.raises(meeple.IllegalAction):
        strict.step(illegal)
