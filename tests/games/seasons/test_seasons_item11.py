"""Issue 10, Seasons item 11 (the smaller differences from Board Game Arena): each
ruling reproduced on a table set by hand and carried through a position, so the
rule runs on a restored game (docs/seasons.md, "Rule calls")."""

from __future__ import annotations

import random

from seasons_helpers import give_hand, put, restored, table

from helpers import ids
from meeple.games.seasons import rules
from meeple.games.seasons.state import SeasonsState

PSYCHIC_CAGE = 215


# ----------------------------------------------------------------- a: a Cage catches a Cage
def test_a_trapped_cage_catches_an_incoming_cage() -> None:
    s, p, q = table()
    put(s, q, PSYCHIC_CAGE)
    s.play[q][0][2] = 1  # the opponent's Cage still has its Trap
    give_hand(s, p, PSYCHIC_CAGE)
    s.crystals[p] = 2
    s = restored(s)
    s.apply(f"summon:{PSYCHIC_CAGE}")
    assert ids(s) == ["cage:discard"]  # PoD 15/20: nothing else in play, so it is discarded
    s.apply("cage:discard")
    assert s.play[p] == [] and s.play[q][0][2] == 0 and PSYCHIC_CAGE in s.discard


# ----------------------------------------------------------------- b: Staff of Winter
STAFF_OF_WINTER, HORN_OF_PLENTY, BALANCE_OF_ISHTAR, ESTORIAN_HARP, JEWEL = 208, 102, 5, 211, 112


def winter_staff_table(*cards: int, energy: list[int]) -> tuple[SeasonsState, int]:
    s, p, _ = table(enchanted_kingdom=True, expansion="path-of-destiny")
    assert s.month < 3  # year I starts in winter
    put(s, p, STAFF_OF_WINTER, *cards)
    s.energy[p] = energy
    return restored(s), p


def test_in_winter_the_staff_makes_the_horn_of_plentys_energy_earth() -> None:
    from meeple.games.seasons.cards_round import horn_of_plenty
    s, p = winter_staff_table(HORN_OF_PLENTY, energy=[0, 1, 0, 0])
    horn_of_plenty(s, p, 1)
    s._legal = None
    s.apply("plenty:1")  # water, counted as earth: 5 crystals (PoD 8/20)
    assert s.crystals[p] == 5 and s.energy[p] == [0, 0, 0, 0]
    s.month = 3  # spring: the Staff sleeps, water is water
    s.energy[p] = [0, 1, 0, 0]
    horn_of_plenty(s, p, 1)
    s._legal = None
    s.apply("plenty:1")
    assert s.crystals[p] == 5


def test_in_winter_the_staff_pays_identical_energy_costs_with_any_energies() -> None:
    # card: (energies owed, crystals received, gauge after)
    for cid, (need, crystals, gauge) in {BALANCE_OF_ISHTAR: (3, 9, 0), ESTORIAN_HARP: (2, 3, 1),
                                         JEWEL: (3, 0, 0)}.items():
        s, p = winter_staff_table(cid, energy=[1] * need + [0] * (4 - need))  # no two alike
        s.gauge[p] = 0
        assert [a for a in ids(s) if a.startswith("act:1")] == ["act:1:staff"]
        s.apply("act:1:staff")
        for e in range(need):
            s.apply(f"spend:{e}")
        assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == crystals and s.gauge[p] == gauge
        assert cid != JEWEL or s.play[p][1][2] == 1  # one token on the Jewel


def test_in_winter_the_staff_pays_the_elemental_amulets_earth() -> None:
    s, p = winter_staff_table(energy=[2, 0, 0, 0])
    give_hand(s, p, 31)
    s = restored(s)
    assert "summon:31:m9" in ids(s)  # air, and air counted as earth
    s.apply("summon:31:m9")
    s.apply("spend:0")
    assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 5 and s.gauge[p] == 15


# ----------------------------------------------------------------- c: Io's Transmuter mid-turn
IOS_TRANSMUTER = 109


def test_ios_transmuter_summoned_after_a_die_with_crystals_permits_transmuting() -> None:
    s, p, _ = table(enchanted_kingdom=True)
    season = s.taken[p][2]
    die, face = next((d, f) for d, faces in enumerate(s.C.dice[season]) for f, side in enumerate(faces)
                     if side.crystals and not side.transmute)
    s.taken[p] = [die, face, season]
    give_hand(s, p, IOS_TRANSMUTER)
    s.energy[p] = [0, 1, 0, 1]
    s = restored(s)
    assert not s.may_transmute
    s.apply(f"summon:{IOS_TRANSMUTER}")
    assert s.may_transmute and {"tr:0", "tr:1", "tr:2", "tr:3"} & set(ids(s)) == set()  # nothing left to transmute
    s.energy[p] = [1, 0, 0, 0]
    s._legal = None
    s.apply("tr:0")  # the die's crystals permit it: the round's end pays 2 more
    assert s.io_used[p]


# ----------------------------------------------------------------- e: the Jewel and the Amulet
AMULET_OF_WATER = 4


def test_the_jewel_of_the_ancients_may_be_paid_with_amulet_of_water_energy() -> None:
    s, p, _ = table(enchanted_kingdom=True)
    put(s, p, AMULET_OF_WATER, JEWEL)
    s.play[p][0][2:7] = [2, 0, 2, 0, 0]  # 2 water on the Amulet
    s.energy[p] = [0, 1, 0, 0]
    s = restored(s)
    assert "act:1:1" in ids(s)  # card 112 FAQ: 3 water, 2 of them from the Amulet
    s.apply("act:1:1")
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.play[p][1][2] == 1


# ----------------------------------------------------------------- d: Scroll of Ishtar
SCROLL_OF_ISHTAR = 105


def test_the_scroll_of_ishtar_names_a_type_again_when_it_repeats() -> None:
    """Decided: the card repeats its whole effect, naming included (BGA keeps the type)."""
    s, p, _ = table(enchanted_kingdom=True)
    give_hand(s, p, SCROLL_OF_ISHTAR)
    s.energy[p] = [0, 0, 2, 0]
    for cid in (3, 1, 19):  # drawn in this order: earth, air, air items
        s.deck.remove(cid)
    s.deck.extend((19, 1, 3))
    s = restored(s)
    s.apply(f"summon:{SCROLL_OF_ISHTAR}")
    s.apply("scroll:3")  # earth: the Amulet of Earth
    assert ids(s) == ["take:3", "throw", "throw_stop"]
    s.apply("throw")
    assert ids(s) == ["scroll:0", "scroll:1", "scroll:2", "scroll:3"]  # a type is named again
    s.apply("scroll:0")  # air: the Amulet of Air, which must be kept
    assert ids(s) == ["take:1"]
    s.apply("take:1")
    assert 1 in s.hands[p] and 3 in s.discard


# ----------------------------------------------------------------- f: Otus's cards
ORB_OF_RAGFIELD, HAND_OF_FORTUNE, OTUS = 302, 20, 219


def otus_table(*cards: int) -> tuple[SeasonsState, int]:
    s, p, _ = table(3, expansion="path-of-destiny", promos=True, level="archmage")
    put(s, p, OTUS, *cards)
    for cid in (3, 31):  # Otus's cards: the Amulet of Earth and the Elemental Amulet
        s.deck.remove(cid)
        s.oracle.append(cid)
    return s, p


def test_the_orb_of_ragfield_prices_otuss_cards_at_5_crystals() -> None:
    s, p = otus_table(ORB_OF_RAGFIELD)
    s.crystals[p] = 5
    s = restored(s)
    assert "oracle:3" in ids(s)  # as BGA: the Orb sets the cost of a summoned card
    s.apply("oracle:3")
    assert s.crystals[p] == 9 and s.oracle == [31] and s.play[p][-1][0] == 3  # 5 paid, 9 from the Amulet


def test_a_hand_of_fortune_lowers_the_cost_of_otuss_cards() -> None:
    s, p = otus_table(HAND_OF_FORTUNE)
    s.energy[p] = [0, 1, 0, 1]
    s = restored(s)
    assert {"oracle:3:r3", "oracle:31:m10f8"} <= set(ids(s)) and "oracle:3" not in ids(s)  # PoD 19/20
    s.apply("oracle:3:r3")  # 1 earth instead of 2
    assert s.energy[p] == [0, 1, 0, 0] and s.crystals[p] == 9
    assert not [a for a in ids(s) if a.startswith("oracle:")]  # one of Otus's cards per turn


# ----------------------------------------------------------------- g: Igramul reveals hands
IGRAMUL = 221


def test_igramul_reveals_each_opponents_hand_to_every_seat() -> None:
    s, p, q = table(3, expansion="path-of-destiny")
    r = (q + 1) % 3
    give_hand(s, p, IGRAMUL)
    give_hand(s, q, 3, 1, 3)
    give_hand(s, r, 9)
    s.crystals[p] = 3
    s = restored(s)
    s.apply(f"summon:{IGRAMUL}")
    s.apply("name:3")  # the Amulet of Earth: both of q's copies go
    assert s.hands[q] == [1] and s.energy[p] == [0, 0, 0, 2]  # its earth, once
    for watcher in range(3):  # every seat reads both hands, as they were shown
        shown = {e["params"]["seat"]: e["params"]["cards"] for e in s.events(watcher)
                 if e["kind"] == "seasons.log.hand_revealed"}
        assert shown == {q: ["amulet-of-earth", "amulet-of-air", "amulet-of-earth"], r: ["divine-chalice"]}
        hidden = s.view(watcher)["hidden"]  # and their views keep what is left of them
        assert hidden[f"hand{q}"] == ["amulet-of-air"] and hidden[f"hand{r}"] == ["divine-chalice"]


# ----------------------------------------------------------------- i: Temporal Boots in year I
TEMPORAL_BOOTS = 7


def test_temporal_boots_never_go_back_before_year_one_space_one() -> None:
    """Decided: the year track holds years I-III (base rules 2); BGA goes back to a year 0."""
    s, p, _ = table()
    s.month = 1  # year I, space 2
    give_hand(s, p, TEMPORAL_BOOTS)
    s = restored(s)
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    assert ids(s) == ["boots:+1", "boots:+2", "boots:+3", "boots:-1"]
    s.apply("boots:-1")
    assert (s.year, s.month) == (1, 0)


# ----------------------------------------------------------------- j: the die's draw
def test_the_dies_draw_may_wait_until_after_summoning_and_activating() -> None:
    """Decided: base rules 5.3 lists the draw among the free actions done in any order
    (BGA asks for it before any summon or activation); it is owed before the turn ends."""
    s, p, _ = table()
    give_hand(s, p, 3)
    put(s, p, 16)  # Kairn the Destroyer
    s.energy[p] = [1, 0, 0, 2]
    s.draw_pending = True
    s = restored(s)
    assert {"draw", "summon:3", "act:0:0"} <= set(ids(s)) and "end" not in ids(s)
    s.apply("summon:3")
    s.apply("act:0:0")
    assert s.draw_pending and "end" not in ids(s)
    top = s.deck[-1]
    s.apply("draw")
    assert ids(s) == [f"take:{top}", "discard"] and not s.draw_pending  # base 5.2: keep or discard it


# ----------------------------------------------------------------- k: token 10
def test_token_10_moves_exactly_two_spaces() -> None:
    """Decided: the token's text says 2 spaces (tokens.json); BGA also allows 1."""
    s, p, _ = table(enchanted_kingdom=True, enchantment=0)
    s.token[p], s.token_used[p], s.month = 10, False, 5
    s = restored(s)
    s.apply("token")
    assert ids(s) == ["boots:+2", "boots:-2"]


# ----------------------------------------------------------------- l: token 15
def test_token_15_keeps_its_card_and_the_dies_draw_is_still_owed() -> None:
    """Decided: base rules 7 (a drawn card is kept unless the effect says otherwise);
    BGA offers to discard it and counts it as the die's draw."""
    s, p, _ = table(expansion="path-of-destiny", enchantment=0)
    s.token[p], s.token_used[p], s.draw_pending = 15, False, True
    s.energy[p] = [0, 0, 5, 0]
    top = s.deck[-1]
    s = restored(s)
    s.apply("token")
    assert s.hands[p] == [top] and s.energy[p] == [0, 0, 0, 0] and s.token_used[p]
    assert s.draw_pending and "draw" in ids(s) and "end" not in ids(s)


# ----------------------------------------------------------------- h: the Amulet of Water's source
def amulet_table(*cards: int, reserve: list[int], on_amulet: list[int]) -> tuple[SeasonsState, int]:
    s, p, _ = table(enchanted_kingdom=True)
    put(s, p, AMULET_OF_WATER, *cards)
    s.play[p][0][2:7] = [sum(on_amulet), *on_amulet]
    s.energy[p] = reserve
    return restored(s), p


def test_a_summon_asks_how_much_the_amulet_of_water_pays() -> None:
    s, p = amulet_table(reserve=[0, 0, 0, 2], on_amulet=[0, 0, 0, 2])
    give_hand(s, p, 3)  # Amulet of Earth: 2 earth
    s.apply("summon:3")
    assert ids(s) == ["amulet:0", "amulet:1", "amulet:2"]  # card 4: the player chooses
    s.apply("amulet:2")
    assert s.energy[p] == [0, 0, 0, 2] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.crystals[p] == 9
    s, p = amulet_table(reserve=[0, 0, 0, 1], on_amulet=[0, 0, 0, 2])
    give_hand(s, p, 3)
    s.apply("summon:3")
    assert ids(s) == ["amulet:1", "amulet:2"]  # the reserve's single earth cannot pay both
    s, p = amulet_table(reserve=[0, 0, 0, 0], on_amulet=[0, 0, 0, 2])
    give_hand(s, p, 3)
    s.apply("summon:3")  # nothing to choose: no question
    assert s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.crystals[p] == 9


def test_the_card_waiting_for_its_amulet_payment_stays_in_every_world() -> None:
    """Found by the soak (3 players, seeds 6 and 7): a copy made for another seat
    re-dealt the summoner's hand, and the card being summoned was gone."""
    s, p = amulet_table(reserve=[0, 0, 0, 2], on_amulet=[0, 0, 0, 2])
    give_hand(s, p, 3, 9)
    s.apply("summon:3")
    q = 1 - p
    assert s.view(q)["hidden"][f"hand{p}"].count("amulet-of-earth") == 1  # base 5.5: summoned face up
    for seed in range(20):
        world = s.determinize(q, random.Random(seed))
        assert 3 in world.hands[p]
        world.apply("amulet:1")
        assert world.play[p][-1][0] == 3


RAVEN, AMULET_OF_EARTH, ELEMENTAL_AMULET = 118, 3, 31


def every_world_answers(s: SeasonsState, seat: int) -> None:
    """Each answer to the pending Amulet question works in the worlds ``seat`` imagines."""
    for seed in range(5):
        for option in ids(s):
            world = s.determinize(seat, random.Random(seed))
            world.apply(option)


def test_raven_the_usurpers_copy_cost_asks_how_much_the_amulet_of_water_pays() -> None:
    s, p = amulet_table(reserve=[0, 0, 1, 2], on_amulet=[0, 0, 0, 2])  # the fire pays the Raven
    q = 1 - p
    put(s, q, AMULET_OF_EARTH, ELEMENTAL_AMULET)
    give_hand(s, p, RAVEN)
    s = restored(s)
    s.apply(f"summon:{RAVEN}")
    s.apply(f"raven:{q}:0")  # the Amulet of Earth costs 2 earth
    assert ids(s) == ["amulet:0", "amulet:1", "amulet:2"]  # card 4: the player chooses
    every_world_answers(s, q)
    s = restored(s)
    s.apply("amulet:2")
    assert s.energy[p] == [0, 0, 0, 2] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.crystals[p] == 9
    assert s.play[p][1][0] == RAVEN and rules.effective(s.play[p][1]) == AMULET_OF_EARTH
    # the Elemental Amulet's optional cost: its earth from the reserve or the Amulet
    s, p = amulet_table(reserve=[0, 0, 1, 1], on_amulet=[0, 0, 0, 1])
    put(s, q, ELEMENTAL_AMULET)
    give_hand(s, p, RAVEN)
    s.apply(f"summon:{RAVEN}")
    s.apply(f"raven:{q}:0:m8")
    assert ids(s) == ["amulet:0", "amulet:1"]
    s.apply("amulet:0")
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][2:7] == [1, 0, 0, 0, 1] and s.crystals[p] == 5


def test_token_8_asks_how_much_the_amulet_of_water_pays() -> None:
    s, p = amulet_table(reserve=[0, 3, 0, 0], on_amulet=[0, 2, 0, 0])
    s.token[p], s.token_used[p] = 8, False
    s = restored(s)
    s.apply("token")
    assert ids(s) == ["amulet:1", "amulet:2"]  # 4 water: the reserve's 3 cannot pay them all
    every_world_answers(s, 1 - p)
    s.apply("amulet:1")
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][2:7] == [1, 0, 1, 0, 0] and s.token_used[p]
    s, p = amulet_table(reserve=[0, 4, 0, 0], on_amulet=[0, 0, 0, 0])
    s.token[p], s.token_used[p] = 8, False
    s._legal = None
    s.apply("token")  # nothing on the Amulet: no question
    assert s.energy[p] == [0, 0, 0, 0] and "end" in ids(s)


def one_water_from_the_amulet(s: SeasonsState, p: int, spend: str) -> None:
    """``spend`` (the only action) costs 1 water, asked after it: taken from the Amulet's 1 water, the
    reserve's 1 water stays (card 4)."""
    s._legal = None
    assert ids(s) == [spend]
    s.apply(spend)
    assert ids(s) == ["amulet:0", "amulet:1"]
    s.apply("amulet:1")
    assert s.energy[p] == [0, 1, 0, 0] and s.play[p][0][2:7] == [0, 0, 0, 0, 0]


def test_transmuting_an_activation_and_the_horn_take_from_the_source_chosen() -> None:
    """card 4: each spends 1 water, asked after the action (issue 12: one action, one index)."""
    s, p = amulet_table(16, HORN_OF_PLENTY, reserve=[0, 1, 0, 0], on_amulet=[0, 2, 0, 0])  # Kairn
    s.may_transmute = True
    s._legal = None
    assert {"tr:1", "act:1:1"} <= set(ids(s)) and not {a for a in ids(s) if a.startswith(("tr:1:", "act:1:1a"))}
    s.apply("tr:1")
    assert ids(s) == ["amulet:0", "amulet:1"]
    s.apply("amulet:1")
    assert s.energy[p] == [0, 1, 0, 0] and s.play[p][0][2:7] == [1, 0, 1, 0, 0]
    s.apply("act:1:1")  # Kairn: 1 water
    assert ids(s) == ["amulet:0", "amulet:1"] and not s.play[p][1][1]  # asked before the card turns
    s.apply("amulet:1")
    assert s.energy[p] == [0, 1, 0, 0] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.play[p][1][1]
    s.play[p][0][2:7] = [1, 0, 1, 0, 0]
    from meeple.games.seasons.cards_round import horn_of_plenty
    horn_of_plenty(s, p, 2)
    one_water_from_the_amulet(s, p, "plenty:1")


def test_an_activation_paying_several_energies_is_one_action_then_one_question() -> None:
    """Issue 12: the Balance's 3 water, 1 or 2 of them from the Amulet, were two actions
    (``act:1:1a1``, ``act:1:1a2``) that could share an RL index; now one, then the question."""
    s, p = amulet_table(BALANCE_OF_ISHTAR, reserve=[0, 2, 0, 0], on_amulet=[0, 2, 0, 0])
    assert [a for a in ids(s) if a.startswith("act:1")] == ["act:1:1"]
    s.apply("act:1:1")
    assert ids(s) == ["amulet:1", "amulet:2"]  # 3 water: the reserve's 2 cannot pay them all
    every_world_answers(s, 1 - p)
    s = restored(s)
    s.apply("amulet:2")
    assert s.energy[p] == [0, 1, 0, 0] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.crystals[p] == 9
    assert [e["params"]["energy"]["params"]["water"] for e in s.events(p) if e["kind"] == "seasons.log.paid"] == [3]


def test_energies_spent_one_at_a_time_and_io_mastery_runs_ask_each_time() -> None:
    s, p = amulet_table(reserve=[0, 1, 0, 0], on_amulet=[0, 1, 0, 0])
    s.push("spend", p, {"n": 2}, "EK Esprit de la nature")
    one_water_from_the_amulet(s, p, "spend:1")
    s.apply("spend:1")  # the reserve's water is the only one left: no question
    assert s.energy[p] == [0, 0, 0, 0] and "end" in ids(s)
    s, p = amulet_table(reserve=[0, 1, 0, 0], on_amulet=[0, 2, 0, 0])
    s.enchant, s.may_transmute = rules.IO_MASTERY, True
    s._legal = None
    s.apply("tr:1")
    s.apply("amulet:1")
    assert ids(s) == ["tr:1", "transmute_done"]
    s.apply("tr:1")
    assert ids(s) == ["amulet:0", "amulet:1"]
    s.apply("amulet:0")
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][2:7] == [1, 0, 1, 0, 0] and ids(s) == ["tr:1", "transmute_done"]


MIRROR, CAULDRON = 47, 35


def test_the_mirror_of_the_seasons_turns_amulet_of_water_energy_too() -> None:
    """card 4: Amulet energy is spent "as if it were in your reserve", the Mirror's included
    (BGA's `discardMirror` takes it); before, the Mirror saw the reserve only."""
    s, p = amulet_table(MIRROR, reserve=[0, 1, 0, 0], on_amulet=[0, 2, 0, 0])
    s.crystals[p] = 3
    s._legal = None
    assert "act:1:133" in ids(s) and "act:1:143" not in ids(s)  # 3 water: one in the reserve, two on the Amulet
    s.apply("act:1:133")  # one way to pay: no question
    assert s.energy[p] == [0, 0, 0, 3] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.crystals[p] == 0
    s, p = amulet_table(MIRROR, reserve=[0, 1, 0, 0], on_amulet=[0, 1, 0, 0])
    s.crystals[p] = 1
    s = restored(s)
    s.apply("act:1:131")
    assert ids(s) == ["amulet:0", "amulet:1"] and not s.play[p][1][1]  # the player chooses, before the card turns
    every_world_answers(s, 1 - p)
    s = restored(s)
    s.apply("amulet:1")
    assert s.energy[p] == [0, 1, 0, 1] and s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.crystals[p] == 0
    assert s.play[p][1][1]


def test_the_glutton_cauldron_takes_amulet_of_water_energy_too() -> None:
    s, p = amulet_table(CAULDRON, reserve=[0, 0, 0, 0], on_amulet=[0, 1, 0, 0])
    assert [a for a in ids(s) if a.startswith("act:1")] == ["act:1:1"]  # before: none
    s.apply("act:1:1")
    assert s.play[p][0][2:7] == [0, 0, 0, 0, 0] and s.play[p][1][2:7] == [1, 0, 1, 0, 0]
    s, p = amulet_table(CAULDRON, reserve=[0, 1, 0, 0], on_amulet=[0, 1, 0, 0])
    s.play[p][1][2:7] = [6, 2, 1, 2, 1]
    s = restored(s)
    s.apply("act:1:1")  # the 7th token
    assert ids(s) == ["amulet:0", "amulet:1"]
    every_world_answers(s, 1 - p)
    s = restored(s)
    s.apply("amulet:1")  # from the Amulet: the reserve's water stays, the 7 tokens join it
    assert [c[0] for c in s.play[p]] == [AMULET_OF_WATER] and s.play[p][0][2:7] == [0, 0, 0, 0, 0]
    assert s.energy[p] == [2, 3, 2, 1] and s.crystals[p] == 15
