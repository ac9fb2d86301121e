"""Fit Valeria's estimate with several seats (``evaluation.START`` and ``evaluation.END``).

    nice -n 19 .venv/bin/python benchmarks/valeria_evaluation_fit.py [--games 700] [--penalty 50]

Plays 2-seat games of the rules of thumb against themselves (the ``heuristic`` agent), records at
every other turn's start each seat's ``evaluation.parts`` and VP so far (with the end-game VP of its
champions and troops), and fits the final score margin of the two seats on the differences of those
parts: VP so far with weight 1, each part with a weight that moves linearly from its START value to
its END value as the seat closest to its 7th plan gets there (``evaluation.weights``).  The fit is a
ridge regression (``--penalty``) whose weights are kept non-negative (a negative one is dropped and
the rest fitted again), on three games in four; the fourth game of each four is held out, and the
script prints, by stage of the game, how well the fitted estimate and the one in the code predict
the winner and the margin there, then the weights to paste into evaluation.py.
"""

from __future__ import annotations

import argparse
from dataclasses import astuple, fields

import numpy as np

from meeple.agents import make_agent
from meeple.core import load_game
from meeple.games.shadow_kingdoms_of_valeria import evaluation, scoring
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

FIRST_SEED = 10_000
NAMES = [f.name for f in fields(evaluation.Weights)]
STAGES = [(6, 7), (4, 5), (2, 3), (0, 1)]  # plans the leading seat has still to complete


def positions(game: int) -> list[tuple[float, list[float], float, float, float]]:
    """(plans the leading seat has left, the parts' differences between seats 0 and 1 mixed by stage,
    the difference of VP so far, of the code's estimates, of the final scores) for one game."""
    state = load_game("shadow-kingdoms-of-valeria").new_game(2, FIRST_SEED + game, {})
    assert isinstance(state, ValeriaState)
    agents = [make_agent("heuristic", seat, game * 7 + seat) for seat in range(2)]
    seen = []
    turns = 0
    while not state.is_over:
        decision = state.decision
        assert decision is not None
        if decision.kind == "move":
            turns += 1
            if turns % 2 == 0:
                fewest = min(max(0, PLANS_TO_END - len(p.completed)) for p in state.players)
                share = fewest / PLANS_TO_END
                a, b = (astuple(evaluation.parts(state, seat)) for seat in range(2))
                diff = [x - y for x, y in zip(a, b, strict=True)]
                vp = [state.players[seat].vp + scoring.final_vp(state, seat) for seat in range(2)]
                estimate = state.evaluate()
                seen.append((float(fewest), [d * (1 - share) for d in diff] + [d * share for d in diff],
                             float(vp[0] - vp[1]), estimate[0] - estimate[1]))
        seat = state.current_player
        assert seat is not None
        state.apply(agents[seat].act(state).id)
    final = state.scores()
    return [(*row, float(final[0] - final[1])) for row in seen]


def fit(x: np.ndarray, y: np.ndarray, penalty: float) -> np.ndarray:
    """Non-negative ridge weights (a negative weight is dropped and the others fitted again)."""
    active = list(range(x.shape[1]))
    w = np.zeros(0)
    for _ in range(x.shape[1]):
        a = x[:, active]
        w = np.linalg.solve(a.T @ a + penalty * np.eye(len(active)), a.T @ y)
        if (w >= 0).all():
            break
        active = [column for column, weight in zip(active, w, strict=True) if weight >= 0]
    out = np.zeros(x.shape[1])
    out[active] = w
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=700)
    parser.add_argument("--penalty", type=float, default=50.0)
    args = parser.parse_args()
    rows, held_out = [], []
    for game in range(args.games):
        found = positions(game)
        rows += found
        held_out += [game % 4 == 0] * len(found)
    stage = np.array([r[0] for r in rows])
    x = np.array([r[1] for r in rows])
    vp, code, final = (np.array([r[i] for r in rows]) for i in (2, 3, 4))
    test = np.array(held_out)
    w = fit(x[~test], (final - vp)[~test], args.penalty)
    fitted = vp + x @ w
    print(f"{len(rows)} positions from {args.games} games; held out: {int(test.sum())}")
    for low, high in [(0, PLANS_TO_END), *STAGES]:
        m = test & (stage >= low) & (stage <= high)
        cells = []
        for label, guess in (("fitted", fitted), ("code", code)):
            corr = np.corrcoef(guess[m], final[m])[0, 1]
            sign = np.mean(np.sign(guess[m]) == np.sign(final[m]))
            cells.append(f"{label}: margin corr {corr:.3f}, winner {sign:.3f}")
        print(f"leader's plans left {low}-{high}: " + "; ".join(cells))
    n = len(NAMES)
    for label, part in (("START", w[n:]), ("END", w[:n])):
        print(f"{label} = Weights(" + ", ".join(f"{name}={v:.2f}" for name, v in zip(NAMES, part, strict=True)) + ")")


if __name__ == "__main__":
    main()
