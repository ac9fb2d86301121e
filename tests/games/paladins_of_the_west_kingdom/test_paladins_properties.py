"""Property tests over seeded random games for every player count."""

from __future__ import annotations

import random

import pytest
from paladins_helpers import GAME, random_game

import meeple
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def _check_bounds(s: PaladinsState) -> None:
    for p in s.everyone():
        assert min(p.workers) >= 0 and p.silver >= 0 and p.provisions >= 0
        assert all(0 <= v <= C.BOARD.attribute_max for v in p.attributes)
        assert p.monks <= 7 and p.outposts <= 7 and len(p.walls) <= 7 and p.jars <= 7 and len(p.converts) <= 7
        assert p.developed <= 8 and all(m <= 3 for m in p.workshops)
        assert p.unpaid_debts >= 0 and p.paid_debts >= 0
    # components are conserved
    tf = s.townsfolk_deck + [c for c in s.townsfolk_row if c >= 0] + s.townsfolk_discard + \
        [c for p in s.everyone() for c in p.townsfolk]
    assert sorted(tf) == list(range(len(C.TOWNSFOLK)))
    outs = s.outsider_deck + [c for c in s.outsider_row if c >= 0] + s.outsider_discard + \
        [c for p in s.everyone() for c in p.converts + p.attacked]
    assert sorted(outs) == list(range(len(C.OUTSIDERS)))
    walls = s.wall_deck + [c for p in s.everyone() for c in p.walls]
    assert sorted(walls) == list(range(len(C.WALLS)))
    susp = s.suspicion_deck + s.suspicion_discard + [c for p in s.everyone() for c in p.suspicion]
    assert sorted(susp) == list(range(len(C.SUSPICIONS)))
    assert s.debts_left + sum(p.unpaid_debts + p.paid_debts for p in s.everyone()) == C.BOARD.debts
    for p in s.players:
        pals = p.paladin_deck + p.paladin_under + p.paladin_hand + p.paladin_top + p.paladin_pick + p.paladins_used + \
            ([p.paladin] if p.paladin >= 0 else [])
        assert sorted(pals) == list(range(12))
    placed = sum(1 for r in s.spaces for o in r if o >= 0)
    assert placed == sum(p.monks + p.outposts for p in s.everyone())


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_end_with_bounds_and_conservation(players: int, seed: int) -> None:
    s = GAME.new_game(players, seed)
    assert isinstance(s, PaladinsState)
    rng = random.Random(seed * 11 + players)
    steps = 0
    while not s.is_over:
        if steps % 17 == 0:
            _check_bounds(s)
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
    _check_bounds(s)
    assert s.round == 7
    assert set(s.winners()) <= set(range(players))
    again = meeple.replay(s.to_record())
    assert again.view(None) == s.view(None)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_views_equal_determinized_views_and_legal_ids(players: int) -> None:
    s = GAME.new_game(players, 40 + players)
    rng = random.Random(players)
    step = 0
    while not s.is_over:
        if step % 9 == 0:
            for seat in range(players):
                det = s.determinize(seat, random.Random(step + seat))
                assert det.view(seat) == s.view(seat)
            cur = s.current_player
            assert cur is not None
            det = s.determinize(cur, random.Random(step))
            assert [a.id for a in det.legal_actions()] == [a.id for a in s.legal_actions()]
        s.apply(rng.choice(s.legal_actions()))
        step += 1


def test_illegal_actions_change_nothing() -> None:
    s = GAME.new_game(3, 5)
    rng = random.Random(5)
    for _ in range(60):
        before = s.view(None)
        for bad in ("develop:nowhere", "pay:XXXXXX", "space:9:9", "out:8", "tf:7"):
            if bad not in [a.id for a in s.legal_actions()]:
                with pytest.raises(meeple.IllegalAction):
                    s.apply(bad)
                assert s.view(None) == before
        s.apply(rng.choice(s.legal_actions()))


def test_hidden_paladin_hands() -> None:
    """Other seats see only the size of a Paladin hand and of the face-down pick."""
    s = GAME.new_game(2, 3)
    while s.decision is not None and s.decision.kind != "paladin":
        s.apply(s.legal_actions()[0])
    me = s.current_player
    assert me is not None
    other = 1 - me
    assert isinstance(s.view(me)["hidden"][f"paladin_hand{me}"], list)
    assert s.view(other)["hidden"][f"paladin_hand{me}"] == 3
    s.apply(s.legal_actions()[0])
    texts = s.log_text(other, "en")
    assert texts[-1].endswith("picks a Paladin face down.")


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_solo_difficulties_end(difficulty: str) -> None:
    s = random_game(1, 9, difficulty=difficulty)
    assert s.is_over and len(s.scores()) == 1


def test_policy_and_evaluate() -> None:
    s = GAME.new_game(2, 21)
    rng = random.Random(2)
    while not s.is_over:
        a = s.policy_action(rng)
        assert a in s.legal_actions()
        s.apply(a)
    assert s.evaluate() == [float(x) for x in s.scores()]
    solo = GAME.new_game(1, 4)
    assert len(solo.evaluate()) == 2
