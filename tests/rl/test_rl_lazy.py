"""Observations built when read: the same values as built at once, whenever
they are read (before the environment steps on or after), by every way a dict
is read."""

from __future__ import annotations

import copy
import json
import pickle
import random

import numpy as np
import pytest
from rl_games import GAME_IDS, GAMES

import meeple
from meeple.rl import gymnasium_env, pettingzoo_env
from meeple.rl.encoding import encoding
from meeple.rl.lazy import PENDING, LazyDict, Reading, StaleObservation, lazy_dict

from toy import GAME as TOY

STEPS = 60  # per game: enough to reach every kind of decision early in a game


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_observations_read_late_equal_those_built_at_once(game: meeple.Game) -> None:
    lazy, eager = pettingzoo_env(game, 2), pettingzoo_env(game, 2, lazy=False)
    lazy.reset(seed=3)
    eager.reset(seed=3)
    rng = random.Random(3)
    kept = []
    for _ in range(STEPS):
        if lazy.state is None or lazy.state.is_over:
            break
        agent = lazy.agent_selection
        observation, info = lazy.observe(agent), lazy.infos[agent]
        expected = eager.observe(agent)
        kept.append((observation, info, expected, eager.infos[agent]["view"]))
        legal = np.flatnonzero(expected["action_mask"])
        action = int(legal[rng.randrange(len(legal))])
        lazy.step(action)
        eager.step(action)
    assert len(kept) > 10
    # read after the game moved on, oldest first and then out of order: rebuilt by replay
    for observation, info, expected, view in [*kept, *reversed(kept[::7])]:
        assert np.array_equal(observation["observation"], expected["observation"])
        assert np.array_equal(observation["action_mask"], expected["action_mask"])
        assert info["view"] == view


def test_gymnasium_observation_read_late_equals_one_read_at_once() -> None:
    env = gymnasium_env(TOY, 0, ["random"], lazy=True)
    observation, info = env.reset(seed=5)
    legal = np.flatnonzero(observation["action_mask"])
    after, _, _, _, _ = env.step(int(legal[0]))
    assert env.state is not None and len(env.state.history) >= 2  # both seats played since
    coding = encoding(TOY)
    first = TOY.new_game(2, env.state.seed)
    assert np.array_equal(observation["observation"], coding.observe(first, 0))
    assert info["view"] == first.view(0)
    assert np.array_equal(after["observation"], coding.observe(env.state, 0))


def test_a_deferred_entry_is_computed_once_and_only_when_read() -> None:
    calls = []

    def make() -> list[int]:
        calls.append(1)
        return [1, 2]

    entries = lazy_dict(lambda key: make(), ready=0, later=PENDING)
    assert len(entries) == 2 and "later" in entries and list(entries.keys()) == ["ready", "later"]
    assert calls == []
    assert entries["later"] == [1, 2] and entries["later"] is entries["later"]
    assert calls == [1]


@pytest.mark.parametrize("read", [
    lambda d: dict(d), lambda d: {**d}, lambda d: d.copy(), lambda d: dict(d.items()), lambda d: list(d.values()),
    lambda d: json.loads(json.dumps(d)), lambda d: copy.deepcopy(d), lambda d: pickle.loads(pickle.dumps(d)),
    lambda d: d | {}, lambda d: {} | d, lambda d: d.get("later"), lambda d: eval(repr(d)),
], ids=["dict", "unpack", "copy", "items", "values", "json", "deepcopy", "pickle", "or", "ror", "get", "repr"])
def test_every_way_of_reading_computes_the_value(read: object) -> None:
    entries = lazy_dict(lambda key: [1, 2], ready=0, later=PENDING)
    result = read(entries)  # type: ignore[operator]
    assert result in ({"ready": 0, "later": [1, 2]}, [0, [1, 2]], [1, 2])
    plain = {"ready": 0, "later": [1, 2]}
    assert entries == plain
    assert plain == lazy_dict(lambda key: [1, 2], ready=0, later=PENDING)  # the reflected comparison computes too


def test_a_value_set_by_hand_replaces_the_deferred_one() -> None:
    entries = lazy_dict(lambda key: 1, later=PENDING)
    entries["later"] = 2
    assert entries.fill() == {"later": 2}
    updated = lazy_dict(lambda key: 1, later=PENDING)
    updated.update(later=3)
    assert updated.fill() == {"later": 3}


def test_a_state_without_seed_cannot_be_replayed_and_says_so() -> None:
    state = TOY.new_game(2, 1)
    world = state.determinize(0, random.Random(0))  # seed None
    reading = Reading(world, 0, encoding(TOY), True)
    world.apply(world.legal_actions()[0])
    with pytest.raises(StaleObservation, match="lazy=False"):
        reading.view()


def test_deep_copies_and_pickles_keep_the_type_and_the_values() -> None:
    # Gymnasium's check_env compares a deep copy of an observation with the
    # original, type included.
    entries = lazy_dict(lambda key: [1, 2], ready=0, later=PENDING)
    for copied in (copy.deepcopy(entries), pickle.loads(pickle.dumps(entries))):
        assert type(copied) is LazyDict
        assert dict.__getitem__(copied, "later") == [1, 2]  # stored, nothing left to compute
        assert copied == {"ready": 0, "later": [1, 2]}


@pytest.mark.parametrize("game", GAMES, ids=GAME_IDS)
def test_last_and_gymnasium_observations_read_late_equal_fresh_encodings(game: meeple.Game) -> None:
    # PettingZoo's last() builds its dicts itself (not through observe), and
    # Gymnasium's step builds them inline: every entry read after the game
    # moved on must still be that of its own position, encoded afresh.
    coding = encoding(game)
    env = pettingzoo_env(game, 2)
    env.reset(seed=8)
    rng = random.Random(8)
    kept = []
    for _ in range(STEPS):
        assert env.state is not None
        if env.state.is_over:
            break
        observation, _, _, _, info = env.last()
        kept.append((observation, info, env.state.copy(), env.state.current_player))
        env.step(info["legal_actions"][rng.randrange(len(info["legal_actions"]))])
    gym = gymnasium_env(game, 0, ["random"])
    observation, info = gym.reset(seed=8)
    for _ in range(STEPS // 2):
        assert gym.state is not None
        kept.append((observation, info, gym.state.copy(), 0))
        if gym.state.is_over:
            break
        observation, _, _, _, info = gym.step(info["legal_actions"][0])
    assert len(kept) > 10
    for observation, info, position, seat in [*kept, *reversed(kept[::5])]:
        legal = coding.actions.legal_indices(position) if not position.is_over else []
        assert np.array_equal(observation["observation"], coding.observe(position, seat))
        assert np.flatnonzero(observation["action_mask"]).tolist() == legal
        assert info["legal_actions"] == legal
        assert info["view"] == position.view(seat)


def test_pending_keys_count_as_keys_until_removed_and_a_value_set_by_any_means_replaces_them() -> None:
    def fresh() -> LazyDict:
        return lazy_dict(lambda key: key.upper(), a=PENDING, b=1, c=PENDING)

    entries = fresh()
    assert len(entries) == 3 and "c" in entries and entries.keys() == {"a": 0, "b": 0, "c": 0}.keys()
    assert dict.__len__(entries) == 1  # nothing computed yet
    del entries["a"]
    assert len(entries) == 2 and "a" not in entries and entries.get("a") is None
    with pytest.raises(KeyError):
        entries["a"]
    assert entries.pop("c") == "C" and entries == {"b": 1}
    for set_by_hand in (lambda d: d.update(a=5), lambda d: d.__ior__({"a": 5}), lambda d: d.setdefault("a", 6),
                        lambda d: d.__setitem__("a", 5)):
        entries = fresh()
        set_by_hand(entries)
        assert len(entries) == 3 and list(entries).count("a") == 1
        assert entries["a"] in (5, "A") and entries == {"a": entries["a"], "b": 1, "c": "C"}
    entries = fresh()
    entries.clear()
    assert len(entries) == 0 and list(entries) == [] and entries == {}
    entries = fresh()
    assert sorted(entries.popitem() for _ in range(3)) == [("a", "A"), ("b", 1), ("c", "C")] and len(entries) == 0
