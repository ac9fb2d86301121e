"""Answers to "look at these cards" decisions with special destinations (Twist of
Fate, Sepulchral Amulet, Carnivora, Crystal Orb, Potion of
Resurrection, Arcane Telescope, Statue of Eolis, Scroll of Ishtar, Familiar
Catcher).  The cards being looked at sit in the seat's ``looks`` zone, seen by
that seat only; the generic modes are in followups.py."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.play import may_put
from meeple.games.seasons.registry import LOOK_MODES
from meeple.games.seasons.rules import card, card_of

S = Any  # the SeasonsState


def _act(s: S, aid: str, key: str, cid: int | None = None) -> Action:
    return Action(aid, key, {} if cid is None else {"card": card(s, cid)})


def _takes(s: S, p: int, key: str) -> list[Action]:
    return [_act(s, f"take:{c}", key, c) for c in sorted(set(s.looks[p]))]


def chosen(a: Action) -> int:
    """The card an answer names."""
    return card_of(a.params["card"])


def take_options(s: S, p: int, d: Decision) -> list[Action]:
    return _takes(s, p, "seasons.act.take")


# Twist of Fate: the kept card joins the drafted cards (before the library split), the
# other is discarded; PoD 3/20: the cards seen are not shown to the others.
def draft_one(s: S, p: int, d: Decision, a: Action) -> None:
    rules.put_looked(s, p, chosen(a), f"drafted{p}", len(s.drafted[p]))
    rules.discard_looked(s, (p,), p)


# Sepulchral Amulet: 1 to the hand, 1 on top of the draw pile, 1 at its bottom; which
# went where is the seat's secret.
def sepulchral(s: S, p: int, d: Decision, a: Action) -> None:
    rules.put_looked(s, p, chosen(a), f"hand{p}", len(s.hands[p]))
    if len(s.looks[p]) == 1:
        rules.put_looked(s, p, s.looks[p][0], "deck", len(s.deck), told=(p,))
    elif s.looks[p]:
        s.push("look", p, {"mode": "top"}, "PoD 9/20")


def on_top_options(s: S, p: int, d: Decision) -> list[Action]:
    return [_act(s, f"top:{c}", "seasons.act.on_top", c) for c in sorted(set(s.looks[p]))]


def top(s: S, p: int, d: Decision, a: Action) -> None:
    rules.put_looked(s, p, chosen(a), "deck", len(s.deck), told=(p,))
    rules.put_looked(s, p, s.looks[p][0], "deck", 0, told=(p,))


# Carnivora Strombosea: take the top card (gauge -1) or leave it on the pile.
def carnivora_options(s: S, p: int, d: Decision) -> list[Action]:
    out = [_act(s, "leave", "seasons.act.leave")]
    if len(s.play[p]) < s.gauge[p]:  # PoD 14/20: not when cards in play = gauge
        out += _takes(s, p, "seasons.act.take_gauge")
    return out


def carnivora(s: S, p: int, d: Decision, a: Action) -> None:
    if a.key == "seasons.act.leave":
        rules.back_on_top(s, p)
    else:
        rules.move_seen(s, f"looking{p}", len(s.looks[p]) - 1, f"hand{p}")
        rules.add_gauge(s, p, -1)
        s.emit("seasons.log.keep", {"seat": p})
        rules.drew_one(s, p)  # BGA `carnivora_strombosea_dualChoice`


# Crystal Orb: put the top card into play for 4 energies, or return it.
def orb_options(s: S, p: int, d: Decision) -> list[Action]:
    out = [_act(s, "leave", "seasons.act.leave")]
    # card 106: Mesodae's Lantern is never put into play by an effect (fourth fresh audit:
    # before, the Orb took 4 energies for it, and it was discarded)
    if sum(rules.avail(s, p)) >= 4 and may_put(s, p, s.looks[p][-1]):
        out += _takes(s, p, "seasons.act.orb_play")
    return out


def orb(s: S, p: int, d: Decision, a: Action) -> None:
    if a.key == "seasons.act.leave":
        rules.back_on_top(s, p)
        return
    s.push("orb_put", RULES, {"p": p}, "card 34")
    s.push("spend", p, {"n": 4}, "card 34")


# Potion of Resurrection: one card to the hand, the rest under the discard pile.
# Which one is kept is secret: what the others knew of the 5 now lies among the new
# card of the hand and the 4 cards put back.
def resurrect(s: S, p: int, d: Decision, a: Action) -> None:
    looking = f"looking{p}"
    rules.move_unseen(s, [p], looking, s.looks[p].index(chosen(a)), f"hand{p}", len(s.hands[p]))
    s.emit("seasons.log.keep", {"seat": p})
    while s.looks[p]:
        rules.move_unseen(s, [p], looking, 0, "discard", 0)
        rules.learn(s, [p], "discard", [0])


# Arcane Telescope: put the 3 cards back on top one at a time (the last one ends on top).
def stack(s: S, p: int, d: Decision, a: Action) -> None:
    rules.put_looked(s, p, chosen(a), "deck", len(s.deck), told=(p,))
    if s.looks[p]:
        s.push("look", p, {"mode": "stack"}, d.rule)


# Statue of Eolis: a peek at the top card, which goes back.
def peek_options(s: S, p: int, d: Decision) -> list[Action]:
    return [_act(s, "ok", "seasons.act.peek_ok")]


def peek(s: S, p: int, d: Decision, a: Action) -> None:
    rules.back_on_top(s, p)


def search(s: S, p: int, what: str, first: bool) -> None:
    """Scroll of Ishtar (105, what = "item<e>") and Familiar Catcher (108, "familiar"):
    reveal draw-pile cards until one matches; the others go to the discard pile.  The
    search stops once every card of the piles has been seen."""
    budget = len(s.deck) + len(s.discard)
    while budget > 0:
        rules.reshuffle(s)
        if not s.deck:
            return
        cid = rules.reveal_top(s)
        budget -= 1
        c = s.C.cards[cid]
        hit = c.familiar if what == "familiar" else (not c.familiar and s.costs[cid][int(what[4:]) + 1] > 0)
        s.emit("seasons.log.reveal", {"seat": p, "card": card(s, cid)})
        if hit:  # revealed to all: everyone knows it is the card looked at, then in the hand
            s.knowledge.insert(f"looking{p}", s.looks[p], len(s.looks[p]), cid, rules.everyone(s))
            s.push("look", p, {"mode": "search", "first": first, "what": what}, "card 105/108")
            return
        rules.discard_seen(s, rules.everyone(s), [cid])


# Scroll of Ishtar / Familiar Catcher: keep the found card, or throw it away once to search again.
def search_options(s: S, p: int, d: Decision) -> list[Action]:
    out = _takes(s, p, "seasons.act.take")
    if d.data["first"]:
        # cards 105 and 108: "if you discard it, you may repeat the effect of this card once",
        # so throwing it away need not start a second search (tenth audit: before, it always
        # did, as BGA's code, whose card text says "may")
        out += [_act(s, "throw", "seasons.act.throw"), _act(s, "throw_stop", "seasons.act.throw_stop")]
    return out


def searched(s: S, p: int, d: Decision, a: Action) -> None:
    looking = f"looking{p}"
    found = s.looks[p][-1]
    if a.key == "seasons.act.take":  # the card everyone saw joins the hand, still known to all
        rules.move_seen(s, looking, len(s.looks[p]) - 1, f"hand{p}")
        s.emit("seasons.log.take_found", {"seat": p, "card": card(s, found)})
        return
    # thrown away face up
    rules.discard_seen(s, rules.everyone(s), [s.knowledge.remove(looking, s.looks[p], -1, item_seen_by=None)])
    if a.key == "seasons.act.throw_stop":
        s.emit("seasons.log.throw_stop", {"seat": p, "card": card(s, found)})
        return
    s.emit("seasons.log.throw", {"seat": p, "card": card(s, found)})
    if d.data["what"] == "familiar":
        search(s, p, "familiar", False)
    else:  # the Scroll lets its owner name a type again
        s.push("choice", p, {"why": "scroll", "choices": ["0", "1", "2", "3"], "first": False}, "card 105")


LOOK_MODES.add("search", (search_options, searched))
LOOK_MODES.add("resurrect", (take_options, resurrect))
LOOK_MODES.add("stack", (on_top_options, stack))
LOOK_MODES.add("peek", (peek_options, peek))
LOOK_MODES.add("draft_one", (take_options, draft_one))
LOOK_MODES.add("sepulchral", (take_options, sepulchral))
LOOK_MODES.add("top", (on_top_options, top))
LOOK_MODES.add("carnivora", (carnivora_options, carnivora))
LOOK_MODES.add("orb", (orb_options, orb))
