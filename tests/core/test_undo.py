"""Undo within Board Game Arena's policy (meeple.core.undo): one's own last
decisions, never past hidden information revealed, chance, another seat's
decision or the end of the game."""

from __future__ import annotations

import random

import pytest

import meeple
from helpers import ids, new
from meeple.core import Action, Decision
from meeple.core.undo import Undo, closes_the_way_back

from toy import GAME, ToyState


def empty_deck(players: int = 1, seed: int = 3) -> ToyState:
    """A toy game whose deck is empty: playing a card draws nothing, so only
    public events follow and nothing hidden changes."""
    state = GAME.new_game(players, seed=seed, options={"hand": 4})
    assert isinstance(state, ToyState)
    while state.deck:
        state.apply(state.legal_actions()[0])
    return state


def test_a_decision_that_reveals_nothing_is_taken_back_exactly() -> None:
    state = empty_deck()
    table = Undo(state)
    before = state.to_position()
    table.apply(ids(state)[-1])
    assert table.can_undo(0) == 1
    restored = table.undo(0)
    assert restored is table.state
    assert restored.to_position() == before
    assert table.can_undo(0) == 0


def test_several_own_decisions_are_taken_back_one_by_one() -> None:
    state = empty_deck()
    table = Undo(state)
    first = state.to_position()
    table.apply(ids(state)[0])
    second = table.state.to_position()
    table.apply(ids(table.state)[0])
    assert table.can_undo(0) == 2
    assert table.undo(0).to_position() == second
    assert table.undo(0).to_position() == first
    with pytest.raises(ValueError, match="no decision"):
        table.undo(0)


def test_a_private_event_closes_the_way_back() -> None:
    state = GAME.new_game(1, seed=5)  # the deck is full: every card played draws one, seen by its owner only
    table = Undo(state)
    table.apply(ids(state)[0])
    assert table.can_undo(0) == 0
    with pytest.raises(ValueError):
        table.undo(0)


def test_another_seats_decision_closes_the_way_back() -> None:
    state = empty_deck(players=2)
    table = Undo(state)
    table.apply(ids(state)[0])  # seat 0 plays; seat 1 must decide now
    assert table.can_undo(0) == 0  # no longer seat 0's decision
    table.apply(ids(table.state)[0])  # seat 1 plays
    assert table.can_undo(0) == 0 and table.can_undo(1) == 0


class DiceToy(ToyState):
    """The toy game, where a roll of a die decides nothing but moves the random stream."""

    __slots__ = ()

    def _resolve(self, decision: Decision, action: Action | None) -> None:
        self.rng.random()
        super()._resolve(decision, action)


class PublicDrawToy(ToyState):
    """The toy game with its draws logged publicly: only the deck's size tells the draw."""

    __slots__ = ()

    def emit(self, key: str, params: dict | None = None, seen_by=None, redacted=None) -> None:  # type: ignore[override, type-arg, no-untyped-def]
        super().emit(key, params)


@pytest.mark.parametrize("kind", [DiceToy, PublicDrawToy])
def test_chance_or_a_hidden_zone_that_changes_size_closes_the_way_back(kind: type[ToyState]) -> None:
    state = empty_deck() if kind is DiceToy else GAME.new_game(1, seed=5)
    state.__class__ = kind
    before = state.copy()
    state.apply(ids(state)[0])
    assert closes_the_way_back(before, state, 0)


def test_the_way_back_reopens_after_a_closing_decision() -> None:
    state = GAME.new_game(1, seed=2, options={"hand": 2})
    table = Undo(state)
    while table.state.deck:
        table.apply(ids(table.state)[0])  # each play draws a card
    assert table.can_undo(0) == 0
    table.apply(ids(table.state)[0])  # the deck is empty now: nothing drawn
    assert table.can_undo(0) == 1


def test_the_last_decision_of_a_game_cannot_be_taken_back() -> None:
    state = empty_deck()
    table = Undo(state)
    while not table.state.is_over:
        table.apply(ids(table.state)[0])
    assert table.can_undo(0) == 0


def test_an_illegal_action_changes_nothing() -> None:
    state = empty_deck()
    table = Undo(state)
    table.apply(ids(state)[0])
    with pytest.raises(meeple.IllegalAction):
        table.apply("play:99")
    assert table.can_undo(0) == 1


@pytest.mark.parametrize("game_id", ["shadow-kingdoms-of-valeria", "path-of-light-and-shadow"])
def test_real_games_undo_to_the_exact_earlier_state_and_never_past_chance(game_id: str) -> None:
    """In random games, every decision that may be taken back is restored to
    the exact position before it, and no decision that moved the random
    stream, or that an opponent's decision follows, ever is."""
    rng = random.Random(7)
    undone = 0
    for seed in range(2):
        table = Undo(new(game_id, 2, seed))
        while not table.state.is_over:
            seat = table.state.current_player
            assert seat is not None
            before = table.state.copy()
            table.apply(rng.choice(table.state.legal_actions()))
            if table.can_undo(seat):
                assert table.state.rng.getstate() == before.rng.getstate()
                assert table.state.current_player == seat
                assert table.undo(seat).to_position() == before.to_position()
                undone += 1
                table.apply(rng.choice(table.state.legal_actions()))
    assert undone > 20


def test_advance_keeps_the_copy_a_move_was_checked_on_and_refuses_any_other_state() -> None:
    state = empty_deck()
    table = Undo(state)
    before = state.to_position()
    skipped = state.copy()
    for _ in range(2):  # two decisions ahead: not the live state plus one
        skipped.apply(skipped.legal_actions()[-1])
    with pytest.raises(ValueError, match="exactly one more decision"):
        table.advance(skipped)
    assert table.state is state and state.to_position() == before and table.can_undo(0) == 0
    after = state.copy()
    after.apply(ids(state)[-1])
    table.advance(after)
    assert table.state is after and table.can_undo(0) == 1
    assert table.undo(0) is state and state.to_position() == before  # the replaced state is the snapshot
