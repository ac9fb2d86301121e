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
