"""The tables Seasons' rules dispatch through, filled by the rule modules.

``DECISIONS`` holds every decision kind (``@DECISIONS.options("main")``,
``@DECISIONS.resolve("main")``).  The card effect tables are filled by card
slug (``@ON_PLAY.register("amulet-of-air")``) and read by card number, so the
flow modules (entering play, the end of a round, a season change, the main
turn) call a card's effect without importing the module that codes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, NamedTuple, TypeVar

from meeple.core.decisions import Decisions
from meeple.games.seasons.content import card_id

DECISIONS = Decisions()

Key = TypeVar("Key")
Value = TypeVar("Value")

S = Any  # the SeasonsState (typed loosely: the state module sits above every rule module)


class Table(Generic[Key, Value]):
    """A named table of rule entries; a key is registered once."""

    __slots__ = ("name", "entries")

    def __init__(self, name: str) -> None:
        self.name = name
        self.entries: dict[Any, Value] = {}

    def _key(self, key: Key) -> Any:
        return key

    def add(self, key: Key, value: Value) -> None:
        inner = self._key(key)
        if inner in self.entries:
            raise ValueError(f"{self.name}: {key!r} is registered twice")
        self.entries[inner] = value

    def register(self, *keys: Key) -> Callable[[Value], Value]:
        """Decorator: register the function under each of ``keys``."""

        def decorate(value: Value) -> Value:
            for key in keys:
                self.add(key, value)
            return value

        return decorate

    def get(self, key: Any) -> Value | None:
        return self.entries.get(key)

    def __getitem__(self, key: Any) -> Value:
        return self.entries[key]

    def __contains__(self, key: object) -> bool:
        return key in self.entries


class CardTable(Table[str, Value]):
    """A card effect table: registered by card slug, read by card number."""

    __slots__ = ()

    def _key(self, key: str) -> int:
        return card_id(key)


def never(s: S, p: int, slot: int) -> bool:
    return False


def always(s: S, p: int, slot: int) -> bool:
    return True


def no_crystals(params: Any) -> int:
    return 0


class Activation(NamedTuple):
    """An activated card: ``variants(s, p, slot)`` lists the ways to use it as
    ``(id suffix, text, params)``; ``resolve(s, p, slot, params)`` carries one out;
    ``sacrifices(s, p, slot)``: this use sacrifices the card itself (a Shield of Zira
    may then go instead); ``crystals(params)``: the crystals this use costs (what the
    Thieving Fairies' toll leaves aside, card 41); ``others``: how many other cards of
    its owner it may sacrifice (Dragon Skull 3, Necrotic Kriss 1), which the opponents'
    Crystal Titans must be paid for beforehand (promo 303)."""

    variants: Callable[[S, int, int], list[tuple[str, Any, dict[str, Any]]]]
    resolve: Callable[[S, int, int, Any], None]
    sacrifices: Callable[[S, int, int], bool] = never
    crystals: Callable[[Any], int] = no_crystals
    others: int = 0


# card effects, by trigger
ON_PLAY: CardTable[Callable[[S, int], None]] = CardTable("on play")  # (s, p)
ACTIVATIONS: CardTable[Activation] = CardTable("activations")
END_ROUND: CardTable[Callable[[S, int, int], None]] = CardTable("end of round")  # (s, p, slot)
SEASON_CHANGE: CardTable[Callable[[S, int], None]] = CardTable("season change")  # (s, p)

# answers to follow-up decisions, by the reason they were asked ("why")
CHOICES: Table[str, Callable[[S, int, str, dict[str, Any]], None]] = Table("choices")  # (s, p, choice, data)
HAND_CHOSEN: Table[str, Callable[[S, int, int, dict[str, Any]], None]] = Table("hand cards")  # (s, p, card, data)
OPPONENT_CHOSEN: Table[str, Callable[[S, int, int], None]] = Table("opponents")  # (s, p, opponent)
# "look at these cards" decisions with their own destinations: mode -> (options, resolve)
LOOK_MODES: Table[str, tuple[Callable[..., Any], Callable[..., None]]] = Table("look modes")
# special ability tokens 1-12 (Enchanted Kingdom), by number: (s, p)
TOKENS: Table[int, Callable[[S, int], None]] = Table("tokens")
# what a payment goes on to once the player has said how much the Amulets of Water pay
# (card 4, ``rules.ask_amulet``), by name: (s, p, args, how many of each type they pay;
# None when there was nothing to choose: the reserve first)
AMULET_PAID: Table[str, Callable[[S, int, dict[str, Any], list[int] | None], None]] = Table("amulet payments")
