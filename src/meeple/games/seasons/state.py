"""Seasons game flow: setup, Prelude (draft and libraries), rounds (dice, turns,
end of round, season and year changes), scoring.  Sections cite the base rules
summary (``base N``) and the Path of Destiny rulebook (``PoD``)."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Action, Decision, Game
from meeple.core.i18n import Msg
from meeple.games.seasons import cards, looks, rules
from meeple.games.seasons.model import BONUS_PENALTY, GAUGE_MAX, HAND_PENALTY, MAX_BONUS, REPLICA, SeasonsData
from meeple.games.seasons.rules import card, energy_msg

DIVINE_DESTINY, ARUS_SCHEMES, IO_MASTERY, SEASONS_TURN, INTO_THE_VOID = 1, 2, 3, 4, 5
FORCE_OF_DESTINY, FERTILE_GRAVE, TAILWIND, CROSSED_PATHS = 6, 7, 8, 10
DESTINY_ENCHANTMENTS = (DIVINE_DESTINY, FORCE_OF_DESTINY)
VOID_THRESHOLDS = {1: 15, 2: 30, 3: 50}  # PoD, Appel du vide: crystals that spare a player
LEVEL_POOL = {"apprentice": 30, "magician": 30, "archmage": 50}

_CACHE: dict[str, Action] = {}


def act(aid: str, key: str, params: dict[str, Any] | None = None) -> Action:
    """Actions without card-dependent parameters are built once and shared."""
    if params is None:
        a = _CACHE.get(aid)
        if a is None:
            a = _CACHE[aid] = Action(aid, key)
        return a
    return Action(aid, key, params)


def new_state(game: Game, num_players: int, seed: int, options: dict[str, Any]) -> SeasonsState:
    s = SeasonsState(game, num_players, seed, options)
    s.init(options)
    n = num_players
    rng = s.rng
    # base 3.2: players + 1 dice of each season, picked once at setup.
    s.dice_sel = [sorted(rng.sample(range(5), n + 1)) for _ in range(4)]
    pod = s.expansion == "path-of-destiny"
    top = LEVEL_POOL[s.level]
    ek = bool(options.get("enchanted_kingdom"))
    ids = [cid for cid in s.C.deck_ids if cid <= top or (pod and 200 < cid < 300) or (ek and 100 < cid < 200)]
    deck = [cid for cid in ids for _ in range(s.C.cards[cid].copies)]
    s.pool_ids = tuple(ids)
    # PoD: the first player is chosen before the Prelude.
    s.first = rng.randrange(n)
    if pod:
        ench = options["enchantment"]
        s.enchant = rng.choice(s.C.implemented_enchantments) if ench == -1 else ench
        if s.enchant:
            s.emit("seasons.log.enchantment", {"name": Msg(f"seasons.ench.{s.enchant}")})
        pool = [t for t in s.C.implemented_tokens if t != 16 or s.enchant in DESTINY_ENCHANTMENTS]
        # PoD without Enchanted Kingdom: one random special ability token each.
        for p in range(n):
            s.token[p] = rng.choice(pool)
    rng.shuffle(deck)
    if s.level == "apprentice":
        decks = list(s.C.apprentice_decks)
        rng.shuffle(decks)
        for p in range(n):
            mine = list(decks[p])
            for cid in mine:
                if cid in deck:
                    deck.remove(cid)
            s.drafted[p] = mine
        s.phase = "library"
    else:
        for p in range(n):
            s.packs[p] = [deck.pop() for _ in range(9)]
    s.deck = deck
    s.emit("seasons.log.setup", {"n": n, "first": Msg("core.player", {"seat": s.first + 1})})
    s.settle()
    return s


class SeasonsState(SeasonsData):
    __slots__ = ()

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        if self.phase == "draft":
            self.push("pass_packs", -1)
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("draft", p, rule="base 4.1")
        elif self.phase == "library":
            self.phase = "twist"
            twist_of_fate(self)
        elif self.phase == "twist":
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("library", p, {"year": 3, "left": 3}, "base 4.2")
                self.push("library", p, {"year": 2, "left": 3}, "base 4.2")
            self.phase = "tournament"
        else:
            self.start_round()

    def start_round(self) -> None:
        # base 5.1: roll players + 1 dice of the current season.
        season = self.season
        self.pool = [[d, self.rng.randrange(6)] for d in self.dice_sel[season]]
        self.taken = [None] * self.num_players
        self.leftover = None
        self.emit("seasons.log.round", {"year": self.year, "month": self.month + 1,
                                         "season": Msg(f"seasons.season.{season}")})
        order = rules.turn_order(self, self.first)
        self.push("end_round", -1)
        for p in reversed(order):
            self.push("start_turn", -1, {"p": p})
        for p in reversed(order):
            self.push("die", p, rule="base 5.1")

    def face(self, die: list[int]) -> Any:
        return self.C.dice[self.season][die[0]][die[1]]

    # ------------------------------------------------------------ hooks
    def _options(self, d: Decision) -> list[Action]:
        return OPTIONS[d.kind](self, d)

    def _resolve(self, d: Decision, a: Action | None) -> None:
        RESOLVE[d.kind](self, d, a)
        self.check_overflow()

    def check_overflow(self) -> None:
        """base 5.4: energy beyond the reserve limit is discarded at once (the owner
        chooses which); checked once pending energy choices are done."""
        if self.stack and self.stack[-1].kind in ("gain", "lose"):
            return
        for p in range(self.num_players):
            total = sum(self.energy[p])
            if total > 2 and total > rules.limit(self, p):  # the limit is never below 3
                self.push("lose", p, rule="base 5.4")
                return

    def scores(self) -> list[int]:
        return [sum(part.values()) for part in self.breakdown()]

    def breakdown(self) -> list[dict[str, int]]:
        """Each seat's score parts (base 6)."""
        n = self.num_players
        out = []
        counts = [len(self.play[p]) for p in range(n)]
        best = max(self.destiny) if n else 0
        leaders = [p for p in range(n) if self.destiny[p] == best] if best > 0 else []
        for p in range(n):
            row = self.play[p]
            prestige = sum(self.C.cards[c[0]].prestige for c in row)
            effects = 0
            if rules.owns(self, p, 19) and all(counts[p] > counts[q] for q in range(n) if q != p):
                effects += 20
            effects += 3 * sum(self.energy[p]) * rules.count_owned(self, p, 45)
            for c in row:
                if c[0] == 112:  # Jewel of the Ancients
                    effects += 35 if c[2] >= 3 else -10
            if rules.owns(self, p, 46) and not any(self.C.cards[c[0]].familiar for c in row):
                effects += 20
            token = self.C.token_prestige.get(self.token[p], 0) if self.token_used[p] else 0
            destiny = (20 if len(leaders) == 1 else 10) if p in leaders else 0
            out.append({"crystals": self.crystals[p], "cards": prestige, "effects": effects,
                        "bonus": BONUS_PENALTY[self.bonus[p]], "hand": -HAND_PENALTY * len(self.hands[p]),
                        "token": token, "destiny": destiny})
        return out

    def final_scores(self) -> list[int]:
        # BGA never lets a final score go below 0.
        return [max(0, x) for x in self.scores()]

    def winners(self) -> list[int]:
        """Highest score; ties go to the most cards in play (BGA's tie-break, the
        official one is unconfirmed), then the win is shared."""
        if not self.over:
            return []
        sc = self.final_scores()
        best = max(sc)
        tied = [p for p in range(self.num_players) if sc[p] == best]
        most = max(len(self.play[p]) for p in tied)
        return [p for p in tied if len(self.play[p]) == most]

    def evaluate(self) -> list[float]:
        from meeple.games.seasons.evaluation import evaluate

        return evaluate(self)

    def policy_action(self, rng: random.Random) -> Action:
        from meeple.games.seasons.policy import choose

        return choose(self, rng)

    def prompt(self) -> Msg | None:
        d = self.decision
        if d is None:
            return None
        return Msg(f"seasons.decision.{d.kind}", {"who": Msg("core.player", {"seat": d.player + 1})})

    def explain_illegal(self, action_id: str, decision: Decision) -> str:
        return f"'{action_id}' is not allowed now ({decision.kind}, {decision.rule or 'Seasons rules'})"


# ====================================================================== decisions
def _opt_draft(s: SeasonsState, d: Decision) -> list[Action]:
    return [act(f"pick:{c}", "seasons.act.pick", {"card": card(c)}) for c in sorted(set(s.packs[d.player]))]


def _res_draft(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    cid = int(a.id.split(":")[1])
    s.packs[p].remove(cid)
    # PoD enchantment Destins croisés: each player's first pick goes to the left neighbour.
    to = rules.next_seat(s, p) if s.enchant == CROSSED_PATHS and s.draft_round == 0 else p
    s.drafted[to].append(cid)
    s.emit("seasons.log.pick", {"seat": p, "card": card(cid)}, seen_by=(p,),
           redacted=Msg("seasons.log.pick_hidden", {"seat": p, "who": Msg("core.player", {"seat": p + 1})}))


def _res_pass(s: SeasonsState, d: Decision, a: Action | None) -> None:
    # base 4.1: the rest goes to the player on the left.
    n = s.num_players
    s.packs = [s.packs[(p - 1) % n] for p in range(n)]
    s.draft_round += 1
    if not any(s.packs):
        s.phase = "library"


def _opt_library(s: SeasonsState, d: Decision) -> list[Action]:
    y = d.data["year"]
    return [act(f"lib{y}:{c}", "seasons.act.library", {"card": card(c), "year": y})
            for c in sorted(set(s.drafted[d.player]))]


def _res_library(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, y = d.player, d.data["year"]
    cid = int(a.id.split(":")[1])
    s.drafted[p].remove(cid)
    (s.lib2 if y == 2 else s.lib3)[p].append(cid)
    if d.data["left"] > 1:
        s.push("library", p, {"year": y, "left": d.data["left"] - 1}, d.rule)
    elif y == 3:
        # base 4.2: the 3 cards left are the year I hand.
        s.hands[p].extend(s.drafted[p])
        s.drafted[p].clear()
        s.emit("seasons.log.libraries", {"seat": p})


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
    # base 5.5: summon from hand while cards in play < gauge.
    if s.hands[p] and rules.can_add(s, p):
        toll = rules.leech_toll(s, p)
        fortune = rules.owns(s, p, 20)
        for cid in sorted(set(s.hands[p])):
            if cid == 31:
                out += _elemental_amulet(s, p, toll)
                continue
            cost = s.costs[cid]
            if rules.affordable(s, p, cost, toll):
                out.append(_summon_action(cid))
            if fortune and sum(cost[1:]) > 1:
                # Hand of Fortune: 1 energy less, never below 1 energy.
                for e in range(4):
                    if cost[e + 1] and rules.affordable(
                            s, p, tuple(c - (1 if k == e + 1 else 0) for k, c in enumerate(cost)),  # type: ignore[arg-type]
                            toll):
                        out.append(act(f"summon:{cid}:r{e}", "seasons.act.summon_fortune",
                                       {"card": card(cid), "energy": energy_msg(e)}))
    if s.oracle and not s.oracle_used and rules.can_add(s, p):
        toll = rules.leech_toll(s, p)
        for cid in sorted(set(s.oracle)):
            if cid != 31 and rules.affordable(s, p, s.costs[cid], toll):
                out.append(act(f"oracle:{cid}", "seasons.act.oracle", {"card": card(cid)}))
    if s.enchant == FERTILE_GRAVE and not s.grave_used[p] and s.discard and rules.can_add(s, p):
        out.append(act("grave", "seasons.act.grave"))
    for slot, entry in enumerate(s.play[p]):
        if not entry[1] and entry[0] in cards.ACTIVATIONS and not (entry[2] and rules.locked(s, entry)):
            for variant, params in cards.ACTIVATIONS[entry[0]][0](s, p, slot):
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
    tok = s.token[p]
    if tok and not s.token_used[p] and token_usable(s, p, tok):
        out.append(act("token", "seasons.act.token", {"n": tok}))
    return out


_SUMMONS: dict[int, Action] = {}


def _summon_action(cid: int) -> Action:
    a = _SUMMONS.get(cid)
    if a is None:
        a = _SUMMONS[cid] = Action(f"summon:{cid}", "seasons.act.summon", {"card": card(cid)})
    return a


def _elemental_amulet(s: SeasonsState, p: int, toll: int) -> list[Action]:
    """Elemental Amulet (31): pay any non-empty subset of one energy of each type."""
    if s.crystals[p] < toll:
        return []
    en = s.energy[p]
    out = []
    for mask in range(1, 16):
        if all(en[e] for e in range(4) if mask >> e & 1):
            paid = [energy_msg(e) for e in range(4) if mask >> e & 1]
            out.append(act(f"summon:31:m{mask}", "seasons.act.summon_amulet", {"card": card(31), "paid": paid}))
    return out


def token_usable(s: SeasonsState, p: int, tok: int) -> bool:
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
            summon(s, p, cid, reduce=int(parts[1][1:]) if len(parts) > 1 else -1)
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
            for entry in s.play[p]:
                if entry[0] == 101:
                    entry[2] += 1
        s.turn_acts += 1
        cards.ACTIVATIONS[cid][1](s, p, slot, parts[1] if len(parts) > 1 else "")
        fairies(s, p)
    elif head == "tr":
        e = int(rest)
        value = rules.transmute_value(s, p, e)
        rules.take(s, p, e, 1)
        rules.gain_crystals(s, p, value)
        s.emit("seasons.log.transmute", {"seat": p, "energy": energy_msg(e), "n": value})
    elif head == "bonus":
        s.bonus[p] += 1
        s.emit("seasons.log.bonus", {"seat": p, "bonus": Msg(f"seasons.bonus.{rest}")})
        if rest == "exchange":
            s.push("exchange", p, {"k": 0}, "base 5.7")
        elif rest == "transmute":
            s.may_transmute = True
            s.trans_bonus += 1
        elif rest == "gauge":
            rules.add_gauge(s, p, 1)
        else:
            s.draw_pending = False
            if rules.draw_to(s, p, s.looks[p], 2):
                s.push("look", p, {"mode": "keep_one"}, "base 5.7")
    elif aid == "token":
        use_token(s, p)


def use_token(s: SeasonsState, p: int) -> None:
    """PoD special ability tokens 13-18 (used once, scored on the back)."""
    tok = s.token[p]
    s.token_used[p] = True
    s.emit("seasons.log.token", {"seat": p, "n": tok})
    if tok == 13:
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
           cost: tuple[int, int, int, int, int] | None = None, mask: int = 15) -> None:
    """base 5.5: pay the Leech toll and the cost, then the card enters play."""
    for q in range(s.num_players):
        if q != p:
            for _ in range(rules.count_owned(s, q, 33)):
                rules.give_crystals(s, p, q, 1)
    owed = rules.pay_cost(s, p, s.costs[cid] if cost is None else cost, reduce)
    s.hands[p].remove(cid)
    if owed:
        s.looks[p].append(cid)  # held aside while the rest of the cost is chosen
        s.push("finish_summon", -1, {"p": p, "cid": cid, "mask": mask})
        s.push("spend", p, {"n": owed}, "PoD 8/20")
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
    s.play[p].append([cid, 0, 0, 0, 0, 0, 0] if cid in (4, 35) else
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


def twist_of_fate(s: SeasonsState) -> None:
    """PoD 3/20 Twist of Fate: after the draft, each holder (turn order) sets it aside,
    draws 2 and keeps 1; every Twist left in the draw pile leaves the game too."""
    holders = [p for p in rules.turn_order(s, s.first) for c in s.drafted[p] if c == 203]
    if not holders:
        return
    for c in [c for c in s.deck if c == 203]:
        s.deck.remove(c)
        s.removed.append(c)
    for p in reversed(holders):
        s.push("twist", -1, {"p": p})


def _res_twist(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    s.drafted[p].remove(203)
    s.removed.append(203)
    s.emit("seasons.log.twist", {"seat": p})
    if rules.draw_to(s, p, s.looks[p], 2):
        s.push("look", p, {"mode": "draft_one"}, "PoD 3/20")


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


def _opt_return(s: SeasonsState, d: Decision) -> list[Action]:
    codex = d.data.get("codex", False)  # Selenia's Codex: an item with energy in its cost, not a Codex
    return [act(f"back:{i}", "seasons.act.return", {"card": card(c[0])}) for i, c in enumerate(s.play[d.player])
            if not s.C.cards[c[0]].familiar and (not codex or (c[0] != 104 and sum(s.costs[c[0]][1:]) > 0))]


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
    return [act(f"hand:{c}", f"seasons.act.hand_{why}", {"card": card(c)}) for c in sorted(set(s.hands[p]))
            if allowed is None or allowed(s, c)]


def _res_hand(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert a is not None
    cards.HAND_CHOSEN[d.data["why"]](s, d.player, int(a.id[5:]), d.data)


def _res_do(s: SeasonsState, d: Decision, a: Action | None) -> None:
    cards.CHOICES[d.data["why"]](s, d.data["p"], d.data["c"], d.data)


def _res_credit(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    rules.gain_crystals(s, p, d.data["crystals"])
    s.emit("seasons.log.crystals", {"seat": p, "n": d.data["crystals"]})


# ----------------------------------------------------------------- end of round, seasons, years
def _res_end_round(s: SeasonsState, d: Decision, a: Action | None) -> None:
    # PoD "Précision sur les règles": end-of-round effects player by player from the first.
    s.push("advance", -1)
    for p in reversed(rules.turn_order(s, s.first)):
        s.push("eor", -1, {"p": p})


def _res_eor(s: SeasonsState, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    for slot in range(len(s.play[p]) - 1, -1, -1):
        if slot < len(s.play[p]):
            fn = cards.END_ROUND.get(s.play[p][slot][0])
            if fn is not None and not rules.locked(s, s.play[p][slot]):
                fn(s, p, slot)
    en = s.energy[p]
    if s.enchant == SEASONS_TURN and all(en):
        rules.gain_crystals(s, p, 4)  # PoD Au rythme des saisons
        s.emit("seasons.log.crystals", {"seat": p, "n": 4})
    if s.enchant == TAILWIND and en[0]:
        s.push("choice", p, {"why": "tailwind", "choices": ["yes", "no"]}, "PoD Vent favorable")


def _res_advance(s: SeasonsState, d: Decision, a: Action | None) -> None:
    s.push("new_round", -1)
    s.push("move", -1)
    # Dial of Colof (206): an owner with more cards in play than some opponent may reroll.
    n = s.num_players
    for p in reversed(rules.turn_order(s, s.first)):
        if rules.owns(s, p, 206) and any(len(s.play[p]) > len(s.play[q]) for q in range(n) if q != p):
            s.push("choice", p, {"why": "dial", "choices": ["yes", "no"]}, "PoD 6/20")


def _res_move(s: SeasonsState, d: Decision, a: Action | None) -> None:
    assert s.leftover is not None
    move_marker(s, s.face(s.leftover).steps)


def move_marker(s: SeasonsState, steps: int) -> None:
    """base 5.8: move the season marker; trigger season, year and end changes."""
    before_season, before_year = s.season, s.year
    pos = (s.year - 1) * 12 + s.month + steps
    pos = max(0, pos)
    s.year, s.month = pos // 12 + 1, pos % 12
    s.ended = pos >= 36  # base 6: past the last space of year III
    s.emit("seasons.log.marker", {"n": steps, "year": min(s.year, 3), "month": s.month + 1})
    if steps >= 3:
        for p in rules.turn_order(s, s.first):
            for _ in range(rules.count_owned(s, p, 212)):
                s.push("choice", p, {"why": "ring", "choices": ["crystals", "energy"]}, "PoD 12/20")
    if s.year > before_year:
        year_change(s)
    elif s.year < before_year:
        pass  # Temporal Boots backwards: hands are kept, libraries are not given twice
    if s.season != before_season or s.year != before_year:
        season_change(s)


def season_change(s: SeasonsState) -> None:
    for p in rules.turn_order(s, s.first):
        for slot in range(len(s.play[p])):
            fn = cards.SEASON_CHANGE.get(s.play[p][slot][0])
            if fn is not None and not rules.locked(s, s.play[p][slot]):
                fn(s, p)


def year_change(s: SeasonsState) -> None:
    old = s.year - 1
    if s.enchant == INTO_THE_VOID and old >= 1 and old <= 3 and old == s.libs_given:
        # PoD Appel du vide: sacrifice a card unless at 15/30/50 crystals.
        for p in reversed(rules.turn_order(s, s.first)):
            if s.play[p] and s.crystals[p] < VOID_THRESHOLDS[old]:
                s.push("sacrifice", p, {}, "PoD Appel du vide")
    if s.enchant == ARUS_SCHEMES and old == s.libs_given and any(s.hands):
        # PoD Ruses selon Arus: everyone passes one card from hand to the left, at once.
        s.push("arus_pass", -1)
        for p in reversed(rules.turn_order(s, s.first)):
            if s.hands[p]:
                s.push("hand", p, {"why": "arus"}, "PoD Ruses selon Arus")
    if s.year <= 3 and s.year > s.libs_given:
        s.libs_given = s.year
        for p in range(s.num_players):
            lib = s.lib2[p] if s.year == 2 else s.lib3[p]
            s.hands[p].extend(lib)
            lib.clear()
        s.emit("seasons.log.year", {"year": s.year})
    elif s.year > 3:
        s.libs_given = 4


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


def _res_arus_pass(s: SeasonsState, d: Decision, a: Action | None) -> None:
    n = s.num_players
    passing = [list(s.looks[p]) for p in range(n)]
    for p in range(n):
        s.looks[p].clear()
    for p in range(n):
        s.hands[(p + 1) % n].extend(passing[p])
    s.emit("seasons.log.arus")


def _res_new_round(s: SeasonsState, d: Decision, a: Action | None) -> None:
    if s.ended:
        # PoD 19/20: Otus's cards still face up at the end are discarded.
        s.discard.extend(s.oracle)
        s.oracle.clear()
        s.over = True
        s.phase = "over"
        sc = s.final_scores()
        s.emit("seasons.log.final", {"scores": [str(x) for x in sc]})
        return
    s.first = rules.next_seat(s, s.first)


OPTIONS: dict[str, Any] = {
    "draft": _opt_draft, "library": _opt_library, "die": _opt_die, "pre_die": _opt_pre_die, "main": _opt_main,
    "look": _opt_look, "gain": _opt_gain, "lose": _opt_lose, "exchange": _opt_exchange,
    "sacrifice": _opt_sacrifice, "return": _opt_return, "opponent": _opt_opponent, "give": _opt_give,
    "choice": _opt_choice, "token18": _opt_token18, "hand": _opt_hand, "spend": _opt_spend, "lock": _opt_lock,
    "drop": _opt_drop, "steal": _opt_steal,
}
RESOLVE: dict[str, Any] = {
    "draft": _res_draft, "pass_packs": _res_pass, "library": _res_library, "die": _res_die,
    "start_turn": _res_start_turn, "pre_die": _res_pre_die, "main": _res_main, "look": _res_look,
    "gain": _res_gain, "lose": _res_lose, "exchange": _res_exchange, "sacrifice": _res_sacrifice,
    "return": _res_return, "opponent": _res_opponent, "give": _res_give, "choice": _res_choice,
    "token18": _res_token18, "hand": _res_hand, "credit": _res_credit, "do": _res_do, "end_round": _res_end_round,
    "eor": _res_eor, "advance": _res_advance, "move": _res_move, "new_round": _res_new_round,
    "spend": _res_spend, "twist": _res_twist, "finish_summon": _res_finish_summon,
    "lock": _res_lock, "drop": _res_drop, "steal": _res_steal, "orb_put": _res_orb_put, "arus_pass": _res_arus_pass,
}
LOOK_MODES: dict[str, Any] = dict(looks.MODES)
