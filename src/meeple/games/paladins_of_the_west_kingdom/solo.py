"""The solo mode's AI (rulebook "Mode solo"): Scheme cards pick its action, its
Resource Marker picks its targets and turns resources into attributes; it ignores
silver and provision costs and worker colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.rules import N_OUT, N_TF, RIGHT_INDEX, SP, B

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.rules import PaladinsState

REST = 12  # the AI board's extra "Se reposer" space, after the 12 shared spaces
FALLBACK = ("recruit", "pray", "trade", "conspire", "rest")


def advance(s: PaladinsState, n: int) -> None:
    """"Piste de Ressources": 5 spaces; leaving the 5th wraps to the 1st and raises the lowest attribute
    (ties: the marker on top of the stack)."""
    ai = s.ai
    assert ai is not None
    for _ in range(n):
        if ai.marker == 4:
            ai.marker = 0
            a = s.ai_player
            low = min(a.attr)
            k = next(k for k in ai.stack_order if a.attr[k] == low)
            s.raise_attr(a, k)
        else:
            ai.marker += 1


def _cycle(start: int, size: int) -> list[int]:
    return [(start + k) % size for k in range(size)]


def _need(s: PaladinsState, name: str) -> int:
    if name in RIGHT_INDEX:
        return 3 - bin(s.ai_player.ws[RIGHT_INDEX[name]]).count("1")
    return 0 if name == "rest" else 1


def _spend(s: PaladinsState, n: int) -> None:
    w = s.ai_player.w
    for _ in range(n):
        c = next(c for c in range(6) if w[c])
        w[c] -= 1


def ai_round_start(s: PaladinsState) -> None:
    """The AI starts each round with exactly (round + 3) workers."""
    assert s.ai is not None
    a = s.ai_player
    a.w = [s.round + 3, 0, 0, 0, 0, 0]
    a.used = 0
    s.ai.rested = False
    s.ai.done = False


def ai_reset(s: PaladinsState) -> None:
    a = s.ai_player
    a.w = [0, 0, 0, 0, 0, 0]
    a.used = 0


def ai_free_right(s: PaladinsState) -> None:
    """Its Pray: free the right-hand spaces (not the left ones)."""
    a = s.ai_player
    for name in C.RIGHT:
        a.used &= ~(1 << SP[name])


def ai_quest(s: PaladinsState) -> bool:
    """Its Recruit: discard the townsfolk under the marker (or the next one) for its quest reward."""
    assert s.ai is not None
    for i in _cycle(s.ai.marker, N_TF):
        c = s.tf_row[i]
        if c >= 0:
            s.tf_row[i] = -1
            s.tf_discard.append(c)
            s.ai_player.quests += 1
            s.emit("paladins.log.ai_quest", {"card": Msg(f"paladins.townsfolk.{C.TOWNSFOLK[c].kind}")})
            s.gain(s.ai_player, C.TOWNSFOLK[c].quest_reward)
            return True
    return False


def _try(s: PaladinsState, name: str) -> bool:
    """Do ``name`` if its space is free and the AI can pay its workers and meets its requirement."""
    ai = s.ai
    assert ai is not None
    a = s.ai_player
    if name == "order":
        return _order(s)
    if name == "favour":
        return _favour(s)
    bit = 1 << (REST if name == "rest" else SP[name])
    need = _need(s, name)
    if a.used & bit or sum(a.w) < need:
        return False
    if name in C.RIGHT and name != "attack" and a.count(name) >= 7:
        return False
    e = a.attr
    if name in ("commission", "garrison"):
        k = 0 if name == "commission" else 1
        spots = [(r, j) for r in range(len(B.regions)) for j, occ in enumerate(s.spaces[r])
                 if occ < 0 and C.SPACE_MIN[r][j] <= s.num_players
                 and (B.regions[r].faith if k == 0 else B.regions[r].strength) <= e[k]]
        if not spots:
            return False
        r = max(x[0] for x in spots)  # authored: the AI reaches as far as its attribute allows
        j = min(x[1] for x in spots if x[0] == r)
        _use(s, bit, need, name)
        s.spaces[r][j] = a.seat * 2 + k
        if k == 0:
            a.monks += 1
        else:
            a.outposts += 1
        s.gain(a, C.SPACE_REWARDS[r][j])
        s.raise_attr(a, 2 if k == 0 else 0)
        return True
    if name == "fortify":
        if e[2] < B.wall_influence[len(a.walls)] or not s.wall_deck:
            return False
        _use(s, bit, need, name)
        card = s.wall_deck.pop()
        a.walls.append(card)
        s.gain(a, C.WALLS[card].rewards)
        return True
    if name == "absolve":
        if e[2] < B.jar_values[a.jars]:
            return False
        _use(s, bit, need, name)
        slot = next(i for i in range(7) if not a.jar_slots >> i & 1)
        a.jar_slots |= 1 << slot
        a.jars += 1
        if a.susp:
            s.susp_discard.append(a.susp.pop())
        s.gain(a, B.absolve_slots[slot])
        s.raise_attr(a, 0)
        return True
    if name in ("attack", "convert"):
        for i in _cycle(ai.marker, N_OUT):
            c = s.out_row[i]
            if c < 0:
                continue
            if name == "attack" and B.attack_strength[i] > e[1]:
                continue
            if name == "convert" and B.convert_faith[i] > e[0]:
                continue
            _use(s, bit, need, name)
            s.out_row[i] = -1
            o = C.OUTSIDERS[c]
            s.emit(f"paladins.log.ai_{name}", {"card": Msg(f"paladins.outsider.{o.kind}")})
            if name == "attack":
                a.attacked.append(c)
                s.gain(a, o.attack_reward)
            else:
                a.converts.append(c)
                s.gain(a, o.convert_reward)
            return True
        return False
    if name == "recruit":
        if not any(c >= 0 for c in s.tf_row):
            return False
        _use(s, bit, need, name)
        ai_quest(s)
        return True
    if name == "pray":
        _use(s, bit, need, name)
        if a.used & sum(1 << SP[r] for r in C.RIGHT):
            ai_free_right(s)
        else:
            a.w[0] += 1
        ai.schemes += ai.scheme_discard
        ai.scheme_discard = []
        s.rng.shuffle(ai.schemes)
        return True
    if name == "trade":
        _use(s, bit, need, name)
        advance(s, 1)
        return True
    if name == "conspire":
        _use(s, bit, need, name)
        a.w[0] += 2
        s.draw_suspicion(a)
        return True
    # rest
    _use(s, bit, need, name)
    advance(s, 1 + sum(a.w))
    a.w = [0, 0, 0, 0, 0, 0]
    ai.rested = True
    return True


def _use(s: PaladinsState, bit: int, need: int, name: str) -> None:
    s.ai_player.used |= bit
    _spend(s, need)
    s.emit("paladins.log.ai_action", {"action": Msg(f"paladins.action.{name}")})


def _order(s: PaladinsState) -> bool:
    """"Ordre du Roi": the rightmost visible order not yet met; if all are met, the rightmost again."""
    a = s.ai_player
    visible = [C.ORDERS[o].action for o in s.orders_up]
    todo = [x for x in reversed(visible) if a.count(x) < 5]
    if not todo and visible:
        todo = [visible[-1]]
    return any(_try(s, x) for x in todo)


def _favour(s: PaladinsState) -> bool:
    ai = s.ai
    assert ai is not None
    a = s.ai_player
    if sum(a.w) < 1:
        return False
    for i in _cycle(ai.marker, 5):
        if i < len(s.favours_up) and not s.favour_used >> i & 1:
            s.favour_used |= 1 << i
            _spend(s, 1)
            f = C.FAVOURS[s.favours_up[i]]
            s.emit("paladins.log.ai_favour", {"favour": Msg(f"paladins.favour.{f.id}")})
            s.gain(a, f.rewards)  # the AI ignores the favour's silver cost
            return True
    return False


def ai_turn(s: PaladinsState) -> None:
    """One AI turn: reveal a Scheme, do it, else the leftmost possible top action."""
    ai = s.ai
    assert ai is not None
    a = s.ai_player
    if ai.rested or sum(a.w) == 0:
        ai.done = True
        return
    if not ai.schemes:  # authored: an empty Scheme deck is rebuilt from its discard
        ai.schemes = ai.scheme_discard
        ai.scheme_discard = []
        s.rng.shuffle(ai.schemes)
    card = ai.schemes.pop()
    ai.scheme_discard.append(card)
    s.emit("paladins.log.ai_scheme", {"scheme": Msg(f"paladins.scheme.{card}")})
    if not _try(s, card):
        for name in FALLBACK:
            if _try(s, name):
                break
    if ai.rested or sum(a.w) == 0:
        ai.done = True
