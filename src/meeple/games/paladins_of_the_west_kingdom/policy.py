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
    """Prefer the right-hand actions (VP and attributes); when short of silver or provisions, Trade or Hunt
    with 2 workers; then Develop, Recruit, a Favour; pay with Laborers before Criminals; answer the other
    questions at random."""
    legal = s.legal_actions()
    d = s.decision
    if d is None:
        return legal[rng.randrange(len(legal))]
    if d.kind == "unsuspect":
        return legal[0]
    if d.kind == "pay":  # keep jokers and coloured workers for later
        return min(legal, key=lambda a: (a.id.count("X"), -a.id.count("L"), rng.random()))
    if d.kind == "jar":
        return legal[0]
    if d.kind != "turn":
        return legal[rng.randrange(len(legal))]
    ids = {a.id: a for a in legal}
    right = [ids[x] for x in RIGHT_FIRST if x in ids]
    if right:
        return rng.choice(right)
    p = s.players[d.player]
    if p.silver < 4 and "trade:2" in ids:
        return ids["trade:2"]
    if p.prov < 3 and "hunt:2" in ids:
        return ids["hunt:2"]
    for group in (("develop",), ("trade:2", "hunt:2"), ("recruit",), tuple(x for x in ids if x.startswith("favour"))):
        pick = [ids[x] for x in group if x in ids]
        if pick:
            return rng.choice(pick)
    others = [a for a in legal if a.id not in ("pass", "conspire", "pray")]
    if others and rng.random() < 0.7:
        return rng.choice(others)
    return ids["pass"]
