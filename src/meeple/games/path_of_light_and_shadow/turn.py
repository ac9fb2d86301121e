"""The Main Phase [RB Main Phase A-G]: every action the active seat may take
now, in any order and number within their limits, and the dispatch of the
chosen one.  A. Move (once; Halax Fleet once more), B. Gain an ally (once),
C. an "Action:" card, D. Promote (and Grand Bazaar), E. Cull (and The Black
Gulag), F. Build, G. Conquer; "end" closes the phase."""

from __future__ import annotations

from meeple.core import Action, Decision
from meeple.games.path_of_light_and_shadow.build import build_options, start_build
from meeple.games.path_of_light_and_shadow.conquer import start_conquest
from meeple.games.path_of_light_and_shadow.content import ALLIES, ALLY_BY_ID, CARD_BY_ID, CARDS, KINDS, STRUCTURE_VALUE
from meeple.games.path_of_light_and_shadow.effects import (
    action_ability,
    action_usable,
    play_action,
    run_queued_effects,
)
from meeple.games.path_of_light_and_shadow.model import DECISIONS, PathData, Player
from meeple.games.path_of_light_and_shadow.nation import (
    MINIMUM_CARDS,
    cull,
    cull_options,
    pay_influence,
    play_card,
    realms_controlled,
    strength,
)
from meeple.games.path_of_light_and_shadow.promote import promote_options, start_promotion
from meeple.games.path_of_light_and_shadow.text import (
    ALLY_ABILITY,
    ALLY_REF,
    CARD_REF,
    PLAYER_MSG,
    PROVINCE_REF,
    RULE,
    STRUCTURE_REF,
)


def ally_condition(state: PathData, player: Player, ally: int) -> bool:
    """[RB B]: does this seat meet the ally's condition now?"""
    condition, threshold = ALLIES[ally].condition, ALLIES[ally].threshold
    if condition.startswith("control-kind:"):
        kind = KINDS.index(condition.split(":")[1])
        return sum(1 for index, owner in enumerate(state.owner)
                   if owner == player.seat and state.board.provinces[index].kind == kind) >= threshold
    if condition == "structures":
        return sum(player.levels) >= threshold
    if condition == "influence":
        return player.influence >= threshold
    if condition == "cruelty":
        return -player.morality >= threshold
    if condition == "mercy":
        return player.morality >= threshold
    if condition == "realms":
        return realms_controlled(state, player.seat) >= threshold
    if condition == "structure-level":
        return max(player.levels) >= threshold
    raise ValueError(f"unknown ally condition {condition}")


@DECISIONS.options("main")
def main_options(state: PathData, decision: Decision) -> list[Action]:
    player = state.players[decision.player]
    out: list[Action] = []
    provinces = state.board.provinces
    if not player.moved:  # A. once per turn
        for index in state.board.moves[player.position]:
            out.append(Action(f"move:{provinces[index].id}", "path.act.move",
                              {"province": PROVINCE_REF[provinces[index].id]}))
    if player.has("fleet") and not player.fleet_used and player.influence >= STRUCTURE_VALUE["fleet"]:
        for index in range(len(provinces)):
            if index != player.position:
                out.append(Action(f"fleet:{provinces[index].id}", "path.act.fleet",
                                  {"province": PROVINCE_REF[provinces[index].id]}))
    if not player.ally_gained:  # B. once per turn
        for ally in state.allies:
            if ally_condition(state, player, ally):
                out.append(Action(f"ally:{ALLIES[ally].id}", "path.act.ally", {
                    "ally": ALLY_REF[ally], "ability": ALLY_ABILITY[ally], "n": ALLIES[ally].influence}))
    kinds = sorted(set(player.hand))
    for card in kinds:  # C. "Action:" abilities
        found = action_ability(player, card)
        if found is not None and action_usable(state, player, found[0]):
            out.append(Action(f"action:{CARDS[card].id}", "path.act.action", {"card": CARD_REF[card]}))
    promote_options(state, player, out)  # D.
    if player.card_count() > MINIMUM_CARDS:  # E. Cull
        for card in kinds:
            if strength(state, player, card) >= 1 and (len(player.hand) > 1 or player.discard):
                out.append(Action(f"cull:{CARDS[card].id}", "path.act.cull_with", {"card": CARD_REF[card]}))
        if player.has("gulag") and not player.gulag_used:
            cull_options(player, out, "path.act.gulag", "gulag")
    build_options(state, player, out)  # F.
    # G. Conquer the province where the leader stands, unless already ours, with one or more cards
    if state.owner[player.position] != player.seat and player.hand:
        # named, so that the choice says which province and shows its Defense (and the board outlines it)
        out.append(Action("conquer", "path.act.conquer", {"province": PROVINCE_REF[provinces[player.position].id]}))
    out.append(Action("end", "path.act.end", {}))
    return out


@DECISIONS.resolve("main")
def main(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    kind = action.key
    params = action.params
    if kind == "path.act.end":
        state.emit("path.log.end_main", {"player": PLAYER_MSG[player.seat]})
        state.phase = "end"
        state.end_step = "start"
    elif kind in ("path.act.move", "path.act.fleet"):
        if kind == "path.act.move":
            player.moved = True
        else:  # Halax Fleet: pay 1 Influence, move anywhere
            player.fleet_used = True
            pay_influence(state, player, STRUCTURE_VALUE["fleet"], STRUCTURE_REF["halax-fleet"])
        player.position = state.board.by_id[params["province"].id]
        state.emit("path.log.move", {"player": PLAYER_MSG[player.seat], "province": params["province"]})
    elif kind == "path.act.ally":
        ally = ALLY_BY_ID[params["ally"].id]
        player.ally_gained = True
        state.allies.remove(ally)
        player.allies.append(ally)
        state.emit("path.log.ally", {"player": PLAYER_MSG[player.seat], "ally": ALLY_REF[ally]})
    elif kind == "path.act.action":
        play_action(state, player, CARD_BY_ID[params["card"].id])
    elif kind in ("path.act.promote", "path.act.bazaar"):
        start_promotion(state, player, CARD_BY_ID[params["card"].id], params["where"].id,
                        bazaar=kind == "path.act.bazaar")
    elif kind == "path.act.cull_with":
        card = CARD_BY_ID[params["card"].id]
        play_card(state, player, card, "cull")
        state.push("cull_pick", player.seat, {"left": strength(state, player, card)},
                   rule=RULE["cull_pick"])
        # [RB E] step 1 plays the card, step 2 then picks the culls: its "When you
        # play this" effect (a draw, a Mercy) comes first
        run_queued_effects(state)
    elif kind == "path.act.gulag":
        player.gulag_used = True
        cull(state, player, CARD_BY_ID[params["card"].id], params["where"].id)
    elif kind == "path.act.build":
        start_build(state, player, params["structure"].id)
    elif kind == "path.act.conquer":
        start_conquest(state, player)
