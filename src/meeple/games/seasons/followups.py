"""Follow-up decisions pushed by the rules and by card effects: looking at drawn
cards, gaining and discarding energy, sacrificing, giving, choosing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core import Action, Decision
from meeple.core.i18n import Msg
from meeple.games.seasons import cards, looks, rules
from meeple.games.seasons.rules import (
    act,
    card,
    energy_msg,
)

if TYPE_CHECKING:
    from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.turn import put_into_play


# ----------------------------------------------------------------- follow-up decisions
def _opt_look(s: SeasonsState, d: Decision) -> list[Action]:
    p = d.player
    mode = d.data["mode"]
    key = "seasons.act.take_play" if mode == "play_one" else "seasons.act.take"
    if mode in LOOK_MODES:
        return LOOK_MODES[mode][0](s, p, d)
    out = [act(f"take:{c}", key, {"card": card(c)}) for c in sorted(set(s.looks[p]))]
    if mode == "keep_or_discard" or (mode == "play_one" and not rules.can_add(s, p)):
        out.append(act("discard", "seasons.act.discard_drawn"))
    return out


def _res_look(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    looks = s.looks[p]
    if d.data["mode"] in LOOK_MODES:
        LOOK_MODES[d.data["mode"]][1](s, p, d, a)
        return
    if a.id != "discard":
        cid = int(a.id.split(":")[1])
        looks.remove(cid)
        if d.data["mode"] == "play_one":
            s.discard.extend(looks)
            looks.clear()
            put_into_play(s, p, cid)
            return
        s.hands[p].append(cid)
        s.emit("seasons.log.keep", {"seat": p})
    else:
        s.emit("seasons.log.discard_drawn", {"seat": p})
    give = d.data.get("give")
    if give:
        # Naria: hand one of the other cards to each opponent, in turn order.
        for q in reversed(give):
            s.push("give", p, {"to": q, "from": "looks"}, "Naria")
        return
    s.discard.extend(looks)
    looks.clear()


def _opt_spend(s: SeasonsState, d: Decision) -> list[Action]:
    en = rules.avail(s, d.player)
    return [act(f"spend:{e}", "seasons.act.spend", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


def _res_spend(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    rules.take(s, d.player, int(a.id[6:]), 1)
    if d.data["n"] > 1:
        s.push("spend", d.player, {"n": d.data["n"] - 1}, d.rule)


def _opt_gain(s: SeasonsState, d: Decision) -> list[Action]:
    return [act(f"gain:{e}", "seasons.act.gain", {"energy": energy_msg(e)}) for e in range(4)]


def _res_gain(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    e = int(a.id[5:])
    onto = d.data.get("onto")
    if onto is None:
        s.energy[p][e] += 1
    else:
        # Amulet of Water: the tokens sit on the card, outside the reserve.
        holders = [c for c in s.play[p] if c[0] == onto]
        if holders:
            holders[-1][3 + e] += 1
            holders[-1][2] += 1
    if d.data["n"] > 1:
        s.push("gain", p, {"n": d.data["n"] - 1, **({"onto": onto} if onto is not None else {})}, d.rule)
    else:
        s.emit("seasons.log.energy", {"seat": p, "energy": list(s.energy[p])})


def _opt_drop(s: SeasonsState, d: Decision) -> list[Action]:
    en = s.energy[d.player]
    return [act(f"drop:{e}", "seasons.act.lose", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


def _res_drop(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    s.energy[d.player][int(a.id[5:])] -= 1
    if d.data["n"] > 1 and sum(s.energy[d.player]):
        s.push("drop", d.player, {"n": d.data["n"] - 1}, d.rule)


def _opt_steal(s: SeasonsState, d: Decision) -> list[Action]:
    en = s.energy[d.data["from"]]
    who = Msg("core.player", {"seat": d.data["from"] + 1})
    return [act(f"steal:{e}", "seasons.act.steal", {"energy": energy_msg(e), "who": who}) for e in range(4) if en[e]]


def _res_steal(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    e, q = int(a.id[6:]), d.data["from"]
    s.energy[q][e] -= 1
    s.energy[d.player][e] += 1
    if d.data["n"] > 1 and sum(s.energy[q]):
        s.push("steal", d.player, {"from": q, "n": d.data["n"] - 1}, d.rule)


def _opt_lose(s: SeasonsState, d: Decision) -> list[Action]:
    en = s.energy[d.player]
    return [act(f"lose:{e}", "seasons.act.lose", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


def _res_lose(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    e = int(a.id[5:])
    s.energy[d.player][e] -= 1
    s.emit("seasons.log.lose", {"seat": d.player, "energy": energy_msg(e)})


def _opt_exchange(s: SeasonsState, d: Decision) -> list[Action]:
    en = s.energy[d.player]
    out = [act(f"out:{e}", "seasons.act.exchange_out", {"energy": energy_msg(e)}) for e in range(4) if en[e]]
    if d.data["k"] == 1 or not out:
        out.append(act("done", "seasons.act.done"))
    return out


def _res_exchange(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, k = d.player, d.data["k"]
    if a.id == "done":
        if k:
            s.push("gain", p, {"n": k}, d.rule)
        return
    s.energy[p][int(a.id[4:])] -= 1
    if k + 1 == 2:
        s.push("gain", p, {"n": 2}, d.rule)
    else:
        s.push("exchange", p, {"k": k + 1}, d.rule)


def _opt_sacrifice(s: SeasonsState, d: Decision) -> list[Action]:
    row = s.play[d.player]
    skip = d.data.get("skip", -1)
    return [act(f"sac:{i}", "seasons.act.sacrifice", {"card": card(c[0])}) for i, c in enumerate(row) if i != skip]


def _res_sacrifice(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    cid = rules.remove_from_play(s, d.player, int(a.id[4:]))
    s.emit("seasons.log.sacrifice", {"seat": d.player, "card": card(cid)})
    if cid == 113:
        # Shield of Zira: sacrificed instead of the card that had to go, for 10 crystals.
        rules.gain_crystals(s, d.player, 10)


def _opt_return(s: SeasonsState, d: Decision) -> list[Action]:
    codex = d.data.get("codex", False)  # Selenia's Codex: an item with energy in its cost, not a Codex
    return [act(f"back:{i}", "seasons.act.return", {"card": card(c[0])}) for i, c in enumerate(s.play[d.player])
            if not s.C.cards[c[0]].familiar and (not codex or cards.codex_target(s, c[0]))]


def _res_return(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    cid = rules.remove_from_play(s, d.player, int(a.id[5:]), to="hand")
    s.emit("seasons.log.return", {"seat": d.player, "card": card(cid)})


def _opt_opponent(s: SeasonsState, d: Decision) -> list[Action]:
    return [act(f"opp:{q}", "seasons.act.opponent", {"who": Msg("core.player", {"seat": q + 1})})
            for q in d.data["among"]]


def _res_opponent(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    cards.OPPONENT_CHOSEN[d.data["why"]](s, d.player, int(a.id[4:]))


def _opt_give(s: SeasonsState, d: Decision) -> list[Action]:
    src = s.looks[d.player] if d.data["from"] == "looks" else s.hands[d.player]
    who = Msg("core.player", {"seat": d.data["to"] + 1})
    return [act(f"give:{c}", "seasons.act.give", {"card": card(c), "who": who}) for c in sorted(set(src))]


def _res_give(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    cid = int(a.id[5:])
    (s.looks[d.player] if d.data["from"] == "looks" else s.hands[d.player]).remove(cid)
    q = d.data["to"]
    s.hands[q].append(cid)
    s.emit("seasons.log.give", {"seat": d.player, "to": Msg("core.player", {"seat": q + 1})})
    if d.data["from"] == "looks" and not any(x.kind == "give" and x.player == d.player for x in s.stack):
        s.discard.extend(s.looks[d.player])
        s.looks[d.player].clear()


def _opt_choice(s: SeasonsState, d: Decision) -> list[Action]:
    return [act(f"{d.data['why']}:{c}", f"seasons.choice.{d.data['why']}.{c}") for c in d.data["choices"]]


def _res_choice(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    why, _, c = a.id.partition(":")
    cards.CHOICES[why](s, d.player, c, d.data)


def _opt_token18(s: SeasonsState, d: Decision) -> list[Action]:
    p = d.player
    out = [act(f"lib2:{c}", "seasons.act.library_take", {"card": card(c), "year": 2}) for c in sorted(set(s.lib2[p]))]
    out += [act(f"lib3:{c}", "seasons.act.library_take", {"card": card(c), "year": 3}) for c in sorted(set(s.lib3[p]))]
    return out


def _res_token18(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    cid = int(a.id[5:])
    (s.lib2 if a.id.startswith("lib2") else s.lib3)[p].remove(cid)
    s.hands[p].append(cid)


def _opt_hand(s: SeasonsState, d: Decision) -> list[Action]:
    p = d.player
    why = d.data["why"]
    allowed = cards.HAND_FILTER.get(why)
    out = [act(f"hand:{c}", f"seasons.act.hand_{why}", {"card": card(c)}) for c in sorted(set(s.hands[p]))
           if allowed is None or allowed(s, c)]
    if why == "discard" and rules.owns(s, p, 113):
        out.append(act("hand:shield", "seasons.act.shield"))
    return out


def _res_hand(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    if a.id == "hand:shield":
        # Shield of Zira stands in for a forced discard.
        p = d.player
        slot = next(i for i, c in enumerate(s.play[p]) if c[0] == 113)
        rules.remove_from_play(s, p, slot)
        rules.gain_crystals(s, p, 10)
        s.emit("seasons.log.sacrifice", {"seat": p, "card": card(113)})
        return
    cards.HAND_CHOSEN[d.data["why"]](s, d.player, int(a.id[5:]), d.data)


def _res_do(s: SeasonsState, d: Decision, a: Action | None) -> None:
    cards.CHOICES[d.data["why"]](s, d.data["p"], d.data["c"], d.data)


def _res_credit(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    rules.gain_crystals(s, p, d.data["crystals"])
    s.emit("seasons.log.crystals", {"seat": p, "n": d.data["crystals"]})


def _opt_lock(s: SeasonsState, d: Decision) -> list[Action]:
    p = d.player
    return [Action(f"lock:{q}:{i}", "seasons.act.lock",
                   {"card": card(c[0]), "who": Msg("core.player", {"seat": q + 1})})
            for q in rules.turn_order(s, p) if q != p for i, c in enumerate(s.play[q])
            if s.C.cards[c[0]].familiar and not c[2]]


def _res_lock(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    _, q, i = a.id.split(":")
    target = s.play[int(q)][int(i)]
    target[2] += 1
    for weed in reversed(s.play[p]):
        if weed[0] == 217 and len(weed) == 3:
            weed.extend([int(q), target[0]])
            break
    s.emit("seasons.log.lock", {"seat": p, "card": card(target[0])})


def _res_orb_put(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    if s.looks[p]:
        put_into_play(s, p, s.looks[p].pop())


LOOK_MODES: dict[str, Any] = dict(looks.MODES)


def _opt_time(s: SeasonsState, d: Decision) -> list[Action]:
    out = [act(f"time:{c}", "seasons.act.hand_discard", {"card": card(c)}) for c in sorted(set(s.hands[d.player]))]
    out.append(act("time:done", "seasons.act.time_done", {"n": d.data["k"]}))
    return out


def _res_time(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, k = d.player, d.data["k"]
    if a.id == "time:done":
        rules.draw_keep(s, p, k)
        return
    cid = int(a.id[5:])
    s.hands[p].remove(cid)
    s.discard.append(cid)
    s.push("time", p, {"k": k + 1}, d.rule)


def _opt_raven(s: SeasonsState, d: Decision) -> list[Action]:
    return [act(f"raven:{q}:{i}", "seasons.act.raven", {"card": card(s.play[q][i][0]),
                                                        "who": Msg("core.player", {"seat": q + 1})})
            for q, i in cards.raven_targets(s, d.player)]


def _res_raven(s: SeasonsState, d: Decision, a: Action | None) -> None:
    """Raven the Usurper: pay the item's cost, then have its effects (not its prestige)."""
    assert a is not None
    p = d.player
    _, q, i = a.id.split(":")
    target = s.play[int(q)][int(i)][0]
    owed = rules.pay_cost(s, p, s.costs[target])
    for raven in reversed(s.play[p]):
        if raven[0] == rules.RAVEN and len(raven) == 3:
            raven.extend([int(q), target])
            break
    s.emit("seasons.log.raven", {"seat": p, "card": card(target)})
    if owed:
        s.push("spend", p, {"n": owed}, "PoD 8/20")
