"""The content loader's error fields, exactly (meeple.core.content): where an entry without an id is
named, the field path below it, unreadable and malformed files, and a game's own entry names carried
through every way of loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from meeple.core.content import ContentError, ContentFiles, locate


class Die(BaseModel):
    season: str
    die: int
    faces: list[int]


class Card(BaseModel):
    id: str
    cost: int
    tags: list[str] = []


def test_a_path_below_an_entry_without_id_keeps_every_step() -> None:
    assert locate([{"cost": 1, "tags": ["x", 3]}], (0, "tags", 1), "cards") == ("#0", "tags.1")


def test_an_object_that_is_not_in_a_list_is_never_named_by_its_key() -> None:
    assert locate({"board": {"size": "x"}}, ("board", "size"), "board") == ("board", "board.size")


def test_a_fault_in_the_entry_itself_is_field_dash() -> None:
    assert locate([{"id": "owl"}], (0,), "cards") == ("owl", "-")


def test_an_unreadable_file_is_named_with_dashes_for_entry_and_field(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as info:
        ContentFiles(tmp_path).read("absent.json")
    error = info.value
    assert (error.file, error.entry, error.field) == ("absent.json", "-", "-")
    assert error.problem.startswith("cannot read: [Errno 2] No such file or directory")
    assert str(error) == f"absent.json: entry '-', field '-': {error.problem}"


def test_invalid_json_names_its_line(tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text('{\n  "a": 1,\n  oops\n}', encoding="utf-8")
    with pytest.raises(ContentError) as info:
        ContentFiles(tmp_path).read("broken.json")
    error = info.value
    assert (error.file, error.entry, error.field, error.problem) == (
        "broken.json", "-", "line 3", "invalid JSON: Expecting property name enclosed in double quotes")


def test_a_games_own_entry_names_reach_the_error_from_entries(tmp_path: Path) -> None:
    dice = [{"season": "winter", "die": 1, "faces": [1]}, {"season": "winter", "die": 2, "faces": [1, "x"]}]
    (tmp_path / "dice.json").write_text(json.dumps({"dice": dice}), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        ContentFiles(tmp_path).entries("dice.json", Die, key="dice", entry_id=lambda d: f"{d['season']}-{d['die']}")
    error = info.value
    assert (error.entry, error.field, error.where) == ("winter-2", "faces.1", "dice.1.faces.1")


def test_a_file_without_key_reports_the_path_from_its_top(tmp_path: Path) -> None:
    (tmp_path / "cards.json").write_text(json.dumps([{"id": "owl", "cost": 1}, {"id": "fox", "cost": "x"}]),
                                         encoding="utf-8")
    with pytest.raises(ContentError) as info:
        ContentFiles(tmp_path).entries("cards.json", Card)
    error = info.value
    assert (error.entry, error.field, error.where) == ("fox", "cost", "1.cost")
    assert str(error).startswith("cards.json: entry 'fox', field 'cost' (1.cost): ")
