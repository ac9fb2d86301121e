"""The game's rule-of-thumb player (policy_action): legal, and much better than chance."""

from __future__ import annotations

import random

import meeple

GAME = meeple.load_game("shadow-kingdoms-of-valeria")


def play(players: int, seed: int, chooser: str) -> meeple.State:
    state = GAME.new_game(players, seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        action = state.policy_action(rng) if chooser == "policy" else rng.choice(legal)
        assert action in legal
        state.apply(action)
    return state


def test_policy_plays_legal_moves_in_every_player_count() -> None:
    for players in range(1, 6):
        assert play(players, seed=players, chooser="policy").is_over


def test_policy_outscores_random_play_in_solo() -> None:
    seeds = range(8)
    policy = sum(play(1, s, "policy").scores()[0] for s in seeds) / len(seeds)
    chance = sum(play(1, s, "random").scores()[0] for s in seeds) / len(seeds)
    assert policy > chance + 30


def test_policy_reads_only_what_the_seat_sees() -> None:
    """Two determinizations for the deciding seat lead to the same choice."""
    state = GAME.new_game(3, seed=4)
    rng = random.Random(0)
    for _ in range(200):
        seat = state.current_player
        assert seat is not None
        a = state.determinize(seat, random.Random(1)).policy_action(random.Random(7))
        b = state.determinize(seat, random.Random(2)).policy_action(random.Random(7))
        assert a.id == b.id
        state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            break
