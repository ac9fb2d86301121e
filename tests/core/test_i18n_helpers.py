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


# ----------------------------------------------------------------- plurals
def test_plural_forms_follow_each_languages_rules() -> None:
    register(catalog({"test.helpers.plans": ("{n:plural:# Stratagème|# Stratagèmes} réussis",
                                             "{n:plural:# plan|# plans} completed")}))
    french = [Msg("test.helpers.plans", {"n": n}).text("fr") for n in (0, 1, 2)]
    english = [Msg("test.helpers.plans", {"n": n}).text("en") for n in (0, 1, 2)]
    # CLDR: French counts 0 and 1 as singular, English only 1.
    assert french == ["0 Stratagème réussis", "1 Stratagème réussis", "2 Stratagèmes réussis"]
    assert english == ["0 plans completed", "1 plan completed", "2 plans completed"]


def test_plural_forms_by_category_name_and_with_fields_inside() -> None:
    register(catalog({"test.helpers.gems": ("{n:plural:one=# gemme|many=# de gemmes|other=# gemmes}",
                                            "{n:plural:# {thing}|# {thing}s}")}))
    assert Msg("test.helpers.gems", {"n": 1_000_000, "thing": "gem"}).text("fr") == "1000000 de gemmes"
    assert Msg("test.helpers.gems", {"n": 3, "thing": "gem"}).text("fr") == "3 gemmes"
    assert Msg("test.helpers.gems", {"n": 1, "thing": "gem"}).text("en") == "1 gem"
    assert Msg("test.helpers.gems", {"n": 2, "thing": "gem"}).text("en") == "2 gems"


def test_plural_forms_refuse_what_they_cannot_read() -> None:
    register(catalog({"test.helpers.bad_forms": ("{n:plural:a|b|c}", "{n:plural:one=a}")}))
    with pytest.raises(ValueError, match=r"singular\|plural"):
        Msg("test.helpers.bad_forms", {"n": 2}).text("fr")
    with pytest.raises(ValueError, match="other="):
        Msg("test.helpers.bad_forms", {"n": 2}).text("en")
    with pytest.raises(ValueError, match="number"):
        Msg("test.helpers.bad_forms", {"n": "two"}).text("en")


# ----------------------------------------------------------------- illegal actions
def test_an_illegal_action_speaks_the_readers_language_rule_included() -> None:
    from meeple.core.errors import IllegalAction

    register(catalog({"test.helpers.rule": ("Déroulement : déplacez votre gardien", "Turn: move your warden")}))
    error = IllegalAction(Msg("core.game_over"), rule=Msg("test.helpers.rule"))
    assert str(error) == "the game is over [rule: Turn: move your warden]"
    assert error.text("fr") == "la partie est terminée [règle : Déroulement : déplacez votre gardien]"
    assert IllegalAction("plain").text("fr") == "plain"
