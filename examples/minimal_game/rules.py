"""The rules: one decision kind, ``play``, registered in ``DECISIONS``.

Rules read the answer from ``action.params`` (never by splitting its id) and
log what happened with ``emit``; a draw is seen by the drawer only, the other
seats read a redacted line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import Action, Decision, Msg
from meeple.core.decisions import Decisions

from . import text as _text  # noqa: F401  (registers the messages)
from .content import card

if TYPE_CHECKING:
    from .state import ToyState

DECISIONS = Decisions()


@DECISIONS.options("play")
def play_options(state: ToyState, decision: Decision) -> list[Action]:
    hand = state.hands[decision.player]
    return [Action(f"play:{value}", "toy.play", {"card": card(value), "value": value}) for value in sorted(set(hand))]


@DECISIONS.resolve("play")
def play(state: ToyState, decision: Decision, action: Action | None) -> None:
    """Play a card: it scores its value if it beats the top of the pile; then draw."""
    assert action is not None
    seat, value = decision.player, action.params["value"]
    state.hands[seat].remove(value)
    gained = value if not state.pile or value > state.pile[-1] else 0
    state.points[seat] += gained
    state.pile.append(value)
    state.emit("toy.played", {"seat": seat, "card": card(value), "points": gained})
    if state.deck:
        drawn = state.deck.pop()
        state.hands[seat].append(drawn)
        state.emit("toy.drew", {"seat": seat, "card": card(drawn)}, seen_by=[seat],
                   redacted=Msg("toy.drew_hidden", {"seat": seat, "who": Msg("core.player", {"seat": seat + 1})}))
    state.turn += 1
