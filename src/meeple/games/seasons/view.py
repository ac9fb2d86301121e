"""What the table shows a seat (``public_view``), as labelled JSON described by
``SeasonsView``: the season wheel, the dice with the season they were rolled in,
each seat's board (crystals, energies by name, summoning gauge, bonus track,
Destiny points, token) and play area, and the public piles.  Hidden zones
(hands, libraries, draft packs, the draw pile) are added by the engine."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from meeple.core.schema import Seat
from meeple.games.seasons import rules
from meeple.games.seasons.components import die_id, enchantment_id, face_id
from meeple.games.seasons.content import SEASONS, token_id
from meeple.games.seasons.model import BONUS_PENALTY, TOKEN_HOLDERS, VISION_OF_DESTINY

S = Any  # the SeasonsState


@with_config(ConfigDict(extra="forbid"))
class EnergyView(TypedDict):
    air: int
    water: int
    fire: int
    earth: int


@with_config(ConfigDict(extra="forbid"))
class DieView(TypedDict):
    die: str  # a die component id ("winter-die-3")
    face: str  # the face on top ("winter-die-3-face-5")
    season: str  # the season it was rolled in


@with_config(ConfigDict(extra="forbid"))
class CardInPlayView(TypedDict):
    card: str  # card slug
    activated: bool  # turned this turn (base 5.6)
    tokens: int  # tokens on the card (stored energies, Chalice/Jewel counters, Trap, Locks on a familiar)
    stored: EnergyView | None  # energies kept by type on it (Amulet of Water, Cauldron, Monolith)
    copies: str | None  # Raven the Usurper: the item it copies


@with_config(ConfigDict(extra="forbid"))
class SeatView(TypedDict):
    seat: Seat
    crystals: int
    energy: EnergyView
    reserve_limit: int
    summoning_gauge: int
    cards_in_play: int
    bonus_used: int
    bonus_penalty: int
    destiny_points: int
    token: str | None
    token_used: bool
    die: DieView | None  # the season die taken this round
    hand: int
    library_2: int
    library_3: int
    fertile_grave_used: bool
    play_area: list[CardInPlayView]


@with_config(ConfigDict(extra="forbid"))
class CalendarView(TypedDict):
    year: int  # 1-3
    month: int  # space on the season wheel, 1-12
    season: str
    first_player: Seat
    # the marker has moved past the last space of year III (base 6: the game ends with the
    # round): ``year`` stays 3, ``month`` and ``season`` are where the marker stands
    past_end: bool


@with_config(ConfigDict(extra="forbid"))
class TurnView(TypedDict):
    player: Seat
    may_transmute: bool
    transmute_bonus: int
    must_draw: bool


@with_config(ConfigDict(extra="forbid"))
class SeasonsView(TypedDict):
    phase: str
    level: str
    enchantment: str | None
    calendar: CalendarView
    season_dice: dict[str, list[str]]  # the dice in use, per season
    dice_on_table: list[DieView]
    die_left_over: DieView | None  # moves the season marker at the end of the round
    seats: list[SeatView]
    turn: TurnView | None
    oracle: list[str]  # Otus the Oracle's face-up cards
    out_of_game: list[str]  # Twist of Fate, Otus's cards when it leaves play
    face_up: list[str]  # EK Vision of Destiny: the top two cards of the draw pile, the top one last
    replicas_left: int


def energy(values: list[int]) -> EnergyView:
    return {"air": values[0], "water": values[1], "fire": values[2], "earth": values[3]}


def die(entry: list[int] | None) -> DieView | None:
    if entry is None:
        return None
    number, face, season = entry
    return {"die": die_id(season, number), "face": face_id(season, number, face), "season": SEASONS[season]}


def card_in_play(s: S, entry: list[int]) -> CardInPlayView:
    cid = entry[0]
    copies = s.slug_of(entry[rules.RAVEN_ITEM]) if rules.copying(entry) else None
    holds = (entry[rules.RAVEN_ITEM] if copies else cid) in TOKEN_HOLDERS  # a locked Raven keeps its layout
    locks = entry[rules.RAVEN_LOCKS] if copies else 0  # a copying Raven keeps its Locks apart
    return {"card": s.slug_of(cid), "activated": bool(entry[1]), "tokens": entry[2] + locks,
            "stored": energy(entry[3:7]) if holds else None, "copies": copies}


def seat(s: S, p: int) -> SeatView:
    token = s.token[p]
    return {
        "seat": p, "crystals": s.crystals[p], "energy": energy(s.energy[p]), "reserve_limit": rules.limit(s, p),
        "summoning_gauge": s.gauge[p], "cards_in_play": len(s.play[p]), "bonus_used": s.bonus[p],
        "bonus_penalty": BONUS_PENALTY[s.bonus[p]], "destiny_points": s.destiny[p],
        "token": token_id(token) if token else None, "token_used": s.token_used[p], "die": die(s.taken[p]),
        "hand": len(s.hands[p]), "library_2": len(s.lib2[p]), "library_3": len(s.lib3[p]),
        "fertile_grave_used": s.grave_used[p], "play_area": [card_in_play(s, entry) for entry in s.play[p]],
    }


def public_view(s: S, viewer: int | None) -> SeasonsView:
    slug = {cid: s.slug_of(cid) for cid in s.C.cards}
    in_round = s.phase == "tournament" and not s.over
    # base 5.1: a seat's turn (step 3) lasts while its main decision is open; no turn is played while
    # the dice are chosen (step 2) or the round ends (step 4), whoever played the last one.
    in_turn = in_round and any(decision.kind == "main" for decision in s.stack)
    return {
        "phase": s.phase, "level": s.level,
        "enchantment": enchantment_id(s.enchant) if s.enchant else None,
        "calendar": {"year": min(s.year, 3), "month": s.month + 1, "season": SEASONS[s.season],
                     "first_player": s.first, "past_end": s.year > 3},
        "season_dice": {SEASONS[season]: [die_id(season, d) for d in chosen]
                        for season, chosen in enumerate(s.dice_sel)},
        "dice_on_table": [] if s.leftover is not None else [die(entry) for entry in s.pool],  # type: ignore[misc]
        "die_left_over": die(s.leftover),
        "seats": [seat(s, p) for p in range(s.num_players)],
        "turn": {"player": s.turn_player, "may_transmute": s.may_transmute, "transmute_bonus": s.trans_bonus,
                 "must_draw": s.draw_pending} if in_turn else None,
        "oracle": [slug[c] for c in s.oracle], "out_of_game": [slug[c] for c in s.removed],
        "face_up": [slug[c] for c in s.deck[-2:]] if s.enchant == VISION_OF_DESTINY else [],
        "replicas_left": s.replicas,
    }

