"""The game state: its data, the flow between rounds, hidden zones, views and scores.  The rules live
in the rule modules (``rounds``, ``turn``, ``left_actions``, ``right_actions``, ``king``, ``rewards``,
``solo``), which register their decisions in ``decisions.DECISIONS``; ``setup.py`` builds a new game."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Action, Decision, State, Zone
from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import left_actions, plan, policy, right_actions, rounds, scoring, turn
from meeple.games.paladins_of_the_west_kingdom.decisions import DECISIONS, PALADIN_IDS
from meeple.games.paladins_of_the_west_kingdom.model import AI, Player
from meeple.games.paladins_of_the_west_kingdom.view import table_view


def _paladin(card: int) -> str:
    return PALADIN_IDS[card]

RULE_MODULES = (left_actions, right_actions, rounds, turn)  # importing them registers their decisions


class PaladinsState(State):
    __slots__ = ("players", "ai", "ai_board", "round", "first_player", "phase", "turn", "townsfolk_deck",
                 "townsfolk_row", "townsfolk_discard", "outsider_deck", "outsider_row", "outsider_discard",
                 "wall_deck", "suspicion_deck", "suspicion_discard", "tavern_deck", "tavern_row", "tavern_taken",
                 "tavern_discard", "orders_down", "orders_box", "orders_up", "favours_down", "favours_box",
                 "favours_up", "favours_used", "tax_supply", "debts_left", "spaces", "over", "solo_orders")

    decisions = DECISIONS

    # ISMCTS trusts the look-ahead rules of thumb (policy.py): 100 iterations, solo, random playouts,
    # 4 deals: mean 15 VP with prior 0, 30 with 1, 38.5 with 3 (docs/paladins-of-the-west-kingdom.md)
    search_prior = 3.0

    players: list[Player]
    ai: AI | None
    ai_board: Player | None  # the solo AI's board reuses the Player record (seat = num_players)
    round: int
    first_player: int
    phase: str
    turn: int
    townsfolk_deck: list[int]
    townsfolk_row: list[int]
    townsfolk_discard: list[int]
    outsider_deck: list[int]
    outsider_row: list[int]
    outsider_discard: list[int]
    wall_deck: list[int]
    suspicion_deck: list[int]
    suspicion_discard: list[int]
    tavern_deck: list[int]
    tavern_row: list[int]
    tavern_taken: list[bool]
    tavern_discard: list[int]
    orders_down: list[int]
    orders_box: list[int]
    orders_up: list[int]
    favours_down: list[int]
    favours_box: list[int]
    favours_up: list[int]
    favours_used: int  # bitmask of the revealed Favours taken this round
    tax_supply: int
    debts_left: int
    spaces: list[list[int]]  # per region and square: -1, or seat * 2 + (0 Monk, 1 Outpost)
    over: bool
    solo_orders: list[int]

    # ------------------------------------------------------------------ contract plumbing
    def _copy_into(self, other: State) -> None:
        assert isinstance(other, PaladinsState)
        other.players = [p.copy() for p in self.players]
        other.ai = self.ai.copy() if self.ai is not None else None
        other.ai_board = self.ai_board.copy() if self.ai_board is not None else None
        for name in ("round", "first_player", "phase", "turn", "tax_supply", "debts_left", "favours_used", "over"):
            setattr(other, name, getattr(self, name))
        for name in ("townsfolk_deck", "townsfolk_row", "townsfolk_discard", "outsider_deck", "outsider_row",
                     "outsider_discard", "wall_deck", "suspicion_deck", "suspicion_discard", "tavern_deck",
                     "tavern_row", "tavern_taken", "tavern_discard", "orders_down", "orders_box", "orders_up",
                     "favours_down", "favours_box", "favours_up", "solo_orders"):
            setattr(other, name, list(getattr(self, name)))
        other.spaces = [r[:] for r in self.spaces]

    def hidden_zones(self) -> list[Zone]:
        zones = [Zone("townsfolk_deck", self.townsfolk_deck), Zone("outsider_deck", self.outsider_deck),
                 Zone("wall_deck", self.wall_deck), Zone("suspicion_deck", self.suspicion_deck),
                 Zone("tavern_deck", self.tavern_deck), Zone("orders_down", self.orders_down, pool="orders"),
                 Zone("orders_box", self.orders_box, pool="orders"),
                 Zone("favours_down", self.favours_down, pool="favours"),
                 Zone("favours_box", self.favours_box, pool="favours")]
        for p in self.players:
            pool = f"paladins{p.seat}"
            zones += [Zone(f"paladin_deck{p.seat}", p.paladin_deck, (), pool),
                      # the owner put these under its deck: it knows them and their order (issue 9)
                      Zone(f"paladin_under{p.seat}", p.paladin_under, (p.seat,), pool, show=_paladin),
                      Zone(f"paladin_hand{p.seat}", p.paladin_hand, (p.seat,), pool, show=_paladin),
                      Zone(f"paladin_top{p.seat}", p.paladin_top, (p.seat,), pool, show=_paladin),
                      Zone(f"paladin_pick{p.seat}", p.paladin_pick, (p.seat,), pool, show=_paladin)]
        if self.ai is not None:
            zones.append(Zone("schemes", self.ai.schemes))
        return zones

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def solo(self) -> bool:
        return self.ai is not None

    @property
    def ai_player(self) -> Player:
        """The solo AI's board (only in a solo game)."""
        assert self.ai_board is not None
        return self.ai_board

    def everyone(self) -> list[Player]:
        """Seats plus the solo AI (it takes Suspicion, Debts and Inquisitions too)."""
        return self.players + ([self.ai_player] if self.ai is not None else [])

    def is_ai(self, p: Player) -> bool:
        return self.ai is not None and p.seat == self.num_players

    def effective(self, p: Player) -> list[int]:
        """Attribute track plus the round's Paladin boost (used for every requirement)."""
        if p.paladin < 0:
            return p.attributes[:]
        boost = C.PALADIN_BOOST[p.paladin]
        return [p.attributes[0] + boost[0], p.attributes[1] + boost[1], p.attributes[2] + boost[2]]

    def waives(self, p: Player, action: str, cost: str) -> bool:
        """Whether the round's Paladin waives ``action``'s price in ``cost`` (provision or silver)."""
        return p.paladin >= 0 and C.PALADIN_WAIVES[p.paladin] == (action, cost)

    def discount(self, p: Player, action: str) -> int:
        """Silver the round's Paladin takes off ``action``'s price."""
        discount = C.PALADIN_DISCOUNT[p.paladin] if p.paladin >= 0 else None
        return discount[1] if discount is not None and discount[0] == action else 0

    def tax_refill(self) -> int:
        """Setup 4: the Tax Supply by player count, solo included (and after each Inquisition)."""
        return C.BOARD.tax_supply[self.num_players - 1]

    def public_view(self, seat: int | None) -> dict[str, Any]:
        return dict(table_view(self))

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        if self.phase == "start":
            rounds.start_round(self)
        elif self.phase == "actions":
            rounds.next_turn(self)
        else:  # pragma: no cover - every other phase pushes its own decisions
            raise RuntimeError(self.phase)

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        return [scoring.score(self, p)["total"] for p in self.players]

    def score_sheet(self) -> dict[str, Any]:
        return scoring.sheet(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def evaluate(self) -> list[float]:
        return policy.evaluate(self)

    def policy_action(self, rng: random.Random) -> Action:
        """The round planner for main actions and the round's set-up, the look-ahead for the rest."""
        return plan.plan_action(self, rng) or policy.policy_action(self, rng)

    def prior_action(self, rng: random.Random) -> Action:
        return policy.policy_action(self, rng, plies=1)

    def root_prior_action(self, rng: random.Random, deadline: float) -> Action:
        return policy.deep_action(self, rng, deadline)

    def emit(self, key: str, params: dict[str, Any] | None = None, seen_by: Any = None,
             redacted: Msg | None = None) -> None:
        """Log events about the solo AI name it "the AI" rather than a seat number."""
        if params and params.get("seat") == self.num_players and self.ai is not None:
            params["who"] = Msg("paladins.ai")
        super().emit(key, params, seen_by, redacted)

    def explain_illegal(self, action_id: str, decision: Decision) -> str | Msg:
        """Why a main-turn action is refused (the rule name is attached by the engine)."""
        if decision.kind != "turn":
            return ""
        p = self.players[decision.player]
        name = action_id.split(":")[0]  # the refused id is not a legal action: its id is all there is to read
        name = "recruit" if name == "quest" else name
        if name in C.SPACE_INDEX:
            if p.occupied >> C.SPACE_INDEX[name] & 1:
                return Msg("paladins.refused.occupied", {"action": action_id})
            if name in C.RIGHT_ACTIONS and not right_actions.under_limit(p, name):
                return Msg("paladins.refused.limit", {"action": action_id, "limit": C.ACTION_LIMIT})
            return Msg("paladins.refused.lacking", {"action": action_id})
        return ""
