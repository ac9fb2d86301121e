"""Shadow Kingdoms of Valeria: the game's content files and their validated loader.

The JSON files in ``content/`` are the single source of every card, board number and
table of the game.  Each entry carries a ``provenance`` ("rulebook", "public" or
"authored", see docs/valeria-content.md), names and texts in French and English.

``load()`` reads and checks them once (cached); ``load_from(folder)`` checks any copy,
which is how a box owner (or a test) validates an edited set.  Any problem raises
:class:`ContentError` (a ``ValueError``) naming the file, the entry id and the field.

Pydantic is used here only, at load time; rules code reads the plain attributes of the
frozen models and never validates in the hot path.  Reading, validating and error naming
are the engine's (``meeple.core.content``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationInfo,
    field_validator,
    model_validator,
)

from meeple.core.content import ContentError as ContentError  # re-exported: tests and tools catch it here
from meeple.core.content import ContentFiles

CONTENT_DIR = Path(__file__).with_name("content")

# --- vocabulary -----------------------------------------------------------------------------

COLOURS: tuple[str, ...] = ("goblin", "orc", "skeleton", "gargoyle", "gnoll")
PLAN_TYPES: tuple[str, ...] = ("ambush", "siege", "clash")
DECKS: tuple[str, ...] = ("instant", "ongoing", "endgame")
PILES: tuple[str, ...] = ("left", "center", "right")
SANCTUARIES: tuple[str, ...] = ("gems", "magic", "champions", "gold", "stratagems")  # clockwise
RESERVE_SLOTS: tuple[str, ...] = ("left", "middle", "right")
CHAIN_LETTERS: tuple[str, ...] = ("A", "B", "C", "D", "E", "F")

# The 12 chain bonuses of a Campaign Map side sit between orthogonally adjacent zones of the
# 3x3 grid (row-major indices 0..8); ``chains[i]`` of a side is the bonus between CHAIN_PAIRS[i].
CHAIN_PAIRS: tuple[tuple[int, int], ...] = (
    (0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8),
    (0, 3), (3, 6), (1, 4), (4, 7), (2, 5), (5, 8),
)  # fmt: skip

# One effect key per distinct champion, in the order of the rulebook's "Cartes Champion" pages.
EFFECT_KEYS: tuple[str, ...] = (
    "warlock", "elite_guard", "steward", "mercenary",
    "assassin", "brawler", "brute", "shaman", "death_knight", "peddler", "soul_devourer", "scout", "expert",
    "shadow", "sentinel", "thief", "warrior", "stalker", "dark_illusionist", "engineer", "miner", "oracle",
    "priest", "satyr", "slasher", "soldier",
    "warmonger", "hellbeast", "skull_crusher", "bombardier", "hunter", "chieftain", "conqueror", "healer",
    "master_tracker", "juggernaut", "pharaoh", "tactician", "foreman", "recruit", "regicide", "grim_giant",
    "witch", "strategist", "hoarder", "firebrand", "seer",
)  # fmt: skip

# The 10 Conquest Marker spots of a player board (rulebook, "Plateau Joueur").
UPGRADE_IDS: tuple[str, ...] = (
    "champions_6", "champions_10", "joker", "gem_storage", "reserve_middle", "reserve_right",
    "strength_bonus", "cap_20", "troop_slot_4", "troop_slot_5",
)  # fmt: skip

STRATAGEM_COUNT = 48  # rulebook, "Matériel"
CHAMPION_COUNT = 61  # rulebook, "Matériel"
DISTINCTION_COUNT = 15  # rulebook, "Matériel"
SCROLL_COUNT = 5  # rulebook, "Matériel"; each is double-sided
DICE_TOTAL = 45  # rulebook, "Matériel": 9 of each of the 5 colours
PLAYER_COUNTS = (1, 2, 3, 4, 5)
MAX_STRENGTH = 20  # Strength is capped by Influence, which never exceeds 20


# --- field types ----------------------------------------------------------------------------


def _fr_en(value: dict[str, str]) -> dict[str, str]:
    if set(value) != {"fr", "en"}:
        raise ValueError(f"needs exactly the keys 'fr' and 'en', got {sorted(value)}")
    empty = [lang for lang, text in value.items() if not text.strip()]
    if empty:
        raise ValueError(f"empty text for {', '.join(empty)}")
    return value


Names = Annotated[dict[str, str], AfterValidator(_fr_en)]
ProvenanceTag = Literal["rulebook", "public", "authored"]
# Either one tag for the whole entry, or a map field -> tag when the entry mixes sources.
Provenance = ProvenanceTag | dict[str, ProvenanceTag]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
ColourId = Literal["goblin", "orc", "skeleton", "gargoyle", "gnoll"]
PlanType = Literal["ambush", "siege", "clash"]
Deck = Literal["instant", "ongoing", "endgame"]
Letter = Literal["A", "B", "C", "D", "E", "F"]
UpgradeId = Literal[
    "champions_6", "champions_10", "joker", "gem_storage", "reserve_middle", "reserve_right",
    "strength_bonus", "cap_20", "troop_slot_4", "troop_slot_5",
]  # fmt: skip
NonNeg = Annotated[int, Field(ge=0)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- dice.json ------------------------------------------------------------------------------


class Colour(_Model):
    id: ColourId
    name: Names
    provenance: Provenance


class Face(_Model):
    strength: Annotated[int, Field(ge=1, le=6)]
    discount: Annotated[int, Field(ge=0, le=5)]
    joker: bool
    provenance: Provenance

    @field_validator("discount")
    @classmethod
    def _discount_rule(cls, discount: int, info: ValidationInfo) -> int:
        # Rulebook, "Faces des dés": a 5 gives 1 gold off, a 2 gives 4, a 6 gives none.
        strength = info.data.get("strength")
        if strength is not None and discount != 6 - strength:
            raise ValueError(f"discount must be 6 - strength = {6 - strength}, got {discount}")
        return discount


class DiceFile(_Model):
    colours: tuple[Colour, ...]
    dice_per_colour: Annotated[int, Field(ge=1)]
    faces: Annotated[tuple[Face, ...], Field(min_length=6, max_length=6)]
    provenance: Provenance


# --- stratagems.json ------------------------------------------------------------------------


class Stratagem(_Model):
    id: Slug
    name: Names
    type: PlanType
    # Rulebook, "Stratagèmes": every plan needs 2, 3 or 4 troops; a colour may repeat.
    troops: Annotated[tuple[ColourId, ...], Field(min_length=2, max_length=4)]
    provenance: Provenance


# --- champions.json -------------------------------------------------------------------------


def _fields_fit(what: str, required: frozenset[str], optional: frozenset[str], present: set[str]) -> None:
    """A model's fields that depend on its kind: every required one given, none it does not use."""
    missing = required - present
    if missing:
        raise ValueError(f"{what} needs {', '.join(sorted(missing))}")
    extra = present - required - optional
    if extra:
        raise ValueError(f"{what} does not use {', '.join(sorted(extra))}")


# What an end-game champion counts on its owner's table ("Cartes Champion", "Décompte"), and how.
ScoreCount = Literal["troops", "completed", "champions", "markers", "gems", "dice", "magic", "reserved", "gold",
                     "influence"]
ScoreRule = Literal["per", "beyond", "per_pair", "each_type"]
# The selector each count must name ("troops" of one colour, "champions" of one deck) or may name ("completed"
# plans of one type); the other counts take none.
_SCORE_SELECTORS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "troops": (frozenset({"colour"}), frozenset()),
    "completed": (frozenset(), frozenset({"type"})),
    "champions": (frozenset({"deck"}), frozenset()),
}
# The parameter each rule needs besides ``vp``.
_RULE_PARAMETERS: dict[str, frozenset[str]] = {
    "per": frozenset(), "beyond": frozenset({"beyond"}), "per_pair": frozenset(), "each_type": frozenset({"at_least"}),
}


class EndgameScore(_Model):
    """``rule`` "per": ``vp`` per thing counted; "beyond": ``vp`` per thing past the first ``beyond``;
    "per_pair": ``vp`` per two things, an odd one counting as a pair; "each_type": ``vp`` once if the
    completed plans hold ``at_least`` of each plan type.  ``cap``: the most it scores."""

    rule: ScoreRule
    count: ScoreCount
    colour: ColourId | None = None
    type: PlanType | None = None
    deck: Deck | None = None
    beyond: NonNeg = 0
    at_least: Annotated[int, Field(ge=1)] = 1
    vp: Annotated[int, Field(ge=1)]
    cap: Annotated[int, Field(ge=1)] | None = None

    @model_validator(mode="after")
    def _fields_fit(self) -> EndgameScore:
        required, optional = _SCORE_SELECTORS.get(self.count, (frozenset(), frozenset()))
        required = required | _RULE_PARAMETERS[self.rule]
        present = self.model_fields_set & {"colour", "type", "deck", "beyond", "at_least"}
        _fields_fit(f"count {self.count!r} by rule {self.rule!r}", required, optional, present)
        if self.rule == "each_type" and (self.count != "completed" or self.type is not None):
            raise ValueError("rule 'each_type' counts the completed plans of every type")
        return self


class Champion(_Model):
    id: Slug
    name: Names
    deck: Deck
    effect: str
    text: Names
    score: EndgameScore | None = None  # end-game champions that score: what they score
    provenance: Provenance

    @field_validator("effect")
    @classmethod
    def _known_effect(cls, effect: str) -> str:
        if effect not in EFFECT_KEYS:
            raise ValueError(f"unknown effect key {effect!r}")
        return effect


# --- board.json -----------------------------------------------------------------------------


class Setup(_Model):
    gems: NonNeg
    dice_per_colour: NonNeg
    dice_per_sanctuary: NonNeg


class Start(_Model):
    influence: NonNeg
    gold: NonNeg
    magic: NonNeg


class Caps(_Model):
    locked: NonNeg
    unlocked: NonNeg


class Solo(_Model):
    vp_by_troops: dict[int, NonNeg]
    meet_bonus: NonNeg
    empty_distinction_vp: NonNeg
    claimed_distinction_vp: NonNeg
    default_start_vp: NonNeg
    dice_refill_threshold: NonNeg
    removed_distinction: Slug


class Board(_Model):
    stratagem_slot_costs: Annotated[tuple[NonNeg, ...], Field(min_length=5, max_length=5)]
    champion_row_costs: dict[Deck, NonNeg]
    setup: dict[int, Setup]
    start: Start
    caps: Caps
    vp_table: Annotated[tuple[NonNeg, ...], Field(min_length=MAX_STRENGTH + 1, max_length=MAX_STRENGTH + 1)]
    solo: Solo
    sanctuaries: tuple[Literal["gems", "magic", "champions", "gold", "stratagems"], ...]
    provenance: dict[str, ProvenanceTag]


# --- player_boards.json ---------------------------------------------------------------------


class PlayerBoard(_Model):
    id: ColourId
    name: Names
    joker_troop: ColourId
    provenance: Provenance


class Upgrade(_Model):
    id: UpgradeId
    effect: UpgradeId
    requires: UpgradeId | None = None  # another spot that must be opened first
    name: Names
    text: Names
    provenance: Provenance


class ReserveSlot(_Model):
    id: Literal["left", "middle", "right"]
    bonus: Literal["influence", "die", "champion"]
    gold: NonNeg | Literal["base"]  # "base": the champion row's base cost
    unlocked_by: UpgradeId | None = None  # None: open from the start
    provenance: Provenance


class PlayerBoardsFile(_Model):
    boards: tuple[PlayerBoard, ...]
    upgrades: tuple[Upgrade, ...]
    reserve_slots: tuple[ReserveSlot, ...]


# --- distinctions.json ----------------------------------------------------------------------

ConditionKind = Literal[
    "gems", "completed", "completed_each_type", "champions", "resource", "dice", "reserved", "formation"
]
# Fields each condition kind must have, and the optional ones it may have.
_CONDITION_FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "gems": (frozenset({"count"}), frozenset()),
    "completed": (frozenset({"count"}), frozenset({"type"})),
    "completed_each_type": (frozenset({"count"}), frozenset()),
    "champions": (frozenset({"count"}), frozenset({"deck"})),
    "resource": (frozenset({"resource", "at_least"}), frozenset()),
    "dice": (frozenset({"count", "same_colour"}), frozenset()),
    "reserved": (frozenset({"count"}), frozenset()),
    "formation": (frozenset({"cells"}), frozenset()),
}


class Condition(_Model):
    kind: ConditionKind
    count: Annotated[int, Field(ge=1)] | None = None
    type: PlanType | None = None
    deck: Deck | None = None
    resource: Literal["gold", "magic", "influence"] | None = None
    at_least: Annotated[int, Field(ge=1)] | None = None
    same_colour: bool | None = None
    cells: tuple[tuple[Annotated[int, Field(ge=0, le=2)], Annotated[int, Field(ge=0, le=2)]], ...] | None = None

    @model_validator(mode="after")
    def _fields_fit_kind(self) -> Condition:
        required, optional = _CONDITION_FIELDS[self.kind]
        present = {name for name in type(self).model_fields if name != "kind" and getattr(self, name) is not None}
        _fields_fit(f"kind {self.kind!r}", required, optional, present)
        if self.cells is not None and (not self.cells or len(set(self.cells)) != len(self.cells)):
            raise ValueError("formation cells must be distinct and at least one")
        return self


class Distinction(_Model):
    id: Slug
    pile: Literal["left", "center", "right"]
    name: Names
    text: Names
    # VP for the first claimer, the second, then every later one (rulebook: left circle first).
    vp: tuple[NonNeg, NonNeg, NonNeg]
    condition: Condition
    provenance: Provenance

    @model_validator(mode="after")
    def _earlier_pays_more(self) -> Distinction:
        if not self.vp[0] >= self.vp[1] >= self.vp[2]:
            raise ValueError(f"vp must not increase for later claimers, got {list(self.vp)}")
        return self


# --- scrolls.json ---------------------------------------------------------------------------


class Zone(_Model):
    kind: Literal["troop", "strength", "type"]
    troop: ColourId | None = None
    type: PlanType | None = None

    @model_validator(mode="after")
    def _fields_fit_kind(self) -> Zone:
        want = {"troop": (True, False), "strength": (False, False), "type": (False, True)}[self.kind]
        if (self.troop is not None, self.type is not None) != want:
            raise ValueError(f"a {self.kind!r} zone takes {'troop' if want[0] else 'type' if want[1] else 'no'} field")
        return self


class ScrollSide(_Model):
    id: Slug
    zones: Annotated[tuple[Zone, ...], Field(min_length=9, max_length=9)]  # row-major 3x3
    chains: Annotated[tuple[Letter, ...], Field(min_length=12, max_length=12)]  # order of CHAIN_PAIRS
    provenance: Provenance


class Scroll(_Model):
    id: Slug
    sides: Annotated[tuple[ScrollSide, ...], Field(min_length=2, max_length=2)]
    provenance: Provenance


# --- the loaded content ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Content:
    colours: tuple[str, ...]
    colour_names: dict[str, dict[str, str]]
    faces: tuple[Face, ...]
    dice_per_colour: int
    stratagems: dict[str, Stratagem]
    stratagem_ids: tuple[str, ...]
    champions: dict[str, Champion]
    champion_ids: tuple[str, ...]
    board: Board
    player_boards: tuple[PlayerBoard, ...]
    upgrades: tuple[Upgrade, ...]
    reserve_slots: tuple[ReserveSlot, ...]
    distinctions: dict[str, Distinction]
    distinction_ids: tuple[str, ...]
    scrolls: tuple[Scroll, ...]


def opposite_face(strength: int) -> int:
    """Strength on the opposite face (a Gem flips a die: rulebook "Gemmes", 1 <-> 6)."""
    return 7 - strength


# --- reading and checking -------------------------------------------------------------------

_M = TypeVar("_M")


def _require(ok: bool, file: str, entry: str, field: str, problem: str) -> None:
    if not ok:
        raise ContentError(file, entry, field, problem)


def _unique_ids(file: str, ids: Sequence[str], field: str = "id") -> None:
    for item, n in Counter(ids).items():
        _require(n == 1, file, item, field, f"duplicate id ({n} entries)")


def _index(items: Sequence[_M], key: Callable[[_M], str]) -> dict[str, _M]:
    return {key(item): item for item in items}


_DICE = TypeAdapter(DiceFile)
_STRATAGEMS = TypeAdapter(tuple[Stratagem, ...])
_CHAMPIONS = TypeAdapter(tuple[Champion, ...])
_BOARD = TypeAdapter(Board)
_PLAYER_BOARDS = TypeAdapter(PlayerBoardsFile)
_DISTINCTIONS = TypeAdapter(tuple[Distinction, ...])
_SCROLLS = TypeAdapter(tuple[Scroll, ...])


def _check_dice(dice: DiceFile) -> None:
    f = "dice.json"
    ids = tuple(c.id for c in dice.colours)
    _require(ids == COLOURS, f, "dice", "colours", f"must list {', '.join(COLOURS)} in that order, got {ids}")
    total = dice.dice_per_colour * len(ids)
    _require(total == DICE_TOTAL, f, "dice", "dice_per_colour", f"gives {total} dice, the box has {DICE_TOTAL}")
    strengths = sorted(face.strength for face in dice.faces)
    _require(strengths == [1, 2, 3, 4, 5, 6], f, "dice", "faces", f"strengths must be 1..6 once each, got {strengths}")
    _require(any(face.joker for face in dice.faces), f, "dice", "faces", "no face shows the Joker symbol")


def _check_stratagems(plans: tuple[Stratagem, ...]) -> None:
    f = "stratagems.json"
    _require(len(plans) == STRATAGEM_COUNT, f, "-", "-", f"needs {STRATAGEM_COUNT} entries, got {len(plans)}")
    _unique_ids(f, [p.id for p in plans])


def _check_champions(cards: tuple[Champion, ...]) -> None:
    f = "champions.json"
    _require(len(cards) == CHAMPION_COUNT, f, "-", "-", f"needs {CHAMPION_COUNT} entries, got {len(cards)}")
    _unique_ids(f, [c.id for c in cards])
    first: dict[str, Champion] = {}
    for card in cards:
        seen = first.setdefault(card.effect, card)
        # Copies of one champion must agree, or the rules would depend on which copy is drawn.
        for attr in ("name", "deck", "text", "score"):
            _require(getattr(card, attr) == getattr(seen, attr), f, card.id, attr, f"differs from copy {seen.id!r}")
        _require(card.score is None or card.deck == "endgame", f, card.id, "score",
                 "only end-game champions score at the end")
    missing = [key for key in EFFECT_KEYS if key not in first]
    _require(not missing, f, "-", "effect", f"no card for effect(s) {', '.join(missing)}")


def _check_board(board: Board) -> None:
    f, e = "board.json", "board"
    vp = board.vp_table
    # Rulebook, step 4 of "Mise en œuvre": a Strength of 14 scores 9 VP.
    _require(vp[14] == 9, f, e, "vp_table.14", f"must be 9 (rulebook example), got {vp[14]}")
    for s in range(1, len(vp)):
        _require(vp[s] >= vp[s - 1], f, e, f"vp_table.{s}", f"table must not decrease ({vp[s - 1]} then {vp[s]})")
    _require(set(board.champion_row_costs) == set(DECKS), f, e, "champion_row_costs", f"needs keys {DECKS}")
    _require(tuple(sorted(board.setup)) == PLAYER_COUNTS, f, e, "setup", f"needs player counts {PLAYER_COUNTS}")
    _require(tuple(board.sanctuaries) == SANCTUARIES, f, e, "sanctuaries", f"must be {SANCTUARIES} (clockwise)")
    _require(board.caps.locked < board.caps.unlocked, f, e, "caps", "locked cap must be below the unlocked one")
    _require(set(board.solo.vp_by_troops) == {2, 3, 4}, f, e, "solo.vp_by_troops", "needs keys 2, 3 and 4")
    for name in Board.model_fields:
        if name == "provenance":
            continue
        covered = any(key == name or key.startswith(name + ".") for key in board.provenance)
        _require(covered, f, e, f"provenance.{name}", "missing provenance for this field")


def _check_player_boards(pb: PlayerBoardsFile) -> None:
    f = "player_boards.json"
    _require(len(pb.boards) == len(COLOURS), f, "-", "boards", f"needs {len(COLOURS)} boards, got {len(pb.boards)}")
    _unique_ids(f, [b.id for b in pb.boards])
    _unique_ids(f, [b.joker_troop for b in pb.boards], "joker_troop")
    _unique_ids(f, [u.id for u in pb.upgrades])
    ids = {u.id for u in pb.upgrades}
    missing = [u for u in UPGRADE_IDS if u not in ids]
    _require(not missing and len(pb.upgrades) == 10, f, "-", "upgrades", f"needs the 10 spots; missing {missing}")
    for up in pb.upgrades:
        _require(up.requires != up.id, f, up.id, "requires", "a spot cannot require itself")
    _require(
        tuple(s.id for s in pb.reserve_slots) == RESERVE_SLOTS,
        f, "-", "reserve_slots", f"needs slots {', '.join(RESERVE_SLOTS)} in that order",
    )  # fmt: skip


def _check_distinctions(cards: tuple[Distinction, ...]) -> None:
    f = "distinctions.json"
    _require(len(cards) == DISTINCTION_COUNT, f, "-", "-", f"needs {DISTINCTION_COUNT} entries, got {len(cards)}")
    _unique_ids(f, [d.id for d in cards])
    piles: Counter[str] = Counter(d.pile for d in cards)
    for pile in PILES:
        _require(piles[pile] == 5, f, "-", "pile", f"pile {pile!r} needs 5 cards, has {piles[pile]}")


def _check_scrolls(scrolls: tuple[Scroll, ...]) -> None:
    f = "scrolls.json"
    _require(len(scrolls) == SCROLL_COUNT, f, "-", "-", f"needs {SCROLL_COUNT} scrolls, got {len(scrolls)}")
    _unique_ids(f, [s.id for s in scrolls] + [side.id for s in scrolls for side in s.sides])


def _check_cross(board: Board, distinctions: dict[str, Distinction]) -> None:
    removed = board.solo.removed_distinction
    _require(removed in distinctions, "board.json", "board", "solo.removed_distinction", f"no distinction {removed!r}")


def load_from(folder: str | Path) -> Content:
    """Read and validate every content file in ``folder``; raise ContentError on any fault."""
    files = ContentFiles(folder)
    dice = files.load("dice.json", _DICE)
    _check_dice(dice)
    plans = files.load("stratagems.json", _STRATAGEMS)
    _check_stratagems(plans)
    champions = files.load("champions.json", _CHAMPIONS)
    _check_champions(champions)
    board = files.load("board.json", _BOARD)
    _check_board(board)
    pb = files.load("player_boards.json", _PLAYER_BOARDS)
    _check_player_boards(pb)
    distinctions = files.load("distinctions.json", _DISTINCTIONS)
    _check_distinctions(distinctions)
    scrolls = files.load("scrolls.json", _SCROLLS)
    _check_scrolls(scrolls)
    distinction_map = _index(distinctions, lambda d: d.id)
    _check_cross(board, distinction_map)
    return Content(
        colours=tuple(c.id for c in dice.colours),
        colour_names={c.id: c.name for c in dice.colours},
        faces=dice.faces,
        dice_per_colour=dice.dice_per_colour,
        stratagems=_index(plans, lambda p: p.id),
        stratagem_ids=tuple(p.id for p in plans),
        champions=_index(champions, lambda c: c.id),
        champion_ids=tuple(c.id for c in champions),
        board=board,
        player_boards=pb.boards,
        upgrades=pb.upgrades,
        reserve_slots=pb.reserve_slots,
        distinctions=distinction_map,
        distinction_ids=tuple(d.id for d in distinctions),
        scrolls=scrolls,
    )


@lru_cache(maxsize=1)
def load() -> Content:
    """The shipped content, validated once per process."""
    return load_from(CONTENT_DIR)


def catalog(content: Content | None = None) -> dict[str, dict[str, str]]:
    """fr/en names and texts of the content as i18n catalog entries (``valeria.content.*``),
    ready for ``meeple.core.i18n.register``.  Champions are keyed by effect: copies share a name."""
    c = content or load()
    out: dict[str, dict[str, str]] = {}
    for colour, names in c.colour_names.items():
        out[f"valeria.content.colour.{colour}"] = names
    for plan in c.stratagems.values():
        out[f"valeria.content.stratagem.{plan.id}"] = plan.name
    for card in c.champions.values():
        out[f"valeria.content.champion.{card.effect}"] = card.name
        out[f"valeria.content.champion_text.{card.effect}"] = card.text
    for award in c.distinctions.values():
        out[f"valeria.content.distinction.{award.id}"] = award.name
        out[f"valeria.content.distinction_text.{award.id}"] = award.text
    for up in c.upgrades:
        out[f"valeria.content.upgrade.{up.id}"] = up.name
        out[f"valeria.content.upgrade_text.{up.id}"] = up.text
    for pb in c.player_boards:
        out[f"valeria.content.player_board.{pb.id}"] = pb.name
    return out
