"""A quick estimate of each seat's final score, for bots."""

from __future__ import annotations

from typing import Any


def evaluate(s: Any) -> list[float]:
    """Current score parts, plus what the remaining energy and hand are likely worth:
    an energy transmutes for about 2 crystals, a card in hand will likely be summoned
    (its prestige instead of the −5 penalty) if the game has time left."""
    if s.over:
        return [float(x) for x in s.final_scores()]
    left = max(0, 36 - ((s.year - 1) * 12 + s.month)) / 36
    out = []
    for p, part in enumerate(s.breakdown()):
        base = float(sum(part.values()))
        base += 2.0 * sum(s.energy[p]) * left
        hand = len(s.hands[p]) + len(s.lib2[p]) + len(s.lib3[p]) + len(s.drafted[p])
        base += hand * (5 + 8 * left) if left > 0.1 else 0.0
        out.append(base)
    return out
