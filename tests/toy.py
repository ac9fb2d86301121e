"""The engine's reference game, used to test the engine and the agents without a
real game: the minimal game of ``examples/minimal_game`` (the template for adding
a game)."""

from minimal_game import GAME, ToyGame
from minimal_game.state import ToyState

__all__ = ["GAME", "ToyGame", "ToyState"]
