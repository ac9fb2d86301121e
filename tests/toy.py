"""A tiny card game used to test the engine and the agents without a real game.

Each seat holds a hidden hand dealt from a shuffled deck of 1..10 (twice).  On
its turn a seat plays a card: it scores the card's value if the card beats the
top of the shared pile, else nothing; then it draws if the deck is not empty.
The game ends when every hand is empty.  Highest score wins; ties are shared.
"""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from meeple.core import Action, Decision, Game, Option, State, Zone
from meeple.core.components import Ref, check, component, register_names
from meeple.core.i18n import catalog, register
from meeple.core.scoring import score_sheet

VALUES = range(1, 11)

register(
    catalog({
        "toy.decision.play": ("Jouez une carte", "Play a card"),
        "toy.play": ("Jouer le {card}", "Play the {card}"),
        "toy.played": ("Joueur {seat} joue le {card} (+{points})", "Player {seat} plays the {card} (+{points})"),
        "toy.drew": ("Joueur {seat} pioche le {card}", "Player {seat} draws the {card}"),
        "toy.drew_hidden": ("Joueur {seat} pioche une carte", "Player {seat} draws a card"),
    })
)


def card_id(value: int) -> str:
    """A card's component id: its printed value, as text."""
    return str(value)


COMPONENTS = check(
    component(card_id(value), "card", str(value), "authored", value=value)
    for value in VALUES
)
register_names("toy", COMPONENTS)


@with_config(ConfigDict(extra="forbid"))
class ToyView(TypedDict):
    pile: list[str]  # card ids, bottom first
    points: list[int]  # per seat
    turn: int


class ToyState(State):
    __slots__ = ("deck", "hands", "pile", "points", "turn")

    def _options(self, decision: Decision) -> list[Action]:
        hand = self.hands[decision.player]
        return [Action(f"play:{card}", "toy.play", {"card": Ref("toy", card_id(card))}) for card in sorted(set(hand))]

    def _resolve(self, decision: Decision, action: Action | None) -> None:
        assert action is not None
        seat = decision.player
        card = int(action.params["card"].id)
        self.hands[seat].remove(card)
        gained = card if not self.pile or card > self.pile[-1] else 0
        self.points[seat] += gained
        self.pile.append(card)
        self.emit("toy.played", {"seat": seat, "card": Ref("toy", card_id(card)), "points": gained})
        if self.deck:
            drawn = self.deck.pop()
            self.hands[seat].append(drawn)
            self.emit("toy.drew", {"seat": seat, "card": Ref("toy", card_id(drawn))}, seen_by=[seat],
                      redacted=_msg("toy.drew_hidden", seat))
        self.turn += 1

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
        return {"pile": [card_id(card) for card in self.pile], "points": list(self.points), "turn": self.turn}

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
        return score_sheet([("cards", {"fr": "Cartes jouées", "en": "Cards played"})],
                           [{"cards": points} for points in self.points])

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self.points)
        return [s for s, p in enumerate(self.points) if p == best]


def _msg(key: str, seat: int) -> Any:
    from meeple.core import Msg

    return Msg(key, {"seat": seat})


class ToyGame(Game):
    id = "toy"
    version = "1"
    names = {"fr": "Jeu jouet", "en": "Toy game"}
    min_players = 1
    max_players = 4
    options = {"hand": Option(3, (2, 3, 4))}
    view_type = ToyView

    def components(self) -> list[dict[str, Any]]:
        return COMPONENTS

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        state = ToyState(self, num_players, seed, options)
        state.deck = [v for v in VALUES for _ in range(2)]
        state.rng.shuffle(state.deck)
        state.hands = [[state.deck.pop() for _ in range(options["hand"])] for _ in range(num_players)]
        state.pile = []
        state.points = [0] * num_players
        state.turn = 0
        state.settle()
        return state


GAME = ToyGame()
