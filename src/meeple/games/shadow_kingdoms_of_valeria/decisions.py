"""Registry of the game's decision kinds: for each kind, the function listing
its legal answers and the one resolving an answer.  Rule modules register
themselves with the decorators; ``state.py`` dispatches through the tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core import Action, Decision

OptionsFn = Callable[[Any, Decision], list[Action]]
ResolveFn = Callable[[Any, Decision, Any], None]

OPTIONS: dict[str, OptionsFn] = {}
RESOLVE: dict[str, ResolveFn] = {}


def options(kind: str) -> Callable[[OptionsFn], OptionsFn]:
    def register(fn: OptionsFn) -> OptionsFn:
        OPTIONS[kind] = fn
        return fn

    return register


def resolve(kind: str) -> Callable[[ResolveFn], ResolveFn]:
    def register(fn: ResolveFn) -> ResolveFn:
        RESOLVE[kind] = fn
        return fn

    return register
