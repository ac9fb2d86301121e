"""The estimate the search scores its cut-off positions by (evaluation.py): with
several seats its weights were fitted to final score margins and change as the
game nears its end; solo keeps its own."""

from __future__ import annotations

import pytest
from valeria_helpers import C, new

from meeple.games.shadow_kingdoms_of_valeria import evaluation
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

PLANS = list(C.stratagems)


def gain(state: ValeriaState, seat: int, field: str, amount: int = 1) -> float:
    """How much the seat's estimate rises when ``field`` rises by ``amount``."""
    before = state.evaluate()[seat]
    player = state.players[seat]
    setattr(player, field, getattr(player, field) + amount)
    after = state.evaluate()[seat]
    setattr(player, field, getattr(player, field) - amount)
    return after - before


def test_influence_counts_beyond_the_plans_it_caps() -> None:
    """Influence 18 or 19 caps no plan of three average dice (Strength about 13), yet the
    fitted weights value the point: the seat with more Influence scored more in the end."""
    state = new(2, seed=3)
    state.players[0].influence = 18
    assert gain(state, 0, "influence") >= 1.0


def test_a_gem_is_worth_less_once_a_seat_nears_its_last_plan() -> None:
    """The mix of the weights follows the seat closest to its 7th plan, whoever it is:
    the other seat's Gem is worth less once that seat has 6 plans done."""
    state = new(2, seed=3)
    early = gain(state, 0, "gems")
    state.players[1].completed = PLANS[:PLANS_TO_END - 1]
    late = gain(state, 0, "gems")
    assert early == pytest.approx(evaluation.START.gem)
    assert late < early - 2


def test_solo_keeps_the_weights_of_its_trials() -> None:
    state = new(1, seed=3)
    assert evaluation.weights(state) is evaluation.SOLO
    assert gain(state, 0, "gems") == pytest.approx(evaluation.SOLO.gem)
