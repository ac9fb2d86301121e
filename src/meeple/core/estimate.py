"""Weights of a game's position estimate, kept as a frozen dataclass of floats with one field per part of
a position (the game's ``parts`` measures them in the same dataclass): staged mixes and their worth.
Not a rule: bots' estimates (Valeria's ``evaluation``, Paladins' ``policy``)."""

from __future__ import annotations

from dataclasses import fields, replace
from functools import cache
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    W = TypeVar("W", bound=DataclassInstance)
else:
    W = TypeVar("W")


def towards(start: W, end: W, share: float) -> W:
    """``start`` moved ``share`` (0 to 1) of the way to ``end``, field by field."""
    return replace(start, **{f.name: getattr(start, f.name) + share * (getattr(end, f.name) - getattr(start, f.name))
                             for f in fields(start)})


@cache
def _names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(kind))


def worth(weights: DataclassInstance, parts: DataclassInstance) -> float:
    """The VP the parts are worth: each weight times its part, summed (field by field by name: ``astuple``
    deep-copies every float and was a quarter of Paladins' look-ahead)."""
    return sum(getattr(weights, n) * getattr(parts, n) for n in _names(type(weights)))
