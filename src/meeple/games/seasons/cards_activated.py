"""Power cards with an activation (base rules 5.6: once per turn, the card is
turned; "sacrifice" cards leave play), registered by card slug.  Each lists its
ways of being used (``variants``: id suffix, text, params) and resolves one from
the action's params."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from meeple.core import Action, Decision
from meeple.core.i18n import Msg
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.model import FIRST_EDITION, REPLICA
from meeple.games.seasons.play import MESODAES_LANTERN, put_into_play
from meeple.games.seasons.registry import ACTIVATIONS, CHOICES, DECISIONS, Activation, always
from meeple.games.seasons.rules import (
    act,
    card,
    card_of,
    crystals_logged,
    discard_from_hand,
    energy_msg,
    energy_of,
    gain_energy,
    look,
    opponents,
    sacrifice_own,
    sacrifice_self,
    seat_msg,
)

S = Any  # the SeasonsState
Params = Mapping[str, Any]
Variants = list[tuple[str, Any, dict[str, Any]]]


def plain(s: S, p: int, slot: int) -> Variants:
    """One way to activate, with nothing to choose."""
    return [("", Msg("seasons.how.plain"), {})]


def spending(s: S, p: int, e: int, need: int, named: bool = True) -> Variants:
    """The way to pay ``need`` energies of type ``e`` (``named``: the variant id names the
    type); ``spend`` tells the main turn to ask how many an Amulet of Water pays (card 4)
    before the card is used (``amulet`` in the params it resolves with)."""
    return [(str(e) if named else "", Msg("seasons.how.spend", {"n": need, "energy": energy_msg(e)}),
             {"energy": energy_msg(e), "spend": need})]


def by_energy(need: int) -> Callable[[S, int, int], Variants]:
    """Pay ``need`` energies of one type (the variant names the type)."""
    def variants(s: S, p: int, slot: int) -> Variants:
        return [v for e in range(4) if rules.avail(s, p)[e] >= need for v in spending(s, p, e, need)]
    return variants


def identical(need: int) -> Callable[[S, int, int], Variants]:
    """Pay ``need`` identical energies (the variant names the type); in winter a Staff of
    Winter owner's energies all count as earth (PoD 8/20: "toutes vos énergies sont
    également considérées comme des énergies de terre"), so any ``need`` of them will
    do, chosen one at a time (BGA only counts them then)."""
    one_type = by_energy(need)

    def variants(s: S, p: int, slot: int) -> Variants:
        out = one_type(s, p, slot)
        if rules.winter_staff(s, p) and sum(rules.avail(s, p)) >= need:
            out.append(("staff", Msg("seasons.how.spend_staff", {"n": need, "card": card(s, rules.STAFF_OF_WINTER)}),
                        {"staff": card(s, rules.STAFF_OF_WINTER)}))
        return out
    return variants


def pay_identical(s: S, p: int, params: Params, need: int, rule: str) -> None:
    """The payment an :func:`identical` variant names."""
    if "staff" in params:
        s.push("spend", p, {"n": need}, rule)
    else:
        rules.take(s, p, energy_of(params), need, params.get("amulet"))


BALANCE_REVISED, BALANCE_FIRST, BALANCE_RATE = 3, 4, 3  # card 5: identical energies taken, crystals each


def balance_energies(s: S) -> int:
    """card 5: the revised card takes 3 identical energies, the first edition 4."""
    return BALANCE_FIRST if s.edition == FIRST_EDITION else BALANCE_REVISED


def balance_variants(s: S, p: int, slot: int) -> Variants:
    return identical(balance_energies(s))(s, p, slot)


def balance_of_ishtar(s: S, p: int, slot: int, params: Params) -> None:
    """card 5: 3 identical energies for 9 crystals (first edition: 4 for 12); it is a
    transmutation, so each transmute bonus of the turn and each Purse of Io add 1 per
    energy (official FAQ, as BGA: 12 with one bonus, +3 per Purse; first edition: 16 with
    a Purse).  Its crystals are received at once from a transmutation, so Io's Mastery
    (PoD enchantment 3) counts them like the Potion of Life's."""
    n = balance_energies(s)
    pay_identical(s, p, params, n, "card 5")
    before = s.crystals[p]
    crystals_logged(s, p, n * (BALANCE_RATE + rules.per_energy_bonus(s, p)))
    rules.io_mastery(s, p, s.crystals[p] - before)


KAIRN = 16


def kairn(s: S, p: int, slot: int, params: Params) -> None:
    rules.take(s, p, energy_of(params), 1, params.get("amulet"))
    for q in opponents(s, p):
        rules.crystals_lost(s, q, 4, KAIRN)


def potion_of_power(s: S, p: int, slot: int, params: Params) -> None:
    sacrifice_own(s, p, slot, params)
    rules.draw_keep(s, p, 1)
    rules.add_gauge(s, p, 2)


def dreams_variants(s: S, p: int, slot: int) -> Variants:
    # the potion leaves play first, so its slot is free for the new card
    if len(s.play[p]) - 1 >= s.gauge[p]:
        return []
    # Mesodae's Lantern can only be summoned: the potion cannot put it into play
    return [(str(c), card(s, c), {"put": card(s, c)}) for c in sorted(set(s.hands[p])) if c != MESODAES_LANTERN]


def potion_of_dreams(s: S, p: int, slot: int, params: Params) -> None:
    sacrifice_own(s, p, slot, params)
    s.energy[p] = [0, 0, 0, 0]
    rules.reserve_logged(s, p)
    cid = card_of(params["put"])
    rules.leave_hand(s, p, cid)
    put_into_play(s, p, cid)


def potion_of_knowledge(s: S, p: int, slot: int, params: Params) -> None:
    sacrifice_own(s, p, slot, params)
    gain_energy(s, p, 5, "card 25")


POTION_OF_LIFE_RATE = 4  # card 26 (and PoD 4/20): crystals per energy, whatever the season


def transmute_all(s: S, p: int) -> None:
    """Potion of Life: every reserve energy for 4 crystals, whatever the season; it is a
    transmutation, so +1 per energy for each transmute bonus of the turn (the bonus track,
    token 6), for each Purse of Io (BGA ``transmute`` with its Potion-of-Life flag adds
    both; PoD "Équilibre naturel": the transmutation bonuses still apply and stack) and
    under Io's Bounty (base 5.4: the per-token bonuses add up on a fixed rate too)."""
    total = sum(s.energy[p])
    s.energy[p] = [0, 0, 0, 0]
    rules.reserve_logged(s, p)
    before = s.crystals[p]
    crystals_logged(s, p, (POTION_OF_LIFE_RATE + rules.per_energy_bonus(s, p)) * total)
    rules.io_mastery(s, p, s.crystals[p] - before)


def potion_of_life(s: S, p: int, slot: int, params: Params) -> None:
    sacrifice_own(s, p, slot, params)
    transmute_all(s, p)


TREE_PRICE = 3  # Tree of Light (32): crystals for an energy


def tree_price(params: Params) -> int:
    return 0 if "energy" in params else TREE_PRICE


def tree_variants(s: S, p: int, slot: int) -> Variants:
    out: Variants = []
    if s.crystals[p] >= TREE_PRICE:
        out.append(("buy", Msg("seasons.how.tree_buy"), {}))
    # card 32: the energy may go also when transmuting is already allowed (the text sets no
    # condition; BGA offers it): an activation still counts (Heart of Argos, Thieving Fairies).
    # Tenth audit: before, this way was hidden then
    out += [(f"t{e}", Msg("seasons.how.tree_transmute", {"energy": energy_msg(e)}),
             {"energy": energy_msg(e), "spend": 1}) for e in range(4) if rules.avail(s, p)[e]]
    return out


def tree_of_light(s: S, p: int, slot: int, params: Params) -> None:
    if "energy" not in params:
        s.crystals[p] -= TREE_PRICE
        gain_energy(s, p, 1, "card 32")
    else:
        rules.take(s, p, energy_of(params), 1, params.get("amulet"))
        if not s.may_transmute:  # a permission already held stays as it is (BGA)
            s.may_transmute, s.io_only = True, False


def skull_variants(s: S, p: int, slot: int) -> Variants:
    return plain(s, p, slot) if len(s.play[p]) >= 3 else []


def dragon_skull(s: S, p: int, slot: int, params: Params) -> None:
    # Dragon Skull: sacrifice 3 cards (itself allowed, as BGA), then 15 crystals.
    s.push("credit", RULES, {"p": p, "crystals": 15}, "card 37")
    for _ in range(3):
        s.push("sacrifice_if_any", RULES, {"p": p}, "card 37")


def idol(s: S, p: int, slot: int, params: Params) -> None:
    crystals_logged(s, p, sum(1 for c in s.play[p] if s.C.cards[c[0]].familiar))


def shield_variant(s: S, p: int, out: Variants, how: Msg) -> Variants:
    """card 113: "whenever you would have to discard or sacrifice one of your power cards",
    a Shield of Zira may go instead, for 10 crystals; as for the potions (card 113 FAQ: the
    potion's effect applies, the Shield goes instead), the card an activation must give up
    counts (BGA offers it for the Kriss and the Staff of Winter), when there is one to spare:
    a Raven copying the Shield spares nothing by going instead of itself."""
    shield = rules.shield_slot(s, p)
    if shield is not None and any(v[0] != f"p{shield}" for v in out):
        return [*out, ("zira", how, {"shield": True})]
    return out


def shield_goes(s: S, p: int) -> None:
    shield = rules.shield_slot(s, p)
    assert shield is not None
    rules.shield_instead(s, p, shield)


def kriss_variants(s: S, p: int, slot: int) -> Variants:
    out: Variants = [(f"h{c}", Msg("seasons.how.kriss_hand", {"card": card(s, c)}), {"discard": card(s, c)})
                     for c in sorted(set(s.hands[p])) if s.C.cards[c].familiar]
    out += [(f"p{i}", Msg("seasons.how.kriss_play", {"card": card(s, c[0])}), {"sacrifice": i})
            for i, c in enumerate(s.play[p]) if s.C.cards[c[0]].familiar]
    return shield_variant(s, p, out, Msg("seasons.how.kriss_any"))


def necrotic_kriss(s: S, p: int, slot: int, params: Params) -> None:
    if params.get("shield"):
        shield_goes(s, p)
    elif "discard" in params:
        discard_from_hand(s, p, card_of(params["discard"]))
    else:
        sacrifice_self(s, p, params["sacrifice"])
    gain_energy(s, p, 4, "card 44")


def mirror_variants(s: S, p: int, slot: int) -> Variants:
    """card 47: X crystals turn X identical energies into X of another type; Amulet of Water
    energy may be among them (card 4: "spend them exactly as if they were in your reserve";
    BGA's `discardMirror` takes them), the player saying how many after the action."""
    out: Variants = []
    en = rules.avail(s, p)
    for a in range(4):
        for x in range(1, min(en[a], s.crystals[p]) + 1):
            for b in range(4):
                if b != a:
                    how = Msg("seasons.how.mirror", {"n": x, "a": energy_msg(a), "b": energy_msg(b)})
                    out.append((f"{a}{b}{x}", how, {"energy": energy_msg(a), "spend": x, "get": energy_msg(b)}))
    return out


def mirror_price(params: Params) -> int:
    return int(params["spend"])


def mirror_of_the_seasons(s: S, p: int, slot: int, params: Params) -> None:
    a, b, x = energy_of(params), energy_of(params, "get"), params["spend"]
    s.crystals[p] -= x
    rules.take(s, p, a, x, params.get("amulet"))
    s.energy[p][b] += x


DRAGONSOUL, DRAGONSOUL_PRICE = 201, 1  # PoD 1/20: 1 crystal per use


def dragonsoul_variants(s: S, p: int, slot: int) -> Variants:
    if s.crystals[p] < DRAGONSOUL_PRICE:
        return []
    # a Dragonsoul never straightens a Dragonsoul, nor a Raven copying one (PoD 1/20)
    return [(str(i), card(s, c[0]), {"target": i}) for i, c in enumerate(s.play[p])
            if c[1] and rules.effective(c) != DRAGONSOUL and i != slot]


def dragonsoul_price(params: Params) -> int:
    return DRAGONSOUL_PRICE


def dragonsoul(s: S, p: int, slot: int, params: Params) -> None:
    s.crystals[p] -= DRAGONSOUL_PRICE
    target = s.play[p][params["target"]]
    target[1] = 0
    s.emit("seasons.log.straighten", {"seat": p, "card": card(s, target[0])})


def magma_core(s: S, p: int, slot: int, params: Params) -> None:
    sacrifice_own(s, p, slot, params)
    rules.energy_logged(s, p, 2, 3)


def replicator_variants(s: S, p: int, slot: int) -> Variants:
    ok = rules.avail(s, p)[1] and s.replicas and rules.can_add(s, p)
    return spending(s, p, 1, 1, named=False) if ok else []


def replicator(s: S, p: int, slot: int, params: Params) -> None:
    rules.take(s, p, 1, 1, params.get("amulet"))
    s.replicas -= 1
    put_into_play(s, p, REPLICA)


def estorian_harp(s: S, p: int, slot: int, params: Params) -> None:
    pay_identical(s, p, params, 2, "PoD 11/20")
    crystals_logged(s, p, 3)
    rules.add_gauge(s, p, 1)


ANCIENTS = ("life", "draw", "gauge", "energy")  # Potion of the Ancients' four effects


def ancients_variants(s: S, p: int, slot: int) -> Variants:
    return [(str(a), Msg("seasons.how.ancients", {"a": Msg(f"seasons.ancients.{ANCIENTS[a]}")}), {"first": a})
            for a in range(4)]


def potion_of_the_ancients(s: S, p: int, slot: int, params: Params) -> None:
    """PoD 4/20: two of the four effects, in the order its owner likes.  The second is chosen
    once the first has resolved (BGA `potion_of_the_ancients_dualChoice` asks for one effect at
    a time; tenth audit: before, both were chosen at once, before the drawn cards were seen)."""
    sacrifice_own(s, p, slot, params)
    first = params["first"]
    s.push("choice", p, {"why": "ancients", "choices": [a for i, a in enumerate(ANCIENTS) if i != first]},
           "PoD 4/20")
    s.push("do", RULES, {"why": "ancients_do", "p": p, "c": ANCIENTS[first]}, "PoD 4/20")


@CHOICES.register("ancients", "ancients_do")
def ancients_do(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "life":
        transmute_all(s, p)
    elif choice == "draw":
        look(s, p, 2, "keep_one", "PoD 4/20")
    elif choice == "gauge":
        rules.add_gauge(s, p, 2)
    else:
        gain_energy(s, p, 4, "PoD 4/20")


def has_energy(need: int) -> Callable[[S, int, int], Variants]:
    def variants(s: S, p: int, slot: int) -> Variants:
        return spending(s, p, need, 1, named=False) if rules.avail(s, p)[need] else []
    return variants


def pass_left(need: int) -> Callable[[S, int, int, Params], None]:
    """Damned Soul of Onys / Io's Minion: pay 1 energy, hand the card, straightened,
    to the left neighbour's play area (no gauge check: it stays in play)."""
    def resolve(s: S, p: int, slot: int, params: Params) -> None:
        rules.take(s, p, need, 1, params.get("amulet"))
        entry = s.play[p].pop(slot)
        entry[1] = 0
        q = rules.next_seat(s, p)
        s.play[q].append(entry)
        s.emit("seasons.log.pass_card", {"seat": p, "card": card(s, entry[0]), "to": seat_msg(q)})
    return resolve


def chalice_variants(s: S, p: int, slot: int) -> Variants:
    return plain(s, p, slot) if s.play[p][slot][2] >= 4 else []


def chalice_of_eternity(s: S, p: int, slot: int, params: Params) -> None:
    s.play[p][slot][2] -= 4
    look(s, p, 4, "play_one", "PoD 7/20")


ORB_BURN = 3  # Crystal Orb (34): crystals to discard the top card


def orb_price(params: Params) -> int:
    return int(params.get("burn", 0))


def orb_variants(s: S, p: int, slot: int) -> Variants:
    if not (s.deck or s.discard):
        return []
    out: Variants = [("look", Msg("seasons.how.orb_look"), {})]
    if s.crystals[p] >= ORB_BURN:
        out.append(("burn", Msg("seasons.how.orb_burn"), {"burn": ORB_BURN}))
    return out


def crystal_orb(s: S, p: int, slot: int, params: Params) -> None:
    if "burn" not in params:
        look(s, p, 1, "orb", "card 34")
        return
    s.crystals[p] -= ORB_BURN
    rules.reshuffle(s)
    if s.deck:  # what was known of the top card follows it
        rules.move_seen(s, "deck", len(s.deck) - 1, "discard")


def staff_variants(s: S, p: int, slot: int) -> Variants:
    out: Variants = [(str(c), Msg("seasons.how.staff", {"card": card(s, c)}), {"discard": card(s, c)})
                     for c in sorted(set(s.hands[p])) if not s.C.cards[c].familiar]
    return shield_variant(s, p, out, Msg("seasons.how.staff_any"))


def staff_of_winter(s: S, p: int, slot: int, params: Params) -> None:
    if params.get("shield"):
        shield_goes(s, p)
    else:
        discard_from_hand(s, p, card_of(params["discard"]))
    gain_energy(s, p, 3, "PoD 8/20")


CAULDRON_FULL = 7


def cauldron_fills(s: S, p: int, slot: int) -> bool:
    """The next token fills the Cauldron: this use sacrifices it."""
    return s.play[p][slot][2] + 1 >= CAULDRON_FULL


def glutton_cauldron(s: S, p: int, slot: int, params: Params) -> None:
    # Glutton Cauldron (35): one token onto it; at 7 it gives them back with 15 crystals.
    # card 4: the token may come from an Amulet of Water (BGA's `cauldronPlace` takes it)
    entry = s.play[p][slot]
    e = energy_of(params)
    rules.take(s, p, e, 1, params.get("amulet"))
    entry[3 + e] += 1
    entry[2] += 1
    if entry[2] >= CAULDRON_FULL:
        stored = entry[3:7]
        entry[2:7] = [0, 0, 0, 0, 0]  # emptied (it stays in play if a Shield of Zira goes instead)
        sacrifice_own(s, p, slot, params)
        for k in range(4):
            s.energy[p][k] += stored[k]
        rules.reserve_logged(s, p)
        crystals_logged(s, p, 15)


def potion_of_resurrection(s: S, p: int, slot: int, params: Params) -> None:
    """card 111: the top 5 cards of the discard pile are taken before the potion goes
    there, so it cannot bring itself back (BGA)."""
    for _ in range(min(5, len(s.discard))):
        rules.move_seen(s, "discard", -1, f"looking{p}")
    sacrifice_own(s, p, slot, params)
    if s.looks[p]:
        s.push("look", p, {"mode": "resurrect"}, "card 111")


def jewel_of_the_ancients(s: S, p: int, slot: int, params: Params) -> None:
    # card 112 FAQ: Amulet of Water energy may pay it (rules.take spends it last)
    pay_identical(s, p, params, 3, "card 112")
    s.play[p][slot][2] += 1


TELESCOPE_PRICE = 2  # card 116: crystals per use


def telescope_variants(s: S, p: int, slot: int) -> Variants:
    return plain(s, p, slot) if s.crystals[p] >= TELESCOPE_PRICE and (s.deck or s.discard) else []


def telescope_price(params: Params) -> int:
    return TELESCOPE_PRICE


def arcane_telescope(s: S, p: int, slot: int, params: Params) -> None:
    s.crystals[p] -= TELESCOPE_PRICE
    look(s, p, 3, "stack", "card 116")


def argos_hawk(s: S, p: int, slot: int, params: Params) -> None:
    sacrifice_own(s, p, slot, params)
    for q in opponents(s, p):
        rules.add_gauge(s, q, -1)
        crystals_logged(s, q, 6)


def monolith_variants(s: S, p: int, slot: int) -> Variants:
    return plain(s, p, slot) if s.play[p][slot][2] else []


def fairy_monolith(s: S, p: int, slot: int, params: Params) -> None:
    monolith_ask(s, p, slot, first=True)


def monolith_ask(s: S, p: int, slot: int, first: bool) -> None:
    entry = s.play[p][slot]
    choices = [str(e) for e in range(4) if entry[3 + e]] + ([] if first else ["done"])
    if choices and choices != ["done"]:
        s.push("choice", p, {"why": "monolith", "choices": choices, "slot": slot}, "card 103")


@CHOICES.register("monolith")
def monolith_back(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    # Fairy Monolith: any number (at least 1) of its tokens back to the reserve.
    if choice == "done":
        return
    entry = s.play[p][data["slot"]]
    entry[3 + int(choice)] -= 1
    entry[2] -= 1
    rules.energy_logged(s, p, int(choice), 1)  # issue 8: logged (before, silently)
    monolith_ask(s, p, data["slot"], first=False)


# ----------------------------------------------------------------- promos 301 and 303
def titan_variants(s: S, p: int, slot: int) -> Variants:
    # its own sacrifice pays the opponents' Titans first (BGA `crystal_titan_active`)
    return plain(s, p, slot) if rules.can_sacrifice(s, p) else []


def crystal_titan(s: S, p: int, slot: int, params: Params) -> None:
    """Crystal Titan (promo 303): sacrificed (or a Shield of Zira instead, BGA
    `crystal_titan_useZira`), then the whole hand is discarded and every crystal lost,
    then a card an opponent has in play is sacrificed (the text: "choose and sacrifice").
    That card is not one its owner wishes to sacrifice: no Titan is paid for it, nor may
    its owner's Shield go instead (BGA offers neither)."""
    sacrifice_own(s, p, slot, params)
    for cid in list(s.hands[p]):
        discard_from_hand(s, p, cid)
    rules.crystals_lost(s, p, s.crystals[p], rules.CRYSTAL_TITAN)
    if any(s.play[q] for q in opponents(s, p)):
        s.push("titan", p, {}, "card 303")


@DECISIONS.options("titan")
def titan_target_options(s: S, d: Decision) -> list[Action]:
    return [act(f"titan:{q}:{i}", "seasons.act.titan_target", {"card": card(s, c[0]), "owner": seat_msg(q),
                                                               "opponent": q, "slot": i})
            for q in opponents(s, d.player) for i, c in enumerate(s.play[q])]


@DECISIONS.resolve("titan")
def titan_target(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    q, slot = a.params["opponent"], a.params["slot"]
    cid = rules.remove_from_play(s, q, slot)
    s.emit("seasons.log.titan_sacrifice", {"seat": d.player, "card": card(s, cid), "owner": seat_msg(q)})


@CHOICES.register("speedwall")
def speedwall_offer(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    """promo 301: the card ``p`` drew (slot ``at`` of its hand) is offered to the next
    opponent in turn order whose Speedwall the Escaped is still ready; that seat does not
    see the card before it takes it (BGA shows it to the drawer only)."""
    owners = [q for q in data["owners"] if rules.ready_speedwall(s, q) is not None]
    if owners and data["at"] < len(s.hands[p]):
        s.push("choice", owners[0], {"why": "speedwall_take", "choices": ["take", "leave"], "drawer": p,
                                     "at": data["at"], "owners": owners[1:]}, "card 301")


@CHOICES.register("speedwall_take")
def speedwall_take(s: S, q: int, choice: str, data: dict[str, Any]) -> None:
    """promo 301: the drawn card goes to the Speedwall's owner and the Speedwall into the
    drawer's hand (BGA `speedwall_the_escaped_dualChoice`; a strategy guide's "play area"
    is not followed); the drawer and the taker know the card, the others only that one
    card changed hands."""
    p, at = data["drawer"], data["at"]
    if choice == "leave":
        speedwall_offer(s, p, "", {"at": at, "owners": data["owners"]})
        return
    slot = rules.ready_speedwall(s, q)
    assert slot is not None
    cid = s.hands[p][at]
    rules.move_unseen(s, (p, q), f"hand{p}", at, f"hand{q}", len(s.hands[q]))
    rules.learn(s, [p], f"hand{q}", [-1])
    rules.remove_from_play(s, q, slot, to="hand", hand=p)
    public = Msg("seasons.log.speedwall", {"who": seat_msg(q), "drawer": seat_msg(p), "card": card(s, rules.SPEEDWALL)})
    s.emit("seasons.log.speedwall_card", {"seat": q, "drawer": seat_msg(p), "card": card(s, rules.SPEEDWALL),
                                          "taken": card(s, cid)}, seen_by=(p, q), redacted=public)


for _slug, _activation in (
    ("balance-of-ishtar", Activation(balance_variants, balance_of_ishtar)),
    ("kairn-the-destroyer", Activation(by_energy(1), kairn)),
    ("potion-of-power", Activation(plain, potion_of_power, always)),
    ("potion-of-dreams", Activation(dreams_variants, potion_of_dreams, always)),
    ("potion-of-knowledge", Activation(plain, potion_of_knowledge, always)),
    ("potion-of-life", Activation(plain, potion_of_life, always)),
    ("tree-of-light", Activation(tree_variants, tree_of_light, crystals=tree_price)),
    ("dragon-skull", Activation(skull_variants, dragon_skull, others=3)),
    ("idol-of-the-familiar", Activation(plain, idol)),
    ("necrotic-kriss", Activation(kriss_variants, necrotic_kriss, others=1)),
    ("mirror-of-the-seasons", Activation(mirror_variants, mirror_of_the_seasons, crystals=mirror_price)),
    ("dragonsoul", Activation(dragonsoul_variants, dragonsoul, crystals=dragonsoul_price)),
    ("magma-core", Activation(plain, magma_core, always)),
    ("potion-of-the-ancients", Activation(ancients_variants, potion_of_the_ancients, always)),
    ("eoliss-replicator", Activation(replicator_variants, replicator)),
    ("estorian-harp", Activation(identical(2), estorian_harp)),
    ("damned-soul-of-onys", Activation(has_energy(1), pass_left(1))),
    ("ios-minion", Activation(has_energy(0), pass_left(0))),
    ("chalice-of-eternity", Activation(chalice_variants, chalice_of_eternity)),
    ("crystal-orb", Activation(orb_variants, crystal_orb, crystals=orb_price)),
    ("staff-of-winter", Activation(staff_variants, staff_of_winter)),
    ("glutton-cauldron", Activation(by_energy(1), glutton_cauldron, cauldron_fills)),
    ("potion-of-resurrection", Activation(plain, potion_of_resurrection, always)),
    ("fairy-monolith", Activation(monolith_variants, fairy_monolith)),
    ("jewel-of-the-ancients", Activation(identical(3), jewel_of_the_ancients)),
    ("arcane-telescope", Activation(telescope_variants, arcane_telescope, crystals=telescope_price)),
    ("argos-hawk", Activation(plain, argos_hawk, always)),
    ("crystal-titan", Activation(titan_variants, crystal_titan, always)),
):
    ACTIVATIONS.add(_slug, _activation)
