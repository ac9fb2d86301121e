"""The Ray backend gives the same tournament as local processes (skipped without Ray)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import meeple
from meeple.sim import tournament

ray = pytest.importorskip("ray")


@pytest.fixture
def local_ray() -> Iterator[None]:
    import toy

    # a local instance of 2 CPUs; the toy game lives in tests/, so ship its module to the workers
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"py_modules": [toy]})
    try:
        yield
    finally:
        ray.shutdown()


def test_ray_matches_local(toy_registered: meeple.Game, local_ray: None) -> None:
    args = dict(agents=["ismcts:iterations=20", "random"], players=2, games=4, seed=11)
    ticks: list[int] = []
    on_ray = tournament("toy", **args, backend="ray", workers=2, progress=lambda: ticks.append(1))  # type: ignore[arg-type]
    local = tournament("toy", **args)  # type: ignore[arg-type]
    assert len(ticks) == 4
    assert json.dumps(on_ray.to_json()) == json.dumps(local.to_json())
