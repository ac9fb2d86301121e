"""One test per champion effect (rulebook "Cartes Champion"), each checking that
card's own numbers, driven through ``state.apply`` wherever the rules allow."""

from __future__ import annotations

import sys

from valeria_helpers import (
    GARGOYLE,
    GNOLL,
    GOBLIN,
    ORC,
    SKELETON,
    C,
    card,
    die_text,
    edited,
    finish_plan,
    give_champions,
    ids,
    new,
    plan,
    plan_dice,
    put_face_up,
    seat,
    set_sanctuary,
    set_troops,
    start_plan,
    strength_logged,
    visit,
    vp_logged,
)

from meeple.games.shadow_kingdoms_of_valeria import scoring
from meeple.games.shadow_kingdoms_of_valeria.content import EFFECT_KEYS
from meeple.games.shadow_kingdoms_of_valeria.model import CHAMPIONS, GEMS, GOLD, MAGIC, STRATAGEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

NO_DISCOUNT = 6  # a die showing 6 gives no discount ("Faces des dés")


def buy(s: ValeriaState, effect: str, copy: int = 0) -> str:
    """The turn player visits the Champion sanctuary with a 6 (no discount) and
    recruits the champion with this effect; returns the card id."""
    cid = card(effect, copy)
    put_face_up(s, cid)
    visit(s, CHAMPIONS, (GNOLL, NO_DISCOUNT))
    s.apply(f"buy:{cid}")
    return cid


def fresh(n: int = 2, seed: int = 0) -> tuple[ValeriaState, int]:
    s = new(n, seed)
    return s, seat(s)


# --- Instant -----------------------------------------------------------------------------------


def test_warlock_gains_1_magic_and_1_gem_from_the_gem_sanctuary() -> None:
    s, who = fresh()
    p = s.players[who]
    supply = s.gem_supply
    buy(s, "warlock")
    assert (p.gold, p.magic, p.gems) == (6 - 1, 3 + 1, 1)  # instant row costs 1
    assert s.gem_supply == supply - 1
    # with the Gem storage full, only the Magic comes
    s, who = fresh(seed=1)
    p = s.players[who]
    p.gems = 1
    supply = s.gem_supply
    buy(s, "warlock")
    assert (p.magic, p.gems, s.gem_supply) == (4, 1, supply)


def test_elite_guard_gains_2_influence_and_2_vp_per_point_beyond_20() -> None:
    s, who = fresh()
    p = s.players[who]
    buy(s, "elite_guard")
    assert (p.influence, p.vp) == (12, 0)
    # rulebook example: Influence 20, Elite Guard -> stays 20, +4 VP
    s, who = fresh(seed=1)
    p = s.players[who]
    p.unlocked.add("cap_20")
    p.influence = 20
    buy(s, "elite_guard")
    assert (p.influence, p.vp) == (20, 4)
    assert vp_logged(s, "influence") == [4]
    # below the cap-20 unlock the track stops at 13 and nothing overflows
    s, who = fresh(seed=2)
    p = s.players[who]
    p.influence = 12
    buy(s, "elite_guard")
    assert (p.influence, p.vp) == (13, 0)


def test_steward_gains_2_magic_and_3_gold() -> None:
    s, who = fresh()
    p = s.players[who]
    buy(s, "steward")
    assert (p.gold, p.magic) == (6 - 1 + 3, 3 + 2)


def test_mercenary_takes_a_die_from_any_sanctuary_without_its_action() -> None:
    s, who = fresh()
    p = s.players[who]
    set_troops(s, who, [])
    cid = card("mercenary")
    put_face_up(s, cid)
    visit(s, CHAMPIONS, (GNOLL, NO_DISCOUNT))
    gold_die = (ORC, 1)  # a 1 on the Gold sanctuary would give 5 Gold if its action ran
    s.sanctuaries[GOLD].append(gold_die)
    s.bag[ORC] -= 1
    edited(s)
    s.apply(f"buy:{cid}")
    options = ids(s)
    assert s.decision is not None and s.decision.kind == "gain_die"
    assert f"gain:gold:{die_text(gold_die)}" in options
    assert all(o.startswith("gain:") for o in options)
    # every die of every sanctuary is offered
    assert len(options) == sum(len(set(dice)) for dice in s.sanctuaries)
    gold = p.gold
    s.apply(f"gain:gold:{die_text(gold_die)}")
    assert gold_die in p.dice and len(p.dice) == 2
    assert p.gold == gold  # no Gold sanctuary action


def test_mercenary_with_full_troop_slots_may_swap_a_die_back_to_the_bag() -> None:
    s, who = fresh()
    p = s.players[who]
    set_troops(s, who, [(GOBLIN, 2), (ORC, 5)])
    cid = card("mercenary")
    put_face_up(s, cid)
    visit(s, CHAMPIONS, (GNOLL, NO_DISCOUNT))  # third slot filled
    assert len(p.dice) == p.troop_slots == 3
    s.apply(f"buy:{cid}")
    new_die = s.sanctuaries[GEMS][0]
    s.apply(f"gain:gems:{die_text(new_die)}")
    assert s.decision is not None and s.decision.kind == "full_slots"
    assert "keep-old" in ids(s) and "swap:goblin-2" in ids(s)
    bag_goblins = s.bag[GOBLIN]
    s.apply("swap:goblin-2")
    assert sorted(p.dice) == sorted([(ORC, 5), (GNOLL, NO_DISCOUNT), new_die])
    assert s.bag[GOBLIN] == bag_goblins + 1  # the replaced die went back to the bag


# --- Ongoing: Strength ---------------------------------------------------------------------------


def check_type_strength(effect: str, bonus_type: str, other_type: str) -> None:
    """+2 Strength on plans of ``bonus_type``, nothing on ``other_type``."""
    for kind, bonus in ((bonus_type, 2), (other_type, 0)):
        s, who = fresh()
        s.players[who].influence = 20
        give_champions(s, who, [card(effect)])
        pid = plan(kind, 3)
        start_plan(s, pid, plan_dice(pid, 4))
        finish_plan(s)
        assert strength_logged(s) == (12 + bonus, 12 + bonus), (effect, kind)


def test_assassin_adds_2_strength_to_ambushes() -> None:
    check_type_strength("assassin", "ambush", "clash")
    check_type_strength("assassin", "ambush", "siege")


def test_brawler_adds_2_strength_to_clashes() -> None:
    check_type_strength("brawler", "clash", "siege")
    check_type_strength("brawler", "clash", "ambush")


def test_brute_adds_2_strength_to_sieges() -> None:
    check_type_strength("brute", "siege", "ambush")
    check_type_strength("brute", "siege", "clash")


def test_warrior_adds_1_strength_to_every_plan_and_influence_still_caps() -> None:
    for kind in ("ambush", "siege", "clash"):
        s, who = fresh()
        s.players[who].influence = 20
        give_champions(s, who, [card("warrior")])
        pid = plan(kind, 2)
        start_plan(s, pid, plan_dice(pid, 5))
        finish_plan(s)
        assert strength_logged(s) == (11, 11)
    s, who = fresh()
    s.players[who].influence = 10
    give_champions(s, who, [card("warrior"), card("warrior", 1)])
    pid = plan("clash", 2)
    start_plan(s, pid, plan_dice(pid, 6))
    finish_plan(s)
    assert strength_logged(s) == (14, 10)  # two Warriors stack; Influence 10 caps


# --- Ongoing: gains on events --------------------------------------------------------------------


def test_peddler_adds_2_gold_to_every_gold_gain_but_not_its_own() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("peddler")])
    p.gold = 0
    visit(s, GOLD, (GOBLIN, 2))  # discount 4
    assert p.gold == 4 + 2
    # several times in one turn: Steward's 3 Gold gets +2 too
    s, who = fresh(seed=3)
    p = s.players[who]
    give_champions(s, who, [card("peddler")])
    buy(s, "steward")
    assert p.gold == 6 - 1 + 3 + 2
    # capped by the board: 13 before the cap-20 unlock
    s, who = fresh(seed=4)
    p = s.players[who]
    give_champions(s, who, [card("peddler")])
    p.gold = 9
    visit(s, GOLD, (GOBLIN, 4))
    assert p.gold == 13


def test_dark_illusionist_adds_1_magic_to_every_magic_gain_but_not_its_own() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("dark_illusionist")])
    visit(s, MAGIC, (SKELETON, 3))
    s.apply("magic")
    assert p.magic == 3 + 2 + 1
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("dark_illusionist")])
    buy(s, "shadow")
    assert p.magic == 3 + 4 + 1


def test_priest_gains_as_much_magic_as_influence() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("priest")])
    buy(s, "elite_guard")
    assert (p.influence, p.magic) == (12, 3 + 2)


def test_satyr_gains_as_much_gold_as_influence() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("satyr")])
    buy(s, "elite_guard")
    assert (p.influence, p.gold) == (12, 6 - 1 + 2)


def test_shaman_gains_1_gold_when_a_gem_is_gained_or_spent() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("shaman")])
    visit(s, GEMS, (GOBLIN, 6))
    assert (p.gems, p.gold) == (1, 6 + 1)
    # spent at camp to flip a die; with Peddler too (rulebook, Kira's step 5): +1 +2
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("shaman"), card("peddler")])
    p.gems, p.gold = 1, 0
    supply = s.gem_supply
    pid = plan("ambush", 2)
    start_plan(s, pid, plan_dice(pid, 1))
    s.apply("flip:0")
    assert (p.gems, p.gold, s.gem_supply) == (0, 0, supply + 1)  # step 2: the bonus waits for step 5
    s.apply("done")
    assert p.gold == 3


def test_oracle_gains_1_magic_when_a_gem_is_gained_or_spent() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("oracle")])
    visit(s, GEMS, (GOBLIN, 6))
    assert (p.gems, p.magic) == (1, 3 + 1)
    # a Gem spent to make a die wild at camp
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("oracle")])
    p.gems, p.magic = 1, 0
    pid = plan("siege", 2)
    wrong = next(d for d in range(5) if d not in [c for c, _ in plan_dice(pid)])
    dice = [plan_dice(pid, 3)[0], (wrong, 3)]
    start_plan(s, pid, dice)
    s.apply("wild:1")
    assert (p.gems, p.magic) == (0, 0)  # step 2: the bonus waits for step 5
    s.apply("done")
    assert p.magic == 1


def test_death_knight_pays_2_less_to_recruit_never_below_0() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("death_knight")])
    p.gold = 10
    buy(s, "expert")  # Ongoing row 3, +1 (Death Knight is Ongoing), -2
    assert p.gold == 10 - 2
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("death_knight")])
    buy(s, "steward")  # Instant row 1 - 2: free, the surplus is lost
    assert p.gold == 6 + 3


def test_tactician_pays_2_less_for_a_column_plan_never_below_0() -> None:
    for slot, paid in ((2, 1), (0, 0), (4, 3)):  # slot costs 1..5
        s, who = fresh()
        p = s.players[who]
        give_champions(s, who, [card("tactician")])
        visit(s, STRATAGEMS, (ORC, NO_DISCOUNT))
        wanted = s.column[slot]
        s.apply(f"reserve:{slot}")
        assert p.gold == 6 - paid and p.reserve[0] == wanted
    # buying straight from the column at camp too
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("tactician")])
    set_troops(s, who, plan_dice(s.column[3] or "", 3))
    p.location = GEMS
    edited(s)
    s.apply("move:camp")
    price = {a.id: a.params["gold"] for a in s.legal_actions() if a.id.startswith("plan:")}
    assert price["plan:column:3"] == 4 - 2
    s.apply("plan:column:3")
    assert p.gold == 6 - (4 - 2)


def test_miner_left_reserve_bonus_is_free() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("miner")])
    visit(s, STRATAGEMS, (ORC, 1))  # discount 5: the plan costs nothing
    s.apply("reserve:0")
    assert s.decision is not None and s.decision.kind == "reserve_bonus"
    s.apply("bonus")
    assert (p.gold, p.influence) == (6, 11)


def test_miner_middle_bonus_costs_1_and_right_bonus_makes_instants_free() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("miner")])
    p.unlocked |= {"reserve_middle"}
    p.reserve[0] = s.strat_pile.hidden.pop()
    set_troops(s, who, [])
    visit(s, STRATAGEMS, (ORC, 1))
    s.apply("reserve:0")
    s.apply("bonus")
    assert p.gold == 6 - 1
    assert s.decision is not None and s.decision.kind == "gain_die"
    # right slot: base cost 1 of an Instant - 1 = free; Ongoing 3 - 1 = 2
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("miner")])
    p.unlocked |= {"reserve_right"}
    p.reserve[0] = s.strat_pile.hidden.pop()
    visit(s, STRATAGEMS, (ORC, 1))
    s.apply("reserve:0")
    s.apply("bonus")
    assert s.decision is not None and s.decision.kind == "pick_champion"
    instant = s.rows["instant"][0]
    ongoing = s.rows["ongoing"][0]
    labels = {a.id: a.params["gold"] for a in s.legal_actions() if a.id.startswith("take:")}
    assert labels[f"take:{instant}"] == 0 and labels[f"take:{ongoing}"] == 2
    s.apply(f"take:{instant}")
    assert instant in p.champions


def test_scout_gains_1_gold_1_magic_for_a_plan_from_the_column() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("scout")])
    visit(s, STRATAGEMS, (ORC, 5))  # discount 1
    s.apply("reserve:1")  # costs 2 - 1 = 1
    assert (p.gold, p.magic) == (6 - 1 + 1, 3 + 1)
    # buying from the column at camp also gains a plan from the column, claimed at step 5
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("scout")])
    set_troops(s, who, plan_dice(s.column[0] or "", 3))
    p.location = GEMS
    edited(s)
    s.apply("move:camp")
    s.apply("plan:column:0")
    assert (p.gold, p.magic) == (6 - 1, 3)
    s.apply("dice:" + "-".join(map(str, range(len(p.dice)))))
    s.apply("done")
    assert (p.gold, p.magic) == (6 - 1 + 1, 3 + 1)
    # a reserved plan carried out is not from the column
    s, who = fresh(seed=2)
    p = s.players[who]
    give_champions(s, who, [card("scout")])
    pid = plan("clash", 2)
    start_plan(s, pid, plan_dice(pid))
    assert (p.gold, p.magic) == (6, 3)


def test_expert_gains_1_gold_1_magic_per_champion_gained() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("expert")])
    buy(s, "elite_guard")
    assert (p.gold, p.magic) == (6 - 1 + 1, 3 + 1)


def test_soul_devourer_gains_1_magic_per_chain_bonus() -> None:
    # scroll-1a: chain (0,1) is B (+2 Influence), (1,2) is E (+1 Gem): no Magic of their own
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("soul_devourer")])
    p.markers[0] = p.markers[2] = True
    p.unlocked |= {"troop_slot_4", "troop_slot_5"}  # the two markers already placed
    pid = plan("ambush", 2)
    start_plan(s, pid, plan_dice(pid))
    magic = p.magic
    finish_plan(s, zone=1)
    assert p.chains == {0, 1}
    assert p.magic == magic + 2
    assert p.influence == 12  # B taken once


def test_slasher_gains_2_gold_per_chain_bonus() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("slasher")])
    p.markers[0] = p.markers[2] = True
    p.unlocked |= {"troop_slot_4", "troop_slot_5"}
    pid = plan("ambush", 2)
    start_plan(s, pid, plan_dice(pid))
    finish_plan(s, zone=1)
    assert p.gold == 6 + 2 * 2
    # no adjacent marker, no chain, no Gold
    s, who = fresh(seed=1)
    p = s.players[who]
    give_champions(s, who, [card("slasher")])
    start_plan(s, pid, plan_dice(pid))
    finish_plan(s, zone=4)
    assert p.gold == 6 and not p.chains


def check_type_income(effect: str, kind: str) -> None:
    """+2 Gold and +1 Magic after a plan of ``kind``, nothing after the others."""
    for plan_type in ("ambush", "siege", "clash"):
        s, who = fresh()
        p = s.players[who]
        give_champions(s, who, [card(effect)])
        pid = plan(plan_type, 2)
        start_plan(s, pid, plan_dice(pid))
        finish_plan(s, zone=4)
        expected = (6 + 2, 3 + 1) if plan_type == kind else (6, 3)
        assert (p.gold, p.magic) == expected, plan_type


def test_stalker_gains_2_gold_1_magic_after_an_ambush() -> None:
    check_type_income("stalker", "ambush")


def test_engineer_gains_2_gold_1_magic_after_a_siege() -> None:
    check_type_income("engineer", "siege")


def test_soldier_gains_2_gold_1_magic_after_a_clash() -> None:
    check_type_income("soldier", "clash")


# --- the one-shot cards printed among the Ongoing ones -------------------------------------------


def test_shadow_gains_4_magic_once() -> None:
    s, who = fresh()
    p = s.players[who]
    p.gold = 10
    buy(s, "shadow")
    assert (p.gold, p.magic) == (10 - 3, 3 + 4)


def test_thief_gains_6_gold_once_capped_at_13() -> None:
    s, who = fresh()
    p = s.players[who]
    buy(s, "thief")
    assert p.gold == 6 - 3 + 6
    s, who = fresh(seed=1)
    p = s.players[who]
    p.gold = 12
    buy(s, "thief")
    assert p.gold == 13


def test_sentinel_reserves_a_column_plan_for_free() -> None:
    s, who = fresh()
    p = s.players[who]
    p.gold = 10
    cid = card("sentinel")
    put_face_up(s, cid)
    visit(s, CHAMPIONS, (GNOLL, NO_DISCOUNT))
    s.apply(f"buy:{cid}")
    assert s.decision is not None and s.decision.kind == "reserve_plan"
    assert "pass" not in ids(s)  # "immédiatement": the plan is reserved
    wanted = s.column[4]
    s.apply("reserve:4")  # the 5-gold slot, free
    assert p.reserve[0] == wanted and p.gold == 10 - 3
    # no open reserve slot: nothing to do (no Magic either, so no renewal is asked)
    s, who = fresh(seed=1)
    p = s.players[who]
    p.reserve[0] = s.strat_pile.hidden.pop()
    p.magic = 0
    cid = card("sentinel")
    put_face_up(s, cid)
    visit(s, CHAMPIONS, (GNOLL, NO_DISCOUNT))
    s.apply(f"buy:{cid}")
    assert s.decision is not None and s.decision.kind == "move"


# --- End-game (scoring.endgame_vp) ---------------------------------------------------------------


def plans_with(colour: str) -> list[str]:
    return [c for c in C.stratagem_ids if colour in C.stratagems[c].troops]


def scored(effect: str, **fields: object) -> int:
    s, who = fresh()
    p = s.players[who]
    for name, value in fields.items():
        setattr(p, name, value)
    return scoring.endgame_vp(s, who, effect)


def check_troop_count(effect: str, colour: str) -> None:
    """1 VP per ``colour`` symbol on the completed plans, at most 10."""
    one = plans_with(colour)[0]
    count = C.stratagems[one].troops.count(colour)
    assert count >= 1
    assert scored(effect, completed=[one]) == count
    others = [c for c in C.stratagem_ids if colour not in C.stratagems[c].troops][:3]
    assert scored(effect, completed=others) == 0
    assert scored(effect, completed=plans_with(colour)[:11]) == 10  # 11+ symbols, capped


def test_warmonger_1_vp_per_goblin_symbol_up_to_10() -> None:
    check_troop_count("warmonger", "goblin")


def test_chieftain_1_vp_per_orc_symbol_up_to_10() -> None:
    check_troop_count("chieftain", "orc")


def test_master_tracker_1_vp_per_gnoll_symbol_up_to_10() -> None:
    check_troop_count("master_tracker", "gnoll")


def test_regicide_1_vp_per_gargoyle_symbol_up_to_10() -> None:
    check_troop_count("regicide", "gargoyle")


def test_grim_giant_1_vp_per_skeleton_symbol_up_to_10() -> None:
    check_troop_count("grim_giant", "skeleton")
    two = next(c for c in C.stratagem_ids if C.stratagems[c].troops.count("skeleton") == 2)
    assert scored("grim_giant", completed=[two]) == 2
    assert scored("chieftain", completed=[two]) == C.stratagems[two].troops.count("orc")


def check_plan_type(effect: str, kind: str) -> None:
    """2 VP per completed plan of ``kind``, at most 10."""
    of_kind = [c for c in C.stratagem_ids if C.stratagems[c].type == kind]
    other = [c for c in C.stratagem_ids if C.stratagems[c].type != kind]
    assert scored(effect, completed=of_kind[:3] + other[:2]) == 6
    assert scored(effect, completed=of_kind[:5]) == 10
    assert scored(effect, completed=of_kind[:6]) == 10


def test_bombardier_2_vp_per_siege_up_to_10() -> None:
    check_plan_type("bombardier", "siege")


def test_hunter_2_vp_per_ambush_up_to_10() -> None:
    check_plan_type("hunter", "ambush")


def test_conqueror_2_vp_per_clash_up_to_10() -> None:
    check_plan_type("conqueror", "clash")


def deck_cards(deck: str, n: int) -> list[str]:
    return [c for c in C.champion_ids if C.champions[c].deck == deck][:n]


def test_hellbeast_2_vp_per_ongoing_champion_up_to_10() -> None:
    assert scored("hellbeast", champions=deck_cards("ongoing", 2) + deck_cards("instant", 2)) == 4
    assert scored("hellbeast", champions=deck_cards("ongoing", 6)) == 10


def test_recruit_2_vp_per_instant_champion_up_to_10() -> None:
    assert scored("recruit", champions=deck_cards("instant", 3) + deck_cards("ongoing", 1)) == 6
    assert scored("recruit", champions=deck_cards("instant", 6)) == 10


def test_seer_2_vp_per_endgame_champion_itself_included_up_to_10() -> None:
    seer = card("seer")
    assert scored("seer", champions=[seer, card("witch"), *deck_cards("ongoing", 2)]) == 4
    assert scored("seer", champions=[seer, *deck_cards("endgame", 6)]) == 10


def test_skull_crusher_1_vp_per_influence_above_10_no_cap() -> None:
    assert scored("skull_crusher", influence=17) == 7
    assert scored("skull_crusher", influence=20) == 10
    assert scored("skull_crusher", influence=10) == 0
    assert scored("skull_crusher", influence=8) == 0


def test_healer_5_vp_per_gem_up_to_10() -> None:
    assert scored("healer", gems=0) == 0
    assert scored("healer", gems=1) == 5
    assert scored("healer", gems=3) == 10


def test_juggernaut_3_vp_per_conquest_marker_on_a_distinction() -> None:
    s, who = fresh()
    s.claims = [[who], [1 - who, who], [1 - who]]
    assert scoring.endgame_vp(s, who, "juggernaut") == 6
    s.claims = [[who], [who], [who]]
    assert scoring.endgame_vp(s, who, "juggernaut") == 9
    assert scoring.endgame_vp(s, 1 - who, "juggernaut") == 0


def test_pharaoh_10_vp_for_2_plans_of_each_type() -> None:
    by_type = {t: [c for c in C.stratagem_ids if C.stratagems[c].type == t] for t in ("ambush", "siege", "clash")}
    assert scored("pharaoh", completed=by_type["ambush"][:2] + by_type["siege"][:2] + by_type["clash"][:2]) == 10
    assert scored("pharaoh", completed=by_type["ambush"][:3] + by_type["siege"][:3] + by_type["clash"][:1]) == 0


def test_foreman_2_vp_per_die_up_to_10() -> None:
    assert scored("foreman", dice=[(GOBLIN, 1), (ORC, 2)]) == 4
    assert scored("foreman", dice=[(GOBLIN, 1)] * 5) == 10
    assert scored("foreman", dice=[(GOBLIN, 1)] * 6) == 10  # "jusqu'à un maximum de 10": not 12, not 11
    assert scored("foreman", dice=[]) == 0


def test_witch_1_vp_per_magic_up_to_10() -> None:
    assert scored("witch", magic=7) == 7
    assert scored("witch", magic=15) == 10


def test_strategist_5_vp_per_reserved_plan_up_to_10() -> None:
    a, b, c = C.stratagem_ids[:3]
    assert scored("strategist", reserve=[a, None, None]) == 5
    assert scored("strategist", reserve=[a, b, c]) == 10
    assert scored("strategist", reserve=[None, None, None]) == 0


def test_hoarder_1_vp_per_2_gold_rounded_up() -> None:
    assert scored("hoarder", gold=7) == 4
    assert scored("hoarder", gold=8) == 4
    assert scored("hoarder", gold=20) == 10
    assert scored("hoarder", gold=0) == 0


def test_firebrand_1_vp_per_completed_plan() -> None:
    assert scored("firebrand", completed=list(C.stratagem_ids[:7])) == 7
    assert scored("firebrand", completed=[]) == 0


def test_tactician_scores_nothing_at_the_end() -> None:
    assert scored("tactician", completed=list(C.stratagem_ids[:7]), gold=20) == 0


def test_final_vp_adds_endgame_champions_and_1_per_troop_die() -> None:
    s, who = fresh()
    p = s.players[who]
    give_champions(s, who, [card("witch"), card("foreman"), card("hoarder")])
    p.magic, p.gold = 12, 5
    set_troops(s, who, [(GOBLIN, 3), (ORC, 4)])
    assert scoring.final_vp(s, who) == 10 + 4 + 3 + 2


def test_endgame_champions_score_at_a_real_game_end() -> None:
    """Solo: completing the 7th plan ends the game after the Adversary's move;
    the final scoring adds Witch, Foreman and Firebrand and 1 VP per die."""
    s, who = fresh(n=1)
    p = s.players[who]
    give_champions(s, who, [card("witch"), card("foreman"), card("firebrand")])
    p.completed = [c for c in C.stratagem_ids if c in s.strat_pile.hidden][:6]
    for c in p.completed:
        s.strat_pile.hidden.remove(c)
    p.unlocked |= {"troop_slot_4", "troop_slot_5", "cap_20", "strength_bonus", "joker", "gem_storage"}
    p.magic = 14
    pid = next(c for c in s.strat_pile.hidden if len(C.stratagems[c].troops) == 2)
    s.strat_pile.hidden.remove(pid)
    s.players[who].dice = []
    start_plan(s, pid, [*plan_dice(pid, 3), (GARGOYLE, 2)])
    finish_plan(s, zone=4)
    s.apply("done")  # no column plan renewed at camp ("Magie 1")
    assert s.is_over
    # Witch 10 (capped) + Foreman 2 (1 die left) + Firebrand 7, and 1 per die
    assert vp_logged(s, "champions") == [10 + 2 + 7]
    assert vp_logged(s, "troops") == [1]


def test_every_effect_key_has_its_own_test() -> None:
    names = {name for name in dir(sys.modules[__name__]) if name.startswith("test_")}
    missing = [key for key in EFFECT_KEYS if not any(name.startswith(f"test_{key}") for name in names)]
    assert missing == []


# --- several bonuses from one conquest marker (found by the property tests) ----------------------


def test_two_free_champions_from_one_marker_respect_the_champion_limit() -> None:
    # scroll-1b: chains (0,1) and (1,2) are both A (a free champion)
    s = new(side="scroll-1b")
    who = seat(s)
    p = s.players[who]
    give_champions(s, who, [card("warrior"), card("witch")])
    p.markers[0] = p.markers[2] = True
    p.unlocked |= {"troop_slot_4", "troop_slot_5"}
    pid = plan("ambush", 2)
    start_plan(s, pid, plan_dice(pid))
    finish_plan(s, zone=1, upgrade="strength_bonus")  # the limit stays 3
    assert s.decision is not None and s.decision.kind == "pick_champion"
    s.apply(next(i for i in ids(s) if i.startswith("take:")))
    assert len(p.champions) == p.champion_limit == 3
    assert s.decision is not None and s.decision.kind == "pick_champion"
    assert ids(s)[0] == "pass" and not any(i.startswith("take:") for i in ids(s))
    s.apply("pass")
    assert len(p.champions) == 3


def test_two_dice_from_one_marker_when_the_board_holds_one_die() -> None:
    # scroll-1a: chains (3,4) and (4,7) are both F (a die from any sanctuary)
    s = new(side="scroll-1a")
    who = seat(s)
    p = s.players[who]
    p.markers[3] = p.markers[7] = True
    p.unlocked |= {"troop_slot_4", "troop_slot_5"}
    p.magic = 0  # no column plan to renew at camp afterwards
    pid = plan("ambush", 2)
    start_plan(s, pid, plan_dice(pid))
    for sanctuary in range(5):
        set_sanctuary(s, sanctuary, [])
    set_sanctuary(s, GOLD, [(ORC, 2)])
    finish_plan(s, zone=4)
    assert s.decision is not None and s.decision.kind == "gain_die"
    s.apply("gain:gold:orc-2")
    assert (ORC, 2) in p.dice
    assert s.decision is not None and s.decision.kind == "gain_die"
    assert ids(s) == ["pass"]  # nothing left to take, but the game goes on
    s.apply("pass")
    assert s.decision is not None and s.decision.kind == "move"
