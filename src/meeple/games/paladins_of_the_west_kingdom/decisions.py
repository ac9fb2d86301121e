"""The game's decision registry and the small builders every rule module uses to name
components in actions and log events.  Rule modules register their kinds here with
``@DECISIONS.options(kind)`` / ``@DECISIONS.resolve(kind)``; ``state.py`` names the registry."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.core import Action
from meeple.core.components import Ref
from meeple.core.decisions import Decisions
from meeple.games.paladins_of_the_west_kingdom import content as C

GID = "paladins-of-the-west-kingdom"
DECISIONS = Decisions()

# the one-letter worker codes of action ids ("pay:LX" places a Laborer and a Criminal); ids are stable records
LETTERS = "LSMFCX"


def act(action_id: str, key: str, **params: Any) -> Action:
    """An answer whose text is ``paladins.act.<key>``; ``params`` carry what the rules read and the text shows."""
    return Action(action_id, f"paladins.act.{key}", params)


# ---------------------------------------------------------------------- component ids (see components.py)
PALADIN_IDS = tuple(f"paladin-{card.id}" for card in C.PALADINS)
TOWNSFOLK_IDS = tuple(f"townsfolk-{card.id}" for card in C.TOWNSFOLK)
OUTSIDER_IDS = tuple(f"outsider-{card.id}" for card in C.OUTSIDERS)
TAVERN_IDS = tuple(card.id for card in C.TAVERNS)
WALL_IDS = tuple(card.id for card in C.WALLS)
SUSPICION_IDS = tuple(card.id for card in C.SUSPICIONS)
ORDER_IDS = tuple(card.id for card in C.ORDERS)
FAVOUR_IDS = tuple(card.id for card in C.FAVOURS)
SCHEMES = ("recruit", "pray", "trade", "conspire", *C.RIGHT_ACTIONS, "order", "favour")  # the kinds of Scheme card
SCHEME_IDS = {name: f"scheme-{name}" for name in SCHEMES}
PHASE_IDS = {"start": "phase-start", "choose": "phase-choose", "actions": "phase-actions"}
# reward icons are components of their own ids ("pray" is the Pray action space it gives)


def region_id(region: int) -> str:
    return f"region-{region + 1}"


def square_id(region: int, square: int) -> str:
    return f"square-{region + 1}-{square + 1}"


def jar_slot_id(slot: int) -> str:
    return f"jar-slot-{slot + 1}"


_REFS: dict[str, Ref] = {}


def ref(component_id: str) -> Ref:
    """The component named in a message (shared: a Ref is never changed)."""
    hit = _REFS.get(component_id)
    if hit is None:
        hit = _REFS[component_id] = Ref(GID, component_id)
    return hit


def worker_name(colour: int) -> Ref:
    return ref(C.WORKERS[colour])


def workers_list(colours: Sequence[int]) -> list[Ref]:
    return [ref(C.WORKERS[colour]) for colour in colours]


def action_name(action: str) -> Ref:
    return ref(action)


def paladin_name(card: int) -> Ref:
    return ref(PALADIN_IDS[card])


def townsfolk_name(card: int) -> Ref:
    return ref(TOWNSFOLK_IDS[card])


def outsider_name(card: int) -> Ref:
    return ref(OUTSIDER_IDS[card])


def favour_name(card: int) -> Ref:
    return ref(FAVOUR_IDS[card])


def scheme_name(card: str) -> Ref:
    return ref(SCHEME_IDS[card])


def rewards_list(tokens: Sequence[str]) -> list[Ref]:
    return [ref(token) for token in tokens]
