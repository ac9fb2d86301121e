"""A minimal meeple game: the template for adding a game (see docs/adding-a-game.md).

Each seat holds a hidden hand dealt from a shuffled deck of cards 1..10 (two of
each).  On its turn a seat plays a card: it scores the card's value if the card
beats the top of the shared pile, else nothing; then it draws if the deck is not
empty.  The game ends when every hand is empty.  Highest score wins; ties share.

The folder shows the anatomy every game follows, imports flowing one way:
``content`` (components) → ``text`` (fr/en messages) → ``rules`` (decisions,
registered in ``DECISIONS``) → ``state`` (data, copy, views, scores) → this
module (the ``Game`` and its setup).
"""

from __future__ import annotations

from typing import Any

from meeple.core import Game, Option, State

from .content import COMPONENTS
from .state import ToyState, ToyView


class ToyGame(Game):
    id = "toy"
    version = "1"
    names = {"fr": "Jeu jouet", "en": "Toy game"}
    min_players = 1
    max_players = 4
    options = {"hand": Option(3, (2, 3, 4), {"fr": "Cartes en main au départ", "en": "Cards in hand at the start"})}
    view_type = ToyView

    def components(self) -> list[dict[str, Any]]:
        return COMPONENTS

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        state = ToyState(self, num_players, seed, options)
        state.deck = [value for value in range(1, 11) for _ in range(2)]
        state.rng.shuffle(state.deck)
        state.hands = [[state.deck.pop() for _ in range(options["hand"])] for _ in range(num_players)]
        state.pile = []
        state.points = [0] * num_players
        state.turn = 0
        state.settle()
        return state


GAME = ToyGame()
