"""Positions: a whole game state as JSON, and back.

A position is ``{"format": "meeple-position", "version": 1, "game", "game_version",
"num_players", "options", "state": {field: value}}``.  ``state`` holds every field
of the game's state class (its ``__slots__``), the random stream included, except
the fields the class declares fixed by the game and its options
(``position_static``: content tables, the board), which a load takes from a fresh
setup.  Values are JSON where JSON is unambiguous; the rest is tagged:

- ``{"tuple": [...]}``, ``{"set": [...]}``, ``{"frozenset": [...]}``;
- ``{"map": {...}}`` for a dict with string keys, ``{"dict": [[key, value], ...]}`` otherwise;
- ``{"rng": [...]}`` for the random stream (Python's Mersenne Twister state);
- ``{"object": "module:Class", "fields": {...}}`` for the game's slotted records
  (only classes of ``meeple.core`` and of the game's own package are accepted).

Loading checks every field against a fresh setup of the same game, players and
options, and names the field in its error (``state.players[1].hand: ...``).
A position of a running game holds its future (the random stream): it is as
secret as the game's record.
"""

from __future__ import annotations

import importlib
import random
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from meeple.core.i18n import Msg

if TYPE_CHECKING:
    from meeple.core.game import Game
    from meeple.core.state import State

FORMAT = "meeple-position"
VERSION = 1
_SKIPPED = frozenset({"game", "_legal"})


class PositionError(ValueError):
    """A position that cannot be loaded; the message names the field."""


def slots_of(cls: type) -> list[str]:
    """Every slot of ``cls`` and its bases, base classes first."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        for name in klass.__dict__.get("__slots__", ()):
            if name not in names and name not in ("__weakref__", "__dict__"):
                names.append(name)
    return names


def encode(value: Any, path: str = "state") -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [encode(v, f"{path}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, tuple):
        return {"tuple": [encode(v, f"{path}[{i}]") for i, v in enumerate(value)]}
    if isinstance(value, (dict, MappingProxyType)):
        if all(isinstance(k, str) for k in value):
            return {"map": {k: encode(v, f"{path}.{k}") for k, v in value.items()}}
        return {"dict": [[encode(k, path), encode(v, f"{path}[{k!r}]")] for k, v in value.items()]}
    if isinstance(value, (set, frozenset)):
        items = sorted(value, key=repr)
        tag = "frozenset" if isinstance(value, frozenset) else "set"
        return {tag: [encode(v, path) for v in items]}
    if isinstance(value, random.Random):
        version, internal, gauss = value.getstate()
        return {"rng": [version, list(internal), gauss]}
    cls = type(value)
    if cls.__module__.startswith("meeple.") and hasattr(cls, "__slots__"):
        fields = {}
        for name in slots_of(cls):
            if hasattr(value, name):
                fields[name] = encode(getattr(value, name), f"{path}.{name}")
        return {"object": f"{cls.__module__}:{cls.__qualname__}", "fields": fields}
    raise TypeError(f"{path}: cannot put a {cls.__name__} in a position")


def to_position(state: State) -> dict[str, Any]:
    static = set(type(state).position_static) | _SKIPPED
    fields = {name: encode(getattr(state, name), f"state.{name}")
              for name in slots_of(type(state)) if name not in static and hasattr(state, name)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "game_version": state.game.version,
        "num_players": state.num_players,
        "options": dict(state.options),
        "state": fields,
    }


class _Decoder:
    def __init__(self, game: Game) -> None:
        package = type(game).__module__.rsplit(".", 1)[0] if type(game).__module__.count(".") > 2 else \
            type(game).__module__
        self.allowed = ("meeple.core.", package + ".", package)

    def cls(self, name: Any, path: str) -> type:
        if not isinstance(name, str) or ":" not in name:
            raise PositionError(f"{path}: 'object' must read 'module:Class', not {name!r}")
        module_name, _, qualname = name.partition(":")
        if not (module_name == self.allowed[2] or module_name.startswith(self.allowed[:2])):
            raise PositionError(f"{path}: class {name!r} does not belong to this game")
        try:
            found: Any = importlib.import_module(module_name)
            for part in qualname.split("."):
                found = getattr(found, part)
        except (ImportError, AttributeError):
            raise PositionError(f"{path}: no class {name!r}") from None
        if not isinstance(found, type) or not hasattr(found, "__slots__"):
            raise PositionError(f"{path}: {name!r} is not a record class")
        return found

    def value(self, data: Any, path: str) -> Any:
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        if isinstance(data, list):
            return [self.value(v, f"{path}[{i}]") for i, v in enumerate(data)]
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise PositionError(f"{path}: expected a value or a tagged object, got {_short(data)}")
        if len(data) == 2:
            if set(data) != {"object", "fields"}:
                raise PositionError(f"{path}: unknown tags {sorted(data)}")
            return self.record(data, path)
        (tag, inner), = data.items()
        if tag == "rng":
            return _rng(inner, path)
        if tag == "map":
            if not isinstance(inner, dict):
                raise PositionError(f"{path}: 'map' must hold an object")
            return {k: self.value(v, f"{path}.{k}") for k, v in inner.items()}
        if not isinstance(inner, list):
            raise PositionError(f"{path}: {tag!r} must hold a list")
        if tag == "tuple":
            return tuple(self.value(v, f"{path}[{i}]") for i, v in enumerate(inner))
        if tag in ("set", "frozenset"):
            items = [self.value(v, path) for v in inner]
            try:
                return set(items) if tag == "set" else frozenset(items)
            except TypeError:
                raise PositionError(f"{path}: a {tag} holds only hashable values") from None
        if tag == "dict":
            out = {}
            for i, pair in enumerate(inner):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise PositionError(f"{path}[{i}]: a dict entry is a [key, value] pair")
                key = self.value(pair[0], f"{path}[{i}]")
                try:
                    out[key] = self.value(pair[1], f"{path}[{key!r}]")
                except TypeError:
                    raise PositionError(f"{path}[{i}]: unhashable key") from None
            return out
        raise PositionError(f"{path}: unknown tag {tag!r}")

    def record(self, data: dict[str, Any], path: str) -> Any:
        cls = self.cls(data["object"], path)
        fields = data["fields"]
        if not isinstance(fields, dict):
            raise PositionError(f"{path}: 'fields' must be an object")
        expected = slots_of(cls)
        unknown = sorted(set(fields) - set(expected))
        if unknown:
            raise PositionError(f"{path}: {cls.__name__} has no field {', '.join(unknown)}")
        obj: Any = object.__new__(cls)
        for name, value in fields.items():
            object.__setattr__(obj, name, self.value(value, f"{path}.{name}"))
        return obj


def _rng(inner: Any, path: str) -> random.Random:
    try:
        version, internal, gauss = inner
        rng = random.Random.__new__(random.Random)
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError):
        raise PositionError(f"{path}: not a random stream state") from None
    return rng


def _short(data: Any) -> str:
    text = repr(data)
    return text if len(text) < 60 else text[:57] + "..."


def _kind(value: Any) -> str:
    if isinstance(value, (str, Msg)):
        return "text"  # a plain or a translatable text (a decision's rule is either)
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, (dict, MappingProxyType)):
        return "dict"
    if value is None:
        return "null"
    return type(value).__name__


def _check_like(value: Any, template: Any, path: str) -> None:
    """``value`` has the shape of ``template`` (a fresh setup's field)."""
    if template is None or value is None:
        return  # optional fields (a combat in progress, a pending pick) come and go
    if _kind(value) != _kind(template):
        raise PositionError(f"{path}: expected a {_kind(template)}, got {_short(value)}")
    if _kind(value) == "text":
        return
    if hasattr(type(template), "__slots__") and type(template).__module__.startswith("meeple."):
        for name in slots_of(type(template)):
            if hasattr(template, name):
                if not hasattr(value, name):
                    raise PositionError(f"{path}.{name}: missing")
                _check_like(getattr(value, name), getattr(template, name), f"{path}.{name}")
    elif isinstance(template, (list, tuple)) and template and value:
        sample = template[0]
        if all(_kind(t) == _kind(sample) for t in template):
            for i, item in enumerate(value):
                _check_like(item, sample, f"{path}[{i}]")


def from_position(game: Game, position: Any) -> State:
    if not isinstance(position, dict):
        raise PositionError("a position is a JSON object")
    for key in ("format", "version", "game", "num_players", "options", "state"):
        if key not in position:
            raise PositionError(f"position lacks {key!r}")
    if position["format"] != FORMAT:
        raise PositionError(f"format: expected {FORMAT!r}, got {_short(position['format'])}")
    if position["version"] != VERSION:
        raise PositionError(f"version: this meeple reads version {VERSION}, not {_short(position['version'])}")
    if position["game"] != game.id:
        raise PositionError(f"game: this is a position of {_short(position['game'])}, not {game.id}")
    if position.get("game_version", game.version) != game.version:
        raise PositionError(f"game_version: {game.id} is at version {game.version}, "
                            f"not {_short(position['game_version'])}")
    if not isinstance(position["options"], dict):
        raise PositionError("options: expected an object")
    try:
        template = game.new_game(position["num_players"], 0, position["options"])
    except (TypeError, ValueError) as exc:
        raise PositionError(f"num_players/options: {exc}") from None
    fields = position["state"]
    if not isinstance(fields, dict):
        raise PositionError("state: expected an object")
    cls = type(template)
    static = set(cls.position_static) | _SKIPPED
    expected = [name for name in slots_of(cls) if name not in static]
    unknown = sorted(set(fields) - set(expected))
    if unknown:
        raise PositionError(f"state: {cls.__name__} has no field {', '.join(unknown)}")
    decoder = _Decoder(game)
    state = object.__new__(cls)
    state.game = game
    state._legal = None
    for name in cls.position_static:
        object.__setattr__(state, name, getattr(template, name))
    for name in expected:
        path = f"state.{name}"
        if name not in fields:
            if hasattr(template, name):
                raise PositionError(f"{path}: missing")
            continue
        value = decoder.value(fields[name], path)
        if hasattr(template, name):
            _check_like(value, getattr(template, name), path)
        object.__setattr__(state, name, value)
    if state.num_players != position["num_players"]:
        raise PositionError("state.num_players: differs from num_players")
    state.options = MappingProxyType(dict(state.options))
    return state
