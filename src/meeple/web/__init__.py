"""`meeple serve`: every installed game in the browser.

:func:`serve` runs the app (see :mod:`meeple.web.app` for the HTTP API) with
uvicorn on one database (an SQLite file by default, or PostgreSQL); the
pages are static HTML and JavaScript modules under ``static/``.
"""

from __future__ import annotations

import sys

from meeple.web.app import create_app
from meeple.web.database import Store, default_url
from meeple.web.rooms import Hub

SWITCH_INTERVAL = 0.0005  # seconds (sys.setswitchinterval) in a serving process


def serve(host: str = "127.0.0.1", port: int = 8000, database: str | None = None, bot_workers: int = 1,
          bot_pause: float = 0.0) -> None:
    """Serve until interrupted."""
    import uvicorn

    # The moves' commits run in a thread, which needs the interpreter's lock back after each call
    # into the database; while the event loop is busy it waited up to CPython's default 5 ms each
    # time (several times per commit, every move waiting on it).  Half a millisecond bounds that
    # wait; the loop and that thread are this process's only busy threads, so switching costs little.
    sys.setswitchinterval(SWITCH_INTERVAL)
    hub = Hub(Store(database or default_url()), bot_workers=bot_workers, bot_pause=bot_pause)
    # No access log: it would print seat tokens carried in links' query strings.  No websocket
    # compression: a push is a few kilobytes, and compressing each one costs more server time
    # than building it.
    uvicorn.run(create_app(hub), host=host, port=port, access_log=False, log_level="warning",
                ws_per_message_deflate=False)


__all__ = ["Hub", "Store", "create_app", "serve"]
