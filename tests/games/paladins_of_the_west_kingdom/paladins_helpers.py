"""Shared helpers for the Paladins tests: reach the action phase, then set a board by hand."""

from __future__ import annotations

import random

import meeple
from helpers import play_randomly
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

GAME = meeple.load_game("paladins-of-the-west-kingdom")


def at_actions(players: int = 2, seed: int = 1, **options: str) -> PaladinsState:
    """A new game advanced (first legal answers) to the first seat's first action of round 1."""
    s = GAME.new_game(players, seed, options)
    assert isinstance(s, PaladinsState)
    while not (s.phase == "actions" and s.decision is not None and s.decision.kind == "turn"):
        s.apply(s.legal_actions()[0])
    return s


def workers(**counts: int) -> list[int]:
    return [counts.get(name, 0) for name in C.WORKERS]


def card(table: tuple, card_id: str) -> int:  # type: ignore[type-arg]
    return next(i for i, c in enumerate(table) if c.id == card_id)


def kind(table: tuple, k: str, n: int = 0) -> int:  # type: ignore[type-arg]
    return [i for i, c in enumerate(table) if c.kind == k][n]


def paladin(pid: str) -> int:
    return card(C.PALADINS, pid)


def random_game(players: int, seed: int, **options: str) -> PaladinsState:
    s = GAME.new_game(players, seed, options)
    assert isinstance(s, PaladinsState)
    play_randomly(s, random.Random(seed))
    return s
