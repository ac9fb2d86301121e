"""The game state: the flow between questions, copies, hidden information,
views, scores and winners.  The rules are in the modules named below; their
decisions are dispatched through ``model.DECISIONS``."""

from __future__ import annotations

from typing import Any

from meeple.core import Msg, State, Zone
from meeple.games.path_of_light_and_shadow import build, conquer, effects, end_phase, promote, scoring, turn
from meeple.games.path_of_light_and_shadow.content import ALLIES, CARDS, DIE_FACE_IDS, KINDS, REALMS, TREES
from meeple.games.path_of_light_and_shadow.model import DECISIONS, NO_CARD, NOBODY, PathData
from meeple.games.path_of_light_and_shadow.text import PLAYER_MSG

RULE_MODULES = (build, conquer, effects, end_phase, promote, turn)  # importing them registers their decisions


class PathState(PathData):
    __slots__ = ()
    position_static = ("board",)  # the map side, fixed by the player count
    decisions = DECISIONS

    def _advance(self) -> None:
        """Queued effects first, then the phase's own flow."""
        if self.pending:
            effects.run_effect(self, self.pending.pop(0))
            return
        phase = self.phase
        if phase == "main":
            if self.combat is not None:
                conquer.combat_step(self, self.combat)
            else:
                self.push("main", self.active, rule="Main Phase")
        elif phase == "end":
            end_phase.end_step(self)
        elif phase == "setup":
            seat = (self.first + self.num_players - self.setup_left) % self.num_players
            self.push("start", seat, rule="Setup: leaders in Villages, in seat order")

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

    def hidden_zones(self) -> list[Zone]:
        zones = []
        for player in self.players:
            pool = f"cards:{player.seat}"
            zones.append(Zone(f"hand:{player.seat}", player.hand, (player.seat,), pool))
            zones.append(Zone(f"deck:{player.seat}", player.deck, (), pool))
        for realm, deck in enumerate(self.realm_decks):
            zones.append(Zone(f"realm:{REALMS[realm]}", deck, ()))
        zones.append(Zone("numerai", self.numerai, ()))
        zones.append(Zone("advisors", self.advisor_box, ()))
        combat = self.combat
        if combat is not None:
            zones.append(Zone("attack", combat.attackers_facedown, (combat.attacker,), f"cards:{combat.attacker}"))
            if combat.defender != NOBODY:
                zones.append(Zone("defense", combat.defenders_facedown, (combat.defender,),
                                  f"cards:{combat.defender}"))
        return zones

    def public_view(self, seat: int | None) -> dict[str, Any]:
        ids = [card_type.id for card_type in CARDS]
        provinces = self.board.provinces
        combat = self.combat
        return {
            "board": self.board.key,
            "round": self.round,
            "year": min(3, (self.round - 1) // 4 + 1),
            "first": self.first,
            "active": self.active,
            "phase": self.phase,
            "provinces": [{"id": p.id, "owner": self.owner[p.index], "defense": self.defense[p.index],
                           "max": p.defense, "realm": REALMS[p.realm], "kind": KINDS[p.kind]} for p in provinces],
            "players": [{
                "seat": player.seat, "influence": player.influence, "morality": player.morality,
                "position": provinces[player.position].id if player.position >= 0 else None,
                "structures": {TREES[i]: level for i, level in enumerate(player.levels)},
                "allies": [ALLIES[a].id for a in player.allies],
                "discard": [ids[card] for card in player.discard], "play": [ids[card] for card in player.play],
                "year_gain": list(player.year_gains),
                "turn": {"moved": player.moved, "ally": player.ally_gained, "fleet": player.fleet_used,
                         "bazaar": player.bazaar_used, "gulag": player.gulag_used},
            } for player in self.players],
            "allies": [ALLIES[a].id for a in self.allies],
            "supply": {ids[card]: n for card, n in enumerate(self.supply) if CARDS[card].origin == "upgrade"
                       and CARDS[card].faction != "numerai"},
            "box": sorted(ids[card] for card in self.box),
            "promoting": ids[self.promoting] if self.promoting != NO_CARD else None,
            "combat": None if combat is None else {
                "attacker": combat.attacker, "defender": combat.defender, "province": provinces[combat.province].id,
                "step": combat.step, "attackers": [ids[card] for card in combat.attackers],
                "defenders": [ids[card] for card in combat.defenders],
                "attack_dice": [DIE_FACE_IDS[face] for face in combat.attack_dice],
                "defense_dice": [DIE_FACE_IDS[face] for face in combat.defense_dice],
                "attack_rerolls": combat.attack_rerolls, "defense_rerolls": combat.defense_rerolls,
                "extra_dice": combat.extra_dice, "to_sacrifice": combat.to_sacrifice,
            },
            "pending": [{"seat": item.seat, "card": ids[item.card] if item.card != NO_CARD else None}
                        for item in self.pending],
        }

    def prompt(self) -> Msg | None:
        decision = self.decision
        if decision is None:
            return None
        numbers = {key: value for key, value in decision.data.items()
                   if isinstance(value, int) and not isinstance(value, bool)}
        return Msg(f"path.decision.{decision.kind}", {"player": PLAYER_MSG[decision.player], **numbers})
