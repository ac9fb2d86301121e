"""The registry of a game's decision kinds.

Each kind of decision (``"move"``, ``"take_die"``, ``"recruit"`` ...) has one
function listing its legal answers and one resolving an answer.  Rule modules
register them where the rule is written::

    DECISIONS = Decisions()            # in the game's lowest rules module

    @DECISIONS.options("move")
    def move_options(state, decision): ...

    @DECISIONS.resolve("move")
    def move(state, decision, action): ...

and the game's state class names the registry (``decisions = DECISIONS``);
:class:`meeple.core.state.State` dispatches through it.  A rules' own step
(player ``RULES``) registers only a resolver, called with ``action=None``.
Rules read the answer from ``action.params``, never by splitting its id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core.action import Action
from meeple.core.state import Decision

OptionsFn = Callable[[Any, Decision], list[Action]]
ResolveFn = Callable[[Any, Decision, Any], None]


class Decisions:
    """A game's table of decision kinds (see the module docstring)."""

    __slots__ = ("listers", "resolvers")

    def __init__(self) -> None:
        self.listers: dict[str, OptionsFn] = {}
        self.resolvers: dict[str, ResolveFn] = {}

    def options(self, kind: str) -> Callable[[OptionsFn], OptionsFn]:
        """Register the function listing the answers to ``kind``."""

        def register(fn: OptionsFn) -> OptionsFn:
            if kind in self.listers:
                raise ValueError(f"decision kind {kind!r} already has options ({self.listers[kind].__name__})")
            self.listers[kind] = fn
            return fn

        return register

    def resolve(self, kind: str) -> Callable[[ResolveFn], ResolveFn]:
        """Register the function carrying out an answer to ``kind``."""

        def register(fn: ResolveFn) -> ResolveFn:
            if kind in self.resolvers:
                raise ValueError(f"decision kind {kind!r} already has a resolver ({self.resolvers[kind].__name__})")
            self.resolvers[kind] = fn
            return fn

        return register

    def list_options(self, state: Any, decision: Decision) -> list[Action]:
        try:
            lister = self.listers[decision.kind]
        except KeyError:
            raise KeyError(f"no options registered for decision kind {decision.kind!r}") from None
        return lister(state, decision)

    def carry_out(self, state: Any, decision: Decision, action: Action | None) -> None:
        try:
            resolver = self.resolvers[decision.kind]
        except KeyError:
            raise KeyError(f"no resolver registered for decision kind {decision.kind!r}") from None
        resolver(state, decision, action)

    def kinds(self) -> list[str]:
        return sorted(set(self.listers) | set(self.resolvers))
