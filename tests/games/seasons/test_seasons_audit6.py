"""The sixth fresh rules audit of Seasons (issue 10, last item): each finding reproduced on
a table set by hand and carried through a position (docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import put, restored, table

from meeple.core import Decision
from meeple.core.state import RULES
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.turn import start_turn

BALANCE_OF_ISHTAR, THIEVING_FAIRIES, DIE_OF_MALICE, IOS_MINION, DRAGONSOUL, TREE_OF_LIGHT = 5, 41, 15, 218, 201, 32


def test_the_thieving_fairies_toll_is_not_paid_out_of_the_activations_own_crystals() -> None:
    # card 41 FAQ: an opponent without crystals may still activate, the Fairies' owner then gets
    # only the bank's crystal; the toll is owed for using the card (BGA takes it first).  Before,
    # it was taken after the effect, out of the 9 crystals the Balance of Ishtar had just given
    s, p, q = table()
    put(s, p, BALANCE_OF_ISHTAR)
    put(s, q, THIEVING_FAIRIES)
    s.energy[p] = [3, 0, 0, 0]
    s = restored(s)
    s.apply("act:0:0")
    assert (s.crystals[p], s.crystals[q]) == (9, 1)


def at_pre_die(s: SeasonsState, p: int) -> SeasonsState:
    """The same table at the start of ``p``'s turn, before the season die resolves."""
    s.stack.clear()
    start_turn(s, Decision("start_turn", RULES, {"p": p}), None)
    s._legal = None
    return restored(s)


def test_the_die_of_malice_pays_the_fairies_before_its_two_crystals() -> None:
    # card 15 is an activation (card 41: its toll first); before, a seat at 0 crystals paid
    # 1 of the Malice's 2 crystals to the Fairies' owner
    s, p, q = table()
    put(s, p, DIE_OF_MALICE)
    put(s, q, THIEVING_FAIRIES)
    s = at_pre_die(s, p)
    assert s.decision is not None and s.decision.kind == "pre_die"
    before = s.crystals[p]
    s.apply("malice")
    assert s.crystals[q] == 1
    assert s.crystals[p] >= before + 2


def test_an_ios_minion_passed_to_the_fairies_owner_still_pays_its_toll() -> None:
    # PoD 18/20: the Minion's new owner receives no crystal, but the toll is owed for using the
    # Minion, before it is passed: its receiver, the Fairies' owner, still had no Minion then.
    # Before, the toll came after the pass and the Fairies' owner received nothing
    s, p, q = table(expansion="path-of-destiny")
    put(s, p, IOS_MINION)
    put(s, q, THIEVING_FAIRIES)
    s.energy[p] = [1, 0, 0, 0]
    s.crystals[p] = 5
    s = restored(s)
    s.apply("act:0")
    assert [c[0] for c in s.play[q]] == [THIEVING_FAIRIES, IOS_MINION]
    assert (s.crystals[p], s.crystals[q]) == (4, 2)


def test_the_fairies_toll_leaves_an_activations_crystal_cost_aside() -> None:
    # the rule call kept (docs/seasons.md): the Dragonsoul's 1 crystal is paid first, so a seat
    # with 1 crystal gives the Fairies nothing (their owner gets the bank's crystal)
    s, p, q = table(expansion="path-of-destiny")
    put(s, p, DRAGONSOUL, TREE_OF_LIGHT)
    s.play[p][1][1] = 1  # the Tree of Light is turned
    put(s, q, THIEVING_FAIRIES)
    s.crystals[p] = 1
    s = restored(s)
    s.apply("act:0:1")
    assert s.play[p][1][1] == 0
    assert (s.crystals[p], s.crystals[q]) == (0, 1)


DIAL_OF_COLOF, AMULET_OF_EARTH, TITUS_DEEPGAZE, WONDROUS_CHEST = 206, 3, 39, 13


def test_the_dial_of_colof_counts_the_cards_in_play_at_its_owners_end_of_round() -> None:
    # PoD 6/20 and "Ordre de résolution des effets de fin de manche": the Dial is an end-of-round
    # effect of its owner, the first player here, who has as many cards in play as the opponent
    # then (2 and 2): no reroll.  Before, it was asked after every seat's effects, once the
    # opponent's Titus Deepgaze (the owner had no crystal for it) had left play
    s, p, q = table(expansion="path-of-destiny", enchantment=0)
    s.first = p
    put(s, p, DIAL_OF_COLOF, AMULET_OF_EARTH)
    put(s, q, TITUS_DEEPGAZE, AMULET_OF_EARTH)
    s.stack.clear()
    s.push("end_round", RULES)
    s._legal = None
    s.settle()
    s = restored(s)
    assert [c[0] for c in s.play[q]] == [AMULET_OF_EARTH]  # Titus went
    assert s.decision is not None and s.decision.kind == "die"  # the next round: no Dial asked


def test_the_dial_of_colof_is_ordered_among_its_owners_end_of_round_effects() -> None:
    # its owner orders it with its other end-of-round effects (here the Wondrous Chest's)
    s, p, _ = table(expansion="path-of-destiny", enchantment=0)
    s.first = p
    put(s, p, DIAL_OF_COLOF, WONDROUS_CHEST)
    s.stack.clear()
    s.push("end_round", RULES)
    s._legal = None
    s.settle()
    s = restored(s)
    assert s.decision is not None and s.decision.player == p
    assert sorted(a.id for a in s.legal_actions()) == [f"eor:{WONDROUS_CHEST}", f"eor:{DIAL_OF_COLOF}"]
    s.apply(f"eor:{DIAL_OF_COLOF}")
    assert sorted(a.id for a in s.legal_actions()) == ["dial:no", "dial:yes"]
