"""Load on `meeple serve`, on loopback: many concurrent games, people's moves
made by scripted clients over HTTP and websockets, and bot games beside them.

    .venv/bin/python benchmarks/serve_load.py [--games 500] [--bot-seat-games 0] [--bot-spec greedy]
        [--bot-games 20] [--bot-pause THINK] [--think 3] [--seconds 60] [--game seasons] [--database URL]
        [--out benchmarks/results]

Starts a real server (an SQLite file in a temporary folder unless --database
is given), creates ``--games`` two-person games, ``--bot-seat-games`` games of
one person against a ``--bot-spec`` bot (which thinks in the server's worker
process after each of the person's moves) and ``--bot-games`` games between two
random bots (each bot's move shown after ``--bot-pause`` seconds, the people's pace by default, so
that they play through the window), opens one websocket per person's seat (and a spectator's where
the other seat is a bot), then for ``--seconds`` each person makes a move every
``--think`` seconds on average when it is theirs (exponential pauses, as people
do).  Reports games held, moves per second (people's and bots') and
click-to-push latency: from sending a move to the push reaching the *other*
seat's websocket (the spectator's against a bot; bot thinking is not in it),
for all games and for those against a bot; and the server's own event-loop lag
and collector pauses over the window (``GET /api/load``).
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

import httpx2
import websockets

# The tests' helper that starts a real `meeple serve` process and waits for it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "web"))
from web_helpers import Server

from meeple.sim.bench import machine


class Seat:
    """One seat's websocket: the last payload it was pushed, and when each version arrived."""

    def __init__(self, token: str | None) -> None:
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


async def person_game(client: httpx2.AsyncClient, made: dict[str, Any], think: float, clock: dict[str, float],
                      rng: random.Random, latencies: list[float], counts: dict[str, int], ready: asyncio.Event) -> None:
    """Play one game's people's moves; against a bot, the push is timed on a spectator's socket."""
    seats = [Seat(seat["token"]) for seat in made["seats"]]
    watcher = Seat(None) if len(seats) == 1 else None
    ws_base = str(client.base_url).rstrip("/").replace("http", "ws")
    listening = [*seats, *([watcher] if watcher else [])]
    try:
        sockets = [await websockets.connect(f"{ws_base}/ws/games/{made['id']}"
                                            + (f"?token={seat.token}" if seat.token else ""),
                                            open_timeout=60, max_size=2**22) for seat in listening]
    except Exception:
        counts["failed"] += 1
        raise
    readers = [asyncio.ensure_future(seat.read(socket)) for seat, socket in zip(listening, sockets, strict=True)]
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
            other = watcher or seats[1 - seats.index(mover)]
            version = mover.last["version"]
            action = rng.choice(mover.last["legal_actions"])["id"]
            sent = time.perf_counter()
            try:
                # As the browser does, ask only for the events not seen yet (the whole log otherwise).
                answer = await client.post(f"/api/games/{made['id']}/actions", json={"action": action},
                                           params={"since": mover.last["view"]["events"]},
                                           headers={"Authorization": f"Bearer {mover.token}"})
            except httpx2.TransportError:
                # The server closed this idle keep-alive connection as the move was sent (uvicorn closes
                # them after 5 s; a person's pause is often longer): a browser sends it again, so do we.
                counts["resent"] += 1
                continue
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


def children(pid: int | None) -> list[int]:
    """The processes ``pid`` started (the server's bot workers), Linux."""
    found = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in found.read_text().split()] if pid is not None and found.exists() else []


async def create(client: httpx2.AsyncClient, game: str, seats: list[str], count: int) -> list[dict[str, Any]]:
    made = []
    for _ in range(count):
        answer = await client.post("/api/games", json={"game": game, "players": len(seats), "seats": seats})
        answer.raise_for_status()
        made.append(answer.json())
    return made


async def versions(client: httpx2.AsyncClient, games: list[dict[str, Any]]) -> int:
    """The number of moves made in ``games`` so far (as a spectator reads it)."""
    return sum([(await client.get(f"/api/games/{game['id']}")).json()["version"] for game in games])


async def run(args: argparse.Namespace, base: str, pid: int | None) -> dict[str, Any]:
    rng = random.Random(args.seed)
    async with httpx2.AsyncClient(base_url=base, timeout=60) as client:
        people = await create(client, args.game, ["human", "human"], args.games)
        against = await create(client, args.game, ["human", args.bot_spec], args.bot_seat_games)
        bots = await create(client, args.game, ["random", "random"], args.bot_games)
    latencies: dict[str, list[float]] = {"people": [], "against_bot": []}
    counts = {"held": 0, "failed": 0, "moves": 0, "refused": 0, "resent": 0}
    against_counts = dict.fromkeys(counts, 0)
    ready = asyncio.Event()
    clock = {"until": 0.0}  # set once every game holds its websockets
    # One keep-alive HTTP connection per scripted person, as each browser has its own: a pool
    # shared by hundreds of games costs the load generator more CPU per move than the server spends.
    clients = [httpx2.AsyncClient(base_url=base, timeout=60, limits=httpx2.Limits(max_connections=1))
               for _ in [*people, *against]]
    plays = [(game, latencies["people"], counts) for game in people]
    plays += [(game, latencies["against_bot"], against_counts) for game in against]
    tasks = [asyncio.ensure_future(person_game(client, game, args.think, clock, random.Random(rng.random()),
                                               timed, counted, ready))
             for client, (game, timed, counted) in zip(clients, plays, strict=True)]
    deadline = time.monotonic() + 120
    while (counts["held"] + counts["failed"] + against_counts["held"] + against_counts["failed"] < len(plays)
           and time.monotonic() < deadline):
        await asyncio.sleep(0.1)
    async with httpx2.AsyncClient(base_url=base, timeout=60) as client:
        bot_before = await versions(client, [*against, *bots])
    started = time.monotonic()
    cpu_before = cpu_seconds(pid)
    workers = children(pid)
    workers_before = sum(cpu_seconds(worker) for worker in workers)
    client_cpu_before = time.process_time()
    clock["until"] = started + args.seconds
    ready.set()
    outcomes = await asyncio.gather(*tasks, return_exceptions=True)
    elapsed = time.monotonic() - started
    server_cpu = cpu_seconds(pid) - cpu_before
    workers_cpu = sum(cpu_seconds(worker) for worker in workers) - workers_before
    client_cpu = time.process_time() - client_cpu_before
    for client in clients:
        await client.aclose()
    errors = sorted({repr(outcome)[:200] for outcome in outcomes if isinstance(outcome, BaseException)})
    async with httpx2.AsyncClient(base_url=base, timeout=60) as client:
        bot_moves = await versions(client, [*against, *bots]) - bot_before - against_counts["moves"]
        # The server's own view of the window: its event loop's lag and its collector's pauses.
        answer = await client.get("/api/load", params={"seconds": round(elapsed, 1)})
        server_load = (answer.json() if answer.status_code == 200
                       else {"status": answer.status_code, "body": answer.text[:500]})
    everyone = latencies["people"] + latencies["against_bot"]
    person_moves = counts["moves"] + against_counts["moves"]
    return {
        "games_held": counts["held"] + against_counts["held"],
        "games_failed": counts["failed"] + against_counts["failed"],
        "errors": errors[:5], "games_against_a_bot": len(against), "bot_spec": args.bot_spec if against else None,
        "bot_games": len(bots), "seconds": round(elapsed, 1),
        "person_moves": person_moves, "refused": counts["refused"] + against_counts["refused"],
        "resent": counts["resent"] + against_counts["resent"],
        "person_moves_per_second": round(person_moves / elapsed, 1),
        "bot_moves_per_second": round(bot_moves / elapsed, 1),
        "latency_ms_p50": round(1000 * percentile(everyone, 0.5), 1),
        "latency_ms_p99": round(1000 * percentile(everyone, 0.99), 1),
        "latency_ms_mean": round(1000 * statistics.fmean(everyone), 1) if everyone else None,
        # The same, for the moves of people playing against a bot (pushed while bots think in the workers).
        "against_bot_latency_ms_p50": round(1000 * percentile(latencies["against_bot"], 0.5), 1),
        "against_bot_latency_ms_p99": round(1000 * percentile(latencies["against_bot"], 0.99), 1),
        # The server's own CPU time (its bots' worker processes not counted) per move, people's and bots':
        # what the machine's other load does not change much.
        "server_cpu_ms_per_move": round(1000 * server_cpu / max(1, person_moves + bot_moves), 2),
        "bot_workers_cpu_seconds": round(workers_cpu, 1),
        # The scripted people's CPU time per person's move (the clients share the machine with the server).
        "client_cpu_ms_per_move": round(1000 * client_cpu / max(1, person_moves), 2),
        "server": server_load,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500, help="two-person games, each with two websockets")
    parser.add_argument("--bot-seat-games", type=int, default=0,
                        help="games of one person against a bot (timed on a spectator's websocket)")
    parser.add_argument("--bot-spec", default="greedy", help="the bot those games are played against")
    parser.add_argument("--bot-games", type=int, default=20, help="games between two random bots, beside them")
    parser.add_argument("--bot-pause", type=float, default=None,
                        help="seconds each bot's move waits on the server (meeple serve --bot-pause; default: "
                             "--think), so that bot games play on through the window as people's do")
    parser.add_argument("--think", type=float, default=3.0, help="mean seconds between a game's moves")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long moves are made (bounded)")
    parser.add_argument("--game", default="seasons")
    parser.add_argument("--database", default=None, help="default: an SQLite file in a temporary folder")
    parser.add_argument("--url", default=None, help="a server already running (e.g. under a profiler)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results"))
    args = parser.parse_args()
    if not (0 <= args.games <= 2000 and 0 <= args.bot_seat_games <= 2000 and 0 <= args.bot_games <= 500
            and 0 < args.seconds <= 600 and args.games + args.bot_seat_games >= 1):
        parser.error("bounded: 0-2000 games of each kind (at least one with a person), 0-500 bot games, "
                     "at most 600 seconds")
    if args.url:
        result = asyncio.run(run(args, args.url, None))
    else:
        with tempfile.TemporaryDirectory() as folder:
            bot_pause = args.think if args.bot_pause is None else args.bot_pause
            server = Server(args.database or f"sqlite:///{folder}/games.sqlite3", bot_pause=bot_pause).start()
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
    hub = result["server"]
    print(f"people's moves: click-to-push p50 {result['latency_ms_p50']} ms, p99 {result['latency_ms_p99']} ms "
          f"({result['person_moves_per_second']}/s); bots' moves {result['bot_moves_per_second']}/s; "
          f"server CPU {result['server_cpu_ms_per_move']} ms per move; hub move_ms p99 "
          f"{hub.get('move_ms', {}).get('p99')} ms, commit_ms p99 {hub.get('commit_ms', {}).get('p99')} ms",
          file=sys.stderr)


if __name__ == "__main__":
    main()
