"""The final count (base rules 6): crystals, printed prestige of the cards in
play, end-of-game card effects, the bonus track, cards left in hand, the used
special ability token, the Destiny bonus (PoD)."""

from __future__ import annotations

from typing import Any

from meeple.games.seasons import rules
from meeple.games.seasons.model import BONUS_PENALTY, HAND_BONUS, HAND_BONUS_TOKEN, HAND_PENALTY

S = Any  # the SeasonsState

RAGFIELDS_HELM, LANTERN_OF_XIDIT, SEALED_CHEST_OF_URM, JEWEL_OF_THE_ANCIENTS = 19, 45, 46, 112
HELM_BONUS = 20  # Ragfield's Helm: alone with the most cards in play
LANTERN_PER_ENERGY = 3  # Lantern of Xidit: per energy in the reserve
CHEST_BONUS = 20  # Sealed Chest of Urm: no familiar in play
JEWEL_FULL, JEWEL_SHORT, JEWEL_TOKENS = 35, -10, 3  # Jewel of the Ancients: 3 tokens on it, or not
DESTINY_ALONE, DESTINY_TIED = 20, 10  # PoD: the most Destiny points, alone or tied


def breakdown(s: S) -> list[dict[str, int]]:
    """Each seat's score parts (base 6)."""
    n = s.num_players
    out = []
    counts = [len(s.play[p]) for p in range(n)]
    best = max(s.destiny) if n else 0
    leaders = [p for p in range(n) if s.destiny[p] == best] if best > 0 else []
    for p in range(n):
        row = s.play[p]
        prestige = sum(s.C.cards[c[0]].prestige for c in row)
        effects = 0
        if rules.owns(s, p, RAGFIELDS_HELM) and all(counts[p] > counts[q] for q in range(n) if q != p):
            effects += HELM_BONUS
        effects += LANTERN_PER_ENERGY * sum(s.energy[p]) * rules.count_owned(s, p, LANTERN_OF_XIDIT)
        for c in row:
            if c[0] == JEWEL_OF_THE_ANCIENTS:
                effects += JEWEL_FULL if c[2] >= JEWEL_TOKENS else JEWEL_SHORT
        if rules.owns(s, p, SEALED_CHEST_OF_URM) and not any(s.C.cards[c[0]].familiar for c in row):
            effects += CHEST_BONUS
        token = s.C.token_prestige.get(s.token[p], 0) if s.token_used[p] else 0
        per_card = HAND_BONUS if s.token[p] == HAND_BONUS_TOKEN else -HAND_PENALTY
        destiny = (DESTINY_ALONE if len(leaders) == 1 else DESTINY_TIED) if p in leaders else 0
        out.append({"crystals": s.crystals[p], "cards": prestige, "effects": effects,
                    "bonus": BONUS_PENALTY[s.bonus[p]], "hand": per_card * len(s.hands[p]),
                    "token": token, "destiny": destiny})
    return out


def scores(s: S) -> list[int]:
    return [sum(part.values()) for part in breakdown(s)]


def final_scores(s: S) -> list[int]:
    # BGA never lets a final score go below 0.
    return [max(0, x) for x in scores(s)]
