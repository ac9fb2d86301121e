"""Agents: specs, legality, determinism, and that they never peek at hidden state."""

from __future__ import annotations

import random
from typing import Any

import pytest

import meeple
from meeple.agents import GreedyAgent, ISMCTSAgent, RandomAgent, make_agent
from meeple.agents.simple import margin

from toy import GAME

SPECS = ["random", "greedy", "greedy:samples=1", "ismcts:iterations=30",
         "ismcts:iterations=30,depth=3", "ismcts:iterations=20,playout=greedy,c=1.2"]


def play(specs: list[str], players: int, seed: int) -> meeple.State:
    state = GAME.new_game(players, seed=seed)
    agents = [make_agent(specs[s % len(specs)], s, seed * 10 + s) for s in range(players)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        action = agents[seat].act(state)
        assert action in state.legal_actions()
        state.apply(action)
    return state


def test_specs_build_the_named_agents_with_typed_options() -> None:
    assert isinstance(make_agent("random", 0, 1), RandomAgent)
    greedy = make_agent("greedy:samples=3", 1, 1)
    assert isinstance(greedy, GreedyAgent) and greedy.options["samples"] == 3 and greedy.seat == 1
    search = make_agent("ismcts:iterations=200,depth=20,playout=random", 0, 1)
    assert isinstance(search, ISMCTSAgent)
    assert search.options["iterations"] == 200 and search.options["depth"] == 20
    timed = make_agent("ismcts:time=0.5", 0, 1)
    assert timed.options["time"] == 0.5 and timed.options["iterations"] == 0
    assert make_agent("ismcts", 0, 1).options["iterations"] > 0  # no budget given: a default one


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("minimax", ["unknown agent", "greedy", "ismcts", "random"]),
        ("ismcts:iters=3", ["unknown option", "iterations"]),
        ("ismcts:iterations=lots", ["should be a whole number"]),
        ("ismcts:playout=smart", ["unknown playout"]),
        ("greedy:samples", ["key=value"]),
    ],
)
def test_bad_specs_are_refused_clearly(spec: str, words: list[str]) -> None:
    with pytest.raises(ValueError) as err:
        make_agent(spec, 0, 0)
    for word in words:
        assert word in str(err.value)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_agent_plays_legal_moves_to_the_end(players: int) -> None:
    state = play(SPECS, players, seed=players)
    assert state.is_over and len(state.scores()) == players


@pytest.mark.parametrize("spec", SPECS)
def test_same_seed_same_game(spec: str) -> None:
    first = play([spec, "random"], 2, seed=5)
    again = play([spec, "random"], 2, seed=5)
    assert first.history == again.history


def test_different_agent_seeds_can_choose_differently() -> None:
    histories = set()
    for seed in range(6):
        state = GAME.new_game(2, seed=3)
        agents = [make_agent("random", s, seed + s) for s in range(2)]
        while not state.is_over:
            state.apply(agents[state.current_player or 0].act(state))
        histories.add(tuple(state.history))
    assert len(histories) > 1


ARMED: set[int] = set()  # ids of true states that agents must not read


def spied(state: meeple.State) -> meeple.State:
    """Turn ``state`` into a spy (any game): while armed, it fails loudly if an
    agent reads anything beyond its own seat's share of the contract. Allowed:
    ``determinize`` and ``view`` for the deciding seat, ``legal_actions``,
    ``current_player``, ``is_over``, ``decision``."""
    base = type(state)

    def check(self: meeple.State, what: str) -> None:
        if id(self) in ARMED:
            raise AssertionError(f"agent read the true state through {what}")

    def disarmed(name: str):  # type: ignore[no-untyped-def]
        method = getattr(base, name)

        def wrapper(self: meeple.State, seat: int | None, *args: Any) -> Any:
            if id(self) in ARMED and seat != self.current_player:
                raise AssertionError(f"{name} for seat {seat}, not the deciding seat")
            armed = id(self) in ARMED
            ARMED.discard(id(self))
            try:
                return method(self, seat, *args)
            finally:
                if armed:
                    ARMED.add(id(self))

        return wrapper

    def guarded(name: str):  # type: ignore[no-untyped-def]
        method = getattr(base, name)

        def wrapper(self: meeple.State, *args: Any) -> Any:
            check(self, f"{name}()")
            return method(self, *args)

        return wrapper

    names = ["copy", "hidden_zones", "scores", "evaluate", "winners", "apply", "public_view", "to_record",
             "log_text"]
    spy = type(f"Spy{base.__name__}", (base,), {
        "__slots__": (),
        "determinize": disarmed("determinize"),
        "view": disarmed("view"),
        **{n: guarded(n) for n in names},
    })
    state.__class__ = spy
    return state


def play_spied(state: meeple.State, spec: str) -> None:
    spied(state)
    agents = [make_agent(spec, s, s) for s in range(state.num_players)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        ARMED.add(id(state))
        try:
            action = agents[seat].act(state)
        finally:
            ARMED.discard(id(state))
        state.apply(action)


@pytest.mark.parametrize("spec", ["random", "heuristic", "greedy", "ismcts:iterations=40,depth=6",
                                  "ismcts:iterations=20,playout=greedy"])
def test_agents_never_read_the_true_state(spec: str) -> None:
    play_spied(GAME.new_game(3, seed=2), spec)


def test_spy_catches_a_cheater() -> None:
    class Cheat(RandomAgent):
        name = "cheat"

        def act(self, state: meeple.State) -> meeple.Action:
            best = max(state.legal_actions(), key=lambda a: a.id)
            state.evaluate()  # reading the true state's numbers is not allowed
            return best

    state = spied(GAME.new_game(2, seed=1))
    ARMED.add(id(state))
    try:
        with pytest.raises(AssertionError, match="evaluate"):
            Cheat(0, 0).act(state)
        with pytest.raises(AssertionError, match="seat 1"):
            state.determinize(1, random.Random(0))
    finally:
        ARMED.discard(id(state))


def test_margin_compares_with_the_best_other_entry() -> None:
    assert margin([5.0, 9.0, 2.0], 0) == -4.0
    assert margin([5.0, 9.0, 2.0], 1) == 4.0
    assert margin([6.0], 0) == 6.0  # solo: the estimate itself


def test_heuristic_agent_plays_the_game_policy_and_ismcts_can_use_it() -> None:
    from meeple.agents import make_agent

    from toy import GAME as TOY

    state = TOY.new_game(2, seed=3)
    agents = [make_agent("heuristic", 0, 1), make_agent("ismcts:iterations=20,playout=policy", 1, 2)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        action = agents[seat].act(state)
        assert action in state.legal_actions()
        state.apply(action)


@pytest.mark.parametrize("spec, words", [
    ("ismcts:iterations=-5", "iterations=-5 is too small"),
    ("ismcts:time=-1", "time=-1.0 is too small"),
    ("ismcts:time=nan", "time=nan is not a finite number"),
    ("ismcts:time=inf", "time=inf is not a finite number"),
    ("ismcts:margin=2", "margin=2.0 is too large"),
    ("greedy:samples=0", "samples=0 is too small"),
])
def test_out_of_range_bot_options_are_refused_not_replaced(spec: str, words: str) -> None:
    from meeple.agents import check_spec

    with pytest.raises(ValueError, match=words):
        check_spec(spec)
