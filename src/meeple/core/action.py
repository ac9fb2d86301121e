"""Actions: the answers to a pending decision."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from meeple.core.i18n import Msg


class Action:
    """One answer to the decision on top of the stack.

    ``id`` is stable and readable (``"move:gold"``, ``"take-die:2"``): records
    store it, people and programs may type it.  ``key``/``params`` describe it
    in French and English through the i18n catalog; ``params`` doubles as the
    structured payload rules read.
    """

    __slots__ = ("id", "key", "params")

    def __init__(self, id: str, key: str, params: Mapping[str, Any] | None = None) -> None:
        self.id = id
        self.key = key
        self.params: Mapping[str, Any] = params if params is not None else {}

    def text(self, lang: str = "en") -> str:
        return Msg(self.key, self.params).text(lang)

    def msg(self) -> Msg:
        return Msg(self.key, self.params)

    def describe(self) -> dict[str, Any]:
        """The structured payload: ``{"kind": message key, "params": JSON}``,
        components named by id (see :class:`meeple.core.components.Ref`)."""
        return {"kind": self.key, "params": Msg(self.key, self.params).to_json()["params"]}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Action({self.id!r})"
