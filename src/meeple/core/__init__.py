"""Game-agnostic engine: the state/action contract, decisions, text, registry."""

from meeple.core.action import Action
from meeple.core.errors import IllegalAction
from meeple.core.game import Game, Option, games, load_game, replay
from meeple.core.i18n import Msg
from meeple.core.state import RULES, Decision, Event, State, Zone

__all__ = [
    "RULES", "Action", "Decision", "Event", "Game", "IllegalAction", "Msg", "Option", "State", "Zone",
    "games", "load_game", "replay",
]
