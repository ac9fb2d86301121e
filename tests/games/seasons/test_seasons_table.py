"""The table contract (tests/table_contract.py) on random Seasons games: every
option set, every player count."""

from __future__ import annotations

from table_contract import check_table_contract

OPTION_SETS = [
    {},
    {"level": "apprentice", "edition": "first"},
    {"level": "archmage", "expansion": "path-of-destiny"},
    {"expansion": "path-of-destiny", "enchantment": 1},
    {"enchanted_kingdom": True, "enchantment": 110},
    {"level": "archmage", "expansion": "path-of-destiny", "enchanted_kingdom": True, "promos": True},
]


def test_table_contract() -> None:
    check_table_contract("seasons", OPTION_SETS, games=2, checks_per_game=3)
