"""Promos 301 Speedwall the Escaped and 303 Crystal Titan (docs/seasons.md, "Promos"):
each rule call on a table set by hand, carried through a position where it matters."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import give_hand, put, restored, stack_top, table

import meeple
from helpers import ids, new
from meeple.games.seasons import rules
from meeple.games.seasons.state import SeasonsState

SPEEDWALL, ORB, TITAN = 301, 302, 303
SERVANT, DEMON, POTION_OF_POWER, SYLLAS, DRAGON_SKULL, TITUS = 216, 38, 23, 10, 37, 39
SHIELD, RAVEN, MIMICRY, CAGE, TANGLEWEED, THRONE = 113, 118, 213, 215, 217, 110


def promo_table(players: int = 2) -> tuple[SeasonsState, int, int]:
    return table(players, expansion="path-of-destiny", promos=True, level="archmage")


def known(s: SeasonsState, seat: int, zone: str) -> list[str]:
    """The cards ``seat``'s view names in a hidden zone (a bare count names none)."""
    shown = s.view(seat)["hidden"].get(zone, [])
    return [] if isinstance(shown, int) else list(shown)


def every_world_keeps_the_view(s: SeasonsState) -> None:
    for seat in range(s.num_players):
        for seed in range(4):
            world = s.determinize(seat, random.Random(seed))
            assert world.view(seat) == s.view(seat)
            assert [a.id for a in world.legal_actions()] == ids(s)


# ----------------------------------------------------------------- Speedwall the Escaped
def test_speedwall_costs_its_summoners_gauge_or_the_orbs_five() -> None:
    s, p, _ = promo_table()
    give_hand(s, p, SPEEDWALL)
    s.gauge[p], s.crystals[p] = 6, 6
    assert rules.hand_cost(s, p, SPEEDWALL, False) == (6, 0, 0, 0, 0)
    assert rules.hand_cost(s, p, SPEEDWALL, True) == (5, 0, 0, 0, 0)  # prestige 7: the Orb's rule
    s.crystals[p] = 5
    s._legal = None
    assert f"summon:{SPEEDWALL}" not in ids(s)
    s.crystals[p] = 6
    s._legal = None
    s.apply(f"summon:{SPEEDWALL}")
    assert s.crystals[p] == 0 and s.play[p][-1][0] == SPEEDWALL


def drawn_by_the_die(players: int = 2) -> tuple[SeasonsState, int, int, int]:
    """``p`` draws the die's card (a Syllas on top) and keeps it; ``q`` has a Speedwall."""
    s, p, q = promo_table(players)
    put(s, q, SPEEDWALL)
    give_hand(s, p, 1)
    stack_top(s, SYLLAS)
    s.draw_pending = True
    s = restored(s)
    s.apply("draw")
    s.apply(f"take:{SYLLAS}")
    return s, p, q, SYLLAS


def test_speedwall_takes_the_card_an_opponent_drew_and_goes_to_that_hand() -> None:
    s, p, q, drawn = drawn_by_the_die(3)
    r = 3 - p - q
    assert s.decision is not None and s.decision.player == q
    assert ids(s) == ["speedwall_take:take", "speedwall_take:leave"]
    # q has not seen the card; only p knows it (BGA: shown to the drawer)
    slug = s.C.cards[drawn].slug
    assert slug in known(s, p, f"hand{p}") and slug not in known(s, q, f"hand{p}") + known(s, r, f"hand{p}")
    every_world_keeps_the_view(s)
    s.apply("speedwall_take:take")
    assert s.hands[p] == [1, SPEEDWALL] and s.hands[q] == [drawn] and s.play[q] == []
    assert slug in known(s, p, f"hand{q}") and slug in known(s, q, f"hand{q}")  # the drawer knows where it went
    assert slug not in known(s, r, f"hand{q}")  # the third seat does not
    assert "speedwall-the-escaped" in known(s, r, f"hand{p}")  # Speedwall left play face up
    lines = [e for e in s.events(r) if "speedwall" in e["kind"]]
    assert [e["kind"] for e in lines] == ["seasons.log.speedwall"]
    assert [e["kind"] for e in s.events(p) if "speedwall" in e["kind"]] == ["seasons.log.speedwall_card"]
    every_world_keeps_the_view(s)


def test_speedwall_may_leave_the_card() -> None:
    s, p, q, drawn = drawn_by_the_die()
    s.apply("speedwall_take:leave")
    assert drawn in s.hands[p] and s.play[q][0][0] == SPEEDWALL and s.decision is not None
    assert s.decision.player == p


def test_a_discarded_draw_and_a_two_card_draw_wake_no_speedwall() -> None:
    s, p, q = promo_table()
    put(s, q, SPEEDWALL)
    stack_top(s, SYLLAS)
    s.draw_pending = True
    s.apply("draw")
    s.apply("discard")
    assert s.decision is not None and s.decision.player == p and s.decision.kind == "main"
    s.draw_pending = True
    s._legal = None
    s.apply("bonus:draw2")  # two cards drawn, one kept: not "exactly one"
    s.apply(ids(s)[0])
    assert s.decision.kind == "main" and len(s.hands[p]) == 1


def test_the_owners_own_draw_a_turned_or_locked_speedwall_do_not_react() -> None:
    s, p, q = promo_table()
    put(s, p, SPEEDWALL, POTION_OF_POWER)
    s.apply("act:1")  # p's own draw
    assert s.decision.kind == "main" and s.decision.player == p
    s, p, q = promo_table()
    put(s, p, POTION_OF_POWER)
    put(s, q, SPEEDWALL)
    s.play[q][0][1] = 1  # turned
    s.apply("act:0")
    assert s.decision.kind == "main"
    s, p, q = promo_table()
    put(s, p, POTION_OF_POWER)
    put(s, q, SPEEDWALL)
    s.play[q][0][2] = 1  # a Tangleweed's Lock (PoD 17/20: no effects)
    assert rules.locked(s, s.play[q][0])
    s.apply("act:0")
    assert s.decision.kind == "main"


def test_a_potion_of_power_draw_wakes_speedwall() -> None:
    s, p, q = promo_table()
    put(s, p, POTION_OF_POWER)
    put(s, q, SPEEDWALL)
    stack_top(s, SYLLAS)
    s.apply("act:0")
    assert s.decision.player == q
    s.apply("speedwall_take:take")
    assert s.hands[q] == [SYLLAS] and s.hands[p] == [SPEEDWALL] and s.gauge[p] == 15


def test_a_declined_speedwall_passes_the_offer_on_in_turn_order() -> None:
    s, p, q = promo_table(3)
    r = 3 - p - q
    put(s, p, POTION_OF_POWER)
    put(s, q, SPEEDWALL)
    put(s, r, SPEEDWALL)
    stack_top(s, SYLLAS)
    s.apply("act:0")
    assert s.decision.player == q
    s.apply("speedwall_take:leave")
    assert s.decision.player == r
    s.apply("speedwall_take:take")
    assert s.hands[r] == [SYLLAS] and s.play[q][0][0] == SPEEDWALL


def test_each_opponent_drawing_for_the_demon_of_argos_may_be_taken_from() -> None:
    """The Demon makes each opponent draw exactly one card: the text decides for every
    player count (BGA offers it at 2 players only, "too much work" says its code)."""
    s, p, q = promo_table(3)
    r = 3 - p - q
    put(s, p, SPEEDWALL)
    give_hand(s, p, DEMON)
    s.energy[p] = [1, 1, 1, 1]
    stack_top(s, 22, 29)
    s = restored(s)
    s.apply(f"summon:{DEMON}")
    offers = []
    while s.decision.kind == "choice":
        offers.append(s.stack[-1].data["drawer"])
        s.apply("speedwall_take:leave")
    assert sorted(offers) == sorted([q, r])


def test_servant_of_ragfield_and_speedwall_are_never_dealt_together() -> None:
    seen = set()
    for seed in range(12):
        pool = new("seasons", 2, seed, {"promos": True, "expansion": "path-of-destiny", "level": "archmage"}).pool_ids
        assert not (SERVANT in pool and SPEEDWALL in pool)
        seen.add(SERVANT in pool)
    assert seen == {True, False}  # either one, at random (BGA `setupNewGame`)
    assert SERVANT in new("seasons", 2, 1, {"expansion": "path-of-destiny"}).pool_ids


# ----------------------------------------------------------------- Crystal Titan
def test_a_sacrifice_pays_each_opponents_crystal_titan_first() -> None:
    s, p, q = promo_table(3)
    r = 3 - p - q
    put(s, q, TITAN)
    put(s, r, TITAN)
    put(s, p, POTION_OF_POWER)
    s.crystals[p] = 6
    s.apply("act:0")
    assert s.crystals[p] == 0 and s.crystals[q] == 3 and s.crystals[r] == 3
    assert [e["kind"] for e in s.events(None)].count("seasons.log.crystals_lost") == 2


def test_a_seat_that_cannot_pay_the_titan_cannot_use_a_sacrificing_card() -> None:
    s, p, q = promo_table()
    put(s, q, TITAN)
    put(s, p, POTION_OF_POWER, DRAGON_SKULL, SHIELD)
    s.crystals[p] = 2
    s._legal = None
    assert not [a for a in ids(s) if a.startswith("act:")]
    s.crystals[p] = 3  # enough for one sacrifice, not the Skull's three
    s._legal = None
    assert [a for a in ids(s) if a.startswith("act:")] == ["act:0", "act:0:zira"]
    s.crystals[p] = 9
    s._legal = None
    assert "act:1" in ids(s)
    s.play[q][0][2] = 1  # a locked Titan has no effect (PoD 17/20)
    s.crystals[p] = 0
    s._legal = None
    assert "act:0" in ids(s)


def test_the_shield_going_instead_pays_the_titan_too() -> None:
    s, p, q = promo_table()
    put(s, q, TITAN)
    put(s, p, POTION_OF_POWER, SHIELD)
    s.crystals[p] = 3
    s.apply("act:0:zira")
    assert [c[0] for c in s.play[p]] == [POTION_OF_POWER] and s.crystals[q] == 3 and s.crystals[p] == 10


def test_a_told_sacrifice_that_cannot_be_paid_does_not_happen() -> None:
    s, p, q = promo_table()
    put(s, p, TITAN)
    put(s, q, 1)
    give_hand(s, p, SYLLAS)
    s.energy[p] = [0, 0, 3, 0]
    s.crystals[q] = 2
    s = restored(s)
    s.apply(f"summon:{SYLLAS}")
    assert s.play[q] and s.decision.kind == "main"  # BGA: "cannot sacrifice any card"
    assert "seasons.log.titan_spared" in [e["kind"] for e in s.events(None)]


def test_arus_mimicry_sacrifices_anyway_paying_what_it_can() -> None:
    s, p, q = promo_table()
    put(s, q, TITAN)
    put(s, p, 1)
    give_hand(s, p, MIMICRY)
    s.crystals[p] = 1
    s.energy[p] = [0, 0, 0, 0]
    cost = rules.hand_cost(s, p, MIMICRY, False)
    s.crystals[p] += cost[0]
    s.energy[p] = list(cost[1:])
    s._legal = None
    s.apply(f"summon:{MIMICRY}")
    s.apply("sac:0")
    assert s.crystals[q] == 1 and s.crystals[p] == 12  # 1 paid (BGA forces it), then its 12


def test_a_cage_sacrifice_and_titus_need_the_titans_crystals() -> None:
    s, p, q = promo_table()
    put(s, q, TITAN, CAGE)
    s.play[q][1][2] = 1  # the Trap
    put(s, p, 1)
    give_hand(s, p, 22)
    cost = rules.hand_cost(s, p, 22, False)
    s.crystals[p], s.energy[p] = cost[0], list(cost[1:])
    s._legal = None
    s.apply("summon:22")
    assert ids(s) == ["cage:discard"]  # no crystal left for the Titan
    from meeple.games.seasons.cards_round import titus
    s, p, q = promo_table()
    put(s, p, TITUS)
    put(s, q, TITAN)
    s.crystals[p], s.crystals[q] = 2, 0
    titus(s, p, 0)
    assert s.play[p][0][0] == TITUS  # BGA: Titus cannot be sacrificed


def test_the_crystal_titan_empties_hand_and_crystals_then_sacrifices_an_opponents_card() -> None:
    s, p, q = promo_table()
    put(s, p, TITAN)
    put(s, q, 1, 3)
    s.play[p].append([RAVEN, 0, 0, 0, 0, 0, 0, q, 3, 0, 0])  # a Raven copying q's Amulet of Earth
    give_hand(s, p, 22, 29)
    s.crystals[p] = 7
    s = restored(s)
    s.apply("act:0")
    assert s.hands[p] == [] and s.crystals[p] == 0 and {22, 29, TITAN} <= set(s.discard)
    assert ids(s) == ["titan:1:0", "titan:1:1"] if q == 1 else ids(s) == ["titan:0:0", "titan:0:1"]
    every_world_keeps_the_view(s)
    s.apply(ids(s)[1])
    assert [c[0] for c in s.play[q]] == [1] and [c[0] for c in s.play[p]] == []  # the Raven left with the item
    assert s.crystals[q] == 0


def test_the_crystal_titan_can_be_spared_by_a_shield_and_raven_cannot_copy_either_promo() -> None:
    s, p, q = promo_table()
    put(s, p, TITAN, SHIELD)
    s.crystals[p] = 4
    s._legal = None
    s.apply("act:0:zira")
    assert [c[0] for c in s.play[p]] == [TITAN] and s.crystals[p] == 0  # the Shield's 10, then all lost
    from meeple.games.seasons.cards_on_play import raven_targets
    s, p, q = promo_table()
    put(s, q, TITAN, SPEEDWALL)
    assert not raven_targets(s, p)  # familiars: Raven copies magic items only (card 118)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_the_promos_keep_their_bounds_and_views(players: int) -> None:
    options = {"promos": True, "expansion": "path-of-destiny", "enchanted_kingdom": True, "level": "archmage"}
    for seed in range(3):
        s = new("seasons", players, 100 + seed, options)
        rng = random.Random(seed)
        while not s.is_over:
            for p in range(players):
                assert s.crystals[p] >= 0 and min(s.energy[p]) >= 0 and 0 <= s.gauge[p] <= 15
            d = s.decision
            if d.kind in ("titan", "choice") and d.data.get("why", "titan") in ("titan", "speedwall_take"):
                world = s.determinize(d.player, random.Random(seed))
                assert world.view(d.player) == s.view(d.player)
                with pytest.raises(meeple.IllegalAction):
                    s.apply("nope")
            s.apply(rng.choice(s.legal_actions()))
        assert s.winners()


def test_a_raven_leaving_with_its_item_pays_the_titan_as_far_as_it_can() -> None:
    s, p, q = promo_table()
    put(s, p, TITAN, POTION_OF_POWER)
    s.play[q].append([RAVEN, 0, 0, 0, 0, 0, 0, p, POTION_OF_POWER, 0, 0])  # copying p's Potion
    s.crystals[q] = 2
    s._legal = None
    s.apply("act:1")  # the Potion goes, and the Raven with it: forced (BGA `cleanTableauCard`, forced)
    assert s.play[q] == [] and s.crystals[q] == 0 and s.crystals[p] == 2


def test_drought_and_argos_embrace_offer_no_sacrifice_the_titan_would_not_be_paid_for() -> None:
    from meeple.games.seasons.enchantments import drought, sacrifice_or_discard
    s, p, q = promo_table()
    put(s, q, TITAN)
    put(s, p, 1)
    give_hand(s, p, 22)
    s.crystals[p], s.crystals[q] = 2, 1
    drought(s)  # p leads with 2 crystals but cannot pay the Titan: the reserve shrinks
    assert s.drought[p] == 1 and s.play[p]
    sacrifice_or_discard(s, p, "EK Étreinte d'Argos")
    assert s.stack[-1].kind == "hand"  # only the hand: no choice offered
    s.crystals[p] = 3
    sacrifice_or_discard(s, p, "EK Étreinte d'Argos")
    assert s.stack[-1].kind == "choice" and s.stack[-1].data["choices"] == ["hand", "play"]


def test_token_2_needs_a_hand_card_or_the_titans_crystals() -> None:
    from meeple.games.seasons.tokens import token_usable
    s, p, q = promo_table()
    put(s, q, TITAN)
    put(s, p, 1)
    s.crystals[p] = 2
    assert not token_usable(s, p, 2)  # BGA `playToken`: "not enough crystal to pay Crystal Titan"
    s.crystals[p] = 3
    assert token_usable(s, p, 2)
    s.crystals[p] = 0
    give_hand(s, p, 22)
    assert token_usable(s, p, 2)


# ----------------------------------------------------------------- refused answers
def refused(s: SeasonsState, action_id: str) -> meeple.IllegalAction:
    """``action_id`` is refused and the table stays as it was (every seat's view)."""
    before = [s.view(seat) for seat in (None, *range(s.num_players))]
    history = list(s.history)
    with pytest.raises(meeple.IllegalAction) as refusal:
        s.apply(action_id)
    assert [s.view(seat) for seat in (None, *range(s.num_players))] == before and s.history == history
    return refusal.value


def test_a_speedwall_answer_other_than_take_or_leave_is_refused_naming_card_301() -> None:
    s, _, q, drawn = drawn_by_the_die()
    for bad in ("speedwall_take:2", "titan:0:0", "draw"):
        refusal = refused(s, bad)
        assert refusal.text("en").endswith("[rule: card 301 (Speedwall the Escaped)]")
        assert refusal.text("fr").endswith("[règle : carte 301 (Speedwall l'évadé)]")
    s.apply("speedwall_take:take")
    assert s.hands[q] == [drawn]


def test_a_titan_target_of_ones_own_or_a_missing_card_is_refused_naming_card_303() -> None:
    s, p, q = promo_table()
    put(s, p, TITAN, 1)
    put(s, q, 3)
    s = restored(s)
    s.apply("act:0")
    assert ids(s) == [f"titan:{q}:0"]
    for bad in (f"titan:{p}:0", f"titan:{q}:1", "titan"):
        refusal = refused(s, bad)
        assert refusal.text("en").endswith("[rule: card 303 (Crystal Titan)]")
        assert refusal.text("fr").endswith("[règle : carte 303 (Titan de cristal)]")
    s.apply(f"titan:{q}:0")
    assert s.play[q] == [] and [c[0] for c in s.play[p]] == [1]


def test_a_sacrifice_the_titan_is_not_paid_for_is_refused_saying_why() -> None:
    s, p, q = promo_table()
    put(s, q, TITAN)
    put(s, p, POTION_OF_POWER)
    s.crystals[p] = 2
    s = restored(s)
    refusal = refused(s, "act:0")
    assert "Crystal Titan" in refusal.text("en") and "3" in refusal.text("en")
    assert "Titan de cristal" in refusal.text("fr")
