"""Promote a card [RB Main Phase D]: choose a card in hand or discard pile, pay
its Promotion cost one card at a time (Labor or Strength, never the card
itself), take the upgrade (a random Legendary Numerai for a Wandering One),
send the promoted card home; with Towne Garrison, Grand Bazaar, Outland
Tavern and Imperial Council from the player mat."""

from __future__ import annotations

from meeple.core import Action, Decision
from meeple.games.path_of_light_and_shadow.content import CARD_BY_ID, CARDS, LEGENDARY_NUMERAI, STRUCTURE_VALUE
from meeple.games.path_of_light_and_shadow.knowledge import drawn_from_numerai
from meeple.games.path_of_light_and_shadow.model import DECISIONS, NO_CARD, PathData, PendingEffect, Player
from meeple.games.path_of_light_and_shadow.nation import (
    gain_influence,
    labor,
    pay_influence,
    play_card,
    send_home,
    strength,
    take,
)
from meeple.games.path_of_light_and_shadow.text import (
    CARD_REF,
    PLAYER_MSG,
    RESOURCE_REF,
    RULE,
    STRUCTURE_REF,
    WHERE_REF,
)


def upgrade_available(state: PathData, card: int) -> bool:
    """[RB D]: upgrades are limited, first come, first served."""
    target = CARDS[card].promote_to
    return (target >= 0 and state.supply[target] > 0) or (target == LEGENDARY_NUMERAI and bool(state.numerai))


def promotion_cost(player: Player, card: int) -> int:
    """The printed cost, 1 less with Towne Garrison."""
    return (CARDS[card].promote_cost or 0) - player.structure("promote-discount")


def payable(state: PathData, player: Player, cost: int, exclude: int) -> bool:
    """Can the hand (minus the promoted card itself, if it is in hand) pay ``cost``?"""
    total = 0
    skipped = exclude == NO_CARD
    for card in player.hand:
        if not skipped and card == exclude:
            skipped = True
            continue
        total += max(labor(state, player, card), strength(state, player, card))
    return total >= cost


def promote_options(state: PathData, player: Player, out: list[Action]) -> None:
    """The Main Phase's Promote answers, and Grand Bazaar's."""
    for where, cards in (("hand", player.hand), ("discard", player.discard)):
        for card in sorted(set(cards)):
            card_type = CARDS[card]
            if card_type.promote_cost is None or not upgrade_available(state, card):
                continue
            params = {"card": CARD_REF[card], "where": WHERE_REF[where]}
            if payable(state, player, promotion_cost(player, card), card if where == "hand" else NO_CARD):
                out.append(Action(f"promote:{card_type.id}@{where}", "path.act.promote", params))
            if player.has("bazaar") and not player.bazaar_used and player.influence >= STRUCTURE_VALUE["bazaar"]:
                out.append(Action(f"bazaar:{card_type.id}@{where}", "path.act.bazaar", params))


def start_promotion(state: PathData, player: Player, card: int, where: str, bazaar: bool) -> None:
    """[RB D] step 1: the card is set aside while its cost is paid."""
    take(state, player, card, where)
    state.promoting = card
    if bazaar:  # Grand Bazaar: 1 Influence, ignore all costs
        player.bazaar_used = True
        pay_influence(state, player, STRUCTURE_VALUE["bazaar"], STRUCTURE_REF["grand-bazaar"])
        finish_promotion(state, player)
        return
    cost = promotion_cost(player, card)
    if cost <= 0:
        finish_promotion(state, player)
    else:
        state.push("promote_pay", player.seat, {"need": cost}, rule=RULE["promote_pay"])


@DECISIONS.options("promote_pay")
def pay_options(state: PathData, decision: Decision) -> list[Action]:
    """[RB D] step 2: a card pays with its Labor or its Strength, not both; only
    cards that keep the payment completable are offered."""
    player = state.players[decision.player]
    need = decision.data["need"]
    best = {card: max(labor(state, player, card), strength(state, player, card)) for card in set(player.hand)}
    total = sum(best[card] for card in player.hand)
    out: list[Action] = []
    for card in sorted(best):
        rest = total - best[card]
        for resource, value in (("labor", labor(state, player, card)), ("strength", strength(state, player, card))):
            if value > 0 and need - value <= rest:
                out.append(Action(f"pay:{CARDS[card].id}:{resource}", "path.act.pay",
                                  {"card": CARD_REF[card], "n": value, "resource": RESOURCE_REF[resource]}))
    return out


@DECISIONS.resolve("promote_pay")
def pay(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    card = CARD_BY_ID[action.params["card"].id]
    resource = action.params["resource"].id
    value = labor(state, player, card) if resource == "labor" else strength(state, player, card)
    play_card(state, player, card, resource)
    need = decision.data["need"] - value
    if need > 0:
        state.push("promote_pay", player.seat, {"need": need}, rule=decision.rule)
    else:
        finish_promotion(state, player)


def finish_promotion(state: PathData, player: Player) -> None:
    """[RB D] steps 3-4, then what the promoter's structures and allies add."""
    card = state.promoting
    state.promoting = NO_CARD
    target = CARDS[card].promote_to
    if target == LEGENDARY_NUMERAI:
        # [RB D, Promoting a Wandering One]: one of the facedown Numerai "at random", not the top card:
        # a Legendary Numerai sent home lies publicly under that deck and must not come last
        index = state.rng.randrange(len(state.numerai))
        upgrade = state.numerai.pop(index)
        drawn_from_numerai(state, index)
    else:
        upgrade = target
        state.supply[target] -= 1
    player.discard.append(upgrade)
    home = send_home(state, card)
    state.emit("path.log.promote", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card],
                                    "result": CARD_REF[upgrade], "to": home})
    if player.ally("promote-influence"):
        gain_influence(state, player, player.ally("promote-influence"))
    if player.has("tavern"):
        state.pending.append(PendingEffect(player.seat, "structure", "tavern", STRUCTURE_VALUE["tavern"], NO_CARD))
    if player.has("council"):  # Imperial Council: may put it on top of the deck
        state.push("council", player.seat, {"card": upgrade}, rule=RULE["council"])


@DECISIONS.options("council")
def council_options(state: PathData, decision: Decision) -> list[Action]:
    card = decision.data["card"]
    return [Action("top", "path.act.top", {"card": CARD_REF[card]}), Action("skip", "path.act.skip", {})]


@DECISIONS.resolve("council")
def council(state: PathData, decision: Decision, action: Action) -> None:
    if action.key == "path.act.top":
        player = state.players[decision.player]
        card = decision.data["card"]
        player.discard.remove(card)
        player.deck.append(card)
        player.deck_known_top += 1  # in front of everyone
        state.emit("path.log.top", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card]})
