"""Undo's finer rules (meeple.core.undo) on the toy game with hands set by hand: forced decisions
(one legal action) skipped or not, and which log events close the way back."""

from __future__ import annotations

import pytest

from helpers import ids
from meeple.core.undo import Undo, closes_the_way_back

from toy import GAME, ToyState


def hand_of(cards: list[int], players: int = 1) -> ToyState:
    """A toy game with an empty deck (nothing is ever drawn) and seat 0 holding ``cards``."""
    state = GAME.new_game(players, seed=1)
    assert isinstance(state, ToyState)
    state.deck.clear()
    state.hands[0] = list(cards)
    return state


def play(table: Undo, value: int) -> None:
    table.apply(f"play:{value}")


def three_decisions() -> tuple[Undo, list[list[int]]]:
    """Seat 0 plays 9 (a choice of 3), 2 (a choice of 2) then 5 (forced: two 5s left): the hand before
    each decision, and the table after them, holding a single 5."""
    table = Undo(hand_of([2, 5, 5, 9]))
    hands = []
    for value in (9, 2, 5):
        assert isinstance(table.state, ToyState)
        hands.append(list(table.state.hands[0]))
        play(table, value)
    return table, hands


def test_forced_decisions_count_only_when_not_skipped() -> None:
    table, _ = three_decisions()
    assert table.can_undo(0) == 3
    assert table.can_undo(0, skip_forced=True) == 2


def test_a_plain_undo_takes_back_one_decision_even_a_forced_one() -> None:
    table, hands = three_decisions()
    state = table.undo(0)
    assert isinstance(state, ToyState)
    assert state.hands[0] == hands[2] == [5, 5]
    assert ids(state) == ["play:5"]
    assert table.can_undo(0) == 2


def test_skipping_forced_decisions_goes_back_to_the_last_choice() -> None:
    table, hands = three_decisions()
    state = table.undo(0, skip_forced=True)
    assert isinstance(state, ToyState)
    assert state.hands[0] == hands[1] == [2, 5, 5]
    assert ids(state) == ["play:2", "play:5"]
    assert table.can_undo(0) == 1 and table.can_undo(0, skip_forced=True) == 1
    assert isinstance(table.undo(0, skip_forced=True), ToyState)
    assert table.state.hands[0] == hands[0]  # type: ignore[attr-defined]
    assert table.can_undo(0) == 0


def test_only_forced_decisions_cannot_be_skipped_back() -> None:
    table = Undo(hand_of([5, 5, 5]))
    play(table, 5)
    play(table, 5)
    assert table.can_undo(0) == 2 and table.can_undo(0, skip_forced=True) == 0
    before = table.state.to_position()
    with pytest.raises(ValueError, match=r"^seat 0 has no decision it may take back now$"):
        table.undo(0, skip_forced=True)
    assert table.state.to_position() == before
    assert table.can_undo(0) == 2


@pytest.mark.parametrize(("seen_by", "closes"), [(None, False), ([0, 1], False), ([0], True), ([1], True)])
def test_an_event_closes_the_way_back_unless_every_seat_reads_it(seen_by: list[int] | None, closes: bool) -> None:
    before = hand_of([2, 5], players=2)
    after = before.copy()
    after.emit("toy.played", {"seat": 0, "card": None, "points": 0}, seen_by=seen_by)
    assert closes_the_way_back(before, after, 0) is closes
