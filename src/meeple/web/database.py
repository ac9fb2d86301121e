"""Where served games live: one row per game (its record minus the moves, a
version), one row per move, one row per person's seat (the hash of its token).

A game is stored as its record (game, seed, options, actions), so a restarted
server replays it to exactly where it was.  Moves are appended under
optimistic concurrency: a move is written only if the game's ``version`` (its
number of moves) is still the one the move was validated against, so two
server processes on one PostgreSQL database serialise their moves.  On
PostgreSQL each commit also sends a NOTIFY, which other processes LISTEN to.

The functions here are blocking; the server calls them from worker threads.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Dialect, Engine
from sqlalchemy.pool import PoolProxiedConnection

CHANNEL = "meeple_moves"  # the PostgreSQL NOTIFY channel: payload "<game id>:<version>"

metadata = sa.MetaData()

games = sa.Table(
    "games", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(100), nullable=False),
    sa.Column("version_of_game", sa.String(32), nullable=False),  # the rules' version, as in records
    sa.Column("num_players", sa.Integer, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),  # a secret: it decides every hidden card
    sa.Column("options", sa.Text, nullable=False),  # JSON
    sa.Column("seats", sa.Text, nullable=False),  # JSON list: "human" or an agent spec per seat
    sa.Column("lang", sa.String(2), nullable=False),
    sa.Column("version", sa.Integer, nullable=False),  # number of moves: the concurrency check
    sa.Column("is_over", sa.Boolean, nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
)

moves = sa.Table(
    "moves", metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("number", sa.Integer, primary_key=True),
    sa.Column("action", sa.String(200), nullable=False),
)

seat_tokens = sa.Table(
    "seat_tokens", metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("token_hash", sa.String(64), nullable=False),  # sha256 of the token: the token itself is not stored
)


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: enough to replay it (``record``) and to serve it."""

    id: str
    game: str
    version_of_game: str
    num_players: int
    seed: int
    options: dict[str, Any]
    seats: list[str]
    lang: str
    token_hashes: dict[int, str]
    actions: list[str]

    def record(self) -> dict[str, Any]:
        return {"game": self.game, "version": self.version_of_game, "num_players": self.num_players,
                "seed": self.seed, "options": dict(self.options), "actions": list(self.actions)}


@dataclass(frozen=True)
class Append:
    """One move to write: the game, the number of moves it was checked against, the action."""

    game_id: str
    version: int
    action: str
    is_over: bool


class MoveStatements:
    """The statements of a move's write (:meth:`Store.append_many`), in the driver's own SQL:
    the server's most frequent transaction, so it skips SQLAlchemy's statement building."""

    def __init__(self, dialect: Dialect) -> None:
        if dialect.paramstyle not in ("qmark", "format", "pyformat"):
            raise ValueError(f"no driver SQL for the {dialect.paramstyle!r} parameter style")
        mark = "?" if dialect.paramstyle == "qmark" else "%s"
        self.advance = (f"UPDATE games SET version = {mark}, is_over = {mark}, updated_at = {mark} "
                        f"WHERE id = {mark} AND version = {mark}")
        self.add_move = f"INSERT INTO moves (game_id, number, action) VALUES ({mark}, {mark}, {mark})"
        self.notify = f"SELECT pg_notify({mark}, {mark})"
        # A time as the column stores it (SQLite keeps text; PostgreSQL's driver takes the datetime).
        processor = games.c.updated_at.type.bind_processor(dialect)
        self.stamp: Callable[[datetime], Any] = processor if processor is not None else _same


def _same(value: datetime) -> datetime:
    return value


def database_url(url: str) -> str:
    """The SQLAlchemy URL for what a person types: ``postgresql://`` uses psycopg 3."""
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def default_url() -> str:
    """An SQLite file in the user's data folder."""
    import platformdirs

    folder = Path(platformdirs.user_data_dir("meeple", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'games.sqlite3'}"


class Store:
    """The games table and its moves, for one database."""

    def __init__(self, url: str) -> None:
        self.url = database_url(url)
        self.engine: Engine = _engine(self.url)
        self.is_postgres = self.engine.dialect.name == "postgresql"
        self._statements = MoveStatements(self.engine.dialect)
        self._writer: PoolProxiedConnection | None = None  # the moves' own connection (append_many)
        # held while the writer is in use: the server's shutdown closes it (``dispose``) while a batch may still
        # be written in a worker thread, and SQLite crashed the process (a segfault) on the closed connection
        self._writing = threading.Lock()

    def migrate(self) -> None:
        """Bring the schema to the latest Alembic revision (several processes may start at once)."""
        from alembic import command
        from alembic.config import Config

        with self.engine.begin() as conn:
            if self.is_postgres:  # one process migrates at a time; released at commit
                conn.execute(sa.text("SELECT pg_advisory_xact_lock(4242)"))
            config = Config()
            config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
            config.attributes["connection"] = conn
            command.upgrade(config, "head")

    def create(self, game_id: str, game: str, version_of_game: str, num_players: int, seed: int,
               options: dict[str, Any], seats: list[str], lang: str, token_hashes: dict[int, str]) -> None:
        now = datetime.now(UTC)
        with self.engine.begin() as conn:
            conn.execute(games.insert().values(
                id=game_id, game=game, version_of_game=version_of_game, num_players=num_players, seed=seed,
                options=json.dumps(options), seats=json.dumps(seats), lang=lang, version=0, is_over=False,
                created_at=now, updated_at=now))
            if token_hashes:
                conn.execute(seat_tokens.insert(), [{"game_id": game_id, "seat": seat, "token_hash": digest}
                                                    for seat, digest in token_hashes.items()])

    def load(self, game_id: str) -> StoredGame | None:
        with self.engine.connect() as conn:
            row = conn.execute(games.select().where(games.c.id == game_id)).first()
            if row is None:
                return None
            tokens = conn.execute(sa.select(seat_tokens.c.seat, seat_tokens.c.token_hash)
                                  .where(seat_tokens.c.game_id == game_id)).all()
            actions = self._moves(conn, game_id, 0)
        return StoredGame(row.id, row.game, row.version_of_game, row.num_players, row.seed, json.loads(row.options),
                          json.loads(row.seats), row.lang, {seat: digest for seat, digest in tokens}, actions)

    def moves_since(self, game_id: str, version: int) -> list[str]:
        with self.engine.connect() as conn:
            return self._moves(conn, game_id, version)

    @staticmethod
    def _moves(conn: Connection, game_id: str, start: int) -> list[str]:
        rows = conn.execute(sa.select(moves.c.action).where(moves.c.game_id == game_id, moves.c.number >= start)
                            .order_by(moves.c.number)).all()
        return [row.action for row in rows]

    def append(self, game_id: str, version: int, action: str, is_over: bool) -> bool:
        """Write move number ``version`` if the game still has ``version`` moves;
        False (nothing written) if another process moved first.  Committed on return."""
        return self.append_many([Append(game_id, version, action, is_over)])[0]

    def append_many(self, moves_to_write: list[Append]) -> list[bool]:
        """Write several games' moves in one transaction (one disk flush for them all:
        under load, a flush per move would cap a server at about a hundred moves a
        second); each is checked against its game's version as :meth:`append` does.
        Committed on return; at most one move per game.  Calls must not overlap (the
        server's group commit makes one at a time).

        Written in the driver's own SQL (:class:`MoveStatements`) on a connection kept for
        it: SQLAlchemy's statement building and pool cost about twice the CPU of the
        transaction itself (0.74 against 0.24 ms for one move), and each of its steps takes
        the interpreter's lock back from the event loop once more, while the move waits."""
        with self._writing:
            return self._append_many(moves_to_write)

    def _append_many(self, moves_to_write: list[Append]) -> list[bool]:
        written = [False] * len(moves_to_write)
        sql = self._statements
        now = sql.stamp(datetime.now(UTC))
        if self._writer is None:
            self._writer = self.engine.raw_connection()
        connection = self._writer
        cursor = connection.cursor()
        try:
            # Rows locked in one order by every process: two batches never wait on each other in a circle.
            for index in sorted(range(len(moves_to_write)), key=lambda index: moves_to_write[index].game_id):
                move = moves_to_write[index]
                cursor.execute(sql.advance, (move.version + 1, move.is_over, now, move.game_id, move.version))
                written[index] = cursor.rowcount == 1
            kept = [move for move, ok in zip(moves_to_write, written, strict=True) if ok]
            if kept:
                cursor.executemany(sql.add_move, [(move.game_id, move.version, move.action) for move in kept])
            if self.is_postgres:  # delivered to listeners when this transaction commits
                for move in kept:
                    cursor.execute(sql.notify, (CHANNEL, f"{move.game_id}:{move.version + 1}"))
            connection.commit()
        except BaseException:
            # Nothing of the batch was written; the next batch opens a fresh connection (this
            # one may be broken: a database restarted, a lost network).
            self._writer = None
            connection.invalidate()
            raise
        finally:
            cursor.close()
        return written

    def take_back(self, game_id: str, version: int) -> bool:
        """Remove the last move (number ``version - 1``) if the game still has
        ``version`` moves; False (nothing changed) otherwise.  Committed on return."""
        with self.engine.begin() as conn:
            done = conn.execute(games.update().where(games.c.id == game_id, games.c.version == version)
                                .values(version=version - 1, is_over=False, updated_at=datetime.now(UTC)))
            if done.rowcount != 1:
                return False
            conn.execute(moves.delete().where(moves.c.game_id == game_id, moves.c.number == version - 1))
            if self.is_postgres:
                conn.execute(sa.text("SELECT pg_notify(:channel, :payload)"),
                             {"channel": CHANNEL, "payload": f"{game_id}:{version - 1}"})
        return True

    def unfinished(self) -> list[str]:
        with self.engine.connect() as conn:
            return [row.id for row in conn.execute(sa.select(games.c.id).where(games.c.is_over.is_(False)))]

    def listen(self, on_notify: Callable[[str, int], None], stop: threading.Event) -> None:
        """Call ``on_notify(game_id, version)`` for every move committed by any
        process (PostgreSQL only); returns when ``stop`` is set."""
        import psycopg

        dsn = self.engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"LISTEN {CHANNEL}")
            while not stop.is_set():
                for note in _notifies(conn):
                    game_id, _, version = note.partition(":")
                    on_notify(game_id, int(version))

    def dispose(self) -> None:
        """Close the connections, once a batch being written (in another thread) is committed."""
        with self._writing:
            if self._writer is not None:
                self._writer.close()
                self._writer = None
        self.engine.dispose()


def _notifies(conn: Any) -> Iterator[str]:
    # A short timeout so that the listening thread notices ``stop``.
    for note in conn.notifies(timeout=0.5):
        yield note.payload


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = sa.create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")  # readers never wait for the writer
            cursor.execute("PRAGMA synchronous=FULL")  # an acknowledged move survives a power cut
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return sa.create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=10)
