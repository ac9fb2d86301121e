"""How long this server's event loop stalls, and how much of it the collector takes.

A move's click-to-push latency has two parts only the server can see: the
event loop busy elsewhere (another game's move, a collection) before it reads
the request or sends the push.  :class:`Pulse` measures both while the server
runs: a task asks to wake every ``TICK`` seconds and records how late it woke
(the loop's lag) and how much CPU time the loop's thread used meanwhile (what
stalls it by itself, whatever else the machine runs: on a shared machine the
lag is mostly waiting for a core), and a ``gc.callbacks`` hook records every
collection's CPU time and generation.  The hub also times each move it serves and
each group commit (:meth:`Pulse.span`), the server's own share of a click-to-push
latency.  ``GET /api/load`` reports them over the last seconds
(``benchmarks/serve_load.py`` reads it for its measuring window).  Nothing in
it concerns any game.
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections import deque
from typing import Any

TICK = 0.01
KEPT = 60_000  # samples kept: ten minutes of ticks
SPANS = {
    # Hub.act, from its call to the pushes queued for every socket: waiting for the game's lock,
    # checking the move, its commit, building the payloads (HTTP and the sockets' writes not in it).
    "move": "move_ms",
    # One group commit's transaction, in the writer's thread (a move waits for up to two of them).
    "commit": "commit_ms",
}


def percentiles(values: list[float]) -> dict[str, float | int]:
    """Count, p50, p99 and max of ``values`` (seconds), in milliseconds."""
    ordered = sorted(values)
    if not ordered:
        return {"count": 0}

    def at(fraction: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(fraction * len(ordered)))], 2)

    return {"count": len(ordered), "p50": at(0.5), "p99": at(0.99), "max": round(1000 * ordered[-1], 2)}


class Pulse:
    """The event loop's lag and the collector's pauses, with when each happened."""

    def __init__(self) -> None:
        self.lags: deque[tuple[float, float, float]] = deque(maxlen=KEPT)
        self.pauses: deque[tuple[float, int, float]] = deque(maxlen=KEPT)
        self.spans: dict[str, deque[tuple[float, float]]] = {name: deque(maxlen=KEPT) for name in SPANS}
        self._started: float | None = None

    def _on_collection(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.thread_time()
        elif self._started is not None:
            self.pauses.append((time.perf_counter(), info["generation"], time.thread_time() - self._started))
            self._started = None

    def span(self, name: str, started: float) -> None:
        """Record that ``name`` (one of ``SPANS``), begun at ``perf_counter()`` ``started``, ends now."""
        now = time.perf_counter()
        self.spans[name].append((now, now - started))

    async def run(self) -> None:
        """Sample the loop's lag until cancelled; collections are recorded meanwhile."""
        gc.callbacks.append(self._on_collection)
        try:
            while True:
                asked, asked_cpu = time.perf_counter(), time.thread_time()
                await asyncio.sleep(TICK)
                woke = time.perf_counter()
                self.lags.append((woke, woke - asked - TICK, time.thread_time() - asked_cpu))
        finally:
            gc.callbacks.remove(self._on_collection)

    def summary(self, seconds: float) -> dict[str, Any]:
        """The last ``seconds``, in milliseconds: the loop's lag, the loop thread's CPU time in each
        tick (a tick using 50 ms of CPU is a 40 ms stall even on an idle machine), and the
        collections by generation (CPU time each, and in all), and the hub's moves and commits
        (wall-clock time each)."""
        since = time.perf_counter() - seconds
        # Read copies: a collection can start at any allocation below (or in another thread), and
        # its callback then appends to ``pauses``; iterating the live deque raised "deque mutated
        # during iteration" once a loaded window held enough of them (GET /api/load answered 500).
        # ``list`` copies a deque in one C call that allocates nothing the collector counts.
        ticks = [(lag, cpu) for at, lag, cpu in list(self.lags) if at >= since]
        pauses = [(generation, cpu) for at, generation, cpu in list(self.pauses) if at >= since]
        return {
            "seconds": seconds,
            "loop_lag_ms": percentiles([lag for lag, _cpu in ticks]),
            "loop_cpu_per_tick_ms": percentiles([cpu for _lag, cpu in ticks]),
            "collections_cpu_ms": {
                str(generation): {**percentiles([cpu for g, cpu in pauses if g == generation]),
                                  "total": round(1000 * sum(cpu for g, cpu in pauses if g == generation), 1)}
                for generation in (0, 1, 2)},
            **{key: percentiles([took for at, took in list(self.spans[name]) if at >= since])
               for name, key in SPANS.items()},
            "frozen_objects": gc.get_freeze_count(),
        }
