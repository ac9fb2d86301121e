"""Every component a player meets, for ``Game.components()``: the card types,
provinces and both board sides (adjacency, ports), realms, factions,
structure trees and structures, allies, die faces, resources, card zones and
phases.  Importing this module puts their names in the text catalog, so that
the ``Ref`` in actions and events render."""

from __future__ import annotations

from typing import Any

from meeple.core.components import check, component, register_names
from meeple.core.i18n import LANGS, Msg
from meeple.games.path_of_light_and_shadow.content import (
    ALLIES,
    BOARDS,
    CARDS,
    DIE_FACE_IDS,
    DIE_FACE_KINDS,
    DIE_FACES,
    FACTIONS,
    KINDS,
    LEGENDARY_NUMERAI,
    REALMS,
    RESOURCES,
    STRUCTURE_DATA,
    TREE_IDS,
    TREES,
    WHERE,
    copies,
)
from meeple.games.path_of_light_and_shadow.text import GAME_ID, card_text

PHASES = ("setup", "main", "end", "over")


def provenance(source: str) -> str:
    """The kind of source an entry's provenance note names."""
    if source.startswith("rulebook"):
        return "rulebook"
    if source.startswith("BGG"):
        return "public"
    return "authored"


def both(key: str, params: dict[str, Any] | None = None) -> dict[str, str]:
    """A catalog message in both languages."""
    return {lang: Msg(key, params or {}).text(lang) for lang in LANGS}


def card_entries() -> list[dict[str, Any]]:
    out = []
    for card in CARDS:
        target = card.promote_to
        result = None if target < 0 and target != LEGENDARY_NUMERAI else (
            "legendary-numerai" if target == LEGENDARY_NUMERAI else CARDS[target].id)
        out.append(component(
            card.id, "card", card.data.name, provenance(card.data.provenance),
            {lang: card_text(card, lang) for lang in LANGS},
            faction=card.faction, origin=card.origin, realm=REALMS[card.home] if card.home >= 0 else None,
            labor=card.labor, strength=card.strength, influence=card.influence, defend=card.defend,
            promotion_cost=card.promote_cost, promotion_result=result, copies=copies(card),
            source=card.data.provenance))
    return out


def board_entries() -> list[dict[str, Any]]:
    out = []
    seen: set[str] = set()
    for board in BOARDS.values():
        for province in board.provinces:
            if province.id in seen:  # the two sides share their provinces; they differ by roads and ports
                continue
            seen.add(province.id)
            out.append(component(province.id, "province", province.name, provenance(province.provenance),
                                 realm=REALMS[province.realm], province_kind=KINDS[province.kind],
                                 defense=province.defense, source=province.provenance))
    for board in BOARDS.values():
        out.append(component(board.key, "board", board.name, "authored", provinces={
            province.id: {"adjacent": [board.provinces[index].id for index in province.adjacent],
                          "port": province.port}
            for province in board.provinces}))
    return out


def structure_and_ally_entries() -> list[dict[str, Any]]:
    out = []
    for structure in STRUCTURE_DATA:
        out.append(component(structure.id, "structure", structure.name, provenance(structure.provenance),
                             both(f"path.sfx.{structure.effect}"), tree=TREE_IDS[structure.tree],
                             level=structure.level, cost=structure.cost, source=structure.provenance))
    for ally in ALLIES:
        condition = both(f"path.cond.{ally.condition}", {"n": ally.threshold})
        ability = both(f"path.afx.{ally.effect}", {"n": ally.value})
        out.append(component(ally.id, "ally", ally.name, provenance(ally.provenance),
                             {lang: f"{condition[lang]} {ability[lang]}" for lang in LANGS},
                             threshold=ally.threshold, value=ally.value, influence=ally.influence,
                             source=ally.provenance))
    return out


def vocabulary_entries() -> list[dict[str, Any]]:
    out = [component(realm, "realm", both(f"path.realm.{realm}"), "rulebook") for realm in REALMS]
    out += [component(faction, "faction", both(f"path.faction.{faction}"), "rulebook") for faction in FACTIONS]
    out += [component(TREE_IDS[tree], "structure-tree", both(f"path.tree.{tree}"), "rulebook") for tree in TREES]
    out += [component(kind, "province-kind", both(f"path.kind.{kind}"), "rulebook") for kind in KINDS]
    faces_done: set[str] = set()
    for index, face_id in enumerate(DIE_FACE_IDS):
        if face_id in faces_done:
            continue
        faces_done.add(face_id)
        strength, ruin = DIE_FACES[index]
        out.append(component(face_id, "die-face", both(f"path.face.{DIE_FACE_KINDS[index]}"), "authored",
                             strength=strength, ruin=ruin,
                             faces=sum(1 for other in DIE_FACE_IDS if other == face_id)))
    out += [component(resource, "resource", both(f"path.resource.{resource}"), "rulebook") for resource in RESOURCES]
    out += [component(where, "card-zone", both(f"path.where.{where}"), "rulebook") for where in WHERE]
    out += [component(phase, "phase", both(f"path.phase.{phase}"), "rulebook") for phase in PHASES]
    return out


COMPONENTS = check(card_entries() + board_entries() + structure_and_ally_entries() + vocabulary_entries())
register_names(GAME_ID, COMPONENTS)
