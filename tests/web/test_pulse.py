"""The server's own load figures (``GET /api/load``): the event loop's lag and the collector's pauses."""

from __future__ import annotations

import asyncio
import gc
import time

from fastapi.testclient import TestClient

from meeple.web.pulse import TICK, Pulse


def test_a_loop_held_by_a_callback_shows_as_lag_and_cpu_and_collections_are_counted() -> None:
    async def hold_the_loop() -> dict[str, object]:
        pulse = Pulse()
        watching = asyncio.ensure_future(pulse.run())
        await asyncio.sleep(5 * TICK)
        started = time.thread_time()
        while time.thread_time() - started < 0.12:  # a callback using 120 ms of CPU: nothing else runs
            pass
        gc.collect(1)
        await asyncio.sleep(3 * TICK)
        watching.cancel()
        await asyncio.gather(watching, return_exceptions=True)
        assert pulse._on_collection not in gc.callbacks  # stopped watching the collector
        return pulse.summary(60)

    summary = asyncio.run(hold_the_loop())
    lag, cpu = summary["loop_lag_ms"], summary["loop_cpu_per_tick_ms"]
    assert isinstance(lag, dict) and isinstance(cpu, dict)
    assert lag["max"] >= 100 and cpu["max"] >= 110  # the held tick, late by the callback's time
    assert lag["count"] == cpu["count"] >= 2
    collections = summary["collections_cpu_ms"]
    assert isinstance(collections, dict) and collections["1"]["count"] >= 1


def test_the_server_reports_its_load(client: TestClient) -> None:
    time.sleep(5 * TICK)
    answer = client.get("/api/load", params={"seconds": 10})
    assert answer.status_code == 200
    body = answer.json()
    assert body["loop_lag_ms"]["count"] >= 1
    assert set(body["collections_cpu_ms"]) == {"0", "1", "2"}
    assert body["rooms"] == 0
    assert body["move_ms"] == body["commit_ms"] == {"count": 0}
    made = client.post("/api/games", json={"game": "seasons", "players": 2, "seats": ["human", "human"]}).json()
    for seat in made["seats"]:
        choices = client.get(f"/api/games/{made['id']}", params={"token": seat["token"]}).json()["legal_actions"]
        if choices:
            moved = client.post(f"/api/games/{made['id']}/actions", json={"action": choices[0]["id"]},
                                params={"token": seat["token"]})
            assert moved.status_code == 200
            break
    body = client.get("/api/load", params={"seconds": 10}).json()
    assert body["rooms"] == 1
    assert body["move_ms"]["count"] == 1 and body["commit_ms"]["count"] == 1
    assert body["commit_ms"]["max"] <= body["move_ms"]["max"]  # the move waited for its commit
    assert client.get("/api/load", params={"seconds": 0}).status_code == 422


def test_collections_while_the_summary_is_read_do_not_break_it() -> None:
    # Under load the collector runs while the summary reads its samples (every tuple the summary
    # makes may start a collection), and each collection adds a pause: reading the live deque then
    # raised "deque mutated during iteration", and GET /api/load answered 500 instead of JSON.
    pulse = Pulse()
    now = time.perf_counter()
    pulse.pauses.extend((now, number % 3, 0.001) for number in range(5000))
    threshold = gc.get_threshold()
    gc.callbacks.append(pulse._on_collection)
    gc.set_threshold(1, 1_000_000, 1_000_000)  # a young collection at nearly every allocation, as under load
    try:
        summary = pulse.summary(60)
    finally:
        gc.set_threshold(*threshold)
        gc.callbacks.remove(pulse._on_collection)
    collections = summary["collections_cpu_ms"]
    assert isinstance(collections, dict)
    assert sum(collections[generation]["count"] for generation in "012") >= 5000
