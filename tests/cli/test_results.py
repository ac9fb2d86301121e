"""The line under the final scores: who won, in words."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import meeple
from meeple.cli.play import results


def finished_solo(game_id: str, seed: int) -> meeple.State:
    """A solo game played at random to its end (the rulebook's opponent wins it)."""
    state = meeple.load_game(game_id).new_game(1, seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert not state.winners()
    return state


@pytest.mark.parametrize(("game_id", "lang", "line"), [
    ("shadow-kingdoms-of-valeria", "fr", "Vainqueur : Adversaire ({score}) ; aucun joueur n'a gagné."),
    ("paladins-of-the-west-kingdom", "en", "Winner: The AI ({score}); no player won."),
])
def test_a_solo_game_lost_names_the_opponent_and_its_score(game_id: str, lang: str, line: str) -> None:
    state = finished_solo(game_id, 3)
    console = Console(width=160, file=io.StringIO(), record=True, color_system=None)
    console.print(results(state, lang))
    (opponent,) = state.score_sheet()["others"]
    assert line.format(score=opponent["total"]) in console.export_text()
