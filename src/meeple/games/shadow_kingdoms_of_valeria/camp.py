"""Carrying out a stratagem at camp: steps 1-5 and 9 of the rulebook's "Mise en
œuvre d'un Stratagème dans votre Camp" (steps 6-8 are in conquest.py)."""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from meeple.core import RULES, Action, Decision
from meeple.games.shadow_kingdoms_of_valeria import conquest, plans
from meeple.games.shadow_kingdoms_of_valeria.components import ref
from meeple.games.shadow_kingdoms_of_valeria.content import COLOURS, opposite_face
from meeple.games.shadow_kingdoms_of_valeria.dice import die_ref, to_bag
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, Die, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import (
    copies,
    gain_gold,
    gain_magic,
    gain_vp,
    spend_gem,
    spend_gold,
    spend_magic,
)
from meeple.games.shadow_kingdoms_of_valeria.tables import (
    BOARD_JOKER,
    HIGHEST_FACE,
    JOKER_FACE,
    LOWEST_FACE,
    NEEDS,
    PLAN_TYPE,
    TROOPS,
    VP_TABLE,
)

TYPE_STRENGTH = {"ambush": "assassin", "clash": "brawler", "siege": "brute"}  # +2 Strength each
TYPE_STRENGTH_BONUS = 2
TYPE_INCOME = {"ambush": "stalker", "siege": "engineer", "clash": "soldier"}  # +2 Gold +1 Magic each


class PlanChoice(NamedTuple):
    """A plan that can be carried out now: from a reserve slot (``gold`` 0) or
    bought from a column slot (``from_column``)."""

    from_column: bool
    slot: int
    card: str
    gold: int


def joker_colour(s: ValeriaData, seat: int) -> int:
    """The troop type the player's board makes wild once its marker is removed ("Capacité Joker")."""
    p = s.players[seat]
    return BOARD_JOKER[p.board] if "joker" in p.unlocked else -1


def gems_needed(dice: tuple[Die, ...] | list[Die], card: str, wild: int) -> int:
    """Gems to spend (each makes one die wild) so that the best ``len(troops)``
    of ``dice`` match the card's troops one to one; joker faces and the board's
    wild type match anything ("Gemmes", "Capacité Joker")."""
    have = [0] * len(COLOURS)
    jokers = 0
    for colour, value in dice:
        if JOKER_FACE[value] or colour == wild:
            jokers += 1
        else:
            have[colour] += 1
    need = NEEDS[card]
    matched = sum(min(n, h) for n, h in zip(need, have, strict=True))
    return max(0, len(TROOPS[card]) - matched - jokers)


def can_carry_out(s: ValeriaData, seat: int, card: str) -> bool:
    p = s.players[seat]
    return len(p.dice) >= len(TROOPS[card]) and gems_needed(p.dice, card, joker_colour(s, seat)) <= p.gems


def assignments(s: ValeriaData, seat: int, card: str) -> list[tuple[int, ...]]:
    """Sets of troop-slot indices that can carry out ``card`` with the Gems held."""
    p = s.players[seat]
    if not can_carry_out(s, seat, card):
        return []
    wild = joker_colour(s, seat)
    out = []
    seen: set[tuple[Die, ...]] = set()
    for combo in combinations(range(len(p.dice)), len(TROOPS[card])):
        dice = tuple(sorted(p.dice[i] for i in combo))
        if dice not in seen and gems_needed(dice, card, wild) <= p.gems:
            seen.add(dice)
            out.append(combo)
    return out


def plan_choices(s: ValeriaData, seat: int) -> list[PlanChoice]:
    """Every plan the player could carry out now: reserved ones, or column ones
    bought at their slot cost (no die discount at camp)."""
    p = s.players[seat]
    out = []
    for i, card in enumerate(p.reserve):
        if card is not None and can_carry_out(s, seat, card):
            out.append(PlanChoice(False, i, card, 0))
    for slot, card in enumerate(s.column):
        if card is not None:
            cost = plans.column_price(s, seat, slot, 0)
            if cost <= p.gold and can_carry_out(s, seat, card):
                out.append(PlanChoice(True, slot, card, cost))
    return out


def has_plan(s: ValeriaData, seat: int) -> bool:
    """Whether moving to camp is allowed: some plan can be carried out now."""
    p = s.players[seat]
    if any(card is not None and can_carry_out(s, seat, card) for card in p.reserve):
        return True
    return any(card is not None and plans.column_price(s, seat, slot, 0) <= p.gold and can_carry_out(s, seat, card)
               for slot, card in enumerate(s.column))


@DECISIONS.options("camp_plan")
def plan_options(s: ValeriaData, d: Decision) -> list[Action]:
    choices = plan_choices(s, d.player)
    out = []
    for choice in choices:
        where = "column" if choice.from_column else "reserve"
        out.append(Action(f"plan:{where}:{choice.slot}", f"valeria.act.plan_{where}",
                          {"card": ref(choice.card), "gold": choice.gold, "index": choice.slot}))
    # at camp a plan must be carried out: never cycle away the last possible one
    return out + [a for a in plans.cycle_actions(s, d.player)
                  if any(not (c.from_column and c.slot == a.params["slot"]) for c in choices)]


@DECISIONS.resolve("camp_plan")
def plan_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    if a.key == plans.CYCLE_KEY:
        plans.cycle(s, seat, a.params["slot"])
        s.stack.append(d)
        return
    slot = a.params["index"]
    p = s.players[seat]
    if a.key == "valeria.act.plan_reserve":
        card = p.reserve[slot]
        p.reserve[slot] = None
    else:
        spend_gold(s, seat, plans.column_price(s, seat, slot, 0))
        card = plans.take_from_column(s, seat, slot)
    assert card is not None
    s.ctx["plan"] = card
    s.emit("valeria.log.plan", {"seat": seat, "card": ref(card)})
    s.push("camp_score", RULES)
    s.push("boost", seat, rule="Mise en œuvre 2: Magic changes a die by 1 (1..6), a Gem flips it")
    s.push("assign", seat, rule="Mise en œuvre 2: one troop die per symbol of the plan")


@DECISIONS.options("assign")
def assign_options(s: ValeriaData, d: Decision) -> list[Action]:
    p = s.players[d.player]
    return [Action("dice:" + "-".join(map(str, combo)), "valeria.act.assign",
                   {"dice": [die_ref(p.dice[i]) for i in combo], "slots": list(combo)})
            for combo in assignments(s, d.player, s.ctx["plan"])]


@DECISIONS.resolve("assign")
def assign_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    p = s.players[seat]
    combo = a.params["slots"]
    dice = tuple(p.dice[i] for i in combo)
    for i in sorted(combo, reverse=True):
        del p.dice[i]
    wild_gems = gems_needed(dice, s.ctx["plan"], joker_colour(s, seat))
    for _ in range(wild_gems):  # "Gemmes": a Gem makes one die wild
        spend_gem(s, seat)
    s.ctx["plan_dice"] = dice
    s.ctx["wild_gems"] = wild_gems


def _still_valid(s: ValeriaData, seat: int, dice: tuple[Die, ...]) -> bool:
    return gems_needed(dice, s.ctx["plan"], joker_colour(s, seat)) <= s.ctx["wild_gems"]


@DECISIONS.options("boost")
def boost_options(s: ValeriaData, d: Decision) -> list[Action]:
    seat = d.player
    p = s.players[seat]
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    out = [Action("done", "valeria.act.done")]
    seen: set[Die] = set()
    for i, (colour, value) in enumerate(dice):
        if (colour, value) in seen:
            continue
        seen.add((colour, value))
        changes = []
        if p.magic >= 1 and value < HIGHEST_FACE:
            changes.append(("up", value + 1))
        if p.magic >= 1 and value > LOWEST_FACE:
            changes.append(("down", value - 1))
        if p.gems >= 1:
            changes.append(("flip", opposite_face(value)))
        for how, new in changes:
            trial = (*dice[:i], (colour, new), *dice[i + 1:])
            if _still_valid(s, seat, trial):
                out.append(Action(f"{how}:{i}", f"valeria.act.{how}",
                                  {"die": die_ref((colour, value)), "value": new, "index": i}))
    return out


@DECISIONS.resolve("boost")
def boost_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if "die" not in a.params:  # done
        return
    seat = d.player
    i = a.params["index"]
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    colour, value = dice[i]
    if a.key == "valeria.act.flip":
        spend_gem(s, seat)
    else:
        spend_magic(s, seat)
    new = a.params["value"]
    s.ctx["plan_dice"] = (*dice[:i], (colour, new), *dice[i + 1:])
    s.emit("valeria.log.modify", {"seat": seat, "die": die_ref((colour, value)), "value": new})
    s.stack.append(d)


def strength(s: ValeriaData, seat: int, card: str, dice: tuple[Die, ...]) -> tuple[int, int]:
    """Step 3: dice + champion and board bonuses, then capped by Influence.
    Returns (raw strength, total strength)."""
    p = s.players[seat]
    raw = sum(value for _, value in dice)
    raw += copies(p, "warrior") + TYPE_STRENGTH_BONUS * copies(p, TYPE_STRENGTH[PLAN_TYPE[card]])
    raw += "strength_bonus" in p.unlocked
    return raw, min(raw, p.influence)


@DECISIONS.resolve("camp_score")
def camp_score(s: ValeriaData, d: Decision, a: None) -> None:
    seat = s.turn_player
    card = s.ctx["plan"]
    raw, total = strength(s, seat, card, s.ctx["plan_dice"])
    s.ctx["total"] = total
    s.emit("valeria.log.strength", {"seat": seat, "raw": raw, "total": total})
    gain_vp(s, seat, VP_TABLE[min(total, len(VP_TABLE) - 1)], "plans")  # step 4: the plan table
    for _ in range(copies(s.players[seat], TYPE_INCOME[PLAN_TYPE[card]])):  # step 5
        gain_gold(s, seat, 2)
        gain_magic(s, seat, 1)
    s.push("camp_finish", RULES)
    if s.players[seat].markers_left:
        s.push("place_marker", seat, rule="Mise en œuvre 7: put the marker on an empty skirmish zone")
        conquest.push_remove_marker(s, seat)


@DECISIONS.resolve("camp_finish")
def camp_finish(s: ValeriaData, d: Decision, a: None) -> None:
    """Step 9: the plan's dice go back to the bag, the plan to the completed ones."""
    seat = s.turn_player
    for die in s.ctx.pop("plan_dice"):
        to_bag(s, die)
    card = s.ctx.pop("plan")
    s.players[seat].completed.append(card)
    s.emit("valeria.log.completed", {"seat": seat, "card": ref(card), "n": len(s.players[seat].completed)})
