"""Power cards whose effect resolves when they enter play (summoned or put into
play: base rules 5.5 and the card texts, paraphrased in content/cards.json), with
the follow-up answers those effects ask for.  Registered by card slug."""

from __future__ import annotations

from typing import Any

from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.content import card_id
from meeple.games.seasons.looks import search
from meeple.games.seasons.registry import CHOICES, HAND_CHOSEN, ON_PLAY, OPPONENT_CHOSEN
from meeple.games.seasons.rules import (
    card,
    crystals_logged,
    discard_from_hand,
    gain_energy,
    look,
    opponents,
)
from meeple.games.seasons.track import move_marker

S = Any  # the SeasonsState



def entry_crystals(s: S, p: int, slug: str) -> None:
    """The crystals a card gives as it enters play, a number read from its data
    (``entry_crystals``), which bots read too."""
    n = s.entry_crystals(card_id(slug))
    if n:
        crystals_logged(s, p, n)


def count_items(s: S, p: int) -> int:
    """Magic items in play besides the card entering play (cards 28 and 48: "each other
    magic item"), which is the newest entry of the row.  A Raven the Usurper copying the
    card is a familiar (card 118), so for it every item is another one (BGA
    ``scepter_of_greatness_play`` too)."""
    row = s.play[p]
    items = sum(1 for c in row if not s.C.cards[c[0]].familiar)
    return items - (1 if row and not s.C.cards[row[-1][0]].familiar else 0)


@ON_PLAY.register("amulet-of-air", "dial-of-colof")
def gauge_two(s: S, p: int) -> None:
    rules.add_gauge(s, p, 2)


@ON_PLAY.register("amulet-of-fire")
def amulet_of_fire(s: S, p: int) -> None:
    look(s, p, 4, "keep_one", "card 2")


@ON_PLAY.register("amulet-of-earth")
def amulet_of_earth(s: S, p: int) -> None:
    entry_crystals(s, p, "amulet-of-earth")


@ON_PLAY.register("amulet-of-water")
def amulet_of_water(s: S, p: int) -> None:
    s.push("gain", p, {"n": 4, "onto": 4}, "card 4")


@ON_PLAY.register("ios-transmuter")
def ios_transmuter(s: S, p: int) -> None:
    if s.turn_player == p:
        rules.transmuter_permits(s, p)  # summoned after a die with crystals: transmute now


@ON_PLAY.register("temporal-boots")
def temporal_boots(s: S, p: int) -> None:
    # The year track holds years I-III only (base rules 2: the year marker starts on year I):
    # no move goes back before year I, space 1 (BGA lets its year counter drop to 0).
    pos = (s.year - 1) * 12 + s.month
    choices = [f"+{k}" for k in (1, 2, 3)] + [f"-{k}" for k in (1, 2, 3) if pos - k >= 0]
    s.push("choice", p, {"why": "boots", "choices": choices}, "card 7")


@CHOICES.register("boots")
def boots_move(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    move_marker(s, int(choice))


@ON_PLAY.register("divine-chalice")
def divine_chalice(s: S, p: int) -> None:
    look(s, p, 4, "play_one", "card 9")


@ON_PLAY.register("syllas-the-faithful")
def syllas(s: S, p: int) -> None:
    for q in reversed(opponents(s, p)):
        s.push("sacrifice_if_any", RULES, {"p": q}, "card 10")


@ON_PLAY.register("naria-the-prophetess")
def naria(s: S, p: int) -> None:
    others = opponents(s, p)
    got = rules.draw_to(s, p, s.looks[p], s.num_players, tracked=True)
    if got:
        s.push("look", p, {"mode": "keep_one", "give": others[:got - 1]}, "card 12")


@ON_PLAY.register("amsug-longneck")
def amsug(s: S, p: int) -> None:
    """card 17: every seat with a magic item returns one; the rules give no order, BGA
    (``amsug_longneck_play``) starts with the next seat and ends with the summoner, who
    chooses last (tenth audit: before, the summoner chose first)."""
    for q in reversed([*opponents(s, p), p]):
        if any(not s.C.cards[c[0]].familiar for c in s.play[q]):
            s.push("return", q, {}, "card 17")


@ON_PLAY.register("bespelled-grimoire")
def bespelled_grimoire(s: S, p: int) -> None:
    gain_energy(s, p, 2, "card 18")


@ON_PLAY.register("lewis-greyface")
def lewis(s: S, p: int) -> None:
    s.push("opponent", p, {"why": "lewis", "among": opponents(s, p)}, "card 21")


@OPPONENT_CHOSEN.register("lewis")
def lewis_copy(s: S, p: int, q: int) -> None:
    for e in range(4):
        s.energy[p][e] += s.energy[q][e]
    s.emit("seasons.log.energy", {"seat": p, "energy": rules.energy_count(s.energy[p])})


@ON_PLAY.register("scepter-of-greatness")
def scepter(s: S, p: int) -> None:
    crystals_logged(s, p, 3 * count_items(s, p))


@ON_PLAY.register("olafs-blessed-statue")
def olafs_statue(s: S, p: int) -> None:
    entry_crystals(s, p, "olafs-blessed-statue")


@ON_PLAY.register("orb-of-ragfield")
def orb_of_ragfield(s: S, p: int) -> None:
    # (the Orb of Ragfield's cost rule is rules.hand_cost)
    entry_crystals(s, p, "orb-of-ragfield")


@ON_PLAY.register("vampiric-crown")
def vampiric_crown(s: S, p: int) -> None:
    s.push("choice", p, {"why": "crown", "choices": (["discard"] if s.hands[p] else []) + ["draw"]}, "card 36")


@CHOICES.register("crown")
def crown_choice(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "discard":
        s.push("hand", p, {"why": "crown"}, "card 36")
        return
    got: list[int] = []
    if rules.draw_to(s, p, got, 1):
        s.hands[p].extend(got)
        crown_gain(s, p, got[0])
        rules.drew_one(s, p)  # BGA `vampiric_crown_dualChoice`


def crown_gain(s: S, p: int, cid: int) -> None:
    s.emit("seasons.log.reveal", {"seat": p, "card": card(s, cid)})
    gain_energy(s, p, s.C.cards[cid].prestige, "card 36")


@HAND_CHOSEN.register("crown")
def crown_discard(s: S, p: int, cid: int, data: dict[str, Any]) -> None:
    rules.leave_hand(s, p, cid)
    rules.discard_seen(s, rules.everyone(s), [cid])
    crown_gain(s, p, cid)


@HAND_CHOSEN.register("discard")
def hand_discard(s: S, p: int, cid: int, data: dict[str, Any]) -> None:
    discard_from_hand(s, p, cid, data)


@ON_PLAY.register("demon-of-argos")
def demon(s: S, p: int) -> None:
    for q in opponents(s, p):
        rules.add_gauge(s, q, -1)
        rules.draw_keep(s, q, 1)


@ON_PLAY.register("air-elemental")
def air_elemental(s: S, p: int) -> None:
    for q in opponents(s, p):
        s.energy[q] = [sum(s.energy[q]), 0, 0, 0]
        rules.reserve_logged(s, q)


@ON_PLAY.register("cursed-treatise-of-arus")
def cursed_treatise(s: S, p: int) -> None:
    entry_crystals(s, p, "cursed-treatise-of-arus")
    rules.add_gauge(s, p, 1)
    gain_energy(s, p, 2, "card 42")


@ON_PLAY.register("idol-of-the-familiar")
def idol(s: S, p: int) -> None:
    # card 43: the revised card gives 10 crystals on entering play; the first edition nothing
    entry_crystals(s, p, "idol-of-the-familiar")


@ON_PLAY.register("pendant-of-ragnor")
def pendant(s: S, p: int) -> None:
    gain_energy(s, p, count_items(s, p), "card 48")


SID_NIGHTSHADE = 49


@ON_PLAY.register("sid-nightshade")
def sid(s: S, p: int) -> None:
    if all(s.crystals[p] > s.crystals[q] for q in opponents(s, p)):
        for q in opponents(s, p):
            rules.crystals_given(s, q, p, 5, SID_NIGHTSHADE)


@ON_PLAY.register("elemental-amulet")
def elemental_amulet(s: S, p: int) -> None:
    # Elemental Amulet (31): one effect per energy paid (all four when put into play).
    m = s.mask
    if m & 8:
        crystals_logged(s, p, 5)
    if m & 1:
        rules.add_gauge(s, p, 1)
    if m & 4:
        rules.draw_keep(s, p, 1)
    if m & 2:
        gain_energy(s, p, 2, "card 31")


@ON_PLAY.register("damned-soul-of-onys")
def onys(s: S, p: int) -> None:
    entry_crystals(s, p, "damned-soul-of-onys")
    rules.energy_logged(s, p, 1, 1)


# ----------------------------------------------------------------- Path of Destiny
@ON_PLAY.register("aruss-mimicry")
def mimicry(s: S, p: int) -> None:
    """PoD 13/20: discard a card from the hand or sacrifice a card in play (the Mimicry
    itself included, as BGA), and only then gain 12 crystals."""
    choices = (["hand"] if s.hands[p] else []) + (["play"] if s.play[p] else [])
    if not choices:
        return
    s.push("credit", RULES, {"p": p, "crystals": s.entry_crystals(card_id("aruss-mimicry"))}, "PoD 13/20")
    if len(choices) == 1:
        mimic_choice(s, p, choices[0], {})
    else:
        s.push("choice", p, {"why": "mimic", "choices": choices}, "PoD 13/20")


@CHOICES.register("mimic")
def mimic_choice(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "hand":
        s.push("hand", p, {"why": "discard"}, "PoD 13/20")
    else:
        s.push("sacrifice", p, {}, "PoD 13/20")


@ON_PLAY.register("servant-of-ragfield")
def servant(s: S, p: int) -> None:
    # PoD 16/20: in turn order from the summoner, players with 10+ crystals;
    # draw in turn order, then stack the choices so the summoner answers first.
    drew = []
    for q in rules.turn_order(s, p):
        if s.crystals[q] >= 10:
            rules.add_gauge(s, q, 1)
            if rules.draw_to(s, q, s.looks[q], 1):
                drew.append(q)
    for q in reversed(drew):
        s.push("look", q, {"mode": "keep_or_discard"}, "PoD 16/20")


@ON_PLAY.register("crafty-nightshade")
def crafty(s: S, p: int) -> None:
    rules.draw_keep(s, p, 2)
    others = opponents(s, p)
    fewest = min(len(s.play[q]) for q in others)
    among = [q for q in others if len(s.play[q]) == fewest]
    if not s.hands[p]:
        return
    if len(among) == 1:
        s.push("give", p, {"to": among[0], "from": "hand"}, "PoD 20/20")
    else:
        s.push("opponent", p, {"why": "crafty", "among": among}, "PoD 20/20")


@OPPONENT_CHOSEN.register("crafty")
def crafty_to(s: S, p: int, q: int) -> None:
    s.push("give", p, {"to": q, "from": "hand"}, "PoD 20/20")


@ON_PLAY.register("ios-minion")
def ios_minion(s: S, p: int) -> None:
    rules.energy_logged(s, p, 0, 1)
    rules.add_gauge(s, p, 1)


@ON_PLAY.register("sepulchral-amulet")
def sepulchral(s: S, p: int) -> None:
    # PoD 9/20: the top 3 cards of the discard (fewer if it holds fewer).
    k = min(3, len(s.discard))
    for _ in range(k):  # everyone sees which cards: what was known of them follows
        rules.move_seen(s, "discard", -1, f"looking{p}")
    if k:
        s.push("look", p, {"mode": "sepulchral"}, "PoD 9/20")


@ON_PLAY.register("otus-the-oracle")
def otus(s: S, p: int) -> None:
    got = rules.draw_to(s, p, s.oracle, s.num_players)
    s.emit("seasons.log.oracle", {"seat": p, "cards": [card(s, c) for c in s.oracle[-got:]] if got else []})


@ON_PLAY.register("igramul-the-banisher")
def igramul(s: S, p: int) -> None:
    s.push("choice", p, {"why": "name", "choices": [str(c) for c in s.pool_ids]}, "PoD 21/20")


@CHOICES.register("name")
def igramul_named(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    banish_from(s, p, int(choice), opponents(s, p), False)


def banish_from(s: S, p: int, cid: int, rest: list[int], hit: bool) -> None:
    """PoD 21/20 (card text): each opponent of ``rest`` in turn reveals their hand to all, then
    discards the named card's copies; ``hit``: a copy went already.  An opponent with a Shield
    of Zira may sacrifice it instead of a copy (card 113: a discard "because of any card"; BGA
    asks them; seventh fresh audit: before, the copies went, no Shield offered)."""
    for i, q in enumerate(rest):
        s.emit("seasons.log.hand_revealed", {"seat": q, "cards": [card(s, c) for c in s.hands[q]]})
        left = s.hands[q].count(cid)
        if left and rules.shield_slot(s, q) is not None:
            s.push("choice", q, {"why": "igramul_zira", "choices": ["discard", "shield"], "owner": p, "cid": cid,
                                 "left": left, "rest": rest[i + 1:], "hit": hit}, "card 113")
            return
        hit = banish(s, q, cid, left) or hit
    if hit:
        # PoD 21/20: the named card's energy cost, once, even if several copies went.
        for e, n in enumerate(s.costs[cid][1:]):
            rules.energy_logged(s, p, e, n)


def banish(s: S, q: int, cid: int, n: int) -> bool:
    """``q`` discards ``n`` copies of the named card; everyone knows the rest of that hand from
    then on.  Returns whether a copy went."""
    if n:  # (a hand without the card: its reveal says so)
        s.emit("seasons.log.igramul", {"seat": q, "card": card(s, cid), "n": n})
    for _ in range(n):
        rules.leave_hand(s, q, cid)
        rules.discard_seen(s, rules.everyone(s), [cid])
    rules.learn(s, rules.everyone(s), f"hand{q}", range(len(s.hands[q])))
    return n > 0


@CHOICES.register("igramul_zira")
def igramul_zira(s: S, q: int, choice: str, data: dict[str, Any]) -> None:
    """card 113: the Shield goes instead of one copy (one Shield per copy spared); the
    copies it does not spare are discarded."""
    left = data["left"]
    if choice == "shield":
        shield = rules.shield_slot(s, q)
        assert shield is not None
        rules.shield_instead(s, q, shield)
        left -= 1
        if left and rules.shield_slot(s, q) is not None:
            s.push("choice", q, {**data, "left": left}, "card 113")
            return
    hit = banish(s, q, data["cid"], left) or data["hit"]
    banish_from(s, data["owner"], data["cid"], data["rest"], hit)


@ON_PLAY.register("argosian-tangleweed")
def tangleweed(s: S, p: int) -> None:
    # PoD 17/20: lock one opponent familiar (none to lock: no effect).
    if any(s.C.cards[c[0]].familiar and not c[rules.lock_index(c)] for q in opponents(s, p) for c in s.play[q]):
        s.push("lock", p, {}, "PoD 17/20")


# ----------------------------------------------------------------- Enchanted Kingdom
def codex_target(s: S, cid: int) -> bool:
    """Selenia's Codex returns an item (not a Codex) whose cost has energy; under Nature
    Spirit every item's cost does (Lua FAQ)."""
    return not s.C.cards[cid].familiar and cid != 104 and (sum(s.costs[cid][1:]) > 0 or rules.spirit_extra(s) > 0)


@ON_PLAY.register("selenias-codex")
def codex(s: S, p: int) -> None:
    if any(codex_target(s, c[0]) for c in s.play[p]):
        s.push("return", p, {"codex": True}, "card 104")


@ON_PLAY.register("throne-of-renewal")
def throne(s: S, p: int) -> None:
    """card 110: discard a card, then draw 1 and move back on the bonus track.  With an
    empty hand nothing happens (BGA), even with a Shield of Zira: it has no card to spare."""
    if not s.hands[p]:
        return
    s.push("do", RULES, {"why": "throne", "p": p, "c": ""}, "card 110")
    s.push("hand", p, {"why": "discard"}, "card 110")


@CHOICES.register("throne")
def throne_rest(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    rules.draw_keep(s, p, 1)
    rules.bonus_back(s, p)


@ON_PLAY.register("argos-hawk")
def hawk(s: S, p: int) -> None:
    entry_crystals(s, p, "argos-hawk")
    rules.add_gauge(s, p, 1)


@ON_PLAY.register("warden-of-argos")
def warden(s: S, p: int) -> None:
    s.push("choice", p, {"why": "warden", "choices": ["energy", "card"]}, "card 119")


@CHOICES.register("warden")
def warden_choice(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    # card 119: every player discards, from the summoner's left round to the summoner, who
    # goes last (the card does not order them; BGA `stWardenDiscardEnergyNext` and
    # `stWardenDiscardCardNext` start with the next player; tenth audit: before, the
    # summoner went first).  Pushed in reverse so the left neighbour answers first.
    order = rules.turn_order(s, p)
    for q in reversed(order[1:] + order[:1]):
        if choice == "energy":
            n = min(4, sum(s.energy[q]))
            if n:
                s.push("drop", q, {"n": n}, "card 119")
        elif s.hands[q]:
            s.push("hand", q, {"why": "discard"}, "card 119")


@ON_PLAY.register("ratty-nightshade")
def ratty(s: S, p: int) -> None:
    for q in reversed(opponents(s, p)):
        n = min(2, sum(s.energy[q]))
        if n:
            s.push("steal", p, {"from": q, "n": n}, "card 120")


@ON_PLAY.register("amulet-of-time")
def amulet_of_time(s: S, p: int) -> None:
    # card 115: 2 energies, then discard any number X of cards and draw X
    s.push("time", p, {"k": 0}, "card 115")
    gain_energy(s, p, 2, "card 115")


@ON_PLAY.register("scroll-of-ishtar")
def scroll(s: S, p: int) -> None:
    s.push("choice", p, {"why": "scroll", "choices": ["0", "1", "2", "3"], "first": True}, "card 105")


@CHOICES.register("scroll")
def scroll_named(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    search(s, p, f"item{choice}", data["first"])


@ON_PLAY.register("familiar-catcher")
def familiar_catcher(s: S, p: int) -> None:
    search(s, p, "familiar", True)


def raven_targets(s: S, p: int) -> list[tuple[int, int]]:
    """Opponents' magic items Raven can copy (any item: card 118 FAQ, BGA) and whose
    cost its owner can pay (the Elemental Amulet's: at least one energy)."""
    return [(q, i) for q in opponents(s, p) for i, c in enumerate(s.play[q])
            if not s.C.cards[c[0]].familiar
            and (rules.amulet_payments(rules.avail(s, p)) if c[0] == rules.ELEMENTAL_AMULET
                 else rules.affordable(s, p, s.costs[c[0]]))]


@ON_PLAY.register("raven-the-usurper")
def raven(s: S, p: int) -> None:
    if raven_targets(s, p):
        s.push("raven", p, {}, "card 118")
