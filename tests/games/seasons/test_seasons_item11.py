"""Issue 10, Seasons item 11 (the smaller differences from Board Game Arena): each
ruling reproduced on a table set by hand and carried through a position, so the
rule runs on a restored game (docs/seasons.md, "Rule calls")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, table

from helpers import ids

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
