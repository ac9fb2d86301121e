"""Fit the Paladins round planner's value of a round's start (``plan.GAIN_WEIGHTS``).

    nice -n 19 .venv/bin/python benchmarks/paladins_round_value.py [--games 240] [--seed 99] [--first 0]

Plays solo games (standard difficulty) as the heuristic agent does, with the look-ahead alone
(``policy.policy_action`` on a determinized copy, no planner),
records ``plan.features`` of the seat at the start of rounds 2-7 and the VP the seat still scored from
there to the end, and fits per round a ridge regression of those VP on the features (columns scaled,
penalty 1, the constant unpenalised).  Prints the cross-validated R² per round and the weights to paste
into ``plan.GAIN_WEIGHTS``.
"""

from __future__ import annotations

import argparse
import random
import statistics

from meeple.core import load_game
from meeple.games.paladins_of_the_west_kingdom import policy
from meeple.games.paladins_of_the_west_kingdom.plan import features
from meeple.games.paladins_of_the_west_kingdom.scoring import score
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState
from meeple.sim.play import agent_seed, derive_seed

GAME = "paladins-of-the-west-kingdom"
PENALTY = 1.0
FOLDS = 5


def samples(seed: int) -> list[tuple[int, list[float], float]]:
    """(round, features, VP still to come) at the start of rounds 2-7 of one game."""
    state = load_game(GAME).new_game(1, seed, {})
    assert isinstance(state, PaladinsState)
    rng = random.Random(agent_seed(seed, 0))
    seat = state.players[0]
    seen: list[tuple[int, list[float], int]] = []
    while not state.is_over:
        d = state.decision
        assert d is not None
        if d.kind == "paladin" and state.round >= 2 and state.round not in [r for r, _, _ in seen]:
            seen.append((state.round, features(state, seat), score(state, seat)["total"]))
        legal = state.legal_actions()
        # as the heuristic agent plays, the planner left out: the look-ahead on a determinized copy
        if len(legal) == 1:
            state.apply(legal[0].id)
            continue
        world = state.determinize(0, rng)
        assert isinstance(world, PaladinsState)
        state.apply(policy.policy_action(world, rng).id)
    final = score(state, seat)["total"]
    return [(r, f, float(final - now)) for r, f, now in seen]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gauss-Jordan elimination with partial pivoting (the system is small and regularised)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                k = m[r][col] / m[col][col]
                m[r] = [x - k * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def ridge(x: list[list[float]], y: list[float]) -> list[float]:
    """Weights on the raw features (the first is the constant 1) of a ridge fit on scaled columns."""
    k = len(x[0])
    mean = [statistics.fmean(row[j] for row in x) for j in range(k)]
    scale = [statistics.pstdev([row[j] for row in x]) or 1.0 for j in range(k)]
    z = [[1.0] + [(row[j] - mean[j]) / scale[j] for j in range(1, k)] for row in x]
    a = [[sum(r[i] * r[j] for r in z) + (PENALTY if i == j and i > 0 else 0.0) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * t for r, t in zip(z, y, strict=True)) for i in range(k)]
    w = solve(a, b)
    raw = [0.0] + [w[j] / scale[j] for j in range(1, k)]
    raw[0] = w[0] - sum(w[j] * mean[j] / scale[j] for j in range(1, k))
    return raw


def predict(w: list[float], f: list[float]) -> float:
    return sum(a * b for a, b in zip(w, f, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=240)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=99)
    args = parser.parse_args()
    rows: list[tuple[int, list[float], float]] = []
    for deal in range(args.first, args.first + args.games):
        rows += samples(derive_seed(args.seed, deal))
    print("GAIN_WEIGHTS = {")
    for r in sorted({r for r, _, _ in rows}):
        x = [f for k, f, _ in rows if k == r]
        y = [t for k, _, t in rows if k == r]
        errors = []
        for fold in range(FOLDS):
            train = [i for i in range(len(x)) if i % FOLDS != fold]
            w = ridge([x[i] for i in train], [y[i] for i in train])
            errors += [(predict(w, x[i]) - y[i]) ** 2 for i in range(len(x)) if i % FOLDS == fold]
        r2 = 1 - statistics.fmean(errors) / statistics.pvariance(y)
        weights = ", ".join(f"{v:.3f}" for v in ridge(x, y))
        print(f"    {r}: ({weights}),  # {len(x)} starts, VP to come {statistics.fmean(y):.1f}, CV R² {r2:.2f}")
    print("}")


if __name__ == "__main__":
    main()
