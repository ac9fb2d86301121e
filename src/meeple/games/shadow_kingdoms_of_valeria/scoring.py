"""Distinctions (claimed at the Magic sanctuary) and the final scoring
(rulebook "Revendiquer 1 Distinction", "Fin de Partie et Décompte Final",
"Cartes Champion — Décompte", and the solo "Décompte Final")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache

from meeple.games.shadow_kingdoms_of_valeria.content import PLAN_TYPES, Condition, EndgameScore, load
from meeple.games.shadow_kingdoms_of_valeria.model import Player, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.tables import DECK, EFFECT, PLAN_TYPE, SCORE

C = load()
SOLO = C.board.solo


def _symmetries(cells: list[tuple[int, int]]) -> list[frozenset[tuple[int, int]]]:
    """The shape under the 8 rotations/reflections, each normalised to (0, 0)."""
    out = set()
    for flip in (False, True):
        shape = [(c, r) if flip else (r, c) for r, c in cells]
        for _ in range(4):
            shape = [(c, -r) for r, c in shape]
            min_r = min(r for r, _ in shape)
            min_c = min(c for _, c in shape)
            out.add(frozenset((r - min_r, c - min_c) for r, c in shape))
    return sorted(out, key=sorted)


@cache
def placements(cells: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> list[frozenset[int]]:
    """Every way to lay the shape on the 3x3 scroll, turned or flipped as the
    player likes ("l'orientation de cette formation n'a pas d'importance"),
    as sets of zone indices (row * 3 + column)."""
    out = set()
    for shape in _symmetries(list(cells)):
        for dr in range(3):
            for dc in range(3):
                moved = [(r + dr, c + dc) for r, c in shape]
                if all(r < 3 and c < 3 for r, c in moved):
                    out.add(frozenset(r * 3 + c for r, c in moved))
    return sorted(out, key=sorted)


@cache
def _placement_masks(cells: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """``placements`` as bit masks of zone indices (checked on every Magic-sanctuary visit)."""
    return tuple(sum(1 << zone for zone in zones) for zones in placements(cells))


def has_formation(markers: list[bool], cells: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> bool:
    """Conquest markers on the scroll cover the shape somewhere."""
    held = sum(1 << zone for zone, marked in enumerate(markers) if marked)
    return any(held & mask == mask for mask in _placement_masks(tuple(map(tuple, cells))))


def meets(p: Player, cond: Condition) -> bool:
    kind = cond.kind
    if kind == "gems":
        return p.gems >= (cond.count or 0)
    if kind == "completed":
        done = [card for card in p.completed if cond.type is None or PLAN_TYPE[card] == cond.type]
        return len(done) >= (cond.count or 0)
    if kind == "completed_each_type":
        counts = Counter(PLAN_TYPE[card] for card in p.completed)
        return all(counts[t] >= (cond.count or 0) for t in PLAN_TYPES)
    if kind == "champions":
        owned = [card for card in p.champions if cond.deck is None or DECK[card] == cond.deck]
        return len(owned) >= (cond.count or 0)
    if kind == "resource":
        return int(getattr(p, cond.resource or "gold")) >= (cond.at_least or 0)
    if kind == "dice":
        if cond.same_colour:
            return max(Counter(colour for colour, _ in p.dice).values(), default=0) >= (cond.count or 0)
        return len(p.dice) >= (cond.count or 0)
    if kind == "reserved":
        return sum(card is not None for card in p.reserve) >= (cond.count or 0)
    if kind == "formation":
        return has_formation(p.markers, cond.cells or ())
    raise ValueError(f"unknown distinction condition {kind!r}")


def claimable(s: ValeriaData, seat: int) -> list[int]:
    """The distinctions the seat may claim now.  A card never runs out of circles: the left and middle
    ones take one marker each, the right one several with 4 or 5 players, and a seat puts at most one
    marker on a card ("Distinctions"), so 3 circles always hold up to 3 seats."""
    p = s.players[seat]
    if not p.markers_left:
        return []
    return [i for i, card in enumerate(s.distinctions)
            if seat not in s.claims[i] and meets(p, C.distinctions[card].condition)]


def claim_vp(s: ValeriaData, index: int) -> int:
    vp = C.distinctions[s.distinctions[index]].vp
    return vp[min(len(s.claims[index]), len(vp) - 1)]


# End-game champions ("Cartes Champion", "Décompte"): each card's content says what it counts and by
# which rule; one small function per rule, each given (state, seat, the card's score).


def counted(s: ValeriaData, seat: int, score: EndgameScore) -> int:
    """How many of what the champion counts the seat has."""
    p = s.players[seat]
    what = score.count
    if what == "troops":  # troop symbols of one colour on the completed plans
        return sum(C.stratagems[card].troops.count(score.colour) for card in p.completed)
    if what == "completed":
        return sum(1 for card in p.completed if score.type is None or PLAN_TYPE[card] == score.type)
    if what == "champions":
        return sum(1 for card in p.champions if DECK[card] == score.deck)
    if what == "markers":  # the seat's conquest markers on distinction cards
        return sum(1 for claim in s.claims if seat in claim)
    if what == "reserved":
        return sum(card is not None for card in p.reserve)
    if what == "dice":
        return len(p.dice)
    return int(getattr(p, what))  # gems, magic, gold, influence


def _per(s: ValeriaData, seat: int, score: EndgameScore) -> int:
    return score.vp * counted(s, seat, score)


def _beyond(s: ValeriaData, seat: int, score: EndgameScore) -> int:
    return score.vp * max(0, counted(s, seat, score) - score.beyond)


def _per_pair(s: ValeriaData, seat: int, score: EndgameScore) -> int:
    return score.vp * ((counted(s, seat, score) + 1) // 2)  # an odd one counts as a pair


def _each_type(s: ValeriaData, seat: int, score: EndgameScore) -> int:
    types = Counter(PLAN_TYPE[card] for card in s.players[seat].completed)
    return score.vp if all(types[kind] >= score.at_least for kind in PLAN_TYPES) else 0


_RULES: dict[str, Callable[[ValeriaData, int, EndgameScore], int]] = {
    "per": _per, "beyond": _beyond, "per_pair": _per_pair, "each_type": _each_type,
}


def endgame_vp(s: ValeriaData, seat: int, effect: str) -> int:
    """The end-game VP of a champion with this effect (0 for the others), at most its cap."""
    score = SCORE.get(effect)
    if score is None:
        return 0
    vp = _RULES[score.rule](s, seat, score)
    return vp if score.cap is None else min(score.cap, vp)


def champions_vp(s: ValeriaData, seat: int) -> int:
    """The end-game VP of the player's champions."""
    return sum(endgame_vp(s, seat, EFFECT[card]) for card in s.players[seat].champions)


def final_vp(s: ValeriaData, seat: int) -> int:
    """Champions' end-game VP plus 1 VP per troop die on the player board."""
    return champions_vp(s, seat) + len(s.players[seat].dice)


def adversary_distinction_vp(s: ValeriaData) -> int:
    """Solo "Décompte Final": the Adversary takes 7 VP per empty distinction and 5
    per distinction holding your marker."""
    return sum(SOLO.claimed_distinction_vp if claim else SOLO.empty_distinction_vp for claim in s.claims)
