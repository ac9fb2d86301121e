"""The King ("Structure des manches" step 2): an Order revealed in rounds 1-3 scores 4/6/8 VP at the end
for whoever did its action 5 times ("Ordres du Roi"); a Favour revealed from round 3 on is a main-board
action the first worker placed on it blocks for the whole table until the reset (RULE["favours"]); the solo
AI's Scheme cards follow them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import RULES, Action
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import DECISIONS, act, action_name, favour_name, rewards_list
from meeple.games.paladins_of_the_west_kingdom.left_actions import workshop_left
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.rewards import gain, spend, take_debt
from meeple.games.paladins_of_the_west_kingdom.solo import ai_workshop
from meeple.games.paladins_of_the_west_kingdom.text import RULE
from meeple.games.paladins_of_the_west_kingdom.workers import can_pay, place_workers

if TYPE_CHECKING:
    from meeple.core import Decision
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def reveal(s: PaladinsState) -> None:
    """Step 2: this round's Order and/or Favour; the solo AI gains a Workshop for each Order and sets
    aside one of its "King's Favour" Schemes for each Favour."""
    if s.round <= C.ORDERS_IN_PLAY:
        order = s.orders_down.pop(0)
        s.orders_up.append(order)
        s.emit("paladins.log.order", {"order": action_name(C.ORDERS[order].action),
                                      "vp": C.ORDER_VP[s.round - 1]})
        if s.ai is not None:
            ai_workshop(s, C.ORDERS[order].action)
    if s.round >= C.FAVOUR_FIRST_ROUND:
        favour = s.favours_down.pop(0)
        s.favours_up.append(favour)
        s.emit("paladins.log.favour", {"favour": favour_name(favour)})
        if s.ai is not None and s.ai.favour_schemes > 0:
            s.ai.favour_schemes -= 1
            s.ai.scheme_discard.append("favour")


def orders_done(s: PaladinsState, p: Player) -> list[int]:
    """Indices (0..2) of the King's Orders this player meets (5 or more of the pictured action)."""
    return [i for i, order in enumerate(s.orders_up) if p.count(C.ORDERS[order].action) >= C.ORDERS[order].need]


def favour_choices(s: PaladinsState, p: Player) -> list[Action]:
    """The revealed Favours still free this round whose worker and price the seat has."""
    return [act(f"favour:{i}", "favour", favour=favour_name(card), index=i)
            for i, card in enumerate(s.favours_up)
            if not s.favours_used >> i & 1 and can_pay(p.workers, C.FAVOUR_SLOTS[card]) and affordable(s, p, card)]


def affordable(s: PaladinsState, p: Player, card: int) -> bool:
    favour = C.FAVOURS[card]
    return p.silver >= favour.cost and p.provisions >= favour.provisions and (not favour.take_debt or s.debts_left > 0)


def usable_options(p: Player, card: int) -> list[int]:
    """The options of a Favour's choice the seat can take (a free Develop needs a Workshop and a slot)."""
    return [i for i, option in enumerate(C.FAVOURS[card].choice) if "develop_free" not in option or workshop_left(p)]


def take_favour(s: PaladinsState, p: Player, index: int) -> None:
    """Mark the Favour used for the round, then place its workers; its effect follows."""
    s.favours_used |= 1 << index
    s.push("favour", RULES, {"seat": p.seat, "index": index})
    place_workers(s, p, C.FAVOUR_SLOTS[s.favours_up[index]])


@DECISIONS.resolve("favour")
def use_favour(s: PaladinsState, d: Decision, a: None) -> None:
    p = s.players[d.data["seat"]]
    card = s.favours_up[d.data["index"]]
    favour = C.FAVOURS[card]
    spend(s, p, silver=favour.cost, provisions=favour.provisions)
    if favour.take_debt:
        take_debt(s, p)
    s.emit("paladins.log.favour_used", {"seat": p.seat, "favour": favour_name(card)})
    gain(s, p, favour.rewards)
    if usable_options(p, card):
        s.push("favour_choice", p.seat, {"card": card}, RULE["favours"])


@DECISIONS.options("favour_choice")
def favour_options(s: PaladinsState, d: Decision) -> list[Action]:
    card = d.data["card"]
    return [act(f"choice:{i}", "favour_choice", rewards=rewards_list(C.FAVOURS[card].choice[i]), option=i)
            for i in usable_options(s.players[d.player], card)]


@DECISIONS.resolve("favour_choice")
def favour_choice(s: PaladinsState, d: Decision, a: Action) -> None:
    gain(s, s.players[d.player], C.FAVOURS[d.data["card"]].choice[a.params["option"]])
