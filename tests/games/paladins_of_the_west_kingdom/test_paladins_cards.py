"""One test per Paladin ability, Townsfolk ability, Outsider scoring kind and King's Favour."""

from __future__ import annotations

import pytest
from paladins_helpers import at_actions, card, kind, paladin, workers

from helpers import ids, seat
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import rewards
from meeple.games.paladins_of_the_west_kingdom.scoring import outsider_vp, score
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def _me(s: PaladinsState):  # type: ignore[no-untyped-def]
    p = s.players[seat(s)]
    p.occupied = 0
    return p


# ------------------------------------------------------------------ paladins
def test_engelier_two_silver_per_attack() -> None:
    s = at_actions(2, 1)
    p = _me(s)
    p.paladin = paladin("engelier")
    p.attributes = [0, 0, 0]
    p.workers = workers(scout=1, laborer=1, fighter=1)
    p.silver = 0
    s.outsider_row[0] = kind(C.OUTSIDERS, "champion")
    s.apply("attack")
    s.apply("out:0")
    assert p.silver == 2  # the Champion's attack reward holds no silver


@pytest.mark.parametrize(("pid", "action"), [("anseis", "fortify"), ("ivon", "commission"), ("berengier", "garrison")])
def test_free_provision_paladins(pid: str, action: str) -> None:
    s = at_actions(2, 2)
    p = _me(s)
    p.paladin = paladin(pid)
    p.attributes = [10, 10, 10]
    p.provisions = 0
    p.workers = workers(laborer=3, scout=2, merchant=2, fighter=2, cleric=2)
    silver = p.silver
    assert action in ids(s)
    s.apply(action)
    while s.current_player == p.seat and s.decision is not None and s.decision.kind != "turn":
        s.apply(s.legal_actions()[0].id)  # the workers, the square, the reward
    # the 1st time costs 1 Provision (cost ladder 1/1/1/2/2/3/3), waived: still 0; no silver is spent either
    assert (p.provisions, p.silver, p.count(action)) == (0, silver, 1)


def test_without_free_paladin_provisions_are_needed() -> None:
    s = at_actions(2, 2)
    p = _me(s)
    p.paladin = paladin("engelier")
    p.attributes = [10, 10, 10]
    p.provisions = 0
    p.workers = workers(laborer=3, scout=2, merchant=2, fighter=2, cleric=2)
    assert not {"fortify", "commission", "garrison"} & set(ids(s))


@pytest.mark.parametrize(("pid", "action"), [("ivoire", "absolve"), ("gerier", "convert")])
def test_free_silver_paladins(pid: str, action: str) -> None:
    s = at_actions(2, 3)
    p = _me(s)
    p.paladin = paladin(pid)
    p.attributes = [10, 10, 10]
    p.silver = 0
    p.converts = [kind(C.OUTSIDERS, "champion")]  # the 2nd convert normally costs 1
    p.jars = 1  # the 2nd jar normally costs 2
    p.jar_slots = 1
    p.workers = workers(laborer=1, merchant=1, fighter=1, cleric=1)
    without = s.copy()
    assert isinstance(without, PaladinsState)
    without.players[p.seat].paladin = paladin("engelier")
    assert action not in ids(without)  # without the waiver, 0 silver cannot pay the 2nd (1 or 2 silver)
    s.apply(action)
    while s.current_player == p.seat and s.decision is not None and s.decision.kind != "turn":
        s.apply(s.legal_actions()[0].id)
    assert p.count(action) == 2 and p.silver == (2 if action == "absolve" else 0)  # the 2nd jar slot: 2 silver


def test_attacking_past_strength_costs_silver_whoever_rides() -> None:
    s = at_actions(2, 4)
    p = _me(s)
    p.paladin = paladin("roland")  # Strength +4: slot 5 needs 11, so 7 short = 4 silver
    p.attributes = [0, 0, 0]
    p.silver = 0
    p.workers = workers(scout=1, laborer=1, fighter=1)
    s.outsider_row[5] = kind(C.OUTSIDERS, "champion")
    for silver, reachable in ((3, False), (4, True)):
        t = s.copy()
        assert isinstance(t, PaladinsState)
        t.players[p.seat].silver = silver
        t.apply("attack")
        assert ("out:5" in ids(t)) == reachable
        if reachable:
            t.apply("out:5")
            assert t.players[p.seat].silver == 0


def test_samson_develops_for_two_silver() -> None:
    s = at_actions(2, 5)
    p = _me(s)
    p.paladin = paladin("samson")
    p.silver = 2
    p.workers = workers(laborer=2)
    s.apply("develop")
    s.apply("ws:attack:1")
    assert p.silver == 0 and p.workshops[C.RIGHT_INDEX["attack"]] == 2


def test_girard_hunts_two_more_provisions() -> None:
    s = at_actions(2, 6)
    p = _me(s)
    p.paladin = paladin("girard")
    p.provisions = 0
    p.workers = workers(laborer=1, scout=1)
    s.apply("hunt:2")
    assert p.provisions == 3 + 2
    # a half-used space cannot take a second worker later ("Règle importante")
    s.players[1 - p.seat].passed = True
    s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    while s.current_player != p.seat or s.decision is None or s.decision.kind != "turn":
        s.apply(s.legal_actions()[0].id)
    p.workers = workers(laborer=1, scout=1)
    s._legal = None
    assert not any(a.startswith("hunt") for a in ids(s))
    fresh = s.copy()
    assert isinstance(fresh, PaladinsState)
    fresh.players[p.seat].occupied = 0
    fresh._legal = None
    assert "hunt:2" in ids(fresh)  # the same workers could hunt on an empty space


def test_otton_trades_for_two_more_silver() -> None:
    s = at_actions(2, 6)
    p = _me(s)
    p.paladin = paladin("otton")
    p.silver = 0
    p.workers = workers(laborer=1)
    s.apply("trade:1")
    assert p.silver == 1 + 2


def test_oliver_prays_for_free() -> None:
    s = at_actions(2, 7)
    p = _me(s)
    p.paladin = paladin("oliver")
    p.silver = 0
    p.occupied = 1 << C.SPACE_INDEX["trade"]
    p.workers = workers(cleric=1)
    s.apply("pray")
    s.apply("free:trade")
    assert p.silver == 0 and p.occupied == 1 << C.SPACE_INDEX["pray"]


def test_roland_recruits_for_no_silver() -> None:
    s = at_actions(2, 8)
    p = _me(s)
    p.paladin = paladin("roland")
    c = kind(C.TOWNSFOLK, "gatekeeper")  # recruit cost 3, +1 silver at once
    s.townsfolk_row[3] = c
    p.silver = 0
    p.workers = workers(laborer=1, fighter=1)
    s.apply("recruit")
    s.apply("tf:3")
    assert c in p.townsfolk and p.silver == 1


def test_gerin_conspires_for_two_silver_and_suspicion() -> None:
    s = at_actions(2, 9)
    p = _me(s)
    p.paladin = paladin("gerin")
    p.silver = 0
    p.suspicion = []
    p.workers = workers(laborer=1)
    s.apply("conspire")
    tax = C.SUSPICIONS[p.suspicion[0]].tax if p.suspicion else 0
    assert p.workers[C.CRIMINAL] == 1 and len(p.suspicion) == 1 and p.silver == 2 + tax


# ------------------------------------------------------------------ townsfolk
# the first card of each kind (public-cards.json): its action and the reward printed for it
@pytest.mark.parametrize(("tkind", "silver", "laborers"), [
    ("abbot", 0, 1),  # Absolve: a Laborer
    ("acolyte", 1, 0),  # Commission: 1 silver
    ("architect", 0, 1),  # Develop: a Laborer
    ("defender", 0, 1),  # Attack: a Laborer
    ("gatekeeper", 1, 0),  # Fortify: 1 silver
    ("missionary", 0, 1),  # Convert: a Laborer
    ("watchman", 0, 1),  # Garrison: a Laborer
])
def test_action_townsfolk_reward_their_action(tkind: str, silver: int, laborers: int) -> None:
    from meeple.games.paladins_of_the_west_kingdom.rewards import on_action

    s = at_actions(2, 10)
    p = _me(s)
    t = kind(C.TOWNSFOLK, tkind)
    p.townsfolk = [t]
    p.silver, p.provisions, p.attributes, p.workers = 0, 0, [0, 0, 0], workers()
    action = C.TOWNSFOLK[t].action
    assert action is not None
    on_action(s, p, action)
    assert (p.silver, p.provisions, p.attributes, p.workers) == (silver, 0, [0, 0, 0], workers(laborer=laborers))
    other = "attack" if action != "attack" else "fortify"
    before = (p.silver, p.provisions, p.attributes[:], p.workers[:])
    on_action(s, p, other)
    assert (p.silver, p.provisions, p.attributes, p.workers) == before


def test_gardienne_silver_on_fortify() -> None:
    s = at_actions(2, 11)
    p = _me(s)
    p.townsfolk = [kind(C.TOWNSFOLK, "gatekeeper", 0)]
    p.paladin = paladin("anseis")
    p.silver = 0
    p.workers = workers(merchant=1, laborer=1, scout=1)
    wall = card(C.WALLS, "wall-1")  # 2 Strength, no silver
    s.wall_deck.remove(wall)
    s.wall_deck.append(wall)
    s.apply("fortify")
    assert p.walls == [wall] and p.silver == 1  # the Gatekeeper's 1 silver; Anseïs waives the Provision


def test_inquisition_townsfolk_order() -> None:
    """The rulebook's note: Peddler first (2 Suspicion), then 2 Conspirators discard 2, then 2 Castellans
    raise their attribute."""
    s = at_actions(2, 12)
    p, q = s.players
    p.townsfolk = [card(C.TOWNSFOLK, "peddler-2"), card(C.TOWNSFOLK, "conspirator-1"),
                   card(C.TOWNSFOLK, "conspirator-2"), card(C.TOWNSFOLK, "squire-1"), card(C.TOWNSFOLK, "squire-2")]
    q.townsfolk = []
    p.suspicion = [s.suspicion_deck.pop(), s.suspicion_deck.pop()]
    q.suspicion = [s.suspicion_deck.pop()]
    p.silver, p.attributes, p.unpaid_debts, q.unpaid_debts = 0, [0, 0, 0], 0, 0
    rewards.inquisition(s)
    assert p.silver == 2  # this Peddler's reward: 2 silver
    assert p.suspicion == []
    assert p.attributes == [1, 0, 1]  # the two Squires (Faith, Influence)
    assert q.unpaid_debts == 1 and p.unpaid_debts == 0  # q now has the most Suspicion


def test_debt_collector_worker_on_paying_a_debt() -> None:
    s = at_actions(2, 13)
    p = _me(s)
    p.townsfolk = [card(C.TOWNSFOLK, "debt-collector-3")]  # a Fighter per Debt paid off
    p.unpaid_debts = 1
    p.workers = workers()
    rewards.pay_debt(s, p)
    assert p.paid_debts == 1 and p.workers == workers(fighter=1)


def test_recruit_with_debt_only_two_leftmost() -> None:
    s = at_actions(2, 14)
    p = _me(s)
    p.silver = 0
    p.workers = workers(laborer=1, fighter=1)
    s.apply("recruit")
    assert sorted(ids(s)) == ["tf:0:debt", "tf:1:debt"]
    s.apply("tf:1:debt")
    assert p.unpaid_debts == 1


def test_quest_discards_and_rewards() -> None:
    s = at_actions(2, 15)
    p = _me(s)
    abbe = card(C.TOWNSFOLK, "abbot-1")  # the rulebook's Abbé: a quest for 2 silver -> a Cleric and a Laborer
    s.townsfolk_row[0] = abbe
    p.silver = 2
    p.workers = workers(scout=1)
    s.apply("quest")
    s.apply("tf:0")
    assert p.silver == 0 and p.workers == workers(cleric=1, laborer=1) and abbe in s.townsfolk_discard


# ------------------------------------------------------------------ outsiders
def test_outsider_scoring_kinds() -> None:
    s = at_actions(2, 16)
    p = s.players[0]
    p.monks, p.outposts, p.developed, p.quests, p.townsfolk = 5, 4, 7, 1, [0, 1]
    p.walls, p.jars = [0, 1], 3
    p.attributes = [8, 13, 4]
    p.paid_debts, p.unpaid_debts = 2, 2
    p.suspicion = [0, 1, 2]
    p.attacked = [c for c, o in enumerate(C.OUTSIDERS) if o.faction == "saracen"][:2]
    expect = {"adventurer": 2, "archer": 2, "guardian": 3, "lookout": 1, "hunter": 1, "vigilante": 1,
              "armourer": 3, "marauder": 1, "warrior": 2, "barbarian": 2, "assassin": 0, "protector": 2,
              "thief": 3, "champion": 1}
    for k, vp in expect.items():
        assert outsider_vp(s, p, kind(C.OUTSIDERS, k)) == vp, k
    merc = [kind(C.OUTSIDERS, "mercenary", 0), kind(C.OUTSIDERS, "mercenary", 1)]
    p.converts = merc
    assert outsider_vp(s, p, merc[0]) == 3
    base = score(s, p)["debts"]
    p.converts = [*merc, kind(C.OUTSIDERS, "traitor")]
    assert score(s, p)["debts"] == base + 2  # each unpaid Debt costs 1 VP less


# ------------------------------------------------------------------ favours
# silver after each Favour from 5 (the first answers taken): the card's price and silver rewards
FAVOUR_SILVER = {
    "favour-absolution": 5 + 2,  # 2 Tax coins
    "favour-two-criminals": 5 + 2 + 1,  # each Criminal draws a Suspicion and its tax: 2, then 1
    "favour-debt-relief": 5 - 1,  # costs 1 silver
    "favour-supplies": 5 + 1,  # 1 Tax coin
}


@pytest.mark.parametrize("fid", [f.id for f in C.FAVOURS])
def test_each_favour_once_per_round(fid: str) -> None:
    s = at_actions(2, 17)
    p = _me(s)
    f = card(C.FAVOURS, fid)
    s.favours_up = [f]
    s.favours_used = 0
    p.silver = 5
    p.occupied = 1 << C.SPACE_INDEX["hunt"]
    p.provisions = 2
    p.workers = workers(laborer=1, scout=1, merchant=1, fighter=1, cleric=1, criminal=1)
    p.unpaid_debts = 1
    s.suspicion_deck[-2:] = [card(C.SUSPICIONS, "suspicion-7"), card(C.SUSPICIONS, "suspicion-15")]  # tax 1, 2
    assert "favour:0" in ids(s)
    s.apply("favour:0")
    while s.current_player == p.seat and s.decision is not None and s.decision.kind != "turn":
        s.apply(s.legal_actions()[0].id)
    assert p.silver == FAVOUR_SILVER.get(fid, 5)
    assert s.favours_used == 1
    while s.current_player != p.seat:
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    if s.decision is not None and s.decision.kind == "turn":
        assert "favour:0" not in ids(s)


def test_the_builders_favour_gives_a_free_workshop_or_two_workers() -> None:
    """Favour "works": a Merchant and 1 Provision, then a free Develop or a Fighter and a Cleric."""
    s = at_actions(2, 19)
    p = _me(s)
    s.favours_up, s.favours_used = [card(C.FAVOURS, "favour-works")], 0
    p.silver, p.provisions, p.developed = 0, 1, 0
    p.workers = workers(merchant=1)
    s.apply("favour:0")
    assert p.provisions == 0 and ids(s) == ["choice:0", "choice:1"]
    other = s.copy()
    s.apply("choice:0")
    s.apply("ws:commission:0")
    assert p.developed == 1 and p.silver == 0 and p.workers[C.WORKER_INDEX["scout"]] == 1  # the uncovered Scout
    other.apply("choice:1")
    assert other.players[p.seat].workers == workers(fighter=1, cleric=1)


def test_the_lenders_favour_costs_a_debt() -> None:
    s = at_actions(2, 20)
    p = _me(s)
    s.favours_up, s.favours_used = [card(C.FAVOURS, "favour-loan")], 0
    p.unpaid_debts = 0
    p.workers = workers(laborer=1)
    s.apply("favour:0")
    assert p.unpaid_debts == 1 and p.workers == workers(scout=1, merchant=1, fighter=1)


# ------------------------------------------------------------------ walls
def test_a_wall_with_a_choice_asks_which_reward() -> None:
    """Wall 7: 1 Strength, then either pay off a Debt or take 2 silver."""
    s = at_actions(2, 18)
    p = _me(s)
    p.paladin = paladin("anseis")
    p.attributes = [0, 0, 5]
    p.workers = workers(merchant=1, laborer=1, scout=1)
    p.unpaid_debts, p.paid_debts = 1, 0
    wall = card(C.WALLS, "wall-7")
    s.wall_deck.remove(wall)
    s.wall_deck.append(wall)
    silver, strength = p.silver, p.attributes[1]
    s.apply("fortify")
    assert s.decision is not None and s.decision.kind == "wall_choice" and ids(s) == ["wall:0", "wall:1"]
    both = s.copy()
    s.apply("wall:0")
    assert (p.unpaid_debts, p.paid_debts, p.silver, p.attributes[1]) == (0, 1, silver, strength + 1)
    both.apply("wall:1")
    other = both.players[p.seat]
    assert (other.unpaid_debts, other.silver) == (1, silver + 2)
