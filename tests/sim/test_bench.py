"""bench(): every figure present, positive, and the machine named."""

from __future__ import annotations

import meeple
from meeple.sim import bench
from meeple.sim.bench import machine


def test_bench_reports_every_figure(toy_registered: meeple.Game) -> None:
    ticks: list[int] = []
    out = bench("toy", runs=3, progress=lambda: ticks.append(1), seconds=0.02)
    assert len(ticks) == 3 and out["runs"] == 3 and len(out["per_run"]) == 3
    for key in ("actions_per_second", "games_per_second", "copy_us", "legal_actions_us", "apply_us",
                "ismcts_iterations_per_second"):
        values = sorted(run[key] for run in out["per_run"])
        assert out[key] > 0 and out[key] == values[1]  # the median of three runs
    # a toy game is 20 actions long at every seat count
    assert out["actions_per_second"] / out["games_per_second"] == __import__("pytest").approx(20, rel=0.01)
    assert out["game"] == "toy" and out["machine"] == machine() and "Python" in out["machine"]
