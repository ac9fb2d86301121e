"""The PettingZoo AEC environment passes PettingZoo's own api_test for every
game and player count; rewards come at the end."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl import pettingzoo_env

from toy import GAME as TOY

CYCLES = 200  # api_test's own check plays up to this many steps per game


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_api_test_passes_for_every_player_count(game: meeple.Game) -> None:
    for players in range(game.min_players, game.max_players + 1):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # api_test's advice on space types
            api_test(pettingzoo_env(game, players, render_mode="ansi"), num_cycles=CYCLES)


@pytest.mark.parametrize("reward", ["margin", "win"])
def test_rewards_at_the_end_match_the_game(reward: str) -> None:
    env = pettingzoo_env(TOY, 3, reward=reward)
    env.reset(seed=4)
    total = dict.fromkeys(env.possible_agents, 0.0)
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        observation, value, terminated, truncated, _info = env.last()
        total[agent] += value
        if terminated or truncated:
            env.step(None)
            continue
        assert env.rewards[agent] == 0 or env.state.is_over
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal)))
    state = env.state
    assert state is not None and state.is_over
    scores = state.scores()
    if reward == "margin":
        expected = [s - max(o for j, o in enumerate(scores) if j != i) for i, s in enumerate(scores)]
    else:
        expected = [1 if i in state.winners() else -1 for i in range(3)]
    assert [total[f"player_{i}"] for i in range(3)] == expected


def test_render_is_the_board_text_and_the_raw_view_is_in_info() -> None:
    env = pettingzoo_env(TOY, 2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "hand-0" in text
    env.observe("player_1")
    assert env.infos["player_1"]["view"] == env.state.view(1)


def test_seasons_amulet_payment_splits_have_indices_of_their_own() -> None:
    import random

    from meeple.rl.encoding import encoding

    game = meeple.load_game("seasons")
    space = encoding(game).actions
    state = game.new_game(2, 244)
    rng = random.Random(244)
    while not state.is_over:
        space.legal(state)  # raises when two legal actions share an index
        state.apply(rng.choice(state.legal_actions()))
