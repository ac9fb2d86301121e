"""Actions: the answers to a pending decision."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from meeple.core.i18n import Msg

_NO_PARAMS: Mapping[str, Any] = MappingProxyType({})


class Action:
    """One answer to the decision on top of the stack.

    ``id`` is stable and readable (``"move:gold"``, ``"take-die:2"``): records
    store it, people and programs may type it.  ``key``/``params`` describe it
    in French and English through the i18n catalog; ``params`` doubles as the
    structured payload rules read.

    Read-only (issue 9): ``legal_actions()`` hands out the engine's own cached
    actions (Path shares them between games too) and ``apply`` runs the one the
    engine holds, so a caller able to change an id or a param would make
    ``apply`` do other than what the record says.  ``params`` is a read-only
    mapping whose lists become tuples.
    """

    __slots__ = ("id", "key", "params")
    id: str
    key: str
    params: Mapping[str, Any]

    def __init__(self, id: str, key: str, params: Mapping[str, Any] | None = None) -> None:
        # the slots' own setters, past __setattr__ (an action is built at every step: 0.2 µs more
        # than plain attributes, against 0.3 µs through object.__setattr__)
        _set_id(self, id)
        _set_key(self, key)
        if not params:
            _set_params(self, _NO_PARAMS)
        elif list in map(type, params.values()):
            _set_params(self, MappingProxyType({name: tuple(value) if type(value) is list else value
                                                for name, value in params.items()}))
        else:
            _set_params(self, MappingProxyType(params))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an Action is read-only: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an Action is read-only: cannot delete {name!r}")

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


_set_id: Any = vars(Action)["id"].__set__
_set_key: Any = vars(Action)["key"].__set__
_set_params: Any = vars(Action)["params"].__set__
