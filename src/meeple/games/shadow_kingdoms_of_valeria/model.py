"""The data of a game of Shadow Kingdoms of Valeria (no rules here), and the
game's registry of decision kinds, which the rule modules fill.

Dice are ``(colour, value)`` tuples, colour an index into ``content.COLOURS``.
Cards are content ids.  Locations are sanctuary indices 0..4 in the clockwise
order of ``content.SANCTUARIES`` or ``CAMP``.
"""

from __future__ import annotations

from typing import Any

from meeple.core import State
from meeple.core.decisions import Decisions
from meeple.games.shadow_kingdoms_of_valeria.content import RESERVE_SLOTS, UPGRADE_IDS, load

DECISIONS = Decisions()  # rule modules register their decision kinds here

CAMP = 5
GEMS, MAGIC, CHAMPIONS, GOLD, STRATAGEMS = range(5)  # indices into content.SANCTUARIES
CAPS = load().board.caps  # "Plateau Joueur 7. Réserves": 13, then 20 once the marker is off
Die = tuple[int, int]


class Player:
    """One seat's board, camp, scroll, cards and tracks."""

    __slots__ = (
        "board", "location", "dice", "gold", "magic", "influence", "gems", "vp",
        "champions", "completed", "reserve", "unlocked", "scroll", "markers", "chains", "points",
    )

    def __init__(self) -> None:
        self.board = ""  # player-board id (its colour), chosen at setup
        self.location = CAMP
        self.dice: list[Die] = []  # dice on troop slots
        self.gold = 0
        self.magic = 0
        self.influence = 0
        self.gems = 0
        self.vp = 0
        self.champions: list[str] = []
        self.completed: list[str] = []
        self.reserve: list[str | None] = [None, None, None]  # left, middle, right
        self.unlocked: set[str] = set()  # upgrades whose conquest marker left the board
        self.scroll = ""  # chosen side id of the campaign scroll ("" until chosen)
        self.markers: list[bool] = [False] * 9  # conquest markers on skirmish zones
        self.chains: set[int] = set()  # chain bonuses already taken (indices into CHAIN_PAIRS)
        self.points: dict[str, int] = {}  # VP so far by scoring category (components.PLAYER_CATEGORIES)

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.board = self.board
        p.location = self.location
        p.dice = list(self.dice)
        p.gold = self.gold
        p.magic = self.magic
        p.influence = self.influence
        p.gems = self.gems
        p.vp = self.vp
        p.champions = list(self.champions)
        p.completed = list(self.completed)
        p.reserve = list(self.reserve)
        p.unlocked = set(self.unlocked)
        p.scroll = self.scroll
        p.markers = list(self.markers)
        p.chains = set(self.chains)
        p.points = dict(self.points)
        return p

    # Player board (rulebook "Plateau Joueur"): what the removed markers unlock.
    @property
    def troop_slots(self) -> int:
        return 3 + ("troop_slot_4" in self.unlocked) + ("troop_slot_5" in self.unlocked)

    @property
    def champion_limit(self) -> int:
        if "champions_10" in self.unlocked:
            return 10
        return 6 if "champions_6" in self.unlocked else 3

    @property
    def gem_capacity(self) -> int:
        return 3 if "gem_storage" in self.unlocked else 1

    @property
    def cap(self) -> int:
        return CAPS.unlocked if "cap_20" in self.unlocked else CAPS.locked

    @property
    def markers_left(self) -> int:
        return len(UPGRADE_IDS) - len(self.unlocked)

    def reserve_open(self, slot: int) -> bool:
        return slot == 0 or f"reserve_{RESERVE_SLOTS[slot]}" in self.unlocked

    def open_reserve_slots(self) -> list[int]:
        """Unlocked reserve slots with no plan on them ("Emplacements Réservés")."""
        return [i for i in range(len(RESERVE_SLOTS)) if self.reserve_open(i) and self.reserve[i] is None]


class Pile:
    """A face-down draw pile.  ``hidden`` is drawn from its end and its order is
    secret; cards put *under* the pile go to ``under`` (public, in order) and are
    drawn once ``hidden`` is empty."""

    __slots__ = ("hidden", "under")

    def __init__(self, hidden: list[str]) -> None:
        self.hidden = hidden
        self.under: list[str] = []

    def draw(self) -> str | None:
        if self.hidden:
            return self.hidden.pop()
        if self.under:
            return self.under.pop(0)
        return None

    def put_under(self, card: str) -> None:
        self.under.append(card)

    def copy(self) -> Pile:
        p = Pile.__new__(Pile)
        p.hidden = list(self.hidden)
        p.under = list(self.under)
        return p

    def __len__(self) -> int:
        return len(self.hidden) + len(self.under)


class ValeriaData(State):
    """Fields of the state; the rules live in the rule modules (camp.py, turn.py ...)
    and the dispatch, views and scores in ``state.py`` (subclass ``ValeriaState``)."""

    __slots__ = (
        "players", "first_player", "turn_player", "bag", "sanctuaries", "gem_supply",
        "column", "strat_pile", "rows", "champion_piles", "distinctions", "claims",
        "end_triggered", "finished", "solo", "ctx",
    )

    players: list[Player]
    first_player: int
    turn_player: int
    bag: list[int]  # dice per colour in the bag (its contents are public: all 45 dice are known)
    sanctuaries: list[list[Die]]
    gem_supply: int  # gems on the Gem sanctuary
    column: list[str | None]  # stratagem column, index 0 = the 1-gold slot
    strat_pile: Pile
    rows: dict[str, list[str | None]]  # face-up champions per deck (3 per row)
    champion_piles: dict[str, Pile]
    distinctions: list[str]  # the 3 face-up distinction cards (left, centre, right)
    claims: list[list[int]]  # seats with a conquest marker on each distinction, in circle order
    end_triggered: bool
    finished: bool
    solo: Adversary | None
    ctx: dict[str, Any]  # scratch of the turn in progress (discount, plan, its dice)

    def _copy_into(self, other: State) -> None:
        assert isinstance(other, ValeriaData)
        other.players = [p.copy() for p in self.players]
        other.first_player = self.first_player
        other.turn_player = self.turn_player
        other.bag = list(self.bag)
        other.sanctuaries = [list(s) for s in self.sanctuaries]
        other.gem_supply = self.gem_supply
        other.column = list(self.column)
        other.strat_pile = self.strat_pile.copy()
        other.rows = {k: list(v) for k, v in self.rows.items()}
        other.champion_piles = {k: p.copy() for k, p in self.champion_piles.items()}
        other.distinctions = list(self.distinctions)
        other.claims = [list(c) for c in self.claims]
        other.end_triggered = self.end_triggered
        other.finished = self.finished
        other.solo = None if self.solo is None else self.solo.copy()
        other.ctx = dict(self.ctx)


class Adversary:
    """The solo opponent (rulebook "Variante Solo"): a warden that walks the
    sanctuaries clockwise, completes stratagems and scores."""

    __slots__ = ("location", "vp", "completed", "points")

    def __init__(self, vp: int) -> None:
        self.location = GEMS
        self.vp = vp
        self.completed: list[str] = []
        self.points: dict[str, int] = {"start": vp}  # VP by category (components.ADVERSARY_CATEGORIES)

    def score(self, vp: int, category: str) -> None:
        self.vp += vp
        self.points[category] = self.points.get(category, 0) + vp

    def copy(self) -> Adversary:
        a = Adversary.__new__(Adversary)
        a.location = self.location
        a.vp = self.vp
        a.completed = list(self.completed)
        a.points = dict(self.points)
        return a
