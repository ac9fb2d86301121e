"""The table contract (tests/table_contract.py) on random games of every player count,
with the default solo difficulty and the hard one."""

from __future__ import annotations

from table_contract import check_table_contract


def test_table_contract() -> None:
    check_table_contract("shadow-kingdoms-of-valeria", option_sets=({}, {"adversary_vp": 30}), games=2)
