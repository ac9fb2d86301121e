"""Carrying out a stratagem at camp: steps 1-5 and 9 of the rulebook's "Mise en
œuvre d'un Stratagème dans votre Camp" (steps 6-8 are in conquest.py)."""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from meeple.core import RULES, Action, Decision
from meeple.games.shadow_kingdoms_of_valeria import champions, conquest, plans
from meeple.games.shadow_kingdoms_of_valeria.components import ref
from meeple.games.shadow_kingdoms_of_valeria.content import opposite_face
from meeple.games.shadow_kingdoms_of_valeria.dice import die_ref, to_bag
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, Die, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import (
    copies,
    gain_gold,
    gain_magic,
    gain_vp,
    gem_triggers,
    spend_gem,
    spend_gold,
    spend_magic,
)
from meeple.games.shadow_kingdoms_of_valeria.tables import (
    BOARD_JOKER,
    HIGHEST_FACE,
    JOKER_FACE,
    JOKER_STEPS,
    LOWEST_FACE,
    NEAREST_JOKER,
    NEEDS,
    PLAN_TYPE,
    TROOPS,
    VP_TABLE,
)
from meeple.games.shadow_kingdoms_of_valeria.text import RULE

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


class FitCost(NamedTuple):
    """What making a plan's dice fit its troop symbols still costs: Gems (each makes one die
    wild), Magic steps (moving dice onto a Joker face) and the Strength those steps remove."""

    gems: int
    magic: int
    strength_lost: int


def _free_wild(die: Die, wild: int) -> bool:
    """A Joker face or the board's wild troop type counts as any troop ("Capacité Joker")."""
    return JOKER_FACE[die[1]] or die[0] == wild


def _walk_order(value: int) -> tuple[int, int]:
    """Dice nearest a Joker face first (then the lower value): the cheapest to walk there."""
    return JOKER_STEPS[value], value


def fit_cost(dice: tuple[Die, ...] | list[Die], marked: frozenset[int], card: str, wild: int,
             gems: int, magic: int) -> FitCost | None:
    """The cheapest way (least Magic, then fewest Gems) to make one of these dice per troop
    symbol of the card match it one to one (the best of them when there are more), or None
    if the dice are too few or the Gems and Magic held cannot.  Rulebook "Mise en œuvre 2"
    with "Gemmes" and "Magie 3": at any point of the step, a Gem makes 1 die of your choice
    count as a Joker, and 1 Magic moves any die 1 step (so onto its Joker face); ``marked``
    dice were already made wild by a Gem.

    Wild dice and dice of a colour the card still needs fit for nothing; the symbols left
    take dice of the colours held beyond the card's count, those nearest a Joker face first
    (more dice, or farther ones, never cost less).  Gems make the farthest of them wild,
    Magic walks the others onto their Joker face.  The Magic an Oracle gives for a Gem spent
    here, and a Scout's for a plan bought from the column at step 1, come only at step 5, too
    late for this step (see ``camp_score``)."""
    need = NEEDS[card]
    if len(dice) < len(TROOPS[card]) or magic < 0:  # Magic spent before (cycles) cannot be owed
        return None
    held: list[list[int]] = [[] for _ in need]
    fitting = 0
    for i, (colour, value) in enumerate(dice):
        if i in marked or JOKER_FACE[value] or colour == wild:
            fitting += 1
        else:
            held[colour].append(value)
    spare: list[int] = []
    for values, wanted in zip(held, need, strict=True):
        fitting += min(len(values), wanted)
        if len(values) > wanted:
            spare += sorted(values, key=_walk_order)[:len(values) - wanted]
    missing = max(0, len(TROOPS[card]) - fitting)
    by_gem = min(gems, missing)
    walked = sorted(spare, key=_walk_order)[:missing - by_gem]
    steps = sum(JOKER_STEPS[value] for value in walked)
    if steps > magic:
        return None
    return FitCost(by_gem, steps, sum(value - NEAREST_JOKER[value] for value in walked))


def can_carry_out(s: ValeriaData, seat: int, card: str, magic_spent: int = 0) -> bool:
    """Whether some of the player's troop dice can carry out ``card`` with the Gems and
    Magic held (less ``magic_spent`` first)."""
    p = s.players[seat]
    return fit_cost(p.dice, frozenset(), card, joker_colour(s, seat), p.gems, p.magic - magic_spent) is not None


def assignments(s: ValeriaData, seat: int, card: str, magic_spent: int = 0) -> list[tuple[int, ...]]:
    """Sets of troop-slot indices that can carry out ``card`` with the Gems and Magic held
    (less ``magic_spent`` first)."""
    if not can_carry_out(s, seat, card, magic_spent):
        return []
    p = s.players[seat]
    wild = joker_colour(s, seat)
    magic = p.magic - magic_spent
    out = []
    seen: set[tuple[Die, ...]] = set()
    for combo in combinations(range(len(p.dice)), len(TROOPS[card])):
        dice = tuple(sorted(p.dice[i] for i in combo))
        if dice not in seen and fit_cost(dice, frozenset(), card, wild, p.gems, magic) is not None:
            seen.add(dice)
            out.append(combo)
    return out


def plan_choices(s: ValeriaData, seat: int, magic_spent: int = 0) -> list[PlanChoice]:
    """Every plan the player could carry out now (after spending ``magic_spent``): reserved
    ones, or column ones bought at their slot cost (no die discount at camp)."""
    p = s.players[seat]
    out = []
    for i, card in enumerate(p.reserve):
        if card is not None and can_carry_out(s, seat, card, magic_spent):
            out.append(PlanChoice(False, i, card, 0))
    for slot, card in enumerate(s.column):
        if card is not None:
            cost = plans.column_price(s, seat, slot, 0)
            if cost <= p.gold and can_carry_out(s, seat, card, magic_spent):
                out.append(PlanChoice(True, slot, card, cost))
    return out


def column_reachable(s: ValeriaData, seat: int, slot: int, card: str, magic_spent: int = 0) -> bool:
    """Whether the column plan lying at ``slot`` can be bought and carried out, once Magic has put
    cards below it under the pile if need be: each such cycle slides it one slot down, to a lower
    price ("Magie 1", at camp too).  The fewest cycles that make it affordable leave the most
    Magic for its dice, so only that count is tried."""
    for cycles in range(slot + 1):
        if plans.column_price(s, seat, slot - cycles, 0) <= s.players[seat].gold:
            return can_carry_out(s, seat, card, magic_spent + cycles)
    return False


def has_plan(s: ValeriaData, seat: int, magic_spent: int = 0, cycled: int | None = None) -> bool:
    """Whether some plan can be carried out, now or after Magic cycles column cards: moving to
    camp is allowed only then.  ``cycled``: that column slot was just cycled (for ``magic_spent``),
    so the known cards above it lie one slot lower and the card drawn is not counted on."""
    p = s.players[seat]
    if any(card is not None and can_carry_out(s, seat, card, magic_spent) for card in p.reserve):
        return True
    for slot, card in enumerate(s.column):
        if card is None or slot == cycled:
            continue
        lower = cycled is not None and slot > cycled
        if column_reachable(s, seat, slot - lower, card, magic_spent):
            return True
    return False


@DECISIONS.options("camp_plan")
def plan_options(s: ValeriaData, d: Decision) -> list[Action]:
    choices = plan_choices(s, d.player)
    out = []
    for choice in choices:
        where = "column" if choice.from_column else "reserve"
        out.append(Action(f"plan:{where}:{choice.slot}", f"valeria.act.plan_{where}",
                          {"card": ref(choice.card), "gold": choice.gold, "index": choice.slot}))
    # at camp a plan must be carried out: a cycle is offered only if one stays within reach of
    # the Magic and Gold left (never the last possible plan, nor the Magic its dice need)
    return out + [a for a in plans.cycle_actions(s, d.player)
                  if has_plan(s, d.player, magic_spent=1, cycled=a.params["slot"])]


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
        card = plans.take_from_column(s, seat, slot, scout_now=False)  # its Scout bonus comes at step 5
        s.ctx["from_column"] = True
    assert card is not None
    s.ctx["plan"] = card
    s.emit("valeria.log.plan", {"seat": seat, "card": ref(card)})
    champions.push_renewals(s, seat, "plans")  # "Magie 1": still at the camp once the plan is carried out
    s.push("camp_score", RULES)
    s.push("boost", seat, rule=RULE["boost"])
    s.push("assign", seat, rule=RULE["assign"])


@DECISIONS.options("assign")
def assign_options(s: ValeriaData, d: Decision) -> list[Action]:
    p = s.players[d.player]
    return [Action("dice:" + "-".join(map(str, combo)), "valeria.act.assign",
                   {"dice": [die_ref(p.dice[i]) for i in combo], "slots": list(combo)})
            for combo in assignments(s, d.player, s.ctx["plan"])]


@DECISIONS.resolve("assign")
def assign_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    p = s.players[d.player]
    combo = a.params["slots"]
    s.ctx["plan_dice"] = tuple(p.dice[i] for i in combo)
    s.ctx["wild"] = frozenset()  # dice made wild by a Gem, chosen during the next step
    for i in sorted(combo, reverse=True):
        del p.dice[i]


def fits_now(s: ValeriaData, seat: int) -> bool:
    cost = fit_cost(s.ctx["plan_dice"], s.ctx["wild"], s.ctx["plan"], joker_colour(s, seat), 0, 0)
    return cost is not None


def _changes(s: ValeriaData, seat: int, die: Die, marked: bool) -> list[tuple[str, int]]:
    """The modifications one die allows: Magic 1 step up or down (1..6), a Gem flip, a Gem wild."""
    p = s.players[seat]
    value = die[1]
    out = []
    if p.magic >= 1 and value < HIGHEST_FACE:
        out.append(("up", value + 1))
    if p.magic >= 1 and value > LOWEST_FACE:
        out.append(("down", value - 1))
    if p.gems >= 1:
        out.append(("flip", opposite_face(value)))
        if not marked and not _free_wild(die, joker_colour(s, seat)):
            out.append(("wild", value))
    return out


@DECISIONS.options("boost")
def boost_options(s: ValeriaData, d: Decision) -> list[Action]:
    """Step 2 goes on while the player modifies dice; "done" once they fit the plan.  Every
    offered change leaves the plan within reach of the Gems and Magic left."""
    seat = d.player
    p = s.players[seat]
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    marked: frozenset[int] = s.ctx["wild"]
    wild = joker_colour(s, seat)
    out = [Action("done", "valeria.act.done")] if fits_now(s, seat) else []
    seen: set[tuple[Die, bool]] = set()
    for i, die in enumerate(dice):
        if (die, i in marked) in seen:
            continue
        seen.add((die, i in marked))
        for how, new in _changes(s, seat, die, i in marked):
            trial = (*dice[:i], (die[0], new), *dice[i + 1:])
            gem = how in ("flip", "wild")
            now_marked = marked | {i} if how == "wild" else marked
            if fit_cost(trial, now_marked, s.ctx["plan"], wild, p.gems - gem, p.magic - (not gem)) is not None:
                out.append(Action(f"{how}:{i}", f"valeria.act.{how}", {"die": die_ref(die), "value": new, "index": i}))
    return out


@DECISIONS.resolve("boost")
def boost_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if "die" not in a.params:  # done
        return
    seat = d.player
    i = a.params["index"]
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    colour, value = dice[i]
    if a.key in ("valeria.act.wild", "valeria.act.flip"):
        s.ctx["gems_spent"] = s.ctx.get("gems_spent", 0) + 1  # its Shaman/Oracle bonus comes at step 5
    if a.key == "valeria.act.wild":
        spend_gem(s, seat)  # "Gemmes": this die counts as a Joker for the plan
        s.ctx["wild"] = s.ctx["wild"] | {i}
        s.emit("valeria.log.wild", {"seat": seat, "die": die_ref((colour, value))})
    else:
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
    # The Influence beside them: "Force 15, Force Totale 11" alone read as a mistake.
    s.emit("valeria.log.strength", {"seat": seat, "raw": raw, "influence": s.players[seat].influence, "total": total})
    gain_vp(s, seat, VP_TABLE[min(total, len(VP_TABLE) - 1)], "plans")  # step 4: the plan table
    # Step 5, "Revendiquez vos bonus de Champion": its example pays Kira's Shaman Gold for the Gem she
    # spent at step 2 here, so Shaman and Oracle answer the Gems of step 2 now (an Oracle's Magic
    # cannot pay for that step's changes), and Scout the plan bought from the column at step 1.
    for _ in range(s.ctx.pop("gems_spent", 0)):
        gem_triggers(s, seat)
    if s.ctx.pop("from_column", False):
        plans.scout_bonus(s, seat)
    for _ in range(copies(s.players[seat], TYPE_INCOME[PLAN_TYPE[card]])):  # step 5
        gain_gold(s, seat, 2)
        gain_magic(s, seat, 1)
    s.push("camp_finish", RULES)
    if s.players[seat].markers_left:
        s.push("place_marker", seat, rule=RULE["place_marker"])
        conquest.push_remove_marker(s, seat)


@DECISIONS.resolve("camp_finish")
def camp_finish(s: ValeriaData, d: Decision, a: None) -> None:
    """Step 9: the plan's dice go back to the bag, the plan to the completed ones."""
    seat = s.turn_player
    for die in s.ctx.pop("plan_dice"):
        to_bag(s, die)
    card = s.ctx.pop("plan")
    s.ctx.pop("wild")
    s.players[seat].completed.append(card)
    s.emit("valeria.log.completed", {"seat": seat, "card": ref(card), "n": len(s.players[seat].completed)})
