"""Fit Valeria's estimate with several seats (``evaluation.START`` and ``evaluation.END``).

    nice -n 19 .venv/bin/python benchmarks/valeria_evaluation_fit.py [--games 700] [--penalty 50] [--data F.npz]

Plays 2-seat games of the rules of thumb against themselves (the ``heuristic`` agent), records at
every other turn's start each seat's ``evaluation.parts`` and VP so far (with the end-game VP of its
champions and troops), and fits the final score margin of the two seats on the differences of those
parts: VP so far with weight 1, each part with a weight that moves linearly from its START value to
its END value as the seat closest to its 7th plan gets there (``evaluation.weights``), with
``evaluation_fit``, which prints by stage of the game how well the fitted estimate and the one in the
code predict the winner and the margin there, then the weights to paste into evaluation.py.
"""

from __future__ import annotations

from dataclasses import astuple, fields

from evaluation_fit import Recorded, Row, duel, run, staged

from meeple.core import load_game
from meeple.games.shadow_kingdoms_of_valeria import evaluation, scoring
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

FIRST_SEED = 10_000
STAGES = [(6, 7), (4, 5), (2, 3), (0, 1)]  # plans the leading seat has still to complete


def positions(game: int) -> list[Row]:
    state = load_game("shadow-kingdoms-of-valeria").new_game(2, FIRST_SEED + game, {})
    assert isinstance(state, ValeriaState)
    return duel(state, game, "move", record)


def record(state: ValeriaState) -> Recorded:
    fewest = min(max(0, PLANS_TO_END - len(p.completed)) for p in state.players)
    a, b = (astuple(evaluation.parts(state, seat)) for seat in range(2))
    diff = [x - y for x, y in zip(a, b, strict=True)]
    vp = [state.players[seat].vp + scoring.final_vp(state, seat) for seat in range(2)]
    estimate = state.evaluate()
    return float(fewest), staged(diff, fewest / PLANS_TO_END), float(vp[0] - vp[1]), [estimate[0] - estimate[1]]


if __name__ == "__main__":
    run(positions, [f.name for f in fields(evaluation.Weights)], ["code"], STAGES, "leader's plans left",
        games=700, penalty=50.0, description=__doc__.splitlines()[0])
