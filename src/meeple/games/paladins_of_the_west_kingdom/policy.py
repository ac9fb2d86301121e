"""Rules of thumb for bots: a position estimate and a cheap playout policy.

The policy is a short look-ahead: for each answer of the seat's question it plays the answer on a copy,
settles the follow-up questions of the same action (worker payment, square, jar, target...) the same way
one level deep, and keeps the answer whose position ``potential`` is highest; a main action's few best
answers are judged by the best main action they allow next (a Hunt is worth the Commission it pays for).
``potential`` is the final score so far plus what the position can still turn into (see its comments); the
weights were measured with solo games against the rulebook's AI (docs/paladins-of-the-west-kingdom.md)."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, cast

from meeple.core import Action
from meeple.core.estimate import worth
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.scoring import score

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

# questions that finish an action already chosen: settled inside the look-ahead of the action
SUB_KINDS = frozenset({"pay", "space", "jar", "outsider", "develop", "townsfolk", "pray", "unsuspect", "discard",
                       "wall_choice", "favour_choice", "free_recruit"})

W_REACH = 1.5  # uses of one action a round (more with Pray) when judging if the 5th is still in reach
FIFTH = 5  # the rows and the King's Orders pay from the 5th use
WS_FADE = 6  # rounds left under which a Workshop is worth less (fewer uses to come)
W_WS_ORDER = 3.0  # Workshop slot: weight of a revealed King's Order not met on the action (uses count 1 each)
W_WS_PAIR = 2.0  # ... of a Workshop already on the action (two make it a one-worker action)
W_WS_COLOUR = 0.5  # ... of the coloured (leftmost) slot
# Solo, the search (and its hints) compares the seat's projected final score with the AI's.  Measured on 10
# solo games of the rules of thumb (the solo tournament's deals 40-49, 5 main actions ahead, session 15):
# the seat's potential falls short of its final score by about 7 VP plus 6 a round left; the AI scores
# most of its VP at the end (its attributes), so its VP still to come are listed by rounds left (0-6).
# Before, the AI's projection was its score plus 10 VP a round left and the seat's its bare potential:
# 50 VP apart at round 1, every search reward was about 0 and every hint said "< 1%".
SEAT_GAIN = (7.0, 6.0)  # the seat's VP still to come beyond its potential: a constant, per round left
AI_GAIN = (23.0, 48.5, 60.5, 67.0, 71.5, 73.0, 73.0)  # the AI's VP still to come, by rounds left


@dataclass(frozen=True)
class Weights:
    """VP per unit of each part of a position still to be used (``parts`` measures them)."""

    worker: float  # a worker still to place this round (at most 3 carry over to the next)
    joker: float  # a Criminal, on top: it fills any slot, so the others are spent first
    silver: float  # a silver, times the share of the game left to spend it
    provisions: float
    attr_step: float  # the share of the next attribute step's VP earned (per point below it)
    attr_raw: float  # an attribute point also opens farther squares, walls, jars and outsiders
    count: float  # a use of an action whose 5th is in reach: part of the VP the 5th/6th/7th bring
    ladder: float  # share of the 5th use's VP (row and King's Orders) credited per use before it
    workshop: float  # a Workshop saves a worker each time its action is used in the rounds left
    suspicion: float  # a Suspicion card (its part counts down): Tax now, but Inquisitions bring Debts
    debt: float  # an unpaid Debt, on top of its -3 VP: it may still be paid (0 in POLICY; fitted in the docs)


# The rules of thumb's (and the solo estimate's), tuned by solo games, see the docs (attr_raw and count
# re-tuned on the real cards: 40.1 -> 44.6 mean VP over 140 deals; benchmarks/paladins_solo.py)
POLICY = Weights(worker=0.9, joker=0.1, silver=0.35, provisions=0.35, attr_step=2.5, attr_raw=1.0, count=0.25,
                 ladder=0.5, workshop=4.0, suspicion=0.5, debt=0.0)
PLIES = 2  # main actions looked ahead in a row
BREADTH = 5  # answers of the first main action looked at further
DEPTH = 1  # follow-up questions settled inside the look-ahead of a main action
OTHERS_STEPS = 40  # questions of the other seats played out before the seat's next main action (a bound)
DEEP_BREADTH = 3  # answers followed at each main action past the second (a search's root looks 3-4 ahead)
DEEP_PLIES = 4  # the farthest a search's root looks, time allowing
DEEP_GROWTH = 3.0  # one main action more costs about this many times the look-ahead before it


def _rounds_left(s: PaladinsState) -> int:
    if s.is_over:
        return 0
    return C.ROUNDS - s.round + (1 if s.phase == "start" else 0)


@cache
def _attr_future(v: int) -> float:
    """Part of the next attribute step already earned (the VP table rises in steps of 2)."""
    t = C.BOARD.attribute_vp
    if v + 1 >= len(t):
        return 0.0
    nxt = next((t[k] for k in range(v + 1, len(t)) if t[k] > t[v]), t[v])
    gap = next((k - v for k in range(v + 1, len(t)) if t[k] > t[v]), 1)
    return (nxt - t[v]) / (gap + 1)


def _ladders(s: PaladinsState, p: Player, left: int) -> tuple[float, float]:
    """Progress toward the VP an action brings at its 5th use (its row of the board plus the revealed King's
    Orders on it not met yet), counted while the 5th can still be reached in the rounds left: the uses, and
    the uses times a fifth of the VP the 5th brings."""
    uses = share = 0.0
    for a in C.RIGHT_ACTIONS:
        c = p.count(a)
        if c >= FIFTH or c + W_REACH * left < FIFTH:
            continue
        target = C.BOARD.action_vp[a][FIFTH] if a in C.BOARD.action_vp else 0
        target += sum(C.ORDER_VP[i] for i, order in enumerate(s.orders_up) if C.ORDERS[order].action == a)
        uses += c
        share += target / FIFTH * c
    return uses, share


def parts(s: PaladinsState, p: Player) -> Weights:
    """The quantities the weights multiply, one per field of ``Weights`` (a game not over)."""
    left = _rounds_left(s)
    workers = sum(p.workers)
    if s.phase != "actions" or p.passed:
        workers = min(workers, C.WORKERS_KEPT)  # "Passer": at most 3 carry over to the next round
    fut = min(1.0, left / 3)  # resources are worth less when few rounds remain to spend them
    uses, share = _ladders(s, p, left)
    return Weights(worker=workers, joker=p.workers[C.CRIMINAL], silver=p.silver * fut,
                   provisions=p.provisions * fut, attr_step=sum(_attr_future(v) for v in p.attributes) * fut,
                   attr_raw=sum(p.attributes) * fut, count=uses, ladder=share,
                   workshop=sum(bin(m).count("1") for m in p.workshops) * min(1.0, left / WS_FADE),
                   suspicion=-len(p.suspicion) * fut, debt=p.unpaid_debts)


def potential(s: PaladinsState, p: Player) -> float:
    """Score now plus what resources, workers and progress toward thresholds can still become (``POLICY``);
    it never makes spending on scoring look like a loss because what the resources buy is worth more than
    they."""
    sc = score(s, p)["total"]
    if s.is_over:
        return float(sc)
    q = parts(s, p)
    # silver and provisions never below what they score at the end (1 VP per 3), which ``sc`` already holds
    held = p.silver + p.provisions
    spend = POLICY.silver * q.silver + POLICY.provisions * q.provisions
    return sc + worth(POLICY, q) - spend + max(spend, held / 3) - held // 3


def evaluate(s: PaladinsState) -> list[float]:
    """Each seat's potential; in the solo game the seat's and the AI's projected final scores (``SEAT_GAIN``,
    ``AI_GAIN``).
    Weights fitted to the final margins of 2-seat games made the search no stronger (docs/agents-and-sim.md,
    "Paladins' estimate fitted on final scores")."""
    est = [potential(s, p) for p in s.players]
    if s.ai is not None:
        left = _rounds_left(s)
        ai = score(s, s.ai_player)["total"] + AI_GAIN[min(left, len(AI_GAIN) - 1)]
        return [est[0] + SEAT_GAIN[0] + SEAT_GAIN[1] * left, float(ai)]
    return est


def _settle(s: PaladinsState, seat: int, rng: random.Random, depth: int) -> None:
    """Answer the follow-up questions of the current action for ``seat`` (greedy, ``depth`` levels)."""
    for _ in range(12):
        d = s.decision
        if d is None or d.player != seat or d.kind not in SUB_KINDS:
            return
        s.apply(_best(s, seat, rng, depth))


def _pay(legal: Sequence[Action]) -> Action:
    """Place Laborers first and keep Criminals (jokers) and coloured workers for later; the potential
    counts workers alike, so a rule is as good as a look-ahead here and much cheaper."""
    laborer = C.WORKER_INDEX["laborer"]
    return min(legal, key=lambda a: (a.params["colours"].count(C.CRIMINAL), -a.params["colours"].count(laborer), a.id))


def _workshop(s: PaladinsState, legal: Sequence[Action]) -> Action:
    """Where a Workshop goes ("Développer"): the potential counts Workshops alike, so the slot was a coin
    toss.  A Workshop saves a worker on each later use of its action: on the action of a revealed King's
    Order not met yet (5 uses to come), on the actions used most so far, beside a Workshop already there
    (the action then needs one worker), and on the coloured slot first (any worker fills the clear one)."""
    d = s.decision
    assert d is not None
    p = s.players[d.player]
    orders = {C.ORDERS[o].action for o in s.orders_up}

    def value(a: Action) -> tuple[float, str]:
        name = a.params["space"]
        count = p.count(name)
        if name != "attack" and count >= C.ACTION_LIMIT - 1:
            return (-1.0, a.id)  # at most one use left
        return (W_WS_ORDER * (name in orders and count < FIFTH) + count + W_WS_PAIR * bool(p.workshops[
            C.RIGHT_INDEX[name]]) + W_WS_COLOUR * (a.params["slot_index"] == 0), a.id)

    return max(legal, key=value)


def _repeat(t: PaladinsState, seat: int, rng: random.Random, space: str) -> float:
    """The best potential reached by doing ``space``'s action next (the potential as is when it cannot be
    or it is no gain): what a Pray that cleared ``space`` is worth."""
    base = potential(t, t.players[seat])
    if not _main_action_of(t, seat):  # not past other seats: their replies would ask their own Prays'
        return base  # worth, and so on (20 times the cost of a game)
    again = [a for a in t.legal_actions() if a.params.get("space") == space]
    return max([base] + [potential(u, u.players[seat]) for u in (_after(t, a, seat, rng, 1) for a in again)])


def _pray(s: PaladinsState, seat: int, rng: random.Random, legal: Sequence[Action]) -> Action:
    """The space Pray clears ("Prier"): clearing changes no potential, so each space is judged by its
    action done again next."""
    return max(legal, key=lambda a: _repeat(_after(s, a, seat, rng, 0), seat, rng, a.params["space"])
               + rng.random() * 1e-3)


def _cleared(s: PaladinsState, t: PaladinsState, seat: int) -> str | None:
    """The space a Pray cleared between ``s`` and ``t``."""
    freed = s.players[seat].occupied & ~t.players[seat].occupied
    return next((name for name in C.SPACES if freed >> C.SPACE_INDEX[name] & 1), None)


def _after(s: PaladinsState, a: Action, seat: int, rng: random.Random, depth: int) -> PaladinsState:
    """A copy of ``s`` with ``a`` played and its follow-up questions settled ``depth`` levels deep."""
    t = cast("PaladinsState", s.copy())
    t.apply(a)
    if depth > 0:
        _settle(t, seat, rng, depth - 1)
    return t


def _own_turn(t: PaladinsState, seat: int, rng: random.Random) -> bool:
    """Play the other seats' questions on the copy ``t``, each by its one-action look-ahead, until the seat
    decides again; whether that is its next main action.  (Solo, the AI acts inside the flow; with 2-4
    players the look-ahead used to stop at the next seat's turn, so it saw one action ahead, not two:
    seeing past the replies won 55 of 80 games against it, docs/agents-and-sim.md.)"""
    for _ in range(OTHERS_STEPS):
        d = t.decision
        if t.is_over or d is None or d.player == seat:
            break
        t.apply(policy_action(t, rng, plies=1))
    return _main_action_of(t, seat)


def _main_action_of(t: PaladinsState, seat: int) -> bool:
    """Whether ``seat`` is asked for a main action in ``t``."""
    d = t.decision
    return d is not None and d.player == seat and d.kind == "turn"


def _next_turn(s: PaladinsState, seat: int, rng: random.Random, plies: int = 1) -> float:
    """The best potential ``plies`` more main actions of the seat reach on the copy ``s`` (its potential if it
    acts no more this round): a Hunt is worth the Commission it pays for.  Past the first, only the
    ``DEEP_BREADTH`` best answers by one action are followed."""
    if not _own_turn(s, seat, rng):
        return potential(s, s.players[seat])
    if plies > 1:
        return max(_next_turn(t, seat, rng, plies - 1) for _, _, t in ranked(s, seat, rng)[:DEEP_BREADTH])
    return max(potential(t, t.players[seat]) for t in (_after(s, a, seat, rng, 1) for a in s.legal_actions()))


def ranked(s: PaladinsState, seat: int, rng: random.Random,
           depth: int = DEPTH) -> list[tuple[float, Action, PaladinsState]]:
    """Every answer with the copy it leads to (follow-up questions settled ``depth`` levels deep) and that
    copy's potential, best first (the round planner plays out the rounds of the first few)."""
    out = []
    for a in s.legal_actions():
        t = _after(s, a, seat, rng, depth)
        # Pray is worth the action it repeats: by itself it only spends a Cleric and 2 silver
        cleared = _cleared(s, t, seat) if a.id == "pray" else None
        value = _repeat(t, seat, rng, cleared) if cleared else potential(t, t.players[seat])
        out.append((value + rng.random() * 1e-3, a, t))
    out.sort(key=lambda entry: -entry[0])
    return out


def _best(s: PaladinsState, seat: int, rng: random.Random, depth: int, plies: int = 1) -> Action:
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    d = s.decision
    if d is not None and d.kind == "pay":
        return _pay(legal)
    if d is not None and d.kind == "develop":
        return _workshop(s, legal)
    if d is not None and d.kind == "pray":
        return _pray(s, seat, rng, legal)
    answers = ranked(s, seat, rng, depth)
    if plies > 1:  # the most promising answers are looked at one main action further
        answers = [(_next_turn(t, seat, rng, plies - 1) + rng.random() * 1e-3, a, t) for _, a, t in answers[:BREADTH]]
    return max(answers, key=lambda entry: entry[0])[1]


def look_ahead(s: PaladinsState, seat: int, rng: random.Random, plies: int) -> Action:
    """``seat``'s main action, ``plies`` main actions ahead: its ``BREADTH`` best answers by one action are
    followed, then the ``DEEP_BREADTH`` best at each later main action but the last, where all are tried."""
    return _best(s, seat, rng, DEPTH, plies)


def policy_action(s: PaladinsState, rng: random.Random, plies: int = PLIES) -> Action:
    """Look one action ahead (with its follow-up questions) and keep the best potential; a main action is
    judged by the best next main action it allows when ``plies`` is 2 (the search's prior keeps 1: it is
    asked once per node, and 2 plies cost about 7 times more)."""
    legal = s.legal_actions()
    d = s.decision
    if d is None or d.player < 0 or len(legal) == 1:
        return legal[rng.randrange(len(legal))]
    if d.kind == "turn":
        return look_ahead(s, d.player, rng, plies)
    return _best(s, d.player, rng, DEPTH if d.kind not in SUB_KINDS else 0)


def deep_action(s: PaladinsState, rng: random.Random, deadline: float) -> Action:
    """A main action looked at as many main actions ahead as ``deadline`` (``time.thread_time()``) allows,
    from the rules of thumb's two up to ``DEEP_PLIES``, each step started only if it should end in time
    (``DEEP_GROWTH``); other questions as the search's prior answers them.  Against the rules of thumb
    (two ahead) on the tournament's first deals, three ahead won 25 of 40 games and four 28 of 37
    (docs/agents-and-sim.md, "Deeper at the search's root")."""
    d = s.decision
    if d is None or d.kind != "turn" or d.player < 0 or len(s.legal_actions()) == 1:
        return s.prior_action(rng)
    plies, started = PLIES, time.thread_time()
    choice = look_ahead(s, d.player, rng, plies)
    while plies < DEEP_PLIES:
        now = time.thread_time()
        if now + DEEP_GROWTH * (now - started) > deadline:
            break
        plies, started = plies + 1, now
        choice = look_ahead(s, d.player, rng, plies)
    return choice
