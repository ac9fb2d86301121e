"""Paladins of the West Kingdom: setup, the 7 rounds, every action space, Taxes,
Suspicion, Inquisitions, Debts, the reset, and the end.  The solo AI lives in
``solo.py`` and the final count in ``scoring.py``.  Section names in comments
refer to the French rulebook."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import RULES, Action, Decision, State, Zone
from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.model import AI, Player

GID = "paladins-of-the-west-kingdom"
LETTERS = "LSMFCX"
B = C.BOARD
N_OUT = 6
N_TF = 5
ONE_SLOT = (C.ANY,)
HALF_SLOTS = {"recruit": (C.ANY, C.W["fighter"]), "hunt": (C.ANY, C.W["scout"]), "trade": (C.ANY, C.W["merchant"])}
DEVELOP_SLOTS = (C.ANY, C.ANY)
PRAY_SLOTS = (C.W["cleric"],)
SP = C.SPACE
RIGHT_INDEX = {a: i for i, a in enumerate(C.RIGHT)}


_PAY_CACHE: dict[tuple[tuple[int, ...], tuple[int, ...]], bool] = {}


def can_pay(w: list[int], slots: tuple[int, ...]) -> bool:
    """Colored slots need that colour or a Criminal (joker); clear slots take anyone (memoized)."""
    key = (tuple(w), slots)
    hit = _PAY_CACHE.get(key)
    if hit is None:
        if len(_PAY_CACHE) > 50_000:  # keep memory bounded in long searches
            _PAY_CACHE.clear()
        hit = _PAY_CACHE[key] = _can_pay(w, slots)
    return hit


def _can_pay(w: list[int], slots: tuple[int, ...]) -> bool:
    jokers = w[C.CRIMINAL]
    need: dict[int, int] = {}
    anys = 0
    for s in slots:
        if s == C.ANY:
            anys += 1
        else:
            need[s] = need.get(s, 0) + 1
    left = sum(w)
    for colour, k in need.items():
        have = w[colour] if colour != C.CRIMINAL else 0
        short = k - have
        if short > 0:
            jokers -= short
            if jokers < 0:
                return False
    return left >= len(slots)


_OPT_CACHE: dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[int, ...]]] = {}


def pay_options(w: list[int], slots: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct multiset of workers (sorted colour indices) that fills ``slots`` (memoized;
    callers must not change the list)."""
    key = (tuple(w), slots)
    hit = _OPT_CACHE.get(key)
    if hit is None:
        if len(_OPT_CACHE) > 50_000:
            _OPT_CACHE.clear()
        hit = _OPT_CACHE[key] = _pay_options(w, slots)
    return hit


def _pay_options(w: list[int], slots: tuple[int, ...]) -> list[tuple[int, ...]]:
    out: set[tuple[int, ...]] = set()
    order = sorted(slots, key=lambda s: s == C.ANY)  # coloured slots first
    counts = w[:]

    def rec(i: int, used: list[int]) -> None:
        if i == len(order):
            out.add(tuple(sorted(used)))
            return
        s = order[i]
        choices = range(6) if s == C.ANY else ((s, C.CRIMINAL) if s != C.CRIMINAL else (C.CRIMINAL,))
        for c in choices:
            if counts[c] > 0:
                counts[c] -= 1
                used.append(c)
                rec(i + 1, used)
                used.pop()
                counts[c] += 1

    rec(0, [])
    return sorted(out)


_SLOTS_BY_MASK = {a: tuple(tuple(s for k, s in enumerate(C.SLOTS[a]) if not (k < 2 and mask >> k & 1))
                            for mask in range(4)) for a in C.RIGHT}


def slots_for(p: Player, action: str) -> tuple[int, ...]:
    """Worker slots of a right-side action not covered by Workshops ("Développer")."""
    return _SLOTS_BY_MASK[action][p.ws[RIGHT_INDEX[action]]]


class PaladinsState(State):
    __slots__ = ("players", "ai", "round", "first", "phase", "turn", "tf_deck", "tf_row", "tf_discard", "out_deck",
                 "out_row", "out_discard", "wall_deck", "susp_deck", "susp_discard", "tav_deck", "tav_row",
                 "tav_taken", "tav_discard", "orders_down", "orders_box", "orders_up", "favours_down", "favours_box",
                 "favours_up", "favour_used", "tax", "debts_left", "spaces", "over", "solo_orders", "aip")

    # ISMCTS trusts the look-ahead rules of thumb (policy.py): 100 iterations, solo, random playouts,
    # 4 deals: mean 15 VP with prior 0, 30 with 1, 38.5 with 3 (docs/paladins-of-the-west-kingdom.md)
    search_prior = 3.0

    players: list[Player]
    ai: AI | None
    aip: Player | None
    round: int
    first: int
    phase: str
    turn: int
    tf_deck: list[int]
    tf_row: list[int]
    tf_discard: list[int]
    out_deck: list[int]
    out_row: list[int]
    out_discard: list[int]
    wall_deck: list[int]
    susp_deck: list[int]
    susp_discard: list[int]
    tav_deck: list[int]
    tav_row: list[int]
    tav_taken: list[bool]
    tav_discard: list[int]
    orders_down: list[int]
    orders_box: list[int]
    orders_up: list[int]
    favours_down: list[int]
    favours_box: list[int]
    favours_up: list[int]
    favour_used: int
    tax: int
    debts_left: int
    spaces: list[list[int]]
    over: bool
    solo_orders: list[int]

    # ------------------------------------------------------------------ setup ("Mise en place")
    @classmethod
    def new(cls, game: Any, num_players: int, seed: int, options: dict[str, Any]) -> PaladinsState:
        s = cls(game, num_players, seed, options)
        rng = s.rng
        solo = num_players == 1
        s.players = [Player(i) for i in range(num_players)]
        s.ai = AI() if solo else None
        s.aip = Player(num_players) if solo else None
        s.round = 0
        s.phase = "start"
        s.turn = 0
        s.over = False
        s.tf_deck = list(range(len(C.TOWNSFOLK)))
        rng.shuffle(s.tf_deck)
        s.tf_row = [s.tf_deck.pop() for _ in range(N_TF)]
        s.tf_discard = []
        s.wall_deck = list(range(len(C.WALLS)))
        rng.shuffle(s.wall_deck)
        s.tax = B.solo_tax_supply if solo else B.tax_supply[num_players - 1]
        s.debts_left = B.debts
        s.susp_deck = list(range(len(C.SUSPICIONS)))
        rng.shuffle(s.susp_deck)
        s.susp_discard = []
        s.out_deck = list(range(len(C.OUTSIDERS)))
        rng.shuffle(s.out_deck)
        s.out_row = [s.out_deck.pop() for _ in range(N_OUT)]
        s.out_discard = []
        s.solo_orders = []
        if solo:
            # solo step 6: reveal 1/3/5 King's Orders for the AI's starting Workshops, then reshuffle them all
            orders = list(range(len(C.ORDERS)))
            rng.shuffle(orders)
            k = {"easy": 1, "standard": 3, "hard": 5}[options.get("difficulty", "standard")]
            s.solo_orders = orders[:k]
        orders = list(range(len(C.ORDERS)))
        rng.shuffle(orders)
        s.orders_down, s.orders_box, s.orders_up = orders[:3], orders[3:], []
        favours = list(range(len(C.FAVOURS)))
        rng.shuffle(favours)
        s.favours_down, s.favours_box, s.favours_up = favours[:5], favours[5:], []
        s.favour_used = 0
        s.tav_deck = list(range(len(C.TAVERNS)))
        rng.shuffle(s.tav_deck)
        s.tav_row, s.tav_taken, s.tav_discard = [], [], []
        s.spaces = [[-1] * len(r.spaces) for r in B.regions]
        for p in s.players:
            p.silver = B.start["silver"]
            p.prov = B.start["provision"]
            p.pal_deck = list(range(len(C.PALADINS)))
            rng.shuffle(p.pal_deck)
        if s.ai is not None:
            s.ai.schemes = list(B.schemes)
            rng.shuffle(s.ai.schemes)
            for o in s.solo_orders:
                s._ai_workshop(C.ORDERS[o].action)
        s.first = rng.randrange(num_players)
        # setup 14: in reverse turn order each seat recruits a townsfolk for free
        for k in range(num_players):
            seat = (s.first - 1 - k) % num_players
            s.push("free_recruit", seat, {"setup": True}, "Mise en place 14")
        s.stack.reverse()  # the seat right of the first player answers first
        s.push("setup_refill", RULES)
        s.stack.insert(0, s.stack.pop())
        s.settle()
        return s

    # ------------------------------------------------------------------ contract plumbing
    def _copy_into(self, other: State) -> None:
        assert isinstance(other, PaladinsState)
        other.players = [p.copy() for p in self.players]
        other.ai = self.ai.copy() if self.ai is not None else None
        other.aip = self.aip.copy() if self.aip is not None else None
        for name in ("round", "first", "phase", "turn", "tax", "debts_left", "favour_used", "over"):
            setattr(other, name, getattr(self, name))
        for name in ("tf_deck", "tf_row", "tf_discard", "out_deck", "out_row", "out_discard", "wall_deck", "susp_deck",
                     "susp_discard", "tav_deck", "tav_row", "tav_taken", "tav_discard", "orders_down", "orders_box",
                     "orders_up", "favours_down", "favours_box", "favours_up", "solo_orders"):
            setattr(other, name, list(getattr(self, name)))
        other.spaces = [r[:] for r in self.spaces]

    def hidden_zones(self) -> list[Zone]:
        zones = [Zone("townsfolk_deck", self.tf_deck), Zone("outsider_deck", self.out_deck),
                 Zone("wall_deck", self.wall_deck), Zone("suspicion_deck", self.susp_deck),
                 Zone("tavern_deck", self.tav_deck), Zone("orders_down", self.orders_down, pool="orders"),
                 Zone("orders_box", self.orders_box, pool="orders"),
                 Zone("favours_down", self.favours_down, pool="favours"),
                 Zone("favours_box", self.favours_box, pool="favours")]
        for p in self.players:
            pool = f"paladins{p.seat}"
            zones += [Zone(f"paladin_deck{p.seat}", p.pal_deck, (), pool),
                      Zone(f"paladin_hand{p.seat}", p.pal_hand, (p.seat,), pool),
                      Zone(f"paladin_top{p.seat}", p.pal_top, (p.seat,), pool),
                      Zone(f"paladin_pick{p.seat}", p.pal_choice, (p.seat,), pool)]
        if self.ai is not None:
            zones.append(Zone("schemes", self.ai.schemes))
        return zones

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def solo(self) -> bool:
        return self.ai is not None

    def everyone(self) -> list[Player]:
        """Seats plus the solo AI (it takes Suspicion, Debts and Inquisitions too)."""
        return self.players + ([self.ai_player] if self.ai is not None else [])

    def public_view(self, seat: int | None) -> dict[str, Any]:
        def pv(p: Player) -> dict[str, Any]:
            return {"seat": p.seat, "workers": p.w[:], "silver": p.silver, "provisions": p.prov,
                    "attributes": p.attr[:],
                    "effective": self.eff(p), "workshops": p.ws[:], "developed": p.developed, "monks": p.monks,
                    "outposts": p.outposts, "jars": p.jars, "jar_slots": p.jar_slots, "walls": p.walls[:],
                    "converts": p.converts[:], "attacked": p.attacked[:], "townsfolk": p.townsfolk[:],
                    "unpaid": p.unpaid, "paid": p.paid, "suspicion": p.susp[:], "used": p.used, "passed": p.passed,
                    "paladin": p.paladin, "paladins_used": p.pal_used[:], "picked": len(p.pal_choice) > 0}
        out: dict[str, Any] = {
            "round": self.round, "first": self.first, "phase": self.phase, "turn": self.turn,
            "townsfolk_row": self.tf_row[:], "townsfolk_discard": self.tf_discard[:], "outsider_row": self.out_row[:],
            "outsider_discard": self.out_discard[:], "suspicion_discard": self.susp_discard[:],
            "tavern_row": self.tav_row[:], "tavern_taken": self.tav_taken[:], "tavern_discard": self.tav_discard[:],
            "orders": self.orders_up[:], "favours": self.favours_up[:], "favour_used": self.favour_used,
            "tax": self.tax, "debts_left": self.debts_left, "spaces": [r[:] for r in self.spaces],
            "players": [pv(p) for p in self.players], "solo_orders": self.solo_orders[:],
        }
        if self.ai is not None:
            a = self.ai
            out["ai"] = {**pv(self.ai_player), "marker": a.marker, "scheme_discard": a.scheme_discard[:],
                         "favour_schemes": a.favour_schemes, "rested": a.rested, "done": a.done,
                         "stack": a.stack_order[:]}
        return out

    # the AI's board data reuses the Player record (seat = num_players)
    @property
    def ai_player(self) -> Player:
        assert self.aip is not None
        return self.aip

    # ------------------------------------------------------------------ helpers
    def eff(self, p: Player) -> list[int]:
        """Attribute track plus the round's Paladin boost (used for every requirement)."""
        if p.paladin < 0:
            return p.attr[:]
        b = C.PAL_BOOST[p.paladin]
        return [p.attr[0] + b[0], p.attr[1] + b[1], p.attr[2] + b[2]]

    def ability(self, p: Player) -> str:
        return C.PAL_ABILITY[p.paladin] if p.paladin >= 0 else ""

    def is_ai(self, p: Player) -> bool:
        return self.ai is not None and p.seat == self.num_players

    def raise_attr(self, p: Player, k: int, n: int = 1) -> None:
        p.attr[k] = min(B.attribute_max, p.attr[k] + n)
        if self.ai is not None and p.seat == self.num_players:
            # a moved marker lands on top of any marker already on its new space
            self.ai.stack_order.remove(k)
            self.ai.stack_order.insert(0, k)

    def gain_silver(self, p: Player, n: int) -> None:
        if self.is_ai(p):
            self.ai_advance(n)
        else:
            p.silver += n

    def gain_prov(self, p: Player, n: int) -> None:
        if self.is_ai(p):
            self.ai_advance(n)
        else:
            p.prov += n

    def ai_advance(self, n: int) -> None:
        """Solo "Piste de Ressources": each Resource moves the marker; wrapping raises the lowest attribute."""
        from meeple.games.paladins_of_the_west_kingdom.solo import advance

        advance(self, n)

    def take_tax(self, p: Player, n: int) -> None:
        """"Taxe": coins from the Tax Supply (the main supply covers any shortfall); taking its last coin
        starts an Inquisition."""
        if n <= 0:
            return
        took = min(n, self.tax)
        self.tax -= took
        self.gain_silver(p, n)
        self.emit("paladins.log.tax", {"seat": p.seat, "n": n})
        if took > 0 and self.tax == 0:
            self.inquisition()

    def draw_suspicion(self, p: Player) -> None:
        """"Suspicion": one card per Criminal gained; its Tax is taken at once."""
        if not self.susp_deck:
            if not self.susp_discard:
                self.inquisition()
            if self.susp_discard:
                self.susp_deck = self.susp_discard
                self.susp_discard = []
                self.rng.shuffle(self.susp_deck)
            if not self.susp_deck:
                return
        card = self.susp_deck.pop()
        p.susp.append(card)
        self.emit("paladins.log.suspicion", {"seat": p.seat, "n": C.SUSPICIONS[card].tax})
        self.take_tax(p, C.SUSPICIONS[card].tax)

    def gain_worker(self, p: Player, colour: int, n: int = 1) -> None:
        p.w[colour] += n
        if colour == C.CRIMINAL:
            for _ in range(n):
                self.draw_suspicion(p)

    def discard_suspicion(self, p: Player) -> None:
        if p.susp:
            self.susp_discard.append(p.susp.pop())
        elif self.is_ai(p):
            self.ai_coin()

    def ai_coin(self) -> None:
        """Solo: the AI, told to discard a card it lacks, moves 1 coin out of the Tax Supply instead."""
        if self.tax > 0:
            self.tax -= 1
            if self.tax == 0:
                self.inquisition()

    def take_debt(self, p: Player) -> None:
        if self.debts_left > 0:
            self.debts_left -= 1
            p.unpaid += 1

    def pay_debt(self, p: Player) -> None:
        if p.unpaid:
            p.unpaid -= 1
            p.paid += 1
            for t in p.townsfolk:  # Agent de Recouvrement
                if C.TOWNSFOLK[t].ability == "on_pay_debt":
                    self.gain(p, C.TOWNSFOLK[t].ability_reward)
        elif self.is_ai(p):
            self.ai_coin()

    def destroy_debt(self, p: Player) -> None:
        if p.unpaid:
            p.unpaid -= 1
            self.debts_left += 1
        elif self.is_ai(p):
            self.ai_coin()

    def gain(self, p: Player, tokens: tuple[str, ...] | list[str]) -> None:
        """Apply reward icons (rulebook "Référence rapide des récompenses") in order; Pray and free recruits
        become decisions for a seat (the AI resolves them itself)."""
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t == "tax":
                n = 1
                while i + n < len(tokens) and tokens[i + n] == "tax":
                    n += 1
                self.take_tax(p, n)
                i += n
                continue
            i += 1
            if t in C.W:
                self.gain_worker(p, C.W[t])
            elif t == "faith":
                self.raise_attr(p, 0)
            elif t == "strength":
                self.raise_attr(p, 1)
            elif t == "influence":
                self.raise_attr(p, 2)
            elif t == "silver":
                self.gain_silver(p, 1)
            elif t == "provision":
                self.gain_prov(p, 1)
            elif t == "remove_suspicion":
                self.discard_suspicion(p)
            elif t == "destroy_debt":
                self.destroy_debt(p)
            elif t == "pay_debt":
                self.pay_debt(p)
            elif t == "pray":
                if self.is_ai(p):
                    from meeple.games.paladins_of_the_west_kingdom.solo import ai_free_right

                    ai_free_right(self)
                elif p.used:
                    self.push("pray", p.seat, {"free": True}, "Prier")
            elif t == "free_recruit":
                if self.is_ai(p):
                    from meeple.games.paladins_of_the_west_kingdom.solo import ai_quest

                    ai_quest(self)
                elif any(c >= 0 for c in self.tf_row):
                    self.push("free_recruit", p.seat, {}, "Recruter gratuitement")

    # ------------------------------------------------------------------ inquisition ("L'Inquisition")
    def inquisition(self) -> None:
        self.emit("paladins.log.inquisition", {})
        for p in self.everyone():
            kinds = [C.TOWNSFOLK[t] for t in p.townsfolk]
            # the seat may order its abilities; Peddler (needs 2+), then Conspirators, then Castellans (need 0)
            # is never worse, so it is the order used
            for t in kinds:
                if t.ability == "inquisition_reward" and len(p.susp) >= 2:
                    self.gain(p, t.ability_reward)
            for t in kinds:
                if t.ability == "inquisition_discard" and p.susp:
                    self.susp_discard.append(p.susp.pop())
            for t in kinds:
                if t.ability == "inquisition_attribute" and not p.susp:
                    self.gain(p, t.ability_reward)
        most = max(len(p.susp) for p in self.everyone())
        if most > 0:
            for p in self.everyone():
                if len(p.susp) == most:
                    self.take_debt(p)
                    for _ in range(most // 2):
                        self.susp_discard.append(p.susp.pop())
                    self.emit("paladins.log.inquisition_debt", {"seat": p.seat})
        self.tax += B.solo_tax_supply if self.solo else B.tax_supply[self.num_players - 1]

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        if self.phase == "start":
            self.start_round()
        elif self.phase == "actions":
            self.next_turn()
        else:  # pragma: no cover - every other phase pushes its own decisions
            raise RuntimeError(self.phase)

    def start_round(self) -> None:
        """"Structure des manches" steps 1-5."""
        self.round += 1
        n = self.num_players
        if self.round > 1 and not self.solo:
            self.first = (self.first + 1) % n
        if self.solo:
            self.first = 0
        self.emit("paladins.log.round", {"round": self.round})
        if self.round <= 3:
            o = self.orders_down.pop(0)
            self.orders_up.append(o)
            self.emit("paladins.log.order", {"order": Msg(f"paladins.action.{C.ORDERS[o].action}"),
                                            "vp": C.ORDER_VP[self.round - 1]})
            if self.ai is not None:
                self._ai_workshop(C.ORDERS[o].action)
        if self.round >= 3:
            f = self.favours_down.pop(0)
            self.favours_up.append(f)
            self.emit("paladins.log.favour", {"favour": Msg(f"paladins.favour.{C.FAVOURS[f].id}")})
            if self.ai is not None and self.ai.favour_schemes > 0:
                self.ai.favour_schemes -= 1
                self.ai.scheme_discard.append("favour")
        self.tav_row = []
        for _ in range(2 if self.solo else n + 1):
            if not self.tav_deck:
                self.tav_deck = self.tav_discard
                self.tav_discard = []
                self.rng.shuffle(self.tav_deck)
            self.tav_row.append(self.tav_deck.pop())
        self.tav_taken = [False] * len(self.tav_row)
        for p in self.players:
            p.pal_hand = p.pal_top + [p.pal_deck.pop() for _ in range(3 - len(p.pal_top))]
            p.pal_top = []
        self.phase = "choose"
        self.push("reveal", RULES)
        for k in reversed(range(n)):
            self.push("paladin", (self.first + k) % n, {}, "Structure des manches 4")

    def _ai_workshop(self, action: str) -> None:
        a = self.ai_player
        i = RIGHT_INDEX[action]
        if a.ws[i] != 3:
            a.ws[i] |= 1 if not a.ws[i] & 1 else 2
            a.developed += 1

    def next_turn(self) -> None:
        """"Réaliser des actions": one action each in turn until everyone has passed."""
        n = self.num_players
        if self.ai is not None:
            # solo: the human always acts first; the two alternate, skipping whoever is done
            for k in (1, 2):
                who = (self.turn + k) % 2
                if who == 0 and not self.players[0].passed:
                    self.turn = 0
                    self.push("turn", 0, {}, "Réaliser des actions")
                    return
                if who == 1 and not self.ai.done:
                    from meeple.games.paladins_of_the_west_kingdom.solo import ai_turn

                    self.turn = 1
                    ai_turn(self)
                    return
            self.end_round()
            return
        for k in range(1, n + 1):
            seat = (self.turn + k) % n
            if not self.players[seat].passed:
                self.turn = seat
                self.push("turn", seat, {}, "Réaliser des actions")
                return
        self.end_round()

    def end_round(self) -> None:
        """Step 7, the reset; after round 7 the game ends."""
        drop_tf = 2 if self.solo else 1
        for k in range(drop_tf):
            idx = N_TF - 1 - k
            if self.tf_row[idx] >= 0:
                self.tf_discard.append(self.tf_row[idx])
                self.tf_row[idx] = -1
        kept = [c for c in self.tf_row if c >= 0]
        self.tf_row = [-1] * (N_TF - len(kept)) + kept
        for i in range(N_TF):
            if self.tf_row[i] < 0 and self.tf_deck:
                self.tf_row[i] = self.tf_deck.pop()
        for k in range(2 if self.solo else 1):
            if self.out_row[k] >= 0:
                self.out_discard.append(self.out_row[k])
                self.out_row[k] = -1
        kept = [c for c in self.out_row if c >= 0]
        self.out_row = kept + [-1] * (N_OUT - len(kept))
        for i in range(N_OUT):
            if self.out_row[i] < 0 and self.out_deck:
                self.out_row[i] = self.out_deck.pop()
        self.tav_discard += self.tav_row
        self.tav_row, self.tav_taken = [], []
        self.favour_used = 0
        for p in self.players:
            p.used = 0
            p.passed = False
            if p.paladin >= 0:
                p.pal_used.append(p.paladin)
            p.paladin = -1
        if self.ai is not None:
            from meeple.games.paladins_of_the_west_kingdom.solo import ai_reset

            ai_reset(self)
        self.emit("paladins.log.reset", {"round": self.round})
        if self.round >= 7:
            self.over = True
            self.emit("paladins.log.end", {"scores": " / ".join(str(s) for s in self.scores())})
            return
        self.phase = "start"
        self.turn = self.first

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        from meeple.games.paladins_of_the_west_kingdom.scoring import score

        return [score(self, p)["total"] for p in self.players]

    def winners(self) -> list[int]:
        from meeple.games.paladins_of_the_west_kingdom.scoring import winners

        return winners(self)

    def evaluate(self) -> list[float]:
        from meeple.games.paladins_of_the_west_kingdom.policy import evaluate

        return evaluate(self)

    def policy_action(self, rng: random.Random) -> Action:
        from meeple.games.paladins_of_the_west_kingdom.policy import policy_action

        return policy_action(self, rng)

    def prompt(self) -> Msg | None:
        d = self.decision
        if d is None:
            return None
        return Msg(f"{GID}.decision.{d.kind}", {"player": d.player, "who": Msg("core.player", {"seat": d.player + 1})})

    def emit(self, key: str, params: dict[str, Any] | None = None, seen_by: Any = None,
             redacted: Msg | None = None) -> None:
        """Log events about the solo AI name it "the AI" rather than a seat number."""
        if params and params.get("seat") == self.num_players and self.ai is not None:
            params["who"] = Msg("paladins.ai")
        super().emit(key, params, seen_by, redacted)

    def explain_illegal(self, action_id: str, decision: Decision) -> str:
        """Why a main-turn action is refused (English; the rule name is attached by the engine)."""
        if decision.kind != "turn":
            return ""
        p = self.players[decision.player]
        name = action_id.split(":")[0]
        name = "recruit" if name == "quest" else name
        if name in C.SPACE:
            if p.used >> C.SPACE[name] & 1:
                return f"{action_id}: that action space is already occupied this round (Pray frees it)"
            if name in C.RIGHT and name != "attack" and p.count(name) >= 7:
                return f"{action_id}: done 7 times already, the limit"
            return f"{action_id}: the workers, silver, provisions, attribute or target it needs are lacking"
        return ""

    # ------------------------------------------------------------------ decisions
    def _options(self, decision: Decision) -> list[Action]:
        return _actions.options(self, decision)

    def _resolve(self, decision: Decision, action: Action | None) -> None:
        _actions.resolve(self, decision, action)


# imported last: these modules import the names above (the cycle is resolved once, at import)
from meeple.games.paladins_of_the_west_kingdom import actions as _actions  # noqa: E402
