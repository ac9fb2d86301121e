"""The state's data: plain ``__slots__`` classes of ints and lists of card types."""

from __future__ import annotations

from meeple.games.path_of_light_and_shadow.content import ALLIES, STRUCTURES, TREES

# effect key of a structure -> (tree index, level)
STRUCT_AT: dict[str, tuple[int, int]] = {
    s.effect: (tree, s.level) for tree, row in enumerate(STRUCTURES) for s in row
}
TREE_INDEX = {t: i for i, t in enumerate(TREES)}


class Player:
    """One seat's nation.  Cards are card-type indices (see content.py)."""

    __slots__ = ("seat", "hand", "deck", "discard", "play", "influence", "morality", "levels", "allies",
                 "pos", "moved", "ally_gained", "fleet_used", "bazaar_used", "gulag_used", "year_gain")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.hand: list[int] = []
        self.deck: list[int] = []  # index -1 is the top
        self.discard: list[int] = []
        self.play: list[int] = []
        self.influence = 5  # rulebook setup: Influence track at 5
        self.morality = 0  # > 0 Mercy, < 0 Cruelty (rulebook "Morality": -12..12)
        self.levels = [0, 0, 0, 0, 0]  # built level per structure tree
        self.allies: list[int] = []
        self.pos = -1
        self.moved = False
        self.ally_gained = False
        self.fleet_used = False
        self.bazaar_used = False
        self.gulag_used = False
        self.year_gain = [0, 0, 0]

    def copy(self) -> Player:
        o = object.__new__(Player)
        o.seat = self.seat
        o.hand = self.hand[:]
        o.deck = self.deck[:]
        o.discard = self.discard[:]
        o.play = self.play[:]
        o.influence = self.influence
        o.morality = self.morality
        o.levels = self.levels[:]
        o.allies = self.allies[:]
        o.pos = self.pos
        o.moved = self.moved
        o.ally_gained = self.ally_gained
        o.fleet_used = self.fleet_used
        o.bazaar_used = self.bazaar_used
        o.gulag_used = self.gulag_used
        o.year_gain = self.year_gain[:]
        return o

    def has(self, effect: str) -> bool:
        """Has this seat built the structure with ``effect``?"""
        tree, level = STRUCT_AT[effect]
        return self.levels[tree] >= level

    def ally(self, effect: str) -> int:
        """Sum of the values of this seat's allies with ``effect``."""
        return sum(ALLIES[a].value for a in self.allies if ALLIES[a].effect == effect)

    def card_count(self) -> int:
        return len(self.hand) + len(self.deck) + len(self.discard) + len(self.play)

    @property
    def cruel(self) -> bool:
        return self.morality < 0

    @property
    def merciful(self) -> bool:
        return self.morality > 0


class Combat:
    """A Conquer action in progress (rulebook "Conquer a province")."""

    __slots__ = ("attacker", "defender", "province", "step", "att_cards", "def_cards", "att_hidden",
                 "def_hidden", "att_dice", "def_dice", "att_rerolls", "def_rerolls", "extra_dice",
                 "to_sacrifice", "success")

    def __init__(self, attacker: int, defender: int, province: int) -> None:
        self.attacker = attacker
        self.defender = defender  # -1 when the province is uncontrolled
        self.province = province
        self.step = "pick"
        self.att_cards: list[int] = []  # revealed attackers (also in the attacker's play area)
        self.def_cards: list[int] = []
        self.att_hidden: list[int] = []  # facedown attackers (controlled province)
        self.def_hidden: list[int] = []  # facedown defenders
        self.att_dice: list[int] = []  # face indices
        self.def_dice: list[int] = []
        self.att_rerolls = 0
        self.def_rerolls = 0
        self.extra_dice = 0
        self.to_sacrifice = 0
        self.success = False

    def copy(self) -> Combat:
        o = object.__new__(Combat)
        o.attacker = self.attacker
        o.defender = self.defender
        o.province = self.province
        o.step = self.step
        o.att_cards = self.att_cards[:]
        o.def_cards = self.def_cards[:]
        o.att_hidden = self.att_hidden[:]
        o.def_hidden = self.def_hidden[:]
        o.att_dice = self.att_dice[:]
        o.def_dice = self.def_dice[:]
        o.att_rerolls = self.att_rerolls
        o.def_rerolls = self.def_rerolls
        o.extra_dice = self.extra_dice
        o.to_sacrifice = self.to_sacrifice
        o.success = self.success
        return o
