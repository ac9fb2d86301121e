"""The seventh fresh rules audit of Seasons (issue 10, last item): enter-play effects, the
summoning mechanics and the Enchanted Kingdom enchantments, each finding reproduced on a table
set by hand and carried through a position (docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, stack_top, table

IGRAMUL, SHIELD_OF_ZIRA, AMULET_OF_AIR = 221, 113, 1
BOTH = {"expansion": "path-of-destiny", "enchanted_kingdom": True}


def test_a_shield_of_zira_may_go_instead_of_a_card_igramul_banishes() -> None:
    # card 113: "whenever you would have to discard [...] one of your power cards (because of
    # any card, opponent's or your own)"; Igramul (PoD 21/20) makes each opponent discard the
    # named card (BGA asks them about the Shield).  Before, the card went, no Shield offered;
    # spared, no copy went, so Igramul's owner gets no energy
    s, p, q = table(3, **BOTH)
    r = (q + 1) % 3
    give_hand(s, p, IGRAMUL)
    give_hand(s, q, AMULET_OF_AIR)
    give_hand(s, r, AMULET_OF_AIR)
    put(s, q, SHIELD_OF_ZIRA)
    s.crystals[p] = 3
    s = restored(s)
    s.apply("summon:221")
    s.apply(f"name:{AMULET_OF_AIR}")
    s = restored(s)
    assert s.decision is not None and s.decision.player == q
    assert sorted(a.id for a in s.legal_actions()) == ["igramul_zira:discard", "igramul_zira:shield"]
    s.apply("igramul_zira:shield")
    assert s.hands[q] == [AMULET_OF_AIR] and s.play[q] == [] and s.crystals[q] == 10
    assert s.hands[r] == []  # the next opponent, without a Shield, discards it
    assert s.energy[p] == [2, 0, 0, 0]  # one copy went: the Amulet's 2 air


def test_a_shield_that_spares_igramuls_only_copy_gives_its_owner_no_energy() -> None:
    s, p, q = table(**BOTH)
    give_hand(s, p, IGRAMUL)
    give_hand(s, q, AMULET_OF_AIR)
    put(s, q, SHIELD_OF_ZIRA)
    s.crystals[p] = 3
    s = restored(s)
    s.apply("summon:221")
    s.apply(f"name:{AMULET_OF_AIR}")
    s.apply("igramul_zira:shield")
    assert s.decision is not None and s.decision.kind == "main" and s.decision.player == p
    assert s.hands[q] == [AMULET_OF_AIR] and s.energy[p] == [0, 0, 0, 0]


def test_an_opponent_may_still_discard_the_named_card_and_keep_its_shield() -> None:
    s, p, q = table(**BOTH)
    give_hand(s, p, IGRAMUL)
    give_hand(s, q, AMULET_OF_AIR, AMULET_OF_AIR)
    put(s, q, SHIELD_OF_ZIRA)
    s.crystals[p] = 3
    s = restored(s)
    s.apply("summon:221")
    s.apply(f"name:{AMULET_OF_AIR}")
    s.apply("igramul_zira:discard")
    assert s.hands[q] == [] and [c[0] for c in s.play[q]] == [SHIELD_OF_ZIRA]
    assert s.energy[p] == [2, 0, 0, 0]  # once, for two copies (PoD 21/20)


ELEMENTAL_AMULET, AMULET_OF_EARTH, ARGOS_EMBRACE = 31, 3, 106


def test_argos_embrace_charges_the_card_the_elemental_amulet_draws() -> None:
    # EK Argos' Embrace: a player who adds a card to their hand and keeps it loses 5 crystals;
    # the Elemental Amulet's fire draws one (card 31) as the Amulet leaves the hand.  Before,
    # the hand's size was compared, unchanged, and the draw cost nothing
    s, p, _ = table(enchanted_kingdom=True, enchantment=ARGOS_EMBRACE)
    give_hand(s, p, ELEMENTAL_AMULET)
    stack_top(s, AMULET_OF_EARTH)
    s.energy[p] = [0, 0, 1, 0]
    s.crystals[p] = 8
    s = restored(s)
    s.apply("summon:31:m4")
    assert s.hands[p] == [AMULET_OF_EARTH]
    assert s.crystals[p] == 3
