"""A game a bot cannot finish is cut at an action bound and reported by its seed."""

from __future__ import annotations

import pytest

import meeple
from meeple.sim import derive_seed, simulate, tournament
from meeple.sim.play import play


def test_play_stops_at_the_bound_without_a_winner(toy_registered: meeple.Game) -> None:
    # a 2-seat toy game with hands of 3 lasts 20 actions: a bound of 5 cuts it
    cut = play(toy_registered, 2, 11, ["random", "random"], max_actions=5)
    assert cut["stalled"] is True and cut["actions"] == 5 and cut["winners"] == [] and cut["seed"] == 11
    whole = play(toy_registered, 2, 11, ["random", "random"], max_actions=20)
    assert whole["stalled"] is False and whole["actions"] == 20 and whole["winners"]


def test_simulate_names_the_seeds_of_stalled_games(toy_registered: meeple.Game) -> None:
    out = simulate("toy", 2, 3, seed=5, bots=["random"], max_actions=5)
    assert out["stalled"] == [{"game": i, "seed": derive_seed(5, i), "actions": 5} for i in range(3)]
    assert out["summary"]["no_winner_rate"] == 1.0
    assert simulate("toy", 2, 3, seed=5, bots=["random"])["stalled"] == []


def test_tournament_names_the_seeds_of_stalled_games(toy_registered: meeple.Game) -> None:
    result = tournament("toy", ["random", "heuristic"], players=2, games=4, seed=2, max_actions=5)
    stalled = result.stats()["stalled"]
    assert [g["seed"] for g in stalled] == [g["seed"] for g in result.results]
    assert {tuple(g["seating"]) for g in stalled} == {(0, 1), (1, 0)}
    assert result.to_json()["stalled"] == stalled
    seeds = ", ".join(str(g["seed"]) for g in stalled)
    for lang in ("en", "fr"):
        caption = str(result.table(lang).caption)
        assert seeds in caption and "5" in caption
    assert tournament("toy", ["random", "heuristic"], players=2, games=4, seed=2).stats()["stalled"] == []


def test_the_bound_must_be_positive(toy_registered: meeple.Game) -> None:
    with pytest.raises(ValueError, match="max_actions"):
        simulate("toy", 2, 1, seed=0, bots=["random"], max_actions=0)
    with pytest.raises(ValueError, match="max_actions"):
        tournament("toy", ["random"], players=2, games=1, seed=0, max_actions=0)
