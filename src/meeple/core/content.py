"""Reading a game's content files: JSON validated by pydantic, errors that name file, entry, field.

Every game keeps its cards, boards and tables as JSON in ``games/<id>/content/`` and checks
them once at load (DESIGN.md, "Content as data").  This module is the shared part::

    files = ContentFiles(folder)                               # or ContentFiles(folder, MyError)
    cards = files.entries("cards.json", CardData, key="cards")  # list of one model per entry
    board = files.load("board.json", BoardData)                # one object (or any TypeAdapter)
    files.require(len(cards) == 24, "cards.json", "-", "cards", "the box has 24 cards")

Any fault raises :class:`ContentError` (a ``ValueError``) with ``file``, ``entry`` (the id of
the innermost object on the error's path, else its list index ``#n``, else the file's stem),
``field`` (the path below that entry) and ``problem``; ``where`` is the full JSON path.
Pydantic runs here only, at load time: rules code reads plain attributes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar, cast

from pydantic import TypeAdapter, ValidationError

M = TypeVar("M")
EntryId = Callable[[Mapping[str, Any]], object]


class ContentError(ValueError):
    """A content file is malformed; the message names file, entry and field.

    A game may subclass it to keep its own wording (``template``); the fields stay the same.
    """

    template: ClassVar[str] = "{file}: entry {entry!r}, field {field!r}{at}: {problem}"

    def __init__(self, file: str, entry: str, field: str, problem: str, where: str = "") -> None:
        at = f" ({where})" if where and where != field else ""
        super().__init__(self.template.format(file=file, entry=entry, field=field, problem=problem, at=at))
        self.file = file
        self.entry = entry
        self.field = field
        self.problem = problem
        self.where = where


def _id(node: Mapping[str, Any]) -> object:
    return node.get("id")


def locate(raw: Any, loc: Sequence[int | str], default_entry: str, entry_id: EntryId = _id) -> tuple[str, str]:
    """Turn a pydantic error location into (entry, field path below it): the entry is the
    innermost object along the path that ``entry_id`` names (a str or int id by default),
    else the list index ``#n`` of the outermost object in a list."""
    entry, field_start = default_entry, 0
    node = raw
    for depth, step in enumerate(loc):
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(node, dict):
            name = entry_id(node)
            if isinstance(name, (str, int)) and not isinstance(name, bool):
                entry, field_start = str(name), depth + 1
            elif isinstance(step, int) and field_start == depth:
                entry, field_start = f"#{step}", depth + 1
    field = ".".join(str(part) for part in loc[field_start:]) or "-"
    return entry, field


class ContentFiles:
    """The JSON files of one content folder, read and validated with one error type."""

    def __init__(self, folder: str | Path, error: type[ContentError] = ContentError) -> None:
        self.folder = Path(folder)
        self.error = error

    def fail(self, file: str, entry: str, field: str, problem: str) -> ContentError:
        return self.error(file, entry, field, problem)

    def require(self, ok: bool, file: str, entry: str, field: str, problem: str) -> None:
        """A cross-check the schema cannot express (counts, references between files)."""
        if not ok:
            raise self.fail(file, entry, field, problem)

    def read(self, file: str) -> Any:
        """The parsed JSON of ``file``; unreadable or invalid JSON is a ContentError."""
        try:
            text = (self.folder / file).read_text(encoding="utf-8")
        except OSError as exc:
            raise self.error(file, "-", "-", f"cannot read: {exc}") from None
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise self.error(file, "-", f"line {exc.lineno}", f"invalid JSON: {exc.msg}") from None

    def validate(self, file: str, raw: Any, schema: type[M] | TypeAdapter[M], *,
                 at: Sequence[int | str] = (), entry_id: EntryId = _id) -> M:
        """``raw`` (found at path ``at`` of ``file``) checked against a model or TypeAdapter;
        the first fault becomes a ContentError naming file, entry and field."""
        adapter = schema if isinstance(schema, TypeAdapter) else TypeAdapter(schema)
        try:
            return adapter.validate_python(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            entry, field = locate(raw, first["loc"], Path(file).stem, entry_id)
            where = ".".join(str(part) for part in (*at, *first["loc"]))
            problem = first["msg"].removeprefix("Value error, ")
            raise self.error(file, entry, field, problem, where) from None

    def load(self, file: str, schema: type[M] | TypeAdapter[M], *, key: str | None = None,
             entry_id: EntryId = _id) -> M:
        """Read ``file`` (or its top-level ``key``) and validate it."""
        raw = self.read(file)
        if key is not None:
            if not isinstance(raw, dict) or key not in raw:
                raise self.error(file, Path(file).stem, key, "missing")
            raw = raw[key]
        return self.validate(file, raw, schema, at=() if key is None else (key,), entry_id=entry_id)

    def entries(self, file: str, model: type[M], *, key: str | None = None, entry_id: EntryId = _id) -> list[M]:
        """A file (or its top-level ``key``) that is a list of entries, one ``model`` each."""
        # list[model] is built at run time; mypy cannot check a type made from a variable
        adapter = cast(TypeAdapter[list[M]], TypeAdapter(cast(Any, list)[model]))
        return self.load(file, adapter, key=key, entry_id=entry_id)
