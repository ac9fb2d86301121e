"""A seat's turn ("Réaliser des actions", RULE["pass"]): one action on a free space of its board or on a
King's Favour, placing its workers, or pass (keeping at most 3 workers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import RULES, Action, Decision
from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import (
    DECISIONS,
    LETTERS,
    act,
    favour_name,
    worker_name,
)
from meeple.games.paladins_of_the_west_kingdom.king import favour_choices, take_favour
from meeple.games.paladins_of_the_west_kingdom.left_actions import (
    can_develop,
    pray_cost,
    push_harvest,
    quest_targets,
    recruit_targets,
)
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.right_actions import feasible, under_limit
from meeple.games.paladins_of_the_west_kingdom.text import RULE
from meeple.games.paladins_of_the_west_kingdom.workers import (
    DEVELOP_SLOTS,
    HALF_SLOTS,
    ONE_SLOT,
    PRAY_SLOTS,
    can_pay,
    place_workers,
    slots_for,
)

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

PRAY_BIT = 1 << C.SPACE_INDEX["pray"]


def _space_action(action_id: str, space: str, workers: int = 0) -> Action:
    """A main action on a board space; its text key is its id without the colon ("hunt:2" -> hunt2)."""
    return act(action_id, action_id.replace(":", ""), space=space, workers=workers)


# parameterless main actions are built once (Actions are never mutated)
_ACTIONS = {action.id: action for action in (
    _space_action("develop", "develop", 2), _space_action("quest", "recruit", 1),
    _space_action("recruit", "recruit", 2), _space_action("hunt:1", "hunt", 1), _space_action("hunt:2", "hunt", 2),
    _space_action("trade:1", "trade", 1), _space_action("trade:2", "trade", 2), _space_action("pray", "pray", 1),
    _space_action("conspire", "conspire", 1), *(_space_action(name, name) for name in C.RIGHT_ACTIONS))}
PASS = act("pass", "pass")


@DECISIONS.options("turn")
def turn_choices(s: PaladinsState, d: Decision) -> list[Action]:
    """Every action whose space is free and whose workers, price and requirement the seat meets; Pass."""
    p = s.players[d.player]
    choices: list[Action] = []
    workers = p.workers
    occupied = p.occupied

    def free(name: str) -> bool:
        return not occupied >> C.SPACE_INDEX[name] & 1

    if sum(workers):
        if free("develop") and can_develop(s, p):
            choices.append(_ACTIONS["develop"])
        if free("recruit"):
            if quest_targets(s, p):
                choices.append(_ACTIONS["quest"])
            if can_pay(workers, HALF_SLOTS["recruit"]) and recruit_targets(s, p):
                choices.append(_ACTIONS["recruit"])
        for name in ("hunt", "trade"):
            if free(name):
                choices.append(_ACTIONS[f"{name}:1"])
                if can_pay(workers, HALF_SLOTS[name]):
                    choices.append(_ACTIONS[f"{name}:2"])
        # Pray needs another occupied space to clear
        if free("pray") and can_pay(workers, PRAY_SLOTS) and p.silver >= pray_cost(s, p) and occupied & ~PRAY_BIT:
            choices.append(_ACTIONS["pray"])
        if free("conspire"):
            choices.append(_ACTIONS["conspire"])
        for name in C.RIGHT_ACTIONS:
            if free(name) and under_limit(p, name) and can_pay(workers, slots_for(p, name)) and feasible(s, p, name):
                choices.append(_ACTIONS[name])
        choices += favour_choices(s, p)
    choices.append(PASS)
    return choices


@DECISIONS.resolve("turn")
def take_turn(s: PaladinsState, d: Decision, a: Action) -> None:
    """Occupy the space, log the action, push its follow-up questions above the worker payment."""
    p = s.players[d.player]
    if a == PASS:
        pass_turn(s, p)
        return
    space = a.params.get("space")
    if space is None:  # a King's Favour
        index = a.params["index"]
        s.emit("paladins.log.action", {"seat": p.seat, "action": Msg(
            "paladins.act.favour", {"favour": favour_name(s.favours_up[index])})})
        take_favour(s, p, index)
        return
    p.occupied |= 1 << C.SPACE_INDEX[space]
    s.emit("paladins.log.action", {"seat": p.seat, "action": Msg(a.key)})
    workers = a.params["workers"]
    if space == "develop":
        s.push("develop", p.seat, {}, RULE["develop"])
        place_workers(s, p, DEVELOP_SLOTS)
    elif space == "recruit":
        quest = workers == 1  # "Recruter" with 1 worker sends a card on a quest, with 2 recruits it
        s.push("townsfolk", p.seat, {"mode": "quest" if quest else "recruit"},
               RULE["quest"] if quest else RULE["recruit"])
        place_workers(s, p, ONE_SLOT if quest else HALF_SLOTS["recruit"])
    elif space in ("hunt", "trade"):
        push_harvest(s, p, space, workers)
        place_workers(s, p, HALF_SLOTS[space] if workers == 2 else ONE_SLOT)
    elif space == "pray":
        s.push("pray", p.seat, {"free": False}, RULE["pray"])
        place_workers(s, p, PRAY_SLOTS)
    elif space == "conspire":
        s.push("conspire", RULES, {"seat": p.seat})
        place_workers(s, p, ONE_SLOT)
    elif space in ("commission", "garrison"):
        s.push("space", p.seat, {"action": space}, RULE["commission_garrison"])
        place_workers(s, p, slots_for(p, space))
    elif space == "fortify":
        s.push("fortify", RULES, {"seat": p.seat})
        place_workers(s, p, slots_for(p, space))
    elif space == "absolve":
        s.push("jar", p.seat, {}, RULE["absolve"])
        place_workers(s, p, slots_for(p, space))
    else:  # attack, convert
        s.push("outsider", p.seat, {"action": space}, RULE["attack_convert"])
        place_workers(s, p, slots_for(p, space))


def pass_turn(s: PaladinsState, p: Player) -> None:
    """"Passer": done for the round; keep at most 3 workers for the next."""
    p.passed = True
    s.emit("paladins.log.pass", {"seat": p.seat})
    if p.worker_count() > C.WORKERS_KEPT:
        s.push("discard", p.seat, {}, RULE["pass"])


@DECISIONS.options("discard")
def discard_choices(s: PaladinsState, d: Decision) -> list[Action]:
    p = s.players[d.player]
    return [act(f"discard:{LETTERS[c]}", "discard", worker=worker_name(c), colour=c)
            for c in range(len(C.WORKERS)) if p.workers[c]]


@DECISIONS.resolve("discard")
def discard(s: PaladinsState, d: Decision, a: Action) -> None:
    p = s.players[d.player]
    p.workers[a.params["colour"]] -= 1
    s.emit("paladins.log.discard", {"seat": p.seat, "worker": worker_name(a.params["colour"])})
    if p.worker_count() > C.WORKERS_KEPT:
        s.push("discard", p.seat, {}, RULE["pass"])
