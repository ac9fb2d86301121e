"""The eighth fresh rules audit of Seasons (issue 10, last item): card interactions (Raven the
Usurper's copies, the Shield of Zira against every discard and sacrifice, losses against empty
stocks, the gauge and the Lock against every way into play, cards passed or trapped), each
finding reproduced on a table set by hand and carried through a position (docs/seasons.md,
"Record versions")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, table

SHIELD_OF_ZIRA, PSYCHIC_CAGE, AMULET_OF_EARTH = 113, 215, 3
BOTH = {"expansion": "path-of-destiny", "enchanted_kingdom": True}


def test_a_shield_sacrificed_to_a_cage_instead_of_the_caught_card_gives_its_crystals() -> None:
    # PoD 15/20: the trapped summoner throws the incoming card away or sacrifices another card;
    # card 113: the Shield goes instead of a card that would have had to go, for 10 crystals.
    # With only the Shield besides the caught card, the Shield spares the caught card (BGA
    # counts it among the cards left).  Before, it was taken as the last card: no crystals
    s, p, q = table(**BOTH)
    put(s, q, PSYCHIC_CAGE)
    s.play[q][-1][2] = 1  # its Trap
    put(s, p, SHIELD_OF_ZIRA)
    give_hand(s, p, AMULET_OF_EARTH)
    s.energy[p] = [0, 0, 0, 2]
    s = restored(s)
    s.apply("summon:3")
    assert sorted(a.id for a in s.legal_actions()) == ["cage:discard", "cage:sacrifice"]
    s.apply("cage:sacrifice")
    s.apply("sac:0")
    assert [c[0] for c in s.play[p]] == [AMULET_OF_EARTH]
    assert s.crystals[p] == 10 + 9  # the Shield's 10, then the Amulet of Earth's 9


TANGLEWEED, DAMNED_SOUL, SYLLAS, DRAGON_SKULL = 217, 50, 10, 37


def test_a_tangleweed_whose_familiar_left_frees_no_other_copy_when_it_leaves() -> None:
    # PoD 17/20: the Lock sits on the familiar and goes with it.  A first Tangleweed's Damned
    # Soul is sacrificed (Syllas), a second Tangleweed locks the other Damned Soul; the first
    # Tangleweed leaving (Dragon Skull) frees nothing.  Before, it freed the second one's
    s, p, q = table(expansion="path-of-destiny")
    s.play[q] += [[DAMNED_SOUL, 0, 1], [DAMNED_SOUL, 0, 0]]
    s.play[p] += [[TANGLEWEED, 0, 0, q, DAMNED_SOUL], [DRAGON_SKULL, 0, 0]]
    give_hand(s, p, SYLLAS, TANGLEWEED)
    s.energy[p] = [1, 0, 3, 1]
    s = restored(s)
    s.apply("summon:10")
    s.apply("sac:0")  # the opponent gives up its locked Damned Soul
    s.apply("summon:217")
    s.apply(f"lock:{q}:0")
    s = restored(s)
    s.apply("act:1")  # Dragon Skull: the first Tangleweed, Syllas and the Skull
    s.apply("sac:0")
    s = restored(s)
    assert [c[0] for c in s.play[p]] == [DRAGON_SKULL, SYLLAS, TANGLEWEED]
    assert s.play[q] == [[DAMNED_SOUL, 0, 1]]  # still under the second Tangleweed's Lock
    s.apply("sac:1")
    s.apply("sac:0")
    assert [c[0] for c in s.play[p]] == [TANGLEWEED] and s.play[q] == [[DAMNED_SOUL, 0, 1]]
