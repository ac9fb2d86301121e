"""Fit Paladins' estimate with several seats on final margins (a staged ``policy.Weights``).

    nice -n 10 .venv/bin/python benchmarks/paladins_evaluation_fit.py [--games 320] [--penalty 50] [--data F.npz]

Plays 2-seat games of the rules of thumb against themselves (the ``heuristic`` agent), records at every
other main action's decision each seat's ``policy.parts`` and score so far, and fits the final score
margin of the two seats on the differences of those parts (score so far with weight 1; each part with a
weight moving linearly from a START value in round 1 to an END value in round 7, by the rounds still to
come after the current one) with ``evaluation_fit``, which prints how the fitted estimate and the one in
the code (``potential``) predict the winner and the margin by rounds to come, then the START and END
weights.  The 320 games' weights, used as the search's cut-off estimate, did not make it stronger
(docs/agents-and-sim.md, "Paladins' estimate fitted on final scores"), so the code keeps ``potential``.
"""

from __future__ import annotations

from dataclasses import astuple, fields

from evaluation_fit import Recorded, Row, duel, run, staged

from meeple.core import load_game
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import policy
from meeple.games.paladins_of_the_west_kingdom.scoring import score
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

FIRST_SEED = 20_000
STAGES = [(5, 7), (3, 4), (1, 2), (0, 0)]  # rounds still to come after this one


def positions(game: int) -> list[Row]:
    state = load_game("paladins-of-the-west-kingdom").new_game(2, FIRST_SEED + game, {})
    assert isinstance(state, PaladinsState)
    return duel(state, game, "turn", record)


def record(state: PaladinsState) -> Recorded:
    left = policy._rounds_left(state)
    a, b = (astuple(policy.parts(state, p)) for p in state.players)
    diff = [x - y for x, y in zip(a, b, strict=True)]
    sc = [score(state, p)["total"] for p in state.players]
    code = state.evaluate()
    return float(left), staged(diff, min(1.0, left / (C.ROUNDS - 1))), float(sc[0] - sc[1]), [code[0] - code[1]]


if __name__ == "__main__":
    run(positions, [f.name for f in fields(policy.Weights)], ["code"], STAGES, "rounds to come",
        games=320, penalty=50.0, description=__doc__.splitlines()[0])
