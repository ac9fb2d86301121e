"""The game state: dispatch of decisions to the rule modules, views, hidden
information, scores and winners."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Action, Decision, Zone
from meeple.core.i18n import Msg
from meeple.games.shadow_kingdoms_of_valeria import camp, champions, dice, evaluation, plans, policy, turn
from meeple.games.shadow_kingdoms_of_valeria.decisions import OPTIONS, RESOLVE
from meeple.games.shadow_kingdoms_of_valeria.model import ValeriaData

RULE_MODULES = (camp, champions, dice, plans, turn)  # importing them registers their decisions


class ValeriaState(ValeriaData):
    __slots__ = ()

    def _options(self, decision: Decision) -> list[Action]:
        return OPTIONS[decision.kind](self, decision)

    def _resolve(self, decision: Decision, action: Action | None) -> None:
        RESOLVE[decision.kind](self, decision, action)

    def _advance(self) -> None:
        turn.start_turn(self)

    @property
    def is_over(self) -> bool:
        return self.finished

    def scores(self) -> list[int]:
        return [p.vp for p in self.players]

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

    def prompt(self) -> Msg | None:
        decision = self.decision
        if decision is None:
            return None
        return Msg(f"valeria.decision.{decision.kind}",
                   {"seat": decision.player, "who": Msg("core.player", {"seat": decision.player + 1})})

    def hidden_zones(self) -> list[Zone]:
        """Only the order of the face-down piles is secret: the bag's contents,
        every card in play and the cards put under the piles are public."""
        zones = [Zone("stratagem_pile", self.strat_pile.hidden)]
        zones += [Zone(f"{deck}_pile", pile.hidden) for deck, pile in self.champion_piles.items()]
        return zones

    def public_view(self, seat: int | None) -> dict[str, Any]:
        return {
            "players": [p.view() for p in self.players],
            "first_player": self.first_player,
            "turn_player": self.turn_player,
            "bag": list(self.bag),
            "sanctuaries": [[list(d) for d in sanct] for sanct in self.sanctuaries],
            "gem_supply": self.gem_supply,
            "column": list(self.column),
            "stratagem_under": list(self.strat_pile.under),
            "champion_rows": {deck: list(row) for deck, row in self.rows.items()},
            "champion_under": {deck: list(pile.under) for deck, pile in self.champion_piles.items()},
            "distinctions": list(self.distinctions),
            "claims": [list(c) for c in self.claims],
            "end_triggered": self.end_triggered,
            "adversary": None if self.solo is None else self.solo.view(),
            "turn": _plain(self.ctx),
            # questions still open (e.g. the new die waiting for a troop slot): all public here
            "pending": [{"kind": d.kind, "player": d.player, "data": _plain(d.data)} for d in self.stack],
        }


def _plain(value: Any) -> Any:
    """Tuples (dice) as lists, for a JSON view."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
