"""Nothing lost: games are stored as records, moves under optimistic
concurrency; a restarted server (even after SIGKILL) serves every game where
it was and its bots play on; with PostgreSQL, two server processes serve the
same games and push each other's moves.  Each test runs on SQLite and on
PostgreSQL (skipped only where no PostgreSQL server is given)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from typing import Any

import httpx2
import websockets
from web_helpers import Server, make_client, play_until_a_move_may_be_taken_back, running

import meeple
from meeple.web.database import Append, Store


def test_moves_are_appended_only_at_the_version_they_were_checked_against(database: str) -> None:
    store = Store(database)
    store.migrate()
    store.migrate()  # a second start finds the schema up to date
    store.create("g1", "seasons", "1", 2, 77, {"level": "magician"}, ["human", "random"], "fr", {0: "ab" * 32})
    assert store.append("g1", 0, "pick:1", False)
    assert not store.append("g1", 0, "pick:2", False)  # another process moved first: nothing written
    assert store.append("g1", 1, "pick:3", True)
    loaded = store.load("g1")
    assert loaded is not None
    assert loaded.actions == ["pick:1", "pick:3"]
    assert loaded.record() == {"game": "seasons", "version": "1", "num_players": 2, "seed": 77,
                               "options": {"level": "magician"}, "actions": ["pick:1", "pick:3"]}
    assert loaded.token_hashes == {0: "ab" * 32} and loaded.seats == ["human", "random"] and loaded.lang == "fr"
    assert store.unfinished() == []
    assert store.moves_since("g1", 1) == ["pick:3"]
    assert store.load("nope") is None
    store.dispose()


class SlowCursor:
    """A cursor whose statements wait a little first: a batch still being written."""

    def __init__(self, cursor: Any, started: threading.Event) -> None:
        self._cursor, self._started = cursor, started

    def execute(self, *args: Any) -> Any:
        self._started.set()
        time.sleep(0.2)
        return self._cursor.execute(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cursor, name)


def test_closing_the_store_waits_for_the_batch_being_written(database: str) -> None:
    """The server's shutdown closes the store while a worker thread may still write moves: it must wait
    for that batch (closing the connection under it crashed the whole process on SQLite)."""
    store = Store(database)
    store.migrate()
    store.create("g1", "seasons", "1", 2, 77, {}, ["human", "random"], "fr", {})
    connection = store.engine.raw_connection()
    started = threading.Event()
    cursor = connection.cursor
    connection.cursor = lambda *args: SlowCursor(cursor(*args), started)  # type: ignore[method-assign]
    store._writer = connection
    results: list[Any] = []
    writer = threading.Thread(target=lambda: results.append(store.append_many([Append("g1", 0, "pick:1", False)])))
    writer.start()
    started.wait(5)
    store.dispose()  # while the batch waits in its first statement
    writer.join(5)
    assert results == [[True]]
    reopened = Store(database)
    loaded = reopened.load("g1")
    assert loaded is not None and loaded.actions == ["pick:1"]
    reopened.dispose()


def play(client: Any, made: dict[str, Any], moves: int, rng: random.Random) -> None:
    tokens = [seat["token"] for seat in made["seats"]]
    for _ in range(moves):
        for token in tokens:
            payload = client.get(f"/api/games/{made['id']}", headers={"Authorization": f"Bearer {token}"}).json()
            if payload["legal_actions"]:
                action = rng.choice(payload["legal_actions"])["id"]
                answer = client.post(f"/api/games/{made['id']}/actions", json={"action": action},
                                     headers={"Authorization": f"Bearer {token}"})
                assert answer.status_code == 200
                break


def test_a_move_may_still_be_taken_back_after_a_restart(database: str) -> None:
    with make_client(database) as client:
        made = client.post("/api/games", json={"game": "path-of-light-and-shadow", "players": 2, "seed": 11,
                                                "seats": ["human", "human"]}).json()
        seat, before, _ = play_until_a_move_may_be_taken_back(client, made, 11)
        version = client.get(f"/api/games/{made['id']}").json()["version"]
    tokens = {entry["seat"]: {"Authorization": f"Bearer {entry['token']}"} for entry in made["seats"]}
    with make_client(database) as client:  # a new server: only the database is left
        url = f"/api/games/{made['id']}"
        assert client.get(url, headers=tokens[seat]).json()["can_undo"] is True
        assert client.get(url, headers=tokens[1 - seat]).json()["can_undo"] is False
        assert client.post(f"{url}/undo", headers=tokens[1 - seat]).status_code == 403
        back = client.post(f"{url}/undo", headers=tokens[seat])
        assert back.status_code == 200
        assert back.json()["version"] == version - 1 and back.json()["view"] == before.view(seat)
    with make_client(database) as client:  # the move taken back is gone from the database too
        assert client.get(f"/api/games/{made['id']}", headers=tokens[seat]).json()["view"] == before.view(seat)


def test_a_new_server_on_the_same_database_serves_every_game_as_it_was(database: str) -> None:
    with make_client(database) as client:
        made = client.post("/api/games", json={"game": "path-of-light-and-shadow", "players": 2,
                                                "seats": ["human", "human"]}).json()
        play(client, made, 15, random.Random(3))
        token = made["seats"][0]["token"]
        before = client.get(f"/api/games/{made['id']}", params={"token": token}).json()
    with make_client(database) as client:
        after = client.get(f"/api/games/{made['id']}", params={"token": token}).json()
    assert after == before and after["version"] == 15  # can_undo included: the way back is stored too


def test_a_game_stored_under_other_rules_is_refused_with_410_not_replayed(database: str) -> None:
    store = Store(database)
    store.migrate()
    installed = meeple.load_game("seasons").version
    store.create("old1", "seasons", installed + "-old", 2, 5, {}, ["human", "human"], "en", {0: "ab" * 32})
    store.dispose()
    with make_client(database) as client:
        answer = client.get("/api/games/old1")
        assert answer.status_code == 410
        assert f"this server runs version {installed}" in answer.json()["detail"]
        assert client.get("/api/games/old1/record").status_code == 410


def wait(url: str, check: Any, seconds: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        payload = httpx2.get(url, timeout=5).json()
        if check(payload):
            return dict(payload)
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting on {url}")


def test_sigkill_mid_game_loses_no_acknowledged_move_and_bots_play_on(database: str) -> None:
    rng = random.Random(4)
    server = Server(database, bot_pause=0.01).start()
    try:
        people = httpx2.post(f"{server.url}/api/games", json={
            "game": "seasons", "players": 2, "seats": ["human", "human"]}).json()
        bots = httpx2.post(f"{server.url}/api/games", json={
            "game": "paladins-of-the-west-kingdom", "players": 2, "seats": ["random", "random"]}).json()
        with httpx2.Client(base_url=server.url) as client:
            play(client, people, 12, rng)
            token = people["seats"][0]["token"]
            before = client.get(f"/api/games/{people['id']}", params={"token": token}).json()
        # The bots are mid-game when the server dies.
        wait(f"{server.url}/api/games/{bots['id']}", lambda p: p["version"] >= 5)
        server.kill()
    finally:
        server.stop()
    with running(database) as again:
        after = httpx2.get(f"{again.url}/api/games/{people['id']}", params={"token": token}).json()
        assert after["version"] == before["version"] == 12
        assert after["view"] == before["view"]
        final = wait(f"{again.url}/api/games/{bots['id']}", lambda p: p["is_over"], seconds=120)
        record = httpx2.get(f"{again.url}/api/games/{bots['id']}/record").json()
        assert meeple.replay(record).view(None) == final["view"]


def test_two_processes_on_postgresql_serialise_moves_and_push_each_others(postgres: str) -> None:
    with running(postgres) as first, running(postgres) as second:
        made = httpx2.post(f"{first.url}/api/games", json={
            "game": "seasons", "players": 2, "seats": ["human", "human"], "seed": 9}).json()
        state = meeple.load_game("seasons").new_game(2, 9)
        watcher = (second.url.replace("http", "ws") + f"/ws/games/{made['id']}")

        async def scenario() -> None:
            async with websockets.connect(watcher) as socket:
                assert json.loads(await socket.recv())["version"] == 0
                mover = state.current_player
                assert mover is not None
                token = made["seats"][mover]["token"]
                action = state.legal_actions()[0].id
                # The same move sent to both processes at once: exactly one is accepted.
                async with httpx2.AsyncClient() as client:
                    answers = await asyncio.gather(*[
                        client.post(f"{server.url}/api/games/{made['id']}/actions", json={"action": action},
                                    headers={"Authorization": f"Bearer {token}"}) for server in (first, second)])
                codes = sorted(answer.status_code for answer in answers)
                assert codes[0] == 200 and codes[1] in (403, 409), codes
                pushed = json.loads(await asyncio.wait_for(socket.recv(), 10))
                assert pushed["version"] == 1
                state.apply(action)
                assert pushed["view"] == state.view(None)
                # A move made through the first process reaches a client of the second.
                mover = state.current_player
                assert mover is not None
                action = state.legal_actions()[0].id
                async with httpx2.AsyncClient() as client:
                    answer = await client.post(f"{first.url}/api/games/{made['id']}/actions",
                                               json={"action": action},
                                               params={"token": made["seats"][mover]["token"]})
                assert answer.status_code == 200
                pushed = json.loads(await asyncio.wait_for(socket.recv(), 10))
                assert pushed["version"] == 2

        asyncio.run(scenario())
        seen = httpx2.get(f"{second.url}/api/games/{made['id']}").json()
        assert seen["version"] == 2


def test_database_urls_are_read_as_people_write_them() -> None:
    from meeple.web.database import database_url

    assert database_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert database_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"
    assert database_url("sqlite:///x.db") == "sqlite:///x.db"
