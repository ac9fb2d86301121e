"""Rules fidelity (issue 10): situations the rulebooks or Board Game Arena settle,
each set up directly and checked with the numbers the rule gives."""

from __future__ import annotations

from seasons_helpers import at_main, give_hand

from helpers import seat
from meeple.games.seasons.state import SeasonsState


def test_a_die_keeps_the_season_it_was_rolled_in() -> None:
    """Temporal Boots move the marker into spring in the middle of a winter round: the
    dice still on the table, the dice taken and the die left over keep their winter
    faces (BGA reads a die by the season it was rolled in)."""
    s: SeasonsState = at_main(2, 3)
    p = seat(s)
    assert s.season == 0
    winter_faces = {tuple(die[:2]): s.face(die) for die in [*s.pool, s.taken[p]]}
    give_hand(s, p, 7)
    s.gauge[p] = 1
    s.apply("summon:7")
    s.apply("boots:+3")
    assert s.season == 1 and s.month == 3
    for die in [*s.pool, s.taken[p]]:
        assert die[2] == 0  # rolled in winter
        assert s.face(die) is winter_faces[tuple(die[:2])]
        assert s.face(die) is s.C.dice[0][die[0]][die[1]]
    # the die left over moves the marker by its winter steps
    leftover = s.pool[0]
    assert s.face(leftover).steps == s.C.dice[0][leftover[0]][leftover[1]].steps
