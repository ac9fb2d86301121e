"""The content files load, and a broken file is reported with file, entry and field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meeple.core.i18n import render
from meeple.games.seasons import GAME
from meeple.games.seasons.content import CONTENT_DIR, ContentError, load, load_from


def test_content_loads() -> None:
    c = load()
    assert len(c.cards) == 95 and all(len(s) == 5 for s in c.dice)
    assert c.rates[0] == (1, 1, 2, 3)
    assert c.cards[11].costs[4][0] == 9 and c.cards[11].costs[2][0] == 3  # per-player costs


def test_every_card_has_two_names_and_two_texts() -> None:
    for card in load().cards.values():
        key = f"seasons.component.{card.slug}"
        assert render(key, {}, "fr") and render(key, {}, "en") == card.name_en
    components = {c["id"]: c for c in GAME.components()}
    for card in load().cards.values():
        text = components[card.slug]["text"]
        assert text["fr"] and text["en"] and text["fr"] != text["en"]


def test_errors_name_file_entry_and_field(tmp_path: Path) -> None:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    cards = json.loads((folder / "cards.json").read_text())
    cards[4]["prestige"] = "lots"
    (folder / "cards.json").write_text(json.dumps(cards))
    with pytest.raises(ContentError, match=r"cards.json: entry 5: field prestige"):
        load_from(folder)


def test_implemented_list_is_checked(tmp_path: Path) -> None:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    impl = json.loads((folder / "implemented.json").read_text())
    impl["cards"].append(9999)
    (folder / "implemented.json").write_text(json.dumps(impl))
    with pytest.raises(ContentError, match=r"implemented.json: entry 9999"):
        load_from(folder)
