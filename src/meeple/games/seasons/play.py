"""Summoning and entering play (base rules 5.5; PoD 15/20 Urmian Psychic Cage):
pay the Arcano Leech toll and the cost, then the card enters play and its
"when it enters play" effect (``registry.ON_PLAY``) resolves."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.model import REPLICA, TOKEN_HOLDERS
from meeple.games.seasons.registry import AMULET_PAID, CHOICES, DECISIONS, ON_PLAY
from meeple.games.seasons.rules import card, energy_msg

S = Any  # the SeasonsState

PSYCHIC_CAGE = 215
STAFF_OF_SPRING = 6
MESODAES_LANTERN = 106  # can only be summoned (never put into play by an effect)


def summon(s: S, p: int, cid: int, cost: tuple[int, int, int, int, int] | None = None, mask: int = 15,
           extra: int | None = None, amulet: list[int] | None = None) -> None:
    """base 5.5: pay the Leech toll and the cost, then the card enters play.  ``extra``:
    energies of the summoner's choice owed on top (None: Nature Spirit's, if in play).
    ``amulet``: how many energies of each type come from Amulets of Water; None: the
    summoner is asked first when it has a choice (card 4)."""
    cost = s.costs[cid] if cost is None else cost
    if amulet is None and rules.ask_amulet(s, p, rules.payable(s, p, cost), "summon",
                                           {"cid": cid, "cost": list(cost), "mask": mask, "extra": extra}):
        # base 5.5: the card is summoned face up; it is named to the table while
        # its payment is chosen, so every world keeps it in that hand
        rules.learn(s, rules.everyone(s), f"hand{p}", [s.hands[p].index(cid)])
        return
    for q in range(s.num_players):
        if q != p:
            for _ in range(rules.count_owned(s, q, 33)):
                # Arcano Leech: 1 crystal to its owner first
                if rules.give_crystals(s, p, q, 1):
                    s.emit("seasons.log.toll", {"seat": p, "card": card(s, 33), "to": rules.seat_msg(q)})
    crystals, energy = s.crystals[p], list(rules.avail(s, p))
    owed = rules.pay_cost(s, p, cost, amulet)
    paid = [before - after for before, after in zip(energy, rules.avail(s, p), strict=True)]
    rules.log_paid(s, p, card(s, cid), crystals - s.crystals[p], paid)
    owed += rules.spirit_extra(s) if extra is None else extra
    s.turn_summons += 1
    rules.leave_hand(s, p, cid)
    if owed:
        s.looks[p].append(cid)  # held aside while the rest of the cost is chosen
        s.push("finish_summon", RULES, {"p": p, "cid": cid, "mask": mask})
        s.push("spend", p, {"n": owed}, "PoD 8/20, EK Esprit de la nature")
        return
    finish_summon(s, p, cid, mask)


@AMULET_PAID.register("summon")
def summon_paid(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    summon(s, p, args["cid"], tuple(args["cost"]), args["mask"], args["extra"], split)


@DECISIONS.options(rules.AMULET_SOURCE)
def amulet_source_options(s: S, d: Decision) -> list[Action]:
    """card 4: of the energies of one type to spend, how many the Amulets of Water pay
    (the reserve pays the rest); one type at a time, so each answer is one number."""
    e = d.data["open"][0]
    n = d.data["amounts"][e]
    return [Action(f"amulet:{k}", "seasons.act.amulet_source", {"energy": energy_msg(e), "n": n, "amulet": k})
            for k in rules.amulet_shares(s, d.player, e, n)]


@DECISIONS.resolve(rules.AMULET_SOURCE)
def amulet_source(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    e, *others = d.data["open"]
    split = list(d.data["split"])
    split[e] = a.params["amulet"]
    if others:
        s.push(rules.AMULET_SOURCE, d.player, {**d.data, "split": split, "open": others}, d.rule)
        return
    AMULET_PAID[d.data["then"]](s, d.player, d.data["args"], split)


@DECISIONS.resolve("finish_summon")
def finish_summon_step(s: S, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    # (a determinized copy may have re-dealt the held card: the summoned one is public)
    held = s.looks[p]
    held.remove(d.data["cid"] if d.data["cid"] in held else held[-1])
    finish_summon(s, p, d.data["cid"], d.data["mask"])


def finish_summon(s: S, p: int, cid: int, mask: int) -> None:
    """The summoned card lies in play; the summon's triggers resolve first (Magma Core, Staff of
    Spring, Yjang's Vase), then the Trap of a Psychic Cage, then the card's enter-play effect.
    The rules do not order them; BGA ``summon`` queues the Staff and the Vase before the Cage
    and the card's own effect (ninth fresh audit: before, an enter-play effect that asked
    nothing came first, so Sid Nightshade and the Servant of Ragfield missed the Staff's 3
    crystals, while one that asked something came after)."""
    s.summons += 1
    s.emit("seasons.log.summon", {"seat": p, "card": card(s, cid)})
    for q in range(s.num_players):
        if q != p:
            # Magma Core (202): 1 fire whenever an opponent summons.
            rules.energy_logged(s, q, 2, rules.count_owned(s, q, 202))
    # in play before its triggers resolve: an Io's Minion summoned keeps the Staff's crystals
    # from its summoner (PoD 18/20; BGA checks the Minion once the card is in play)
    place(s, p, cid)
    s.push("entered", RULES, {"p": p, "cid": cid, "mask": mask}, "base 5.5")
    for _ in range(rules.count_owned(s, p, STAFF_OF_SPRING) - (1 if cid == STAFF_OF_SPRING else 0)):
        rules.crystals_logged(s, p, 3, STAFF_OF_SPRING)
    vases = rules.count_owned(s, p, 30) - (1 if cid == 30 else 0)
    if vases:
        s.push("gain", p, {"n": vases}, "Yjang")


@DECISIONS.resolve("entered")
def entered(s: S, d: Decision, a: Action | None) -> None:
    """A summoned card's Cage check and enter-play effect, once its summon's triggers are done."""
    p, cid = d.data["p"], d.data["cid"]
    incoming = next(entry for entry in reversed(s.play[p]) if entry[0] == cid)
    s.mask = d.data["mask"]
    trapped(s, p, cid, incoming)
    s.mask = 15


def place(s: S, p: int, cid: int) -> list[int]:
    """The card's entry in its owner's row: the Cage enters with its Trap; the Cauldron
    keeps its tokens by type."""
    incoming = [cid, 0, 0, 0, 0, 0, 0] if cid in TOKEN_HOLDERS else [cid, 0, 1 if cid == PSYCHIC_CAGE else 0]
    s.play[p].append(incoming)
    return incoming


def enter_play(s: S, p: int, cid: int) -> None:
    trapped(s, p, cid, place(s, p, cid))


def trapped(s: S, p: int, cid: int, incoming: list[int]) -> None:
    """The Trap of a Psychic Cage catches the card entering play, else its effect resolves."""
    for q in range(s.num_players):
        for entry in s.play[q]:
            if entry is not incoming and rules.effective(entry) == PSYCHIC_CAGE and entry[2]:
                # PoD 15/20: the Trap catches the next card entering play (owner included),
                # an incoming Cage as well (BGA: the Cages in play trigger before it arrives).
                entry[2] = 0
                # promo 303: no sacrifice without paying the Crystal Titans (BGA `urmian_psychic_cage_dualChoice`)
                others = len(s.play[p]) > 1 and rules.can_sacrifice(s, p)
                s.push("choice", p, {"why": "cage", "choices": ["discard", "sacrifice"] if others else
                                     ["discard"], "cid": cid, "mask": s.mask}, "PoD 15/20")
                return
    on_play(s, p, cid)


def on_play(s: S, p: int, cid: int) -> None:
    effect = ON_PLAY.get(cid)
    if effect is not None:
        effect(s, p)


def may_put(s: S, p: int, cid: int) -> bool:
    """Whether an effect may put ``cid`` into play for ``p``: a free gauge slot (base 5.5),
    and never Mesodae's Lantern, which "cannot be put into play via another Power card"
    (card 106; BGA refuses it for every free entry)."""
    return rules.can_add(s, p) and cid != MESODAES_LANTERN


def put_into_play(s: S, p: int, cid: int) -> None:
    """A card put into play by an effect (not summoned): no toll, no summon triggers;
    without a free gauge slot it is discarded (base 1).  Mesodae's Lantern can only be
    summoned."""
    if may_put(s, p, cid):
        s.emit("seasons.log.put", {"seat": p, "card": card(s, cid)})
        enter_play(s, p, cid)
    elif cid != REPLICA:
        rules.discard_seen(s, [p], [cid])


@CHOICES.register("cage")
def cage_choice(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    """PoD 15/20: the caught card is discarded without effect, or another card is
    sacrificed and the caught one resolves."""
    cid = data["cid"]
    row = s.play[p]
    idx = max(i for i, entry in enumerate(row) if entry[0] == cid)
    if choice == "discard":
        row.pop(idx)
        if cid != REPLICA:
            rules.discard_seen(s, rules.everyone(s), [cid])
        s.emit("seasons.log.caged", {"seat": p, "card": card(s, cid)})
        return
    # the choice is logged (eleventh audit's French game: only the sacrifice after it was, no reason)
    s.emit("seasons.log.cage_kept", {"seat": p, "card": card(s, cid)})
    s.push("do", RULES, {"why": "onplay", "p": p, "c": str(cid), "mask": data.get("mask", 15)}, "PoD 15/20")
    s.push("sacrifice", p, {"skip": idx}, "PoD 15/20")


@CHOICES.register("onplay")
def caged_card_plays(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    """A card's enter-play effect that waited for other decisions (the Cage's sacrifice, a
    Raven's cost still owed); ``mask``: the Elemental Amulet's energies paid (card 31: one
    effect per energy paid, all four only when put into play for free)."""
    s.mask = data.get("mask", 15)
    on_play(s, p, int(choice))
    s.mask = 15
