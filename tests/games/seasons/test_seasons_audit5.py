"""The fifth fresh rules audit of Seasons (issue 10, last item): each finding reproduced on
a table set by hand and carried through a position (docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, table

RAVEN_THE_USURPER, AMULET_OF_EARTH, SYLLAS_THE_FAITHFUL = 118, 3, 10


def test_a_raven_leaves_with_the_copy_its_token_sits_on_not_with_an_identical_one() -> None:
    # card 118: the Raven token goes on one magic item, and the Raven is sacrificed "if the
    # mimicked magic item is removed from play".  With two Amulets of Earth in play, the Raven
    # stayed whichever of them left, as long as one was left (it was followed by card number)
    for gone, stays in ((1, True), (0, False)):
        s, p, q = table(enchanted_kingdom=True)
        put(s, q, AMULET_OF_EARTH, AMULET_OF_EARTH)
        give_hand(s, p, RAVEN_THE_USURPER)
        s.energy[p] = [0, 0, 1, 2]
        s = restored(s)
        s.apply(f"summon:{RAVEN_THE_USURPER}")
        s.apply(f"raven:{q}:0")  # on the first Amulet
        assert s.crystals[p] == 9
        s.push("sacrifice", q, {}, "card 10")  # Syllas the Faithful makes q sacrifice one
        s = restored(s)
        s.apply(f"sac:{gone}")
        assert [c[0] for c in s.play[p]] == ([RAVEN_THE_USURPER] if stays else [])
        assert len(s.play[q]) == 1


def test_a_raven_on_a_later_copy_follows_it_when_an_earlier_one_leaves() -> None:
    # card 118: the Raven on the second Amulet stays when the first goes, and goes when its
    # own Amulet (now the first in the row) leaves: the copy it sits on is followed as the
    # row moves up
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, AMULET_OF_EARTH, AMULET_OF_EARTH)
    give_hand(s, p, RAVEN_THE_USURPER)
    s.energy[p] = [0, 0, 1, 2]
    s = restored(s)
    s.apply(f"summon:{RAVEN_THE_USURPER}")
    s.apply(f"raven:{q}:1")  # on the second Amulet
    s.push("sacrifice", q, {}, "card 10")
    s = restored(s)
    s.apply("sac:0")
    assert [c[0] for c in s.play[p]] == [RAVEN_THE_USURPER]
    s.push("sacrifice", q, {}, "card 10")
    s = restored(s)
    s.apply("sac:0")
    assert s.play[p] == [] and s.play[q] == []
