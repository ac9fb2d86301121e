"""Every Seasons component a player can meet, as the engine's component list
(``Game.components()``): the power cards (by slug), the four energies, the four
seasons, the 20 season dice and their faces, the Die of Destiny, the special
ability tokens, the enchantments, the tracks, the phases and the levels.  Views,
actions and events name them by these ids."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from meeple.core import i18n
from meeple.core.components import check, component, register_names
from meeple.core.i18n import Msg, in_every_language
from meeple.games.seasons.content import (
    AUTHORED_FR,
    CONTENT_DIR,
    ENERGIES,
    FIRST_PRINT,
    SEASONS,
    Content,
    Face,
    load,
    slug,
    token_id,
)
from meeple.games.seasons.model import BONUS_PENALTY, GAUGE_MAX, MAX_BONUS, RESERVE
from meeple.games.seasons.text import TOKEN_TEXTS

GAME_ID = "seasons"
ENERGY_NAMES = {"air": ("Air", "Air"), "water": ("Eau", "Water"), "fire": ("Feu", "Fire"), "earth": ("Terre", "Earth")}
SEASON_NAMES = {"winter": ("Hiver", "Winter"), "spring": ("Printemps", "Spring"), "summer": ("Été", "Summer"),
                "fall": ("Automne", "Fall")}
SEASON_OF = {"winter": "d'hiver", "spring": "de printemps", "summer": "d'été", "fall": "d'automne"}
PHASES = {
    "draft": (("Prélude : sélection des cartes", "Prelude: draft"), ("Chacun garde une carte et passe le reste.",
                                                                       "Each keeps one card and passes the rest.")),
    "library": (("Prélude : Bibliothèques", "Prelude: libraries"),
                ("Chacun répartit ses cartes entre sa main et ses Bibliothèques II et III.",
                 "Each splits their cards between their hand and Libraries II and III.")),
    "twist": (("Prélude : Bibliothèques", "Prelude: libraries"),
              ("Chacun répartit ses cartes entre sa main et ses Bibliothèques II et III.",
               "Each splits their cards between their hand and Libraries II and III.")),
    "tokens": (("Prélude : jetons Capacité", "Prelude: ability tokens"),
               ("Chacun garde un de ses trois jetons.", "Each keeps one of their three tokens.")),
    "tournament": (("Tournoi", "Tournament"), ("Trois années de manches.", "Three years of rounds.")),
    "over": (("Partie finie", "Game over"), ("Le décompte final est fait.", "The final count is done.")),
}
LEVELS = {"apprentice": ("Apprenti", "Apprentice"), "magician": ("Magicien", "Magician"),
          "archmage": ("Archimage", "Archmage")}
TRACKS = {
    "crystal-track": (("Piste de cristaux", "Crystal track"),
                      ("Vos cristaux, qui deviennent des points de prestige ; elle ne descend jamais sous 0.",
                       "Your crystals, which become prestige points; it never goes below 0.")),
    "summoning-gauge": (("Jauge d'invocation", "Summoning gauge"),
                        ("Le nombre de cartes que vous pouvez avoir en jeu (15 au plus).",
                         "How many cards you may have in play (15 at most).")),
    "bonus-track": (("Piste de bonus", "Bonus track"),
                    ("Trois bonus par partie ; chacun coûte des points en fin de partie (-5, -12, -20 en tout).",
                     "Three bonuses a game; they cost points at the end (-5, -12, -20 in all).")),
    "energy-reserve": (("Réserve d'énergie", "Energy reserve"),
                       ("Au plus 7 énergies (10 avec le Grimoire ensorcelé).",
                        "At most 7 energies (10 with the Bespelled Grimoire).")),
    "season-wheel": (("Roue des saisons", "Season wheel"),
                     ("12 cases par année, 3 par saison ; la partie dure 3 années.",
                      "12 spaces a year, 3 per season; the game lasts 3 years.")),
}
EK_ENCHANTMENT_BASE = 100
FACE_TEXT = "seasons.face_text."  # catalog key of a season die face's text: this + the face's id


def die_id(season: int, die: int) -> str:
    return f"{SEASONS[season]}-die-{die + 1}"


def face_id(season: int, die: int, face: int) -> str:
    return f"{die_id(season, die)}-face-{face + 1}"


def enchantment_id(number: int) -> str:
    return f"enchantment-{slug(load().enchantments[number][0])}"


def _face_text(face: Face) -> dict[str, str]:
    parts_fr, parts_en = [], []
    for e, n in enumerate(face.energies):
        if n:
            fr, en = ENERGY_NAMES[ENERGIES[e]]
            parts_fr.append(f"{n} {fr}")
            parts_en.append(f"{n} {en}")
    if face.crystals:
        crystals = in_every_language("seasons.crystals_n", {"n": face.crystals})
        parts_fr.append(crystals["fr"])
        parts_en.append(crystals["en"])
    for flag, fr, en in ((face.gauge, "jauge +1", "gauge +1"), (face.draw, "piocher 1 carte", "draw 1 card"),
                         (face.transmute, "cristalliser", "transmute")):
        if flag:
            parts_fr.append(fr)
            parts_en.append(en)
    parts_fr.append(f"marqueur +{face.steps}")
    parts_en.append(f"marker +{face.steps}")
    return {"fr": ", ".join(parts_fr), "en": ", ".join(parts_en)}


def _cost(costs: dict[int, tuple[int, int, int, int, int]]) -> dict[str, dict[str, int]]:
    return {str(n): {"crystals": cost[0], **{ENERGIES[e]: cost[e + 1] for e in range(4)}} for n, cost in costs.items()}


def _cards(content: Content) -> list[dict[str, Any]]:
    texts = json.loads((CONTENT_DIR / "texts-fr.json").read_text())
    french, french_first = texts["cards"], texts["cards_first_edition"]
    out = []
    for card in content.cards.values():
        english = card.effect.removeprefix("2nd-edition text (default): ")
        name = {"fr": card.name_fr or AUTHORED_FR.get(card.id, card.name_en), "en": card.name_en}
        common = {"number": card.id, "card_type": "familiar" if card.familiar else "magic-item", "set": card.set,
                  "copies": card.copies}
        out.append(component(card.slug, "card", name, "public", {"fr": french[card.slug], "en": english},
                             **common, prestige=card.prestige, cost=_cost(card.costs)))
        first = card.first_edition
        if first is not None:
            # the option edition=first names this card by its first-edition print, so every
            # reader (board, choices, browser) shows that print's cost and text
            out.append(component(card.slug + FIRST_PRINT, "card", name, "public",
                                 {"fr": french_first[card.slug], "en": first.effect}, **common,
                                 prestige=first.prestige, cost=_cost(first.costs), first_edition=True))
    return out


def _dice(content: Content) -> list[dict[str, Any]]:
    out = []
    for season, dice in enumerate(content.dice):
        en_season = SEASON_NAMES[SEASONS[season]][1]
        for die, faces in enumerate(dice):
            out.append(component(die_id(season, die), "die",
                                 {"fr": f"Dé {SEASON_OF[SEASONS[season]]} {die + 1}",
                                  "en": f"{en_season} die {die + 1}"}, "public", season=SEASONS[season],
                                 faces=[face_id(season, die, f) for f in range(len(faces))]))
            for f, face in enumerate(faces):
                out.append(component(face_id(season, die, f), "die-face",
                                     {"fr": f"Dé {SEASON_OF[SEASONS[season]]} {die + 1}, face {f + 1}",
                                      "en": f"{en_season} die {die + 1}, face {f + 1}"}, "public", _face_text(face),
                                     season=SEASONS[season], die=die_id(season, die),
                                     energies=dict(zip(ENERGIES, face.energies, strict=True)), crystals=face.crystals,
                                     gauge=face.gauge, draw=face.draw, transmute=face.transmute, steps=face.steps))
    out.append(component("die-of-destiny", "die", {"fr": "Dé du Destin", "en": "Die of Destiny"}, "rulebook",
                         faces=[f"die-of-destiny-face-{f + 1}" for f in range(len(content.destiny))]))
    for f, (energies, crystals, gauge, points) in enumerate(content.destiny):
        text = in_every_language("seasons.text.destiny_face",
                                 {"energies": energies, "crystals": crystals, "gauge": gauge, "points": points})
        out.append(component(f"die-of-destiny-face-{f + 1}", "die-face",
                             {"fr": f"Dé du Destin, face {f + 1}", "en": f"Die of Destiny, face {f + 1}"}, "rulebook",
                             text, die="die-of-destiny", energies_of_choice=energies,
                             crystals=crystals, gauge=gauge, destiny_points=points))
    return out


def _tokens_and_enchantments(content: Content) -> list[dict[str, Any]]:
    out = []
    for number, prestige in sorted(content.token_prestige.items()):
        fr, en = TOKEN_TEXTS[number]
        out.append(component(token_id(number), "token", {"fr": f"Jeton Capacité {number}",
                                                         "en": f"Special ability token {number}"},
                             "public", {"fr": fr, "en": en}, number=number, prestige=prestige,
                             set="enchanted-kingdom" if number <= 12 else "path-of-destiny"))
    french = json.loads((CONTENT_DIR / "texts-fr.json").read_text())["enchantments"]
    for number, (en, fr, effect) in sorted(content.enchantments.items()):
        out.append(component(enchantment_id(number), "enchantment", {"fr": fr, "en": en}, "public",
                             {"fr": french[str(number)], "en": effect}, number=number % EK_ENCHANTMENT_BASE,
                             set="enchanted-kingdom" if number > EK_ENCHANTMENT_BASE else "path-of-destiny"))
    return out


def _labels() -> list[dict[str, Any]]:
    content = load()
    out = []
    for e, name in enumerate(ENERGIES):
        fr, en = ENERGY_NAMES[name]
        out.append(component(name, "energy", {"fr": fr, "en": en}, "rulebook",
                             transmutation={SEASONS[s]: content.rates[s][e] for s in range(4)}))
    for s, name in enumerate(SEASONS):
        fr, en = SEASON_NAMES[name]
        out.append(component(name, "season", {"fr": fr, "en": en}, "rulebook",
                             spaces=[3 * s + 1, 3 * s + 2, 3 * s + 3],
                             transmutation=dict(zip(ENERGIES, content.rates[s], strict=True))))
    for name, ((fr, en), (text_fr, text_en)) in PHASES.items():
        out.append(component(name, "phase", {"fr": fr, "en": en}, "rulebook", {"fr": text_fr, "en": text_en}))
    for name, (fr, en) in LEVELS.items():
        out.append(component(name, "level", {"fr": fr, "en": en}, "rulebook"))
    numbers: dict[str, dict[str, Any]] = {"summoning-gauge": {"maximum": GAUGE_MAX},
                                          "bonus-track": {"uses": MAX_BONUS, "penalties": list(BONUS_PENALTY)},
                                          "energy-reserve": {"limit": RESERVE}}
    for name, ((fr, en), (text_fr, text_en)) in TRACKS.items():
        out.append(component(name, "track", {"fr": fr, "en": en}, "rulebook", {"fr": text_fr, "en": text_en},
                             **numbers.get(name, {})))
    return out


@cache
def components() -> list[dict[str, Any]]:
    content = load()
    return check([*_cards(content), *_dice(content), *_tokens_and_enchantments(content), *_labels()])


def face_text(die: list[int]) -> Msg:
    """The words of the face a rolled season die shows (``die``: [die, face, season]): the
    face component's own text, so that the choices, the log and the board say it alike."""
    number, face, season = die
    return Msg(FACE_TEXT + face_id(season, number, face))


def register() -> None:
    """Put every component's name in the text catalog (``Ref`` renders them), and each
    season die face's text (:func:`face_text`)."""
    register_names(GAME_ID, components())
    i18n.register({FACE_TEXT + entry["id"]: entry["text"] for entry in components()
              if entry["kind"] == "die-face" and entry["die"] != "die-of-destiny"})

