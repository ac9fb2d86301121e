"""What a seat sees of the table, as labelled JSON (``PathState.public_view``)
and its type, from which the view's JSON Schema is generated: the map (each
province's realm, kind, defense, banner, roads and port, leaders), each
nation's public board, the supply, the conquest in progress and the queued
effects.  Hands, decks and facedown cards are hidden zones (counts)."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from meeple.core.schema import Seat
from meeple.games.path_of_light_and_shadow.content import (
    ALLIES,
    CARDS,
    DIE_FACE_IDS,
    KINDS,
    REALMS,
    STRUCTURE_DATA,
    TREE_IDS,
    TREES,
)
from meeple.games.path_of_light_and_shadow.model import NO_CARD, NOBODY, ROUNDS, ROUNDS_PER_YEAR, YEARS, PathData

CARD_IDS = tuple(card.id for card in CARDS)
STRUCTURE_OF_EFFECT = {structure.effect: structure.id for structure in STRUCTURE_DATA}
FORBID = ConfigDict(extra="forbid")


@with_config(FORBID)
class ProvinceView(TypedDict):
    id: str
    realm: str
    kind: str
    defense: int  # current defense
    printed_defense: int  # the most it can have
    owner: Seat | None  # the seat whose banner is there
    port: bool
    adjacent: list[str]  # provinces sharing a border (every port is also reachable from a port)
    leaders: list[Seat]  # seats whose leader stands there


@with_config(FORBID)
class TurnView(TypedDict):
    moved: bool
    ally_gained: bool
    fleet_used: bool
    bazaar_used: bool
    gulag_used: bool


@with_config(FORBID)
class PlayerView(TypedDict):
    seat: Seat
    influence: int
    mercy: int  # the Morality track: at most one of mercy and cruelty is above 0
    cruelty: int
    position: str | None
    structures: dict[str, int]  # structure tree id -> level built (0-4)
    allies: list[str]
    discard: list[str]
    play: list[str]
    year_gains: list[int]  # Influence gained at each End of Year Scoring so far
    turn: TurnView


@with_config(FORBID)
class CombatView(TypedDict):
    attacker: Seat
    defender: Seat | None
    province: str
    attackers: list[str]  # revealed (facedown ones are the hidden zone "attack")
    defenders: list[str]
    attack_dice: list[str]
    defense_dice: list[str]
    attack_rerolls: int
    defense_rerolls: int
    extra_dice: int
    ruin_to_cull: int  # the defender's ruin the attacker still pays in culled attackers


@with_config(FORBID)
class PendingView(TypedDict):
    seat: Seat
    source: str  # the card (or structure) whose ability waits to resolve


@with_config(FORBID)
class PathView(TypedDict):
    board: str
    round: int
    rounds: int
    year: int
    first: Seat
    active: Seat
    phase: str
    provinces: list[ProvinceView]
    players: list[PlayerView]
    allies: list[str]  # still available
    upgrade_decks: dict[str, int]  # faceup upgrade card id -> copies left
    box: list[str]  # cards out of the game
    promoting: str | None  # the card set aside while its Promotion is paid
    combat: CombatView | None
    pending: list[PendingView]


def public_view(state: PathData) -> PathView:
    provinces = state.board.provinces
    combat = state.combat
    return {
        "board": state.board.key,
        "round": state.round,
        "rounds": ROUNDS,
        "year": min(YEARS, (state.round - 1) // ROUNDS_PER_YEAR + 1),
        "first": state.first,
        "active": state.active,
        "phase": state.phase,
        "provinces": [{
            "id": province.id, "realm": REALMS[province.realm], "kind": KINDS[province.kind],
            "defense": state.defense[province.index], "printed_defense": province.defense,
            "owner": None if state.owner[province.index] == NOBODY else state.owner[province.index],
            "port": province.port, "adjacent": [provinces[index].id for index in province.adjacent],
            "leaders": [player.seat for player in state.players if player.position == province.index],
        } for province in provinces],
        "players": [{
            "seat": player.seat, "influence": player.influence,
            "mercy": max(0, player.morality), "cruelty": max(0, -player.morality),
            "position": provinces[player.position].id if player.position >= 0 else None,
            "structures": {TREE_IDS[tree]: level for tree, level in zip(TREES, player.levels, strict=True)},
            "allies": [ALLIES[ally].id for ally in player.allies],
            "discard": [CARD_IDS[card] for card in player.discard],
            "play": [CARD_IDS[card] for card in player.play],
            "year_gains": list(player.year_gains),
            "turn": {"moved": player.moved, "ally_gained": player.ally_gained, "fleet_used": player.fleet_used,
                     "bazaar_used": player.bazaar_used, "gulag_used": player.gulag_used},
        } for player in state.players],
        "allies": [ALLIES[ally].id for ally in state.allies],
        "upgrade_decks": {CARD_IDS[card]: n for card, n in enumerate(state.supply)
                          if CARDS[card].origin == "upgrade" and CARDS[card].faction != "numerai"},
        "box": sorted(CARD_IDS[card] for card in state.box),
        "promoting": CARD_IDS[state.promoting] if state.promoting != NO_CARD else None,
        "combat": None if combat is None else {
            "attacker": combat.attacker, "defender": None if combat.defender == NOBODY else combat.defender,
            "province": provinces[combat.province].id,
            "attackers": [CARD_IDS[card] for card in combat.attackers],
            "defenders": [CARD_IDS[card] for card in combat.defenders],
            "attack_dice": [DIE_FACE_IDS[face] for face in combat.attack_dice],
            "defense_dice": [DIE_FACE_IDS[face] for face in combat.defense_dice],
            "attack_rerolls": combat.attack_rerolls, "defense_rerolls": combat.defense_rerolls,
            "extra_dice": combat.extra_dice, "ruin_to_cull": combat.to_sacrifice,
        },
        "pending": [{"seat": item.seat, "source": CARD_IDS[item.card] if item.card != NO_CARD
                     else STRUCTURE_OF_EFFECT[item.effect]} for item in state.pending],
    }
