"""Load on `meeple serve`, on loopback: many concurrent games, people's moves
made by scripted clients over HTTP and websockets, and bot games beside them.

    .venv/bin/python benchmarks/serve_load.py [--games 500] [--bot-games 20] [--think 3]
        [--seconds 60] [--game seasons] [--database URL] [--out benchmarks/results]

Starts a real server (an SQLite file in a temporary folder unless --database
is given), creates ``--games`` two-person games and ``--bot-games`` games
between two random bots, opens one websocket per seat (two per game), then for
``--seconds`` each person-game makes a move every ``--think`` seconds on
average (exponential pauses, as people do).  Reports games held, moves per
second (people's and bots') and click-to-push latency: from sending a move to
the push reaching the *other* seat's websocket (bot thinking is not in it).
Everything stops by itself: bounded in games, moves and time.  The clients run
on the same machine, so they take CPU from the server: the figures are a floor.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

# The tests' helper that starts a real `meeple serve` process and waits for it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "web"))
from web_helpers import Server

from meeple.sim.bench import machine


class Seat:
    """One seat's websocket: the last payload it was pushed, and when each version arrived."""

    def __init__(self, token: str) -> None:
        self.token = token
        self.last: dict[str, Any] = {}
        self.arrived: dict[int, float] = {}
        self.changed = asyncio.Event()

    async def read(self, socket: Any) -> None:
        async for text in socket:
            message = json.loads(text)
            self.arrived.setdefault(message["version"], time.perf_counter())
            self.last = message
            self.changed.set()


async def person_game(client: httpx.AsyncClient, made: dict[str, Any], think: float, clock: dict[str, float],
                      rng: random.Random, latencies: list[float], counts: dict[str, int], ready: asyncio.Event) -> None:
    seats = [Seat(seat["token"]) for seat in made["seats"]]
    ws_base = str(client.base_url).rstrip("/").replace("http", "ws")
    try:
        sockets = [await websockets.connect(f"{ws_base}/ws/games/{made['id']}?token={seat.token}", open_timeout=60,
                                            max_size=2**22) for seat in seats]
    except Exception:
        counts["failed"] += 1
        raise
    readers = [asyncio.ensure_future(seat.read(socket)) for seat, socket in zip(seats, sockets, strict=True)]
    counts["held"] += 1
    await ready.wait()
    until = clock["until"]
    try:
        while time.monotonic() < until:
            await asyncio.sleep(min(rng.expovariate(1 / think), max(0.0, until - time.monotonic())))
            if time.monotonic() >= until:
                break
            mover = next((seat for seat in seats if seat.last.get("legal_actions")), None)
            if mover is None:
                if any(seat.last.get("is_over") for seat in seats):
                    break
                continue
            other = seats[1 - seats.index(mover)]
            version = mover.last["version"]
            action = rng.choice(mover.last["legal_actions"])["id"]
            sent = time.perf_counter()
            answer = await client.post(f"/api/games/{made['id']}/actions", json={"action": action},
                                       headers={"Authorization": f"Bearer {mover.token}"})
            if answer.status_code != 200:
                counts["refused"] += 1
                continue
            while version + 1 not in other.arrived and time.monotonic() < until + 10:
                other.changed.clear()
                await asyncio.wait_for(other.changed.wait(), 30)
            if version + 1 in other.arrived:
                latencies.append(other.arrived[version + 1] - sent)
                counts["moves"] += 1
            # Wait for the mover's own push too, so the next choice reads the new table.
            while mover.last.get("version", -1) <= version and time.monotonic() < until + 10:
                mover.changed.clear()
                await asyncio.wait_for(mover.changed.wait(), 30)
    finally:
        for reader in readers:
            reader.cancel()
        for socket in sockets:
            await socket.close()


def cpu_seconds(pid: int | None) -> float:
    """CPU time (user + system) a process has used so far (Linux), or NaN if not known."""
    if pid is None or not Path(f"/proc/{pid}/stat").exists():
        return float("nan")
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


async def run(args: argparse.Namespace, base: str, pid: int | None) -> dict[str, Any]:
    rng = random.Random(args.seed)
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        made = []
        for _ in range(args.games):
            answer = await client.post("/api/games", json={"game": args.game, "players": 2,
                                                           "seats": ["human", "human"]})
            made.append(answer.json())
        bots = []
        for _ in range(args.bot_games):
            answer = await client.post("/api/games", json={"game": args.game, "players": 2,
                                                           "seats": ["random", "random"]})
            bots.append(answer.json()["id"])
    latencies: list[float] = []
    counts = {"held": 0, "failed": 0, "moves": 0, "refused": 0}
    ready = asyncio.Event()
    clock = {"until": 0.0}  # set once every game holds its websockets
    # One keep-alive HTTP connection per scripted person, as each browser has its own: a pool
    # shared by hundreds of games costs the load generator more CPU per move than the server spends.
    clients = [httpx.AsyncClient(base_url=base, timeout=60, limits=httpx.Limits(max_connections=1)) for _ in made]
    tasks = [asyncio.ensure_future(person_game(client, game, args.think, clock, random.Random(rng.random()),
                                               latencies, counts, ready))
             for client, game in zip(clients, made, strict=True)]
    deadline = time.monotonic() + 120
    while counts["held"] + counts["failed"] < len(made) and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        bot_before = sum([(await client.get(f"/api/games/{game_id}")).json()["version"] for game_id in bots])
    started = time.monotonic()
    cpu_before = cpu_seconds(pid)
    client_cpu_before = time.process_time()
    clock["until"] = started + args.seconds
    ready.set()
    outcomes = await asyncio.gather(*tasks, return_exceptions=True)
    elapsed = time.monotonic() - started
    server_cpu = cpu_seconds(pid) - cpu_before
    client_cpu = time.process_time() - client_cpu_before
    for client in clients:
        await client.aclose()
    errors = sorted({repr(outcome)[:200] for outcome in outcomes if isinstance(outcome, BaseException)})
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        bot_after = sum([(await client.get(f"/api/games/{game_id}")).json()["version"] for game_id in bots])
    return {
        "games_held": counts["held"], "games_failed": counts["failed"], "errors": errors[:5],
        "bot_games": len(bots), "seconds": round(elapsed, 1),
        "person_moves": counts["moves"], "refused": counts["refused"],
        "person_moves_per_second": round(counts["moves"] / elapsed, 1),
        "bot_moves_per_second": round((bot_after - bot_before) / elapsed, 1),
        "latency_ms_p50": round(1000 * percentile(latencies, 0.5), 1),
        "latency_ms_p99": round(1000 * percentile(latencies, 0.99), 1),
        "latency_ms_mean": round(1000 * statistics.fmean(latencies), 1) if latencies else None,
        # The server's own CPU time (its bots' worker processes not counted) per move, people's and bots':
        # what the machine's other load does not change much.
        "server_cpu_ms_per_move": round(1000 * server_cpu / max(1, counts["moves"] + bot_after - bot_before), 2),
        # The scripted people's CPU time per person's move (the clients share the machine with the server).
        "client_cpu_ms_per_move": round(1000 * client_cpu / max(1, counts["moves"]), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500, help="two-person games, each with two websockets")
    parser.add_argument("--bot-games", type=int, default=20, help="games between two random bots, beside them")
    parser.add_argument("--think", type=float, default=3.0, help="mean seconds between a game's moves")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long moves are made (bounded)")
    parser.add_argument("--game", default="seasons")
    parser.add_argument("--database", default=None, help="default: an SQLite file in a temporary folder")
    parser.add_argument("--url", default=None, help="a server already running (e.g. under a profiler)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results"))
    args = parser.parse_args()
    if not (1 <= args.games <= 2000 and 0 <= args.bot_games <= 500 and 0 < args.seconds <= 600):
        parser.error("bounded: 1-2000 games, 0-500 bot games, at most 600 seconds")
    if args.url:
        result = asyncio.run(run(args, args.url, None))
    else:
        with tempfile.TemporaryDirectory() as folder:
            server = Server(args.database or f"sqlite:///{folder}/games.sqlite3", bot_pause=0.0).start()
            try:
                assert server.process is not None
                result = asyncio.run(run(args, server.url, server.process.pid))
            finally:
                server.stop()
    result.update(game=args.game, think=args.think, database="sqlite" if args.database is None else "postgresql",
                  machine=machine())
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "serve_load.json").write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
