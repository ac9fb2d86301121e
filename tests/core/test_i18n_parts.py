"""The text catalog's parts (meeple.core.i18n), each with the exact text it gives: fixed messages,
lookups, equality and display of messages, lists and format specs in templates, plural forms that
fall back to ``other``, rendering in every language, labels and messages read back from JSON."""

from __future__ import annotations

import pytest

from meeple.core.i18n import (
    Msg,
    catalog,
    fixed_messages,
    from_json,
    has,
    in_every_language,
    register,
    render,
    templates,
)
from meeple.core.labels import label

register(catalog({
    "test.parts.name.owl": ("Chouette", "Owl"),
    "test.parts.hand": ("main : {cards}", "hand: {cards}"),
    "test.parts.count": ("{n:plural:# carte|# cartes}, reste {left:02d}", "{n:plural:# card|# cards}, {left:02d} left"),
    "test.parts.equals": ("{n:plural:one=#=un|other=#=plusieurs}", "{n:plural:one=#=one|other=#=more}"),
    "test.parts.fallback": ("{n:plural:one=# gemme|other=# gemmes}", "{n:plural:one=# gem|other=# gems}"),
    "test.parts.gain": ("{who} gagne {n}", "{who} gains {n}"),
    "test.parts.plain": ("fin", "end"),
}))


def test_fixed_messages_prefix_every_key_in_the_catalog_and_the_messages() -> None:
    texts, messages = fixed_messages("test.parts.rule.", {"move": ("Déplacez", "Move"), "pay": ("Payez", "Pay")})
    assert texts == {"test.parts.rule.move": {"fr": "Déplacez", "en": "Move"},
                     "test.parts.rule.pay": {"fr": "Payez", "en": "Pay"}}
    assert messages == {"move": Msg("test.parts.rule.move"), "pay": Msg("test.parts.rule.pay")}


def test_register_names_every_missing_language() -> None:
    with pytest.raises(ValueError) as info:
        register({"test.parts.empty": {}})
    assert str(info.value) == "message 'test.parts.empty' lacks fr, en text"
    assert not has("test.parts.empty")


def test_has_and_templates_find_registered_keys_only() -> None:
    assert has("test.parts.plain") and not has("test.parts.never")
    copy = templates("test.parts.plain")
    assert copy == {"fr": "fin", "en": "end"}
    copy["en"] = "changed"
    assert templates("test.parts.plain")["en"] == "end"
    with pytest.raises(KeyError) as info:
        templates("test.parts.never")
    assert info.value.args == ("no text for message key 'test.parts.never'",)


def test_a_message_reads_english_unless_told() -> None:
    message = Msg("test.parts.gain", {"who": "Ada", "n": 3})
    assert message.text() == "Ada gains 3"
    assert render("test.parts.gain", {"who": "Ada", "n": 3}) == "Ada gains 3"
    assert message.text("fr") == "Ada gagne 3"


def test_render_names_an_unknown_language_or_key() -> None:
    with pytest.raises(ValueError) as info:
        render("test.parts.plain", {}, "de")
    assert str(info.value) == "unknown language 'de'; use one of ('fr', 'en')"
    with pytest.raises(KeyError) as key_info:
        render("test.parts.never", {}, "fr")
    assert key_info.value.args == ("no text for message key 'test.parts.never'",)


def test_messages_are_equal_by_key_and_parameters_only() -> None:
    one = Msg("test.parts.gain", {"who": "Ada", "n": 3})
    assert one == Msg("test.parts.gain", {"n": 3, "who": "Ada"})
    assert one != Msg("test.parts.gain", {"who": "Ada", "n": 4})
    assert one != Msg("test.parts.hand", {"who": "Ada", "n": 3})
    assert one != "test.parts.gain"
    assert len({one, Msg("test.parts.gain", {"who": "Ada", "n": 3})}) == 1
    assert repr(one) == "Msg('test.parts.gain', {'who': 'Ada', 'n': 3})"


def test_a_list_parameter_reads_as_its_items_each_in_the_language() -> None:
    hand = Msg("test.parts.hand", {"cards": [Msg("test.parts.name.owl"), "7", 2]})
    assert hand.text("fr") == "main : Chouette, 7, 2"
    assert hand.text("en") == "hand: Owl, 7, 2"


def test_a_plural_template_keeps_the_other_fields_format_specs() -> None:
    assert Msg("test.parts.count", {"n": 2, "left": 7}).text("en") == "2 cards, 07 left"
    assert Msg("test.parts.count", {"n": 1, "left": 12}).text("fr") == "1 carte, reste 12"


def test_a_named_plural_form_may_hold_an_equals_sign() -> None:
    assert Msg("test.parts.equals", {"n": 1}).text("en") == "1=one"
    assert Msg("test.parts.equals", {"n": 5}).text("fr") == "5=plusieurs"


def test_a_plural_category_without_its_own_form_takes_other() -> None:
    # CLDR: French puts a million in "many"; this message names only "one" and "other"
    assert Msg("test.parts.fallback", {"n": 1_000_000}).text("fr") == "1000000 gemmes"
    assert Msg("test.parts.fallback", {"n": 0}).text("fr") == "0 gemme"


def test_in_every_language_renders_french_and_english() -> None:
    assert in_every_language("test.parts.gain", {"who": "Ada", "n": 2}) == {"fr": "Ada gagne 2", "en": "Ada gains 2"}
    assert in_every_language("test.parts.plain") == {"fr": "fin", "en": "end"}


def test_labels_come_from_the_shared_list_or_a_games_own_or_are_none() -> None:
    assert label("hand", "fr") == "Main"  # the engine's list: several games show a hand
    assert label("action_space", "fr") == "Case d'action"  # Paladins' own list
    assert label("action_space", "en") == "Action space"
    assert label("test_parts_no_such_field", "en") is None


def test_from_json_reads_back_nested_messages_lists_and_plain_dicts() -> None:
    inner = Msg("test.parts.name.owl")
    message = Msg("test.parts.hand", {"cards": [inner, "7", [inner]], "seat": {"key": 1}, "first": inner})
    data = message.to_json()
    assert data == {"key": "test.parts.hand",
                    "params": {"cards": [{"key": "test.parts.name.owl", "params": {}}, "7",
                                         [{"key": "test.parts.name.owl", "params": {}}]],
                               "seat": {"key": 1},
                               "first": {"key": "test.parts.name.owl", "params": {}}}}
    back = from_json(data)
    assert back == Msg("test.parts.hand", {"cards": [inner, "7", [inner]], "seat": {"key": 1}, "first": inner})
    assert back.params["seat"] == {"key": 1} and isinstance(back.params["first"], Msg)
