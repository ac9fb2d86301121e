"""Both sides of each line the rulebook draws: tie-break steps, the Attack shortfall, the solo AI's
workers, the end-game rows ("Fin de partie et scores") and the attribute track's end.  The expected
numbers are the rulebook's or /work/shared/data/paladins/facts.md's, written out here, never read
from the engine's own tables."""

from __future__ import annotations

import pytest
from paladins_helpers import at_actions, card, kind, rich_turn, workers

from helpers import ids, seat
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.scoring import outsider_vp, score, winners
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def _blank(p: Player) -> None:
    """A board that scores 0 in every row."""
    p.attributes, p.silver, p.provisions, p.suspicion, p.unpaid_debts, p.paid_debts = [0, 0, 0], 0, 0, [], 0, 0
    p.walls, p.monks, p.outposts, p.jars, p.converts, p.developed = [], 0, 0, 0, [], 0
    p.attacked, p.townsfolk, p.quests = [], [], 0


def _tied_table() -> PaladinsState:
    """Two blank boards; the only King's Order up is the round-1 card for 5 Commissions (4 VP)."""
    s = at_actions(2, 8)
    for p in s.players:
        _blank(p)
    s.orders_up = [card(C.ORDERS, "order-commission")]
    return s


def test_tie_on_total_goes_to_the_most_kings_order_vp_before_suspicion() -> None:
    """"En cas d'égalité, le joueur qui a gagné le plus de PV grâce aux Ordres du Roi est le vainqueur"."""
    s = _tied_table()
    a, b = s.players
    a.monks = b.monks = 4  # 4 Monks: no row VP (it starts at 5) and the Order (5) is not met
    a.monks = 5  # a: Order 4 VP + Commission row 2 VP = 6
    b.silver = 18  # b: 18 silver = 6 sets of 3 = 6 VP, no Order
    b.provisions = 0
    a.suspicion = [s.suspicion_deck.pop()]  # a also holds more Suspicion: the Order step comes first
    assert (score(s, a)["total"], score(s, b)["total"]) == (6, 6)
    assert (score(s, a)["orders"], score(s, b)["orders"]) == (4, 0)
    assert winners(s) == [0]
    b.silver = 19  # one silver more is no 7th VP (19 // 3 = 6): still a's win
    assert winners(s) == [0]
    b.silver = 21  # 7 VP: b wins on total, Orders no longer matter
    assert winners(s) == [1]


def test_equal_orders_then_fewer_suspicion_then_shared() -> None:
    s = _tied_table()
    a, b = s.players
    a.monks = b.monks = 5  # both: Order 4 + row 2 = 6
    assert winners(s) == [0, 1]  # all equal: shared
    b.suspicion = [s.suspicion_deck.pop()]
    assert winners(s) == [0]
    a.suspicion = [s.suspicion_deck.pop(), s.suspicion_deck.pop()]
    assert winners(s) == [1]


@pytest.mark.parametrize(
    ("strength", "slot", "silver"),
    [
        (5, 3, 1),  # the rulebook's example: Strength 5 against "Force de 7" pays 1
        (7, 3, 0),  # exactly the threshold: free
        (6, 3, 1),  # 1 missing Strength is not free: (1 + 1) // 2 = 1 coin
        (4, 3, 2),  # 3 missing: an odd shortfall rounds up, 2 coins (one per card skipped)
        (3, 3, 2),  # 4 missing: 2 coins
        (0, 0, 1),  # the weakest card needs 1: 1 coin
        (0, 5, 6),  # 11 missing: 6 coins
    ],
)
def test_attack_pays_one_silver_per_two_missing_strength(strength: int, slot: int, silver: int) -> None:
    """"Attaquer": Strength thresholds 1, 3, 5, 7, 9, 11; "pour chaque 2 Forces manquantes ... 1 Pièce"."""
    s = at_actions(2, 11)
    p = s.players[seat(s)]
    p.occupied = 0
    p.paladin = -1  # no Paladin boost: the Strength is the track's
    p.attributes = [0, strength, 0]
    p.workers = workers(scout=1, laborer=1, fighter=1)
    s.outsider_row[slot] = card(C.OUTSIDERS, "mercenary-4")  # its attack reward holds no silver
    if silver:
        poorer = s.copy()
        assert isinstance(poorer, PaladinsState)
        poorer.players[p.seat].silver = silver - 1
        if (strength, slot) == (0, 0):  # no card within reach at all: no Attack offered
            assert "attack" not in ids(poorer)
        else:
            poorer.apply("attack")
            assert f"out:{slot}" not in ids(poorer)
    p.silver = silver
    s.apply("attack")
    s.apply(f"out:{slot}")
    assert p.silver == 0 and len(p.attacked) == 1


def test_the_solo_ai_starts_round_one_with_four_workers() -> None:
    """Solo "Ouvriers": "Nombre d'Ouvriers = Manche en cours plus 3": 1 + 3 = 4 in round 1."""
    s = at_actions(1, 3)
    assert s.round == 1 and s.ai_player.workers == [4, 0, 0, 0, 0, 0]


# facts.md "End-game scoring": rows start at 5 done (Develop at 6); the 8th Develop is the last.
@pytest.mark.parametrize(
    ("row", "table"),
    [
        ("commission", {4: 0, 5: 2, 6: 5, 7: 9}),
        ("garrison", {4: 0, 5: 2, 6: 5, 7: 9}),
        ("absolve", {4: 0, 5: 1, 6: 3, 7: 6}),
        ("fortify", {4: 0, 5: 1, 6: 3, 7: 6}),
        ("develop", {5: 0, 6: 1, 7: 3, 8: 6}),
    ],
)
def test_each_action_row_scores_from_its_threshold(row: str, table: dict[int, int]) -> None:
    s = _tied_table()
    p = s.players[0]
    plain_walls = [i for i, wall in enumerate(C.WALLS) if wall.vp == 0]
    for done, vp in table.items():
        _blank(p)
        if row == "commission":
            p.monks = done
        elif row == "garrison":
            p.outposts = done
        elif row == "absolve":
            p.jars = done
        elif row == "fortify":
            p.walls = plain_walls[:done]
        else:
            p.developed = done
        assert score(s, p)[row] == vp, (row, done)


@pytest.mark.parametrize(("value", "vp"), [(0, 0), (1, 0), (2, 1), (3, 1), (4, 3), (5, 3), (6, 6), (7, 6),
                                           (8, 9), (9, 11), (10, 13), (11, 16), (12, 20)])
def test_each_attribute_track_value_scores_its_vp(value: int, vp: int) -> None:
    """facts.md: 0-1 -> 0, 2-3 -> 1, 4-5 -> 3, 6-7 -> 6, 8 -> 9, 9 -> 11, 10 -> 13, 11 -> 16, 12 -> 20."""
    s = _tied_table()
    p = s.players[0]
    p.attributes = [value, 0, 0]
    assert score(s, p)["attributes"] == vp


def test_debts_and_leftovers_score_their_rows() -> None:
    """"Dettes": +1 per Debt paid, -3 per Debt unpaid; "Pièces / Provisions": 1 VP per set of 3."""
    s = _tied_table()
    p = s.players[0]
    p.paid_debts, p.unpaid_debts = 2, 1
    p.silver, p.provisions = 4, 1  # 5 together: one set of 3
    parts = score(s, p)
    assert (parts["debts"], parts["resources"]) == (2 - 3, 1)
    p.provisions = 2  # 6 together: two sets
    assert score(s, p)["resources"] == 2


@pytest.mark.parametrize(("done", "offered"), [(6, True), (7, False)])
def test_an_action_can_be_done_seven_times_not_eight(done: int, offered: bool) -> None:
    """"les joueurs ne peuvent pas réaliser plus de 7 fois chacune des actions Missionner ..."."""
    s, p = rich_turn()
    p.monks = done
    assert ("commission" in ids(s)) == offered


def test_the_score_sheet_holds_each_row_in_the_rulebooks_order() -> None:
    s = _tied_table()
    a, b = s.players
    a.monks, b.silver = 5, 18
    sheet = s.score_sheet()
    assert [row["total"] for row in sheet["seats"]] == [6, 6]
    assert {k: v for k, v in sheet["seats"][0]["entries"].items() if v} == {"orders": 4, "commission": 2}
    assert {k: v for k, v in sheet["seats"][1]["entries"].items() if v} == {"resources": 6}
    assert sheet["others"] == []


def test_the_solo_ai_wins_on_a_higher_total_or_the_same_total_with_more_order_vp() -> None:
    s = at_actions(1, 3)
    me, ai = s.players[0], s.ai_player
    for p in (me, ai):
        _blank(p)
    s.orders_up = [card(C.ORDERS, "order-commission")]
    me.silver = 18  # 6 VP
    ai.monks = 4  # 0 VP
    assert winners(s) == [0]
    ai.monks = 5  # Order 4 + row 2 = 6, and more Order VP: the AI wins the tie
    assert winners(s) == []
    me.monks, me.silver = 5, 0  # the same 6 with the same Order: fewer Suspicion decides
    me.suspicion = [s.suspicion_deck.pop()]
    assert winners(s) == []
    me.suspicion = []
    assert winners(s) == [0]  # tied on every step: "se partagent la victoire", so the player is a winner
    ai.suspicion = [s.suspicion_deck.pop()]
    assert winners(s) == [0]
    sheet = s.score_sheet()
    assert [row["id"] for row in sheet["others"]] == ["solo-ai"] and sheet["others"][0]["total"] == 6
    assert sheet["others"][0]["name"] == {"fr": "L'IA", "en": "The AI"}


def test_the_champion_scores_one_more_per_kings_order_and_the_traitor_nothing_itself() -> None:
    """"Gagnez 1 PV, plus 1 PV supplémentaire pour chaque Ordre du Roi que vous avez complété"; the
    Traitor scores no VP of its own (it lowers the unpaid Debt penalty)."""
    s = _tied_table()
    p = s.players[0]
    champion, traitor = kind(C.OUTSIDERS, "champion"), kind(C.OUTSIDERS, "traitor")
    assert (outsider_vp(s, p, champion), outsider_vp(s, p, traitor)) == (1, 0)
    p.monks = 5  # the Commission Order is met
    assert outsider_vp(s, p, champion) == 2


def test_the_solo_player_scores_develop_and_leftovers_the_ai_does_not() -> None:
    s = at_actions(1, 3)
    for p in (s.players[0], s.ai_player):
        _blank(p)
        p.developed, p.silver = 6, 6  # Develop row 1 VP; 2 sets of 3
    assert (score(s, s.players[0])["develop"], score(s, s.players[0])["resources"]) == (1, 2)
    assert (score(s, s.ai_player)["develop"], score(s, s.ai_player)["resources"]) == (0, 0)
