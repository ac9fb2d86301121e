"""Every label a person reads in the browser exists in French and in English: the
names of the views' fields (the engine's labels.json and each game's own, read by
the pages), components' kinds and printed numbers, and games' options and their
choices."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from web_helpers import ROOT

import meeple
from meeple.core.labels import all_labels

CORE_LABELS: dict[str, dict[str, str]] = json.loads((ROOT / "src/meeple/core/labels.json").read_text())
LABELS = all_labels()
# A component's own fields, shown without a label, and the maintainers' note on its source (not shown).
RESERVED = {"id", "kind", "name", "text", "provenance", "source"}
MOVES = 150  # per game and player count: enough to open every phase's fields, bounded


def keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from keys(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from keys(inner)


def has_label(key: str, components: set[str]) -> bool:
    """As board.js reads a key: a component's name, "zone:component", a label, or a zone
    kept per seat ("hand0", "hand:0") labelled by its zone."""
    zone, _, of = key.partition(":")
    if key in components or key in LABELS or (of in components and has_label(zone, components)):
        return True
    per_seat = re.fullmatch(r"(.+?)[:_]?(\d+)", key)
    return per_seat is not None and per_seat.group(1) in LABELS


def test_every_label_has_both_languages() -> None:
    assert LABELS and all(set(texts) == {"fr", "en"} and all(texts.values()) for texts in LABELS.values())


def labels_file(game_id: str) -> str:
    return str(meeple.load_game(game_id).labels_file.relative_to(ROOT))


def test_a_name_labelled_twice_reads_the_same_everywhere() -> None:
    """The pages read one list (the engine's labels, then every game's): a game may not
    give a name another label than the engine or another game gives it."""
    first: dict[str, tuple[str, dict[str, str]]] = {name: ("core", texts) for name, texts in CORE_LABELS.items()}
    clashes = []
    for game_id in meeple.games():
        own = meeple.load_game(game_id).labels()
        assert all(set(texts) == {"fr", "en"} and all(texts.values()) for texts in own.values()), game_id
        for name, texts in own.items():
            where, earlier = first.setdefault(name, (game_id, texts))
            if earlier != texts:
                clashes.append(f"{name}: {where} and {game_id}")
    assert not clashes


def test_the_browser_reads_the_engines_labels_and_every_games(tmp_path: Any) -> None:
    from web_helpers import make_client

    with make_client(f"sqlite:///{tmp_path / 'games.sqlite3'}") as client:
        served = client.get("/static/labels.json").json()
    assert served == LABELS
    for game_id in meeple.games():
        assert meeple.load_game(game_id).labels().items() <= served.items()


@pytest.mark.parametrize("game_id", meeple.games())
def test_every_field_a_game_shows_has_a_label(game_id: str) -> None:
    game = meeple.load_game(game_id)
    components = {component["id"] for component in game.components()}
    shown: set[str] = set()
    for component in game.components():
        shown.add(component["kind"])
        shown.update(key for key, value in component.items()
                     if key not in RESERVED and value is not None and not isinstance(value, dict | list))
    for name, option in game.options.items():
        shown.add(name)
        shown.update(choice for choice in option.choices or () if isinstance(choice, str))
    for players in range(game.min_players, game.max_players + 1):
        state = game.new_game(players, players)
        rng = random.Random(players)
        for _ in range(MOVES):
            if state.is_over:
                break
            for seat in [None, *range(players)]:
                view = state.view(seat)
                shown.update(keys(view["state"]))
                shown.update(keys(view["hidden"]))
            state.apply(rng.choice(state.legal_actions()))
    missing = sorted(key for key in shown if not has_label(key, components))
    assert not missing, f"add these to {labels_file(game_id)} (French and English): {missing}"


def named_values(value: Any) -> Iterator[str]:
    """The strings a component field holds (a text in both languages is already words)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict) and set(value) != {"fr", "en"}:
        for inner in value.values():
            yield from named_values(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from named_values(inner)


@pytest.mark.parametrize("game_id", meeple.games())
def test_every_value_a_component_shows_reads_as_words(game_id: str) -> None:
    """A card's field holding a named value ("on_action", "magic-item") is shown by its label
    or, when it names a component, by that component's name — never as a raw id."""
    components = meeple.load_game(game_id).components()
    ids = {component["id"] for component in components}
    raw = sorted({value for component in components for field, inner in component.items() if field not in RESERVED
                  for value in named_values(inner) if value not in ids and value not in LABELS})
    assert not raw, f"add these to {labels_file(game_id)} (French and English): {raw}"


# The French rulebook's words for Paladins' pieces and piles (pages "Matériel", "Mise en place",
# "Mode solo"), which the terminal's board and log use too: the browser's labels must not say
# "Étrangers", "Avant-postes", "Murailles", "Soupçon" or "Intrigues" for them.
PALADINS_RULEBOOK_FR = {
    "outsiders": "Envahisseurs", "outposts": "Garnisons", "walls": "Remparts", "suspicion": "Suspicion",
    "tax": "Taxe", "tax_supply": "Réserve des Impôts", "schemes": "Pile Objectif",
    "scheme_discard": "Défausse Objectif",
    "resource_marker": "Marqueur Ressource", "kings_orders": "Ordres du Roi", "kings_favours": "Faveurs du Roi",
    # counts of debts by face, « Non Payée » and « Payée » ("Dettes"): "Impayé 2" read as a lone adjective
    "unpaid": "Non payées", "paid": "Payées",
    # the solo difficulties ("Facile = 1 carte Ordre du Roi Standard = 3 ... Difficile = 5"), as its help says them
    "easy": "Facile", "standard": "Standard", "hard": "Difficile",
}


def test_paladins_labels_use_the_french_rulebooks_words() -> None:
    own = meeple.load_game("paladins-of-the-west-kingdom").labels()
    assert {key: own[key]["fr"] for key in PALADINS_RULEBOOK_FR} == PALADINS_RULEBOOK_FR
    stray = sorted(key for key, texts in own.items()
                   if re.search(r"étranger|avant-poste|muraille|soupçon|intrigue", texts["fr"], re.I)
                   or re.search(r"\bdu roi\b", texts["fr"]))
    assert not stray


def test_path_year_gains_say_what_the_three_numbers_are() -> None:
    """The table showed "Gains de l'année 0 0 0": the Influence each End of Year Scoring gave."""
    own = meeple.load_game("path-of-light-and-shadow").labels()["year_gains"]
    assert "Influence" in own["fr"] and "Influence" in own["en"] and "1, 2, 3" in own["fr"]


# Symbols the pages may write: each is in DejaVu Sans (which Debian's fontconfig installs with Chromium)
# and in the symbol fonts of Windows and macOS. The media glyphs of U+23E9-U+23FA were not (a bare
# Debian's Chromium drew boxes for the replay's "⏮" and "⏭"): such pictures are drawn in SVG.
SYMBOLS = set("×·–—…’«»→↻↶⌂✓✗★●◆")


def written_by_hand(text: str) -> set[str]:
    """The characters of ``text`` outside ASCII, Latin letters with accents and the symbols above."""
    return {c for c in text if ord(c) > 0x7E and not ("\u00c0" <= c <= "\u017f" or c in SYMBOLS or c == "\u00a0")}


def test_the_pages_write_only_characters_every_font_has() -> None:
    static = ROOT / "src/meeple/web/static"
    found = {str(path.relative_to(static)): sorted(written_by_hand(path.read_text(encoding="utf-8")))
             for path in sorted(static.rglob("*")) if path.suffix in {".js", ".html", ".css", ".json"}}
    labels = sorted({c for texts in LABELS.values() for text in texts.values() for c in written_by_hand(text)})
    assert {name: chars for name, chars in found.items() if chars} == {}
    assert labels == []


def test_the_browser_names_the_winner_as_the_terminal_does() -> None:
    """A finished game reads "Vainqueur : Joueur 1" in both places (the browser said "Gagnant")."""
    from meeple.cli.text import t

    script = (ROOT / "src/meeple/web/static/i18n.js").read_text(encoding="utf-8")
    for key, count in (("winner", 1), ("winners", 2)):
        found = re.search(rf'^\s*{key}: \["([^"]*) : \{{who\}}", "([^"]*): \{{who\}}"\]', script, re.M)
        assert found is not None, key
        for lang, word in zip(("fr", "en"), found.groups(), strict=True):
            assert t("result.winners", lang, count=count, players="X").startswith(word), (key, lang, word)


@pytest.mark.parametrize("game_id", meeple.games())
def test_an_options_numbered_choices_read_as_words(game_id: str) -> None:
    """A choice that is a code (Seasons' enchantment -1, 0, 1-10, 101-110) is offered by its name in both
    languages (the lobby listed the numbers), and the names are served with the options."""
    from meeple.web.catalog import catalog

    game = meeple.load_game(game_id)
    served = {option["name"]: option for entry in catalog()["games"] if entry["id"] == game_id
              for option in entry["options"]}
    for name, option in game.options.items():
        numbered = [str(choice) for choice in option.choices or ()
                    if isinstance(choice, int) and not isinstance(choice, bool)]
        for choice in numbered:
            assert set(option.names.get(choice, {})) == {"fr", "en"}, (name, choice)
            assert all(option.names[choice].values()), (name, choice)
        assert served[name]["names"] == option.names


@pytest.mark.parametrize("game_id", meeple.games())
def test_an_options_help_line_reads_its_named_choices_as_words(game_id: str) -> None:
    """The lobby shows an option's help under its list of names: a help that explained the codes
    ("-1 random, 0 none, 1-10 ...") read as a cipher once the choices were words."""
    game = meeple.load_game(game_id)
    for name, option in game.options.items():
        for lang in ("fr", "en"):
            for code in option.names:
                assert not re.search(rf"(?<![\w-]){re.escape(code)}(?!\w)", option.help[lang]), (name, lang, code)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_seat_field_is_headed_with_the_word_that_names_the_seats(lang: str) -> None:
    """A column of seats (Path's pending promotions) was headed "Place" above "Joueur 1": a seat field's
    label is the word the table names a seat with ("Joueur 1" / "Player 1")."""
    from meeple.core.i18n import PLAYER, render

    named = render(PLAYER, {"seat": 1}, lang)
    assert named == f"{LABELS['seat'][lang]} 1"
    assert LABELS["seats"][lang].startswith(LABELS["seat"][lang])
