"""End of game and scores ("Fin de partie et scores"), with the tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.rules import B

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.rules import PaladinsState


def attribute_vp(value: int) -> int:
    return B.attribute_vp[min(value, len(B.attribute_vp) - 1)]


def orders_done(s: PaladinsState, p: Player) -> list[int]:
    """Indices (0..2) of the King's Orders this player meets (5 or more of the pictured action)."""
    return [i for i, o in enumerate(s.orders_up) if p.count(C.ORDERS[o].action) >= C.ORDERS[o].need]


def outsider_vp(s: PaladinsState, p: Player, card: int) -> int:
    """"PV des cartes Envahisseur"."""
    o = C.OUTSIDERS[card]
    if o.score == "action":
        assert o.param is not None
        return p.count(o.param) // 2
    if o.score == "attribute":
        return p.attr[C.ATTRS.index(o.param or "")] // 4
    if o.score == "faction":
        return sum(1 for c in p.attacked if C.OUTSIDERS[c].faction == o.param)
    if o.score == "champion":
        return 1 + len(orders_done(s, p))
    if o.score == "mercenary":  # each Mercenary: 1 + 1 per Mercenary converted (1 -> 2 VP, 2 -> 3 VP each)
        return 1 + sum(1 for c in p.converts if C.OUTSIDERS[c].score == "mercenary")
    if o.score == "protector":
        return p.paid
    if o.score == "thief":
        return len(p.susp)
    return 0  # the Traitor acts on the debt count


def score(s: PaladinsState, p: Player) -> dict[str, int]:
    ai = s.ai is not None and p.seat == s.num_players
    parts: dict[str, int] = {}
    parts["orders"] = sum(C.ORDER_VP[i] for i in orders_done(s, p))
    parts["attributes"] = sum(attribute_vp(v) for v in p.attr)
    parts["commission"] = B.action_vp["commission"][p.monks]
    parts["garrison"] = B.action_vp["garrison"][p.outposts]
    parts["absolve"] = B.action_vp["absolve"][p.jars]
    parts["fortify"] = B.action_vp["fortify"][len(p.walls)] + sum(C.WALLS[w].vp for w in p.walls)
    # the AI never Develops: Workshops set by King's Orders count for its Guard, not for this row (the solo
    # 76-VP example lists no Develop points although its Guard scores 3)
    parts["develop"] = 0 if ai else B.action_vp["develop"][min(p.developed, 8)]
    traitors = sum(1 for c in p.converts if C.OUTSIDERS[c].score == "traitor")
    parts["debts"] = p.paid - 3 * p.unpaid + min(traitors * p.unpaid, 3 * p.unpaid)
    parts["resources"] = 0 if ai else (p.silver + p.prov) // 3
    conv = [outsider_vp(s, p, c) for c in p.converts]
    if ai:  # the AI always scores at least 1 VP per converted outsider
        conv = [max(1, v) for v in conv]
    parts["converts"] = sum(conv)
    parts["total"] = sum(parts.values())
    return parts


def _key(s: PaladinsState, p: Player) -> tuple[int, int, int]:
    d = score(s, p)
    return d["total"], d["orders"], -len(p.susp)


def winners(s: PaladinsState) -> list[int]:
    """Highest total; ties: most King's Order VP, then fewest Suspicion; still tied: shared."""
    keys = [_key(s, p) for p in s.players]
    best = max(keys)
    if s.ai is not None and _key(s, s.ai_player) > best:
        return []
    return [i for i, k in enumerate(keys) if k == best]
