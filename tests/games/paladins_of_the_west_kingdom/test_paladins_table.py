"""The table contract (components, view schema, ids, score sheet, positions, determinization) on random
games of every player count and every difficulty."""

from __future__ import annotations

from table_contract import check_table_contract


def test_table_contract_every_player_count_and_difficulty() -> None:
    check_table_contract("paladins-of-the-west-kingdom",
                         ({"difficulty": "easy"}, {"difficulty": "standard"}, {"difficulty": "hard"}), games=3)
