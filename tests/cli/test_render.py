"""The generic board layout of any game's view."""

from __future__ import annotations

import io

from rich.console import Console

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
