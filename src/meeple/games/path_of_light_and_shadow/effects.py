"""Triggered abilities: the queue of card effects ("When you play this",
"Action:", "Build:", Outland Tavern) and the small questions they ask, plus
ruin and defense on provinces.  [RB Main Phase C], [RB "When you play this",
"Action:", "Build/Conquer/Defend:"], [RB Defense and Ruin]."""

from __future__ import annotations

from meeple.core import RULES, Action, Decision
from meeple.games.path_of_light_and_shadow.content import CARD_BY_ID, CARDS
from meeple.games.path_of_light_and_shadow.model import DECISIONS, PathData, PendingEffect, Player
from meeple.games.path_of_light_and_shadow.nation import (
    can_cull,
    cull,
    cull_options,
    draw,
    gain_influence,
    gain_morality,
    meets,
    pay_influence,
    play_card,
)
from meeple.games.path_of_light_and_shadow.text import CARD_REF, PLAYER_MSG, PROVINCE_REF, RULE


def action_ability(player: Player, card: int) -> tuple[str, int] | None:
    """The card's "Action:" ability (effect, value) available to this seat, if any."""
    for ability in CARDS[card].abilities:
        if ability.when == "action" and meets(player, ability.requires):
            return ability.effect, ability.value
    return None


def action_usable(state: PathData, player: Player, effect: str) -> bool:
    """Offer an Action only when it can do something.  "Inflict ruin on your
    current province and gain 1 Cruelty" always does (the Cruelty, or the
    Influence it becomes at 12), in any province, ours or at 0 defense too."""
    if effect == "recover":
        return bool(player.discard)
    if effect == "fortify":
        return bool(fortify_targets(state, player))
    if effect == "trade":
        return player.influence >= 1
    return True


def play_action(state: PathData, player: Player, card: int) -> None:
    """[RB C]: play the card for its Action and resolve it."""
    found = action_ability(player, card)
    assert found is not None, "offered only for cards with an Action"
    play_card(state, player, card, "action")
    state.pending.append(PendingEffect(player.seat, "action", found[0], found[1], card))


def run_effect(state: PathData, item: PendingEffect) -> None:
    """Resolve one queued ability (its questions are pushed as decisions)."""
    seat, effect, value = item.seat, item.effect, item.value
    player = state.players[seat]
    if effect == "draw":
        draw(state, player, value)
    elif effect == "mercy" and item.when == "build":  # "Build: you may gain 1 Mercy"
        state.push("build_mercy", seat, {"n": value}, rule=RULE["build_mercy"])
    elif effect == "mercy":
        gain_morality(state, player, value, mercy=True)
    elif effect == "cruelty":
        gain_morality(state, player, value, mercy=False)
    elif effect in ("influence", "gain-influence"):
        gain_influence(state, player, value)
    elif effect == "cull":
        if can_cull(player):
            state.push("effect_cull", seat, {"left": value}, rule=RULE["effect_cull"])
    elif effect == "recover":
        if player.discard:
            state.push("recover", seat, rule=RULE["recover"])
    elif effect == "fortify":
        if fortify_targets(state, player):
            state.push("fortify", seat, {"n": value}, rule=RULE["fortify"])
    elif effect == "raze":
        ruin(state, player.position, value)
        gain_morality(state, player, 1, mercy=False)
    elif effect == "trade":
        pay_influence(state, player, 1, CARD_REF[item.card])
        draw(state, player, value)
    elif effect == "tavern":
        state.push("tavern", seat, rule=RULE["tavern"])
    else:  # pragma: no cover - content validation forbids it
        raise ValueError(f"unknown effect {effect}")


def run_queued_effects(state: PathData) -> None:
    """Resolve the queued effects, their questions included, before whatever is
    on the stack (the next step of an action under way, or the phase's flow)."""
    if state.pending:
        state.push("play_effects", RULES)


@DECISIONS.resolve("play_effects")
def play_effects(state: PathData, decision: Decision, action: Action | None) -> None:
    """One queued effect; the rest wait under the questions it asks."""
    item = state.pending.pop(0)
    if state.pending:
        state.push("play_effects", RULES)
    run_effect(state, item)


def ruin(state: PathData, province: int, n: int) -> None:
    """[RB Defense and Ruin]: never below 0."""
    before = state.defense[province]
    state.defense[province] = max(0, before - n)
    state.emit("path.log.ruin", {"province": PROVINCE_REF[state.board.provinces[province].id],
                                 "n": before - state.defense[province], "defense": state.defense[province]})


def add_defense(state: PathData, province: int, n: int) -> None:
    """[RB Defense and Ruin]: never above the printed value."""
    before = state.defense[province]
    state.defense[province] = min(state.board.provinces[province].defense, before + n)
    if state.defense[province] != before:
        state.emit("path.log.fortify", {"province": PROVINCE_REF[state.board.provinces[province].id],
                                        "n": state.defense[province] - before, "defense": state.defense[province],
                                        "printed": state.board.provinces[province].defense})


def fortify_targets(state: PathData, player: Player) -> list[int]:
    provinces = state.board.provinces
    return [index for index, owner in enumerate(state.owner)
            if owner == player.seat and state.defense[index] < provinces[index].defense]


@DECISIONS.options("effect_cull")
@DECISIONS.options("cull_pick")
def cull_pick_options(state: PathData, decision: Decision) -> list[Action]:
    """Cull one more card, or stop (the Cull action and "you may Cull" effects)."""
    out: list[Action] = []
    cull_options(state.players[decision.player], out)
    out.append(Action("skip", "path.act.skip", {}))
    return out


@DECISIONS.resolve("effect_cull")
@DECISIONS.resolve("cull_pick")
def cull_pick(state: PathData, decision: Decision, action: Action) -> None:
    if action.key == "path.act.skip":
        return
    player = state.players[decision.player]
    cull(state, player, CARD_BY_ID[action.params["card"].id], action.params["where"].id)
    left = decision.data["left"] - 1
    if left > 0 and can_cull(player):
        state.push("effect_cull", player.seat, {"left": left}, rule=decision.rule)


@DECISIONS.options("build_mercy")
def build_mercy_options(state: PathData, decision: Decision) -> list[Action]:
    return [Action("mercy", "path.act.mercy", {}), Action("skip", "path.act.skip", {})]


@DECISIONS.resolve("build_mercy")
def build_mercy(state: PathData, decision: Decision, action: Action) -> None:
    if action.key == "path.act.mercy":
        gain_morality(state, state.players[decision.player], decision.data["n"], mercy=True)


@DECISIONS.options("tavern")
def tavern_options(state: PathData, decision: Decision) -> list[Action]:
    return [Action("cruelty", "path.act.cruelty", {}), Action("mercy", "path.act.mercy", {})]


@DECISIONS.resolve("tavern")
def tavern(state: PathData, decision: Decision, action: Action) -> None:
    """Outland Tavern [RB player mat]: 1 Cruelty or 1 Mercy per Promotion."""
    gain_morality(state, state.players[decision.player], 1, mercy=action.key == "path.act.mercy")


@DECISIONS.options("recover")
def recover_options(state: PathData, decision: Decision) -> list[Action]:
    player = state.players[decision.player]
    return [Action(f"recover:{CARDS[card].id}", "path.act.recover", {"card": CARD_REF[card]})
            for card in sorted(set(player.discard))]


@DECISIONS.resolve("recover")
def recover(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    card = CARD_BY_ID[action.params["card"].id]
    player.discard.remove(card)
    player.hand.append(card)
    state.emit("path.log.recover", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card]})


@DECISIONS.options("fortify")
def fortify_options(state: PathData, decision: Decision) -> list[Action]:
    provinces = state.board.provinces
    return [Action(f"fortify:{provinces[index].id}", "path.act.fortify",
                   {"province": PROVINCE_REF[provinces[index].id]})
            for index in fortify_targets(state, state.players[decision.player])]


@DECISIONS.resolve("fortify")
def fortify(state: PathData, decision: Decision, action: Action) -> None:
    add_defense(state, state.board.by_id[action.params["province"].id], decision.data["n"])
