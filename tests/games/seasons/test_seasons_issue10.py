"""Issue 10, Seasons items 3, 5, 8, 9, 10 and 11 (this session's part): each ruling
reproduced on a table set by hand and carried through a position
(``to_position`` / ``from_position``), so the rule runs on a restored game."""

from __future__ import annotations

from seasons_helpers import answer, give_hand, put, restored, table

from helpers import ids, seat
from meeple.core.state import RULES
from meeple.games.seasons import GAME, rules
from meeple.games.seasons.state import SeasonsState


# ----------------------------------------------------------------- item 3: Raven the Usurper
def raven_ready(*items: int, energy: tuple[int, int, int, int], crystals: int = 0) -> tuple[SeasonsState, int, int]:
    """The seat holds Raven (118) and the energy for it; the next seat has ``items``."""
    s, p, q = table()
    put(s, q, *items)
    give_hand(s, p, 118)
    s.energy[p] = [energy[0], energy[1], energy[2] + 1, energy[3]]  # + Raven's own fire
    s.crystals[p] = crystals
    s = restored(s)
    s.apply("summon:118")
    return s, p, q


def test_raven_copies_an_item_and_its_enter_play_effect_resolves() -> None:
    s, p, q = raven_ready(3, energy=(0, 0, 0, 2))  # Amulet of Earth: gain 9 crystals
    s.apply(f"raven:{q}:0")
    assert s.crystals[p] == 9 and s.energy[p] == [0, 0, 0, 0]
    assert s.view(p)["state"]["seats"][p]["play_area"][0]["copies"] == "amulet-of-earth"
    events = [e for e in s.events(p) if e["kind"] == "seasons.log.paid"]
    assert events[-1]["params"]["card"] == "raven-the-usurper"
    assert events[-1]["params"]["energy"]["params"] == {"air": 0, "water": 0, "fire": 0, "earth": 2}


def test_raven_copies_the_amulet_of_water_and_keeps_its_tokens() -> None:
    s, p, q = raven_ready(4, energy=(0, 2, 0, 0))
    assert ids(s) == [f"raven:{q}:0"]  # token holders can be copied now
    s.apply(f"raven:{q}:0")
    answer(s, "gain:0", "gain:0", "gain:3", "gain:3")
    raven = s.play[p][0]
    assert s.energy[p] == [0, 0, 0, 0] and raven[2:7] == [4, 2, 0, 0, 2]  # on the Raven
    s = restored(s)
    give_hand(s, p, 3)
    s.apply("summon:3")  # the Raven's earth pays the Amulet of Earth
    assert s.crystals[p] == 9 and s.play[p][0][2:7] == [2, 2, 0, 0, 0]


def test_raven_copies_the_elemental_amulet_for_the_energies_paid() -> None:
    s, p, q = raven_ready(31, energy=(1, 0, 0, 1))
    assert ids(s) == [f"raven:{q}:0:m1", f"raven:{q}:0:m8", f"raven:{q}:0:m9"]
    s.apply(f"raven:{q}:0:m9")  # air and earth: +1 gauge, 5 crystals
    assert s.crystals[p] == 5 and s.gauge[p] == 16 - 1 and s.energy[p] == [0, 0, 0, 0]


def test_raven_copying_a_cage_gets_a_trap_and_a_heart_counts_activations() -> None:
    s, p, q = raven_ready(215, energy=(0, 0, 0, 0), crystals=2)
    s.apply(f"raven:{q}:0")
    assert s.play[p][0][2] == 1  # the copied Cage's Trap, on the Raven
    s, p, q = raven_ready(101, energy=(0, 0, 0, 2))
    s.apply(f"raven:{q}:0")
    put(s, p, 16)  # Kairn, an activation
    s.energy[p] = [1, 0, 0, 0]
    s._legal = None
    s.apply("act:1:0")  # Kairn: the first activation of the turn puts 1 earth on the Raven
    assert s.play[p][0][2] == 1


def test_a_raven_copy_is_locked_apart_from_its_tokens() -> None:
    s, p, q = raven_ready(4, energy=(0, 2, 0, 0))
    s.apply(f"raven:{q}:0")
    answer(s, "gain:1", "gain:1", "gain:1", "gain:1")
    put(s, q, 217)  # the opponent's Argosian Tangleweed locks the Raven (a familiar)
    s.push("lock", q, {}, "PoD 17/20")
    s._legal = None
    assert ids(s) == [f"lock:{p}:0"]
    s.apply(f"lock:{p}:0")
    raven = s.play[p][0]
    assert raven[2:7] == [4, 0, 4, 0, 0] and raven[rules.RAVEN_LOCKS] == 1 and rules.locked(s, raven)
    assert rules.count_owned(s, p, 4) == 0
    rules.remove_from_play(s, q, 1)  # the Tangleweed leaves: its Lock goes
    assert raven[rules.RAVEN_LOCKS] == 0 and raven[2] == 4


# ----------------------------------------------------------------- item 5: Shield of Zira
def test_the_shield_goes_instead_of_a_potion_that_sacrifices_itself() -> None:
    s, p, _ = table()
    put(s, p, 113, 23)  # Shield of Zira, Potion of Power
    s.gauge[p] = 5
    s = restored(s)
    assert {"act:1", "act:1:zira"} <= set(ids(s))
    s.apply("act:1:zira")  # the potion's effect, then the Shield goes instead (card 113 FAQ)
    assert [c[0] for c in s.play[p]] == [23] and s.crystals[p] == 10
    assert s.gauge[p] == 7 and len(s.hands[p]) == 1 and 113 in s.discard


def test_the_shield_empties_a_full_cauldron_that_stays() -> None:
    s, p, _ = table()
    put(s, p, 35, 113)
    s.play[p][0][2:7] = [6, 6, 0, 0, 0]
    s.energy[p] = [0, 0, 0, 1]
    s = restored(s)
    assert set(ids(s)) >= {"act:0:3", "act:0:3:zira"}
    s.apply("act:0:3:zira")
    assert s.play[p] == [[35, 1, 0, 0, 0, 0, 0]] and s.energy[p] == [6, 0, 0, 1]
    assert s.crystals[p] == 15 + 10


def test_titus_may_keep_his_place_when_the_shield_goes() -> None:
    from meeple.games.seasons.cards_round import titus
    s, p, q = table()
    put(s, p, 39, 113)
    s.crystals[q] = 0
    titus(s, p, 0)
    s._legal = None
    assert ids(s) == ["titus:sacrifice", "titus:shield"]
    s.apply("titus:shield")
    assert [c[0] for c in s.play[p]] == [39] and s.crystals[p] == 10


def test_the_shield_chosen_as_a_sacrifice_gives_10_only_if_it_spared_a_card() -> None:
    for others, crystals in (((), 0), ((22,), 10)):
        s, p, q = table()
        put(s, q, 113, *others)
        give_hand(s, p, 10)  # Syllas the Faithful: every opponent sacrifices a card
        s.energy[p] = [0, 0, 0, 0]
        s.costs = dict(s.costs)
        s.costs[10] = (0, 0, 0, 0, 0)
        s = restored(s)
        s.apply("summon:10")
        s.apply("sac:0")
        assert s.crystals[q] == crystals and [c[0] for c in s.play[q]] == list(others)


def test_the_throne_with_an_empty_hand_offers_no_shield() -> None:
    s, p, _ = table()
    put(s, p, 113)
    give_hand(s, p, 110)
    s.energy[p] = [0, 1, 2, 0]
    s.bonus[p] = 1
    s = restored(s)
    s.apply("summon:110")
    assert s.decision is not None and s.decision.kind == "main" and s.crystals[p] == 0 and s.bonus[p] == 1


# ----------------------------------------------------------------- item 8: Io's Mastery
def test_ios_mastery_counts_the_crystals_of_one_transmutation_of_several_energies() -> None:
    s, p, _ = table(expansion="path-of-destiny", enchantment=3)
    s.month = 6  # summer: air transmutes for 3 (base 5.4)
    s.energy[p] = [5, 1, 0, 0]
    s.may_transmute = True
    s = restored(s)
    s.apply("tr:0")
    assert s.decision is not None and s.decision.kind == "transmute"
    assert ids(s) == ["tr:0", "tr:1", "transmute_done"]
    answer(s, "tr:0", "tr:0", "tr:0", "tr:0")  # 5 air at once: 15 crystals
    assert s.crystals[p] == 15 and ids(s) == ["tr:1", "transmute_done"]
    s.apply("transmute_done")
    assert s.decision is not None and s.decision.kind == "look" and len(s.looks[p]) == 1


def test_ios_mastery_needs_15_crystals_in_the_one_transmutation() -> None:
    s, p, _ = table(expansion="path-of-destiny", enchantment=3)
    s.month = 6
    s.energy[p] = [4, 0, 0, 0]
    s.crystals[p] = 20
    s.may_transmute = True
    s = restored(s)
    answer(s, "tr:0", "tr:0", "tr:0", "tr:0")  # 12 crystals, the reserve is empty: it ends
    assert s.crystals[p] == 32 and s.decision is not None and s.decision.kind == "main" and not s.looks[p]


# ----------------------------------------------------------------- item 9: end-of-round order
def end_of_round(s: SeasonsState, p: int) -> SeasonsState:
    """``p``'s end-of-round effects are next (restored from a position)."""
    s.push("eor", RULES, {"p": p})
    s = restored(s)
    s.settle()
    return s


def test_each_seat_orders_its_own_end_of_round_effects() -> None:
    # Wondrous Chest (4+ energies: 3 crystals), Fairy Monolith (1 energy onto it)
    for first, crystals, reserve in (("eor:13", 3, 3), ("eor:103", 0, 3)):
        s, p, _ = table()
        put(s, p, 103, 13)
        s.energy[p] = [4, 0, 0, 0]
        s = end_of_round(s, p)
        assert s.decision is not None and s.decision.player == p
        assert ids(s) == ["eor:13", "eor:103"]
        s.apply(first)
        s.apply("monolith_store:0")  # 1 air onto the Monolith: after it, the Chest sees 3
        assert s.crystals[p] == crystals and sum(s.energy[p]) == reserve


def test_the_enchantments_end_of_round_effect_is_ordered_too() -> None:
    s, p, _ = table(expansion="path-of-destiny", enchantment=8)  # Tailwind: 1 air for 4 crystals
    put(s, p, 13)
    s.energy[p] = [1, 1, 1, 1]
    s = end_of_round(s, p)
    assert ids(s) == ["eor:e8", "eor:13"]
    s.apply("eor:e8")
    s.apply("tailwind:yes")  # the air goes first: 3 energies left, the Chest gives nothing
    assert s.crystals[p] == 4 and s.energy[p] == [0, 1, 1, 1]


# ----------------------------------------------------------------- item 12: the edition option
def test_the_first_edition_balance_of_ishtar_and_idol_of_the_familiar() -> None:
    revised, p, _ = table()
    first, q, _ = table(edition="first")
    assert (revised.costs[5][0], first.costs[5][0]) == (2, 6)  # Balance of Ishtar: 2 or 6 crystals
    for s, seat_, n, crystals in ((revised, p, 3, 9), (first, q, 4, 12)):
        put(s, seat_, 5)
        s.energy[seat_] = [n, 0, 0, 0]
        s = restored(s)
        assert "act:0:0" in ids(s)
        s.apply("act:0:0")
        assert s.crystals[seat_] == crystals and s.energy[seat_] == [0, 0, 0, 0]
    for s, seat_, crystals in ((revised, p, 10), (first, q, 0)):
        give_hand(s, seat_, 43)  # Idol of the Familiar: 10 crystals on entering play, revised only
        s.energy[seat_] = [1, 1, 1, 1]
        s.crystals[seat_] = 0
        s = restored(s)
        s.apply("summon:43")
        assert s.crystals[seat_] == crystals


def test_the_edition_option_is_checked_and_its_prints_are_components() -> None:
    import pytest

    with pytest.raises(ValueError):
        GAME.new_game(2, 1, {"edition": "second"})
    balance = next(c for c in GAME.components() if c["id"] == "balance-of-ishtar-first-edition")
    assert balance["cost"]["2"]["crystals"] == 6 and balance["first_edition"] is True
    assert "4" in balance["text"]["en"] and "4" in balance["text"]["fr"]
    assert balance["name"] == next(c for c in GAME.components() if c["id"] == "balance-of-ishtar")["name"]
    assert [c["number"] for c in GAME.components() if c.get("first_edition")] == [5, 43]


def test_a_first_edition_game_names_its_cards_by_their_first_prints() -> None:
    """Every reader of a card (view, hidden zones, choices, events, the terminal board)
    meets the first-edition print's cost and text (issue 10 item 12)."""
    from rich.console import Console

    s, p, _ = table(edition="first")
    put(s, p, 5)  # Balance of Ishtar in play, the Idol of the Familiar in hand
    give_hand(s, p, 43)
    s.energy[p] = [4, 1, 1, 1]
    s = restored(s)
    view = s.view(p)
    assert view["state"]["seats"][p]["play_area"][0]["card"] == "balance-of-ishtar-first-edition"
    assert view["hidden"][f"hand{p}"] == ["idol-of-the-familiar-first-edition"]
    described = {a.id: a.describe()["params"] for a in s.legal_actions()}
    assert described["act:0:0"]["card"] == "balance-of-ishtar-first-edition"
    assert described["summon:43"]["card"] == "idol-of-the-familiar-first-edition"
    s.apply("act:0:0")
    assert [e["params"]["card"] for e in s.events(p) if e["kind"] == "seasons.log.activate"] == \
        ["balance-of-ishtar-first-edition"]
    console = Console(width=160, record=True)
    console.print(GAME.render(s.view(p), p, "en"))
    board = " ".join(console.export_text().split())
    idol = next(c for c in GAME.components() if c["id"] == "idol-of-the-familiar-first-edition")
    assert " ".join(idol["text"]["en"].split()) in board and "10 crystals" not in board
    revised, q, _ = table()
    give_hand(revised, q, 43)
    assert revised.view(q)["hidden"][f"hand{q}"] == ["idol-of-the-familiar"]


# ----------------------------------------------------------------- item 12: one text per die face
def test_a_die_face_reads_the_same_in_choices_the_log_and_the_board() -> None:
    import random

    s = GAME.new_game(2, 1, {})
    rng = random.Random(1)
    while s.decision is None or s.decision.kind != "die":  # the Prelude, then the first roll
        s.apply(rng.choice(s.legal_actions()))
    face = s.view(0)["state"]["dice_on_table"][0]["face"]
    words = next(c for c in GAME.components() if c["id"] == face)["text"]
    assert s.legal_actions()[0].text("en") == f"Take the die [{words['en']}]"
    s.apply(s.legal_actions()[0])
    assert s.events(0, lang="fr")[-1]["text"].endswith(f"[{words['fr']}]")


# ----------------------------------------------------------------- issue 8: activation payments
def test_an_activation_payment_is_logged() -> None:
    s, p, _ = table()
    put(s, p, 5)  # Balance of Ishtar: 3 identical energies for 9 crystals
    s.energy[p] = [0, 3, 0, 0]
    s = restored(s)
    s.apply("act:0:1")
    paid = [e for e in s.events(p) if e["kind"] == "seasons.log.paid"][-1]["params"]
    assert paid["card"] == "balance-of-ishtar" and paid["crystals"] == 0
    assert paid["energy"]["params"] == {"air": 0, "water": 3, "fire": 0, "earth": 0}


# ----------------------------------------------------------------- item 10: Io's Minion at the end
def test_ios_minion_owner_gains_nothing_from_end_of_game_cards_but_loses() -> None:
    s, p, _ = table(expansion="path-of-destiny")
    put(s, p, 19, 112, 3)  # Ragfield's Helm (most cards: +20) and a Jewel short of tokens (-10)
    s = restored(s)
    assert s.breakdown()[p]["effects"] == 20 - 10
    put(s, p, 218)  # with Io's Minion the Helm's gain is 0, the Jewel's loss stays
    assert s.breakdown()[p]["effects"] == -10


# ----------------------------------------------------------------- item 10: Die of Malice chains
def test_a_die_of_malice_may_be_followed_by_another_and_feeds_the_heart_of_argos() -> None:
    s, p, _ = table()
    put(s, p, 15, 15, 101)  # two Dice of Malice, a Heart of Argos
    s.energy[p] = [0, 0, 0, 0]
    s.push("pre_die", p, rule="base 5.3.1")
    s = restored(s)
    assert ids(s) == ["season", "malice"]
    s.apply("malice")
    assert ids(s) == ["season", "malice"]  # card 15 FAQ: reroll twice in a row
    s.apply("malice")
    die = s.taken[p]
    assert die is not None
    face = s.face(die)
    assert s.crystals[p] == 2 + 2 + face.crystals
    assert [entry[1] for entry in s.play[p][:2]] == [1, 1] and s.play[p][2][2] == 1  # one earth: first activation
    assert s.decision is not None and s.decision.kind == "main"


def test_a_malice_reroll_may_be_followed_by_token_17_or_the_steadfast_die() -> None:
    s, p, _ = table(expansion="path-of-destiny")
    put(s, p, 15, 114)
    s.token[p], s.token_used[p] = 17, False
    s.push("pre_die", p, rule="base 5.3.1")
    s = restored(s)
    s.apply("malice")
    assert ids(s) == ["season", "reroll", "steadfast"]
    s.apply("reroll")
    assert ids(s) == ["season", "steadfast"] and s.token_used[p]


# ----------------------------------------------------------------- item 10: Hands of Fortune
def test_hands_of_fortune_stack_never_below_one_energy() -> None:
    s, p, _ = table()
    put(s, p, 20, 20)  # two Hands of Fortune
    give_hand(s, p, 43, 3)  # Idol of the Familiar (1 of each energy), Amulet of Earth (2 earth)
    s.energy[p] = [1, 0, 0, 1]
    s = restored(s)
    legal = ids(s)
    assert "summon:43:r12" in legal and "summon:43:r0" not in legal  # 2 off: air + earth paid
    assert "summon:3:r3" in legal and "summon:3:r33" not in legal  # 2 earth: 1 at least stays
    s.apply("summon:43:r12")
    assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 10


def test_each_hand_of_fortune_frees_one_elemental_amulet_effect() -> None:
    s, p, _ = table()
    put(s, p, 20, 20)
    give_hand(s, p, 31)
    s.energy[p] = [0, 0, 0, 1]
    s.gauge[p] = 5
    s = restored(s)
    legal = ids(s)
    assert "summon:31:m11f3" in legal and "summon:31:m15f7" not in legal  # at most 2 free, 1 paid
    s.apply("summon:31:m11f3")  # pay earth; air and water free: earth, air and water effects
    answer(s, "gain:0", "gain:0")
    assert s.energy[p] == [2, 0, 0, 0] and s.crystals[p] == 5 and s.gauge[p] == 6


# ----------------------------------------------------------------- item 11: Dragonsoul and a copy
def test_a_dragonsoul_never_straightens_a_raven_copying_a_dragonsoul() -> None:
    s, p, q = table()
    put(s, q, 201)
    put(s, p, 201, 16)
    s.play[p].append([118, 1, 0, 0, 0, 0, 0, q, 201, 0])  # a Raven copying the Dragonsoul, used
    s.play[p][1][1] = 1  # Kairn, used
    s.crystals[p] = 1
    s = restored(s)
    assert [a for a in ids(s) if a.startswith("act:0")] == ["act:0:1"]  # Kairn only (PoD 1/20)


# ------------------------------------------ a sacrifice asked when its turn comes (soak, issue 9)
def test_syllas_asks_nothing_of_a_seat_whose_raven_left_with_the_item_it_copied() -> None:
    """Found by the 10,000-game soak (3 players, seed 5424 at 9a0210b): the next seat
    sacrifices the item the last seat's Raven copies, the Raven goes with it (card 118),
    and the last seat, with nothing left in play, must not be asked (card 10)."""
    s, p, q = table(players=3)
    last = (q + 1) % 3
    put(s, q, 3)  # Amulet of Earth, the next seat's only card
    s.play[last].append([118, 0, 0, 0, 0, 0, 0, q, 3, 0, 0])  # a Raven copying it: the last seat's only card
    give_hand(s, p, 10)  # Syllas the Faithful and the 3 energies of its cost
    s.energy[p] = [0, 0, 3, 0]
    s = restored(s)
    s.apply("summon:10")
    assert seat(s) == q and ids(s) == ["sac:0"]
    s.apply("sac:0")
    assert s.play[q] == [] and s.play[last] == []  # the Raven left with the Amulet
    assert seat(s) == p  # back to the Syllas player: nobody is left to sacrifice


def test_syllas_still_asks_each_opponent_with_a_card_in_play() -> None:
    s, p, q = table(players=3)
    last = (q + 1) % 3
    put(s, q, 3)
    put(s, last, 3)
    give_hand(s, p, 10)
    s.energy[p] = [0, 0, 3, 0]
    s = restored(s)
    s.apply("summon:10")
    assert seat(s) == q and ids(s) == ["sac:0"]
    s.apply("sac:0")
    assert seat(s) == last and ids(s) == ["sac:0"]
