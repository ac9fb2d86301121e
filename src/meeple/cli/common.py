"""Helpers shared by the commands: consoles, clear errors, game and option lookup."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from typer._click.core import ParameterSource  # typer's own copy of click, whose context the commands run in
from typer._click.globals import get_current_context

import meeple
from meeple.cli.text import LANGS, t
from meeple.core.game import games as _registry_games
from meeple.core.game import load_game

HUMAN = "human"  # the seat spec of a person at the keyboard


def stdout() -> Console:
    # Built per command so that a test runner's captured streams are honoured.
    return Console(highlight=False)


def stderr() -> Console:
    return Console(stderr=True, highlight=False)


def fail(lang: str, key: str, **params: Any) -> NoReturn:
    """Print the message ``cli.<key>`` on stderr and exit non-zero (no traceback)."""
    fail_with(lang, t(key, lang, **params))


def fail_with(lang: str, message: str) -> NoReturn:
    """Print ``message`` (a reason given by the engine, say) as an error and exit non-zero."""
    stderr().print(t("error", lang, message=message), style="bold red", markup=False)
    raise typer.Exit(code=1)


# The system's words for a file that cannot be used are English whatever the language: ours, by error code.
OS_REASONS = {errno.ENOENT: "no_such", errno.EACCES: "denied", errno.EPERM: "denied", errno.EISDIR: "is_folder",
              errno.ENOTDIR: "not_folder", errno.EROFS: "read_only", errno.ENOSPC: "full",
              errno.ENAMETOOLONG: "too_long"}


def os_reason(exc: OSError, lang: str) -> str:
    """Why a file cannot be read or written, in ``lang`` (an unusual case by its error code's name)."""
    known = OS_REASONS.get(exc.errno or 0)
    if known is not None:
        return t(f"os.{known}", lang)
    return t("os.other", lang, code=errno.errorcode.get(exc.errno or 0, "?"))


def reason(exc: Exception, lang: str) -> str:
    """The engine's reason for refusing something, in ``lang`` when it says it in words
    (:class:`meeple.IllegalAction`, a malformed record), else as it is written."""
    text = getattr(exc, "text", None)
    return str(text(lang)) if callable(text) else str(exc)


def check_writable(path: Path, lang: str) -> None:
    """End the command now, before any work, if ``path`` cannot be written later
    (a missing folder, a folder, a file system that refuses files)."""
    if path.is_dir():
        fail(lang, "error.path_folder", path=str(path))
    existed = path.exists()
    try:
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        fail(lang, "error.path", path=str(path), reason=os_reason(exc, lang))
    if not existed:
        path.unlink()


def check_folder(folder: Path, lang: str) -> None:
    """Create ``folder`` if needed and make sure a file can be written in it, before any work."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder):
            pass
    except OSError as exc:
        fail(lang, "error.path", path=str(folder), reason=os_reason(exc, lang))


def read_record(path: Path, lang: str) -> dict[str, Any]:
    """A record file, checked by the engine's record schema (one clear error otherwise)."""
    from meeple.core.records import check_record

    # the json library's reasons are English whatever the language: ours, with its line and column
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        fail(lang, "error.record", path=str(path), reason=os_reason(exc, lang))
    except json.JSONDecodeError as exc:
        fail(lang, "error.record", path=str(path), reason=t("error.json", lang, line=exc.lineno, column=exc.colno))
    except UnicodeDecodeError:
        fail(lang, "error.record", path=str(path), reason=t("error.utf8", lang))
    except (ValueError, RecursionError):  # RecursionError: JSON nested beyond Python's stack
        fail(lang, "error.record", path=str(path), reason=t("error.json_deep", lang))
    try:
        check_record(record)
    except ValueError as exc:
        fail(lang, "error.record", path=str(path), reason=reason(exc, lang))
    return dict(record)


def check_agents(specs: list[str], lang: str) -> None:
    """Every bot spec builds an agent, or the command ends naming the bad one."""
    agents = import_or_fail("meeple.agents", lang)
    for spec in specs:
        if spec == HUMAN:
            continue
        try:
            agents.check_spec(spec)
        except (ValueError, TypeError) as exc:
            fail(lang, "error.agent", spec=spec, reason=reason(exc, lang).strip("'\""))


def default_lang() -> str:
    """The language of a command without ``--lang``: ``MEEPLE_LANG``, else the locale's language
    (``LC_ALL``, ``LC_MESSAGES``, ``LANG``, read in the order POSIX reads them: ``fr_FR.UTF-8``
    speaks French) when meeple speaks it, else English."""
    chosen = os.environ.get("MEEPLE_LANG")
    if chosen:
        return chosen  # checked by check_lang, which names a wrong one
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        locale = os.environ.get(name)
        if locale:
            language = locale.split("_")[0].split(".")[0].lower()
            return language if language in LANGS else "en"
    return "en"


def check_lang(lang: str | None) -> str:
    """``lang`` (the environment's when None) if meeple speaks it; else the command ends.
    A ``--lang`` typed before the command (`meeple --lang fr play`) counts as typed after it:
    above the environment, below the command's own."""
    ctx = get_current_context(silent=True)
    if ctx is not None and ctx.parent is not None and ctx.parent.params.get("lang") is not None \
            and ctx.get_parameter_source("lang") is not ParameterSource.COMMANDLINE:
        lang = ctx.parent.params["lang"]
    if lang is None:
        lang = default_lang()
    if lang not in LANGS:
        # The requested language is unusable, so say it in English.
        fail("en", "error.lang", value=lang, choices=", ".join(LANGS))
    return lang


def installed_games(lang: str = "en") -> list[str]:
    """Ids of the installed games; a game package that fails to import is
    reported as such instead of a traceback from the registry."""
    try:
        return _registry_games()
    except Exception as exc:  # any error raised while importing a game's package
        fail(lang, "error.discover", reason=f"{type(exc).__name__}: {exc}")


def load(game_id: str, lang: str) -> meeple.Game:
    # Through meeple.core.game: once meeple.games (the package of games) is
    # imported, the attribute meeple.games is that package, not the function.
    ids = installed_games(lang)
    if game_id not in ids:
        fail(lang, "error.game", game=game_id, installed=", ".join(ids) or "-")
    return load_game(game_id)


def check_players(game: meeple.Game, count: int, lang: str) -> None:
    if not game.min_players <= count <= game.max_players:
        fail(lang, "error.seats", game=game.id, min=game.min_players, max=game.max_players, count=count)


def check_at_least(value: int, minimum: int, name: str, lang: str) -> None:
    if value < minimum:
        fail(lang, "error.count", name=name, min=minimum)


def _coerce(name: str, text: str, default: Any, lang: str) -> Any:
    """Turn a command-line string into the type of the option's default."""
    if isinstance(default, bool):
        lowered = text.lower()
        if lowered in ("1", "true", "yes", "on", "oui", "vrai"):
            return True
        if lowered in ("0", "false", "no", "off", "non", "faux"):
            return False
        fail(lang, "error.option_type", name=name, value=text, kind="bool")
    for kind in (int, float):
        if isinstance(default, kind):
            try:
                return kind(text)
            except ValueError:
                fail(lang, "error.option_type", name=name, value=text, kind=kind.__name__)
    return text


def parse_options(game: meeple.Game, pairs: list[str] | None, lang: str) -> dict[str, Any]:
    """``["key=value", ...]`` checked against the game's declared options."""
    chosen: dict[str, Any] = {}
    for pair in pairs or []:
        name, sep, raw = pair.partition("=")
        name, raw = name.strip(), raw.strip()
        if not sep or not name:
            fail(lang, "error.option_form", text=pair)
        if name not in game.options:
            fail(lang, "error.option_name", game=game.id, name=name, known=", ".join(sorted(game.options)) or "-")
        option = game.options[name]
        if option.choices is not None:
            # Match on the text form so "3" finds the choice 3, "true" finds True, etc.
            matches = [c for c in option.choices if str(c).lower() == raw.lower()]
            if not matches:
                fail(lang, "error.option_value", name=name, value=raw,
                     choices=", ".join(str(c) for c in option.choices))
            chosen[name] = matches[0]
        else:
            chosen[name] = _coerce(name, raw, option.default, lang)
    try:
        game.check_options(chosen)
    except ValueError as exc:
        fail_with(lang, reason(exc, lang))
    return chosen


def split_list(text: str) -> list[str]:
    """``"a,b:x=1,y=2,c"`` -> ``["a", "b:x=1,y=2", "c"]`` (blank items dropped): an
    item ``key=value`` without a name continues the options of the spec before it."""
    out: list[str] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        if out and ":" in out[-1] and "=" in item and ":" not in item:
            out[-1] += "," + item
        else:
            out.append(item)
    return out


def import_or_fail(module: str, lang: str) -> Any:
    """Import an optional part of meeple (agents, sim) or exit with a clear message."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        fail(lang, "error.missing", module=module)


@contextlib.contextmanager
def progress_bar(label: str, total: int | None, enabled: bool = True) -> Iterator[Callable[[], None]]:
    """A rich progress bar on stderr; yields the zero-argument ``progress`` callback."""
    if not enabled:
        yield lambda: None
        return
    columns = [SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn()]
    with Progress(*columns, console=stderr(), transient=False) as bar:
        task = bar.add_task(label, total=total)

        def advance() -> None:
            bar.advance(task)

        yield advance
