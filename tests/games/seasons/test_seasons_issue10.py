"""Issue 10, Seasons items 3, 5, 8, 9, 10 and 11 (this session's part): each ruling
reproduced on a table set by hand and carried through a position
(``to_position`` / ``from_position``), so the rule runs on a restored game."""

from __future__ import annotations

from seasons_helpers import answer, at_main, give_hand, put

from helpers import ids, seat
from meeple.games.seasons import GAME, rules
from meeple.games.seasons.state import SeasonsState


def restored(s: SeasonsState) -> SeasonsState:
    """The same table, rebuilt from its position."""
    other = GAME.from_position(s.to_position())
    assert isinstance(other, SeasonsState)
    return other


def table(players: int = 2, **options: object) -> tuple[SeasonsState, int, int]:
    """A main turn with empty tables: the seat to play and the next seat."""
    s = at_main(players, 3, **options)
    p = seat(s)
    s.gauge[p] = 15
    return s, p, (p + 1) % players


# ----------------------------------------------------------------- item 3: Raven the Usurper
def raven_ready(*items: int, energy: tuple[int, int, int, int], crystals: int = 0) -> tuple[SeasonsState, int, int]:
    """The seat holds Raven (118) and the energy for it; the next seat has ``items``."""
    s, p, q = table()
    put(s, q, *items)
    give_hand(s, p, 118)
    s.energy[p] = [energy[0], energy[1], energy[2] + 1, energy[3]]  # + Raven's own fire
    s.crystals[p] = crystals
    s = restored(s)
    s.apply("summon:118")
    return s, p, q


def test_raven_copies_an_item_and_its_enter_play_effect_resolves() -> None:
    s, p, q = raven_ready(3, energy=(0, 0, 0, 2))  # Amulet of Earth: gain 9 crystals
    s.apply(f"raven:{q}:0")
    assert s.crystals[p] == 9 and s.energy[p] == [0, 0, 0, 0]
    assert s.view(p)["state"]["seats"][p]["play_area"][0]["copies"] == "amulet-of-earth"
    events = [e for e in s.events(p) if e["kind"] == "seasons.log.paid"]
    assert events[-1]["params"]["card"] == "raven-the-usurper"
    assert events[-1]["params"]["energy"]["params"] == {"air": 0, "water": 0, "fire": 0, "earth": 2}


def test_raven_copies_the_amulet_of_water_and_keeps_its_tokens() -> None:
    s, p, q = raven_ready(4, energy=(0, 2, 0, 0))
    assert ids(s) == [f"raven:{q}:0"]  # token holders can be copied now
    s.apply(f"raven:{q}:0")
    answer(s, "gain:0", "gain:0", "gain:3", "gain:3")
    raven = s.play[p][0]
    assert s.energy[p] == [0, 0, 0, 0] and raven[2:7] == [4, 2, 0, 0, 2]  # on the Raven
    s = restored(s)
    give_hand(s, p, 3)
    s.apply("summon:3")  # the Raven's earth pays the Amulet of Earth
    assert s.crystals[p] == 9 and s.play[p][0][2:7] == [2, 2, 0, 0, 0]


def test_raven_copies_the_elemental_amulet_for_the_energies_paid() -> None:
    s, p, q = raven_ready(31, energy=(1, 0, 0, 1))
    assert ids(s) == [f"raven:{q}:0:m1", f"raven:{q}:0:m8", f"raven:{q}:0:m9"]
    s.apply(f"raven:{q}:0:m9")  # air and earth: +1 gauge, 5 crystals
    assert s.crystals[p] == 5 and s.gauge[p] == 16 - 1 and s.energy[p] == [0, 0, 0, 0]


def test_raven_copying_a_cage_gets_a_trap_and_a_heart_counts_activations() -> None:
    s, p, q = raven_ready(215, energy=(0, 0, 0, 0), crystals=2)
    s.apply(f"raven:{q}:0")
    assert s.play[p][0][2] == 1  # the copied Cage's Trap, on the Raven
    s, p, q = raven_ready(101, energy=(0, 0, 0, 2))
    s.apply(f"raven:{q}:0")
    put(s, p, 16)  # Kairn, an activation
    s.energy[p] = [1, 0, 0, 0]
    s._legal = None
    s.apply("act:1:0")  # Kairn: the first activation of the turn puts 1 earth on the Raven
    assert s.play[p][0][2] == 1


def test_a_raven_copy_is_locked_apart_from_its_tokens() -> None:
    s, p, q = raven_ready(4, energy=(0, 2, 0, 0))
    s.apply(f"raven:{q}:0")
    answer(s, "gain:1", "gain:1", "gain:1", "gain:1")
    put(s, q, 217)  # the opponent's Argosian Tangleweed locks the Raven (a familiar)
    s.push("lock", q, {}, "PoD 17/20")
    s._legal = None
    assert ids(s) == [f"lock:{p}:0"]
    s.apply(f"lock:{p}:0")
    raven = s.play[p][0]
    assert raven[2:7] == [4, 0, 4, 0, 0] and raven[rules.RAVEN_LOCKS] == 1 and rules.locked(s, raven)
    assert rules.count_owned(s, p, 4) == 0
    rules.remove_from_play(s, q, 1)  # the Tangleweed leaves: its Lock goes
    assert raven[rules.RAVEN_LOCKS] == 0 and raven[2] == 4
