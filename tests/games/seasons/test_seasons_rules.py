"""The rules and the rulebooks' worked examples, replayed with their numbers."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import at_main, give_hand, put

import meeple
from helpers import ids, new, seat
from meeple.core import Decision
from meeple.core.state import RULES
from meeple.games.seasons.track import end_of_round_effects, move_marker


def test_natural_balance_example() -> None:
    # PoD, Équilibre naturel: 1 water, 1 fire, 1 earth transmuted in winter give 6 crystals.
    s = at_main(2, 5, expansion="path-of-destiny", enchantment=9)
    p = seat(s)
    s.energy[p] = [0, 1, 1, 1]
    s.may_transmute = True
    s._legal = None
    for e in (1, 2, 3):
        s.apply(f"tr:{e}")
    assert s.crystals[p] == 6


def test_staff_of_winter_example() -> None:
    # PoD 8/20: with a Staff of Winter, 2 water and 1 fire transmuted in winter give 9 crystals.
    s = at_main(2, 5)
    p = seat(s)
    put(s, p, 208)
    s.energy[p] = [0, 2, 1, 0]
    s.may_transmute = True
    s._legal = None
    for e in (1, 1, 2):
        s.apply(f"tr:{e}")
    assert s.crystals[p] == 9


def test_end_of_round_effects_in_turn_order_from_first_player() -> None:
    # PoD "Précision sur les règles": Julien (first player) resolves all his end-of-round
    # effects, then Théo.  Both hold Beggar's Horn: Julien's choice comes first.
    s = at_main(2, 5)
    put(s, 0, 14)
    put(s, 1, 14)
    s.stack.clear()
    from meeple.games.seasons.track import end_round
    end_round(s, Decision("end_round", RULES), None)
    s.settle()
    assert s.decision is not None and s.decision.kind == "gain" and s.decision.player == s.first
    s.apply("gain:0")
    assert s.decision is not None and s.decision.player == 1 - s.first


@pytest.mark.parametrize(("month", "rates"), [(0, [1, 1, 2, 3]), (3, [2, 1, 3, 1]), (6, [3, 2, 1, 1]),
                                              (9, [1, 3, 1, 2])])
def test_transmutation_rates(month: int, rates: list[int]) -> None:
    s = at_main(2, 1)
    p = seat(s)
    s.month = month
    s.energy[p] = [1, 1, 1, 1]
    s.may_transmute = True
    s._legal = None
    got = []
    for e in range(4):
        before = s.crystals[p]
        s.apply(f"tr:{e}")
        got.append(s.crystals[p] - before)
    assert got == rates


def test_transmute_needs_permission_and_bonus_adds_one() -> None:
    s = at_main(2, 1)
    p = seat(s)
    s.energy[p] = [0, 0, 0, 2]
    s._legal = None
    assert not any(a.startswith("tr:") for a in ids(s))
    s.apply("bonus:transmute")
    s.apply("tr:3")
    assert s.crystals[p] == 4 and s.bonus[p] == 1


def test_bonus_penalties_and_limit() -> None:
    s = at_main(2, 1)
    p = seat(s)
    expected = [0, -5, -12, -20]
    for k in range(3):
        assert s.breakdown()[p]["bonus"] == expected[k]
        s.apply("bonus:gauge")
    assert s.breakdown()[p]["bonus"] == -20 and s.gauge[p] == 3
    assert not any(a.startswith("bonus:") for a in ids(s))


def test_gauge_limits_summoning() -> None:
    s = at_main(2, 1)
    p = seat(s)
    give_hand(s, p, 22)
    s.crystals[p] = 20
    s._legal = None
    assert "summon:22" not in ids(s)  # gauge 0: no slot
    s.gauge[p] = 1
    s._legal = None
    assert "summon:22" in ids(s)


def test_reserve_overflow_is_discarded() -> None:
    s = at_main(2, 1)
    p = seat(s)
    s.energy[p] = [2, 2, 2, 2]
    s.check_overflow()
    s._legal = None
    assert s.decision is not None and s.decision.kind == "lose"
    s.apply("lose:0")
    assert sum(s.energy[p]) == 7 and s.decision.kind == "main"


def test_hand_penalty_and_score_floor() -> None:
    s = at_main(2, 1)
    p = seat(s)
    give_hand(s, p, 1, 2)
    assert s.breakdown()[p]["hand"] == -10
    s.over = True
    assert s.scores()[p] == 0


def test_the_final_count_stops_at_zero_step_by_step() -> None:
    """base 6 and 7: the crystal track never goes below 0, so the count is moved step by
    step in the rulebook's order: 4 crystals, 3 bonuses (-20) -> 0, 2 cards in hand
    (-10) -> 0, then the Destiny bonus +20 -> 20 (not 4 - 20 - 10 + 20 = -6)."""
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=1)
    p = seat(s)
    s.crystals[p], s.bonus[p], s.destiny[p], s.token_used[p] = 4, 3, 2, False
    give_hand(s, p, 1, 2)
    parts = s.breakdown()[p]
    assert (parts["crystals"], parts["bonus"], parts["hand"], parts["destiny"]) == (4, -20, -10, 20)
    assert s.scores()[p] == 20
    assert all(score >= 0 for score in s.scores())


def test_draft_gives_nine_cards_three_per_year() -> None:
    s = new("seasons", 3, 4)
    rng = random.Random(4)
    while s.phase != "tournament" or s.decision is None or s.decision.kind == "library":
        s.apply(rng.choice(s.legal_actions()))
    for p in range(3):
        assert len(s.hands[p]) == 3 and len(s.lib2[p]) == 3 and len(s.lib3[p]) == 3


def test_draft_passes_to_the_left() -> None:
    s = new("seasons", 2, 8)
    assert s.decision is not None
    first = s.decision.player
    pack_of_first = list(s.packs[first])
    for _ in range(2):
        s.apply(s.legal_actions()[0])
    rest = list(pack_of_first)
    rest.remove(min(pack_of_first))
    assert sorted(s.packs[1 - first]) == sorted(rest) and len(rest) == 8


def test_crossed_paths_first_pick_goes_left() -> None:
    s = new("seasons", 2, 8, {"expansion": "path-of-destiny", "enchantment": 10})
    assert s.decision is not None
    p = s.decision.player
    s.apply(s.legal_actions()[0])
    assert len(s.drafted[1 - p]) == 1 and not s.drafted[p]


def test_year_change_gives_library_cards() -> None:
    s = at_main(2, 1)
    s.lib2[0] = [22]
    s.lib2[1] = [29]
    s.month = 11
    move_marker(s, 1)
    assert s.year == 2 and 22 in s.hands[0] and 29 in s.hands[1]


def test_marker_past_year_three_ends_the_game() -> None:
    s = at_main(2, 1)
    s.year, s.month = 3, 11
    move_marker(s, 2)
    assert s.ended


def test_marker_on_the_last_space_of_year_three_plays_on() -> None:
    # §6: the game ends only once the marker moves *past* the last space of year III
    s = at_main(2, 1)
    # (months count from 0: month 11 is the twelfth and last space of a year)
    s.year, s.month = 3, 10
    move_marker(s, 1)
    assert (s.year, s.month) == (3, 11) and not s.ended
    move_marker(s, 1)  # one more space and it has passed the end
    assert s.ended


def test_destiny_points_bonus_20_or_10_each() -> None:
    s = at_main(3, 1)
    s.destiny = [5, 3, 1]
    assert [b["destiny"] for b in s.breakdown()] == [20, 0, 0]
    s.destiny = [5, 5, 1]
    assert [b["destiny"] for b in s.breakdown()] == [10, 10, 0]
    s.destiny = [4, 4, 4]  # "ces derniers reçoivent chacun 10": a three-way tie too
    assert [b["destiny"] for b in s.breakdown()] == [10, 10, 10]
    s.destiny = [1, 6, 5]  # the lead by one point takes the whole 20
    assert [b["destiny"] for b in s.breakdown()] == [0, 20, 0]


class _Face(random.Random):
    """A die that always shows one face (index 0-5), for the die of Destiny."""

    def __init__(self, face: int) -> None:
        super().__init__(0)
        self.face = face

    def randrange(self, *args, **kwargs) -> int:  # type: ignore[no-untyped-def, override]
        return self.face


# PoD "Présentation des différentes faces du dé du Destin", in its order: (crystals, summoning gauge, points)
DESTINY_FACES = [(0, 0, 2), (3, 0, 2), (0, 0, 1), (1, 0, 2), (0, 1, 1), (0, 0, 3)]


@pytest.mark.parametrize(("face", "expected"), list(enumerate(DESTINY_FACES)))
def test_force_of_destiny_adds_three_crystals(face: int, expected: tuple[int, int, int]) -> None:
    """PoD 6 "Force de la destinée": each roll of the die of Destiny also gives 3 crystals."""
    s = new("seasons", 2, 0, {"expansion": "path-of-destiny", "enchantment": 6})
    rng = random.Random(0)
    for _ in range(200):
        if s.decision is None or s.decision.kind == "pre_die":
            break
        s.apply(rng.choice(s.legal_actions()))
    assert s.decision is not None and s.decision.kind == "pre_die"
    p = s.decision.player
    before = (s.crystals[p], s.gauge[p], s.destiny[p])
    s.rng = _Face(face)
    s.apply("destiny")
    crystals, gauge, points = expected
    assert (s.crystals[p], s.gauge[p], s.destiny[p]) == (before[0] + crystals + 3, before[1] + gauge,
                                                         before[2] + points)


def test_seasons_turn_and_tailwind() -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=4)
    p = seat(s)
    s.energy[p] = [1, 1, 1, 1]
    end_of_round_effects(s, Decision("eor", RULES, {"p": p}), None)
    assert s.crystals[p] == 4
    t = at_main(2, 1, expansion="path-of-destiny", enchantment=8)
    q = seat(t)
    t.energy[q] = [1, 0, 0, 0]
    end_of_round_effects(t, Decision("eor", RULES, {"p": q}), None)
    t._legal = None
    t.apply("tailwind:yes")
    assert t.crystals[q] == 4 and t.energy[q] == [0, 0, 0, 0]


def test_tie_break_most_cards_in_play() -> None:
    s = at_main(2, 1)
    put(s, 0, 22)
    put(s, 1, 1, 3)
    s.crystals = [0, 0]
    s.over = True
    # 30 prestige vs 12: seat 0 wins on score
    assert s.winners() == [0]
    s.play[1] = [[22, 0, 0], [222, 0, 0]]
    s.play[0] = [[22, 0, 0], [29, 0, 0], [23, 0, 0], [24, 0, 0], [25, 0, 0]]
    s.crystals = [7, 0]
    assert s.scores()[0] == s.scores()[1] and s.winners() == [0]


def test_illegal_action_names_rule_and_changes_nothing() -> None:
    s = at_main(2, 1)
    before = s.view(None)
    with pytest.raises(meeple.IllegalAction):
        s.apply("summon:999")
    assert s.view(None) == before
