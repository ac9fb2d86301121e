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
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from meeple.core.state import Zone

EVERYONE = -1
"""The observer for what was shown to all seats and spectators (``Zone.public``)."""

Observers = Collection[int] | None
"""Seats (or :data:`EVERYONE`); ``None`` stands for every observer."""


class Knowledge:
    """Per zone name, per observer, the known slots and the item each holds.

    ``slots[zone][observer]`` maps a slot index to the item seen there;
    ``sizes[zone]`` is the zone's length at the last change made through here
    (items appended since then are nobody's knowledge)."""

    __slots__ = ("slots", "sizes")

    def __init__(self) -> None:
        self.slots: dict[str, dict[int, dict[int, Any]]] = {}
        self.sizes: dict[str, int] = {}

    def copy(self) -> Knowledge:
        other = Knowledge.__new__(Knowledge)
        other.slots = {zone: {observer: dict(known) for observer, known in observers.items()}
                       for zone, observers in self.slots.items()}
        other.sizes = dict(self.sizes)
        return other

    # ------------------------------------------------------------ reading
    def intact(self, zone: str, items: list[Any]) -> bool:
        """Does ``items`` still agree with what was tracked (no removal, insertion
        or replacement made without telling)?"""
        observers = self.slots.get(zone)
        if observers is None:
            return True
        if len(items) < self.sizes[zone]:
            return False
        return all(items[i] == item for known in observers.values() for i, item in known.items())

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

    # ------------------------------------------------------------ changes
    def show(self, zone: str, items: list[Any], indexes: Iterable[int], observers: Iterable[int]) -> None:
        """``observers`` are shown the items at ``indexes``."""
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

    def insert(self, zone: str, items: list[Any], index: int, item: Any, observers: Iterable[int] = ()) -> None:
        """Put ``item`` into ``items`` at ``index`` (everyone sees where: on top,
        at the bottom), shown to ``observers``."""
        self._check(zone, items)
        index = min(index, len(items))
        items.insert(index, item)
        if zone in self.slots:
            self._shift(zone, lambda i: i + 1 if i >= index else i)
            self.sizes[zone] = len(items)
        observers = list(observers)
        if observers:
            self.show(zone, items, [index], observers)

    def remove(self, zone: str, items: list[Any], index: int, slot_seen_by: Observers = None,
               item_seen_by: Observers = ()) -> Any:
        """Take the item at ``index`` out of ``items`` and return it.  ``slot_seen_by``
        saw which slot it left, ``item_seen_by`` saw the item (see the module's text)."""
        self._check(zone, items)
        index = index if index >= 0 else len(items) + index
        item = items.pop(index)
        slots = self.slots.get(zone)
        if not slots:
            return item
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
        return item

    def forget(self, zone: str, observers: Observers = None) -> None:
        """``observers`` (everyone when None) no longer know anything of ``zone``
        (it was shuffled, or changed unseen)."""
        slots = self.slots.get(zone)
        if slots is None:
            return
        for observer in list(slots) if observers is None else observers:
            slots.pop(observer, None)
        self._tidy(zone, self.sizes[zone])

    def rename(self, moves: Mapping[str, str]) -> None:
        """Whole zones' contents changed place (``old name -> new name``, as when
        packs are passed on): what was known of each follows it."""
        slots = {old: self.slots.pop(old) for old in moves if old in self.slots}
        sizes = {old: self.sizes.pop(old) for old in slots}
        for old, observers in slots.items():
            self.slots[moves[old]] = observers
            self.sizes[moves[old]] = sizes[old]

    def reread(self, zones: Mapping[str, list[Any]]) -> None:
        """After a re-deal (determinization): each known slot now holds whatever
        the new deal put there, as seen by the observer who knows the slot."""
        for zone, observers in self.slots.items():
            items = zones.get(zone, [])
            for known in observers.values():
                for i in known:
                    known[i] = items[i]

    # ------------------------------------------------------------ internals
    def _check(self, zone: str, items: list[Any]) -> None:
        """A zone changed behind the tracker's back keeps no knowledge."""
        if not self.intact(zone, items):
            del self.slots[zone], self.sizes[zone]
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
