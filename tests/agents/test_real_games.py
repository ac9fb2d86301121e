"""Every agent on every installed game (skipped for games not installed yet)."""

from __future__ import annotations

import pytest
from test_agents import play_spied

import meeple
from meeple.agents import analyse, make_agent

GAMES = meeple.games()
pytestmark = pytest.mark.skipif(not GAMES, reason="no game installed")


def seats(game_id: str) -> int:
    game = meeple.load_game(game_id)
    return 2 if game.min_players <= 2 <= game.max_players else game.min_players


@pytest.mark.parametrize("game_id", GAMES)
# ISMCTS cut at depth 4 never walks to Valeria's camp (the plan it would complete lies beyond
# its horizon), so two such bots gather resources forever: depth 12 sees the plan through.
@pytest.mark.parametrize("spec", ["random", "heuristic", "greedy:samples=1", "ismcts:iterations=4,depth=12"])
def test_agent_plays_a_whole_game_fairly(game_id: str, spec: str) -> None:
    state = meeple.load_game(game_id).new_game(seats(game_id), seed=3)
    play_spied(state, spec)
    assert state.is_over


@pytest.mark.parametrize("game_id", GAMES)
def test_analyse_on_the_opening(game_id: str) -> None:
    state = meeple.load_game(game_id).new_game(seats(game_id), seed=1)
    seat = state.current_player
    assert seat is not None
    top = analyse(state, seat, spec="ismcts:iterations=30,depth=10", top=3, seed=2)
    legal = state.legal_actions()
    assert 1 <= len(top) <= min(3, len(legal))
    assert all(a in legal for a, _, _ in top)
    assert [v for _, v, _ in top] == sorted((v for _, v, _ in top), reverse=True)


@pytest.mark.parametrize("game_id", GAMES)
def test_solo_games_run_against_the_rules(game_id: str) -> None:
    game = meeple.load_game(game_id)
    if game.min_players > 1:
        pytest.skip("no solo mode")
    state = game.new_game(1, seed=4)
    agent = make_agent("greedy:samples=1", 0, 1)
    while not state.is_over:
        state.apply(agent.act(state))
    assert state.winners() in ([], [0])
