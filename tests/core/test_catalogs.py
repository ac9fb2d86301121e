"""Every text a person can read, in every catalog (the games', their components',
the engine's, the command's, the browser's, the tournaments'): both languages,
and counts worded by the plural rules, never by a hand-made "(s)"."""

from __future__ import annotations

import importlib
import re
import string
from collections.abc import Iterator

import pytest

import meeple
from meeple.core import i18n
from meeple.core.i18n import LANGS, Msg, plural, render, templates

# A word with a hand-made plural or gender ending: "carte(s)", "devien(nen)t", "arrêté(e)s".
HAND_MADE = re.compile(r"\w\((s|x|e|es|nen|ne)\)")


def _load_every_catalog() -> None:
    for module in ("meeple.cli.text", "meeple.sim.text", "meeple.web.catalog"):
        importlib.import_module(module)
    for game_id in meeple.games():
        game = meeple.load_game(game_id)
        game.components()  # registers the component names
        importlib.import_module(type(game).__module__ + ".display")  # the terminal's own catalog


def _component_texts() -> Iterator[tuple[str, dict[str, str]]]:
    for game_id in meeple.games():
        for entry in meeple.load_game(game_id).components():
            for field in ("name", "text"):
                yield f"{game_id} component {entry['id']} {field}", entry[field]


def _catalog_texts() -> Iterator[tuple[str, dict[str, str]]]:
    _load_every_catalog()
    for key in i18n.keys_under(""):
        if not key.startswith("test."):  # entries other tests register
            yield key, templates(key)


def test_the_catalogs_hold_every_game_and_client() -> None:
    keys = [key for key, _ in _catalog_texts()]
    for prefix in ("core.", "cli.", "sim.", "web.", "paladins.", "path.", "seasons.", "valeria.",
                   "paladins.rule.", "path.rule.", "seasons.rule.", "valeria.rule."):
        assert any(key.startswith(prefix) for key in keys), prefix


@pytest.mark.parametrize("source", [_catalog_texts, _component_texts], ids=["catalogs", "components"])
def test_every_text_exists_in_both_languages_without_hand_made_plurals(source: object) -> None:
    problems = []
    for where, texts in source():  # type: ignore[operator]
        if set(texts) != set(LANGS):
            problems.append(f"{where}: languages {sorted(texts)}")
            continue
        if bool(texts["fr"]) != bool(texts["en"]):
            problems.append(f"{where}: only one language has a text: {texts}")
        for lang in LANGS:
            if HAND_MADE.search(texts[lang]):
                problems.append(f"{where} ({lang}): hand-made plural in {texts[lang]!r}")
    assert not problems, "\n".join(problems)


def _plural_specs(template: str) -> Iterator[str]:
    for _text, field, spec, _conversion in string.Formatter().parse(template):
        if field is not None and spec and spec.startswith(i18n.PLURAL):
            yield spec[len(i18n.PLURAL):]


def test_every_plural_form_in_the_catalogs_renders_0_1_and_2() -> None:
    seen = 0
    for key, texts in _catalog_texts():
        for lang in LANGS:
            for spec in _plural_specs(texts[lang]):
                seen += 1
                forms = [plural(lang, n, spec) for n in (0, 1, 2)]
                assert all(str(n) in form or "#" not in spec for n, form in zip((0, 1, 2), forms, strict=True)), key
    assert seen > 50  # the games' counts do use plural forms


# ------------------------------------------------------- real messages at 0, 1, 2
PLAYER = Msg("core.player", {"seat": 1})


@pytest.mark.parametrize(("key", "params", "french", "english"), [
    ("seasons.log.draw", {"who": PLAYER},
     ["Joueur 1 pioche 0 carte", "Joueur 1 pioche 1 carte", "Joueur 1 pioche 2 cartes"],
     ["Player 1 draws 0 cards", "Player 1 draws 1 card", "Player 1 draws 2 cards"]),
    ("seasons.log.crystals", {"who": PLAYER},
     ["Joueur 1 gagne 0 cristal", "Joueur 1 gagne 1 cristal", "Joueur 1 gagne 2 cristaux"],
     ["Player 1 gains 0 crystals", "Player 1 gains 1 crystal", "Player 1 gains 2 crystals"]),
    ("paladins.log.suspicion", {"who": PLAYER, "card": "X"},
     ["Joueur 1 tire X (0 Taxe).", "Joueur 1 tire X (1 Taxe).", "Joueur 1 tire X (2 Taxes)."],
     ["Player 1 draws X (0 Taxes).", "Player 1 draws X (1 Tax).", "Player 1 draws X (2 Taxes)."]),
    ("path.log.declare", {"player": PLAYER},
     ["Joueur 1 annonce 0 attaquant.", "Joueur 1 annonce 1 attaquant.", "Joueur 1 annonce 2 attaquants."],
     ["Player 1 declares 0 attackers.", "Player 1 declares 1 attacker.", "Player 1 declares 2 attackers."]),
    ("path.afx.conquer-reroll", {},
     ["Conquête : vous pouvez relancer 0 dé.", "Conquête : vous pouvez relancer 1 dé.",
      "Conquête : vous pouvez relancer 2 dés."],
     ["Conquer: you may reroll 0 dice.", "Conquer: you may reroll 1 die.", "Conquer: you may reroll 2 dice."]),
    ("valeria.log.completed", {"who": PLAYER, "card": "X"},
     ["Joueur 1 a réussi X (0 Stratagème réussi)", "Joueur 1 a réussi X (1 Stratagème réussi)",
      "Joueur 1 a réussi X (2 Stratagèmes réussis)"],
     ["Player 1 completed X (0 plans completed)", "Player 1 completed X (1 plan completed)",
      "Player 1 completed X (2 plans completed)"]),
])
def test_real_messages_read_well_at_0_1_and_2(key: str, params: dict[str, object], french: list[str],
                                               english: list[str]) -> None:
    _load_every_catalog()
    for lang, expected in (("fr", french), ("en", english)):
        assert [render(key, {**params, "n": n}, lang) for n in (0, 1, 2)] == expected


def test_a_verb_agrees_with_its_count() -> None:
    _load_every_catalog()
    side = Msg("path.resource.mercy")
    said = {lang: [render("path.log.morality_end", {"player": PLAYER, "n": n, "side": side}, lang)
                   for n in (1, 2)] for lang in LANGS}
    assert said["fr"] == ["Joueur 1 est au bout de la piste de Moralité : 1 Miséricorde devient de l'Influence.",
                          "Joueur 1 est au bout de la piste de Moralité : 2 Miséricorde deviennent de l'Influence."]
    assert said["en"] == ["Player 1 is at the end of the Morality track: 1 Mercy becomes Influence.",
                          "Player 1 is at the end of the Morality track: 2 Mercy become Influence."]
