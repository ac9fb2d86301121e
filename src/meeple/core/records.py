"""The record of a game (what ``State.to_record`` writes and ``meeple.replay``
reads), checked by one schema so that every malformed record gets the same
clear error, naming the field."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

MAX_ACTIONS = 1_000_000  # far beyond any real game; refuses absurd files early


class Record(BaseModel):
    """``{"game", "version", "num_players", "seed", "options", "actions"}``."""

    model_config = ConfigDict(extra="ignore", frozen=True)  # tools may add fields (seats, lang)

    game: StrictStr
    version: StrictStr
    num_players: StrictInt = Field(ge=1)
    seed: StrictInt
    options: dict[StrictStr, StrictStr | StrictInt | float | bool] = Field(default_factory=dict)
    actions: list[StrictStr] = Field(max_length=MAX_ACTIONS)


def check_record(record: Any) -> Record:
    """The record as a :class:`Record`, or ``ValueError`` naming the first bad field."""
    if not isinstance(record, dict):
        raise ValueError(f"a record is a JSON object, not {type(record).__name__}")
    try:
        return Record.model_validate(record)
    except ValidationError as exc:
        first = exc.errors()[0]  # its path is never empty: a dict always gets past the root
        where = ".".join(str(part) for part in first["loc"])
        raise ValueError(f"record field {where}: {first['msg']}") from None
