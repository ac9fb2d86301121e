"""Placing workers ("Réaliser des actions"): coloured slots need that colour or a Criminal (a joker),
clear slots take anyone; Workshops cover the 2 leftmost slots of a right-side action ("Développer").
The ``pay`` decision asks which workers to place when more than one choice of colours fills the slots."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core import Action, Decision
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import DECISIONS, LETTERS, act, workers_list
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.text import RULE

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

# the left-side actions' worker slots (player board)
ONE_SLOT = (C.ANY,)
HALF_SLOTS = {"recruit": (C.ANY, C.WORKER_INDEX["fighter"]), "hunt": (C.ANY, C.WORKER_INDEX["scout"]),
              "trade": (C.ANY, C.WORKER_INDEX["merchant"])}
DEVELOP_SLOTS = (C.ANY, C.ANY)
PRAY_SLOTS = (C.WORKER_INDEX["cleric"],)
CACHE_LIMIT = 50_000  # memo entries kept before a reset: bounds memory in long searches

_PAY_CACHE: dict[tuple[tuple[int, ...], tuple[int, ...]], bool] = {}


def can_pay(workers: list[int], slots: tuple[int, ...]) -> bool:
    """Whether ``workers`` can fill ``slots`` (memoized)."""
    key = (tuple(workers), slots)
    hit = _PAY_CACHE.get(key)
    if hit is None:
        hit = _remember(_PAY_CACHE, key, _can_pay(workers, slots))
    return hit


def _remember(cache: dict[Any, Any], key: Any, value: Any) -> Any:
    if len(cache) > CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


def _can_pay(workers: list[int], slots: tuple[int, ...]) -> bool:
    jokers = workers[C.CRIMINAL]
    need: dict[int, int] = {}
    for slot in slots:
        if slot != C.ANY:
            need[slot] = need.get(slot, 0) + 1
    for colour, wanted in need.items():
        have = workers[colour] if colour != C.CRIMINAL else 0
        short = wanted - have
        if short > 0:
            jokers -= short
            if jokers < 0:
                return False
    return sum(workers) >= len(slots)


_OPTIONS_CACHE: dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[int, ...]]] = {}


def pay_options(workers: list[int], slots: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct multiset of workers (sorted colour indices) that fills ``slots`` (memoized;
    callers must not change the list)."""
    key = (tuple(workers), slots)
    hit = _OPTIONS_CACHE.get(key)
    if hit is None:
        hit = _remember(_OPTIONS_CACHE, key, _pay_options(workers, slots))
    return hit


def _pay_options(workers: list[int], slots: tuple[int, ...]) -> list[tuple[int, ...]]:
    out: set[tuple[int, ...]] = set()
    order = sorted(slots, key=lambda slot: slot == C.ANY)  # coloured slots first
    _fill(order, workers[:], 0, [], out)
    return sorted(out)


def _fill(order: list[int], counts: list[int], i: int, used: list[int], out: set[tuple[int, ...]]) -> None:
    """Add to ``out`` every way to fill ``order[i:]`` from ``counts`` after ``used``.
    (A module function: a nested one calling itself is a reference cycle, which a
    server that freezes its survivors must not make; see meeple.web.rooms.)"""
    if i == len(order):
        out.add(tuple(sorted(used)))
        return
    slot = order[i]
    choices = range(len(C.WORKERS)) if slot == C.ANY else \
        ((slot, C.CRIMINAL) if slot != C.CRIMINAL else (C.CRIMINAL,))
    for colour in choices:
        if counts[colour] > 0:
            counts[colour] -= 1
            used.append(colour)
            _fill(order, counts, i + 1, used, out)
            used.pop()
            counts[colour] += 1


_SLOTS_BY_MASK = {a: tuple(tuple(s for k, s in enumerate(C.SLOTS[a]) if not (k < 2 and mask >> k & 1))
                           for mask in range(4)) for a in C.RIGHT_ACTIONS}


def slots_for(player: Player, action: str) -> tuple[int, ...]:
    """Worker slots of a right-side action not covered by Workshops ("Développer")."""
    return _SLOTS_BY_MASK[action][player.workshops[C.RIGHT_INDEX[action]]]


def place_workers(s: PaladinsState, player: Player, slots: tuple[int, ...]) -> None:
    """Place workers: at once when only one choice of colours exists, else ask (``pay``)."""
    choices = pay_options(player.workers, slots)
    if len(choices) == 1:
        _place(s, player, choices[0])
    else:
        s.push("pay", player.seat, {"slots": list(slots)}, RULE["workers"])


@DECISIONS.options("pay")
def pay_choices(s: PaladinsState, d: Decision) -> list[Action]:
    player = s.players[d.player]
    return [act("pay:" + "".join(LETTERS[c] for c in choice), "pay", workers=workers_list(choice), colours=choice)
            for choice in pay_options(player.workers, tuple(d.data["slots"]))]


@DECISIONS.resolve("pay")
def pay(s: PaladinsState, d: Decision, a: Action) -> None:
    _place(s, s.players[d.player], a.params["colours"])


def _place(s: PaladinsState, player: Player, colours: tuple[int, ...]) -> None:
    for colour in colours:
        player.workers[colour] -= 1
    s.emit("paladins.log.workers", {"seat": player.seat, "workers": workers_list(colours)})
