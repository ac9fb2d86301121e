"""The turn [RB Gameplay] and its phases, checked exactly: the Main Phase moves and what they log, the End
Phase's questions [RB End Phase] (what each offers, the section it cites, the start-of-End-Phase structure,
the hand kept or discarded), and the turn passing on clockwise."""

from __future__ import annotations

import pytest
from path_helpers import T, place, position

import meeple
from helpers import ids
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.model import STRUCTURE_AT
from meeple.games.path_of_light_and_shadow.state import PathState


def refusal(s: PathState) -> str:
    with pytest.raises(meeple.IllegalAction) as refused:
        s.apply("no-such-answer")
    return refused.value.text("en")


def test_the_second_recruit_is_asked_with_its_section_then_the_hand() -> None:
    s = position(hand0=["trusted-follower", "steadfast-conscript", "trusted-follower"],
                 deck0=["trusted-follower"] * 6)
    s.apply("end")
    assert s.decision is not None and s.decision.kind == "recruit_second"
    assert [a.describe() for a in s.legal_actions()] == [
        {"kind": "path.act.recruit", "params": {}}, {"kind": "path.act.stop", "params": {}}]
    assert refusal(s).endswith("[rule: End Phase: optional second recruit for 1 Mercy]")
    s.apply("stop")
    assert s.players[0].morality == 0  # no second recruit, no Mercy
    assert s.decision is not None and s.decision.kind == "discard_hand"
    assert [a.describe() for a in s.legal_actions()] == [  # each kind of card once, then keep
        {"kind": "path.act.keep_hand", "params": {}},
        *({"kind": "path.act.discard", "params": {"card": card}}
          for card in sorted(["trusted-follower", "steadfast-conscript"], key=lambda name: T[name]))]
    assert refusal(s).endswith("[rule: End Phase: keep or discard the hand]")


def test_discarding_goes_on_until_the_hand_is_kept_and_a_discarded_secret_card_is_public() -> None:
    s = position(hand0=["trusted-follower", "steadfast-conscript"], deck0=["trusted-follower"] * 6)
    player = s.players[0]
    conscript = T["steadfast-conscript"]
    player.secret = [conscript]  # as if dealt facedown at setup: no other seat has seen it
    s.realm_decks[s.board.provinces[player.position].realm].clear()  # no recruit, no question
    s.apply("end")
    s.apply("discard:steadfast-conscript")
    assert player.secret == [] and conscript in player.discard
    assert s.decision is not None and s.decision.kind == "discard_hand"  # asked again until kept
    s.apply("keep")
    assert len(player.hand) == 5 and s.active == 1


@pytest.mark.parametrize(("realms", "gain"), [(0, 0), (1, 1), (2, 2)])
def test_pilgrims_sanctum_gains_1_influence_per_realm_controlled_at_the_start_of_the_end_phase(
        realms: int, gain: int) -> None:
    s = position(deck0=["trusted-follower"] * 6)
    player = s.players[0]
    tree, level = STRUCTURE_AT["sanctum"]
    player.levels[tree] = level
    s.owner = [None] * len(s.owner)
    for realm in range(realms):  # two provinces make a realm controlled
        for q in [q for q, province in enumerate(s.board.provinces) if province.realm == realm][:2]:
            s.owner[q] = 0
    place(s, 0, s.board.provinces[player.position].id)
    before = player.influence
    s.apply("end")
    assert player.influence == before + gain


def test_a_full_hand_kept_draws_nothing() -> None:
    s = position(hand0=["trusted-follower"] * 5, deck0=["steadfast-conscript"] * 6)
    player = s.players[0]
    s.realm_decks[s.board.provinces[player.position].realm].clear()
    s.apply("end")
    s.apply("keep")
    assert len(player.hand) == 5 and len(player.deck) == 6  # "until you have reached your hand limit of five"


def test_play_passes_clockwise_and_the_next_seat_starts_with_its_move_and_ally_free() -> None:
    """[RB Gameplay] three seats, first player 0: 0, then 1, then 2; the round ends back at 0 and is logged."""
    s = position(3, deck0=["trusted-follower"] * 6)
    s.first, s.round = 0, 2
    for seat in range(3):
        s.players[seat].moved = s.players[seat].ally_gained = True  # as if used in an earlier turn
    order = []
    since = len(s.log)
    for _ in range(3):
        order.append(s.active)
        s.apply("end")
        while s.decision is not None and s.decision.kind != "main":
            s.apply("stop" if "stop" in [a.id for a in s.legal_actions()] else "keep")
        player = s.players[s.active]
        assert not player.moved and not player.ally_gained  # A. and B. are once per turn: free again
        assert any(a.id.startswith("move:") for a in s.legal_actions())
    assert order == [0, 1, 2] and s.active == 0 and s.round == 3
    rounds = [e["params"] for e in s.events(None, since) if e["kind"] == "path.log.round"]
    assert rounds == [{"round": 3}]


# ---------------------------------------------------------------------- the Main Phase's moves and their log
def logged(s: PathState, since: int, kind: str) -> list[dict[str, object]]:
    return [{k: v for k, v in e["params"].items() if k != "player"} for e in s.events(None, since) if e["kind"] == kind]


def test_a_move_and_an_ally_are_logged_with_the_province_and_the_ally() -> None:
    s = position(deck0=["trusted-follower"] * 6)
    s.allies = [C.ALLY_BY_ID["magister-of-guilds"]]
    s.players[0].influence = 15  # the Magister's condition: 15 Influence
    place(s, 0, "pilgrimwalk")
    since = len(s.log)
    target = s.board.provinces[s.board.moves[s.board.by_id["pilgrimwalk"]][0]].id
    s.apply(f"move:{target}")
    s.apply("ally:magister-of-guilds")
    assert logged(s, since, "path.log.move") == [{"province": target}]
    assert logged(s, since, "path.log.ally") == [{"ally": "magister-of-guilds"}]


def test_halax_fleet_moves_anywhere_for_1_influence_and_names_itself_in_the_log() -> None:
    s = position(deck0=["trusted-follower"] * 6)
    player = s.players[0]
    tree, level = STRUCTURE_AT["fleet"]
    player.levels[tree] = level
    player.influence = 4
    place(s, 0, "pilgrimwalk")
    far = next(p.id for q, p in enumerate(s.board.provinces)
               if q not in s.board.moves[s.board.by_id["pilgrimwalk"]] and p.id != "pilgrimwalk")
    since = len(s.log)
    s.apply(f"fleet:{far}")
    assert player.influence == 3 and player.position == s.board.by_id[far]
    assert logged(s, since, "path.log.pay") == [{"n": 1, "source": "halax-fleet", "total": 3}]
    assert logged(s, since, "path.log.move") == [{"province": far}]


@pytest.mark.parametrize(("realm", "left"), [(False, 3), (True, 5)])
def test_a_cull_takes_up_to_the_strength_played_with_its_realm_bonus(realm: bool, left: int) -> None:
    """Forest Ranger: Strength 3, +2 while its Cruel owner controls a realm."""
    s = position(hand0=["forest-ranger", "trusted-follower"], deck0=["trusted-follower"] * 6)
    player = s.players[0]
    player.morality = -1
    s.owner = [None] * len(s.owner)
    if realm:
        for q in [q for q, province in enumerate(s.board.provinces) if province.realm == 0][:2]:
            s.owner[q] = 0
    s._legal = None
    since = len(s.log)
    s.apply("cull:forest-ranger")
    assert s.decision is not None and s.decision.kind == "cull_pick" and s.decision.data == {"left": left}
    assert refusal(s).endswith("[rule: Cull: up to the Strength played]")
    plays = logged(s, since, "path.log.play")
    assert plays == [{"card": "forest-ranger", "use": {"key": "path.use.cull", "params": {}}}]


@pytest.mark.parametrize(("influence", "offered"), [(1, True), (0, False)])
def test_halax_fleet_needs_its_1_influence(influence: int, offered: bool) -> None:
    s = position(deck0=["trusted-follower"] * 6)
    tree, level = STRUCTURE_AT["fleet"]
    s.players[0].levels[tree] = level
    s.players[0].influence = influence
    s._legal = None
    assert any(a.id.startswith("fleet:") for a in s.legal_actions()) is offered


@pytest.mark.parametrize(("hand", "discard", "culls"), [
    (["old-chaplain", "trusted-follower"], [], ["cull:old-chaplain"]),  # Strength 1 is enough; 0 is not
    (["old-chaplain"], [], []),  # nothing else to cull
    (["old-chaplain"], ["trusted-follower"], ["cull:old-chaplain"]),  # the discard pile's cards may go
])
def test_a_cull_needs_strength_and_another_card(hand: list[str], discard: list[str], culls: list[str]) -> None:
    s = position(hand0=hand, discard0=discard, deck0=["trusted-follower"] * 6)
    assert [a for a in ids(s) if a.startswith("cull:")] == culls


@pytest.mark.parametrize(("influence", "offered"), [(1, True), (0, False)])
def test_the_harbor_traders_trade_is_offered_only_with_influence_to_trade(influence: int, offered: bool) -> None:
    s = position(hand0=["harbor-trader.river"], deck0=["trusted-follower"] * 6)
    s.players[0].influence = influence
    s._legal = None
    assert ("action:harbor-trader.river" in ids(s)) is offered


def test_an_ally_is_offered_with_its_ability_and_its_influence() -> None:
    s = position(deck0=["trusted-follower"] * 6)
    s.allies = [C.ALLY_BY_ID["magister-of-guilds"]]
    s.players[0].influence = 15
    s._legal = None
    offers = [a.describe() for a in s.legal_actions() if a.id == "ally:magister-of-guilds"]
    assert len(offers) == 1 and offers[0]["params"]["ally"] == "magister-of-guilds"
    assert offers[0]["params"]["n"] == 2 and offers[0]["params"]["ability"]  # worth 2 Influence at the end
