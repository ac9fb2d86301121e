"""The record of a game (what ``State.to_record`` writes and ``meeple.replay``
reads), checked by one schema so that every malformed record gets the same
clear error, naming the field."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from meeple.core.errors import Refused
from meeple.core.i18n import Msg, catalog, register

MAX_ACTIONS = 1_000_000  # far beyond any real game; refuses absurd files early

register(catalog({
    "core.record.object": ("un enregistrement est un objet JSON", "a record is a JSON object"),
    "core.record.field": ("champ {field} de l'enregistrement : {problem}", "record field {field}: {problem}"),
    "core.record.version": ("version : cet enregistrement a été fait par {game} version « {made} » ; la version "
                            "installée est « {installed} »",
                            "version: this record was made by {game} version '{made}'; installed is version "
                            "'{installed}'"),
    # what is wrong with a field, by the kind of pydantic's error (its own text is English only)
    "core.record.missing": ("absent", "missing"),
    "core.record.int": ("un nombre entier est attendu", "a whole number is expected"),
    "core.record.string": ("un texte est attendu", "a text is expected"),
    "core.record.list": ("une liste est attendue", "a list is expected"),
    "core.record.dict": ("un objet est attendu", "an object is expected"),
    "core.record.greater_than_equal": ("au moins {ge} est attendu", "at least {ge} is expected"),
    "core.record.too_long": ("au plus {max_length} éléments sont permis", "at most {max_length} items are allowed"),
    "core.record.value": ("valeur refusée", "value refused"),
}))
PROBLEMS = ("missing", "int", "string", "list", "dict", "greater_than_equal", "too_long")  # pydantic's error kinds


class RecordError(Refused):
    """A malformed record: :meth:`text` says what is wrong in the reader's language; ``str()`` is English."""


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
    """The record as a :class:`Record`, or :class:`RecordError` naming the first bad field."""
    if not isinstance(record, dict):
        raise RecordError(Msg("core.record.object"))
    try:
        return Record.model_validate(record)
    except ValidationError as exc:
        first = exc.errors()[0]  # its path is never empty: a dict always gets past the root
        where = ".".join(str(part) for part in first["loc"])
        kind = next((problem for problem in PROBLEMS if first["type"].startswith(problem)), "value")
        problem = Msg(f"core.record.{kind}", dict(first.get("ctx", {})))  # its bound, if any
        raise RecordError(Msg("core.record.field", {"field": where, "problem": problem})) from None
