"""What the log tells a player (issue 8: events report what actually happened, every payment logged):
the Debt taken as a price, the rewards gained, the Wall drawn, the Inquisition's discards and refill,
the workers discarded on passing, and where a Tax came from."""

from __future__ import annotations

from paladins_helpers import at_actions, card, rich_turn, workers

from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import rewards
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState


def lines_logged_by(s: PaladinsState, *answers: str) -> list[str]:
    """Apply `answers` in turn and return the English log lines they added."""
    since = len(s.log)
    for answer in answers:
        s.apply(answer)
    return s.log_text(None, "en")[since:]


def test_a_recruit_paid_with_a_debt_logs_the_debt() -> None:
    # "Recruter": the 2 leftmost Townsfolk may be taken for a Debt instead of silver: that Debt is the price
    s, p = rich_turn()
    p.silver = 0
    s.townsfolk_row[0] = card(C.TOWNSFOLK, "gatekeeper-1")  # recruit bonus: 1 silver
    lines = lines_logged_by(s, "recruit", "pay:LF", "tf:0:debt")
    assert p.unpaid_debts == 1
    assert lines[-3:] == ["Player 1 takes a Debt.", "Player 1 recruits Gatekeeper.", "Player 1 gains: Silver."]


def test_a_commission_logs_the_square_reward_and_the_influence_flag() -> None:
    # "Missionner" example: region 2's square gives a Scout, the uncovered flag 1 Influence
    s, p = rich_turn()
    p.workers = workers(scout=1, cleric=1, laborer=1)
    p.attributes = [3, 0, 0]
    assert lines_logged_by(s, "commission", "space:1:2")[-3:] == [
        "Player 1 commissions a Monk to region 2.", "Player 1 gains: Scout.", "Player 1 gains: Influence."]


def test_fortify_names_the_wall_drawn_and_its_rewards() -> None:
    s, p = rich_turn()
    p.workers = workers(merchant=1, scout=1, laborer=1)
    p.attributes = [0, 0, 0]
    wall = card(C.WALLS, "wall-1")  # 2 Strength
    s.wall_deck.remove(wall)
    s.wall_deck.append(wall)
    assert lines_logged_by(s, "fortify")[-2:] == [
        "Player 1 builds a Wall (1/7): Wall 1.", "Player 1 gains: Strength, Strength."]


def test_the_inquisition_logs_each_discard_and_the_refill() -> None:
    # "L'Inquisition": 3 Suspicion -> a Debt, 1 card discarded (the newest); the Tax Supply gets 5 (2 players)
    s = at_actions(2, 3)
    p, q = s.players
    for seat in s.players:
        seat.townsfolk, seat.unpaid_debts = [], 0
    p.suspicion = [s.suspicion_deck.pop() for _ in range(3)]
    newest = p.suspicion[-1]
    q.suspicion = []
    s.tax_supply = 0
    since = len(s.log)
    rewards.inquisition(s)
    assert s.log_text(None, "en")[since:] == [
        "Inquisition!", "Player 1 has the most Suspicion.", "Player 1 takes a Debt.",
        f"Player 1 discards Suspicion {newest + 1}.", "The Tax Supply gets 5 silver (it now holds 5)."]


def test_passing_logs_each_worker_discarded() -> None:
    s, p = rich_turn()
    p.workers = workers(laborer=4)
    assert lines_logged_by(s, "pass", "discard:L")[-1] == "Player 1 discards a Laborer on passing."


def test_a_tax_names_the_general_supply_only_when_it_paid_part() -> None:
    s = at_actions(2, 5)
    p = s.players[0]
    s.tax_supply = 5
    rewards.take_tax(s, p, 2)
    assert s.log_text(None, "en")[-1] == "Player 1 takes 2 Taxes from the Tax Supply."
    s.tax_supply = 1
    for seat in s.players:
        seat.suspicion = []
    rewards.take_tax(s, p, 2)
    assert "Player 1 takes 2 Taxes (1 from the Tax Supply, the rest from the general supply)." in \
        s.log_text(None, "en")[-6:]


def test_the_solo_ais_commission_fortify_and_absolve_are_logged_like_a_seats() -> None:
    """The AI acts "comme le ferait un joueur humain": its Monk's region and Influence flag, the Wall it draws,
    its Jar slot, Faith and discarded Suspicion are logged (until the second 2026-11-27 audit they were silent),
    and the coin it moves out of the Tax Supply for a card it lacks ("Piste de Ressources") is logged too."""
    from meeple.games.paladins_of_the_west_kingdom.solo import _try

    s = at_actions(1, 31)
    a = s.ai_player
    a.workers = [9, 0, 0, 0, 0, 0]
    a.occupied = 0
    a.attributes = [0, 0, 9]
    s.spaces = [[-1] * len(region) for region in s.spaces]
    since = len(s.log)
    assert _try(s, "commission")
    lines = s.log_text(None, "en")[since:]
    assert "The AI commissions a Monk to region 1." in lines and lines[-1] == "The AI gains: Influence."
    s.wall_deck[-1] = card(C.WALLS, "wall-3")  # Strength and a Laborer, 1 VP
    since = len(s.log)
    assert _try(s, "fortify")
    assert s.log_text(None, "en")[since + 1] == "The AI builds a Wall (1/7): Wall 3."
    a.suspicion = [card(C.SUSPICIONS, "suspicion-1")]
    since = len(s.log)
    assert _try(s, "absolve")
    lines = s.log_text(None, "en")[since:]
    assert lines[1:3] == ["The AI absolves (jar slot 1).", "The AI discards Suspicion 1."]
    assert lines[-1] == "The AI gains: Faith." and a.suspicion == []
    s.tax_supply = 5
    since = len(s.log)
    rewards.discard_suspicion(s, a)
    assert s.log_text(None, "en")[since:] == [
        "The AI has nothing to discard: it takes 1 coin out of the Tax Supply (4 left)."]


def test_a_payment_names_only_what_was_paid() -> None:
    """"Joueur 2 paie 0 pièce et 1 Provision." read oddly: a price in one currency names that one."""
    s = at_actions(1, 14)
    p = s.players[0]
    p.silver, p.provisions = 5, 5
    for silver, provisions, french in ((0, 1, "paie 1 Provision."), (2, 0, "paie 2 pièces."),
                                       (1, 2, "paie 1 pièce et 2 Provisions.")):
        rewards.spend(s, p, silver, provisions)
        assert s.log[-1].msg.text("fr").endswith(french)
