"""Shared by the web tests: the app in a test client, and real `meeple serve` processes on loopback."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx2

import meeple
from meeple.core import State
from meeple.core.undo import Undo
from meeple.web import Hub, Store, create_app

if TYPE_CHECKING:
    from fastapi.testclient import TestClient

ROOT = Path(__file__).resolve().parents[2]


def make_client(url: str) -> TestClient:
    """The app on ``url`` in a test client; bots think in a thread here (the same
    code path as the server's process pool, without spawning)."""
    from fastapi.testclient import TestClient

    return TestClient(create_app(Hub(Store(url), executor=ThreadPoolExecutor(1))))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """A real `meeple serve` process on loopback."""

    def __init__(self, database: str, bot_pause: float = 0.0) -> None:
        self.database = database
        self.bot_pause = bot_pause
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        command = [sys.executable, "-m", "meeple.cli.main", "serve", "--port", str(self.port),
                   "--database", self.database, "--bot-pause", str(self.bot_pause)]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"meeple serve stopped: {self.process.stderr.read().decode()}")  # type: ignore[union-attr]
            try:
                if httpx2.get(f"{self.url}/api/catalog", timeout=1).status_code == 200:
                    return self
            except httpx2.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("meeple serve did not answer within 60 s")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs (bot workers are left to die with their pipes)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()


@contextmanager
def running(database: str, bot_pause: float = 0.0) -> Iterator[Server]:
    server = Server(database, bot_pause).start()
    try:
        yield server
    finally:
        server.stop()


def play_until_a_move_may_be_taken_back(client: TestClient, made: dict[str, Any], seed: int,
                                        game: str = "path-of-light-and-shadow") -> tuple[int, State, Undo]:
    """Play the last legal action of whoever decides, checking every answer's ``can_undo``
    against :class:`meeple.core.undo.Undo` on a copy of the game, until a seat may take
    its move back; that seat, the state before its move and the copy."""
    tokens = {seat["seat"]: seat["token"] for seat in made["seats"]}
    table = Undo(meeple.load_game(game).new_game(len(tokens), seed))
    for _ in range(400):
        seat = table.state.current_player
        assert seat is not None
        before = table.state.copy()
        choice = table.state.legal_actions()[-1].id
        answer = client.post(f"/api/games/{made['id']}/actions", json={"action": choice},
                             headers={"Authorization": f"Bearer {tokens[seat]}"}).json()
        table.apply(choice)
        assert answer["can_undo"] is (table.can_undo(seat) > 0)
        if answer["can_undo"]:
            return seat, before, table
    raise AssertionError("no move that may be taken back")
