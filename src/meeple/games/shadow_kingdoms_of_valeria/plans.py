"""Stratagems (battle plans): the column, reserving them and the reserve-slot
bonuses (rulebook "Le Sanctuaire des Stratagèmes", "Emplacements Réservés")."""

from __future__ import annotations

from meeple.core import Action, Decision
from meeple.games.shadow_kingdoms_of_valeria import champions
from meeple.games.shadow_kingdoms_of_valeria.components import chosen, ref, slot_id
from meeple.games.shadow_kingdoms_of_valeria.content import RESERVE_SLOTS, load
from meeple.games.shadow_kingdoms_of_valeria.dice import open_sanctuaries, push_gain_die
from meeple.games.shadow_kingdoms_of_valeria.model import CAMP, DECISIONS, STRATAGEMS, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import (
    copies,
    gain_gold,
    gain_influence,
    gain_magic,
    spend_gold,
    spend_magic,
)
from meeple.games.shadow_kingdoms_of_valeria.tables import SLOT_COST
from meeple.games.shadow_kingdoms_of_valeria.text import RULE

RESERVE_GOLD = {slot.id: slot.gold for slot in load().reserve_slots}
LEFT, MIDDLE, RIGHT = range(len(RESERVE_SLOTS))
CYCLE_KEY = "valeria.act.cycle_plan"


def column_price(s: ValeriaData, seat: int, slot: int, discount: int) -> int:
    """Slot cost minus the die's discount and Tactician's 2; never below 0."""
    return max(0, SLOT_COST[slot] - discount - 2 * copies(s.players[seat], "tactician"))


def take_from_column(s: ValeriaData, seat: int, slot: int, scout_now: bool = True) -> str:
    """Remove a card from the column: cards above slide down to fill the gap and a
    new card enters the 5-gold slot.  Scout triggers (a plan gained from the column), at once
    unless ``scout_now`` is false: a plan bought at camp step 1 pays it at step 5 (camp.py)."""
    card = s.column[slot]
    assert card is not None
    del s.column[slot]
    s.column.append(s.strat_pile.draw())
    if scout_now:
        scout_bonus(s, seat)
    return card


def scout_bonus(s: ValeriaData, seat: int) -> None:
    """Scout ("Éclaireur"): 1 Gold and 1 Magic for a plan gained from the column."""
    for _ in range(copies(s.players[seat], "scout")):
        gain_gold(s, seat, 1)
        gain_magic(s, seat, 1)


def cycle_actions(s: ValeriaData, seat: int) -> list[Action]:
    """"Sanctuaire de la Magie 1": 1 Magic puts a column card under the pile."""
    if s.players[seat].magic < 1:
        return []
    return [Action(f"cycle:{slot}", CYCLE_KEY, {"card": ref(card), "slot": slot})
            for slot, card in enumerate(s.column) if card is not None]


def cycle(s: ValeriaData, seat: int, slot: int) -> None:
    spend_magic(s, seat)
    card = s.column[slot]
    assert card is not None
    s.strat_pile.put_under(card)
    del s.column[slot]
    s.column.append(s.strat_pile.draw())
    s.emit("valeria.log.cycle", {"seat": seat, "card": ref(card)})


@DECISIONS.options("reserve_plan")
def reserve_options(s: ValeriaData, d: Decision) -> list[Action]:
    seat = d.player
    free = d.data.get("free", False)
    out = [] if free else [Action("pass", "valeria.act.pass")]
    if s.players[seat].open_reserve_slots():
        for slot, card in enumerate(s.column):
            if card is None:
                continue
            cost = 0 if free else column_price(s, seat, slot, d.data["discount"])
            if cost <= s.players[seat].gold:
                out.append(Action(f"reserve:{slot}", "valeria.act.reserve",
                                  {"card": ref(card), "gold": cost, "slot": slot}))
    if not free or s.players[seat].location in (STRATAGEMS, CAMP):
        # "Magie 1": plans renew wherever the warden may renew them, so before a Sentinel's free
        # plan too when it was gained there (right reserve bonus, chain bonus A at camp)
        out += cycle_actions(s, seat)
    return out or [Action("pass", "valeria.act.pass")]


@DECISIONS.resolve("reserve_plan")
def reserve_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    if "slot" not in a.params:  # pass
        return
    slot = a.params["slot"]
    if a.key == CYCLE_KEY:
        cycle(s, seat, slot)
        s.stack.append(d)
        return
    if not d.data.get("free", False):
        spend_gold(s, seat, column_price(s, seat, slot, d.data["discount"]))
        champions.push_renewals(s, seat, "plans")  # after the slot's bonus
    card = take_from_column(s, seat, slot)
    slots = s.players[seat].open_reserve_slots()
    if len(slots) == 1:
        place_reserved(s, seat, card, slots[0])
    else:
        s.push("reserve_slot", seat, {"card": card}, rule=RULE["reserve_slot"])


@DECISIONS.options("reserve_slot")
def slot_options(s: ValeriaData, d: Decision) -> list[Action]:
    return [Action(f"slot:{RESERVE_SLOTS[i]}", "valeria.act.slot", {"slot": ref(slot_id(i)), "index": i})
            for i in s.players[d.player].open_reserve_slots()]


@DECISIONS.resolve("reserve_slot")
def slot_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    place_reserved(s, d.player, d.data["card"], a.params["index"])


def place_reserved(s: ValeriaData, seat: int, card: str, slot: int) -> None:
    s.players[seat].reserve[slot] = card
    s.emit("valeria.log.reserve", {"seat": seat, "card": ref(card), "slot": ref(slot_id(slot))})
    if bonus_cost(s, seat, slot) is not None:
        s.push("reserve_bonus", seat, {"slot": slot}, rule=RULE["reserve_bonus"])


def bonus_cost(s: ValeriaData, seat: int, slot: int) -> int | None:
    """Gold for the slot's bonus after Miner (-1 each), or None if it cannot be
    used now (the right slot's cost depends on the champion, see champions.py)."""
    p = s.players[seat]
    miners = copies(p, "miner")
    if slot == LEFT:
        cost = max(0, int(RESERVE_GOLD["left"]) - miners)
    elif slot == MIDDLE:
        cost = max(0, int(RESERVE_GOLD["middle"]) - miners)
        if not open_sanctuaries(s):
            return None
    else:
        cards = champions.face_up(s)
        if not champions.can_recruit(s, seat) or not cards:
            return None
        cost = min(champions.base_price(s, seat, card) for card in cards)
    return cost if cost <= p.gold else None


@DECISIONS.options("reserve_bonus")
def bonus_options(s: ValeriaData, d: Decision) -> list[Action]:
    slot = d.data["slot"]
    return [Action("bonus", f"valeria.act.bonus_{RESERVE_SLOTS[slot]}", {"gold": bonus_cost(s, d.player, slot)}),
            Action("pass", "valeria.act.pass")]


@DECISIONS.resolve("reserve_bonus")
def bonus_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if "gold" not in a.params:  # pass
        return
    seat, slot = d.player, d.data["slot"]
    if slot == RIGHT:
        champions.push_free_champion(s, seat, paid=True)
        return
    spend_gold(s, seat, bonus_cost(s, seat, slot) or 0)
    if slot == LEFT:
        gain_influence(s, seat, 1)
    else:
        push_gain_die(s, seat, "reserve")


# "Magie 1" and "2" once the action is done (champions.push_renewals): renewing goes on while Magic
# lasts ("Vous pouvez répéter ces tâches"), so the plan a reservation slid into the 5-gold slot (in
# solo, the one the Adversary takes next) or a champion left after recruiting may still be renewed.
RENEWALS = {"plans": cycle_actions, "champions": champions.cycle_actions}


@DECISIONS.resolve("offer_renewals")
def offer_renewals(s: ValeriaData, d: Decision, a: None) -> None:
    seat, what = d.data["seat"], d.data["what"]
    if RENEWALS[what](s, seat):
        s.push("renew", seat, {"what": what}, rule=RULE["renew"])


@DECISIONS.options("renew")
def renew_options(s: ValeriaData, d: Decision) -> list[Action]:
    return [Action("done", "valeria.act.done"), *RENEWALS[d.data["what"]](s, d.player)]


@DECISIONS.resolve("renew")
def renew_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if a.key == CYCLE_KEY:
        cycle(s, d.player, a.params["slot"])
    elif a.key == champions.CYCLE_KEY:
        champions.cycle(s, d.player, chosen(a.params, "card"))
    else:  # done
        return
    champions.push_renewals(s, d.player, d.data["what"])
