"""Gaining and spending Gold, Magic, Influence, Gems and VP, with the caps of
the player board and the Ongoing champions that trigger on such gains.

Rulebook "Plateau Joueur 7. Réserves" and "Cartes Champion": tracks stop at 13
until the cap-20 marker is removed, then at 20; excess Gold and Magic is lost;
Influence beyond 20 gives 2 VP per point.  Peddler (+2 Gold per Gold gain) and
Dark Illusionist (+1 Magic per Magic gain) do not trigger on their own gain.
"""

from __future__ import annotations

from meeple.core.i18n import Msg
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.model import Player, ValeriaData

EFFECT = {card_id: card.effect for card_id, card in load().champions.items()}


def copies(player: Player, effect: str) -> int:
    """How many of the player's champions have this effect (duplicates stack)."""
    return sum(1 for card in player.champions if EFFECT[card] == effect)


def gain_vp(s: ValeriaData, seat: int, amount: int, why: str) -> None:
    if amount <= 0:
        return
    s.players[seat].vp += amount
    s.emit("valeria.log.vp", {"seat": seat, "n": amount, "why": Msg(f"valeria.why.{why}")})


def gain_gold(s: ValeriaData, seat: int, amount: int, from_peddler: bool = False) -> None:
    if amount <= 0:
        return
    p = s.players[seat]
    p.gold = min(p.cap, p.gold + amount)
    s.emit("valeria.log.gold", {"seat": seat, "n": amount})
    if not from_peddler:
        for _ in range(copies(p, "peddler")):
            gain_gold(s, seat, 2, from_peddler=True)


def gain_magic(s: ValeriaData, seat: int, amount: int, from_illusionist: bool = False) -> None:
    if amount <= 0:
        return
    p = s.players[seat]
    p.magic = min(p.cap, p.magic + amount)
    s.emit("valeria.log.magic", {"seat": seat, "n": amount})
    if not from_illusionist:
        for _ in range(copies(p, "dark_illusionist")):
            gain_magic(s, seat, 1, from_illusionist=True)


def gain_influence(s: ValeriaData, seat: int, amount: int) -> None:
    if amount <= 0:
        return
    p = s.players[seat]
    total = p.influence + amount
    if p.cap == 20 and total > 20:
        # "Plateau Joueur 7": each Influence point beyond 20 is worth 2 VP
        p.influence = 20
        gain_vp(s, seat, 2 * (total - 20), "influence_overflow")
    else:
        p.influence = min(p.cap, total)
    s.emit("valeria.log.influence", {"seat": seat, "n": amount})
    for _ in range(copies(p, "priest")):
        gain_magic(s, seat, amount)
    for _ in range(copies(p, "satyr")):
        gain_gold(s, seat, amount)


def _gem_triggers(s: ValeriaData, seat: int) -> None:
    p = s.players[seat]
    for _ in range(copies(p, "shaman")):
        gain_gold(s, seat, 1)
    for _ in range(copies(p, "oracle")):
        gain_magic(s, seat, 1)


def gain_gem(s: ValeriaData, seat: int) -> bool:
    """Take a Gem from the Gem sanctuary if one is there and the board has room."""
    p = s.players[seat]
    if p.gems >= p.gem_capacity or s.gem_supply <= 0:
        return False
    p.gems += 1
    s.gem_supply -= 1
    s.emit("valeria.log.gem", {"seat": seat})
    _gem_triggers(s, seat)
    return True


def spend_gem(s: ValeriaData, seat: int) -> None:
    """Gems go back to the Gem sanctuary when spent ("Gemmes")."""
    p = s.players[seat]
    p.gems -= 1
    s.gem_supply += 1
    _gem_triggers(s, seat)


def spend_gold(s: ValeriaData, seat: int, amount: int) -> None:
    if amount > 0:
        s.players[seat].gold -= amount
        s.emit("valeria.log.pay", {"seat": seat, "n": amount})


def spend_magic(s: ValeriaData, seat: int, amount: int = 1) -> None:
    s.players[seat].magic -= amount
