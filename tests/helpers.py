"""Helpers every game's tests share (import as ``from helpers import ...``)."""

from __future__ import annotations

import random
from typing import Any

import meeple


def ids(state: meeple.State) -> list[str]:
    """The ids of the legal actions, in order."""
    return [a.id for a in state.legal_actions()]


def seat(state: meeple.State) -> int:
    """The seat that must decide now (fails once the game is over)."""
    current = state.current_player
    assert current is not None, "the game is over: nobody decides"
    return current


def new(game_id: str, players: int = 2, seed: int = 0, options: dict[str, Any] | None = None) -> Any:
    """A new game of ``game_id`` (typed Any so a test may reach the game's own fields)."""
    return meeple.load_game(game_id).new_game(players, seed, options or {})


def play_moves(state: meeple.State, rng: random.Random, moves: int) -> meeple.State:
    """Play ``moves`` uniformly random legal actions (fewer if the game ends): a position mid-game."""
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def play_randomly(state: meeple.State, rng: random.Random, max_actions: int = 20_000) -> meeple.State:
    """Play uniformly random legal actions until the game ends."""
    for _ in range(max_actions):
        if state.is_over:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no end after {max_actions} actions: {state.to_record()}")
