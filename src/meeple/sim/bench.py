"""``bench``: how fast a game's engine and the search run on one core.

Every figure is the median over ``runs`` runs, timed in this process's CPU
time (``time.process_time``): other programs sharing the machine slow the
wall clock, not the work done per second of CPU, so figures taken on a busy
machine stay comparable (on a quiet one both clocks agree).  Timings use
only the public contract: ``legal_actions()`` is timed on fresh copies (their cache is empty),
``apply()`` on fresh copies whose legal actions were already listed, so each
figure measures that call alone.
"""

from __future__ import annotations

import os
import platform
import random
import time
from collections.abc import Callable
from statistics import median
from typing import Any

from meeple.core import Game, State, load_game

PLAYOUT_SECONDS = 1.0  # random playouts per run: at least this long, whole games
SAMPLE_STATES = 200    # positions sampled from random games for the per-call timings
ISMCTS_ITERATIONS = 300
clock = time.process_time


def machine() -> str:
    """Platform, CPU model and Python version, e.g. for benchmark tables."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.system()} {platform.release()} / {cpu} / {os.cpu_count()} cores / " \
           f"{platform.python_implementation()} {platform.python_version()}"


def bench_players(game: Game) -> int:
    """Bench multi-player games at 2 seats when allowed (the usual case), else the minimum."""
    return 2 if game.min_players <= 2 <= game.max_players else game.min_players


def random_playouts(game: Game, players: int, seed: int, seconds: float) -> tuple[float, float]:
    """(actions per second, games per second) of random playouts, setup included."""
    rng = random.Random(seed)
    actions = games = 0
    start = clock()
    elapsed = 0.0
    while elapsed < seconds or games == 0:
        state = game.new_game(players, rng.getrandbits(32))
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        elapsed = clock() - start
    return actions / elapsed, games / elapsed


def sample_states(game: Game, players: int, seed: int, count: int) -> list[tuple[State, str]]:
    """Positions from random games (each with a random legal action), spread over whole games."""
    rng = random.Random(seed)
    out: list[tuple[State, str]] = []
    while len(out) < count:
        state = game.new_game(players, rng.getrandbits(32))
        while not state.is_over and len(out) < count:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))].id
            if rng.random() < 0.25:
                out.append((state.copy(), action))
            state.apply(action)
    return out


def per_call_us(states: list[tuple[State, str]]) -> dict[str, float]:
    copies = 0.0
    for state, _ in states:
        t = clock()
        state.copy()
        copies += clock() - t
    legal = 0.0
    fresh = [state.copy() for state, _ in states]
    for state in fresh:
        t = clock()
        state.legal_actions()
        legal += clock() - t
    apply = 0.0
    for state, (_, action) in zip(fresh, states, strict=True):
        t = clock()
        state.apply(action)
        apply += clock() - t
    n = len(states)
    return {"copy_us": copies / n * 1e6, "legal_actions_us": legal / n * 1e6, "apply_us": apply / n * 1e6}


def ismcts_rate(game: Game, players: int, seed: int, iterations: int) -> float:
    from meeple.agents.ismcts import ISMCTSAgent

    state = game.new_game(players, seed)
    agent = ISMCTSAgent(0, seed, iterations=iterations)
    seat = state.current_player
    assert seat is not None
    t = clock()
    agent.search(state, seat)
    return iterations / (clock() - t)


def bench(game_id: str, runs: int = 5, progress: Callable[[], None] | None = None,
          players: int | None = None, seconds: float = PLAYOUT_SECONDS) -> dict[str, Any]:
    """Speed figures of ``game_id`` on one core, each the median of ``runs`` runs:
    random-playout actions and games per second, microseconds per ``copy()``,
    ``legal_actions()`` and ``apply()``, and ISMCTS iterations per second.
    ``progress`` is called after each run."""
    if runs < 1:
        raise ValueError(f"runs must be at least 1, not {runs}")
    game = load_game(game_id)
    n = players or bench_players(game)
    samples: list[dict[str, float]] = []
    for run in range(runs):
        aps, gps = random_playouts(game, n, run, seconds)
        figures = {"actions_per_second": aps, "games_per_second": gps}
        figures.update(per_call_us(sample_states(game, n, 1000 + run, SAMPLE_STATES)))
        figures["ismcts_iterations_per_second"] = ismcts_rate(game, n, 2000 + run, ISMCTS_ITERATIONS)
        samples.append(figures)
        if progress:
            progress()
    keys = ["actions_per_second", "games_per_second", "copy_us", "legal_actions_us", "apply_us",
            "ismcts_iterations_per_second"]
    out: dict[str, Any] = {"game": game_id, "machine": machine(), "players": n, "clock": "process CPU time"}
    for key in keys:
        out[key] = round(median(s[key] for s in samples), 2)
    out["runs"] = runs
    out["per_run"] = [{k: round(v, 2) for k, v in s.items()} for s in samples]
    return out
