"""The JSON Schema of a game's views, generated from the code.

A game describes what its ``public_view`` returns as a ``typing_extensions.TypedDict`` (nested
TypedDicts, lists, ``Literal``s ...) and names it ``Game.view_type``.  The
whole view (:meth:`meeple.core.state.State.view`) wraps it in the engine's own
fields; pydantic turns the type into a JSON Schema and checks real views
against it, so the schema is never written twice.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import ConfigDict, TypeAdapter, ValidationError, with_config
from typing_extensions import TypedDict  # pydantic reads these on Python 3.11

if TYPE_CHECKING:
    from meeple.core.game import Game

Json = Any


@with_config(ConfigDict(extra="forbid"))
class PromptView(TypedDict):
    key: str
    params: dict[str, Json]


@with_config(ConfigDict(extra="forbid"))
class DecisionView(TypedDict):
    kind: str
    player: int
    prompt: PromptView


@cache
def _adapter(game: Game) -> TypeAdapter[Any]:
    state_type: Any = game.view_type if game.view_type is not None else dict[str, Json]
    view = TypedDict(  # type: ignore[misc]  # noqa: UP013 (the state field is the game's own type)
        f"{type(game).__name__}View",
        {
            "game": str,
            "seat": int | None,
            "num_players": int,
            "options": dict[str, Json],
            "current_player": int | None,
            "decision": DecisionView | None,
            "legal_actions": list[str] | None,
            "is_over": bool,
            "scores": list[int],
            "state": state_type,
            "hidden": dict[str, list[Json] | int],
            "events": int,
        },
    )
    view.__pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[attr-defined]
    return TypeAdapter(view)


def view_schema(game: Game) -> dict[str, Any]:
    """The JSON Schema every ``state.view(seat)`` of ``game`` satisfies."""
    return _adapter(game).json_schema()


def validate_view(game: Game, view: Any) -> None:
    """Raise ``ValueError`` naming the first field where ``view`` breaks the schema."""
    try:
        _adapter(game).validate_python(view, strict=True)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ValueError(f"view of {game.id} at {where}: {first['msg']}") from None
