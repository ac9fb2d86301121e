"""Rules of thumb for bots and playouts.  They read only what the deciding seat may
know (its own hand, looks, public table), so they are safe on the real state."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Action
from meeple.core.components import Ref
from meeple.games.seasons.rules import IO_MASTERY_CRYSTALS, card_of, energy_of

LATE = 30  # months elapsed (of 36) after which energies are worth more as crystals
# A rough worth of each special ability token: the prestige on its back plus what its
# effect brings (token 5: cards left in hand score +3 instead of -5).
TOKEN_VALUE = {1: 1, 2: 4, 3: 0, 4: 7, 5: 6, 6: 3, 7: 6, 8: 10, 9: 0, 10: 3, 11: 9, 12: 1,
               13: 1, 14: 8, 15: 4, 16: 6, 17: 9, 18: 9}


def _elapsed(s: Any) -> int:
    return (s.year - 1) * 12 + s.month


SUMMON_KEYS = frozenset(f"seasons.act.{source}{how}" for source in ("summon", "oracle")
                        for how in ("", "_fortune", "_fortunes", "_fortune_spirit", "_amulet"))


def _prestige(s: Any, a: Action) -> int:
    """The printed prestige of the card an action takes (-99 when it takes none)."""
    ref = a.params.get("card")
    return int(s.C.cards[card_of(ref)].prestige) if isinstance(ref, Ref) else -99


def _needed(s: Any, p: int) -> list[int]:
    """Energy types the seat's hand asks for, most wanted first."""
    need = [0, 0, 0, 0]
    for cid in s.hands[p]:
        cost = s.costs[cid]
        for e in range(4):
            need[e] += cost[e + 1]
    return need


def _die_value(s: Any, p: int, f: Any) -> float:
    room = s.gauge[p] <= len(s.play[p]) + (1 if s.hands[p] else 0)
    return (1.5 * sum(f.energies) + f.crystals + (2.5 if f.gauge and room else 0.5 if f.gauge else 0)
            + (1.0 if f.draw and _elapsed(s) < LATE else -1.0 if f.draw else 0) + (1.0 if f.transmute else 0))


def choose(s: Any, rng: random.Random) -> Action:
    legal = s.legal_actions()
    d = s.decision
    if d is None or len(legal) == 1:
        return legal[0]
    p = d.player
    kind = d.kind
    if kind == "main":
        return _main(s, p, legal, rng)
    if kind == "keep_token":
        return max(legal, key=lambda a: TOKEN_VALUE.get(a.params["n"], 0) + rng.random())
    if kind == "cull":
        return min(legal, key=lambda a: _prestige(s, a) + rng.random())
    if kind == "die":
        return max(legal, key=lambda a: _die_value(s, p, s.face(s.pool[a.params["die"]])) + rng.random() * 0.1)
    if kind in ("draft", "look"):
        takes = [a for a in legal if "card" in a.params]
        if takes:
            return max(takes, key=lambda a: _prestige(s, a) + rng.random())
    if kind == "gain":
        need = _needed(s, p)
        return max(legal, key=lambda a: need[energy_of(a.params)] + rng.random())
    if kind in ("lose", "spend", "drop"):
        rates = s.C.rates[s.season]
        return min(legal, key=lambda a: rates[energy_of(a.params)] + rng.random())
    if kind == "transmute":
        # Io's Mastery: go on while the batch can still reach 15 crystals or the reserve is full
        tr = [a for a in legal if a.key == "seasons.act.transmute"]
        left = sum(a.params["n"] * s.energy[p][energy_of(a.params)] for a in tr)
        if tr and (d.data["gained"] + left >= IO_MASTERY_CRYSTALS or sum(s.energy[p]) >= 6):
            return max(tr, key=lambda a: a.params["n"])
        return legal[-1]
    if kind == "sacrifice":
        return min(legal, key=lambda a: s.C.cards[s.play[p][a.params["slot"]][0]].prestige + rng.random())
    return rng.choice(legal)


def token_pays(s: Any, p: int) -> bool:
    """Use the token now?  Immediate gains at once; the others when their moment comes."""
    tok = s.token[p]
    late = _elapsed(s) >= LATE
    spare = s.gauge[p] - len(s.play[p])
    if tok in (7, 8, 11, 14, 15, 16, 18):
        return True
    if tok == 2:
        return late
    if tok == 4:
        return late or spare > len(s.hands[p]) + 1
    if tok == 6:
        return not s.may_transmute and sum(s.energy[p]) >= 3
    if tok == 9:
        return not late and spare <= 0 and bool(s.hands[p])
    if tok == 3:
        return not late and sum(s.energy[p]) <= 1 and bool(s.hands[p])
    if tok in (1, 12, 13):
        return not late and len(s.hands[p]) <= 1
    if tok == 10:
        return s.year >= 3
    return False


def _main(s: Any, p: int, legal: list[Action], rng: random.Random) -> Action:
    token = next((a for a in legal if a.key == "seasons.act.token"), None)
    if token is not None and token_pays(s, p):
        return token
    summons = [a for a in legal if a.key in SUMMON_KEYS]
    if summons:
        return max(summons, key=lambda a: _prestige(s, a) + rng.random())
    acts = [a for a in legal if a.key == "seasons.act.activate"]
    if acts and rng.random() < 0.7:
        return rng.choice(acts)
    late = _elapsed(s) >= LATE
    tr = [a for a in legal if a.key == "seasons.act.transmute"]
    full = sum(s.energy[p]) >= 6
    if tr and (late or full):
        return max(tr, key=lambda a: a.params["n"])
    gauge = next((a for a in legal if a.key == "seasons.act.bonus_gauge"), None)
    if late and s.hands[p] and gauge is not None and s.gauge[p] <= len(s.play[p]) and s.bonus[p] == 0:
        return gauge
    for a in legal:
        if a.key in ("seasons.act.draw", "seasons.act.end"):
            return a
    return rng.choice(legal)
