"""Champion cards: recruiting, the face-up rows, and the effects that happen
when a champion is gained (rulebook "Le Sanctuaire des Champions", "Cartes
Champion").  Ongoing effects that trigger later live where they trigger
(resources.py, camp.py); end-game VP live in scoring.py."""

from __future__ import annotations

from meeple.core import RULES, Action, Decision
from meeple.games.shadow_kingdoms_of_valeria.components import ROW_COSTS, chosen, ref
from meeple.games.shadow_kingdoms_of_valeria.dice import push_gain_die
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import (
    copies,
    gain_gem,
    gain_gold,
    gain_influence,
    gain_magic,
    spend_gold,
    spend_magic,
)
from meeple.games.shadow_kingdoms_of_valeria.tables import DECK, EFFECT
from meeple.games.shadow_kingdoms_of_valeria.text import RULE


def owned_of_deck(s: ValeriaData, seat: int, deck: str) -> int:
    return sum(1 for card in s.players[seat].champions if DECK[card] == deck)


def recruit_reduction(s: ValeriaData, seat: int) -> int:
    """Death Knight: 2 Gold less whenever you pay to recruit a champion."""
    return 2 * copies(s.players[seat], "death_knight")


def can_recruit(s: ValeriaData, seat: int) -> bool:
    """"Important: votre nombre de cartes Champion ... est limité"."""
    p = s.players[seat]
    return len(p.champions) < p.champion_limit


def face_up(s: ValeriaData) -> list[str]:
    return [card for row in s.rows.values() for card in row if card is not None]


def gain_champion(s: ValeriaData, seat: int, card: str) -> None:
    """Take a face-up champion (already paid for), refill its row, then apply
    what happens on gaining it."""
    row = s.rows[DECK[card]]
    row[row.index(card)] = s.champion_piles[DECK[card]].draw()
    p = s.players[seat]
    experts = copies(p, "expert")  # Expert: +1 Gold and +1 Magic when you gain a champion
    p.champions.append(card)
    s.emit("valeria.log.champion", {"seat": seat, "card": ref(card)})
    for _ in range(experts):
        gain_gold(s, seat, 1)
        gain_magic(s, seat, 1)
    on_gain(s, seat, EFFECT[card])


def on_gain(s: ValeriaData, seat: int, effect: str) -> None:
    """Instant champions, and the three one-shot cards the rulebook prints among
    the Ongoing ones (Shadow, Sentinel, Thief)."""
    if effect == "warlock":
        gain_magic(s, seat, 1)
        gain_gem(s, seat)
    elif effect == "elite_guard":
        gain_influence(s, seat, 2)
    elif effect == "steward":
        gain_magic(s, seat, 2)
        gain_gold(s, seat, 3)
    elif effect == "mercenary":
        push_gain_die(s, seat, "mercenary")
    elif effect == "shadow":
        gain_magic(s, seat, 4)
    elif effect == "thief":
        gain_gold(s, seat, 6)
    elif effect == "sentinel":
        push_free_reserve(s, seat)


def push_free_reserve(s: ValeriaData, seat: int) -> None:
    """Sentinel: reserve a column plan at no cost, if a slot is free (plans.py answers)."""
    if s.players[seat].open_reserve_slots() and any(c is not None for c in s.column):
        s.push("reserve_plan", seat, {"free": True, "discount": 0}, rule=RULE["sentinel"])


def price(s: ValeriaData, seat: int, card: str, discount: int) -> int:
    """Base cost of the row + 1 per owned champion of that type, minus the die's
    discount and Death Knight; never below 0 (excess discount is lost)."""
    deck = DECK[card]
    return max(0, ROW_COSTS[deck] + owned_of_deck(s, seat, deck) - discount - recruit_reduction(s, seat))


def base_price(s: ValeriaData, seat: int, card: str) -> int:
    """Right reserve bonus: the row's base cost only, less Miner and Death Knight."""
    reduction = recruit_reduction(s, seat) + copies(s.players[seat], "miner")
    return max(0, ROW_COSTS[DECK[card]] - reduction)


CYCLE_KEY = "valeria.act.cycle_champion"


def cycle_actions(s: ValeriaData, seat: int) -> list[Action]:
    """"Sanctuaire de la Magie 2": 1 Magic puts a face-up champion under its pile."""
    if s.players[seat].magic < 1:
        return []
    return [Action(f"cycle:{card}", CYCLE_KEY, {"card": ref(card)}) for card in face_up(s)]


def cycle(s: ValeriaData, seat: int, card: str) -> None:
    spend_magic(s, seat)
    deck = DECK[card]
    row = s.rows[deck]
    pile = s.champion_piles[deck]
    pile.put_under(card)
    row[row.index(card)] = pile.draw()
    s.emit("valeria.log.cycle", {"seat": seat, "card": ref(card)})


@DECISIONS.options("buy_champion")
def buy_options(s: ValeriaData, d: Decision) -> list[Action]:
    seat = d.player
    gold = s.players[seat].gold
    out = [Action("pass", "valeria.act.pass")]
    if can_recruit(s, seat):
        for card in face_up(s):
            cost = price(s, seat, card, d.data["discount"])
            if cost <= gold:
                out.append(Action(f"buy:{card}", "valeria.act.buy_champion", {"card": ref(card), "gold": cost}))
    return out + cycle_actions(s, seat)


@DECISIONS.resolve("buy_champion")
def buy_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if "card" not in a.params:  # pass
        return
    card = chosen(a.params, "card")
    if a.key == CYCLE_KEY:
        cycle(s, d.player, card)
        s.stack.append(d)  # still in the Champion sanctuary: buy, cycle again or pass
        return
    spend_gold(s, d.player, price(s, d.player, card, d.data["discount"]))
    push_renewals(s, d.player, "champions")  # after the champion's own effects
    gain_champion(s, d.player, card)


def push_renewals(s: ValeriaData, seat: int, what: str) -> None:
    """"Magie 1" and "2": the warden still stands where it acted, so once the action is done Magic may
    go on putting face-up ``what`` ("plans" or "champions") under their piles; plans.py asks, when
    the seat has Magic and there is a card."""
    s.push("offer_renewals", RULES, {"seat": seat, "what": what})


def push_free_champion(s: ValeriaData, seat: int, paid: bool) -> None:
    """Chain bonus A (free) or the right reserve bonus (pay the base cost)."""
    if can_recruit(s, seat) and face_up(s):
        s.push("pick_champion", seat, {"paid": paid}, rule=RULE["pick_champion"])


@DECISIONS.options("pick_champion")
def pick_options(s: ValeriaData, d: Decision) -> list[Action]:
    seat = d.player
    out = [Action("pass", "valeria.act.pass")]
    if not can_recruit(s, seat):
        # two chain A bonuses from one marker: the first recruit may reach the limit
        return out
    for card in face_up(s):
        cost = base_price(s, seat, card) if d.data["paid"] else 0
        if cost <= s.players[seat].gold:
            out.append(Action(f"take:{card}", "valeria.act.buy_champion", {"card": ref(card), "gold": cost}))
    # Magic renews the rows at the Champion sanctuary and for chain bonus A ("Rappel"),
    # not for the right reserve bonus, taken at the Stratagem sanctuary
    return out if d.data["paid"] else out + cycle_actions(s, seat)


@DECISIONS.resolve("pick_champion")
def pick_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if "card" not in a.params:  # pass
        return
    card = chosen(a.params, "card")
    if a.key == CYCLE_KEY:
        cycle(s, d.player, card)
        s.stack.append(d)
        return
    if d.data["paid"]:
        spend_gold(s, d.player, base_price(s, d.player, card))
    gain_champion(s, d.player, card)
