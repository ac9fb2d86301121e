"""The state's data, no rules: each nation (``Player``), a Conquer action in
progress (``Combat``), a triggered card effect waiting its turn
(``PendingEffect``), the fields of the whole game (``PathData``), the game's
length and the registry of its decision kinds.  Cards are card-type indices
(see content.py)."""

from __future__ import annotations

from meeple.core import State
from meeple.core.decisions import Decisions
from meeple.games.path_of_light_and_shadow.content import ALLIES, STRUCTURE_VALUE, STRUCTURES, TREES, Board

DECISIONS = Decisions()
"""Every decision kind of the game; the rule modules register their own."""

ROUNDS = 12  # [RB Gameplay]: three years of four rounds
ROUNDS_PER_YEAR = 4
YEARS = ROUNDS // ROUNDS_PER_YEAR
STARTING_INFLUENCE = 5  # [RB Setup]: a cube on the "5" space of the Influence track

# effect key of a structure -> (tree index, level)
STRUCTURE_AT: dict[str, tuple[int, int]] = {
    structure.effect: (tree, structure.level) for tree, row in enumerate(STRUCTURES) for structure in row
}
NO_CARD = -1  # no card: nothing being promoted, an effect no card carries
NOBODY = -1  # the owner of an uncontrolled province, the defender of an uncontrolled one


class Player:
    """One seat's nation: its cards, tracks, structures, allies and leader."""

    __slots__ = ("seat", "hand", "deck", "discard", "play", "influence", "morality", "levels", "allies",
                 "position", "moved", "ally_gained", "fleet_used", "bazaar_used", "gulag_used", "year_gains",
                 "year_realms", "secret", "deck_known_top")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.hand: list[int] = []
        self.deck: list[int] = []  # index -1 is the top
        self.discard: list[int] = []
        self.play: list[int] = []
        self.influence = STARTING_INFLUENCE
        self.morality = 0  # > 0 Mercy, < 0 Cruelty (rulebook "Morality": -12..12)
        self.levels = [0] * len(TREES)  # built level per structure tree
        self.allies: list[int] = []
        self.position = -1  # province of the leader (-1 before setup places it)
        self.moved = False
        self.ally_gained = False
        self.fleet_used = False
        self.bazaar_used = False
        self.gulag_used = False
        self.year_gains = [0] * YEARS  # Influence gained at each End of Year Scoring (the tie-break)
        self.year_realms = [0] * YEARS  # the part of it the realms controlled gave (step 2)
        self.secret: list[int] = []  # hidden cards no other seat has seen (see knowledge.py)
        self.deck_known_top = 0  # cards on top of the deck every seat saw put there

    def copy(self) -> Player:
        other = object.__new__(Player)
        other.seat = self.seat
        other.hand = self.hand[:]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.play = self.play[:]
        other.influence = self.influence
        other.morality = self.morality
        other.levels = self.levels[:]
        other.allies = self.allies[:]
        other.position = self.position
        other.moved = self.moved
        other.ally_gained = self.ally_gained
        other.fleet_used = self.fleet_used
        other.bazaar_used = self.bazaar_used
        other.gulag_used = self.gulag_used
        other.year_gains = self.year_gains[:]
        other.year_realms = self.year_realms[:]
        other.secret = self.secret[:]
        other.deck_known_top = self.deck_known_top
        return other

    def has(self, effect: str) -> bool:
        """Has this seat built the structure with ``effect``?"""
        tree, level = STRUCTURE_AT[effect]
        return self.levels[tree] >= level

    def structure(self, effect: str) -> int:
        """The number printed in the ability of a structure this seat built (0 if not built)."""
        return STRUCTURE_VALUE[effect] if self.has(effect) else 0

    def ally(self, effect: str) -> int:
        """Sum of the values of this seat's allies with ``effect``."""
        return sum(ALLIES[a].value for a in self.allies if ALLIES[a].effect == effect)

    def card_count(self) -> int:
        return len(self.hand) + len(self.deck) + len(self.discard) + len(self.play)

    def cards(self) -> list[int]:
        """Every card the nation owns: hand, deck, discard pile and play area."""
        return self.hand + self.deck + self.discard + self.play


class Combat:
    """A Conquer action in progress [RB G. Conquer a province]."""

    __slots__ = ("attacker", "defender", "province", "step", "attackers", "defenders", "attackers_facedown",
                 "defenders_facedown", "attack_dice", "defense_dice", "attack_rerolls", "defense_rerolls",
                 "extra_dice", "to_sacrifice", "success")

    def __init__(self, attacker: int, defender: int, province: int) -> None:
        self.attacker = attacker
        self.defender = defender  # NOBODY when the province is uncontrolled
        self.province = province
        self.step = "pick"
        self.attackers: list[int] = []  # revealed attackers (also in the attacker's play area)
        self.defenders: list[int] = []
        self.attackers_facedown: list[int] = []  # controlled province: placed, not yet revealed
        self.defenders_facedown: list[int] = []
        self.attack_dice: list[int] = []  # face indices
        self.defense_dice: list[int] = []
        self.attack_rerolls = 0
        self.defense_rerolls = 0
        self.extra_dice = 0
        self.to_sacrifice = 0  # the defender's ruin still to be paid in culled attackers
        self.success = False

    def copy(self) -> Combat:
        other = object.__new__(Combat)
        other.attacker = self.attacker
        other.defender = self.defender
        other.province = self.province
        other.step = self.step
        other.attackers = self.attackers[:]
        other.defenders = self.defenders[:]
        other.attackers_facedown = self.attackers_facedown[:]
        other.defenders_facedown = self.defenders_facedown[:]
        other.attack_dice = self.attack_dice[:]
        other.defense_dice = self.defense_dice[:]
        other.attack_rerolls = self.attack_rerolls
        other.defense_rerolls = self.defense_rerolls
        other.extra_dice = self.extra_dice
        other.to_sacrifice = self.to_sacrifice
        other.success = self.success
        return other


class PendingEffect:
    """A triggered ability waiting in the effect queue: whose it is, when it
    triggered ("play", "action", "build", "structure"), what it does and how
    much, and the card that carries it (NO_CARD for a structure's)."""

    __slots__ = ("seat", "when", "effect", "value", "card")

    def __init__(self, seat: int, when: str, effect: str, value: int, card: int) -> None:
        self.seat = seat
        self.when = when
        self.effect = effect
        self.value = value
        self.card = card

    def __repr__(self) -> str:
        return f"PendingEffect({self.seat}, {self.when!r}, {self.effect!r}, {self.value}, {self.card})"


class PathData(State):
    """The fields of a game of Path; ``state.py`` adds the dispatch and views."""

    __slots__ = ("board", "players", "owner", "defense", "realm_decks", "supply", "numerai", "box",
                 "advisor_box", "allies", "round", "first", "active", "phase", "end_step", "combat",
                 "pending", "promoting", "setup_left", "realm_known_bottom", "numerai_known_bottom")
    board: Board
    players: list[Player]
    owner: list[int]  # seat controlling each province, NOBODY if none
    defense: list[int]  # current defense of each province
    realm_decks: list[list[int]]  # index -1 is the top, 0 the bottom
    supply: list[int]  # faceup upgrade decks: copies left per card type
    numerai: list[int]  # facedown Numerai upgrade deck (index -1 is the top)
    box: list[int]  # cards out of the game (public)
    advisor_box: list[int]  # advisors not dealt (unseen)
    allies: list[int]  # allies still available
    round: int
    first: int
    active: int
    phase: str  # "setup", "main", "end", "over"
    end_step: str
    combat: Combat | None
    pending: list[PendingEffect]  # triggered effects, resolved first in, first out
    promoting: int  # card type set aside while its Promotion is paid (NO_CARD: none)
    setup_left: int  # leaders still to place
    realm_known_bottom: list[int]  # cards at the bottom of each realm deck every seat saw put there
    numerai_known_bottom: int  # the same for the Numerai deck
