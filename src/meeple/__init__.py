"""meeple: modern tabletop games, faithful to their rulebooks, for people, bots and research."""

from meeple.core import (
    Action,
    Decision,
    Game,
    IllegalAction,
    Msg,
    Option,
    State,
    Zone,
    games,
    load_game,
    replay,
)

__all__ = [
    "Action", "Decision", "Game", "IllegalAction", "Msg", "Option", "State", "Zone",
    "games", "load_game", "replay",
]
__version__ = "0.1.0"
