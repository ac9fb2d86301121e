"""Shadow Kingdoms of Valeria (Les Sombres Royaumes de Valeria), 1-5 players,
with the rulebook's solo Adversary."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core import Game, Option, State
from meeple.core.components import register_names
from meeple.core.i18n import register
from meeple.games.shadow_kingdoms_of_valeria.components import GAME_ID, components
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.setup import new_state
from meeple.games.shadow_kingdoms_of_valeria.text import CATALOG
from meeple.games.shadow_kingdoms_of_valeria.views import ValeriaView

if TYPE_CHECKING:
    from rich.console import RenderableType

register_names(GAME_ID, components())
register(CATALOG)

# Solo, "Difficulté": the Adversary's marker starts on space 10 of the score track and
# the rulebook only raises it for a harder duel (30: "real conquerors").  The track has
# 70 spaces, 0 to 69 (the marker flips for +70 after a lap, facts.md): no start beyond.
ADVERSARY_VP_LAST = 69


class Valeria(Game):
    id = GAME_ID
    version = "2"  # a rules fix that changes old records bumps it: docs/shadow-kingdoms-of-valeria.md
    names = {"fr": "Les Sombres Royaumes de Valeria", "en": "Shadow Kingdoms of Valeria"}
    min_players = 1
    max_players = 5
    options = {
        "adversary_vp": Option(
            load().board.solo.default_start_vp,
            help={"fr": "Solo : score de départ de l'Adversaire (10 débutant, 30 difficile)",
                  "en": "Solo: the Adversary's starting score (10 beginner, 30 hard)"},
        ),
    }
    view_type = ValeriaView

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        start, lowest = options["adversary_vp"], self.options["adversary_vp"].default
        if not lowest <= start <= ADVERSARY_VP_LAST:
            raise ValueError(f"option adversary_vp must be a score track space from {lowest} (the rulebook's "
                             f"start) to {ADVERSARY_VP_LAST} (its last space), not {start}")
        return new_state(self, num_players, seed, options)

    def components(self) -> list[dict[str, Any]]:
        return list(components())

    def render(self, view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
        """The board for the terminal (rich), from the seat's view only; imported
        here so that bots and simulations never load rich."""
        from meeple.games.shadow_kingdoms_of_valeria.display import render

        return render(view, seat, lang)


GAME = Valeria()
