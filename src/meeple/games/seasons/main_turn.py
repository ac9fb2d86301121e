"""A seat's main turn decision (base rules 5.3-5.7), once its die has resolved:
draw the die's card, summon (5.5), activate (5.6), transmute (5.4), bonuses
(5.7), the special ability token, EK Vision of Destiny; then end the turn."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from meeple.core import Action, Decision
from meeple.core.i18n import Msg
from meeple.games.seasons import rules
from meeple.games.seasons.model import GAUGE_MAX, MAX_BONUS
from meeple.games.seasons.play import summon
from meeple.games.seasons.registry import ACTIVATIONS, AMULET_PAID, DECISIONS, LOOK_MODES, always
from meeple.games.seasons.rules import (
    ENTANGLING_ROOTS,
    FERTILE_GRAVE,
    OLAF_KNOWLEDGE,
    VISION_OF_DESTINY,
    act,
    card,
    card_of,
    energy_msg,
    energy_of,
    token_ref,
)
from meeple.games.seasons.tokens import token_usable, use_token
from meeple.games.seasons.turn import count_activation, fairies

S = Any  # the SeasonsState

ELEMENTAL_AMULET = 31
VISION_PRICE = 5  # EK Vision of Destiny: crystals to discard the top face-up card
EXCHANGED = 2  # base 5.7: the exchange bonus returns 2 energies for 2 of one's choice


@DECISIONS.options("main")
def main_options(s: S, d: Decision) -> list[Action]:
    p = d.player
    out: list[Action] = []
    if s.draw_pending:
        out.append(act("draw", "seasons.act.draw"))
    else:
        out.append(act("end", "seasons.act.end"))
    en = s.energy[p]
    # base 5.5: summon from hand while cards in play < gauge (EK Entangling Roots: once a turn).
    may_summon = rules.can_add(s, p) and not (s.enchant == ENTANGLING_ROOTS and s.turn_summons)
    extra = rules.spirit_extra(s)
    if may_summon:
        toll = rules.leech_toll(s, p)
        hands = rules.count_owned(s, p, rules.HAND_OF_FORTUNE)
        orb = rules.owns(s, p, rules.ORB_OF_RAGFIELD)
        for cid in sorted(set(s.hands[p])):
            out += _summons(s, p, cid, SUMMON, toll, extra, hands, orb)
        if not s.oracle_used:
            # PoD 19/20: Otus's cards count as summoned, so a Hand of Fortune applies (and,
            # as BGA, the Orb of Ragfield); at most one of them per turn
            for cid in sorted(set(s.oracle)):
                out += _summons(s, p, cid, ORACLE, toll, extra, hands, orb)
    if s.enchant == FERTILE_GRAVE and not s.grave_used[p] and s.discard and may_summon:
        out.append(act("grave", "seasons.act.grave"))
    for slot, entry in enumerate(s.play[p]):
        effective = rules.effective(entry)
        activation = ACTIVATIONS.get(effective)
        if not entry[1] and activation is not None and not rules.locked(s, entry):
            # card 113: a Shield of Zira may go instead of a card that sacrifices itself
            itself = activation.sacrifices(s, p, slot)
            shield = itself and rules.shield_slot(s, p, slot) is not None
            for variant, how, params in activation.variants(s, p, slot):
                # promo 303: a use that sacrifices is refused to a seat that cannot pay the
                # opponents' Crystal Titans first (BGA `*_active`: Dragon Skull for its 3)
                gone = activation.others or int(itself or bool(params.get("shield")))
                if gone and not rules.can_sacrifice(s, p, gone):
                    continue
                aid = f"act:{slot}" if not variant else f"act:{slot}:{variant}"
                described = {"card": card(s, entry[0]), "how": how, "slot": slot, **params}
                # (a variant may itself be the Shield's: the Kriss's, the Staff of Winter's)
                key = "seasons.act.activate_shield" if params.get("shield") else "seasons.act.activate"
                out.append(Action(aid, key, described))
                if shield:
                    out.append(Action(f"{aid}:zira", "seasons.act.activate_shield", {**described, "shield": True}))
    if s.may_transmute:
        out += transmute_actions(s, p)
    if s.bonus[p] < MAX_BONUS:
        if sum(en) >= EXCHANGED:
            out.append(act("bonus:exchange", "seasons.act.bonus_exchange"))
        out.append(act("bonus:transmute", "seasons.act.bonus_transmute"))
        if s.gauge[p] < GAUGE_MAX:
            out.append(act("bonus:gauge", "seasons.act.bonus_gauge"))
        if s.draw_pending:
            out.append(act("bonus:draw2", "seasons.act.bonus_draw2"))
        if s.enchant == OLAF_KNOWLEDGE and (s.deck or s.discard):
            out.append(act("bonus:olaf", "seasons.act.bonus_olaf"))
    if s.enchant == VISION_OF_DESTINY and not s.vision_used and s.deck and s.crystals[p] >= VISION_PRICE:
        out.append(act("vision", "seasons.act.vision", {"card": card(s, s.deck[-1])}))
    tok = s.token[p]
    if tok and not s.token_used[p] and token_usable(s, p, tok):
        out.append(act("token", "seasons.act.token",
                       {"n": tok, "what": Msg(f"seasons.token.{tok}"), "token": token_ref(tok)}))
    return out


def titan_refusal(s: S, p: int, action_id: str) -> Msg | str:
    """An activation ``act:<slot>…`` of a card that sacrifices, refused because ``p``
    cannot pay the opponents' Crystal Titans first (promo 303), said with the price; ""
    for any other refusal."""
    parts = action_id.split(":")
    if parts[0] != "act" or len(parts) < 2 or not parts[1].isdigit() or int(parts[1]) >= len(s.play[p]):
        return ""
    slot = int(parts[1])
    entry = s.play[p][slot]
    activation = ACTIVATIONS.get(rules.effective(entry))
    if entry[1] or activation is None or rules.locked(s, entry):
        return ""
    gone = activation.others or int(activation.sacrifices(s, p, slot) or parts[-1] == "zira")
    if not gone or rules.can_sacrifice(s, p, gone):
        return ""
    return Msg("seasons.refused.titan", {"action": action_id, "n": rules.titan_toll(s, p, gone),
                                         "card": card(s, rules.CRYSTAL_TITAN)})


SUMMON, ORACLE = "summon", "oracle"  # where the card comes from: the hand, Otus's cards


def _summons(s: S, p: int, cid: int, source: str, toll: int, extra: int, hands: int, orb: bool) -> list[Action]:
    """The ways to summon card ``cid`` from ``source`` (ids ``summon:…`` / ``oracle:…``)."""
    if cid == ELEMENTAL_AMULET:
        return _elemental_amulet(s, p, source, toll, extra, hands)
    out = []
    cost = rules.hand_cost(s, p, cid, orb)
    # Hand of Fortune: 1 energy less per Hand, never below 1 energy; when it applies it must
    # (card 20 text, BGA), so the full cost is offered only when no Hand can take anything off
    cuts = rules.fortune_cuts(cost, hands, extra)
    if not cuts and rules.affordable(s, p, cost, toll, extra):
        out.append(_summon_action(s, source, cid))
    for cut in cuts:
        if rules.affordable(s, p, rules.reduced(cost, cut), toll, extra):
            out.append(_fortune_action(s, source, cid, cut))
    if extra and cuts and len(cuts[0]) == 1 and rules.affordable(s, p, cost, toll):
        # card 20 FAQ: the one Hand may cancel Nature Spirit's extra energy instead (with more
        # Hands, cutting one more type while the extra is paid comes to the same payments)
        out.append(act(f"{source}:{cid}:rx", f"seasons.act.{source}_fortune_spirit", {"card": card(s, cid)}))
    return out


_SUMMONS: dict[tuple[str, str], Action] = {}  # by source and card component id


def _summon_action(s: S, source: str, cid: int) -> Action:
    ref = card(s, cid)
    a = _SUMMONS.get((source, ref.id))
    if a is None:
        a = _SUMMONS[source, ref.id] = Action(f"{source}:{cid}", f"seasons.act.{source}", {"card": ref})
    return a


def _fortune_action(s: S, source: str, cid: int, cut: tuple[int, ...]) -> Action:
    suffix = "".join(str(e) for e in cut)
    if len(cut) == 1:
        return act(f"{source}:{cid}:r{suffix}", f"seasons.act.{source}_fortune",
                   {"card": card(s, cid), "energy": energy_msg(cut[0])})
    return act(f"{source}:{cid}:r{suffix}", f"seasons.act.{source}_fortunes",
               {"card": card(s, cid), "energies": [energy_msg(e) for e in cut]})


def _elemental_amulet(s: S, p: int, source: str, toll: int, extra: int, hands: int) -> list[Action]:
    """Elemental Amulet (31): pay any non-empty subset of one energy of each type; each
    Hand of Fortune frees one of them and its effect still applies (card 20 FAQ), at least
    one energy being paid; every Hand that can free one does (card 20: the cost "is
    reduced"; tenth audit: before, the Hands were optional)."""
    out = []
    for mask in range(1, 16):
        chosen = [e for e in range(4) if mask >> e & 1]
        for free in range(16):
            if free & ~mask or bin(free).count("1") != min(hands, len(chosen) - 1):
                continue
            paid = [e for e in chosen if not free >> e & 1]
            # Amulet of Water energy pays it too; with a Staff of Winter in winter any
            # energy pays the earth (PoD 8/20; BGA always offers the earth then)
            if rules.affordable(s, p, (0, *(1 if e in paid else 0 for e in range(4))), toll, extra):  # type: ignore[arg-type]
                params: dict[str, Any] = {"card": card(s, ELEMENTAL_AMULET), "paid": [energy_msg(e) for e in paid]}
                if free:
                    params["free"] = [energy_msg(e) for e in range(4) if free >> e & 1]
                out.append(act(f"{source}:31:m{mask}" + (f"f{free}" if free else ""), f"seasons.act.{source}_amulet",
                               params))
    return out


# The main decision's answers, by action key: (state, seat, action).
MAIN: dict[str, Callable[[S, int, Action], None]] = {}


def _main(key: str) -> Callable[[Callable[[S, int, Action], None]], Callable[[S, int, Action], None]]:
    def register(fn: Callable[[S, int, Action], None]) -> Callable[[S, int, Action], None]:
        MAIN[f"seasons.act.{key}"] = fn
        return fn
    return register


@DECISIONS.resolve("main")
def main(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    if a.key == "seasons.act.end":
        # BGA straightens the player's cards after their turn (moment unconfirmed, base 5.6).
        for entry in s.play[p]:
            entry[1] = 0
        s.emit("seasons.log.end_turn", {"seat": p})
        return
    s.push("main", p, rule=d.rule)
    MAIN[a.key](s, p, a)


@_main("draw")
def draw(s: S, p: int, a: Action) -> None:
    s.draw_pending = False
    rules.look(s, p, 1, "keep_or_discard", "base 5.2")


def _summoned(s: S, p: int, a: Action) -> int:
    """The card an action summons; one of Otus's cards joins the hand first (PoD 19/20:
    at most one per turn, summoned as from the hand)."""
    cid = card_of(a.params["card"])
    if a.key.startswith(f"seasons.act.{ORACLE}"):
        s.oracle.remove(cid)
        s.oracle_used = True
        s.hands[p].append(cid)
    return cid


def _cost(s: S, p: int, cid: int) -> tuple[int, int, int, int, int]:
    return rules.hand_cost(s, p, cid, rules.owns(s, p, rules.ORB_OF_RAGFIELD))


@_main("oracle")
@_main("summon")
def summon_from_hand(s: S, p: int, a: Action) -> None:
    cid = _summoned(s, p, a)
    summon(s, p, cid, cost=_cost(s, p, cid))


@_main("oracle_fortunes")
@_main("oracle_fortune")
@_main("summon_fortunes")
@_main("summon_fortune")
def summon_with_fortune(s: S, p: int, a: Action) -> None:
    cid = _summoned(s, p, a)
    refs = [a.params["energy"]] if "energy" in a.params else a.params["energies"]
    cut = [energy_of({"energy": ref}) for ref in refs]
    summon(s, p, cid, cost=rules.reduced(_cost(s, p, cid), tuple(cut)))


@_main("oracle_fortune_spirit")
@_main("summon_fortune_spirit")
def summon_without_spirit(s: S, p: int, a: Action) -> None:
    # Hand of Fortune cancels Nature Spirit's extra energy
    cid = _summoned(s, p, a)
    summon(s, p, cid, cost=_cost(s, p, cid), extra=0)


@_main("oracle_amulet")
@_main("summon_amulet")
def summon_elemental_amulet(s: S, p: int, a: Action) -> None:
    _summoned(s, p, a)
    paid = {energy_of({"energy": ref}) for ref in a.params["paid"]}
    free = {energy_of({"energy": ref}) for ref in a.params.get("free", ())}  # Hands of Fortune
    mask = sum(1 << e for e in paid | free)
    summon(s, p, ELEMENTAL_AMULET, cost=(0, *(1 if e in paid else 0 for e in range(4))), mask=mask)  # type: ignore[arg-type]


@_main("grave")
def fertile_grave(s: S, p: int, a: Action) -> None:
    # PoD Tombeau fertile: once per game, look at the discard and maybe summon one card.
    s.grave_used[p] = True
    # the pile comes back in its order, less a card summoned face up: everyone sees
    # the whole pile go and come back, so what was known of it follows its cards
    rules.move_all(s, "discard", f"looking{p}")
    s.push("look", p, {"mode": "grave"}, "PoD Tombeau fertile")


def summon_ways(s: S, p: int, cid: int) -> list[Action]:
    """The ways ``p`` may summon ``cid`` as a card of its hand (``summon:…`` ids)."""
    return _summons(s, p, cid, SUMMON, rules.leech_toll(s, p), rules.spirit_extra(s),
                    rules.count_owned(s, p, rules.HAND_OF_FORTUNE), rules.owns(s, p, rules.ORB_OF_RAGFIELD))


# PoD Tombeau fertile: one card of the discard pile is summoned "comme si elle était dans
# sa main", so every way to summon a hand card applies (Hand of Fortune, the Elemental
# Amulet's optional cost, the Orb of Ragfield's price); none is also an answer.
def grave_options(s: S, p: int, d: Decision) -> list[Action]:
    out = [Action("none", "seasons.act.grave_none", {})]
    return out + [Action(f"take:{c}", "seasons.act.summon", {"card": card(s, c)})
                  for c in sorted(set(s.looks[p])) if summon_ways(s, p, c)]


def grave(s: S, p: int, d: Decision, a: Action) -> None:
    looks, looking = s.looks[p], f"looking{p}"
    pick = card_of(a.params["card"]) if "card" in a.params else None
    if pick is not None:  # taken face up: a bag it was in keeps its other slots
        s.knowledge.remove(looking, looks, looks.index(pick), item_seen_by=None)
    start = len(s.discard)
    rules.move_all(s, looking, "discard")
    rules.learn(s, [p], "discard", range(start, len(s.discard)))  # the seat looked through them
    if pick is None:
        return
    rules.into_hand(s, p, pick, rules.everyone(s))  # taken face up, summoned at once
    ways = summon_ways(s, p, pick)
    if len(ways) == 1:
        MAIN[ways[0].key](s, p, ways[0])
    else:
        s.push("grave_summon", p, {"cid": pick}, "PoD Tombeau fertile")


LOOK_MODES.add("grave", (grave_options, grave))


@DECISIONS.options("grave_summon")
def grave_summon_options(s: S, d: Decision) -> list[Action]:
    return summon_ways(s, d.player, d.data["cid"])


@DECISIONS.resolve("grave_summon")
def grave_summon(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    MAIN[a.key](s, d.player, a)


@_main("activate_shield")
@_main("activate")
def activate(s: S, p: int, a: Action) -> None:
    """base 5.6: the card is turned and its activation resolves; when its energies could
    come from the reserve or an Amulet of Water in more than one way, the player says how
    first (card 4)."""
    slot, need = a.params["slot"], a.params.get("spend")
    if need:
        e = energy_of(a.params)
        args = {"slot": slot, "energy": e, "spend": need, "shield": bool(a.params.get("shield"))}
        if "get" in a.params:  # the Mirror of the Seasons: the type the energies become
            args["get"] = energy_of(a.params, "get")
        if rules.ask_amulet(s, p, [need if kind == e else 0 for kind in range(4)], "activate", args):
            return
    use(s, p, slot, a.params)


@AMULET_PAID.register("activate")
def activate_paid(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    e = args["energy"]
    params: dict[str, Any] = {"energy": energy_msg(e), "spend": args["spend"]}
    if split is not None:
        params["amulet"] = split[e]
    if args["shield"]:
        params["shield"] = True
    if "get" in args:
        params["get"] = energy_msg(args["get"])
    use(s, p, args["slot"], params)


def use(s: S, p: int, slot: int, params: Mapping[str, Any]) -> None:
    """base 5.6: the card in ``slot`` is turned and its activation resolves with ``params``."""
    entry = s.play[p][slot]
    entry[1] = 1
    cid = entry[0]
    s.emit("seasons.log.activate", {"seat": p, "card": card(s, cid)})
    count_activation(s, p)
    activation = ACTIVATIONS[rules.effective(entry)]
    # card 41: the Thieving Fairies' toll is owed for using the card, before its effect (BGA
    # `active` takes it first), out of what is left once its crystal cost is set aside (rule
    # call); never out of crystals the effect gives (sixth fresh audit: a seat at 0 crystals paid
    # it from its Balance of Ishtar's 9, and an Io's Minion passed to the Fairies' owner kept them
    # from receiving it)
    fairies(s, p, activation.crystals(params))
    crystals, energy = s.crystals[p], list(rules.avail(s, p))
    activation.resolve(s, p, slot, params)
    # issue 8: what the activation cost (crystals and energies that left at once; energies
    # chosen later one at a time are logged as they are spent).  A card that sacrifices itself
    # costs nothing: the reserve the Potion of Dreams discards or the Potion of Life
    # transmutes is its effect, logged by it (fifth fresh audit: it read as a payment)
    paid = [max(0, before - after) for before, after in zip(energy, rules.avail(s, p), strict=True)]
    if activation.sacrifices is not always and (crystals > s.crystals[p] or any(paid)):
        rules.log_paid(s, p, card(s, cid), max(0, crystals - s.crystals[p]), paid)


def transmute_one(s: S, p: int, e: int, amulet: int | None = None) -> int:
    """base 5.4: one energy for the season's crystals (``amulet``: 1 if it comes from an
    Amulet of Water); returns the crystals received."""
    value = rules.transmute_value(s, p, e)
    before = s.crystals[p]
    rules.take(s, p, e, 1, amulet)
    rules.gain_crystals(s, p, value)
    if s.io_only:
        s.io_used[p] = True
    s.emit("seasons.log.transmute", {"seat": p, "energy": energy_msg(e), "n": value})
    return s.crystals[p] - before


def transmute_actions(s: S, p: int) -> list[Action]:
    av = rules.avail(s, p)
    return [act(f"tr:{e}", "seasons.act.transmute", {"energy": energy_msg(e), "n": rules.transmute_value(s, p, e)})
            for e in range(4) if av[e]]


@_main("transmute")
def transmute(s: S, p: int, a: Action) -> None:
    """base 5.4: "convert any number of reserve energy tokens": one at a time.  Under
    Io's Mastery (PoD enchantment 3) the crystals received at once count, so the
    transmutation goes on energy by energy until the seat stops, then the total is
    looked at (elsewhere a run of single transmutations is the same thing)."""
    transmute_from(s, p, energy_of(a.params), None)


def transmute_from(s: S, p: int, e: int, gained: int | None) -> None:
    """One energy of type ``e`` transmuted (``gained``: the crystals of the run so far
    under Io's Mastery, None for a first one); card 4: the energy comes from the reserve
    or an Amulet of Water, as the player likes."""
    args = {"energy": e, "gained": gained}
    if not rules.ask_amulet(s, p, [1 if kind == e else 0 for kind in range(4)], "transmute", args):
        transmute_paid(s, p, args, None)


@AMULET_PAID.register("transmute")
def transmute_paid(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    e, gained = args["energy"], args["gained"]
    received = transmute_one(s, p, e, None if split is None else split[e])
    if gained is not None:
        more(s, p, gained + received)
    elif s.enchant == rules.IO_MASTERY:
        more(s, p, received)


def more(s: S, p: int, gained: int) -> None:
    if any(rules.avail(s, p)):
        s.push("transmute", p, {"gained": gained}, "PoD Maîtrise selon Io")
    else:
        rules.io_mastery(s, p, gained)


@DECISIONS.options("transmute")
def transmute_more_options(s: S, d: Decision) -> list[Action]:
    return [*transmute_actions(s, d.player), act("transmute_done", "seasons.act.transmute_done",
                                                 {"n": d.data["gained"]})]


@DECISIONS.resolve("transmute")
def transmute_more(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, gained = d.player, d.data["gained"]
    if a.key == "seasons.act.transmute_done":
        rules.io_mastery(s, p, gained)
    else:
        transmute_from(s, p, energy_of(a.params), gained)


def _bonus(s: S, p: int, which: str) -> None:
    """base 5.7: one step on the bonus track."""
    s.bonus[p] += 1
    s.emit("seasons.log.bonus", {"seat": p, "bonus": Msg(f"seasons.bonus.{which}")})


@_main("bonus_olaf")
def bonus_olaf(s: S, p: int, a: Action) -> None:
    # EK Olaf's Knowledge: a fifth bonus, draw 1 card (it may be discarded).
    _bonus(s, p, "olaf")
    rules.look(s, p, 1, "keep_or_discard", "EK Savoir d'Olaf")


@_main("bonus_exchange")
def bonus_exchange(s: S, p: int, a: Action) -> None:
    _bonus(s, p, "exchange")
    s.push("exchange", p, {"k": 0}, "base 5.7")


@_main("bonus_transmute")
def bonus_transmute(s: S, p: int, a: Action) -> None:
    _bonus(s, p, "transmute")
    s.may_transmute, s.io_only = True, False
    s.trans_bonus += 1


@_main("bonus_gauge")
def bonus_gauge(s: S, p: int, a: Action) -> None:
    _bonus(s, p, "gauge")
    rules.add_gauge(s, p, 1)


@_main("bonus_draw2")
def bonus_draw_two(s: S, p: int, a: Action) -> None:
    _bonus(s, p, "draw2")
    s.draw_pending = False
    rules.look(s, p, 2, "keep_one", "base 5.7")


@_main("token")
def token(s: S, p: int, a: Action) -> None:
    use_token(s, p)


@_main("vision")
def vision_of_destiny(s: S, p: int, a: Action) -> None:
    # EK Vision of Destiny: 5 crystals send the top face-up card to the discard pile.
    s.vision_used = True
    rules.lose_crystals(s, p, VISION_PRICE)
    cid = rules.reveal_top(s)  # face up: everyone sees which card leaves (a bag keeps its other slots)
    rules.discard_seen(s, rules.everyone(s), [cid])
    s.emit("seasons.log.vision", {"seat": p, "card": card(s, cid)})
