"""Every worked example of the Valeria rulebook, replayed with its numbers,
plus the setup table and the end-of-game rules."""

from __future__ import annotations

import pytest
from valeria_helpers import edited, ids, new

import meeple
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.model import CAMP, CHAMPIONS, GEMS, MAGIC, STRATAGEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.tables import VP_TABLE

C = load()
GOBLIN, ORC, SKELETON, GARGOYLE, GNOLL = range(5)


def log_keys(state: ValeriaState) -> list[str]:
    return [e.msg.key for e in state.log]


# -- Le Sanctuaire des Champions -------------------------------------------------------------

def test_kira_recruits_a_third_ongoing_champion_for_4_gold() -> None:
    """Die "Force 5" (discount 1); Ongoing base cost 3 + 2 owned = 5; pays 4."""
    s = new()
    kira = s.players[s.turn_player]
    kira.champions = ["warrior", "assassin"]
    kira.gold = 10
    s.sanctuaries[CHAMPIONS] = [(ORC, 5)]
    s.rows["ongoing"][0] = "brute"
    edited(s).apply("move:champions")
    s.apply("die:orc-5")
    assert "buy:brute" in ids(s)
    s.apply("buy:brute")
    assert kira.gold == 6
    assert kira.champions == ["warrior", "assassin", "brute"]
    assert (ORC, 5) in kira.dice


def test_champion_limit_blocks_recruiting() -> None:
    s = new()
    p = s.players[s.turn_player]
    p.champions = ["warrior", "assassin", "brute"]  # the limit is 3 until unlocked
    p.gold = 20
    s.sanctuaries[CHAMPIONS] = [(ORC, 5)]
    edited(s).apply("move:champions")
    s.apply("die:orc-5")
    assert not [i for i in ids(s) if i.startswith("buy:")]


# -- Le Sanctuaire des Stratagèmes -----------------------------------------------------------

def test_kira_reserves_the_2_gold_plan_with_a_discount_of_4() -> None:
    s = new()
    kira = s.players[s.turn_player]
    kira.gold = 6
    s.sanctuaries[STRATAGEMS] = [(GOBLIN, 2)]
    before = list(s.column)
    edited(s).apply("move:stratagems")
    s.apply("die:goblin-2")
    s.apply("reserve:1")  # the 2-gold slot
    assert kira.gold == 6  # the 2 remaining discount is lost
    assert kira.reserve[0] == before[1]
    assert s.column[:4] == [before[0], before[2], before[3], before[4]]  # cards slide down
    assert s.column[4] is not None and s.column[4] not in before  # a new card in the 5-gold slot
    assert ids(s) == ["bonus", "pass"]  # left slot: pay 1 Gold for 1 Influence
    s.apply("bonus")
    assert (kira.gold, kira.influence) == (5, 11)


# -- Mise en œuvre d'un Stratagème ------------------------------------------------------------

def at_camp_with(s: ValeriaState, plan: str, dice: list[tuple[int, int]], **fields: int) -> ValeriaState:
    p = s.players[s.turn_player]
    p.location = GEMS
    p.reserve[0] = plan
    p.dice = list(dice)
    for name, value in fields.items():
        setattr(p, name, value)
    edited(s).apply("move:camp")
    return s


def test_strength_17_is_capped_by_influence_14_and_scores_9() -> None:
    s = at_camp_with(new(), "field-of-broken-swords", [(GARGOYLE, 6), (SKELETON, 6), (ORC, 5)], influence=14)
    kira = s.players[s.turn_player]
    s.apply("plan:reserve:0")
    s.apply("dice:0-1-2")
    s.apply("done")
    assert s.ctx["total"] == 14
    assert kira.vp == 9  # "une Force de 14 lui permet de gagner 9 Points de Victoire"
    assert VP_TABLE[14] == 9
    strength = [e.msg for e in s.log if e.msg.key == "valeria.log.strength"][-1]
    assert (strength.params["raw"], strength.params["total"]) == (17, 14)
    # The line says why the total is lower than the Strength: her Influence caps it.
    assert strength.text("fr").endswith("Force 17, Influence 14 : Force Totale 14 (la plus faible)")
    assert strength.text("en").endswith("Strength 17, Influence 14: total Strength 14 (the lower)")


def test_strength_bonus_adds_one() -> None:
    """The bonus lifts 13 to 14, the one Strength whose VP the rulebook prints: 9."""
    s = new()
    s.players[s.turn_player].unlocked |= {"strength_bonus", "cap_20"}
    at_camp_with(s, "field-of-broken-swords", [(GARGOYLE, 6), (SKELETON, 4), (ORC, 3)], influence=20)
    s.apply("plan:reserve:0")
    s.apply("dice:0-1-2")
    s.apply("done")
    assert s.ctx["total"] == 14  # 6 + 4 + 3 + 1
    assert s.players[s.turn_player].vp == 9  # "une Force de 14 lui permet de gagner 9 Points de Victoire"


def test_kira_spends_a_gem_to_make_her_orc_a_skeleton_and_shaman_peddler_pay_3_gold() -> None:
    """A Gem makes the Orc wild; at step 5 ("Revendiquez vos bonus de Champion", as the example
    says) Shaman gives 1 Gold for the spent Gem and Peddler 2 more for that gain."""
    s = new()
    kira = s.players[s.turn_player]
    kira.champions = ["shaman", "peddler"]
    supply = s.gem_supply
    at_camp_with(s, "battle-of-red-pass", [(GNOLL, 6), (ORC, 6)], gems=1, gold=0)
    s.apply("plan:reserve:0")
    assert ids(s) == ["dice:0-1"]
    s.apply("dice:0-1")
    assert "done" not in ids(s)  # the Orc does not fit the Skeleton symbol yet
    s.apply("wild:1")
    assert kira.gems == 0 and s.gem_supply == supply + 1
    assert kira.gold == 0  # still step 2
    assert ids(s)[0] == "done"
    s.apply("done")
    assert kira.gold == 3  # step 5
    spent = [e.msg.params for e in s.log if e.msg.key == "valeria.log.spend"]
    assert [(p["resource"].id, p["n"]) for p in spent] == [("gem", 1)]  # the Gem is a logged spend


def test_without_a_gem_the_plan_cannot_be_carried_out() -> None:
    s = new()
    p = s.players[s.turn_player]
    p.location, p.reserve[0], p.dice, p.gems = GEMS, "battle-of-red-pass", [(GNOLL, 6), (ORC, 6)], 0
    s.column = [None] * 5
    assert "move:camp" not in ids(edited(s))
    with pytest.raises(meeple.IllegalAction, match="move your Warden"):
        s.apply("move:camp")


def test_kira_pays_1_gold_for_a_plan_from_the_column_at_camp() -> None:
    s = new()
    kira = s.players[s.turn_player]
    s.column[0] = "battle-of-red-pass"
    kira.location, kira.dice, kira.gold = GEMS, [(GNOLL, 6), (SKELETON, 6)], 5
    edited(s).apply("move:camp")
    s.apply("plan:column:0")
    assert kira.gold == 4
    assert s.ctx["plan"] == "battle-of-red-pass"


def test_magic_changes_a_die_by_one_and_a_gem_flips_it() -> None:
    s = at_camp_with(new(), "battle-of-red-pass", [(GNOLL, 5), (SKELETON, 2)], magic=3, gems=1)
    p = s.players[s.turn_player]
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("up:0")  # 5 -> 6 for 1 Magic
    assert "up:0" not in ids(s)  # never above 6
    s.apply("flip:1")  # 2 -> 5 for 1 Gem (opposite faces sum to 7)
    assert s.ctx["plan_dice"] == ((GNOLL, 6), (SKELETON, 5))
    assert (p.magic, p.gems) == (2, 0)


def test_david_uses_two_skeletons_once_his_skeleton_joker_is_unlocked() -> None:
    """Gnoll + Skeleton + Gargoyle plan carried out with 2 Skeletons and 1 Gnoll."""
    s = new(board="skeleton")
    david = s.players[s.turn_player]
    assert david.board == "skeleton"
    dice = [(SKELETON, 3), (SKELETON, 4), (GNOLL, 2)]
    david.location, david.reserve[0], david.dice, david.gems = GEMS, "the-summit-monastery", list(dice), 0
    david.magic = 0  # 1 Magic would walk the Gnoll 2 onto its Joker face
    s.column = [None] * 5
    assert "move:camp" not in ids(edited(s))  # not without the joker ability
    david.unlocked.add("joker")
    edited(s).apply("move:camp")
    s.apply("plan:reserve:0")
    assert ids(s) == ["dice:0-1-2"]


def test_kira_skirmish_and_chain_bonus_give_2_vp_and_a_free_champion() -> None:
    """Top-right zone asks for a Clash (+2 VP); the marker next to the earlier one
    earns the chain bonus "1 Champion gratuit": Kira takes the Regicide."""
    s = new()
    kira = s.players[s.turn_player]
    kira.markers[5] = True
    kira.unlocked.add("troop_slot_4")  # that earlier marker came off the board
    s.rows["endgame"][0] = "regicide"
    at_camp_with(s, "battle-of-red-pass", [(GNOLL, 1), (SKELETON, 2)], influence=10)
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("done")
    vp_before = kira.vp
    s.apply("unlock:troop_slot_5")
    s.apply("zone:2")
    assert kira.vp == vp_before + 2
    assert s.decision is not None and s.decision.kind == "pick_champion"
    s.apply("take:regicide")
    assert "regicide" in kira.champions
    assert kira.chains == {10}
    assert kira.completed == ["battle-of-red-pass"]


def test_troop_skirmish_bonus_counts_symbols_on_the_card_not_dice() -> None:
    s = new()  # scroll-1a: zone 3 asks for Gnolls
    kira = s.players[s.turn_player]
    at_camp_with(s, "carnage-in-the-burning-valley", [(GNOLL, 1), (GNOLL, 1), (GOBLIN, 2)], gems=0)
    s.apply("plan:reserve:0")
    s.apply(ids(s)[0])
    s.apply("done")
    before = kira.vp
    s.apply(ids(s)[0])
    s.apply("zone:3")
    assert kira.vp == before + 2  # two Gnoll symbols on the card


def test_dice_go_back_to_the_bag_and_the_plan_to_the_completed_ones() -> None:
    s = at_camp_with(new(), "battle-of-red-pass", [(GNOLL, 6), (SKELETON, 6), (ORC, 3)])
    bag = list(s.bag)
    p = s.players[s.turn_player]
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("done")
    s.apply(ids(s)[0])
    s.apply(ids(s)[0])
    assert s.bag[GNOLL] == bag[GNOLL] + 1 and s.bag[SKELETON] == bag[SKELETON] + 1
    assert "battle-of-red-pass" in p.completed and p.dice == [(ORC, 3)]


# -- Plateau Joueur ---------------------------------------------------------------------------

def test_influence_beyond_20_gives_2_vp_per_point_with_elite_guard() -> None:
    s = new()
    kira = s.players[s.turn_player]
    kira.influence = 20
    kira.unlocked.add("cap_20")
    kira.gold = 5
    s.rows["instant"][0] = "elite-guard"
    s.sanctuaries[CHAMPIONS] = [(GOBLIN, 6)]
    edited(s).apply("move:champions")
    s.apply("die:goblin-6")
    s.apply("buy:elite-guard")
    assert (kira.influence, kira.vp) == (20, 4)


def test_tracks_stop_at_13_until_the_cap_marker_is_removed() -> None:
    s = new()
    p = s.players[s.turn_player]
    p.gold = 10
    s.sanctuaries[3] = [(GOBLIN, 1)]  # Gold sanctuary, discount 5
    edited(s).apply("move:gold")
    s.apply("die:goblin-1")
    assert p.gold == 13


def test_gem_storage_marker_gives_a_gem_at_once() -> None:
    s = new()
    p = s.players[s.turn_player]
    p.gems = 1
    at_camp_with(s, "battle-of-red-pass", [(GNOLL, 6), (SKELETON, 6)])
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("done")
    s.apply("unlock:gem_storage")
    assert p.gems == 2 and p.gem_capacity == 3


def test_full_troop_slots_swap_or_return_the_new_die() -> None:
    s = new()
    p = s.players[s.turn_player]
    p.dice = [(GOBLIN, 1), (ORC, 2), (GNOLL, 3)]
    s.sanctuaries[GEMS] = [(SKELETON, 6)]
    edited(s).apply("move:gems")
    s.apply("die:skeleton-6")
    assert ids(s) == ["keep-old", "swap:goblin-1", "swap:orc-2", "swap:gnoll-3"]
    s.apply("swap:orc-2")
    assert sorted(p.dice) == [(GOBLIN, 1), (SKELETON, 6), (GNOLL, 3)]


# -- Remplissage des Sanctuaires ----------------------------------------------------------------

def test_david_refills_when_3_dice_are_left_in_a_3_player_game() -> None:
    s = new(3)
    mover = s.turn_player
    s.sanctuaries = [[(GOBLIN, 2), (ORC, 4)], [(GNOLL, 5), (GARGOYLE, 1)], [], [], []]
    s.bag = [7 - sum(1 for sanct in s.sanctuaries for d in sanct if d[0] == c) for c in range(5)]
    for p in s.players:
        p.dice = []
    old_rows = {deck: list(row) for deck, row in s.rows.items()}
    edited(s).apply("move:gems")
    s.apply("die:goblin-2")  # 3 dice left on the board
    david = s.turn_player
    assert david == (mover + 1) % 3
    assert [len(sanct) for sanct in s.sanctuaries] == [3, 3, 3, 3, 3]
    assert sum(s.bag) + 15 + 1 == 35  # 7 dice of each colour in a 3-player game, 1 on a troop slot
    for deck, row in s.rows.items():
        assert not set(row) & set(old_rows[deck])  # new champions face up
        assert s.champion_piles[deck].under == old_rows[deck]  # the old ones under the pile, in order
    assert "valeria.log.refill" in log_keys(s)


# -- Setup ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "gems", "per_colour", "per_sanctuary"),
                         [(1, 3, 5, 2), (2, 4, 6, 4), (3, 6, 7, 5), (4, 8, 8, 6), (5, 10, 9, 7)])
def test_setup_by_player_count(n: int, gems: int, per_colour: int, per_sanctuary: int) -> None:
    s = meeple.load_game("shadow-kingdoms-of-valeria").new_game(n, seed=3)
    assert isinstance(s, ValeriaState)
    assert s.gem_supply == gems
    assert [len(sanct) for sanct in s.sanctuaries] == [per_sanctuary] * 5
    assert sum(s.bag) + 5 * per_sanctuary == 5 * per_colour
    assert all(card is not None for card in s.column)
    assert [C.distinctions[d].pile for d in s.distinctions] == ["left", "center", "right"]
    assert all(len(row) == 3 and None not in row for row in s.rows.values())
    for p in s.players:
        assert (p.influence, p.gold, p.magic, p.vp, p.location) == (10, 6, 3, 0, CAMP)
    if n == 1:
        assert "three-gems" not in s.distinctions
        assert s.solo is not None and (s.solo.location, s.solo.vp) == (GEMS, 10)
        assert s.first_player == 0


def test_setup_choices_board_and_scroll_side() -> None:
    s = meeple.load_game("shadow-kingdoms-of-valeria").new_game(2, seed=1)
    assert s.decision is not None and s.decision.kind == "choose_board"
    first = s.decision.player
    s.apply("board:gnoll")
    assert "board:gnoll" not in ids(s)  # each colour once
    s.apply(ids(s)[0])
    assert s.decision.kind == "choose_side" and s.decision.player == first
    side = ids(s)[1]
    s.apply(side)
    assert s.players[first].scroll == side.split(":")[1]


# -- Fin de partie ------------------------------------------------------------------------------------

def play_until(s: ValeriaState, done: object, limit: int = 5000) -> None:
    for _ in range(limit):
        if done() or s.is_over:  # type: ignore[operator]
            return
        s.apply(s.legal_actions()[0])
    raise AssertionError("did not happen")


def test_seventh_plan_ends_the_game_at_the_end_of_the_round() -> None:
    s = new(3, seed=2)
    first = s.first_player
    last = (first + 2) % 3
    closer = (first + 1) % 3  # completes a 7th plan mid-round
    s.players[closer].completed = ["siege-of-ashfort"] * 6
    # give the closer a plan to carry out on its turn
    s.players[closer].reserve[0] = "battle-of-red-pass"
    s.players[closer].dice = [(GNOLL, 6), (SKELETON, 6)]
    play_until(s, lambda: s.turn_player == closer and s.decision is not None and s.decision.kind == "move")
    s.players[closer].location = GEMS
    edited(s).apply("move:camp")
    play_until(s, lambda: s.turn_player == last)
    assert s.end_triggered and not s.is_over  # the round goes on
    play_until(s, lambda: False)
    assert s.is_over and s.turn_player == first
    assert s.current_player is None and s.legal_actions() == ()


def test_final_scoring_and_influence_tie_break() -> None:
    s = new(2, seed=5)
    a, b = s.players
    a.vp, b.vp = 30, 28
    a.dice, b.dice = [], [(GOBLIN, 1), (ORC, 1)]
    a.champions, b.champions = [], []
    a.influence, b.influence = 12, 15
    from meeple.games.shadow_kingdoms_of_valeria.turn import finish

    finish(s)
    assert s.scores() == [30, 30]  # +1 VP per troop die
    assert s.winners() == [1]  # tie: the most Influence wins
    b.influence = 12
    assert s.winners() == [0, 1]  # still tied: a shared victory


# -- Variante Solo ---------------------------------------------------------------------------------

def test_solo_adversary_blocks_its_sanctuary_and_scores_when_meeting() -> None:
    s = new(1)
    assert s.solo is not None and s.solo.location == GEMS
    assert "move:gems" not in ids(s)
    s.apply("move:magic")
    s.apply(ids(s)[0])
    s.apply("magic")
    assert s.solo.location == MAGIC and s.solo.vp == 12  # it walked into your sanctuary
    s.apply("move:champions")
    s.apply(ids(s)[0])
    s.apply("pass")
    assert s.solo.location == CHAMPIONS and s.solo.vp == 14


def test_solo_adversary_completes_the_5_gold_plan_by_its_symbols() -> None:
    s = new(1)
    assert s.solo is not None
    s.solo.location = 3  # it enters the Stratagem sanctuary after your turn
    plan = s.column[4]
    assert plan is not None
    expected = {2: 9, 3: 12, 4: 15}[len(C.stratagems[plan].troops)]
    s.players[0].location = CAMP
    edited(s).apply("move:magic")
    s.apply(ids(s)[0])
    s.apply("magic")
    assert s.solo.completed == [plan] and s.solo.vp == 10 + expected
    assert s.column[4] is not None and s.column[4] != plan


def test_solo_adversary_seventh_plan_ends_the_game_at_once() -> None:
    s = new(1)
    assert s.solo is not None
    s.solo.location = 3
    s.solo.completed = ["siege-of-ashfort"] * 6
    plan = s.column[4]
    assert plan is not None
    plan_vp = {2: 9, 3: 12, 4: 15}[len(C.stratagems[plan].troops)]  # the 5-gold plan, by its symbols
    s.players[0].location = CAMP
    edited(s).apply("move:magic")
    s.apply(ids(s)[0])
    s.apply("magic")
    assert s.is_over
    # 10 to start, the plan, then 7 VP per empty distinction (all 3 empty), 5 per one holding your marker
    assert s.solo.vp == 10 + plan_vp + 7 * 3


def test_solo_your_seventh_plan_gives_the_adversary_one_last_move() -> None:
    s = new(1)
    assert s.solo is not None
    s.players[0].completed = ["siege-of-ashfort"] * 6
    s.solo.location = STRATAGEMS  # next move takes it to the Gem sanctuary
    at_camp_with(s, "battle-of-red-pass", [(GNOLL, 6), (SKELETON, 6)])
    play_until(s, lambda: s.is_over)
    assert s.is_over and s.solo.location == GEMS
    assert len(s.players[0].completed) == 7


def test_solo_final_scoring_and_tie_goes_to_the_adversary() -> None:
    s = new(1, options={"adversary_vp": 30})
    assert s.solo is not None and s.solo.vp == 30
    s.claims = [[0], [], []]
    s.players[0].dice = []
    s.players[0].champions = []
    from meeple.games.shadow_kingdoms_of_valeria.turn import finish

    finish(s)
    assert s.solo.vp == 30 + 5 + 7 + 7
    s.players[0].vp = s.solo.vp
    assert s.winners() == []
    s.players[0].vp += 1
    assert s.winners() == [0]


def test_illegal_move_names_the_rule_and_changes_nothing() -> None:
    s = new()
    s.sanctuaries[GEMS] = []
    edited(s)
    before = s.view(None)
    with pytest.raises(meeple.IllegalAction, match="Game turn") as refused:
        s.apply("move:gems")  # no die there
    assert "[règle : Déroulement : " in refused.value.text("fr")  # the French rulebook's own section
    with pytest.raises(meeple.IllegalAction):
        s.apply("move:camp")  # already at camp
    assert s.view(None) == before


def test_solo_adversary_bars_its_sanctuary_to_die_bonuses_too() -> None:
    s = new(1)
    assert s.solo is not None and s.solo.location == GEMS
    s.rows["instant"][0] = "mercenary"
    s.players[0].gold = 5
    s.sanctuaries[CHAMPIONS] = [(GOBLIN, 6)]
    edited(s).apply("move:champions")
    s.apply("die:goblin-6")
    s.apply("buy:mercenary")
    assert s.decision is not None and s.decision.kind == "gain_die"
    assert not [i for i in ids(s) if i.startswith("gain:gems:")]
    assert [i for i in ids(s) if i.startswith("gain:magic:")]


def test_the_right_reserve_bonus_recruits_without_renewing_the_rows() -> None:
    s = new()
    p = s.players[s.turn_player]
    p.unlocked.add("reserve_right")
    p.reserve = ["siege-of-ashfort", None, None]  # the middle slot stays locked: the right one is left
    p.gold, p.magic = 10, 5
    s.sanctuaries[STRATAGEMS] = [(GOBLIN, 6)]
    edited(s).apply("move:stratagems")
    s.apply("die:goblin-6")
    s.apply("reserve:0")
    assert p.reserve[2] is not None
    s.apply("bonus")
    assert s.decision is not None and s.decision.kind == "pick_champion"
    assert not [i for i in ids(s) if i.startswith("cycle:")]
    instant = next(i for i in ids(s) if i.startswith("take:") and i.split(":")[1] in s.rows["instant"])
    s.apply(instant)
    assert p.gold == 10 - 1 - 1  # the 1-gold plan, then the Instant row's base cost
