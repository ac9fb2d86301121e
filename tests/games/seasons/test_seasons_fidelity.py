"""Rules fidelity (issue 10): situations the rulebooks or Board Game Arena settle,
each set up directly and checked with the numbers the rule gives."""

from __future__ import annotations

import random

from seasons_helpers import at_main, give_hand

from helpers import new, seat
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


def _two_twists(players: int = 2) -> SeasonsState:
    """The last draft round with both seats holding a Twist of Fate and a third copy
    in the discard pile (as Natural Selection could leave it)."""
    s: SeasonsState = new("seasons", players, 1, {"expansion": "path-of-destiny", "enchantment": 0})
    while s.draft_round < 8:
        s.apply(s.legal_actions()[0])
    for pile in (s.deck, s.discard):
        pile[:] = [c for c in pile if c != 203]
    s.drafted[0][0] = s.drafted[1][0] = 203
    s.discard.append(203)
    return s


def test_twist_of_fate_every_copy_leaves_after_the_draft() -> None:
    """PoD 3/20 (item 2 of issue 10): drafted or not, every Twist of Fate leaves the game
    after the draft; each holder then draws 2 and keeps 1."""
    s = _two_twists()
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    assert s.removed.count(203) == 3
    assert 203 not in s.deck and 203 not in s.discard and all(203 not in d for d in s.drafted)
    assert s.decision is not None and s.decision.kind == "look" and s.decision.player == s.first


def test_bots_think_while_two_seats_hold_twist_of_fate() -> None:
    """Issue 9: determinized copies made while the second holder's Twist waits stay
    legal games (the greedy bot crashed with list.remove on them)."""
    s = _two_twists()
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    rng = random.Random(5)
    def prelude(state: SeasonsState) -> bool:
        return state.decision is not None and state.decision.kind in ("look", "library")

    while prelude(s):
        for viewer in range(s.num_players):
            world = s.determinize(viewer, random.Random(rng.random()))
            while prelude(world):
                world.apply(world.policy_action(rng))
        s.apply(s.policy_action(rng))
    assert all(len(s.hands[p]) == 3 and len(s.lib2[p]) == 3 and len(s.lib3[p]) == 3 for p in range(2))
