"""Every game's terminal board fits a 160×50 terminal (issue 8): random games of
every game, player count and option set (``meeple.testing.setups``), the board
drawn as ``meeple play`` draws it, at many points, in French and in English.
In French, no label is glued to its colon ("Taverne: —" reads "Taverne : —")."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.cells import cell_len
from rich.console import Console

import meeple
from meeple.cli.render import board
from meeple.testing import setups

COLUMNS, LINES = 160, 50
POINTS = 0.03  # the share of decisions whose board is drawn (besides the final one)


FRENCH_COLON = re.compile(r"[^\s\d]: ")  # a label and its colon with no space between, as in English


def drawn(game: meeple.Game, state: meeple.State, seat: int | None, lang: str) -> list[str]:
    """The lines of the board ``seat`` sees, drawn on a 160-column console."""
    console = Console(width=COLUMNS, file=io.StringIO(), record=True, color_system=None)
    console.print(board(game, state.view(seat), seat, lang))
    return console.export_text().rstrip("\n").split("\n")


@pytest.mark.parametrize("game_id", meeple.games())
def test_every_board_fits_160_columns_and_50_lines(game_id: str) -> None:
    game = meeple.load_game(game_id)
    too_big = []
    glued: set[str] = set()
    for index, (players, options) in enumerate(setups(game)):
        rng = random.Random(index)
        state = game.new_game(players, index, options)
        for step in range(20_000):
            seat = state.current_player
            if state.is_over or rng.random() < POINTS:
                for lang in ("fr", "en"):
                    text = drawn(game, state, seat, lang)
                    lines, width = len(text), max(cell_len(line) for line in text)
                    if lines > LINES or width > COLUMNS:
                        too_big.append(f"{players} players {options} seed {index} action {step} {lang}: "
                                       f"{lines} lines, {width} columns")
                    if lang == "fr":
                        glued.update(match.group(0) for line in text for match in FRENCH_COLON.finditer(line))
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        assert state.is_over
    assert not too_big, "\n".join(too_big)
    assert not glued, f"French writes a space before a colon: {sorted(glued)}"
