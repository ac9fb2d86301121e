"""The third fresh rules audit of Seasons (issue 10, last item): each finding reproduced on
a table set by hand and carried through a position (docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import put, restored, table

from meeple.core.state import RULES
from meeple.games.seasons.state import SeasonsState

WONDROUS_CHEST, PURSE_OF_IO, RAVEN_THE_USURPER = 13, 8, 118


def copying_raven(owner: int, item: int) -> list[int]:
    """A Raven the Usurper's entry once it copies ``owner``'s ``item`` (rules.RAVEN_*)."""
    return [RAVEN_THE_USURPER, 0, 0, 0, 0, 0, 0, owner, item, 0]


def end_of_round(s: SeasonsState, p: int) -> SeasonsState:
    s.push("eor", RULES, {"p": p})
    s = restored(s)
    s.settle()
    return s


def test_a_raven_copying_the_wondrous_chest_pays_whatever_raven_lies_after_it() -> None:
    # card 118: Raven has the copied item's effects; card 13: 4+ energies at the end of the
    # round give 3 crystals.  A second Raven copying the Purse of Io (no end-of-round effect)
    # lying after it took its place, and the Chest's 3 crystals were lost.
    for order in ((WONDROUS_CHEST, PURSE_OF_IO), (PURSE_OF_IO, WONDROUS_CHEST)):
        s, p, q = table(enchanted_kingdom=True)
        put(s, q, WONDROUS_CHEST, PURSE_OF_IO)
        s.play[p] += [copying_raven(q, item) for item in order]
        s.energy[p] = [4, 0, 0, 0]
        s = end_of_round(s, p)
        assert s.crystals[p] == 3
