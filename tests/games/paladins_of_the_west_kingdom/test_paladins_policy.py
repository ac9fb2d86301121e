"""The bots' rules of thumb: hand-built positions where the look-ahead must pick one answer, the position
estimate, and a guard on the solo score against the rulebook's AI."""

from __future__ import annotations

import random

from paladins_helpers import GAME, at_actions, card, random_game, workers

from helpers import ids, seat
from meeple.agents.ismcts import rewards
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import plan, policy
from meeple.games.paladins_of_the_west_kingdom.policy import AI_GAIN, SEAT_GAIN, policy_action, potential
from meeple.games.paladins_of_the_west_kingdom.scoring import score
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def _solo_turn() -> PaladinsState:
    s = at_actions(1, 4)
    p = s.players[seat(s)]
    p.occupied = 0
    p.attributes = [3, 3, 3]
    p.provisions, p.silver = 4, 0
    return s


def test_policy_garrisons_rather_than_gathering_or_passing() -> None:
    s = _solo_turn()
    p = s.players[seat(s)]
    p.workers = workers(merchant=1, laborer=1, fighter=1)  # exactly the Garrison slots
    s._legal = None
    assert "garrison" in ids(s) and "hunt:1" in ids(s) and "pass" in ids(s)
    assert policy_action(s, random.Random(1), plies=1).id == "garrison"
    # two main actions ahead it may Conspire first (the Criminal is a joker for the Garrison's slot): the
    # Outpost (at least one: its rewards may pay for more) must still be built before it passes
    rng = random.Random(1)
    while not p.passed and s.decision is not None and s.decision.player == p.seat:
        s.apply(policy_action(s, rng))
    assert p.outposts >= 1


def test_policy_pays_with_a_laborer_and_keeps_the_criminal() -> None:
    s = _solo_turn()
    p = s.players[seat(s)]
    p.workers = workers(scout=1, laborer=1, cleric=1, criminal=1)
    s._legal = None
    s.apply("commission")
    assert s.decision is not None and s.decision.kind == "pay"
    assert {"pay:LSC", "pay:SCX"} <= set(ids(s))
    s.apply(policy_action(s, random.Random(2)))
    assert p.workers[C.CRIMINAL] == 1 and p.workers[C.WORKER_INDEX["laborer"]] == 0


def test_potential_counts_spending_on_scoring_as_a_gain() -> None:
    """Garrisoning spends provisions and workers; the estimate must still rise."""
    s = _solo_turn()
    p = s.players[seat(s)]
    p.workers = workers(merchant=1, laborer=1, fighter=1)
    s._legal = None
    before = potential(s, p)
    s.apply("garrison")
    while s.decision is not None and s.decision.player == p.seat and s.decision.kind != "turn":
        s.apply(s.legal_actions()[0])
    assert p.outposts == 1
    # a heuristic, no rulebook number: the property is that paying for a scoring action is no loss
    assert potential(s, p) > before


def test_evaluate_lists_the_seat_then_the_ai() -> None:
    s = _solo_turn()
    ev = s.evaluate()
    # round 1's actions: 7 - 1 = 6 rounds still to come
    assert ev == [potential(s, s.players[0]) + SEAT_GAIN[0] + 6 * SEAT_GAIN[1],
                  score(s, s.ai_player)["total"] + AI_GAIN[6]]


def test_solo_search_reward_is_not_saturated_at_the_start() -> None:
    """The search's reward (and a hint's chance to win) compares projected final scores: at the first main
    action the seat wins about a third of solo games, so the reward must be far from 0 and 1 (with the
    AI projected to the end and the seat's bare potential it was about 0.00001)."""
    s = GAME.new_game(1, 3, {})
    while s.decision is not None and s.decision.kind != "turn":
        s.apply(s.policy_action(random.Random(0)))
    assert 0.02 < rewards(s, 0.5)[0] < 0.5


def test_policy_solo_mean_score_guard() -> None:
    """Plain rules of thumb scored about 19 VP a solo game; the one-action look-ahead about 41, two main
    actions ahead about 51 on these seeds (docs).  The look-ahead alone: the round planner above it costs
    5 CPU s a game (its own tests are the two above)."""
    total = 0
    seeds = range(20)
    for seed in seeds:
        s = GAME.new_game(1, seed, {})
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(policy_action(s, rng))
        total += s.scores()[0]
    assert total / len(seeds) >= 46


def _at_solo_paladin(seed: int) -> PaladinsState:
    s = GAME.new_game(1, seed, {})
    assert isinstance(s, PaladinsState)
    while s.decision is not None and s.decision.kind != "paladin":
        s.apply(s.legal_actions()[0])
    return s


def test_planner_picks_the_paladin_whose_round_ends_best() -> None:
    """The look-ahead cannot see a face-down Paladin (its pick was a coin toss): the planner plays the round
    out with each card and each Tavern card and keeps the best, whatever its tie-break stream."""
    s = _at_solo_paladin(4)  # a deal whose best Paladin is 2 VP ahead of the next (rollouts are noisy)
    values = {a.id: plan._with_tavern(plan._played(s, a), 0, random.Random(0)) for a in s.legal_actions()}
    assert len(set(values.values())) == len(values)  # the three rounds differ
    best = max(values, key=lambda k: values[k])
    assert {s.policy_action(random.Random(k)).id for k in range(4)} == {best}


def test_round_value_is_the_score_once_the_game_is_over() -> None:
    s = random_game(1, 4)
    p = s.players[0]
    assert plan.round_value(s, p) == score(s, p)["total"]
    assert plan.plan_action(s, random.Random(0)) is None


def test_solo_main_action_looks_to_the_end_of_the_round() -> None:
    """Solo, a main action is the look-ahead's ``SOLO_PLIES`` main actions ahead, whatever the tie-break
    stream: on this deal the first one differs from the rules of thumb's two ahead (and from playing the
    five best rounds out, which Garrisoned)."""
    s = GAME.new_game(1, 7, {})
    assert isinstance(s, PaladinsState)
    while s.decision is not None and s.decision.kind != "turn":
        s.apply(s.policy_action(random.Random(0)))
    deep = {policy.look_ahead(s, 0, random.Random(k), plan.SOLO_PLIES).id for k in range(3)}
    assert len(deep) == 1
    assert {policy.policy_action(s, random.Random(k)).id for k in range(3)}.isdisjoint(deep)
    assert {s.policy_action(random.Random(k)).id for k in range(3)} == deep


def test_potential_keeps_resources_at_their_end_game_vp_at_least() -> None:
    """Late in the game a silver or provision is worth little to spend but still 1 VP per 3 at the end."""
    s = _solo_turn()
    p = s.players[0]
    s.round = C.ROUNDS  # one round left: the share of the game to spend them is a third
    p.provisions, p.silver = 0, 0
    bare = potential(s, p)
    p.silver = 9
    # 9 silver: 3 VP already in the score, nothing more (0.35 * 9 / 3 is below the floor of 9 / 3)
    assert potential(s, p) - bare == 3


def test_two_seat_estimate_is_each_seats_potential() -> None:
    s = at_actions(2, 3)
    s.players[1].silver = 7
    assert s.evaluate() == [potential(s, p) for p in s.players]


def test_two_seat_estimate_of_a_finished_game_is_the_score() -> None:
    s = random_game(2, 4)
    assert s.is_over and s.evaluate() == [float(v) for v in s.scores()]


def _develop_question(s: PaladinsState) -> None:
    p = s.players[0]
    p.workers = workers(laborer=2)
    p.silver = 4
    s._legal = None
    s.apply("develop")
    assert s.decision is not None and s.decision.kind == "develop"


def test_workshop_goes_to_the_kings_order_then_beside_the_first() -> None:
    """Every slot left the potential equal (the pick was a coin toss): the Workshop goes on the coloured slot
    of the revealed King's Order's action, the next one beside it (the action then needs one worker)."""
    s = _solo_turn()
    s.orders_up = [card(C.ORDERS, "order-garrison")]
    _develop_question(s)
    assert {policy_action(s, random.Random(k)).id for k in range(3)} == {"ws:garrison:0"}
    s.apply("ws:garrison:0")
    s.players[0].occupied = 0
    _develop_question(s)
    assert {policy_action(s, random.Random(k)).id for k in range(3)} == {"ws:garrison:1"}


def test_pray_clears_the_space_whose_action_pays_to_repeat() -> None:
    """Clearing a space changes no potential: Pray picks the space by its action done again, here the
    Garrison the seat's workers and provisions pay for (not the Conspire or the Hunt)."""
    s = _solo_turn()
    p = s.players[0]
    for name in ("garrison", "conspire", "hunt"):
        p.occupied |= 1 << C.SPACE_INDEX[name]
    p.workers = workers(merchant=1, laborer=1, fighter=1, cleric=1)
    p.silver = 2
    s._legal = None
    s.apply("pray")
    assert s.decision is not None and s.decision.kind == "pray"
    assert {"free:garrison", "free:conspire", "free:hunt"} <= set(ids(s))
    assert {policy_action(s, random.Random(k)).id for k in range(3)} == {"free:garrison"}


def test_two_seat_look_ahead_plays_the_reply_then_the_seats_next_action() -> None:
    """With another seat, the seat's next main action comes after that seat's reply: the look-ahead plays
    the reply (its one-action rules of thumb) on the copy and judges the seat's next action from there
    (it stopped at the other seat's turn, so with 2-4 players it saw one action ahead, not two)."""
    s = at_actions(2, 3)
    me = s.current_player
    rng = random.Random(4)
    action = next(a for a in s.legal_actions() if a.id != "pass")
    t = policy._after(s, action, me, rng, 1)
    assert t.decision is not None and t.decision.player != me
    played = len(t.history)
    value = policy._next_turn(t, me, rng)
    assert len(t.history) > played  # the other seat's reply was played on the copy
    assert t.decision is not None and t.decision.player == me and t.decision.kind == "turn"
    assert value >= potential(t, t.players[me]) - 1.0  # the best next action, not a worse one


def test_search_root_looks_as_many_main_actions_ahead_as_its_time_allows(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``deep_action`` (the search's root prior): with no clock it deepens from two main actions ahead to
    ``DEEP_PLIES``; with its time already spent it keeps the rules of thumb's two; other questions get the
    one-action answer."""
    looked: list[int] = []
    best = policy._best

    def recording(s, seat, rng, depth, plies=1):  # type: ignore[no-untyped-def]
        if plies > 1:  # the look-aheads started by deep_action (those inside them look one action ahead)
            looked.append(plies)
        return best(s, seat, rng, depth, plies)

    monkeypatch.setattr(policy, "_best", recording)
    s = at_actions(2, 3)
    assert s.decision is not None and s.decision.kind == "turn"
    policy.deep_action(s, random.Random(1), float("inf"))
    assert looked == list(range(policy.PLIES, policy.DEEP_PLIES + 1))
    looked.clear()
    policy.deep_action(s, random.Random(1), 0.0)
    assert looked == [policy.PLIES]
    s.apply(next(a for a in s.legal_actions() if a.id == "pass"))
    while s.decision is not None and s.decision.kind == "turn":
        s.apply(s.legal_actions()[0])
    assert s.decision is not None and len(s.legal_actions()) > 1  # a question after the pass
    looked.clear()
    policy.deep_action(s, random.Random(1), float("inf"))
    assert looked == []
