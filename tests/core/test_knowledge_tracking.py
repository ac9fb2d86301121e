"""The knowledge tracker: known slots follow the items as a zone changes, each
observer keeps only what it saw, and a change made behind its back voids the
zone's knowledge instead of showing a wrong item."""

from __future__ import annotations

from meeple.core.knowledge import EVERYONE, Knowledge


def known(k: Knowledge, items: list[str], observer: int) -> list[str]:
    return [items[i] for i in k.known("deck", items, observer)]


def test_a_card_put_on_top_is_known_where_it_went_and_the_old_top_stays_known() -> None:
    k, deck = Knowledge(), ["a", "b", "c"]
    k.show("deck", deck, [-1], [0])  # seat 0 looked at the top card
    k.insert("deck", deck, len(deck), "x", [1])  # seat 1 puts a card it saw on top
    assert k.known("deck", deck, 0) == [2] and k.known("deck", deck, 1) == [3]
    assert k.remove("deck", deck, -1) == "x"  # drawn: everyone sees the top slot go
    assert k.known("deck", deck, 0) == [2] and k.known("deck", deck, 1) == []
    k.insert("deck", deck, 0, "y", [1])  # under the pile: every known slot moves up
    assert known(k, deck, 0) == ["c"] and known(k, deck, 1) == ["y"]


def test_an_item_seen_leaving_takes_a_known_copy_with_it() -> None:
    k, hand = Knowledge(), ["a", "b", "a"]
    k.show("deck", hand, [0, 1], [0])  # seat 0 knows the first "a" and the "b"
    k.remove("deck", hand, 2, slot_seen_by=(), item_seen_by=None)  # an "a" is shown leaving
    # seat 0 cannot tell which "a" left: it keeps knowing only the "b"
    assert known(k, hand, 0) == ["b"] and hand == ["a", "b"]


def test_an_item_leaving_unseen_makes_its_zone_unknown_to_those_who_did_not_see() -> None:
    k, hand = Knowledge(), ["a", "b", "c"]
    k.show("deck", hand, [0, 1, 2], [0, 1])
    k.remove("deck", hand, 1, slot_seen_by=(), item_seen_by=(1,))
    assert known(k, hand, 0) == [] and known(k, hand, 1) == ["a", "c"]


def test_public_slots_are_declared_for_everyone_and_extra_public_slots_added() -> None:
    k, pile = Knowledge(), ["a", "b", "c"]
    k.show("deck", pile, [0], [EVERYONE])
    k.show("deck", pile, [1], [1])
    zone = k.zone("deck", pile, public=[2])
    assert zone.known_to(None) == {0, 2} and zone.known_to(1) == {0, 1, 2} and zone.known_to(0) == {0, 2}


def test_a_change_behind_the_trackers_back_voids_the_zone() -> None:
    k, deck = Knowledge(), ["a", "b", "c"]
    k.show("deck", deck, [1], [0])
    deck.append("d")  # an item added at the end is simply unknown
    assert k.intact("deck", deck) and known(k, deck, 0) == ["b"]
    deck.pop(0)  # a removal the tracker did not see
    assert not k.intact("deck", deck) and k.known("deck", deck, 0) == []
    assert k.zone("deck", deck).known_to(0) == frozenset()
    k.show("deck", deck, [0], [1])  # the next tracked change starts afresh
    assert k.intact("deck", deck) and known(k, deck, 1) == ["b"] and known(k, deck, 0) == []


def test_renamed_zones_carry_their_knowledge_and_copies_are_independent() -> None:
    k, first, second = Knowledge(), ["a"], ["b", "c"]
    k.show("one", first, [0], [0])
    k.show("two", second, [0, 1], [1])
    k.rename({"one": "two", "two": "one"})  # the contents swapped places
    assert k.known("one", second, 1) == [0, 1] and k.known("two", first, 0) == [0]
    copy = k.copy()
    copy.forget("one")
    assert k.known("one", second, 1) == [0, 1] and copy.known("one", second, 1) == []


def test_reread_takes_the_items_a_new_deal_put_in_known_slots() -> None:
    k, deck = Knowledge(), ["a", "b"]
    k.show("deck", deck, [0], [1])
    deck[0] = "z"  # a determinization re-dealt the slot seat 1 knows
    assert not k.intact("deck", deck)
    k.reread({"deck": deck})
    assert known(k, deck, 1) == ["z"]
