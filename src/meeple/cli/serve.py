"""`meeple serve`: play in the browser (see :mod:`meeple.web`)."""

from __future__ import annotations

from typing import Annotated

import typer

from meeple.cli.common import check_at_least, check_lang, stderr


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database: Annotated[str | None, typer.Option(
        help="Database URL: sqlite:///file or postgresql://user@host/db (default: a file in your data folder).")]
    = None,
    bot_workers: Annotated[int, typer.Option(help="Processes that think for the bots.")] = 1,
    bot_pause: Annotated[float, typer.Option(help="Seconds a bot waits before its move shows.")] = 0.0,
    lang: Annotated[str, typer.Option("--lang", envvar="MEEPLE_LANG", help="Language of messages: en or fr.")]
    = "en",
) -> None:
    """Serve every game in the browser: a lobby, tables, bots, replays."""
    from meeple.web import serve as run
    from meeple.web.database import default_url

    lang = check_lang(lang)
    check_at_least(bot_workers, 1, "--bot-workers", lang)
    where = database or default_url()
    shown = where.split("@")[-1] if "@" in where else where  # never print a password
    stderr().print(f"meeple: http://{host}:{port}/  ({shown})", markup=False, highlight=False)
    run(host, port, where, bot_workers, max(0.0, bot_pause))
