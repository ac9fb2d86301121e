"""The catalog helpers every game writes its text with (meeple.core.i18n)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from meeple.core.i18n import Msg, catalog, names, register, text


@dataclass
class _Name:
    fr: str
    en: str


def test_text_is_one_entry_in_both_languages() -> None:
    assert text(fr="bonjour", en="hello") == {"fr": "bonjour", "en": "hello"}


def test_text_rejects_a_missing_language() -> None:
    with pytest.raises(TypeError):
        text(fr="seulement")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="missing en"):
        text(fr="seulement", en="")
    with pytest.raises(ValueError, match="missing fr"):
        text(fr=None, en="only")  # type: ignore[arg-type]


def test_catalog_reads_pairs_french_first() -> None:
    cat = catalog({"test.helpers.hi": ("salut {who}", "hi {who}")})
    register(cat)
    assert Msg("test.helpers.hi", {"who": "Ada"}).text("fr") == "salut Ada"
    assert Msg("test.helpers.hi", {"who": "Ada"}).text("en") == "hi Ada"


def test_catalog_rejects_a_missing_language() -> None:
    with pytest.raises(ValueError, match=r"test\.helpers\.bad"):
        catalog({"test.helpers.bad": ("seulement",)})  # type: ignore[dict-item]
    with pytest.raises(ValueError, match="missing en"):
        catalog({"test.helpers.bad": ("seulement", "")})
    with pytest.raises(ValueError, match="pair"):
        catalog({"test.helpers.bad": "seulement"})  # type: ignore[dict-item]


def test_names_turns_content_names_into_entries() -> None:
    cards = {"owl": _Name("Chouette", "Owl"), "fox": _Name("Renard", "Fox")}
    cat = names((f"test.helpers.card.{k}", n) for k, n in cards.items())
    assert cat == {"test.helpers.card.owl": {"fr": "Chouette", "en": "Owl"},
                   "test.helpers.card.fox": {"fr": "Renard", "en": "Fox"}}
    with pytest.raises(ValueError, match=r"card\.cat.*missing fr"):
        names([("test.helpers.card.cat", _Name("", "Cat"))])
