"""A served move makes no reference cycles, in any game.

The server moves what survives out of the cyclic collector's sight ten times a
second (``gc.freeze``, :meth:`meeple.web.rooms.Hub._freeze_survivors`), which
keeps its pauses short with hundreds of rooms in memory.  That is safe only if
the states, views and payloads a move makes are freed by reference counting:
a cycle among frozen objects would never be freed.  This walks what the server
does for a move (a copy checked and kept through ``Undo``, the payload of every
seat and of a spectator, the events) with the collector off, and checks that
nothing it made was left for the collector.
"""

from __future__ import annotations

import gc
import random
import time
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_helpers import make_client

import meeple
from meeple.core.undo import Undo
from meeple.web import rooms
from meeple.web.payload import payload

TABLES = [(game_id, {}) for game_id in sorted(meeple.games())] + [
    ("seasons", {"expansion": "path-of-destiny", "enchanted_kingdom": True}),
]
MOVES = 120


def served_moves(game_id: str, options: dict[str, object], seed: int) -> None:
    table = Undo(meeple.load_game(game_id).new_game(2, seed=seed, options=options))
    rng = random.Random(seed)
    for version in range(MOVES):
        if table.state.is_over:
            break
        after = table.state.copy()
        after.apply(rng.choice(after.legal_actions()))
        table.advance(after)
        for seat in (0, 1, None):
            payload(table.state, seat, max(0, version - 3), "fr", game_id="g", version=version + 1,
                    seats=["human", "human"], thinking=None)


@pytest.fixture
def collector_off() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_a_served_move_leaves_nothing_for_the_cyclic_collector(game_id: str, options: dict[str, object],
                                                               collector_off: None) -> None:
    served_moves(game_id, options, seed=1)  # first use: imports, catalogs and caches made once per process
    gc.collect()
    for seed in (2, 3, 4):  # deals not seen yet: the games' own caches miss and fill again
        served_moves(game_id, options, seed)
    assert gc.collect() == 0


def test_a_running_server_freezes_its_survivors_and_lets_go_when_it_stops(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rooms, "FREEZE_EVERY", 0.02)
    gc.unfreeze()
    with make_client(f"sqlite:///{tmp_path / 'games.sqlite3'}") as client:
        made = client.post("/api/games", json={"game": "seasons", "players": 2, "seats": ["human", "human"]})
        assert made.status_code == 200
        deadline = time.monotonic() + 30  # a bound, not a wait: on a loaded machine a sweep came after 5 s
        while gc.get_freeze_count() == 0 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


def test_a_freeze_leaves_no_garbage_cycle_behind(collector_off: None) -> None:
    # A cycle that is already garbage when the server freezes its survivors must be
    # collected, not frozen for ever (a frozen cycle is never freed).
    cycle: list[object] = []
    cycle.append(cycle)
    del cycle
    try:
        rooms.freeze_survivors()
    finally:
        gc.unfreeze()
    assert gc.collect() == 0



class Node:
    """An object in a reference cycle with itself, as uvicorn's connection and its parser are."""

    def __init__(self) -> None:
        self.itself = self


def test_a_cycle_frozen_alive_is_freed_by_the_next_sweep(collector_off: None) -> None:
    node = Node()
    alive = weakref.ref(node)
    try:
        rooms.freeze_survivors()  # frozen while in use, as a connection open at a freeze
        del node  # the connection closes: its cycle is garbage
        gc.collect()
        assert alive() is not None  # a frozen cycle is not seen by the collector
        rooms.sweep_frozen()
        assert alive() is None
    finally:
        gc.unfreeze()


def test_a_running_server_sweeps_what_it_froze(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rooms, "FREEZE_EVERY", 0.02)
    monkeypatch.setattr(rooms, "SWEEP_EVERY", 0.2)
    gc.unfreeze()
    with make_client(f"sqlite:///{tmp_path / 'games.sqlite3'}") as client:
        node = Node()
        alive = weakref.ref(node)
        deadline = time.monotonic() + 30  # a bound, not a wait: on a loaded machine a sweep came after 5 s
        while gc.get_freeze_count() == 0 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert client.get("/api/catalog").status_code == 200
        gc.freeze()  # as the server's next freeze would, while the node is in use
        del node
        while alive() is not None and time.monotonic() < deadline:
            time.sleep(0.02)
        assert alive() is None
