"""ISMCTS: budgets, tree statistics, finding the better move, analyse()."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.agents import analyse, make_agent
from meeple.agents.ismcts import ISMCTSAgent, rewards, squash

from toy import GAME, ToyState


def endgame() -> ToyState:
    """Two seats, deck empty; seat 0 to play with [2, 9] on a pile topped by 5.
    Playing the 9 scores 9 and wins; the 2 scores nothing and loses."""
    state = GAME.new_game(2, seed=1)
    assert isinstance(state, ToyState)
    state.deck[:] = []
    state.hands[0][:] = [2, 9]
    state.hands[1][:] = [1, 3]
    state.pile[:] = [5]
    state.points[:] = [10, 12]
    state.turn = 0
    state._legal = None
    return state


def test_iteration_budget_counts_root_visits() -> None:
    agent = ISMCTSAgent(0, seed=3, iterations=150)
    state = GAME.new_game(2, seed=4)
    root = agent.search(state, 0)
    assert root.visits == 150
    assert sum(child.visits for child in root.children.values()) == 150
    legal = {a.id for a in state.legal_actions()}
    assert set(root.children) == legal
    for child in root.children.values():
        assert child.player == 0 and 0 <= child.mean <= 1 and child.avail >= child.visits


def test_time_budget_returns_a_legal_move() -> None:
    state = GAME.new_game(3, seed=2)
    action = make_agent("ismcts:time=0.02", 0, 1).act(state)
    assert action in state.legal_actions()


@pytest.mark.parametrize("spec", ["ismcts:iterations=60", "ismcts:iterations=60,depth=1",
                                  "ismcts:iterations=30,playout=greedy", "greedy"])
def test_search_finds_the_winning_card(spec: str) -> None:
    state = endgame()
    assert make_agent(spec, 0, 7).act(state).id == "play:9"


def test_analyse_ranks_the_winning_card_first() -> None:
    top = analyse(endgame(), 0, spec="ismcts:iterations=80", top=3, seed=1)
    assert top[0][0].id == "play:9"
    assert len(top) == 2  # only two legal actions
    (_, v1, m1), (_, v2, m2) = top
    assert v1 > v2 and m1 > m2 and v1 + v2 == 80
    assert all(isinstance(a, meeple.Action) for a, _, _ in top)


def test_analyse_is_repeatable_and_refuses_other_agents() -> None:
    state = GAME.new_game(2, seed=9)
    once = [(a.id, v, m) for a, v, m in analyse(state, 0, "ismcts:iterations=50", seed=4)]
    again = [(a.id, v, m) for a, v, m in analyse(state, 0, "ismcts:iterations=50", seed=4)]
    assert once == again
    with pytest.raises(ValueError, match="ismcts"):
        analyse(state, 0, "random")


def test_rewards_share_a_win_and_stay_in_unit_range() -> None:
    state = endgame()
    state.apply("play:9")
    state.apply("play:1")
    state.apply("play:2")
    state.apply("play:3")
    assert state.is_over and state.winners() == [0]
    r = rewards(state, margin_weight=0.1)
    assert r[0] > 0.9 and r[1] < 0.1
    assert all(0 <= x <= 1 for x in r)
    assert squash(0, [10, 10]) == 0.5 and squash(50, [10, 10]) > 0.99 > 0.01 > squash(-50, [10, 10])


def test_relative_reward_tells_gains_apart_far_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat 80 points ahead: reaching +100 or +80 squashes to nearly the same reward;
    counted from the margin where the iteration began (``relative``), they differ."""
    state = GAME.new_game(2, seed=1)
    assert not state.is_over
    values = {"gain": [110.0, 10.0], "hold": [90.0, 10.0]}
    absolute, gained = {}, {}
    for name, v in values.items():
        monkeypatch.setattr(ToyState, "evaluate", lambda self, v=v: list(v))
        absolute[name] = rewards(state, 0.1)[0]
        gained[name] = rewards(state, 0.1, start=[80.0, -80.0], relative=1.0)[0]
        assert rewards(state, 0.1, start=[80.0, -80.0], relative=0.0)[0] == absolute[name]
    assert absolute["gain"] - absolute["hold"] < 1e-4
    assert gained["hold"] == 0.5 and gained["gain"] - gained["hold"] > 0.3
    with pytest.raises(ValueError, match="relative"):
        make_agent("ismcts:relative=2", 0, 1)


def test_search_beats_random_on_paired_deals() -> None:
    # the toy game is mostly luck (random beats random half the time), so use paired deals and
    # judge by the total score as well as by wins
    wins = 0.0
    margin = 0
    for deal in range(10):
        for search_seat in (0, 1):
            state = GAME.new_game(2, seed=deal)
            specs = ["random", "random"]
            specs[search_seat] = "ismcts:iterations=80"
            agents = [make_agent(s, i, deal * 2 + i) for i, s in enumerate(specs)]
            while not state.is_over:
                state.apply(agents[state.current_player or 0].act(state))
            if search_seat in state.winners():
                wins += 1 / len(state.winners())
            margin += state.scores()[search_seat] - state.scores()[1 - search_seat]
    assert wins / 20 > 0.5 and margin > 0


def test_prior_expands_the_policy_choice_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """With one iteration the root's only child is the policy's choice."""
    from meeple.agents.ismcts import ISMCTSAgent

    from toy import GAME as TOY
    from toy import ToyState

    monkeypatch.setattr(ToyState, "policy_action", lambda self, rng: self.legal_actions()[-1])
    state = TOY.new_game(2, seed=5)
    last = state.legal_actions()[-1].id
    for seed in range(5):
        root = ISMCTSAgent(0, seed, iterations=1, prior=True).search(state, 0)
        assert list(root.children) == [last]
    plain = {next(iter(ISMCTSAgent(0, seed, iterations=1).search(state, 0).children)) for seed in range(8)}
    assert len(plain) > 1  # without the prior the first expansion is random


def test_prior_defaults_to_the_games_search_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``prior`` in the spec: the game's ``search_prior`` decides; prior=0 turns it off."""
    monkeypatch.setattr(ToyState, "policy_action", lambda self, rng: self.legal_actions()[-1])
    state = GAME.new_game(2, seed=5)
    last = state.legal_actions()[-1].id
    assert ToyState.search_prior == 0.0
    plain = {next(iter(ISMCTSAgent(0, seed, iterations=1).search(state, 0).children)) for seed in range(8)}
    assert len(plain) > 1
    monkeypatch.setattr(ToyState, "search_prior", 1.0)
    for seed in range(5):
        assert list(ISMCTSAgent(0, seed, iterations=1).search(state, 0).children) == [last]
    off = {next(iter(ISMCTSAgent(0, seed, iterations=1, prior=0.0).search(state, 0).children)) for seed in range(8)}
    assert len(off) > 1


def test_prior_widens_the_root_progressively(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a prior the root gains a child each time its visits pass a square
    (1, 4, 9, ...), and the policy's choice, expanded first, is visited most."""
    monkeypatch.setattr(ToyState, "policy_action", lambda self, rng: self.legal_actions()[-1])
    state = GAME.new_game(2, seed=5)
    legal = state.legal_actions()
    assert len(legal) >= 3
    root = ISMCTSAgent(0, 1, iterations=4, prior=1.0).search(state, 0)
    assert len(root.children) == 2  # visits 0 -> 1 child, visits 1..4 -> 2
    root = ISMCTSAgent(0, 1, iterations=5, prior=1.0).search(state, 0)
    assert len(root.children) == 3  # the 5th iteration sees 4 visits passed and widens again
    assert root.preferred == legal[-1].id
    assert max(root.children.values(), key=lambda n: n.visits).action_id == legal[-1].id
    wide = ISMCTSAgent(0, 1, iterations=5).search(state, 0)
    assert len(wide.children) == min(5, len(legal))  # without a prior every action is tried first


def test_the_root_asks_the_deeper_prior_once_within_its_share_of_the_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """The root's preferred child comes from ``root_prior_action`` (once, with a deadline inside the
    ``time`` budget, ``ROOT_SHARE`` of it), every other node's from ``prior_action``."""
    import math
    import time

    from meeple.agents.ismcts import ROOT_SHARE

    asked: list[float] = []

    def deeper(self: ToyState, rng: random.Random, deadline: float) -> meeple.Action:
        asked.append(deadline - time.thread_time())
        return self.legal_actions()[0]

    monkeypatch.setattr(ToyState, "policy_action", lambda self, rng: self.legal_actions()[-1])
    monkeypatch.setattr(ToyState, "root_prior_action", deeper)
    state = GAME.new_game(2, seed=5)
    legal = state.legal_actions()
    root = ISMCTSAgent(0, 1, time=2.0, iterations=30, prior=1.0, settle=False).search(state, 0)
    assert len(asked) == 1 and 0 < asked[0] <= ROOT_SHARE * 2.0
    assert root.preferred == legal[0].id != legal[-1].id  # the nodes below asked ``prior_action``
    asked.clear()
    ISMCTSAgent(0, 1, iterations=5, prior=1.0).search(state, 0)
    assert asked == [math.inf]  # budgeted in iterations: no clock to keep


def test_depth_cut_off_scores_the_position_by_evaluate(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``depth=1`` every iteration stops after one action and asks
    ``evaluate()``: an evaluation that (wrongly) prefers the 2 makes the search
    play it, while searching to the end finds the winning 9."""
    calls: list[int] = []

    def fooled(self: ToyState) -> list[float]:
        calls.append(1)
        return [100.0, 0.0] if self.pile[-1] == 2 else [0.0, 100.0]

    monkeypatch.setattr(ToyState, "evaluate", fooled)
    assert make_agent("ismcts:iterations=40,depth=1", 0, 3).act(endgame()).id == "play:2"
    assert len(calls) == 40  # one evaluation per iteration, at the cut-off
    calls.clear()
    assert make_agent("ismcts:iterations=40,depth=0", 0, 3).act(endgame()).id == "play:9"
    assert calls == []  # played to the end: scored by the result, never by evaluate


@pytest.mark.parametrize(("guide", "expected"), [(0.0, "none"), (1.0, "all"), (0.5, "some")])
def test_guide_is_the_share_of_playout_steps_following_the_policy(
        monkeypatch: pytest.MonkeyPatch, guide: float, expected: str) -> None:
    asked: list[int] = []

    def policy(self: ToyState, rng: object) -> meeple.Action:
        asked.append(1)
        return self.legal_actions()[0]

    monkeypatch.setattr(ToyState, "policy_action", policy)
    agent = ISMCTSAgent(0, 1, iterations=30, depth=0, guide=guide, prior=0.0, reuse=False)
    root = agent.search(GAME.new_game(2, seed=6), 0)
    assert root.visits == 30
    steps = 30 * (20 - 1)  # each iteration: one tree step (at least), the rest of the 20 actions played out
    if expected == "none":
        assert asked == []
    elif expected == "all":
        assert 0 < len(asked) <= steps and len(asked) > 0.8 * steps
    else:
        assert 0.3 * steps < len(asked) < 0.7 * steps


def test_guide_outside_zero_one_is_refused() -> None:
    with pytest.raises(ValueError, match="guide"):
        make_agent("ismcts:guide=1.5", 0, 0)


def test_reuse_keeps_the_chosen_subtree_for_the_next_own_decision() -> None:
    """Solo toy game with an empty deck (no draw shows anything new): the seat
    decides every turn, so the second search starts from the child chosen by
    the first, with its visits."""
    state = solo_without_draws()
    agent = ISMCTSAgent(0, 5, iterations=200, settle=False)  # the whole budget, every time
    action = agent.act(state)
    first = agent.last_root
    assert first is not None
    kept = first.children[action.id]
    visits_before = kept.visits
    assert visits_before > 0
    state.apply(action)
    agent.act(state)
    assert agent.last_root is kept and kept.visits == visits_before + 200
    fresh = ISMCTSAgent(0, 5, iterations=200, reuse=False, settle=False)
    state = solo_without_draws()
    state.apply(fresh.act(state))
    fresh.act(state)
    assert fresh.last_root is not None and fresh.last_root.visits == 200


def solo_without_draws() -> ToyState:
    state = GAME.new_game(1, seed=2)
    assert isinstance(state, ToyState)
    state.hands[0][:] = [2, 5, 9]
    state.deck[:] = []
    state._legal = None
    return state


def test_reuse_starts_afresh_after_a_draw() -> None:
    """A played card is followed by a draw: the kept subtree's statistics were
    grown over every card the seat might draw, so the next search ignores them."""
    state = GAME.new_game(1, seed=2)
    assert state.deck  # type: ignore[attr-defined]
    agent = ISMCTSAgent(0, 5, iterations=200, settle=False)
    state.apply(agent.act(state))
    agent.act(state)
    assert agent.last_root is not None and agent.last_root.visits == 200


def test_reuse_starts_afresh_after_another_seats_action() -> None:
    state = GAME.new_game(2, seed=2)
    agent = ISMCTSAgent(0, 5, iterations=100, settle=False)
    state.apply(agent.act(state))
    state.apply(state.legal_actions()[0])  # seat 1 plays
    agent.act(state)
    assert agent.last_root is not None and agent.last_root.visits == 100


def test_guide_defaults_to_the_games_search_guide(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def policy(self: ToyState, rng: object) -> meeple.Action:
        asked.append(1)
        return self.legal_actions()[0]

    monkeypatch.setattr(ToyState, "policy_action", policy)
    assert ToyState.search_guide == 0.0
    ISMCTSAgent(0, 1, iterations=10, prior=0.0).search(GAME.new_game(2, seed=6), 0)
    assert asked == []
    monkeypatch.setattr(ToyState, "search_guide", 1.0)
    ISMCTSAgent(0, 1, iterations=10, prior=0.0).search(GAME.new_game(2, seed=6), 0)
    assert len(asked) >= 10


@pytest.mark.parametrize("game_id", ["seasons", "shadow-kingdoms-of-valeria"])
def test_settle_stops_early_and_chooses_what_the_whole_budget_chooses(game_id: str) -> None:
    """An iterations budget: the settled search stops once the leader cannot
    be caught, and its choice is the choice of the search run to the end."""
    stopped_early = 0
    for k in range(12):
        state = meeple.load_game(game_id).new_game(2, seed=k)
        rng = random.Random(k)
        for _ in range(3 * k):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        assert seat is not None
        settled = ISMCTSAgent(seat, k, iterations=400, reuse=False)
        whole = ISMCTSAgent(seat, k, iterations=400, reuse=False, settle=False)
        assert settled.act(state).id == whole.act(state).id
        assert whole.last_root is not None and whole.last_root.visits == 400
        assert settled.last_root is not None and settled.last_root.visits <= 400
        stopped_early += settled.last_root.visits < 400
    assert stopped_early >= 3


def test_a_time_budget_counts_the_searching_threads_cpu_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """``time`` is read on ``time.thread_time``: a fake CPU clock that moves
    10 ms per reading ends a 0.1 s search after about ten iterations, however
    long the wall clock says it took."""
    import meeple.agents.ismcts as ismcts

    ticks = iter(range(10**6))
    monkeypatch.setattr(ismcts.time, "thread_time", lambda: next(ticks) * 0.01)
    monkeypatch.setattr(ismcts.time, "perf_counter", lambda: 0.0)  # a wall clock that never moves
    agent = ISMCTSAgent(0, 3, time=0.1, settle=False)
    root = agent.search(GAME.new_game(2, seed=4), 0)
    assert 5 <= root.visits <= 12
