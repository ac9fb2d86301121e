"""The estimate the search scores its cut-off positions by (evaluation.py): with
several seats its weights were fitted to final score margins and change as the
game nears its end; solo has its own, fitted to the margin over the Adversary."""

from __future__ import annotations

import pytest
from valeria_helpers import C, new

from meeple.games.shadow_kingdoms_of_valeria import evaluation
from meeple.games.shadow_kingdoms_of_valeria.model import GEMS, STRATAGEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.tables import TROOPS
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


def test_solo_weights_move_to_their_end_as_the_adversary_nears_its_last_plan() -> None:
    """Solo mixes SOLO_START and SOLO_END by the plans left to whichever of the seat and
    the Adversary is closer to its 7th: the Adversary's 6 plans make a Gem worth SOLO_END's."""
    state = new(1, seed=3, options={"adversary_vp": 30})
    assert state.solo is not None
    assert gain(state, 0, "gems") == pytest.approx(evaluation.SOLO_START.gem)
    state.solo.completed = PLANS[:PLANS_TO_END - 1]
    assert evaluation.plans_left(state) == 1
    expected = evaluation.SOLO_END.gem + (evaluation.SOLO_START.gem - evaluation.SOLO_END.gem) / PLANS_TO_END
    assert gain(state, 0, "gems") == pytest.approx(expected)


def test_the_adversary_scores_the_plan_in_sight_first() -> None:
    """"Variante Solo": it next takes the plan on the 5-gold space, and scores by its troops
    (2/3/4 dice: 9/12/15 VP), so that plan's VP is in its estimate, not the average."""
    state = new(1, seed=3, options={"adversary_vp": 30})
    assert state.solo is not None
    state.players[0].completed = PLANS[:PLANS_TO_END - 1]  # one plan left: 4 turns to come
    state.solo.location = GEMS  # the Stratagems are its 4th move from the Gems
    by_troops = {len(TROOPS[card]): card for card in PLANS if card not in state.players[0].completed}
    for troops, vp in ((2, 9), (4, 15)):
        state.column[-1] = by_troops[troops]
        assert evaluation.adversary_parts(state).plans == vp
    state.solo.location = STRATAGEMS  # five moves away: beyond your last plan
    assert evaluation.adversary_parts(state).plans == 0


def test_the_adversarys_last_plan_ends_its_turns() -> None:
    """Its 7th plan ends the game at once: no turn (and no meeting) counts after it."""
    state = new(1, seed=3, options={"adversary_vp": 30})
    assert state.solo is not None
    state.solo.location = GEMS
    assert evaluation.adversary_parts(state).turns == PLANS_TO_END * evaluation.TURNS_PER_PLAN
    state.solo.completed = PLANS[:PLANS_TO_END - 1]
    assert evaluation.adversary_parts(state).turns == STRATAGEMS - GEMS


def test_the_adversarys_estimate_counts_its_score_and_distinctions() -> None:
    """At the start: 30 VP, 7 VP for each distinction still empty, and its plans to come."""
    state = new(1, seed=3, options={"adversary_vp": 30})
    assert state.solo is not None
    plans = evaluation.adversary_parts(state).plans
    empty = 7 * len(state.claims)
    assert state.evaluate()[1] == pytest.approx(30 + empty + evaluation.ADVERSARY_START.plans * plans)
