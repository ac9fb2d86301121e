"""The web app: the HTTP API, the websocket pushes and the pages.

API (see ``/docs`` for the OpenAPI page):

- ``POST /api/games`` creates a game and returns one secret link per person's seat;
- ``GET /api/games/{id}`` gives the table as the token's seat sees it (no token: a spectator);
- ``POST /api/games/{id}/actions`` plays a move: 200, 409 (refused by the rules,
  nothing changed) or 403 (wrong token, or not that seat's turn);
- ``WS /ws/games/{id}`` pushes the same payload after every change;
- ``GET /api/games/{id}/record`` once the game is over: the record ``meeple replay`` reads;
- ``GET /api/games/{id}/replay/{step}`` once it is over: the table after ``step`` moves.

Tokens travel as ``Authorization: Bearer <token>`` or ``?token=``; they are
never logged (uvicorn's access log, which prints query strings, is off).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.types import ASGIApp, Message, Receive, Scope, Send

import meeple
from meeple.core import IllegalAction
from meeple.core.errors import Refused
from meeple.core.i18n import LANGS, Msg, named_seats
from meeple.core.labels import all_labels
from meeple.core.undo import Undo
from meeple.web import catalog
from meeple.web.payload import seat_names
from meeple.web.rooms import Conflict, Forbidden, Hub, Room, RulesChanged

STATIC = Path(__file__).parent / "static"
GONE = b""  # put in a websocket's queue when its client has gone (a payload is never empty)
Lang = Annotated[str | None, Query(pattern="^(fr|en)$", description="Language of texts: fr or en.")]


class Payload(Response):
    """A table's payload, encoded already (:meth:`meeple.web.rooms.Room.encoded`)."""

    media_type = "application/json"


class NewGame(BaseModel):
    """``POST /api/games``: a game, its seats (``"human"`` or a bot spec each), options."""

    model_config = ConfigDict(extra="forbid")
    game: str
    players: int = Field(ge=1, le=10)
    seed: int | None = Field(default=None, ge=-(2**63), lt=2**63)
    options: dict[str, str | int | float | bool] = Field(default_factory=dict)
    seats: list[str] = Field(min_length=1, max_length=10)
    lang: str = Field(default="en", pattern="^(fr|en)$")


class Refusal(Exception):
    """A refusal a person may read in the browser: ``detail`` stays the English text API clients
    read, ``text`` beside it says it in the reader's language (:func:`reader_lang`)."""

    def __init__(self, status: int, message: Msg) -> None:
        super().__init__(message.text("en"))
        self.status = status
        self.message = message


def reader_lang(request: Request) -> str:
    """The language a refusal is said in: the request's ``lang``, else the browser's first of
    French and English (Accept-Language, in its order of preference), else English."""
    asked = request.query_params.get("lang")
    if asked in LANGS:
        return asked
    wanted = []
    for part in request.headers.get("accept-language", "").split(","):
        tag, _, quality = part.strip().partition(";q=")
        try:
            weight = float(quality) if quality else 1.0
        except ValueError:
            continue
        wanted.append((-weight, tag.split("-")[0].lower()))
    return next((tag for _weight, tag in sorted(wanted) if tag in LANGS), "en")


class Move(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: str = Field(max_length=200)


def create_app(hub: Hub) -> FastAPI:
    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        yield
        await hub.stop()

    app = FastAPI(title="meeple", summary="Play tabletop games in the browser.", lifespan=lifespan)

    app.add_middleware(NoReferrer)

    @app.exception_handler(Refusal)
    async def refused(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, Refusal)
        return JSONResponse(status_code=exc.status, content={"detail": exc.message.text("en"),
                                                             "text": exc.message.text(reader_lang(request))})

    async def room_or_404(game_id: str) -> Room:
        try:
            room = await hub.room(game_id) if len(game_id) <= 32 else None
        except RulesChanged as outdated:
            raise Refusal(410, outdated.message) from None
        if room is None:
            raise Refusal(404, Msg("web.error.no_such_game"))
        return room

    def seat_of(room: Room, authorization: str | None, token: str | None) -> int | None:
        """The token's seat, None without a token (a spectator); 403 for a token that opens no seat."""
        if authorization is not None:
            scheme, _, value = authorization.partition(" ")
            if scheme.lower() != "bearer" or not value:
                raise Refusal(403, Msg("web.error.bearer"))
            token = value.strip()
        if token is None:
            return None
        try:
            return room.seat_of(token)
        except Forbidden as exc:
            raise Refusal(403, exc.message) from None

    @app.get("/api/catalog", summary="Installed games, their options and the bots")
    async def get_catalog() -> dict[str, Any]:
        return catalog.catalog()

    @app.get("/api/components/{game_id}", summary="Every component of a game (names, texts, numbers)")
    async def get_components(game_id: str) -> list[dict[str, Any]]:
        if game_id not in meeple.games():
            raise Refusal(404, Msg("web.error.no_such_game"))
        return catalog.components(game_id)

    @app.get("/api/load", summary="This process's event-loop lag and collector pauses over the last seconds")
    async def get_load(seconds: Annotated[float, Query(gt=0, le=600)] = 60) -> dict[str, Any]:
        return {**hub.pulse.summary(seconds), "rooms": len(hub.rooms), "rss_mb": resident_megabytes()}

    @app.post("/api/games", summary="Create a game: one secret link per person's seat")
    async def create_game(body: NewGame) -> dict[str, Any]:
        try:
            if body.game not in meeple.games():
                raise Refused(Msg("web.error.no_game", {"game": repr(body.game),
                                                        "installed": ", ".join(meeple.games())}))
            game_id, tokens = await hub.create(body.game, body.players, body.seed, body.options, body.seats,
                                               body.lang)
        except Refused as exc:  # said in the lobby's language
            raise HTTPException(422, exc.text(body.lang)) from None
        except (ValueError, TypeError, KeyError) as exc:
            raise HTTPException(422, str(exc).strip("'\"")) from None
        seats = [{"seat": seat, "token": token, "url": f"/games/{game_id}?token={token}"}
                 for seat, token in sorted(tokens.items())]
        return {"id": game_id, "seats": seats, "watch": f"/games/{game_id}"}

    @app.get("/api/games/{game_id}", summary="The table as the token's seat sees it (no token: a spectator)")
    async def get_game(game_id: str, token: str | None = None, since: Annotated[int, Query(ge=0)] = 0,
                       lang: Lang = None, authorization: Annotated[str | None, Header()] = None) -> Payload:
        room = await room_or_404(game_id)
        seat = seat_of(room, authorization, token)
        return Payload(room.encoded(seat, since, lang or room.stored.lang))

    @app.post("/api/games/{game_id}/actions", summary="Play a move for the token's seat",
              responses={403: {"description": "wrong token or not this seat's turn"},
                         409: {"description": "the rules refuse this move; nothing changed"}})
    async def post_action(game_id: str, move: Move, token: str | None = None,
                          since: Annotated[int, Query(ge=0)] = 0, lang: Lang = None,
                          authorization: Annotated[str | None, Header()] = None) -> Any:
        room = await room_or_404(game_id)
        seat = seat_of(room, authorization, token)
        language = lang or room.stored.lang
        if seat is None:
            raise Refusal(403, Msg("web.error.move_token"))
        try:
            await hub.act(room, seat, move.action)
        except Forbidden as exc:
            raise Refusal(403, exc.message) from None
        except IllegalAction as exc:
            with named_seats(seat_names(tuple(room.stored.seats))):
                reason = exc.text(language)
            return JSONResponse(status_code=409, content={
                "detail": catalog.text("illegal", language), "reason": reason, "action": move.action})
        except Conflict as exc:
            raise Refusal(503, exc.message) from None
        return Payload(room.encoded(seat, since, language))

    @app.post("/api/games/{game_id}/undo", summary="Take back the token's seat's last move (BGA policy)",
              responses={403: {"description": "wrong token, or a move that may not be taken back"}})
    async def post_undo(game_id: str, token: str | None = None, lang: Lang = None,
                        authorization: Annotated[str | None, Header()] = None) -> Payload:
        room = await room_or_404(game_id)
        seat = seat_of(room, authorization, token)
        if seat is None:
            raise Refusal(403, Msg("web.error.undo_token"))
        try:
            await hub.undo(room, seat)
        except Forbidden as exc:
            raise Refusal(403, exc.message) from None
        except Conflict as exc:
            raise Refusal(503, exc.message) from None
        return Payload(room.encoded(seat, 0, lang or room.stored.lang))

    @app.get("/api/games/{game_id}/record", summary="The record of a finished game (for `meeple replay`)")
    async def get_record(game_id: str) -> dict[str, Any]:
        room = await room_or_404(game_id)
        if not room.state.is_over:
            # The record holds the seed, which decides every hidden card: a secret until the end.
            raise Refusal(403, Msg("web.error.record_secret"))
        record = room.record()
        record["seats"] = list(room.stored.seats)
        return record

    @app.get("/api/games/{game_id}/replay/{step}", summary="A finished game after `step` moves")
    async def get_replay(game_id: str, step: int, seat: int | None = None, lang: Lang = None) -> dict[str, Any]:
        room = await room_or_404(game_id)
        if not room.state.is_over:
            raise Refusal(403, Msg("web.error.replay_over"))
        moves = room.state.history
        if not 0 <= step <= len(moves) or (seat is not None and not 0 <= seat < room.state.num_players):
            raise Refusal(404, Msg("web.error.no_step"))
        record = room.record()
        record["actions"] = moves[:step]
        state = await asyncio.to_thread(meeple.replay, record)
        answer = Room(room.stored, Undo(state), step).payload(seat, 0, lang or room.stored.lang)
        answer["steps"] = len(moves)
        answer["step"] = step
        answer["action"] = moves[step - 1] if step else None
        return answer

    @app.websocket("/ws/games/{game_id}")
    async def watch(websocket: WebSocket, game_id: str, token: str | None = None, lang: str | None = None,
                    since: int = 0) -> None:
        try:
            room = await hub.room(game_id) if len(game_id) <= 32 else None
        except RulesChanged:
            await websocket.close(code=4410)
            return
        if room is None:
            await websocket.close(code=4404)
            return
        try:
            seat = seat_of(room, websocket.headers.get("authorization"), token)
        except Refusal:
            await websocket.close(code=4403)
            return
        await websocket.accept()
        language = lang if lang in LANGS else room.stored.lang
        listener = hub.subscribe(room, seat, language, max(0, since))
        # The client going away ends the pushes: its reader puts GONE in the queue (cheaper than a
        # task and a wait() per push, to watch both the queue and the reader).
        receiver = asyncio.ensure_future(_drain(websocket))
        receiver.add_done_callback(lambda _reader: listener.queue.put_nowait(GONE))
        try:
            while (message := await listener.queue.get()) is not GONE:
                await websocket.send_text(message.decode())
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            receiver.cancel()
            hub.unsubscribe(room, listener)

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return FileResponse(STATIC / "lobby.html")

    @app.get("/games/{game_id}", include_in_schema=False)
    async def table(game_id: str) -> FileResponse:
        return FileResponse(STATIC / "table.html")

    @app.get("/games/{game_id}/replay", include_in_schema=False)
    async def replay_page(game_id: str) -> FileResponse:
        return FileResponse(STATIC / "replay.html")

    @app.get("/static/labels.json", include_in_schema=False)
    async def labels() -> dict[str, dict[str, str]]:  # the terminal's list: the engine's and every game's
        return all_labels()

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def resident_megabytes() -> float | None:
    """This process's resident memory (Linux), to see whether frozen objects pile up."""
    statm = Path("/proc/self/statm")
    if not statm.exists():
        return None
    return round(int(statm.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


class NoReferrer:
    """Links carry seat tokens: every HTTP answer tells the browser never to send the page's
    address to another site.  (Plain ASGI: Starlette's ``BaseHTTPMiddleware`` costs more per
    request than a whole move.)"""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_header(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), (b"referrer-policy", b"no-referrer")]
            await send(message)

        await self.app(scope, receive, with_header)


async def _drain(websocket: WebSocket) -> None:
    """Read (and ignore) what the client sends, until it goes away."""
    with contextlib.suppress(WebSocketDisconnect):
        while True:
            await websocket.receive_text()
