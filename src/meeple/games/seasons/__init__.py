"""Seasons (Libellud), 2-4 players, with the Path of Destiny expansion
(Les Chemins du Destin) as an option."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from meeple.core import Game, Option, State
from meeple.core.i18n import register
from meeple.games.seasons import components as component_list
from meeple.games.seasons.content import card_names, load
from meeple.games.seasons.setup import check_enchantment, new_state
from meeple.games.seasons.text import CATALOG
from meeple.games.seasons.view import SeasonsView

if TYPE_CHECKING:
    from rich.console import RenderableType

register(card_names())
# The enchantment option's codes read as the enchantments' names (the lobby's choices)
ENCHANTMENT_NAMES = {"-1": {"fr": "Au hasard", "en": "At random"}, "0": {"fr": "Aucun", "en": "None"}} | {
    str(number): {"fr": fr, "en": en} for number, (en, fr, _) in sorted(load().enchantments.items())}
register(CATALOG)
component_list.register()


class Seasons(Game):
    id = "seasons"
    version = "2"  # a rules fix that changes old records bumps it: docs/seasons.md
    names = {"fr": "Seasons", "en": "Seasons"}
    min_players = 2
    max_players = 4
    options = {
        "level": Option("magician", ("apprentice", "magician", "archmage"),
                        help={"fr": "Niveau : apprenti (decks fixes), magicien (cartes 1-30), archimage (1-50)",
                              "en": "Level: apprentice (fixed decks), magician (cards 1-30), archmage (1-50)"}),
        "expansion": Option("none", ("none", "path-of-destiny"),
                            help={"fr": "Extension : aucune ou Les Chemins du Destin",
                                  "en": "Expansion: none or Path of Destiny"}),
        "enchanted_kingdom": Option(False, (False, True),
                                    help={"fr": "Royaume enchanté : cartes 101-120, enchantements, jetons 1-12 "
                                                "(3 tirés, 1 gardé)",
                                          "en": "Enchanted Kingdom: cards 101-120, enchantments, tokens 1-12 "
                                                "(draw 3, keep 1)"}),
        "promos": Option(False, (False, True),
                         help={"fr": "Ajouter les cartes promo (301 Speedwall l'évadé, 302 Orbe de Ragfield, "
                                     "303 Titan de cristal)",
                               "en": "Add the promo cards (301 Speedwall the Escaped, 302 Orb of Ragfield, "
                                     "303 Crystal Titan)"}),
        "edition": Option("revised", ("revised", "first"),
                          help={"fr": "Textes des cartes : révisés (2e édition, par défaut) ou 1re édition "
                                      "(Balance d'Ishtar, Idole du familier)",
                                "en": "Card texts: revised (2nd edition, default) or first edition "
                                      "(Balance of Ishtar, Idol of the Familiar)"}),
        "enchantment": Option(-1, (-1, 0, *range(1, 11), *range(101, 111)),
                              # as the lobby lists the choices, by name (`meeple games` adds their codes)
                              help={"fr": "Enchantement de la partie : tiré au hasard parmi ceux des extensions "
                                          "en jeu, aucun, ou celui choisi, s'il est d'une extension en jeu "
                                          "(Les Chemins du Destin ou Royaume enchanté)",
                                    "en": "The game's enchantment: drawn at random from those of the expansions "
                                          "in play, none, or the one chosen, if its expansion is in play "
                                          "(Path of Destiny or Enchanted Kingdom)"},
                              names=ENCHANTMENT_NAMES),
    }

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        chosen = super().check_options(options)
        check_enchantment(chosen)
        return chosen

    view_type = SeasonsView

    def components(self) -> list[dict[str, Any]]:
        return component_list.components()

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        return new_state(self, num_players, seed, options)

    def render(self, view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
        from meeple.games.seasons.display import render

        return render(view, seat, lang)


GAME = Seasons()
