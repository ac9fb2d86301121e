"""Both sides of the End of Year Scoring's lines [RB End of Year Scoring]: a realm counts from its
second province, and each realm is worth 4, then 8, then 12 Influence.  The numbers are the rulebook's,
written out here."""

from __future__ import annotations

import pytest
from path_helpers import after_setup

from meeple.games.path_of_light_and_shadow.end_phase import next_turn
from meeple.games.path_of_light_and_shadow.scoring import final_points, final_scoring, year_scoring
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


@pytest.mark.parametrize(("round_", "year"), [(3, None), (4, 0), (5, None), (8, 1), (11, None), (12, 2)])
def test_a_year_is_scored_after_its_fourth_round_only(round_: int, year: int | None) -> None:
    """[RB Gameplay]: three years of four rounds; the End of Year Scoring closes rounds 4, 8 and 12,
    once play is back to the first player, and the 12th round ends the game."""
    s = _holding([2, 0, 0, 0])  # one realm, 2 defense
    s.first, s.active, s.round, s.phase = 0, 1, round_, "end"
    next_turn(s)
    gains = s.players[0].year_gains
    if year is None:
        assert s.players[0].influence == 0 and s.round == round_ + 1 and s.active == 0
    else:
        assert gains[year] == 2 + REALM_VALUE[year] and s.players[0].influence == 2 + REALM_VALUE[year]
        assert s.is_over == (round_ == 12)
        assert s.round == (12 if round_ == 12 else round_ + 1)


def test_the_round_goes_on_until_play_is_back_to_the_first_player() -> None:
    s = _holding([2, 0, 0, 0])
    s.first, s.active, s.round, s.phase = 1, 1 - 1, 4, "end"  # seat 0 plays last when seat 1 is first
    next_turn(s)
    assert (s.active, s.round, s.players[0].influence) == (1, 5, 2 + 4)
    s.active = 1  # the first player's turn ends: the round is not over
    next_turn(s)
    assert (s.active, s.round, s.players[0].influence) == (0, 5, 2 + 4)


@pytest.mark.parametrize(("round_", "coming"), [(4, 2 * 3 + 4 + 8 + 12), (5, 2 * 2 + 8 + 12), (12, 2 + 12)])
def test_the_bots_estimate_counts_each_coming_year_once(round_: int, coming: int) -> None:
    """The estimate adds the End of Year Scorings still to come (rounds 4, 8, 12 included) at today's
    holdings: one realm of 2 provinces with 1 defense each, against the same table with nothing held."""
    held, empty = _holding([2, 0, 0, 0]), _holding([0, 0, 0, 0])
    for state in (held, empty):
        state.round, state.phase, state.active = round_, "main", 1
    assert held.evaluate()[0] - empty.evaluate()[0] == coming


def test_the_bots_estimate_of_a_finished_game_is_the_influence() -> None:
    s = _holding([2, 0, 0, 0])
    s.players[0].influence, s.players[1].influence, s.phase = 31, 17, "over"
    assert s.evaluate() == [31.0, 17.0]


def test_the_year_and_the_end_are_logged_with_what_each_seat_gained() -> None:
    s = _holding([2, 0, 0, 0])
    since = len(s.log)
    year_scoring(s, 1)  # the second year: 2 defense + 8 for the realm
    final_scoring(s)  # no cards, allies or structures counted here beyond what the seats hold
    final = [final_points(s, player) for player in s.players]
    logged = [e for e in s.events(None, since) if e["kind"] in ("path.log.year", "path.log.final")]
    events = [(e["kind"], {k: v for k, v in e["params"].items() if k != "player"}) for e in logged]
    assert events == [
        ("path.log.year", {"year": 2, "n": 10, "total": 10}),
        ("path.log.year", {"year": 2, "n": 0, "total": 0}),
        ("path.log.final", {"n": final[0], "total": 10 + final[0]}),
        ("path.log.final", {"n": final[1], "total": final[1]}),
    ]
    assert [e["params"]["player"]["params"]["seat"] for e in logged] == [1, 2, 1, 2]
