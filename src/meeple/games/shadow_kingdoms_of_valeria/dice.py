"""Troop dice: the bag, the sanctuaries, refills and the troop slots (rulebook
"Faces des dés", "Remplissage des Sanctuaires", "Limite de cases Troupe")."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from meeple.core import Action, Decision
from meeple.core.components import Ref
from meeple.games.shadow_kingdoms_of_valeria.components import chosen, face_id, ref, sanctuary_id
from meeple.games.shadow_kingdoms_of_valeria.content import COLOURS, SANCTUARIES
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, Die, ValeriaData
from meeple.games.shadow_kingdoms_of_valeria.tables import FACE_OF, SANCTUARY_OF
from meeple.games.shadow_kingdoms_of_valeria.text import RULE


def die_id(die: Die) -> str:
    """The die's face as a component id (``goblin-5``)."""
    return face_id(COLOURS[die[0]], die[1])


@cache
def die_ref(die: Die) -> Ref:
    return ref(die_id(die))


def chosen_die(params: Mapping[str, Any], key: str = "die") -> Die:
    """The die an action names."""
    return FACE_OF[chosen(params, key)]


def chosen_sanctuary(params: Mapping[str, Any]) -> int:
    """The sanctuary an action names, as an index into ``content.SANCTUARIES``."""
    return SANCTUARY_OF[chosen(params, "sanctuary")]


def draw_and_roll(s: ValeriaData) -> Die | None:
    """A random die from the bag, rolled (the bag's colour counts are public)."""
    total = sum(s.bag)
    if total == 0:
        return None
    pick = s.rng.randrange(total)
    for colour, count in enumerate(s.bag):
        if pick < count:
            s.bag[colour] -= 1
            return (colour, s.rng.randint(1, 6))
        pick -= count
    raise AssertionError("bag counts are inconsistent")


def to_bag(s: ValeriaData, die: Die) -> None:
    s.bag[die[0]] += 1


def fill_sanctuaries(s: ValeriaData, per_sanctuary: int) -> None:
    """Clockwise from the Gem sanctuary, draw and roll dice for each sanctuary;
    if the bag runs out, fill as far as it goes ("Remplissage des Sanctuaires")."""
    for sanctuary in s.sanctuaries:
        for _ in range(per_sanctuary):
            die = draw_and_roll(s)
            if die is None:
                return
            sanctuary.append(die)


def dice_on_board(s: ValeriaData) -> int:
    return sum(len(sanct) for sanct in s.sanctuaries)


def refill(s: ValeriaData, per_sanctuary: int) -> None:
    """"Remplissage des Sanctuaires": board dice back to the bag, new dice rolled
    into every sanctuary, then every face-up champion goes under its pile and
    the rows are dealt again (piles are not shuffled)."""
    for sanctuary in s.sanctuaries:
        for die in sanctuary:
            to_bag(s, die)
        sanctuary.clear()
    fill_sanctuaries(s, per_sanctuary)
    for deck, row in s.rows.items():
        pile = s.champion_piles[deck]
        for card in row:
            if card is not None:
                pile.put_under(card)
        row[:] = [pile.draw() for _ in row]
    s.emit("valeria.log.refill", {})


def die_actions(s: ValeriaData, sanctuary: int, prefix: str) -> list[Action]:
    """One action per distinct die (same colour and value are interchangeable)."""
    seen: set[Die] = set()
    out = []
    for die in sorted(s.sanctuaries[sanctuary]):
        if die not in seen:
            seen.add(die)
            params = {"die": die_ref(die), "sanctuary": ref(sanctuary_id(sanctuary))}
            out.append(Action(f"{prefix}{die_id(die)}", "valeria.act.take_die", params))
    return out


def take_die(s: ValeriaData, seat: int, sanctuary: int, die: Die) -> None:
    """Move a die from a sanctuary to a troop slot; with every slot full the
    player chooses ("Limite de cases Troupe")."""
    s.sanctuaries[sanctuary].remove(die)
    s.emit("valeria.log.take_die", {"seat": seat, "die": die_ref(die), "sanctuary": ref(sanctuary_id(sanctuary))})
    player = s.players[seat]
    if len(player.dice) < player.troop_slots:
        player.dice.append(die)
    else:
        s.push("full_slots", seat, {"die": die}, rule=RULE["full_slots"])


@DECISIONS.options("full_slots")
def full_slots_options(s: ValeriaData, d: Decision) -> list[Action]:
    new: Die = d.data["die"]
    out = [Action("keep-old", "valeria.act.return_new", {"die": die_ref(new)})]
    seen: set[Die] = set()
    for die in sorted(s.players[d.player].dice):
        if die not in seen:
            seen.add(die)
            params = {"old": die_ref(die), "die": die_ref(new)}
            out.append(Action(f"swap:{die_id(die)}", "valeria.act.swap_die", params))
    return out


@DECISIONS.resolve("full_slots")
def full_slots_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    new: Die = d.data["die"]
    player = s.players[d.player]
    if "old" not in a.params:  # the new die goes back to the bag
        to_bag(s, new)
        s.emit("valeria.log.die_returned", {"seat": d.player, "die": die_ref(new)})
        return
    old = chosen_die(a.params, "old")
    s.emit("valeria.log.die_swapped", {"seat": d.player, "old": die_ref(old), "die": die_ref(new)})
    player.dice.remove(old)
    to_bag(s, old)
    player.dice.append(new)


def open_sanctuaries(s: ValeriaData) -> list[int]:
    """Sanctuaries with dice a player may take (solo: not the Adversary's, "il vous
    empêche d'utiliser ce Sanctuaire")."""
    blocked = s.solo.location if s.solo is not None else -1
    return [i for i in range(len(SANCTUARIES)) if i != blocked and s.sanctuaries[i]]


def push_gain_die(s: ValeriaData, seat: int, why: str) -> None:
    """A die from the sanctuary of the player's choice, without its action
    (chain bonus F, middle reserve bonus, Mercenary)."""
    if open_sanctuaries(s):
        s.push("gain_die", seat, {"why": why}, rule=RULE["gain_die"])


@DECISIONS.options("gain_die")
def gain_die_options(s: ValeriaData, d: Decision) -> list[Action]:
    out = []
    for sanctuary in open_sanctuaries(s):
        out += die_actions(s, sanctuary, f"gain:{SANCTUARIES[sanctuary]}:")
    # two gains pushed at once (two chain F bonuses) may find the board emptied by the first
    return out or [Action("pass", "valeria.act.pass")]


@DECISIONS.resolve("gain_die")
def gain_die_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    if "die" in a.params:
        take_die(s, d.player, chosen_sanctuary(a.params), chosen_die(a.params))

