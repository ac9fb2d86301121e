"""Observation vectors: fixed length, a function of the view alone."""

from __future__ import annotations

import random

import numpy as np
import pytest
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl.encoding import encoding

from toy import GAME as TOY


def positions(game: meeple.Game, players: int, seed: int, every: int = 25) -> list[meeple.State]:
    """Copies of a random game's state, one in ``every`` decisions, and the end."""
    state = game.new_game(players, seed)
    rng = random.Random(seed)
    out = []
    while not state.is_over:
        if len(state.history) % every == 0:
            out.append(state.copy())
        state.apply(rng.choice(state.legal_actions()))
    return [*out, state]


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_same_view_same_vector_and_a_fixed_length(game: meeple.Game) -> None:
    coding = encoding(game)
    rng = random.Random(5)
    for players in range(game.min_players, game.max_players + 1):
        for state in positions(game, players, 2000 + players):
            for seat in range(players):
                vector = coding.observe(state, seat)
                assert vector.dtype == np.float32 and vector.shape == (coding.size,)
                assert np.isfinite(vector).all()
                # another world with the same view (hidden cards re-dealt)
                world = state.determinize(seat, random.Random(rng.random()))
                assert world.view(seat) == state.view(seat)
                assert np.array_equal(coding.observe(world, seat), vector)


def test_toy_vector_counts_the_cards_of_the_pile_and_the_hand() -> None:
    coding = encoding(TOY)
    fields = {path: (offset, size) for path, offset, size in coding.fields()}
    state = TOY.new_game(2, 7)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    vector = coding.observe(state, 1)
    offset, size = fields["state.pile"]
    assert size == 11  # one count per card component, and one for anything else
    expected = np.zeros(size, np.float32)
    for value in state.pile:
        expected[value - 1] += 1
    assert np.array_equal(vector[offset:offset + size], expected)
    offset, size = fields["state.pile.last"]  # the top of the pile, one-hot
    assert size == 11 and vector[offset + state.pile[-1] - 1] == 1 and vector[offset:offset + size].sum() == 1
    offset, size = fields["hidden[hand-1]<array>"]
    assert sorted(np.repeat(np.arange(1, 11), vector[offset:offset + 10].astype(int))) == sorted(state.hands[1])
    # seat 0's hand is only a count to seat 1
    offset, _ = fields["hidden[hand-0]<integer>"]
    assert vector[offset] == len(state.hands[0])
    assert vector[fields["hidden[hand-0]|integer"][0]] == 1 and vector[fields["hidden[hand-0]|array"][0]] == 0


def test_different_views_give_different_vectors() -> None:
    coding = encoding(TOY)
    state = TOY.new_game(2, 7)
    before = coding.observe(state, 0)
    state.apply(state.legal_actions()[0])
    assert not np.array_equal(coding.observe(state, 0), before)
    assert not np.array_equal(coding.observe(state, 0), coding.observe(state, 1))
