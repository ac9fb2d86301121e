"""A determinized copy never keeps an opponent's true hidden cards (issue 9):
when no re-sampled world lets the deciding seat finish what it started, its
cards are shuffled by a walk through the legal arrangements, not kept as
they truly are."""

from __future__ import annotations

import random
from collections import Counter
from math import factorial, prod

import pytest
from path_helpers import GAME

from meeple.games.path_of_light_and_shadow import state as path_state
from meeple.games.path_of_light_and_shadow.model import PathData


def hidden(state: PathData, seat: int) -> tuple[object, ...]:
    """Everything of ``seat``'s that other seats cannot see, in place."""
    player, combat = state.players[seat], state.combat
    facedown: list[int] = []
    if combat is not None:
        facedown = combat.attackers_facedown if combat.attacker == seat else (
            combat.defenders_facedown if combat.defender == seat else [])
    return tuple(player.hand), tuple(player.deck), tuple(facedown), tuple(sorted(player.secret))


def arrangements(state: PathData, seat: int) -> int:
    """In how many distinct ways the seat's hand and unknown deck could lie."""
    player = state.players[seat]
    cards = player.hand + player.deck[:len(player.deck) - player.deck_known_top]
    return factorial(len(cards)) // prod(factorial(n) for n in Counter(cards).values())


@pytest.mark.parametrize("resamples", [0, path_state.RESAMPLES])
def test_copies_for_another_seat_do_not_keep_the_deciding_seats_true_cards(
        resamples: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """With no re-sampling at all (every copy made by the walk) and with the
    usual tries: the copies are legal, keep the observer's view, and the
    deciding seat's hidden cards are its true ones in almost none of the
    copies where they could lie in many ways."""
    monkeypatch.setattr(path_state, "RESAMPLES", resamples)
    rng = random.Random(9)
    copies = kept = payments = 0
    for game in range(4):
        players = 2 + game % 3
        state = GAME.new_game(players, 70 + game)
        while not state.is_over and copies < 400:
            decision = state.decision
            assert decision is not None
            paying = decision.kind in ("build_pay", "promote_pay")
            if paying or rng.random() < 0.05:
                observer = (decision.player + 1) % players
                world = state.determinize(observer, random.Random(rng.random()))
                assert world.legal_actions(), decision.kind
                assert world.view(observer) == state.view(observer)
                if arrangements(state, decision.player) >= 100:
                    copies += 1
                    payments += paying
                    kept += hidden(world, decision.player) == hidden(state, decision.player)
            state.apply(rng.choice(state.legal_actions()))
    assert copies > 150 and payments > 20
    assert kept <= copies * 0.02, (kept, copies)  # keeping the truth would make it every copy
