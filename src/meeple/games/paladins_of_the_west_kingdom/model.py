"""The state's data: plain ``__slots__`` classes of ints and lists of card indices (no rules here)."""

from __future__ import annotations


class Player:
    """One seat's board (or the solo AI's, seat ``num_players``).  Workers are counts per colour
    (``content.WORKERS``); cards are indices into the content tuples."""

    __slots__ = ("seat", "workers", "silver", "provisions", "attributes", "workshops", "developed", "monks",
                 "outposts", "jars", "jar_slots", "walls", "converts", "attacked", "townsfolk", "unpaid_debts",
                 "paid_debts", "suspicion", "occupied", "passed", "paladin", "paladins_used", "paladin_deck",
                 "paladin_under", "paladin_hand", "paladin_top", "paladin_pick", "quests")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.workers = [0, 0, 0, 0, 0, 0]
        self.silver = 0
        self.provisions = 0
        self.attributes = [0, 0, 0]  # Faith, Strength, Influence on the attribute track
        self.workshops = [0, 0, 0, 0, 0, 0]  # per right-side action: bitmask of its 2 leftmost slots holding one
        self.developed = 0
        self.monks = 0
        self.outposts = 0
        self.jars = 0
        self.jar_slots = 0  # bitmask of the 7 absolve reward slots holding a Jar
        self.walls: list[int] = []
        self.converts: list[int] = []
        self.attacked: list[int] = []
        self.townsfolk: list[int] = []
        self.unpaid_debts = 0
        self.paid_debts = 0
        self.suspicion: list[int] = []  # most recent last
        self.occupied = 0  # bitmask of the 12 action spaces holding workers this round
        self.passed = False
        self.paladin = -1
        self.paladins_used: list[int] = []
        self.paladin_deck: list[int] = []  # the face-down cards nobody has seen; index -1 is the top
        self.paladin_under: list[int] = []  # below them, the cards put under the deck (its owner knows them);
        # index 0 is the bottom, so the whole deck from bottom to top is paladin_under + paladin_deck
        self.paladin_hand: list[int] = []
        self.paladin_top: list[int] = []  # the card put back on top (its owner knows it)
        self.paladin_pick: list[int] = []  # the face-down pick before the reveal
        self.quests = 0

    def copy(self) -> Player:
        o = object.__new__(Player)
        o.seat = self.seat
        o.workers = self.workers[:]
        o.silver = self.silver
        o.provisions = self.provisions
        o.attributes = self.attributes[:]
        o.workshops = self.workshops[:]
        o.developed = self.developed
        o.monks = self.monks
        o.outposts = self.outposts
        o.jars = self.jars
        o.jar_slots = self.jar_slots
        o.walls = self.walls[:]
        o.converts = self.converts[:]
        o.attacked = self.attacked[:]
        o.townsfolk = self.townsfolk[:]
        o.unpaid_debts = self.unpaid_debts
        o.paid_debts = self.paid_debts
        o.suspicion = self.suspicion[:]
        o.occupied = self.occupied
        o.passed = self.passed
        o.paladin = self.paladin
        o.paladins_used = self.paladins_used[:]
        o.paladin_deck = self.paladin_deck[:]
        o.paladin_under = self.paladin_under[:]
        o.paladin_hand = self.paladin_hand[:]
        o.paladin_top = self.paladin_top[:]
        o.paladin_pick = self.paladin_pick[:]
        o.quests = self.quests
        return o

    def draw_paladin(self) -> int:
        """The top card of the Paladin deck (the cards put under come up once the rest is drawn)."""
        return self.paladin_deck.pop() if self.paladin_deck else self.paladin_under.pop()

    def worker_count(self) -> int:
        return sum(self.workers)

    def count(self, action: str) -> int:
        """How many times an action was completed (King's Orders, outsider scoring)."""
        if action == "commission":
            return self.monks
        if action == "garrison":
            return self.outposts
        if action == "fortify":
            return len(self.walls)
        if action == "absolve":
            return self.jars
        if action == "attack":
            return len(self.attacked)
        if action == "convert":
            return len(self.converts)
        if action == "develop":
            return self.developed
        if action == "recruit":  # recruits and quests are both Recruit actions
            return len(self.townsfolk) + self.quests
        raise KeyError(action)


class AI:
    """The solo automa's extra data (rulebook "Mode solo")."""

    __slots__ = ("marker", "schemes", "scheme_discard", "favour_schemes", "rested", "done", "stack_order")

    def __init__(self) -> None:
        self.marker = 0  # Resource Marker position 0..4
        self.schemes: list[str] = []  # face-down Scheme deck, top is -1
        self.scheme_discard: list[str] = []
        self.favour_schemes = 5  # "King's Favour" schemes still lying on face-down favours
        self.rested = False
        self.done = False
        # attribute markers stacked on 0: Influence below, Faith middle, Strength on top (ties move the top one)
        self.stack_order = [1, 0, 2]

    def copy(self) -> AI:
        o = object.__new__(AI)
        o.marker = self.marker
        o.schemes = self.schemes[:]
        o.scheme_discard = self.scheme_discard[:]
        o.favour_schemes = self.favour_schemes
        o.rested = self.rested
        o.done = self.done
        o.stack_order = self.stack_order[:]
        return o
