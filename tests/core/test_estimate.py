"""Staged estimate weights (``meeple.core.estimate``)."""

from __future__ import annotations

from dataclasses import dataclass

from meeple.core.estimate import towards, worth


@dataclass(frozen=True)
class Pair:
    gold: float
    gems: float


def test_towards_moves_each_weight_by_the_share() -> None:
    start, end = Pair(gold=1.0, gems=4.0), Pair(gold=3.0, gems=0.0)
    assert towards(start, end, 0.0) == start
    assert towards(start, end, 1.0) == end
    assert towards(start, end, 0.25) == Pair(gold=1.5, gems=3.0)


def test_worth_sums_each_weight_times_its_part() -> None:
    assert worth(Pair(gold=0.5, gems=2.0), Pair(gold=4.0, gems=3.0)) == 8.0
