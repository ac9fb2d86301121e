"""Shared helpers for the Paladins tests: reach the action phase, then set a board by hand."""

from __future__ import annotations

import random

import meeple
from helpers import play_randomly
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.model import Player
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


def rich_turn(players: int = 2, seed: int = 2) -> tuple[PaladinsState, Player]:
    """A main turn whose seat can pay for any action: free board, attributes at 12,
    9 provisions and silver, 3 workers of every kind but criminals."""
    s = at_actions(players, seed)
    p = s.players[s.current_player]
    p.occupied = 0
    p.attributes = [12, 12, 12]
    p.provisions, p.silver = 9, 9
    p.workers = workers(laborer=3, scout=3, merchant=3, fighter=3, cleric=3)
    return s, p

