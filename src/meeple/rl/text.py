"""The terminal board of a view, as plain text (what ``render()`` returns)."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console

from meeple.core import Game

RENDER_MODES = ("human", "ansi")  # print the board, or return it as text


def board_text(game: Game, view: dict[str, Any], seat: int | None, lang: str = "en") -> str:
    from meeple.cli.render import board

    console = Console(file=io.StringIO(), width=120, color_system=None, force_terminal=False)
    console.print(board(game, view, seat, lang))
    output = console.file
    assert isinstance(output, io.StringIO)
    return output.getvalue()
