"""Playing one game between agents, and the seeds that make runs repeatable."""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from meeple.agents import make_agent
from meeple.core import Game, load_game
from meeple.core import game as registry


def derive_seed(seed: int, *parts: object) -> int:
    """A seed derived from ``seed`` and ``parts``, the same on every machine and
    Python process (no ``hash()``, which is salted per process)."""
    text = ":".join(str(p) for p in (seed, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 33


# Games a bot cannot finish are cut here and reported with their seed.  The
# longest of 20 random games per seat count ran 1,090 actions (Valeria, 5
# seats; benchmarks/README.md), so no finished game comes near the bound.
MAX_ACTIONS = 5000


@dataclass(frozen=True)
class Job:
    """One game to play: everything a worker process needs, picklable."""

    index: int
    game_id: str
    game_module: str  # where the game's GAME lives, for workers that lack it in their registry
    players: int
    seed: int
    specs: tuple[str, ...]  # agent spec per seat
    options: tuple[tuple[str, Any], ...] = ()
    max_actions: int = MAX_ACTIONS


def game_module(game: Game) -> str:
    return type(game).__module__


def ensure_game(game_id: str, module: str) -> Game:
    """Load ``game_id``, importing ``module`` first if this process's registry
    lacks it (a game registered at run time, such as a test's, in a worker)."""
    registry._discover()
    if game_id not in registry._REGISTRY and module:
        found = getattr(importlib.import_module(module), "GAME", None)
        if isinstance(found, Game) and found.id == game_id:
            registry._REGISTRY[game_id] = found
    return load_game(game_id)


def agent_seed(game_seed: int, seat: int) -> int:
    """Agents' seeds depend only on the game's seed and their seat, so the same
    game is played identically whichever worker or backend runs it."""
    return derive_seed(game_seed, "seat", seat)


def play(game: Game, players: int, seed: int, specs: Sequence[str],
         options: dict[str, Any] | None = None, max_actions: int = MAX_ACTIONS) -> dict[str, Any]:
    """Play one game; ``specs[s]`` names seat ``s``'s agent.  Returns
    ``{"seed", "scores", "winners", "actions", "stalled"}``.  A game still
    running after ``max_actions`` actions is stopped there: it is
    ``stalled``, with the scores reached and no winner."""
    if max_actions < 1:
        raise ValueError(f"max_actions must be at least 1, not {max_actions}")
    state = game.new_game(players, seed, options or {})
    agents = [make_agent(specs[s], s, agent_seed(seed, s)) for s in range(players)]
    while not state.is_over and len(state.history) < max_actions:
        seat = state.current_player
        assert seat is not None, "a game in progress must have a seat to decide"
        state.apply(agents[seat].act(state).id)
    stalled = not state.is_over
    return {
        "seed": seed,
        "scores": list(state.scores()),
        "winners": [] if stalled else list(state.winners()),
        "actions": len(state.history),
        "stalled": stalled,
    }


def run_job(job: Job) -> dict[str, Any]:
    """Worker entry point (module-level so process pools and Ray can pickle it)."""
    game = ensure_game(job.game_id, job.game_module)
    result = play(game, job.players, job.seed, job.specs, dict(job.options), job.max_actions)
    result["index"] = job.index
    return result
