"""The game's own estimate of each seat's final score, for bots (greedy
look-ahead, ISMCTS cut-offs).  Not a rule: a rough model of what a position is
worth, in VP, tuned by playing the bots against each other."""

from __future__ import annotations

from math import ceil

from meeple.games.shadow_kingdoms_of_valeria import scoring
from meeple.games.shadow_kingdoms_of_valeria.camp import TYPE_STRENGTH, TYPE_STRENGTH_BONUS
from meeple.games.shadow_kingdoms_of_valeria.model import ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import copies
from meeple.games.shadow_kingdoms_of_valeria.tables import DECK, NEEDS, PLAN_TYPE, VP_TABLE
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

TURNS_PER_PLAN = 4  # about three dice and a camp visit
ADVERSARY_PLAN_VP = 12.4  # mean of 9/12/15 over the plans' troop counts


def plan_strength(s: ValeriaData, seat: int, card: str, dice: list[tuple[int, int]]) -> float:
    """Expected Strength of a reserved plan: the best held dice of its colours,
    3.5 for each die still to find, plus the Strength bonuses in play."""
    p = s.players[seat]
    need = list(NEEDS[card])
    total = 0.0
    for colour, face in sorted(dice, key=lambda d: -d[1]):
        if need[colour]:
            need[colour] -= 1
            total += face
            dice.remove((colour, face))
    total += 3.5 * sum(need)
    total += copies(p, "warrior") + TYPE_STRENGTH_BONUS * copies(p, TYPE_STRENGTH[PLAN_TYPE[card]])
    total += "strength_bonus" in p.unlocked
    return total


def plan_vp(strength: float, influence: int) -> float:
    return float(VP_TABLE[max(0, min(int(strength), influence, len(VP_TABLE) - 1))])


# Weights of the estimate, set by solo trials of the search bot (docs/agents-and-sim.md).
W = {"reserved": 0.8, "later": 0.5, "die": 0.3, "gold": 0.15, "gold_cap": 12, "gem": 0.6, "unlock": 1.0,
     "ongoing": 1.5, "die_face": 4.3}


def seat_value(s: ValeriaData, seat: int) -> float:
    """VP so far plus what the plans still to come should score.  Magic counts
    only as the Strength it can add under the Influence cap, so spending it on
    a plan never looks like a loss; Gold and Gems count a little, with a ceiling."""
    p = s.players[seat]
    value = float(p.vp + scoring.final_vp(s, seat))
    if s.finished:
        return value
    plans_left = max(0, PLANS_TO_END - len(p.completed))
    boosts = p.magic
    # reserved plans: what they would score with the dice in hand (and Magic)
    free_dice = list(p.dice)
    reserved = [card for card in p.reserve if card is not None][:plans_left]
    for card in reserved:
        strength = plan_strength(s, seat, card, free_dice)
        used = min(boosts, max(0.0, p.influence - strength))
        boosts -= int(used)
        value += W["reserved"] * plan_vp(strength + used, p.influence)
    # the plans after those: a plan filling the troop slots (up to 4 dice, a slot
    # more while several plans are left) with dice picked among a few (~4.3 each)
    later = max(0, min(plans_left, 4) - len(reserved))
    if later:
        dice = min(p.troop_slots + (plans_left > 3), 4)
        strength = W["die_face"] * dice + copies(p, "warrior") + ("strength_bonus" in p.unlocked)
        used = min(boosts / later, max(0.0, p.influence - strength))
        value += W["later"] * later * plan_vp(strength + used, p.influence)
    value += W["die"] * sum(face for _, face in free_dice) / 3.5
    value += W["gold"] * min(p.gold, W["gold_cap"]) + W["gem"] * p.gems
    value += W["unlock"] * len(p.unlocked)
    value += W["ongoing"] * sum(1 for card in p.champions if DECK[card] == "ongoing") * min(plans_left, 4) / 4
    return value


def adversary_value(s: ValeriaData) -> float:
    """The solo Adversary's final score if the game ran its likely course: it
    completes a plan every 5 turns until you complete your 7th."""
    adv = s.solo
    assert adv is not None
    if s.finished:
        return float(adv.vp)
    p = s.players[0]
    your_turns = max(0, PLANS_TO_END - len(p.completed)) * TURNS_PER_PLAN
    its_plans = min(PLANS_TO_END - len(adv.completed), ceil(your_turns / 5))
    distinctions = scoring.adversary_distinction_vp(s)
    return adv.vp + its_plans * ADVERSARY_PLAN_VP + distinctions + 0.4 * your_turns


def evaluate(s: ValeriaData) -> list[float]:
    """One estimate per seat; in solo the Adversary's estimate follows (the
    agents then treat it as one more opponent)."""
    out = [seat_value(s, seat) for seat in range(s.num_players)]
    if s.solo is not None:
        out.append(adversary_value(s))
    return out
