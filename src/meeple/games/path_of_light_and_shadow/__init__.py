"""Path of Light and Shadow (Travis R. Chance, Nick Little, Jon Gilmour): deck-building,
a map of provinces, dice combat, a defender deciding out of turn, and a Morality track.

Modules, in import order: ``content`` (validated data), ``text`` (fr/en),
``model`` (the state's data, the decision registry), ``nation`` (what every
rule does to a nation), the rule modules ``effects``, ``promote``, ``build``,
``conquer``, ``turn``, ``scoring``, ``end_phase``, then ``state`` (flow,
views) and ``setup``."""

from __future__ import annotations

from typing import Any

from meeple.core import Game, State
from meeple.games.path_of_light_and_shadow.components import COMPONENTS
from meeple.games.path_of_light_and_shadow.setup import new_game
from meeple.games.path_of_light_and_shadow.view import PathView


class PathGame(Game):
    id = "path-of-light-and-shadow"
    version = "2"  # a rules fix that changes old records bumps it: docs/path-of-light-and-shadow.md
    names = {"fr": "Path of Light and Shadow (Le Chemin de la Lumière et de l'Ombre)",
             "en": "Path of Light and Shadow"}
    min_players = 2
    max_players = 4
    options: dict = {}
    view_type = PathView

    def components(self) -> list[dict[str, Any]]:
        return COMPONENTS

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        return new_game(self, num_players, seed, options)

    def render(self, view: dict[str, Any], seat: int | None, lang: str) -> Any:
        from meeple.games.path_of_light_and_shadow.display import render

        return render(view, seat, lang)


GAME = PathGame()
