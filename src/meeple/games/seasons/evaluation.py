"""A quick estimate of each seat's final score, for bots (the search scores the
positions it cuts off with it)."""

from __future__ import annotations

from typing import Any

from meeple.games.seasons.model import HAND_BONUS, HAND_BONUS_TOKEN, HAND_PENALTY
from meeple.games.seasons.policy import TOKEN_VALUE

MONTHS = 36  # three years of twelve months (base 4)
ENERGY_WORTH = 2.0  # crystals an energy in the reserve brings by the end (summon or transmute)
# Share of a card's printed prestige that a card not yet in play is worth at the start: most
# cards in hand are summoned before the end, but the energy they cost is counted apart.
SUMMON_SHARE = 0.6
# What a card in play brings besides its prestige over a whole game (its effect: crystals,
# energy, cards, a permanent advantage). Without it a card in hand looked as good as the
# same card in play, and the search, cut off before the end, saw every summon as a loss of
# the energy it cost: it kept its cards and lost to its own rules of thumb (issue 13).
PLAY_WORTH = 4.0


def worth(s: Any, cid: int) -> int:
    """What a card brings once summoned, as a bot counts it: printed prestige plus the
    crystals it gives as it enters play (its data's ``entry_crystals``).  Counted at its
    printed prestige alone, Olaf's Blessed Statue (0 prestige, 20 crystals) looked like
    the worst pick of a draft: the search passed both copies to a `random` player, who
    summoned them and won by 41 (issue 13, deal 4 of seed 1)."""
    return int(s.C.cards[cid].prestige) + s.entry_crystals(cid)


def evaluate(s: Any) -> list[float]:
    """Current score parts, plus what the rest of the game likely adds, scaled by the
    share of months left (``left``): each energy ``ENERGY_WORTH`` crystals, each card in
    play ``PLAY_WORTH`` for its effect, each card not yet in play (hand, libraries, draft)
    a share of its ``worth`` while there is time to summon it, fading to the end-of-game
    count of a card left in hand (−5, or +3 with token 5); an unused special ability
    token counts for half its rough worth."""
    if s.over:
        return [float(x) for x in s.scores()]
    left = max(0, MONTHS - ((s.year - 1) * 12 + s.month)) / MONTHS
    out = []
    for p, part in enumerate(s.breakdown()):
        base = float(sum(part.values())) - part["hand"]  # the hand is estimated below
        base += ENERGY_WORTH * sum(s.energy[p]) * left
        base += PLAY_WORTH * len(s.play[p]) * left
        end_value = HAND_BONUS if s.token[p] == HAND_BONUS_TOKEN else -HAND_PENALTY
        for pile in (s.hands[p], s.lib2[p], s.lib3[p], s.drafted[p]):
            for cid in pile:
                base += left * SUMMON_SHARE * worth(s, cid) + (1 - left) * end_value
        if s.token[p] and not s.token_used[p] and s.token[p] != HAND_BONUS_TOKEN:
            base += 0.5 * TOKEN_VALUE.get(s.token[p], 0) * left
        out.append(base)
    return out
