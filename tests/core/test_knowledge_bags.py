"""Bag knowledge (issue 9): an observer knows that some items lie among several
slots, possibly across zones, without knowing which one where.  The tracker keeps
bags true as the zones change; ``determinize`` deals each bag's items over its
slots, so every world agrees with what the seat saw while the rest varies."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.core.bags import deal_bags
from meeple.core.knowledge import EVERYONE, Bag, Knowledge

from toy import GAME, ToyState


def bags(k: Knowledge, observer: int, zones: dict[str, list[str]]) -> list[tuple[list[str], list[tuple[str, int]]]]:
    return [(sorted(bag.items), sorted(bag.slots)) for bag in k.bags_of(observer, zones.__getitem__)]


def test_an_item_moved_unseen_leaves_a_bag_over_its_old_zone_and_its_new_slot() -> None:
    k, pack, drafted = Knowledge(), ["a", "b", "c"], ["x"]
    zones = {"pack": pack, "drafted": drafted}
    k.show("pack", pack, [0, 1, 2], [0])  # seat 0 passed this pack
    assert k.move("pack", pack, 1, "drafted", drafted, 1, seen_by=(1,)) == "b"  # seat 1 drafts in secret
    assert k.known("pack", pack, 0) == [] and k.known("drafted", drafted, 1) == []
    assert bags(k, 0, zones) == [(["a", "b", "c"], [("drafted", 1), ("pack", 0), ("pack", 1)])]
    assert bags(k, 1, zones) == []
    # the pack comes back: seat 0 sees "a" and "c" again, so the drafted card is "b"
    k.show("pack", pack, [0, 1], [0])
    assert bags(k, 0, zones) == [] and k.known("drafted", drafted, 0) == [1]
    assert drafted[k.known("drafted", drafted, 0)[0]] == "b"


def test_a_bag_follows_its_slots_through_insertions_moves_and_renames() -> None:
    k, hand, pile, other = Knowledge(), ["a", "b"], ["p", "q"], ["z"]
    zones = {"hand": hand, "pile": pile, "other": other}
    k.show("hand", hand, [0, 1], [0])
    k.move("hand", hand, 0, "pile", pile, 0, seen_by=(1,))  # "a" slides under the pile, unseen by 0
    assert bags(k, 0, zones) == [(["a", "b"], [("hand", 0), ("pile", 0)])]
    k.insert("pile", pile, 0, "y")  # a card under it: the bag's slot moves up
    assert bags(k, 0, zones) == [(["a", "b"], [("hand", 0), ("pile", 1)])]
    k.move("hand", hand, 0, "pile", pile, len(pile), seen_by=None)  # seen by all: the slot follows
    assert bags(k, 0, zones) == [(["a", "b"], [("pile", 1), ("pile", 4)])]
    zones = {"other": pile, "pile": other}
    k.rename({"pile": "other", "other": "pile"})
    assert bags(k, 0, zones) == [(["a", "b"], [("other", 1), ("other", 4)])]
    copy = k.copy()
    copy.forget("other", [0])
    assert bags(copy, 0, zones) == [] and len(bags(k, 0, zones)) == 1


def test_a_slot_seen_leaving_with_its_item_takes_it_out_of_the_bag() -> None:
    k, hand, pile = Knowledge(), ["a", "b", "c"], []
    zones = {"hand": hand, "pile": pile}
    k.show("hand", hand, [0, 1], [0])
    k.move("hand", hand, 0, "pile", pile, 0, seen_by=(1,))
    assert bags(k, 0, zones) == [(["a", "b"], [("hand", 0), ("hand", 1), ("pile", 0)])]
    k.remove("hand", hand, 0, slot_seen_by=(), item_seen_by=None)  # "b" is played face up
    assert bags(k, 0, zones) == [(["a"], [("hand", 0), ("pile", 0)])]  # the unknown "c" may be an "a"
    k.show("hand", hand, [0], [0])  # it is not: one item over one slot is an ordinary known slot
    assert bags(k, 0, zones) == [] and k.known("pile", pile, 0) == [0] and pile == ["a"]


def test_a_whole_zone_moved_item_by_item_keeps_a_single_known_slot_known() -> None:
    k, hand, pile = Knowledge(), ["a", "b", "c", "d"], ["p"]
    k.show("pile", pile, [0], [0])
    k.move("pile", pile, 0, "hand", hand, 4, seen_by=(1,))  # the pile's only card: known where it went
    assert k.bags == () and k.known("hand", hand, 0) == [4]


def test_an_item_seen_leaving_from_elsewhere_in_the_zone_widens_the_bag_to_the_zone() -> None:
    k, hand, deck = Knowledge(), ["a", "b"], ["x", "y"]
    zones = {"deck": deck, "hand": hand}
    k.show("deck", deck, [1], [0])
    k.move("deck", deck, 1, "hand", hand, 2, seen_by=(1,))
    assert bags(k, 0, zones) == [(["y"], [("deck", 0), ("hand", 2)])]
    k.move("deck", deck, 0, "hand", hand, 3, seen_by=None)
    assert bags(k, 0, zones) == [(["y"], [("hand", 2), ("hand", 3)])]
    k.remove("hand", hand, 0, slot_seen_by=(), item_seen_by=None)  # an "a" played: any slot may be the one
    assert bags(k, 0, zones) == [(["y"], [("hand", 0), ("hand", 1), ("hand", 2)])]


def test_a_bag_is_dropped_when_its_slot_leaves_unseen_or_its_zone_changes_behind_the_back() -> None:
    k, hand, pile = Knowledge(), ["a", "b"], []
    zones = {"hand": hand, "pile": pile}
    k.show("hand", hand, [0, 1], [0, EVERYONE])
    k.move("hand", hand, 0, "pile", pile, 0, seen_by=(1,))
    assert len(bags(k, 0, zones)) == 2  # its own and everyone's
    k.remove("pile", pile, 0, slot_seen_by=None)  # the slot seen leaving, not the item
    assert bags(k, 0, zones) == []
    k, hand, pile = Knowledge(), ["a", "b"], []
    zones = {"hand": hand, "pile": pile}
    k.show("hand", hand, [0, 1], [0])
    k.move("hand", hand, 0, "pile", pile, 0, seen_by=(1,))
    hand[0] = "z"  # replaced without telling: the bag can no longer be trusted
    assert not k.intact("hand", hand) and bags(k, 0, zones) == []
    k.insert("hand", hand, 0, "w")
    assert k.bags == () and k.contents == {}


def test_reread_keeps_the_items_a_bag_still_holds() -> None:
    k, hand, pile = Knowledge(), ["a", "b"], []
    k.show("hand", hand, [0, 1], [0])
    k.move("hand", hand, 0, "pile", pile, 0, seen_by=(1,))
    hand[0], pile[0] = "x", "b"  # a re-deal
    k.reread({"hand": hand, "pile": pile})
    assert bags(k, 0, {"hand": hand, "pile": pile}) == [(["b", "x"], [("hand", 0), ("pile", 0)])]


class BagToy(ToyState):
    """The toy game where seat 1 knows that the top card of the deck and the first
    card of seat 0's hand are, in some order, ``PAIR``, and that ``ONE`` is one of
    seat 0's last card and the deck's bottom two."""

    __slots__ = ()
    PAIR: tuple[int, ...] = ()
    ONE: tuple[int, ...] = ()

    def known_bags(self, seat: int | None) -> Sequence[Bag]:
        if seat != 1:
            return ()
        return (Bag(1, self.PAIR, (("deck", len(self.deck) - 1), ("hand-0", 0))),
                Bag(1, self.ONE, (("hand-0", len(self.hands[0]) - 1), ("deck", 0), ("deck", 1))))


def test_determinize_deals_each_bag_over_its_slots_and_the_rest_varies() -> None:
    state = GAME.new_game(2, seed=4)
    state.__class__ = BagToy
    assert isinstance(state, BagToy)
    BagToy.PAIR = (state.deck[-1], state.hands[0][0])
    BagToy.ONE = (state.deck[1],)
    orders, places, rest = set(), set(), set()
    for seed in range(60):
        world = state.determinize(1, random.Random(seed))
        assert Counter((world.deck[-1], world.hands[0][0])) == Counter(BagToy.PAIR)
        assert BagToy.ONE[0] in (world.hands[0][-1], world.deck[0], world.deck[1])
        assert sorted(world.deck + world.hands[0]) == sorted(state.deck + state.hands[0])
        assert world.hands[1] == state.hands[1]  # seat 1 sees its own hand
        orders.add(world.deck[-1])
        places.add((world.hands[0][-1], world.deck[0], world.deck[1]).index(BagToy.ONE[0]))
        rest.add(tuple(world.deck[2:-1]))
    assert len(orders) == 2 and places == {0, 1, 2} and len(rest) > 30
    # a seat without the bags gets the pair dealt anywhere
    assert len({state.determinize(0, random.Random(seed)).deck[-1] for seed in range(40)}) > 3


class ClashToy(ToyState):
    """The toy game where seat 1 knows that ``CARD`` lies among the deck's top ten
    cards, and that ``CARD`` and ``OTHER`` are the top two in some order: a deal of
    the first bag alone misses the second eight times in ten, so the tries clash."""

    __slots__ = ()
    CARD = OTHER = 0

    def known_bags(self, seat: int | None) -> Sequence[Bag]:
        if seat != 1:
            return ()
        top = len(self.deck) - 1
        return (Bag(1, (self.CARD,), tuple(("deck", top - i) for i in range(10))),
                Bag(1, (self.CARD, self.OTHER), (("deck", top), ("deck", top - 1))))


def test_bags_that_clash_are_dealt_without_the_truth() -> None:
    """Two true states that differ only in the order of the top two cards (which
    seat 1 was never shown) give the same worlds for the same rng, and both orders."""
    truths = [GAME.new_game(2, seed=4) for _ in range(2)]
    pool = Counter(truths[0].deck + truths[0].hands[0])
    ClashToy.CARD, ClashToy.OTHER = [card for card in truths[0].deck if pool[card] == 1][:2]  # one copy each
    for state, top in zip(truths, ([ClashToy.OTHER, ClashToy.CARD], [ClashToy.CARD, ClashToy.OTHER]), strict=True):
        state.__class__ = ClashToy
        state.deck[:] = [card for card in state.deck if card not in top] + top
    orders = set()
    for seed in range(60):
        worlds = [state.determinize(1, random.Random(seed)) for state in truths]
        assert worlds[0].deck[-2:] == worlds[1].deck[-2:]
        for world in worlds:
            assert Counter(world.deck[-2:]) == Counter((ClashToy.CARD, ClashToy.OTHER))
            assert Counter(world.deck + world.hands[0]) == Counter(truths[0].deck + truths[0].hands[0])
        orders.add(worlds[0].deck[-1])
    assert orders == {ClashToy.CARD, ClashToy.OTHER}


class Table:
    """A hidden zone as ``deal_bags`` deals it."""

    def __init__(self, name: str, items: list[int]) -> None:
        self.name, self.items = name, items


@st.composite
def dealings(draw: st.DrawFn) -> tuple[list[list[int]], list[str], list[list[int]], list[Bag], int]:
    """Up to three zones over one or two pools, the slots the seat does not know in
    each, bags that are true of the zones, and a seed."""
    count = draw(st.integers(1, 3))
    zones = [draw(st.lists(st.integers(0, 4), min_size=1, max_size=6)) for _ in range(count)]
    pools = [draw(st.sampled_from(["a", "b"])) for _ in range(count)]
    free = [[i for i in range(len(zone)) if draw(st.booleans()) or i == 0] for zone in zones]
    everything = [(f"z{n}", i) for n, zone in enumerate(zones) for i in range(len(zone))]
    bags = []
    for _ in range(draw(st.integers(1, 4))):
        slots = draw(st.lists(st.sampled_from(everything), min_size=1, max_size=5, unique=True))
        held = draw(st.lists(st.sampled_from(slots), min_size=1, max_size=len(slots), unique=True))
        bags.append(Bag(1, tuple(zones[int(z[1:])][i] for z, i in held), tuple(slots)))
    return zones, pools, free, bags, draw(st.integers(0, 2**32))


def deal(zones: list[list[int]], pools: list[str], free: list[list[int]], bags: list[Bag],
         seed: int) -> tuple[list[Table], dict[tuple[str, int], int]]:
    """``deal_bags`` on a copy of ``zones``: the zones and the slots it dealt."""
    tables = [Table(f"z{n}", list(zone)) for n, zone in enumerate(zones)]
    left = [list(slots) for slots in free]
    by_pool: dict[str, list[tuple[Table, list[int]]]] = {}
    for table, pool, slots in zip(tables, pools, left, strict=True):
        by_pool.setdefault(pool, []).append((table, slots))
    deal_bags(tables, by_pool, bags, random.Random(seed))
    dealt = {(table.name, i): table.items[i] for table, before, after in zip(tables, free, left, strict=True)
             for i in before if i not in after}
    return tables, dealt


@settings(max_examples=300, deadline=None)
@given(dealings(), st.randoms(use_true_random=False))
def test_dealt_bags_are_true_and_never_read_the_truth(case: tuple[list[list[int]], list[str], list[list[int]],
                                                                 list[Bag], int], shuffler: random.Random) -> None:
    zones, pools, free, bags, seed = case
    tables, dealt = deal(zones, pools, free, bags, seed)
    # each pool keeps its items, and the slots the seat knows keep theirs
    for pool in set(pools):
        assert Counter(item for table, p in zip(tables, pools, strict=True) if p == pool for item in table.items) \
            == Counter(item for zone, p in zip(zones, pools, strict=True) if p == pool for item in zone)
    for table, zone, slots in zip(tables, zones, free, strict=True):
        assert all(table.items[i] == zone[i] for i in range(len(zone)) if i not in slots)
    # a bag within one pool that shares no slot with another bag is always respected
    pool_of = {f"z{n}": pool for n, pool in enumerate(pools)}
    for bag in bags:
        alone = all(other is bag or not set(other.slots) & set(bag.slots) for other in bags)
        if alone and len({pool_of[z] for z, _ in bag.slots}) == 1:
            held = Counter(tables[int(z[1:])].items[i] for z, i in bag.slots)
            assert not Counter(bag.items) - held
    # another truth the seat cannot tell from this one (items swapped among free
    # slots of one pool lying in the same bags) deals the same items to the same slots
    groups: dict[tuple[str, frozenset[int]], list[tuple[int, int]]] = {}
    for n, slots in enumerate(free):
        for i in slots:
            inside = frozenset(k for k, bag in enumerate(bags) if (f"z{n}", i) in bag.slots)
            groups.setdefault((pools[n], inside), []).append((n, i))
    other = [list(zone) for zone in zones]
    for members in groups.values():
        items = [zones[n][i] for n, i in members]
        shuffler.shuffle(items)
        for (n, i), item in zip(members, items, strict=True):
            other[n][i] = item
    assert deal(other, pools, free, bags, seed)[1] == dealt


def test_a_shuffled_zone_keeps_what_was_known_of_it_among_all_its_slots() -> None:
    k, pile, hand = Knowledge(), ["a", "b", "c", "d"], ["h"]
    zones = {"pile": pile, "hand": hand}
    k.show("pile", pile, [3], [1])
    k.move("pile", pile, 2, "hand", hand, 1, seen_by=(0,))  # seat 1 does not see which card went
    k.show("pile", pile, [0, 1], [EVERYONE])  # then two cards are turned face up
    k.shuffle("pile", pile, random.Random(3))
    assert sorted(pile) == ["a", "b", "d"] and k.known("pile", pile, EVERYONE) == []
    assert bags(k, EVERYONE, zones) == [(["a", "b"], [("pile", 0), ("pile", 1), ("pile", 2)])]
    # seat 1's bag (the card it knew is in the pile or the hand's new slot) spans the
    # whole shuffled pile and still that slot
    assert (["d"], [("hand", 1), ("pile", 0), ("pile", 1), ("pile", 2)]) in bags(k, 1, zones)
    # with the tracker stopped, the shuffle still happens
    k.stop()
    k.shuffle("pile", pile, random.Random(4))
    assert sorted(pile) == ["a", "b", "d"] and k.bags == ()
