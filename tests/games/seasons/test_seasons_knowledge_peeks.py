"""What a seat knew of the top cards when a look takes the top card alone (issue 9):
the Statue of Eolis (107), the Crystal Orb (34), Carnivora Strombosea (PoD 14/20),
the Scroll of Ishtar (105) and Familiar Catcher (108); and of the discard pile that
Fertile Grave (PoD) looks through.  A seat that knows a card lies among the top
three (the Arcane Telescope's bag) keeps that knowledge through the look, over the
slots the card may still be in; each test fails when the top card leaves behind the
tracker's back (the bag dropped)."""

from __future__ import annotations

from collections import Counter

from seasons_helpers import at_main, give_hand
from test_seasons_knowledge_looks import telescope_activated, tracked, worlds

from meeple.games.seasons import looks, rules
from meeple.games.seasons.state import SeasonsState


def stacked() -> tuple[SeasonsState, int, int]:
    """The top three cards 1, 3, 2 (2 on top), put back by the turn player ``p`` with
    the Arcane Telescope; the other seat ``q`` knows 1 lies among them."""
    s, p, q = telescope_activated()
    for cid in (1, 3, 2):
        s.apply(f"top:{cid}")
    s.gauge[p] = 15
    return s, p, q


def looked_at(kind: str, source: str, answer: str) -> tuple[SeasonsState, int, int]:
    """From :func:`stacked`, the turn player looks at the top card by ``source`` (``kind``
    of look) and answers ``answer``."""
    s, p, q = stacked()
    rules.look(s, p, 1, kind, source)
    s._legal = None
    s.apply(answer)
    return s, p, q


def places_of_one(s: SeasonsState, q: int, slots: int) -> set[int]:
    """Where card 1 lies among the top ``slots`` cards in ``q``'s worlds (each world
    must have it there)."""
    places = set()
    for world in worlds(s, q):
        assert 1 in world.deck[-slots:] and world.view(q) == s.view(q) and tracked(world)
        places.add(world.deck[-slots:].index(1))
    return places


def test_a_card_the_statue_of_eolis_peeks_at_goes_back_with_what_was_known_of_it() -> None:
    s, p, q = looked_at("peek", "card 107", "ok")
    assert s.deck[-3:] == [1, 3, 2]
    assert places_of_one(s, q, 3) == {0, 1, 2}
    assert all(w.deck[-3:] == [1, 3, 2] for w in worlds(s, p))
    assert tracked(s)


def test_a_card_the_crystal_orb_leaves_goes_back_with_what_was_known_of_it() -> None:
    s, _, q = looked_at("orb", "card 34", "leave")
    assert s.deck[-3:] == [1, 3, 2]
    assert places_of_one(s, q, 3) == {0, 1, 2}
    assert tracked(s)


def test_a_card_carnivora_takes_stays_among_the_top_two_and_the_hand() -> None:
    s, p, q = looked_at("carnivora", "PoD 14/20", "take:2")
    assert s.hands[p] == [2] and s.deck[-2:] == [1, 3]
    kept = set()
    for world in worlds(s, q):
        assert 1 in (*world.deck[-2:], *world.hands[p]) and world.view(q) == s.view(q) and tracked(world)
        kept.add(world.hands[p][-1] == 1)
    assert kept == {True, False}
    assert all(w.hands[p] == [2] and w.deck[-2:] == [1, 3] for w in worlds(s, p))
    assert tracked(s)


def test_a_card_a_search_reveals_leaves_the_others_among_the_slots_left() -> None:
    """Card 105: reveal cards until one that costs the named energy; card 2 costs
    energy 2, so the first card revealed is kept, face up for all."""
    s, p, q = stacked()
    looks.search(s, p, "item2", True)
    assert s.looks[p] == [2] and s.deck[-2:] == [1, 3]
    assert places_of_one(s, q, 2) == {0, 1}
    assert tracked(s)


def test_what_was_known_of_the_discard_pile_survives_fertile_grave() -> None:
    """PoD Tombeau fertile: the seat looks through the discard pile and may summon
    one card; the pile comes back in its order.  The other seat knew the turn player's
    hand, one card of which was discarded face down."""
    s = at_main(2, 3, expansion="path-of-destiny", enchantment=0)
    s.enchant = rules.FERTILE_GRAVE
    p = s.turn_player
    q = 1 - p
    s.gauge[p] = 15
    hand = (1, 2, 3)
    give_hand(s, p, *hand)
    rules.learn(s, [q], f"hand{p}", range(3))
    rules.hand_to(s, p, 2, "discard", told=(p,))
    s._legal = None
    s.apply("grave")
    s.apply("none")
    assert s.discard[-1] == 2 and sorted(s.hands[p]) == [1, 3]
    discarded = set()
    for world in worlds(s, q):
        assert Counter([*world.hands[p], world.discard[-1]]) == Counter(hand)
        assert world.view(q) == s.view(q) and tracked(world)
        discarded.add(world.discard[-1])
    assert discarded == set(hand)
    assert all(w.discard[-1] == 2 for w in worlds(s, p))
    assert tracked(s)
