"""Property tests (Hypothesis) on every installed game: records replay exactly,
malformed records and garbage actions are refused cleanly and change nothing,
and determinized copies are legal worlds of their own.

Profiles: ``ci`` (default, a few examples per game) and ``long``
(``HYPOTHESIS_PROFILE=long pytest tests/core/test_properties.py``).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import meeple

GAMES = meeple.games()
REFUSALS = (meeple.IllegalAction, ValueError, TypeError)


def players_of(game_id: str) -> st.SearchStrategy[int]:
    game = meeple.load_game(game_id)
    return st.integers(game.min_players, game.max_players)


@st.composite
def played(draw: st.DrawFn, game_id: str, max_steps: int = 120) -> meeple.State:
    """A game of ``game_id`` after a random number of random legal actions."""
    game = meeple.load_game(game_id)
    options = {name: draw(st.sampled_from(option.choices)) for name, option in sorted(game.options.items())
               if option.choices}
    try:
        state = game.new_game(draw(players_of(game_id)), draw(st.integers(-2**63, 2**63)), options)
    except ValueError:  # a combination the game refuses (an enchantment without its expansion)
        state = game.new_game(draw(players_of(game_id)), draw(st.integers(-2**63, 2**63)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, max_steps))):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def fingerprint(state: meeple.State) -> str:
    return json.dumps(state.to_position(), sort_keys=True)


@pytest.mark.parametrize("game_id", GAMES)
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_record_replays_to_the_same_state(game_id: str, data: st.DataObject) -> None:
    state = data.draw(played(game_id))
    again = meeple.replay(json.loads(json.dumps(state.to_record())))
    assert fingerprint(again) == fingerprint(state)


GARBAGE = st.one_of(
    st.none(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20), st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2), st.booleans(),
)


@pytest.mark.parametrize("game_id", GAMES)
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_record_is_refused_or_replays(game_id: str, data: st.DataObject) -> None:
    record: dict[str, Any] = data.draw(played(game_id, max_steps=40)).to_record()
    field = data.draw(st.sampled_from(["game", "version", "num_players", "seed", "options", "actions", "drop",
                                       "insert", "swap", "missing"]))
    actions = record["actions"]
    if field == "drop" and actions:
        del actions[data.draw(st.integers(0, len(actions) - 1))]
    elif field == "insert":
        actions.insert(data.draw(st.integers(0, len(actions))), data.draw(st.text(max_size=12)))
    elif field == "swap" and len(actions) > 1:
        i = data.draw(st.integers(0, len(actions) - 2))
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif field == "missing":
        del record[data.draw(st.sampled_from(sorted(record)))]
    elif field in record:
        record[field] = data.draw(GARBAGE)
    try:
        meeple.replay(record)
    except REFUSALS as exc:
        assert str(exc)  # a message a person can read
    except KeyError as exc:  # only an unknown game id may say KeyError
        assert "no game" in str(exc)


@pytest.mark.parametrize("game_id", GAMES)
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_garbage_actions_are_refused_and_change_nothing(game_id: str, data: st.DataObject) -> None:
    state = data.draw(played(game_id))
    before = fingerprint(state)
    garbage = data.draw(st.one_of(GARBAGE, st.builds(meeple.Action, st.text(max_size=12), st.just("x"))))
    if isinstance(garbage, (str, meeple.Action)):
        wanted = garbage if isinstance(garbage, str) else garbage.id
        if wanted in {a.id for a in state.legal_actions()}:
            return
    with pytest.raises(REFUSALS):
        state.apply(garbage)
    assert fingerprint(state) == before


@pytest.mark.parametrize("game_id", GAMES)
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_determinized_copy_is_a_legal_world_that_plays_to_the_end(game_id: str, data: st.DataObject) -> None:
    state = data.draw(played(game_id, max_steps=200))
    seat = data.draw(st.integers(0, state.num_players - 1))
    world = state.determinize(seat, random.Random(data.draw(st.integers(0, 2**32))))
    assert world.view(seat) == state.view(seat)
    with pytest.raises(ValueError):
        world.to_record()  # no path back to the true game
    rng = random.Random(0)
    for _ in range(50_000):
        if world.is_over:
            break
        actions = world.legal_actions()
        assert actions, f"a determinized copy for seat {seat} has no legal action but is not over"
        world.apply(rng.choice(actions))
    assert world.is_over


@pytest.mark.parametrize("game_id", GAMES)
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow],
          max_examples=max(1, settings.default.max_examples // 4))
@given(data=st.data())
def test_greedy_bots_play_a_determinized_copy_to_the_end(game_id: str, data: st.DataObject) -> None:
    """Bots search inside a copy: its own determinizations (of a world with no
    seed), for every seat and a spectator, must be legal worlds too."""
    from meeple.agents import make_agent

    state = data.draw(played(game_id, max_steps=200))
    observer = data.draw(st.sampled_from([None, *range(state.num_players)]))
    world = state.determinize(observer, random.Random(data.draw(st.integers(0, 2**32))))
    assert world.view(observer) == state.view(observer)
    bots = [make_agent("greedy:samples=1", seat, seat) for seat in range(state.num_players)]
    for _ in range(50_000):
        if world.is_over:
            break
        seat = world.current_player
        assert seat is not None and world.legal_actions()
        world.apply(bots[seat].act(world))
    assert world.is_over


class Lifecycle(RuleBasedStateMachine):
    """apply / copy / determinize / replay / view / position, interleaved at random."""

    @initialize(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10_000), choice=st.randoms())
    def start(self, game_id: str, seed: int, choice: random.Random) -> None:
        game = meeple.load_game(game_id)
        self.state = game.new_game(choice.randint(game.min_players, game.max_players), seed)
        self.rng = choice

    @precondition(lambda self: not self.state.is_over)
    @rule(steps=st.integers(1, 25))
    def play(self, steps: int) -> None:
        for _ in range(steps):
            if self.state.is_over:
                return
            self.state.apply(self.rng.choice(self.state.legal_actions()))

    @rule()
    def copy_is_independent(self) -> None:
        before = fingerprint(self.state)
        twin = self.state.copy()
        if not twin.is_over:
            twin.apply(twin.legal_actions()[0])
        assert fingerprint(self.state) == before

    @rule(seat=st.integers(0, 4))
    def determinize_keeps_the_view(self, seat: int) -> None:
        seat %= self.state.num_players
        before = fingerprint(self.state)
        world = self.state.determinize(seat, random.Random(seat))
        assert world.view(seat) == self.state.view(seat)
        assert fingerprint(self.state) == before

    @rule()
    def position_round_trips(self) -> None:
        position = json.loads(json.dumps(self.state.to_position()))
        again = self.state.game.from_position(position)
        assert fingerprint(again) == fingerprint(self.state)

    @invariant()
    def replays_and_views_serialise(self) -> None:
        if not hasattr(self, "state"):
            return
        for seat in (None, *range(self.state.num_players)):
            json.dumps(self.state.view(seat))
        assert fingerprint(meeple.replay(self.state.to_record())) == fingerprint(self.state)


Lifecycle.TestCase.settings = settings(deadline=None, stateful_step_count=8,
                                       suppress_health_check=[HealthCheck.too_slow])
test_lifecycle = Lifecycle.TestCase
