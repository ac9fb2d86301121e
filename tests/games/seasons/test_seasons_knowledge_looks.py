"""What a seat learns from the looks that send cards to several places (issue 9):
Naria the Prophetess, the Arcane Telescope, the Sepulchral Amulet and Twist of Fate.
The seat who looks knows where each card went; a seat that knew one of the cards
before knows it lies among the places they went to (a bag, ``meeple.core.bags``);
what neither was shown varies from world to world.  Each test fails if the look's
cards are moved behind the knowledge tracker's back."""

from __future__ import annotations

import random
from collections import Counter

from seasons_helpers import at_main, give_hand, stack_top

from helpers import new
from meeple.games.seasons import rules
from meeple.games.seasons.state import SeasonsState

WORLDS = 40


def worlds(s: SeasonsState, viewer: int | None) -> list[SeasonsState]:
    return [s.determinize(viewer, random.Random(k)) for k in range(WORLDS)]


def tracked(s: SeasonsState) -> bool:
    """Every zone someone knows of changed only through the tracker."""
    return all(s.knowledge.intact(zone, s.zone_items(zone)) for zone in s.knowledge.zones())


def test_a_card_known_before_naria_deals_stays_among_the_hands_it_may_be_in() -> None:
    """Card 12: one card per player drawn; the owner keeps 1 and gives 1 to each
    opponent, who sees only its own."""
    s = at_main(3, 3)
    p = s.turn_player
    o, r = rules.opponents(s, p)  # o is handed a card first
    give_hand(s, p, 12)
    s.crystals[p], s.gauge[p] = 3, 15
    stack_top(s, 29, 22, 1)
    rules.learn(s, [o], "deck", [-1])  # o knows the top card: the Olaf's Blessed Statue (29)
    s._legal = None
    s.apply("summon:12")
    s.apply("take:22")
    s.apply("give:1")  # to o
    s.apply("give:29")  # to r
    assert s.hands[p][-1] == 22 and s.hands[o] == [1] and s.hands[r] == [29]
    holders = set()
    for world in worlds(s, o):
        # o saw it was not handed the Statue: it is the card p kept or the one r got
        assert 29 in (world.hands[p][-1], world.hands[r][-1])
        assert world.hands[o] == [1] and world.view(o) == s.view(o) and tracked(world)
        holders.add(world.hands[r][-1] == 29)
    assert holders == {True, False}
    # the owner knows where each card went; r knows only its own
    assert all(w.hands[o] == [1] and w.hands[r] == [29] and w.hands[p][-1] == 22 for w in worlds(s, p))
    assert len({w.hands[p][-1] for w in worlds(s, r)}) > 2
    assert tracked(s)


def telescope_activated() -> tuple[SeasonsState, int, int]:
    """Card 116 in play and activated, the top three cards 1, 2, 3; the other seat q knows the
    top card (1).  Returns the state, its turn player p and q."""
    s = at_main(2, 3, enchanted_kingdom=True, enchantment=0)
    p = s.turn_player
    q = 1 - p
    s.crystals[p] = 2
    s.play[p].append([116, 0, 0])
    stack_top(s, 1, 2, 3)
    rules.learn(s, [q], "deck", [-1])
    s._legal = None
    s.apply("act:0")
    return s, p, q


def test_cards_known_before_the_arcane_telescope_stay_among_the_top_three() -> None:
    """Card 116: look at the top 3 cards and put them back in any order."""
    s, p, q = telescope_activated()
    for cid in (1, 3, 2):
        s.apply(f"top:{cid}")
    assert s.deck[-3:] == [1, 3, 2]
    places = set()
    for world in worlds(s, q):
        assert 1 in world.deck[-3:] and world.view(q) == s.view(q) and tracked(world)
        places.add(world.deck[-3:].index(1))
    assert places == {0, 1, 2}  # in which order they went back is p's secret
    mine = worlds(s, p)
    assert all(w.deck[-3:] == [1, 3, 2] for w in mine)
    assert len({w.deck[-4] for w in mine}) > 2  # the fourth card was never shown
    assert tracked(s)


def sepulchral_amulet_spreads_1_2_3(s: SeasonsState) -> tuple[int, int]:
    """The turn player summons the Sepulchral Amulet (PoD 9/20) over a discard pile whose top
    cards 1, 2, 3 were discarded face up, and puts 2 in the hand, 1 on top of the draw pile and
    3 at its bottom.  Returns (that player, the other seat)."""
    p = s.turn_player
    give_hand(s, p, 209)
    s.energy[p] = [0, 0, 2, 0]
    s.gauge[p] = 15
    three = [1, 2, 3]
    for cid in three:
        s.deck.remove(cid)
    rules.discard_seen(s, rules.everyone(s), three)  # discarded face up
    s._legal = None
    s.apply("summon:209")
    s.apply("take:2")
    s.apply("top:1")
    return p, 1 - p


def test_the_cards_the_sepulchral_amulet_takes_up_stay_among_the_hand_and_both_ends_of_the_pile() -> None:
    """PoD 9/20: the top 3 cards of the discard pile (face up): 1 to the hand, 1 on
    top of the draw pile, 1 at its bottom."""
    s = at_main(2, 3, expansion="path-of-destiny", enchantment=0)
    p, q = sepulchral_amulet_spreads_1_2_3(s)
    assert s.hands[p] == [2] and s.deck[-1] == 1 and s.deck[0] == 3
    for viewer in (q, None):
        kept = set()
        for world in worlds(s, viewer):
            assert Counter([world.hands[p][-1], world.deck[-1], world.deck[0]]) == Counter([1, 2, 3])
            assert world.view(viewer) == s.view(viewer) and tracked(world)
            kept.add(world.hands[p][-1])
        assert kept == {1, 2, 3}
    mine = worlds(s, p)
    assert all(w.hands[p] == [2] and w.deck[-1] == 1 and w.deck[0] == 3 for w in mine)
    assert len({w.deck[-2] for w in mine}) > 2
    assert tracked(s)


def test_the_face_up_cards_twist_of_fate_draws_stay_among_the_drafted_cards_and_the_discard() -> None:
    """PoD 3/20: the holder draws 2 cards, keeps 1 with its drafted cards and discards
    the other, shown to nobody; under EK Vision of Destiny both were face up."""
    s: SeasonsState = new("seasons", 2, 1, {"expansion": "path-of-destiny", "enchanted_kingdom": True,
                                            "enchantment": rules.VISION_OF_DESTINY})
    while s.draft_round < 8:
        s.apply(s.legal_actions()[0])
    p = s.first
    q = 1 - p
    s.deck[:] = [c for c in s.deck if c != 203]
    s.drafted[p][0] = 203
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    assert s.decision is not None and s.decision.kind == "look" and s.decision.player == p
    seen = list(s.looks[p])  # the two cards that lay face up on the draw pile
    assert len(seen) == 2 and seen[0] != seen[1]
    s.apply(f"take:{seen[0]}")
    assert s.drafted[p][-1] == seen[0] and s.discard[-1] == seen[1]
    for viewer in (q, None):
        kept = set()
        for world in worlds(s, viewer):
            assert Counter([world.drafted[p][-1], world.discard[-1]]) == Counter(seen)
            assert world.view(viewer) == s.view(viewer) and tracked(world)
            kept.add(world.drafted[p][-1])
        assert kept == set(seen)
    assert all(w.drafted[p][-1] == seen[0] and w.discard[-1] == seen[1] for w in worlds(s, p))
    assert tracked(s)


def test_a_card_known_among_the_top_three_stays_among_them_and_the_hand_that_draws_one() -> None:
    """Card 116, then a draw: everyone sees the top card go to that hand."""
    s, p, q = telescope_activated()
    for cid in (2, 1, 3):
        s.apply(f"top:{cid}")
    rules.draw_keep(s, p, 1)  # the top card, 3, goes to p's hand
    assert s.hands[p] == [3] and s.deck[-2:] == [2, 1]
    places = set()
    for world in worlds(s, q):
        assert 1 in (*world.deck[-2:], world.hands[p][-1]) and world.view(q) == s.view(q) and tracked(world)
        places.add(world.hands[p][-1] == 1)
    assert places == {True, False}
    assert tracked(s)


def test_a_reshuffled_discard_pile_is_still_the_draw_pile() -> None:
    """Base 3.5: when the draw pile runs out, the discard pile is shuffled into a new one;
    the cards discarded face up are all in it, in an order nobody knows."""
    s = at_main(2, 3)
    p = s.turn_player
    q = 1 - p
    face_up = s.deck[:6]
    rest = s.deck[6:]
    s.deck.clear()
    s.removed.extend(rest)  # out of the way: the draw pile is empty
    rules.discard_seen(s, rules.everyone(s), face_up)
    rules.reshuffle(s)
    assert sorted(s.deck) == sorted(face_up) and not s.discard
    for viewer in (p, q, None):
        orders = set()
        for world in worlds(s, viewer):
            assert Counter(world.deck) == Counter(face_up) and world.view(viewer) == s.view(viewer)
            orders.add(tuple(world.deck))
        assert len(orders) > 10
    assert tracked(s)
