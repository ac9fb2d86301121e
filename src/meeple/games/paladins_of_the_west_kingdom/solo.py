"""The solo mode's AI ("Mode solo : déroulement d'une partie"): Scheme cards pick its action, its
Resource Marker picks its targets and turns resources into attributes; it ignores silver and provision
costs and worker colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import (
    action_name,
    favour_name,
    outsider_name,
    ref,
    scheme_name,
)
from meeple.games.paladins_of_the_west_kingdom.rewards import (
    advance_marker,
    ai_free_right,
    ai_quest,
    cycle,
    discard_suspicion,
    draw_suspicion,
    gain,
    take_debt,
)

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

REST = len(C.SPACES)  # the AI board's extra "Se reposer" space, after the 12 shared spaces
FALLBACK = ("recruit", "pray", "trade", "conspire", "rest")
EXTRA_WORKERS = 3  # the AI starts round r with r + 3 workers
WORKSHOP_SLOTS = 3  # a right-side action has 3 worker slots; each Workshop saves one
PRAY_WORKERS = 1  # with nothing to free, its Pray gains a worker
CONSPIRE_WORKERS = 2


def ai_workshop(s: PaladinsState, action: str) -> None:
    """A King's Order gives the AI a Workshop on the Order's action (setup 6 and step 2)."""
    board = s.ai_player
    i = C.RIGHT_INDEX[action]
    if board.workshops[i] != 3:
        board.workshops[i] |= 1 if not board.workshops[i] & 1 else 2
        board.developed += 1


def _need(s: PaladinsState, name: str) -> int:
    """Workers the AI places: the uncovered slots of a right-side action, 1 elsewhere, 0 to rest."""
    if name in C.RIGHT_INDEX:
        return WORKSHOP_SLOTS - bin(s.ai_player.workshops[C.RIGHT_INDEX[name]]).count("1")
    return 0 if name == "rest" else 1


def _spend(s: PaladinsState, n: int) -> None:
    workers = s.ai_player.workers
    for _ in range(n):
        colour = next(c for c in range(len(C.WORKERS)) if workers[c])
        workers[colour] -= 1


def ai_round_start(s: PaladinsState) -> None:
    """The AI starts each round with exactly (round + 3) workers."""
    assert s.ai is not None
    board = s.ai_player
    board.workers = [s.round + EXTRA_WORKERS, 0, 0, 0, 0, 0]
    board.occupied = 0
    s.ai.rested = False
    s.ai.done = False


def ai_reset(s: PaladinsState) -> None:
    board = s.ai_player
    board.workers = [0, 0, 0, 0, 0, 0]
    board.occupied = 0


def _place(s: PaladinsState, name: str, bit: int, need: int) -> bool:
    """Commission / Garrison: the farthest region its attribute reaches, its leftmost open square."""
    board = s.ai_player
    attribute = C.FAITH if name == "commission" else C.STRENGTH
    value = board.attributes[attribute]
    spots = [(r, k) for r in range(len(C.BOARD.regions)) for k, occupant in enumerate(s.spaces[r])
             if occupant < 0 and C.SPACE_MIN[r][k] <= s.num_players
             and (C.BOARD.regions[r].faith if attribute == C.FAITH else C.BOARD.regions[r].strength) <= value]
    if not spots:
        return False
    region = max(spot[0] for spot in spots)  # authored: the AI reaches as far as its attribute allows
    square = min(spot[1] for spot in spots if spot[0] == region)
    _use(s, bit, need, name)
    s.spaces[region][square] = board.seat * 2 + (0 if attribute == C.FAITH else 1)
    if attribute == C.FAITH:
        board.monks += 1
    else:
        board.outposts += 1
    s.emit(f"paladins.log.{name}", {"seat": board.seat, "region": region + 1})
    gain(s, board, C.SPACE_REWARDS[region][square])
    # the flag the Monk / Outpost uncovers, logged as the seat's is
    gain(s, board, (C.ATTRIBUTES[C.INFLUENCE if attribute == C.FAITH else C.FAITH],))
    return True


def _outsider(s: PaladinsState, name: str, bit: int, need: int) -> bool:
    """Attack / Convert: the first outsider from the marker on that its Strength / Faith reaches."""
    ai = s.ai
    assert ai is not None
    board = s.ai_player
    for slot in cycle(ai.marker, C.OUTSIDER_SLOTS):
        card = s.outsider_row[slot]
        if card < 0:
            continue
        if name == "attack" and C.BOARD.attack_strength[slot] > board.attributes[C.STRENGTH]:
            continue
        if name == "convert" and C.BOARD.convert_faith[slot] > board.attributes[C.FAITH]:
            continue
        _use(s, bit, need, name)
        s.outsider_row[slot] = -1
        outsider = C.OUTSIDERS[card]
        s.emit(f"paladins.log.ai_{name}", {"card": outsider_name(card)})
        if name == "attack":
            board.attacked.append(card)
            gain(s, board, outsider.attack_reward)
        else:
            board.converts.append(card)
            gain(s, board, outsider.convert_reward)
        return True
    return False


def _try(s: PaladinsState, name: str) -> bool:
    """Do ``name`` if its space is free and the AI can pay its workers and meets its requirement."""
    ai = s.ai
    assert ai is not None
    board = s.ai_player
    if name == "order":
        return _order(s)
    if name == "favour":
        return _favour(s)
    bit = 1 << (REST if name == "rest" else C.SPACE_INDEX[name])
    need = _need(s, name)
    if board.occupied & bit or board.worker_count() < need:
        return False
    if name in C.RIGHT_ACTIONS and name != "attack" and board.count(name) >= C.ACTION_LIMIT:
        return False
    attributes = board.attributes
    if name in ("commission", "garrison"):
        return _place(s, name, bit, need)
    if name == "fortify":
        if attributes[C.INFLUENCE] < C.BOARD.wall_influence[len(board.walls)] or not s.wall_deck:
            return False
        _use(s, bit, need, name)
        card = s.wall_deck.pop()
        board.walls.append(card)
        s.emit("paladins.log.fortify", {"seat": board.seat, "n": len(board.walls), "limit": C.ACTION_LIMIT,
                                           "card": ref(C.WALLS[card].id)})
        gain(s, board, C.WALLS[card].rewards)
        if C.WALLS[card].choice:  # authored: the AI takes the first option (a Debt or a Suspicion)
            gain(s, board, C.WALLS[card].choice[0])
        return True
    if name == "absolve":
        if attributes[C.INFLUENCE] < C.BOARD.jar_values[board.jars]:
            return False
        _use(s, bit, need, name)
        slot = next(i for i in range(C.JAR_SLOTS) if not board.jar_slots >> i & 1)
        board.jar_slots |= 1 << slot
        board.jars += 1
        s.emit("paladins.log.absolve", {"seat": board.seat, "n": slot + 1})
        if board.suspicion:  # Absolve's discard is optional: with none the AI moves no coin
            discard_suspicion(s, board)
        gain(s, board, C.BOARD.absolve_slots[slot])
        gain(s, board, (C.ATTRIBUTES[C.FAITH],))
        return True
    if name in ("attack", "convert"):
        return _outsider(s, name, bit, need)
    if name == "recruit":
        if not any(card >= 0 for card in s.townsfolk_row):
            return False
        _use(s, bit, need, name)
        ai_quest(s)
        return True
    if name == "pray":
        _use(s, bit, need, name)
        if board.occupied & sum(1 << C.SPACE_INDEX[right] for right in C.RIGHT_ACTIONS):
            ai_free_right(s)
        else:
            board.workers[0] += PRAY_WORKERS
        ai.schemes += ai.scheme_discard
        ai.scheme_discard = []
        s.rng.shuffle(ai.schemes)
        return True
    if name == "trade":
        _use(s, bit, need, name)
        advance_marker(s, 1)
        return True
    if name == "conspire":
        _use(s, bit, need, name)
        board.workers[0] += CONSPIRE_WORKERS
        draw_suspicion(s, board)
        return True
    # rest: every worker left moves the marker, and the AI is done for the round
    _use(s, bit, need, name)
    advance_marker(s, 1 + board.worker_count())
    board.workers = [0, 0, 0, 0, 0, 0]
    ai.rested = True
    return True


def _use(s: PaladinsState, bit: int, need: int, name: str) -> None:
    s.ai_player.occupied |= bit
    _spend(s, need)
    s.emit("paladins.log.ai_action", {"action": action_name(name)})


def _order(s: PaladinsState) -> bool:
    """"Ordre du Roi": the rightmost visible order not yet met; if all are met, the rightmost again."""
    board = s.ai_player
    visible = [C.ORDERS[order] for order in s.orders_up]
    todo = [order.action for order in reversed(visible) if board.count(order.action) < order.need]
    if not todo and visible:
        todo = [visible[-1].action]
    return any(_try(s, action) for action in todo)


def _favour(s: PaladinsState) -> bool:
    """"Faveur du Roi": the first free Favour from the marker on, for one worker and no silver."""
    ai = s.ai
    assert ai is not None
    board = s.ai_player
    if board.worker_count() < 1:
        return False
    for i in cycle(ai.marker, C.FAVOURS_IN_PLAY):
        if i < len(s.favours_up) and not s.favours_used >> i & 1:
            s.favours_used |= 1 << i
            _spend(s, 1)
            card = s.favours_up[i]
            s.emit("paladins.log.ai_favour", {"favour": favour_name(card)})
            favour = C.FAVOURS[card]
            if favour.take_debt:  # the AI ignores silver and provision prices, not a Debt
                take_debt(s, board)
            gain(s, board, favour.rewards)
            options = [option for option in favour.choice if "develop_free" not in option]
            if options:  # authored: the AI takes the first option it can use
                gain(s, board, options[0])
            return True
    return False


def ai_turn(s: PaladinsState) -> None:
    """One AI turn: reveal a Scheme, do it, else the leftmost possible top action."""
    ai = s.ai
    assert ai is not None
    board = s.ai_player
    if ai.rested or board.worker_count() == 0:
        ai.done = True
        return
    if not ai.schemes:  # authored: an empty Scheme deck is rebuilt from its discard
        ai.schemes = ai.scheme_discard
        ai.scheme_discard = []
        s.rng.shuffle(ai.schemes)
    card = ai.schemes.pop()
    ai.scheme_discard.append(card)
    s.emit("paladins.log.ai_scheme", {"scheme": scheme_name(card)})
    if not _try(s, card):
        for name in FALLBACK:
            if _try(s, name):
                break
    if ai.rested or board.worker_count() == 0:
        ai.done = True
