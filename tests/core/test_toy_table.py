"""The minimal game meets the whole table contract (components, labelled view
and its schema, ids everywhere, score sheet, positions, determinize)."""

from __future__ import annotations

import meeple
from table_contract import check_table_contract


def test_the_minimal_game_meets_the_table_contract(toy_registered: meeple.Game) -> None:
    check_table_contract("toy", [{"hand": 2}, {"hand": 4}], games=3)
