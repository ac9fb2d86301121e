"""The game's own estimate of each seat's final score, for bots (greedy
look-ahead, ISMCTS cut-offs).  Not a rule: a rough model of what a position is
worth, in VP, tuned by playing the bots against each other."""

from __future__ import annotations

from dataclasses import dataclass
from math import ceil

from meeple.core.estimate import towards, worth
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


@dataclass(frozen=True)
class Weights:
    """What each part of a position is worth in the estimate, in VP (``parts`` measures them)."""

    reserved: float  # per VP a reserved plan would score with the dice in hand
    later: float  # per VP of each plan still to come after those
    die: float  # per average die (3.5) of troops held for no reserved plan
    gold: float  # per Gold, up to ``GOLD_CAP``
    gem: float
    unlock: float  # per conquest marker off the player board
    ongoing: float  # per ongoing champion, times the share of the last four plans left
    magic: float  # per Magic, on top of the Strength it adds to the plans above
    influence: float  # per Influence, on top of its cap on the plans above
    completed: float  # per plan completed: the seat ahead in plans ends the game and cuts the others off


GOLD_CAP = 12
DIE_FACE = 4.3  # a die picked among a few for a plan still to come
# Solo, set by solo trials of the search bot (docs/agents-and-sim.md): the Adversary's
# estimate is a score of its own, so only VP-like terms.  Weights fitted on final margins
# predicted the margin better but the search won no more with them ("Valeria's solo estimate
# fitted on final margins").
SOLO = Weights(reserved=0.8, later=0.5, die=0.3, gold=0.15, gem=0.6, unlock=1.0, ongoing=1.5, magic=0.0,
               influence=0.0, completed=0.0)
# With several seats, fitted to the final score margins of 700 games of the rules of thumb
# against themselves (2 seats), at the start of the game and at its end; a position in between
# takes the mix of the two by the plans the leading seat has still to complete
# (docs/agents-and-sim.md, "Valeria's estimate fitted on final scores").
START = Weights(reserved=0.75, later=0.45, die=0.0, gold=1.44, gem=4.49, unlock=0.0, ongoing=0.92, magic=0.0,
                influence=1.44, completed=9.49)
END = Weights(reserved=0.47, later=0.1, die=1.75, gold=0.07, gem=0.63, unlock=0.0, ongoing=2.06, magic=0.22,
              influence=1.75, completed=2.77)


def weights(s: ValeriaData) -> Weights:
    """The weights for this position: solo's, or the mix of START and END by how far the
    seat closest to its 7th plan still is from it."""
    if s.solo is not None:
        return SOLO
    fewest = min(max(0, PLANS_TO_END - len(p.completed)) for p in s.players)
    return towards(END, START, fewest / PLANS_TO_END)


def parts(s: ValeriaData, seat: int) -> Weights:
    """The quantities the weights multiply, one per field of ``Weights`` (each weight
    times its part is that part's worth in VP).  Magic counts mostly as the Strength it
    can add under the Influence cap, so spending it on a plan never looks like a loss."""
    p = s.players[seat]
    plans_left = max(0, PLANS_TO_END - len(p.completed))
    boosts = p.magic
    # reserved plans: what they would score with the dice in hand (and Magic)
    free_dice = list(p.dice)
    reserved = [card for card in p.reserve if card is not None][:plans_left]
    reserved_vp = 0.0
    for card in reserved:
        strength = plan_strength(s, seat, card, free_dice)
        used = min(boosts, max(0.0, p.influence - strength))
        boosts -= int(used)
        reserved_vp += plan_vp(strength + used, p.influence)
    # the plans after those: a plan filling the troop slots (up to 4 dice, a slot
    # more while several plans are left) with dice picked among a few
    later = max(0, min(plans_left, 4) - len(reserved))
    later_vp = 0.0
    if later:
        dice = min(p.troop_slots + (plans_left > 3), 4)
        strength = DIE_FACE * dice + copies(p, "warrior") + ("strength_bonus" in p.unlocked)
        used = min(boosts / later, max(0.0, p.influence - strength))
        later_vp = later * plan_vp(strength + used, p.influence)
    ongoing = sum(1 for card in p.champions if DECK[card] == "ongoing")
    return Weights(reserved=reserved_vp, later=later_vp, die=sum(face for _, face in free_dice) / 3.5,
                   gold=min(p.gold, GOLD_CAP), gem=p.gems, unlock=len(p.unlocked),
                   ongoing=ongoing * min(plans_left, 4) / 4, magic=p.magic, influence=p.influence,
                   completed=len(p.completed))


def seat_value(s: ValeriaData, seat: int, w: Weights) -> float:
    """VP so far (with the champions' and troops' end-game VP) plus the worth of ``parts``."""
    p = s.players[seat]
    value = float(p.vp + scoring.final_vp(s, seat))
    if s.finished:
        return value
    return value + worth(w, parts(s, seat))


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
    w = weights(s)
    out = [seat_value(s, seat, w) for seat in range(s.num_players)]
    if s.solo is not None:
        out.append(adversary_value(s))
    return out
