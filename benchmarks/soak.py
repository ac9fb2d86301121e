"""Soak test: many seeded games per game and player count, every invariant
checked, crashes and stalls reported by seed, memory watched.

    .venv/bin/python benchmarks/soak.py --games 1000 --workers 2 [--out benchmarks/results] [GAME ...]
    .venv/bin/python benchmarks/soak.py seasons --option promos=true   # one option held fixed

Each game is played by random legal actions from its own seed, with options
drawn from the game's choices by the same seed (``--option NAME=VALUE``: that
one fixed, the value read as the option's choice whose text it is).  Checked on the
way: a pending decision offers at least one action with unique ids; garbage is
refused and changes nothing; a determinized copy for a random seat keeps that
seat's view and has a legal action unless over; at the end the record replays
to the same state, the score sheet's totals equal ``scores()`` and the winners
are seats.  A game longer than ``--max-actions`` is a stall.  Each worker
reports its peak resident memory after every chunk, so a leak shows as a
climb across chunks rather than a plateau.  Writes ``<out>/soak.json`` and
``<out>/soak.md`` after every chunk (marked PARTIAL until the last one), so a
long run can be read while it goes.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import time
import traceback
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import meeple
from meeple.sim.bench import machine

CHUNK = 50


def check_game(game_id: str, players: int, seed: int, max_actions: int,
               fixed: dict[str, str] | None = None) -> str | None:
    """None if the game keeps every invariant, else what broke."""
    game = meeple.load_game(game_id)
    rng = random.Random(seed)
    options = {name: rng.choice(option.choices) for name, option in sorted(game.options.items()) if option.choices}
    for name, text in (fixed or {}).items():
        options[name] = next(c for c in game.options[name].choices if str(c).lower() == text.lower())
    try:
        state = game.new_game(players, seed, options)
    except ValueError:  # a combination the game refuses: play its defaults
        state = game.new_game(players, seed)
    for step in range(max_actions):
        if state.is_over:
            break
        actions = state.legal_actions()
        if not actions:
            return "no legal action but not over"
        if len({a.id for a in actions}) != len(actions):
            return f"repeated action ids at step {step}"
        if step % 29 == 0:
            history = len(state.history)
            try:
                state.apply("\x00 not an action")
                return "garbage accepted"
            except meeple.IllegalAction:
                pass
            if len(state.history) != history:
                return "a refused action changed the state"
            seat = rng.randrange(players)
            world = state.determinize(seat, random.Random(step))
            if world.view(seat) != state.view(seat):
                return f"determinized view differs for seat {seat} at step {step}"
            for _ in range(10):  # a copy must be a world that plays on (bots search in it)
                if world.is_over:
                    break
                if not world.legal_actions():
                    return f"determinized copy for seat {seat} has no legal action at step {step}"
                world.apply(rng.choice(world.legal_actions()))
        state.apply(rng.choice(actions))
    else:
        return f"stall: not over after {max_actions} actions"
    again = meeple.replay(state.to_record())
    if again.view(None) != state.view(None):
        return "the record does not replay to the same state"
    try:
        sheet = state.score_sheet()
        if [row["total"] for row in sheet["seats"]] != state.scores():
            return "score sheet totals differ from scores()"
    except NotImplementedError:
        pass
    if not set(state.winners()) <= set(range(players)):
        return "winners are not seats"
    return None


def run_chunk(job: tuple[str, int, list[int], int, dict[str, str]]) -> dict[str, Any]:
    game_id, players, seeds, max_actions, fixed = job
    failures = []
    started = time.perf_counter()
    for seed in seeds:
        try:
            problem = check_game(game_id, players, seed, max_actions, fixed)
        except Exception as exc:  # a crash is a finding, with its seed
            problem = f"crash: {type(exc).__name__}: {exc} @ {traceback.extract_tb(exc.__traceback__)[-1].name}"
        if problem:
            failures.append({"seed": seed, "problem": problem})
    return {"game": game_id, "players": players, "games": len(seeds), "failures": failures,
            "seconds": time.perf_counter() - started,
            "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def jobs(game_ids: list[str], games: int, seed: int, max_actions: int,
         fixed: dict[str, str]) -> Iterator[tuple[str, int, list[int], int, dict[str, str]]]:
    for game_id in game_ids:
        game = meeple.load_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            seeds = [seed + i for i in range(games)]
            for start in range(0, games, CHUNK):
                yield game_id, players, seeds[start:start + CHUNK], max_actions, fixed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_list", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=200, help="games per game and player count")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-actions", type=int, default=20_000)
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results"))
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="hold one option fixed (repeatable), e.g. promos=true")
    args = parser.parse_args()
    fixed = dict(item.split("=", 1) for item in args.option)
    game_ids = args.games_list or meeple.games()
    args.out.mkdir(parents=True, exist_ok=True)
    rows: dict[tuple[str, int], dict[str, Any]] = {}
    rss: list[float] = []
    started = time.perf_counter()
    work = list(jobs(game_ids, args.games, args.seed, args.max_actions, fixed))
    with ProcessPoolExecutor(args.workers, max_tasks_per_child=None) as pool:
        for done, result in enumerate(pool.map(run_chunk, work), start=1):
            row = rows.setdefault((result["game"], result["players"]),
                                  {"game": result["game"], "players": result["players"], "games": 0,
                                   "failures": [], "seconds": 0.0})
            row["games"] += result["games"]
            row["failures"] += result["failures"]
            row["seconds"] += result["seconds"]
            rss.append(result["max_rss_mb"])
            # Written after every chunk, so a long run can be read (and trusted) before it ends.
            lines = write(args, rows, rss, time.perf_counter() - started, done, len(work))
    print("\n".join(lines))


def write(args: argparse.Namespace, rows: dict[tuple[str, int], dict[str, Any]], rss: list[float],
          seconds: float, done: int, total: int) -> list[str]:
    """Write ``soak.json`` and ``soak.md`` for the chunks done so far; return the Markdown lines."""
    summary = {
        "machine": machine(), "seed": args.seed, "games_per_count": args.games, "workers": args.workers,
        "fixed_options": args.option,
        "wall_seconds": round(seconds, 1), "chunks_done": done, "chunks": total, "rows": list(rows.values()),
        "max_rss_mb_by_chunk": [round(r, 1) for r in rss],
    }
    (args.out / "soak.json").write_text(json.dumps(summary, indent=2))
    state = "" if done == total else f" PARTIAL: {done} of {total} chunks of {CHUNK} games done."
    lines = [f"Soak on {summary['machine']}, {args.games} games per game and player count, "
             f"{args.workers} workers, {summary['wall_seconds']} s"
             f"{', options ' + ' '.join(args.option) if args.option else ''}.{state}", "",
             "| game | players | games | crashes | stalls | invariant breaks | first seeds |",
             "|---|---|---|---|---|---|---|"]
    for row in rows.values():
        crashes = [f for f in row["failures"] if f["problem"].startswith("crash")]
        stalls = [f for f in row["failures"] if f["problem"].startswith("stall")]
        others = [f for f in row["failures"] if f not in crashes and f not in stalls]
        first = ", ".join(str(f["seed"]) for f in row["failures"][:5]) or "-"
        lines.append(f"| {row['game']} | {row['players']} | {row['games']} | {len(crashes)} | {len(stalls)} | "
                     f"{len(others)} | {first} |")
    third = max(1, len(rss) // 3)
    lines += ["", f"Peak worker memory: first third of chunks {max(rss[:third]):.0f} MB, "
              f"last third {max(rss[-third:]):.0f} MB."]
    (args.out / "soak.md").write_text("\n".join(lines) + "\n")
    return lines


if __name__ == "__main__":
    main()
