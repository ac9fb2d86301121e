"""Running jobs: in this process, on local processes, or on a Ray cluster.

Results always come back in job order, so the outcome of a run does not
depend on which backend or how many workers played it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any

from meeple.sim.play import Job, run_job

Progress = Callable[[], None] | None
BACKENDS = ("local", "ray")


def run_jobs(jobs: Sequence[Job], workers: int = 1, backend: str = "local",
             progress: Progress = None) -> list[dict[str, Any]]:
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; use one of {', '.join(BACKENDS)}")
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    if backend == "ray":
        results = _run_ray(jobs, workers, progress)
    elif workers == 1 or len(jobs) <= 1:
        results = []
        for job in jobs:
            results.append(run_job(job))
            if progress:
                progress()
    else:
        results = _run_processes(jobs, workers, progress)
    results.sort(key=lambda r: r["index"])
    return results


def _run_processes(jobs: Sequence[Job], workers: int, progress: Progress) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs))) as pool:
        pending = {pool.submit(run_job, job) for job in jobs}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                out.append(future.result())
                if progress:
                    progress()
    return out


def _run_ray(jobs: Sequence[Job], workers: int, progress: Progress) -> list[dict[str, Any]]:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the ray backend needs Ray: pip install 'meeple[ray]'") from None
    if not ray.is_initialized():
        env = _runtime_env(jobs)
        if os.environ.get("RAY_ADDRESS"):
            ray.init(runtime_env=env, log_to_driver=False)  # join that cluster; it has its own CPUs
        else:  # a local instance sized by `workers`, without the dashboard we would not show
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, runtime_env=env)
    remote = ray.remote(run_job)
    pending = [remote.remote(job) for job in jobs]
    out: list[dict[str, Any]] = []
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        out.extend(ray.get(done))
        if progress:
            progress()
    return out


def _runtime_env(jobs: Sequence[Job]) -> dict[str, Any]:
    """Ship the module of a game that is not installed as a package (a game
    registered at run time from a script or a test folder), so that Ray
    workers, which may run elsewhere, can import it."""
    modules = []
    for name in sorted({job.game_module.split(".")[0] for job in jobs}):
        module = sys.modules.get(name)
        path = getattr(module, "__file__", None) or ""
        if module is not None and name != "meeple" and "site-packages" not in path:
            modules.append(module)
    return {"py_modules": modules} if modules else {}
