"""The Seasons game in progress: the flow between phases (Prelude, rounds), the
dispatch of decisions through ``registry.DECISIONS`` (with EK Argos' Embrace and
the reserve limit checked after every answer), scores, winners and the
determinized copies bots play on."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from meeple.core import Action, Decision
from meeple.core.components import Ref
from meeple.core.i18n import Msg
from meeple.core.state import RULES
from meeple.games.seasons import (  # noqa: F401 (these modules register their decisions and card effects)
    cards_activated,
    cards_on_play,
    cards_round,
    followups,
    looks,
    main_turn,
    prelude,
    rules,
    scoring,
    track,
    turn,
    view,
)
from meeple.games.seasons.content import SEASONS
from meeple.games.seasons.enchantments import embrace
from meeple.games.seasons.model import SeasonsData
from meeple.games.seasons.registry import DECISIONS
from meeple.games.seasons.rules import ARGOS_EMBRACE, EXTENDED_EXPERIENCE, GAME_ID
from meeple.games.seasons.text import asked_by, cite

LIBRARY_PILE = 3  # base 4.2: 3 cards per Library (EK Extended Experience: 4)
LIBRARY_PILE_EXTENDED = 4


def kept(before: list[int], after: list[int]) -> int:
    """How many cards joined a hand (EK Argos' Embrace: a card that left it meanwhile, say
    one summoned, is no offset)."""
    if after == before:
        return 0
    return sum((Counter(after) - Counter(before)).values())


class SeasonsState(SeasonsData):
    __slots__ = ()
    position_static = ("C",)  # the content tables, fixed by the options
    decisions = DECISIONS
    # The search tries the rules of thumb' choice first (issue 13): against `heuristic`, 2 players,
    # 650 iterations, 40 games seed 1: 33/40 with it, 21/40 without (README, "How strong the bots are").
    search_prior = 1.0
    # Playouts follow the rules of thumb too: `ismcts:time=0.5` (CPU clock) against `heuristic`,
    # the 20 games of deals 0-9, seed 1: 15 won, mean 122.8 to 83.8, against 12 won, 122.5 to
    # 107.9, with random playout steps (README, "How strong the bots are").
    search_guide = 1.0
    # Half of a search's reward counts the margin gained during the iteration: far ahead of a
    # `random` player every margin squashed to about 1 and the search scored 20 VP a game less
    # than against `heuristic` (docs/agents-and-sim.md, issue 13).
    search_relative = 0.5

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        if self.phase == "draft":
            self.push("pass_packs", RULES)
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("draft", p, rule="base 4.1")
        elif self.phase == "library":
            self.phase = "twist"
            prelude.twist_of_fate(self)
        elif self.phase == "twist":
            k = LIBRARY_PILE_EXTENDED if self.enchant == EXTENDED_EXPERIENCE else LIBRARY_PILE
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("library", p, {"year": 3, "left": k}, "base 4.2")
                self.push("library", p, {"year": 2, "left": k}, "base 4.2")
            self.phase = "tokens" if any(self.token_offer) else "tournament"
        elif self.phase == "tokens":
            # EK: after the Prelude each seat keeps 1 of its 3 tokens (hidden until all chose).
            self.phase = "tournament"
            self.push("reveal_tokens", RULES)
            for p in reversed(rules.turn_order(self, self.first)):
                self.push("keep_token", p, rule="EK jetons Capacité")
        else:
            self.start_round()

    def start_round(self) -> None:
        # base 5.1: roll players + 1 dice of the current season; each die keeps the season
        # it was rolled in, even if the marker changes season during the round (Temporal
        # Boots, token 10: BGA reads a die by its own season).
        season = self.season
        self.pool = [[d, self.rng.randrange(6), season] for d in self.dice_sel[season]]
        self.taken = [None] * self.num_players
        self.io_used = [False] * self.num_players
        self.leftover = None
        self.emit("seasons.log.round", {"year": self.year, "month": self.month + 1,
                                         "season": Ref(GAME_ID, SEASONS[season])})
        order = rules.turn_order(self, self.first)
        self.push("end_round", RULES)
        for p in reversed(order):
            self.push("start_turn", RULES, {"p": p})
        for p in reversed(order):
            self.push("die", p, rule="base 5.1")

    def face(self, die: list[int]) -> Any:
        """The face a rolled die shows: ``die`` is [die index, face index, season rolled in]."""
        return self.C.dice[die[2]][die[0]][die[1]]

    # ------------------------------------------------------------ hooks
    def _resolve(self, d: Decision, a: Action | None) -> None:
        if self.enchant == ARGOS_EMBRACE and self.pool:
            self._resolve_embraced(d, a)
        else:
            DECISIONS.carry_out(self, d, a)
        self.check_overflow()

    def _resolve_embraced(self, d: Decision, a: Action | None) -> None:
        """EK Argos' Embrace: after an answer, each seat whose hand grew pays once (the
        Library cards given at a year change, and Arus's passing then, are exempt)."""
        n = self.num_players
        hands = [list(self.hands[p]) for p in range(n)]
        libraries = [len(self.lib2[p]) + len(self.lib3[p]) for p in range(n)]
        given = self.libs_given
        DECISIONS.carry_out(self, d, a)
        if d.kind == "arus_pass" or self.over:
            return
        # a card of Otus the Oracle waits in the hand while its summoner says how an Amulet of
        # Water pays (card 4): it is being summoned, not kept (third fresh audit: before, it
        # cost 5 crystals)
        waiting = self.stack[-1] if self.stack else None
        summoning = waiting.player if waiting is not None and waiting.kind == rules.AMULET_SOURCE \
            and waiting.data["then"] == "summon" else None
        for p in reversed(rules.turn_order(self, self.first)):
            # the cards that joined the hand, not its size: an Elemental Amulet summoned for its
            # fire draws a card as it leaves the hand (seventh fresh audit: before, that draw
            # cost nothing)
            grew = kept(hands[p], self.hands[p]) - (1 if p == summoning else 0)
            if self.libs_given != given:
                grew -= libraries[p] - len(self.lib2[p]) - len(self.lib3[p])
            if grew > 0:
                embrace(self, p)

    def check_overflow(self) -> None:
        """base 5.4: energy beyond the reserve limit is discarded at once (the owner
        chooses which); checked once pending energy choices are done: gains, steals (card
        120: BGA takes every stolen energy, then checks the reserve once; ninth fresh audit:
        before, the thief discarded between two steals) and the discards themselves."""
        if self.stack and self.stack[-1].kind in ("gain", "steal", "lose"):
            return
        for p in range(self.num_players):
            total = sum(self.energy[p])
            # the limit is never below 3 minus the Drought reductions
            if total > 2 - self.drought[p] and total > rules.limit(self, p):
                self.push("lose", p, rule="base 5.4")
                return

    def public_view(self, seat: int | None) -> dict[str, Any]:
        return view.public_view(self, seat)  # type: ignore[return-value]

    def scores(self) -> list[int]:
        return scoring.scores(self)

    def score_sheet(self) -> dict[str, Any]:
        return scoring.score_sheet(self)

    def breakdown(self) -> list[dict[str, int]]:
        return scoring.breakdown(self)

    def winners(self) -> list[int]:
        """Highest score; ties go to the most cards in play (BGA's tie-break, the
        official one is unconfirmed), then the win is shared."""
        if not self.over:
            return []
        return scoring.best(self)[1]

    def determinize(self, seat: int | None, rng: random.Random) -> SeasonsState:
        world: SeasonsState = super().determinize(seat, rng)  # type: ignore[assignment]
        # what the other seats were shown is whatever this world dealt where they looked
        world.knowledge.reread({name: world.zone_items(name) for name in world.knowledge.zones()})
        return world

    def drop_knowledge(self) -> None:
        self.knowledge.stop()

    def evaluate(self) -> list[float]:
        from meeple.games.seasons.evaluation import evaluate

        return evaluate(self)

    def policy_action(self, rng: random.Random) -> Action:
        from meeple.games.seasons.policy import choose

        return choose(self, rng)

    def explain_illegal(self, action_id: str, decision: Decision) -> str | Msg:
        """Why an activation is refused when an opponent's Crystal Titan is what stops it."""
        return main_turn.titan_refusal(self, decision.player, action_id) if decision.kind == "main" else ""

    def prompt_params(self, decision: Decision) -> dict[str, Any]:
        # "faites votre choix" alone left the seat to guess which card asks (the Temporal Boots' moves)
        if decision.kind == "choice":
            return {"source": asked_by(decision.rule) if isinstance(decision.rule, str) else decision.rule}
        return {}

    def cite(self, rule: str | Msg) -> str | Msg:
        """The rule modules cite the rulebooks by short codes; errors name them in each language."""
        return cite(rule) if isinstance(rule, str) and rule else rule
