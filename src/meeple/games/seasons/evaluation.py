"""A quick estimate of each seat's final score, for bots."""

from __future__ import annotations

from typing import Any

from meeple.games.seasons.model import HAND_BONUS, HAND_BONUS_TOKEN, HAND_PENALTY
from meeple.games.seasons.policy import TOKEN_VALUE


def evaluate(s: Any) -> list[float]:
    """Current score parts, plus what the remaining energy and hand are likely worth:
    an energy transmutes for about 2 crystals, a card in hand will likely be summoned
    (its prestige instead of the −5 penalty, or of +3 with token 5) if the game has time
    left; an unused special ability token counts for half its rough worth."""
    if s.over:
        return [float(x) for x in s.scores()]
    left = max(0, 36 - ((s.year - 1) * 12 + s.month)) / 36
    out = []
    for p, part in enumerate(s.breakdown()):
        base = float(sum(part.values()))
        base += 2.0 * sum(s.energy[p]) * left
        hand = len(s.hands[p]) + len(s.lib2[p]) + len(s.lib3[p]) + len(s.drafted[p])
        end_value = HAND_BONUS if s.token[p] == HAND_BONUS_TOKEN else -HAND_PENALTY
        base += hand * max(0.0, 8 * left - end_value) if left > 0.1 else 0.0
        if s.token[p] and not s.token_used[p] and s.token[p] != HAND_BONUS_TOKEN:
            base += 0.5 * TOKEN_VALUE.get(s.token[p], 0) * left
        out.append(base)
    return out
