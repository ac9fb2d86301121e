"""Every question, action and log line met in Enchanted Kingdom games has French and
English text (a missing catalog key raises), action ids stay unique."""

from __future__ import annotations

import random

import pytest

import meeple
from helpers import new


@pytest.mark.parametrize("enchantment", range(101, 111))
def test_enchanted_kingdom_texts(enchantment: int) -> None:
    players = 2 + enchantment % 3
    s = new("seasons", players, enchantment, {"enchanted_kingdom": True, "expansion": "path-of-destiny",
                                   "enchantment": enchantment, "level": "archmage"})
    rng = random.Random(enchantment)
    kinds = set()
    while not s.is_over:
        actions = s.legal_actions()
        assert len({a.id for a in actions}) == len(actions)
        prompt = s.prompt()
        assert prompt is not None
        kinds.add(s.decision.kind if s.decision else "")
        for lang in ("fr", "en"):
            assert prompt.text(lang)
            for a in actions:
                assert a.text(lang)
        s.apply(rng.choice(actions))
    assert "keep_token" in kinds
    for seat in (None, *range(players)):
        for lang in ("fr", "en"):
            for event in s.events(seat, lang=lang):
                assert event["text"]


def test_french_names_and_texts_say_no_draft() -> None:
    """The French rulebook calls the Prelude's draft "la sélection des cartes" (Path of Destiny,
    "Destins croisés"): no French name or text of a component (the phases too) says "draft"."""
    english = [component["id"] for component in meeple.load_game("seasons").components()
               if "draft" in f"{component['name']['fr']} {component.get('text', {}).get('fr', '')}".lower()]
    assert not english
