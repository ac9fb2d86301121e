"""Follow-up decisions pushed by the rules and by card effects: looking at drawn
cards (base 5.2 and 5.7), gaining, spending and discarding energy (base 5.4),
sacrificing, returning, giving, choosing an opponent or an option."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.core.i18n import Msg
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.cards_on_play import codex_target, raven_targets
from meeple.games.seasons.play import PSYCHIC_CAGE, may_put, on_play, put_into_play
from meeple.games.seasons.registry import AMULET_PAID, CHOICES, DECISIONS, HAND_CHOSEN, LOOK_MODES, OPPONENT_CHOSEN
from meeple.games.seasons.rules import act, card, card_of, energy_msg, energy_of, seat_msg

S = Any  # the SeasonsState



@DECISIONS.options("look")
def look_options(s: S, d: Decision) -> list[Action]:
    p = d.player
    mode = d.data["mode"]
    key = "seasons.act.take_play" if mode == "play_one" else "seasons.act.take"
    if mode in LOOK_MODES:
        return LOOK_MODES[mode][0](s, p, d)
    # Divine Chalice, Chalice of Eternity: only a card that may be put into play is offered
    # (card 106: never Mesodae's Lantern; fourth fresh audit: before, taking the Lantern
    # discarded it with the others), else they are all discarded
    cards = [c for c in sorted(set(s.looks[p])) if mode != "play_one" or may_put(s, p, c)]
    out = [act(f"take:{c}", key, {"card": card(s, c)}) for c in cards]
    if mode == "keep_or_discard" or not out:
        out.append(act("discard", "seasons.act.discard_drawn"))
    return out


@DECISIONS.resolve("look")
def look(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    looks, looking = s.looks[p], f"looking{p}"
    if d.data["mode"] in LOOK_MODES:
        LOOK_MODES[d.data["mode"]][1](s, p, d, a)
        return
    # Which card is kept is secret, unless it is the only one (``known_by``: whether it is
    # kept is public): what the others knew of the cards looked at then lies among the
    # new card of the hand and the cards discarded (face down, base 5.2 and 5.7).
    seen = (p, *d.data.get("known_by", ()))
    if "card" in a.params:
        cid = card_of(a.params["card"])
        if d.data["mode"] == "play_one":  # the card goes into play face up
            s.knowledge.remove(looking, looks, looks.index(cid), item_seen_by=None)
            rules.discard_looked(s, seen, p)
            put_into_play(s, p, cid)
            return
        rules.put_looked(s, p, cid, f"hand{p}", len(s.hands[p]), seen[1:], seen[1:])
        s.emit("seasons.log.keep", {"seat": p})
        if d.data["mode"] == "keep_or_discard":  # one card drawn and kept (BGA `keepOrDiscard`)
            rules.drew_one(s, p)
    else:
        s.emit("seasons.log.discard_drawn", {"seat": p})
    give = d.data.get("give")
    if give:
        # Naria: hand one of the other cards to each opponent, in turn order.
        for q in reversed(give):
            s.push("give", p, {"to": q, "from": "looks"}, "Naria")
        return
    rules.discard_looked(s, seen, p)


@DECISIONS.options("spend")
def spend_options(s: S, d: Decision) -> list[Action]:
    en = rules.avail(s, d.player)
    return [act(f"spend:{e}", "seasons.act.spend", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


@DECISIONS.resolve("spend")
def spend(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    e = energy_of(a.params)
    # card 4: from the reserve or from an Amulet of Water, as the player likes
    args = {"energy": e, "n": d.data["n"], "rule": d.rule}
    if not rules.ask_amulet(s, d.player, [1 if kind == e else 0 for kind in range(4)], "spend", args):
        spent(s, d.player, args, None)


@AMULET_PAID.register("spend")
def spent(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    e = args["energy"]
    rules.take(s, p, e, 1, None if split is None else split[e])
    s.emit("seasons.log.spend", {"seat": p, "energy": energy_msg(e)})
    if args["n"] > 1:
        s.push("spend", p, {"n": args["n"] - 1}, args["rule"])


@DECISIONS.options("gain")
def gain_options(s: S, d: Decision) -> list[Action]:
    return [act(f"gain:{e}", "seasons.act.gain", {"energy": energy_msg(e)}) for e in range(4)]


@DECISIONS.resolve("gain")
def gain(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    e = energy_of(a.params)
    onto = d.data.get("onto")
    if onto is None:
        s.energy[p][e] += 1
    else:
        # Amulet of Water: the tokens sit on the card, outside the reserve.
        holders = rules.holders(s, p, onto)
        if holders:
            holders[-1][3 + e] += 1
            holders[-1][2] += 1
    if d.data["n"] > 1:
        s.push("gain", p, {"n": d.data["n"] - 1, **({"onto": onto} if onto is not None else {})}, d.rule)
    else:
        s.emit("seasons.log.energy", {"seat": p, "energy": rules.energy_count(s.energy[p])})


@DECISIONS.options("drop")
def drop_options(s: S, d: Decision) -> list[Action]:
    en = s.energy[d.player]
    return [act(f"drop:{e}", "seasons.act.lose", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


@DECISIONS.resolve("drop")
def drop(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    e = energy_of(a.params)
    s.energy[d.player][e] -= 1
    s.emit("seasons.log.lose", {"seat": d.player, "energy": energy_msg(e)})
    if d.data["n"] > 1 and sum(s.energy[d.player]):
        s.push("drop", d.player, {"n": d.data["n"] - 1}, d.rule)


@DECISIONS.options("steal")
def steal_options(s: S, d: Decision) -> list[Action]:
    en = s.energy[d.data["from"]]
    who = seat_msg(d.data["from"])
    return [act(f"steal:{e}", "seasons.act.steal", {"energy": energy_msg(e), "who": who}) for e in range(4) if en[e]]


@DECISIONS.resolve("steal")
def steal(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    e, q = energy_of(a.params), d.data["from"]
    s.energy[q][e] -= 1
    s.energy[d.player][e] += 1
    s.emit("seasons.log.steal", {"seat": d.player, "energy": energy_msg(e), "other": seat_msg(q)})
    if d.data["n"] > 1 and sum(s.energy[q]):
        s.push("steal", d.player, {"from": q, "n": d.data["n"] - 1}, d.rule)


@DECISIONS.options("lose")
def lose_options(s: S, d: Decision) -> list[Action]:
    en = s.energy[d.player]
    return [act(f"lose:{e}", "seasons.act.lose", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


@DECISIONS.resolve("lose")
def lose(s: S, d: Decision, a: Action | None) -> None:
    """base 5.4: an energy beyond the reserve limit goes back to the stock."""
    assert a is not None
    e = energy_of(a.params)
    s.energy[d.player][e] -= 1
    s.emit("seasons.log.lose", {"seat": d.player, "energy": energy_msg(e)})


@DECISIONS.options("exchange")
def exchange_options(s: S, d: Decision) -> list[Action]:
    en = s.energy[d.player]
    return [act(f"out:{e}", "seasons.act.exchange_out", {"energy": energy_msg(e)}) for e in range(4) if en[e]]


@DECISIONS.resolve("exchange")
def exchange(s: S, d: Decision, a: Action | None) -> None:
    """base 5.7: the exchange bonus returns 2 energies (the printed rule; BGA also allows
    1) for 2 of one's choice; it is offered only with 2 energies in the reserve."""
    assert a is not None
    p, k = d.player, d.data["k"]
    e = energy_of(a.params)
    s.energy[p][e] -= 1
    s.emit("seasons.log.lose", {"seat": p, "energy": energy_msg(e)})
    if k + 1 == 2:
        s.push("gain", p, {"n": 2}, d.rule)
    else:
        s.push("exchange", p, {"k": k + 1}, d.rule)


@DECISIONS.options("sacrifice")
def sacrifice_options(s: S, d: Decision) -> list[Action]:
    row = s.play[d.player]
    skip = d.data.get("skip")
    return [act(f"sac:{i}", "seasons.act.sacrifice", {"card": card(s, c[0]), "slot": i})
            for i, c in enumerate(row) if i != skip]


@DECISIONS.resolve("sacrifice")
def sacrifice(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, slot = d.player, a.params["slot"]
    # card 113: the Shield chosen while another card could have gone stands in for it
    # (10 crystals); chosen as the only card left, it spared nothing (BGA counts the cards left).
    # The card a Psychic Cage caught (``skip``) is one that could have gone: thrown away
    # (PoD 15/20; eighth fresh audit: before, a Shield sparing it gave nothing)
    spared = len(s.play[p]) > 1
    if spared and rules.effective(s.play[p][slot]) == rules.SHIELD_OF_ZIRA:
        rules.shield_instead(s, p, slot)
    else:
        rules.sacrifice_self(s, p, slot)


@DECISIONS.resolve("sacrifice_if_any")
def sacrifice_if_any(s: S, d: Decision, a: Action | None) -> None:
    """A sacrifice announced before the ones ahead of it are made (Syllas' opponents one
    after the other, Dragon Skull's three): a card sacrificed earlier may have taken
    another with it (a Raven copying it leaves too), so the seat is asked only if it
    still has a card in play; with none left there is nothing to sacrifice."""
    p = d.data["p"]
    if s.play[p] and not rules.can_sacrifice(s, p):
        # promo 303: a seat that cannot pay the opponents' Crystal Titans sacrifices nothing
        # (BGA `syllas_the_faithful_play`: "cannot sacrifice any card")
        s.emit("seasons.log.titan_spared", {"seat": p, "card": card(s, rules.CRYSTAL_TITAN)})
    elif s.play[p]:
        s.push("sacrifice", p, {}, d.rule)


@DECISIONS.options("return")
def return_options(s: S, d: Decision) -> list[Action]:
    codex = d.data.get("codex", False)  # Selenia's Codex: an item with energy in its cost, not a Codex
    return [act(f"back:{i}", "seasons.act.return", {"card": card(s, c[0]), "slot": i})
            for i, c in enumerate(s.play[d.player])
            if not s.C.cards[c[0]].familiar and (not codex or codex_target(s, c[0]))]


@DECISIONS.resolve("return")
def return_to_hand(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    cid = rules.remove_from_play(s, d.player, a.params["slot"], to="hand")
    s.emit("seasons.log.return", {"seat": d.player, "card": card(s, cid)})


@DECISIONS.options("opponent")
def opponent_options(s: S, d: Decision) -> list[Action]:
    return [act(f"opp:{q}", "seasons.act.opponent", {"who": seat_msg(q), "seat": q}) for q in d.data["among"]]


@DECISIONS.resolve("opponent")
def opponent(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    OPPONENT_CHOSEN[d.data["why"]](s, d.player, a.params["seat"])


@DECISIONS.options("give")
def give_options(s: S, d: Decision) -> list[Action]:
    source = s.looks[d.player] if d.data["from"] == "looks" else s.hands[d.player]
    who = seat_msg(d.data["to"])
    return [act(f"give:{c}", "seasons.act.give", {"card": card(s, c), "who": who}) for c in sorted(set(source))]


@DECISIONS.resolve("give")
def give(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    cid = card_of(a.params["card"])
    q = d.data["to"]
    if d.data["from"] == "looks":
        # Naria: the giver and the receiver see which card; the others see a card go
        # from the giver's look to that hand
        rules.put_looked(s, d.player, cid, f"hand{q}", len(s.hands[q]), seen=(q,), told=(d.player, q))
    else:
        # PoD 20/20: only the giver and the receiver see which card goes
        rules.hand_to(s, d.player, cid, f"hand{q}", seen=(q,), told=(d.player,))
    s.emit("seasons.log.give", {"seat": d.player, "to": seat_msg(q)})
    if d.data["from"] == "looks" and not any(x.kind == "give" and x.player == d.player for x in s.stack):
        rules.discard_looked(s, (d.player,), d.player)


@DECISIONS.options("choice")
def choice_options(s: S, d: Decision) -> list[Action]:
    why = d.data["why"]
    return [act(f"{why}:{c}", f"seasons.choice.{why}.{c}", {"option": i}) for i, c in enumerate(d.data["choices"])]


@DECISIONS.resolve("choice")
def choice(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    CHOICES[d.data["why"]](s, d.player, d.data["choices"][a.params["option"]], d.data)


@DECISIONS.options("token18")
def library_card_options(s: S, d: Decision) -> list[Action]:
    p = d.player
    return [act(f"lib{year}:{c}", "seasons.act.library_take", {"card": card(s, c), "year": year})
            for year, library in ((2, s.lib2[p]), (3, s.lib3[p])) for c in sorted(set(library))]


@DECISIONS.resolve("token18")
def library_card(s: S, d: Decision, a: Action | None) -> None:
    """PoD token 18: a card of a coming Library joins the hand."""
    assert a is not None
    p = d.player
    cid = card_of(a.params["card"])
    library = f"library{a.params['year']}_{p}"
    rules.move_unseen(s, [p], library, s.zone_items(library).index(cid), f"hand{p}", len(s.hands[p]))


@DECISIONS.options("hand")
def hand_options(s: S, d: Decision) -> list[Action]:
    p = d.player
    why = d.data["why"]
    out = [act(f"hand:{c}", f"seasons.act.hand_{why}", {"card": card(s, c)}) for c in sorted(set(s.hands[p]))]
    if why == "discard" and out and rules.shield_slot(s, p) is not None:
        out.append(act("hand:shield", "seasons.act.shield"))
    return out


@DECISIONS.resolve("hand")
def hand(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    if "card" not in a.params:
        # Shield of Zira stands in for a forced discard.
        shield = rules.shield_slot(s, d.player)
        assert shield is not None
        rules.shield_instead(s, d.player, shield)
        return
    HAND_CHOSEN[d.data["why"]](s, d.player, card_of(a.params["card"]), d.data)


@DECISIONS.resolve("do")
def rules_step(s: S, d: Decision, a: Action | None) -> None:
    """A card's step that waits for the decisions above it (no seat answers it)."""
    CHOICES[d.data["why"]](s, d.data["p"], d.data["c"], d.data)


@DECISIONS.resolve("credit")
def credit(s: S, d: Decision, a: Action | None) -> None:
    rules.crystals_logged(s, d.data["p"], d.data["crystals"])


@DECISIONS.options("lock")
def lock_options(s: S, d: Decision) -> list[Action]:
    p = d.player
    return [Action(f"lock:{q}:{i}", "seasons.act.lock",
                   {"card": card(s, c[0]), "who": seat_msg(q), "seat": q, "slot": i})
            for q in rules.turn_order(s, p) if q != p for i, c in enumerate(s.play[q])
            if s.C.cards[c[0]].familiar and not c[rules.lock_index(c)]]


@DECISIONS.resolve("lock")
def lock(s: S, d: Decision, a: Action | None) -> None:
    """PoD 17/20 Argosian Tangleweed: a Lock on an opponent's familiar."""
    assert a is not None
    p = d.player
    q, i = a.params["seat"], a.params["slot"]
    target = s.play[q][i]
    target[rules.lock_index(target)] += 1
    if target[0] == 217 and len(target) > 3:
        # A locked Tangleweed loses its effects, its own Lock among them: that Lock goes at
        # once and does not come back (PoD 17/20; BGA `argosian_tangleweed_chooseOpponentCard`
        # frees it as if that Tangleweed had left play; tenth audit: before, it stayed).
        rules.unlock(s, target)
        target[4] = 0
    for weed in reversed(s.play[p]):
        if weed[0] == 217 and len(weed) == 3:
            weed.extend([q, target[0]])
            break
    s.emit("seasons.log.lock", {"seat": p, "card": card(s, target[0])})


@DECISIONS.resolve("orb_put")
def orb_put(s: S, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    if s.looks[p]:  # face up: a bag the card was in keeps its other slots
        put_into_play(s, p, s.knowledge.remove(f"looking{p}", s.looks[p], -1, item_seen_by=None))


@DECISIONS.options("time")
def time_options(s: S, d: Decision) -> list[Action]:
    out = [act(f"time:{c}", "seasons.act.hand_discard", {"card": card(s, c)}) for c in sorted(set(s.hands[d.player]))]
    out.append(act("time:done", "seasons.act.time_done", {"n": d.data["k"]}))
    return out


@DECISIONS.resolve("time")
def amulet_of_time(s: S, d: Decision, a: Action | None) -> None:
    """Amulet of Time (115): discard any number of cards, then draw as many."""
    assert a is not None
    p, k = d.player, d.data["k"]
    if "card" not in a.params:
        rules.draw_keep(s, p, k)
        return
    cid = card_of(a.params["card"])
    rules.hand_to(s, p, cid, "discard", told=(p,))  # face down: the others see a card go, not which
    # issue 8: the discard is logged (before, only the draw was), its card to its owner only
    s.emit("seasons.log.discard_card", {"seat": p, "card": card(s, cid)}, seen_by=(p,),
           redacted=Msg("seasons.log.discard_hidden", {"who": seat_msg(p)}))
    s.push("time", p, {"k": k + 1}, d.rule)


@DECISIONS.options("raven")
def raven_options(s: S, d: Decision) -> list[Action]:
    out = []
    for q, i in raven_targets(s, d.player):
        target = s.play[q][i][0]
        params = {"card": card(s, target), "who": seat_msg(q), "seat": q, "slot": i}
        if target != rules.ELEMENTAL_AMULET:
            out.append(act(f"raven:{q}:{i}", "seasons.act.raven", params))
            continue
        # the Elemental Amulet's optional cost: its effects follow the energies paid
        for mask in rules.amulet_payments(rules.avail(s, d.player)):
            out.append(act(f"raven:{q}:{i}:m{mask}", "seasons.act.raven_amulet",
                           {**params, "paid": [energy_msg(e) for e in range(4) if mask >> e & 1]}))
    return out


@DECISIONS.resolve("raven")
def raven(s: S, d: Decision, a: Action | None) -> None:
    """Raven the Usurper: pay the item's cost, then have its effects (not its prestige);
    the item's enter-play effect resolves at once (card 118 FAQ, BGA ``finalizeRavenMimic``).
    Energies on an Amulet of Water pay as the player chooses (card 4)."""
    assert a is not None
    p = d.player
    q, i = a.params["seat"], a.params["slot"]
    mask = 15
    if "paid" in a.params:  # the Elemental Amulet: one energy of each type chosen
        mask = sum(1 << energy_of({"energy": ref}) for ref in a.params["paid"])
    args = {"seat": q, "slot": i, "mask": mask}
    if not rules.ask_amulet(s, p, rules.payable(s, p, raven_cost(s, args)), "raven", args):
        raven_paid(s, p, args, None)


def raven_cost(s: S, args: dict[str, Any]) -> tuple[int, int, int, int, int]:
    """What the Raven pays to copy an item: its cost, or the energies chosen for the
    Elemental Amulet's optional cost."""
    target = s.play[args["seat"]][args["slot"]][0]
    if target == rules.ELEMENTAL_AMULET:
        return (0, *(args["mask"] >> e & 1 for e in range(4)))
    return s.costs[target]


@AMULET_PAID.register("raven")
def raven_paid(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    q, mask = args["seat"], args["mask"]
    target = s.play[q][args["slot"]][0]
    nth = sum(1 for x in s.play[q][:args["slot"]] if x[0] == target)  # which copy of the item
    crystals, energy = s.crystals[p], list(rules.avail(s, p))
    owed = rules.pay_cost(s, p, raven_cost(s, args), split)
    for slot in range(len(s.play[p]) - 1, -1, -1):
        bird = s.play[p][slot]
        if bird[0] == rules.RAVEN and not rules.copying(bird):
            # the item's layout (count or Trap, stored energies), then the copy and the Lock
            trap = 1 if target == PSYCHIC_CAGE else 0  # PoD 15/20: it enters with its Trap
            bird[:] = [rules.RAVEN, bird[1], trap, 0, 0, 0, 0, q, target, bird[2], nth]
            break
    paid = [before - after for before, after in zip(energy, rules.avail(s, p), strict=True)]
    s.emit("seasons.log.raven", {"seat": p, "card": card(s, target)})
    rules.log_paid(s, p, card(s, rules.RAVEN), crystals - s.crystals[p], paid)
    if owed:
        s.push("do", RULES, {"why": "onplay", "p": p, "c": str(target), "mask": mask}, "card 118")
        s.push("spend", p, {"n": owed}, "PoD 8/20")
        return
    s.mask = mask
    on_play(s, p, target)
    s.mask = 15
