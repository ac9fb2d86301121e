"""Paladins of the West Kingdom (Shem Phillips, S J Macdonald; Garphill Games): worker placement over
7 rounds with a Paladin each round, Faith / Strength / Influence tracks, King's Orders and Favours,
Suspicion and Inquisitions, and a solo AI driven by Scheme cards."""

from __future__ import annotations

from typing import Any

from meeple.core import Game, Option, State
from meeple.games.paladins_of_the_west_kingdom import text  # noqa: F401  (registers the catalog)
from meeple.games.paladins_of_the_west_kingdom.components import COMPONENTS
from meeple.games.paladins_of_the_west_kingdom.setup import new_game
from meeple.games.paladins_of_the_west_kingdom.view import PaladinsView


class PaladinsGame(Game):
    id = "paladins-of-the-west-kingdom"
    version = "1"
    names = {"fr": "Paladins du Royaume de l'Ouest", "en": "Paladins of the West Kingdom"}
    min_players = 1
    max_players = 4
    options = {
        "difficulty": Option("standard", ("easy", "standard", "hard"), {
            "fr": "Mode solo : nombre de cartes Ordre du Roi révélées pour placer les Ateliers de l'IA "
                  "(facile 1, standard 3, difficile 5).",
            "en": "Solo mode: how many King's Order cards place the AI's starting Workshops "
                  "(easy 1, standard 3, hard 5).",
        }),
    }

    view_type = PaladinsView

    def components(self) -> list[dict[str, Any]]:
        return COMPONENTS

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        return new_game(self, num_players, seed, options)

    def render(self, view: dict[str, Any], seat: int | None, lang: str) -> Any:
        from meeple.games.paladins_of_the_west_kingdom.display import render

        return render(view, seat, lang)


GAME = PaladinsGame()
