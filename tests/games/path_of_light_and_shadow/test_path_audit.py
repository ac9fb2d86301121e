"""Rules found by the fresh audit of issue 10 (rulebook places cited in each test)."""

from __future__ import annotations

from typing import Any

from path_helpers import ScriptedRng, T, place, position

from helpers import ids
from meeple.games.path_of_light_and_shadow.nation import cull

FILL = ["trusted-follower"] * 8


def _saint_under_the_numerai_deck():  # type: ignore[no-untyped-def]
    s = position(hand0=["wandering-one.vale", "numerai-archon", "trusted-follower"], discard0=["numerai-saint"],
                 deck0=FILL)
    cull(s, s.players[0], T["numerai-saint"], "discard")  # home: under the facedown Numerai deck, in public
    assert s.numerai[0] == T["numerai-saint"] and s.numerai_known_bottom == 1
    s._legal = None
    s.apply("promote:wandering-one.vale@hand")
    return s


def test_a_wandering_one_may_bring_the_numerai_known_under_the_deck() -> None:
    # [RB D, Promoting a Wandering One]: a facedown Numerai "at random", so the one
    # every seat saw go under the deck may come at once (the top card never was it)
    s = _saint_under_the_numerai_deck()
    s.rng = ScriptedRng([0])
    s.apply("pay:numerai-archon:labor")
    assert s.players[0].discard[-1] == T["numerai-saint"]
    assert s.numerai_known_bottom == 0 and T["numerai-saint"] not in s.numerai


def test_a_random_draw_above_the_known_bottom_leaves_it_known() -> None:
    s = _saint_under_the_numerai_deck()
    s.rng = ScriptedRng([3])
    s.apply("pay:numerai-archon:labor")
    assert s.players[0].discard[-1] != T["numerai-saint"]
    assert s.numerai[0] == T["numerai-saint"] and s.numerai_known_bottom == 1


def marauder_at_pilgrimwalk(owner: int | None, defense: int | None) -> tuple[Any, Any, Any]:
    """Seat 0 at Pilgrimwalk with a Horde Marauder in hand; the province set as asked."""
    s = position(hand0=["horde-marauder.clans", "trusted-follower"], deck0=FILL)
    q = place(s, 0, "pilgrimwalk")
    if owner is not None:
        s.owner[q] = owner
    if defense is not None:
        s.defense[q] = defense
    s._legal = None
    return s, s.players[0], q


def test_razing_is_allowed_in_our_own_province_and_at_zero_defense() -> None:
    # Horde Marauder: "Action: inflict 2 ruin on your current province and gain 1 Cruelty";
    # the text sets no condition on the province, and the Cruelty is always gained
    s, pl, q = marauder_at_pilgrimwalk(owner=0, defense=None)
    s.apply("action:horde-marauder.clans")
    assert s.defense[q] == 5 and pl.morality == -1 and s.owner[q] == 0
    s, pl, q = marauder_at_pilgrimwalk(owner=None, defense=0)
    s.apply("action:horde-marauder.clans")
    assert s.defense[q] == 0 and pl.morality == -1


def test_a_card_played_to_cull_draws_before_the_culls_are_chosen() -> None:
    # [RB E] step 1 plays the card (its "When you play this" effect), step 2 picks the culls:
    # the Numerai Seer (Merciful: draw 1) may cull the card it draws
    s = position(hand0=["numerai-seer", "trusted-follower"], discard0=["trusted-follower"],
                 deck0=[*FILL, "steadfast-conscript"])
    pl = s.players[0]
    pl.morality = 2
    s._legal = None
    s.apply("cull:numerai-seer")
    assert s.decision.kind == "cull_pick" and T["steadfast-conscript"] in pl.hand
    s.apply("cull:steadfast-conscript@hand")
    assert T["steadfast-conscript"] not in pl.cards()


def test_a_card_played_to_cull_gives_its_mercy_before_the_cruelty() -> None:
    # Old Chaplain ("When you play this, gain 1 Mercy") culling one card from Morality 0:
    # Mercy first (0 -> 1 Mercy), then 1 Cruelty, which never stops on 0 [RB Morality]
    s = position(hand0=["old-chaplain", "trusted-follower"], discard0=["trusted-follower"], deck0=FILL)
    pl = s.players[0]
    s.apply("cull:old-chaplain")
    assert pl.morality == 1 and "skip" in ids(s)
    s.apply("cull:trusted-follower@discard")
    assert pl.morality == -1
    assert s.decision.kind == "main"
