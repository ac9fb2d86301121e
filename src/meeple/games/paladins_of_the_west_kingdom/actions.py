"""The seats' decisions: listing the legal answers and carrying them out
(rulebook "Actions des plateaux de joueur", "Faveurs du Roi", "Passer")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core import RULES, Action, Decision
from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.rules import (
    DEVELOP_SLOTS,
    HALF_SLOTS,
    LETTERS,
    N_TF,
    ONE_SLOT,
    PRAY_SLOTS,
    RIGHT_INDEX,
    SP,
    B,
    can_pay,
    pay_options,
    slots_for,
)

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.rules import PaladinsState


def _wmsg(colours: tuple[int, ...] | list[int]) -> Msg:
    return Msg(f"paladins.list{len(colours)}", {f"x{k}": Msg(f"paladins.worker.{C.WORKERS[c]}")
                                                for k, c in enumerate(colours)})


def _act(id: str, key: str, **params: Any) -> Action:
    return Action(id, f"paladins.act.{key}", params)


# parameterless main actions are built once (Actions are never mutated)
_FIXED = {i: _act(i, k) for i, k in (("develop", "develop"), ("quest", "quest"), ("recruit", "recruit"),
                                     ("hunt:1", "hunt1"), ("hunt:2", "hunt2"), ("trade:1", "trade1"),
                                     ("trade:2", "trade2"), ("pray", "pray"), ("conspire", "conspire"),
                                     ("pass", "pass"), *((a, a) for a in C.RIGHT))}


# ---------------------------------------------------------------------- costs
def develop_cost(s: PaladinsState, p: Player) -> int:
    return 2 if s.ability(p) == "develop_discount" else 4


def pray_cost(s: PaladinsState, p: Player) -> int:
    return 0 if s.ability(p) == "pray_free" else 2


def tf_discount(s: PaladinsState, p: Player) -> int:
    return 1 if s.ability(p) == "recruit_discount" else 0


def prov_cost(s: PaladinsState, p: Player, action: str) -> int:
    if s.ability(p) == f"{action}_free":
        return 0
    return B.provision_costs[p.count(action)]


def absolve_cost(s: PaladinsState, p: Player) -> int:
    return 0 if s.ability(p) == "absolve_free" else B.jar_costs[p.jars]


def convert_cost(s: PaladinsState, p: Player) -> int:
    return 0 if s.ability(p) == "convert_free" else B.convert_costs[len(p.converts)]


def attack_cost(s: PaladinsState, p: Player, slot: int) -> int:
    """"Attaquer": 1 silver per 2 missing Strength (one per card skipped)."""
    short = B.attack_strength[slot] - s.eff(p)[1]
    if short <= 0 or s.ability(p) == "attack_free_shortfall":
        return 0
    return (short + 1) // 2


def free_spaces(s: PaladinsState, attr: int, value: int) -> list[tuple[int, int]]:
    """Main-board squares a Monk (attr 0, Faith) or Outpost (attr 1, Strength) may take."""
    out = []
    for r, region in enumerate(B.regions):
        if (region.faith if attr == 0 else region.strength) > value:
            continue
        for k, occ in enumerate(s.spaces[r]):
            if occ < 0 and C.SPACE_MIN[r][k] <= s.num_players:
                out.append((r, k))
    return out


def quest_targets(s: PaladinsState, p: Player) -> list[int]:
    d = tf_discount(s, p)
    return [i for i, c in enumerate(s.tf_row) if c >= 0 and max(0, C.TOWNSFOLK[c].quest_cost - d) <= p.silver]


def recruit_targets(s: PaladinsState, p: Player) -> list[tuple[int, bool]]:
    """(slot, with a Debt); only the 2 leftmost cards may be taken for a Debt."""
    d = tf_discount(s, p)
    out = []
    for i, c in enumerate(s.tf_row):
        if c < 0:
            continue
        if max(0, C.TOWNSFOLK[c].recruit_cost - d) <= p.silver:
            out.append((i, False))
        if i < 2 and s.debts_left > 0:
            out.append((i, True))
    return out


def attack_targets(s: PaladinsState, p: Player) -> list[int]:
    return [i for i, c in enumerate(s.out_row) if c >= 0 and attack_cost(s, p, i) <= p.silver]


def convert_targets(s: PaladinsState, p: Player) -> list[int]:
    f = s.eff(p)[0]
    return [i for i, c in enumerate(s.out_row) if c >= 0 and B.convert_faith[i] <= f]


def right_feasible(s: PaladinsState, p: Player, a: str) -> bool:
    e = s.eff(p)
    if a == "commission":
        return p.prov >= prov_cost(s, p, a) and bool(free_spaces(s, 0, e[0]))
    if a == "garrison":
        return p.prov >= prov_cost(s, p, a) and bool(free_spaces(s, 1, e[1]))
    if a == "fortify":
        return p.prov >= prov_cost(s, p, a) and e[2] >= B.wall_influence[len(p.walls)] and bool(s.wall_deck)
    if a == "absolve":
        return p.silver >= absolve_cost(s, p) and e[2] >= B.jar_values[p.jars]
    if a == "attack":
        return bool(attack_targets(s, p))
    return p.silver >= convert_cost(s, p) and bool(convert_targets(s, p))


def turn_options(s: PaladinsState, p: Player) -> list[Action]:
    opts: list[Action] = []
    w = p.w
    tot = sum(w)
    used = p.used

    def free(name: str) -> bool:
        return not used >> SP[name] & 1

    if tot:
        if free("develop") and p.developed < 8 and tot >= 2 and p.silver >= develop_cost(s, p) \
                and any(m != 3 for m in p.ws):
            opts.append(_FIXED["develop"])
        if free("recruit"):
            if quest_targets(s, p):
                opts.append(_FIXED["quest"])
            if can_pay(w, HALF_SLOTS["recruit"]) and recruit_targets(s, p):
                opts.append(_FIXED["recruit"])
        for h in ("hunt", "trade"):
            if free(h):
                opts.append(_FIXED[f"{h}:1"])
                if can_pay(w, HALF_SLOTS[h]):
                    opts.append(_FIXED[f"{h}:2"])
        if free("pray") and can_pay(w, PRAY_SLOTS) and p.silver >= pray_cost(s, p) and used & ~(1 << SP["pray"]):
            opts.append(_FIXED["pray"])
        if free("conspire"):
            opts.append(_FIXED["conspire"])
        for a in C.RIGHT:
            if free(a) and (a == "attack" or p.count(a) < 7) and can_pay(w, slots_for(p, a)) \
                    and right_feasible(s, p, a):
                opts.append(_FIXED[a])
        for i, f in enumerate(s.favours_up):
            if not s.favour_used >> i & 1 and can_pay(w, C.FAVOUR_SLOTS[f]) and p.silver >= C.FAVOURS[f].cost:
                opts.append(_act(f"favour:{i}", "favour", favour=Msg(f"paladins.favour.{C.FAVOURS[f].id}")))
    opts.append(_FIXED["pass"])
    return opts


def options(s: PaladinsState, d: Decision) -> list[Action]:
    k = d.kind
    p = s.players[d.player] if d.player >= 0 else None
    if k == "turn":
        assert p is not None
        return turn_options(s, p)
    assert p is not None
    if k == "pay":
        return [_act("pay:" + "".join(LETTERS[c] for c in opt), "pay", workers=_wmsg(opt))
                for opt in pay_options(p.w, tuple(d.data["slots"]))]
    if k == "paladin":
        return [_act(f"paladin:{c}", "paladin", paladin=Msg(f"paladins.paladin.{C.PALADINS[c].id}"))
                for c in sorted(p.pal_hand)]
    if k == "top":
        return [_act(f"top:{c}", "top", paladin=Msg(f"paladins.paladin.{C.PALADINS[c].id}"))
                for c in sorted(p.pal_hand)]
    if k == "tavern":
        return [_act(f"tavern:{i}", "tavern", workers=_wmsg(C.TAVERN_WORKERS[c]), n=i + 1)
                for i, c in enumerate(s.tav_row) if not s.tav_taken[i]]
    if k == "free_recruit":
        return [_tf_action(i, c, "free") for i, c in enumerate(s.tf_row) if c >= 0]
    if k == "townsfolk":
        if d.data["mode"] == "quest":
            return [_tf_action(i, s.tf_row[i], "quest") for i in quest_targets(s, p)]
        return [_tf_action(i, s.tf_row[i], "debt" if debt else "recruit") for i, debt in recruit_targets(s, p)]
    if k == "develop":
        return [_act(f"ws:{a}:{j}", "workshop", action=Msg(f"paladins.action.{a}"), slot=j + 1)
                for i, a in enumerate(C.RIGHT) for j in (0, 1) if not p.ws[i] >> j & 1]
    if k == "pray":
        skip = 0 if d.data.get("free") else 1 << SP["pray"]
        return [_act(f"free:{name}", "free", action=Msg(f"paladins.action.{name}"))
                for name in C.SPACES if p.used >> SP[name] & 1 and not skip >> SP[name] & 1]
    if k == "space":
        attr = 0 if d.data["act"] == "commission" else 1
        return [_act(f"space:{r}:{j}", "space", region=r + 1, n=j + 1, reward=_rmsg(C.SPACE_REWARDS[r][j]))
                for r, j in free_spaces(s, attr, s.eff(p)[attr])]
    if k == "jar":
        return [_act(f"jar:{i}", "jar", n=i + 1, reward=_rmsg(tuple(B.absolve_slots[i])))
                for i in range(7) if not p.jar_slots >> i & 1]
    if k == "outsider":
        if d.data["act"] == "attack":
            return [_act(f"out:{i}", "attack_target", card=_omsg(s.out_row[i]), n=i + 1, cost=attack_cost(s, p, i))
                    for i in attack_targets(s, p)]
        return [_act(f"out:{i}", "convert_target", card=_omsg(s.out_row[i]), n=i + 1) for i in convert_targets(s, p)]
    if k == "unsuspect":
        return [_act("unsuspect:yes", "unsuspect_yes"), _act("unsuspect:no", "unsuspect_no")]
    if k == "discard":
        return [_act(f"discard:{LETTERS[c]}", "discard", worker=Msg(f"paladins.worker.{C.WORKERS[c]}"))
                for c in range(6) if p.w[c]]
    raise KeyError(k)  # pragma: no cover


def _tf_action(i: int, c: int, mode: str) -> Action:
    suffix = ":debt" if mode == "debt" else ""
    return _act(f"tf:{i}{suffix}", f"tf_{mode}", card=Msg(f"paladins.townsfolk.{C.TOWNSFOLK[c].kind}"), n=i + 1)


def _rmsg(tokens: tuple[str, ...]) -> Msg:
    return Msg("paladins.rewards", {"list": ", ".join(tokens)}) if not tokens else \
        Msg(f"paladins.list{min(len(tokens), 3)}",
            {f"x{k}": Msg(f"paladins.token.{t}") for k, t in enumerate(tokens[:3])})


def _omsg(c: int) -> Msg:
    return Msg(f"paladins.outsider.{C.OUTSIDERS[c].kind}")


# ---------------------------------------------------------------------- resolution
def _pay_then(s: PaladinsState, p: Player, slots: tuple[int, ...]) -> None:
    """Place workers: at once when only one choice of colours exists, else ask."""
    opts = pay_options(p.w, slots)
    if len(opts) == 1:
        for c in opts[0]:
            p.w[c] -= 1
    else:
        s.push("pay", p.seat, {"slots": list(slots)}, "Placement des ouvriers")


def on_action(s: PaladinsState, p: Player, action: str) -> None:
    """Townsfolk that reward an action (Abbé, Acolyte, Architecte, Défenseur, Gardienne, ...)."""
    for t in p.townsfolk:
        tf = C.TOWNSFOLK[t]
        if tf.ability == "on_action" and tf.action == action:
            s.gain(p, tf.ability_reward)


def resolve(s: PaladinsState, d: Decision, a: Action | None) -> None:
    k = d.kind
    if d.player == RULES:
        _rules_step(s, d)
        return
    assert a is not None
    p = s.players[d.player]
    aid = a.id
    if k == "turn":
        _turn(s, p, aid)
    elif k == "pay":
        for ch in aid[4:]:
            p.w[LETTERS.index(ch)] -= 1
    elif k == "paladin":
        c = int(aid.split(":")[1])
        p.pal_hand.remove(c)
        p.pal_choice.append(c)
        s.emit("paladins.log.paladin_pick", {"seat": p.seat, "paladin": Msg(f"paladins.paladin.{C.PALADINS[c].id}")},
               seen_by=(p.seat,), redacted=Msg("paladins.log.paladin_hidden", {"who": Msg("core.player",
                                                                                        {"seat": p.seat + 1})}))
        s.push("top", p.seat, {}, "Structure des manches 4")
    elif k == "top":
        c = int(aid.split(":")[1])
        p.pal_hand.remove(c)
        p.pal_top.append(c)
        p.pal_deck.insert(0, p.pal_hand.pop())  # the last card goes under the deck
    elif k == "tavern":
        i = int(aid.split(":")[1])
        s.tav_taken[i] = True
        card = s.tav_row[i]
        s.emit("paladins.log.tavern", {"seat": p.seat, "workers": _wmsg(C.TAVERN_WORKERS[card])})
        for c in C.TAVERN_WORKERS[card]:
            s.gain_worker(p, c)
        if s.ai is not None:
            # solo: the AI takes 1 Suspicion per Criminal on the card left over
            for j, other in enumerate(s.tav_row):
                if not s.tav_taken[j]:
                    for c in C.TAVERN_WORKERS[other]:
                        if c == C.CRIMINAL:
                            s.draw_suspicion(s.ai_player)
    elif k == "free_recruit":
        _recruit(s, p, int(aid.split(":")[1]), cost=0, debt=False)
    elif k == "townsfolk":
        parts = aid.split(":")
        i = int(parts[1])
        card = s.tf_row[i]
        tf = C.TOWNSFOLK[card]
        if d.data["mode"] == "quest":
            p.silver -= max(0, tf.quest_cost - tf_discount(s, p))
            s.tf_row[i] = -1
            s.tf_discard.append(card)
            p.quests += 1
            s.emit("paladins.log.quest", {"seat": p.seat, "card": Msg(f"paladins.townsfolk.{tf.kind}")})
            s.gain(p, tf.quest_reward)
        else:
            debt = len(parts) > 2
            _recruit(s, p, i, cost=0 if debt else max(0, tf.recruit_cost - tf_discount(s, p)), debt=debt)
    elif k == "develop":
        _, act, slot = aid.split(":")
        p.silver -= develop_cost(s, p)
        p.ws[RIGHT_INDEX[act]] |= 1 << int(slot)
        reveal = C.REVEALS[p.developed]
        p.developed += 1
        s.emit("paladins.log.develop", {"seat": p.seat, "action": Msg(f"paladins.action.{act}"),
                                        "worker": Msg(f"paladins.worker.{C.WORKERS[reveal]}")})
        s.gain_worker(p, reveal)
        on_action(s, p, "develop")
    elif k == "pray":
        name = aid.split(":")[1]
        if not d.data.get("free"):
            p.silver -= pray_cost(s, p)
        p.used &= ~(1 << SP[name])
        s.emit("paladins.log.pray", {"seat": p.seat, "action": Msg(f"paladins.action.{name}")})
    elif k == "space":
        _, region, square = aid.split(":")
        _place(s, p, d.data["act"], int(region), int(square))
    elif k == "jar":
        i = int(aid.split(":")[1])
        p.silver -= absolve_cost(s, p)
        p.jar_slots |= 1 << i
        p.jars += 1
        s.emit("paladins.log.absolve", {"seat": p.seat, "n": i + 1})
        if p.susp:
            s.push("unsuspect", p.seat, {}, "Absoudre")
        s.gain(p, B.absolve_slots[i])
        s.raise_attr(p, 0)
        on_action(s, p, "absolve")
    elif k == "outsider":
        i = int(aid.split(":")[1])
        card = s.out_row[i]
        o = C.OUTSIDERS[card]
        s.out_row[i] = -1
        if d.data["act"] == "attack":
            p.silver -= attack_cost(s, p, i)
            p.attacked.append(card)
            s.emit("paladins.log.attack", {"seat": p.seat, "card": _omsg(card)})
            s.gain(p, o.attack_reward)
            if s.ability(p) == "attack_silver":
                p.silver += 2
            on_action(s, p, "attack")
        else:
            p.silver -= convert_cost(s, p)
            p.converts.append(card)
            s.emit("paladins.log.convert", {"seat": p.seat, "card": _omsg(card)})
            s.gain(p, o.convert_reward)
            on_action(s, p, "convert")
    elif k == "unsuspect":
        if aid == "unsuspect:yes":
            s.discard_suspicion(p)
    elif k == "discard":
        p.w[LETTERS.index(aid[8])] -= 1
        if sum(p.w) > 3:
            s.push("discard", p.seat, {}, "Passer")
    else:  # pragma: no cover
        raise KeyError(k)


def _recruit(s: PaladinsState, p: Player, i: int, cost: int, debt: bool) -> None:
    card = s.tf_row[i]
    tf = C.TOWNSFOLK[card]
    p.silver -= cost
    if debt:
        s.take_debt(p)
    s.tf_row[i] = -1
    p.townsfolk.append(card)
    s.emit("paladins.log.recruit", {"seat": p.seat, "card": Msg(f"paladins.townsfolk.{tf.kind}")})
    s.gain(p, tf.recruit_reward)


def _place(s: PaladinsState, p: Player, act: str, r: int, j: int) -> None:
    """Commission a Monk / build an Outpost: square reward, then the flag it uncovers."""
    p.prov -= prov_cost(s, p, act)
    s.spaces[r][j] = p.seat * 2 + (0 if act == "commission" else 1)
    if act == "commission":
        p.monks += 1
    else:
        p.outposts += 1
    s.emit(f"paladins.log.{act}", {"seat": p.seat, "region": r + 1})
    s.gain(p, C.SPACE_REWARDS[r][j])
    s.raise_attr(p, 2 if act == "commission" else 0)
    on_action(s, p, act)


def _turn(s: PaladinsState, p: Player, aid: str) -> None:
    if aid == "pass":
        p.passed = True
        s.emit("paladins.log.pass", {"seat": p.seat})
        if sum(p.w) > 3:  # "Passer": keep at most 3 workers for the next round
            s.push("discard", p.seat, {}, "Passer")
        return
    name = aid.split(":")[0]
    if name == "quest":
        name = "recruit"
    if name != "favour":
        p.used |= 1 << SP[name]
    if name == "favour":
        fav = C.FAVOURS[s.favours_up[int(aid[7:])]]
        what = Msg("paladins.act.favour", {"favour": Msg(f"paladins.favour.{fav.id}")})
    else:
        what = Msg(f"paladins.act.{aid.replace(':', '')}")
    s.emit("paladins.log.action", {"seat": p.seat, "action": what})
    if aid == "develop":
        s.push("develop", p.seat, {}, "Développer")
        _pay_then(s, p, DEVELOP_SLOTS)
    elif aid == "quest":
        s.push("townsfolk", p.seat, {"mode": "quest"}, "Recruter (quête)")
        _pay_then(s, p, ONE_SLOT)
    elif aid == "recruit":
        s.push("townsfolk", p.seat, {"mode": "recruit"}, "Recruter")
        _pay_then(s, p, HALF_SLOTS["recruit"])
    elif name in ("hunt", "trade"):
        two = aid.endswith(":2")
        s.push("do", RULES, {"act": name, "seat": p.seat, "n": 3 if two else 1})
        _pay_then(s, p, HALF_SLOTS[name] if two else ONE_SLOT)
    elif aid == "pray":
        s.push("pray", p.seat, {"free": False}, "Prier")
        _pay_then(s, p, PRAY_SLOTS)
    elif aid == "conspire":
        s.push("do", RULES, {"act": "conspire", "seat": p.seat})
        _pay_then(s, p, ONE_SLOT)
    elif name == "favour":
        i = int(aid.split(":")[1])
        s.favour_used |= 1 << i
        s.push("do", RULES, {"act": "favour", "seat": p.seat, "i": i})
        _pay_then(s, p, C.FAVOUR_SLOTS[s.favours_up[i]])
    elif name in ("commission", "garrison"):
        s.push("space", p.seat, {"act": name}, "Missionner / Établir une Garnison")
        _pay_then(s, p, slots_for(p, name))
    elif name == "fortify":
        s.push("do", RULES, {"act": "fortify", "seat": p.seat})
        _pay_then(s, p, slots_for(p, name))
    elif name == "absolve":
        s.push("jar", p.seat, {}, "Absoudre")
        _pay_then(s, p, slots_for(p, name))
    else:  # attack, convert
        s.push("outsider", p.seat, {"act": name}, "Attaquer / Convertir")
        _pay_then(s, p, slots_for(p, name))


def _rules_step(s: PaladinsState, d: Decision) -> None:
    k = d.kind
    if k == "do":
        p = s.players[d.data["seat"]]
        act = d.data["act"]
        if act == "hunt":
            n = d.data["n"] + (1 if s.ability(p) == "harvest_bonus" else 0)
            p.prov += n
            s.emit("paladins.log.hunt", {"seat": p.seat, "n": n})
        elif act == "trade":
            n = d.data["n"] + (1 if s.ability(p) == "harvest_bonus" else 0)
            p.silver += n
            s.emit("paladins.log.trade", {"seat": p.seat, "n": n})
        elif act == "conspire":
            if s.ability(p) == "conspire_silver":
                p.silver += 1
            s.gain_worker(p, C.CRIMINAL)
        elif act == "favour":
            f = C.FAVOURS[s.favours_up[d.data["i"]]]
            p.silver -= f.cost
            s.emit("paladins.log.favour_used", {"seat": p.seat, "favour": Msg(f"paladins.favour.{f.id}")})
            s.gain(p, f.rewards)
        elif act == "fortify":
            p.prov -= prov_cost(s, p, "fortify")
            card = s.wall_deck.pop()
            p.walls.append(card)
            s.emit("paladins.log.fortify", {"seat": p.seat, "n": len(p.walls)})
            s.gain(p, C.WALLS[card].rewards)
            on_action(s, p, "fortify")
    elif k == "setup_refill":
        # setup 14: slide the townsfolk right, then fill the gaps from the deck
        kept = [c for c in s.tf_row if c >= 0]
        s.tf_row = [-1] * (N_TF - len(kept)) + kept
        for i in range(N_TF):
            if s.tf_row[i] < 0 and s.tf_deck:
                s.tf_row[i] = s.tf_deck.pop()
    elif k == "reveal":
        n = s.num_players
        for j in range(n):
            p = s.players[(s.first + j) % n]
            p.paladin = p.pal_choice.pop()
            s.emit("paladins.log.reveal", {"seat": p.seat,
                                           "paladin": Msg(f"paladins.paladin.{C.PALADINS[p.paladin].id}")})
            for c in C.PAL_WORKERS[p.paladin]:
                s.gain_worker(p, c)
        s.push("begin", RULES)
        for j in reversed(range(n)):
            s.push("tavern", (s.first + j) % n, {}, "Structure des manches 5")
    elif k == "begin":
        s.phase = "actions"
        s.turn = 1 if s.solo else (s.first - 1) % s.num_players
        if s.ai is not None:
            from meeple.games.paladins_of_the_west_kingdom.solo import ai_round_start

            ai_round_start(s)
    else:  # pragma: no cover
        raise KeyError(k)
