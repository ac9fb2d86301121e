"""Gaining and spending Gold, Magic, Influence, Gems and VP, with the caps of
the player board and the Ongoing champions that trigger on such gains.

Rulebook "Plateau Joueur 7. Réserves" and "Cartes Champion": tracks stop at 13
until the cap-20 marker is removed, then at 20; excess Gold and Magic is lost;
Influence beyond 20 gives 2 VP per point.  Peddler (+2 Gold per Gold gain) and
Dark Illusionist (+1 Magic per Magic gain) do not trigger on their own gain.
"""

from __future__ import annotations

from meeple.games.shadow_kingdoms_of_valeria.components import category_id, ref
from meeple.games.shadow_kingdoms_of_valeria.model import CAPS, Player, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.tables import EFFECT

INFLUENCE_OVERFLOW_VP = 2  # "2 Points de Victoire pour chaque Influence supplémentaire"


def copies(player: Player, effect: str) -> int:
    """How many of the player's champions have this effect (duplicates stack)."""
    return sum(1 for card in player.champions if EFFECT[card] == effect)


def gain_vp(s: ValeriaData, seat: int, amount: int, category: str) -> None:
    """VP for one of the rulebook's scoring categories (``components.CATEGORIES``)."""
    if amount <= 0:
        return
    p = s.players[seat]
    p.vp += amount
    p.points[category] = p.points.get(category, 0) + amount
    s.emit("valeria.log.vp", {"seat": seat, "n": amount, "why": ref(category_id(category))})


def _log_gain(s: ValeriaData, seat: int, resource: str, wanted: int, got: int, cap: int) -> None:
    """What was really gained; when the track's cap took some, the log says so."""
    params = {"seat": seat, "n": got, "resource": ref(resource)}
    if got < wanted:
        s.emit("valeria.log.gain_capped", {**params, "lost": wanted - got, "cap": cap})
    else:
        s.emit("valeria.log.gain", params)


# The Ongoing champion whose every copy adds to each gain of a resource, and how much; its
# own gain does not trigger it again ("Cartes Champion": Peddler, Dark Illusionist).
ECHOES = {"gold": ("peddler", 2), "magic": ("dark_illusionist", 1)}


def gain_gold(s: ValeriaData, seat: int, amount: int) -> None:
    _gain_to_cap(s, seat, "gold", amount)


def gain_magic(s: ValeriaData, seat: int, amount: int) -> None:
    _gain_to_cap(s, seat, "magic", amount)


def _gain_to_cap(s: ValeriaData, seat: int, resource: str, amount: int, echo: bool = False) -> None:
    """Gold or Magic up to the track's cap (the excess is lost), then the echoes."""
    if amount <= 0:
        return
    p = s.players[seat]
    before = getattr(p, resource)
    setattr(p, resource, min(p.cap, before + amount))
    _log_gain(s, seat, resource, amount, getattr(p, resource) - before, p.cap)
    if not echo:
        champion, bonus = ECHOES[resource]
        for _ in range(copies(p, champion)):
            _gain_to_cap(s, seat, resource, bonus, echo=True)


def gain_influence(s: ValeriaData, seat: int, amount: int) -> None:
    if amount <= 0:
        return
    p = s.players[seat]
    before = p.influence
    total = p.influence + amount
    if p.cap == CAPS.unlocked and total > CAPS.unlocked:
        # "Plateau Joueur 7": each Influence point beyond 20 is worth 2 VP
        p.influence = CAPS.unlocked
        _log_gain(s, seat, "influence", p.influence - before, p.influence - before, p.cap)  # the rest scores
        gain_vp(s, seat, INFLUENCE_OVERFLOW_VP * (total - CAPS.unlocked), "influence")
    else:
        p.influence = min(p.cap, total)
        _log_gain(s, seat, "influence", amount, p.influence - before, p.cap)
    for _ in range(copies(p, "priest")):
        gain_magic(s, seat, amount)
    for _ in range(copies(p, "satyr")):
        gain_gold(s, seat, amount)


def gem_triggers(s: ValeriaData, seat: int) -> None:
    """Shaman (+1 Gold) and Oracle (+1 Magic) for a Gem gained or spent."""
    p = s.players[seat]
    for _ in range(copies(p, "shaman")):
        gain_gold(s, seat, 1)
    for _ in range(copies(p, "oracle")):
        gain_magic(s, seat, 1)


def gain_gem(s: ValeriaData, seat: int) -> bool:
    """Take a Gem from the Gem sanctuary if one is there and the board has room; a Gem
    missed either way is logged ("Sanctuaire des Gemmes": otherwise take none)."""
    p = s.players[seat]
    if s.gem_supply <= 0:
        s.emit("valeria.log.no_gem", {"seat": seat})
        return False
    if p.gems >= p.gem_capacity:
        _log_gain(s, seat, "gem", 1, 0, p.gem_capacity)
        return False
    p.gems += 1
    s.gem_supply -= 1
    s.emit("valeria.log.gain", {"seat": seat, "n": 1, "resource": ref("gem")})
    gem_triggers(s, seat)
    return True


def spend_gem(s: ValeriaData, seat: int) -> None:
    """Gems go back to the Gem sanctuary when spent ("Gemmes").  They are spent only at camp step 2,
    whose Shaman and Oracle bonuses come at step 5 (camp.py calls ``gem_triggers`` then)."""
    p = s.players[seat]
    p.gems -= 1
    s.gem_supply += 1
    s.emit("valeria.log.spend", {"seat": seat, "n": 1, "resource": ref("gem")})


def spend_gold(s: ValeriaData, seat: int, amount: int) -> None:
    if amount > 0:
        s.players[seat].gold -= amount
        s.emit("valeria.log.spend", {"seat": seat, "n": amount, "resource": ref("gold")})


def spend_magic(s: ValeriaData, seat: int, amount: int = 1) -> None:
    s.players[seat].magic -= amount
    s.emit("valeria.log.spend", {"seat": seat, "n": amount, "resource": ref("magic")})
