"""A round's dice and a seat's turn: die choice, die resolution (or its
replacements), the free actions, summoning and entering play (base 5.1-5.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core import Action, Decision
from meeple.core.i18n import Msg
from meeple.games.seasons import cards, rules
from meeple.games.seasons.model import GAUGE_MAX, MAX_BONUS, REPLICA
from meeple.games.seasons.rules import (
    DESTINY_ENCHANTMENTS,
    ENTANGLING_ROOTS,
    FERTILE_GRAVE,
    FORCE_OF_DESTINY,
    OLAF_KNOWLEDGE,
    VISION_OF_DESTINY,
    act,
    card,
    energy_msg,
)

if TYPE_CHECKING:
    from meeple.games.seasons.state import SeasonsState


def _opt_die(s: SeasonsState, d: Decision) -> list[Action]:
    out = []
    for i, die in enumerate(s.pool):
        f = s.face(die)
        out.append(act(f"die:{i}", "seasons.act.die", {"face": face_msg(f)}))
    return out


_FACE_MSGS: dict[int, Msg] = {}


def face_msg(f: Any) -> Msg:
    """The text of a die face (faces are immutable content: built once each)."""
    m = _FACE_MSGS.get(id(f))
    if m is None:
        m = _FACE_MSGS[id(f)] = _face_msg(f)
    return m


def _face_msg(f: Any) -> Msg:
    parts: list[Any] = [Msg("seasons.energy_n", {"n": n, "energy": energy_msg(e)}) for e, n in enumerate(f.energies)
                        if n]
    if f.crystals:
        parts.append(Msg("seasons.crystals_n", {"n": f.crystals}))
    if f.gauge:
        parts.append(Msg("seasons.sym.gauge"))
    if f.draw:
        parts.append(Msg("seasons.sym.draw"))
    if f.transmute:
        parts.append(Msg("seasons.sym.transmute"))
    parts.append(Msg("seasons.sym.steps", {"n": f.steps}))
    return Msg("seasons.face", {"parts": parts})


def _res_die(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    i = int(a.id.split(":")[1])
    die = s.pool.pop(i)
    s.taken[d.player] = die
    s.emit("seasons.log.die", {"seat": d.player, "face": face_msg(s.face(die))})
    if len(s.pool) == 1:
        s.leftover = s.pool[0]


def _res_start_turn(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    s.turn_player = p
    s.may_transmute, s.trans_bonus, s.draw_pending, s.draw_die = False, 0, False, False
    s.oracle_used = False
    s.turn_acts = 0
    s.io_only = False
    s.turn_summons, s.vision_used = 0, False
    s.push("main", p, rule="base 5.3")
    opts = ["season"]
    if malice_slot(s, p) >= 0:
        opts.append("malice")
    if rules.owns(s, p, 114):
        opts.append("steadfast")
    if s.enchant in DESTINY_ENCHANTMENTS:
        opts.append("destiny")
    if s.token[p] == 17 and not s.token_used[p]:
        opts.append("reroll")
    if len(opts) > 1:
        s.push("pre_die", p, rule="base 5.3.1")
    else:
        resolve_season_die(s, p)


def resolve_season_die(s: SeasonsState, p: int) -> None:
    """base 5.2: take the die's energies, crystals and gauge; note draw and transmute."""
    die = s.taken[p]
    assert die is not None
    f = s.face(die)
    for e in range(4):
        s.energy[p][e] += f.energies[e]
    rules.gain_crystals(s, p, f.crystals)
    if f.gauge:
        rules.add_gauge(s, p, 1)
    s.may_transmute = f.transmute
    s.draw_pending = s.draw_die = f.draw
    if not f.transmute and f.crystals and rules.owns(s, p, 109):
        # Io's Transmuter: a die that gives crystals also allows transmuting.
        s.may_transmute = s.io_only = True


def _opt_pre_die(s: SeasonsState, d: Decision) -> list[Action]:
    p = d.player
    out = [act("season", "seasons.act.season_die")]
    if s.enchant in DESTINY_ENCHANTMENTS:
        out.append(act("destiny", "seasons.act.destiny_die"))
    if s.token[p] == 17 and not s.token_used[p]:
        out.append(act("reroll", "seasons.act.token17"))
    if malice_slot(s, p) >= 0:
        out.append(act("malice", "seasons.act.malice"))
    if rules.owns(s, p, 114):
        out.append(act("steadfast", "seasons.act.steadfast"))
    return out


def malice_slot(s: SeasonsState, p: int) -> int:
    """Die of Malice (15): an untapped one may reroll the die before it resolves."""
    for i, entry in enumerate(s.play[p]):
        if entry[0] == 15 and not entry[1]:
            return i
    return -1


def fairies(s: SeasonsState, p: int) -> None:
    """Thieving Fairies (41): an opponent's activation costs them 1 crystal (what they
    have, taken after the activation's own crystal cost), +1 from the bank."""
    for q in range(s.num_players):
        if q != p:
            for _ in range(rules.count_owned(s, q, 41)):
                rules.give_crystals(s, p, q, 1)
                rules.gain_crystals(s, q, 1)


def roll_destiny(s: SeasonsState, p: int) -> None:
    """PoD, Dé du Destin: resolve one face; Force of Destiny adds 3 crystals."""
    en, cr, ga, pts = s.C.destiny[s.rng.randrange(6)]
    s.destiny[p] += pts
    rules.gain_crystals(s, p, cr + (3 if s.enchant == FORCE_OF_DESTINY else 0))
    rules.add_gauge(s, p, ga)
    s.emit("seasons.log.destiny", {"seat": p, "points": pts})
    if en:
        s.push("gain", p, {"n": en}, "PoD dé du Destin")


def _res_pre_die(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    if a.id == "destiny":
        roll_destiny(s, p)
    elif a.id == "steadfast":
        # Steadfast Die (114): ignore the die for one of gauge +1, 1 energy, transmutation.
        s.push("choice", p, {"why": "steadfast", "choices": ["gauge", "energy", "transmute"]}, "card 114")
    elif a.id == "malice":
        slot = malice_slot(s, p)
        s.play[p][slot][1] = 1
        die = s.taken[p]
        assert die is not None
        die[1] = s.rng.randrange(6)
        s.emit("seasons.log.activate", {"seat": p, "card": card(15)})
        rules.gain_crystals(s, p, 2)
        fairies(s, p)
        resolve_season_die(s, p)
    elif a.id == "reroll":
        # Token 17: reroll the season die before resolving it.
        s.token_used[p] = True
        die = s.taken[p]
        assert die is not None
        die[1] = s.rng.randrange(6)
        s.emit("seasons.log.token", {"seat": p, "n": 17})
        resolve_season_die(s, p)
    else:
        resolve_season_die(s, p)


# ----------------------------------------------------------------- the main turn decision
def _opt_main(s: SeasonsState, d: Decision) -> list[Action]:
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
    if s.hands[p] and may_summon:
        toll = rules.leech_toll(s, p)
        fortune = rules.owns(s, p, 20)
        orb = rules.owns(s, p, rules.ORB_OF_RAGFIELD)
        for cid in sorted(set(s.hands[p])):
            if cid == 31:
                out += _elemental_amulet(s, p, toll, extra)
                continue
            cost = rules.hand_cost(s, p, cid, orb)
            if rules.affordable(s, p, cost, toll, extra):
                out.append(_summon_action(cid))
            if fortune and sum(cost[1:]) + extra > 1:
                # Hand of Fortune: 1 energy less, never below 1 energy.
                for e in range(4):
                    if cost[e + 1] and rules.affordable(
                            s, p, tuple(c - (1 if k == e + 1 else 0) for k, c in enumerate(cost)),  # type: ignore[arg-type]
                            toll, extra):
                        out.append(act(f"summon:{cid}:r{e}", "seasons.act.summon_fortune",
                                       {"card": card(cid), "energy": energy_msg(e)}))
                if extra and rules.affordable(s, p, cost, toll):
                    # card 20 FAQ: the Hand may cancel Nature Spirit's extra energy instead.
                    out.append(act(f"summon:{cid}:rx", "seasons.act.summon_fortune_spirit", {"card": card(cid)}))
    if s.oracle and not s.oracle_used and may_summon:
        toll = rules.leech_toll(s, p)
        for cid in sorted(set(s.oracle)):
            if cid != 31 and rules.affordable(s, p, s.costs[cid], toll, extra):
                out.append(act(f"oracle:{cid}", "seasons.act.oracle", {"card": card(cid)}))
    if s.enchant == FERTILE_GRAVE and not s.grave_used[p] and s.discard and may_summon:
        out.append(act("grave", "seasons.act.grave"))
    for slot, entry in enumerate(s.play[p]):
        eff = rules.effective(entry)
        if not entry[1] and eff in cards.ACTIVATIONS and not (entry[2] and rules.locked(s, entry)):
            for variant, params in cards.ACTIVATIONS[eff][0](s, p, slot):
                aid = f"act:{slot}" if not variant else f"act:{slot}:{variant}"
                out.append(Action(aid, "seasons.act.activate", {"card": card(entry[0]), "how": params}))
    if s.may_transmute:
        av = rules.avail(s, p)
        for e in range(4):
            if av[e]:
                out.append(act(f"tr:{e}", "seasons.act.transmute",
                               {"energy": energy_msg(e), "n": rules.transmute_value(s, p, e)}))
    if s.bonus[p] < MAX_BONUS:
        if sum(en):
            out.append(act("bonus:exchange", "seasons.act.bonus_exchange"))
        out.append(act("bonus:transmute", "seasons.act.bonus_transmute"))
        if s.gauge[p] < GAUGE_MAX:
            out.append(act("bonus:gauge", "seasons.act.bonus_gauge"))
        if s.draw_pending:
            out.append(act("bonus:draw2", "seasons.act.bonus_draw2"))
        if s.enchant == OLAF_KNOWLEDGE and (s.deck or s.discard):
            out.append(act("bonus:olaf", "seasons.act.bonus_olaf"))
    if s.enchant == VISION_OF_DESTINY and not s.vision_used and s.deck and s.crystals[p] >= 5:
        out.append(act("vision", "seasons.act.vision", {"card": card(s.deck[-1])}))
    tok = s.token[p]
    if tok and not s.token_used[p] and token_usable(s, p, tok):
        out.append(act("token", "seasons.act.token", {"n": tok, "what": Msg(f"seasons.token.{tok}")}))
    return out


_SUMMONS: dict[int, Action] = {}


def _summon_action(cid: int) -> Action:
    a = _SUMMONS.get(cid)
    if a is None:
        a = _SUMMONS[cid] = Action(f"summon:{cid}", "seasons.act.summon", {"card": card(cid)})
    return a


def _elemental_amulet(s: SeasonsState, p: int, toll: int, extra: int) -> list[Action]:
    """Elemental Amulet (31): pay any non-empty subset of one energy of each type."""
    if s.crystals[p] < toll:
        return []
    en = s.energy[p]
    out = []
    for mask in range(1, 16):
        if all(en[e] for e in range(4) if mask >> e & 1) and sum(en) - bin(mask).count("1") >= extra:
            paid = [energy_msg(e) for e in range(4) if mask >> e & 1]
            out.append(act(f"summon:31:m{mask}", "seasons.act.summon_amulet", {"card": card(31), "paid": paid}))
    return out


def token_usable(s: SeasonsState, p: int, tok: int) -> bool:
    """Whether the token's effect can do anything now (5 is permanent, 17 is used
    before the die)."""
    if tok in (3, 6, 7, 10, 11):
        return True
    if tok in (1, 12):
        return bool(s.deck or s.discard)
    if tok == 2:
        return bool(s.play[p] or s.hands[p])
    if tok == 4:
        # EK token 4 (FAQ): the gauge may not drop below the cards in play.
        return s.gauge[p] > len(s.play[p])
    if tok == 8:
        return rules.avail(s, p)[1] >= 4  # water on an Amulet of Water counts (FAQ)
    if tok == 9:
        return s.gauge[p] < GAUGE_MAX
    if tok == 13:
        return bool(s.discard)
    if tok == 14:
        return s.bonus[p] > 0
    if tok == 15:
        return s.energy[p][2] >= 5
    if tok == 16:
        return s.enchant in DESTINY_ENCHANTMENTS
    if tok == 18:
        return s.year < 3 and bool(s.lib2[p] or s.lib3[p])
    return False


def _res_main(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    aid = a.id
    if aid == "end":
        # BGA straightens the player's cards after their turn (moment unconfirmed, base 5.6).
        for entry in s.play[p]:
            entry[1] = 0
        s.emit("seasons.log.end_turn", {"seat": p})
        return
    s.push("main", p, rule=d.rule)
    head, _, rest = aid.partition(":")
    if aid == "draw":
        s.draw_pending = False
        if rules.draw_to(s, p, s.looks[p], 1):
            s.push("look", p, {"mode": "keep_or_discard"}, "base 5.2")
    elif head == "summon":
        parts = rest.split(":")
        cid = int(parts[0])
        if cid == 31:
            mask = int(parts[1][1:])
            summon(s, p, cid, cost=(0, *(1 if mask >> e & 1 else 0 for e in range(4))), mask=mask)  # type: ignore[arg-type]
        else:
            cost = rules.hand_cost(s, p, cid, rules.owns(s, p, rules.ORB_OF_RAGFIELD))
            if len(parts) > 1 and parts[1] == "rx":
                summon(s, p, cid, cost=cost, extra=0)  # Hand of Fortune cancels Nature Spirit's extra energy
            else:
                summon(s, p, cid, reduce=int(parts[1][1:]) if len(parts) > 1 else -1, cost=cost)
    elif head == "oracle":
        # PoD 19/20: at most one of Otus's cards per turn, summoned as from the hand.
        cid = int(rest)
        s.oracle.remove(cid)
        s.oracle_used = True
        s.hands[p].append(cid)
        summon(s, p, cid)
    elif aid == "grave":
        # PoD Tombeau fertile: once per game, look at the discard and maybe summon one card.
        s.grave_used[p] = True
        s.looks[p].extend(s.discard)
        s.discard.clear()
        s.push("look", p, {"mode": "grave"}, "PoD Tombeau fertile")
    elif head == "act":
        parts = rest.split(":", 1)
        slot = int(parts[0])
        entry = s.play[p][slot]
        entry[1] = 1
        cid = entry[0]
        s.emit("seasons.log.activate", {"seat": p, "card": card(cid)})
        if s.turn_acts == 0:
            # Heart of Argos (101): the first activation of the turn puts 1 earth on it.
            for heart in s.play[p]:
                if heart[0] == 101:
                    heart[2] += 1
        s.turn_acts += 1
        cards.ACTIVATIONS[rules.effective(entry)][1](s, p, slot, parts[1] if len(parts) > 1 else "")
        fairies(s, p)
    elif head == "tr":
        e = int(rest)
        value = rules.transmute_value(s, p, e)
        rules.take(s, p, e, 1)
        rules.gain_crystals(s, p, value)
        if s.io_only:
            s.io_used[p] = True
        s.emit("seasons.log.transmute", {"seat": p, "energy": energy_msg(e), "n": value})
    elif head == "bonus":
        s.bonus[p] += 1
        s.emit("seasons.log.bonus", {"seat": p, "bonus": Msg(f"seasons.bonus.{rest}")})
        if rest == "olaf":
            # EK Olaf's Knowledge: a fifth bonus, draw 1 card (it may be discarded).
            if rules.draw_to(s, p, s.looks[p], 1):
                s.push("look", p, {"mode": "keep_or_discard"}, "EK Savoir d'Olaf")
        elif rest == "exchange":
            s.push("exchange", p, {"k": 0}, "base 5.7")
        elif rest == "transmute":
            s.may_transmute, s.io_only = True, False
            s.trans_bonus += 1
        elif rest == "gauge":
            rules.add_gauge(s, p, 1)
        else:
            s.draw_pending = False
            if rules.draw_to(s, p, s.looks[p], 2):
                s.push("look", p, {"mode": "keep_one"}, "base 5.7")
    elif aid == "token":
        use_token(s, p)
    elif aid == "vision":
        # EK Vision of Destiny: 5 crystals send the top face-up card to the discard pile.
        s.vision_used = True
        rules.lose_crystals(s, p, 5)
        cid = s.deck.pop()
        s.discard.append(cid)
        s.emit("seasons.log.vision", {"seat": p, "card": card(cid)})


def use_token(s: SeasonsState, p: int) -> None:
    """Special ability tokens (used once, then flipped: the back is scored).  EK tokens
    1-12 (Enchanted Kingdom rules, page 2), PoD tokens 13-18."""
    tok = s.token[p]
    s.token_used[p] = True
    s.emit("seasons.log.token", {"seat": p, "n": tok})
    if tok <= 12:
        cards.TOKENS[tok](s, p)
    elif tok == 13:
        s.hands[p].append(s.discard.pop())
    elif tok == 14:
        s.bonus[p] -= 1
    elif tok == 15:
        s.energy[p][2] -= 5
        rules.draw_keep(s, p, 1)
    elif tok == 16:
        roll_destiny(s, p)
    elif tok == 18:
        s.push("token18", p, rule="PoD jeton 18")


def summon(s: SeasonsState, p: int, cid: int, reduce: int = -1,
           cost: tuple[int, int, int, int, int] | None = None, mask: int = 15, extra: int = -1) -> None:
    """base 5.5: pay the Leech toll and the cost, then the card enters play.  ``extra``:
    energies of the summoner's choice owed on top (-1: Nature Spirit's, if in play)."""
    for q in range(s.num_players):
        if q != p:
            for _ in range(rules.count_owned(s, q, 33)):
                rules.give_crystals(s, p, q, 1)
    owed = rules.pay_cost(s, p, s.costs[cid] if cost is None else cost, reduce)
    owed += rules.spirit_extra(s) if extra < 0 else extra
    s.turn_summons += 1
    s.hands[p].remove(cid)
    if owed:
        s.looks[p].append(cid)  # held aside while the rest of the cost is chosen
        s.push("finish_summon", -1, {"p": p, "cid": cid, "mask": mask})
        s.push("spend", p, {"n": owed}, "PoD 8/20, EK Esprit de la nature")
        return
    finish_summon(s, p, cid, mask)


def _res_finish_summon(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    # (a determinized copy may have re-dealt the held card: the summoned one is public)
    held = s.looks[p]
    held.remove(d.data["cid"] if d.data["cid"] in held else held[-1])
    finish_summon(s, p, d.data["cid"], d.data["mask"])


def finish_summon(s: SeasonsState, p: int, cid: int, mask: int) -> None:
    s.summons += 1
    s.emit("seasons.log.summon", {"seat": p, "card": card(cid)})
    for q in range(s.num_players):
        if q != p:
            # Magma Core (202): 1 fire whenever an opponent summons.
            s.energy[q][2] += rules.count_owned(s, q, 202)
    s.mask = mask
    enter_play(s, p, cid)
    s.mask = 15
    for _ in range(rules.count_owned(s, p, 6) - (1 if cid == 6 else 0)):
        rules.gain_crystals(s, p, 3)  # Staff of Spring
    vases = rules.count_owned(s, p, 30) - (1 if cid == 30 else 0)
    if vases:
        s.push("gain", p, {"n": vases}, "Yjang")


def enter_play(s: SeasonsState, p: int, cid: int) -> None:
    # the Cage enters with its Trap; the Cauldron keeps its tokens by type
    s.play[p].append([cid, 0, 0, 0, 0, 0, 0] if cid in (4, 35, 103) else
                     [cid, 0, 1 if cid == 215 else 0])
    if cid != 215:
        for q in range(s.num_players):
            for entry in s.play[q]:
                if entry[0] == 215 and entry[2]:
                    # PoD 15/20: the Trap catches the next card entering play (owner included).
                    entry[2] = 0
                    others = len(s.play[p]) > 1
                    s.push("choice", p, {"why": "cage", "choices": ["discard", "sacrifice"] if others else
                                         ["discard"], "cid": cid}, "PoD 15/20")
                    return
    on_play(s, p, cid)


def on_play(s: SeasonsState, p: int, cid: int) -> None:
    fn = cards.ON_PLAY.get(cid)
    if fn is not None:
        fn(s, p)


def put_into_play(s: SeasonsState, p: int, cid: int) -> None:
    """A card put into play by an effect (not summoned): no toll, no summon triggers;
    without a free gauge slot it is discarded (base 1).  Mesodae's Lantern can only be
    summoned."""
    if rules.can_add(s, p) and cid != 106:
        s.emit("seasons.log.put", {"seat": p, "card": card(cid)})
        enter_play(s, p, cid)
    elif cid != REPLICA:
        s.discard.append(cid)
