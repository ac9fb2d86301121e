"""The game state: the flow between questions, copies, hidden information,
views, scores and winners.  The rules are in the modules named below; their
decisions are dispatched through ``model.DECISIONS``."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Decision, State, Zone
from meeple.games.path_of_light_and_shadow import (
    build,
    conquer,
    effects,
    end_phase,
    knowledge,
    promote,
    scoring,
    turn,
    view,
)
from meeple.games.path_of_light_and_shadow.content import CARDS, REALMS
from meeple.games.path_of_light_and_shadow.model import DECISIONS, NOBODY, PathData
from meeple.games.path_of_light_and_shadow.text import CARD_REF, RULE


def card_id(card: int) -> str:
    return CARDS[card].id


RESAMPLES = 100  # tries at a determinized copy the deciding seat can play on
WALK_ROUNDS = 30  # swaps per hidden card when no try fits (see knowledge.walk)

RULE_MODULES = (build, conquer, effects, end_phase, promote, turn)  # importing them registers their decisions


class PathState(PathData):
    __slots__ = ()
    position_static = ("board",)  # the map side, fixed by the player count
    decisions = DECISIONS

    def _advance(self) -> None:
        """Queued effects first, then the phase's own flow."""
        if self.pending:
            effects.run_queued_effects(self)
            return
        phase = self.phase
        if phase == "main":
            if self.combat is not None:
                conquer.combat_step(self, self.combat)
            else:
                self.push("main", self.active, rule=RULE["main"])
        elif phase == "end":
            end_phase.end_step(self)
        elif phase == "setup":
            seat = (self.first + self.num_players - self.setup_left) % self.num_players
            self.push("start", seat, rule=RULE["start"])

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        return [player.influence for player in self.players]

    def winners(self) -> list[int]:
        """[RB End of the Game]: most Influence; tie: most gained at the third
        End of Year Scoring; then the win is shared."""
        if not self.is_over:
            return []
        best = max(self.scores())
        tied = [player for player in self.players if player.influence == best]
        top = max(player.year_gains[2] for player in tied)
        return [player.seat for player in tied if player.year_gains[2] == top]

    def evaluate(self) -> list[float]:
        return scoring.evaluate(self)

    def determinize(self, seat: int | None, rng: random.Random) -> State:
        """The core's re-sampling of hidden zones (keeping what every seat saw
        put on a deck), then the other nations' secret cards dealt again
        (knowledge.py).  A copy must be a legal state: when the seat that
        decides now is left unable to finish what it started (a payment its
        new hand cannot make), the sample is drawn again: the deciding seat
        could, so the world it is in lets it (the most tries seen: 61, in
        52,000 copies over 60 random games).  If no draw fits, that seat's
        cards are shuffled by a random walk through the legal arrangements
        instead, so the copy never keeps its true cards."""
        for _ in range(RESAMPLES):
            world = self._sample(seat, rng)
            if world.is_over or world.legal_actions():
                return world
        deciding = self.current_player
        assert deciding is not None  # an ended game has no decision to fail
        world = self._sample(seat, rng, keep=deciding)
        knowledge.walk(world, world.players[deciding], seat, rng, WALK_ROUNDS)
        return world

    def _sample(self, seat: int | None, rng: random.Random, keep: int | None = None) -> PathState:
        """A re-sampled copy; with ``keep``, that seat's hidden cards and
        secrets stay as they truly are (the start of ``knowledge.walk``)."""
        world = super().determinize(seat, rng)
        assert isinstance(world, PathState)
        knowledge.resample_secrets(world, seat, rng, keep)
        if keep is not None:
            player, truth = world.players[keep], self.players[keep]
            player.hand[:], player.deck[:] = truth.hand, truth.deck
            if world.combat is not None and self.combat is not None and self.combat.attacker == keep:
                world.combat.attackers_facedown[:] = self.combat.attackers_facedown
            if world.combat is not None and self.combat is not None and self.combat.defender == keep:
                world.combat.defenders_facedown[:] = self.combat.defenders_facedown
        return world

    def score_sheet(self) -> dict[str, Any]:
        return scoring.sheet(self)

    def _copy_into(self, other: State) -> None:
        assert isinstance(other, PathState)
        other.board = self.board
        other.players = [player.copy() for player in self.players]
        other.owner = self.owner[:]
        other.defense = self.defense[:]
        other.realm_decks = [deck[:] for deck in self.realm_decks]
        other.supply = self.supply[:]
        other.numerai = self.numerai[:]
        other.box = self.box[:]
        other.advisor_box = self.advisor_box[:]
        other.allies = self.allies[:]
        other.round = self.round
        other.first = self.first
        other.active = self.active
        other.phase = self.phase
        other.end_step = self.end_step
        other.combat = self.combat.copy() if self.combat is not None else None
        other.pending = self.pending[:]  # the records are never changed
        other.promoting = self.promoting
        other.setup_left = self.setup_left
        other.realm_known_bottom = self.realm_known_bottom[:]
        other.numerai_known_bottom = self.numerai_known_bottom

    def hidden_zones(self) -> list[Zone]:
        zones = []
        for player in self.players:
            pool = f"cards:{player.seat}"
            zones.append(Zone(f"hand:{player.seat}", player.hand, (player.seat,), pool, show=card_id))
            zones.append(Zone(f"deck:{player.seat}", player.deck, (), pool, show=card_id,
                              public=knowledge.deck_known(player)))
        for realm, deck in enumerate(self.realm_decks):
            zones.append(Zone(f"realm:{REALMS[realm]}", deck, (), show=card_id,
                              public=range(self.realm_known_bottom[realm])))
        zones.append(Zone("numerai", self.numerai, (), show=card_id, public=range(self.numerai_known_bottom)))
        zones.append(Zone("advisors", self.advisor_box, (), show=card_id))
        combat = self.combat
        if combat is not None:
            zones.append(Zone("attack", combat.attackers_facedown, (combat.attacker,), f"cards:{combat.attacker}",
                              show=card_id))
            if combat.defender != NOBODY:
                zones.append(Zone("defense", combat.defenders_facedown, (combat.defender,),
                                  f"cards:{combat.defender}", show=card_id))
        return zones

    def public_view(self, seat: int | None) -> dict[str, Any]:
        return dict(view.public_view(self))

    def prompt_params(self, decision: Decision) -> dict[str, Any]:
        params: dict[str, Any] = {key: decision.data[key] for key in ("need", "left", "n") if key in decision.data}
        if decision.kind == "council":
            params["card"] = CARD_REF[decision.data["card"]]
        return params
