"""Rules of thumb for bots: a position estimate and a cheap playout policy."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from meeple.core import Action
from meeple.games.paladins_of_the_west_kingdom.scoring import score

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.rules import PaladinsState

RIGHT_FIRST = ("commission", "garrison", "fortify", "absolve", "convert", "attack")


def evaluate(s: PaladinsState) -> list[float]:
    """Current score plus what the rounds left usually add (about 9 VP a round for a seat that keeps
    building; authored estimate).  Solo: the AI's projection follows the seat's (as in Valeria)."""
    left = 7 - s.round + (1 if s.phase != "start" and not s.is_over else 0)
    if s.is_over:
        left = 0
    est = [score(s, p)["total"] + 9.0 * left for p in s.players]
    if s.ai is not None:
        ai = score(s, s.ai_player)["total"] + 9.0 * left
        return [est[0], ai]
    return est


def policy_action(s: PaladinsState, rng: random.Random) -> Action:
    """Prefer the right-hand actions (VP and attributes), then Develop, then full Hunt/Trade, then anything
    but passing; answer the other questions at random."""
    legal = s.legal_actions()
    d = s.decision
    if d is None or d.kind != "turn":
        if d is not None and d.kind == "unsuspect":
            return legal[0]
        return legal[rng.randrange(len(legal))]
    ids = {a.id: a for a in legal}
    right = [ids[x] for x in RIGHT_FIRST if x in ids]
    if right:
        return rng.choice(right)
    for group in (("develop",), ("trade:2", "hunt:2"), ("recruit",)):
        pick = [ids[x] for x in group if x in ids]
        if pick:
            return rng.choice(pick)
    others = [a for a in legal if a.id not in ("pass", "conspire", "pray")]
    if others and rng.random() < 0.7:
        return rng.choice(others)
    return ids["pass"]
