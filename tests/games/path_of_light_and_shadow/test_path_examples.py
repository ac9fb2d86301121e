"""Every worked example of the rulebook, replayed with its numbers."""

from __future__ import annotations

from path_helpers import ScriptedRng, T, place, position

from helpers import ids
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.conquer import side_total
from meeple.games.path_of_light_and_shadow.scoring import year_scoring

HV = C.REALMS.index("hallowed-vale")
WN = C.REALMS.index("woodland")
RS = C.REALMS.index("riverway")
FACE = {"blank": 0, "strength": 1, "double": 3, "ruin": 4}


def last_event(s, key):  # type: ignore[no-untyped-def]
    return next(e.msg for e in reversed(s.log) if e.msg.key == key)


def test_abby_promotes_a_trusted_follower() -> None:
    s = position(hand0=["devout-granger.vale", "steadfast-conscript", "steadfast-conscript"],
                 discard0=["trusted-follower"])
    loyalist = T["trusted-loyalist"]
    supply_before, box_before = s.supply[loyalist], s.box.count(T["trusted-follower"])
    s.apply("promote:trusted-follower@discard")
    assert s.decision.kind == "promote_pay" and s.decision.data["need"] == 2  # cost 2
    s.apply("pay:devout-granger.vale:labor")
    abby = s.players[0]
    assert abby.discard == [loyalist]  # D. the Trusted Loyalist goes to the discard pile
    assert abby.play == [T["devout-granger.vale"]]  # C. paid from hand into the play area
    assert s.supply[loyalist] == supply_before - 1
    assert s.box.count(T["trusted-follower"]) == box_before + 1  # E. starter card back to the box
    assert s.decision.kind == "main"


def test_abby_culls_two_cards() -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower", "trusted-follower", "trusted-follower"],
                 discard0=["sigilborne-convert.wood", "trusted-follower"])
    tf_box = s.box.count(T["trusted-follower"])
    s.apply("cull:steadfast-conscript")  # Strength 2: up to two cards
    assert s.decision.kind == "cull_pick" and s.decision.data["left"] == 2
    s.apply("cull:trusted-follower@hand")
    s.apply("cull:sigilborne-convert.wood@discard")
    abby = s.players[0]
    assert abby.morality == -2  # 2 Cruelty
    assert s.box.count(T["trusted-follower"]) == tf_box + 1
    assert s.realm_decks[WN][0] == T["sigilborne-convert.wood"]  # bottom of the Woodland Nations deck
    assert s.decision.kind == "main"


def test_abby_builds_mercenary_reserves() -> None:
    s = position(hand0=["trusted-follower", "trusted-follower", "harbor-trader.river", "steadfast-conscript",
                        "steadfast-conscript"])
    s.players[0].levels[1] = 1  # Halax Fleet already built
    s._legal = None
    assert "build:mercenary-reserves" in ids(s)
    s.apply("build:mercenary-reserves")
    assert s.decision.data["need"] == 6
    assert "build-pay:steadfast-conscript" not in ids(s)  # no Labor
    s.apply("build-pay:trusted-follower")
    s.apply("build-pay:trusted-follower")
    s.apply("build-pay:harbor-trader.river")  # 6 Labor, Halax requirement met
    assert s.players[0].levels[1] == 2
    assert s.players[0].has("mercenaries") and s.players[0].has("fleet")


def test_build_needs_a_card_of_the_faction() -> None:
    s = position(hand0=["trusted-follower"] * 4 + ["steadfast-conscript"])
    s.players[0].levels[1] = 1
    s._legal = None
    assert "build:mercenary-reserves" not in ids(s)  # 8 Labor but no Halax card
    assert "build:great-keep" in ids(s)  # the General tree has no faction requirement


def test_bob_conquers_pilgrimwalk_with_a_reroll() -> None:
    s = position(active=1, hand1=["steadfast-conscript", "steadfast-conscript", "sellsword", "trusted-follower",
                                  "trusted-follower"])
    q = place(s, 1, "pilgrimwalk")
    assert s.defense[q] == 7
    hv_before = len(s.realm_decks[HV])
    s.apply("conquer")
    for card in ("steadfast-conscript", "steadfast-conscript", "sellsword"):
        s.apply(f"attack:{card}")
    s.rng = ScriptedRng([FACE["strength"], FACE["blank"], FACE["ruin"]])
    s.apply("go")
    cb = s.combat
    assert len(cb.attack_dice) == 3  # Sellsword's Strength 3
    bob = s.players[1]
    assert side_total(s, bob, cb.attackers, cb.attack_dice, "conquer") == 6  # 4 + 2 < 7
    assert s.decision.kind == "reroll"  # Sellsword: Conquer: reroll one die
    s.rng.script = [FACE["strength"]]
    s.apply("reroll:blank")
    assert s.owner[q] == 1
    won = last_event(s, "path.log.combat")
    assert won.params["strength"] == 7 and won.params["defense"] == 7
    assert len(s.realm_decks[HV]) == hv_before - 2 and len(bob.discard) == 2  # two recruits
    assert s.defense[q] == 6  # 1 ruin
    assert s.decision.kind == "main" and s.combat is None


def test_abby_takes_pilgrimwalk_from_bob() -> None:
    s = position(hand0=["steadfast-guard", "steadfast-conscript", "steadfast-conscript", "forest-militia.wood",
                        "trusted-follower"],
                 hand1=["steadfast-conscript"] + ["trusted-follower"] * 4)
    q = place(s, 0, "pilgrimwalk")
    s.owner[q] = 1
    s.defense[q] = 6
    s._legal = None
    s.apply("conquer")
    for card in ("steadfast-guard", "steadfast-conscript", "steadfast-conscript", "forest-militia.wood"):
        s.apply(f"attack:{card}")
    s.apply("go")
    assert s.current_player == 1 and s.decision.kind == "defend_pick"
    assert ids(s) == ["defend:steadfast-conscript", "done"]  # only one card has the defend icon
    s.apply("defend:steadfast-conscript")
    s.rng = ScriptedRng([FACE["double"], FACE["ruin"], FACE["ruin"], FACE["strength"], FACE["ruin"]])
    s.apply("done")
    bob, abby = s.players[1], s.players[0]
    assert len(bob.hand) == 5  # Bob drew one card
    fight = last_event(s, "path.log.combat")
    assert fight.params["strength"] == 10  # 4 rolled + 6 from the three other cards
    assert fight.params["defense"] == 8  # 6 + Bob's 2
    assert s.owner[q] == 0
    assert s.defense[q] == 4  # Abby's 2 ruin
    assert s.decision.kind == "sacrifice" and s.current_player == 0  # Bob's 1 ruin
    morality = abby.morality
    s.apply("sacrifice:steadfast-conscript")
    assert abby.morality == morality  # no Cruelty for these culls
    assert abby.play.count(T["steadfast-conscript"]) == 1
    assert s.decision.kind == "main"


def test_bobs_end_phase() -> None:
    s = position(active=1, hand1=["trusted-follower"],
                 play1=["steadfast-conscript", "steadfast-conscript", "trusted-follower", "trusted-follower"],
                 deck1=["trusted-follower"] * 6)
    bob = s.players[1]
    bob.allies.append(C.ALLY_BY_ID["magister-of-guilds"])
    place(s, 1, "gull-harbor")
    influence = bob.influence
    river = len(s.realm_decks[RS])
    s.apply("end")
    assert bob.influence == influence + 1  # A. Magister of Guilds
    assert len(s.realm_decks[RS]) == river - 1  # B. one recruit from the Riverway Sovereignty
    s.apply("recruit")  # C. second recruit for 1 Mercy
    assert bob.morality == 1
    assert s.decision.kind == "discard_hand"
    assert len(bob.discard) == 6 and not bob.play  # E. play area discarded with the recruits
    s.apply("keep")  # F. keeps his card
    assert len(bob.hand) == 5  # G. draws four
    assert s.active == 0 and s.decision.kind == "main"


def _abby_final_position():  # type: ignore[no-untyped-def]
    cards = ["devout-steward"] * 8 + ["sigilborne-zealot"] * 2 + ["trusted-loyalist"] * 5 + \
        ["trusted-follower"] * 3 + ["steadfast-conscript"] * 2
    s = position(hand0=cards[:5], deck0=cards[5:15], discard0=cards[15:])
    abby = s.players[0]
    abby.influence = 15
    for name, defense in (("pilgrimwalk", 4), ("queenskeep", 12), ("aramek", 9)):
        q = s.board.by_id[name]
        s.owner[q] = 0
        s.defense[q] = defense
    abby.levels = [2, 2, 0, 0, 4]  # 8 structures, Exalted Domain among them
    abby.allies = [C.ALLY_BY_ID["village-elder"], C.ALLY_BY_ID["city-commander"]]
    return s


def test_end_of_year_scoring_example() -> None:
    s = _abby_final_position()
    year_scoring(s, 2)
    assert s.players[0].year_gains[2] == 25 + 12  # defense 4 + 12 + 9, and Hallowed Vale for 12
    assert s.players[0].influence == 52


def test_end_of_game_scoring_reaches_104() -> None:
    s = _abby_final_position()
    s.round = 12
    s.first = 1  # Abby plays last in the round
    place(s, 0, "pilgrimwalk")
    s.box.extend(s.realm_decks[HV])  # nothing to recruit, so her cards stay as in the example
    s.realm_decks[HV] = []
    s.apply("end")
    s.apply("keep")
    assert s.is_over
    assert s.players[0].influence == 104  # 52 + 25 + 4 + 8 + 15
    assert s.winners() == [0]
    # the score sheet follows the rulebook's steps: C. cards 25, D. allies 4, E. 8 structures,
    # F. Exalted Domain 15, after the third year's 25 for provinces and 12 for the realm
    row = s.score_sheet()["seats"][0]
    assert row["total"] == 104
    assert {key: row["entries"][key] for key in ("year-3-provinces", "year-3-realms", "cards", "allies",
                                                  "structures", "level-4", "start")} == {
        "year-3-provinces": 25, "year-3-realms": 12, "cards": 25, "allies": 4, "structures": 8, "level-4": 15,
        "start": 5}
