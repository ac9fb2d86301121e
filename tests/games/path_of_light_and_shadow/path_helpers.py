"""Builders for hand-made Path of Light and Shadow positions."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import meeple
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.state import PathState

GAME = meeple.load_game("path-of-light-and-shadow")
T = C.CARD_BY_ID


def tid(name: str) -> int:
    return T[name]


class ScriptedRng(random.Random):
    """A Random whose ``randrange`` answers from a script first (die faces)."""

    def __init__(self, script: list[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(script)

    def randrange(self, *args: Any, **kwargs: Any) -> int:  # type: ignore[override]
        if self.script:
            return self.script.pop(0)
        return super().randrange(*args, **kwargs)


def after_setup(num_players: int = 2, seed: int = 0) -> PathState:
    """A game right after setup (every leader placed, hands drawn)."""
    s = GAME.new_game(num_players, seed)
    while s.phase == "setup":
        s.apply(s.legal_actions()[0])
    assert isinstance(s, PathState)
    return s


def position(num_players: int = 2, seed: int = 0, active: int = 0, **hands: Any) -> PathState:
    """A fresh game where ``active`` starts its Main Phase with chosen cards.

    hands: ``hand0=[...]``, ``discard0=[...]``, ``deck0=[...]`` (card ids);
    the replaced cards go to the box so that every card stays accounted for.
    """
    s = after_setup(num_players, seed)
    for seat in range(num_players):
        pl = s.players[seat]
        for zone in ("hand", "discard", "deck", "play"):
            key = f"{zone}{seat}"
            if key in hands:
                old = getattr(pl, zone)
                s.box.extend(old)
                new_cards = [T[c] for c in hands[key]]
                for t in new_cards:  # take them from where they lie, or from nowhere (tests only)
                    _take_anywhere(s, t)
                setattr(pl, zone, new_cards)
    set_turn(s, active)
    return s


def _take_anywhere(s: PathState, t: int) -> None:
    if t in s.box:
        s.box.remove(t)
        return
    ct = C.CARDS[t]
    if ct.home >= 0 and t in s.realm_decks[ct.home]:
        s.realm_decks[ct.home].remove(t)
    elif ct.origin == "upgrade" and ct.faction != "numerai" and s.supply[t] > 0:
        s.supply[t] -= 1
    elif t in s.numerai:
        s.numerai.remove(t)
    elif t in s.advisor_box:
        s.advisor_box.remove(t)
    else:
        for pl in s.players:
            for zone in (pl.deck, pl.discard, pl.hand):
                if t in zone:
                    zone.remove(t)
                    return


def set_turn(s: PathState, seat: int) -> None:
    s.stack.clear()
    s.pending.clear()
    s.combat = None
    s.active = seat
    s.phase = "main"
    pl = s.players[seat]
    pl.moved = pl.ally_gained = pl.fleet_used = pl.bazaar_used = pl.gulag_used = False
    s._legal = None
    s.settle()


def place(s: PathState, seat: int, province: str) -> int:
    q = s.board.by_id[province]
    s.players[seat].position = q
    s._legal = None
    return q


def all_cards(s: PathState) -> Counter[int]:
    """Every deck card wherever it lies (must always be the 264 of the box)."""
    c: Counter[int] = Counter()
    for pl in s.players:
        for zone in (pl.hand, pl.deck, pl.discard, pl.play):
            c.update(zone)
    for deck in s.realm_decks:
        c.update(deck)
    c.update(s.numerai)
    c.update(s.box)
    c.update(s.advisor_box)
    for t, n in enumerate(s.supply):
        c[t] += n
    if s.combat is not None:
        c.update(s.combat.attackers_facedown)
        c.update(s.combat.defenders_facedown)
    if s.promoting >= 0:
        c[s.promoting] += 1
    return +c


def full_box() -> Counter[int]:
    return Counter({t.index: C.copies(t) for t in C.CARDS})
