"""The fresh rules audit of Seasons (issue 10, last item): each finding reproduced on a
table set by hand, carried through a position (docs/seasons.md, "Rule calls")."""

from __future__ import annotations

import pytest
from seasons_helpers import give_hand, put, restored, table

from helpers import ids, new
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import move_marker

SCEPTER_OF_GREATNESS, PENDANT_OF_RAGNOR, RAVEN_THE_USURPER = 28, 48, 118
AMULET_OF_AIR, AMULET_OF_EARTH = 1, 3
ARUS_SCHEMES = 2  # PoD enchantment 2, Ruses selon Arus


def test_a_raven_copying_the_scepter_counts_every_item_of_its_owner() -> None:
    # card 28: 3 crystals per *other* magic item; the Raven (card 118) is a familiar, so
    # both items in play count: 6 crystals (BGA scepter_of_greatness_play: no decrement)
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, SCEPTER_OF_GREATNESS)
    put(s, p, AMULET_OF_AIR, AMULET_OF_EARTH)
    give_hand(s, p, RAVEN_THE_USURPER)
    s.energy[p] = [1, 1, 2, 1]
    s = restored(s)
    s.apply(f"summon:{RAVEN_THE_USURPER}")
    s.apply("raven:1:0")
    assert s.crystals[p] == 6 and s.energy[p] == [0, 0, 0, 0]


def test_a_summoned_scepter_and_pendant_still_leave_themselves_out() -> None:
    s, p, _ = table()
    put(s, p, AMULET_OF_AIR, AMULET_OF_EARTH)
    give_hand(s, p, SCEPTER_OF_GREATNESS, PENDANT_OF_RAGNOR)
    s.energy[p] = [2, 2, 2, 1]
    s = restored(s)
    s.apply(f"summon:{SCEPTER_OF_GREATNESS}")
    assert s.crystals[p] == 6  # the two amulets, not the Scepter itself
    s.apply(f"summon:{PENDANT_OF_RAGNOR}")
    assert s.decision.kind == "gain" and s.decision.data["n"] == 3  # the amulets and the Scepter


def test_a_raven_copying_the_pendant_counts_every_item_of_its_owner() -> None:
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, PENDANT_OF_RAGNOR)
    put(s, p, AMULET_OF_AIR)
    give_hand(s, p, RAVEN_THE_USURPER)
    s.energy[p] = [1, 1, 2, 0]
    s = restored(s)
    s.apply(f"summon:{RAVEN_THE_USURPER}")
    s.apply("raven:1:0")
    assert s.decision.kind == "gain" and s.decision.data["n"] == 1  # the Amulet of Air


def test_arus_schemes_passing_comes_from_the_hand_the_library_joined() -> None:
    # PoD Ruses selon Arus, with the rule call that the passing follows the Library cards:
    # a seat whose hand was empty at the year change passes one of its Library cards too
    s, p, q = table(expansion="path-of-destiny", enchantment=ARUS_SCHEMES)
    give_hand(s, q, s.deck[-1])
    library = list(s.lib2[p])
    assert not s.hands[p] and len(library) == 3
    s.month = 11
    move_marker(s, 1)
    s._legal = None
    assert s.year == 2 and sorted(s.hands[p]) == sorted(library)
    asked = []
    while s.decision.kind != "main":
        asked.append(s.decision.player)
        s.apply(ids(s)[0])
    assert sorted(asked) == sorted([p, q])
    assert len(s.hands[p]) == 3 and len(s.hands[q]) == 4  # p gave one and received one


FERTILE_GRAVE, HAND_OF_FORTUNE, ELEMENTAL_AMULET = 7, 20, 31  # PoD enchantment 7, cards 20 and 31


def grave_table(energy: list[int]):  # type: ignore[no-untyped-def]
    s, p, _ = table(expansion="path-of-destiny", enchantment=FERTILE_GRAVE)
    put(s, p, HAND_OF_FORTUNE)
    s.discard += [AMULET_OF_EARTH, ELEMENTAL_AMULET]
    s.energy[p] = energy
    s.gauge[p] = 5
    return restored(s), p


def test_fertile_grave_summons_as_from_the_hand_with_a_hand_of_fortune() -> None:
    # PoD Tombeau fertile: "comme si elle était dans sa main"; the Hand of Fortune (card 20)
    # takes 1 energy off the Amulet of Earth's 2 earth, and the Elemental Amulet may be paid
    # with any one energy: both are offered with a single earth in the reserve
    s, p = grave_table([0, 0, 0, 1])
    s.apply("grave")
    assert ids(s) == ["none", f"take:{AMULET_OF_EARTH}", f"take:{ELEMENTAL_AMULET}"]
    s.apply(f"take:{AMULET_OF_EARTH}")  # one way only: summoned at once
    assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 9
    assert [c[0] for c in s.play[p]] == [HAND_OF_FORTUNE, AMULET_OF_EARTH]
    assert AMULET_OF_EARTH not in s.hands[p] and AMULET_OF_EARTH not in s.discard


def test_fertile_grave_asks_how_to_pay_when_there_are_several_ways() -> None:
    s, p = grave_table([0, 0, 0, 1])
    s.apply("grave")
    s.apply(f"take:{ELEMENTAL_AMULET}")
    assert s.decision.kind == "grave_summon"
    assert "summon:31:m8" in ids(s) and "summon:31:m9f1" in ids(s)  # earth, or air freed by the Hand
    s.apply("summon:31:m9f1")  # pays the earth, the Hand frees the air: 5 crystals and gauge +1
    assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 5 and s.gauge[p] == 6
    assert [c[0] for c in s.play[p]] == [HAND_OF_FORTUNE, ELEMENTAL_AMULET] and not s.hands[p]


STAFF_OF_SPRING, KAIRN, DAMNED_SOUL, MAGMA_CORE, IOS_MINION = 6, 16, 50, 202, 218


def texts(s, seat: int, since: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [e["text"]["en"] for e in s.events(seat, since)]


def test_the_log_names_every_gain_and_loss_of_a_summon() -> None:
    # issue 8 (events report what happened): the Staff of Spring's 3 crystals, the opponent's
    # Magma Core fire, the Damned Soul's water, Io's Minion's air and the crystals the
    # Minion keeps its owner from receiving (PoD 18/20)
    s, p, q = table(expansion="path-of-destiny")
    put(s, p, STAFF_OF_SPRING)
    put(s, q, MAGMA_CORE)
    give_hand(s, p, DAMNED_SOUL, IOS_MINION)
    s.energy[p] = [1, 1, 0, 0]
    s = restored(s)
    since = len(s.events(p))
    s.apply(f"summon:{DAMNED_SOUL}")
    s.apply(f"summon:{IOS_MINION}")
    assert texts(s, p, since) == [
        "Player 1 pays 1 Water for Damned Soul of Onys",
        "Player 1 summons Damned Soul of Onys", "Player 2 receives 1 Fire",
        "Player 1 gains 3 crystals (Staff of Spring)", "Player 1 gains 10 crystals", "Player 1 receives 1 Water",
        "Player 1 pays 1 Air for Io's Minion",
        "Player 1 summons Io's Minion", "Player 2 receives 1 Fire",
        "Player 1 receives none of 3 crystals (Io's Minion)", "Player 1 receives 1 Air"]
    assert s.crystals[p] == 13 and s.energy[p] == [1, 1, 0, 0] and s.energy[q] == [0, 0, 2, 0]


def test_the_log_names_the_crystals_kairn_takes() -> None:
    s, p, q = table()
    put(s, p, KAIRN)
    s.energy[p] = [1, 0, 0, 0]
    s.crystals[q] = 3
    s = restored(s)
    since = len(s.events(p))
    s.apply("act:0:0")
    assert "Player 2 loses 3 crystals (Kairn the Destroyer)" in texts(s, p, since) and s.crystals[q] == 0


POTION_OF_LIFE, PURSE_OF_IO = 26, 8


def test_the_potion_of_life_adds_the_turns_transmute_bonus() -> None:
    # base 5.7 (transmute +1: each transmuted energy +1) and card 26 (a transmutation at 4 per
    # energy); BGA transmute() adds the turn's bonus to the potion: 3 energies at 4 + 1 (bonus)
    # + 1 (Purse of Io) = 18
    s, p, _ = table()
    put(s, p, POTION_OF_LIFE, PURSE_OF_IO)
    s.energy[p] = [1, 1, 1, 0]
    s = restored(s)
    s.apply("bonus:transmute")
    s.apply("act:0")
    assert s.crystals[p] == 18 and s.energy[p] == [0, 0, 0, 0] and s.bonus[p] == 1


TWIST_OF_FATE = 203


def test_twist_of_fate_leaves_the_draw_pile_when_nobody_drafted_one() -> None:
    # PoD 3/20: after the draft no Twist of Fate may stay in the draw pile ("Assurez-vous
    # ensuite qu'aucun Atout du destin ne figure dans la pioche"), drafted or not; the
    # apprentice decks (cards 1-30) never hold one: both copies were shuffled into the pile
    s = new("seasons", 2, 0, {"expansion": "path-of-destiny", "level": "apprentice", "enchantment": 0})
    s = restored(s)
    while s.phase != "tournament":
        s.apply(s.legal_actions()[0])
    assert TWIST_OF_FATE not in s.deck and TWIST_OF_FATE not in s.discard
    assert s.removed.count(TWIST_OF_FATE) == 2
    assert all(TWIST_OF_FATE not in hand for hand in s.hands)


def test_twist_of_fate_leaves_the_pile_after_a_draft_without_one() -> None:
    s = new("seasons", 2, 0, {"expansion": "path-of-destiny", "enchantment": 0})
    for pack in s.packs:  # no Twist of Fate dealt: both copies stay in the draw pile
        for i, c in enumerate(pack):
            if c == TWIST_OF_FATE:
                pack[i] = next(d for d in s.deck if d != TWIST_OF_FATE)
                s.deck.remove(pack[i])
                s.deck.append(TWIST_OF_FATE)
    assert s.deck.count(TWIST_OF_FATE) == 2
    s = restored(s)
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    assert s.deck.count(TWIST_OF_FATE) == 0 and s.removed.count(TWIST_OF_FATE) == 2


def test_path_of_destiny_tokens_are_dealt_without_repeats() -> None:
    # PoD "Les jetons Capacité spéciale" (without Enchanted Kingdom): each seat receives one
    # token at random; each token exists once, so 4 seats hold 4 different tokens (13-18
    # without 16, which needs a Die of Destiny enchantment)
    for seed in range(12):
        s = new("seasons", 4, seed, {"expansion": "path-of-destiny", "enchantment": 0})
        assert len(set(s.token)) == 4 and set(s.token) <= {13, 14, 15, 17, 18}


BALANCE_OF_ISHTAR, IOS_MASTERY = 5, 3


def balance_and_purse_under_ios_mastery() -> tuple[SeasonsState, int]:
    """Io's Mastery in play; the seat to move owns a Balance of Ishtar and a Purse of Io, 3 air."""
    s, p, _ = table(expansion="path-of-destiny", enchantment=IOS_MASTERY, enchanted_kingdom=True)
    put(s, p, BALANCE_OF_ISHTAR, PURSE_OF_IO)
    s.energy[p] = [3, 0, 0, 0]
    return restored(s), p


def test_ios_mastery_counts_the_balance_of_ishtars_crystals() -> None:
    # PoD "Maîtrise selon Io": 15 crystals or more received at once from a transmutation let
    # the seat look at the top card; the Balance of Ishtar is a transmutation (card 5, the
    # FAQ adding the bonus and the Purse to it): 3 air at 3 + 1 (bonus) + 1 (Purse) = 15
    s, p = balance_and_purse_under_ios_mastery()
    s.apply("bonus:transmute")
    s.apply("act:0:0")
    assert s.crystals[p] == 15
    assert s.decision.kind == "look" and s.decision.data["mode"] == "keep_or_discard"
    assert s.decision.player == p and len(s.looks[p]) == 1


def test_ios_mastery_leaves_a_balance_below_15_alone() -> None:
    s, p = balance_and_purse_under_ios_mastery()
    s.apply("act:0:0")
    assert s.crystals[p] == 12 and s.decision.kind == "main" and not s.looks[p]


URMIAN_PSYCHIC_CAGE, ELEMENTAL_AMULET = 215, 31


def test_a_caged_elemental_amulet_kept_by_a_sacrifice_gives_only_the_effects_paid() -> None:
    # card 31: one effect per energy paid (all four only when put into play for free); PoD
    # 15/20: the trapped summoner may sacrifice another card and the caught card resolves.
    # Paid with 1 earth, it gives 5 crystals and nothing else (before: all four effects)
    s, p, q = table(expansion="path-of-destiny", level="archmage")
    put(s, q, URMIAN_PSYCHIC_CAGE)
    s.play[q][-1][2] = 1  # its Trap
    put(s, p, AMULET_OF_EARTH)
    give_hand(s, p, ELEMENTAL_AMULET)
    s.energy[p] = [0, 0, 0, 1]
    s.gauge[p] = 10
    s = restored(s)
    s.apply(f"summon:{ELEMENTAL_AMULET}:m8")
    s.apply("cage:sacrifice")
    s.apply("sac:0")
    assert s.crystals[p] == 5 and s.gauge[p] == 10 and s.hands[p] == [] and s.energy[p] == [0, 0, 0, 0]
    assert s.decision.kind == "main" and [c[0] for c in s.play[p]] == [ELEMENTAL_AMULET]


CROSSED_PATHS = 10


def test_crossed_paths_needs_a_draft() -> None:
    # PoD "Destins croisés" changes the Prelude's draft; the apprentice decks have none, so it
    # is neither accepted nor drawn at random there (as Enchanted Kingdom 1-3)
    with pytest.raises(ValueError, match="apprentice"):
        new("seasons", 2, 1, {"expansion": "path-of-destiny", "enchantment": CROSSED_PATHS, "level": "apprentice"})
    drawn = {new("seasons", 2, seed, {"expansion": "path-of-destiny", "level": "apprentice"}).enchant
             for seed in range(40)}
    assert CROSSED_PATHS not in drawn and len(drawn) >= 6


IOS_BOUNTY = 107  # EK enchantment 7


def test_ios_bounty_adds_to_the_potion_of_life_and_the_balance() -> None:
    # base 5.4: the per-token bonuses (Purse of Io, the transmute bonus, token 6, Io's Bounty)
    # add up, and the Potion of Life's 4 is a fixed rate replacing the season's: 3 energies at
    # 4 + 1 (Io's Bounty) = 15; the Balance of Ishtar, a transmutation: 3 at 3 + 1 = 12
    s, p, _ = table(enchanted_kingdom=True, enchantment=IOS_BOUNTY)
    put(s, p, POTION_OF_LIFE, BALANCE_OF_ISHTAR)
    s.energy[p] = [1, 1, 1, 0]
    s = restored(s)
    s.apply("act:0")
    assert s.crystals[p] == 15
    s.energy[p] = [0, 3, 0, 0]
    s._legal = None
    s.apply("act:0:1")  # the Balance is now in slot 0
    assert s.crystals[p] == 15 + 12
