"""The ninth fresh rules audit of Seasons (issue 10, last item): interactions and timing (the
order of a summon's triggers, season-change effects across seats, values read while effects
chain), each finding reproduced on a table set by hand and carried through a position
(docs/seasons.md, "Ninth audit")."""

from __future__ import annotations

from rich.console import Console
from seasons_helpers import give_hand, put, restored, stack_top, table

from meeple.games.seasons import GAME

STAFF_OF_SPRING, YJANG, SID_NIGHTSHADE, SERVANT = 6, 30, 49, 216
BOTH = {"expansion": "path-of-destiny", "enchanted_kingdom": True}


def test_the_staff_of_springs_crystals_come_before_the_summoned_cards_enter_play_effect() -> None:
    # The rules do not order a summon's triggers against the card's own effect; BGA resolves the
    # Staff of Spring (and Yjang's Vase) first (`summon` queues them before the card's `play`
    # effect).  Sid Nightshade then sees the Staff's 3 crystals: 3 + 3 = 6 beat the opponent's
    # 5.  Before, Sid resolved first (3 against 5: nothing), the Staff's crystals after
    s, p, q = table(expansion="path-of-destiny")
    put(s, p, STAFF_OF_SPRING)
    give_hand(s, p, SID_NIGHTSHADE)
    s.energy[p] = [0, 0, 0, 1]
    s.crystals[p], s.crystals[q] = 3, 5
    s = restored(s)
    s.apply("summon:49")
    assert s.crystals[p] == 3 + 3 + 5 and s.crystals[q] == 0


def test_the_servant_of_ragfield_counts_the_staff_of_springs_crystals() -> None:
    # PoD 16/20: players with 10 crystals or more draw; the summoner's 8 + the Staff's 3 (BGA: the
    # Staff first) make 11.  Before, the Servant read 8 and its summoner drew nothing
    s, p, _ = table(expansion="path-of-destiny")
    put(s, p, STAFF_OF_SPRING)
    give_hand(s, p, SERVANT)
    cost = s.costs[SERVANT]
    s.crystals[p] = 8 + cost[0]
    s.energy[p] = list(cost[1:])
    s = restored(s)
    s.apply(f"summon:{SERVANT}")
    assert s.decision is not None and s.decision.kind == "look" and s.decision.player == p
    assert s.gauge[p] == 15 and len(s.looks[p]) == 1


PSYCHIC_CAGE, IOS_MINION = 215, 218


def test_an_ios_minion_caught_by_a_cage_still_keeps_the_staff_of_springs_crystals_from_its_summoner() -> None:
    # The eighth audit's doubt, settled by BGA: `summon` moves the card into play, then resolves
    # the Staff of Spring (its `checkMinion` finds the Minion in play: 0 crystals), then the
    # Cage's Trap; the engine the same (PoD 18/20, PoD 15/20).  Thrown away, the Minion gives
    # nothing either (no air, no gauge)
    s, p, q = table(**BOTH)
    put(s, p, STAFF_OF_SPRING)
    put(s, q, PSYCHIC_CAGE)
    s.play[q][-1][2] = 1  # its Trap
    give_hand(s, p, IOS_MINION)
    s.energy[p] = [1, 0, 0, 0]
    s.gauge[p] = 5
    s = restored(s)
    s.apply(f"summon:{IOS_MINION}")
    assert s.crystals[p] == 0
    assert sorted(a.id for a in s.legal_actions()) == ["cage:discard", "cage:sacrifice"]
    s.apply("cage:discard")
    assert s.crystals[p] == 0 and s.energy[p] == [0, 0, 0, 0] and s.gauge[p] == 5
    assert [c[0] for c in s.play[p]] == [STAFF_OF_SPRING]


TEMPORAL_BOOTS, FIGRIM, STATUE_OF_EOLIS = 7, 11, 107
DROUGHT = {"enchanted_kingdom": True, "enchantment": 109}


def test_drought_reads_the_crystals_as_the_marker_enters_summer_before_figrims() -> None:
    # EK Drought: "each time the season marker enters summer, the player who alone has the most
    # crystals..."; read at the move, like Into the Void's thresholds ("lors du changement"), before
    # the season-change effects the move triggers.  10 against 10: nobody alone.  Before, Figrim
    # the Avaricious (an effect of that same move) was counted first: 9 against 11, and its owner
    # was struck, while a Statue of Eolis's 2 crystals, asked after, never counted
    s, p, q = table(**DROUGHT)
    put(s, q, FIGRIM)
    give_hand(s, p, TEMPORAL_BOOTS)
    s.crystals[p] = s.crystals[q] = 10
    s.month = 5  # spring, space 6
    s = restored(s)
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    s.apply("boots:+1")
    assert s.season == 2 and s.crystals[p] == 9 and s.crystals[q] == 11
    assert s.decision is not None and s.decision.kind == "main" and s.decision.player == p
    assert s.drought == [0, 0] and s.drought_year == 1


def test_the_drought_leader_chooses_after_the_season_change_effects_of_the_move() -> None:
    # The leader at the move (10 against 9) is struck; its choice comes after the move's
    # season-change effects (its own Statue of Eolis first), as Into the Void's sacrifices do
    s, p, q = table(**DROUGHT)
    put(s, p, STATUE_OF_EOLIS)
    give_hand(s, p, TEMPORAL_BOOTS)
    s.crystals[p], s.crystals[q] = 10, 9
    s.month = 5
    s = restored(s)
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    s.apply("boots:+1")
    assert s.decision is not None and s.decision.data["why"] == "statue"
    s.apply("statue:energy")
    s.apply("gain:0")
    assert s.decision is not None and s.decision.data["why"] == "drought" and s.decision.player == p
    s.apply("drought:reserve")
    assert s.drought == [1, 0]
    said = [e["text"] for e in s.events(None, 0, "fr") if e["kind"] == "seasons.log.drought_leader"]
    assert said == [f"Sécheresse : Joueur {p + 1}, seul en tête avec 10 cristaux, sacrifie une carte ou perd une "
                    "place de réserve"]


ELEMENTAL_AMULET, ARGOS_EMBRACE = 31, 106


def test_argos_embrace_charges_an_elemental_amulet_drawn_by_an_identical_one() -> None:
    # The seventh audit's doubt: the Elemental Amulet's fire draws a card as the Amulet leaves the
    # hand; an identical Amulet drawn was not charged (the hand compared as a multiset looked
    # unchanged).  The enter-play effect now resolves as its own step, once the summon (and its
    # triggers) are done, so the hand it is compared with no longer holds the summoned Amulet
    s, p, _ = table(enchanted_kingdom=True, enchantment=ARGOS_EMBRACE)
    give_hand(s, p, ELEMENTAL_AMULET)
    stack_top(s, ELEMENTAL_AMULET)  # the other copy
    s.energy[p] = [0, 0, 1, 0]
    s.crystals[p] = 8
    s = restored(s)
    s.apply("summon:31:m4")
    assert s.hands[p] == [ELEMENTAL_AMULET]
    assert s.crystals[p] == 3


def test_figrim_takes_its_crystal_before_another_seats_statue_of_eolis_gives_two() -> None:
    # Season-change effects of several seats: the rules do not order them; BGA queues them in the
    # order of its card ids, its cards created type by type (Figrim the Avaricious, then the Hourglass
    # of Time, then the Statue of Eolis; the Chrono-Ring queued after), so a Figrim takes its crystal
    # before a Statue's 2 arrive; the engine the same
    s, p, q = table(expansion="path-of-destiny", enchanted_kingdom=True)
    put(s, p, STATUE_OF_EOLIS)
    put(s, q, FIGRIM)
    give_hand(s, p, TEMPORAL_BOOTS)
    s.month = 2  # winter, space 3
    s = restored(s)
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    s.apply("boots:+1")
    assert s.season == 1 and s.decision is not None and s.decision.data["why"] == "statue"
    # asked at a season change, the options name the Statue (they read "Prendre 1 énergie")
    assert [a.text("fr") for a in s.legal_actions()] == [
        "Statue d'Eolis : prendre 1 énergie", "Statue d'Eolis : 2 cristaux et regarder la carte du dessus de la pioche"]
    s.apply("statue:crystals")
    assert s.crystals[p] == 2 and s.crystals[q] == 0


OTUS, AMULET_OF_EARTH, ENTANGLING_ROOTS = 219, 3, 104


def test_entangling_roots_counts_a_summon_from_otus_the_oracles_cards() -> None:
    # EK Entangling Roots: one summon from the hand per turn.  PoD 19/20: Otus's cards "sont
    # considérées comme invoquées" and trigger the Staff of Spring, whose text too reads "from your
    # hand", "etc.": so a summon from Otus's cards is one, and after it no hand card may come
    s, p, q = table(enchanted_kingdom=True, enchantment=ENTANGLING_ROOTS, expansion="path-of-destiny")
    put(s, q, OTUS)
    s.deck.remove(AMULET_OF_EARTH)
    s.oracle.append(AMULET_OF_EARTH)
    give_hand(s, p, AMULET_OF_EARTH)
    s.energy[p] = [0, 0, 0, 4]
    s = restored(s)
    legal = [a.id for a in s.legal_actions()]
    assert "oracle:3" in legal and "summon:3" in legal
    s.apply("oracle:3")
    assert not [a.id for a in s.legal_actions() if a.id.startswith(("summon:", "oracle:"))]


RAVEN, SHIELD_OF_ZIRA, SYLLAS = 118, 113, 10


def test_a_raven_whose_item_leaves_play_goes_without_a_shield_of_zira_offer() -> None:
    # Card 118: "if the copied item leaves play, sacrifice Raven"; a Raven spared by a Shield of
    # Zira would copy nothing, which no source describes; BGA forces that sacrifice
    # (`cleanTableauCard(..., $bForceSacrifice)`), the engine the same
    s, p, q = table(enchanted_kingdom=True, expansion="path-of-destiny")
    put(s, q, AMULET_OF_EARTH)
    put(s, p, SHIELD_OF_ZIRA)
    give_hand(s, p, RAVEN, SYLLAS)
    raven, syllas = s.costs[RAVEN], s.costs[SYLLAS]
    s.energy[p] = [a + b for a, b in zip(raven[1:], syllas[1:], strict=True)]
    s.energy[p][3] += 2  # the Amulet of Earth's cost, for the copy
    s.crystals[p] = raven[0] + syllas[0]
    s = restored(s)
    s.apply(f"summon:{RAVEN}")
    s.apply(f"raven:{q}:0")
    s.apply(f"summon:{SYLLAS}")
    s.apply("sac:0")  # the opponent gives up its Amulet of Earth: the Raven goes with it
    assert [c[0] for c in s.play[p]] == [SHIELD_OF_ZIRA, SYLLAS]
    assert s.decision is not None and s.decision.kind == "main" and RAVEN in s.discard


RATTY = 120


def test_ratty_nightshade_steals_everything_before_its_owner_discards_down_to_the_limit() -> None:
    # Card 120: steal up to 2 energies from each opponent; base 5.4: energy over the limit is
    # discarded, the owner choosing which.  BGA takes every stolen energy, then checks the reserve
    # once; the engine waits for the pending energy choices (gains, discards) before asking.
    # Before, a steal was not one of them: at the limit the owner discarded after the first steal,
    # before seeing the second
    s, p, q = table(enchanted_kingdom=True)
    give_hand(s, p, RATTY)
    s.crystals[p] = s.costs[RATTY][0]
    s.energy[p] = [7, 0, 0, 0]
    s.energy[q] = [0, 1, 1, 0]
    s = restored(s)
    s.apply(f"summon:{RATTY}")
    kinds = []
    while s.decision is not None and s.decision.kind != "main":
        kinds.append(s.decision.kind)
        s.apply(s.legal_actions()[-1])
    assert kinds == ["steal", "steal", "lose", "lose"]
    assert sum(s.energy[p]) == 7 and s.energy[q] == [0, 0, 0, 0]


CHRONO_RING = 212


def test_the_payment_line_names_only_what_was_paid() -> None:
    # issue 8 / the French game of this audit: "Joueur 1 paie 0 cristal et 1 Air, 0 Eau, 0 Feu,
    # 0 Terre pour ..." read badly; the counts stay in the params
    s, p, _ = table(expansion="path-of-destiny")
    give_hand(s, p, CHRONO_RING, TEMPORAL_BOOTS, STAFF_OF_SPRING)
    s.crystals[p] = 2
    s.energy[p] = [0, 1, 0, 1 + 3]
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"summon:{CHRONO_RING}")
    s.apply(f"summon:{STAFF_OF_SPRING}")
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    paid = [e for e in s.events(None, since, "fr") if e["kind"] == "seasons.log.paid"]
    who = f"Joueur {p + 1}"
    assert [e["text"] for e in paid] == [f"{who} paie 2 cristaux, 1 Eau, 1 Terre pour Bague temporelle",
                                         f"{who} paie 3 Terre pour Bâton du printemps",
                                         f"{who} paie 0 cristal pour Bottes temporelles"]
    assert paid[0]["params"]["crystals"] == 2 and paid[0]["params"]["energy"]["params"]["earth"] == 1
    english = [e["text"] for e in s.events(None, since, "en") if e["kind"] == "seasons.log.crystals_card"]
    assert english == [f"Player {p + 1} gains 3 crystals (Staff of Spring)"]  # the Boots' summon


def test_the_board_says_the_marker_is_past_year_three() -> None:
    # base 6: Temporal Boots may push the marker past the end in the middle of a round (the round
    # is finished).  The board read "Year 3 — space 2 (Winter)", an earlier space of the game
    s, p, _ = table()
    give_hand(s, p, TEMPORAL_BOOTS)
    s.year, s.month = 3, 10  # year III, space 11
    s = restored(s)
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    s.apply("boots:+3")
    calendar = s.view(p)["state"]["calendar"]
    assert calendar["past_end"] and (calendar["year"], calendar["month"], calendar["season"]) == (3, 2, "winter")
    heads = []
    for lang in ("fr", "en"):
        console = Console(width=160, record=True)
        console.print(GAME.render(s.view(p), p, lang))
        heads.append(console.export_text().splitlines()[0])
    assert heads[0].startswith("Année 3 dépassée — case 2 (Hiver)")
    assert heads[1].startswith("Past year 3 — space 2 (Winter)")
    assert not s.over  # the round goes on


def test_the_end_of_round_move_past_the_end_says_the_game_is_over() -> None:
    # base 6: past the last space in the middle of a round, the game ends with the round; at the
    # round's end it ends now.  Both moves read "the game ends with this round"
    s, p, _ = table()
    give_hand(s, p, TEMPORAL_BOOTS)
    s.year, s.month = 3, 11
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"summon:{TEMPORAL_BOOTS}")
    s.apply("boots:+1")
    while not s.over:
        legal = [a.id for a in s.legal_actions()]
        s.apply("end" if "end" in legal else legal[0])
    moves = [e["text"] for e in s.events(None, since, "en") if e["kind"].startswith("seasons.log.marker")]
    assert moves[0] == "The marker moves 1 past the last space of year III: the game ends with this round"
    assert moves[-1].endswith("past the last space of year III: the game is over") and len(moves) == 2
