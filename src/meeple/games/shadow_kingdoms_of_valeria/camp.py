"""Carrying out a stratagem at camp: the nine steps of the rulebook's "Mise en
œuvre d'un Stratagème dans votre Camp", and the conquest markers it moves."""

from __future__ import annotations

from itertools import combinations

from meeple.core import RULES, Action, Decision
from meeple.core.i18n import Msg
from meeple.games.shadow_kingdoms_of_valeria import champions, plans
from meeple.games.shadow_kingdoms_of_valeria.content import CHAIN_PAIRS, load
from meeple.games.shadow_kingdoms_of_valeria.content import Zone as SkirmishZone
from meeple.games.shadow_kingdoms_of_valeria.decisions import options, resolve
from meeple.games.shadow_kingdoms_of_valeria.dice import JOKER_FACE, die_msg, push_gain_die, to_bag
from meeple.games.shadow_kingdoms_of_valeria.model import Die, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import (
    copies,
    gain_gem,
    gain_gold,
    gain_influence,
    gain_magic,
    gain_vp,
    spend_gem,
    spend_gold,
    spend_magic,
)

C = load()
COLOUR_INDEX: dict[str, int] = {colour: i for i, colour in enumerate(C.colours)}
TROOPS = {card: tuple(COLOUR_INDEX[t] for t in plan.troops) for card, plan in C.stratagems.items()}
PLAN_TYPE = {card: plan.type for card, plan in C.stratagems.items()}
VP_TABLE = tuple(C.board.vp_table)
BOARD_JOKER: dict[str, int] = {board.id: COLOUR_INDEX[board.joker_troop] for board in C.player_boards}
SIDES = {side.id: side for scroll in C.scrolls for side in scroll.sides}
TYPE_STRENGTH = {"ambush": "assassin", "clash": "brawler", "siege": "brute"}  # +2 Strength each
TYPE_INCOME = {"ambush": "stalker", "siege": "engineer", "clash": "soldier"}  # +2 Gold +1 Magic each
UPGRADE_ORDER = tuple(up.id for up in C.upgrades)
REQUIRES = {"champions_10": "champions_6", "troop_slot_5": "troop_slot_4"}


def joker_colour(s: ValeriaData, seat: int) -> int:
    """The troop type the player's board makes wild once its marker is removed ("Capacité Joker")."""
    p = s.players[seat]
    return BOARD_JOKER[p.board] if "joker" in p.unlocked else -1


NEEDS = {card: tuple(troops.count(c) for c in range(len(C.colours))) for card, troops in TROOPS.items()}


def gems_needed(dice: tuple[Die, ...] | list[Die], card: str, wild: int) -> int:
    """Gems to spend (each makes one die wild) so that the best ``len(troops)``
    of ``dice`` match the card's troops one to one; joker faces and the board's
    wild type match anything ("Gemmes", "Capacité Joker")."""
    have = [0, 0, 0, 0, 0]
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


def plan_choices(s: ValeriaData, seat: int) -> list[tuple[str, int, str, int]]:
    """(source, index, card, gold) for every plan the player could carry out now:
    reserved ones, or column ones bought at their slot cost (no die discount at camp)."""
    p = s.players[seat]
    out = []
    for i, card in enumerate(p.reserve):
        if card is not None and can_carry_out(s, seat, card):
            out.append(("reserve", i, card, 0))
    for slot, card in enumerate(s.column):
        if card is not None:
            cost = plans.column_price(s, seat, slot, 0)
            if cost <= p.gold and can_carry_out(s, seat, card):
                out.append(("column", slot, card, cost))
    return out


def has_plan(s: ValeriaData, seat: int) -> bool:
    """Whether moving to camp is allowed: some plan can be carried out now."""
    p = s.players[seat]
    if any(card is not None and can_carry_out(s, seat, card) for card in p.reserve):
        return True
    return any(card is not None and plans.column_price(s, seat, slot, 0) <= p.gold and can_carry_out(s, seat, card)
               for slot, card in enumerate(s.column))


@options("camp_plan")
def plan_options(s: ValeriaData, d: Decision) -> list[Action]:
    out = [Action(f"plan:{src}:{i}", f"valeria.act.plan_{src}", {"card": plans.plan_msg(card), "gold": cost})
           for src, i, card, cost in plan_choices(s, d.player)]
    return out + plans.cycle_actions(s, d.player, keep_feasible=True)


@resolve("camp_plan")
def plan_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    kind, _, rest = a.id.partition(":")
    if kind == "cycle":
        plans.cycle(s, seat, int(rest))
        s.stack.append(d)
        return
    source, index = rest.split(":")
    slot = int(index)
    p = s.players[seat]
    if source == "reserve":
        card = p.reserve[slot]
        p.reserve[slot] = None
    else:
        spend_gold(s, seat, plans.column_price(s, seat, slot, 0))
        card = plans.take_from_column(s, seat, slot)
    assert card is not None
    s.ctx["plan"] = card
    s.emit("valeria.log.plan", {"seat": seat, "card": plans.plan_msg(card)})
    s.push("camp_score", RULES)
    s.push("boost", seat, rule="Mise en œuvre 2: Magic changes a die by 1 (1..6), a Gem flips it")
    s.push("assign", seat, rule="Mise en œuvre 2: one troop die per symbol of the plan")


@options("assign")
def assign_options(s: ValeriaData, d: Decision) -> list[Action]:
    p = s.players[d.player]
    return [Action("dice:" + "-".join(map(str, combo)), "valeria.act.assign",
                   {"dice": [die_msg(p.dice[i]) for i in combo]})
            for combo in assignments(s, d.player, s.ctx["plan"])]


@resolve("assign")
def assign_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    p = s.players[seat]
    combo = [int(i) for i in a.id.split(":")[1].split("-")]
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


@options("boost")
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
        if p.magic >= 1 and value < 6:
            changes.append(("up", value + 1))
        if p.magic >= 1 and value > 1:
            changes.append(("down", value - 1))
        if p.gems >= 1:
            changes.append(("flip", 7 - value))
        for how, new in changes:
            trial = (*dice[:i], (colour, new), *dice[i + 1:])
            if _still_valid(s, seat, trial):
                out.append(Action(f"{how}:{i}", f"valeria.act.{how}", {"die": die_msg((colour, value)), "value": new}))
    return out


@resolve("boost")
def boost_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if a.id == "done":
        return
    seat = d.player
    how, index = a.id.split(":")
    i = int(index)
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    colour, value = dice[i]
    if how == "flip":
        spend_gem(s, seat)
        new = 7 - value
    else:
        spend_magic(s, seat)
        new = value + 1 if how == "up" else value - 1
    s.ctx["plan_dice"] = (*dice[:i], (colour, new), *dice[i + 1:])
    s.emit("valeria.log.modify", {"seat": seat, "die": die_msg((colour, value)), "value": new})
    s.stack.append(d)


def strength(s: ValeriaData, seat: int, card: str, dice: tuple[Die, ...]) -> tuple[int, int]:
    """Step 3: dice + champion and board bonuses, then capped by Influence.
    Returns (raw strength, total strength)."""
    p = s.players[seat]
    raw = sum(value for _, value in dice)
    raw += copies(p, "warrior") + 2 * copies(p, TYPE_STRENGTH[PLAN_TYPE[card]])
    raw += "strength_bonus" in p.unlocked
    return raw, min(raw, p.influence)


@resolve("camp_score")
def camp_score(s: ValeriaData, d: Decision, a: None) -> None:
    seat = s.turn_player
    card = s.ctx["plan"]
    raw, total = strength(s, seat, card, s.ctx["plan_dice"])
    s.ctx["total"] = total
    s.emit("valeria.log.strength", {"seat": seat, "raw": raw, "total": total})
    gain_vp(s, seat, VP_TABLE[min(total, len(VP_TABLE) - 1)], "plan")  # step 4: the plan table
    for _ in range(copies(s.players[seat], TYPE_INCOME[PLAN_TYPE[card]])):  # step 5
        gain_gold(s, seat, 2)
        gain_magic(s, seat, 1)
    s.push("camp_finish", RULES)
    if s.players[seat].markers_left:
        s.push("place_marker", seat, rule="Mise en œuvre 7: put the marker on an empty skirmish zone")
        push_remove_marker(s, seat)


def push_remove_marker(s: ValeriaData, seat: int) -> None:
    s.push("remove_marker", seat, rule="Plateau Joueur: remove one conquest marker to unlock what it covers")


def available_upgrades(s: ValeriaData, seat: int) -> list[str]:
    p = s.players[seat]
    return [u for u in UPGRADE_ORDER
            if u not in p.unlocked and (u not in REQUIRES or REQUIRES[u] in p.unlocked)]


@options("remove_marker")
def remove_options(s: ValeriaData, d: Decision) -> list[Action]:
    return [Action(f"unlock:{u}", "valeria.act.unlock", {"upgrade": Msg(f"valeria.content.upgrade.{u}")})
            for u in available_upgrades(s, d.player)]


@resolve("remove_marker")
def remove_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    upgrade = a.id.split(":")[1]
    s.players[seat].unlocked.add(upgrade)
    s.emit("valeria.log.unlock", {"seat": seat, "upgrade": Msg(f"valeria.content.upgrade.{upgrade}")})
    if upgrade == "gem_storage":  # "Réserve de Gemmes": +1 Gem at once
        gain_gem(s, seat)


@options("place_marker")
def place_options(s: ValeriaData, d: Decision) -> list[Action]:
    markers = s.players[d.player].markers
    return [Action(f"zone:{i}", "valeria.act.zone", {"row": i // 3 + 1, "col": i % 3 + 1})
            for i in range(9) if not markers[i]]


def skirmish_vp(zone: SkirmishZone, card: str, total: int) -> int:
    """"Bonus des Zones d'Escarmouche": 1 VP per matching troop symbol on the
    card, 2 VP for Strength 15+, 2 VP for the plan type."""
    if zone.kind == "troop":
        return C.stratagems[card].troops.count(zone.troop)
    if zone.kind == "strength":
        return 2 if total >= 15 else 0
    return 2 if zone.type == PLAN_TYPE[card] else 0


@resolve("place_marker")
def place_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    p = s.players[seat]
    zone = int(a.id.split(":")[1])
    p.markers[zone] = True
    side = SIDES[p.scroll]
    s.emit("valeria.log.zone", {"seat": seat, "row": zone // 3 + 1, "col": zone % 3 + 1})
    gain_vp(s, seat, skirmish_vp(side.zones[zone], s.ctx["plan"], s.ctx["total"]), "skirmish")
    for chain, (x, y) in enumerate(CHAIN_PAIRS):
        if zone in (x, y) and p.markers[x] and p.markers[y] and chain not in p.chains:
            p.chains.add(chain)
            chain_bonus(s, seat, side.chains[chain])


def chain_bonus(s: ValeriaData, seat: int, letter: str) -> None:
    """"Bonus de Chaîne" A-F, then Soul Devourer (+1 Magic) and Slasher (+2 Gold)."""
    s.emit("valeria.log.chain", {"seat": seat, "bonus": Msg(f"valeria.chain.{letter}")})
    if letter == "A":
        champions.push_free_champion(s, seat, paid=False)
    elif letter == "B":
        gain_influence(s, seat, 2)
    elif letter == "C":
        gain_magic(s, seat, 2)
    elif letter == "D":
        gain_gold(s, seat, 3)
    elif letter == "E":
        gain_gem(s, seat)
    elif letter == "F":
        push_gain_die(s, seat, "chain")
    p = s.players[seat]
    for _ in range(copies(p, "soul_devourer")):
        gain_magic(s, seat, 1)
    for _ in range(copies(p, "slasher")):
        gain_gold(s, seat, 2)


@resolve("camp_finish")
def camp_finish(s: ValeriaData, d: Decision, a: None) -> None:
    """Step 9: the plan's dice go back to the bag, the plan to the completed ones."""
    seat = s.turn_player
    for die in s.ctx.pop("plan_dice"):
        to_bag(s, die)
    card = s.ctx.pop("plan")
    s.players[seat].completed.append(card)
    s.emit("valeria.log.completed", {"seat": seat, "card": plans.plan_msg(card),
                                     "n": len(s.players[seat].completed)})

