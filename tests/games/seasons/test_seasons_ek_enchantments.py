"""The ten Enchanted Kingdom enchantments (numbered 101-110 here), each checked with
its own numbers, and how the `enchantment` option draws them."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import at_main, give_hand, put, stack_top

from helpers import ids, new, seat
from meeple.core import Decision
from meeple.core.state import RULES
from meeple.games.seasons.rules import limit
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import move_marker
from meeple.games.seasons.turn import start_turn


def ek(number: int, players: int = 2, seed: int = 3) -> tuple[SeasonsState, int]:
    s = at_main(players, seed, enchanted_kingdom=True, enchantment=number)
    return s, seat(s)


# ----------------------------------------------------------------- the option
def test_random_draw_mixes_both_sets_when_both_are_on() -> None:
    both_sets = {"enchanted_kingdom": True, "expansion": "path-of-destiny"}
    both = {new("seasons", 2, seed, both_sets).enchant for seed in range(40)}
    assert both & set(range(1, 11)) and both & set(range(101, 111))
    alone = {new("seasons", 2, seed, {"enchanted_kingdom": True}).enchant for seed in range(20)}
    assert alone <= set(range(101, 111)) and len(alone) > 3
    assert new("seasons", 2, 1, {}).enchant == 0  # base game: none


def test_explicit_enchantment_needs_its_expansion() -> None:
    assert new("seasons", 2, 1, {"enchanted_kingdom": True, "enchantment": 107}).enchant == 107
    with pytest.raises(ValueError, match="an Enchanted Kingdom enchantment"):
        new("seasons", 2, 1, {"expansion": "path-of-destiny", "enchantment": 107})
    with pytest.raises(ValueError, match="a Path of Destiny enchantment"):
        new("seasons", 2, 1, {"enchanted_kingdom": True, "enchantment": 7})
    with pytest.raises(ValueError, match="apprentice"):
        new("seasons", 2, 1, {"enchanted_kingdom": True, "enchantment": 101, "level": "apprentice"})
    apprentice_level = {"enchanted_kingdom": True, "level": "apprentice"}
    apprentice = {new("seasons", 2, seed, apprentice_level).enchant for seed in range(30)}
    assert not apprentice & {101, 102, 103}


# ----------------------------------------------------------------- Prelude enchantments
def _pick_first(s: SeasonsState) -> None:
    s.apply(s.legal_actions()[0])


def test_elemental_construction_keeps_nine_of_eighteen_without_passing() -> None:
    s = new("seasons", 2, 4, {"enchanted_kingdom": True, "enchantment": 101})
    packs = [list(pk) for pk in s.packs]
    deck = len(s.deck)
    assert [len(pk) for pk in packs] == [18, 18]
    while s.phase == "draft":
        _pick_first(s)
    for p in range(2):
        assert len(s.drafted[p]) == 9 and all(packs[p].count(c) >= s.drafted[p].count(c) for c in s.drafted[p])
    assert not any(s.packs) and len(s.deck) == deck + 18


def test_extended_experience_twelve_cards_piles_of_four() -> None:
    s = new("seasons", 3, 4, {"enchanted_kingdom": True, "enchantment": 102})
    assert [len(pk) for pk in s.packs] == [12, 12, 12]
    rng = random.Random(1)
    while s.decision is not None and s.decision.kind in ("draft", "library", "look"):
        s.apply(rng.choice(s.legal_actions()))
    assert all(len(s.lib2[p]) == len(s.lib3[p]) == len(s.hands[p]) == 4 for p in range(3))


def test_natural_selection_first_pick_discarded_then_one_more() -> None:
    s = new("seasons", 2, 4, {"enchanted_kingdom": True, "enchantment": 103})
    assert [len(pk) for pk in s.packs] == [11, 11]
    _pick_first(s)
    _pick_first(s)
    assert len(s.discard) == 2 and not any(s.drafted) and [len(pk) for pk in s.packs] == [10, 10]
    while s.decision is not None and s.decision.kind == "draft":
        _pick_first(s)
    assert s.decision is not None and s.decision.kind == "cull"
    assert [len(d) for d in s.drafted] == [10, 10]
    for _ in range(2):
        p = seat(s)
        cid = s.drafted[p][0]
        s.apply(f"cull:{cid}")
        assert len(s.drafted[p]) == 9 and s.discard[-1] == cid
    assert len(s.discard) == 4


# ----------------------------------------------------------------- during the game
def test_entangling_roots_one_summon_a_turn() -> None:
    s, p = ek(104)
    give_hand(s, p, 41, 41)
    s.gauge[p] = 3
    s._legal = None
    s.apply("summon:41")
    assert "summon:41" not in ids(s) and len(s.play[p]) == 1
    s.stack.clear()
    start_turn(s, Decision("start_turn", RULES, {"p": p}), None)
    s._legal = None
    s.settle()
    while s.decision is not None and s.decision.kind != "main":
        s.apply(s.legal_actions()[0])
    assert s.turn_summons == 0 and "summon:41" in ids(s)


def test_nature_spirit_one_more_energy_of_choice() -> None:
    s, p = ek(105)
    give_hand(s, p, 41)  # Thieving Fairies: free
    s.gauge[p] = 3
    s._legal = None
    assert "summon:41" not in ids(s)
    s.energy[p] = [0, 0, 2, 0]
    s._legal = None
    s.apply("summon:41")
    assert s.decision is not None and s.decision.kind == "spend"
    s.apply("spend:2")
    assert s.energy[p] == [0, 0, 1, 0] and s.play[p][0][0] == 41


def test_nature_spirit_hand_of_fortune_cancels_the_extra() -> None:
    s, p = ek(105)
    put(s, p, 20)
    give_hand(s, p, 13, 41)  # Wondrous Chest: 1 water + 1 fire
    s.gauge[p] = 3
    s.energy[p] = [0, 1, 1, 0]
    s._legal = None
    legal = ids(s)
    assert "summon:13" not in legal and {"summon:13:r1", "summon:13:r2", "summon:13:rx"} <= set(legal)
    assert not any(a.startswith("summon:41:") for a in legal)  # never below 1 energy
    s.apply("summon:13:rx")
    assert s.energy[p] == [0, 0, 0, 0] and s.decision is not None and s.decision.kind == "main"


def test_nature_spirit_lets_the_codex_return_any_item() -> None:
    s, p = ek(105)
    put(s, p, 22)  # Runic Cube: crystals only
    give_hand(s, p, 104)
    s.gauge[p] = 3
    s.energy[p] = [1, 1, 0, 1]
    s._legal = None
    s.apply("summon:104")
    s.apply("spend:3")
    assert s.decision is not None and s.decision.kind == "return" and ids(s) == ["back:0"]


def test_argos_embrace_costs_five_crystals_per_kept_draw() -> None:
    s, p = ek(106)
    s.crystals[p] = 12
    s.draw_pending = True
    stack_top(s, 22)
    s._legal = None
    s.apply("draw")
    assert s.crystals[p] == 12  # looking is not keeping
    s.apply("take:22")
    assert s.crystals[p] == 7 and s.hands[p] == [22]


def test_argos_embrace_poor_player_sheds_a_card() -> None:
    s, p = ek(106)
    put(s, p, 41)
    s.crystals[p] = 4
    s.draw_pending = True
    stack_top(s, 22)
    s._legal = None
    s.apply("draw")
    s.apply("take:22")
    assert s.crystals[p] == 4 and sorted(ids(s)) == ["shed:hand", "shed:play"]
    s.apply("shed:hand")
    s.apply("hand:22")  # the card just gained may go
    assert s.hands[p] == [] and s.discard[-1] == 22 and len(s.play[p]) == 1


def test_argos_embrace_spares_library_cards_at_a_year_change() -> None:
    s, p = ek(106)
    s.crystals = [10, 10]
    s.lib2 = [[29], [1]]
    s.month = 11
    s.push("choice", p, {"why": "boots", "choices": ["+1"]})
    s._legal = None
    s.apply("boots:+1")
    assert s.year == 2 and s.crystals == [10, 10] and 29 in s.hands[0]


def test_io_bounty_one_more_crystal_per_transmuted_energy() -> None:
    s, p = ek(107)
    s.month = 0
    s.energy[p] = [1, 0, 0, 1]
    s.may_transmute = True
    s._legal = None
    s.apply("tr:3")
    s.apply("tr:0")
    assert s.crystals[p] == (3 + 1) + (1 + 1)


def test_olaf_knowledge_fifth_bonus_draws_one() -> None:
    s, p = ek(108)
    stack_top(s, 22)
    s._legal = None
    s.apply("bonus:olaf")
    assert s.bonus[p] == 1 and s.looks[p] == [22]
    assert "discard" in ids(s)  # it may be discarded at once
    s.apply("take:22")
    assert s.hands[p] == [22]
    s.bonus[p] = 3
    s._legal = None
    assert "bonus:olaf" not in ids(s)
    t, _q = ek(107)
    assert "bonus:olaf" not in ids(t)


def test_drought_richest_player_entering_summer() -> None:
    s, _ = ek(109)
    put(s, 0, 41)
    s.crystals = [10, 4]
    s.month = 5
    s.stack.clear()
    move_marker(s, 1)
    assert s.season == 2 and s.stack[-1].kind == "choice" and s.stack[-1].player == 0
    s._legal = None
    assert sorted(ids(s)) == ["drought:reserve", "drought:sacrifice"]
    s.apply("drought:reserve")
    assert s.drought == [1, 0] and limit(s, 0) == 6 and limit(s, 1) == 7
    s.stack.clear()
    s.month = 5
    move_marker(s, 2)  # again the same year: no effect
    assert not s.stack and s.drought == [1, 0]


def test_drought_tie_or_no_card() -> None:
    s, _ = ek(109)
    s.crystals = [8, 8]
    s.month = 4
    s.stack.clear()
    move_marker(s, 2)
    assert not s.stack and s.drought == [0, 0]
    t, _ = ek(109)
    t.crystals = [3, 8]
    t.month = 5
    t.stack.clear()
    move_marker(t, 1)  # no card in play: the reserve shrinks at once
    assert t.drought == [0, 1] and not t.stack


def test_vision_of_destiny_two_face_up_cards_and_paid_discard() -> None:
    s, p = ek(110)
    stack_top(s, 22, 29)
    s.crystals[p] = 5
    s._legal = None
    assert s.view(1 - p)["state"]["face_up"] == ["olafs-blessed-statue", "runic-cube-of-eolis"]
    s.apply("vision")
    assert s.crystals[p] == 0 and s.discard[-1] == 22 and s.deck[-1] == 29
    assert "vision" not in ids(s)  # once a turn
    t, q = ek(110)
    t.crystals[q] = 4
    t._legal = None
    assert "vision" not in ids(t)


def test_vision_of_destiny_determinized_copies_keep_the_face_up_cards() -> None:
    s, p = ek(110)
    give_hand(s, 1 - p, 22)
    stack_top(s, 22, 29)  # the other copy of 22 sits in the opponent's hand
    for k in range(20):
        det = s.determinize(p, random.Random(k))
        assert det.deck[-2:] == [29, 22] and det.view(p) == s.view(p)
