"""Every worked example of the French rulebook, replayed with its numbers."""

from __future__ import annotations

from paladins_helpers import GAME, at_actions, card, kind, paladin, workers

from helpers import ids, seat
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import rewards
from meeple.games.paladins_of_the_west_kingdom.scoring import score


def test_scoring_example_66_vp() -> None:
    """"Exemple de calcul des scores": 66 VP."""
    s = at_actions(2, 3)
    p = s.players[0]
    order = {o.action: i for i, o in enumerate(C.ORDERS)}
    s.orders_up = [order["fortify"], order["garrison"], order["commission"]]
    p.attributes = [6, 11, 10]  # Faith 6 -> 6, Strength 11 -> 16, Influence 10 -> 13
    p.monks = 6
    walls_vp = [i for i, w in enumerate(C.WALLS) if w.vp == 2][:1] + [i for i, w in enumerate(C.WALLS) if w.vp == 1][:1]
    walls_zero = [i for i, w in enumerate(C.WALLS) if w.vp == 0][:4]
    p.walls = walls_vp + walls_zero
    p.converts = [kind(C.OUTSIDERS, "adventurer"), kind(C.OUTSIDERS, "warrior", 0), kind(C.OUTSIDERS, "warrior", 1),
                  kind(C.OUTSIDERS, "assassin")]
    p.attacked = [c for c, o in enumerate(C.OUTSIDERS) if o.faction == "byzantine"
                  and o.kind not in ("adventurer", "warrior", "assassin")][:3]
    p.paid_debts, p.unpaid_debts = 2, 1
    p.silver, p.provisions = 2, 1
    p.paladin = -1
    d = score(s, p)
    assert d["orders"] == 4 + 8
    assert d["attributes"] == 16 + 13 + 6
    assert d["commission"] == 5
    assert d["fortify"] == 3 + 3
    assert d["converts"] == 3 + 1 + 1 + 3
    assert d["debts"] == 2 - 3
    assert d["resources"] == 1
    assert d["total"] == 66


def test_solo_scoring_example_76_vp() -> None:
    """"Variante solo : exemple de calcul du score": the AI scores 76."""
    s = at_actions(1, 5)
    a = s.ai_player
    order = {o.action: i for i, o in enumerate(C.ORDERS)}
    s.orders_up = [order["fortify"], order["commission"], order["garrison"]]
    a.attributes = [10, 12, 11]  # 13 + 20 + 16 = 49
    a.monks, a.outposts = 6, 5
    a.walls = []
    a.workshops = [0, 0, 0, 0, 0, 0]
    a.developed = 6
    a.quests = 2
    a.converts = [kind(C.OUTSIDERS, k) for k in ("armourer", "lookout", "guardian", "protector", "invader",
                                                 "hunter")]
    a.attacked = [c for c, o in enumerate(C.OUTSIDERS) if o.faction == "viking"][:2]
    a.paid_debts, a.unpaid_debts = 1, 2
    d = score(s, a)
    assert d["orders"] == 14
    assert d["attributes"] == 49
    assert d["commission"] == 5 and d["garrison"] == 2
    assert d["converts"] == 3 + 1 + 3 + 1 + 2 + 1  # the Hunter (0 walls) still scores 1 for the AI
    assert d["debts"] == 1 - 6
    assert d["total"] == 76


def test_inquisition_example_four_players() -> None:
    """"L'Inquisition": Suspicion 1, 0, 3, 3 -> the two with 3 take a Debt and discard 1; 8 coins refill."""
    s = at_actions(4, 2)
    for p, n in zip(s.players, (1, 0, 3, 3), strict=True):
        p.suspicion = [s.suspicion_deck.pop() for _ in range(n)]
        p.unpaid_debts = 0
    s.tax_supply = 0
    rewards.inquisition(s)
    assert [p.unpaid_debts for p in s.players] == [0, 0, 1, 1]
    assert [len(p.suspicion) for p in s.players] == [1, 0, 2, 2]
    assert s.tax_supply == 8


def test_tax_shortfall_example() -> None:
    """"Suspicion": 2 Tax with 1 coin left: 1 from the Tax Supply, 1 from the main supply, then an
    Inquisition, then the second Suspicion is drawn."""
    s = at_actions(2, 4)
    p = s.players[seat(s)]
    two = next(c for c in s.suspicion_deck if C.SUSPICIONS[c].tax == 2)
    zero = next(c for c in s.suspicion_deck if C.SUSPICIONS[c].tax == 0)
    s.suspicion_deck.remove(two)
    s.suspicion_deck.remove(zero)
    s.suspicion_deck += [zero, two]  # the 2-Tax card on top, then a 0-Tax card
    for q in s.players:
        q.suspicion = []
        q.unpaid_debts = 0
        q.townsfolk = []  # no Inquisition ability in play
    s.tax_supply = 1
    before = p.silver
    rewards.gain_worker(s, p, C.CRIMINAL, 2)
    assert p.silver == before + 2
    assert p.unpaid_debts == 1  # the Inquisition found them with the most Suspicion (1) and gave a Debt
    assert s.tax_supply == 5  # refilled for 2 players, nothing taken by the 0-Tax card
    # half of 1 Suspicion rounds down to none discarded; the second card is then drawn
    assert len(p.suspicion) == 2 and C.SUSPICIONS[p.suspicion[-1]].tax == 0


def test_develop_example() -> None:
    """"Développer": a Laborer and a Fighter, 4 silver, a Workshop on Commission's Scout slot: gains a Scout,
    and Commission then needs 2 workers."""
    s = at_actions(2, 6)
    p = s.players[seat(s)]
    p.workers = workers(laborer=1, fighter=1, cleric=1, scout=0)
    p.silver = 4
    s.apply("develop")
    s.apply("pay:LF")
    s.apply("ws:commission:0")
    assert p.silver == 0 and p.developed == 1
    assert p.workers == workers(scout=1, cleric=1)
    assert p.workshops[C.RIGHT_INDEX["commission"]] == 1


def test_commission_example() -> None:
    """"Missionner": with a Workshop, 2 workers and 1 Provision; Faith 3 (2 + Paladin) reaches region 2;
    the square gives a Scout and the flag 1 Influence."""
    s = at_actions(2, 7)
    p = s.players[seat(s)]
    p.paladin = paladin("anseis")  # +1 Faith, +3 Influence
    p.attributes = [2, 0, 1]
    p.workshops[C.RIGHT_INDEX["commission"]] = 1
    p.workers = workers(laborer=1, cleric=1)
    p.provisions = 1
    s.spaces[1] = [-1] * len(s.spaces[1])
    s.apply("commission")
    assert "space:1:2" in ids(s) and not any(x.startswith("space:2") for x in ids(s))
    s.apply("space:1:2")  # region 2, the Scout square
    assert p.provisions == 0 and p.monks == 1
    assert p.workers == workers(scout=1)
    assert p.attributes[2] == 2
    assert s.effective(p)[2] == 5  # the Influence the Fortify example then uses


def test_fortify_example() -> None:
    """"Fortifier": the 4th Wall with Influence 5, free with Anséïs; the Wall gives 1 Strength, a Laborer and
    a Fighter; the next one needs Influence 7 and 2 Provisions."""
    s = at_actions(2, 8)
    p = s.players[seat(s)]
    p.paladin = paladin("anseis")
    p.attributes = [0, 0, 2]
    p.walls = [s.wall_deck.pop() for _ in range(3)]
    wall = card(C.WALLS, "wall-17")  # the example's Wall: 1 Strength, a Laborer and a Fighter
    if wall in p.walls:
        p.walls.remove(wall)
        p.walls.append(s.wall_deck.pop(0) if s.wall_deck[0] != wall else s.wall_deck.pop(1))
    if wall in s.wall_deck:
        s.wall_deck.remove(wall)
    s.wall_deck.append(wall)
    p.workers = workers(merchant=1, laborer=1, scout=1)
    p.provisions = 0
    strength = p.attributes[1]
    s.apply("fortify")
    assert len(p.walls) == 4 and p.provisions == 0
    assert p.attributes[1] == strength + 1
    assert p.workers == workers(laborer=1, fighter=1)
    assert C.BOARD.wall_influence[4] == 7 and C.BOARD.provision_costs[4] == 2


def test_garrison_example() -> None:
    """"Établir une Garnison": Strength 5 reaches region 3; its square gives a Pray, the flag 1 Faith."""
    s = at_actions(2, 9)
    p = s.players[seat(s)]
    p.paladin = -1
    p.attributes = [0, 5, 0]
    p.workers = workers(merchant=1, laborer=1, fighter=1, cleric=1)
    p.provisions = 1
    p.silver = 2
    s.spaces[2] = [-1] * len(s.spaces[2])
    s.apply("garrison")
    s.apply("pay:LMF")
    assert not any(x.startswith("space:3") for x in ids(s))
    s.apply("space:2:3")  # region 3, the Pray square
    assert p.outposts == 1 and p.attributes[0] == 1 and p.provisions == 0
    assert s.decision is not None and s.decision.kind == "pray"  # the square's free Pray
    assert "free:garrison" in ids(s)
    s.apply("free:garrison")
    assert not p.occupied >> C.SPACE_INDEX["garrison"] & 1


def test_absolve_example() -> None:
    """"Absoudre": 1 silver, no Influence for the first Jar, the "pay a Debt" slot, a Suspicion removed,
    1 Faith."""
    s = at_actions(2, 10)
    p = s.players[seat(s)]
    p.paladin = -1
    p.attributes = [0, 0, 0]
    p.workers = workers(cleric=1, laborer=1, merchant=1)
    p.silver = 1
    p.unpaid_debts, p.paid_debts = 1, 0
    p.suspicion = [s.suspicion_deck.pop()]
    s.apply("absolve")
    s.apply("jar:0")
    assert p.silver == 0 and p.jars == 1
    assert (p.unpaid_debts, p.paid_debts) == (0, 1)
    assert p.attributes[0] == 1
    s.apply("unsuspect:yes")
    assert p.suspicion == []


def test_attack_example() -> None:
    """"Attaquer": Strength 5 against the Mercenary under "Strength 7" pays 1 silver; 1 Influence, 2 Laborers."""
    s = at_actions(2, 11)
    p = s.players[seat(s)]
    p.paladin = -1
    p.attributes = [0, 5, 0]
    p.workers = workers(scout=1, laborer=1, fighter=1)
    p.silver = 1
    merc = card(C.OUTSIDERS, "mercenary-4")  # the example's Mercenary: 1 Influence and 2 Laborers
    s.outsider_row[3] = merc
    s.apply("attack")
    assert "out:3" in ids(s)
    s.apply("out:3")
    assert p.silver == 0 and p.attributes[2] == 1 and p.workers == workers(laborer=2)
    assert p.attacked == [merc]


def test_convert_example() -> None:
    """"Convertir": Faith 4 (3 + Paladin) converts the Assassin under "Faith 2" into the 3rd slot for
    2 silver, gaining 2 Strength."""
    s = at_actions(2, 12)
    p = s.players[seat(s)]
    p.paladin = paladin("engelier")  # +1 Faith
    p.attributes = [3, 0, 0]
    p.converts = [kind(C.OUTSIDERS, "champion", 0), kind(C.OUTSIDERS, "champion", 1)]
    p.workers = workers(fighter=1, laborer=1, cleric=1)
    p.silver = 2
    assassin = kind(C.OUTSIDERS, "assassin")
    s.outsider_row[1] = assassin
    s.apply("convert")
    s.apply("out:1")
    assert p.silver == 0 and p.attributes[1] == 2 and p.converts[-1] == assassin


def test_pray_example_with_a_criminal() -> None:
    """"Prier": a Criminal stands in for the Cleric, 2 silver, the Absolve space is cleared."""
    s = at_actions(2, 13)
    p = s.players[seat(s)]
    p.paladin = -1
    p.occupied = 1 << C.SPACE_INDEX["absolve"]
    p.workers = workers(criminal=1)
    p.silver = 2
    s.apply("pray")
    s.apply("free:absolve")
    assert p.silver == 0 and p.workers == workers() and not p.occupied >> C.SPACE_INDEX["absolve"] & 1


def test_reset_example() -> None:
    """Step 7: the rightmost townsfolk is discarded, the rest slide right; outsiders slide left and refill."""
    s = at_actions(2, 14)
    tf = s.townsfolk_row[:]
    s.townsfolk_row = [-1, -1, tf[2], tf[3], tf[4]]
    outs = s.outsider_row[:]
    s.outsider_row = [-1, outs[1], outs[2], -1, outs[4], -1]
    while s.round == 1:
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    assert s.townsfolk_row[3:] == [tf[2], tf[3]]
    assert tf[4] in s.townsfolk_discard
    assert s.outsider_row[:3] == [outs[1], outs[2], outs[4]]
    assert all(c >= 0 for c in s.outsider_row)


def test_solo_favour_example_and_resource_track() -> None:
    """Solo "Faveur du Roi": marker on the 5th space, favours 5 and 1 taken -> the 2nd; its "discard 1
    Suspicion, 2 Tax" moves 2 coins out and the marker 2 spaces, wrapping to the 2nd space and raising the
    lowest attribute."""
    from meeple.games.paladins_of_the_west_kingdom.solo import _favour

    s = at_actions(1, 15)
    ai = s.ai
    assert ai is not None
    a = s.ai_player
    fav = card(C.FAVOURS, "favour-absolution")
    others = [i for i in range(len(C.FAVOURS)) if i != fav][:4]
    s.favours_up = [others[0], fav, others[1], others[2], others[3]]
    s.favours_used = 1 | 1 << 4
    ai.marker = 4
    a.attributes = [1, 2, 1]
    a.workers = [3, 0, 0, 0, 0, 0]
    a.suspicion = []
    s.tax_supply = 5
    assert _favour(s)
    assert s.favours_used >> 1 & 1
    assert s.tax_supply == 5 - 1 - 2  # 1 coin for the missing Suspicion, then 2 Tax
    assert ai.marker == 1
    assert sorted(a.attributes) == [1, 2, 2]


def test_solo_ai_workers_per_round() -> None:
    """Solo "Ouvriers": the AI starts round 4 with exactly 7 workers."""
    s = at_actions(1, 16)
    while s.round < 4:
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    while s.phase != "actions":
        s.apply(s.legal_actions()[0].id)
    assert sum(s.ai_player.workers) == 7
    assert s.round == 4


def test_solo_setup_difficulty_workshops() -> None:
    """Solo setup 6-7: easy/standard/hard reveal 1/3/5 orders, each a Workshop, plus round 1's order."""
    for level, k in (("easy", 1), ("standard", 3), ("hard", 5)):
        s = at_actions(1, 17, difficulty=level)
        a = s.ai_player
        assert len(s.solo_orders) == k
        assert a.developed == k + 1


def test_setup_recruit_of_the_architect_gives_one_provision() -> None:
    """"Mise en place" 14, note: a seat recruiting the pictured Architecte gains 1 Provision at once, and
    the setup recruit costs nothing."""
    s = GAME.new_game(2, 4)
    assert s.decision is not None and s.decision.kind == "free_recruit"
    p = s.players[s.decision.player]
    s.townsfolk_row[0] = card(C.TOWNSFOLK, "architect-3")  # the one whose recruit bonus is a Provision
    s._legal = None
    s.apply("tf:0")
    assert p.provisions == 1 + 1 and p.silver == 3
    assert card(C.TOWNSFOLK, "architect-3") in p.townsfolk


def test_gardienne_recruit_example_three_silver_or_a_debt() -> None:
    """"Recruter", 2 workers: the Gardienne on a leftmost slot costs 3 silver or 1 Debt and gives 1 silver."""
    for debt in (False, True):
        s = at_actions(2, 11)
        p = s.players[seat(s)]
        s.townsfolk_row[0] = card(C.TOWNSFOLK, "gatekeeper-1")
        p.silver, p.unpaid_debts, p.paladin = 3, 0, paladin("anseis")  # no Paladin waiving Recruit's silver
        p.workers = workers(laborer=1, fighter=1)
        s._legal = None
        s.apply("recruit")
        s.apply("tf:0:debt" if debt else "tf:0")
        assert (p.silver, p.unpaid_debts) == ((3 + 1, 1) if debt else (3 - 3 + 1, 0))
        assert card(C.TOWNSFOLK, "gatekeeper-1") in p.townsfolk


def test_engelier_card_example() -> None:
    """"Structure des manches" 4: Engelier brings a Fighter and a Scout, Strength +3 and Faith +1, and 2 silver
    each time its player Attacks this round."""
    engelier = C.PALADINS[paladin("engelier")]
    assert sorted(engelier.workers) == ["fighter", "scout"]
    assert (engelier.boost.faith, engelier.boost.strength, engelier.boost.influence) == (1, 3, 0)
    assert C.PALADIN_BONUS[paladin("engelier")] == ("attack", ("silver", "silver"))


def _solo_ai(seed: int, workers_left: int) -> tuple:  # type: ignore[type-arg]
    s = at_actions(1, seed)
    a = s.ai_player
    a.workers = [workers_left, 0, 0, 0, 0, 0]
    a.occupied = 0
    a.workshops = [0] * 6
    a.attributes = [0, 0, 0]  # region 1 only: its squares never Pray (which would clear the space again)
    s.spaces = [[-1] * len(region) for region in s.spaces]
    return s, a


def test_solo_commission_scheme_example_with_a_workshop() -> None:
    """Solo "Cartes Objectif": a Workshop on Commission lets the AI commission with 2 workers; with only 1
    worker it does the leftmost top action it can instead (Recruit)."""
    from meeple.games.paladins_of_the_west_kingdom.solo import _need, ai_turn

    for left, done in ((2, "commission"), (1, "recruit")):
        s, a = _solo_ai(41, left)
        assert s.ai is not None
        a.workshops[C.RIGHT_INDEX["commission"]] = 1
        s.ai.schemes = ["commission"]
        ai_turn(s)
        assert a.occupied == 1 << C.SPACE_INDEX[done], done
        assert a.monks == (1 if done == "commission" else 0)
        assert _need(s, "commission") == 2  # the Workshop covers one of its 3 slots
        if done == "recruit":
            assert a.quests == 1


def test_solo_kings_order_scheme_example() -> None:
    """Solo "Ordre du Roi": with the Orders Fortify, Convert, Commission from left to right the AI tries
    Commission (the rightmost), then Convert, then Fortify; with 5 Monks already, or its Commission space
    taken, it Converts instead."""
    from meeple.games.paladins_of_the_west_kingdom.solo import _order

    order = {o.action: i for i, o in enumerate(C.ORDERS)}
    for setting in ("none", "five_monks", "occupied"):
        s, a = _solo_ai(42, 5)
        s.orders_up = [order["fortify"], order["convert"], order["commission"]]
        s.outsider_row[0] = kind(C.OUTSIDERS, "champion")
        if setting == "five_monks":
            a.monks = 5
        if setting == "occupied":
            a.occupied = 1 << C.SPACE_INDEX["commission"]
        assert _order(s)
        did = "commission" if setting == "none" else "convert"
        assert a.occupied >> C.SPACE_INDEX[did] & 1, setting
        assert a.count(did) == (6 if setting == "five_monks" and did == "commission" else 1)


def test_solo_resource_marker_example_targets_the_third_card_then_the_next() -> None:
    """Solo "Piste de Ressources": the marker on the middle space aims the AI at the 3rd card from the left,
    then the 4th, the 5th and round to the 1st when they are gone."""
    from meeple.games.paladins_of_the_west_kingdom.rewards import ai_quest

    s, _ = _solo_ai(43, 5)
    assert s.ai is not None
    row = [card(C.TOWNSFOLK, tid) for tid in ("abbot-1", "acolyte-1", "architect-1", "defender-1", "peddler-1")]
    taken = []
    for _ in range(5):
        s.townsfolk_row = [c if c not in taken else -1 for c in row]
        s.ai.marker = 2  # a quest reward may move it: put it back on the middle space
        assert ai_quest(s)
        taken.append(next(c for c in row if c not in taken and c not in s.townsfolk_row))
    assert taken == [row[2], row[3], row[4], row[0], row[1]]
