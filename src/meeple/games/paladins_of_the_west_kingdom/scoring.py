"""End of game and scores ("Fin de partie et scores", "PV des cartes Envahisseur"), with the tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.scoring import score_sheet
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.king import orders_done
from meeple.games.paladins_of_the_west_kingdom.model import Player

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

DEBT_PENALTY = 3  # each unpaid Debt costs 3 VP
RESOURCES_PER_VP = 3  # 1 VP per 3 silver and provisions left
ATTRIBUTE_PER_VP = 4  # outsiders scoring an attribute: 1 VP per 4


def attribute_vp(value: int) -> int:
    table = C.BOARD.attribute_vp
    return table[min(value, len(table) - 1)]


def outsider_vp(s: PaladinsState, p: Player, card: int) -> int:
    """"PV des cartes Envahisseur"."""
    outsider = C.OUTSIDERS[card]
    if outsider.score == "action":
        assert outsider.param is not None
        return p.count(outsider.param) // 2
    if outsider.score == "attribute":
        return p.attributes[C.ATTRIBUTES.index(outsider.param or "")] // ATTRIBUTE_PER_VP
    if outsider.score == "faction":
        return sum(1 for c in p.attacked if C.OUTSIDERS[c].faction == outsider.param)
    if outsider.score == "champion":
        return 1 + len(orders_done(s, p))
    if outsider.score == "mercenary":  # each Mercenary: 1 + 1 per Mercenary converted (1 -> 2 VP, 2 -> 3 VP each)
        return 1 + sum(1 for c in p.converts if C.OUTSIDERS[c].score == "mercenary")
    if outsider.score == "protector":
        return p.paid_debts
    if outsider.score == "thief":
        return len(p.suspicion)
    return 0  # the Traitor acts on the debt count


def score(s: PaladinsState, p: Player) -> dict[str, int]:
    ai = s.ai is not None and p.seat == s.num_players
    parts: dict[str, int] = {}
    parts["orders"] = sum(C.ORDER_VP[i] for i in orders_done(s, p))
    parts["attributes"] = sum(attribute_vp(v) for v in p.attributes)
    parts["commission"] = C.BOARD.action_vp["commission"][p.monks]
    parts["garrison"] = C.BOARD.action_vp["garrison"][p.outposts]
    parts["absolve"] = C.BOARD.action_vp["absolve"][p.jars]
    parts["fortify"] = C.BOARD.action_vp["fortify"][len(p.walls)] + sum(C.WALLS[w].vp for w in p.walls)
    # the AI never Develops: Workshops set by King's Orders count for its Guard, not for this row (the solo
    # 76-VP example lists no Develop points although its Guard scores 3)
    parts["develop"] = 0 if ai else C.BOARD.action_vp["develop"][min(p.developed, C.WORKSHOPS)]
    traitors = sum(1 for c in p.converts if C.OUTSIDERS[c].score == "traitor")
    unpaid = p.unpaid_debts
    parts["debts"] = p.paid_debts - DEBT_PENALTY * unpaid + min(traitors * unpaid, DEBT_PENALTY * unpaid)
    parts["resources"] = 0 if ai else (p.silver + p.provisions) // RESOURCES_PER_VP
    converted = [outsider_vp(s, p, c) for c in p.converts]
    if ai:  # the AI always scores at least 1 VP per converted outsider
        converted = [max(1, v) for v in converted]
    parts["converts"] = sum(converted)
    parts["total"] = sum(parts.values())
    return parts


# "Fin de partie et scores": the rulebook's categories, in its order
CATEGORIES = (
    ("orders", {"fr": "Ordres du Roi complétés", "en": "King's Orders met"}),
    ("attributes", {"fr": "Pistes d'Attribut", "en": "Attribute tracks"}),
    ("develop", {"fr": "Ateliers développés", "en": "Workshops developed"}),
    ("debts", {"fr": "Dettes", "en": "Debts"}),
    ("resources", {"fr": "Pièces / Provisions", "en": "Silver / Provisions"}),
    ("commission", {"fr": "Moines missionnés", "en": "Monks commissioned"}),
    ("fortify", {"fr": "Fortifications", "en": "Walls built"}),
    ("garrison", {"fr": "Garnisons établies", "en": "Outposts garrisoned"}),
    ("absolve", {"fr": "Absolutions", "en": "Absolutions"}),
    ("converts", {"fr": "Envahisseurs convertis", "en": "Outsiders converted"}),
)


def sheet(s: PaladinsState) -> dict[str, Any]:
    """The score sheet; the solo AI is the one entry of ``others``."""
    seats = [score(s, p) for p in s.players]
    others = []
    if s.ai is not None:
        others.append(("solo-ai", {"fr": "L'IA", "en": "The AI"}, _entries(score(s, s.ai_player))))
    return score_sheet(CATEGORIES, [_entries(parts) for parts in seats], others)


def _entries(parts: dict[str, int]) -> dict[str, int]:
    return {category: parts[category] for category, _ in CATEGORIES}


def _key(s: PaladinsState, p: Player) -> tuple[int, int, int]:
    parts = score(s, p)
    return parts["total"], parts["orders"], -len(p.suspicion)


def winners(s: PaladinsState) -> list[int]:
    """Highest total; ties: most King's Order VP, then fewest Suspicion; still tied: shared."""
    keys = [_key(s, p) for p in s.players]
    best = max(keys)
    if s.ai is not None and _key(s, s.ai_player) > best:
        return []
    return [i for i, k in enumerate(keys) if k == best]
