"""Every coded power card effect, keyed by card id (effects paraphrased in
content/cards.json).  Tables:

* ``ON_PLAY[cid](s, p)``: when the card enters play (summoned or put into play);
* ``ACTIVATIONS[cid] = (variants(s, p, slot), resolve(s, p, slot, variant))``;
* ``END_ROUND[cid](s, p, slot)`` and ``SEASON_CHANGE[cid](s, p)``;
* follow-up answers: ``CHOICES``, ``HAND_CHOSEN``/``HAND_FILTER``, ``OPPONENT_CHOSEN``.

Permanent effects read in the rules (Purse of Io, Grimoire, Leech, Fairies,
Staff of Spring, Yjang's Vase, Hand of Fortune, Magma Core, end-of-game cards)
are in state.py and rules.py where the rule they modify is coded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core.i18n import Msg
from meeple.games.seasons import rules
from meeple.games.seasons.model import REPLICA, SeasonsData
from meeple.games.seasons.rules import card, energy_msg

S = Any  # the SeasonsState (typed loosely: this module is imported by state.py)
Variants = list[tuple[str, Any]]


def _gain(s: S, p: int, n: int, rule: str) -> None:
    if n > 0:
        s.push("gain", p, {"n": n}, rule)


def _crystals(s: S, p: int, n: int) -> None:
    rules.gain_crystals(s, p, n)
    s.emit("seasons.log.crystals", {"seat": p, "n": n})


def _opponents(s: S, p: int) -> list[int]:
    return [q for q in rules.turn_order(s, p) if q != p]


def _put(s: S, p: int, cid: int) -> None:
    from meeple.games.seasons.state import put_into_play

    put_into_play(s, p, cid)


def _look(s: S, p: int, n: int, mode: str, rule: str, data: dict[str, Any] | None = None) -> None:
    if rules.draw_to(s, p, s.looks[p], n):
        s.push("look", p, {"mode": mode, **(data or {})}, rule)


# ------------------------------------------------------------------ on play
def _amulet_fire(s: S, p: int) -> None:
    _look(s, p, 4, "keep_one", "card 2")


def _divine_chalice(s: S, p: int) -> None:
    _look(s, p, 4, "play_one", "card 9")


def _syllas(s: S, p: int) -> None:
    for q in reversed(_opponents(s, p)):
        if s.play[q]:
            s.push("sacrifice", q, {}, "card 10")


def _naria(s: S, p: int) -> None:
    opps = _opponents(s, p)
    got = rules.draw_to(s, p, s.looks[p], s.num_players)
    if got:
        s.push("look", p, {"mode": "keep_one", "give": opps[:got - 1]}, "card 12")


def _amsug(s: S, p: int) -> None:
    for q in reversed(rules.turn_order(s, p)):
        if any(not s.C.cards[c[0]].familiar for c in s.play[q]):
            s.push("return", q, {}, "card 17")


def _lewis(s: S, p: int) -> None:
    s.push("opponent", p, {"why": "lewis", "among": _opponents(s, p)}, "card 21")


def _lewis_copy(s: S, p: int, q: int) -> None:
    for e in range(4):
        s.energy[p][e] += s.energy[q][e]
    s.emit("seasons.log.energy", {"seat": p, "energy": list(s.energy[p])})


def _crown(s: S, p: int) -> None:
    s.push("choice", p, {"why": "crown", "choices": (["discard"] if s.hands[p] else []) + ["draw"]}, "card 36")


def _crown_choice(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "discard":
        s.push("hand", p, {"why": "crown"}, "card 36")
        return
    got: list[int] = []
    if rules.draw_to(s, p, got, 1):
        s.hands[p].extend(got)
        _crown_gain(s, p, got[0])


def _crown_gain(s: S, p: int, cid: int) -> None:
    s.emit("seasons.log.reveal", {"seat": p, "card": card(cid)})
    _gain(s, p, s.C.cards[cid].prestige, "card 36")


def _crown_discard(s: S, p: int, cid: int, data: dict[str, Any]) -> None:
    s.hands[p].remove(cid)
    s.discard.append(cid)
    _crown_gain(s, p, cid)


def _demon(s: S, p: int) -> None:
    for q in _opponents(s, p):
        rules.add_gauge(s, q, -1)
        rules.draw_keep(s, q, 1)


def _air_elemental(s: S, p: int) -> None:
    for q in _opponents(s, p):
        s.energy[q] = [sum(s.energy[q]), 0, 0, 0]


def _sid(s: S, p: int) -> None:
    if all(s.crystals[p] > s.crystals[q] for q in _opponents(s, p)):
        for q in _opponents(s, p):
            rules.give_crystals(s, q, p, 5)


def _cursed(s: S, p: int) -> None:
    _crystals(s, p, 10)
    rules.add_gauge(s, p, 1)
    _gain(s, p, 2, "card 42")


def _count_items(s: S, p: int) -> int:
    return sum(1 for c in s.play[p] if not s.C.cards[c[0]].familiar) - 1


def _boots(s: S, p: int) -> None:
    pos = (s.year - 1) * 12 + s.month
    choices = [f"+{k}" for k in (1, 2, 3)] + [f"-{k}" for k in (1, 2, 3) if pos - k >= 0]
    s.push("choice", p, {"why": "boots", "choices": choices}, "card 7")


def _boots_choice(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    from meeple.games.seasons.state import move_marker

    move_marker(s, int(c))


def _servant(s: S, p: int) -> None:
    # PoD 16/20: in turn order from the summoner, players with 10+ crystals.
    # draw in turn order, then stack the choices so the summoner answers first
    drew = []
    for q in rules.turn_order(s, p):
        if s.crystals[q] >= 10:
            rules.add_gauge(s, q, 1)
            if rules.draw_to(s, q, s.looks[q], 1):
                drew.append(q)
    for q in reversed(drew):
        s.push("look", q, {"mode": "keep_or_discard"}, "PoD 16/20")


def _crafty(s: S, p: int) -> None:
    rules.draw_keep(s, p, 2)
    opps = _opponents(s, p)
    fewest = min(len(s.play[q]) for q in opps)
    among = [q for q in opps if len(s.play[q]) == fewest]
    if not s.hands[p]:
        return
    if len(among) == 1:
        s.push("give", p, {"to": among[0], "from": "hand"}, "PoD 20/20")
    else:
        s.push("opponent", p, {"why": "crafty", "among": among}, "PoD 20/20")


def _crafty_to(s: S, p: int, q: int) -> None:
    s.push("give", p, {"to": q, "from": "hand"}, "PoD 20/20")


def _mimicry(s: S, p: int) -> None:
    choices = (["hand"] if s.hands[p] else []) + (["play"] if len(s.play[p]) > 1 else [])
    if choices:
        s.push("choice", p, {"why": "mimic", "choices": choices}, "PoD 13/20")
    _crystals(s, p, 12)


def _mimic_choice(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "hand":
        s.push("hand", p, {"why": "discard"}, "PoD 13/20")
    else:
        s.push("sacrifice", p, {"skip": len(s.play[p]) - 1}, "PoD 13/20")


def _discard_from_hand(s: S, p: int, cid: int, data: dict[str, Any]) -> None:
    s.hands[p].remove(cid)
    s.discard.append(cid)
    s.emit("seasons.log.discard_card", {"seat": p, "card": card(cid)})


def _elemental(s: S, p: int) -> None:
    # Elemental Amulet (31): one effect per energy paid (all four when put into play).
    m = s.mask
    if m & 8:
        _crystals(s, p, 5)
    if m & 1:
        rules.add_gauge(s, p, 1)
    if m & 4:
        rules.draw_keep(s, p, 1)
    if m & 2:
        _gain(s, p, 2, "card 31")


def _onys(s: S, p: int) -> None:
    _crystals(s, p, 10)
    s.energy[p][1] += 1


def _minion(s: S, p: int) -> None:
    s.energy[p][0] += 1
    rules.add_gauge(s, p, 1)


def _sepulchral(s: S, p: int) -> None:
    # PoD 9/20: the top 3 cards of the discard (fewer if it holds fewer).
    k = min(3, len(s.discard))
    for _ in range(k):
        s.looks[p].append(s.discard.pop())
    if k:
        s.push("look", p, {"mode": "sepulchral"}, "PoD 9/20")


def _otus(s: S, p: int) -> None:
    got = rules.draw_to(s, p, s.oracle, s.num_players)
    s.emit("seasons.log.oracle", {"seat": p, "cards": [card(c) for c in s.oracle[-got:]] if got else []})


def _igramul(s: S, p: int) -> None:
    s.push("choice", p, {"why": "name", "choices": [str(c) for c in s.pool_ids]}, "PoD 21/20")


def _igramul_named(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    cid = int(c)
    hit = False
    for q in _opponents(s, p):
        k = s.hands[q].count(cid)
        s.emit("seasons.log.igramul", {"seat": q, "card": card(cid), "n": k})
        for _ in range(k):
            s.hands[q].remove(cid)
            s.discard.append(cid)
        hit = hit or k > 0
    if hit:
        # PoD 21/20: the named card's energy cost, once, even if several copies went.
        for e, n in enumerate(s.costs[cid][1:]):
            s.energy[p][e] += n


def _tangleweed(s: S, p: int) -> None:
    # PoD 17/20: lock one opponent familiar (none to lock: no effect).
    if any(s.C.cards[c[0]].familiar and not c[2] for q in _opponents(s, p) for c in s.play[q]):
        s.push("lock", p, {}, "PoD 17/20")


# ------------------------------------------------------------------ Enchanted Kingdom
def codex_target(s: S, cid: int) -> bool:
    """Selenia's Codex returns an item (not a Codex) whose cost has energy; under Nature
    Spirit every item's cost does (Lua FAQ)."""
    return not s.C.cards[cid].familiar and cid != 104 and (sum(s.costs[cid][1:]) > 0 or rules.spirit_extra(s) > 0)


def _codex(s: S, p: int) -> None:
    if any(codex_target(s, c[0]) for c in s.play[p]):
        s.push("return", p, {"codex": True}, "card 104")


def _throne(s: S, p: int) -> None:
    s.push("do", -1, {"why": "throne", "p": p, "c": ""}, "card 110")
    if s.hands[p]:
        s.push("hand", p, {"why": "discard"}, "card 110")


def _throne_rest(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    rules.draw_keep(s, p, 1)
    if s.bonus[p] > 0:
        s.bonus[p] -= 1


def _hawk(s: S, p: int) -> None:
    _crystals(s, p, 10)
    rules.add_gauge(s, p, 1)


def _warden(s: S, p: int) -> None:
    s.push("choice", p, {"why": "warden", "choices": ["energy", "card"]}, "card 119")


def _warden_choice(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    for q in reversed(rules.turn_order(s, p)):
        if c == "energy":
            n = min(4, sum(s.energy[q]))
            if n:
                s.push("drop", q, {"n": n}, "card 119")
        elif s.hands[q]:
            s.push("hand", q, {"why": "discard"}, "card 119")


def _ratty(s: S, p: int) -> None:
    for q in reversed(_opponents(s, p)):
        n = min(2, sum(s.energy[q]))
        if n:
            s.push("steal", p, {"from": q, "n": n}, "card 120")


def _amulet_time(s: S, p: int) -> None:
    # card 115: 2 energies, then discard any number X of cards and draw X
    s.push("time", p, {"k": 0}, "card 115")
    _gain(s, p, 2, "card 115")


def search(s: S, p: int, what: str, first: bool) -> None:
    """Scroll of Ishtar (105, what = "item<e>") and Familiar Catcher (108, "familiar"):
    reveal draw-pile cards until one matches; the others go to the discard pile.  The
    search stops once every card of the piles has been seen."""
    budget = len(s.deck) + len(s.discard)
    while budget > 0:
        rules.reshuffle(s)
        if not s.deck:
            return
        cid = s.deck.pop()
        budget -= 1
        c = s.C.cards[cid]
        hit = c.familiar if what == "familiar" else (not c.familiar and s.costs[cid][int(what[4:]) + 1] > 0)
        s.emit("seasons.log.reveal", {"seat": p, "card": card(cid)})
        if hit:
            s.looks[p].append(cid)
            s.push("look", p, {"mode": "search", "first": first, "what": what}, "card 105/108")
            return
        s.discard.append(cid)


def _scroll(s: S, p: int) -> None:
    s.push("choice", p, {"why": "scroll", "choices": ["0", "1", "2", "3"], "first": True}, "card 105")


def _scroll_named(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    search(s, p, f"item{c}", data["first"])


def raven_targets(s: S, p: int) -> list[tuple[int, int]]:
    """Opponents' magic items Raven can copy and whose cost its owner can pay."""
    return [(q, i) for q in _opponents(s, p) for i, c in enumerate(s.play[q])
            if not s.C.cards[c[0]].familiar and c[0] not in rules.UNCOPYABLE and c[0] != 31
            and rules.affordable(s, p, s.costs[c[0]])]


def _raven(s: S, p: int) -> None:
    if raven_targets(s, p):
        s.push("raven", p, {}, "card 118")


ON_PLAY: dict[int, Callable[[S, int], None]] = {
    1: lambda s, p: rules.add_gauge(s, p, 2),
    2: _amulet_fire,
    3: lambda s, p: _crystals(s, p, 9),
    7: _boots,
    9: _divine_chalice,
    10: _syllas,
    12: _naria,
    17: _amsug,
    18: lambda s, p: _gain(s, p, 2, "card 18"),
    21: _lewis,
    28: lambda s, p: _crystals(s, p, 3 * _count_items(s, p)),
    29: lambda s, p: _crystals(s, p, 20),
    36: _crown,
    38: _demon,
    40: _air_elemental,
    42: _cursed,
    43: lambda s, p: _crystals(s, p, 10),
    48: lambda s, p: _gain(s, p, _count_items(s, p), "card 48"),
    49: _sid,
    206: lambda s, p: rules.add_gauge(s, p, 2),
    213: _mimicry,
    216: _servant,
    220: _crafty,
    31: _elemental,
    50: _onys,
    218: _minion,
    209: _sepulchral,
    219: _otus,
    221: _igramul,
    4: lambda s, p: s.push("gain", p, {"n": 4, "onto": 4}, "card 4"),
    217: _tangleweed,
    104: _codex,
    118: _raven,
    105: _scroll,
    108: lambda s, p: search(s, p, "familiar", True),
    115: _amulet_time,
    110: _throne,
    117: _hawk,
    119: _warden,
    120: _ratty,
    302: lambda s, p: _crystals(s, p, 20),  # Orb of Ragfield (its cost rule: rules.hand_cost)
}


# ------------------------------------------------------------------ activations
def _no(s: S, p: int, slot: int) -> Variants:
    return [("", Msg("seasons.how.plain"))]


def _sacrifice_self(s: S, p: int, slot: int) -> None:
    cid = rules.remove_from_play(s, p, slot)
    s.emit("seasons.log.sacrifice", {"seat": p, "card": card(cid)})


def _by_energy(need: int) -> Callable[[S, int, int], Variants]:
    def variants(s: S, p: int, slot: int) -> Variants:
        return [(str(e), Msg("seasons.how.spend", {"n": need, "energy": energy_msg(e)}))
                for e in range(4) if rules.avail(s, p)[e] >= need]
    return variants


def _ishtar(s: S, p: int, slot: int, v: str) -> None:
    rules.take(s, p, int(v), 3)
    _crystals(s, p, 9)


def _kairn(s: S, p: int, slot: int, v: str) -> None:
    rules.take(s, p, int(v), 1)
    for q in _opponents(s, p):
        rules.lose_crystals(s, q, 4)


def _potion_power(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    rules.draw_keep(s, p, 1)
    rules.add_gauge(s, p, 2)


def _dreams_variants(s: S, p: int, slot: int) -> Variants:
    # the potion leaves play first, so its slot is free for the new card
    if len(s.play[p]) - 1 >= s.gauge[p]:
        return []
    return [(str(c), card(c)) for c in sorted(set(s.hands[p]))]


def _dreams(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    s.energy[p] = [0, 0, 0, 0]
    cid = int(v)
    s.hands[p].remove(cid)
    _put(s, p, cid)


def _potion_knowledge(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    _gain(s, p, 5, "card 25")


def _life(s: S, p: int) -> None:
    # Potion of Life: every reserve energy for 4 crystals, whatever the season.
    total = sum(s.energy[p])
    s.energy[p] = [0, 0, 0, 0]
    _crystals(s, p, 4 * total)
    if s.enchant == 3 and 4 * total >= 15:
        # PoD Maîtrise selon Io: 15+ crystals from one transmutation: look at the top card.
        _look(s, p, 1, "keep_or_discard", "PoD Maîtrise selon Io")


def _potion_life(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    _life(s, p)


def _tree_variants(s: S, p: int, slot: int) -> Variants:
    out: Variants = []
    if s.crystals[p] >= 3:
        out.append(("buy", Msg("seasons.how.tree_buy")))
    if not s.may_transmute:
        out += [(f"t{e}", Msg("seasons.how.tree_transmute", {"energy": energy_msg(e)}))
                for e in range(4) if rules.avail(s, p)[e]]
    return out


def _tree(s: S, p: int, slot: int, v: str) -> None:
    if v == "buy":
        s.crystals[p] -= 3
        _gain(s, p, 1, "card 32")
    else:
        rules.take(s, p, int(v[1:]), 1)
        s.may_transmute, s.io_only = True, False


def _skull_variants(s: S, p: int, slot: int) -> Variants:
    return _no(s, p, slot) if len(s.play[p]) >= 3 else []


def _skull(s: S, p: int, slot: int, v: str) -> None:
    # Dragon Skull: sacrifice 3 cards (itself allowed, as BGA), then 15 crystals.
    s.push("credit", -1, {"p": p, "crystals": 15}, "card 37")
    for _ in range(3):
        s.push("sacrifice", p, {}, "card 37")


def _idol(s: S, p: int, slot: int, v: str) -> None:
    _crystals(s, p, sum(1 for c in s.play[p] if s.C.cards[c[0]].familiar))


def _kriss_variants(s: S, p: int, slot: int) -> Variants:
    out: Variants = [(f"h{c}", Msg("seasons.how.kriss_hand", {"card": card(c)}))
                     for c in sorted(set(s.hands[p])) if s.C.cards[c].familiar]
    out += [(f"p{i}", Msg("seasons.how.kriss_play", {"card": card(c[0])}))
            for i, c in enumerate(s.play[p]) if s.C.cards[c[0]].familiar]
    return out


def _kriss(s: S, p: int, slot: int, v: str) -> None:
    if v[0] == "h":
        _discard_from_hand(s, p, int(v[1:]), {})
    else:
        _sacrifice_self(s, p, int(v[1:]))
    _gain(s, p, 4, "card 44")


def _mirror_variants(s: S, p: int, slot: int) -> Variants:
    out: Variants = []
    en = s.energy[p]
    for a in range(4):
        for x in range(1, min(en[a], s.crystals[p]) + 1):
            for b in range(4):
                if b != a:
                    out.append((f"{a}{b}{x}", Msg("seasons.how.mirror",
                                                  {"n": x, "a": energy_msg(a), "b": energy_msg(b)})))
    return out


def _mirror(s: S, p: int, slot: int, v: str) -> None:
    a, b, x = int(v[0]), int(v[1]), int(v[2:])
    s.crystals[p] -= x
    s.energy[p][a] -= x
    s.energy[p][b] += x


def _dragonsoul_variants(s: S, p: int, slot: int) -> Variants:
    if s.crystals[p] < 1:
        return []
    return [(str(i), card(c[0])) for i, c in enumerate(s.play[p]) if c[1] and c[0] != 201 and i != slot]


def _dragonsoul(s: S, p: int, slot: int, v: str) -> None:
    s.crystals[p] -= 1
    s.play[p][int(v)][1] = 0


def _magma(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    s.energy[p][2] += 3


def _replicator_variants(s: S, p: int, slot: int) -> Variants:
    ok = rules.avail(s, p)[1] and s.replicas and rules.can_add(s, p)
    return _no(s, p, slot) if ok else []


def _replicator(s: S, p: int, slot: int, v: str) -> None:
    rules.take(s, p, 1, 1)
    s.replicas -= 1
    _put(s, p, REPLICA)


def _harp(s: S, p: int, slot: int, v: str) -> None:
    rules.take(s, p, int(v), 2)
    _crystals(s, p, 3)
    rules.add_gauge(s, p, 1)


ANCIENTS = ("life", "draw", "gauge", "energy")


def _ancients_variants(s: S, p: int, slot: int) -> Variants:
    return [(f"{a}{b}", Msg("seasons.how.ancients", {"a": Msg(f"seasons.ancients.{ANCIENTS[a]}"),
                                                     "b": Msg(f"seasons.ancients.{ANCIENTS[b]}")}))
            for a in range(4) for b in range(4) if a != b]


def _ancients(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    # resolved in the chosen order: push the second first so the first runs on top
    for opt in (int(v[1]), int(v[0])):
        s.push("do", -1, {"why": "ancients_do", "p": p, "c": ANCIENTS[opt]}, "PoD 4/20")


def _ancients_do(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "life":
        _life(s, p)
    elif c == "draw":
        _look(s, p, 2, "keep_one", "PoD 4/20")
    elif c == "gauge":
        rules.add_gauge(s, p, 2)
    else:
        _gain(s, p, 4, "PoD 4/20")


def _sac_variants(s: S, p: int, slot: int) -> Variants:
    return _no(s, p, slot)


def _pass_variants(need: int) -> Callable[[S, int, int], Variants]:
    def variants(s: S, p: int, slot: int) -> Variants:
        return _no(s, p, slot) if rules.avail(s, p)[need] else []
    return variants


def _pass_left(need: int) -> Callable[[S, int, int, str], None]:
    """Damned Soul of Onys / Io's Minion: pay 1 energy, hand the card, straightened,
    to the left neighbour's play area (no gauge check: it stays in play)."""
    def resolve(s: S, p: int, slot: int, v: str) -> None:
        rules.take(s, p, need, 1)
        entry = s.play[p].pop(slot)
        entry[1] = 0
        q = rules.next_seat(s, p)
        s.play[q].append(entry)
        s.emit("seasons.log.pass_card", {"seat": p, "card": card(entry[0]), "to": Msg("core.player", {"seat": q + 1})})
    return resolve


def _chalice_variants(s: S, p: int, slot: int) -> Variants:
    return _no(s, p, slot) if s.play[p][slot][2] >= 4 else []


def _chalice(s: S, p: int, slot: int, v: str) -> None:
    s.play[p][slot][2] -= 4
    _look(s, p, 4, "play_one", "PoD 7/20")


def _orb_variants(s: S, p: int, slot: int) -> Variants:
    if not (s.deck or s.discard):
        return []
    out: Variants = [("look", Msg("seasons.how.orb_look"))]
    if s.crystals[p] >= 3:
        out.append(("burn", Msg("seasons.how.orb_burn")))
    return out


def _orb(s: S, p: int, slot: int, v: str) -> None:
    if v == "look":
        _look(s, p, 1, "orb", "card 34")
        return
    s.crystals[p] -= 3
    rules.reshuffle(s)
    if s.deck:
        s.discard.append(s.deck.pop())


def _staff_variants(s: S, p: int, slot: int) -> Variants:
    return [(str(c), Msg("seasons.how.staff", {"card": card(c)}))
            for c in sorted(set(s.hands[p])) if not s.C.cards[c].familiar]


def _staff_winter(s: S, p: int, slot: int, v: str) -> None:
    _discard_from_hand(s, p, int(v), {})
    _gain(s, p, 3, "PoD 8/20")


def _cauldron_variants(s: S, p: int, slot: int) -> Variants:
    return [(str(e), Msg("seasons.how.spend", {"n": 1, "energy": energy_msg(e)})) for e in range(4) if s.energy[p][e]]


def _cauldron(s: S, p: int, slot: int, v: str) -> None:
    # Glutton Cauldron (35): one token onto it; at 7 it gives them back with 15 crystals.
    entry = s.play[p][slot]
    e = int(v)
    s.energy[p][e] -= 1
    entry[3 + e] += 1
    entry[2] += 1
    if entry[2] >= 7:
        stored = entry[3:7]
        _sacrifice_self(s, p, slot)
        for k in range(4):
            s.energy[p][k] += stored[k]
        _crystals(s, p, 15)


def _resurrection(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    for _ in range(min(5, len(s.discard))):
        s.looks[p].append(s.discard.pop())
    if s.looks[p]:
        s.push("look", p, {"mode": "resurrect"}, "card 111")


def _jewel_variants(s: S, p: int, slot: int) -> Variants:
    return [(str(e), Msg("seasons.how.spend", {"n": 3, "energy": energy_msg(e)})) for e in range(4)
            if s.energy[p][e] >= 3]


def _jewel(s: S, p: int, slot: int, v: str) -> None:
    s.energy[p][int(v)] -= 3
    s.play[p][slot][2] += 1


def _telescope_variants(s: S, p: int, slot: int) -> Variants:
    return _no(s, p, slot) if s.crystals[p] >= 2 and (s.deck or s.discard) else []


def _telescope(s: S, p: int, slot: int, v: str) -> None:
    s.crystals[p] -= 2
    _look(s, p, 3, "stack", "card 116")


def _hawk_fly(s: S, p: int, slot: int, v: str) -> None:
    _sacrifice_self(s, p, slot)
    for q in _opponents(s, p):
        rules.add_gauge(s, q, -1)
        rules.gain_crystals(s, q, 6)


def _monolith_round(s: S, p: int, slot: int) -> None:
    en = s.energy[p]
    if sum(en):
        nth = sum(1 for c in s.play[p][:slot] if c[0] == 103)
        s.push("choice", p, {"why": "monolith_store", "choices": ["no"] + [str(e) for e in range(4) if en[e]],
                             "nth": nth}, "card 103")


def _monolith_store(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    stones = [entry for entry in s.play[p] if entry[0] == 103]
    if c != "no" and data["nth"] < len(stones) and s.energy[p][int(c)]:
        s.energy[p][int(c)] -= 1
        stones[data["nth"]][3 + int(c)] += 1
        stones[data["nth"]][2] += 1


def _monolith_variants(s: S, p: int, slot: int) -> Variants:
    return _no(s, p, slot) if s.play[p][slot][2] else []


def _monolith(s: S, p: int, slot: int, v: str) -> None:
    _monolith_ask(s, p, slot, first=True)


def _monolith_ask(s: S, p: int, slot: int, first: bool) -> None:
    entry = s.play[p][slot]
    choices = [str(e) for e in range(4) if entry[3 + e]] + ([] if first else ["done"])
    if choices and choices != ["done"]:
        s.push("choice", p, {"why": "monolith", "choices": choices, "slot": slot}, "card 103")


def _monolith_back(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    # Fairy Monolith: any number (at least 1) of its tokens back to the reserve.
    if c == "done":
        return
    entry = s.play[p][data["slot"]]
    entry[3 + int(c)] -= 1
    entry[2] -= 1
    s.energy[p][int(c)] += 1
    _monolith_ask(s, p, data["slot"], first=False)


ACTIVATIONS: dict[int, tuple[Callable[[S, int, int], Variants], Callable[[S, int, int, str], None]]] = {
    5: (_by_energy(3), _ishtar),
    16: (_by_energy(1), _kairn),
    23: (_sac_variants, _potion_power),
    24: (_dreams_variants, _dreams),
    25: (_sac_variants, _potion_knowledge),
    26: (_sac_variants, _potion_life),
    32: (_tree_variants, _tree),
    37: (_skull_variants, _skull),
    43: (_no, _idol),
    44: (_kriss_variants, _kriss),
    47: (_mirror_variants, _mirror),
    201: (_dragonsoul_variants, _dragonsoul),
    202: (_sac_variants, _magma),
    204: (_ancients_variants, _ancients),
    210: (_replicator_variants, _replicator),
    211: (_by_energy(2), _harp),
    50: (_pass_variants(1), _pass_left(1)),
    218: (_pass_variants(0), _pass_left(0)),
    207: (_chalice_variants, _chalice),
    34: (_orb_variants, _orb),
    208: (_staff_variants, _staff_winter),
    35: (_cauldron_variants, _cauldron),
    111: (_sac_variants, _resurrection),
    103: (_monolith_variants, _monolith),
    112: (_jewel_variants, _jewel),
    116: (_telescope_variants, _telescope),
    117: (_sac_variants, _hawk_fly),
}


# ------------------------------------------------------------------ end of round
def _chest(s: S, p: int, slot: int) -> None:
    if sum(s.energy[p]) >= 4:
        _crystals(s, p, 3)


def _horn(s: S, p: int, slot: int) -> None:
    if sum(s.energy[p]) <= 1:
        _gain(s, p, 1, "card 14")


def _titus(s: S, p: int, slot: int) -> None:
    broke = False
    for q in _opponents(s, p):
        if s.crystals[q] == 0:
            broke = True
        else:
            rules.give_crystals(s, q, p, 1)
    if broke:
        _sacrifice_self(s, p, slot)


def _fountain(s: S, p: int, slot: int) -> None:
    if not s.hands[p]:
        _crystals(s, p, 3)


def _onys_round(s: S, p: int, slot: int) -> None:
    rules.lose_crystals(s, p, 3)


def _carnivora(s: S, p: int, slot: int) -> None:
    if not sum(s.energy[p]):
        _look(s, p, 1, "carnivora", "PoD 14/20")


def _chalice_round(s: S, p: int, slot: int) -> None:
    en = s.energy[p]
    if sum(en):
        nth = sum(1 for c in s.play[p][:slot] if c[0] == 207)
        s.push("choice", p, {"why": "chalice", "choices": ["no"] + [str(e) for e in range(4) if en[e]], "nth": nth},
               "PoD 7/20")


def _heart(s: S, p: int, slot: int) -> None:
    entry = s.play[p][slot]
    s.energy[p][3] += entry[2]
    entry[2] = 0


def _horn_plenty(s: S, p: int, slot: int) -> None:
    av = rules.avail(s, p)
    if sum(av):
        s.push("choice", p, {"why": "plenty", "choices": [str(e) for e in range(4) if av[e]]}, "card 102")


def _plenty(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    e = int(c)
    rules.take(s, p, e, 1)
    if e == 3:
        _crystals(s, p, 5)


END_ROUND: dict[int, Callable[[S, int, int], None]] = {
    103: _monolith_round,
    109: lambda s, p, slot: _crystals(s, p, 2) if s.io_used[p] else None,
    101: _heart, 102: _horn_plenty, 106: lambda s, p, slot: _crystals(s, p, 3), 13: _chest, 14: _horn, 39: _titus,
    205: _fountain, 50: _onys_round, 214: _carnivora, 207: _chalice_round,
}


# ------------------------------------------------------------------ season change
def _figrim(s: S, p: int) -> None:
    for q in _opponents(s, p):
        rules.give_crystals(s, q, p, 1)


def _statue(s: S, p: int) -> None:
    s.push("choice", p, {"why": "statue", "choices": ["energy", "crystals"]}, "card 107")


def _statue_choice(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "energy":
        _gain(s, p, 1, "card 107")
    else:
        _crystals(s, p, 2)
        _look(s, p, 1, "peek", "card 107")


def _steadfast(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "gauge":
        rules.add_gauge(s, p, 1)
    elif c == "energy":
        _gain(s, p, 1, "card 114")
    else:
        s.may_transmute, s.io_only = True, False


SEASON_CHANGE: dict[int, Callable[[S, int], None]] = {
    107: _statue,
    11: _figrim,
    27: lambda s, p: _gain(s, p, 1, "card 27"),
}


# ------------------------------------------------------------------ follow-up answers
def _ring(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "crystals":
        _crystals(s, p, 4)
    else:
        _gain(s, p, 1, "PoD 12/20")


def _dial(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "yes" and s.leftover is not None:
        s.leftover[1] = s.rng.randrange(6)
        s.emit("seasons.log.reroll", {"seat": p})


def _tailwind(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "yes":
        s.energy[p][0] -= 1
        _crystals(s, p, 4)


def _chalice_store(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "no" or not s.energy[p][int(c)]:
        return
    chalices = [entry for entry in s.play[p] if entry[0] == 207]
    if data["nth"] < len(chalices):
        s.energy[p][int(c)] -= 1
        chalices[data["nth"]][2] += 1


def _cage(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    cid = data["cid"]
    row = s.play[p]
    idx = max(i for i, entry in enumerate(row) if entry[0] == cid)
    if c == "discard":
        # the incoming card goes to the discard pile without any effect
        row.pop(idx)
        if cid != REPLICA:
            s.discard.append(cid)
        s.emit("seasons.log.caged", {"seat": p, "card": card(cid)})
        return
    s.push("do", -1, {"why": "onplay", "p": p, "c": str(cid)}, "PoD 15/20")
    s.push("sacrifice", p, {"skip": idx}, "PoD 15/20")


def _onplay(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    from meeple.games.seasons.state import on_play

    on_play(s, p, int(c))


def _arus(s: S, p: int, cid: int, data: dict[str, Any]) -> None:
    s.hands[p].remove(cid)
    s.looks[p].append(cid)


# ------------------------------------------------------------------ Enchanted Kingdom tokens and enchantments
def sacrifice_or_discard(s: S, p: int, rule: str) -> None:
    """Sacrifice a card in play or discard a card from the hand (the seat's choice when
    both are possible): token 2, Argos' Embrace, Drought."""
    choices = (["hand"] if s.hands[p] else []) + (["play"] if s.play[p] else [])
    if len(choices) == 2:
        s.push("choice", p, {"why": "shed", "choices": choices}, rule)
    elif choices:
        _shed(s, p, choices[0], {})


def _shed(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "hand":
        s.push("hand", p, {"why": "discard"}, "EK")
    else:
        s.push("sacrifice", p, {}, "EK")


def _token_marker(s: S, p: int) -> None:
    # EK token 10: the season marker moves exactly 2 spaces (the token's text; BGA allows 1).
    pos = (s.year - 1) * 12 + s.month
    s.push("choice", p, {"why": "boots", "choices": ["+2"] + (["-2"] if pos >= 2 else [])}, "EK jeton 10")


def _token_hands(s: S, p: int) -> None:
    # EK token 11: the other hands are shown to this seat only (through its log).
    for q in _opponents(s, p):
        s.emit("seasons.log.hand_seen", {"seat": p, "other": Msg("core.player", {"seat": q + 1}),
                                         "cards": [card(c) for c in s.hands[q]]}, seen_by=(p,),
               redacted=Msg("seasons.log.hand_seen_hidden", {"who": Msg("core.player", {"seat": p + 1}),
                                                             "other": Msg("core.player", {"seat": q + 1})}))


def _token_transmute(s: S, p: int) -> None:
    # EK token 6: permission to transmute and +1 crystal per energy, like the transmute bonus.
    s.may_transmute, s.io_only = True, False
    s.trans_bonus += 1


def _token_water(s: S, p: int) -> None:
    rules.take(s, p, 1, 4)  # EK token 8: 4 water back to the stock (an Amulet of Water's count, FAQ)


TOKENS: dict[int, Callable[[S, int], None]] = {
    1: lambda s, p: _look(s, p, 1, "keep_or_discard", "EK jeton 1"),
    2: lambda s, p: sacrifice_or_discard(s, p, "EK jeton 2"),
    3: lambda s, p: _gain(s, p, 2, "EK jeton 3"),
    4: lambda s, p: rules.add_gauge(s, p, -1),
    6: _token_transmute,
    7: lambda s, p: _crystals(s, p, 12),
    8: _token_water,
    9: lambda s, p: rules.add_gauge(s, p, 2),
    10: _token_marker,
    11: _token_hands,
    12: lambda s, p: _look(s, p, 3, "stack", "EK jeton 12"),
}
HAND_BONUS_TOKEN = 5  # EK token 5 (permanent): each card left in hand scores +3 instead of -5
HAND_BONUS = 3


def embrace(s: S, p: int) -> None:
    """EK Argos' Embrace: a seat that kept new cards in hand loses 5 crystals, or (with 4
    or fewer) sacrifices a card or discards one from the hand (the new card may go)."""
    if s.crystals[p] >= 5:
        rules.lose_crystals(s, p, 5)
        s.emit("seasons.log.embrace", {"seat": p})
    else:
        sacrifice_or_discard(s, p, "EK Étreinte d'Argos")


def drought(s: S) -> None:
    """EK Drought: entering summer, the one seat with the most crystals sacrifices a card
    or lowers its reserve limit by 1 for good (no card in play: the reserve)."""
    best = max(s.crystals)
    leaders = [q for q in range(s.num_players) if s.crystals[q] == best]
    if len(leaders) != 1:
        return
    p = leaders[0]
    if s.play[p]:
        s.push("choice", p, {"why": "drought", "choices": ["sacrifice", "reserve"]}, "EK Sécheresse")
    else:
        _drought_choice(s, p, "reserve", {})


def _drought_choice(s: S, p: int, c: str, data: dict[str, Any]) -> None:
    if c == "sacrifice":
        s.push("sacrifice", p, {}, "EK Sécheresse")
    else:
        s.drought[p] += 1
        s.emit("seasons.log.drought", {"seat": p, "n": rules.limit(s, p)})


CHOICES: dict[str, Callable[[S, int, str, dict[str, Any]], None]] = {
    "shed": _shed, "drought": _drought_choice,
    "scroll": _scroll_named, "monolith_store": _monolith_store, "monolith": _monolith_back,
    "chalice": _chalice_store, "throne": _throne_rest, "warden": _warden_choice, "plenty": _plenty,
    "statue": _statue_choice, "steadfast": _steadfast, "cage": _cage, "onplay": _onplay, "name": _igramul_named,
    "crown": _crown_choice, "boots": _boots_choice, "mimic": _mimic_choice, "ancients_do": _ancients_do,
    "ring": _ring, "dial": _dial, "tailwind": _tailwind,
}
HAND_CHOSEN: dict[str, Callable[[S, int, int, dict[str, Any]], None]] = {
    "crown": _crown_discard, "discard": _discard_from_hand, "arus": _arus,
}
HAND_FILTER: dict[str, Callable[[S, int], bool]] = {}
OPPONENT_CHOSEN: dict[str, Callable[[S, int, int], None]] = {"lewis": _lewis_copy, "crafty": _crafty_to}

# Every card whose only effects are coded elsewhere (permanent rules, scoring) or that has none.
PASSIVE: frozenset[int] = frozenset({6, 8, 11, 13, 14, 18, 19, 20, 22, 27, 30, 33, 39, 41, 45, 46, 202, 203, 205,
                                     206, 212, 215, REPLICA})


def coded(cid: int) -> bool:
    return cid in ON_PLAY or cid in ACTIVATIONS or cid in PASSIVE


_UNUSED: tuple[type, ...] = (SeasonsData,)
