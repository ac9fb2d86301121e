"""CPU time of the server's move path per person's move, in one process, without HTTP:

    .venv/bin/python benchmarks/hub_cpu.py [--games 100] [--moves 2000] [--game seasons] [--profile out.prof]

Creates ``--games`` two-person games on a hub (an SQLite file in a temporary folder), each seat
with a websocket listener, then makes ``--moves`` random moves through ``Hub.act`` (checked on a
copy, committed, made current, pushed), each answered as the HTTP endpoint answers it and each push
encoded as the websocket sends it.  Reports the process's CPU time per move (the commits' thread
included): what the server's own code costs, which a shared machine's load changes little, unlike
latencies.  Moves are made one after another, so each has a commit of its own (a loaded server
groups them).  With ``--profile``, a cProfile of the event loop's thread (its CPU time) is written
and its top entries printed.  Bounded in games and moves.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from meeple.web.database import Store
from meeple.web.rooms import Hub, Listener, Room


def drain(listeners: list[Listener]) -> None:
    """Send what was pushed to these listeners, as the websocket loop does (text frames)."""
    for listener in listeners:
        while not listener.queue.empty():
            listener.queue.get_nowait().decode()


async def play(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        hub = Hub(Store(f"sqlite:///{folder}/games.sqlite3"))
        await hub.start()
        try:
            rooms: list[tuple[Room, list[Listener]]] = []
            for seed in range(args.games):
                game_id, _tokens = await hub.create(args.game, 2, seed, {}, ["human", "human"], "en")
                room = await hub.room(game_id)
                assert room is not None
                rooms.append((room, [hub.subscribe(room, seat, "en", 0) for seat in (0, 1)]))
                drain(rooms[-1][1])
            rng = random.Random(args.seed)
            profiler = cProfile.Profile(time.thread_time) if args.profile else None
            moves = 0
            started = time.process_time()
            if profiler is not None:
                profiler.enable()
            while moves < args.moves and any(not room.state.is_over for room, _ in rooms):
                room, listeners = rooms[rng.randrange(len(rooms))]
                seat = room.state.current_player
                if room.state.is_over or seat is None:
                    continue
                since = len(room.state.log)
                await hub.act(room, seat, rng.choice(room.state.legal_actions()).id)
                room.encoded(seat, since, "en")  # the move's answer
                drain(listeners)
                moves += 1
            if profiler is not None:
                profiler.disable()
            cpu = time.process_time() - started
        finally:
            await hub.stop()
    if profiler is not None:
        profiler.dump_stats(args.profile)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(30)
    return {"game": args.game, "games": args.games, "moves": moves,
            "cpu_ms_per_move": round(1000 * cpu / max(1, moves), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--game", default="seasons")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", type=Path, default=None, help="write a cProfile of the loop's thread here")
    args = parser.parse_args()
    if not (1 <= args.games <= 2000 and 1 <= args.moves <= 100_000):
        parser.error("bounded: 1-2000 games, 1-100000 moves")
    print(asyncio.run(play(args)))


if __name__ == "__main__":
    main()
