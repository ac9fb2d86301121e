"""The tenth rules audit of Seasons (issue 10), cards 1-50: each base card compared with its
text, the rulebooks and BGA's implementation; each difference found a bug is replayed here on
a table set by hand (docs/seasons.md, "Tenth audit, cards 1-50")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, table

AMSUG_LONGNECK, AMULET_OF_EARTH, PURSE_OF_IO = 17, 3, 8


def test_amsug_longneck_has_the_opponents_return_their_items_before_its_summoner() -> None:
    # card 17: "each player" returns a magic item; the rules give no order, BGA asks the seats
    # from the summoner's left and the summoner last.  Before, the summoner chose first
    s, p, q = table(3)
    r = (q + 1) % 3
    for seat in (p, q, r):
        put(s, seat, AMULET_OF_EARTH)
    give_hand(s, p, AMSUG_LONGNECK)
    s.energy[p] = [1, 1, 0, 0]
    s = restored(s)
    s.apply(f"summon:{AMSUG_LONGNECK}")
    asked = []
    while s.decision is not None and s.decision.kind == "return":
        asked.append(s.decision.player)
        s.apply(s.legal_actions()[0].id)
    assert asked == [q, r, p]
    assert all(AMULET_OF_EARTH in s.hands[seat] for seat in (p, q, r))


TREE_OF_LIGHT, HEART_OF_ARGOS = 32, 101


def test_the_tree_of_light_may_discard_an_energy_when_transmuting_is_already_allowed() -> None:
    # card 32 sets no condition on its second way (BGA offers it whenever an energy is there);
    # used as the turn's first activation it still feeds a Heart of Argos (card 101).  Before,
    # a seat already allowed to transmute could not use it that way
    s, p, _ = table(enchanted_kingdom=True)
    put(s, p, TREE_OF_LIGHT, HEART_OF_ARGOS)
    s.energy[p] = [0, 0, 1, 0]
    s.may_transmute = True
    s = restored(s)
    assert "act:0:t2" in {a.id for a in s.legal_actions()}
    s.apply("act:0:t2")
    assert s.energy[p] == [0, 0, 0, 0] and s.may_transmute
    assert s.play[p][1][2] == 1  # the earth on the Heart


HAND_OF_FORTUNE, DIVINE_CHALICE, ELEMENTAL_AMULET = 20, 9, 31


def summons(s: object, cid: int) -> set[str]:
    return {a.id for a in s.legal_actions() if a.id.startswith(f"summon:{cid}")}  # type: ignore[attr-defined]


def test_a_hand_of_fortune_always_takes_its_energy_off() -> None:
    # card 20: the cost "is reduced" (not "may be"), and BGA offers only the reduced costs with
    # every Hand used (`argSummonVariableCost`).  Before, the full cost and a single Hand of two
    # were offered too
    s, p, _ = table()
    put(s, p, HAND_OF_FORTUNE)
    give_hand(s, p, AMULET_OF_EARTH, DIVINE_CHALICE)
    s.energy[p] = [2, 2, 2, 2]
    s = restored(s)
    assert summons(s, AMULET_OF_EARTH) == {"summon:3:r3"}
    put(s, p, HAND_OF_FORTUNE)
    s = restored(s)
    ways = summons(s, DIVINE_CHALICE)
    assert ways and all(len(way.split(":r")[1]) == 2 for way in ways)  # two energies off, never one
    s.apply("summon:9:r01")
    assert s.energy[p] == [2, 2, 1, 1]


def test_a_hand_of_fortune_frees_one_of_the_elemental_amulets_energies_when_two_are_paid() -> None:
    # card 31 with card 20 (FAQ: one paid energy then unlocks two effects): the Hand applies
    # whenever it can (at least one energy still paid).  Before, paying both was offered too
    s, p, _ = table()
    put(s, p, HAND_OF_FORTUNE)
    give_hand(s, p, ELEMENTAL_AMULET)
    s.energy[p] = [1, 1, 0, 0]
    s = restored(s)
    ways = summons(s, ELEMENTAL_AMULET)
    assert "summon:31:m1" in ways and "summon:31:m3" not in ways and "summon:31:m3f1" in ways
