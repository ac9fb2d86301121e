"""A quick rule-of-thumb player for Shadow Kingdoms of Valeria: the game's
``policy_action``, used by search playouts and the ``heuristic`` bot.

Not a rule.  It looks only at the state it is given (bots hand it a
determinized copy), scores each legal answer with a cheap formula and takes
the best, breaking ties at random.

What mattered most in solo trials (400 deals at 10 and at 30 starting VP,
win rates 56%/23% before, 80%/48% after): choosing the plan and its dice by
the VP they reach under the Influence cap once Magic tops them up; going to
camp only with a reserved plan whose colours are all held; removing the
cap-20 marker first; Elite Guards while Influence can still rise; and
markers placed toward the face-up formation distinctions.  ``WEIGHTS`` are
the tuned numbers."""

from __future__ import annotations

import math
import random

from meeple.core import Action, Decision
from meeple.games.shadow_kingdoms_of_valeria import camp, champions, plans, scoring
from meeple.games.shadow_kingdoms_of_valeria.camp import strength
from meeple.games.shadow_kingdoms_of_valeria.components import CAMP_ID, chosen
from meeple.games.shadow_kingdoms_of_valeria.conquest import skirmish_vp
from meeple.games.shadow_kingdoms_of_valeria.content import COLOURS, SANCTUARIES, load
from meeple.games.shadow_kingdoms_of_valeria.dice import chosen_die
from meeple.games.shadow_kingdoms_of_valeria.evaluation import plan_vp
from meeple.games.shadow_kingdoms_of_valeria.model import Die, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.tables import DECK, DISCOUNT, EFFECT, NEEDS, SANCTUARY_OF, SIDES, TROOPS

WEIGHTS = {"size": 1.5, "meet": 3.0, "endgame": 0.3, "need": 2.0, "face": 1 / 6, "gems": 0.8,
           "magic_claim": 4.0, "magic": 0.6, "champions": 1.5, "gold": 0.3, "strat_first": 3.0, "strat": 1.2,
           "camp_full": 6.0, "camp_unready": 1.0, "camp_magic_only": -1.0, "camp_wait": 2.5, "left": 1.5,
           "cycle_stuck": 0.5, "neighbour": 2.0, "boost_cost": 0.25, "gold_cost": 0.3, "elite": 5.0, "formation": 4.0,
           "champ_best": 1.0}
DISTINCTIONS = load().distinctions
UNLOCK_ORDER = ("cap_20", "troop_slot_4", "strength_bonus", "reserve_middle", "champions_6", "gem_storage",
                "troop_slot_5", "joker", "reserve_right", "champions_10")


def needed(s: ValeriaData, seat: int) -> list[int]:
    """Troops still missing for the reserved plans, per colour."""
    p = s.players[seat]
    need = [0] * len(COLOURS)
    for card in p.reserve:
        if card is not None:
            need = [a + b for a, b in zip(need, NEEDS[card], strict=True)]
    for colour, _ in p.dice:
        if need[colour]:
            need[colour] -= 1
    return need


def die_worth(need: list[int], die: Die) -> float:
    """A die's worth to a seat whose reserved plans still miss ``need`` (see ``needed``)."""
    return (WEIGHTS["need"] if need[die[0]] else 0.0) + die[1] * WEIGHTS["face"]


CHAMPION_WORTH = {"warrior": 3.0, "peddler": 3.0, "elite_guard": 3.0, "priest": 2.5, "satyr": 2.5,
                  "assassin": 2.5, "brawler": 2.5, "brute": 2.5, "steward": 2.5, "mercenary": 2.5}


def champion_worth(s: ValeriaData, seat: int, card: str) -> float:
    effect = EFFECT[card]
    if effect == "elite_guard":
        # Influence caps every plan's Strength: +2 is worth most while it can still rise
        p = s.players[seat]
        return WEIGHTS["elite"] if p.influence < p.cap else CHAMPION_WORTH[effect]
    if DECK[card] == "endgame" and effect != "tactician":
        return 1.0 + WEIGHTS["endgame"] * scoring.endgame_vp(s, seat, effect)
    return CHAMPION_WORTH.get(effect, 2.0)


def plan_outcome(s: ValeriaData, seat: int, card: str, dice: tuple[Die, ...]) -> tuple[int, int]:
    """The Strength a plan reaches with these dice once they fit (Magic walking a die
    onto its Joker face costs both) and Magic tops them up to the Influence cap (Strength
    above Influence is lost), and the Magic that takes."""
    p = s.players[seat]
    fit = camp.fit_cost(dice, frozenset(), card, camp.joker_colour(s, seat), p.gems, p.magic)
    walked, lost = (fit.magic, fit.strength_lost) if fit is not None else (0, 0)
    raw = strength(s, seat, card, dice)[0] - lost
    ups = min(p.magic - walked, sum(6 - face for _, face in dice), max(0, p.influence - raw))
    return min(raw + ups, p.influence), ups + walked


def outcome_worth(s: ValeriaData, seat: int, card: str, dice: tuple[Die, ...]) -> float:
    reached, magic = plan_outcome(s, seat, card, dice)
    return plan_vp(reached, s.players[seat].influence) - WEIGHTS["boost_cost"] * magic


def best_use(s: ValeriaData, seat: int, card: str) -> float:
    """The plan's worth now with its best dice: capped VP less the Magic spent."""
    p = s.players[seat]
    return max((outcome_worth(s, seat, card, tuple(p.dice[i] for i in combo))
                for combo in camp.assignments(s, seat, card)), default=-1e9)


def reaches_cap(s: ValeriaData, seat: int, card: str) -> bool:
    """Whether some dice for the plan, with Magic, reach the Influence cap."""
    p = s.players[seat]
    return any(plan_outcome(s, seat, card, tuple(p.dice[i] for i in combo))[0] >= p.influence
               for combo in camp.assignments(s, seat, card))


def _move(s: ValeriaData, d: Decision, a: Action) -> float:
    seat = d.player
    p = s.players[seat]
    place = chosen(a.params, "place")
    if place == CAMP_ID:
        full = len(p.dice) >= p.troop_slots
        # only a reserved plan whose troops are all held in their own colours counts:
        # buying one from the column at camp costs full price, and Gems are better
        # kept for flips (both sent weak troops out early in trials)
        held = [colour for colour, _ in p.dice]
        ready = [card for card in p.reserve
                 if card is not None and all(NEEDS[card][c] <= held.count(c) for c in range(len(COLOURS)))]
        if not camp.plan_choices(s, seat, magic_spent=p.magic):
            # plans that fit only by walking dice onto a Joker face with Magic lose their
            # Strength: a last resort (solo trials: 68% won with it as an unready camp, 75% without)
            return WEIGHTS["camp_magic_only"]
        if full:
            return WEIGHTS["camp_full"]
        if not ready:
            return WEIGHTS["camp_unready"]
        # a ready plan goes now if it reaches the Influence cap (waiting adds nothing);
        # otherwise slots are left to improve the troops
        return WEIGHTS["camp_full"] if any(reaches_cap(s, seat, card) for card in ready) else WEIGHTS["camp_wait"]
    sanctuary = SANCTUARY_OF[place]
    place = SANCTUARIES[sanctuary]
    need = needed(s, seat)
    best_die = max(die_worth(need, die) for die in s.sanctuaries[sanctuary])
    action = 0.0
    if s.solo is not None and (s.solo.location + 1) % len(SANCTUARIES) == sanctuary:
        best_die -= WEIGHTS["meet"]  # the Adversary walks in next and scores 2
    if place == "gems":
        action = WEIGHTS["gems"] if p.gems < p.gem_capacity else 0.0
    elif place == "magic":
        action = WEIGHTS["magic_claim"] if scoring.claimable(s, seat) else WEIGHTS["magic"]
    elif place == "champions":
        action = WEIGHTS["champions"] if len(p.champions) < p.champion_limit and p.gold >= 4 else 0.0
        if WEIGHTS["champ_best"] and len(p.champions) < p.champion_limit:
            discount = max(DISCOUNT[v] for _, v in s.sanctuaries[sanctuary])
            worths = [champion_worth(s, seat, card) for card in champions.face_up(s)
                      if champions.price(s, seat, card, discount) <= p.gold]
            action = WEIGHTS["champ_best"] * max(worths, default=0.0)
    elif place == "gold":
        action = WEIGHTS["gold"] * max(DISCOUNT[v] for _, v in s.sanctuaries[sanctuary])
    elif place == "stratagems":
        reserved = sum(card is not None for card in p.reserve)
        open_slot = any(p.reserve_open(i) and p.reserve[i] is None for i in range(3))
        action = (WEIGHTS["strat_first"] if reserved == 0 else WEIGHTS["strat"]) if open_slot else 0.0
    return best_die + action


def _plan_fit(s: ValeriaData, seat: int, card: str) -> float:
    """How well a column plan suits the dice held (matched troops, few missing)."""
    p = s.players[seat]
    have = [0] * len(COLOURS)
    for colour, _ in p.dice:
        have[colour] += 1
    matched = sum(min(n, h) for n, h in zip(NEEDS[card], have, strict=True))
    size = len(TROOPS[card])
    if size > p.troop_slots:
        return -3.0  # not before another troop slot is unlocked
    return matched - 0.5 * (size - matched) + WEIGHTS["size"] * size


ACT = "valeria.act."


def _score(s: ValeriaData, d: Decision, a: Action) -> float:
    seat = d.player
    p = s.players[seat]
    kind = a.key.removeprefix(ACT)
    if kind in ("pass", "done", "return_new"):
        return 0.0
    if d.kind == "move":
        return _move(s, d, a)
    if d.kind == "renew":
        return -1.0  # renewing once the action is done is left to search and players
    if kind == "take_die":
        return die_worth(needed(s, seat), chosen_die(a.params))
    if kind == "swap_die":
        need = needed(s, seat)
        return -die_worth(need, chosen_die(a.params, "old")) + die_worth(need, d.data["die"])
    if kind == "claim":
        return 10.0
    if kind == "gain_magic":
        return 1.0
    if kind == "buy_champion":
        return champion_worth(s, seat, chosen(a.params, "card"))
    if kind == "cycle_plan" and _too_big(s, seat, a.params["slot"]):
        # a plan needing more troops than the slots hold can never be carried out: with
        # no plan reserved, renewing it is the way on (3 players, seed 300 stalled forever)
        return WEIGHTS["cycle_stuck"]
    if kind in ("cycle_champion", "cycle_plan"):
        return -1.0
    if kind == "reserve":
        card = s.column[a.params["slot"]]
        return 1.0 + (_plan_fit(s, seat, card) if card else 0.0)
    if kind == "slot":
        return WEIGHTS["left"] if a.params["index"] == plans.LEFT else 1.0  # the left slot's bonus raises Influence
    if kind.startswith("bonus_"):
        return 1.0
    if kind in ("plan_reserve", "plan_column"):
        # a Scout's Magic for a column plan comes at step 5, too late for its dice
        return best_use(s, seat, chosen(a.params, "card")) - WEIGHTS["gold_cost"] * a.params["gold"]
    if kind == "assign":
        return outcome_worth(s, seat, s.ctx["plan"], tuple(p.dice[i] for i in a.params["slots"]))
    if kind in ("up", "flip", "down", "wild") and not camp.fits_now(s, seat):
        return _fitting_step(s, seat, kind, a)
    if kind in ("up", "flip", "down"):
        raw = strength(s, seat, s.ctx["plan"], s.ctx["plan_dice"])[0]
        if raw >= p.influence or kind == "down":
            return -1.0
        if kind == "up":
            # not the die whose Joker face makes the plan fit: it would cost a Gem or the Magic back
            return 1.0 if _keeps_fit(s, seat, a) else -1.0
        return (2.0 if _keeps_fit(s, seat, a) else 1.5) if a.params["value"] >= 5 else -1.0
    if kind == "unlock":
        return 10.0 - UNLOCK_ORDER.index(chosen(a.params, "upgrade"))
    if kind == "zone":
        zone = a.params["zone"]
        side = s.players[seat].scroll
        gain = skirmish_vp(SIDES[side].zones[zone], s.ctx["plan"], s.ctx["total"])
        neighbours = sum(1 for other in (zone - 3, zone + 3) if 0 <= other < 9 and p.markers[other])
        neighbours += sum(1 for other in (zone - 1, zone + 1)
                          if 0 <= other < 9 and other // 3 == zone // 3 and p.markers[other])
        return gain + WEIGHTS["neighbour"] * neighbours + WEIGHTS["formation"] * formation_progress(s, seat, zone)
    return 0.5


def _too_big(s: ValeriaData, seat: int, slot: int) -> bool:
    """No plan reserved, and the column plan in ``slot`` needs more troops than the slots hold."""
    p = s.players[seat]
    card = s.column[slot]
    return all(c is None for c in p.reserve) and card is not None and len(TROOPS[card]) > p.troop_slots


def _keeps_fit(s: ValeriaData, seat: int, a: Action) -> bool:
    """Whether the plan's dice still fit after this change of a die's value."""
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    i = a.params["index"]
    trial = (*dice[:i], (dice[i][0], a.params["value"]), *dice[i + 1:])
    return camp.fit_cost(trial, s.ctx["wild"], s.ctx["plan"], camp.joker_colour(s, seat), 0, 0) is not None


def _fitting_step(s: ValeriaData, seat: int, kind: str, a: Action) -> float:
    """While the plan's dice do not fit yet: a change on a cheapest way to fit them (its own
    cost and what is left no more than the cheapest fit now), losing the least Strength;
    any other change waits until they fit."""
    p = s.players[seat]
    dice: tuple[Die, ...] = s.ctx["plan_dice"]
    wild = camp.joker_colour(s, seat)
    now = camp.fit_cost(dice, s.ctx["wild"], s.ctx["plan"], wild, p.gems, p.magic)
    i = a.params["index"]
    colour, value = dice[i]
    new = value if kind == "wild" else a.params["value"]
    trial = (*dice[:i], (colour, new), *dice[i + 1:])
    marked = s.ctx["wild"] | {i} if kind == "wild" else s.ctx["wild"]
    gem = kind in ("flip", "wild")
    left = camp.fit_cost(trial, marked, s.ctx["plan"], wild, p.gems - gem, p.magic - (not gem))
    assert now is not None and left is not None  # only changes that keep the plan within reach are offered
    if 1 + left.gems + left.magic > now.gems + now.magic:
        return -2.0
    return 3.0 - 0.2 * (value - new + left.strength_lost)


def formation_progress(s: ValeriaData, seat: int, zone: int) -> float:
    """How much a marker on ``zone`` advances the face-up formation distinctions
    this seat has not claimed: 1 for each one with a placement through ``zone``,
    3 more when the marker completes it."""
    markers = s.players[seat].markers
    gain = 0.0
    for i, card in enumerate(s.distinctions):
        cond = DISTINCTIONS[card].condition
        if cond.kind != "formation" or seat in s.claims[i]:
            continue
        shapes = scoring.placements(cond.cells or ())
        best = max((sum(markers[c] for c in cells) for cells in shapes if zone in cells), default=-1)
        if best >= 0:
            covered = best + 1
            gain += 1.0 + (3.0 if covered == len(cond.cells or ()) else 0.0)
    return gain


def choose(s: ValeriaData, rng: random.Random) -> Action:
    """The best-scoring legal answer to the pending decision (ties at random)."""
    d = s.stack[-1]
    best: list[Action] = []
    top = -math.inf
    for action in s.legal_actions():
        value = _score(s, d, action)
        if value > top + 1e-9:
            best, top = [action], value
        elif value >= top - 1e-9:
            best.append(action)
    return best[0] if len(best) == 1 else rng.choice(best)
