"""One case per coded power card, each checking that card's own numbers, driven
through ``state.apply`` (the table is set by hand first)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from seasons_helpers import answer, at_main, give_hand, put, stack_top

from helpers import ids, new, seat
from meeple.core.state import RULES
from meeple.games.seasons.content import load
from meeple.games.seasons.state import SeasonsState

Case = Callable[[], None]
CASES: dict[int, Case] = {}


def case(cid: int) -> Callable[[Case], Case]:
    def deco(fn: Case) -> Case:
        CASES[cid] = fn
        return fn
    return deco


def ready(*hand: int, energy: tuple[int, int, int, int] = (0, 0, 0, 0), crystals: int = 0, gauge: int = 15,
          players: int = 2) -> tuple[SeasonsState, int]:
    s = at_main(players, 3)
    p = seat(s)
    give_hand(s, p, *hand)
    s.energy[p] = list(energy)
    s.crystals[p] = crystals
    s.gauge[p] = gauge
    return s, p


def summon(s: SeasonsState, cid: int) -> None:
    s.apply(f"summon:{cid}")


@case(1)
def _amulet_air() -> None:
    s, p = ready(1, energy=(2, 0, 0, 0), gauge=3)
    summon(s, 1)
    assert s.gauge[p] == 5 and s.energy[p] == [0, 0, 0, 0]


@case(2)
def _amulet_fire() -> None:
    s, p = ready(2, energy=(0, 0, 2, 0))
    stack_top(s, 3, 22, 29, 1)
    summon(s, 2)
    assert sorted(ids(s)) == ["take:1", "take:22", "take:29", "take:3"]
    s.apply("take:22")
    assert 22 in s.hands[p] and s.discard[-3:] and not s.looks[p]
    assert sorted(s.discard[-3:]) == [1, 3, 29]


@case(3)
def _amulet_earth() -> None:
    s, p = ready(3, energy=(0, 0, 0, 2))
    summon(s, 3)
    assert s.crystals[p] == 9


@case(4)
def _amulet_water() -> None:
    s, p = ready(4, 3, energy=(0, 2, 0, 0))
    summon(s, 4)
    answer(s, "gain:3", "gain:3", "gain:0", "gain:0")
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][3:] == [2, 0, 0, 2]  # on the card, not the reserve
    summon(s, 3)  # its earth pays the Amulet of Earth
    assert s.crystals[p] == 9 and s.play[p][0][3:] == [2, 0, 0, 0]
    s.may_transmute = True
    s._legal = None
    s.apply("tr:0")  # and it can be transmuted
    assert s.crystals[p] == 10 and s.play[p][0][2] == 1


@case(5)
def _ishtar() -> None:
    s, p = ready(5, energy=(0, 3, 0, 0), crystals=2)
    summon(s, 5)
    assert s.crystals[p] == 0
    s.energy[p] = [0, 3, 0, 0]
    s._legal = None
    s.apply("act:0:1")
    assert s.crystals[p] == 9 and s.energy[p] == [0, 0, 0, 0]


@case(6)
def _staff_spring() -> None:
    s, p = ready(6, 3, energy=(0, 0, 0, 5))
    summon(s, 6)
    assert s.crystals[p] == 0  # not for itself
    summon(s, 3)
    assert s.crystals[p] == 9 + 3


@case(7)
def _boots() -> None:
    s, _p = ready(7)
    summon(s, 7)
    assert "boots:-1" not in ids(s)  # the first space of year I: no way back
    s.apply("boots:+3")
    assert s.month == 3 and s.season == 1


@case(8)
def _purse() -> None:
    s, p = ready(8, energy=(1, 0, 1, 1))
    summon(s, 8)
    s.may_transmute = True
    s._legal = None
    s.apply("tr:3")  # winter earth: 3, +1 from the Purse
    assert s.crystals[p] == 4


@case(9)
def _divine_chalice() -> None:
    s, p = ready(9, energy=(1, 1, 1, 1))
    stack_top(s, 29, 22, 1, 3)
    summon(s, 9)
    s.apply("take:29")
    assert [c[0] for c in s.play[p]] == [9, 29] and s.crystals[p] == 20
    assert sorted(s.discard[-3:]) == [1, 3, 22]


@case(10)
def _syllas() -> None:
    s, p = ready(10, energy=(0, 0, 3, 0))
    q = 1 - p
    put(s, q, 22, 29)
    summon(s, 10)
    assert s.decision is not None and s.decision.player == q
    s.apply("sac:0")
    assert [c[0] for c in s.play[q]] == [29] and s.discard[-1] == 22


@case(11)
def _figrim() -> None:
    s, p = ready(players=3)
    put(s, p, 11)
    for q in range(3):
        s.crystals[q] = 5
    from meeple.games.seasons.track import move_marker
    move_marker(s, 3)
    assert s.crystals[p] == 7 and sorted(s.crystals) == [4, 4, 7]


@case(12)
def _naria() -> None:
    s, p = ready(12, crystals=3, players=3)
    stack_top(s, 1, 2, 3)
    summon(s, 12)
    s.apply("take:2")
    order = [(p + 1) % 3, (p + 2) % 3]
    s.apply("give:3")
    s.apply("give:1")
    assert 2 in s.hands[p] and s.hands[order[0]][-1] == 3 and s.hands[order[1]][-1] == 1


def _end_round_only(s: SeasonsState) -> None:
    from meeple.core import Decision
    from meeple.games.seasons.track import end_of_round_effects
    end_of_round_effects(s, Decision("eor", RULES, {"p": seat(s)}), None)


@case(13)
def _chest() -> None:
    s, p = ready(energy=(2, 2, 0, 0))
    put(s, p, 13)
    _end_round_only(s)
    assert s.crystals[p] == 3


@case(14)
def _horn() -> None:
    s, p = ready(energy=(1, 0, 0, 0))
    put(s, p, 14)
    _end_round_only(s)
    assert s.stack[-1].kind == "gain"
    s.apply("gain:2")
    assert s.energy[p] == [1, 0, 1, 0]


@case(16)
def _kairn() -> None:
    s, p = ready(energy=(0, 1, 0, 0))
    put(s, p, 16)
    s.crystals[1 - p] = 6
    s.apply("act:0:1")
    assert s.crystals[1 - p] == 2 and s.energy[p] == [0, 0, 0, 0]


@case(17)
def _amsug() -> None:
    s, p = ready(17, energy=(1, 1, 0, 0))
    q = 1 - p
    put(s, p, 3)
    put(s, q, 29, 10)
    summon(s, 17)
    assert s.decision is not None and s.decision.player == q  # the opponents first (BGA)
    assert ids(s) == ["back:0"]  # a familiar cannot go back
    s.apply("back:0")
    assert s.decision is not None and s.decision.player == p  # the summoner last
    s.apply("back:0")
    assert 3 in s.hands[p] and 29 in s.hands[q]


@case(18)
def _grimoire() -> None:
    s, p = ready(18, energy=(0, 1, 0, 1))
    summon(s, 18)
    answer(s, "gain:0", "gain:0")
    s.energy[p] = [3, 3, 3, 0]
    s._legal = None
    s.apply("end")
    assert s.decision is not None and s.decision.kind != "lose"  # 9 tokens fit under 10


@case(19)
def _helm() -> None:
    s, p = ready()
    put(s, p, 19, 22)
    put(s, 1 - p, 29)
    assert s.breakdown()[p]["effects"] == 20
    put(s, 1 - p, 3)
    assert s.breakdown()[p]["effects"] == 0


@case(20)
def _fortune() -> None:
    s, p = ready(3, energy=(0, 0, 0, 1))
    put(s, p, 20)
    assert "summon:3:r3" in ids(s) and "summon:3" not in ids(s)
    s.apply("summon:3:r3")
    assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 9


@case(21)
def _lewis() -> None:
    s, p = ready(21, energy=(1, 0, 1, 0))
    s.energy[1 - p] = [0, 2, 0, 1]
    summon(s, 21)
    s.apply(f"opp:{1 - p}")
    assert s.energy[p] == [0, 2, 0, 1] and s.energy[1 - p] == [0, 2, 0, 1]


@case(22)
def _cube() -> None:
    s, p = ready(22, crystals=20)
    summon(s, 22)
    assert s.crystals[p] == 0 and s.breakdown()[p]["cards"] == 30


@case(23)
def _potion_power() -> None:
    s, p = ready(gauge=3)
    put(s, p, 23)
    s.apply("act:0")
    assert s.gauge[p] == 5 and len(s.hands[p]) == 1 and not s.play[p]


@case(24)
def _potion_dreams() -> None:
    s, p = ready(22, energy=(1, 1, 0, 0), gauge=1)
    put(s, p, 24)
    s.apply("act:0:22")
    assert [c[0] for c in s.play[p]] == [22] and s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 0


@case(25)
def _potion_knowledge() -> None:
    s, p = ready()
    put(s, p, 25)
    s.apply("act:0")
    answer(s, "gain:0", "gain:1", "gain:2", "gain:3", "gain:3")
    assert s.energy[p] == [1, 1, 1, 2]


@case(26)
def _potion_life() -> None:
    s, p = ready(energy=(2, 1, 0, 0))
    put(s, p, 26)
    s.apply("act:0")
    assert s.crystals[p] == 12 and s.energy[p] == [0, 0, 0, 0]


@case(27)
def _hourglass() -> None:
    s, p = ready()
    put(s, p, 27)
    from meeple.games.seasons.track import move_marker
    move_marker(s, 3)
    assert s.stack[-1].kind == "gain" and s.stack[-1].player == p


@case(28)
def _scepter() -> None:
    s, p = ready(28, energy=(1, 1, 1, 1))
    put(s, p, 3, 22, 10)
    summon(s, 28)
    assert s.crystals[p] == 6  # 2 other magic items (the familiar does not count)


@case(29)
def _olaf() -> None:
    s, p = ready(29, energy=(0, 3, 0, 0))
    summon(s, 29)
    assert s.crystals[p] == 20


@case(30)
def _vase() -> None:
    s, _p = ready(30, 3, energy=(0, 1, 1, 3))
    summon(s, 30)
    assert s.decision is not None and s.decision.kind == "main"
    summon(s, 3)
    assert s.stack[-1].kind == "gain"


@case(32)
def _tree() -> None:
    s, p = ready(energy=(1, 0, 0, 0), crystals=3)
    put(s, p, 32)
    assert "act:0:buy" in ids(s) and "act:0:t0" in ids(s)
    s.apply("act:0:t0")
    assert s.may_transmute and s.energy[p] == [0, 0, 0, 0]


@case(33)
def _leech() -> None:
    s, p = ready(3, energy=(0, 0, 0, 2))
    put(s, 1 - p, 33)
    assert "summon:3" not in ids(s)  # a crystal is needed for the toll
    s.crystals[p] = 1
    s._legal = None
    summon(s, 3)
    assert s.crystals[1 - p] == 1 and s.crystals[p] == 9


@case(36)
def _crown() -> None:
    s, _p = ready(36, 22, energy=(1, 1, 0, 0))
    summon(s, 36)
    s.apply("crown:discard")
    s.apply("hand:22")
    assert s.stack[-1].kind == "gain" and s.stack[-1].data["n"] == 30


@case(37)
def _skull() -> None:
    s, p = ready()
    put(s, p, 37, 22, 29)
    s.apply("act:0")
    answer(s, "sac:2", "sac:1", "sac:0")
    assert s.crystals[p] == 15 and not s.play[p]


@case(38)
def _demon() -> None:
    s, p = ready(38, energy=(1, 1, 1, 1))
    s.gauge[1 - p] = 4
    summon(s, 38)
    assert s.gauge[1 - p] == 3 and len(s.hands[1 - p]) == 1


@case(39)
def _titus() -> None:
    s, p = ready(players=3)
    put(s, p, 39)
    s.crystals[(p + 1) % 3] = 2
    _end_round_only(s)
    assert s.crystals[p] == 1 and not s.play[p]  # one opponent had nothing: Titus goes


@case(40)
def _air_elemental() -> None:
    s, p = ready(40, energy=(3, 0, 0, 0))
    s.energy[1 - p] = [0, 1, 2, 1]
    summon(s, 40)
    assert s.energy[1 - p] == [4, 0, 0, 0]


@case(41)
def _fairies() -> None:
    s, p = ready(crystals=2)
    put(s, p, 43)
    put(s, 1 - p, 41)
    s.apply("act:0")
    assert s.crystals[1 - p] == 2 and s.crystals[p] == 1


@case(42)
def _cursed() -> None:
    s, p = ready(42, energy=(0, 1, 0, 0), gauge=3)
    summon(s, 42)
    answer(s, "gain:0", "gain:0")
    assert s.crystals[p] == 10 and s.gauge[p] == 4 and s.energy[p] == [2, 0, 0, 0]
    assert s.breakdown()[p]["cards"] == -10


@case(43)
def _idol() -> None:
    s, p = ready(43, energy=(1, 1, 1, 1))
    put(s, p, 10, 21)
    summon(s, 43)
    assert s.crystals[p] == 10
    s.apply("act:2")
    assert s.crystals[p] == 12


@case(44)
def _kriss() -> None:
    s, p = ready(10)
    put(s, p, 44)
    s.apply("act:0:h10")
    assert 10 not in s.hands[p] and s.stack[-1].data["n"] == 4


@case(45)
def _lantern() -> None:
    s, p = ready(energy=(1, 2, 0, 1))
    put(s, p, 45)
    assert s.breakdown()[p]["effects"] == 12


@case(46)
def _sealed_chest() -> None:
    s, p = ready()
    put(s, p, 46, 22)
    assert s.breakdown()[p]["effects"] == 20
    put(s, p, 10)
    assert s.breakdown()[p]["effects"] == 0


@case(47)
def _mirror() -> None:
    s, p = ready(energy=(2, 0, 0, 0), crystals=2)
    put(s, p, 47)
    s.apply("act:0:032")
    assert s.energy[p] == [0, 0, 0, 2] and s.crystals[p] == 0


@case(48)
def _pendant() -> None:
    s, p = ready(48, energy=(1, 1, 1, 0))
    put(s, p, 22, 29)
    summon(s, 48)
    assert s.stack[-1].kind == "gain" and s.stack[-1].data["n"] == 2


@case(49)
def _sid() -> None:
    s, p = ready(49, energy=(0, 0, 0, 1), crystals=9)
    s.crystals[1 - p] = 3
    summon(s, 49)
    assert s.crystals[p] == 12 and s.crystals[1 - p] == 0


@case(201)
def _dragonsoul() -> None:
    s, p = ready(crystals=1)
    put(s, p, 201, 43)
    s.apply("act:1")
    assert "act:0:1" in ids(s)
    s.apply("act:0:1")
    assert s.play[p][1][1] == 0 and s.crystals[p] == 0


@case(202)
def _magma() -> None:
    s, p = ready(3, energy=(0, 0, 0, 2))
    put(s, 1 - p, 202)
    summon(s, 3)
    assert s.energy[1 - p][2] == 1
    s2, p2 = ready()
    put(s2, p2, 202)
    s2.apply("act:0")
    assert s2.energy[p2][2] == 3 and not s2.play[p2]


@case(204)
def _ancients() -> None:
    s, p = ready(energy=(1, 1, 0, 0), gauge=2)
    put(s, p, 204)
    s.apply("act:0:0")  # transmute at 4 each, then (chosen after it) gauge +2
    assert sorted(ids(s)) == ["ancients:draw", "ancients:energy", "ancients:gauge"]
    s.apply("ancients:gauge")
    assert s.crystals[p] == 8 and s.gauge[p] == 4 and not s.play[p]


@case(205)
def _fountain() -> None:
    s, p = ready()
    put(s, p, 205)
    _end_round_only(s)
    assert s.crystals[p] == 3


@case(206)
def _dial() -> None:
    s, p = ready(206, energy=(0, 1, 1, 1), gauge=2)
    summon(s, 206)
    assert s.gauge[p] == 4
    from meeple.core import Decision
    from meeple.games.seasons.track import end_of_round_effects
    s.stack.clear()
    end_of_round_effects(s, Decision("eor", RULES, {"p": p}), None)
    assert s.stack[-1].kind == "choice" and s.stack[-1].data["why"] == "dial"


@case(210)
def _replicator() -> None:
    s, p = ready(energy=(0, 1, 0, 0))
    put(s, p, 210)
    s.apply("act:0")
    assert [c[0] for c in s.play[p]] == [210, 222] and s.replicas == 9
    assert s.breakdown()[p]["cards"] == 14


@case(211)
def _harp() -> None:
    s, p = ready(energy=(0, 0, 2, 0), gauge=4)
    put(s, p, 211)
    s.apply("act:0:2")
    assert s.crystals[p] == 3 and s.gauge[p] == 5


@case(212)
def _ring() -> None:
    s, p = ready()
    put(s, p, 212)
    from meeple.games.seasons.track import move_marker
    move_marker(s, 3)
    assert s.decision is not None and s.decision.data["why"] == "ring"
    s.apply("ring:crystals")
    assert s.crystals[p] == 4


@case(213)
def _mimicry() -> None:
    s, p = ready(213, 22, energy=(1, 1, 0, 1))
    summon(s, 213)
    s.apply("mimic:hand")
    s.apply("hand:22")
    assert s.crystals[p] == 12 and 22 in s.discard


@case(216)
def _servant() -> None:
    s, p = ready(216, energy=(1, 0, 1, 0), crystals=10, gauge=3)
    s.crystals[1 - p] = 12
    stack_top(s, 22, 29)
    summon(s, 216)
    assert s.gauge[p] == 4 and s.gauge[1 - p] == 1
    assert s.decision is not None and s.decision.player == p
    s.apply("take:22")
    s.apply("discard")
    assert 22 in s.hands[p] and 29 in s.discard


@case(220)
def _crafty() -> None:
    s, p = ready(220, energy=(0, 0, 1, 0))
    stack_top(s, 22, 29)
    summon(s, 220)
    assert sorted(ids(s)) == ["give:22", "give:29"]
    s.apply("give:29")
    assert s.hands[p] == [22] and s.hands[1 - p] == [29]


@case(15)
def _malice() -> None:
    s = at_main(2, 3)
    # back to the start of the turn: the Die of Malice is offered before the die resolves
    from meeple.core import Decision
    from meeple.games.seasons.turn import start_turn
    p = seat(s)
    put(s, p, 15)
    s.stack.clear()
    start_turn(s, Decision("start_turn", RULES, {"p": p}), None)
    s._legal = None
    assert ids(s) == ["season", "malice"]
    s.apply("malice")
    assert s.play[p][0][1] == 1 and s.crystals[p] >= 2


@case(31)
def _elemental() -> None:
    s, p = ready(31, energy=(1, 0, 1, 1), gauge=3)
    assert "summon:31:m13" in ids(s) and "summon:31:m15" not in ids(s)
    s.apply("summon:31:m9")  # air + earth
    assert s.crystals[p] == 5 and s.gauge[p] == 4 and s.energy[p] == [0, 0, 1, 0]


@case(34)
def _orb() -> None:
    s, p = ready(energy=(2, 2, 0, 0))
    put(s, p, 34)
    stack_top(s, 29)
    s.apply("act:0:look")
    s.apply("take:29")
    answer(s, "spend:0", "spend:0", "spend:1", "spend:1")
    assert [c[0] for c in s.play[p]] == [34, 29] and s.crystals[p] == 20


@case(50)
def _onys() -> None:
    s, p = ready(50, energy=(0, 1, 0, 0))
    summon(s, 50)
    assert s.crystals[p] == 10 and s.energy[p] == [0, 1, 0, 0]
    s.apply("act:0")
    assert not s.play[p] and s.play[1 - p][0][0] == 50
    _end_round_only(s)  # the holder (not p any more) pays; p is unaffected
    assert s.crystals[p] == 10


@case(203)
def _twist() -> None:
    s = new("seasons", 2, 1, {"expansion": "path-of-destiny", "enchantment": 0})
    while s.draft_round < 8:
        s.apply(s.legal_actions()[0])
    p = s.first
    for c in [c for c in s.deck if c == 203]:
        s.deck.remove(c)
    s.deck.append(203)
    s.drafted[p][0] = 203
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    assert s.decision is not None and s.decision.kind == "look" and s.decision.player == p
    assert 203 not in s.deck and s.removed.count(203) == 2
    s.apply(s.legal_actions()[0])
    assert len(s.drafted[p]) == 9 and 203 not in s.drafted[p]


@case(207)
def _chalice_eternity() -> None:
    s, p = ready(energy=(1, 0, 0, 0), gauge=3)
    put(s, p, 207)
    _end_round_only(s)
    s._legal = None
    s.apply("chalice:0")
    assert s.play[p][0][2] == 1 and s.energy[p] == [0, 0, 0, 0]
    s.play[p][0][2] = 4
    stack_top(s, 29, 1, 2, 3)
    s._legal = None
    s.apply("act:0")
    s.apply("take:29")
    assert s.crystals[p] == 20 and s.play[p][0][2] == 0


@case(209)
def _sepulchral() -> None:
    s, p = ready(209, energy=(0, 0, 2, 0))
    s.discard.extend([1, 2, 3])
    summon(s, 209)
    s.apply("take:2")
    s.apply("top:1")
    assert 2 in s.hands[p] and s.deck[-1] == 1 and s.deck[0] == 3


@case(214)
def _carnivora() -> None:
    s, p = ready(gauge=3)
    put(s, p, 214)
    stack_top(s, 22)
    _end_round_only(s)
    s._legal = None
    s.apply("take:22")
    assert 22 in s.hands[p] and s.gauge[p] == 2


@case(215)
def _cage() -> None:
    s, p = ready(215, 3, energy=(0, 0, 0, 2), crystals=2)
    summon(s, 215)
    summon(s, 3)  # the Trap catches it
    assert sorted(ids(s)) == ["cage:discard", "cage:sacrifice"]
    s.apply("cage:discard")
    assert [c[0] for c in s.play[p]] == [215] and s.crystals[p] == 0 and 3 in s.discard


@case(218)
def _minion() -> None:
    s, p = ready(218, energy=(1, 0, 0, 0), gauge=3)
    summon(s, 218)
    assert s.energy[p] == [1, 0, 0, 0] and s.gauge[p] == 4
    s.energy[p] = [0, 0, 0, 2]
    give_hand(s, p, 3)
    summon(s, 3)
    assert s.crystals[p] == 0  # no crystals while owning Io's Minion
    s.energy[p] = [1, 0, 0, 0]
    s._legal = None
    s.apply("act:0")
    assert s.play[1 - p][-1][0] == 218


@case(219)
def _otus() -> None:
    s, p = ready(219, 22, energy=(1, 1, 0, 0), crystals=20, players=3)
    stack_top(s, 29, 3, 1)
    summon(s, 219)
    assert sorted(s.oracle) == [1, 3, 29]
    s.energy[p] = [0, 0, 0, 2]
    s._legal = None
    s.apply("oracle:3")
    assert s.crystals[p] == 29 and not any(a.startswith("oracle:") for a in ids(s))


@case(221)
def _igramul() -> None:
    s, p = ready(221, crystals=3)
    give_hand(s, 1 - p, 18, 18, 22)
    summon(s, 221)
    s.apply("name:18")
    assert s.hands[1 - p] == [22] and s.energy[p] == [0, 1, 0, 1]


@case(35)
def _cauldron() -> None:
    s, p = ready(energy=(3, 2, 1, 1))
    put(s, p, 35)
    s.play[p][0] = [35, 0, 6, 2, 2, 1, 1]
    s._legal = None
    s.apply("act:0:0")  # the 7th token: the Cauldron gives back its 7 tokens and 15 crystals
    assert not s.play[p] and s.crystals[p] == 15 and s.energy[p] == [5, 4, 2, 2]
    assert s.decision is not None and s.decision.kind == "lose"  # 13 tokens: over the limit of 7


@case(208)
def _staff_winter() -> None:
    s, p = ready(3, 10, energy=(0, 2, 0, 0))
    put(s, p, 208)
    assert s.month < 3 and "summon:3" in ids(s)  # in winter any energy may pay earth
    s.apply("summon:3")
    answer(s, "spend:1", "spend:1")
    assert s.crystals[p] == 9 and s.energy[p] == [0, 0, 0, 0]
    assert not any(a.startswith("act:0") for a in ids(s))  # a familiar cannot be discarded for it
    give_hand(s, p, 29)
    s.apply("act:0:29")
    assert 29 in s.discard and s.stack[-1].kind == "gain" and s.stack[-1].data["n"] == 3


@case(217)
def _tangleweed() -> None:
    s, p = ready(217, energy=(1, 0, 0, 1), players=3)
    q = (p + 1) % 3
    put(s, q, 11)
    summon(s, 217)
    s.apply(f"lock:{q}:0")
    for x in range(3):
        s.crystals[x] = 5
    from meeple.games.seasons.track import move_marker
    move_marker(s, 3)
    assert s.crystals == [5, 5, 5]  # the locked Figrim takes nothing
    from meeple.games.seasons.rules import remove_from_play
    remove_from_play(s, p, len(s.play[p]) - 1)
    move_marker(s, 3)
    assert s.crystals[q] == 7


@case(101)
def _heart_argos() -> None:
    s, p = ready()
    put(s, p, 101, 43)
    s.apply("act:1")
    assert s.play[p][0][2] == 1  # one earth on the Heart for the turn's first activation
    _end_round_only(s)
    assert s.energy[p][3] == 1 and s.play[p][0][2] == 0


@case(102)
def _horn_plenty() -> None:
    s, p = ready(energy=(0, 0, 1, 1))
    put(s, p, 102)
    _end_round_only(s)
    s._legal = None
    assert sorted(ids(s)) == ["plenty:2", "plenty:3"]
    s.apply("plenty:3")
    assert s.crystals[p] == 5 and s.energy[p] == [0, 0, 1, 0]


@case(104)
def _codex() -> None:
    s, p = ready(104, energy=(1, 1, 0, 0))
    put(s, p, 22, 3)
    summon(s, 104)
    assert ids(s) == ["back:1"]  # the Runic Cube costs no energy
    s.apply("back:1")
    assert 3 in s.hands[p]


@case(106)
def _mesodae() -> None:
    s, p = ready(106, energy=(3, 3, 0, 0))
    summon(s, 106)
    from meeple.games.seasons.rules import limit
    assert limit(s, p) == 6
    _end_round_only(s)
    assert s.crystals[p] == 3
    s2, p2 = ready(gauge=5)
    from meeple.games.seasons.play import put_into_play
    put_into_play(s2, p2, 106)
    assert not s2.play[p2]  # it can only be summoned


@case(107)
def _statue() -> None:
    s, p = ready()
    put(s, p, 107)
    from meeple.games.seasons.rules import limit
    from meeple.games.seasons.track import move_marker
    assert limit(s, p) == 6
    move_marker(s, 3)
    s._legal = None
    s.apply("statue:crystals")
    assert s.crystals[p] == 2
    s.apply("ok")
    assert s.decision is not None and s.decision.kind == "main"


@case(110)
def _throne() -> None:
    s, p = ready(110, 22, energy=(0, 1, 2, 0))
    s.bonus[p] = 2
    summon(s, 110)
    s.apply("hand:22")
    assert 22 in s.discard and len(s.hands[p]) == 1 and s.bonus[p] == 1


@case(111)
def _resurrection() -> None:
    s, p = ready()
    put(s, p, 111)
    s.discard.extend([1, 2, 3, 5, 6, 7])
    s.apply("act:0")
    s.apply("take:5")
    # the top 5 (7, 6, 5, 3, 2) are taken before the potion goes to the discard pile
    assert 5 in s.hands[p] and s.discard == [2, 3, 6, 7, 1, 111]


@case(112)
def _jewel() -> None:
    s, p = ready(energy=(3, 0, 0, 0))
    put(s, p, 112)
    assert s.breakdown()[p]["effects"] == -10
    s.apply("act:0:0")
    assert s.play[p][0][2] == 1 and s.energy[p] == [0, 0, 0, 0]
    s.play[p][0][2] = 3
    assert s.breakdown()[p]["effects"] == 35


@case(114)
def _steadfast() -> None:
    s = at_main(2, 3)
    from meeple.core import Decision
    from meeple.games.seasons.turn import start_turn
    p = seat(s)
    put(s, p, 114)
    s.stack.clear()
    s.gauge[p] = 0
    start_turn(s, Decision("start_turn", RULES, {"p": p}), None)
    s._legal = None
    s.apply("steadfast")
    s.apply("steadfast:gauge")
    assert s.gauge[p] == 1 and s.decision is not None and s.decision.kind == "main"


@case(116)
def _telescope() -> None:
    s, p = ready(crystals=2)
    put(s, p, 116)
    stack_top(s, 1, 2, 3)
    s.apply("act:0")
    answer(s, "top:1", "top:3", "top:2")
    assert s.deck[-3:] == [1, 3, 2] and s.crystals[p] == 0


@case(117)
def _hawk() -> None:
    s, p = ready(117, energy=(1, 0, 0, 1), gauge=3)
    s.gauge[1 - p] = 2
    summon(s, 117)
    assert s.crystals[p] == 10 and s.gauge[p] == 4
    s.apply("act:0")
    assert not s.play[p] and s.gauge[1 - p] == 1 and s.crystals[1 - p] == 6


@case(119)
def _warden() -> None:
    s, p = ready(119, energy=(1, 2, 0, 0))
    s.energy[1 - p] = [3, 0, 0, 2]
    summon(s, 119)
    s.apply("warden:energy")
    answer(s, "drop:0", "drop:0", "drop:0", "drop:3", "drop:1", "drop:1")  # the summoner last
    assert s.energy[p] == [0, 0, 0, 0] and s.energy[1 - p] == [0, 0, 0, 1]


@case(120)
def _ratty() -> None:
    s, p = ready(120, crystals=2)
    s.energy[1 - p] = [0, 1, 3, 0]
    summon(s, 120)
    answer(s, "steal:2", "steal:1")
    assert s.energy[p] == [0, 1, 1, 0] and s.energy[1 - p] == [0, 0, 2, 0]


@case(109)
def _io_transmuter() -> None:
    s = at_main(2, 3)
    p = seat(s)
    put(s, p, 109)
    die = s.taken[p]
    assert die is not None
    from meeple.games.seasons.turn import resolve_season_die
    faces = s.C.dice[s.season][die[0]]
    # pick a face that gives crystals without the transmute symbol
    die[1] = next(i for i, f in enumerate(faces) if f.crystals and not f.transmute)
    s.energy[p] = [0, 0, 0, 0]
    resolve_season_die(s, p)
    s._legal = None
    assert s.may_transmute
    s.energy[p][3] += 1
    s._legal = None
    s.apply("tr:3")
    gained = s.crystals[p]
    _end_round_only(s)
    assert s.io_used[p] and s.crystals[p] == gained + 2
    before = s.crystals[p]
    s.io_used[p] = False
    _end_round_only(s)
    assert s.crystals[p] == before  # no transmutation thanks to it: no bonus


@case(115)
def _amulet_time() -> None:
    s, p = ready(115, 22, 29, energy=(0, 2, 0, 0))
    stack_top(s, 1, 3)
    summon(s, 115)
    answer(s, "gain:0", "gain:2")
    answer(s, "time:22", "time:29", "time:done")
    assert sorted(s.hands[p]) == [1, 3] and s.energy[p] == [1, 0, 1, 0]


@case(103)
def _monolith() -> None:
    s, p = ready(energy=(0, 1, 1, 0))
    put(s, p, 103)
    _end_round_only(s)
    s._legal = None
    s.apply("monolith_store:1")
    assert s.play[p][0][3:] == [0, 1, 0, 0] and s.energy[p] == [0, 0, 1, 0]
    s.play[p][0] = [103, 0, 3, 2, 1, 0, 0]
    s._legal = None
    s.apply("act:0")
    assert "monolith:done" not in ids(s)  # at least one token comes back
    answer(s, "monolith:0", "monolith:1", "monolith:done")
    assert s.energy[p] == [1, 1, 1, 0] and s.play[p][0][2] == 1


@case(113)
def _shield() -> None:
    s, p = ready(10, energy=(0, 0, 3, 0))
    q = 1 - p
    put(s, q, 113, 22)
    summon(s, 10)  # Syllas: the opponent sacrifices the Shield instead of the Cube
    s.apply("sac:0")
    assert [c[0] for c in s.play[q]] == [22] and s.crystals[q] == 10
    t, r = ready(119, energy=(1, 0, 0, 0))
    put(t, r, 113)
    give_hand(t, r, 22)
    summon(t, 119)
    t.apply("warden:card")
    t.apply("hand:shield")  # a forced discard: the Shield goes instead
    assert 22 in t.hands[r] and t.crystals[r] == 10 and not t.play[r][:-1]


@case(105)
def _scroll() -> None:
    s, p = ready(105, energy=(0, 0, 2, 0))
    stack_top(s, 10, 1, 3)  # a familiar, then items costing air, then earth
    summon(s, 105)
    s.apply("scroll:3")  # earth: the Syllas and the Amulet of Air are revealed and discarded
    assert ids(s) == ["take:3", "throw", "throw_stop"] and s.discard[-2:] == [10, 1]
    s.apply("take:3")
    assert 3 in s.hands[p]


@case(108)
def _catcher() -> None:
    s, p = ready(108, energy=(1, 0, 1, 0))
    stack_top(s, 1, 10, 22, 21)
    summon(s, 108)
    assert ids(s) == ["take:10", "throw", "throw_stop"] and s.discard[-1] == 1
    s.apply("throw")  # the second familiar found must be kept
    assert ids(s) == ["take:21"] and s.discard[-2:] == [10, 22]
    s.apply("take:21")
    assert 21 in s.hands[p]


@case(118)
def _raven() -> None:
    s, p = ready(118, energy=(0, 0, 1, 3), players=3)
    q = (p + 1) % 3
    put(s, q, 6, 4)  # the Amulet of Water costs water, which the Raven's owner lacks
    summon(s, 118)
    assert ids(s) == [f"raven:{q}:0"]
    s.apply(f"raven:{q}:0")  # copy the Staff of Spring, paying its 3 earth
    assert s.energy[p] == [0, 0, 0, 0] and s.play[p][0][7:9] == [q, 6]
    s.energy[p] = [0, 0, 0, 2]
    give_hand(s, p, 3)
    summon(s, 3)
    assert s.crystals[p] == 9 + 3  # the Staff's effect, through the Raven
    assert s.breakdown()[p]["cards"] == 2 + 6  # the Raven's own prestige, not the Staff's
    from meeple.games.seasons.rules import remove_from_play
    remove_from_play(s, q, 0)  # the copied item leaves play: the Raven goes too
    assert [c[0] for c in s.play[p]] == [3]


@case(302)
def _orb_of_ragfield() -> None:
    s = at_main(2, 3, promos=True)
    p = seat(s)
    give_hand(s, p, 302)
    s.gauge[p] = 2
    s.energy[p] = [1, 1, 1, 1]
    s._legal = None
    s.apply("summon:302")
    assert s.crystals[p] == 20 and s.energy[p] == [0, 0, 0, 0]
    assert s.breakdown()[p]["cards"] == -5
    # promo 302: hand cards of printed prestige below 12 now cost exactly 5 crystals
    give_hand(s, p, 13, 32, 22)  # prestige 4 (water + fire), 12 (2 earth), 30 (20 crystals)
    s.gauge[p] = 5
    s.crystals[p] = 5
    s._legal = None
    legal = ids(s)
    assert "summon:13" in legal and "summon:32" not in legal and "summon:22" not in legal
    s.apply("summon:13")
    assert s.crystals[p] == 0 and s.play[p][-1][0] == 13
    s.energy[p] = [0, 0, 0, 2]
    s._legal = None
    assert "summon:32" in ids(s)  # prestige 12: its printed cost


@case(301)
def _speedwall() -> None:
    # promo 301 (more in test_seasons_promos.py): X crystals, X the gauge; then it takes the
    # one card an opponent draws, and goes to that hand
    s, p = ready(301, crystals=4, gauge=4)
    summon(s, 301)
    assert s.crystals[p] == 0 and s.play[p][-1][0] == 301
    q = 1 - p
    s.play[q].append([23, 0, 0])  # the opponent's Potion of Power draws one card
    stack_top(s, 10)
    from meeple.games.seasons.cards_activated import potion_of_power
    potion_of_power(s, q, 0, {})
    s.settle()
    s.apply("speedwall_take:take")
    assert s.hands[p] == [10] and s.hands[q] == [301] and s.play[p] == []


@case(303)
def _crystal_titan() -> None:
    # promo 303 (more in test_seasons_promos.py): 1 fire (2 players); every sacrifice of an
    # opponent pays it 3 crystals first; activated, it takes an opponent's card with it
    s, p = ready(303, 22, energy=(0, 0, 1, 0), crystals=5)
    summon(s, 303)
    assert s.crystals[p] == 5 and s.play[p][-1][0] == 303
    q = 1 - p
    s.play[q].append([23, 0, 0])
    s.crystals[q] = 4
    from meeple.games.seasons.cards_activated import potion_of_power
    potion_of_power(s, q, 0, {})
    assert s.crystals[q] == 1 and s.crystals[p] == 8
    s.play[q].append([1, 0, 0])
    s._legal = None
    s.apply("act:0")
    assert s.hands[p] == [] and s.crystals[p] == 0 and s.play[p] == []
    s.apply(f"titan:{q}:0")
    assert s.play[q] == [] and 1 in s.discard


@pytest.mark.parametrize("cid", sorted(load().deck_ids))
def test_card(cid: int) -> None:
    assert cid in CASES, f"card {cid} has no test case"
    CASES[cid]()
