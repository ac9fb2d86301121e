"""Every component of Shadow Kingdoms of Valeria as the engine lists them
(``Game.components()``), and the :class:`~meeple.core.components.Ref` makers the
rules use to name a component in an action or a log event.

Ids: troop types (``goblin``), die faces (``goblin-5``), plan types (``siege``),
champion decks (``ongoing``), sanctuaries (``sanctuary-gems``) and ``camp``,
resources (``gold``), player boards (``board-orc``), their ten upgrade spots
(``cap_20``), reserve slots (``slot-left``), chain bonuses (``chain-A``),
skirmish-zone requirements (``strength-15``), scrolls and their sides
(``scroll-1a``), every stratagem, champion and distinction card by its content
id, the solo ``adversary`` and the score categories (``score-plans``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from meeple.core.components import Ref, check, component
from meeple.games.shadow_kingdoms_of_valeria.content import (
    CHAIN_LETTERS,
    CHAIN_PAIRS,
    DECKS,
    PLAN_TYPES,
    RESERVE_SLOTS,
    SANCTUARIES,
    Provenance,
    ScrollSide,
    Zone,
    load,
)

GAME_ID = "shadow-kingdoms-of-valeria"
C = load()
ROW_COSTS: dict[str, int] = {str(deck): cost for deck, cost in C.board.champion_row_costs.items()}

CAMP_ID = "camp"
ADVERSARY_ID = "adversary"
STRENGTH_ZONE_ID = "strength-15"  # the skirmish zone asking for Strength 15 or more
RESOURCES = ("gold", "magic", "influence", "gem")


@cache
def ref(component_id: str) -> Ref:
    """A component named in a message: renders as its name, serialises as its id (one
    shared Ref per component: they are never changed, and actions name them on every step)."""
    return Ref(GAME_ID, component_id)


def face_id(colour: str, value: int) -> str:
    return f"{colour}-{value}"


def sanctuary_id(index: int) -> str:
    return f"sanctuary-{SANCTUARIES[index]}"


def board_id(colour: str) -> str:
    return f"board-{colour}"


def slot_id(index: int) -> str:
    return f"slot-{RESERVE_SLOTS[index]}"


def chain_id(letter: str) -> str:
    return f"chain-{letter}"


def category_id(category: str) -> str:
    return f"score-{category}"


def _tag(provenance: Provenance) -> str:
    """One tag for an entry mixing sources: the least certain one."""
    if isinstance(provenance, str):
        return provenance
    tags = set(provenance.values())
    for tag in ("authored", "public"):
        if tag in tags:
            return tag
    return "rulebook"


# Names and texts written here (the content files hold the cards' own).
SANCTUARY_TEXTS = {
    "gems": ("Sanctuaire des Gemmes", "Gem Shrine", "Prenez 1 Gemme si votre plateau a de la place.",
             "Take 1 Gem if your board has room for it."),
    "magic": ("Sanctuaire de la Magie", "Magic Shrine", "Revendiquez 1 Distinction ou recevez 2 Magie.",
              "Claim 1 Award or gain 2 Magic."),
    "champions": ("Sanctuaire des Champions", "Champion Shrine",
                  "Recrutez 1 Champion visible ; la Réduction du dé baisse son prix.",
                  "Recruit 1 face-up Champion; the die's discount lowers its price."),
    "gold": ("Sanctuaire de l'Or", "Gold Shrine", "Recevez autant d'Or que la Réduction du dé.",
             "Gain as much Gold as the die's discount."),
    "stratagems": ("Sanctuaire des Stratagèmes", "Battle Plan Shrine",
                   "Réservez 1 Stratagème de la colonne ; la Réduction du dé baisse son prix.",
                   "Reserve 1 Battle Plan from the column; the die's discount lowers its price."),
}
RESOURCE_NAMES = {"gold": ("Or", "Gold"), "magic": ("Magie", "Magic"), "influence": ("Influence", "Influence"),
                  "gem": ("Gemme", "Gem")}
TYPE_NAMES = {"ambush": ("Embuscade", "Ambush"), "siege": ("Siège", "Siege"), "clash": ("Confrontation", "Clash")}
DECK_NAMES = {"instant": ("Immédiat", "Instant"), "ongoing": ("Permanent", "Ongoing"),
              "endgame": ("Décompte", "End-game")}
SLOT_TEXTS = {
    "left": ("Emplacement de gauche", "Left slot", "Payez 1 Or : +1 Influence.", "Pay 1 Gold: +1 Influence."),
    "middle": ("Emplacement du milieu", "Middle slot", "Payez 2 Or : 1 dé d'un Sanctuaire (sans son action).",
               "Pay 2 Gold: 1 die from a Shrine (without its action)."),
    "right": ("Emplacement de droite", "Right slot", "Payez le coût de base : recrutez 1 Champion.",
              "Pay the base cost: recruit 1 Champion."),
}
CHAIN_TEXTS = {
    "A": ("Champion gratuit", "Free Champion", "Recrutez 1 Champion visible sans payer.",
          "Recruit 1 face-up Champion for free."),
    "B": ("+2 Influence", "+2 Influence", "Recevez 2 Influence.", "Gain 2 Influence."),
    "C": ("+2 Magie", "+2 Magic", "Recevez 2 Magie.", "Gain 2 Magic."),
    "D": ("+3 Or", "+3 Gold", "Recevez 3 Or.", "Gain 3 Gold."),
    "E": ("+1 Gemme", "+1 Gem", "Prenez 1 Gemme.", "Take 1 Gem."),
    "F": ("Dé d'un Sanctuaire", "Die from a Shrine", "Prenez 1 dé d'un Sanctuaire, sans son action.",
          "Take 1 die from a Shrine, without its action."),
}
# The rulebook's final scoring ("Fin de Partie", "Aide de Jeu: But"), and the Adversary's ("Variante Solo").
CATEGORIES = {
    "plans": ("Stratagèmes réussis", "Completed Battle Plans"),
    "skirmish": ("Bonus d'Escarmouche", "Skirmish bonuses"),
    "distinctions": ("Distinctions", "Awards"),
    "influence": ("Influence au-delà de 20", "Influence beyond 20"),
    "champions": ("Champions Décompte", "End-game Champions"),
    "troops": ("Dés Troupe restants", "Troop dice left"),
    "start": ("Score de départ", "Starting score"),
    "meetings": ("Rencontres de votre Gardien", "Meetings with your Warden"),
    "adversary_plans": ("Stratagèmes de l'Adversaire", "The Adversary's Battle Plans"),
    "adversary_distinctions": ("Distinctions de l'Adversaire", "The Adversary's Awards"),
}
PLAYER_CATEGORIES = ("plans", "skirmish", "distinctions", "influence", "champions", "troops")
ADVERSARY_CATEGORIES = ("start", "meetings", "adversary_plans", "adversary_distinctions")


def _troops_text(troops: tuple[str, ...], lang: str) -> str:
    return ", ".join(C.colour_names[t][lang] for t in troops)


SIDE_WORDS = {"fr": ("Ligne {row} : {zones}", "entre les lignes {row} et {next} : {chains}", "Force 15+"),
              "en": ("Row {row}: {zones}", "between rows {row} and {next}: {chains}", "Strength 15+")}


def _zone_text(zone: Zone, lang: str) -> str:
    if zone.troop is not None:
        return C.colour_names[zone.troop][lang]
    if zone.type is not None:
        return TYPE_NAMES[zone.type][lang == "en"]
    return SIDE_WORDS[lang][2]


def _side_text(side: ScrollSide, lang: str) -> str:
    """What a Campaign Map side shows, row by row with each chain letter between the two zones
    it joins: read before choosing a side ("la face de votre choix")."""
    letter = {pair: side.chains[k] for k, pair in enumerate(CHAIN_PAIRS)}
    row_text, between_text, _ = SIDE_WORDS[lang]
    parts = []
    for row in range(3):
        a, b, c = (3 * row + col for col in range(3))
        first, middle, last = (_zone_text(side.zones[i], lang) for i in (a, b, c))
        zones = f"{first} ({letter[a, b]}) {middle} ({letter[b, c]}) {last}"
        parts.append(row_text.format(row=row + 1, zones=zones))
        if row < 2:
            chains = ", ".join(letter[i, i + 3] for i in (a, b, c))
            parts.append(between_text.format(row=row + 1, next=row + 2, chains=chains))
    return " · ".join(parts)


def _build() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for colour in C.colours:
        out.append(component(colour, "troop", C.colour_names[colour], "rulebook"))
        for face in C.faces:
            face_name = {lang: f"{C.colour_names[colour][lang]} {face.strength}" for lang in ("fr", "en")}
            text = {"fr": "Joker : compte comme n'importe quel type de Troupe." if face.joker else "",
                    "en": "Joker: counts as any Troop type." if face.joker else ""}
            out.append(component(face_id(colour, face.strength), "die_face", face_name, _tag(face.provenance), text,
                                 troop=colour, strength=face.strength, discount=face.discount, joker=face.joker))
    for kind in PLAN_TYPES:
        out.append(component(kind, "plan_type", dict(zip(("fr", "en"), TYPE_NAMES[kind], strict=True)), "rulebook"))
    for deck in DECKS:
        out.append(component(deck, "champion_deck", dict(zip(("fr", "en"), DECK_NAMES[deck], strict=True)),
                             "rulebook", base_cost=ROW_COSTS[deck]))
    for index, name in enumerate(SANCTUARIES):
        fr, en, text_fr, text_en = SANCTUARY_TEXTS[name]
        out.append(component(sanctuary_id(index), "sanctuary", {"fr": fr, "en": en}, "rulebook",
                             {"fr": text_fr, "en": text_en}))
    out.append(component(CAMP_ID, "location", {"fr": "Camp", "en": "Camp"}, "rulebook",
                         {"fr": "Mettez en œuvre un Stratagème.", "en": "Carry out a Battle Plan."}))
    for resource in RESOURCES:
        out.append(component(resource, "resource", dict(zip(("fr", "en"), RESOURCE_NAMES[resource], strict=True)),
                             "rulebook"))
    for board in C.player_boards:
        out.append(component(board_id(board.id), "player_board", board.name, _tag(board.provenance),
                             joker_troop=board.joker_troop))
    for upgrade in C.upgrades:
        out.append(component(upgrade.id, "upgrade", upgrade.name, _tag(upgrade.provenance), upgrade.text,
                             requires=upgrade.requires))
    for index, slot in enumerate(C.reserve_slots):
        fr, en, text_fr, text_en = SLOT_TEXTS[slot.id]
        out.append(component(slot_id(index), "reserve_slot", {"fr": fr, "en": en}, _tag(slot.provenance),
                             {"fr": text_fr, "en": text_en}, bonus=slot.bonus, gold=slot.gold))
    for letter in CHAIN_LETTERS:
        fr, en, text_fr, text_en = CHAIN_TEXTS[letter]
        out.append(component(chain_id(letter), "chain_bonus", {"fr": fr, "en": en}, "rulebook",
                             {"fr": text_fr, "en": text_en}))
    out.append(component(STRENGTH_ZONE_ID, "skirmish_requirement", {"fr": "Force 15+", "en": "Strength 15+"},
                         "rulebook", {"fr": "2 PV si la Force Totale atteint 15.",
                                      "en": "2 VP if the total Strength reaches 15."}, vp=2))
    for scroll in C.scrolls:
        number = scroll.id.removeprefix("scroll-")
        out.append(component(scroll.id, "scroll", {"fr": f"Parchemin {number}", "en": f"Campaign Map {number}"},
                             _tag(scroll.provenance)))
        for side in scroll.sides:
            letter = side.id.removeprefix("scroll-")
            out.append(component(side.id, "scroll_side", {"fr": f"Parchemin {letter}", "en": f"Campaign Map {letter}"},
                                 _tag(side.provenance), {lang: _side_text(side, lang) for lang in ("fr", "en")}))
    for plan in C.stratagems.values():
        kind_fr, kind_en = TYPE_NAMES[plan.type]
        text = {"fr": f"{kind_fr} : {_troops_text(plan.troops, 'fr')}",
                "en": f"{kind_en}: {_troops_text(plan.troops, 'en')}"}
        out.append(component(plan.id, "stratagem", plan.name, _tag(plan.provenance), text,
                             type=plan.type, troops=list(plan.troops)))
    for card in C.champions.values():
        out.append(component(card.id, "champion", card.name, _tag(card.provenance), card.text,
                             deck=card.deck, effect=card.effect))
    for award in C.distinctions.values():
        out.append(component(award.id, "distinction", award.name, _tag(award.provenance), award.text,
                             pile=award.pile, vp=list(award.vp)))
    out.append(component(ADVERSARY_ID, "solo_opponent", {"fr": "Adversaire", "en": "Adversary"}, "rulebook",
                         {"fr": "Avance d'un Sanctuaire après chacun de vos tours.",
                          "en": "Moves one Shrine on after each of your turns."}))
    for category, (fr, en) in CATEGORIES.items():
        out.append(component(category_id(category), "score_category", {"fr": fr, "en": en}, "rulebook"))
    return check(out)


@cache
def components() -> tuple[dict[str, Any], ...]:
    """The whole list, built and checked once."""
    return tuple(_build())


def chosen(params: Mapping[str, Any], key: str) -> str:
    """The id of the component an action names under ``key`` (rules read answers from params)."""
    value = params[key]
    assert isinstance(value, Ref), f"param {key!r} names no component"
    return value.id
