"""Seasons game flow: setup, Prelude (draft and libraries), rounds (dice, turns,
end of round, season and year changes), scoring.  Sections cite the base rules
summary (``base N``) and the Path of Destiny rulebook (``PoD``)."""


from __future__ import annotations

import random
from typing import Any

from meeple.core import Action, Decision, Game
from meeple.core.i18n import Msg
from meeple.games.seasons import cards, followups, prelude, rules, track, turn
from meeple.games.seasons.model import BONUS_PENALTY, HAND_PENALTY, SeasonsData
from meeple.games.seasons.rules import (
    ARGOS_EMBRACE,
    DESTINY_ENCHANTMENTS,
    EK_TOKENS,
    ELEMENTAL_CONSTRUCTION,
    EXTENDED_EXPERIENCE,
    NATURAL_SELECTION,
    PRELUDE_ENCHANTMENTS,
)

# re-exported for cards.py, looks.py and the tests
from meeple.games.seasons.track import _res_advance as _res_advance
from meeple.games.seasons.track import _res_end_round as _res_end_round
from meeple.games.seasons.track import _res_eor as _res_eor
from meeple.games.seasons.track import move_marker as move_marker
from meeple.games.seasons.turn import _res_start_turn as _res_start_turn
from meeple.games.seasons.turn import on_play as on_play
from meeple.games.seasons.turn import put_into_play as put_into_play
from meeple.games.seasons.turn import summon as summon

LEVEL_POOL = {"apprentice": 30, "magician": 30, "archmage": 50}
# Prelude cards dealt to each seat: 9, or as an Enchanted Kingdom enchantment says.
PACK_SIZE = {ELEMENTAL_CONSTRUCTION: 18, EXTENDED_EXPERIENCE: 12, NATURAL_SELECTION: 11}
EK_TOKEN_DRAW = 3  # EK: 3 tokens drawn before the Prelude, 1 kept after it


def check_enchantment(options: dict[str, Any]) -> None:
    """An enchantment named in the options must belong to an expansion in play, and the
    ones that change the draft need a draft (not the apprentice decks)."""
    wanted = options["enchantment"]
    pod, ek = options["expansion"] == "path-of-destiny", bool(options["enchanted_kingdom"])
    if wanted <= 0 or not (pod or ek):
        return  # with neither expansion the option is ignored, as before Enchanted Kingdom
    if (wanted > 100 and not ek) or (wanted < 100 and not pod):
        raise ValueError(f"enchantment {wanted} needs its expansion "
                         f"({'enchanted_kingdom' if wanted > 100 else 'expansion=path-of-destiny'})")
    if options["level"] == "apprentice" and wanted in PRELUDE_ENCHANTMENTS:
        raise ValueError(f"enchantment {wanted} changes the draft: not with the apprentice level")


def pick_enchantment(s: SeasonsState, wanted: int, pod: bool, ek: bool) -> int:
    """PoD "Les cartes Enchantement": one enchantment drawn at random (or agreed on);
    the Enchanted Kingdom ones may be mixed in.  With neither expansion: none."""
    if wanted != -1:
        return wanted if pod or ek else 0  # checked by check_enchantment
    allowed = [e for e in s.C.implemented_enchantments if (e < 100 and pod) or (e > 100 and ek)]
    # Apprentice decks are fixed: the enchantments that change the draft are left out.
    pool = [e for e in allowed if not (s.level == "apprentice" and e in PRELUDE_ENCHANTMENTS)]
    return s.rng.choice(pool) if pool else 0


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
    promos = bool(options.get("promos"))
    ids = [cid for cid in s.C.deck_ids if cid <= top or (pod and 200 < cid < 300) or (ek and 100 < cid < 200)
           or (promos and cid > 300)]
    deck = [cid for cid in ids for _ in range(s.C.cards[cid].copies)]
    s.pool_ids = tuple(ids)
    # PoD: the first player is chosen before the Prelude.
    s.first = rng.randrange(n)
    if pod or ek:
        s.enchant = pick_enchantment(s, options["enchantment"], pod, ek)
        if s.enchant:
            s.emit("seasons.log.enchantment", {"name": Msg(f"seasons.ench.{s.enchant}")})
        pool = [t for t in s.C.implemented_tokens if ((t in EK_TOKENS and ek) or (t not in EK_TOKENS and pod))
                and (t != 16 or s.enchant in DESTINY_ENCHANTMENTS)]
        if ek:
            # EK rules: each seat draws 3 tokens at random before the Prelude (keeps 1 after it).
            rng.shuffle(pool)
            s.token_bag = pool
            for p in range(n):
                s.token_offer[p] = [pool.pop() for _ in range(EK_TOKEN_DRAW)]
        else:
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
        size = PACK_SIZE.get(s.enchant, 9)
        for p in range(n):
            s.packs[p] = [deck.pop() for _ in range(size)]
    s.deck = deck
    s.emit("seasons.log.setup", {"n": n, "first": Msg("core.player", {"seat": s.first + 1})})
    s.settle()
    return s


class SeasonsState(SeasonsData):
    __slots__ = ()
    position_static = ("C",)  # the content tables, fixed by the options

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        if self.phase == "draft":
            self.push("pass_packs", -1)
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("draft", p, rule="base 4.1")
        elif self.phase == "library":
            self.phase = "twist"
            prelude.twist_of_fate(self)
        elif self.phase == "twist":
            # EK Extended Experience: 12 cards, piles of 4.
            k = 4 if self.enchant == EXTENDED_EXPERIENCE else 3
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("library", p, {"year": 3, "left": k}, "base 4.2")
                self.push("library", p, {"year": 2, "left": k}, "base 4.2")
            self.phase = "tokens" if any(self.token_offer) else "tournament"
        elif self.phase == "tokens":
            # EK: after the Prelude each seat keeps 1 of its 3 tokens (hidden until all chose).
            self.phase = "tournament"
            self.push("reveal_tokens", -1)
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("keep_token", p, rule="EK jetons Capacité")
        else:
            self.start_round()

    def start_round(self) -> None:
        # base 5.1: roll players + 1 dice of the current season.
        season = self.season
        self.pool = [[d, self.rng.randrange(6)] for d in self.dice_sel[season]]
        self.taken = [None] * self.num_players
        self.io_used = [False] * self.num_players
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
        if self.enchant == ARGOS_EMBRACE and self.pool:
            self._resolve_embraced(d, a)
        else:
            RESOLVE[d.kind](self, d, a)
        self.check_overflow()

    def _resolve_embraced(self, d: Decision, a: Action | None) -> None:
        """EK Argos' Embrace: after an answer, each seat whose hand grew pays once (the
        Library cards given at a year change, and Arus's passing then, are exempt)."""
        n = self.num_players
        hands = [len(self.hands[p]) for p in range(n)]
        libs = [len(self.lib2[p]) + len(self.lib3[p]) for p in range(n)]
        given = self.libs_given
        RESOLVE[d.kind](self, d, a)
        if d.kind == "arus_pass" or self.over:
            return
        for p in reversed(rules.turn_order(self, self.first)):
            grew = len(self.hands[p]) - hands[p]
            if self.libs_given != given:
                grew -= libs[p] - len(self.lib2[p]) - len(self.lib3[p])
            if grew > 0:
                cards.embrace(self, p)

    def check_overflow(self) -> None:
        """base 5.4: energy beyond the reserve limit is discarded at once (the owner
        chooses which); checked once pending energy choices are done."""
        if self.stack and self.stack[-1].kind in ("gain", "lose"):
            return
        for p in range(self.num_players):
            total = sum(self.energy[p])
            # the limit is never below 3 minus the Drought reductions
            if total > 2 - self.drought[p] and total > rules.limit(self, p):
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
            per_card = cards.HAND_BONUS if self.token[p] == cards.HAND_BONUS_TOKEN else -HAND_PENALTY
            destiny = (20 if len(leaders) == 1 else 10) if p in leaders else 0
            out.append({"crystals": self.crystals[p], "cards": prestige, "effects": effects,
                        "bonus": BONUS_PENALTY[self.bonus[p]], "hand": per_card * len(self.hands[p]),
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

    def determinize(self, seat: int | None, rng: random.Random) -> SeasonsState:
        other: SeasonsState = super().determinize(seat, rng)  # type: ignore[assignment]
        if self.enchant == rules.VISION_OF_DESTINY:
            face_up(self, other, seat)
        return other

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


def face_up(s: SeasonsState, other: SeasonsState, seat: int | None) -> None:
    """EK Vision of Destiny: the top two cards of the draw pile are public, so a
    determinized copy puts them back on top (swapping with unseen cards elsewhere)."""
    zones = [z.items for z in other.hidden_zones() if z.pool == "cards" and seat not in z.seen_by]
    deck = other.deck
    fixed: set[int] = set()
    for idx in range(len(deck) - 1, max(-1, len(deck) - 3), -1):
        want = s.deck[idx]
        fixed.add(idx)
        if deck[idx] == want:
            continue
        for items in zones:
            j = next((j for j, c in enumerate(items) if c == want and not (items is deck and j in fixed)), -1)
            if j >= 0:
                items[j], deck[idx] = deck[idx], want
                break


def _table(prefix: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for module in (prelude, turn, followups, track):
        for name, fn in vars(module).items():
            if name.startswith(prefix) and callable(fn):
                out[name[len(prefix):]] = fn
    return out


_OPT = _table("_opt_")
_RES = _table("_res_")
# decision kind -> function (the kind is the function name, except these)
OPTIONS: dict[str, Any] = _OPT
RESOLVE: dict[str, Any] = {**_RES, "pass_packs": _RES["pass"]}
