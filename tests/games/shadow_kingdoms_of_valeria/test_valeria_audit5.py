"""Fifth fresh audit (eighth session).

"Mise en œuvre 5", "Revendiquez vos bonus de Champion": the bonuses of the Ongoing champions that
carrying out the plan set off are claimed at step 5, after the plan's VP; its example pays Kira's
Shaman for the Gem she spent at step 2 there.  A plan bought from the column at step 1 sets off the
Scout ("Éclaireur": 1 Gold and 1 Magic for a plan gained from the column) in the same way, so its
Magic cannot pay for step 2's Magic steps.  Outside the camp (the Stratagem sanctuary, a Sentinel's
free plan) there is no step 5: the Scout pays at once.  Positions are saved as JSON and loaded back."""

from __future__ import annotations

import json

from valeria_helpers import (
    GAME,
    GNOLL,
    ORC,
    SKELETON,
    card,
    edited,
    give_champions,
    ids,
    new,
    put_face_up,
    set_sanctuary,
    strength_logged,
)

from meeple.games.shadow_kingdoms_of_valeria.model import CHAMPIONS, GEMS, GOLD
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

GNOLL_AND_SKELETON = "battle-of-red-pass"  # 1 Gold in the column's first slot


def loaded(s: ValeriaState) -> ValeriaState:
    out = GAME.from_position(json.loads(json.dumps(edited(s).to_position())))
    assert isinstance(out, ValeriaState)
    return out


def scout_before_camp(magic: int, extra: tuple[str, ...] = ()) -> ValeriaState:
    """The turn player holds a Scout (and ``extra`` champions' effects), ``magic``, 6 Gold, a Gnoll 5
    and an Orc 2 (1 Magic step from its Joker face), nothing reserved; the only plan to buy is the
    Gnoll-and-Skeleton one in the column's first slot."""
    s = new(2)
    seat = s.turn_player
    p = s.players[seat]
    give_champions(s, seat, [card("scout"), *(card(effect) for effect in extra)])
    p.location, p.reserve, p.dice = GEMS, [None, None, None], [(GNOLL, 5), (ORC, 2)]
    p.gems, p.magic, p.gold, p.influence = 0, magic, 6, 13
    s.column = [GNOLL_AND_SKELETON, None, None, None, None]
    return loaded(s)


def test_a_scout_s_magic_for_a_plan_bought_at_camp_cannot_open_the_camp() -> None:
    # the Orc needs 1 Magic step; none held, and the Scout's Magic comes at step 5
    assert "move:camp" not in ids(scout_before_camp(magic=0))
    assert "move:camp" in ids(scout_before_camp(magic=1))


def test_a_scout_pays_for_a_plan_bought_at_camp_at_step_5_with_its_echoes() -> None:
    s = scout_before_camp(magic=1, extra=("peddler", "dark_illusionist"))
    p = s.players[s.turn_player]
    s.apply("move:camp")
    s.apply("plan:column:0")
    assert (p.gold, p.magic) == (6 - 1, 1)  # nothing yet
    s.apply("dice:0-1")
    s.apply("down:1")  # with the Magic held
    assert ids(s) == ["done"]
    s.apply("done")  # steps 3-5
    # Scout 1 Gold (+2 Peddler) and 1 Magic (+1 Dark Illusionist), after the plan's Strength and VP
    assert (p.gold, p.magic) == (5 + 1 + 2, 0 + 1 + 1)
    keys = [e.msg.key for e in s.log]
    first_gain = keys.index("valeria.log.gain", keys.index("valeria.log.strength"))
    assert keys.index("valeria.log.vp", keys.index("valeria.log.strength")) < first_gain


def test_a_scout_pays_at_once_for_a_sentinel_s_plan_outside_the_camp() -> None:
    # Sentinel recruited at the Champion sanctuary: its free plan is gained from the column there, and
    # there is no step 5 to wait for
    s = new(2)
    seat = s.turn_player
    p = s.players[seat]
    give_champions(s, seat, [card("scout")])
    sentinel = card("sentinel")
    put_face_up(s, sentinel)
    set_sanctuary(s, CHAMPIONS, [(ORC, 1)])  # discount 5
    p.location, p.gold, p.magic = GEMS, 6, 3
    s = loaded(s)
    p = s.players[seat]
    s.apply("move:champions")
    s.apply("die:orc-1")
    s.apply(f"buy:{sentinel}")
    gold = p.gold
    s.apply(next(a for a in ids(s) if a.startswith("reserve:")))
    assert (p.gold, p.magic) == (gold + 1, 3 + 1)


# -- Rulebook examples the earlier audits left without a test of their own --------------------------------

def test_a_discount_of_5_gives_5_gold_and_a_6_gives_none() -> None:
    """"Le Sanctuaire de l'Or": a discount of 5 brings 5 Gold; a die showing 6 has no discount, so no Gold."""
    for die, gained in (((GNOLL, 1), 5), ((GNOLL, 6), 0)):
        s = new(2)
        p = s.players[s.turn_player]
        set_sanctuary(s, GOLD, [die])
        p.location, p.gold = GEMS, 6
        s = loaded(s)
        p = s.players[s.turn_player]
        s.apply("move:gold")
        s.apply(f"die:gnoll-{die[1]}")
        assert p.gold == 6 + gained


def test_a_gem_turns_a_1_into_a_6() -> None:
    """"Gemmes": a Gem turns a die onto its opposite face, "ex. retournez un 1 en un 6"."""
    s = new(2)
    p = s.players[s.turn_player]
    p.location, p.reserve[0], p.dice = GEMS, GNOLL_AND_SKELETON, [(GNOLL, 1), (SKELETON, 3)]
    p.gems, p.magic = 1, 0
    s.column = [None] * 5
    s = loaded(s)
    p = s.players[s.turn_player]
    s.apply("move:camp")
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("flip:0")
    assert s.ctx["plan_dice"] == ((GNOLL, 6), (SKELETON, 3)) and p.gems == 0


def test_kira_s_gnoll_6_and_skeleton_6_with_the_strength_bonus_make_13() -> None:
    """"Bonus de Force": Kira's Gnoll 6 and Skeleton 6 with the bonus unlocked give a Strength of 13."""
    s = new(2)
    p = s.players[s.turn_player]
    p.location, p.reserve[0], p.dice = GEMS, GNOLL_AND_SKELETON, [(GNOLL, 6), (SKELETON, 6)]
    p.unlocked |= {"strength_bonus", "cap_20"}
    p.markers[0] = p.markers[1] = True  # where those two markers went
    p.influence = 20
    s.column = [None] * 5
    s = loaded(s)
    s.apply("move:camp")
    s.apply("plan:reserve:0")
    s.apply("dice:0-1")
    s.apply("done")
    assert strength_logged(s) == (13, 13)


def test_an_expert_does_not_pay_for_its_own_recruitment() -> None:
    """A reading ("Expert": 1 Gold and 1 Magic when you gain a champion): the Expert answers the champions
    gained once it is in front of you, not its own arrival."""
    s = new(2)
    seat = s.turn_player
    expert = card("expert")
    put_face_up(s, expert)
    set_sanctuary(s, CHAMPIONS, [(ORC, 1)])  # discount 5: the Ongoing row's 3 Gold are covered
    s.players[seat].location = GEMS
    s = loaded(s)
    p = s.players[seat]
    s.apply("move:champions")
    s.apply("die:orc-1")
    s.apply(f"buy:{expert}")
    assert (p.gold, p.magic) == (6, 3)
