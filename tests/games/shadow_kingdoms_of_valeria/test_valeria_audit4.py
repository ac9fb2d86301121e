"""Fourth fresh audit (seventh session).

"Mise en œuvre 5", "Revendiquez vos bonus de Champion": its example pays Kira's Shaman 1 Gold
(and her Peddler 2 more) for the Gem she spent at step 2, at step 5.  So the Shaman's Gold and the
Oracle's Magic for the Gems of step 2 come at step 5: an Oracle's Magic cannot pay for step 2's
Magic steps (the second fresh audit had it there at once).

"Parchemin de Campagne — Bonus de Force": 2 VP for a plan carried out with a Strength of 15 or
more.  "Mise en œuvre 3" makes the lower of the dice's Strength and the Influence the plan's
Strength ("votre Force Totale pour un Stratagème ne peut jamais être supérieure à votre niveau
d'Influence"), so the zone reads that capped total, not the dice's sum.  Positions are saved as
JSON and loaded back."""

from __future__ import annotations

import json

from valeria_helpers import (
    GAME,
    GNOLL,
    GOBLIN,
    ORC,
    card,
    edited,
    finish_plan,
    give_champions,
    ids,
    new,
    plan,
    plan_dice,
    start_plan,
    strength_logged,
    vp_logged,
)

from meeple.games.shadow_kingdoms_of_valeria.model import GEMS
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

GNOLL_AND_SKELETON = "battle-of-red-pass"

STRENGTH_ZONE = 6  # scroll-1a: row 3, column 1 asks for Strength 15 or more


def loaded(s: ValeriaState) -> ValeriaState:
    out = GAME.from_position(json.loads(json.dumps(edited(s).to_position())))
    assert isinstance(out, ValeriaState)
    return out


def strong_plan(influence: int) -> ValeriaState:
    """The turn player carries out a 3-troop plan with three 6s (Strength 18) at ``influence``
    and puts the marker on the Strength zone."""
    s = new(2)
    p = s.players[s.turn_player]
    card = plan("clash", 3)
    p.influence = influence
    p.unlocked.add("cap_20")  # Influence may stand above 13
    s = loaded(s)
    start_plan(s, card, plan_dice(card, 6))
    finish_plan(s, zone=STRENGTH_ZONE)
    return s


def test_the_strength_zone_counts_the_strength_capped_by_influence() -> None:
    s = strong_plan(influence=14)
    assert strength_logged(s) == (18, 14)
    assert vp_logged(s, "skirmish") == []  # 18 on the dice, but the plan's Strength is 14


def test_the_strength_zone_pays_2_vp_at_15() -> None:
    s = strong_plan(influence=15)
    assert strength_logged(s) == (18, 15)
    assert vp_logged(s, "skirmish") == [2]


def oracle_at_the_gem_sanctuary(dice: list[tuple[int, int]], magic: int) -> ValeriaState:
    """The turn player holds an Oracle, 1 Gem, ``magic`` and ``dice``, and the Gnoll-and-Skeleton plan
    reserved; no plan to buy at camp."""
    s = new(2)
    p = s.players[s.turn_player]
    give_champions(s, s.turn_player, [card("oracle")])
    p.location, p.reserve[0], p.dice = GEMS, GNOLL_AND_SKELETON, list(dice)
    p.gems, p.magic, p.influence = 1, magic, 13
    s.column = [None] * 5
    return loaded(s)


def test_an_oracle_s_magic_for_a_gem_spent_at_step_2_comes_too_late_to_walk_a_die() -> None:
    # the Orc made wild by the Gem, the Goblin 1 Magic step from its Joker face: no Magic held, and the
    # Oracle's Magic for that Gem comes at step 5, so no plan can be carried out and the camp is closed
    s = oracle_at_the_gem_sanctuary([(ORC, 4), (GOBLIN, 2)], magic=0)
    assert "move:camp" not in ids(s)


def test_an_oracle_and_a_shaman_answer_the_gems_of_step_2_at_step_5() -> None:
    s = oracle_at_the_gem_sanctuary([(GNOLL, 4), (ORC, 6)], magic=0)
    p = s.players[s.turn_player]
    give_champions(s, s.turn_player, [card("shaman")])
    p.gold = 0
    s.apply("move:camp")
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("wild:1")  # the Orc counts as the Skeleton
    assert (p.gems, p.magic, p.gold) == (0, 0, 0)  # nothing yet: step 2 goes on
    assert "up:0" not in ids(s) and ids(s) == ["done"]
    s.apply("done")  # steps 3-5: the bonuses for the Gem come now
    assert (p.magic, p.gold) == (1, 1)
    keys = [e.msg.key for e in s.log]
    assert keys.index("valeria.log.strength") < max(i for i, k in enumerate(keys) if k == "valeria.log.gain")
