"""The JSON Schema of a game's views, generated from the code.

A game describes what its ``public_view`` returns as a ``typing_extensions.TypedDict`` (nested
TypedDicts, lists, ``Literal``s ...) and names it ``Game.view_type``.  The
whole view (:meth:`meeple.core.state.State.view`) wraps it in the engine's own
fields; pydantic turns the type into a JSON Schema and checks real views
against it, so the schema is never written twice.
"""

from __future__ import annotations

import typing
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import ConfigDict, TypeAdapter, ValidationError, with_config
from typing_extensions import TypedDict, get_type_hints, is_typeddict  # pydantic reads these on Python 3.11

if TYPE_CHECKING:
    from meeple.core.game import Game

Json = Any


class _SeatMark:
    """Marks a view field whose number is a seat (:data:`Seat`); pydantic ignores it."""


SEAT_MARK = _SeatMark()
Seat = Annotated[int, SEAT_MARK]
"""A view field holding a seat's number (``first_player: Seat``, ``leaders: list[Seat]``): a table
shows it as that seat's name ("Player 2"), never as the bare index (:func:`seat_fields`)."""


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


@cache
def seat_fields(game: Game) -> frozenset[str]:
    """The field names of ``game``'s view that hold seats (typed :data:`Seat`, alone, in a list or
    optional), in any nested TypedDict.  ValueError if a name holds a seat in one place and
    something else in another: a table finds seats by name."""
    marked: dict[str, bool] = {}

    def holds_seat(annotation: Any) -> bool:
        if SEAT_MARK in getattr(annotation, "__metadata__", ()):
            return True
        return any(holds_seat(argument) for argument in typing.get_args(annotation))

    def walk(annotation: Any, seen: set[Any]) -> None:
        if is_typeddict(annotation):
            if annotation in seen:
                return
            seen.add(annotation)
            for name, field in get_type_hints(annotation, include_extras=True).items():
                seat = holds_seat(field) and not is_typeddict(field)
                if marked.setdefault(name, seat) != seat:
                    raise ValueError(f"{game.id}: view field {name!r} holds a seat in one place and not in another")
                walk(field, seen)
        else:
            for argument in typing.get_args(annotation):
                walk(argument, seen)

    walk(game.view_type, set())
    return frozenset(name for name, seat in marked.items() if seat)
