"""Game descriptions and the registry of installed games.

A game is a folder under ``meeple/games/`` whose package exposes ``GAME``, a
:class:`Game` instance; third-party packages may add games through the
``meeple.games`` entry-point group.  The engine never names a game.
"""

from __future__ import annotations

import importlib
import inspect
import json
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from types import MappingProxyType
from typing import Any

from meeple.core.errors import IllegalAction, Refused, WrongType
from meeple.core.i18n import Msg, catalog, register
from meeple.core.state import State

# How an option's type reads in an error message.
TYPE_NAMES = {bool: "core.option.bool", int: "core.option.int", float: "core.option.float", str: "core.option.str"}
register(catalog({
    "core.option.unknown": ("{game} n'a pas d'option {names} ; options : {known}",
                            "{game} has no option {names}; options: {known}"),
    "core.option.number": ("l'option {name} doit être un nombre, pas {value}",
                           "option {name} must be a number, not {value}"),
    "core.option.type": ("l'option {name} doit être {kind}, pas {value}", "option {name} must be {kind}, not {value}"),
    "core.option.choice": ("option {name}={value} : pas parmi {allowed}",
                           "option {name}={value} is not one of {allowed}"),
    "core.option.bool": ("vrai ou faux", "true or false"),
    "core.option.int": ("un nombre entier", "a whole number"),
    "core.option.float": ("un nombre", "a number"),
    "core.option.str": ("du texte", "text"),
    "core.new.players": ("{game} se joue de {min} à {max} joueurs, pas {count}",
                         "{game} is played by {min} to {max} players, not {count}"),
    "core.new.players_type": ("num_players doit être un nombre entier, pas {value}",
                              "num_players must be an integer, not {value}"),
    "core.new.seed_type": ("seed doit être un nombre entier, pas {value}", "seed must be an integer, not {value}"),
    "core.new.options_type": ("options doit associer des noms d'options à des valeurs, pas {kind}",
                              "options must be a mapping of option names to values, not {kind}"),
}))


def type_name(kind: type) -> Msg | str:
    """How a value's type reads in an error message (an option's, an agent's): in words when it has some."""
    key = TYPE_NAMES.get(kind)
    return Msg(key) if key else kind.__name__


@dataclass(frozen=True)
class Option:
    """A setup option: its default and, if limited, the values allowed."""

    default: Any
    choices: tuple[Any, ...] | None = None
    help: dict[str, str] = field(default_factory=dict)  # {"fr": ..., "en": ...}
    # A choice that is a code (a number) read as words: {str(choice): {"fr": ..., "en": ...}}
    names: dict[str, dict[str, str]] = field(default_factory=dict)


class Game:
    """What a game is, and the factory of its states."""

    id: str = ""
    version: str = "0"
    names: dict[str, str] = {}
    min_players: int = 1
    max_players: int = 1
    options: dict[str, Option] = {}
    # What ``State.public_view`` returns, as a TypedDict: the view's schema
    # (see :mod:`meeple.core.schema`).  None: not described yet.
    view_type: Any = None

    @property
    def labels_file(self) -> Path:
        """``labels.json`` in the game's folder: its own labels (its views' field names and
        named values, in French and English); the engine's shared ones are in core."""
        return Path(inspect.getfile(type(self))).with_name("labels.json")

    def labels(self) -> dict[str, dict[str, str]]:
        """``{name: {"fr": ..., "en": ...}}`` from :attr:`labels_file` (empty without one)."""
        if not self.labels_file.exists():
            return {}
        return dict(json.loads(self.labels_file.read_text(encoding="utf-8")))

    def name(self, lang: str = "en") -> str:
        return self.names[lang]

    def new_game(self, num_players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> State:
        """A new game, set up by the rules for ``num_players`` seats.  Bad
        arguments raise ``ValueError`` or ``TypeError`` naming the argument, in words (:class:`Refused`,
        :class:`WrongType`): the lobby and the command line show them to a person."""
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise WrongType(Msg("core.new.players_type", {"value": repr(num_players)}))
        if not self.min_players <= num_players <= self.max_players:
            raise Refused(Msg("core.new.players", {"game": self.id, "min": self.min_players, "max": self.max_players,
                                                   "count": num_players}))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise WrongType(Msg("core.new.seed_type", {"value": repr(seed)}))
        if options is not None and not isinstance(options, Mapping):
            raise WrongType(Msg("core.new.options_type", {"kind": type(options).__name__}))
        chosen = self.check_options(options or {})
        state = self._setup(num_players, seed, dict(chosen))
        state.options = MappingProxyType(chosen)  # shared by copies, so read-only
        return state

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The full option set: defaults, then ``options`` after checking each
        name, type (a bool is not a number here) and allowed value."""
        unknown = sorted(str(name) for name in set(options) - set(self.options))
        # refused in words (Refused): the lobby and the command line show the reason to a person
        if unknown:
            raise Refused(Msg("core.option.unknown", {"game": self.id, "names": ", ".join(unknown),
                                                      "known": str(sorted(self.options))}))
        chosen = {name: opt.default for name, opt in self.options.items()}
        for name, value in options.items():
            default = self.options[name].default
            if isinstance(value, str) and isinstance(default, (int, float)) and not isinstance(default, bool):
                try:  # options typed on a command line arrive as text
                    value = type(default)(value)
                except ValueError:
                    raise Refused(Msg("core.option.number", {"name": name, "value": repr(value)})) from None
            if type(value) is not type(default) and not (type(default) is float and type(value) is int):
                raise Refused(Msg("core.option.type", {"name": name, "value": repr(value),
                                                       "kind": type_name(type(default))}))
            allowed = self.options[name].choices
            if allowed is not None and value not in allowed:
                raise Refused(Msg("core.option.choice", {"name": name, "value": repr(value), "allowed": str(allowed)}))
            chosen[name] = value
        return chosen

    def components(self) -> list[dict[str, Any]]:
        """Every component a player can meet (see :mod:`meeple.core.components`)."""
        raise NotImplementedError

    def from_position(self, position: Any) -> State:
        """The state a :meth:`State.to_position` dict describes (checked field by field)."""
        from meeple.core.position import from_position

        return from_position(self, position)

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError


_REGISTRY: dict[str, Game] = {}


def _discover() -> None:
    if _REGISTRY:
        return
    # The built-in games are the sub-packages of meeple/games, found by path
    # so that the registry never imports the games package's own code.
    builtin = Path(__file__).parents[1] / "games"
    for info in pkgutil.iter_modules([str(builtin)]):
        module = importlib.import_module(f"meeple.games.{info.name}")
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


def replay(record: Any) -> State:
    """Rebuild the state a record describes (seed and options, then actions).
    A malformed record raises ``ValueError`` naming the field; an action that
    is not legal where it stands raises :class:`IllegalAction` naming its index."""
    from meeple.core.records import RecordError, check_record

    checked = check_record(record)
    game = load_game(checked.game)
    if checked.version != game.version:
        raise RecordError(Msg("core.record.version", {"game": game.id, "made": checked.version,
                                                      "installed": game.version}))
    state = game.new_game(checked.num_players, checked.seed, checked.options)
    for index, action_id in enumerate(checked.actions):
        try:
            state.apply(action_id)
        except IllegalAction as exc:
            where = Msg("core.record_refused", {"index": index, "action": action_id, "reason": exc.message})
            raise IllegalAction(where, rule=exc.rule) from None
    return state
