"""The round planner of the solo rules of thumb: a choice is judged by the whole round it leads to.

A round of Paladins is one plan: the Paladin and the Tavern card bring the worker colours, the workers
(6, plus up to 3 kept) pay for about three actions, Pray repeats one.  The rules of thumb (``policy``)
see two main actions ahead, and nothing of the Paladin they pick (face down until the reveal: its
choice was a coin toss).  Here a set-up answer is played on a copy, the seat's rest of the round is
played out with the one-action look-ahead (the solo AI plays inside the game's flow), and the answer
whose next round starts best is kept: the Paladin with each Tavern card it could be played with, the
card kept on top by the round it would give.  A main action is the look-ahead's, ``SOLO_PLIES`` main
actions ahead: solo, that is the rest of the round (the AI's turns come inside the flow and the
look-ahead stops when the round ends).

The start of a round is judged by ``round_value``: the score plus the VP the look-ahead went on to
score from such positions, fitted per round on 240 solo games (``benchmarks/paladins_round_value.py``);
``policy.potential`` mixes this round's workers in and suits the middle of a round.  Solo only: with
other seats the round does not end when the seat passes, and the fit is for solo games.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from meeple.core import Action
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import policy
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.scoring import attribute_vp, score

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

# main actions looked ahead in a row by the solo seat (a round holds about 3-5 of them); on the solo
# tournament's 40 deals: 2 ahead with the five best rounds played out won 4 (50.9 VP), 4 ahead 8 (55.5),
# 5 ahead 13 (58.7, 16 CPU s a game); 6 ahead 12 of the first 37 (57.1 VP; 5 ahead: 11, 59.4) at 1.5-2 times the cost
SOLO_PLIES = 5
SET_UP = frozenset({"paladin", "top", "tavern"})  # the round's set-up questions
FIFTH = 5  # the rows and the King's Orders pay from the 5th use
MAX_STEPS = 200  # a played-out round never needs more decisions; a guard against a loop
# VP still to come from the start of round r (2-7) = weights . features(); the first weight is the constant
GAIN_WEIGHTS = {  # benchmarks/paladins_round_value.py, 240 games (CV R² -0.2 to 0.3: luck dominates)
    2: (28.461, -0.108, -0.174, 0.802, 0.827, 2.385, 4.348, 4.659, -2.014,
        4.014, -1.311, -1.343, 0.272, 4.86, -0.381, -0.542, 5.26),
    3: (12.317, -0.18, 0.211, 1.787, -0.58, 4.256, -2.057, 3.767, 0.068,
        3.661, -0.66, 1.241, -1.129, 4.81, 1.326, 1.642, 2.058),
    4: (-0.4, -0.023, 0.412, 1.665, -0.265, 2.613, 0.189, 4.8, -1.703,
        4.007, -1.191, 1.477, -1.11, 4.035, 0.616, -1.188, -0.449),
    5: (-11.805, -0.195, 0.304, 2.78, 1.748, 2.595, -0.867, 2.368, -0.034,
        2.245, -0.15, 1.332, -0.238, 3.635, 0.059, -0.347, -0.22),
    6: (-17.2, -0.018, 0.305, 2.163, 1.346, 2.2, -0.981, 2.279, -0.465,
        2.649, -0.724, 1.14, -0.248, 1.622, -0.329, 0.003, 0.425),
    7: (-10.586, -0.133, 0.192, 1.15, 0.39, 1.068, -0.69, 1.717, -0.663,
        0.939, -0.361, 0.704, 0.225, 0.675, -0.018, -0.148, -0.046),
}


def features(s: PaladinsState, p: Player) -> list[float]:
    """What a position holds for the rounds left, in ``GAIN_WEIGHTS``' order: a constant, silver,
    provisions, kept workers, Criminals; each attribute and its VP; progress toward the 5th uses (the
    5th use's row VP and revealed King's Orders, times the share done), right-hand actions done,
    Workshops, Suspicion, unpaid Debts, Townsfolk."""
    f = [1.0, float(p.silver), float(p.provisions), float(min(sum(p.workers), C.WORKERS_KEPT)),
         float(p.workers[C.CRIMINAL])]
    for v in p.attributes:
        f += [float(v), float(attribute_vp(v))]
    ladder = 0.0
    done = 0
    for a in C.RIGHT_ACTIONS:
        c = p.count(a)
        done += c
        if c < FIFTH:
            target = C.BOARD.action_vp[a][FIFTH] if a in C.BOARD.action_vp else 0
            target += sum(C.ORDER_VP[i] for i, order in enumerate(s.orders_up) if C.ORDERS[order].action == a)
            ladder += target * c / FIFTH
    f += [ladder, float(done), float(sum(bin(m).count("1") for m in p.workshops)), float(len(p.suspicion)),
          float(p.unpaid_debts), float(len(p.townsfolk))]
    return f


def round_value(s: PaladinsState, p: Player) -> float:
    """The final score expected from the start of a round (the score once the game is over)."""
    now = float(score(s, p)["total"])
    if s.is_over:
        return now
    return now + sum(w * x for w, x in zip(GAIN_WEIGHTS[s.round], features(s, p), strict=True))


def round_end(t: PaladinsState, seat: int, rng: random.Random) -> float:
    """Play ``t`` (mutated) to the start of the next round (or the end), the seat with the one-action
    look-ahead; the value of that start."""
    start = t.round  # the seat's pass ends the round at once: the solo AI plays inside the flow
    for _ in range(MAX_STEPS):
        if t.is_over or t.round != start:
            break
        t.apply(policy.policy_action(t, rng, plies=1))
    return round_value(t, t.players[seat])


def _played(s: PaladinsState, a: Action) -> PaladinsState:
    t = cast("PaladinsState", s.copy())
    t.apply(a)
    return t


def _turn(s: PaladinsState, seat: int, rng: random.Random) -> Action:
    """A main action: the look-ahead's, ``SOLO_PLIES`` main actions ahead (to the round's end, in practice).
    It beat playing each of the five best rounds out with the one-action look-ahead: branching at every
    main action finds the order of actions a greedy play-out misses."""
    return policy.look_ahead(s, seat, rng, SOLO_PLIES)


def _with_tavern(t: PaladinsState, seat: int, rng: random.Random) -> float:
    """The best round from ``t``, a Paladin chosen: the card kept on top does not change this round (the
    first is put back), then each Tavern card is played out."""
    while (d := t.decision) is not None and d.player == seat and d.kind == "top":
        t.apply(t.legal_actions()[0])
    d = t.decision
    if d is not None and d.player == seat and d.kind == "tavern":
        return max(round_end(_played(t, a), seat, rng) for a in t.legal_actions())
    return round_end(t, seat, rng)


def _as_paladin(s: PaladinsState, seat: int, card: int, rng: random.Random) -> float:
    """The best round the seat would play if ``card`` (in its hand, at the "top" question) were the
    Paladin it picked: what the card is worth when it comes back on top next round."""
    t = cast("PaladinsState", s.copy())
    p = t.players[seat]
    p.paladin_hand.remove(card)
    p.paladin_hand.append(p.paladin_pick.pop())
    p.paladin_pick.append(card)
    t._legal = None  # the hand changed under the pending question
    return _with_tavern(t, seat, rng)


def _set_up(s: PaladinsState, seat: int, kind: str, rng: random.Random) -> Action:
    """The Paladin and the Tavern card by the best round they allow (a Paladin with each Tavern card);
    the card kept on top by the round it would give as this round's Paladin."""
    best, best_value = s.legal_actions()[0], float("-inf")
    for a in s.legal_actions():
        if kind == "paladin":
            value = _with_tavern(_played(s, a), seat, rng)
        elif kind == "top":
            value = _as_paladin(s, seat, a.params["card"], rng)
        else:
            value = round_end(_played(s, a), seat, rng)
        value += rng.random() * 1e-3
        if value > best_value:
            best, best_value = a, value
    return best


def plan_action(s: PaladinsState, rng: random.Random) -> Action | None:
    """The planned answer to the solo seat's main action or round set-up; None for other questions
    (and in games with other seats)."""
    d = s.decision
    if d is None or not s.solo or d.player != 0 or len(s.legal_actions()) == 1:
        return None
    if d.kind == "turn":
        return _turn(s, d.player, rng)
    if d.kind in SET_UP:
        return _set_up(s, d.player, d.kind, rng)
    return None
