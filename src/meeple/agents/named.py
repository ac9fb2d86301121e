"""The bots a person is offered (the lobby's list, the terminal's seat lines): each spec with its
name and what a person can expect of it, in French and English."""

from __future__ import annotations

from typing import Any

# Weakest first.
BOTS: list[dict[str, Any]] = [
    {"spec": "random", "name": {"fr": "Hasard", "en": "Random"},
     "help": {"fr": "Joue au hasard parmi les coups permis : pour découvrir les règles.",
              "en": "Plays at random among the legal moves: for learning the rules."}},
    {"spec": "heuristic", "name": {"fr": "Réflexes", "en": "Rules of thumb"},
     "help": {"fr": "Suit les règles de bon sens du jeu, un coup ou deux à l'avance, sans recherche : rapide.",
              "en": "Follows the game's rules of thumb, a move or two ahead, without searching: fast."}},
    {"spec": "greedy", "name": {"fr": "Gourmand", "en": "Greedy"},
     "help": {"fr": "Regarde un coup à l'avance et prend ce qui rapporte le plus tout de suite.",
              "en": "Looks one move ahead and takes what scores most at once."}},
    {"spec": "ismcts:time=0.5", "name": {"fr": "Stratège (0,5 s)", "en": "Strategist (0.5 s)"},
     "help": {"fr": "Recherche arborescente sur des mondes possibles (il ne voit pas vos cartes) : "
                    "le plus fort, une demi-seconde par coup.",
              "en": "Tree search over possible worlds (it never sees your cards): the strongest, "
                    "half a second per move."}},
    {"spec": "ismcts:time=2", "name": {"fr": "Stratège (2 s)", "en": "Strategist (2 s)"},
     "help": {"fr": "Le même, plus patient : deux secondes par coup.",
              "en": "The same, more patient: two seconds per move."}},
]


def bot_name(spec: str) -> dict[str, str] | None:
    """The name a person reads for ``spec`` ({"fr", "en"}), or None for a spec not in the list."""
    return next((bot["name"] for bot in BOTS if bot["spec"] == spec), None)


__all__ = ["BOTS", "bot_name"]
