"""The game's own estimate of each seat's final score, for bots (greedy
look-ahead, ISMCTS cut-offs).  Not a rule: a rough model of what a position is
worth, in VP, tuned by playing the bots against each other."""

from __future__ import annotations

from math import ceil

from meeple.games.shadow_kingdoms_of_valeria import scoring
from meeple.games.shadow_kingdoms_of_valeria.camp import NEEDS, VP_TABLE
from meeple.games.shadow_kingdoms_of_valeria.champions import DECK
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.model import ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

SOLO = load().board.solo
TURNS_PER_PLAN = 4  # about three dice and a camp visit
ADVERSARY_PLAN_VP = 12.4  # mean of 9/12/15 over the plans' troop counts


def seat_value(s: ValeriaData, seat: int) -> float:
    p = s.players[seat]
    value = float(p.vp + scoring.final_vp(s, seat))
    if s.finished:
        return value
    plans_left = max(0, PLANS_TO_END - len(p.completed))
    # a future plan is worth the table at the Strength Influence allows (dice ~3.5 each)
    strength = min(p.influence, 11 + ("strength_bonus" in p.unlocked))
    per_plan = VP_TABLE[min(strength, len(VP_TABLE) - 1)]
    needed = [0] * 5
    for card in p.reserve:
        if card is not None:
            value += 0.5 * per_plan
            needed = [a + b for a, b in zip(needed, NEEDS[card], strict=True)]
    for colour, face in p.dice:
        value += 0.4 + face / 6 + (1.0 if needed[colour] else 0.0)
        if needed[colour]:
            needed[colour] -= 1
    value += 0.3 * p.gold + 0.3 * p.magic + 1.2 * p.gems
    value += 0.7 * min(plans_left, 4) * (1.0 if p.influence < p.cap else 0.3)  # room to grow
    value += 0.5 * min(plans_left, 4) * (p.influence >= 13)
    value += 1.0 * len(p.unlocked)
    value += 1.5 * sum(1 for card in p.champions if DECK[card] == "ongoing") * min(plans_left, 4) / 4
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
    distinctions = sum(SOLO.claimed_distinction_vp if claim else SOLO.empty_distinction_vp for claim in s.claims)
    return adv.vp + its_plans * ADVERSARY_PLAN_VP + distinctions + 0.4 * your_turns


def evaluate(s: ValeriaData) -> list[float]:
    """One estimate per seat; in solo the Adversary's estimate follows (the
    agents then treat it as one more opponent)."""
    out = [seat_value(s, seat) for seat in range(s.num_players)]
    if s.solo is not None:
        out.append(adversary_value(s))
    return out
