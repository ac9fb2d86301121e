"""The generic board layout of any game's view."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console

import meeple
from meeple.cli.render import generic_board


def text_of(view: dict, seat: int | None = 0, lang: str = "en") -> str:
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(generic_board(view, seat, lang))
    return console.export_text()


def test_wide_player_records_get_one_column_per_seat() -> None:
    fields = {f"field_{i}": i for i in range(8)}
    view = {"game": "g", "scores": [3, 4], "state": {"players": [dict(fields), dict(fields, field_7=99)]},
            "hidden": {}}
    out = text_of(view)
    header = next(line for line in out.splitlines() if "Player 1" in line and "Player 2" in line)
    assert header.index("Player 1") < header.index("Player 2")
    assert any("field 7" in line and "99" in line for line in out.splitlines())


def test_hidden_zones_show_counts_and_own_contents_and_messages_are_translated() -> None:
    view = {"game": "g", "scores": [0], "hidden": {"deck": 12, "hand-0": [3, 7]},
            "state": {"card": {"key": "core.player", "params": {"seat": 2}}, "rows": [[1, 2], [3]]}}
    out = text_of(view, lang="fr")
    assert "12 (cachés)" in out and "3, 7" in out
    assert "card: Joueur 2" in out
    assert "rows: 1, 2 | 3" in out


# Pictures a terminal draws only with an emoji font, at a width it may get wrong (Path's "🛡" marked a
# defender): media and technical signs, arrows and shapes of U+2B00, emoji, and the emoji selector.
PICTURES = re.compile("[\u2300-\u23ff\u2b00-\u2bff\ufe0f\U0001f000-\U0001faff]")


@pytest.mark.parametrize("game_id", meeple.games())
def test_each_games_board_is_written_in_letters_and_common_signs(game_id: str) -> None:
    game = meeple.load_game(game_id)
    state = game.new_game(game.max_players, seed=5)
    rng = random.Random(5)
    step, found = 0, set()
    while not state.is_over:
        if step % 25 == 0:
            seat = state.current_player
            for lang in ("fr", "en"):
                console = Console(width=160, record=True, file=io.StringIO())
                console.print(game.render(state.view(seat), seat, lang))
                found |= set(PICTURES.findall(console.export_text()))
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    assert found == set()
