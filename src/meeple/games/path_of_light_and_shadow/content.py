"""Content loader: validates the JSON data with pydantic once at import, then
exposes plain tuples indexed by small ints for the hot path.

A *card type* is one printed card variant: realm cards exist once per realm
deck they belong to (their starting location differs), so "Devout Granger"
of the Hallowed Vale and of the Woodland Nations are two types
(``devout-granger.vale`` and ``devout-granger.wood``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, Field, field_validator

from meeple.core.content import ContentError, ContentFiles

_DIR = Path(__file__).parent / "content"

REALMS = ("hallowed-vale", "mountain-clans", "riverway", "woodland")
REALM_SHORT = ("vale", "clans", "river", "wood")
FACTIONS = ("commonfolk", "halax", "sigilborne", "zurd", "numerai")
TREES = ("commonfolk", "halax", "sigilborne", "zurd", "general")
KINDS = ("village", "city", "stronghold")
TREE_IDS = {tree: f"{tree}-tree" for tree in TREES}  # component ids (a tree is not its faction)
WHERE = ("hand", "discard")  # where a card is Promoted or Culled from
RESOURCES = ("labor", "strength", "influence", "defense", "mercy", "cruelty")
EFFECTS = {
    "play": {"cull", "draw", "mercy", "cruelty", "influence"},
    "action": {"recover", "draw", "fortify", "raze", "trade", "gain-influence"},
    "conquer": {"reroll", "strength", "extra-die"},
    "defend": {"reroll", "strength"},
    "build": {"mercy"},
    "static": {"labor", "strength", "labor-realm", "strength-realm"},
}


class Names(BaseModel):
    en: str
    fr: str


class AbilityData(BaseModel):
    when: Literal["play", "action", "conquer", "defend", "build", "static"]
    effect: str
    value: int
    requires: Literal["cruel", "merciful"] | None = None


class CardData(BaseModel):
    id: str
    name: Names
    faction: Literal["commonfolk", "halax", "sigilborne", "zurd", "numerai"]
    origin: Literal["starter", "advisor", "realm", "upgrade"]
    labor: int
    strength: int
    influence: int
    defend: bool
    promote_cost: int | None
    promote_to: str | None
    abilities: list[AbilityData]
    provenance: str
    copies: int | None = None
    realm_copies: dict[str, int] | None = None

    @field_validator("abilities")
    @classmethod
    def _known_effects(cls, value: list[AbilityData]) -> list[AbilityData]:
        for a in value:
            if a.effect not in EFFECTS[a.when]:
                raise ValueError(f"unknown {a.when} effect {a.effect!r}")
        return value


class CardsFile(BaseModel):
    provenance: str
    cards: list[CardData]


class ProvinceData(BaseModel):
    id: str
    name: Names
    realm: Literal["hallowed-vale", "mountain-clans", "riverway", "woodland"]
    kind: Literal["village", "city", "stronghold"]
    defense: int
    port: bool
    adjacent: list[str]
    provenance: str


class SideData(BaseModel):
    name: Names
    provinces: list[ProvinceData]


class BoardFile(BaseModel):
    provenance: str
    two_player: SideData = Field(alias="two-player")
    multi_player: SideData = Field(alias="multi-player")


class StructureData(BaseModel):
    id: str
    name: Names
    tree: Literal["commonfolk", "halax", "sigilborne", "zurd", "general"]
    level: int
    cost: int
    effect: str
    value: int
    provenance: str


class AllyData(BaseModel):
    id: str
    name: Names
    condition: str
    threshold: int
    effect: str
    value: int
    influence: int
    provenance: str


class DieData(BaseModel):
    faces: list[tuple[int, int]]
    count: int
    provenance: str


class ComponentsFile(BaseModel):
    provenance: str
    structures: list[StructureData]
    allies: list[AllyData]
    die: DieData


_M = TypeVar("_M", bound=BaseModel)


def _load(name: str, model: type[_M]) -> _M:
    return ContentFiles(_DIR).load(name, model)  # _DIR looked up now: tests point it at a broken copy


NOT_PROMOTABLE = -1  # a card's promote_to when it has no Promotion result
LEGENDARY_NUMERAI = -2  # [RB D]: "a random Legendary Numerai" from the facedown deck


class Ability:
    __slots__ = ("when", "effect", "value", "requires")

    def __init__(self, when: str, effect: str, value: int, requires: str | None) -> None:
        self.when = when
        self.effect = effect
        self.value = value
        self.requires = requires  # None, "cruel" or "merciful"


class CardType:
    """One card variant (plain data, shared by every state)."""

    __slots__ = ("index", "id", "base", "data", "faction", "origin", "home", "labor", "strength",
                 "influence", "defend", "promote_cost", "promote_to", "abilities", "has_static")

    def __init__(self, index: int, id: str, data: CardData, home: int) -> None:
        self.index = index
        self.id = id
        self.base = data.id
        self.data = data
        self.faction = data.faction
        self.origin = data.origin
        self.home = home  # realm index for realm cards, -1 otherwise
        self.labor = data.labor
        self.strength = data.strength
        self.influence = data.influence
        self.defend = data.defend
        self.promote_cost = data.promote_cost
        self.promote_to = NOT_PROMOTABLE  # filled below, or LEGENDARY_NUMERAI
        self.abilities = tuple(Ability(a.when, a.effect, a.value, a.requires) for a in data.abilities)
        self.has_static = any(a.when == "static" for a in self.abilities)


class Province:
    __slots__ = ("index", "id", "name", "realm", "kind", "defense", "port", "adjacent", "provenance")

    def __init__(self, index: int, data: ProvinceData) -> None:
        self.index = index
        self.id = data.id
        self.name = data.name
        self.realm = REALMS.index(data.realm)
        self.kind = KINDS.index(data.kind)
        self.defense = data.defense
        self.port = data.port
        self.adjacent: tuple[int, ...] = ()
        self.provenance = data.provenance


class Board:
    __slots__ = ("key", "name", "provinces", "by_id", "moves", "villages")

    def __init__(self, key: str, side: SideData) -> None:
        self.key = key
        self.name = side.name
        self.provinces = tuple(Province(i, p) for i, p in enumerate(side.provinces))
        self.by_id = {p.id: p.index for p in self.provinces}
        for p, data in zip(self.provinces, side.provinces, strict=True):
            p.adjacent = tuple(sorted(self.by_id[a] for a in data.adjacent))
        # Move (rulebook "Move your leader"): adjacent provinces, and every port from a port.
        ports = [p.index for p in self.provinces if p.port]
        moves = []
        for p in self.provinces:
            dest = set(p.adjacent)
            if p.port:
                dest.update(q for q in ports if q != p.index)
            moves.append(tuple(sorted(dest)))
        self.moves = tuple(moves)
        self.villages = tuple(p.index for p in self.provinces if p.kind == 0)


def _build() -> tuple[tuple[CardType, ...], dict[str, int], dict[str, Board], list[StructureData],
                      list[AllyData], DieData]:
    cards_file = _load("cards.json", CardsFile)
    types: list[CardType] = []
    for data in cards_file.cards:
        if data.realm_copies is not None:
            for realm, _n in data.realm_copies.items():
                r = REALMS.index(realm)
                types.append(CardType(len(types), f"{data.id}.{REALM_SHORT[r]}", data, r))
        else:
            if data.copies is None:
                raise ContentError("cards.json", data.id, "copies", "needs copies or realm_copies")
            types.append(CardType(len(types), data.id, data, -1))
    by_id = {t.id: t.index for t in types}
    upgrade_by_base = {t.base: t.index for t in types if t.origin == "upgrade"}
    for t in types:
        target = t.data.promote_to
        if target is None:
            t.promote_to = NOT_PROMOTABLE
        elif target == "legendary-numerai":
            t.promote_to = LEGENDARY_NUMERAI
        elif target in upgrade_by_base:
            t.promote_to = upgrade_by_base[target]
        else:
            raise ContentError("cards.json", t.base, "promote_to", f"{target!r} is not an upgrade card")
    board_file = _load("board.json", BoardFile)
    boards = {"two-player": Board("two-player", board_file.two_player),
              "multi-player": Board("multi-player", board_file.multi_player)}
    comp = _load("components.json", ComponentsFile)
    return tuple(types), by_id, boards, comp.structures, comp.allies, comp.die


CARDS, CARD_BY_ID, BOARDS, STRUCTURE_DATA, ALLY_DATA, DIE_DATA = _build()
DIE_FACES: tuple[tuple[int, int], ...] = tuple((s, r) for s, r in DIE_DATA.faces)
DIE_FACE_KINDS = ("blank", "strength", "strength", "double", "ruin", "ruin")  # by face index
DIE_FACE_IDS = tuple(f"{kind}-face" for kind in DIE_FACE_KINDS)  # component ids
MAX_DICE = DIE_DATA.count


def copies(t: CardType) -> int:
    """How many physical cards of this variant the box holds."""
    if t.home >= 0:
        assert t.data.realm_copies is not None
        return t.data.realm_copies[REALMS[t.home]]
    assert t.data.copies is not None
    return t.data.copies


# Structures by tree and level: STRUCTURES[tree][level-1]
STRUCTURES: tuple[tuple[StructureData, ...], ...] = tuple(
    tuple(sorted((s for s in STRUCTURE_DATA if s.tree == tree), key=lambda s: s.level)) for tree in TREES
)
STRUCTURE_VALUE = {s.effect: s.value for s in STRUCTURE_DATA}  # the number printed in each ability
ALLIES: tuple[AllyData, ...] = tuple(ALLY_DATA)
ALLY_BY_ID = {a.id: i for i, a in enumerate(ALLIES)}
ADVISORS = tuple(t.index for t in CARDS if t.origin == "advisor")
LEGENDARY = tuple(t.index for t in CARDS if t.origin == "upgrade" and t.faction == "numerai")
