"""The `meeple` command: list games, play them, replay, simulate, run tournaments, benchmark.

Each command checks its arguments first (game id, seat count, options, bot
specs) and ends with a clear message and a non-zero exit when one is wrong;
the work itself lives in :mod:`meeple.sim`, :mod:`meeple.agents` and the games.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.table import Table

from meeple.cli import common
from meeple.cli.common import check_at_least, check_lang, check_players, fail, import_or_fail, load, parse_options
from meeple.cli.serve import serve as serve_command
from meeple.cli.text import t
from meeple.core import Game

app = typer.Typer(
    help="meeple: play, simulate and study tabletop games. / jouer, simuler et étudier des jeux de société.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)

Lang = Annotated[str, typer.Option("--lang", envvar="MEEPLE_LANG", help="Language of the interface: en or fr.")]
Options = Annotated[
    list[str] | None, typer.Option("--option", "-o", help="A game option, key=value (repeatable).")
]
Json = Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout instead of tables.")]


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
    (ValueError, KeyError, and an ImportError if asked) ends with a clear message, not a traceback."""
    with common.progress_bar(t(label, lang), total, enabled=not json_out) as progress:
        try:
            return work(progress)
        except (ValueError, KeyError) as exc:
            fail(lang, "error", message=str(exc).strip("'\""))
        except ImportError as exc:
            if not missing_module_fails:
                raise
            fail(lang, "error", message=str(exc))


@app.command()
def games(lang: Lang = "en") -> None:
    """List the installed games: id, French and English names, player counts."""
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
    table.add_column(t("games.players", lang), justify="center")
    table.add_column(t("games.options", lang), overflow="fold")
    for game_id in ids:
        game = common.load_game(game_id)
        low, high = game.min_players, game.max_players
        count = str(low) if low == high else f"{low}–{high}"
        options = "\n".join(f"{name}={opt.default}" for name, opt in sorted(game.options.items()))
        table.add_row(game_id, game.names.get("fr", ""), game.names.get("en", ""), count, options or "-")
    console.print(table)


@app.command()
def play(
    game: Annotated[str, typer.Argument(help="Game id (see `meeple games`).")],
    seats: Annotated[str, typer.Option(help="One entry per seat: human, random, greedy, ismcts:time=1 ...")] =
    "human,random",
    lang: Lang = "en",
    seed: Annotated[int | None, typer.Option(help="Seed of the game (random if omitted).")] = None,
    option: Options = None,
    save: Annotated[Path | None, typer.Option(help="Where to save the record (default meeple-<game>-<seed>.json).")]
    = None,
    hint: Annotated[str, typer.Option(help="Search used by the hint key h.")] = "ismcts:time=1",
) -> None:
    """Play a complete game in the terminal (type h for a hint, q to quit)."""
    from meeple.cli.play import PlaySession

    lang = check_lang(lang)
    chosen = load(game, lang)
    specs = common.split_list(seats)
    check_players(chosen, len(specs), lang)
    options = parse_options(chosen, option, lang)
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    path = save if save is not None else Path(f"meeple-{game}-{seed}.json")
    console = common.stdout()
    session = PlaySession(chosen, specs, seed, options, lang, path, hint, console, console.input)
    raise typer.Exit(session.run())


@app.command()
def replay(
    record: Annotated[Path, typer.Argument(help="A record saved by `meeple play`.")],
    lang: Lang = "en",
    step: Annotated[bool, typer.Option("--step/--no-step", help="Wait for Enter between actions.")] = True,
    seat: Annotated[int | None, typer.Option(help="See the game as Player N saw it (1 = first player).")] = None,
) -> None:
    """Replay a saved game step by step, with its log and final scores."""
    from meeple.cli.replay import run_replay

    lang = check_lang(lang)
    console = common.stdout()
    raise typer.Exit(run_replay(record, lang, step, seat, console, console.input))


@app.command()
def simulate(
    game: Annotated[str, typer.Argument(help="Game id.")],
    players: Annotated[int, typer.Option(help="Seats per game.")] = 2,
    games: Annotated[int, typer.Option("--games", help="Number of games.")] = 100,
    seed: Annotated[int, typer.Option(help="Seed of the first game.")] = 0,
    bots: Annotated[str, typer.Option(help="Bot per seat, comma-separated (cycled if shorter).")] = "random",
    json_out: Json = False,
    option: Options = None,
    lang: Lang = "en",
) -> None:
    """Run bot games: a progress bar, then mean/min/max scores, win rate by seat, game length."""
    from meeple.cli.studies import simulation_summary

    lang = check_lang(lang)
    chosen = _batch_game(game, players, games, lang)
    options = parse_options(chosen, option, lang)
    bot_specs = common.split_list(bots) or ["random"]
    sim = import_or_fail("meeple.sim", lang)
    result = _run("sim.progress", games, json_out, lang, lambda progress: sim.simulate(
        game, players, games, seed, bot_specs, options=options, progress=progress))
    if json_out:
        _dump(result)
        return
    common.stdout().print(simulation_summary(result, lang, bot_specs))


@app.command()
def tournament(
    game: Annotated[str, typer.Argument(help="Game id.")],
    agents: Annotated[str, typer.Option(help="Agents to compare, comma-separated: random,ismcts:iterations=200 ...")]
    = "random,greedy",
    players: Annotated[int, typer.Option(help="Seats per game.")] = 2,
    games: Annotated[int, typer.Option(
        "--games", help="Games to play, rounded up to whole deals (each seed is played in every seating).")] = 10,
    seed: Annotated[int, typer.Option(help="First seed.")] = 0,
    workers: Annotated[int, typer.Option(help="Parallel workers.")] = 1,
    backend: Annotated[str, typer.Option(help="local or ray.")] = "local",
    json_out: Json = False,
    report: Annotated[Path | None, typer.Option(help="Write an HTML report with plots in this folder.")] = None,
    option: Options = None,
    lang: Lang = "en",
) -> None:
    """Compare agents over paired seeds and every seating: win rates, scores, ratings."""
    lang = check_lang(lang)
    chosen = _batch_game(game, players, games, lang)
    check_at_least(workers, 1, "--workers", lang)
    if backend not in ("local", "ray"):
        fail(lang, "error", message=f"--backend {backend}: local | ray")
    options = parse_options(chosen, option, lang)
    specs = common.split_list(agents)
    check_at_least(len(specs), 1, "--agents", lang)  # one agent alone: a solo game against the rules' opponent
    sim = import_or_fail("meeple.sim", lang)
    # sim plays whole deals (every seating of each seed): the bar's total counts them.
    per_deal = len(sim.seatings(len(specs), players))
    total = per_deal * max(1, -(-games // per_deal))
    result = _run("sim.progress", total, json_out, lang, lambda progress: sim.tournament(
        game, specs, players, games, seed, workers=workers, backend=backend, options=options, progress=progress),
        missing_module_fails=True)  # the ray backend is an optional install
    if report is not None:
        report.mkdir(parents=True, exist_ok=True)
        written = result.write_report(report, lang)
        common.stderr().print(t("tournament.report", lang, path=str(written)), markup=False)
    if json_out:
        _dump(result.to_json())
        return
    common.stdout().print(result.table(lang))


@app.command()
def bench(
    game: Annotated[str, typer.Argument(help="Game id.")],
    runs: Annotated[int, typer.Option(help="Runs per figure (the median is kept).")] = 5,
    json_out: Json = False,
    lang: Lang = "en",
) -> None:
    """Speed figures: random-playout actions and games per second, copy/legal_actions/apply costs."""
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


app.command()(serve_command)


def main() -> None:  # pragma: no cover - for `python -m meeple.cli.main`
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
