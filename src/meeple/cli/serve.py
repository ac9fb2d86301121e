"""`meeple serve`: play in the browser (see :mod:`meeple.web`)."""

from __future__ import annotations

from typing import Annotated

import typer

from meeple.cli.common import check_at_least, check_lang, stderr
from meeple.cli.localized import key


def serve(
    host: Annotated[str, typer.Option(help=key("serve.host"))] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=key("serve.port"))] = 8000,
    database: Annotated[str | None, typer.Option(help=key("serve.database"))] = None,
    bot_workers: Annotated[int, typer.Option(help=key("serve.bot_workers"))] = 1,
    bot_pause: Annotated[float, typer.Option(help=key("serve.bot_pause"))] = 0.0,
    lang: Annotated[str | None, typer.Option("--lang", envvar="MEEPLE_LANG", help=key("lang"))] = None,
) -> None:
    """`meeple serve`: the browser's server (meeple.web)."""
    from meeple.web import serve as run
    from meeple.web.database import default_url

    lang = check_lang(lang)
    check_at_least(bot_workers, 1, "--bot-workers", lang)
    where = database or default_url()
    shown = where.split("@")[-1] if "@" in where else where  # never print a password
    stderr().print(f"meeple: http://{host}:{port}/  ({shown})", markup=False, highlight=False)
    run(host, port, where, bot_workers, max(0.0, bot_pause))
