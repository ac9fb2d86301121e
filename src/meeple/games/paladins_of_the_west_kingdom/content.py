"""Content loader: the JSON files in ``content/`` are validated with pydantic
once at import with the engine's loader (``meeple.core.content``: errors name the
file, the entry and the field), then exposed as plain tuples indexed by small ints for the hot path.

Workers are ints 0..5 (``WORKERS``); rewards are tuples of token strings
(``TOKENS``), the rulebook's quick reference of reward icons.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, TypeAdapter, field_validator, model_validator

from meeple.core import content as core

_DIR = Path(__file__).parent / "content"

WORKERS = ("laborer", "scout", "merchant", "fighter", "cleric", "criminal")
WORKER_INDEX = {name: i for i, name in enumerate(WORKERS)}
CRIMINAL = 5
ANY = -1  # a clear worker slot: any colour fits
ATTRIBUTES = ("faith", "strength", "influence")
FAITH, STRENGTH, INFLUENCE = 0, 1, 2
# the rulebook's quick reference of reward icons
TOKENS = frozenset({*WORKERS, *ATTRIBUTES, "pray", "provision", "silver", "tax", "remove_suspicion", "destroy_debt",
                    "pay_debt", "free_recruit", "develop_free"})
RIGHT_ACTIONS = ("commission", "fortify", "garrison", "absolve", "attack", "convert")
LEFT_ACTIONS = ("develop", "recruit", "hunt", "trade", "pray", "conspire")
SPACES = LEFT_ACTIONS + RIGHT_ACTIONS  # the 12 action spaces of a player board
SPACE_INDEX = {name: i for i, name in enumerate(SPACES)}
RIGHT_INDEX = {name: i for i, name in enumerate(RIGHT_ACTIONS)}
Worker = Literal["laborer", "scout", "merchant", "fighter", "cleric", "criminal"]
Slot = Literal["laborer", "scout", "merchant", "fighter", "cleric", "criminal", "any"]


def _check_tokens(value: list[str]) -> list[str]:
    bad = [t for t in value if t not in TOKENS]
    if bad:
        raise ValueError(f"unknown reward token(s) {bad}; known: {sorted(TOKENS)}")
    return value


class Names(BaseModel):
    fr: str
    en: str


class Boost(BaseModel):
    faith: int
    strength: int
    influence: int


Action = Literal["develop", "recruit", "hunt", "trade", "pray", "conspire", "commission", "fortify", "garrison",
                 "absolve", "attack", "convert"]


class PaladinAbility(BaseModel):
    """The round's ability: an action's price waived, a gain each time the action is done, or a discount."""
    kind: Literal["waive_cost", "bonus_on_action", "discount"]
    action: Action
    cost: Literal["provision", "silver"] | None = None
    gain: list[str] = []
    silver: int = 0

    @model_validator(mode="after")
    def _complete(self) -> PaladinAbility:
        if self.kind == "waive_cost" and self.cost is None:
            raise ValueError("a waived cost names the cost (provision or silver)")
        if self.kind == "bonus_on_action" and not self.gain:
            raise ValueError("a bonus names its gain")
        if self.kind == "discount" and self.silver <= 0:
            raise ValueError("a discount gives its silver")
        _check_tokens(self.gain)
        return self


class PaladinData(BaseModel):
    id: str
    name: Names
    action: Action
    workers: list[Worker]
    boost: Boost
    ability: PaladinAbility
    provenance: str


class TavernData(BaseModel):
    id: str
    workers: list[Worker]
    provenance: str

    @field_validator("workers")
    @classmethod
    def _four(cls, v: list[str]) -> list[str]:
        if len(v) != 4:
            raise ValueError("a Tavern card shows exactly 4 workers")
        return v


class WallData(BaseModel):
    id: str
    rewards: list[str]
    choice: list[list[str]] = []  # either/or rewards, the builder picks one
    vp: int
    provenance: str

    @field_validator("choice")
    @classmethod
    def _options(cls, v: list[list[str]]) -> list[list[str]]:
        if len(v) == 1:
            raise ValueError("a choice offers at least 2 options")
        for option in v:
            _check_tokens(option)
        return v

    @field_validator("rewards")
    @classmethod
    def _rw(cls, v: list[str]) -> list[str]:
        if "strength" not in v:
            raise ValueError("a Wall always gives at least 1 Strength")
        return _check_tokens(v)


class SuspicionData(BaseModel):
    id: str
    tax: Literal[0, 1, 2]
    provenance: str


class TownsfolkData(BaseModel):
    id: str
    kind: str
    name: Names
    ability: Literal["on_action", "inquisition_discard", "on_pay_debt", "inquisition_reward", "inquisition_attribute"]
    action: Literal["commission", "fortify", "garrison", "absolve", "attack", "convert", "develop"] | None
    quest_reward: list[str]
    recruit_reward: list[str]
    ability_reward: list[str]
    provenance: str

    @field_validator("quest_reward", "recruit_reward", "ability_reward")
    @classmethod
    def _rw(cls, v: list[str]) -> list[str]:
        return _check_tokens(v)


class OutsiderData(BaseModel):
    id: str
    kind: str
    name: Names
    suit: Literal["green", "yellow", "blue"]
    faction: Literal["saracen", "byzantine", "viking"]
    attack_reward: list[str]
    convert_reward: list[str]
    score: Literal["action", "attribute", "faction", "champion", "mercenary", "protector", "thief", "traitor"]
    param: str | None
    provenance: str

    @field_validator("attack_reward")
    @classmethod
    def _atk(cls, v: list[str]) -> list[str]:
        if "influence" not in v:
            raise ValueError("attacking always gives at least 1 Influence")
        return _check_tokens(v)

    @field_validator("convert_reward")
    @classmethod
    def _conv(cls, v: list[str]) -> list[str]:
        if "strength" not in v:
            raise ValueError("converting always gives at least 1 Strength")
        return _check_tokens(v)


class OrderData(BaseModel):
    id: str
    action: Literal["commission", "fortify", "garrison", "absolve", "attack", "convert"]
    need: int
    provenance: str


class FavourData(BaseModel):
    """A King's Favour: its worker slot, its price (silver, provisions, or taking a Debt), its gain or a
    choice of gains."""
    id: str
    slot: list[Slot]
    cost: int  # silver
    provisions: int = 0
    take_debt: bool = False
    rewards: list[str]
    choice: list[list[str]] = []
    provenance: str

    @field_validator("rewards")
    @classmethod
    def _rw(cls, v: list[str]) -> list[str]:
        return _check_tokens(v)

    @field_validator("choice")
    @classmethod
    def _options(cls, v: list[list[str]]) -> list[list[str]]:
        for option in v:
            _check_tokens(option)
        return v


class SpaceData(BaseModel):
    reward: list[str]
    min_players: int

    @field_validator("reward")
    @classmethod
    def _rw(cls, v: list[str]) -> list[str]:
        return _check_tokens(v)


class TownsfolkCosts(BaseModel):
    """Silver printed under each Townsfolk slot, left to right: a quest's and a recruit's price."""
    quest: list[int]
    recruit: list[int]
    provenance: str


class RegionData(BaseModel):
    faith: int
    strength: int
    spaces: list[SpaceData]
    provenance: str


class BoardData(BaseModel):
    provenance: str
    rounds: int
    action_limit: int
    paladin_hand: int
    workers_kept: int
    townsfolk_slots: int
    debt_slots: int
    townsfolk_costs: TownsfolkCosts
    outsider_slots: int
    develop_cost: int
    pray_cost: int
    regions: list[RegionData]
    attack_strength: list[int]
    convert_faith: list[int]
    wall_influence: list[int]
    provision_costs: list[int]
    jar_costs: list[int]
    convert_costs: list[int]
    jar_values: list[int]
    absolve_slots: list[list[str]]
    workshop_reveals: list[Worker]
    slots: dict[str, list[Slot]]
    tax_supply: list[int]
    attribute_max: int
    attribute_vp: list[int]
    action_vp: dict[str, list[int]]
    debts: int
    start: dict[str, int]
    schemes: list[Literal["recruit", "pray", "trade", "conspire", "commission", "fortify", "garrison", "absolve",
                          "attack", "convert", "order"]]


class ContentError(core.ContentError):
    """A malformed content file, in this game's wording."""

    template = "{file}: entry {entry}: field(s) {field}{at}: {problem}"


_M = TypeVar("_M", bound=BaseModel)


def _load(name: str, key: str | None, model: type[_M]) -> list[_M]:
    """The entries of ``name`` (its list ``key``, or the whole file as one entry)."""
    files = core.ContentFiles(_DIR, ContentError)  # _DIR looked up now: tests point it at a broken copy
    return [files.load(name, model)] if key is None else files.entries(name, model, key=key)


PALADINS: tuple[PaladinData, ...] = tuple(_load("paladins.json", "paladins", PaladinData))
TAVERNS: tuple[TavernData, ...] = tuple(_load("tavern.json", "cards", TavernData))
WALLS: tuple[WallData, ...] = tuple(_load("walls.json", "cards", WallData))
SUSPICIONS: tuple[SuspicionData, ...] = tuple(_load("suspicion.json", "cards", SuspicionData))
TOWNSFOLK: tuple[TownsfolkData, ...] = tuple(_load("townsfolk.json", "cards", TownsfolkData))
OUTSIDERS: tuple[OutsiderData, ...] = tuple(_load("outsiders.json", "cards", OutsiderData))
ORDERS: tuple[OrderData, ...] = tuple(_load("king.json", "orders", OrderData))
FAVOURS: tuple[FavourData, ...] = tuple(_load("king.json", "favours", FavourData))
BOARD: BoardData = _load("board.json", None, BoardData)[0]
ORDER_VP: tuple[int, ...] = tuple(core.ContentFiles(_DIR, ContentError).load("king.json", TypeAdapter(list[int]),
                                                                              key="order_vp"))

# the rulebook's numbers, named once
ROUNDS = BOARD.rounds  # "se joue en 7 Manches"
ACTION_LIMIT = BOARD.action_limit  # "pas plus de 7 fois chacune des actions" (Attack excepted)
PALADIN_HAND = BOARD.paladin_hand  # "les 3 premières cartes Paladin"
WORKERS_KEPT = BOARD.workers_kept  # "Passer": at most 3 workers carry over
TOWNSFOLK_SLOTS = BOARD.townsfolk_slots
DEBT_SLOTS = BOARD.debt_slots  # the 2 leftmost Townsfolk may be recruited for a Debt
QUEST_COSTS = tuple(BOARD.townsfolk_costs.quest)
RECRUIT_COSTS = tuple(BOARD.townsfolk_costs.recruit)
OUTSIDER_SLOTS = BOARD.outsider_slots
WORKSHOPS = len(BOARD.workshop_reveals)  # "8 Ateliers"
JAR_SLOTS = len(BOARD.absolve_slots)  # "7 Jarres"
ORDERS_IN_PLAY = len(ORDER_VP)  # setup 8: 3 King's Orders, revealed in rounds 1-3
FAVOUR_FIRST_ROUND = 3  # step 2: a King's Favour from round 3 on
FAVOURS_IN_PLAY = ROUNDS - FAVOUR_FIRST_ROUND + 1  # setup 8: 5 King's Favours

# hot-path tuples
PALADIN_WORKERS = tuple(tuple(WORKER_INDEX[w] for w in p.workers) for p in PALADINS)
PALADIN_BOOST = tuple((p.boost.faith, p.boost.strength, p.boost.influence) for p in PALADINS)
# (action, cost) a Paladin waives, the gain it adds to an action, the silver it takes off an action's price
PALADIN_WAIVES = tuple((p.ability.action, p.ability.cost) if p.ability.kind == "waive_cost" else None for p in PALADINS)
PALADIN_BONUS = tuple((p.ability.action, tuple(p.ability.gain)) if p.ability.kind == "bonus_on_action" else None
                      for p in PALADINS)
PALADIN_DISCOUNT = tuple((p.ability.action, p.ability.silver) if p.ability.kind == "discount" else None
                         for p in PALADINS)
TAVERN_WORKERS = tuple(tuple(WORKER_INDEX[w] for w in t.workers) for t in TAVERNS)
SLOTS = {a: tuple(ANY if s == "any" else WORKER_INDEX[s] for s in BOARD.slots[a]) for a in RIGHT_ACTIONS}
FAVOUR_SLOTS = tuple(tuple(ANY if s == "any" else WORKER_INDEX[s] for s in f.slot) for f in FAVOURS)
SPACE_REWARDS = tuple(tuple(tuple(s.reward) for s in r.spaces) for r in BOARD.regions)
SPACE_MIN = tuple(tuple(s.min_players for s in r.spaces) for r in BOARD.regions)
WORKSHOP_REVEALS = tuple(WORKER_INDEX[w] for w in BOARD.workshop_reveals)


def _validate() -> None:
    """Cross-file checks the rulebook's counts impose."""
    counts = {"paladins": (len(PALADINS), 12), "tavern": (len(TAVERNS), 24), "walls": (len(WALLS), 24),
              "suspicion": (len(SUSPICIONS), 24), "townsfolk": (len(TOWNSFOLK), 32), "outsiders": (len(OUTSIDERS), 36),
              "orders": (len(ORDERS), 6), "favours": (len(FAVOURS), 10), "regions": (len(BOARD.regions), 6),
              "schemes": (len(BOARD.schemes) + 5, 17)}
    for name, (got, want) in counts.items():
        if got != want:
            raise ValueError(f"content {name}: {got} entries, the rulebook has {want}")
    for a in RIGHT_ACTIONS:
        if a not in BOARD.slots or len(BOARD.slots[a]) != 3:
            raise ContentError("board.json", "board", f"slots.{a}", "every right-side action has 3 worker slots")
    for lst in BOARD.absolve_slots:
        _check_tokens(lst)
    for costs in (QUEST_COSTS, RECRUIT_COSTS):
        if len(costs) != TOWNSFOLK_SLOTS:
            raise ContentError("board.json", "board", "townsfolk_costs", "one price per Townsfolk slot")
    for t in TOWNSFOLK:
        if t.ability == "on_action" and t.action is None:
            raise ContentError("townsfolk.json", t.id, "action", "an action ability names its action")


_validate()
