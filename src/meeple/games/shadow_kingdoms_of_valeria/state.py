"""The game state: the decision registry the rule modules fill, views, hidden
information, scores, the score sheet and winners."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Action, Zone
from meeple.core.scoring import score_sheet
from meeple.games.shadow_kingdoms_of_valeria import (  # importing the rule modules registers their decisions
    camp,
    champions,
    conquest,
    dice,
    evaluation,
    plans,
    policy,
    turn,
    views,
)
from meeple.games.shadow_kingdoms_of_valeria.components import (
    ADVERSARY_CATEGORIES,
    ADVERSARY_ID,
    CATEGORIES,
    PLAYER_CATEGORIES,
    category_id,
)
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, ValeriaData

RULE_MODULES = (camp, champions, conquest, dice, plans, turn)


def _names(category: str) -> dict[str, str]:
    fr, en = CATEGORIES[category]
    return {"fr": fr, "en": en}


class ValeriaState(ValeriaData):
    __slots__ = ()

    decisions = DECISIONS

    def _advance(self) -> None:
        turn.start_turn(self)

    @property
    def is_over(self) -> bool:
        return self.finished

    def scores(self) -> list[int]:
        return [p.vp for p in self.players]

    def score_sheet(self) -> dict[str, Any]:
        """The rulebook's final scoring: plans, skirmish bonuses, distinctions,
        Influence beyond 20 during play; end-game champions and troop dice at the
        end (before that, what they would score now is not counted).  Solo: the
        Adversary's start, meetings, plans and distinctions in ``others``."""
        categories = [(category_id(c), _names(c)) for c in PLAYER_CATEGORIES]
        seats = [{category_id(c): p.points.get(c, 0) for c in PLAYER_CATEGORIES} for p in self.players]
        others = []
        if self.solo is not None:
            categories += [(category_id(c), _names(c)) for c in ADVERSARY_CATEGORIES]
            entries = {category_id(c): self.solo.points.get(c, 0) for c in ADVERSARY_CATEGORIES}
            others.append((ADVERSARY_ID, {"fr": "Adversaire", "en": "Adversary"}, entries))
        return score_sheet(categories, seats, others)

    def winners(self) -> list[int]:
        """Most VP; ties go to the most Influence, then the win is shared.
        Solo: you win only by beating the Adversary (a tie is its win)."""
        if not self.finished:
            return []
        if self.solo is not None:
            return [0] if self.players[0].vp > self.solo.vp else []
        best = max(p.vp for p in self.players)
        tied = [seat for seat, p in enumerate(self.players) if p.vp == best]
        most = max(self.players[seat].influence for seat in tied)
        return [seat for seat in tied if self.players[seat].influence == most]

    def evaluate(self) -> list[float]:
        """Estimated final scores (see evaluation.py); in solo the Adversary's
        estimate is appended after the seat's."""
        return evaluation.evaluate(self)

    def policy_action(self, rng: random.Random) -> Action:
        """The rules of thumb in policy.py (used by playouts and the heuristic bot)."""
        return policy.choose(self, rng)

    # the rules of thumb alone beat the solo Adversary 80% of the time (400 deals),
    # and steering the search with them won 4 of 4 search-against-search games
    search_prior = 1.0
    # Playouts follow the rules of thumb: at equal time (ismcts:time=0.5 vs
    # heuristic, 40 deals) policy playouts won 27/40, random ones 9/40.
    search_guide = 1.0

    def hidden_zones(self) -> list[Zone]:
        """Only the order of the face-down piles is secret: the bag's contents,
        every card in play and the cards put under the piles are public."""
        zones = [Zone("stratagem_pile", self.strat_pile.hidden)]
        zones += [Zone(f"{deck}_pile", pile.hidden) for deck, pile in self.champion_piles.items()]
        return zones

    def public_view(self, seat: int | None) -> dict[str, Any]:
        return dict(views.public_view(self))
