"""Helpers for the Seasons tests: reach a player's main turn decision, then set
the table by hand so one rule or card can be checked with its own numbers."""

from __future__ import annotations

import random
from typing import Any

from meeple.games.seasons import GAME
from meeple.games.seasons.state import SeasonsState


def at_main(players: int = 2, seed: int = 1, **options: Any) -> SeasonsState:
    """A game at the first seat's main turn decision of year I, with empty tables."""
    s = GAME.new_game(players, seed, options)
    rng = random.Random(seed)
    while not (s.decision is not None and s.decision.kind == "main"):
        s.apply(rng.choice(s.legal_actions()))
    assert isinstance(s, SeasonsState)
    p = s.decision.player
    for q in range(players):
        s.deck.extend(s.hands[q])
        s.hands[q].clear()
        s.knowledge.forget(f"hand{q}")  # emptied by hand: what the others knew of it is gone
        s.energy[q] = [0, 0, 0, 0]
        s.crystals[q] = 0
        s.gauge[q] = 0
        s.bonus[q] = 0
    s.may_transmute, s.trans_bonus, s.draw_pending = False, 0, False
    s._legal = None
    assert s.turn_player == p
    return s


def give_hand(s: SeasonsState, p: int, *cids: int) -> None:
    for c in cids:
        if c in s.deck:
            s.deck.remove(c)
        s.hands[p].append(c)
    s._legal = None


def put(s: SeasonsState, p: int, *cids: int) -> None:
    for c in cids:
        if c in s.deck:
            s.deck.remove(c)
        # cards that keep energy by type carry 4 more counters (as turn.enter_play does)
        s.play[p].append([c, 0, 0, 0, 0, 0, 0] if c in (4, 35, 103) else [c, 0, 0])
    s._legal = None


def stack_top(s: SeasonsState, *cids: int) -> None:
    """Put these cards on top of the draw pile (the first one is drawn first)."""
    for c in cids:
        if c in s.deck:
            s.deck.remove(c)
    s.deck.extend(reversed(cids))


def card_total(s: SeasonsState) -> int:
    zones = [s.deck, s.discard, s.oracle, s.removed, *s.hands, *s.lib2, *s.lib3, *s.packs, *s.drafted, *s.looks]
    return sum(len(z) for z in zones) + sum(1 for row in s.play for c in row if c[0] != 222)


def answer(s: SeasonsState, *actions: str) -> None:
    for a in actions:
        s.apply(a)


def restored(s: SeasonsState) -> SeasonsState:
    """The same table, rebuilt from its position."""
    other = GAME.from_position(s.to_position())
    assert isinstance(other, SeasonsState)
    return other


def table(players: int = 2, **options: object) -> tuple[SeasonsState, int, int]:
    """A main turn with empty tables: the seat to play and the next seat."""
    s = at_main(players, 3, **options)
    p = s.turn_player
    s.gauge[p] = 15
    return s, p, (p + 1) % players
