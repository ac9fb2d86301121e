"""Build a structure [RB Main Phase F]: the next structure of a tree, paid in
Labor one card at a time, at least one card of the tree's faction (the
General tree needs none); Sigilborne Priory and allies lower the cost."""

from __future__ import annotations

from meeple.core import Action, Decision
from meeple.games.path_of_light_and_shadow.content import CARD_BY_ID, CARDS, STRUCTURES, TREES
from meeple.games.path_of_light_and_shadow.model import DECISIONS, PathData, Player
from meeple.games.path_of_light_and_shadow.nation import labor, play_card, queue_abilities
from meeple.games.path_of_light_and_shadow.text import (
    CARD_REF,
    PLAYER_MSG,
    RESOURCE_REF,
    RULE,
    STRUCTURE_REF,
    TREE_REF,
)

GENERAL_TREE = TREES.index("general")  # [RB F]: "no faction requirement"
TOP_LEVEL = 4  # each tree has four structures
TREE_OF_STRUCTURE = {structure.id: tree for tree, row in enumerate(STRUCTURES) for structure in row}


def build_cost(player: Player, tree: int) -> int:
    """Labor for the tree's next structure, after Sigilborne Priory and allies."""
    level = min(player.levels[tree], TOP_LEVEL - 1)
    structure = STRUCTURES[tree][level]
    return max(0, structure.cost - player.structure("build-discount") - player.ally("build-discount"))


def build_payable(state: PathData, player: Player, tree: int, need: int) -> bool:
    faction = TREES[tree]
    total = 0
    met = tree == GENERAL_TREE
    for card in player.hand:
        total += labor(state, player, card)
        if not met and CARDS[card].faction == faction:
            met = True
    return met and total >= need


def build_options(state: PathData, player: Player, out: list[Action]) -> None:
    """The Main Phase's Build answers: each tree whose next structure the hand can pay."""
    for tree in range(len(TREES)):
        level = player.levels[tree]
        if level < TOP_LEVEL and build_payable(state, player, tree, build_cost(player, tree)):
            structure = STRUCTURES[tree][level]
            out.append(Action(f"build:{structure.id}", "path.act.build", {
                "structure": STRUCTURE_REF[structure.id], "n": build_cost(player, tree)}))


def start_build(state: PathData, player: Player, structure_id: str) -> None:
    tree = TREE_OF_STRUCTURE[structure_id]
    state.push("build_pay", player.seat, {"tree": tree, "need": build_cost(player, tree),
                                          "met": tree == GENERAL_TREE},
               rule=RULE["build_pay"])


@DECISIONS.options("build_pay")
def pay_options(state: PathData, decision: Decision) -> list[Action]:
    """[RB F] step 2: only cards that keep the payment completable are offered."""
    player = state.players[decision.player]
    tree, need, met = decision.data["tree"], decision.data["need"], decision.data["met"]
    faction = TREES[tree]
    total = sum(labor(state, player, card) for card in player.hand)
    out: list[Action] = []
    for card in sorted(set(player.hand)):
        value = labor(state, player, card)
        of_faction = CARDS[card].faction == faction
        if value <= 0 and (met or not of_faction):
            continue
        met_after = met or of_faction
        faction_left = met_after or any(CARDS[other].faction == faction for other in player.hand if other != card) or (
            player.hand.count(card) > 1 and of_faction)
        if faction_left and need - value <= total - value:
            out.append(Action(f"build-pay:{CARDS[card].id}", "path.act.pay",
                              {"card": CARD_REF[card], "n": value, "resource": RESOURCE_REF["labor"]}))
    return out


@DECISIONS.resolve("build_pay")
def pay(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    card = CARD_BY_ID[action.params["card"].id]
    tree = decision.data["tree"]
    value = labor(state, player, card)
    play_card(state, player, card, "labor")
    queue_abilities(state, player, card, "build")
    need = decision.data["need"] - value
    met = decision.data["met"] or CARDS[card].faction == TREES[tree]
    if need > 0 or not met:
        state.push("build_pay", player.seat, {"tree": tree, "need": need, "met": met}, rule=decision.rule)
        return
    structure = STRUCTURES[tree][player.levels[tree]]
    player.levels[tree] += 1
    state.emit("path.log.build", {"player": PLAYER_MSG[player.seat], "structure": STRUCTURE_REF[structure.id],
                                  "tree": TREE_REF[tree], "level": structure.level})
