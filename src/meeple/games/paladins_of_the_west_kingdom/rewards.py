"""Gains and their side effects: the reward icons ("Référence rapide des récompenses"), Taxes,
Suspicion, Debts, the Inquisition ("L'Inquisition"), townsfolk abilities ("Capacités des cartes
Villageois"), and how the solo AI takes a reward ("Mode solo": its Resource track, its Pray and Recruit)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import SUSPICION_IDS, ref, rewards_list, townsfolk_name
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.text import RULE

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

RESOURCE_TRACK = 5  # the solo AI's Resource track has 5 spaces
ATTRIBUTE_OF = {"faith": C.FAITH, "strength": C.STRENGTH, "influence": C.INFLUENCE}


def cycle(start: int, size: int) -> list[int]:
    """Slots from ``start`` on, wrapping (the solo AI's marker picks its targets this way)."""
    return [(start + k) % size for k in range(size)]


def spend(s: PaladinsState, p: Player, silver: int = 0, provisions: int = 0) -> None:
    """Pay an action's price to the supply, and log it."""
    if silver or provisions:
        p.silver -= silver
        p.provisions -= provisions
        # only what was paid: "paie 0 pièce et 1 Provision" read oddly
        key = "paladins.log.pay" if silver and provisions else \
            "paladins.log.pay_silver" if silver else "paladins.log.pay_provisions"
        s.emit(key, {"seat": p.seat, "silver": silver, "provisions": provisions})


def raise_attribute(s: PaladinsState, p: Player, attribute: int, n: int = 1) -> None:
    """Move an attribute marker up; the track ends at its last space (a gain it absorbs is logged)."""
    raised = min(C.BOARD.attribute_max, p.attributes[attribute] + n)
    if raised - p.attributes[attribute] < n:
        s.emit("paladins.log.attribute_capped", {"seat": p.seat, "attribute": ref(C.ATTRIBUTES[attribute]),
                                                 "gained": raised - p.attributes[attribute],
                                                 "maximum": C.BOARD.attribute_max})
    p.attributes[attribute] = raised
    if s.ai is not None and p.seat == s.num_players:
        # a moved marker lands on top of any marker already on its new space
        s.ai.stack_order.remove(attribute)
        s.ai.stack_order.insert(0, attribute)


def advance_marker(s: PaladinsState, n: int) -> None:
    """Solo "Piste de Ressources": each Resource moves the marker; leaving the last space wraps to the
    first and raises the lowest attribute (ties: the marker on top of the stack)."""
    ai = s.ai
    assert ai is not None
    for _ in range(n):
        if ai.marker == RESOURCE_TRACK - 1:
            ai.marker = 0
            board = s.ai_player
            low = min(board.attributes)
            attribute = next(k for k in ai.stack_order if board.attributes[k] == low)
            raise_attribute(s, board, attribute)
        else:
            ai.marker += 1


def gain_silver(s: PaladinsState, p: Player, n: int) -> None:
    if s.is_ai(p):
        advance_marker(s, n)
    else:
        p.silver += n


def gain_provisions(s: PaladinsState, p: Player, n: int) -> None:
    if s.is_ai(p):
        advance_marker(s, n)
    else:
        p.provisions += n


def take_tax(s: PaladinsState, p: Player, n: int) -> None:
    """"Taxe": coins from the Tax Supply (the main supply covers any shortfall); taking its last coin
    starts an Inquisition."""
    if n <= 0:
        return
    took = min(n, s.tax_supply)
    s.tax_supply -= took
    gain_silver(s, p, n)
    # the message names the general supply only when it paid part of the Tax
    s.emit("paladins.log.tax" if took == n else "paladins.log.tax_short", {"seat": p.seat, "n": n, "supply": took})
    if took > 0 and s.tax_supply == 0:
        inquisition(s)


def draw_suspicion(s: PaladinsState, p: Player) -> None:
    """"Suspicion": one card per Criminal gained; its Tax is taken at once."""
    if not s.suspicion_deck:
        if not s.suspicion_discard:
            inquisition(s)
        if s.suspicion_discard:
            s.suspicion_deck = s.suspicion_discard
            s.suspicion_discard = []
            s.rng.shuffle(s.suspicion_deck)
        if not s.suspicion_deck:
            return
    card = s.suspicion_deck.pop()
    p.suspicion.append(card)
    s.emit("paladins.log.suspicion", {"seat": p.seat, "card": ref(SUSPICION_IDS[card]), "n": C.SUSPICIONS[card].tax})
    take_tax(s, p, C.SUSPICIONS[card].tax)


def gain_worker(s: PaladinsState, p: Player, colour: int, n: int = 1) -> None:
    p.workers[colour] += n
    if colour == C.CRIMINAL:
        for _ in range(n):
            draw_suspicion(s, p)


def discard_suspicion(s: PaladinsState, p: Player) -> None:
    """Discard the most recent Suspicion card ("L'Inquisition": newest first), and log it."""
    if p.suspicion:
        card = p.suspicion.pop()
        s.suspicion_discard.append(card)
        s.emit("paladins.log.suspicion_discarded", {"seat": p.seat, "card": ref(SUSPICION_IDS[card])})
    elif s.is_ai(p):
        ai_coin(s)


def ai_coin(s: PaladinsState) -> None:
    """Solo: the AI, told to discard a card it lacks, moves 1 coin out of the Tax Supply instead."""
    if s.tax_supply > 0:
        s.tax_supply -= 1
        s.emit("paladins.log.ai_coin", {"supply": s.tax_supply})
        if s.tax_supply == 0:
            inquisition(s)


def take_debt(s: PaladinsState, p: Player) -> None:
    """An unpaid Debt card from the pile (a Debt taken as a price is a payment: it is logged)."""
    if s.debts_left > 0:
        s.debts_left -= 1
        p.unpaid_debts += 1
        s.emit("paladins.log.debt_taken", {"seat": p.seat})


def pay_debt(s: PaladinsState, p: Player) -> None:
    if p.unpaid_debts:
        p.unpaid_debts -= 1
        p.paid_debts += 1
        s.emit("paladins.log.debt_paid", {"seat": p.seat})
        for card in p.townsfolk:  # Agent de Recouvrement
            if C.TOWNSFOLK[card].ability == "on_pay_debt":
                gain(s, p, C.TOWNSFOLK[card].ability_reward)
    elif s.is_ai(p):
        ai_coin(s)


def destroy_debt(s: PaladinsState, p: Player) -> None:
    if p.unpaid_debts:
        p.unpaid_debts -= 1
        s.debts_left += 1
        s.emit("paladins.log.debt_destroyed", {"seat": p.seat})
    elif s.is_ai(p):
        ai_coin(s)


def gain(s: PaladinsState, p: Player, tokens: Sequence[str]) -> None:
    """Apply reward icons in order; Pray and free recruits become decisions for a seat (the AI resolves
    them itself); the icons gained are logged first."""
    if tokens:
        s.emit("paladins.log.gain", {"seat": p.seat, "rewards": rewards_list(tokens)})
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token == "tax":
            n = 1
            while i + n < len(tokens) and tokens[i + n] == "tax":
                n += 1
            take_tax(s, p, n)
            i += n
            continue
        i += 1
        if token in C.WORKER_INDEX:
            gain_worker(s, p, C.WORKER_INDEX[token])
        elif token in ATTRIBUTE_OF:
            raise_attribute(s, p, ATTRIBUTE_OF[token])
        elif token == "silver":
            gain_silver(s, p, 1)
        elif token == "provision":
            gain_provisions(s, p, 1)
        elif token == "remove_suspicion":
            discard_suspicion(s, p)
        elif token == "destroy_debt":
            destroy_debt(s, p)
        elif token == "pay_debt":
            pay_debt(s, p)
        elif token == "pray":
            if s.is_ai(p):
                ai_free_right(s)
            elif p.occupied:
                s.push("pray", p.seat, {"free": True}, RULE["pray"])
        elif token == "develop_free":  # a King's Favour: a Workshop without workers or silver
            if not s.is_ai(p):
                s.push("develop", p.seat, {"free": True}, RULE["favours"])
        elif token == "free_recruit":
            if s.is_ai(p):
                ai_quest(s)
            elif any(c >= 0 for c in s.townsfolk_row):
                s.push("free_recruit", p.seat, {}, RULE["free_recruit"])


def paladin_bonus(s: PaladinsState, p: Player, action: str) -> None:
    """The round's Paladin adds its gain each time the seat does its action (Engelier: 2 silver per Attack)."""
    bonus = C.PALADIN_BONUS[p.paladin] if p.paladin >= 0 else None
    if bonus is not None and bonus[0] == action:
        gain(s, p, bonus[1])


def on_action(s: PaladinsState, p: Player, action: str) -> None:
    """Townsfolk that reward an action (Abbé, Acolyte, Architecte, Défenseur, Gardienne, ...)."""
    for card in p.townsfolk:
        townsfolk = C.TOWNSFOLK[card]
        if townsfolk.ability == "on_action" and townsfolk.action == action:
            gain(s, p, townsfolk.ability_reward)


def inquisition(s: PaladinsState) -> None:
    """"L'Inquisition": townsfolk abilities, then whoever holds the most Suspicion takes a Debt and
    discards half of it; the Tax Supply is refilled."""
    s.emit("paladins.log.inquisition", {})
    for p in s.everyone():
        kinds = [C.TOWNSFOLK[card] for card in p.townsfolk]
        # the seat may order its abilities; Peddler (needs 2+), then Conspirators, then Castellans (need 0)
        # is never worse, so it is the order used
        for townsfolk in kinds:
            if townsfolk.ability == "inquisition_reward" and len(p.suspicion) >= 2:
                gain(s, p, townsfolk.ability_reward)
        for townsfolk in kinds:
            if townsfolk.ability == "inquisition_discard" and p.suspicion:
                discard_suspicion(s, p)
        for townsfolk in kinds:
            if townsfolk.ability == "inquisition_attribute" and not p.suspicion:
                gain(s, p, townsfolk.ability_reward)
    most = max(len(p.suspicion) for p in s.everyone())
    if most > 0:
        for p in s.everyone():
            if len(p.suspicion) == most:
                s.emit("paladins.log.inquisition_debt", {"seat": p.seat})
                take_debt(s, p)
                for _ in range(most // 2):
                    discard_suspicion(s, p)
    s.tax_supply += s.tax_refill()
    s.emit("paladins.log.tax_refill", {"n": s.tax_refill(), "supply": s.tax_supply})


def ai_free_right(s: PaladinsState) -> None:
    """The solo AI's Pray: free the right-hand spaces (not the left ones)."""
    board = s.ai_player
    for name in C.RIGHT_ACTIONS:
        board.occupied &= ~(1 << C.SPACE_INDEX[name])


def ai_quest(s: PaladinsState) -> bool:
    """The solo AI's Recruit: discard the townsfolk under the marker (or the next one) for its quest reward."""
    assert s.ai is not None
    for i in cycle(s.ai.marker, C.TOWNSFOLK_SLOTS):
        card = s.townsfolk_row[i]
        if card >= 0:
            s.townsfolk_row[i] = -1
            s.townsfolk_discard.append(card)
            s.ai_player.quests += 1
            s.emit("paladins.log.ai_quest", {"card": townsfolk_name(card)})
            gain(s, s.ai_player, C.TOWNSFOLK[card].quest_reward)
            return True
    return False
