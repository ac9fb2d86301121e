"""The shared content loader (meeple.core.content): JSON read, pydantic validation, and
errors that name the file, the entry and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

import pytest
from pydantic import BaseModel, field_validator

from meeple.core.content import ContentError, ContentFiles, locate


class Card(BaseModel):
    id: str
    cost: int
    tags: list[str] = []

    @field_validator("tags")
    @classmethod
    def _known(cls, value: list[str]) -> list[str]:
        if "dragon" in value:
            raise ValueError("unknown tag 'dragon'")
        return value


class Board(BaseModel):
    size: int
    cards: list[Card]


def _folder(tmp_path: Path, **files: Any) -> ContentFiles:
    for name, data in files.items():
        text = data if isinstance(data, str) else json.dumps(data)
        (tmp_path / f"{name}.json").write_text(text, encoding="utf-8")
    return ContentFiles(tmp_path)


CARDS = [{"id": "owl", "cost": 1}, {"id": "fox", "cost": 2, "tags": ["red"]}]


def test_entries_and_objects_load(tmp_path: Path) -> None:
    files = _folder(tmp_path, cards={"cards": CARDS}, board={"size": 3, "cards": CARDS})
    cards = files.entries("cards.json", Card, key="cards")
    assert [c.id for c in cards] == ["owl", "fox"] and cards[1].tags == ["red"]
    board = files.load("board.json", Board)
    assert board.size == 3 and board.cards[0].cost == 1


def test_error_names_file_entry_field_and_path(tmp_path: Path) -> None:
    bad = [CARDS[0], {"id": "fox", "cost": "lots"}]
    files = _folder(tmp_path, cards={"cards": bad})
    with pytest.raises(ContentError) as info:
        files.entries("cards.json", Card, key="cards")
    err = info.value
    assert isinstance(err, ValueError)
    assert (err.file, err.entry, err.field, err.where) == ("cards.json", "fox", "cost", "cards.1.cost")
    assert str(err).startswith("cards.json: entry 'fox', field 'cost' (cards.1.cost): ")


def test_validator_message_and_nested_entry(tmp_path: Path) -> None:
    files = _folder(tmp_path, board={"size": 3, "cards": [CARDS[0], {"id": "wyrm", "cost": 5, "tags": ["dragon"]}]})
    with pytest.raises(ContentError) as info:
        files.load("board.json", Board)
    assert (info.value.entry, info.value.field) == ("wyrm", "tags")
    assert info.value.problem == "unknown tag 'dragon'"


def test_entry_without_id_is_named_by_index_or_file(tmp_path: Path) -> None:
    files = _folder(tmp_path, cards=[CARDS[0], {"cost": 1}], board={"cards": []})
    with pytest.raises(ContentError) as info:
        files.entries("cards.json", Card)
    assert (info.value.entry, info.value.field) == ("#1", "id")
    with pytest.raises(ContentError) as info:
        files.load("board.json", Board)
    assert (info.value.entry, info.value.field) == ("board", "size")


def test_custom_entry_id_and_int_ids() -> None:
    raw = [{"season": "winter", "die": 2, "faces": [1, "x"]}]
    assert locate(raw, (0, "faces", 1), "dice", lambda d: f"{d['season']}-{d['die']}") == ("winter-2", "faces.1")
    assert locate([{"id": 5, "cost": "x"}], (0, "cost"), "cards") == ("5", "cost")


def test_unreadable_files_and_missing_key(tmp_path: Path) -> None:
    files = _folder(tmp_path, broken="{\n  oops", cards={"other": []})
    with pytest.raises(ContentError, match="cannot read"):
        files.read("absent.json")
    with pytest.raises(ContentError) as info:
        files.read("broken.json")
    assert info.value.field == "line 2" and "invalid JSON" in info.value.problem
    with pytest.raises(ContentError, match=r"cards.json: entry 'cards', field 'cards': missing"):
        files.entries("cards.json", Card, key="cards")


class TerseError(ContentError):
    template: ClassVar[str] = "{file}: entry {entry}: field {field}: {problem}"


def test_a_game_keeps_its_own_wording_and_checks(tmp_path: Path) -> None:
    files = ContentFiles(tmp_path, TerseError)
    (tmp_path / "cards.json").write_text(json.dumps([{"id": "owl", "cost": "x"}]), encoding="utf-8")
    with pytest.raises(TerseError, match=r"^cards.json: entry owl: field cost: "):
        files.entries("cards.json", Card)
    files.require(True, "cards.json", "-", "-", "fine")
    with pytest.raises(TerseError, match=r"^cards.json: entry -: field cards: the box has 24$"):
        files.require(False, "cards.json", "-", "cards", "the box has 24")
