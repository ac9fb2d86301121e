"""The `meeple` command: list games, play them, replay, simulate, run tournaments, benchmark.

Each command checks its arguments first (game id, seat count, options, bot
specs) and ends with a clear message and a non-zero exit when one is wrong;
the work itself lives in :mod:`meeple.sim`, :mod:`meeple.agents` and the games.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.table import Table

from meeple.cli import common
from meeple.cli.common import (
    check_agents,
    check_at_least,
    check_folder,
    check_lang,
    check_players,
    fail,
    fail_with,
    import_or_fail,
    load,
    parse_options,
)
from meeple.cli.localized import Command, Group, key
from meeple.cli.serve import serve as serve_command
from meeple.cli.text import t
from meeple.core import Game

app = typer.Typer(
    cls=Group,
    help=key("app"),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)

# Every help is a key of meeple.cli.text, put into the person's language as the line is read
# (meeple.cli.localized).
Lang = Annotated[str | None, typer.Option("--lang", envvar="MEEPLE_LANG", help=key("lang"))]
Options = Annotated[list[str] | None, typer.Option("--option", "-o", help=key("option"))]
Json = Annotated[bool, typer.Option("--json", help=key("json"))]
MaxActions = Annotated[int | None, typer.Option("--max-actions", help=key("max_actions"))]
GameId = Annotated[str, typer.Argument(help=key("game"))]
Players = Annotated[int, typer.Option(help=key("players"))]


R = TypeVar("R")


def _dump(data: Any) -> None:
    # Plain echo, not rich: stdout must be exactly the JSON text.
    typer.echo(json.dumps(data, sort_keys=True, ensure_ascii=False))


def _batch_game(game: str, players: int, games: int, lang: str) -> Game:
    """The game a batch of bot games (simulate, tournament) plays, its seat and game counts checked."""
    chosen = load(game, lang)
    check_players(chosen, players, lang)
    check_at_least(games, 1, "--games", lang)
    return chosen


def _run(label: str, total: int, json_out: bool, lang: str, work: Callable[[Callable[[], None]], R],
         missing_module_fails: bool = False) -> R:
    """``work(progress)`` under a progress bar (none with --json); a setting the work refuses
    (ValueError, KeyError, and an ImportError if asked) ends with a clear message, not a
    traceback, printed once the bar is closed."""
    refused: Exception | None = None
    with common.progress_bar(t(label, lang), total, enabled=not json_out) as progress:
        try:
            return work(progress)
        except (ValueError, KeyError) as exc:
            refused = exc
        except ImportError as exc:
            if not missing_module_fails:
                raise
            refused = exc
    fail_with(lang, str(refused).strip("'\""))


def _action_bound(max_actions: int | None, lang: str) -> int:
    """The action bound a batch of bot games is cut at (sim's own unless given)."""
    from meeple.sim.play import MAX_ACTIONS

    if max_actions is None:
        return MAX_ACTIONS
    check_at_least(max_actions, 1, "--max-actions", lang)
    return max_actions


# `meeple --lang fr play` as `meeple play --lang fr` (check_lang reads it); no MEEPLE_LANG here, so that
# the command's own environment variable does not hide a --lang typed before the command.
@app.callback()
def meeple(lang: Annotated[str | None, typer.Option("--lang", help=key("lang"))] = None) -> None:
    if lang is not None:
        check_lang(lang)


@app.command(cls=Command, help=key("games"))
def games(lang: Lang = None) -> None:
    """`meeple games` (its help: cli.help.games)."""
    lang = check_lang(lang)
    console = common.stdout()
    ids = common.installed_games(lang)
    if not ids:
        console.print(t("games.none", lang))
        return
    table = Table(title=t("games.title", lang), header_style="bold")
    table.add_column(t("games.id", lang), style="bold cyan", no_wrap=True)
    table.add_column(t("games.fr", lang))
    table.add_column(t("games.en", lang))
    table.add_column(t("games.players", lang), justify="center", no_wrap=True)
    chosen = [common.load_game(game_id) for game_id in ids]
    for game in chosen:
        low, high = game.min_players, game.max_players
        count = str(low) if low == high else f"{low}–{high}"
        table.add_row(game.id, game.names.get("fr", ""), game.names.get("en", ""), count)
    console.print(table)
    # One table of options per game, below: as a fifth column they left the defaults a few letters
    # wide at 80 columns, cut mid-word.
    for game in chosen:
        if game.options:
            console.print(_options_table(game, lang))


def _value(value: Any) -> str:
    """An option value as `--option` takes it (true, not Python's True)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _options_table(game: Game, lang: str) -> Table:
    """A game's options: name, default, help, and the values `--option` takes (a choice the lobby
    lists by name, a code on the command line, with that name beside it)."""
    table = Table(title=t("games.options_of", lang, game=game.name(lang), id=game.id), header_style="bold",
                  title_justify="left")
    table.add_column(t("games.option", lang), style="bold cyan", no_wrap=True)
    table.add_column(t("games.default", lang), no_wrap=True)
    table.add_column(t("games.meaning", lang))
    for name, option in sorted(game.options.items()):
        meaning = option.help.get(lang, "")
        if option.names:  # one per line, so that a code is never wrapped away from its name
            meaning += "\n" + t("games.codes", lang) + "".join(
                f"\n{_value(choice)} = {option.names[str(choice)][lang]}" for choice in option.choices or ())
        elif option.choices is not None:
            meaning += "\n" + t("games.values", lang, values=", ".join(_value(c) for c in option.choices))
        table.add_row(name, _value(option.default), meaning)
    return table


@app.command(cls=Command, help=key("play"))
def play(
    game: Annotated[str | None, typer.Argument(help=key("play.game"))] = None,
    seats: Annotated[str | None, typer.Option(help=key("play.seats"))] = None,
    lang: Lang = None,
    seed: Annotated[int | None, typer.Option(help=key("play.seed"))] = None,
    option: Options = None,
    save: Annotated[Path | None, typer.Option(help=key("play.save"))] = None,
    resume: Annotated[Path | None, typer.Option(help=key("play.resume"))] = None,
    auto_forced: Annotated[bool, typer.Option("--auto-forced/--no-auto-forced", help=key("play.auto_forced"))]
    = True,
    hint: Annotated[str, typer.Option(help=key("play.hint"))] = "ismcts",
) -> None:
    """`meeple play`: a game in the terminal (meeple.cli.play)."""
    from meeple.cli.play import PlaySession

    lang = check_lang(lang)
    if resume is not None:
        state, specs = _resumed(resume, game, seats, lang)
        path = save if save is not None else resume
    else:
        if game is None:
            fail(lang, "error.resume")
        chosen = load(game, lang)
        specs = common.split_list(seats if seats is not None else "human,random")
        check_players(chosen, len(specs), lang)
        options = parse_options(chosen, option, lang)
        # A seed is the whole hidden state: at least 64 secret bits, so it cannot be searched for.
        state = chosen.new_game(len(specs), secrets.randbits(64) if seed is None else seed, options)
        path = save if save is not None else Path(f"meeple-{game}-{time.strftime('%Y%m%d-%H%M%S')}.json")
    check_agents(specs, lang)
    common.check_writable(path, lang)  # before the game: a record that cannot be saved would be lost
    console = common.stdout()
    session = PlaySession(state, specs, lang, path, hint, console, console.input, auto_forced=auto_forced)
    raise typer.Exit(session.run())


def _resumed(record_path: Path, game: str | None, seats: str | None, lang: str) -> tuple[Any, list[str]]:
    """The state a record reaches and the seats that play on (the record's unless given)."""
    import meeple

    record = common.read_record(record_path, lang)
    chosen = load(record["game"], lang)
    if game is not None and game != chosen.id:
        fail(lang, "error.resume_game", record=chosen.id, game=game)
    try:
        state = meeple.replay(record)
    except (ValueError, TypeError) as exc:  # IllegalAction is a ValueError
        fail(lang, "error.record", path=str(record_path), reason=common.reason(exc, lang))
    saved = record.get("seats")
    if seats is not None:
        specs = common.split_list(seats)
    elif isinstance(saved, list) and all(isinstance(spec, str) for spec in saved):
        specs = list(saved)
    else:
        specs = [common.HUMAN] * state.num_players
    check_players(chosen, len(specs), lang)
    if len(specs) != state.num_players:
        fail(lang, "error.seats", game=chosen.id, min=state.num_players, max=state.num_players, count=len(specs))
    return state, specs


@app.command(cls=Command, help=key("replay"))
def replay(
    record: Annotated[Path, typer.Argument(help=key("replay.record"))],
    lang: Lang = None,
    step: Annotated[bool, typer.Option("--step/--no-step", help=key("replay.step"))] = True,
    seat: Annotated[int | None, typer.Option(help=key("replay.seat"))] = None,
) -> None:
    """`meeple replay` (meeple.cli.replay)."""
    from meeple.cli.replay import run_replay

    lang = check_lang(lang)
    console = common.stdout()
    raise typer.Exit(run_replay(record, lang, step, seat, console, console.input))


@app.command(cls=Command, help=key("simulate"))
def simulate(
    game: GameId,
    players: Players = 2,
    games: Annotated[int, typer.Option("--games", help=key("simulate.games"))] = 100,
    seed: Annotated[int, typer.Option(help=key("simulate.seed"))] = 0,
    bots: Annotated[str, typer.Option(help=key("simulate.bots"))] = "random",
    json_out: Json = False,
    option: Options = None,
    max_actions: MaxActions = None,
    lang: Lang = None,
) -> None:
    """`meeple simulate`: bot games and their summary (meeple.sim, meeple.cli.studies)."""
    from meeple.cli.studies import simulation_summary

    lang = check_lang(lang)
    chosen = _batch_game(game, players, games, lang)
    options = parse_options(chosen, option, lang)
    bot_specs = common.split_list(bots) or ["random"]
    check_agents(bot_specs, lang)
    sim = import_or_fail("meeple.sim", lang)
    bound = _action_bound(max_actions, lang)
    result = _run("sim.progress", games, json_out, lang, lambda progress: sim.simulate(
        game, players, games, seed, bot_specs, options=options, progress=progress, max_actions=bound))
    if json_out:
        _dump(result)
        return
    common.stdout().print(simulation_summary(result, lang, bot_specs))


@app.command(cls=Command, help=key("tournament"))
def tournament(
    game: GameId,
    agents: Annotated[str, typer.Option(help=key("tournament.agents"))] = "random,greedy",
    players: Players = 2,
    games: Annotated[int, typer.Option("--games", help=key("tournament.games"))] = 10,
    seed: Annotated[int, typer.Option(help=key("tournament.seed"))] = 0,
    workers: Annotated[int, typer.Option(help=key("tournament.workers"))] = 1,
    backend: Annotated[str, typer.Option(help=key("tournament.backend"))] = "local",
    json_out: Json = False,
    report: Annotated[Path | None, typer.Option(help=key("tournament.report"))] = None,
    option: Options = None,
    max_actions: MaxActions = None,
    lang: Lang = None,
) -> None:
    """`meeple tournament`: agents compared over paired seeds (meeple.sim.tournament)."""
    lang = check_lang(lang)
    chosen = _batch_game(game, players, games, lang)
    check_at_least(workers, 1, "--workers", lang)
    if backend not in ("local", "ray"):
        fail_with(lang, f"--backend {backend}: local | ray")
    options = parse_options(chosen, option, lang)
    specs = common.split_list(agents)
    check_at_least(len(specs), 1, "--agents", lang)  # one agent alone: a solo game against the rules' opponent
    check_agents(specs, lang)
    if report is not None:
        check_folder(report, lang)  # before the games: their results must not be lost to a bad path
    sim = import_or_fail("meeple.sim", lang)
    bound = _action_bound(max_actions, lang)
    # sim plays whole deals (every seating of each seed): the bar's total counts them.
    per_deal = len(sim.seatings(len(specs), players))
    total = per_deal * max(1, -(-games // per_deal))
    result = _run("sim.progress", total, json_out, lang, lambda progress: sim.tournament(
        game, specs, players, games, seed, workers=workers, backend=backend, options=options, progress=progress,
        max_actions=bound),
        missing_module_fails=True)  # the ray backend is an optional install
    if report is not None:
        try:
            written = result.write_report(report, lang)
        except OSError as exc:
            if json_out:
                _dump(result.to_json())  # the results are kept on stdout
            fail(lang, "error.path", path=str(report), reason=common.os_reason(exc, lang))
        common.stderr().print(t("tournament.report", lang, path=str(written)), markup=False)
    if json_out:
        _dump(result.to_json())
        return
    common.stdout().print(result.table(lang))


@app.command(cls=Command, help=key("bench"))
def bench(
    game: GameId,
    runs: Annotated[int, typer.Option(help=key("bench.runs"))] = 5,
    json_out: Json = False,
    lang: Lang = None,
) -> None:
    """`meeple bench`: speed figures (meeple.sim.bench, meeple.cli.studies)."""
    from meeple.cli.studies import bench_table

    lang = check_lang(lang)
    load(game, lang)
    check_at_least(runs, 1, "--runs", lang)
    sim = import_or_fail("meeple.sim", lang)
    result = _run("sim.runs", runs, json_out, lang, lambda progress: sim.bench(game, runs=runs, progress=progress))
    if json_out:
        _dump(result)
        return
    common.stdout().print(bench_table(result, lang))


app.command(cls=Command, help=key("serve"))(serve_command)


def main() -> None:  # pragma: no cover - for `python -m meeple.cli.main`
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
