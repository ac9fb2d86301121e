"""Observations built when they are read, not when they are returned.

A seat's view costs more than an engine step in every game, and its vector
more again (docs/rl.md, "Speed"); an agent that reads the action mask alone
(random play, a scripted opponent, a search bot) never needs them.  The
adapters therefore return the vector and the raw view as *deferred* entries
of an ordinary ``dict`` subclass (:class:`LazyDict`): an entry is computed on
its first read, then kept.

A deferred entry belongs to one position: what that seat sees at that state
version (:class:`Reading`; the version is the number of actions the state has
applied).  Users keep what an environment returns, and may first read an
observation after the environment has stepped past it: the entry then comes
from the same position rebuilt by replaying the game (seed and actions
reproduce a game exactly), which costs a replay instead of nothing, and only
for that late read.  ``lazy=False`` builds every entry when it is returned.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from meeple.core import State

if TYPE_CHECKING:
    from meeple.rl.encoding import Encoding


class StaleObservation(RuntimeError):
    """A deferred observation read after its state moved on, when the state
    cannot be replayed (it has no seed)."""


class Reading:
    """What ``seat`` sees of ``state`` at its current version, each part built
    once, on first use: the view, the vector encoded from it, the action
    mask and the legal indices."""

    __slots__ = ("state", "seat", "version", "coding", "_view", "_vector")

    def __init__(self, state: State, seat: int, coding: Encoding) -> None:
        self.state = state
        self.seat = seat
        self.version = len(state.history)  # actions applied: only ``apply`` moves a state on
        self.coding = coding
        self._view: dict[str, Any] | None = None
        self._vector: np.ndarray | None = None

    def position(self) -> State:
        """The state as it was when read: itself until it moves on, then replayed."""
        state = self.state
        return state if len(state.history) == self.version else replayed(state, self.version)

    def view(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self.position().view(self.seat)
        return self._view

    def vector(self) -> np.ndarray:
        if self._vector is None:
            self._vector = self.coding.vector(self.view())
        return self._vector

    def mask(self) -> np.ndarray:
        """1 at the legal indices if ``seat`` is to decide, else all zeros."""
        state, actions = self.position(), self.coding.actions
        return actions.mask(state) if self.seat == state.current_player else actions.no_mask()

    def legal(self) -> list[int]:
        """The legal indices, ascending, if ``seat`` is to decide, else none."""
        state = self.position()
        return self.coding.actions.legal_indices(state) if self.seat == state.current_player else []

    def entry(self, key: str) -> Any:
        """The deferred entries of the adapters' dicts: ``"observation"``, the
        vector; ``"action_mask"``; ``"view"``; ``"legal_actions"``, the legal indices."""
        if key == "action_mask":
            return self.mask()
        if key == "legal_actions":
            return self.legal()
        return self.vector() if key == "observation" else self.view()


# The last replay: (the state it follows, its position rebuilt).  Late reads tend
# to come in order (a buffer read after the game), so each one moves it on a little.
_replay: tuple[State, State] | None = None


def replayed(state: State, version: int) -> State:
    """``state`` as it was after its first ``version`` actions, rebuilt from its seed."""
    global _replay
    if state.seed is None:
        raise StaleObservation(
            f"an observation of a position {len(state.history) - version} actions back was first read after "
            f"the environment stepped on, and the state has no seed to replay it from; read it before stepping, "
            f"or build the environment with lazy=False")
    if _replay is not None and _replay[0] is state and len(_replay[1].history) <= version:
        rebuilt = _replay[1]
    else:
        rebuilt = state.game.new_game(state.num_players, state.seed, dict(state.options))
    for action in state.history[len(rebuilt.history):version]:
        rebuilt.apply(action)
    _replay = (state, rebuilt)
    return rebuilt


PENDING: Any = object()  # the stored value of an entry not computed yet


class LazyDict(dict[str, Any]):
    """A dict whose entries stored as ``PENDING`` are computed on first read,
    by ``compute(key)``, then kept (build one with :func:`lazy_dict`).

    Every way of reading a value goes through the computation (indexing,
    ``get``, ``values``, ``items``, iteration by ``dict(...)`` or ``{**...}``,
    ``copy``, comparisons, ``repr``, pickling, ``json.dumps``); ``keys``, ``len``
    and ``in`` need no value and compute nothing.  It has no ``__init__`` of its
    own: the adapters build two per step, and a Python ``__init__`` would cost
    more than the dict."""

    __slots__ = ("_compute",)
    _compute: Callable[[str], Any]

    def __getitem__(self, key: str) -> Any:
        value = dict.__getitem__(self, key)
        if value is PENDING:
            value = self._compute(key)
            dict.__setitem__(self, key, value)
        return value

    def fill(self) -> LazyDict:
        """Compute every pending entry now; return self."""
        for key, value in list(dict.items(self)):
            if value is PENDING:
                self[key]  # the read computes and stores it
        return self

    # Overriding __iter__ makes dict(...), {**...} and update() read values through
    # __getitem__ instead of copying the stored ones (CPython's fast path).
    def __iter__(self) -> Iterator[str]:
        return dict.__iter__(self)

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default  # noqa: SIM401  (dict.get would skip __getitem__)

    def values(self) -> Any:
        return dict.values(self.fill())

    def items(self) -> Any:
        return dict.items(self.fill())

    def copy(self) -> dict[str, Any]:
        return dict(self.fill())

    def pop(self, key: str, *default: Any) -> Any:
        if key in self:
            value = self[key]
            dict.__delitem__(self, key)
            return value
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[str, Any]:
        self.fill()
        return dict.popitem(self)

    def setdefault(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else dict.setdefault(self, key, default)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyDict):
            other.fill()
        return dict.__eq__(self.fill(), other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # a dict is unhashable

    def __or__(self, other: Any) -> Any:
        return dict.__or__(self.copy(), other)

    def __ror__(self, other: Any) -> Any:
        return dict.__or__(dict(other), self.copy())

    def __repr__(self) -> str:
        return repr(self.copy())

    def __reduce_ex__(self, protocol: Any) -> Any:
        return (computed, (self.copy(),))  # pickles and deep copies hold the values (and keep the type)


def lazy_dict(compute: Callable[[str], Any], /, **entries: Any) -> LazyDict:
    """A :class:`LazyDict` of ``entries``; those given as ``PENDING`` are
    ``compute(key)`` when first read."""
    out = LazyDict(**entries)
    out._compute = compute
    return out


def computed(entries: Mapping[str, Any]) -> LazyDict:
    """A :class:`LazyDict` with nothing left to compute (what unpickling builds)."""
    return lazy_dict(_nothing_pending, **entries)


def _nothing_pending(key: str) -> Any:
    raise KeyError(key)  # never called: no entry is PENDING


def seat_observation(coding: Encoding, state: State, seat: int, lazy: bool = True) -> tuple[LazyDict, LazyDict]:
    """``({"observation": vector, "action_mask": mask}, {"view": view,
    "legal_actions": indices})`` for ``seat`` (no legal index, and a mask of
    zeros, unless ``seat`` is to decide), each built when first read (at once
    if not ``lazy``)."""
    entry = Reading(state, seat, coding).entry
    observation = LazyDict(observation=PENDING, action_mask=PENDING)  # lazy_dict inlined: two per step
    observation._compute = entry
    info = LazyDict(view=PENDING, legal_actions=PENDING)
    info._compute = entry
    if not lazy:
        observation.fill()
        info.fill()
    return observation, info
