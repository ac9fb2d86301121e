"""Both sides of each line the base rules draw (seasons-base-rules.en.md): the bonus track's penalty per
step (5.7), cards left in hand (6), the crystal track's floor at 0 (1, 6), the summoning gauge's cap of
15 (5.5) and the season wheel's year change (5.8).  The numbers are the rulebook's, written out here."""

from __future__ import annotations

import pytest
from seasons_helpers import at_main, give_hand, put

from helpers import seat
from meeple.games.seasons import rules
from meeple.games.seasons.track import move_marker


@pytest.mark.parametrize(("used", "penalty"), [(0, 0), (1, -5), (2, -12), (3, -20)])
def test_each_bonus_step_costs_its_penalty(used: int, penalty: int) -> None:
    """5.7: "Bonuses used 0 1 2 3 / Penalty 0 -5 -12 -20"."""
    s = at_main(2, 1)
    p = seat(s)
    s.bonus[p] = used
    assert s.breakdown()[p]["bonus"] == penalty


@pytest.mark.parametrize(("cards", "points"), [(0, 0), (1, -5), (3, -15)])
def test_each_card_left_in_hand_costs_five(cards: int, points: int) -> None:
    s = at_main(2, 1)
    p = seat(s)
    give_hand(s, p, *[c for c in range(1, 40) if c in s.deck][:cards])
    assert s.breakdown()[p]["hand"] == points


@pytest.mark.parametrize(("crystals", "score"), [(19, 0), (20, 0), (21, 1)])
def test_the_count_stops_at_zero_not_below(crystals: int, score: int) -> None:
    """3 bonuses used (-20): 20 crystals end on 0, 21 on 1, 19 still on 0 (never -1)."""
    s = at_main(2, 1)
    p = seat(s)
    s.crystals[p], s.bonus[p] = crystals, 3
    s.over = True
    assert s.scores()[p] == score


@pytest.mark.parametrize(("start", "gain", "gauge"), [(14, 1, 15), (15, 1, 15), (13, 5, 15), (1, -2, 0)])
def test_the_summoning_gauge_stays_between_0_and_15(start: int, gain: int, gauge: int) -> None:
    s = at_main(2, 1)
    p = seat(s)
    s.gauge[p] = start
    rules.add_gauge(s, p, gain)
    assert s.gauge[p] == gauge


def test_the_year_changes_on_the_thirteenth_space_not_the_twelfth() -> None:
    """5.8: 12 spaces a year (months 0-11 here); the 12th keeps the year, the next one starts year II."""
    s = at_main(2, 1)
    s.year, s.month = 1, 10
    move_marker(s, 1)
    assert (s.year, s.month, s.libs_given) == (1, 11, 1)
    move_marker(s, 1)
    assert (s.year, s.month, s.libs_given) == (2, 0, 2)


def test_the_score_sheet_shows_what_the_floor_kept() -> None:
    """base 6: 4 crystals, 3 bonuses (-20: the track stops at 0), 2 cards in hand (-10: still 0), then the
    Destiny bonus +20: the count is 20, so the floor line holds 20 - (4 - 20 - 10 + 20) = 26."""
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=1)
    p = seat(s)
    s.crystals[p], s.bonus[p], s.destiny[p], s.token_used[p] = 4, 3, 2, False
    s.destiny[1 - p] = 0
    give_hand(s, p, *[c for c in range(1, 40) if c in s.deck][:2])
    row = s.score_sheet()["seats"][p]
    assert {k: v for k, v in row["entries"].items() if v} == {"crystals": 4, "bonus": -20, "hand": -10,
                                                               "destiny": 20, "floor": 26}
    assert row["total"] == 20


def test_one_destiny_point_is_enough_to_lead_and_none_is_not() -> None:
    """PoD: "Le joueur qui possède le plus de points de Destinée": 1 point ahead of 0 takes the 20; nobody
    holding any point takes nothing (our reading: no one "possesses" Destiny points)."""
    s = at_main(3, 1, expansion="path-of-destiny", enchantment=1)
    s.destiny = [1, 0, 0]
    assert [b["destiny"] for b in s.breakdown()] == [20, 0, 0]
    s.destiny = [0, 0, 0]
    assert [b["destiny"] for b in s.breakdown()] == [0, 0, 0]


def test_end_of_game_cards_add_up() -> None:
    """Lantern of Xidit: 3 crystals per energy in the reserve; Jewel of the Ancients: 35 with 3 tokens on it,
    else -10 (cards.json). Both in play with 2 energies and a full Jewel: 3 x 2 + 35 = 41."""
    s = at_main(2, 1)
    p = seat(s)
    put(s, p, 45, 112)
    s.energy[p] = [1, 1, 0, 0]
    s.play[p][1][2] = 3
    assert s.breakdown()[p]["effects"] == 41
    s.play[p][1][2] = 2  # one token short
    assert s.breakdown()[p]["effects"] == 6 - 10


@pytest.mark.parametrize(("token", "used", "points"), [(8, True, 18), (8, False, 0), (7, True, -6), (5, True, 0)])
def test_a_special_ability_token_scores_only_once_flipped(token: int, used: bool, points: int) -> None:
    """tokens.json: the back's prestige (token 8: +18, token 7: -6, token 5: 0) counts only if it was used."""
    s = at_main(2, 1, enchanted_kingdom=True)
    p = seat(s)
    s.token[p], s.token_used[p] = token, used
    assert s.breakdown()[p]["token"] == points
