"""Seeded random games for 2, 3 and 4 players: the contract's invariants hold."""

from __future__ import annotations

import json
import random

import pytest
from path_helpers import GAME, all_cards, full_box

import meeple
from meeple.games.path_of_light_and_shadow.state import PathState

SEEDS = range(4)


def check_bounds(s: PathState) -> None:
    for q, prov in enumerate(s.board.provinces):
        assert 0 <= s.defense[q] <= prov.defense
    for pl in s.players:
        assert -12 <= pl.morality <= 12
        assert pl.influence >= 0
        assert 0 <= sum(pl.levels) <= 20 and all(0 <= lv <= 4 for lv in pl.levels)
    assert all(n >= 0 for n in s.supply)
    assert s.round <= 12


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    s = GAME.new_game(players, seed)
    assert isinstance(s, PathState)
    rng = random.Random(1000 + seed)
    box = full_box()
    assert sum(box.values()) == 264
    step = 0
    left_zero = [False] * players
    while not s.is_over:
        actions = s.legal_actions()
        assert actions, "a pending decision always has an answer"
        assert len({a.id for a in actions}) == len(actions)
        if step % 7 == 0:
            assert all_cards(s) == box
            check_bounds(s)
            for p in range(players):
                det = s.determinize(p, random.Random(step * 31 + p))
                assert s.view(p) == det.view(p)
            me = s.current_player
            assert me is not None
            det = s.determinize(me, random.Random(step))
            assert [a.id for a in det.legal_actions()] == [a.id for a in actions]
        if step % 23 == 0:
            before = json.dumps(s.view(s.current_player), sort_keys=True)
            with pytest.raises(meeple.IllegalAction):
                s.apply("no-such-action")
            assert json.dumps(s.view(s.current_player), sort_keys=True) == before
        s.apply(rng.choice(actions))
        for p, pl in enumerate(s.players):  # [RB Morality]: never back to 0 once moved
            if pl.morality != 0:
                left_zero[p] = True
            elif left_zero[p]:
                raise AssertionError("morality came back to 0")
        step += 1
        assert step < 5000
    assert all_cards(s) == box
    assert s.current_player is None and s.legal_actions() == ()
    assert s.winners() and set(s.winners()) <= set(range(players))
    again = meeple.replay(s.to_record())
    for p in range(players):
        assert again.view(p) == s.view(p)
    assert again.scores() == s.scores()


def test_copy_is_independent() -> None:
    s = GAME.new_game(3, 5)
    rng = random.Random(5)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    c = s.copy()
    view = s.view(0)
    for _ in range(60):
        if c.is_over:
            break
        c.apply(rng.choice(c.legal_actions()))
    assert s.view(0) == view


def test_illegal_action_names_the_rule() -> None:
    s = GAME.new_game(2, 1)
    with pytest.raises(meeple.IllegalAction) as err:
        s.apply("move:nowhere")
    assert "Village" in str(err.value)
