"""The survey: a fixed set of games whose positions fill in what a game's
contract leaves open.

``components()`` and the view schema say what kinds of things exist; they do
not say which component kinds an action parameter or a view field holds, how
long a list gets, or which labels a free dict uses.  The encoders learn that
from a survey: for every player count, ``ACTION_GAMES`` games with fixed seeds,
a third each by uniform random play, by the game's own rules of thumb
(``prior_action``, the cheap ones a search asks at every node: they reach the
late, rich positions random play rarely sees) and by curious play.  Every
legal action of every position is read; views are read in the first
``VIEW_GAMES`` games of each count (views cost more, and their layout settles
quickly).  The survey is deterministic, so the encodings built from it are
fixed for a version of the code and an option set.

A survey of a real game takes seconds to a minute, so its result is kept on
disk (``cached``), under a key that hashes the sources of the engine, of these
adapters and of the game's package: any change to them surveys again.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import os
import pickle
import random
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from meeple.core import Game, State

ACTION_GAMES = 24
VIEW_GAMES = 2
MAX_ACTIONS = 50_000  # a game longer than this is a bug in the game, not a long game


def survey(game: Game, options: Mapping[str, Any], see_actions: Callable[[State], None],
           see_views: Callable[[State], None]) -> int:
    """Play the survey's games of ``game`` with ``options``, showing every
    position to ``see_actions`` (and those of the first games to
    ``see_views``); return how many positions were visited."""
    visited = 0
    chosen: dict[str, int] = {}  # action id -> times curious play chose it
    for players in range(game.min_players, game.max_players + 1):
        for index in range(ACTION_GAMES):
            rng = random.Random(f"meeple.rl survey {game.id} {players} {index}")
            state = game.new_game(players, index, dict(options))
            style = index % 3  # 0 random, 1 the game's policy, 2 curious
            views = index < VIEW_GAMES
            for _ in range(MAX_ACTIONS):
                if state.is_over:
                    break
                see_actions(state)
                if views:
                    see_views(state)
                visited += 1
                legal = state.legal_actions()
                if style == 1:  # the cheap rules of thumb: Paladins' full ones cost 16 CPU s a 4-seat game
                    action = state.prior_action(rng)
                elif style == 2:
                    fewest = min(chosen.get(a.id, 0) for a in legal)
                    action = rng.choice([a for a in legal if chosen.get(a.id, 0) == fewest])
                    chosen[action.id] = fewest + 1
                else:
                    action = rng.choice(legal)
                state.apply(action)
            else:
                raise RuntimeError(f"{game.id}: a survey game did not end in {MAX_ACTIONS} actions")
            if views:
                see_views(state)  # the final position: what every seat sees at the end
    return visited


def source_hash(game: Game) -> str:
    """A hash of every file the survey's result depends on: the engine, these
    adapters, and the game's own package (code and content)."""
    here = Path(__file__).resolve().parent
    folders = [here, here.parent / "core", Path(inspect.getfile(type(game))).resolve().parent]
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json", ".toml") and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(folder)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


def cache_folder() -> Path:
    base = os.environ.get("MEEPLE_CACHE") or os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "meeple" / "rl"


def cached(game: Game, options: Mapping[str, Any], build: Callable[[], Any]) -> Any:
    """``build()``'s result for this game, options and code, from the disk
    cache if it holds one (written atomically: parallel workers may race)."""
    key = json.dumps([game.id, game.version, dict(options), ACTION_GAMES, VIEW_GAMES, source_hash(game)],
                     sort_keys=True)
    name = f"{game.id}-{hashlib.sha256(key.encode()).hexdigest()[:20]}.pickle"
    path = cache_folder() / name
    if path.exists():
        try:
            with path.open("rb") as handle:
                return pickle.load(handle)  # our own file, written below
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError):
            pass  # unreadable or from older code: survey again
    result = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as temporary:
            pickle.dump(result, temporary)
        os.replace(temporary.name, path)
    except OSError:
        pass  # a read-only home: keep the result in memory only
    return result
