"""The state: its data, copy, what each seat sees, scores."""

from __future__ import annotations

from typing import Any

from typing_extensions import TypedDict

from meeple.core import State, Zone
from meeple.core.scoring import score_sheet

from .content import card_id
from .rules import DECISIONS


class ToyView(TypedDict):
    """What ``public_view`` returns: the view's schema is generated from it."""

    pile: list[str]
    points: list[int]
    turn: int


class ToyState(State):
    __slots__ = ("deck", "hands", "pile", "points", "turn")
    decisions = DECISIONS

    def _advance(self) -> None:
        seat = self.turn % self.num_players
        self.push("play", seat, rule="toy: play one card from your hand")

    def _copy_into(self, other: State) -> None:
        assert isinstance(other, ToyState)
        other.deck = list(self.deck)
        other.hands = [list(h) for h in self.hands]
        other.pile = list(self.pile)
        other.points = list(self.points)
        other.turn = self.turn

    def public_view(self, seat: int | None) -> dict[str, Any]:
        view: ToyView = {"pile": [card_id(v) for v in self.pile], "points": list(self.points), "turn": self.turn}
        return dict(view)

    def hidden_zones(self) -> list[Zone]:
        zones = [Zone("deck", self.deck, (), pool="cards", show=card_id)]
        zones += [Zone(f"hand-{s}", h, (s,), pool="cards", show=card_id) for s, h in enumerate(self.hands)]
        return zones

    @property
    def is_over(self) -> bool:
        return not any(self.hands)

    def scores(self) -> list[int]:
        return list(self.points)

    def score_sheet(self) -> dict[str, Any]:
        cards = ("cards", {"fr": "Cartes jouées", "en": "Cards played"})
        return score_sheet([cards], [{"cards": points} for points in self.points])

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self.points)
        return [s for s, p in enumerate(self.points) if p == best]
