"""Every component a player meets, as ``Game.components()`` lists them: workers, attributes and
resources, reward icons, the 12 action spaces (and the AI's Rest), cards (paladins, townsfolk, outsiders,
tavern, walls, suspicion, King's Orders and Favours, Schemes), the main board's regions and squares,
jar slots, tracks and phases.  Texts are our words for what each does; numbers are named fields."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from meeple.core.components import check, component, register_names
from meeple.core.i18n import LANGS, in_every_language, render
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import text  # noqa: F401  (the templates used below)
from meeple.games.paladins_of_the_west_kingdom.decisions import (
    FAVOUR_IDS,
    GID,
    OUTSIDER_IDS,
    PALADIN_IDS,
    PHASE_IDS,
    SCHEME_IDS,
    TOWNSFOLK_IDS,
    jar_slot_id,
    region_id,
    square_id,
)

Names = dict[str, str]

RESOURCES: dict[str, tuple[str, str]] = {  # id -> (French, English)
    "silver": ("Pièce", "Silver"),
    "provision": ("Provision", "Provision"),
    "tax": ("Taxe", "Tax"),
}
REWARDS = {
    "develop_free": ("Développer gratuitement", "Free Develop"),
    "remove_suspicion": ("Défausser 1 Suspicion", "Discard 1 Suspicion"),
    "destroy_debt": ("Détruire 1 Dette", "Destroy 1 Debt"),
    "pay_debt": ("Rembourser 1 Dette", "Pay off 1 Debt"),
    "free_recruit": ("Recruter gratuitement", "Free recruit"),
}
ATTRIBUTE_NAMES = {"faith": ("Foi", "Faith"), "strength": ("Force", "Strength"),
                   "influence": ("Influence", "Influence")}
PIECES = {"monk": ("Moine", "Monk"), "outpost": ("Garnison", "Outpost"), "workshop": ("Atelier", "Workshop"),
          "jar": ("Jarre", "Jar"), "debt": ("Dette", "Debt")}
TRACKS = {"attribute-track": ("Piste d'Attribut", "Attribute track"),
          "resource-track": ("Piste de Ressources de l'IA", "AI Resource track"),
          "tax-supply": ("Réserve des Impôts", "Tax Supply")}
PHASES = {"start": ("Début de manche", "Start of round"), "choose": ("Paladins et Taverne", "Paladins and Tavern"),
          "actions": ("Actions", "Actions")}
AI_ID = "solo-ai"


def _pair(pair: tuple[str, str]) -> Names:
    return {"fr": pair[0], "en": pair[1]}


def _names(ids: Sequence[str], lang: str) -> str:
    """Component names, joined (reward icons, worker slots)."""
    if not ids:
        return render("paladins.list0", {}, lang)
    return ", ".join(_name_of(i, lang) for i in ids)


@cache
def _base_names() -> dict[str, Names]:
    out: dict[str, Names] = {}
    for worker in C.WORKERS:
        out[worker] = in_every_language(f"paladins.worker.{worker}")
    for table in (ATTRIBUTE_NAMES, RESOURCES, REWARDS):
        for key, pair in table.items():
            out[key] = _pair(pair)
    for action in (*C.SPACES, "rest"):
        out[action] = in_every_language(f"paladins.action.{action}")
    out["any"] = in_every_language("paladins.any")
    return out


def _name_of(component_id: str, lang: str) -> str:
    return _base_names()[component_id][lang]


def sourced(component_id: str, kind: str, name: Any, source: str, texts: Any = "", **numbers: Any) -> dict[str, Any]:
    """A component from a content entry: ``provenance`` is one of the three kinds, ``source`` the entry's own
    words (which fields are authored, which come from the rulebook or a public transcription)."""
    if source.startswith("public"):
        provenance = "public"
    elif source.startswith("rulebook") and "authored" not in source:
        provenance = "rulebook"
    else:
        provenance = "authored"
    return component(component_id, kind, name, provenance, texts, source=source, **numbers)


def _text(key: str, lang: str, **lists: Sequence[str] | Any) -> str:
    params = {k: _names(v, lang) if isinstance(v, (list, tuple)) else v for k, v in lists.items()}
    return render(key, params, lang)


def _texts(key: str, **params: Any) -> Names:
    return {lang: _text(key, lang, **params) for lang in LANGS}


def _basics() -> list[dict[str, Any]]:
    names = _base_names()
    out = [component(w, "worker", names[w], "rulebook", joker=w == "criminal") for w in C.WORKERS]
    out += [component(a, "attribute", names[a], "rulebook", maximum=C.BOARD.attribute_max) for a in C.ATTRIBUTES]
    out += [component(r, "resource", names[r], "rulebook") for r in RESOURCES]
    out += [component(r, "reward", names[r], "rulebook") for r in REWARDS]
    out += [component(p, "piece", _pair(pair), "rulebook") for p, pair in PIECES.items()]
    out += [component(t, "track", _pair(pair), "rulebook") for t, pair in TRACKS.items()]
    out.append(component("any", "slot", names["any"], "rulebook"))
    out += [component(PHASE_IDS[p], "phase", _pair(pair), "rulebook") for p, pair in PHASES.items()]
    out.append(component(AI_ID, "opponent", {"fr": "L'IA", "en": "The AI"}, "rulebook"))
    for action in C.SPACES:
        slots = C.BOARD.slots.get(action)
        out.append(component(action, "action_space", names[action], "rulebook",
                             _texts("paladins.text.space", slots=slots) if slots else "",
                             side="right" if action in C.RIGHT_ACTIONS else "left",
                             slots=list(slots) if slots else [],
                             limit=C.ACTION_LIMIT if action in C.RIGHT_ACTIONS and action != "attack" else None))
    out.append(component("rest", "action_space", names["rest"], "rulebook", side="ai"))
    return out


def _ability(ability: C.PaladinAbility, lang: str) -> str:
    return render(f"paladins.ability.{ability.kind}", {
        "action": _name_of(ability.action, lang), "cost": _name_of(ability.cost, lang) if ability.cost else "",
        "gain": _names(ability.gain, lang), "silver": ability.silver}, lang)


def _cards() -> list[dict[str, Any]]:
    out = []
    for i, paladin in enumerate(C.PALADINS):
        boost = paladin.boost
        texts = {lang: render("paladins.text.paladin", {
            "workers": _names(paladin.workers, lang), "faith": boost.faith, "strength": boost.strength,
            "influence": boost.influence, "ability": _ability(paladin.ability, lang)}, lang)
            for lang in LANGS}
        out.append(sourced(PALADIN_IDS[i], "paladin", paladin.name, paladin.provenance, texts,
                             workers=list(paladin.workers), faith=boost.faith, strength=boost.strength,
                             influence=boost.influence, action=paladin.action,
                             ability=paladin.ability.model_dump(exclude_defaults=True)))
    for i, townsfolk in enumerate(C.TOWNSFOLK):
        texts = {}
        for lang in LANGS:
            ability = render(f"paladins.text.{townsfolk.ability}", {
                "action": _name_of(townsfolk.action, lang) if townsfolk.action else "",
                "reward": _names(townsfolk.ability_reward, lang)}, lang)
            texts[lang] = render("paladins.text.townsfolk", {
                "quest": _names(townsfolk.quest_reward, lang), "recruit": _names(townsfolk.recruit_reward, lang),
                "ability": ability}, lang)
        out.append(sourced(TOWNSFOLK_IDS[i], "townsfolk", townsfolk.name, townsfolk.provenance, texts,
                             quest_reward=list(townsfolk.quest_reward), recruit_reward=list(townsfolk.recruit_reward),
                             ability=townsfolk.ability, action=townsfolk.action,
                             ability_reward=list(townsfolk.ability_reward)))
    for i, outsider in enumerate(C.OUTSIDERS):
        texts = {}
        for lang in LANGS:
            param = outsider.param or ""
            score = render(f"paladins.score.{outsider.score}", {
                "action": _name_of(param, lang) if param in C.SPACE_INDEX else "",
                "attribute": _name_of(param, lang) if param in C.ATTRIBUTES else "",
                "faction": render(f"paladins.faction.{param}", {}, lang) if outsider.score == "faction" else ""},
                lang)
            texts[lang] = render("paladins.text.outsider", {
                "attack": _names(outsider.attack_reward, lang), "convert": _names(outsider.convert_reward, lang),
                "score": score}, lang)
        out.append(sourced(OUTSIDER_IDS[i], "outsider", outsider.name, outsider.provenance, texts,
                             suit=outsider.suit, faction=outsider.faction, attack_reward=list(outsider.attack_reward),
                             convert_reward=list(outsider.convert_reward), score=outsider.score,
                             score_param=outsider.param))
    for tavern in C.TAVERNS:
        out.append(sourced(tavern.id, "tavern", {"fr": f"Taverne {tavern.id[7:]}", "en": f"Tavern {tavern.id[7:]}"},
                             tavern.provenance, _texts("paladins.text.tavern", workers=tavern.workers),
                             workers=list(tavern.workers)))
    for wall in C.WALLS:
        out.append(sourced(wall.id, "wall", {"fr": f"Rempart {wall.id[5:]}", "en": f"Wall {wall.id[5:]}"},
                             wall.provenance,
                             {lang: render("paladins.text.wall", {
                                 "rewards": _names(wall.rewards, lang), "vp": wall.vp,
                                 "choice": render("paladins.text.wall_choice", {
                                     "first": _names(wall.choice[0], lang), "second": _names(wall.choice[1], lang)},
                                     lang) if wall.choice else ""}, lang) for lang in LANGS},
                             rewards=list(wall.rewards), choice=[list(option) for option in wall.choice], vp=wall.vp))
    for suspicion in C.SUSPICIONS:
        number = suspicion.id[len("suspicion-"):]
        out.append(sourced(suspicion.id, "suspicion", {"fr": f"Suspicion {number}", "en": f"Suspicion {number}"},
                             suspicion.provenance, _texts("paladins.text.suspicion", tax=suspicion.tax),
                             tax=suspicion.tax))
    return out


def _king_and_board() -> list[dict[str, Any]]:
    out = []
    for order in C.ORDERS:
        names = {lang: render("paladins.name.order", {"action": _name_of(order.action, lang)}, lang)
                 for lang in LANGS}
        out.append(sourced(order.id, "kings_order", names, order.provenance,
                             {lang: render("paladins.text.order", {"need": order.need,
                                                                   "action": _name_of(order.action, lang)}, lang)
                              for lang in LANGS},
                             action=order.action, need=order.need, vp=list(C.ORDER_VP)))
    for i, favour in enumerate(C.FAVOURS):
        texts = {lang: render("paladins.text.favour", {
            "slots": _names(favour.slot, lang), "cost": favour.cost, "provisions": favour.provisions,
            "debt": render("paladins.text.favour_debt", {}, lang) if favour.take_debt else "",
            "rewards": _names(favour.rewards, lang),
            "choice": render("paladins.text.choice", {"options": " / ".join(_names(o, lang) for o in favour.choice)},
                             lang) if favour.choice else ""}, lang) for lang in LANGS}
        out.append(sourced(FAVOUR_IDS[i], "kings_favour", in_every_language(f"paladins.favour.{favour.id}"),
                           favour.provenance, texts, slots=list(favour.slot), cost=favour.cost,
                           provisions=favour.provisions, take_debt=favour.take_debt, rewards=list(favour.rewards),
                           choice=[list(option) for option in favour.choice]))
    for scheme, scheme_id in SCHEME_IDS.items():
        name = in_every_language(f"paladins.scheme.{scheme}")
        # the 5 Favour Schemes are the rulebook's; the other 12 cards' actions are authored (content/board.json)
        out.append(component(scheme_id, "scheme", name, "rulebook" if scheme == "favour" else "authored",
                             {lang: render("paladins.text.scheme", {"action": name[lang]}, lang) for lang in LANGS},
                             copies=sum(1 for card in C.BOARD.schemes if card == scheme) if scheme != "favour"
                             else C.FAVOURS_IN_PLAY))
    for r, region in enumerate(C.BOARD.regions):
        out.append(sourced(region_id(r), "region", {"fr": f"Région {r + 1}", "en": f"Region {r + 1}"},
                             region.provenance,
                             _texts("paladins.text.region", faith=region.faith, strength=region.strength),
                             faith=region.faith, strength=region.strength))
        for k, square in enumerate(region.spaces):
            out.append(sourced(square_id(r, k), "square",
                                 {"fr": f"Région {r + 1}, case {k + 1}", "en": f"Region {r + 1}, square {k + 1}"},
                                 region.provenance,
                                 _texts("paladins.text.square", region=r + 1, faith=region.faith,
                                        strength=region.strength, rewards=square.reward, players=square.min_players),
                                 region=r + 1, reward=list(square.reward), min_players=square.min_players))
    for i, rewards in enumerate(C.BOARD.absolve_slots):
        out.append(sourced(jar_slot_id(i), "jar_slot",
                             {"fr": f"Emplacement de Jarre {i + 1}", "en": f"Jar slot {i + 1}"},
                             C.BOARD.provenance, _texts("paladins.text.jar_slot", rewards=rewards),
                             reward=list(rewards), influence=C.BOARD.jar_values[i], cost=C.BOARD.jar_costs[i]))
    return out


COMPONENTS = check([*_basics(), *_cards(), *_king_and_board()])
register_names(GID, COMPONENTS)  # a Ref renders as its component's name
