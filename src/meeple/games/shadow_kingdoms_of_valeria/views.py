"""What a seat sees of the table, as labelled JSON (``public_view``), and its
type (``ValeriaView``, the game's ``view_type``: ``meeple.core.schema`` makes the
JSON Schema from it).  Every string in it is a component id (components.py).

All of Valeria is public except the order of the face-down piles, which the
engine's hidden zones report as counts: the bag's contents, every card in play,
the cards put under the piles, the dice and the Adversary are on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from meeple.core.schema import Seat
from meeple.games.shadow_kingdoms_of_valeria.components import (
    CAMP_ID,
    ROW_COSTS,
    board_id,
    chain_id,
    sanctuary_id,
    slot_id,
)
from meeple.games.shadow_kingdoms_of_valeria.conquest import ROW, zone_requirement
from meeple.games.shadow_kingdoms_of_valeria.content import CHAIN_PAIRS, COLOURS, DECKS, load
from meeple.games.shadow_kingdoms_of_valeria.model import CAMP, Adversary, Die, Player
from meeple.games.shadow_kingdoms_of_valeria.scoring import adversary_distinction_vp, claim_vp
from meeple.games.shadow_kingdoms_of_valeria.tables import BOARD_JOKER, DISCOUNT, JOKER_FACE, SIDES, SLOT_COST

if TYPE_CHECKING:
    from meeple.games.shadow_kingdoms_of_valeria.model import ValeriaData

C = load()
FORBID = ConfigDict(extra="forbid")


@with_config(FORBID)
class DieView(TypedDict):
    troop: str  # troop type id
    strength: int
    discount: int
    joker: bool  # the face shows the Joker symbol


@with_config(FORBID)
class ReserveSlotView(TypedDict):
    slot: str  # slot-left / slot-middle / slot-right
    open: bool
    plan: str | None


@with_config(FORBID)
class ZoneView(TypedDict):
    zone: int  # row-major 0..8
    row: int
    column: int
    requires: str  # a troop type, a plan type or strength-15
    marker: bool


@with_config(FORBID)
class ChainView(TypedDict):
    zones: list[int]  # the two adjacent zones it sits between
    bonus: str  # chain-A .. chain-F
    taken: bool


@with_config(FORBID)
class PlayerView(TypedDict):
    board: str | None  # board-<colour>, None until chosen
    wild_troop: str | None  # the board's troop type once "joker" is unlocked
    location: str  # a sanctuary id or camp
    dice: list[DieView]
    troop_slots: int
    gold: int
    magic: int
    influence: int
    gems: int
    cap: int  # Gold, Magic and Influence stop here
    gem_capacity: int
    vp: int
    champions: list[str]
    champion_limit: int
    completed: list[str]
    reserve: list[ReserveSlotView]
    unlocked: list[str]  # upgrades whose conquest marker is off the board
    markers_left: int
    strength_bonus: int
    scroll: str | None  # the chosen scroll side
    zones: list[ZoneView]
    chains: list[ChainView]


@with_config(FORBID)
class SanctuaryView(TypedDict):
    sanctuary: str
    dice: list[DieView]
    wardens: list[Seat]  # seats standing there
    adversary: bool


@with_config(FORBID)
class ColumnSlotView(TypedDict):
    cost: int
    plan: str | None


@with_config(FORBID)
class ChampionRowView(TypedDict):
    deck: str
    base_cost: int
    cards: list[str | None]
    under_pile: list[str]  # put under the pile, drawn in this order once the pile runs out


@with_config(FORBID)
class DistinctionView(TypedDict):
    distinction: str
    vp: list[int]  # left circle, middle circle, right circle
    claimed_by: list[Seat]  # seats, in circle order
    next_vp: int  # what the next claim scores (a card never fills up: scoring.claimable)


@with_config(FORBID)
class AdversaryView(TypedDict):
    location: str
    vp: int
    completed: list[str]
    distinction_vp_at_end: int  # what it will take at the final scoring (already in vp once over)


@with_config(FORBID)
class TurnView(TypedDict):
    discount: int | None  # of the die taken this turn
    plan: str | None  # the plan being carried out at camp
    plan_dice: list[DieView]
    wild_dice: list[int]  # plan dice made wild with a Gem (indices into plan_dice)
    total_strength: int | None
    waiting_die: DieView | None  # a new die waiting for a troop slot


@with_config(FORBID)
class ValeriaView(TypedDict):
    players: list[PlayerView]
    first_player: Seat
    turn_player: Seat
    bag: dict[str, int]  # dice per troop type
    gem_supply: int  # Gems on the Gem sanctuary
    sanctuaries: list[SanctuaryView]
    column: list[ColumnSlotView]  # index 0 is the 1-Gold slot
    stratagem_under_pile: list[str]
    champion_rows: list[ChampionRowView]
    distinctions: list[DistinctionView]
    end_triggered: bool
    adversary: AdversaryView | None
    turn: TurnView


def die_view(die: Die) -> DieView:
    colour, value = die
    return {"troop": COLOURS[colour], "strength": value, "discount": DISCOUNT[value], "joker": JOKER_FACE[value]}


def location_id(location: int) -> str:
    return CAMP_ID if location == CAMP else sanctuary_id(location)


def player_view(p: Player) -> PlayerView:
    side = SIDES.get(p.scroll)
    zones: list[ZoneView] = []
    chains: list[ChainView] = []
    if side is not None:
        zones = [{"zone": i, "row": i // ROW + 1, "column": i % ROW + 1, "requires": zone_requirement(zone),
                  "marker": p.markers[i]} for i, zone in enumerate(side.zones)]
        chains = [{"zones": list(pair), "bonus": chain_id(side.chains[i]), "taken": i in p.chains}
                  for i, pair in enumerate(CHAIN_PAIRS)]
    wild = COLOURS[BOARD_JOKER[p.board]] if p.board and "joker" in p.unlocked else None
    return {
        "board": board_id(p.board) if p.board else None, "wild_troop": wild, "location": location_id(p.location),
        "dice": [die_view(d) for d in p.dice], "troop_slots": p.troop_slots,
        "gold": p.gold, "magic": p.magic, "influence": p.influence, "gems": p.gems, "cap": p.cap,
        "gem_capacity": p.gem_capacity, "vp": p.vp, "champions": list(p.champions),
        "champion_limit": p.champion_limit, "completed": list(p.completed),
        "reserve": [{"slot": slot_id(i), "open": p.reserve_open(i), "plan": card} for i, card in enumerate(p.reserve)],
        "unlocked": sorted(p.unlocked), "markers_left": p.markers_left,
        "strength_bonus": int("strength_bonus" in p.unlocked), "scroll": p.scroll or None,
        "zones": zones, "chains": chains,
    }


def adversary_view(s: ValeriaData, adv: Adversary) -> AdversaryView:
    return {"location": sanctuary_id(adv.location), "vp": adv.vp, "completed": list(adv.completed),
            "distinction_vp_at_end": adversary_distinction_vp(s)}


def turn_view(s: ValeriaData) -> TurnView:
    ctx = s.ctx
    waiting = next((d.data["die"] for d in reversed(s.stack) if d.kind == "full_slots"), None)
    return {
        "discount": ctx.get("discount"), "plan": ctx.get("plan"),
        "plan_dice": [die_view(d) for d in ctx.get("plan_dice", ())],
        "wild_dice": sorted(ctx.get("wild", ())), "total_strength": ctx.get("total"),
        "waiting_die": None if waiting is None else die_view(waiting),
    }


def public_view(s: ValeriaData) -> ValeriaView:
    here = {i: [seat for seat, p in enumerate(s.players) if p.location == i] for i in range(len(s.sanctuaries))}
    adversary_at = s.solo.location if s.solo is not None else None
    return {
        "players": [player_view(p) for p in s.players],
        "first_player": s.first_player,
        "turn_player": s.turn_player,
        "bag": dict(zip(COLOURS, s.bag, strict=True)),
        "gem_supply": s.gem_supply,
        "sanctuaries": [{"sanctuary": sanctuary_id(i), "dice": [die_view(d) for d in dice], "wardens": here[i],
                         "adversary": adversary_at == i} for i, dice in enumerate(s.sanctuaries)],
        "column": [{"cost": SLOT_COST[i], "plan": card} for i, card in enumerate(s.column)],
        "stratagem_under_pile": list(s.strat_pile.under),
        "champion_rows": [{"deck": deck, "base_cost": ROW_COSTS[deck], "cards": list(s.rows[deck]),
                           "under_pile": list(s.champion_piles[deck].under)} for deck in DECKS],
        "distinctions": [{"distinction": card, "vp": list(C.distinctions[card].vp), "claimed_by": list(s.claims[i]),
                          "next_vp": claim_vp(s, i)}
                         for i, card in enumerate(s.distinctions)],
        "end_triggered": s.end_triggered,
        "adversary": None if s.solo is None else adversary_view(s, s.solo),
        "turn": turn_view(s),
    }
