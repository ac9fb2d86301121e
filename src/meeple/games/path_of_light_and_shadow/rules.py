"""Rules of Path of Light and Shadow: setup, the Main Phase actions, combat,
the End Phase, End of Year and End of Game scoring.

Rulebook sections are cited as [RB <section>] (English edition, the reference).
Each ``apply`` answers one small question; the flow between questions is a
small state machine run by ``_advance`` (phase, combat step, end step) plus a
queue of triggered card effects (``pending``) resolved before the flow resumes.
"""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Msg, State, Zone
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.model import Combat, Player
from meeple.games.path_of_light_and_shadow.text import (
    ALLY_MSG,
    CARD_MSG,
    FACE_MSG,
    PLAYER_MSG,
    PROVINCE_MSG,
    REALM_MSG,
    STRUCTURE_MSG,
    TREE_MSG,
)

CARDS = C.CARDS
FACES = C.DIE_FACES
YEAR_REALM_BONUS = (4, 8, 12)  # [RB End of Year Scoring] step 2
ROUNDS = 12
HAND_LIMIT = 5
MIN_CARDS = 5  # [RB Cull cards]: never fewer than five cards
BARRACKS = next(s.value for s in C.STRUCTURE_DATA if s.effect == "ruin-strength")

_ACTIONS: dict[str, Action] = {}


def act(id: str, key: str, params: dict[str, Any] | None = None) -> Action:
    """Actions are immutable and their params depend only on their id: cache them."""
    a = _ACTIONS.get(id)
    if a is None:
        a = _ACTIONS[id] = Action(id, key, params or {})
    return a


# action texts name what a structure or an ally does and is worth (printed data)
BUILD_PARAMS: dict[str, dict[str, Any]] = {
    s.id: {"structure": STRUCTURE_MSG[s.id], "n": s.cost, "level": s.level, "ability": Msg(f"path.sfx.{s.effect}")}
    for s in C.STRUCTURE_DATA}
ALLY_PARAMS = tuple({"ally": ALLY_MSG[i], "ability": Msg(f"path.afx.{a.effect}", {"n": a.value}), "n": a.influence}
                    for i, a in enumerate(C.ALLIES))

WHERE = ("hand", "discard")
WHERE_MSG = {w: Msg(f"path.where.{w}") for w in WHERE}


class PathState(State):
    __slots__ = ("board", "players", "owner", "defense", "realm_decks", "supply", "numerai", "box",
                 "advisor_box", "allies", "round", "first", "active", "phase", "end_step", "combat",
                 "pending", "promoting", "setup_left")
    position_static = ("board",)  # the map side, fixed by the options
    board: C.Board
    players: list[Player]
    owner: list[int]  # seat controlling each province, -1 if none
    defense: list[int]  # current defense of each province
    realm_decks: list[list[int]]  # index -1 is the top, 0 the bottom
    supply: list[int]  # faceup upgrade decks: copies left per card type
    numerai: list[int]  # facedown Numerai upgrade deck
    box: list[int]  # cards out of the game (public)
    advisor_box: list[int]  # advisors not dealt (unseen)
    allies: list[int]  # allies still available
    round: int
    first: int
    active: int
    phase: str  # "setup", "main", "end", "over"
    end_step: str
    combat: Combat | None
    pending: list[tuple[int, str, str, int, int]]  # (seat, when, effect, value, card)
    promoting: int  # card type set aside while its Promotion is paid
    setup_left: int

    # ------------------------------------------------------------ helpers
    def labor(self, pl: Player, t: int) -> int:
        ct = CARDS[t]
        v = ct.labor
        if ct.has_static:
            for a in ct.abilities:
                if a.when == "static" and self._req(pl, a.requires) and (
                        a.effect == "labor" or (a.effect == "labor-realm" and self.realms_controlled(pl.seat))):
                    v += a.value
        return v

    def strength(self, pl: Player, t: int) -> int:
        ct = CARDS[t]
        v = ct.strength
        if ct.has_static:
            for a in ct.abilities:
                if a.when == "static" and self._req(pl, a.requires) and (
                        a.effect == "strength" or (a.effect == "strength-realm" and self.realms_controlled(pl.seat))):
                    v += a.value
        return v

    @staticmethod
    def _req(pl: Player, requires: str | None) -> bool:
        # [RB Cruel/Merciful]: Cruel with any Cruelty, Merciful with any Mercy
        return requires is None or (requires == "cruel" and pl.morality < 0) or (
            requires == "merciful" and pl.morality > 0)

    def realms_controlled(self, seat: int) -> int:
        """[RB Realms and provinces]: a realm is controlled with 2+ of its provinces."""
        counts = [0, 0, 0, 0]
        for prov, o in zip(self.board.provinces, self.owner, strict=True):
            if o == seat:
                counts[prov.realm] += 1
        return sum(1 for c in counts if c >= 2)

    def provinces_of(self, seat: int) -> list[int]:
        return [i for i, o in enumerate(self.owner) if o == seat]

    def hand_limit(self, pl: Player) -> int:
        return HAND_LIMIT + (1 if pl.has("hand-size") else 0) + pl.ally("hand-size")

    def gain_morality(self, pl: Player, n: int, mercy: bool) -> None:
        """[RB Morality]: -12..12, never back to 0, excess becomes Influence."""
        step = 1 if mercy else -1
        extra = 0
        for _ in range(n):
            m = pl.morality + step
            if m == 0:
                m = step
            if m > 12 or m < -12:
                extra += 1
            else:
                pl.morality = m
        if n > extra:
            self.emit("path.log.mercy" if mercy else "path.log.cruelty",
                      {"player": PLAYER_MSG[pl.seat], "n": n - extra, "morality": pl.morality})
        if extra:  # each step beyond the end of the track is 1 Influence instead
            self.gain_influence(pl, extra)

    def gain_influence(self, pl: Player, n: int) -> None:
        pl.influence += n
        self.emit("path.log.influence", {"player": PLAYER_MSG[pl.seat], "n": n, "total": pl.influence})

    def draw(self, pl: Player, n: int) -> None:
        """[RB End Phase] step 4: reshuffle the discard when the deck runs out."""
        drawn = []
        for _ in range(n):
            if not pl.deck:
                if not pl.discard:
                    break
                pl.deck = pl.discard
                pl.discard = []
                self.rng.shuffle(pl.deck)
                self.emit("path.log.reshuffle", {"player": PLAYER_MSG[pl.seat]})
            t = pl.deck.pop()
            pl.hand.append(t)
            drawn.append(CARD_MSG[t])
        if drawn:
            self.emit("path.log.draw", {"player": PLAYER_MSG[pl.seat], "cards": drawn}, seen_by=(pl.seat,),
                      redacted=Msg("path.log.draw_hidden", {"player": PLAYER_MSG[pl.seat], "n": len(drawn)}))

    def recruit(self, pl: Player, realm: int, n: int) -> int:
        """Top card(s) of a realm deck, faceup into the discard pile."""
        deck = self.realm_decks[realm]
        got = 0
        for _ in range(n):
            if not deck:
                break
            t = deck.pop()
            pl.discard.append(t)
            got += 1
            self.emit("path.log.recruit", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t],
                                           "realm": REALM_MSG[realm]})
        return got

    def send_home(self, t: int) -> None:
        """[RB Promote step 4 / Cull step 3]: starting location of a card."""
        ct = CARDS[t]
        if ct.home >= 0:
            self.realm_decks[ct.home].insert(0, t)  # bottom of the realm deck
        elif ct.origin == "upgrade":
            if ct.faction == "numerai":
                self.numerai.insert(0, t)
            else:
                self.supply[t] += 1
        else:
            self.box.append(t)  # starter cards leave the game

    def take(self, pl: Player, t: int, where: str) -> None:
        (pl.hand if where == "hand" else pl.discard).remove(t)

    def cull(self, pl: Player, t: int, where: str, cruelty: bool = True) -> None:
        self.take(pl, t, where)
        self.send_home(t)
        self.emit("path.log.cull", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t], "where": WHERE_MSG[where]})
        if cruelty:  # [RB Cull]: 1 Cruelty per card culled, whatever culls it
            self.gain_morality(pl, 1, mercy=False)

    def can_cull(self, pl: Player) -> bool:
        return pl.card_count() > MIN_CARDS and bool(pl.hand or pl.discard)

    def cull_options(self, pl: Player, out: list[Action], prefix: str = "cull") -> None:
        if pl.card_count() <= MIN_CARDS:
            return
        for where, cards in (("hand", pl.hand), ("discard", pl.discard)):
            for t in sorted(set(cards)):
                out.append(act(f"{prefix}:{CARDS[t].id}@{where}", f"path.act.{prefix}",
                               {"card": CARD_MSG[t], "where": WHERE_MSG[where]}))

    def play_card(self, pl: Player, t: int, use: str) -> None:
        """Move a card from hand to play area and queue its "When you play this" effects."""
        pl.hand.remove(t)
        pl.play.append(t)
        self.emit("path.log.play", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t],
                                    "use": Msg(f"path.use.{use}")})
        if use != "action":
            self.queue_abilities(pl, t, "play")

    def queue_abilities(self, pl: Player, t: int, when: str) -> None:
        for a in CARDS[t].abilities:
            if a.when == when and self._req(pl, a.requires):
                self.pending.append((pl.seat, when, a.effect, a.value, t))

    def has_defend_card(self, pl: Player) -> bool:
        return any(CARDS[t].defend for t in pl.hand)

    # ------------------------------------------------------------ setup
    @classmethod
    def new(cls, game: Any, num_players: int, seed: int, options: dict[str, Any]) -> PathState:
        s = cls(game, num_players, seed, options)
        # [RB Setup]: 2-player side with 2 players, the other side with 3-4
        s.board = C.BOARDS["two-player" if num_players == 2 else "multi-player"]
        s.players = [Player(i) for i in range(num_players)]
        s.owner = [-1] * len(s.board.provinces)
        s.defense = [p.defense for p in s.board.provinces]
        s.realm_decks = [[] for _ in C.REALMS]
        s.supply = [0] * C.NCARDS
        s.numerai = []
        s.box = []
        for ct in CARDS:
            n = C.copies(ct)
            if ct.origin == "realm":
                s.realm_decks[ct.home].extend([ct.index] * n)
            elif ct.origin == "upgrade" and ct.faction == "numerai":
                s.numerai.extend([ct.index] * n)
            elif ct.origin == "upgrade":
                s.supply[ct.index] = n
        s.rng.shuffle(s.numerai)
        for deck in s.realm_decks:
            s.rng.shuffle(deck)
        allies = list(range(len(C.ALLIES)))
        s.rng.shuffle(allies)
        s.allies = sorted(allies[:num_players + 1])
        advisors = list(C.ADVISORS)
        s.rng.shuffle(advisors)
        tf, sc = C.CARD_BY_ID["trusted-follower"], C.CARD_BY_ID["steadfast-conscript"]
        for pl in s.players:
            pl.deck = [tf] * 4 + [sc] * 3 + [advisors.pop()]
        s.advisor_box = advisors
        unused_starters = 16 - 4 * num_players, 12 - 3 * num_players
        s.box.extend([tf] * unused_starters[0] + [sc] * unused_starters[1])
        s.first = s.rng.randrange(num_players)
        s.active = s.first
        s.round = 1
        s.phase = "setup"
        s.end_step = ""
        s.combat = None
        s.pending = []
        s.promoting = -1
        s.setup_left = num_players
        s.emit("path.log.first", {"player": PLAYER_MSG[s.first]})
        s.settle()
        return s

    # ------------------------------------------------------------ flow
    def _advance(self) -> None:
        if self.pending:
            self.run_effect(self.pending.pop(0))
            return
        phase = self.phase
        if phase == "main":
            if self.combat is not None:
                self.combat_step(self.combat)
            else:
                self.push("main", self.active, rule="Main Phase")
        elif phase == "end":
            self.end_step_run()
        elif phase == "setup":
            seat = (self.first + self.num_players - self.setup_left) % self.num_players
            self.push("start", seat, rule="Setup: leaders in Villages, in seat order")

    def finish_setup(self) -> None:
        for pl in self.players:
            self.rng.shuffle(pl.deck)
            self.draw(pl, HAND_LIMIT)
        self.phase = "main"
        self.emit("path.log.round", {"round": 1})

    # ------------------------------------------------------------ options
    def _options(self, d: Any) -> list[Action]:
        return getattr(self, "opt_" + d.kind.replace("-", "_"))(d)

    def _resolve(self, d: Any, a: Action | None) -> None:
        assert a is not None  # every decision here belongs to a seat
        getattr(self, "do_" + d.kind.replace("-", "_"))(d, a)

    def opt_start(self, d: Any) -> list[Action]:
        taken = {pl.pos for pl in self.players}
        return [act(f"start:{self.board.provinces[v].id}", "path.act.start",
                    {"province": PROVINCE_MSG[self.board.provinces[v].id]})
                for v in self.board.villages if v not in taken]

    def do_start(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        pl.pos = self.board.by_id[a.id.split(":", 1)[1]]
        realm = self.board.provinces[pl.pos].realm
        self.emit("path.log.start", {"player": PLAYER_MSG[pl.seat],
                                     "province": PROVINCE_MSG[self.board.provinces[pl.pos].id]})
        # the two realm cards join the starting deck (shuffled below), hidden from all
        deck = self.realm_decks[realm]
        for _ in range(2):
            if deck:
                pl.deck.append(deck.pop())
        self.setup_left -= 1
        if self.setup_left == 0:
            self.finish_setup()

    # -- Main Phase [RB Main Phase A-G]
    def opt_main(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        out: list[Action] = []
        board = self.board
        provs = board.provinces
        if not pl.moved:  # A. once per turn
            for q in board.moves[pl.pos]:
                out.append(act(f"move:{provs[q].id}", "path.act.move", {"province": PROVINCE_MSG[provs[q].id]}))
        if pl.has("fleet") and not pl.fleet_used and pl.influence >= 1:
            for q in range(len(provs)):
                if q != pl.pos:
                    out.append(act(f"fleet:{provs[q].id}", "path.act.fleet", {"province": PROVINCE_MSG[provs[q].id]}))
        if not pl.ally_gained:  # B. once per turn
            for i in self.allies:
                if self.ally_condition(pl, i):
                    out.append(act(f"ally:{C.ALLIES[i].id}", "path.act.ally", ALLY_PARAMS[i]))
        kinds = sorted(set(pl.hand))
        for t in kinds:  # C. "Action:" abilities
            ab = self.action_ability(pl, t)
            if ab is not None and self.action_usable(pl, ab[0], ab[1]):
                out.append(act(f"action:{CARDS[t].id}", "path.act.action", {"card": CARD_MSG[t]}))
        garrison = 1 if pl.has("promote-discount") else 0
        for where, cards in (("hand", pl.hand), ("discard", pl.discard)):  # D. Promote
            for t in sorted(set(cards)):
                ct = CARDS[t]
                if ct.promote_cost is None or not self.upgrade_available(t):
                    continue
                cost = ct.promote_cost - garrison
                if self.payable(pl, cost, t if where == "hand" else -1):
                    out.append(act(f"promote:{ct.id}@{where}", "path.act.promote",
                                   {"card": CARD_MSG[t], "where": WHERE_MSG[where]}))
                if pl.has("bazaar") and not pl.bazaar_used and pl.influence >= 1:
                    out.append(act(f"bazaar:{ct.id}@{where}", "path.act.bazaar",
                                   {"card": CARD_MSG[t], "where": WHERE_MSG[where]}))
        if pl.card_count() > MIN_CARDS:  # E. Cull
            for t in kinds:
                if self.strength(pl, t) >= 1 and (len(pl.hand) > 1 or pl.discard):
                    out.append(act(f"cull:{CARDS[t].id}", "path.act.cull_with", {"card": CARD_MSG[t]}))
            if pl.has("gulag") and not pl.gulag_used:
                self.cull_options(pl, out, "gulag")
        for tree in range(5):  # F. Build
            level = pl.levels[tree]
            if level < 4 and self.build_payable(pl, tree, self.build_cost(pl, tree)):
                s = C.STRUCTURES[tree][level]
                out.append(act(f"build:{s.id}", "path.act.build", BUILD_PARAMS[s.id]))
        # G. Conquer the province where the leader stands, unless already ours
        if self.owner[pl.pos] != pl.seat and any(self.can_attack(pl, t) for t in kinds):
            out.append(act("conquer", "path.act.conquer", {}))
        out.append(act("end", "path.act.end", {}))
        return out

    def do_main(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        verb, _, arg = a.id.partition(":")
        if verb == "end":
            self.emit("path.log.end_main", {"player": PLAYER_MSG[pl.seat]})
            self.phase = "end"
            self.end_step = "start"
        elif verb == "move" or verb == "fleet":
            if verb == "move":
                pl.moved = True
            else:  # Halax Fleet: pay 1 Influence, move anywhere
                pl.fleet_used = True
                pl.influence -= 1
            pl.pos = self.board.by_id[arg]
            self.emit("path.log.move", {"player": PLAYER_MSG[pl.seat], "province": PROVINCE_MSG[arg]})
        elif verb == "ally":
            i = C.ALLY_BY_ID[arg]
            pl.ally_gained = True
            self.allies.remove(i)
            pl.allies.append(i)
            self.emit("path.log.ally", {"player": PLAYER_MSG[pl.seat], "ally": ALLY_MSG[i]})
        elif verb == "action":
            t = C.CARD_BY_ID[arg]
            ab = self.action_ability(pl, t)
            assert ab is not None
            self.play_card(pl, t, "action")
            self.pending.append((pl.seat, "action", ab[0], ab[1], t))
        elif verb == "promote" or verb == "bazaar":
            name, _, where = arg.partition("@")
            t = C.CARD_BY_ID[name]
            self.take(pl, t, where)
            self.promoting = t
            if verb == "bazaar":  # Grand Bazaar: 1 Influence, ignore all costs
                pl.bazaar_used = True
                pl.influence -= 1
                self.finish_promote(pl)
            else:
                cost = CARDS[t].promote_cost or 0
                cost -= 1 if pl.has("promote-discount") else 0
                if cost <= 0:
                    self.finish_promote(pl)
                else:
                    self.push("promote-pay", pl.seat, {"need": cost}, rule="Promote: pay with Labor or Strength")
        elif verb == "cull":
            t = C.CARD_BY_ID[arg]
            self.play_card(pl, t, "cull")
            self.push("cull-pick", pl.seat, {"left": self.strength(pl, t)}, rule="Cull up to the Strength played")
        elif verb == "gulag":
            name, _, where = arg.partition("@")
            pl.gulag_used = True
            self.cull(pl, C.CARD_BY_ID[name], where)
        elif verb == "build":
            tree = next(i for i, row in enumerate(C.STRUCTURES) if any(s.id == arg for s in row))
            self.push("build-pay", pl.seat, {"tree": tree, "need": self.build_cost(pl, tree), "met": tree == 4},
                      rule="Build: pay the Labor, one card of the tree's faction")
        elif verb == "conquer":
            prov = pl.pos
            self.combat = Combat(pl.seat, self.owner[prov], prov)
            self.emit("path.log.conquer", {"player": PLAYER_MSG[pl.seat],
                                           "province": PROVINCE_MSG[self.board.provinces[prov].id]})

    # -- allies
    def ally_condition(self, pl: Player, i: int) -> bool:
        ally = C.ALLIES[i]
        cond, n = ally.condition, ally.threshold
        if cond.startswith("control-kind:"):
            kind = C.KINDS.index(cond.split(":")[1])
            return sum(1 for q, o in enumerate(self.owner)
                       if o == pl.seat and self.board.provinces[q].kind == kind) >= n
        if cond == "structures":
            return sum(pl.levels) >= n
        if cond == "influence":
            return pl.influence >= n
        if cond == "cruelty":
            return -pl.morality >= n
        if cond == "mercy":
            return pl.morality >= n
        if cond == "realms":
            return self.realms_controlled(pl.seat) >= n
        if cond == "structure-level":
            return max(pl.levels) >= n
        raise ValueError(f"unknown ally condition {cond}")

    # -- "Action:" cards
    def action_ability(self, pl: Player, t: int) -> tuple[str, int] | None:
        for a in CARDS[t].abilities:
            if a.when == "action" and self._req(pl, a.requires):
                return a.effect, a.value
        return None

    def action_usable(self, pl: Player, effect: str, value: int) -> bool:
        if effect == "recover":
            return bool(pl.discard)
        if effect == "fortify":
            return any(o == pl.seat and self.defense[q] < self.board.provinces[q].defense
                       for q, o in enumerate(self.owner))
        if effect == "raze":
            return self.owner[pl.pos] != pl.seat and self.defense[pl.pos] > 0
        if effect == "trade":
            return pl.influence >= 1
        return True

    # -- effects queue
    def run_effect(self, item: tuple[int, str, str, int, int]) -> None:
        seat, when, effect, value, _card = item
        pl = self.players[seat]
        if effect == "draw":
            self.draw(pl, value)
        elif effect == "mercy" and when == "build":  # "Build: you may gain 1 Mercy"
            self.push("build-mercy", seat, {"n": value}, rule="Build ability (optional)")
        elif effect == "mercy":
            self.gain_morality(pl, value, mercy=True)
        elif effect == "cruelty":
            self.gain_morality(pl, value, mercy=False)
        elif effect in ("influence", "gain-influence"):
            self.gain_influence(pl, value)
        elif effect == "cull":
            if self.can_cull(pl):
                self.push("effect-cull", seat, {"left": value}, rule="When you play this: you may Cull")
        elif effect == "recover":
            if pl.discard:
                self.push("recover", seat, rule="Action: return a discarded card to hand")
        elif effect == "fortify":
            if self.fortify_targets(pl):
                self.push("fortify", seat, {"n": value}, rule="Action: add defense")
        elif effect == "raze":
            q = pl.pos
            self.ruin(q, value)
            self.gain_morality(pl, 1, mercy=False)
        elif effect == "trade":
            pl.influence -= 1
            self.emit("path.log.pay", {"player": PLAYER_MSG[seat], "n": 1})
            self.draw(pl, value)
        elif effect == "tavern":
            self.push("tavern", seat, rule="Outland Tavern: 1 Cruelty or 1 Mercy")
        else:  # pragma: no cover - content validation forbids it
            raise ValueError(f"unknown effect {effect}")

    def ruin(self, q: int, n: int) -> None:
        """[RB Defense and Ruin]: never below 0."""
        before = self.defense[q]
        self.defense[q] = max(0, before - n)
        self.emit("path.log.ruin", {"province": PROVINCE_MSG[self.board.provinces[q].id], "n": before - self.defense[q],
                                    "defense": self.defense[q]})

    def add_defense(self, q: int, n: int) -> None:
        """[RB Defense and Ruin]: never above the printed value."""
        before = self.defense[q]
        self.defense[q] = min(self.board.provinces[q].defense, before + n)
        if self.defense[q] != before:
            self.emit("path.log.fortify", {"province": PROVINCE_MSG[self.board.provinces[q].id],
                                           "n": self.defense[q] - before, "defense": self.defense[q]})

    def fortify_targets(self, pl: Player) -> list[int]:
        provs = self.board.provinces
        return [q for q, o in enumerate(self.owner) if o == pl.seat and self.defense[q] < provs[q].defense]

    def opt_effect_cull(self, d: Any) -> list[Action]:
        out: list[Action] = []
        self.cull_options(self.players[d.player], out)
        out.append(act("skip", "path.act.skip", {}))
        return out

    def do_effect_cull(self, d: Any, a: Action) -> None:
        if a.id == "skip":
            return
        pl = self.players[d.player]
        name, _, where = a.id.split(":", 1)[1].partition("@")
        self.cull(pl, C.CARD_BY_ID[name], where)
        left = d.data["left"] - 1
        if left > 0 and self.can_cull(pl):
            self.push("effect-cull", pl.seat, {"left": left}, rule=d.rule)

    opt_cull_pick = opt_effect_cull

    def do_cull_pick(self, d: Any, a: Action) -> None:
        self.do_effect_cull(d, a)

    def opt_build_mercy(self, d: Any) -> list[Action]:
        return [act("mercy", "path.act.mercy", {}), act("skip", "path.act.skip", {})]

    def do_build_mercy(self, d: Any, a: Action) -> None:
        if a.id == "mercy":
            self.gain_morality(self.players[d.player], d.data["n"], mercy=True)

    def opt_tavern(self, d: Any) -> list[Action]:
        return [act("cruelty", "path.act.cruelty", {}), act("mercy", "path.act.mercy", {})]

    def do_tavern(self, d: Any, a: Action) -> None:
        self.gain_morality(self.players[d.player], 1, mercy=a.id == "mercy")

    def opt_recover(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        return [act(f"recover:{CARDS[t].id}", "path.act.recover", {"card": CARD_MSG[t]})
                for t in sorted(set(pl.discard))]

    def do_recover(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        t = C.CARD_BY_ID[a.id.split(":", 1)[1]]
        pl.discard.remove(t)
        pl.hand.append(t)
        self.emit("path.log.recover", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t]})

    def opt_fortify(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        provs = self.board.provinces
        return [act(f"fortify:{provs[q].id}", "path.act.fortify", {"province": PROVINCE_MSG[provs[q].id]})
                for q in self.fortify_targets(pl)]

    def do_fortify(self, d: Any, a: Action) -> None:
        self.add_defense(self.board.by_id[a.id.split(":", 1)[1]], d.data["n"])

    # -- Promote [RB D]
    def upgrade_available(self, t: int) -> bool:
        to = CARDS[t].promote_to
        return (to >= 0 and self.supply[to] > 0) or (to == -2 and bool(self.numerai))

    def payable(self, pl: Player, cost: int, exclude: int) -> bool:
        """Can the hand (minus the promoted card itself) pay ``cost``?"""
        total = 0
        skipped = exclude < 0
        for t in pl.hand:
            if not skipped and t == exclude:
                skipped = True
                continue
            total += max(self.labor(pl, t), self.strength(pl, t))
        return total >= cost

    def opt_promote_pay(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        need = d.data["need"]
        best = {t: max(self.labor(pl, t), self.strength(pl, t)) for t in set(pl.hand)}
        total = sum(best[t] for t in pl.hand)
        out: list[Action] = []
        for t in sorted(best):
            rest = total - best[t]
            for mode, v in (("labor", self.labor(pl, t)), ("strength", self.strength(pl, t))):
                # keep the payment completable: what is still owed fits in the rest of the hand
                if v > 0 and need - v <= rest:
                    out.append(act(f"pay:{CARDS[t].id}:{mode}", f"path.act.pay_{mode}", {"card": CARD_MSG[t], "n": v}))
        return out

    def do_promote_pay(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        _, name, mode = a.id.split(":")
        t = C.CARD_BY_ID[name]
        v = self.labor(pl, t) if mode == "labor" else self.strength(pl, t)
        self.play_card(pl, t, "labor" if mode == "labor" else "strength")
        need = d.data["need"] - v
        if need > 0:
            self.push("promote-pay", pl.seat, {"need": need}, rule=d.rule)
        else:
            self.finish_promote(pl)

    def finish_promote(self, pl: Player) -> None:
        t = self.promoting
        self.promoting = -1
        to = CARDS[t].promote_to
        if to == -2:  # Wandering One: a random Legendary Numerai from the facedown deck
            new = self.numerai.pop()
        else:
            new = to
            self.supply[to] -= 1
        pl.discard.append(new)
        self.send_home(t)
        self.emit("path.log.promote", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t], "result": CARD_MSG[new]})
        if pl.ally("promote-influence"):
            self.gain_influence(pl, pl.ally("promote-influence"))
        if pl.has("tavern"):
            self.pending.append((pl.seat, "structure", "tavern", 1, -1))
        if pl.has("council"):  # Imperial Council: may put it on top of the deck
            self.push("council", pl.seat, {"card": new}, rule="Imperial Council (optional)")

    def opt_council(self, d: Any) -> list[Action]:
        return [act("top", "path.act.top", {"card": CARD_MSG[d.data["card"]]}), act("skip", "path.act.skip", {})]

    def do_council(self, d: Any, a: Action) -> None:
        if a.id == "top":
            pl = self.players[d.player]
            t = d.data["card"]
            pl.discard.remove(t)
            pl.deck.append(t)
            self.emit("path.log.top", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t]})

    # -- Build [RB F]
    def build_cost(self, pl: Player, tree: int) -> int:
        s = C.STRUCTURES[tree][pl.levels[tree]] if pl.levels[tree] < 4 else C.STRUCTURES[tree][3]
        return max(0, s.cost - (1 if pl.has("build-discount") else 0) - pl.ally("build-discount"))

    def build_payable(self, pl: Player, tree: int, need: int) -> bool:
        faction = C.TREES[tree]
        total = 0
        met = tree == 4
        for t in pl.hand:
            total += self.labor(pl, t)
            if not met and CARDS[t].faction == faction:
                met = True
        return met and total >= need

    def opt_build_pay(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        tree, need, met = d.data["tree"], d.data["need"], d.data["met"]
        faction = C.TREES[tree]
        total = sum(self.labor(pl, t) for t in pl.hand)
        out: list[Action] = []
        for t in sorted(set(pl.hand)):
            v = self.labor(pl, t)
            is_f = CARDS[t].faction == faction
            if v <= 0 and (met or not is_f):
                continue
            need2 = need - v
            met2 = met or is_f
            rest_f = met2 or any(CARDS[u].faction == faction for u in pl.hand if u != t) or (
                pl.hand.count(t) > 1 and is_f)
            if rest_f and need2 <= total - v:
                out.append(act(f"build-pay:{CARDS[t].id}", "path.act.pay_labor", {"card": CARD_MSG[t], "n": v}))
        return out

    def do_build_pay(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        t = C.CARD_BY_ID[a.id.split(":", 1)[1]]
        tree = d.data["tree"]
        v = self.labor(pl, t)
        self.play_card(pl, t, "labor")
        self.queue_abilities(pl, t, "build")
        need = d.data["need"] - v
        met = d.data["met"] or CARDS[t].faction == C.TREES[tree]
        if need > 0 or not met:
            self.push("build-pay", pl.seat, {"tree": tree, "need": need, "met": met}, rule=d.rule)
            return
        s = C.STRUCTURES[tree][pl.levels[tree]]
        pl.levels[tree] += 1
        self.emit("path.log.build", {"player": PLAYER_MSG[pl.seat], "structure": STRUCTURE_MSG[s.id],
                                     "tree": TREE_MSG[tree], "level": s.level})

    # -- Conquer [RB G]
    def combat_step(self, cb: Combat) -> None:
        step = cb.step
        att = self.players[cb.attacker]
        if step == "pick":
            self.push("attack-pick", cb.attacker, rule="Conquer: choose attackers")
        elif step == "defend":
            self.push("defend-pick", cb.defender, rule="Conquer: the defender chooses defend-icon cards")
        elif step == "reveal":
            dfd = self.players[cb.defender]
            self.draw(dfd, len(cb.def_hidden))  # the defender draws as many as placed
            cb.att_cards = cb.att_hidden
            cb.def_cards = cb.def_hidden
            cb.att_hidden = []
            cb.def_hidden = []
            att.play.extend(cb.att_cards)
            dfd.play.extend(cb.def_cards)
            self.emit("path.log.reveal", {"attacker": PLAYER_MSG[att.seat], "att": [CARD_MSG[t] for t in cb.att_cards],
                                          "defender": PLAYER_MSG[dfd.seat], "def": [CARD_MSG[t] for t in cb.def_cards]})
            for t in cb.att_cards:
                self.queue_abilities(att, t, "play")
            for t in cb.def_cards:
                self.queue_abilities(dfd, t, "play")
            cb.step = "merc"
        elif step == "merc":
            cb.step = "roll"
            if att.has("mercenaries") and att.influence >= 1:
                self.push("mercenary", att.seat, rule="Mercenary Reserves (optional)")
        elif step == "roll":
            self.roll(cb)
            cb.step = "att-reroll"
        elif step == "att-reroll":
            if cb.att_rerolls > 0 and cb.att_dice:
                self.push("reroll", cb.attacker, {"side": 0}, rule="Rerolls, attacker first")
            else:
                cb.step = "def-reroll"
        elif step == "def-reroll":
            if cb.defender >= 0 and cb.def_rerolls > 0 and cb.def_dice:
                self.push("reroll", cb.defender, {"side": 1}, rule="Rerolls, then the defender")
            else:
                cb.step = "resolve"
        elif step == "resolve":
            self.resolve_combat(cb)
        elif step == "sacrifice":
            options = [t for t in cb.att_cards if t in att.play]
            if cb.to_sacrifice > 0 and options and att.card_count() > MIN_CARDS:
                self.push("sacrifice", cb.attacker, rule="Defender's ruin: the attacker culls played attackers")
            else:
                cb.step = "done"
        else:
            self.combat = None

    def opt_attack_pick(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        cb = self.combat
        assert cb is not None
        out = [act(f"attack:{CARDS[t].id}", "path.act.attack", {"card": CARD_MSG[t]})
               for t in sorted(set(pl.hand)) if self.can_attack(pl, t)]
        if cb.att_hidden or cb.att_cards:
            out.append(act("go", "path.act.go", {}))
        return out

    def do_attack_pick(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        cb = self.combat
        assert cb is not None
        if a.id == "go":
            if cb.defender >= 0:
                # the number of facedown attackers is declared, not their identity
                self.emit("path.log.declare", {"player": PLAYER_MSG[pl.seat], "n": len(cb.att_hidden)})
                cb.step = "defend"
            else:
                for t in cb.att_cards:
                    self.queue_abilities(pl, t, "play")
                cb.step = "merc"
            return
        t = C.CARD_BY_ID[a.id.split(":", 1)[1]]
        if cb.defender >= 0:
            pl.hand.remove(t)
            cb.att_hidden.append(t)
            self.emit("path.log.facedown", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t]}, seen_by=(pl.seat,),
                      redacted=Msg("path.log.facedown_hidden", {"player": PLAYER_MSG[pl.seat]}))
        else:
            self.play_card_silent(pl, t, "strength")
            cb.att_cards.append(t)

    def can_attack(self, pl: Player, t: int) -> bool:
        """A card adds to a conquest by its Strength or by a play/Conquer ability."""
        return self.strength(pl, t) >= 1 or any(
            a.when in ("play", "conquer") and self._req(pl, a.requires) for a in CARDS[t].abilities)

    def play_card_silent(self, pl: Player, t: int, use: str) -> None:
        """Play without queuing effects (queued together once all attackers are chosen)."""
        pl.hand.remove(t)
        pl.play.append(t)
        self.emit("path.log.play", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t], "use": Msg(f"path.use.{use}")})

    def opt_defend_pick(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        out = [act(f"defend:{CARDS[t].id}", "path.act.defend", {"card": CARD_MSG[t]})
               for t in sorted(set(pl.hand)) if CARDS[t].defend]
        out.append(act("done", "path.act.done", {}))
        return out

    def do_defend_pick(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        cb = self.combat
        assert cb is not None
        if a.id == "done":
            self.emit("path.log.declare_def", {"player": PLAYER_MSG[pl.seat], "n": len(cb.def_hidden)})
            cb.step = "reveal"
            return
        t = C.CARD_BY_ID[a.id.split(":", 1)[1]]
        pl.hand.remove(t)
        cb.def_hidden.append(t)
        self.emit("path.log.facedown", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t]}, seen_by=(pl.seat,),
                  redacted=Msg("path.log.facedown_hidden", {"player": PLAYER_MSG[pl.seat]}))

    def opt_mercenary(self, d: Any) -> list[Action]:
        return [act("mercenary:yes", "path.act.mercenary", {}), act("skip", "path.act.skip", {})]

    def do_mercenary(self, d: Any, a: Action) -> None:
        if a.id == "mercenary:yes":
            pl = self.players[d.player]
            pl.influence -= 1
            assert self.combat is not None
            self.combat.extra_dice += 1
            self.emit("path.log.pay", {"player": PLAYER_MSG[pl.seat], "n": 1})

    def side_bonus(self, pl: Player, cards: list[int], when: str) -> tuple[int, int, int]:
        """(strength bonus, rerolls, extra dice) from cards' Conquer/Defend abilities, allies, structures."""
        bonus = rerolls = extra = 0
        for t in cards:
            for a in CARDS[t].abilities:
                if a.when == when and self._req(pl, a.requires):
                    if a.effect == "strength":
                        bonus += a.value
                    elif a.effect == "reroll":
                        rerolls += a.value
                    else:
                        extra += a.value
        bonus += pl.ally(f"{when}-strength")
        rerolls += pl.ally(f"{when}-reroll")
        if pl.has("reroll"):  # Great Keep
            rerolls += 1
        if when == "conquer" and pl.has("cruel-strength") and pl.morality < 0:
            bonus += 2
        return bonus, rerolls, extra

    def dice_for(self, pl: Player, cards: list[int]) -> int:
        return max((self.strength(pl, t) for t in cards), default=0)

    def roll(self, cb: Combat) -> None:
        att = self.players[cb.attacker]
        _, rr, extra = self.side_bonus(att, cb.att_cards, "conquer")
        n = min(C.MAX_DICE, self.dice_for(att, cb.att_cards) + extra + cb.extra_dice)
        cb.att_dice = [self.rng.randrange(6) for _ in range(n)]
        cb.att_rerolls = rr
        self.emit("path.log.roll", {"player": PLAYER_MSG[att.seat], "dice": [FACE_MSG[f] for f in cb.att_dice]})
        if cb.defender >= 0:
            dfd = self.players[cb.defender]
            _, rr, _ = self.side_bonus(dfd, cb.def_cards, "defend")
            n = min(C.MAX_DICE, self.dice_for(dfd, cb.def_cards))
            cb.def_dice = [self.rng.randrange(6) for _ in range(n)]
            cb.def_rerolls = rr
            if n:
                self.emit("path.log.roll", {"player": PLAYER_MSG[dfd.seat], "dice": [FACE_MSG[f] for f in cb.def_dice]})

    def opt_reroll(self, d: Any) -> list[Action]:
        cb = self.combat
        assert cb is not None
        dice = cb.att_dice if d.data["side"] == 0 else cb.def_dice
        seen = []
        for f in dice:
            fid = C.DIE_FACE_IDS[f]
            if fid not in seen:
                seen.append(fid)
        out = [act(f"reroll:{fid}", "path.act.reroll", {"face": Msg(f"path.face.{fid}")}) for fid in seen]
        out.append(act("keep", "path.act.keep", {}))
        return out

    def do_reroll(self, d: Any, a: Action) -> None:
        cb = self.combat
        assert cb is not None
        side = d.data["side"]
        if a.id == "keep":
            if side == 0:
                cb.att_rerolls = 0
            else:
                cb.def_rerolls = 0
            return
        dice = cb.att_dice if side == 0 else cb.def_dice
        fid = a.id.split(":")[1]
        i = next(i for i, f in enumerate(dice) if C.DIE_FACE_IDS[f] == fid)
        old = dice[i]
        dice[i] = self.rng.randrange(6)
        if side == 0:
            cb.att_rerolls -= 1
        else:
            cb.def_rerolls -= 1
        self.emit("path.log.reroll", {"player": PLAYER_MSG[d.player], "old": FACE_MSG[old], "new": FACE_MSG[dice[i]]})

    def side_total(self, pl: Player, cards: list[int], dice: list[int], when: str) -> int:
        """Dice + every played card but the strongest + bonuses [RB Calculate strength]."""
        strengths = [self.strength(pl, t) for t in cards]
        total = sum(strengths) - max(strengths, default=0)
        total += sum(FACES[f][0] for f in dice)
        bonus, _, _ = self.side_bonus(pl, cards, when)
        total += bonus
        if pl.has("ruin-strength"):  # Castle Barracks [RB player mat]: +2 per (ruin) result
            total += BARRACKS * sum(FACES[f][1] for f in dice)
        return total

    def resolve_combat(self, cb: Combat) -> None:
        att = self.players[cb.attacker]
        q = cb.province
        prov = self.board.provinces[q]
        a_total = self.side_total(att, cb.att_cards, cb.att_dice, "conquer")
        d_total = 0
        if cb.defender >= 0:
            d_total = self.side_total(self.players[cb.defender], cb.def_cards, cb.def_dice, "defend")
        cb.success = a_total >= self.defense[q] + d_total
        self.emit("path.log.combat", {"player": PLAYER_MSG[att.seat], "strength": a_total,
                                      "defense": self.defense[q] + d_total,
                                      "result": Msg("path.result.won" if cb.success else "path.result.lost")})
        if cb.success:
            old = self.owner[q]
            self.owner[q] = att.seat
            self.emit("path.log.banner", {"player": PLAYER_MSG[att.seat], "province": PROVINCE_MSG[prov.id],
                                          "old": PLAYER_MSG[old] if old >= 0 else Msg("path.nobody")})
            self.recruit(att, prov.realm, 2)
        ruin = sum(FACES[f][1] for f in cb.att_dice)
        if att.has("less-ruin"):  # Siege Beasts
            ruin = max(0, ruin - 1)
        if ruin:
            self.ruin(q, ruin)
        cb.to_sacrifice = sum(FACES[f][1] for f in cb.def_dice)
        cb.step = "sacrifice"

    def opt_sacrifice(self, d: Any) -> list[Action]:
        cb = self.combat
        assert cb is not None
        pl = self.players[d.player]
        return [act(f"sacrifice:{CARDS[t].id}", "path.act.sacrifice", {"card": CARD_MSG[t]})
                for t in sorted(set(cb.att_cards)) if t in pl.play]

    def do_sacrifice(self, d: Any, a: Action) -> None:
        cb = self.combat
        assert cb is not None
        pl = self.players[d.player]
        t = C.CARD_BY_ID[a.id.split(":", 1)[1]]
        s = self.strength(pl, t)
        pl.play.remove(t)
        cb.att_cards.remove(t)
        self.send_home(t)
        self.emit("path.log.sacrifice", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t]})
        cb.to_sacrifice = max(0, cb.to_sacrifice - s)  # a 0-Strength card pays nothing: continue

    # -- End Phase [RB End Phase]
    def end_step_run(self) -> None:
        pl = self.players[self.active]
        step = self.end_step
        if step == "start":
            # 1. start-of-End-Phase abilities of allies and structures
            if pl.ally("end-influence"):
                self.gain_influence(pl, pl.ally("end-influence"))
            if pl.has("sanctum"):
                n = self.realms_controlled(pl.seat)
                if n:
                    self.gain_influence(pl, n)
            # 2. recruit one, optionally a second for 1 Mercy
            realm = self.board.provinces[pl.pos].realm
            self.recruit(pl, realm, 1)
            self.end_step = "cleanup"
            if self.realm_decks[realm]:
                self.push("recruit-second", pl.seat, rule="End Phase: optional second recruit for 1 Mercy")
        elif step == "cleanup":
            pl.discard.extend(pl.play)  # 3. play area to discard
            pl.play = []
            self.end_step = "discard"
        elif step == "discard":
            if pl.hand:
                self.push("discard-hand", pl.seat, rule="End Phase: keep or discard the hand")
            else:
                self.end_step = "draw"
        else:
            self.draw(pl, max(0, self.hand_limit(pl) - len(pl.hand)))  # 4. refill
            self.next_turn()

    def opt_recruit_second(self, d: Any) -> list[Action]:
        return [act("recruit", "path.act.recruit", {}), act("stop", "path.act.stop", {})]

    def do_recruit_second(self, d: Any, a: Action) -> None:
        if a.id == "recruit":
            pl = self.players[d.player]
            self.recruit(pl, self.board.provinces[pl.pos].realm, 1)
            self.gain_morality(pl, 1, mercy=True)

    def opt_discard_hand(self, d: Any) -> list[Action]:
        pl = self.players[d.player]
        out = [act("keep", "path.act.keep_hand", {})]
        out.extend(act(f"discard:{CARDS[t].id}", "path.act.discard", {"card": CARD_MSG[t]})
                   for t in sorted(set(pl.hand)))
        return out

    def do_discard_hand(self, d: Any, a: Action) -> None:
        pl = self.players[d.player]
        if a.id == "keep":
            self.end_step = "draw"
            return
        t = C.CARD_BY_ID[a.id.split(":", 1)[1]]
        pl.hand.remove(t)
        pl.discard.append(t)
        self.emit("path.log.discard", {"player": PLAYER_MSG[pl.seat], "card": CARD_MSG[t]})

    def next_turn(self) -> None:
        self.active = (self.active + 1) % self.num_players
        if self.active == self.first:
            if self.round % 4 == 0:
                self.year_scoring(self.round // 4 - 1)
            if self.round == ROUNDS:
                self.final_scoring()
                self.phase = "over"
                return
            self.round += 1
            self.emit("path.log.round", {"round": self.round})
        pl = self.players[self.active]
        pl.moved = pl.ally_gained = pl.fleet_used = pl.bazaar_used = pl.gulag_used = False
        self.phase = "main"

    # -- scoring
    def year_scoring(self, year: int) -> None:
        """[RB End of Year Scoring]: province defense, then 4/8/12 per realm."""
        # Blessed Academy [RB player mat]: "when an End of Year Scoring phase
        # begins", +1 defense to each province its owner controls (before counting)
        for pl in self.players:
            if pl.has("academy"):
                for q in self.provinces_of(pl.seat):
                    self.add_defense(q, 1)
        for pl in self.players:
            gain = sum(self.defense[q] for q in self.provinces_of(pl.seat))
            gain += YEAR_REALM_BONUS[year] * self.realms_controlled(pl.seat)
            pl.influence += gain
            pl.year_gain[year] = gain
            self.emit("path.log.year", {"player": PLAYER_MSG[pl.seat], "year": year + 1, "n": gain,
                                        "total": pl.influence})

    def final_points(self, pl: Player) -> int:
        """[RB End of the Game] steps 1-4."""
        cards = pl.hand + pl.deck + pl.discard + pl.play
        pts = sum(CARDS[t].influence for t in cards)
        pts += sum(C.ALLIES[a].influence for a in pl.allies)
        pts += sum(pl.levels)
        if pl.has("score-morality"):
            pts += abs(pl.morality)
        mine = self.provinces_of(pl.seat)
        if pl.has("score-realms"):
            pts += len({self.board.provinces[q].realm for q in mine})
        if pl.has("score-defense"):
            pts += sum(self.defense[q] for q in mine)
        if pl.has("score-provinces"):
            pts += 2 * len(mine)
        if pl.has("score-cards"):
            pts += sum(1 for t in cards if CARDS[t].influence >= 1)
        return pts

    def final_scoring(self) -> None:
        for pl in self.players:
            n = self.final_points(pl)
            pl.influence += n
            self.emit("path.log.final", {"player": PLAYER_MSG[pl.seat], "n": n, "total": pl.influence})

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        return [pl.influence for pl in self.players]

    def winners(self) -> list[int]:
        """Most Influence; tie: most gained at the third End of Year; then shared."""
        if not self.is_over:
            return []
        best = max(self.scores())
        tied = [pl for pl in self.players if pl.influence == best]
        top = max(pl.year_gain[2] for pl in tied)
        return [pl.seat for pl in tied if pl.year_gain[2] == top]

    def evaluate(self) -> list[float]:
        """Influence now + End of Game points now + the coming End of Year
        scorings at today's holdings + a little for deck strength and the
        cards still in hand (so that a one-step search does not waste them)."""
        if self.is_over:
            return [float(pl.influence) for pl in self.players]
        years_left = [y for y, r in enumerate((4, 8, 12)) if r >= self.round]
        rounds_left = ROUNDS - self.round + 1
        out = []
        for pl in self.players:
            v = float(pl.influence + self.final_points(pl))
            held = sum(self.defense[q] for q in self.provinces_of(pl.seat))
            realms = self.realms_controlled(pl.seat)
            v += sum(held + YEAR_REALM_BONUS[y] * realms for y in years_left)
            cards = pl.hand + pl.deck + pl.discard + pl.play
            if cards:
                power = sum(max(CARDS[t].labor, CARDS[t].strength) for t in cards) / len(cards)
                v += power * rounds_left * 0.5
            if pl.seat == self.active and self.phase == "main":
                v += 0.2 * sum(max(CARDS[t].labor, CARDS[t].strength) for t in pl.hand)
            out.append(v)
        return out

    # ------------------------------------------------------------ copy / views
    def _copy_into(self, o: State) -> None:
        assert isinstance(o, PathState)
        o.board = self.board
        o.players = [pl.copy() for pl in self.players]
        o.owner = self.owner[:]
        o.defense = self.defense[:]
        o.realm_decks = [d[:] for d in self.realm_decks]
        o.supply = self.supply[:]
        o.numerai = self.numerai[:]
        o.box = self.box[:]
        o.advisor_box = self.advisor_box[:]
        o.allies = self.allies[:]
        o.round = self.round
        o.first = self.first
        o.active = self.active
        o.phase = self.phase
        o.end_step = self.end_step
        o.combat = self.combat.copy() if self.combat is not None else None
        o.pending = self.pending[:]
        o.promoting = self.promoting
        o.setup_left = self.setup_left

    def hidden_zones(self) -> list[Zone]:
        zones = []
        for pl in self.players:
            pool = f"cards:{pl.seat}"
            zones.append(Zone(f"hand:{pl.seat}", pl.hand, (pl.seat,), pool))
            zones.append(Zone(f"deck:{pl.seat}", pl.deck, (), pool))
        for r, deck in enumerate(self.realm_decks):
            zones.append(Zone(f"realm:{C.REALMS[r]}", deck, ()))
        zones.append(Zone("numerai", self.numerai, ()))
        zones.append(Zone("advisors", self.advisor_box, ()))
        cb = self.combat
        if cb is not None:
            zones.append(Zone("attack", cb.att_hidden, (cb.attacker,), f"cards:{cb.attacker}"))
            if cb.defender >= 0:
                zones.append(Zone("defense", cb.def_hidden, (cb.defender,), f"cards:{cb.defender}"))
        return zones

    def public_view(self, seat: int | None) -> dict[str, Any]:
        ids = [ct.id for ct in CARDS]
        provs = self.board.provinces
        cb = self.combat
        return {
            "board": self.board.key,
            "round": self.round,
            "year": min(3, (self.round - 1) // 4 + 1),
            "first": self.first,
            "active": self.active,
            "phase": self.phase,
            "provinces": [{"id": p.id, "owner": self.owner[p.index], "defense": self.defense[p.index],
                           "max": p.defense, "realm": C.REALMS[p.realm], "kind": C.KINDS[p.kind]} for p in provs],
            "players": [{
                "seat": pl.seat, "influence": pl.influence, "morality": pl.morality,
                "position": provs[pl.pos].id if pl.pos >= 0 else None,
                "structures": {C.TREES[i]: lv for i, lv in enumerate(pl.levels)},
                "allies": [C.ALLIES[a].id for a in pl.allies],
                "discard": [ids[t] for t in pl.discard], "play": [ids[t] for t in pl.play],
                "year_gain": list(pl.year_gain),
                "turn": {"moved": pl.moved, "ally": pl.ally_gained, "fleet": pl.fleet_used,
                         "bazaar": pl.bazaar_used, "gulag": pl.gulag_used},
            } for pl in self.players],
            "allies": [C.ALLIES[a].id for a in self.allies],
            "supply": {ids[t]: n for t, n in enumerate(self.supply) if CARDS[t].origin == "upgrade"
                       and CARDS[t].faction != "numerai"},
            "box": sorted(ids[t] for t in self.box),
            "promoting": ids[self.promoting] if self.promoting >= 0 else None,
            "combat": None if cb is None else {
                "attacker": cb.attacker, "defender": cb.defender, "province": provs[cb.province].id,
                "step": cb.step, "attackers": [ids[t] for t in cb.att_cards],
                "defenders": [ids[t] for t in cb.def_cards], "attack_dice": [C.DIE_FACE_IDS[f] for f in cb.att_dice],
                "defense_dice": [C.DIE_FACE_IDS[f] for f in cb.def_dice], "attack_rerolls": cb.att_rerolls,
                "defense_rerolls": cb.def_rerolls, "extra_dice": cb.extra_dice, "to_sacrifice": cb.to_sacrifice,
            },
            "pending": [[s, w, e, v, ids[t] if t >= 0 else None] for s, w, e, v, t in self.pending],
        }

    def prompt(self) -> Msg | None:
        d = self.decision
        if d is None:
            return None
        return Msg(f"path.decision.{d.kind}", {"player": PLAYER_MSG[d.player], **{
            k: v for k, v in d.data.items() if isinstance(v, int) and not isinstance(v, bool)}})
