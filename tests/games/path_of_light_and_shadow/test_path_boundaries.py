"""Both sides of the End of Year Scoring's lines [RB End of Year Scoring]: a realm counts from its
second province, and each realm is worth 4, then 8, then 12 Influence.  The numbers are the rulebook's,
written out here."""

from __future__ import annotations

import pytest
from path_helpers import after_setup

from meeple.games.path_of_light_and_shadow.scoring import year_scoring
from meeple.games.path_of_light_and_shadow.state import PathState

REALM_VALUE = {0: 4, 1: 8, 2: 12}  # "At the end of the first year ... 4 ... second, 8 ... third, 12"


def _holding(per_realm: list[int]) -> PathState:
    """Seat 0 owns ``per_realm[r]`` provinces of realm r, each with 1 defense; nobody owns anything else."""
    s = after_setup(2, 0)
    s.owner = [None] * len(s.owner)
    s.defense = [0] * len(s.defense)
    for realm, count in enumerate(per_realm):
        provinces = [q for q, province in enumerate(s.board.provinces) if province.realm == realm]
        assert len(provinces) >= count
        for q in provinces[:count]:
            s.owner[q] = 0
            s.defense[q] = 1
    for player in s.players:
        player.influence = 0
    return s


@pytest.mark.parametrize("year", [0, 1, 2])
@pytest.mark.parametrize(("per_realm", "realms"), [
    ([1, 0, 0, 0], 0),  # one province: no realm
    ([2, 0, 0, 0], 1),  # "at least two provinces within that realm"
    ([3, 0, 0, 0], 1),  # a third adds defense, not a second realm
    ([1, 1, 1, 1], 0),  # one in each realm: none controlled
    ([2, 2, 0, 0], 2),
])
def test_each_realm_is_worth_4_then_8_then_12(year: int, per_realm: list[int], realms: int) -> None:
    s = _holding(per_realm)
    year_scoring(s, year)
    provinces = sum(per_realm)  # 1 defense each
    assert s.players[0].year_gains[year] == provinces + REALM_VALUE[year] * realms
    assert s.players[0].year_realms[year] == REALM_VALUE[year] * realms
    assert s.players[0].influence == provinces + REALM_VALUE[year] * realms
    assert s.players[1].year_gains[year] == 0  # nothing held, nothing gained
