"""Fit an estimate of Valeria's solo margin (the seat's final VP minus the Adversary's).

    nice -n 10 .venv/bin/python benchmarks/valeria_solo_fit.py [--games 3000] [--penalty 50] [--data F.npz]

Plays solo games of the rules of thumb (the ``heuristic`` agent) against the Adversary at 30 starting
VP, records at every other turn's start the seat's ``evaluation.parts``, the Adversary's parts
(``adversary_parts`` below) and both scores so far (the seat's with the end-game VP of its champions and
troops, the Adversary's with the distinctions it would take now), and fits the final margin on those
parts, the Adversary's counted against the seat, with weights moving linearly from START to END as the
closer of the two to its 7th plan gets there, with ``evaluation_fit``, which prints by stage how well
the fitted estimate and the one in the code (``evaluation.SOLO`` and ``evaluation.adversary_value``)
predict the winner and the margin, then the weights (the last two of each line are the Adversary's).
The search did not win more with the fitted weights (docs/agents-and-sim.md, "Valeria's solo estimate
fitted on final margins"), so the code keeps its own.
"""

from __future__ import annotations

from dataclasses import astuple, fields

from evaluation_fit import Recorded, Row, play_and_record, run, staged

from meeple.agents import make_agent
from meeple.core import load_game
from meeple.games.shadow_kingdoms_of_valeria import evaluation, scoring
from meeple.games.shadow_kingdoms_of_valeria.content import SANCTUARIES
from meeple.games.shadow_kingdoms_of_valeria.model import STRATAGEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.tables import TROOPS
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END, SOLO

FIRST_SEED = 40_000
STAGES = [(6, 7), (4, 5), (2, 3), (0, 1)]  # plans still to complete by the seat or the Adversary, the fewer
OPTIONS = {"adversary_vp": 30}  # the level
ADVERSARY_PARTS = ["adversary_plans", "adversary_turns"]


def adversary_parts(state: ValeriaState) -> list[float]:
    """The Adversary's VP still to come, as parts: the VP of the plans it reaches in the turns
    you need for your plans left (it enters the Stratagem sanctuary every 5 turns and scores the
    5-gold plan there, "Variante Solo"; the next one is in sight), and those turns (it scores when
    it meets your warden); its 7th plan ends the game at once."""
    adv = state.solo
    assert adv is not None
    your_turns = max(0, PLANS_TO_END - len(state.players[0].completed)) * evaluation.TURNS_PER_PLAN
    laps = len(SANCTUARIES)
    first = (STRATAGEMS - adv.location - 1) % laps + 1  # its turns until it enters the Stratagems
    its_left = PLANS_TO_END - len(adv.completed)
    plans = 0 if your_turns < first else min(its_left, 1 + (your_turns - first) // laps)
    turns = your_turns if plans < its_left else first + (plans - 1) * laps
    shown = state.column[-1]
    first_vp = SOLO.vp_by_troops[len(TROOPS[shown])] if shown is not None else evaluation.ADVERSARY_PLAN_VP
    return [first_vp + (plans - 1) * evaluation.ADVERSARY_PLAN_VP if plans else 0.0, float(turns)]


def positions(game: int) -> list[Row]:
    state = load_game("shadow-kingdoms-of-valeria").new_game(1, FIRST_SEED + game, OPTIONS)
    assert isinstance(state, ValeriaState) and state.solo is not None
    return play_and_record(state, [make_agent("heuristic", 0, game * 7)], "move", record, solo_margin)


def record(state: ValeriaState) -> Recorded:
    assert state.solo is not None
    left = PLANS_TO_END - max(len(state.players[0].completed), len(state.solo.completed))
    diff = list(astuple(evaluation.parts(state, 0))) + [-q for q in adversary_parts(state)]
    vp = state.players[0].vp + scoring.final_vp(state, 0)
    adversary = state.solo.vp + scoring.adversary_distinction_vp(state)
    estimate = state.evaluate()
    return float(left), staged(diff, left / PLANS_TO_END), float(vp - adversary), [estimate[0] - estimate[1]]


def solo_margin(state: ValeriaState) -> float:
    assert state.solo is not None
    return float(state.players[0].vp - state.solo.vp)


if __name__ == "__main__":
    run(positions, [f.name for f in fields(evaluation.Weights)] + ADVERSARY_PARTS, ["code"], STAGES, "plans left",
        games=3000, penalty=50.0, description=__doc__.splitlines()[0])
