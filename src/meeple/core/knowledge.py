"""What observers were shown of hidden zones, slot by slot, kept in step as the
zones change (issue 9).

``Zone(known=..., public=...)`` declares, for one moment, which slots of a zone a
seat (or everyone) knows.  A game whose hidden zones change often (cards drawn
from the top of a deck, discarded, put back, passed on) keeps that declaration
true with a :class:`Knowledge`: it makes each change of such a zone itself
(``insert``, ``remove``) and says who saw what, and the known slots move with
the items.  ``zone()`` then builds the ``Zone`` with the slots each observer
knows now.

Observers are seats, or :data:`EVERYONE` for what was shown to the whole table
(spectators included).  A removal is seen in two ways: some observers see
*which slot* the item left (the top card of a deck), some see *the item*
(a card discarded face up from a hand).  Those who see the item but not the
slot let go of one slot they knew holding that item, if any (cards of one kind
are interchangeable, so the one that left may as well be the one they knew);
those who see neither no longer know which of their slots are still there, and
forget the zone.  An item added at the end without a call (a card drawn into a
hand) is unknown to every observer; any other change made behind the tracker's
back makes the zone's knowledge void, so it can never show a seat a wrong item.

Some knowledge is not one item per slot but a *bag*: an observer knows that a
multiset of items lies among a set of slots, possibly across several zones (the
cards it passed in a draft, one of them since taken in secret; drafted cards
spread over a hand and two libraries; cards looked at, one kept in secret, the
others put back).  ``move`` makes bags: an item goes from one zone to another,
and an observer who does not see *which* item goes knows only that what it knew
of the first zone now lies among that zone's slots and the slot the item went
to.  A bag's slots move with their items like known slots do; a slot of a bag
shown to its observer (``show``) or seen leaving with its item takes that item
out of the bag; a bag of identical items over as many slots (one item over one
slot) becomes known slots; a bag whose slots the observer can no longer follow
is dropped, as is a bag over a zone changed behind the tracker's back (zones
under a bag are checked item by item, not only their known slots).
``bags_of`` lists an observer's bags; ``State.known_bags`` hands them to
``determinize``, which deals each bag's items over its slots at random.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from meeple.core.bags import Bag, Slot
from meeple.core.state import Zone

__all__ = ["EVERYONE", "Bag", "Knowledge", "Observers", "Slot"]


EVERYONE = -1
"""The observer for what was shown to all seats and spectators (``Zone.public``)."""

Observers = Collection[int] | None
"""Seats (or :data:`EVERYONE`); ``None`` stands for every observer."""

def _take(items: Iterable[Any], item: Any) -> tuple[Any, ...]:
    """``items`` less one copy of ``item`` (unchanged if there is none)."""
    out = list(items)
    if item in out:
        out.remove(item)
    return tuple(out)


class Knowledge:
    """Per zone name, per observer, the known slots and the item each holds; and
    the bags of items known to lie among several slots.

    ``slots[zone][observer]`` maps a slot index to the item seen there;
    ``sizes[zone]`` is the zone's length at the last change made through here
    (items appended since then are nobody's knowledge).  ``bags`` and
    ``contents`` (each zone a bag covers, as it was at the last change made
    through here) are replaced, never changed in place, so copies share them."""

    __slots__ = ("slots", "sizes", "bags", "contents", "tracking")

    def __init__(self) -> None:
        self.slots: dict[str, dict[int, dict[int, Any]]] = {}
        self.sizes: dict[str, int] = {}
        self.bags: tuple[Bag, ...] = ()
        self.contents: dict[str, tuple[Any, ...]] = {}
        self.tracking = True

    def copy(self) -> Knowledge:
        other = Knowledge.__new__(Knowledge)
        other.slots = {zone: {observer: dict(known) for observer, known in observers.items()}
                       for zone, observers in self.slots.items()}
        other.sizes = dict(self.sizes)
        other.bags, other.contents, other.tracking = self.bags, self.contents, self.tracking
        return other

    def stop(self) -> None:
        """Forget everything and learn nothing more: the changes still happen, with
        no bookkeeping (for a world a search only plays on, ``State.drop_knowledge``).
        With nothing known, every change takes the fast paths; ``show`` adds nothing."""
        self.slots, self.sizes, self.bags, self.contents = {}, {}, (), {}
        self.tracking = False

    # ------------------------------------------------------------ reading
    def intact(self, zone: str, items: list[Any]) -> bool:
        """Does ``items`` still agree with what was tracked (no removal, insertion
        or replacement made without telling)?"""
        content = self.contents.get(zone)
        if content is not None and (len(items) < len(content) or tuple(items[:len(content)]) != content):
            return False
        observers = self.slots.get(zone)
        if observers is None:
            return True
        if len(items) < self.sizes[zone]:
            return False
        for known in observers.values():  # plain loops: this runs on every tracked change
            for i, item in known.items():
                if items[i] != item:
                    return False
        return True

    def known(self, zone: str, items: list[Any], observer: int) -> list[int]:
        """The slots of ``items`` that ``observer`` knows, sorted."""
        if not self.intact(zone, items):
            return []
        return sorted(self.slots.get(zone, {}).get(observer, ()))

    def zone(self, name: str, items: list[Any], seen_by: Iterable[int] = (), pool: str | None = None,
             show: Callable[[Any], Any] | None = None, public: Iterable[int] = ()) -> Zone:
        """The ``Zone`` of ``items`` with the slots each seat and everyone know now;
        ``public`` adds slots everyone sees by the rules (cards lying face up)."""
        observers = self.slots.get(name, {}) if self.intact(name, items) else {}
        known = {seat: slots.keys() for seat, slots in observers.items() if seat != EVERYONE}
        return Zone(name, items, seen_by, pool, show, known=known,
                    public=[*observers.get(EVERYONE, ()), *public])

    def zones(self) -> set[str]:
        """The names of the zones something is known of (known slots or bags)."""
        return {*self.slots, *self.contents}

    def bags_of(self, observer: int | None, items_of: Callable[[str], list[Any]]) -> list[Bag]:
        """The bags ``observer`` (None: a spectator) knows, its own and everyone's,
        leaving out those over a zone changed behind the tracker's back
        (``items_of`` gives a zone's items by name)."""
        who = (EVERYONE,) if observer is None else (observer, EVERYONE)
        fresh: dict[str, bool] = {}
        out = []
        for bag in self.bags:
            if bag.observer in who and all(
                    fresh.setdefault(zone, self.intact(zone, items_of(zone))) for zone in {z for z, _ in bag.slots}):
                out.append(bag)
        return out

    # ------------------------------------------------------------ changes
    def show(self, zone: str, items: list[Any], indexes: Iterable[int], observers: Iterable[int]) -> None:
        """``observers`` are shown the items at ``indexes`` (a slot of one of their
        bags takes its item out of the bag)."""
        if not self.tracking:
            return
        self._check(zone, items)
        indexes = [i if i >= 0 else len(items) + i for i in indexes]
        observers = list(observers)
        if not indexes or not observers:
            return
        slots = self.slots.setdefault(zone, {})
        for observer in observers:
            known = slots.setdefault(observer, {})
            for i in indexes:
                known[i] = items[i]
        self.sizes[zone] = len(items)
        if zone in self.contents:  # a bag lies (partly) in this zone
            shown = {(zone, i) for i in indexes}
            bags, changed = [], False
            for bag in self.bags:
                if bag.observer in observers and not shown.isdisjoint(bag.slots):
                    left = bag.items
                    for _, i in shown.intersection(bag.slots):
                        left = _take(left, items[i])
                    bag, changed = Bag(bag.observer, left, tuple(slot for slot in bag.slots if slot not in shown)), True
                bags.append(bag)
            if changed:
                self._set_bags(bags, {zone: items})

    def insert(self, zone: str, items: list[Any], index: int, item: Any, observers: Iterable[int] = ()) -> None:
        """Put ``item`` into ``items`` at ``index`` (everyone sees where: on top,
        at the bottom), shown to ``observers``."""
        self._check(zone, items)
        index = min(index, len(items))
        items.insert(index, item)
        if zone in self.slots:
            self._shift(zone, lambda i: i + 1 if i >= index else i)
            self.sizes[zone] = len(items)
        if zone in self.contents:
            self._set_bags([bag.over(tuple((z, i + 1 if z == zone and i >= index else i)
                                                     for z, i in bag.slots)) for bag in self.bags], {zone: items})
        observers = list(observers)
        if observers:
            self.show(zone, items, [index], observers)

    def remove(self, zone: str, items: list[Any], index: int, slot_seen_by: Observers = None,
               item_seen_by: Observers = ()) -> Any:
        """Take the item at ``index`` out of ``items`` and return it.  ``slot_seen_by``
        saw which slot it left, ``item_seen_by`` saw the item (see the module's text)."""
        self._check(zone, items)
        index = index if index >= 0 else len(items) + index
        size = len(items)
        item = items.pop(index)
        slots = self.slots.get(zone)
        if slots:
            for observer in list(slots):
                known = slots[observer]
                saw_slot = slot_seen_by is None or observer in slot_seen_by
                saw_item = item_seen_by is None or observer in item_seen_by
                if index in known:
                    if not (saw_slot or saw_item):
                        del slots[observer]
                        continue
                    del known[index]
                elif saw_item and not saw_slot:
                    same = [i for i, seen in known.items() if seen == item]
                    if same:
                        del known[same[-1]]
                elif not saw_slot:
                    del slots[observer]
                    continue
                slots[observer] = {i - 1 if i > index else i: seen for i, seen in known.items()}
            self._tidy(zone, len(items))
        if zone in self.contents:
            self._bags_after_removal(zone, items, size, index, item, slot_seen_by, item_seen_by)
        return item

    def move(self, source: str, items: list[Any], index: int, target: str, into: list[Any], at: int,
             seen_by: Observers = None) -> Any:
        """Move the item at ``index`` of ``items`` (zone ``source``) to index ``at``
        of ``into`` (zone ``target``, another zone) and return it.  Everyone sees an
        item go from one zone to the other and where it lands; ``seen_by`` (None:
        everyone) also see which item it is, so what they knew of it follows it.
        For the others, what they knew of ``source`` (known slots and bags) becomes
        a bag over all of ``source`` and the slot the item went to."""
        slots, contents = self.slots, self.contents
        if source not in slots and source not in contents and target not in slots and target not in contents:
            item = items.pop(index)  # nothing known of either zone: nothing to check or follow
            into.insert(min(at, len(into)), item)
            return item
        self._check(source, items)
        self._check(target, into)
        index = index if index >= 0 else len(items) + index
        at = min(at, len(into))

        seen = None if seen_by is None else set(seen_by)
        known_source = slots.get(source)
        size = len(items)

        def follow(slot: Slot) -> Slot:
            zone, i = slot
            if zone == source:
                return (target, at) if i == index else (zone, i - 1 if i > index else i)
            return (zone, i + 1) if zone == target and i >= at else slot

        # the slots a blind observer's knowledge of ``source`` now lies among: the
        # source's (in order, as they follow the move) with the moved item's new slot
        rest = (*((source, i) for i in range(index)), (target, at), *((source, i) for i in range(index, size - 1)))
        bags: list[Bag] = []
        for bag in self.bags:
            zones = {zone for zone, _ in bag.slots}
            if source not in zones and target not in zones:
                bags.append(bag)
            elif seen is not None and bag.observer not in seen and source in zones:
                spread = (*bag.slots, *((source, i) for i in range(size) if (source, i) not in bag.slots))
                bags.append(bag.over(map(follow, spread)))
            else:
                bags.append(bag.over(map(follow, bag.slots)))
        if known_source and seen is not None:
            for observer in [o for o in known_source if o not in seen]:
                bags.append(Bag(observer, tuple(known_source.pop(observer).values()), rest))

        item = items.pop(index)
        into.insert(at, item)
        if known_source is not None:
            carried = {observer: known.pop(index) for observer, known in known_source.items() if index in known}
            for observer, known in known_source.items():
                known_source[observer] = {i - 1 if i > index else i: seen_item for i, seen_item in known.items()}
            self._tidy(source, len(items))
        else:
            carried = {}
        known_target = slots.get(target)
        if known_target is not None:
            for observer, known in known_target.items():
                known_target[observer] = {i + 1 if i >= at else i: seen_item for i, seen_item in known.items()}
            self.sizes[target] = len(into)
        for observer in carried:
            slots.setdefault(target, {}).setdefault(observer, {})[at] = item
            self.sizes[target] = len(into)
        if bags:
            self._set_bags(bags, {source: items, target: into})
        return item

    def forget(self, zone: str, observers: Observers = None) -> None:
        """``observers`` (everyone when None) no longer know anything of ``zone``
        (it was shuffled, or changed unseen)."""
        if zone in self.contents:
            self._set_bags([bag for bag in self.bags if (observers is not None and bag.observer not in observers)
                            or all(z != zone for z, _ in bag.slots)], {})
        slots = self.slots.get(zone)
        if slots is None:
            return
        for observer in list(slots) if observers is None else observers:
            slots.pop(observer, None)
        self._tidy(zone, self.sizes[zone])

    def shuffle(self, zone: str, items: list[Any], rng: Any) -> None:
        """Shuffle ``items`` (zone ``zone``) with ``rng`` in view of all: what each
        observer knew of the zone (known slots, bags' slots in it) now lies among all
        of its slots, which where unknown (a discard pile shuffled into a new draw
        pile is still those cards)."""
        self._check(zone, items)
        rng.shuffle(items)
        if not self.tracking or (zone not in self.sizes and zone not in self.contents):
            return
        everywhere = tuple((zone, i) for i in range(len(items)))
        bags = [bag.over((*(slot for slot in bag.slots if slot[0] != zone), *everywhere))
                if any(z == zone for z, _ in bag.slots) else bag for bag in self.bags]
        for observer, known in self.slots.pop(zone, {}).items():
            bags.append(Bag(observer, tuple(known.values()), everywhere))
        self.sizes.pop(zone, None)
        self._set_bags(bags, {zone: items})

    def rename(self, moves: Mapping[str, str]) -> None:
        """Whole zones' contents changed place (``old name -> new name``, as when
        packs are passed on): what was known of each follows it."""
        slots = {old: self.slots.pop(old) for old in moves if old in self.slots}
        sizes = {old: self.sizes.pop(old) for old in slots}
        for old, observers in slots.items():
            self.slots[moves[old]] = observers
            self.sizes[moves[old]] = sizes[old]
        if self.bags:
            self.bags = tuple(bag.over(tuple((moves.get(z, z), i) for z, i in bag.slots))
                              for bag in self.bags)
            self.contents = {moves.get(zone, zone): content for zone, content in self.contents.items()}

    def reread(self, zones: Mapping[str, list[Any]]) -> None:
        """After a re-deal (determinization): each known slot now holds whatever
        the new deal put there, as seen by the observer who knows the slot; a bag
        keeps the items its slots still hold and takes others of them for the rest."""
        # knowledge of a zone that shrank behind the tracker's back was void already
        for zone in [zone for zone in self.slots if len(zones.get(zone, ())) < self.sizes[zone]]:
            del self.slots[zone], self.sizes[zone]
        for zone, observers in self.slots.items():
            items = zones[zone]
            for known in observers.values():
                for i in known:
                    known[i] = items[i]
        if self.bags:
            bags = []
            for bag in self.bags:
                if any(zone not in zones for zone, _ in bag.slots):
                    bags.append(bag)
                    continue
                if any(len(zones[zone]) < len(self.contents[zone]) for zone, _ in bag.slots):
                    continue
                held = [zones[zone][i] for zone, i in bag.slots]
                kept = list((Counter(bag.items) & Counter(held)).elements())
                spare = list((Counter(held) - Counter(kept)).elements())
                bags.append(Bag(bag.observer, (*kept, *spare[:len(bag.items) - len(kept)]), bag.slots))
            self.bags = tuple(bags)
            self.contents = {zone: tuple(zones[zone]) if zone in zones else self.contents[zone]
                             for zone in {z for bag in bags for z, _ in bag.slots}}

    # ------------------------------------------------------------ internals
    def _check(self, zone: str, items: list[Any]) -> None:
        """A zone changed behind the tracker's back keeps no knowledge."""
        if zone not in self.sizes and zone not in self.contents:
            return  # nothing known of it
        if not self.intact(zone, items):
            self.slots.pop(zone, None)
            self.sizes.pop(zone, None)
            self._set_bags([bag for bag in self.bags if all(z != zone for z, _ in bag.slots)], {})
        elif zone in self.sizes:
            self.sizes[zone] = len(items)  # items appended since are unknown: nothing moves

    def _shift(self, zone: str, move: Callable[[int], int]) -> None:
        slots = self.slots[zone]
        for observer, known in slots.items():
            slots[observer] = {move(i): seen for i, seen in known.items()}

    def _tidy(self, zone: str, size: int) -> None:
        slots = self.slots[zone]
        for observer in [o for o, known in slots.items() if not known]:
            del slots[observer]
        if slots:
            self.sizes[zone] = size
        else:
            del self.slots[zone], self.sizes[zone]

    def _bags_after_removal(self, zone: str, items: list[Any], size: int, index: int, item: Any,
                            slot_seen_by: Observers, item_seen_by: Observers) -> None:
        """The bags over ``zone`` once its slot ``index`` (of ``size``) left with
        ``item``: an observer who saw the item takes it out of the bag (without the
        slot, the bag widens to the whole zone: any slot may have been the one);
        one who saw only the slot keeps a bag it was not in; otherwise the bag goes."""
        bags = []
        for bag in self.bags:
            if all(z != zone for z, _ in bag.slots):
                bags.append(bag)
                continue
            saw_slot = slot_seen_by is None or bag.observer in slot_seen_by
            saw_item = item_seen_by is None or bag.observer in item_seen_by
            inside = (zone, index) in bag.slots
            if saw_item:
                slots = bag.slots if saw_slot else (*bag.slots, *((zone, i) for i in range(size)
                                                                   if (zone, i) not in bag.slots))
                bag = Bag(bag.observer, _take(bag.items, item), slots)
            elif inside or not saw_slot:
                continue
            bags.append(bag.over(tuple((z, i - 1 if z == zone and i > index else i)
                                                 for z, i in bag.slots if (z, i) != (zone, index))))
        self._set_bags(bags, {zone: items})

    def _set_bags(self, bags: Iterable[Bag], changed: Mapping[str, list[Any]]) -> None:
        """Keep ``bags`` (``changed``: the zones just changed, with their items): an
        empty bag goes; identical items over as many slots become known slots."""
        kept = []
        for bag in bags:
            items = bag.items
            if not items:
                continue
            if len(items) == len(bag.slots) and items.count(items[0]) == len(items):
                for zone, i in bag.slots:
                    self.slots.setdefault(zone, {}).setdefault(bag.observer, {})[i] = items[0]
                    self.sizes[zone] = len(changed[zone]) if zone in changed else len(self.contents[zone])
                continue
            kept.append(bag)
        self.bags = tuple(kept)
        self.contents = {zone: tuple(changed[zone]) if zone in changed else self.contents[zone]
                         for zone in {z for bag in kept for z, _ in bag.slots}} if kept else {}

