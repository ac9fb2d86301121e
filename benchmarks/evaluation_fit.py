"""The shared part of the estimate fits (``valeria_evaluation_fit.py``, ``valeria_solo_fit.py``,
``paladins_evaluation_fit.py``): the game loop that records positions, the fit and its report.

A game's script plays games of the rules of thumb against themselves and turns each game into rows, one
per recorded position: the stage of the game there, the differences between seats 0 and 1 of the
estimate's parts (each twice: once times the share of the way to the game's end, once times the share
still ahead, so that a weight moves linearly from a START value to an END value), the difference of
what the seats have scored so far (weight 1), the final score margin, and the margins some estimates in
the code predict.  Here: a ridge regression of the final margin on those parts, its weights kept
non-negative (a negative one is dropped and the rest fitted again), on three games in four; the fourth
game of each four is held out, and the report says by stage how well each estimate predicts the winner
and the margin there.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from meeple.agents import make_agent


@dataclass(frozen=True)
class Row:
    """One recorded position (differences are seat 0's minus seat 1's)."""

    stage: float  # how far the game still has to go, in the game's own unit (the report's stages)
    parts: list[float]  # the parts' differences times the share done, then times the share left
    base: float  # the difference of what is scored so far
    final: float  # the final score margin
    guesses: list[float]  # the margins the code's estimates predict here


Recorded = tuple[float, list[float], float, list[float]]  # a Row but its final margin


def play_and_record(state: Any, agents: Sequence[Any], kind: str, record: Callable[[Any], Recorded],
                    margin: Callable[[Any], float]) -> list[Row]:
    """Play ``state`` to its end, each seat by its agent, keeping ``record(state)`` at every other
    decision of ``kind``; each row then gets the game's final margin, ``margin(state)``."""
    seen = []
    turns = 0
    while not state.is_over:
        decision = state.decision
        assert decision is not None
        if decision.kind == kind:
            turns += 1
            if turns % 2 == 0:
                seen.append(record(state))
        seat = state.current_player
        assert seat is not None
        state.apply(agents[seat].act(state).id)
    final = margin(state)
    return [Row(stage, parts, base, final, guesses) for stage, parts, base, guesses in seen]


def duel(state: Any, game: int, kind: str, record: Callable[[Any], Recorded]) -> list[Row]:
    """``play_and_record`` for two seats, both by the rules of thumb (seeded by the game's number), the
    final margin seat 0's score minus seat 1's."""
    agents = [make_agent("heuristic", seat, game * 7 + seat) for seat in range(2)]
    return play_and_record(state, agents, kind, record, lambda s: float(s.scores()[0] - s.scores()[1]))


def staged(diff: Sequence[float], share_left: float) -> list[float]:
    """The parts' columns: END's (times the share of the way done), then START's."""
    return [d * (1 - share_left) for d in diff] + [d * share_left for d in diff]


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


def run(positions: Callable[[int], list[Row]], names: Sequence[str], guesses: Sequence[str],
        stages: Sequence[tuple[int, int]], stage_label: str, games: int, penalty: float, description: str) -> None:
    """Parse the command line, play (or load) the games, fit, report and print the weights to paste."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--penalty", type=float, default=penalty)
    parser.add_argument("--data", type=Path, help="an .npz of the games' rows: loaded if it exists, else saved")
    args = parser.parse_args()
    if args.data is not None and args.data.exists():
        saved = np.load(args.data)
        stage, x, base, final, code, game = (saved[k] for k in ("stage", "x", "base", "final", "code", "game"))
    else:
        rows: list[Row] = []
        numbers: list[int] = []
        for number in range(args.games):
            found = positions(number)
            rows += found
            numbers += [number] * len(found)
        stage = np.array([r.stage for r in rows])
        x = np.array([r.parts for r in rows])
        base, final = (np.array([getattr(r, k) for r in rows]) for k in ("base", "final"))
        code = np.array([r.guesses for r in rows])
        game = np.array(numbers)
        if args.data is not None:
            np.savez(args.data, stage=stage, x=x, base=base, final=final, code=code, game=game)
    test = game % 4 == 0
    w = fit(x[~test], (final - base)[~test], args.penalty)
    fitted = base + x @ w
    print(f"{len(stage)} positions from {len(set(game.tolist()))} games; held out: {int(test.sum())}")
    labelled = [("fitted", fitted)] + [(label, code[:, i]) for i, label in enumerate(guesses)]
    for low, high in [(min(s for s, _ in stages), max(s for _, s in stages)), *stages]:
        m = test & (stage >= low) & (stage <= high)
        cells = []
        for label, guess in labelled:
            corr = np.corrcoef(guess[m], final[m])[0, 1]
            sign = np.mean(np.sign(guess[m]) == np.sign(final[m]))
            cells.append(f"{label}: margin corr {corr:.3f}, winner {sign:.3f}")
        print(f"{stage_label} {low}-{high}: " + "; ".join(cells))
    n = len(names)
    for label, part in (("START", w[n:]), ("END", w[:n])):
        print(f"{label} = Weights(" + ", ".join(f"{name}={v:.2f}" for name, v in zip(names, part, strict=True)) + ")")
