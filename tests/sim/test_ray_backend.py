"""The Ray backend gives the same tournament as local processes (skipped without Ray)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import meeple
from meeple.sim import tournament

ray = pytest.importorskip("ray")


@pytest.fixture
def ray_shutdown(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("RAY_ADDRESS", raising=False)  # a local instance, never someone's cluster
    yield
    ray.shutdown()


def test_ray_matches_local(toy_registered: meeple.Game, ray_shutdown: None) -> None:
    args = dict(agents=["ismcts:iterations=20", "random"], players=2, games=4, seed=11)
    ticks: list[int] = []
    # tournament starts a local Ray instance of 2 CPUs and ships the toy game's module (it lives in tests/)
    on_ray = tournament("toy", **args, backend="ray", workers=2, progress=lambda: ticks.append(1))  # type: ignore[arg-type]
    assert ray.is_initialized() and ray.cluster_resources().get("CPU") == 2
    local = tournament("toy", **args)  # type: ignore[arg-type]
    assert len(ticks) == 4
    assert json.dumps(on_ray.to_json()) == json.dumps(local.to_json())
