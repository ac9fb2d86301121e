"""The agent interface and the spec strings that name agents.

An agent answers the decisions of one seat.  It is handed the *true* state by
whoever runs the game, but must only look at what its seat may know: it works
on ``state.determinize(seat, rng)`` (or ``state.view(seat)``) and picks one of
``state.legal_actions()``, which are the same in the true and the
determinized state.  All of an agent's randomness comes from ``self.rng``,
seeded at construction, so a game between agents on iteration budgets replays
exactly.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from typing import Any

from meeple.core import Action, State
from meeple.core.errors import Refused
from meeple.core.game import type_name
from meeple.core.i18n import Msg, catalog, register

# A spec refused in words (Refused): the command line and the lobby's own bot field show the reason.
register(catalog({
    "agents.spec.not_finite": ("{agent} : {key}={value} n'est pas un nombre fini",
                               "{agent}: {key}={value} is not a finite number"),
    "agents.spec.too_small": ("{agent} : {key}={value} est trop petit (au moins {low})",
                              "{agent}: {key}={value} is too small (at least {low})"),
    "agents.spec.too_large": ("{agent} : {key}={value} est trop grand (au plus {high})",
                              "{agent}: {key}={value} is too large (at most {high})"),
    "agents.spec.form": ("spécification {spec} : l'option {part} s'écrit clé=valeur",
                         "agent spec {spec}: option {part} must be written key=value"),
    "agents.spec.option": ("spécification {spec} : option {key} inconnue (options de {agent} : {known})",
                           "agent spec {spec}: unknown option {key} (options of {agent}: {known})"),
    "agents.spec.type": ("spécification {spec} : l'option {key}={value} doit être {kind}",
                         "agent spec {spec}: option {key}={value} should be {kind}"),
    "agents.spec.unknown": ("joueur artificiel {name} inconnu dans {spec} ; connus : {known} (options en "
                            "nom:clé=valeur,clé=valeur)",
                            "unknown agent {name} in spec {spec}; known agents: {known} (options as "
                            "name:key=value,key=value)"),
    "agents.spec.none": ("aucune", "none"),
}))


class Agent(ABC):
    """Base class of every agent.  Subclasses implement :meth:`act`.

    ``OPTIONS`` maps each option a spec may set to its default value; the
    default's type is the type a spec value is converted to.  ``RANGES`` gives
    the lowest and highest value a numeric option may take (None: no bound);
    a value outside is refused, never silently replaced.
    """

    name: str = ""
    OPTIONS: dict[str, Any] = {}
    RANGES: dict[str, tuple[float | None, float | None]] = {}

    def __init__(self, seat: int, seed: int, **options: Any) -> None:
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(seed)
        self.options: dict[str, Any] = {**self.OPTIONS, **options}
        for key, (low, high) in self.RANGES.items():
            value = self.options[key]
            said = {"agent": self.name, "key": key, "value": value, "low": low, "high": high}
            if not math.isfinite(value):  # "time=inf" would search forever, NaN compares false to any bound
                raise Refused(Msg("agents.spec.not_finite", said))
            if low is not None and value < low:
                raise Refused(Msg("agents.spec.too_small", said))
            if high is not None and value > high:
                raise Refused(Msg("agents.spec.too_large", said))

    @abstractmethod
    def act(self, state: State) -> Action:
        """The action this agent takes in ``state`` (one of its legal actions)."""

    def observer(self, state: State) -> int:
        """The seat whose knowledge this agent may use: the seat deciding now
        (normally ``self.seat``; out-of-turn decisions belong to their owner)."""
        current = state.current_player
        return self.seat if current is None else current

    def __repr__(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{type(self).__name__}(seat={self.seat}, {opts})"


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``"ismcts:iterations=200,depth=20"`` into its name and raw options."""
    name, _, rest = spec.strip().partition(":")
    options: dict[str, str] = {}
    for part in rest.split(","):
        part = part.strip()
        if not part:
            continue
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise Refused(Msg("agents.spec.form", {"spec": repr(spec), "part": repr(part)}))
        options[key.strip()] = value.strip()
    return name.strip().lower(), options


def convert_options(spec: str, cls: type[Agent], raw: dict[str, str]) -> dict[str, Any]:
    """Type the raw spec options after the class's defaults; reject unknown ones."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in cls.OPTIONS:
            known = ", ".join(sorted(cls.OPTIONS)) or Msg("agents.spec.none")
            raise Refused(Msg("agents.spec.option", {"spec": repr(spec), "key": repr(key), "agent": cls.name,
                                                     "known": known}))
        default = cls.OPTIONS[key]
        try:
            if isinstance(default, bool):
                if value.lower() not in ("1", "0", "true", "false", "yes", "no"):
                    raise ValueError(value)
                out[key] = value.lower() in ("1", "true", "yes")
            elif isinstance(default, int):
                out[key] = int(value)
            elif isinstance(default, float):
                out[key] = float(value)
            else:
                out[key] = value
        except ValueError:
            raise Refused(Msg("agents.spec.type", {"spec": repr(spec), "key": key, "value": repr(value),
                                                   "kind": type_name(type(default))})) from None
    return out
