"""What a seat sees on the table, as labelled JSON: the main board, each player board, the solo AI's
board and score.  Components appear by id (``components.py``); hidden zones are counted by the engine.
The TypedDicts below are the view's schema (``Game.view_type``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from meeple.core.schema import Seat
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import (
    FAVOUR_IDS,
    ORDER_IDS,
    OUTSIDER_IDS,
    PALADIN_IDS,
    PHASE_IDS,
    SCHEME_IDS,
    SUSPICION_IDS,
    TAVERN_IDS,
    TOWNSFOLK_IDS,
    WALL_IDS,
    jar_slot_id,
    region_id,
    square_id,
)
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.scoring import score

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

FORBID = ConfigDict(extra="forbid")


@with_config(FORBID)
class Attributes(TypedDict):
    faith: int
    strength: int
    influence: int


@with_config(FORBID)
class Workers(TypedDict):
    laborer: int
    scout: int
    merchant: int
    fighter: int
    cleric: int
    criminal: int


@with_config(FORBID)
class Workshops(TypedDict):
    """Per right-side action, how many of its 2 leftmost worker slots hold a Workshop."""
    commission: int
    fortify: int
    garrison: int
    absolve: int
    attack: int
    convert: int


@with_config(FORBID)
class Debts(TypedDict):
    unpaid: int
    paid: int


@with_config(FORBID)
class BoardView(TypedDict):
    """A player board (the solo AI's too)."""
    seat: Seat
    score: int
    paladin: str | None  # this round's Paladin once revealed
    paladin_picked: bool  # chosen face down, not yet revealed
    paladins_used: list[str]
    workers: Workers
    silver: int
    provisions: int
    attributes: Attributes  # on the attribute track
    effective: Attributes  # with the round's Paladin boost: what requirements read
    workshops: Workshops
    workshops_placed: int
    monks: int
    outposts: int
    jars: list[str]  # the jar slots holding a Jar
    walls: list[str]
    townsfolk: list[str]
    converted: list[str]
    attacked: list[str]
    quests: int
    debts: Debts
    suspicion: list[str]
    occupied: list[str]  # action spaces holding workers this round
    passed: bool


@with_config(FORBID)
class AIView(TypedDict):
    board: BoardView
    resource_marker: int  # 1..5 on its Resource track
    scheme_discard: list[str]
    favour_schemes: int  # "King's Favour" Schemes still lying on face-down Favours
    rested: bool
    done: bool
    attribute_stack: list[str]  # attribute markers on the same space, top first (ties raise the top one)
    starting_orders: list[str]  # the King's Orders that placed its starting Workshops


@with_config(FORBID)
class Occupant(TypedDict):
    seat: Seat  # the solo AI is seat num_players
    piece: str  # monk or outpost


@with_config(FORBID)
class SquareView(TypedDict):
    square: str
    open: bool  # usable at this player count
    occupant: Occupant | None


@with_config(FORBID)
class RegionView(TypedDict):
    region: str
    faith: int  # a Monk needs this Faith
    strength: int  # an Outpost needs this Strength
    squares: list[SquareView]


@with_config(FORBID)
class TownsfolkSlot(TypedDict):
    card: str | None
    quest_cost: int  # silver printed under the slot
    recruit_cost: int
    debt_allowed: bool  # the leftmost slots may be recruited for a Debt


@with_config(FORBID)
class OutsiderSlot(TypedDict):
    card: str | None
    attack_strength: int
    convert_faith: int


@with_config(FORBID)
class TavernCard(TypedDict):
    card: str
    workers: list[str]
    taken: bool


@with_config(FORBID)
class OrderView(TypedDict):
    card: str
    vp: int


@with_config(FORBID)
class FavourView(TypedDict):
    card: str
    used: bool  # taken this round


@with_config(FORBID)
class PaladinsView(TypedDict):
    round: int
    rounds: int
    phase: str
    first_player: Seat
    tax_supply: int
    debts_left: int
    townsfolk: list[TownsfolkSlot]
    townsfolk_discard: list[str]
    outsiders: list[OutsiderSlot]
    outsider_discard: list[str]
    tavern: list[TavernCard]
    tavern_discard: list[str]
    kings_orders: list[OrderView]
    kings_favours: list[FavourView]
    suspicion_discard: list[str]
    main_board: list[RegionView]
    players: list[BoardView]
    ai: AIView | None


PIECES = ("monk", "outpost")


def _cards(ids: tuple[str, ...], cards: list[int]) -> list[str]:
    return [ids[card] for card in cards]


def board_view(s: PaladinsState, p: Player) -> BoardView:
    effective = s.effective(p)
    return {
        "seat": p.seat, "score": score(s, p)["total"],
        "paladin": PALADIN_IDS[p.paladin] if p.paladin >= 0 else None,
        "paladin_picked": bool(p.paladin_pick), "paladins_used": _cards(PALADIN_IDS, p.paladins_used),
        "workers": {"laborer": p.workers[0], "scout": p.workers[1], "merchant": p.workers[2],
                    "fighter": p.workers[3], "cleric": p.workers[4], "criminal": p.workers[5]},
        "silver": p.silver, "provisions": p.provisions,
        "attributes": {"faith": p.attributes[0], "strength": p.attributes[1], "influence": p.attributes[2]},
        "effective": {"faith": effective[0], "strength": effective[1], "influence": effective[2]},
        "workshops": {"commission": bin(p.workshops[0]).count("1"), "fortify": bin(p.workshops[1]).count("1"),
                      "garrison": bin(p.workshops[2]).count("1"), "absolve": bin(p.workshops[3]).count("1"),
                      "attack": bin(p.workshops[4]).count("1"), "convert": bin(p.workshops[5]).count("1")},
        "workshops_placed": p.developed, "monks": p.monks, "outposts": p.outposts,
        "jars": [jar_slot_id(i) for i in range(C.JAR_SLOTS) if p.jar_slots >> i & 1],
        "walls": _cards(WALL_IDS, p.walls), "townsfolk": _cards(TOWNSFOLK_IDS, p.townsfolk),
        "converted": _cards(OUTSIDER_IDS, p.converts), "attacked": _cards(OUTSIDER_IDS, p.attacked),
        "quests": p.quests, "debts": {"unpaid": p.unpaid_debts, "paid": p.paid_debts},
        "suspicion": _cards(SUSPICION_IDS, p.suspicion),
        "occupied": [name for name in C.SPACES if p.occupied >> C.SPACE_INDEX[name] & 1],
        "passed": p.passed,
    }


def table_view(s: PaladinsState) -> PaladinsView:
    """The whole table as every seat sees it (secrets are hidden zones, not here)."""
    ai: AIView | None = None
    if s.ai is not None:
        ai = {"board": board_view(s, s.ai_player), "resource_marker": s.ai.marker + 1,
              "scheme_discard": [SCHEME_IDS[card] for card in s.ai.scheme_discard],
              "favour_schemes": s.ai.favour_schemes, "rested": s.ai.rested, "done": s.ai.done,
              "attribute_stack": [C.ATTRIBUTES[k] for k in s.ai.stack_order],
              "starting_orders": _cards(ORDER_IDS, s.solo_orders)}
    return {
        "round": s.round, "rounds": C.ROUNDS, "phase": PHASE_IDS[s.phase], "first_player": s.first_player,
        "tax_supply": s.tax_supply, "debts_left": s.debts_left,
        "townsfolk": [{"card": TOWNSFOLK_IDS[card] if card >= 0 else None, "quest_cost": C.QUEST_COSTS[i],
                       "recruit_cost": C.RECRUIT_COSTS[i], "debt_allowed": i < C.DEBT_SLOTS}
                      for i, card in enumerate(s.townsfolk_row)],
        "townsfolk_discard": _cards(TOWNSFOLK_IDS, s.townsfolk_discard),
        "outsiders": [{"card": OUTSIDER_IDS[card] if card >= 0 else None,
                       "attack_strength": C.BOARD.attack_strength[i], "convert_faith": C.BOARD.convert_faith[i]}
                      for i, card in enumerate(s.outsider_row)],
        "outsider_discard": _cards(OUTSIDER_IDS, s.outsider_discard),
        "tavern": [{"card": TAVERN_IDS[card], "workers": list(C.TAVERNS[card].workers), "taken": taken}
                   for card, taken in zip(s.tavern_row, s.tavern_taken, strict=True)],
        "tavern_discard": _cards(TAVERN_IDS, s.tavern_discard),
        "kings_orders": [{"card": ORDER_IDS[card], "vp": C.ORDER_VP[i]} for i, card in enumerate(s.orders_up)],
        "kings_favours": [{"card": FAVOUR_IDS[card], "used": bool(s.favours_used >> i & 1)}
                          for i, card in enumerate(s.favours_up)],
        "suspicion_discard": _cards(SUSPICION_IDS, s.suspicion_discard),
        "main_board": [{"region": region_id(r), "faith": region.faith, "strength": region.strength,
                        "squares": [{"square": square_id(r, k), "open": C.SPACE_MIN[r][k] <= s.num_players,
                                     "occupant": None if occupant < 0 else
                                     {"seat": occupant // 2, "piece": PIECES[occupant % 2]}}
                                    for k, occupant in enumerate(s.spaces[r])]}
                       for r, region in enumerate(C.BOARD.regions)],
        "players": [board_view(s, p) for p in s.players],
        "ai": ai,
    }
