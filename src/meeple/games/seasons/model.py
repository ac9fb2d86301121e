"""The data of a Seasons game in progress: every field, the copy, the views and
the hidden zones.  The rules live in the rule modules (rules.py, turn.py, the
cards_*.py modules ...), dispatched through registry.py."""

from __future__ import annotations

from typing import Any

from meeple.core import State, Zone
from meeple.core.knowledge import Bag, Knowledge
from meeple.games.seasons.content import Content, card_slug, load, token_id

AIR, WATER, FIRE, EARTH = 0, 1, 2, 3
ENERGY_NAMES = ("air", "water", "fire", "earth")
GAUGE_MAX = 15  # base rules 5.5
RESERVE = 7  # base rules 5.4
RESERVE_GRIMOIRE = 10
MAX_BONUS = 3  # base rules 5.7
BONUS_PENALTY = (0, -5, -12, -20)
HAND_PENALTY = 5  # base rules 6: each card left in hand at the end
HAND_BONUS_TOKEN = 5  # EK token 5 (permanent): each card left in hand scores +3 instead of -5
HAND_BONUS = 3
VISION_OF_DESTINY = 110  # EK enchantment 10 (numbered 100 + n)
REPLICA = 222
# cards that keep energy tokens by type on themselves: [id, turned, count, air, water, fire, earth]
TOKEN_HOLDERS = (4, 35, 103)  # Amulet of Water, Glutton Cauldron, Fairy Monolith
REPLICAS = 10
FACE_UP = 2  # EK Vision of Destiny: cards face up on the draw pile
FIRST_EDITION = "first"  # the edition option's value for the first-edition card texts


SEAT_ZONES = {"hand": "hands", "pack": "packs", "drafted": "drafted", "library2_": "lib2", "library3_": "lib3",
              "looking": "looks"}
"""The hidden zones of each seat a seat may know cards of: name prefix -> the field of their lists."""

_ZONE_FIELDS: dict[str, tuple[str, int]] = {"deck": ("deck", -1), "discard": ("discard", -1)}
"""Zone name -> the field holding its list and the seat's index in it (-1: the field
itself), filled as names are met: the rules name zones thousands of times a second."""


def _zone_field(name: str) -> tuple[str, int]:
    kind = name.rstrip("0123456789")
    if kind not in SEAT_ZONES or kind == name:
        raise KeyError(f"no hidden zone {name!r} keeps knowledge")
    where = _ZONE_FIELDS[name] = (SEAT_ZONES[kind], int(name[len(kind):]))
    return where


class SeasonsData(State):
    """Fields (all public unless held in a zone listed by ``hidden_zones``)."""

    __slots__ = (
        "C", "costs", "level", "expansion", "edition", "phase", "year", "month", "ended", "over", "first",
        "dice_sel", "pool", "taken", "leftover", "crystals", "gauge", "bonus", "destiny", "energy",
        "hands", "lib2", "lib3", "packs", "drafted", "looks", "deck", "discard", "play",
        "turn_player", "may_transmute", "trans_bonus", "draw_pending", "draw_die", "replicas",
        "enchant", "token", "token_used", "draft_round", "libs_given", "summons",
        "mask", "oracle", "oracle_used", "removed", "grave_used", "pool_ids", "turn_acts", "io_only", "io_used",
        "token_offer", "token_bag", "turn_summons", "vision_used", "drought", "drought_year", "knowledge",
        "die_used",
    )

    C: Content
    costs: dict[int, tuple[int, int, int, int, int]]
    level: str
    expansion: str
    edition: str  # "revised" (the second-edition texts, as BGA) or "first"
    phase: str
    year: int
    month: int  # 0..11 on the season wheel; season = month // 3
    ended: bool  # the marker went past the end of year III
    over: bool
    first: int
    dice_sel: list[list[int]]  # per season, the dice used (players + 1 of the 5)
    pool: list[list[int]]  # rolled dice of this round still on the table: [die, face, season rolled in]
    taken: list[list[int] | None]
    leftover: list[int] | None
    crystals: list[int]
    gauge: list[int]
    bonus: list[int]
    destiny: list[int]
    energy: list[list[int]]
    hands: list[list[int]]
    lib2: list[list[int]]
    lib3: list[list[int]]
    packs: list[list[int]]
    drafted: list[list[int]]
    looks: list[list[int]]  # cards a seat is looking at while an effect resolves
    deck: list[int]
    discard: list[int]
    play: list[list[list[int]]]  # per seat: [card id, turned, stored]
    turn_player: int
    may_transmute: bool
    trans_bonus: int
    draw_pending: bool
    draw_die: bool
    die_used: bool  # this turn's season die resolved (base 5.2), not set aside for the Die of Destiny / Steadfast Die
    replicas: int
    enchant: int
    token: list[int]
    token_used: list[bool]
    draft_round: int
    libs_given: int
    summons: int
    mask: int  # energies paid for Elemental Amulet (bit e); 15 when put into play
    oracle: list[int]  # Otus the Oracle's face-up cards (public)
    oracle_used: bool  # a card of Otus was summoned this turn
    removed: list[int]  # cards out of the game (Twist of Fate, Otus leaving play)
    grave_used: list[bool]  # Fertile Grave used (once per game)
    pool_ids: tuple[int, ...]  # distinct cards of this game's pool (Igramul names one)
    turn_acts: int  # activations this turn (Heart of Argos counts the first)
    io_only: bool  # this turn's transmute permission comes only from Io's Transmuter
    io_used: list[bool]  # transmuted thanks to Io's Transmuter this round
    token_offer: list[list[int]]  # Enchanted Kingdom: the 3 tokens drawn (then the 1 kept), owner only
    token_bag: list[int]  # special ability tokens nobody holds (seen by nobody)
    turn_summons: int  # summons this turn (EK enchantment Entangling Roots allows one)
    vision_used: bool  # EK Vision of Destiny: the top face-up card was discarded this turn
    drought: list[int]  # EK Drought: reserve limit lowered by this much
    drought_year: int  # the year Drought last struck (at most once a year)
    # What each seat (or everyone) was shown of the hidden zones, slot by slot; every
    # change of a zone someone knows of goes through it (rules.learn and its neighbours).
    knowledge: Knowledge

    def init(self, options: dict[str, Any]) -> None:
        n = self.num_players
        self.C = load()
        self.edition = options["edition"]
        first = self.edition == FIRST_EDITION
        self.costs = {cid: (c.first_edition if first and c.first_edition else c).costs[n]
                      for cid, c in self.C.cards.items()}
        self.level = options["level"]
        self.expansion = options["expansion"]
        self.phase = "draft"
        self.year, self.month, self.ended, self.over = 1, 0, False, False
        self.first = 0
        self.dice_sel = []
        self.pool, self.taken, self.leftover = [], [None] * n, None
        self.crystals, self.gauge, self.bonus, self.destiny = [0] * n, [0] * n, [0] * n, [0] * n
        self.energy = [[0, 0, 0, 0] for _ in range(n)]
        self.hands = [[] for _ in range(n)]
        self.lib2 = [[] for _ in range(n)]
        self.lib3 = [[] for _ in range(n)]
        self.packs = [[] for _ in range(n)]
        self.drafted = [[] for _ in range(n)]
        self.looks = [[] for _ in range(n)]
        self.deck, self.discard = [], []
        self.play = [[] for _ in range(n)]
        self.turn_player = 0
        self.may_transmute, self.trans_bonus, self.draw_pending, self.draw_die = False, 0, False, False
        self.die_used = False
        self.replicas = REPLICAS
        self.enchant = 0
        self.token = [0] * n
        self.token_used = [False] * n
        self.draft_round = 0
        self.libs_given = 1
        self.summons = 0
        self.mask = 15
        self.oracle, self.oracle_used, self.removed = [], False, []
        self.grave_used = [False] * n
        self.pool_ids = ()
        self.turn_acts = 0
        self.io_only, self.io_used = False, [False] * n
        self.token_offer = [[] for _ in range(n)]
        self.token_bag = []
        self.turn_summons, self.vision_used = 0, False
        self.drought, self.drought_year = [0] * n, 0
        self.knowledge = Knowledge()

    def _copy_into(self, other: State) -> None:
        o: SeasonsData = other  # type: ignore[assignment]
        o.C, o.costs, o.level, o.expansion, o.phase = self.C, self.costs, self.level, self.expansion, self.phase
        o.edition = self.edition
        o.year, o.month, o.ended, o.over, o.first = self.year, self.month, self.ended, self.over, self.first
        o.dice_sel = self.dice_sel  # fixed at setup, never mutated
        o.pool = [list(d) for d in self.pool]
        o.taken = [None if t is None else list(t) for t in self.taken]
        o.leftover = None if self.leftover is None else list(self.leftover)
        o.crystals, o.gauge, o.bonus, o.destiny = list(self.crystals), list(self.gauge), list(self.bonus), \
            list(self.destiny)
        o.energy = [list(e) for e in self.energy]
        o.hands = [list(h) for h in self.hands]
        o.lib2 = [list(h) for h in self.lib2]
        o.lib3 = [list(h) for h in self.lib3]
        o.packs = [list(h) for h in self.packs]
        o.drafted = [list(h) for h in self.drafted]
        o.looks = [list(h) for h in self.looks]
        o.deck, o.discard = list(self.deck), list(self.discard)
        o.play = [[list(c) for c in row] for row in self.play]
        o.turn_player, o.may_transmute, o.trans_bonus = self.turn_player, self.may_transmute, self.trans_bonus
        o.draw_pending, o.draw_die, o.replicas, o.enchant = self.draw_pending, self.draw_die, self.replicas, \
            self.enchant
        o.die_used = self.die_used
        o.token, o.token_used = list(self.token), list(self.token_used)
        o.draft_round, o.libs_given, o.summons = self.draft_round, self.libs_given, self.summons
        o.mask, o.oracle, o.oracle_used, o.removed = self.mask, list(self.oracle), self.oracle_used, \
            list(self.removed)
        o.grave_used, o.pool_ids, o.turn_acts = list(self.grave_used), self.pool_ids, self.turn_acts
        o.io_only, o.io_used = self.io_only, list(self.io_used)
        o.token_offer, o.token_bag = [list(t) for t in self.token_offer], list(self.token_bag)
        o.turn_summons, o.vision_used = self.turn_summons, self.vision_used
        o.drought, o.drought_year = list(self.drought), self.drought_year
        o.knowledge = self.knowledge.copy()

    def entry_crystals(self, cid: int) -> int:
        """The crystals ``cid`` gives as it enters play, as its print in this game's edition
        says (cards.json ``entry_crystals``: the first-edition Idol of the Familiar gives none)."""
        c = self.C.cards[cid]
        return (c.first_edition if self.edition == FIRST_EDITION and c.first_edition else c).entry_crystals

    def slug_of(self, cid: int) -> str:
        """The component id a card is named by in this game (its edition's print)."""
        return card_slug(cid, self.edition == FIRST_EDITION)

    def hidden_zones(self) -> list[Zone]:
        card, zone = self.slug_of, self.knowledge.zone
        # EK Vision of Destiny: the top two cards of the draw pile lie face up
        face_up = range(max(0, len(self.deck) - FACE_UP), len(self.deck)) if self.enchant == VISION_OF_DESTINY \
            else ()
        zones = [zone("deck", self.deck, (), "cards", card, face_up), zone("discard", self.discard, (), "cards", card)]
        for p in range(self.num_players):
            zones.append(zone(f"hand{p}", self.hands[p], (p,), "cards", card))
            zones.append(zone(f"library2_{p}", self.lib2[p], (p,), "cards", card))
            zones.append(zone(f"library3_{p}", self.lib3[p], (p,), "cards", card))
            zones.append(zone(f"pack{p}", self.packs[p], (p,), "cards", card))
            zones.append(zone(f"drafted{p}", self.drafted[p], (p,), "cards", card))
            zones.append(zone(f"looking{p}", self.looks[p], (p,), "cards", card))
        if self.token_bag or any(self.token_offer):
            # EK: drawn tokens are private until the kept ones are revealed together.
            zones.append(Zone("token_bag", self.token_bag, (), "tokens", token_id))
            for p in range(self.num_players):
                zones.append(Zone(f"token_offer{p}", self.token_offer[p], (p,), "tokens", token_id))
        return zones

    def zone_items(self, name: str) -> list[int]:
        """The list behind the name of a hidden zone a seat may know cards of."""
        where = _ZONE_FIELDS.get(name) or _zone_field(name)
        field = getattr(self, where[0])
        return field if where[1] < 0 else field[where[1]]

    def known_bags(self, seat: int | None) -> list[Bag]:
        return self.knowledge.bags_of(seat, self.zone_items) if self.knowledge.bags else []

    @property
    def season(self) -> int:
        return self.month // 3

    @property
    def is_over(self) -> bool:
        return self.over
