"""Content data: counts from the rulebook, the numbers its examples give, text in both languages."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from path_helpers import T

from meeple.core.i18n import has, render
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.text import ability_msg


def count(origin: str) -> int:
    return sum(C.copies(t) for t in C.CARDS if t.origin == origin)


def test_component_counts() -> None:
    assert sum(C.copies(t) for t in C.CARDS) == 264
    assert count("starter") + count("advisor") == 34
    assert count("realm") == 132
    assert count("upgrade") == 98
    realm = Counter()
    for t in C.CARDS:
        if t.origin == "realm":
            realm[t.home] += C.copies(t)
    assert sorted(realm.values()) == [33, 33, 33, 33]
    factions = {t.faction for t in C.CARDS if t.origin == "upgrade"}
    assert factions == set(C.FACTIONS)  # five upgrade decks
    assert len(C.ALLIES) == 9
    assert len(C.STRUCTURE_DATA) == 20
    assert C.MAX_DICE == 16 and len(C.DIE_FACES) == 6


def test_rulebook_numbers() -> None:
    tf, sc, sw = (C.CARDS[T[n]] for n in ("trusted-follower", "steadfast-conscript", "sellsword"))
    assert (tf.labor, tf.promote_cost, C.CARDS[tf.promote_to].id) == (2, 2, "trusted-loyalist")
    assert C.copies(tf) == 16 and C.copies(sc) == 12  # 4 and 3 for each of four players
    assert sc.strength == 2 and sc.defend
    assert sw.strength == 3 and any(a.when == "conquer" and a.effect == "reroll" for a in sw.abilities)
    assert C.CARDS[T["harbor-trader.river"]].labor == 2 and C.CARDS[T["harbor-trader.river"]].faction == "halax"
    assert C.CARDS[T["wandering-one.vale"]].promote_cost == 6 and C.CARDS[T["wandering-one.vale"]].promote_to == -2
    legendary = [C.CARDS[t] for t in C.LEGENDARY]
    assert all(2 <= c.labor <= 6 and 2 <= c.strength <= 6 for c in legendary)
    # the Wandering One has the best stats of the realm cards
    realm = [t for t in C.CARDS if t.origin == "realm" and t.faction != "numerai"]
    assert all(t.labor <= 3 and t.strength <= 3 for t in realm)
    costs = {s.level: s.cost for s in C.STRUCTURE_DATA}
    assert costs == {1: 4, 2: 6, 3: 8, 4: 10}
    mercenary = next(s for s in C.STRUCTURE_DATA if s.id == "mercenary-reserves")
    assert (mercenary.tree, mercenary.level, mercenary.cost) == ("halax", 2, 6)
    for board in C.BOARDS.values():
        d = {p.id: p.defense for p in board.provinces}
        assert d["pilgrimwalk"] == 7 and d["queenskeep"] == 12 and d["aramek"] == 9
    assert len(C.ADVISORS) == 6


@pytest.mark.parametrize("side", sorted(C.BOARDS))
def test_board_side(side: str) -> None:
    board = C.BOARDS[side]
    assert len(board.provinces) == 12
    per_realm = Counter((p.realm, p.kind) for p in board.provinces)
    assert set(per_realm.values()) == {1} and len(per_realm) == 12  # one Village, City, Stronghold per realm
    assert len(board.villages) == 4
    for p in board.provinces:
        for q in p.adjacent:
            assert p.index in board.provinces[q].adjacent  # adjacency is symmetric
    # every province reachable
    seen, todo = {0}, [0]
    while todo:
        for q in board.moves[todo.pop()]:
            if q not in seen:
                seen.add(q)
                todo.append(q)
    assert len(seen) == 12


def test_every_text_exists_in_both_languages() -> None:
    named = [t.id for t in C.CARDS] + [s.id for s in C.STRUCTURE_DATA] + [a.id for a in C.ALLIES]
    named += [p.id for b in C.BOARDS.values() for p in b.provinces] + list(C.BOARDS)
    keys = [f"path-of-light-and-shadow.component.{name}" for name in named]
    keys += [f"path.sfx.{s.effect}" for s in C.STRUCTURE_DATA]
    keys += [f"path.afx.{a.effect}" for a in C.ALLIES] + [f"path.cond.{a.condition}" for a in C.ALLIES]
    for key in keys:
        assert has(key), key
        for lang in ("fr", "en"):
            assert render(key, {"n": 1}, lang)
    for t in C.CARDS:
        for a in t.abilities:
            assert ability_msg(a).text("fr") and ability_msg(a).text("en")


def test_every_entry_has_provenance() -> None:
    for t in C.CARDS:
        assert t.data.provenance
    for s in C.STRUCTURE_DATA:
        assert s.provenance
    for a in C.ALLIES:
        assert a.provenance


def test_malformed_content_is_rejected(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = json.loads((C._DIR / "cards.json").read_text())
    data["cards"][0]["abilities"] = [{"when": "play", "effect": "teleport", "value": 1}]
    (tmp_path / "cards.json").write_text(json.dumps(data))
    monkeypatch.setattr(C, "_DIR", tmp_path)
    with pytest.raises(ValueError, match=r"(?s)cards.json.*cards.0.abilities.*teleport"):
        C._load("cards.json", C.CardsFile)
