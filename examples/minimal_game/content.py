"""The game's components: ten cards.  A real game reads these from data files
in ``content/`` (validated with ``meeple.core.content``); ten numbered cards
need no file."""

from __future__ import annotations

from meeple.core.components import Ref, check, component, register_names

GAME_ID = "toy"
VALUES = range(1, 11)


def card_id(value: int) -> str:
    return f"card-{value}"


def card(value: int) -> Ref:
    """A card named in a message or an action: its name in text, its id in JSON."""
    return Ref(GAME_ID, card_id(value))


COMPONENTS = check(
    component(card_id(value), "card", {"fr": f"carte {value}", "en": f"card {value}"}, "authored",
              text={"fr": f"Rapporte {value} points si elle dépasse le sommet de la pile.",
                    "en": f"Scores {value} points if it beats the top of the pile."},
              value=value, copies=2)
    for value in VALUES
)
register_names(GAME_ID, COMPONENTS)
