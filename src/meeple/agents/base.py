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
            if not math.isfinite(value):  # "time=inf" would search forever, NaN compares false to any bound
                raise ValueError(f"{self.name}: {key}={value} is not a finite number")
            if low is not None and value < low:
                raise ValueError(f"{self.name}: {key}={value} is too small (at least {low})")
            if high is not None and value > high:
                raise ValueError(f"{self.name}: {key}={value} is too large (at most {high})")

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
            raise ValueError(f"agent spec {spec!r}: option {part!r} must be written key=value")
        options[key.strip()] = value.strip()
    return name.strip().lower(), options


def convert_options(spec: str, cls: type[Agent], raw: dict[str, str]) -> dict[str, Any]:
    """Type the raw spec options after the class's defaults; reject unknown ones."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in cls.OPTIONS:
            known = ", ".join(sorted(cls.OPTIONS)) or "none"
            raise ValueError(f"agent spec {spec!r}: unknown option {key!r} (options of {cls.name}: {known})")
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
            raise ValueError(
                f"agent spec {spec!r}: option {key}={value!r} should be a {type(default).__name__}"
            ) from None
    return out
