"""What a seat knew of a hand when one of its cards leaves face down (issue 9): the
Amulet of Time's face-down discard, a card given from a hand (PoD 20/20) and the
card each seat passes under Arus's Schemes.  The seat that knew the hand knows the
card lies among the hand and the slot it went to; the seats who saw which card know
where it is; what nobody was shown varies from world to world.  Each test fails
when the card leaves the hand behind the tracker's back (the knowledge dropped)."""

from __future__ import annotations

import random
from collections import Counter

from seasons_helpers import at_main, give_hand

from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.state import SeasonsState

WORLDS = 40
HAND = (1, 2, 3)


def worlds(s: SeasonsState, viewer: int | None) -> list[SeasonsState]:
    return [s.determinize(viewer, random.Random(k)) for k in range(WORLDS)]


def tracked(s: SeasonsState) -> bool:
    """Every zone someone knows of changed only through the tracker."""
    return all(s.knowledge.intact(zone, s.zone_items(zone)) for zone in s.knowledge.zones())


def known_hand(players: int) -> tuple[SeasonsState, int]:
    """A main turn where the turn player holds ``HAND``, which every other seat saw
    (as with the Divine Tokens' token 11)."""
    s = at_main(players, 3)
    p = s.turn_player
    give_hand(s, p, *HAND)
    rules.learn(s, [q for q in range(players) if q != p], f"hand{p}", range(len(HAND)))
    return s, p


def test_a_card_the_amulet_of_time_discards_face_down_stays_among_the_hand_and_the_discard() -> None:
    """Card 115: discard cards face down, then draw as many."""
    s, p = known_hand(2)
    q = 1 - p
    s.push("time", p, {"k": 0}, "card 115")
    s._legal = None
    s.apply("time:2")
    assert s.discard[-1] == 2 and sorted(s.hands[p]) == [1, 3]
    discarded = set()
    for world in worlds(s, q):
        assert Counter([*world.hands[p], world.discard[-1]]) == Counter(HAND)
        assert world.view(q) == s.view(q) and tracked(world)
        discarded.add(world.discard[-1])
    assert discarded == set(HAND)  # which card went is p's secret
    assert all(w.discard[-1] == 2 for w in worlds(s, p))
    assert tracked(s)


def test_a_card_given_from_a_hand_stays_among_that_hand_and_the_receivers() -> None:
    """PoD 20/20 (Crafty Nightshade): a card of the hand given to an opponent, whom
    only the giver and the receiver see."""
    s, p = known_hand(3)
    o, r = rules.opponents(s, p)
    s.push("give", p, {"to": o, "from": "hand"}, "PoD 20/20")
    s._legal = None
    s.apply("give:2")
    assert s.hands[o] == [2] and sorted(s.hands[p]) == [1, 3]
    given = set()
    for world in worlds(s, r):
        assert Counter([*world.hands[p], *world.hands[o]]) == Counter(HAND)
        assert world.view(r) == s.view(r) and tracked(world)
        given.add(world.hands[o][-1])
    assert given == set(HAND)
    assert all(w.hands[o] == [2] and Counter(w.hands[p]) == Counter([1, 3]) for w in worlds(s, p))
    assert all(w.hands[o] == [2] and Counter(w.hands[p]) == Counter([1, 3]) for w in worlds(s, o))
    assert tracked(s)


def test_the_card_passed_under_arus_schemes_stays_among_the_passers_hand_and_the_receivers() -> None:
    """PoD Ruses selon Arus: each seat passes one card of its hand to the left, at once."""
    s, p = known_hand(3)
    left, third = (p + 1) % 3, (p + 2) % 3
    s.push("arus_pass", RULES)
    s.push("hand", p, {"why": "arus"}, "PoD Ruses selon Arus")
    s._legal = None
    s.apply("hand:2")
    assert s.hands[left] == [2] and sorted(s.hands[p]) == [1, 3]
    passed = set()
    for world in worlds(s, third):
        assert Counter([*world.hands[p], *world.hands[left]]) == Counter(HAND)
        assert world.view(third) == s.view(third) and tracked(world)
        passed.add(world.hands[left][-1])
    assert passed == set(HAND)
    assert all(w.hands[left] == [2] for w in worlds(s, p))
    assert tracked(s)
