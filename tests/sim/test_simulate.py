"""simulate(): output shape, repeatability, summaries."""

from __future__ import annotations

import json

import pytest

import meeple
from meeple.sim import derive_seed, simulate


def test_output_shape_and_repeatability(toy_registered: meeple.Game) -> None:
    ticks: list[int] = []
    out = simulate("toy", 3, 6, seed=7, bots=["random", "greedy"], progress=lambda: ticks.append(1))
    assert set(out) >= {"game", "players", "seed", "games", "summary"}
    assert out["game"] == "toy" and out["players"] == 3 and out["seed"] == 7 and len(ticks) == 6
    assert out["bots"] == ["random", "greedy", "random"]  # cycled over the seats
    assert [g["seed"] for g in out["games"]] == [derive_seed(7, i) for i in range(6)]
    for g in out["games"]:
        assert set(g) == {"seed", "scores", "winners", "actions", "stalled"} and len(g["scores"]) == 3
        assert g["stalled"] is False
    again = simulate("toy", 3, 6, seed=7, bots=["random", "greedy"])
    assert json.dumps(out, sort_keys=True) == json.dumps(again, sort_keys=True)
    other = simulate("toy", 3, 6, seed=8, bots=["random", "greedy"])
    assert other["games"] != out["games"]


def test_summary_matches_the_games(toy_registered: meeple.Game) -> None:
    out = simulate("toy", 2, 10, seed=1, bots=["random"])
    games, summary = out["games"], out["summary"]
    for seat in range(2):
        scores = [g["scores"][seat] for g in games]
        assert summary["score"]["min"][seat] == min(scores)
        assert summary["score"]["max"][seat] == max(scores)
        assert summary["score"]["mean"][seat] == pytest.approx(sum(scores) / 10, abs=1e-3)
        shares = sum(1 / len(g["winners"]) for g in games if seat in g["winners"])
        assert summary["win_rate"][seat] == pytest.approx(shares / 10, abs=1e-4)
    lengths = [g["actions"] for g in games]
    assert summary["length"] == {"mean": pytest.approx(sum(lengths) / 10), "min": min(lengths), "max": max(lengths)}


def test_game_seeds_follow_the_engine(toy_registered: meeple.Game) -> None:
    out = simulate("toy", 2, 2, seed=3, bots=["random"])
    from meeple.sim import play

    for g in out["games"]:
        assert play(toy_registered, 2, g["seed"], ["random", "random"]) == g


def test_bad_arguments(toy_registered: meeple.Game) -> None:
    with pytest.raises(ValueError, match="known agents"):
        simulate("toy", 2, 1, seed=0, bots=["nobody"])
    with pytest.raises(ValueError, match="no option"):
        simulate("toy", 2, 1, seed=0, bots=["random"], options={"colour": 1})
    with pytest.raises(ValueError, match="at least one bot"):
        simulate("toy", 2, 1, seed=0, bots=[])


def test_options_reach_the_game(toy_registered: meeple.Game) -> None:
    small = simulate("toy", 2, 1, seed=0, bots=["random"], options={"hand": 2})
    large = simulate("toy", 2, 1, seed=0, bots=["random"], options={"hand": 4})
    # every card of the 20-card deck is played either way; what changes is the deal
    assert small["options"] == {"hand": 2} and large["options"] == {"hand": 4}
    assert small["games"][0]["actions"] == large["games"][0]["actions"] == 20


def test_derived_seeds_are_stable_and_distinct() -> None:
    seeds = [derive_seed(1, i) for i in range(100)]
    assert len(set(seeds)) == 100 and all(0 <= s < 2**31 for s in seeds)
    assert derive_seed(1, 5) == derive_seed(1, 5) != derive_seed(2, 5)
