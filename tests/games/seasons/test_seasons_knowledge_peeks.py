"""What a seat knew of the top cards when a look takes the top card alone (issue 9):
the Statue of Eolis (107), the Crystal Orb (34: look, play or burn), Carnivora
Strombosea (PoD 14/20), the Scroll of Ishtar (105) and Familiar Catcher (108), whose
card found is known to all; EK Vision of Destiny's paid discard; and of the discard
pile that Fertile Grave (PoD) looks through.  A seat that knows a card lies among the top
three (the Arcane Telescope's bag) keeps that knowledge through the look, over the
slots the card may still be in; each test fails when the top card leaves behind the
tracker's back (the bag dropped)."""

from __future__ import annotations

from collections import Counter

from seasons_helpers import at_main, give_hand, put, stack_top
from test_seasons_knowledge_looks import sepulchral_amulet_spreads_1_2_3, telescope_activated, tracked, worlds

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


def put_back_with_an_orb(order: tuple[int, int, int]) -> tuple[SeasonsState, int, int]:
    """:func:`telescope_activated`, the cards put back as ``order`` (the last on top),
    a Crystal Orb (34) in play in slot 1 and enough energy and gauge to use it."""
    s, p, q = telescope_activated()
    for cid in order:
        s.apply(f"top:{cid}")
    s.gauge[p], s.energy[p] = 15, [4, 0, 0, 0]
    put(s, p, 34)
    return s, p, q


def test_a_card_the_crystal_orb_puts_into_play_leaves_the_others_among_the_slots_left() -> None:
    """Card 34 (a): the top card, looked at, goes into play face up for 4 energies; the
    other seat knew 1 lies among the top three, so now among the top two."""
    s, p, q = put_back_with_an_orb((1, 2, 3))
    s.apply("act:1:look")
    s.apply("take:3")
    while s.decision is not None and s.decision.kind == "spend":
        s.apply(s.legal_actions()[0])
    assert s.play[p][-1][0] == 3 and s.deck[-2:] == [1, 2]
    assert places_of_one(s, q, 2) == {0, 1}
    assert all(w.deck[-2:] == [1, 2] for w in worlds(s, p))
    assert tracked(s)


def test_a_card_the_crystal_orb_burns_stays_among_the_top_two_and_the_discard() -> None:
    """Card 34 (b): 3 crystals move the top card onto the discard pile, face down (nobody
    looks at it): what the other seat knew of the top three follows the card."""
    s, p, q = put_back_with_an_orb((1, 3, 2))
    s.crystals[p] = 3
    s._legal = None
    s.apply("act:1:burn")
    assert s.crystals[p] == 0 and s.discard[-1] == 2 and s.deck[-2:] == [1, 3]
    burnt = set()
    for world in worlds(s, q):
        assert 1 in (*world.deck[-2:], world.discard[-1]) and world.view(q) == s.view(q) and tracked(world)
        burnt.add(world.discard[-1] == 1)
    assert burnt == {True, False}
    assert all(w.discard[-1] == 2 and w.deck[-2:] == [1, 3] for w in worlds(s, p))
    assert tracked(s)


def test_a_card_carnivora_leaves_goes_back_with_what_was_known_of_it() -> None:
    s, p, q = looked_at("carnivora", "PoD 14/20", "leave")
    assert s.deck[-3:] == [1, 3, 2] and not s.hands[p]
    assert places_of_one(s, q, 3) == {0, 1, 2}
    assert all(w.deck[-3:] == [1, 3, 2] for w in worlds(s, p))
    assert tracked(s)


def test_a_card_a_search_finds_is_known_to_all_in_the_hand() -> None:
    """Card 105: the card found was revealed, so every seat and spectator knows it is
    the one that joined the hand."""
    s, p, q = stacked()
    looks.search(s, p, "item2", True)
    s._legal = None
    s.apply("take:2")
    assert s.hands[p] == [2] and not s.looks[p]
    for viewer in (q, None):
        assert s.view(viewer)["hidden"][f"hand{p}"] == ["amulet-of-fire"]
        assert all(w.hands[p] == [2] and w.view(viewer) == s.view(viewer) and tracked(w) for w in worlds(s, viewer))
    assert tracked(s)


def test_a_card_a_search_throws_away_is_known_to_all_on_the_discard_pile() -> None:
    """Card 108: the first familiar found may be thrown away (face up) to search again;
    the second one found must be kept."""
    s = at_main(2, 3, enchanted_kingdom=True, enchantment=0)
    p = s.turn_player
    q = 1 - p
    stack_top(s, 22, 10, 11)  # the Runic Cube, then two familiars: Syllas, Figrim
    looks.search(s, p, "familiar", True)
    assert s.looks[p] == [10]
    s._legal = None
    s.apply("throw")
    assert s.discard[-2:] == [22, 10] and s.looks[p] == [11]
    s.apply("take:11")
    for viewer in (q, None):
        assert all(w.discard[-2:] == [22, 10] and w.hands[p] == [11] and w.view(viewer) == s.view(viewer)
                   for w in worlds(s, viewer))
    assert tracked(s)


def test_the_card_vision_of_destiny_discards_leaves_a_bag_its_other_slots() -> None:
    """EK Vision of Destiny: 5 crystals send the top face-up card to the discard pile.
    The Sepulchral Amulet (PoD 9/20) put 1, 2, 3 in the hand, on top and at the bottom,
    which where only its owner knows; 1 went on top, face up: the other seat knows 2
    and 3 lie in the hand and at the bottom, and still knows it once 1 is discarded."""
    s = at_main(2, 3, expansion="path-of-destiny", enchanted_kingdom=True, enchantment=rules.VISION_OF_DESTINY)
    p, q = sepulchral_amulet_spreads_1_2_3(s)
    s.crystals[p] = 5
    s._legal = None
    s.apply("vision")
    assert s.discard[-1] == 1 and s.hands[p] == [2] and s.deck[0] == 3
    kept = set()
    for world in worlds(s, q):
        assert Counter([world.hands[p][-1], world.deck[0]]) == Counter([2, 3]) and world.discard[-1] == 1
        assert world.view(q) == s.view(q) and tracked(world)
        kept.add(world.hands[p][-1])
    assert kept == {2, 3}
    assert tracked(s)
