"""The survey: a fixed set of games whose positions fill in what a game's
contract leaves open.

``components()`` and the view schema say what kinds of things exist; they do
not say which component kinds an action parameter or a view field holds, how
long a list gets, or which labels a free dict uses.  The encoders learn that
from a survey: for every player count, ``GAMES_PER_COUNT`` games with fixed
seeds, half of them by uniform random play and half by the game's own
``policy_action`` (which reaches the late, rich positions random play rarely
sees).  The survey is deterministic, so the encodings built from it are fixed
for a game version and its options.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from meeple.core import Game, State

GAMES_PER_COUNT = 4
MAX_ACTIONS = 50_000  # a game longer than this is a bug in the game, not a long game


def survey(game: Game, options: Mapping[str, Any], visit: Callable[[State], None]) -> int:
    """Play the survey's games of ``game`` with ``options``, calling ``visit``
    on every position where a seat decides; return how many were visited."""
    visited = 0
    for players in range(game.min_players, game.max_players + 1):
        for index in range(GAMES_PER_COUNT):
            rng = random.Random(f"meeple.rl survey {game.id} {players} {index}")
            state = game.new_game(players, index, dict(options))
            by_policy = index % 2 == 1
            for _ in range(MAX_ACTIONS):
                if state.is_over:
                    break
                visit(state)
                visited += 1
                action = state.policy_action(rng) if by_policy else rng.choice(state.legal_actions())
                state.apply(action)
            else:
                raise RuntimeError(f"{game.id}: a survey game did not end in {MAX_ACTIONS} actions")
            visit(state)  # the final position: the view every seat sees at the end
    return visited
