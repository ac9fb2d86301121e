"""Fit Valeria's solo estimate (``evaluation.SOLO_START``/``SOLO_END`` and the Adversary's
``ADVERSARY_START``/``ADVERSARY_END``).

    nice -n 10 .venv/bin/python benchmarks/valeria_solo_fit.py [--games 2000] [--penalty 50] [--data F.npz]

Plays solo games of the rules of thumb (the ``heuristic`` agent) against the Adversary at 30 starting
VP, records at every other turn's start the seat's ``evaluation.parts``, the Adversary's
``evaluation.adversary_parts`` and both scores so far (the seat's with the end-game VP of its champions
and troops, the Adversary's with the distinctions it would take now), and fits the final margin (the
seat's final VP minus the Adversary's) on those parts, the Adversary's counted against the seat, with
weights moving linearly from START to END as the closer of the two to its 7th plan gets there, with
``evaluation_fit``, which prints by stage how well the fitted estimate and the one in the code predict
the winner and the margin, then the weights to paste into evaluation.py (the last two of each line are
the Adversary's).
"""

from __future__ import annotations

from dataclasses import astuple, fields

from evaluation_fit import Row, run, staged

from meeple.agents import make_agent
from meeple.core import load_game
from meeple.games.shadow_kingdoms_of_valeria import evaluation, scoring
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

FIRST_SEED = 40_000
STAGES = [(6, 7), (4, 5), (2, 3), (0, 1)]  # plans still to complete by the seat or the Adversary, the fewer
OPTIONS = {"adversary_vp": 30}  # the level


def positions(game: int) -> list[Row]:
    state = load_game("shadow-kingdoms-of-valeria").new_game(1, FIRST_SEED + game, OPTIONS)
    assert isinstance(state, ValeriaState) and state.solo is not None
    agent = make_agent("heuristic", 0, game * 7)
    seen = []
    turns = 0
    while not state.is_over:
        decision = state.decision
        assert decision is not None
        if decision.kind == "move":
            turns += 1
            if turns % 2 == 0:
                left = evaluation.plans_left(state)
                diff = list(astuple(evaluation.parts(state, 0)))
                diff += [-q for q in astuple(evaluation.adversary_parts(state))]
                vp = state.players[0].vp + scoring.final_vp(state, 0)
                adversary = state.solo.vp + scoring.adversary_distinction_vp(state)
                estimate = state.evaluate()
                seen.append((float(left), staged(diff, left / evaluation.PLANS_TO_END), float(vp - adversary),
                             [estimate[0] - estimate[1]]))
        state.apply(agent.act(state).id)
    margin = float(state.players[0].vp - state.solo.vp)
    return [Row(stage, parts, base, margin, guesses) for stage, parts, base, guesses in seen]


if __name__ == "__main__":
    names = [f.name for f in fields(evaluation.Weights)] + [f"adversary_{f.name}"
                                                            for f in fields(evaluation.AdversaryWeights)]
    run(positions, names, ["code"], STAGES, "plans left", games=2000, penalty=50.0,
        description=__doc__.splitlines()[0])
