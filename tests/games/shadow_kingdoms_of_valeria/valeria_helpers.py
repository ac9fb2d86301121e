"""Builders for hand-made Shadow Kingdoms of Valeria positions.

Tests start from a real game past its setup choices, then set fields by hand
(champions, gold, dice, rows, reserve...) and drive the rules through
``state.apply(<action id>)``.  Card moves go through :func:`put_face_up` so that
every card stays in exactly one place.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

import meeple
from helpers import ids as ids  # the shared helpers, re-exported for these tests
from helpers import seat as seat
from meeple.games.shadow_kingdoms_of_valeria.content import SANCTUARIES, load
from meeple.games.shadow_kingdoms_of_valeria.model import CAMP, Die
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

C = load()
GAME = meeple.load_game("shadow-kingdoms-of-valeria")
GOBLIN, ORC, SKELETON, GARGOYLE, GNOLL = range(5)
COLOUR = {name: i for i, name in enumerate(C.colours)}
NEUTRAL_UPGRADE = "champions_6"  # an unlock that changes no resource or strength


def new(n: int = 2, seed: int = 0, side: str = "scroll-1a", board: str | None = None,
        options: dict[str, int] | None = None) -> ValeriaState:
    """A game past its setup choices (first options taken, or ``board`` for the
    first player); the turn player is about to move and stands at camp.  Every
    player's scroll side is ``side``."""
    state = GAME.new_game(n, seed, options)
    assert isinstance(state, ValeriaState)
    while state.decision is not None and state.decision.kind in ("choose_board", "choose_side"):
        if board and state.decision.kind == "choose_board" and state.decision.player == state.first_player:
            state.apply(f"board:{board}")
        else:
            state.apply(state.legal_actions()[0].id)
    for p in state.players:
        p.scroll = side
    return edited(state)


def edited(state: ValeriaState) -> ValeriaState:
    """Fields were set by hand: forget the cached legal actions."""
    state._legal = None
    return state


def card(effect: str, copy: int = 0) -> str:
    """The id of a champion card with this effect key (its ``copy``-th card)."""
    return [c for c in C.champion_ids if C.champions[c].effect == effect][copy]


def plan(kind: str, troops: int | None = None) -> str:
    """A battle plan of this type (and number of troop symbols, if given)."""
    for cid in C.stratagem_ids:
        p = C.stratagems[cid]
        if p.type == kind and (troops is None or len(p.troops) == troops):
            return cid
    raise LookupError(kind)


def plan_dice(card_id: str, value: int = 3) -> list[Die]:
    """Dice exactly matching a plan's troop symbols, all showing ``value``."""
    return [(COLOUR[t], value) for t in C.stratagems[card_id].troops]


def _locate(state: ValeriaState, cid: str) -> tuple[list[str | None], int]:
    """The list (row or pile part) holding an unowned champion, and its index."""
    for row in state.rows.values():
        if cid in row:
            return row, row.index(cid)
    for pile in state.champion_piles.values():
        for part in (pile.hidden, pile.under):
            if cid in part:
                return cast("list[str | None]", part), part.index(cid)
    raise LookupError(f"{cid} is not in a row or a pile")


def put_face_up(state: ValeriaState, cid: str, index: int = 0) -> None:
    """Swap champion ``cid`` into place ``index`` of its row (cards conserved)."""
    row = state.rows[C.champions[cid].deck]
    where, i = _locate(state, cid)
    if where is row and i == index:
        return
    displaced = row[index]
    row[index] = cid
    if displaced is None:  # an empty row slot: the card just leaves its place
        del where[i]
    else:
        where[i] = displaced
    edited(state)


def give_champions(state: ValeriaState, who: int, cards: Iterable[str]) -> None:
    """Hand champions to a player, taken from wherever they are (a row slot is
    refilled from its pile, so cards are conserved).  Their own one-shot effects
    are NOT run: use the Champion sanctuary for that."""
    for cid in cards:
        owner = state.players[who].champions
        if cid in owner:
            continue
        deck = C.champions[cid].deck
        row, pile = state.rows[deck], state.champion_piles[deck]
        if cid in row:
            row[row.index(cid)] = pile.draw()
        elif cid in pile.hidden:
            pile.hidden.remove(cid)
        elif cid in pile.under:
            pile.under.remove(cid)
        else:
            other = next(p for p in state.players if cid in p.champions)
            other.champions.remove(cid)
        owner.append(cid)
    edited(state)


def _take_colour(state: ValeriaState, colour: int) -> None:
    """Withdraw one die of ``colour`` from the bag, or else from a sanctuary."""
    if state.bag[colour] > 0:
        state.bag[colour] -= 1
        return
    for dice in state.sanctuaries:
        for die in dice:
            if die[0] == colour:
                dice.remove(die)
                return
    raise AssertionError(f"no die of colour {colour} left outside the players' camps")


def set_sanctuary(state: ValeriaState, sanctuary: int, dice: list[Die]) -> None:
    """Replace a sanctuary's dice, exchanging them with the bag (dice conserved)."""
    for colour, _ in state.sanctuaries[sanctuary]:
        state.bag[colour] += 1
    state.sanctuaries[sanctuary] = []
    for colour, _ in dice:
        _take_colour(state, colour)
    state.sanctuaries[sanctuary] = list(dice)
    edited(state)


def set_troops(state: ValeriaState, who: int, dice: list[Die]) -> None:
    """Replace a player's troop dice, exchanging them with the bag."""
    for colour, _ in state.players[who].dice:
        state.bag[colour] += 1
    state.players[who].dice = []
    for colour, _ in dice:
        _take_colour(state, colour)
    state.players[who].dice = list(dice)
    edited(state)


def die_text(die: Die) -> str:
    return f"{C.colours[die[0]]}-{die[1]}"


def visit(state: ValeriaState, sanctuary: int, die: Die) -> None:
    """The turn player moves to ``sanctuary`` (given exactly that one die) and takes it."""
    who = seat(state)
    set_sanctuary(state, sanctuary, [die])
    if state.players[who].location == sanctuary:
        state.players[who].location = CAMP
    edited(state)
    state.apply(f"move:{SANCTUARIES[sanctuary]}")
    state.apply(f"die:{die_text(die)}")


def start_plan(state: ValeriaState, plan_id: str, dice: list[Die], slot: int = 0) -> int:
    """The turn player holds ``dice`` and ``plan_id`` reserved in ``slot``, goes to
    camp and chooses that plan and its first dice (one per troop symbol).  Returns the seat; the
    pending decision is then "boost" (modify dice or finish)."""
    who = seat(state)
    p = state.players[who]
    set_troops(state, who, dice)
    p.reserve[slot] = plan_id
    if slot:
        p.unlocked.add(("reserve_middle", "reserve_right")[slot - 1])
    p.location = 0 if p.location == CAMP else p.location
    edited(state)
    state.apply("move:camp")
    state.apply(f"plan:reserve:{slot}")
    needed = len(C.stratagems[plan_id].troops)  # the first dice carry the plan
    state.apply("dice:" + "-".join(str(i) for i in range(needed)))
    return who


def finish_plan(state: ValeriaState, zone: int = 4, upgrade: str = NEUTRAL_UPGRADE) -> None:
    """After the "boost" step: finish, remove ``upgrade``'s marker and place it on ``zone``."""
    state.apply("done")
    state.apply(f"unlock:{upgrade}")
    state.apply(f"zone:{zone}")


def strength_logged(state: ValeriaState) -> tuple[int, int]:
    """(raw, total) Strength of the last plan, from the log."""
    for event in reversed(state.log):
        if event.msg.key == "valeria.log.strength":
            return event.msg.params["raw"], event.msg.params["total"]
    raise LookupError("no plan scored yet")


def vp_logged(state: ValeriaState, category: str) -> list[int]:
    """Every VP gain of that scoring category (``components.CATEGORIES``) in the log, in order."""
    return [e.msg.params["n"] for e in state.log
            if e.msg.key == "valeria.log.vp" and e.msg.params["why"].id == f"score-{category}"]
