"""Game descriptions and the registry of installed games.

A game is a folder under ``meeple/games/`` whose package exposes ``GAME``, a
:class:`Game` instance; third-party packages may add games through the
``meeple.games`` entry-point group.  The engine never names a game.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

from meeple.core.state import State


@dataclass(frozen=True)
class Option:
    """A setup option: its default and, if limited, the values allowed."""

    default: Any
    choices: tuple[Any, ...] | None = None
    help: dict[str, str] = field(default_factory=dict)  # {"fr": ..., "en": ...}


class Game:
    """What a game is, and the factory of its states."""

    id: str = ""
    version: str = "0"
    names: dict[str, str] = {}
    min_players: int = 1
    max_players: int = 1
    options: dict[str, Option] = {}

    def name(self, lang: str = "en") -> str:
        return self.names[lang]

    def new_game(self, num_players: int, seed: int = 0, options: dict[str, Any] | None = None) -> State:
        """A new game, set up by the rules for ``num_players`` seats."""
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.id} is played by {self.min_players} to {self.max_players} players, not {num_players}"
            )
        chosen = self.check_options(options or {})
        return self._setup(num_players, int(seed), chosen)

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            raise ValueError(f"{self.id} has no option {', '.join(unknown)}; options: {sorted(self.options)}")
        chosen = {name: opt.default for name, opt in self.options.items()}
        for name, value in options.items():
            default = self.options[name].default
            if isinstance(value, str) and isinstance(default, (int, float)) and not isinstance(default, bool):
                try:  # options typed on a command line arrive as text
                    value = type(default)(value)
                except ValueError:
                    raise ValueError(f"option {name} must be a number, not {value!r}") from None
            allowed = self.options[name].choices
            if allowed is not None and value not in allowed:
                raise ValueError(f"option {name}={value!r} is not one of {allowed}")
            chosen[name] = value
        return chosen

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError


_REGISTRY: dict[str, Game] = {}


def _discover() -> None:
    if _REGISTRY:
        return
    import meeple.games as package

    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            _REGISTRY[game.id] = game
    for ep in entry_points(group="meeple.games"):
        game = ep.load()
        if isinstance(game, Game):
            _REGISTRY.setdefault(game.id, game)


def games() -> list[str]:
    """Ids of the installed games, sorted."""
    _discover()
    return sorted(_REGISTRY)


def load_game(game_id: str) -> Game:
    _discover()
    try:
        return _REGISTRY[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}; installed: {', '.join(sorted(_REGISTRY))}") from None


def replay(record: dict[str, Any]) -> State:
    """Rebuild the state a record describes (seed and options, then actions)."""
    game = load_game(record["game"])
    state = game.new_game(record["num_players"], record["seed"], record.get("options", {}))
    for action_id in record["actions"]:
        state.apply(action_id)
    return state
