"""Live games on one server process: the hub that holds them.

Each game being served is a :class:`Room`: its state (rebuilt from the stored
record), its version (number of moves), its websocket listeners and its bot
task.  Every move, a person's or a bot's, goes through :meth:`Hub.act`'s
path: validated on a copy of the state, committed to the database, and only
then made current, answered and pushed.  Bots think in a process pool, on a
replay of the record made inside the server, so a slow bot never blocks the
event loop or another game.  With PostgreSQL, moves committed by another
process arrive by NOTIFY and are replayed here (:meth:`Hub.catch_up`).
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import hmac
import logging
import os
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import meeple
from meeple.core import State
from meeple.core.errors import Refused
from meeple.core.i18n import Msg, catalog, register
from meeple.core.undo import Undo
from meeple.web.database import Append, Store, StoredGame
from meeple.web.payload import HUMAN, encode, events, score_sheet, table
from meeple.web.pulse import Pulse

LOG = logging.getLogger("meeple.web")


# A refusal of this module is said in words (Refused): the table shows it in the reader's language.
register(catalog({
    "web.error.no_seat": ("ce lien n'ouvre aucune place de cette partie", "this link opens no seat of this game"),
    "web.error.not_your_turn": ("ce n'est pas le tour de cette place", "it is not this seat's turn"),
    "web.error.no_undo": ("ce coup ne peut pas être repris", "this move cannot be taken back"),
    "web.error.kept_changing": ("la partie n'a pas cessé de changer ; réessayez", "the game kept changing; try again"),
    "web.error.changed": ("la partie a changé entre-temps ; réessayez", "the game changed meanwhile; try again"),
    "web.error.rules_changed": ("cette partie a été jouée selon la version {made} des règles de {game} ; ce serveur "
                                "a la version {installed}",
                                "this game was played under version {made} of the rules of {game}; this server "
                                "runs version {installed}"),
    "web.error.seats": ("places : {count} données pour {players} joueurs",
                        "seats: {count} entries for {players} players"),
}))


class Forbidden(Refused):
    """A token that opens no seat of this game, or a move out of that seat's turn."""


class Conflict(Refused):
    """Another process kept moving this game while we retried."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bot_seed(seed: int, seat: int, version: int) -> int:
    """A bot's random seed for one move: derived one-way from the game's seed
    (which must stay secret), so a bot's choices cannot reveal it."""
    digest = hashlib.sha256(f"bot:{seed}:{seat}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


_GAMES_IN_WORKER: OrderedDict[str, State] = OrderedDict()
FREEZE_EVERY = 0.5
"""Seconds between two freezes (:func:`freeze_survivors`)."""
SWEEP_EVERY = 300.0
"""Seconds between two collections of everything, frozen objects too (:func:`sweep_frozen`)."""
UNBUILT = object()  # a room's score sheet not built yet for the table as it is now
GAMES_KEPT_IN_WORKER = 256  # the last games a worker played in, kept so each move replays only what is new


def bot_move(game_id: str, record: dict[str, Any], spec: str, seat: int, seed: int) -> str:
    """Run in a worker: the action id the bot ``spec`` chooses for ``seat``
    in the game ``record`` describes (``game_id`` keys the worker's cache)."""
    from meeple.agents import make_agent

    state = _GAMES_IN_WORKER.pop(game_id, None)
    actions = record["actions"]
    if state is None or state.history != actions[:len(state.history)]:
        state = meeple.replay(record)
    else:
        for action_id in actions[len(state.history):]:
            state.apply(action_id)
    _GAMES_IN_WORKER[game_id] = state
    while len(_GAMES_IN_WORKER) > GAMES_KEPT_IN_WORKER:
        _GAMES_IN_WORKER.popitem(last=False)
    # The agent works on a copy: it must not disturb the cached game.
    return make_agent(spec, seat, seed).act(state.copy()).id


def _exit_with(parent: int) -> None:
    """Worker initializer: end this worker when the server that started it is gone
    (killed with SIGKILL, a server cannot stop its workers itself)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="meeple-parent-watch", daemon=True).start()


def _report(room: Room, task: asyncio.Task[None]) -> None:
    """Log a bot that failed (a bug in a game or a bot): its game waits, the server goes on."""
    if not task.cancelled() and task.exception() is not None:
        room.thinking = None
        room.changed()
        LOG.error("bot of game %s failed at move %d", room.id, room.version, exc_info=task.exception())


@dataclass(eq=False)
class Listener:
    """One websocket: the seat it sees, its language, the next event it needs."""

    seat: int | None
    lang: str
    since: int
    queue: asyncio.Queue[bytes] = field(default_factory=asyncio.Queue)  # payloads as JSON


def freeze_survivors() -> None:
    """Collect, then move what survived out of the cyclic collector's sight (``gc.freeze``).

    With 500 rooms in memory, CPython's full collection walked every state and
    paused the event loop for 0.2-1 s (measured with ``gc.callbacks``: the p99 of
    a move's latency).  Frozen objects are still freed by reference counting, but a
    reference cycle among them never is.  A served move makes none
    (``tests/web/test_collector.py`` checks every game); the server's own layers do
    (an exception's traceback, a closed websocket's tasks), so the cycles already
    garbage are collected first: that collection walks only what was made since the
    last freeze, so it stays short."""
    gc.collect()
    gc.freeze()


def sweep_frozen() -> None:
    """Collect everything, frozen objects too, then freeze the survivors again.

    An object frozen while alive that later falls into a garbage cycle is never freed
    by :func:`freeze_survivors`: uvicorn's connection and its parser refer to each other,
    so every keep-alive connection that outlived a freeze stayed in memory once closed
    (about 18 objects each: 6,400 to 9,300 objects in a 30 s run of
    ``benchmarks/serve_load.py`` at 500 games).  This walks every room, one long pause
    (about 0.3 s of CPU at 500 games, docs/web.md): every five minutes it bounds that
    memory and stalls one move in a thousand."""
    gc.unfreeze()
    freeze_survivors()


class RulesChanged(Refused):
    """A stored game was played under another version of its game's rules: its moves
    may no longer mean the same game, so it is not replayed (``Game.version``)."""


def rebuild(record: dict[str, Any]) -> Undo:
    """The live table of a stored record, with the decisions its current seat may take back:
    the way back is read from the stored moves themselves (each replayed through
    :class:`meeple.core.undo.Undo`), so it survives a restart like the moves do."""
    table = Undo(meeple.replay({**record, "actions": []}))  # checks the record's game, version and seed
    for action_id in record["actions"]:
        table.apply(action_id)
    return table


@dataclass(eq=False)
class Room:
    stored: StoredGame
    # The live state and the decisions its seat may still take back (Board Game Arena's policy).
    table: Undo
    version: int
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    listeners: set[Listener] = field(default_factory=set)
    thinking: int | None = None
    bot_task: asyncio.Task[None] | None = None
    # For the table as it is now (see ``changed``): each seat's payload without its events, per
    # language, as JSON less its closing brace; the score sheet, the same for every seat.
    tables: dict[tuple[int | None, str], bytes] = field(default_factory=dict)
    sheet: Any = UNBUILT

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def state(self) -> State:
        return self.table.state

    def record(self) -> dict[str, Any]:
        record = self.stored.record()
        record["actions"] = list(self.state.history)
        return record

    def seat_of(self, token: str) -> int:
        """The seat ``token`` opens, compared in constant time; Forbidden if none."""
        digest = token_hash(token)
        found = None
        for seat, expected in self.stored.token_hashes.items():
            if hmac.compare_digest(digest, expected):
                found = seat
        if found is None:
            raise Forbidden(Msg("web.error.no_seat"))
        return found

    def may_undo(self, seat: int | None) -> bool:
        """Whether ``seat`` may take back its last move: its own, deciding again now, with
        nothing revealed, no chance drawn and no other seat's decision since (Board Game
        Arena's policy, :mod:`meeple.core.undo`)."""
        return seat is not None and self.table.can_undo(seat) > 0

    def changed(self) -> None:
        """Forget the payloads built for the table as it was: call after every change."""
        self.tables.clear()
        self.sheet = UNBUILT

    def table_for(self, seat: int | None, lang: str) -> dict[str, Any]:
        """What ``seat`` sees, without the events."""
        if self.sheet is UNBUILT:
            self.sheet = score_sheet(self.state)
        built = table(self.state, seat, lang, game_id=self.id, version=self.version, seats=self.stored.seats,
                      thinking=self.thinking, sheet=self.sheet)
        built["can_undo"] = self.may_undo(seat)
        return built

    def payload(self, seat: int | None, since: int, lang: str) -> dict[str, Any]:
        """What ``seat`` sees, with the events from index ``since``."""
        return {**self.table_for(seat, lang), "events": events(self.state, seat, since, lang, self.stored.seats)}

    def encoded(self, seat: int | None, since: int, lang: str) -> bytes:
        """:meth:`payload` as JSON.  All but the events is built and encoded once per change, seat
        and language (a move's answer and its pushes share it), and kept as bytes, which the
        collector never walks, rather than as the thousands of objects of a view."""
        head = self.tables.get((seat, lang))
        if head is None:
            head = self.tables[seat, lang] = encode(self.table_for(seat, lang))[:-1]
        return b"".join((head, b',"events":', encode(events(self.state, seat, since, lang, self.stored.seats)), b"}"))


class Writer:
    """Group commit: the moves of every game that arrive while a transaction is being
    written go together into the next one, so a server's moves per second are not
    bounded by the disk's flushes per second.  Each move is answered only once its
    transaction is committed.  A room's lock keeps one move per game in flight."""

    def __init__(self, store: Store, pulse: Pulse) -> None:
        self.store = store
        self.pulse = pulse
        self._pending: list[tuple[Append, asyncio.Future[bool]]] = []
        self._writing: asyncio.Task[None] | None = None

    async def append(self, move: Append) -> bool:
        """Whether ``move`` was written (False: its game had moved on), once committed."""
        written = asyncio.get_running_loop().create_future()
        self._pending.append((move, written))
        if self._writing is None or self._writing.done():
            self._writing = asyncio.ensure_future(self._write())
        return await written

    async def _write(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            started = time.perf_counter()
            try:
                results = await asyncio.to_thread(self.store.append_many, [move for move, _ in batch])
            except Exception as exc:  # the database failed: every move of the batch fails with it
                for _, written in batch:
                    if not written.done():
                        written.set_exception(exc)
                continue
            self.pulse.span("commit", started)
            for (_, written), ok in zip(batch, results, strict=True):
                if not written.done():
                    written.set_result(ok)


class Hub:
    """Every room of this process, the database and the bots' workers."""

    def __init__(self, store: Store, bot_workers: int = 1, bot_pause: float = 0.0,
                 executor: Executor | None = None) -> None:
        self.store = store
        self.bot_pause = bot_pause
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self._executor = executor
        self._bot_workers = bot_workers
        self._stop = threading.Event()
        self._listen_thread: threading.Thread | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.pulse = Pulse()  # the loop's lag, the collector's pauses, moves and commits (GET /api/load)
        self._writer = Writer(store, self.pulse)

    # ----------------------------------------------------------- life cycle
    async def start(self) -> None:
        await asyncio.to_thread(self.store.migrate)
        if self._executor is None:
            import multiprocessing

            # spawn: a fork of a process running an event loop and threads is unsafe.
            self._executor = ProcessPoolExecutor(self._bot_workers, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=_exit_with, initargs=(os.getpid(),))
        if self.store.is_postgres:
            loop = asyncio.get_running_loop()

            def on_notify(game_id: str, version: int) -> None:
                loop.call_soon_threadsafe(self._spawn, self.catch_up(game_id, version))

            self._listen_thread = threading.Thread(target=self.store.listen, args=(on_notify, self._stop),
                                                   name="meeple-listen", daemon=True)
            self._listen_thread.start()
        # A restart resumes every game: bots whose turn it is start thinking again.
        for game_id in await asyncio.to_thread(self.store.unfinished):
            try:
                room = await self.room(game_id)
            except RulesChanged as outdated:  # kept in the database as it was, answered with 410
                LOG.warning("game %s not resumed: %s", game_id, outdated)
                continue
            if room is not None:
                self._start_bot(room)
        self._spawn(self._freeze_survivors())
        self._spawn(self.pulse.run())

    @staticmethod
    async def _freeze_survivors() -> None:
        """Keep the collector's pauses short: twice a second, move the objects that
        survived so far out of its sight (:func:`freeze_survivors`); every ``SWEEP_EVERY``,
        collect everything (:func:`sweep_frozen`).

        Freezing costs nothing (two lists joined), but the collection before it walks
        what survived since the last freeze: at 500 games, every 0.5 s it took 10-24 ms
        of CPU (with 5-15 ms young collections between), every 0.1 s 2-7 ms; yet on a quiet
        machine 0.1 s made the click-to-push p99 worse (82 ms against 54, docs/web.md)."""
        swept = time.monotonic()
        while True:
            await asyncio.sleep(FREEZE_EVERY)
            if time.monotonic() - swept >= SWEEP_EVERY:
                sweep_frozen()
                swept = time.monotonic()
            else:
                freeze_survivors()

    async def stop(self) -> None:
        self._stop.set()
        gc.unfreeze()  # the next full collection sees everything again (a server in a test's process)
        for task in list(self._tasks):
            task.cancel()
        for room in self.rooms.values():
            if room.bot_task is not None:
                room.bot_task.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
        if self._listen_thread is not None:
            await asyncio.to_thread(self._listen_thread.join, 2.0)
        self.store.dispose()

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ----------------------------------------------------------- games
    async def create(self, game_id: str, num_players: int, seed: int | None, options: dict[str, Any],
                     seats: list[str], lang: str) -> tuple[str, dict[int, str]]:
        """A new stored game; returns its id and one secret token per person's seat.
        Bad settings raise ValueError/TypeError/KeyError naming the field."""
        game = meeple.load_game(game_id)
        if len(seats) != num_players:
            raise Refused(Msg("web.error.seats", {"count": len(seats), "players": num_players}))
        from meeple.agents import check_spec

        for spec in seats:
            if spec != HUMAN:
                check_spec(spec)
        if seed is None:
            # 64 secret bits (issue 9), shifted into the signed 64-bit column
            seed = secrets.randbits(64) - 2**63
        state = game.new_game(num_players, seed, options)  # validates players, seed and options
        room_id = secrets.token_urlsafe(12)
        tokens = {seat: secrets.token_urlsafe(24) for seat, spec in enumerate(seats) if spec == HUMAN}
        hashes = {seat: token_hash(token) for seat, token in tokens.items()}
        chosen = dict(state.options)
        await asyncio.to_thread(self.store.create, room_id, game.id, game.version, num_players, seed, chosen,
                                seats, lang, hashes)
        stored = StoredGame(room_id, game.id, game.version, num_players, seed, chosen, list(seats), lang, hashes, [])
        room = Room(stored, Undo(state), 0)
        self.rooms[room_id] = room
        self._start_bot(room)
        return room_id, tokens

    async def room(self, game_id: str) -> Room | None:
        """The live room of a stored game (replayed on first use), or None."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(game_id)
            if room is None:
                stored = await asyncio.to_thread(self.store.load, game_id)
                if stored is None:
                    return None
                installed = meeple.load_game(stored.game).version
                if stored.version_of_game != installed:
                    raise RulesChanged(Msg("web.error.rules_changed", {
                        "made": stored.version_of_game, "game": stored.game, "installed": installed}))
                table = await asyncio.to_thread(rebuild, stored.record())
                room = Room(stored, table, len(stored.actions))
                self.rooms[game_id] = room
        self._loading.pop(game_id, None)
        return room

    async def act(self, room: Room, seat: int, action_id: str) -> None:
        """Play ``action_id`` for ``seat``: Forbidden out of turn, IllegalAction
        (nothing changed) if the rules refuse it; committed before it returns."""
        started = time.perf_counter()
        for _attempt in range(5):
            async with room.lock:
                if room.state.current_player != seat:
                    raise Forbidden(Msg("web.error.not_your_turn"))
                after = room.state.copy()
                after.apply(action_id)  # IllegalAction leaves room.state as it was
                if await self._commit(room, action_id, after):
                    break
            await self.catch_up(room.id, room.version + 1)
        else:
            raise Conflict(Msg("web.error.kept_changing"))
        self.pulse.span("move", started)
        self._start_bot(room)

    async def _commit(self, room: Room, action_id: str, after: State) -> bool:
        """Store the move, played on a copy of the live state (``after``; the caller holds the
        lock), then make that copy the live table and push it."""
        if not await self._writer.append(Append(room.id, room.version, action_id, after.is_over)):
            return False
        room.table.advance(after)
        room.version += 1
        room.thinking = None
        self._push(room)
        return True

    async def undo(self, room: Room, seat: int) -> None:
        """Take back ``seat``'s last move; Forbidden if the policy does not allow it."""
        async with room.lock:
            if not room.may_undo(seat):
                raise Forbidden(Msg("web.error.no_undo"))
            if not await asyncio.to_thread(self.store.take_back, room.id, room.version):
                raise Conflict(Msg("web.error.changed"))
            room.table.undo(seat)
            room.version -= 1
            self._rewind(room)

    async def catch_up(self, game_id: str, version: int) -> None:
        """Replay moves another process committed, up to at least ``version``."""
        room = self.rooms.get(game_id)
        if room is None or version == room.version:
            return
        if version < room.version:  # another process took a move back: rebuild from the record
            async with room.lock:
                stored = await asyncio.to_thread(self.store.load, game_id)
                if stored is not None and len(stored.actions) < room.version:
                    room.table = await asyncio.to_thread(rebuild, stored.record())
                    room.version = len(stored.actions)
                    self._rewind(room)
            return
        async with room.lock:
            newer = await asyncio.to_thread(self.store.moves_since, game_id, room.version)
            if not newer:
                return
            for action_id in newer:
                room.table.apply(action_id)
            room.version += len(newer)
            room.thinking = None
            self._push(room)

    # ----------------------------------------------------------- pushes
    def subscribe(self, room: Room, seat: int | None, lang: str, since: int) -> Listener:
        listener = Listener(seat, lang, since)
        room.listeners.add(listener)
        self._send(room, [listener])
        return listener

    def unsubscribe(self, room: Room, listener: Listener) -> None:
        room.listeners.discard(listener)

    def _rewind(self, room: Room) -> None:
        """Push a state taken back: the log is shorter, so listeners read on from its new end."""
        for listener in room.listeners:
            listener.since = min(listener.since, len(room.state.log))
        self._push(room)

    def _push(self, room: Room) -> None:
        """Every change to a room ends here: its payloads are built anew and sent to every listener."""
        room.changed()
        self._send(room, room.listeners)

    @staticmethod
    def _send(room: Room, listeners: Iterable[Listener]) -> None:
        events = len(room.state.log)
        for listener in listeners:
            listener.queue.put_nowait(room.encoded(listener.seat, listener.since, listener.lang))
            listener.since = events

    # ----------------------------------------------------------- bots
    def _start_bot(self, room: Room) -> None:
        if room.bot_task is None or room.bot_task.done():
            room.bot_task = asyncio.ensure_future(self._bot(room))
            room.bot_task.add_done_callback(lambda task: _report(room, task))

    def _bot_to_move(self, room: Room) -> int | None:
        seat = room.state.current_player
        if seat is None or room.stored.seats[seat] == HUMAN:
            return None
        return seat

    async def _bot(self, room: Room) -> None:
        """Play the bots' turns of ``room`` until a person must decide or the game ends."""
        loop = asyncio.get_running_loop()
        while (seat := self._bot_to_move(room)) is not None:
            version = room.version
            room.thinking = seat
            self._push(room)
            spec = room.stored.seats[seat]
            action_id = await loop.run_in_executor(self._executor, bot_move, room.id, room.record(), spec, seat,
                                                   bot_seed(room.stored.seed, seat, version))
            if self.bot_pause:
                await asyncio.sleep(self.bot_pause)
            async with room.lock:
                if room.version != version:
                    continue  # someone else moved meanwhile (another process): think again
                after = room.state.copy()
                after.apply(action_id)
                if not await self._commit(room, action_id, after):
                    # Another process plays this game's bots too: leave them to it.
                    room.thinking = None
                    return
