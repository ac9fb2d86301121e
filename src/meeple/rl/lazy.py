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

from collections.abc import Callable, Iterator, KeysView, Mapping
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
    once, on first use: the view, the vector encoded from it and the action
    mask."""

    __slots__ = ("state", "seat", "version", "coding", "deciding", "_view", "_vector")

    def __init__(self, state: State, seat: int, coding: Encoding, deciding: bool) -> None:
        self.state = state
        self.seat = seat
        self.version = len(state.history)  # actions applied: only ``apply`` moves a state on
        self.coding = coding
        self.deciding = deciding  # whether ``seat`` is to decide at this version
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
        actions = self.coding.actions
        return actions.mask(self.position()) if self.deciding else actions.no_mask()

    def entry(self, key: str) -> Any:
        """The deferred entries of the adapters' dicts: ``"observation"``, the
        vector; ``"action_mask"``; ``"view"``."""
        if key == "action_mask":
            return self.mask()
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


PENDING: Any = object()  # given to ``lazy_dict`` for an entry to compute when first read


class LazyDict(dict[str, Any]):
    """A dict some of whose entries, its *pending* keys, are computed on first
    read by ``compute(key)``, then kept (build one with :func:`lazy_dict`).

    A pending key is not stored until computed: reading a stored entry is
    dict's own lookup, with no Python code of ours (the adapters' loops read
    ``info["legal_actions"]`` at every step), and reading a pending one misses
    and lands in ``__missing__``.  Every way of reading a value computes it
    (indexing, ``get``, ``values``, ``items``, iteration by ``dict(...)`` or
    ``{**...}``, ``copy``, comparisons, ``repr``, pickling, ``json.dumps``);
    ``keys``, ``len`` and ``in`` count the pending keys and compute nothing.
    Pending keys come after the stored ones in iteration order.  A value set
    by hand (by any means) replaces the pending one.  One reader looks at the
    stored entries only: CPython's C JSON encoder writes ``{}`` for a dict
    that stores none (the adapters' observation dict before any read, whose
    arrays JSON cannot hold anyway); ``json.dumps(..., indent=...)`` does not.  It has no ``__init__``
    of its own: the adapters build two per step, and a Python ``__init__``
    would cost more than the dict."""

    __slots__ = ("_compute", "_pending")
    _compute: Callable[[str], Any]
    _pending: tuple[str, ...]  # may include keys stored since (set by hand): ``_waiting`` skips them

    def _waiting(self) -> list[str]:
        """The pending keys not computed nor set yet."""
        return [key for key in self._pending if not dict.__contains__(self, key)]

    def __missing__(self, key: str) -> Any:
        if key not in self._pending:
            raise KeyError(key)
        value = self._compute(key)
        dict.__setitem__(self, key, value)
        return value

    def fill(self) -> LazyDict:
        """Compute every pending entry now; return self."""
        for key in self._waiting():
            self[key]  # the read computes and stores it
        return self

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self._pending

    def __len__(self) -> int:
        return dict.__len__(self) + len(self._waiting())

    # Overriding __iter__ makes dict(...), {**...} and update() read values through
    # indexing (and so __missing__) instead of copying the stored ones (CPython's fast path).
    def __iter__(self) -> Iterator[str]:
        return iter([*dict.__iter__(self), *self._waiting()])

    def __reversed__(self) -> Iterator[str]:
        return reversed([*self])

    def keys(self) -> Any:
        return KeysView(self)

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default  # noqa: SIM401  (dict.get would skip __missing__)

    def values(self) -> Any:
        return dict.values(self.fill())

    def items(self) -> Any:
        return dict.items(self.fill())

    def copy(self) -> dict[str, Any]:
        return dict(self.fill())

    def _forget(self, key: str) -> None:
        self._pending = tuple(pending for pending in self._pending if pending != key)

    def __delitem__(self, key: str) -> None:
        if dict.__contains__(self, key):
            dict.__delitem__(self, key)
        elif key not in self._pending:
            raise KeyError(key)
        self._forget(key)

    def pop(self, key: str, *default: Any) -> Any:
        if key in self:
            value = self[key]
            del self[key]
            return value
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[str, Any]:
        self.fill()
        key, value = dict.popitem(self)
        self._forget(key)
        return key, value

    def clear(self) -> None:
        dict.clear(self)
        self._pending = ()

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
    out = LazyDict({key: value for key, value in entries.items() if value is not PENDING})
    out._compute = compute
    out._pending = tuple(key for key, value in entries.items() if value is PENDING)
    return out


def computed(entries: Mapping[str, Any]) -> LazyDict:
    """A :class:`LazyDict` with nothing left to compute (what unpickling builds)."""
    return lazy_dict(_nothing_pending, **entries)


def _nothing_pending(key: str) -> Any:
    raise KeyError(key)  # never called: no entry is pending


OBSERVATION_KEYS = ("observation", "action_mask")  # the pending keys of the adapters' two dicts
INFO_KEYS = ("view",)


def seat_observation(coding: Encoding, state: State, seat: int, lazy: bool = True,
                     deciding: bool | None = None) -> tuple[LazyDict, LazyDict]:
    """``({"observation": vector, "action_mask": mask}, {"view": view,
    "legal_actions": indices})`` for ``seat`` (no legal index, and a mask of
    zeros, unless ``seat`` is to decide: ``deciding``, which the adapters know
    without asking the state, else ``seat == state.current_player``).  The
    vector, the mask and the view are built when first read (at once if not
    ``lazy``); the legal indices at once: stepping needs the decision's legal
    table anyway, and a list of a few indices costs less than deferring it."""
    if deciding is None:
        deciding = seat == state.current_player
    entry = Reading(state, seat, coding, deciding).entry
    observation = LazyDict()  # lazy_dict inlined: two per step
    observation._compute, observation._pending = entry, OBSERVATION_KEYS
    info = LazyDict(legal_actions=coding.actions.legal_indices(state) if deciding else [])
    info._compute, info._pending = entry, INFO_KEYS
    if not lazy:
        observation.fill()
        info.fill()
    return observation, info
