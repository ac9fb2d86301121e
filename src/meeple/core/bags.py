"""Bags: what an observer knows lies among several slots of hidden zones, which
item where unknown (issue 9).  ``meeple.core.knowledge.Knowledge`` keeps them in
step with the zones; ``State.determinize`` deals them with :func:`deal_bags`."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

BAG_TRIES = 4
"""Random deals tried when bags share slots, before a greedy deal that skips the
bags that no longer fit."""

Slot = tuple[str, int]
"""A zone's name and an index in it."""


class Bag:
    """``observer`` knows that ``items`` (a multiset, no more items than slots)
    lie among ``slots``, one per slot, which one where unknown.  Never changed
    once made (copies of a state share it)."""

    __slots__ = ("observer", "items", "slots")

    def __init__(self, observer: int, items: tuple[Any, ...], slots: tuple[Slot, ...]) -> None:
        self.observer = observer
        self.items = items
        self.slots = slots

    def over(self, slots: Iterable[Slot]) -> Bag:
        """The same items over other slots."""
        return Bag(self.observer, self.items, tuple(slots))

    def __repr__(self) -> str:
        return f"Bag({self.observer}, {self.items!r}, {self.slots!r})"


class Dealt(Protocol):
    """A hidden zone as ``determinize`` deals it (``meeple.core.state.Zone``)."""

    name: str
    items: list[Any]


def deal_bags(zones: Sequence[Dealt], pools: Mapping[str, Sequence[tuple[Dealt, list[int]]]], bags: Iterable[Bag],
              rng: random.Random) -> None:
    """For ``determinize``: put each bag's items on slots of the bag at random.

    ``pools`` lists, per pool, each zone the seat neither sees nor knows wholly and
    its free slots (what the seat does not know).  A bag slot the seat sees or knows
    counts with the item it holds; the bag's other items go to some of its free
    slots, taken from what the slot's pool deals.  Those slots leave ``pools`` and
    the pools' other free slots hold the rest of their items, for the usual shuffle.
    Bags that share slots may clash: after a few tries, one greedy pass deals the
    bags, fewest slots first, and skips each that no longer fits (its slots get what
    the shuffle gives).  What lands in a bag's slot is never read from that slot:
    it depends on what the seat knows (bags, known slots, each pool's items) and
    ``rng`` only, so no world carries the true order the seat was not shown."""
    by_name = {zone.name: zone for zone in zones}
    free_of = {zone.name: (pool, set(free)) for pool, slots in pools.items() for zone, free in slots}
    bags = [bag for bag in bags if all(z in by_name and 0 <= i < len(by_name[z].items) for z, i in bag.slots)]
    wanted = {item for bag in bags for item in bag.items}
    stock = {pool: Counter(item for zone, free in slots for i in free if (item := zone.items[i]) in wanted)
             for pool, slots in pools.items()}
    placed: dict[Slot, Any] = {}
    for _ in range(BAG_TRIES):
        placed = {}
        left = {pool: Counter(items) for pool, items in stock.items()}
        if all(_deal_bag(bag, by_name, free_of, placed, left, rng) for bag in bags):
            break
    else:
        placed = {}
        left = {pool: Counter(items) for pool, items in stock.items()}
        for bag in sorted(bags, key=lambda bag: len(bag.slots)):  # the most constrained first
            _deal_bag(bag, by_name, free_of, placed, left, rng)  # a bag that no longer fits is skipped
    if not placed:
        return
    for pool, slots in pools.items():
        rest = Counter(zone.items[i] for zone, free in slots for i in free)
        rest.subtract(value for (z, i), value in placed.items() if free_of[z][0] == pool)
        items = list(rest.elements())
        for zone, free in slots:
            free[:] = [i for i in free if (zone.name, i) not in placed]
            for i in free:
                zone.items[i] = items.pop()
    for (z, i), value in placed.items():
        by_name[z].items[i] = value


def _deal_bag(bag: Bag, by_name: Mapping[str, Dealt], free_of: Mapping[str, tuple[str, set[int]]],
              placed: dict[Slot, Any], left: dict[str, Counter[Any]], rng: random.Random) -> bool:
    """Deal one bag (see ``deal_bags``); False if it no longer fits, and then
    ``placed`` and ``left`` are unchanged."""
    need = Counter(bag.items)
    open_slots: list[Slot] = []
    pools = set()
    for z, i in bag.slots:
        if (z, i) in placed:
            held = placed[z, i]
        elif z in free_of and i in free_of[z][1]:
            open_slots.append((z, i))
            pools.add(free_of[z][0])
            continue
        else:  # a slot the seat sees or knows holds what it holds
            held = by_name[z].items[i]
        if need[held] > 0:
            need[held] -= 1
    missing = list((+need).elements())
    if not missing:
        return True
    if len(missing) > len(open_slots):
        return False
    if len(pools) > 1:
        return _deal_across_pools(missing, open_slots, free_of, placed, left, rng)
    stock = left[pools.pop()]
    if any(stock[item] < count for item, count in (+need).items()):
        return False
    for slot, item in zip(rng.sample(open_slots, len(missing)), missing, strict=False):
        placed[slot] = item
        stock[item] -= 1
    return True


def _deal_across_pools(missing: list[Any], open_slots: list[Slot], free_of: Mapping[str, tuple[str, set[int]]],
                       placed: dict[Slot, Any], left: dict[str, Counter[Any]], rng: random.Random) -> bool:
    """Deal a bag whose free slots lie in several pools: each missing item goes to
    the first of the slots (in a random order) whose pool still has one; False,
    with nothing changed, if some item finds none."""
    slots = rng.sample(open_slots, len(open_slots))
    taken: dict[Slot, Any] = {}
    used: Counter[tuple[str, Any]] = Counter()
    for item in missing:
        for slot in slots:
            pool = free_of[slot[0]][0]
            if slot not in taken and left[pool][item] > used[pool, item]:
                taken[slot] = item
                used[pool, item] += 1
                break
        else:
            return False
    placed.update(taken)
    for (pool, item), count in used.items():
        left[pool][item] -= count
    return True
