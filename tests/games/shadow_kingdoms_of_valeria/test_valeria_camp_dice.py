"""Camp step 2 ("Mise en œuvre d'un Stratagème 2"): Gems and Magic may be spent at any
point of the step, on any die.  A Gem "pour considérer 1 dé de votre choix comme un
Joker" or to flip a die; Magic "modifier de 1 la valeur de n'importe quel dé" (1..6).
Nothing forbids flipping a die off its Joker face with one Gem and keeping it wild with
another, nor walking a die onto its Joker face with Magic to make a plan fit.  Each test
starts from a position (the state saved as JSON and loaded back)."""

from __future__ import annotations

import json

import pytest
from valeria_helpers import GAME, card, edited, give_champions, ids, new

import meeple
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.model import GEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

GOBLIN, ORC, SKELETON, GARGOYLE, GNOLL = range(5)
C = load()
PLAN = "battle-of-red-pass"  # needs a Gnoll and a Skeleton


def position(gems: int, magic: int, dice: list[tuple[int, int]], champion: str | None = None) -> ValeriaState:
    """The turn player before moving, holding ``dice`` and PLAN reserved (and the ``champion`` of this
    effect), as a loaded position."""
    s = new()
    p = s.players[s.turn_player]
    if champion is not None:
        give_champions(s, s.turn_player, [card(champion)])
    p.location, p.reserve[0], p.dice = GEMS, PLAN, list(dice)
    p.unlocked.add("gem_storage")  # room for 3 Gems
    p.gems, p.magic, p.influence = gems, magic, 20
    s.column = [None] * 5  # no plan to buy at camp: only the reserved one
    loaded = GAME.from_position(json.loads(json.dumps(edited(s).to_position())))
    assert isinstance(loaded, ValeriaState)
    return loaded


def test_a_joker_face_flipped_by_a_gem_stays_wild_with_another_gem() -> None:
    s = position(gems=2, magic=0, dice=[(GNOLL, 4), (ORC, 1)])  # the Orc shows its Joker face
    p = s.players[s.turn_player]
    s.apply("move:camp")
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    assert "done" in ids(s)  # the Joker face fits the Skeleton symbol as it is
    s.apply("flip:1")  # 1 -> 6: no longer a Joker face...
    assert "done" not in ids(s) and "wild:1" in ids(s)
    s.apply("wild:1")  # ...but the second Gem keeps it wild
    assert s.ctx["plan_dice"] == ((GNOLL, 4), (ORC, 6)) and s.ctx["wild"] == {1}
    assert p.gems == 0
    s.apply("done")
    assert s.ctx["total"] == 4 + 6
    logged = [e.msg.key for e in s.log if e.msg.key in ("valeria.log.modify", "valeria.log.wild")]
    assert logged == ["valeria.log.modify", "valeria.log.wild"]
    spends = [e.msg.params["resource"].id for e in s.log if e.msg.key == "valeria.log.spend"]
    assert spends == ["gem", "gem"]


def test_with_one_gem_a_joker_face_cannot_be_flipped_away() -> None:
    s = position(gems=1, magic=0, dice=[(GNOLL, 4), (ORC, 1)])
    s.apply("move:camp")
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    # flipping the Orc would leave no Gem to keep it wild: not offered, and refused
    assert "flip:1" not in ids(s) and "flip:0" in ids(s)
    with pytest.raises(meeple.IllegalAction):
        s.apply("flip:1")


def test_magic_walks_a_die_onto_its_joker_face_to_make_the_plan_fit() -> None:
    s = position(gems=0, magic=1, dice=[(GNOLL, 5), (ORC, 2)])
    p = s.players[s.turn_player]
    assert "move:camp" in ids(s)  # 1 Magic takes the Orc 2 to its Joker face (1)
    s.apply("move:camp")
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    # the only way on: the Magic must go on the Orc, down
    assert ids(s) == ["down:1"]
    s.apply("down:1")
    assert ids(s) == ["done"] and p.magic == 0
    s.apply("done")
    assert s.ctx["total"] == 5 + 1


def test_without_the_magic_the_camp_stays_closed() -> None:
    s = position(gems=0, magic=0, dice=[(GNOLL, 5), (ORC, 2)])
    assert "move:camp" not in ids(s)
    s = position(gems=0, magic=1, dice=[(GNOLL, 5), (ORC, 3)])  # two steps from the Joker face
    assert "move:camp" not in ids(s)


# "Magie 1": at camp too, 1 Magic puts a column plan under the pile and the cards above it slide down a
# slot, so a plan too dear where it lies may become affordable; "Mise en œuvre 1" then buys it at the cost
# of its new slot.
SMALL = next(card for card in C.stratagem_ids if len(C.stratagems[card].troops) == 2)
BIG = [card for card in C.stratagem_ids if len(C.stratagems[card].troops) >= 3][:4]  # never fit 2 dice


def sliding_position(slot: int, gold: int, magic: int) -> ValeriaState:
    """The turn player holds exactly SMALL's troops (value 4, three Magic steps from a Joker face), no
    reserved plan, no Gem; SMALL lies in column ``slot`` among plans needing more dice than held."""
    s = new()
    p = s.players[s.turn_player]
    others = iter(BIG)
    s.column = [SMALL if i == slot else next(others) for i in range(5)]
    p.location, p.reserve = GEMS, [None, None, None]
    p.dice = [(C.colours.index(troop), 4) for troop in C.stratagems[SMALL].troops]
    p.gems, p.gold, p.magic = 0, gold, magic
    loaded = GAME.from_position(json.loads(json.dumps(edited(s).to_position())))
    assert isinstance(loaded, ValeriaState)
    return loaded


def test_magic_slides_a_column_plan_down_to_a_price_the_player_can_pay() -> None:
    s = sliding_position(slot=2, gold=2, magic=1)  # 3 Gold where it lies, 2 Gold one slot lower
    p = s.players[s.turn_player]
    assert "move:camp" in ids(s)
    s.apply("move:camp")
    # no plan to choose yet; cycling a card below SMALL slides it to the 2-Gold slot, cycling SMALL itself
    # or a card above it would leave nothing to carry out
    assert ids(s) == ["cycle:0", "cycle:1"]
    s.apply("cycle:1")
    assert s.column[1] == SMALL and p.magic == 0
    assert ids(s) == ["plan:column:1"]
    s.apply("plan:column:1")
    assert p.gold == 0 and s.ctx["plan"] == SMALL


@pytest.mark.parametrize(("slot", "gold", "magic"), [(2, 1, 1), (3, 2, 1), (2, 2, 0)])
def test_a_slide_the_magic_or_gold_cannot_pay_keeps_the_camp_closed(slot: int, gold: int, magic: int) -> None:
    assert "move:camp" not in ids(sliding_position(slot, gold, magic))


# "Mise en œuvre 5" (fifth fresh audit): the Magic a Scout gives for a plan bought from the column at
# step 1 is claimed at step 5, as the example's Shaman Gold for a Gem of step 2; before, it came at once
# and paid for step 2's Magic steps (see test_valeria_audit5.py).
def test_the_magic_a_scout_gives_for_a_column_plan_cannot_walk_a_die_onto_its_joker_face() -> None:
    dice = [(GNOLL, 5), (ORC, 2)]  # the Orc is 1 Magic step from its Joker face
    s = position(gems=0, magic=0, dice=dice, champion="scout")
    p = s.players[s.turn_player]
    p.reserve[0] = None
    s.column[0] = PLAN  # 1 Gold to buy at camp
    assert "move:camp" not in ids(edited(s))
    p.magic = 1  # the step paid with Magic held: the Scout's comes after the plan's VP
    edited(s)
    s.apply("move:camp")
    assert ids(s) == ["plan:column:0"]
    s.apply("plan:column:0")
    assert p.magic == 1
    s.apply("dice:0-1")
    assert ids(s) == ["down:1"]
    s.apply("down:1")
    assert p.magic == 0
    s.apply("done")
    assert s.ctx["total"] == 5 + 1
    assert p.magic == 1
