"""Labels of the views' field names, component kinds and named values, in French
and English: what the terminal and the browser print beside a value.

The engine keeps the labels several games share (``labels.json`` here); each game
keeps its own in its folder (``labels.json`` beside its ``Game``), so adding a game never means
editing the engine's list.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from meeple.core.game import games, load_game

LABELS_FILE = Path(__file__).with_name("labels.json")


@cache
def all_labels() -> dict[str, dict[str, str]]:
    """Every label: the engine's shared ones, then each installed game's own (a name
    the engine or an earlier game already labels keeps its first label)."""
    labels = dict(json.loads(LABELS_FILE.read_text(encoding="utf-8")))
    for game_id in games():
        for name, texts in load_game(game_id).labels().items():
            labels.setdefault(name, texts)
    return labels


def label(name: str, lang: str) -> str | None:
    """The label of a field, a component kind or an option (``"promotion_cost"`` →
    "Coût de promotion" / "Promotion cost"); ``None`` when it has none."""
    texts = all_labels().get(name)
    return texts[lang] if texts is not None else None
