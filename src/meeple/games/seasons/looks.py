"""Answers to "look at these cards" decisions with special destinations (Twist of
Fate, Sepulchral Amulet, Carnivora, Crystal Orb, Fertile Grave).  The cards being
looked at sit in the seat's ``looks`` zone, seen by that seat only."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.games.seasons import rules
from meeple.games.seasons.rules import card

S = Any


def _act(aid: str, key: str, cid: int | None = None) -> Action:
    return Action(aid, key, {} if cid is None else {"card": card(cid)})


def _takes(s: S, p: int, key: str) -> list[Action]:
    return [_act(f"take:{c}", key, c) for c in sorted(set(s.looks[p]))]


# Twist of Fate: the kept card joins the drafted cards (before the library split).
def _opt_draft_one(s: S, p: int, d: Decision) -> list[Action]:
    return _takes(s, p, "seasons.act.take")


def _res_draft_one(s: S, p: int, d: Decision, a: Action) -> None:
    cid = int(a.id[5:])
    s.looks[p].remove(cid)
    s.drafted[p].append(cid)
    s.discard.extend(s.looks[p])
    s.looks[p].clear()


# Sepulchral Amulet: 1 to the hand, 1 on top of the draw pile, 1 at its bottom.
def _opt_sepulchral(s: S, p: int, d: Decision) -> list[Action]:
    return _takes(s, p, "seasons.act.take")


def _res_sepulchral(s: S, p: int, d: Decision, a: Action) -> None:
    cid = int(a.id[5:])
    s.looks[p].remove(cid)
    s.hands[p].append(cid)
    if len(s.looks[p]) == 1:
        s.deck.append(s.looks[p].pop())
    elif s.looks[p]:
        s.push("look", p, {"mode": "top"}, "PoD 9/20")


def _opt_top(s: S, p: int, d: Decision) -> list[Action]:
    return [_act(f"top:{c}", "seasons.act.on_top", c) for c in sorted(set(s.looks[p]))]


def _res_top(s: S, p: int, d: Decision, a: Action) -> None:
    cid = int(a.id[4:])
    s.looks[p].remove(cid)
    s.deck.append(cid)
    for c in s.looks[p]:
        s.deck.insert(0, c)
    s.looks[p].clear()


# Carnivora Strombosea: take the top card (gauge -1) or leave it on the pile.
def _opt_carnivora(s: S, p: int, d: Decision) -> list[Action]:
    out = [_act("leave", "seasons.act.leave")]
    if len(s.play[p]) < s.gauge[p]:  # PoD 14/20: not when cards in play = gauge
        out += _takes(s, p, "seasons.act.take_gauge")
    return out


def _res_carnivora(s: S, p: int, d: Decision, a: Action) -> None:
    cid = s.looks[p].pop()
    if a.id == "leave":
        s.deck.append(cid)
    else:
        s.hands[p].append(cid)
        rules.add_gauge(s, p, -1)
        s.emit("seasons.log.keep", {"seat": p})


# Crystal Orb: put the top card into play for 4 energies, or return it.
def _opt_orb(s: S, p: int, d: Decision) -> list[Action]:
    out = [_act("leave", "seasons.act.leave")]
    if sum(rules.avail(s, p)) >= 4 and rules.can_add(s, p):
        out += _takes(s, p, "seasons.act.orb_play")
    return out


def _res_orb(s: S, p: int, d: Decision, a: Action) -> None:
    if a.id == "leave":
        s.deck.append(s.looks[p].pop())
        return
    s.push("orb_put", -1, {"p": p}, "card 34")
    s.push("spend", p, {"n": 4}, "card 34")


# Fertile Grave: summon one card of the discard as if from the hand, or none.
def _opt_grave(s: S, p: int, d: Decision) -> list[Action]:
    toll = rules.leech_toll(s, p)
    out = [_act("none", "seasons.act.grave_none")]
    for c in sorted(set(s.looks[p])):
        if c != 31 and rules.affordable(s, p, s.costs[c], toll, rules.spirit_extra(s)):
            out.append(_act(f"take:{c}", "seasons.act.summon", c))
    return out


def _res_grave(s: S, p: int, d: Decision, a: Action) -> None:
    from meeple.games.seasons.state import summon

    looks = s.looks[p]
    chosen = -1
    if a.id != "none":
        chosen = int(a.id[5:])
        looks.remove(chosen)
    s.discard.extend(looks)
    looks.clear()
    if chosen >= 0:
        s.hands[p].append(chosen)
        summon(s, p, chosen)


# Potion of Resurrection: one card to the hand, the rest under the discard pile.
def _res_resurrect(s: S, p: int, d: Decision, a: Action) -> None:
    cid = int(a.id[5:])
    s.looks[p].remove(cid)
    s.hands[p].append(cid)
    for c in s.looks[p]:
        s.discard.insert(0, c)
    s.looks[p].clear()


# Arcane Telescope: put the 3 cards back on top one at a time (the last one ends on top).
def _opt_stack(s: S, p: int, d: Decision) -> list[Action]:
    return [_act(f"top:{c}", "seasons.act.on_top", c) for c in sorted(set(s.looks[p]))]


def _res_stack(s: S, p: int, d: Decision, a: Action) -> None:
    cid = int(a.id[4:])
    s.looks[p].remove(cid)
    s.deck.append(cid)
    if s.looks[p]:
        s.push("look", p, {"mode": "stack"}, d.rule)


# Statue of Eolis: a peek at the top card, which goes back.
def _opt_peek(s: S, p: int, d: Decision) -> list[Action]:
    return [_act("ok", "seasons.act.peek_ok")]


def _res_peek(s: S, p: int, d: Decision, a: Action) -> None:
    s.deck.append(s.looks[p].pop())


# Scroll of Ishtar / Familiar Catcher: keep the found card, or throw it away once to search again.
def _opt_search(s: S, p: int, d: Decision) -> list[Action]:
    out = _takes(s, p, "seasons.act.take")
    if d.data["first"]:
        out.append(_act("throw", "seasons.act.throw"))
    return out


def _res_search(s: S, p: int, d: Decision, a: Action) -> None:
    from meeple.games.seasons.cards import search

    cid = s.looks[p].pop()
    if a.id != "throw":
        s.hands[p].append(cid)
        return
    s.discard.append(cid)
    if d.data["what"] == "familiar":
        search(s, p, "familiar", False)
    else:  # the Scroll lets its owner name a type again
        s.push("choice", p, {"why": "scroll", "choices": ["0", "1", "2", "3"], "first": False}, "card 105")


MODES: dict[str, tuple[Any, Any]] = {
    "search": (_opt_search, _res_search),
    "resurrect": (_opt_draft_one, _res_resurrect),
    "stack": (_opt_stack, _res_stack),
    "peek": (_opt_peek, _res_peek),
    "draft_one": (_opt_draft_one, _res_draft_one),
    "sepulchral": (_opt_sepulchral, _res_sepulchral),
    "top": (_opt_top, _res_top),
    "carnivora": (_opt_carnivora, _res_carnivora),
    "orb": (_opt_orb, _res_orb),
    "grave": (_opt_grave, _res_grave),
}
