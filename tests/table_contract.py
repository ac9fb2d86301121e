"""The "table a player can read" contract, checked on random games of any game.

Each game's tests call :func:`check_table_contract` (see
``tests/games/<game>/test_*_table.py``); the checks themselves live in
:mod:`meeple.testing` (components, view schema, ids, score sheet, positions,
determinization), shared with ``benchmarks/table_coverage.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import meeple
from meeple.testing import check_state, component_ids


def check_table_contract(game_id: str, option_sets: Iterable[dict[str, Any]] = ({},), games: int = 3,
                         checks_per_game: int = 6, seed: int = 0) -> None:
    game = meeple.load_game(game_id)
    known = component_ids(game)
    rng = random.Random(seed)
    for options in option_sets:
        for players in range(game.min_players, game.max_players + 1):
            for index in range(games):
                state = game.new_game(players, seed + index, options)
                length = 0
                checkpoints: list[meeple.State] = []
                while not state.is_over:
                    if rng.random() < 0.02 and len(checkpoints) < checks_per_game:
                        checkpoints.append(state.copy())
                    state.apply(rng.choice(state.legal_actions()))
                    length += 1
                    assert length < 50_000
                for point in (*checkpoints, state):
                    check_state(game, point, known, rng)
