"""Seasons' round dice and turn start (turn.py, base rules 5.1-5.3) with every number written out, so
that mutation testing (docs/testing.md) tells a wrong count or a flag left over from the last turn:
the die left over once each seat took one, and what a turn's start resets and its die gives."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import at_main

import meeple
from meeple.core import RULES, Decision
from meeple.games.seasons import GAME
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.turn import start_turn

# dice.json: winter (season 0), die 0, faces 0 and 4 ([die, face, season] as the state keeps a die)
ONE_FIRE_GAUGE_TRANSMUTE = [0, 0, 0]  # 1 fire, summoning gauge +1, may transmute
DRAW_A_CARD = [0, 4, 0]  # draw 1 power card, nothing else


def at_dice_choice(players: int, seed: int) -> SeasonsState:
    """A game at the first die choice of a round (base 5.1: players + 1 dice rolled)."""
    s = GAME.new_game(players, seed)
    rng = random.Random(seed)
    while not (s.decision is not None and s.decision.kind == "die"):
        s.apply(rng.choice(s.legal_actions()))
    assert isinstance(s, SeasonsState)
    return s


def test_the_die_nobody_took_is_left_over_only_once_every_seat_has_one() -> None:
    s = at_dice_choice(2, 5)
    rolled = [list(die) for die in s.pool]
    assert len(rolled) == 3
    s.apply("die:0")
    assert s.leftover is None
    s.apply("die:0")
    assert s.pool == [rolled[2]] and s.leftover == rolled[2]


def started(die: list[int]) -> tuple[SeasonsState, int]:
    """The seat's turn started with ``die``, after a turn that left every flag set: energy 1 air,
    1 water, 1 fire, gauge 3, a transmutation bonus of 1, a card to draw, the Oracle used."""
    s = at_main(2, 1)
    seat = s.turn_player
    s.energy[seat] = [1, 1, 1, 0]
    s.gauge[seat] = 3
    s.may_transmute, s.trans_bonus, s.draw_pending, s.draw_die = True, 1, True, True
    s.oracle_used = s.io_only = True
    s.stack.clear()
    s.taken[seat] = list(die)
    start_turn(s, Decision("start_turn", RULES, {"p": seat}), None)
    s._legal = None
    return s, seat


def test_a_turn_starts_afresh_and_its_die_adds_to_what_the_seat_has() -> None:
    s, seat = started(ONE_FIRE_GAUGE_TRANSMUTE)
    assert s.decision is not None and (s.decision.kind, s.decision.player) == ("main", seat)
    assert s.energy[seat] == [1, 1, 2, 0] and s.gauge[seat] == 4
    assert s.may_transmute is True and s.trans_bonus == 0
    assert s.draw_pending is False and s.draw_die is False
    assert not s.oracle_used and not s.io_only
    with pytest.raises(meeple.IllegalAction) as refused:
        s.apply("no-such-answer")
    assert refused.value.text("en").endswith("[rule: base rules 5.3]")


def test_a_die_that_draws_a_card_sets_the_draw_and_nothing_else() -> None:
    s, seat = started(DRAW_A_CARD)
    assert s.energy[seat] == [1, 1, 1, 0] and s.gauge[seat] == 3
    assert s.draw_pending is True and s.draw_die is True
    assert s.may_transmute is False
