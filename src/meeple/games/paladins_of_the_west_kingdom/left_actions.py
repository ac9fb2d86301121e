"""The left side of the player board ("Actions des plateaux de joueur"): Développer, Recruter
(a quest or a recruit), Chasser, Commercer, Prier, Conspirer, and the free recruits of rewards and
setup step 14."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import RULES, Action, Decision
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import (
    DECISIONS,
    act,
    action_name,
    townsfolk_name,
    worker_name,
)
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.rewards import (
    gain,
    gain_worker,
    on_action,
    paladin_bonus,
    spend,
    take_debt,
)

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

HARVEST = {1: 1, 2: 3}  # Chasser / Commercer: 1 worker brings 1, 2 workers bring 3


def develop_cost(s: PaladinsState, p: Player) -> int:
    return C.BOARD.develop_cost - s.discount(p, "develop")


def pray_cost(s: PaladinsState, p: Player) -> int:
    return 0 if s.waives(p, "pray", "silver") else C.BOARD.pray_cost


def townsfolk_price(s: PaladinsState, p: Player, cost: int) -> int:
    """A quest's or recruit's silver (the round's Paladin may waive it)."""
    return 0 if s.waives(p, "recruit", "silver") else cost


def workshop_left(p: Player) -> bool:
    """A Workshop still on the left of the board and a free slot for it."""
    return p.developed < C.WORKSHOPS and any(mask != 3 for mask in p.workshops)


def can_develop(s: PaladinsState, p: Player) -> bool:
    """Two workers, the silver, a Workshop left and a free Workshop slot."""
    return p.worker_count() >= 2 and p.silver >= develop_cost(s, p) and workshop_left(p)


def quest_targets(s: PaladinsState, p: Player) -> list[int]:
    return [i for i, card in enumerate(s.townsfolk_row)
            if card >= 0 and townsfolk_price(s, p, C.QUEST_COSTS[i]) <= p.silver]


def recruit_targets(s: PaladinsState, p: Player) -> list[tuple[int, bool]]:
    """(slot, with a Debt); only the leftmost cards may be taken for a Debt."""
    out = []
    for i, card in enumerate(s.townsfolk_row):
        if card < 0:
            continue
        if townsfolk_price(s, p, C.RECRUIT_COSTS[i]) <= p.silver:
            out.append((i, False))
        if i < C.DEBT_SLOTS and s.debts_left > 0:
            out.append((i, True))
    return out


# ---------------------------------------------------------------------- Développer
@DECISIONS.options("develop")
def workshop_choices(s: PaladinsState, d: Decision) -> list[Action]:
    p = s.players[d.player]
    return [act(f"ws:{name}:{slot}", "workshop", action=action_name(name), slot=slot + 1, space=name,
                slot_index=slot)
            for i, name in enumerate(C.RIGHT_ACTIONS) for slot in (0, 1) if not p.workshops[i] >> slot & 1]


@DECISIONS.resolve("develop")
def develop(s: PaladinsState, d: Decision, a: Action) -> None:
    """Pay, move the leftmost Workshop onto the chosen slot and gain the worker it uncovers."""
    p = s.players[d.player]
    name = a.params["space"]
    if not d.data.get("free"):
        spend(s, p, silver=develop_cost(s, p))
    p.workshops[C.RIGHT_INDEX[name]] |= 1 << a.params["slot_index"]
    reveal = C.WORKSHOP_REVEALS[p.developed]
    p.developed += 1
    s.emit("paladins.log.develop", {"seat": p.seat, "action": action_name(name), "worker": worker_name(reveal)})
    gain_worker(s, p, reveal)
    on_action(s, p, "develop")


# ---------------------------------------------------------------------- Recruter
def townsfolk_action(slot: int, card: int, mode: str) -> Action:
    suffix = ":debt" if mode == "debt" else ""
    return act(f"tf:{slot}{suffix}", f"tf_{mode}", card=townsfolk_name(card), n=slot + 1, slot=slot,
               debt=mode == "debt")


@DECISIONS.options("townsfolk")
def townsfolk_choices(s: PaladinsState, d: Decision) -> list[Action]:
    p = s.players[d.player]
    if d.data["mode"] == "quest":
        return [townsfolk_action(i, s.townsfolk_row[i], "quest") for i in quest_targets(s, p)]
    return [townsfolk_action(i, s.townsfolk_row[i], "debt" if debt else "recruit")
            for i, debt in recruit_targets(s, p)]


@DECISIONS.resolve("townsfolk")
def quest_or_recruit(s: PaladinsState, d: Decision, a: Action) -> None:
    """A quest discards the card for its reward; a recruit keeps it (silver, or a Debt on the leftmost)."""
    p = s.players[d.player]
    slot = a.params["slot"]
    card = s.townsfolk_row[slot]
    townsfolk = C.TOWNSFOLK[card]
    if d.data["mode"] == "quest":
        spend(s, p, silver=townsfolk_price(s, p, C.QUEST_COSTS[slot]))
        s.townsfolk_row[slot] = -1
        s.townsfolk_discard.append(card)
        p.quests += 1
        s.emit("paladins.log.quest", {"seat": p.seat, "card": townsfolk_name(card)})
        gain(s, p, townsfolk.quest_reward)
    else:
        debt = a.params["debt"]
        cost = 0 if debt else townsfolk_price(s, p, C.RECRUIT_COSTS[slot])
        recruit(s, p, slot, cost, debt)


@DECISIONS.options("free_recruit")
def free_recruit_choices(s: PaladinsState, d: Decision) -> list[Action]:
    return [townsfolk_action(i, card, "free") for i, card in enumerate(s.townsfolk_row) if card >= 0]


@DECISIONS.resolve("free_recruit")
def free_recruit(s: PaladinsState, d: Decision, a: Action) -> None:
    recruit(s, s.players[d.player], a.params["slot"], 0, False)


def recruit(s: PaladinsState, p: Player, slot: int, cost: int, debt: bool) -> None:
    card = s.townsfolk_row[slot]
    spend(s, p, silver=cost)
    if debt:
        take_debt(s, p)
    s.townsfolk_row[slot] = -1
    p.townsfolk.append(card)
    s.emit("paladins.log.recruit", {"seat": p.seat, "card": townsfolk_name(card)})
    gain(s, p, C.TOWNSFOLK[card].recruit_reward)


# ---------------------------------------------------------------------- Chasser, Commercer, Conspirer
@DECISIONS.resolve("hunt")
@DECISIONS.resolve("trade")
def harvest(s: PaladinsState, d: Decision, a: None) -> None:
    """Hunt brings provisions, Trade silver: 1 for one worker, 3 for two."""
    p = s.players[d.data["seat"]]
    n = HARVEST[d.data["workers"]]
    if d.kind == "hunt":
        p.provisions += n
    else:
        p.silver += n
    s.emit(f"paladins.log.{d.kind}", {"seat": p.seat, "n": n})
    paladin_bonus(s, p, d.kind)


@DECISIONS.resolve("conspire")
def conspire(s: PaladinsState, d: Decision, a: None) -> None:
    p = s.players[d.data["seat"]]
    paladin_bonus(s, p, "conspire")
    gain_worker(s, p, C.CRIMINAL)


def push_harvest(s: PaladinsState, p: Player, name: str, workers: int) -> None:
    """Hunt or Trade once its workers are placed."""
    s.push(name, RULES, {"seat": p.seat, "workers": workers})


# ---------------------------------------------------------------------- Prier
@DECISIONS.options("pray")
def pray_choices(s: PaladinsState, d: Decision) -> list[Action]:
    """Any occupied space may be cleared, except the Pray space itself when Pray was the action."""
    p = s.players[d.player]
    skip = 0 if d.data.get("free") else 1 << C.SPACE_INDEX["pray"]
    return [act(f"free:{name}", "free", action=action_name(name), space=name)
            for name in C.SPACES if p.occupied >> C.SPACE_INDEX[name] & 1 and not skip >> C.SPACE_INDEX[name] & 1]


@DECISIONS.resolve("pray")
def pray(s: PaladinsState, d: Decision, a: Action) -> None:
    p = s.players[d.player]
    name = a.params["space"]
    if not d.data.get("free"):
        spend(s, p, silver=pray_cost(s, p))
    p.occupied &= ~(1 << C.SPACE_INDEX[name])
    s.emit("paladins.log.pray", {"seat": p.seat, "action": action_name(name)})
