"""A world a search only plays on keeps no knowledge (issue 9, speed): after
``Knowledge.stop`` (``State.drop_knowledge``) the zones still change exactly as
before, but nothing is known of them and nothing is learnt."""

from __future__ import annotations

import random

from helpers import new
from meeple.core.knowledge import EVERYONE, Knowledge


def test_a_stopped_tracker_makes_the_same_changes_and_knows_nothing() -> None:
    k, pack, drafted, pile = Knowledge(), ["a", "b", "c"], ["x"], ["p", "q"]
    k.show("pack", pack, [0, 1, 2], [0])
    k.move("pack", pack, 1, "drafted", drafted, 1, seen_by=(1,))  # seat 0 now holds a bag
    k.show("pile", pile, [-1], [EVERYONE])
    assert k.bags and k.known("pile", pile, EVERYONE) == [1]
    k.stop()
    other = k.copy()
    assert not other.tracking and not other.bags and other.zones() == set()
    for tracker in (k, other):
        pack_, drafted_, pile_ = list(pack), list(drafted), list(pile)
        assert tracker.move("pack", pack_, 0, "drafted", drafted_, 0, seen_by=(1,)) == "a"
        tracker.insert("pile", pile_, 0, "r", observers=(0,))
        assert tracker.remove("pile", pile_, -1) == "q"
        tracker.show("pack", pack_, [0], [0, 1])
        tracker.rename({"pack": "drafted", "drafted": "pack"})
        assert (pack_, drafted_, pile_) == (["c"], ["a", "x", "b"], ["r", "p"])
        assert tracker.zones() == set() and tracker.bags_of(0, {"pack": pack_}.__getitem__) == []
        assert tracker.zone("pile", pile_).known_to(0) == set()


def test_a_world_dropping_its_knowledge_plays_on_the_same() -> None:
    state = new("seasons", 2, 4, {})
    for _ in range(2):  # the first packs passed: each seat knows the pack it passed
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    world = state.determinize(seat, random.Random(1))
    kept = world.copy()
    world.drop_knowledge()
    assert world.known_bags(seat) == [] and world.knowledge.zones() == set()
    unseen = {zone.name for zone in kept.hidden_zones() if seat not in zone.seen_by}
    shown = [name for name, value in kept.view(seat)["hidden"].items() if name in unseen and isinstance(value, list)]
    assert shown and not any(isinstance(world.view(seat)["hidden"][name], list) for name in shown)
    rng_a, rng_b = random.Random(2), random.Random(2)
    while not world.is_over and world.phase != "main":
        legal, legal_kept = world.legal_actions(), kept.legal_actions()
        assert [a.id for a in legal] == [a.id for a in legal_kept]
        action = legal[rng_a.randrange(len(legal))].id
        assert legal_kept[rng_b.randrange(len(legal_kept))].id == action
        world.apply(action)
        kept.apply(action)
    assert world.hands == kept.hands and world.deck == kept.deck and world.drafted == kept.drafted


def test_a_game_without_a_tracker_has_nothing_to_drop() -> None:
    state = new("paladins-of-the-west-kingdom", 2, 1, {})
    before = state.view(0)
    state.drop_knowledge()
    assert state.view(0) == before
