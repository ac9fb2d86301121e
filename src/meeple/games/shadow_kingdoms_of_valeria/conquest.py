"""Conquest markers: steps 6-8 of carrying out a plan ("Améliorez votre plateau
Joueur", "Revendiquez un bonus d'Escarmouche", "Revendiquez des bonus de
Chaîne"), and the marker a claimed distinction takes off the board."""

from __future__ import annotations

from meeple.core import Action, Decision
from meeple.games.shadow_kingdoms_of_valeria import champions
from meeple.games.shadow_kingdoms_of_valeria.components import STRENGTH_ZONE_ID, chain_id, chosen, ref
from meeple.games.shadow_kingdoms_of_valeria.content import CHAIN_PAIRS, UPGRADE_IDS, load
from meeple.games.shadow_kingdoms_of_valeria.content import Zone as SkirmishZone
from meeple.games.shadow_kingdoms_of_valeria.dice import push_gain_die
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.resources import (
    copies,
    gain_gem,
    gain_gold,
    gain_influence,
    gain_magic,
    gain_vp,
)
from meeple.games.shadow_kingdoms_of_valeria.tables import PLAN_TYPE, SIDES
from meeple.games.shadow_kingdoms_of_valeria.text import RULE

C = load()
REQUIRES = {up.id: up.requires for up in C.upgrades if up.requires is not None}
ZONES = 9  # the 3x3 skirmish zones of a scroll side ("Parchemin de Campagne")
ROW = 3
STRONG_PLAN = 15  # "Bonus de Force": a total Strength of 15 or more
STRONG_PLAN_VP = 2
TYPE_VP = 2  # "Bonus de Type"


def push_remove_marker(s: ValeriaData, seat: int) -> None:
    s.push("remove_marker", seat, rule=RULE["remove_marker"])


def available_upgrades(s: ValeriaData, seat: int) -> list[str]:
    p = s.players[seat]
    return [u for u in UPGRADE_IDS
            if u not in p.unlocked and (u not in REQUIRES or REQUIRES[u] in p.unlocked)]


@DECISIONS.options("remove_marker")
def remove_options(s: ValeriaData, d: Decision) -> list[Action]:
    return [Action(f"unlock:{u}", "valeria.act.unlock", {"upgrade": ref(u)}) for u in available_upgrades(s, d.player)]


@DECISIONS.resolve("remove_marker")
def remove_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    upgrade = chosen(a.params, "upgrade")
    s.players[seat].unlocked.add(upgrade)
    s.emit("valeria.log.unlock", {"seat": seat, "upgrade": ref(upgrade)})
    if upgrade == "gem_storage":  # "Réserve de Gemmes": +1 Gem at once
        gain_gem(s, seat)


@DECISIONS.options("place_marker")
def place_options(s: ValeriaData, d: Decision) -> list[Action]:
    markers = s.players[d.player].markers
    return [Action(f"zone:{i}", "valeria.act.zone", {"row": i // ROW + 1, "col": i % ROW + 1, "zone": i})
            for i in range(ZONES) if not markers[i]]


def zone_requirement(zone: SkirmishZone) -> str:
    """The component id of what a skirmish zone asks for (troop, plan type or Strength)."""
    return zone.troop or zone.type or STRENGTH_ZONE_ID


def skirmish_vp(zone: SkirmishZone, card: str, total: int) -> int:
    """"Bonus des Zones d'Escarmouche": 1 VP per matching troop symbol on the
    card, 2 VP for Strength 15+, 2 VP for the plan type."""
    if zone.kind == "troop":
        return C.stratagems[card].troops.count(zone.troop)
    if zone.kind == "strength":
        return STRONG_PLAN_VP if total >= STRONG_PLAN else 0
    return TYPE_VP if zone.type == PLAN_TYPE[card] else 0


@DECISIONS.resolve("place_marker")
def place_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    p = s.players[seat]
    zone = a.params["zone"]
    p.markers[zone] = True
    side = SIDES[p.scroll]
    s.emit("valeria.log.zone", {"seat": seat, "row": zone // ROW + 1, "col": zone % ROW + 1})
    gain_vp(s, seat, skirmish_vp(side.zones[zone], s.ctx["plan"], s.ctx["total"]), "skirmish")
    for chain, (x, y) in enumerate(CHAIN_PAIRS):
        if zone in (x, y) and p.markers[x] and p.markers[y] and chain not in p.chains:
            p.chains.add(chain)
            chain_bonus(s, seat, side.chains[chain])


def chain_bonus(s: ValeriaData, seat: int, letter: str) -> None:
    """"Bonus de Chaîne" A-F, then Soul Devourer (+1 Magic) and Slasher (+2 Gold)."""
    s.emit("valeria.log.chain", {"seat": seat, "bonus": ref(chain_id(letter))})
    if letter == "A":
        champions.push_free_champion(s, seat, paid=False)
    elif letter == "B":
        gain_influence(s, seat, 2)
    elif letter == "C":
        gain_magic(s, seat, 2)
    elif letter == "D":
        gain_gold(s, seat, 3)
    elif letter == "E":
        gain_gem(s, seat)
    elif letter == "F":
        push_gain_die(s, seat, "chain")
    p = s.players[seat]
    for _ in range(copies(p, "soul_devourer")):
        gain_magic(s, seat, 1)
    for _ in range(copies(p, "slasher")):
        gain_gold(s, seat, 2)
