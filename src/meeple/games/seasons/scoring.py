"""The final count (base rules 6): crystals, printed prestige of the cards in
play, end-of-game card effects, the bonus track, cards left in hand, the used
special ability token, the Destiny bonus (PoD)."""

from __future__ import annotations

from typing import Any

from meeple.core.scoring import score_sheet as build_sheet
from meeple.games.seasons import rules
from meeple.games.seasons.model import BONUS_PENALTY, HAND_BONUS, HAND_BONUS_TOKEN, HAND_PENALTY

S = Any  # the SeasonsState

RAGFIELDS_HELM, LANTERN_OF_XIDIT, SEALED_CHEST_OF_URM, JEWEL_OF_THE_ANCIENTS = 19, 45, 46, 112
HELM_BONUS = 20  # Ragfield's Helm: alone with the most cards in play
LANTERN_PER_ENERGY = 3  # Lantern of Xidit: per energy in the reserve
CHEST_BONUS = 20  # Sealed Chest of Urm: no familiar in play
JEWEL_FULL, JEWEL_SHORT, JEWEL_TOKENS = 35, -10, 3  # Jewel of the Ancients: 3 tokens on it, or not
IOS_MINION = 218
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
        # Io's Minion (PoD 18/20 FAQ: its owner "ne peut plus gagner de cristaux d'une
        # quelconque manière", still loses them): the end-of-game gains of cards are 0 for
        # its owner, the losses stay (BGA passes each gain through checkMinion)
        minion = rules.owns(s, p, IOS_MINION)
        parts = []
        # each copy scores (two Helms, or a Raven copying one: BGA counts every card)
        if all(counts[p] > counts[q] for q in range(n) if q != p):
            parts.append(HELM_BONUS * rules.count_owned(s, p, RAGFIELDS_HELM))
        parts.append(LANTERN_PER_ENERGY * sum(s.energy[p]) * rules.count_owned(s, p, LANTERN_OF_XIDIT))
        for c in row:
            if rules.effective(c) == JEWEL_OF_THE_ANCIENTS:
                parts.append(JEWEL_FULL if c[2] >= JEWEL_TOKENS else JEWEL_SHORT)
        if not any(s.C.cards[c[0]].familiar for c in row):
            parts.append(CHEST_BONUS * rules.count_owned(s, p, SEALED_CHEST_OF_URM))
        effects = sum(min(0, part) if minion else part for part in parts)
        token = s.C.token_prestige.get(s.token[p], 0) if s.token_used[p] else 0
        per_card = HAND_BONUS if s.token[p] == HAND_BONUS_TOKEN else -HAND_PENALTY
        destiny = (DESTINY_ALONE if len(leaders) == 1 else DESTINY_TIED) if p in leaders else 0
        out.append({"crystals": s.crystals[p], "cards": prestige, "effects": effects,
                    "bonus": BONUS_PENALTY[s.bonus[p]], "hand": per_card * len(s.hands[p]),
                    "token": token, "destiny": destiny})
    return out


# base 6: the final count, step by step in the rulebook's order.
STEPS = ("crystals", "cards", "effects", "bonus", "hand", "token", "destiny")


def counted(parts: dict[str, int]) -> int:
    """The final count of one seat: each step moves the marker on the crystal track,
    which never goes below 0 (base 1 and 7), so a step that would take it below 0
    stops at 0 and later gains count from there (BGA applies GREATEST(0, score + x)
    at each deduction the same way)."""
    total = 0
    for step in STEPS:
        total = max(0, total + parts[step])
    return total


def scores(s: S) -> list[int]:
    """Each seat's count (final once the game is over)."""
    return [counted(parts) for parts in breakdown(s)]


def best(s: S) -> tuple[list[int], list[int]]:
    """The seats with the highest count, and among them those with the most cards in play
    (BGA's tie-break; the official one is unconfirmed): the winners, sharing the win."""
    sc = scores(s)
    tied = [p for p in range(s.num_players) if sc[p] == max(sc)]
    most = max(len(s.play[p]) for p in tied)
    return tied, [p for p in tied if len(s.play[p]) == most]


CATEGORIES = (
    ("crystals", {"fr": "Cristaux", "en": "Crystals"}),
    ("cards", {"fr": "Prestige des cartes en jeu", "en": "Prestige of the cards in play"}),
    ("effects", {"fr": "Effets de fin de partie des cartes", "en": "End-of-game card effects"}),
    ("bonus", {"fr": "Piste de bonus", "en": "Bonus track"}),
    ("hand", {"fr": "Cartes restées en main", "en": "Cards left in hand"}),
    ("token", {"fr": "Jeton Capacité utilisé", "en": "Used special ability token"}),
    ("destiny", {"fr": "Points de Destin", "en": "Destiny points"}),
    ("floor", {"fr": "Points non perdus sous 0", "en": "Points not lost below 0"}),
)


def score_sheet(s: S) -> dict[str, Any]:
    """base 6, step by step; ``floor`` holds what the track could not lose below 0."""
    rows = []
    for parts in breakdown(s):
        rows.append({**parts, "floor": counted(parts) - sum(parts.values())})
    return build_sheet(CATEGORIES, rows)
