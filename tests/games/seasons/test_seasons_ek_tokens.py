"""Enchanted Kingdom special ability tokens 1-12, each with its own numbers, their
scoring (used or not) and the 3-draw-keep-1 distribution."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import at_main, give_hand, put, stack_top

from helpers import ids, new, seat
from meeple.games.seasons.state import SeasonsState

EK = {"enchanted_kingdom": True, "enchantment": 0}


def holding(tok: int, players: int = 2, seed: int = 3) -> tuple[SeasonsState, int]:
    """A main turn decision whose seat holds token ``tok`` (unused)."""
    s = at_main(players, seed, **EK)
    p = seat(s)
    s.token[p], s.token_used[p] = tok, False
    s._legal = None
    return s, p


def token_part(s: SeasonsState, p: int) -> int:
    return s.breakdown()[p]["token"]


def test_token_1_draws_one_card_to_keep_or_discard() -> None:
    s, p = holding(1)
    stack_top(s, 22)
    assert token_part(s, p) == 0  # unused: no prestige change
    s.apply("token")
    assert s.decision is not None and s.decision.kind == "look" and s.looks[p] == [22]
    s.apply("take:22")
    assert s.hands[p] == [22] and s.token_used[p] and "token" not in ids(s)
    assert token_part(s, p) == -5


def test_token_2_sacrifices_or_discards_for_six() -> None:
    s, p = holding(2)
    put(s, p, 22)
    give_hand(s, p, 29)
    s.apply("token")
    assert sorted(ids(s)) == ["shed:hand", "shed:play"]
    s.apply("shed:play")
    s.apply("sac:0")
    assert s.play[p] == [] and s.discard[-1] == 22 and s.hands[p] == [29]
    assert token_part(s, p) == 6
    t, q = holding(2)
    assert "token" not in ids(t)  # nothing in play, nothing in hand
    give_hand(t, q, 29)
    t.apply("token")
    t.apply("hand:29")  # only the hand is possible: no question asked
    assert t.hands[q] == [] and t.discard[-1] == 29


def test_token_3_gives_two_energies_of_choice() -> None:
    s, p = holding(3)
    s.apply("token")
    s.apply("gain:0")
    s.apply("gain:2")
    assert s.energy[p] == [1, 0, 1, 0] and token_part(s, p) == -5


def test_token_4_lowers_the_gauge_not_below_cards_in_play() -> None:
    s, p = holding(4)
    put(s, p, 22)
    s.gauge[p] = 1
    s._legal = None
    assert "token" not in ids(s)  # gauge 1 with 1 card in play (FAQ)
    s.gauge[p] = 3
    s._legal = None
    s.apply("token")
    assert s.gauge[p] == 2 and token_part(s, p) == 10


def test_token_5_is_permanent_hand_cards_score_plus_three() -> None:
    s, p = holding(5)
    give_hand(s, p, 22, 29)
    assert "token" not in ids(s)  # never flipped
    assert s.breakdown()[p]["hand"] == 6 and token_part(s, p) == 0
    s.token[p] = 7
    assert s.breakdown()[p]["hand"] == -10


def test_token_6_allows_transmuting_with_one_more_crystal() -> None:
    s, p = holding(6)
    s.month = 0  # winter: earth transmutes for 3
    s.energy[p] = [0, 0, 0, 2]
    s._legal = None
    assert "tr:3" not in ids(s)
    s.apply("token")
    s.apply("tr:3")
    s.apply("tr:3")
    assert s.crystals[p] == 8 and token_part(s, p) == 0 and s.bonus[p] == 0


def test_token_7_gives_twelve_crystals() -> None:
    s, p = holding(7)
    s.crystals[p] = 4
    s.apply("token")
    assert s.crystals[p] == 16 and token_part(s, p) == -6


def test_token_8_returns_four_water_for_eighteen() -> None:
    s, p = holding(8)
    s.energy[p] = [0, 3, 0, 0]
    s._legal = None
    assert "token" not in ids(s)
    s.energy[p] = [1, 5, 0, 0]
    s._legal = None
    s.apply("token")
    assert s.energy[p] == [1, 1, 0, 0] and token_part(s, p) == 18


def test_token_8_may_use_water_on_an_amulet_of_water() -> None:
    s, p = holding(8)
    put(s, p, 4)
    s.play[p][0][3 + 1], s.play[p][0][2] = 2, 2  # 2 water stored on the Amulet
    s.energy[p] = [0, 2, 0, 0]
    s._legal = None
    s.apply("token")
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][4] == 0 and s.play[p][0][2] == 0


def test_token_9_raises_the_gauge_by_two() -> None:
    s, p = holding(9)
    s.gauge[p] = 3
    s.apply("token")
    assert s.gauge[p] == 5 and token_part(s, p) == -5
    t, q = holding(9)
    t.gauge[q] = 15
    t._legal = None
    assert "token" not in ids(t)


def test_token_10_moves_the_marker_exactly_two_spaces() -> None:
    s, p = holding(10)
    s.month = 1
    s._legal = None
    s.apply("token")
    assert ids(s) == ["boots:+2"]  # space 2 of year I: no room to go back 2
    s.apply("boots:+2")
    assert (s.year, s.month, s.season) == (1, 3, 1) and token_part(s, p) == 3
    t, _q = holding(10)
    t.month = 4
    t._legal = None
    t.apply("token")
    t.apply("boots:-2")
    assert (t.year, t.month, t.season) == (1, 2, 0)


def test_token_11_shows_the_other_hands_to_its_user_only() -> None:
    s, p = holding(11, players=3)
    others = [q for q in range(3) if q != p]
    give_hand(s, others[0], 22, 29)
    give_hand(s, others[1], 1)
    s.apply("token")
    mine = [e["params"] for e in s.events(p)[-2:]]
    seen = [m["cards"] for m in mine]
    assert seen == [["runic-cube-of-eolis", "olafs-blessed-statue"], ["amulet-of-air"]] or \
        seen == [["amulet-of-air"], ["runic-cube-of-eolis", "olafs-blessed-statue"]]
    theirs = s.events(others[0])[-2:]
    assert all("cards" not in e["params"] for e in theirs)
    assert token_part(s, p) == 9


def test_token_12_reorders_the_top_three_cards() -> None:
    s, p = holding(12)
    stack_top(s, 22, 29, 1)
    s.apply("token")
    assert sorted(s.looks[p]) == [1, 22, 29]
    for c in (29, 1, 22):  # the last one put back ends on top
        s.apply(f"top:{c}")
    assert s.deck[-3:] == [29, 1, 22] and token_part(s, p) == 0


def test_unused_tokens_score_nothing() -> None:
    for tok in (1, 2, 3, 4, 7, 8, 9, 10, 11):
        s, p = holding(tok)
        assert token_part(s, p) == 0 and not s.token_used[p]


# ----------------------------------------------------------------- distribution (EK rules)
def _to_token_choice(s: SeasonsState, rng: random.Random) -> None:
    while s.decision is not None and s.decision.kind != "keep_token":
        s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_drawn_one_kept_after_the_prelude(players: int) -> None:
    s = new("seasons", players, 11 + players, EK)
    offers = [list(o) for o in s.token_offer]
    assert all(len(o) == 3 for o in offers) and s.token == [0] * players
    drawn = [t for o in offers for t in o]
    assert len(set(drawn)) == 3 * players and set(drawn) <= set(range(1, 13))
    assert sorted(drawn + s.token_bag) == list(range(1, 13))
    for p in range(players):  # private until kept
        hidden = s.view(p)["hidden"]
        assert hidden[f"token_offer{p}"] == [f"token-{t}" for t in offers[p]]
        assert all(hidden[f"token_offer{q}"] == 3 for q in range(players) if q != p)
    rng = random.Random(players)
    _to_token_choice(s, rng)
    assert not s.drafted[0] and all(len(h) == 3 for h in s.hands)  # the Prelude is over
    kept = {}
    while s.decision is not None and s.decision.kind == "keep_token":
        p = s.decision.player
        assert sorted(ids(s)) == sorted(f"keep:{t}" for t in offers[p])
        det = s.determinize(p, random.Random(5))
        assert det.view(p) == s.view(p)
        kept[p] = offers[p][1]
        s.apply(f"keep:{kept[p]}")
        if len(kept) < players:
            assert s.token[p] == 0  # not shown before everyone chose
    assert s.token == [kept[p] for p in range(players)]
    assert sorted(s.token_bag + s.token) == list(range(1, 13))
    assert s.decision is not None and s.decision.kind == "die"


def test_with_both_expansions_the_pool_mixes_both_sets() -> None:
    seen: set[int] = set()
    for seed in range(12):
        s = new("seasons", 4, seed, {"enchanted_kingdom": True, "expansion": "path-of-destiny", "enchantment": 3})
        seen.update(t for o in s.token_offer for t in o)
        assert 16 not in seen  # the Die of Destiny token needs a destiny enchantment
    assert seen & set(range(1, 13)) and seen & {13, 14, 15, 17, 18}


def test_path_of_destiny_alone_still_deals_one_token() -> None:
    s = new("seasons", 3, 2, {"expansion": "path-of-destiny"})
    assert all(13 <= t <= 18 for t in s.token) and not any(s.token_offer)


def test_policy_keeps_the_most_valuable_token() -> None:
    s = new("seasons", 2, 4, EK)
    _to_token_choice(s, random.Random(4))
    p = seat(s)
    from meeple.games.seasons.policy import TOKEN_VALUE
    best = max(s.token_offer[p], key=lambda t: TOKEN_VALUE[t])
    assert s.policy_action(random.Random(0)).id == f"keep:{best}"


def test_policy_uses_a_paying_token() -> None:
    s, _p = holding(7)
    assert s.policy_action(random.Random(0)).id == "token"
    t, q = holding(2)
    give_hand(t, q, 29)
    assert t.policy_action(random.Random(0)).id != "token"  # early: keeps it for later


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rules_of_thumb_games_with_enchanted_kingdom_end(players: int) -> None:
    used = 0
    for seed in range(2):
        s = new("seasons", players, 40 + seed, {"enchanted_kingdom": True, "expansion": "path-of-destiny"})
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            assert len(s.evaluate()) == players
            s.apply(s.policy_action(rng))
            steps += 1
            assert steps < 20_000
        assert all(1 <= t <= 18 for t in s.token) and s.winners()
        used += sum(s.token_used)
        assert s.evaluate() == [float(x) for x in s.scores()]
    assert used  # the bots do use their tokens
