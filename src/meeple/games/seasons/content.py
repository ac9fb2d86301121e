"""Seasons content: the JSON files in ``content/`` (copied from the project's shared
data, see ``content/provenance.json``) and their validated loader.

``load()`` reads and checks them once with the engine's loader (``meeple.core.content``);
any problem raises :class:`ContentError` naming the file, the entry and the field.  Rules code reads the plain frozen
dataclasses below, never pydantic models, so the hot path stays fast.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from meeple.core import content as core
from meeple.core.i18n import Catalog, catalog

CONTENT_DIR = Path(__file__).with_name("content")
ENERGIES: tuple[str, ...] = ("air", "water", "fire", "earth")
SEASONS: tuple[str, ...] = ("winter", "spring", "summer", "fall")


class ContentError(core.ContentError):
    """A malformed content file, in this game's wording."""

    template = "{file}: entry {entry}: field {field}{at}: {problem}"


PerPlayers = int | dict[Literal["2", "3", "4"], int]


class _Cost(BaseModel):
    model_config = ConfigDict(extra="forbid")
    crystals: PerPlayers | None
    air: PerPlayers
    water: PerPlayers
    fire: PerPlayers
    earth: PerPlayers


class _FirstEdition(BaseModel):
    """A card whose first-edition print differs from the revised one (the main record)."""
    model_config = ConfigDict(extra="forbid")
    cost: _Cost
    prestige: int
    effect: str
    entry_crystals: int = 0


class _Card(BaseModel):
    model_config = ConfigDict(extra="allow")
    id: int
    name_en: str
    name_fr: str | None
    set: Literal["base", "enchanted-kingdom", "path-of-destiny", "promo"]
    copies: int
    kind: Literal["magic-item", "familiar"]
    cost: _Cost
    prestige: int
    effect_type: list[Literal["on-play", "permanent", "activation", "sacrifice"]]
    effect: str
    first_edition: _FirstEdition | None = None
    # crystals the card gives as it enters play (rules and bots read this one number)
    entry_crystals: int = 0




class _Face(BaseModel):
    model_config = ConfigDict(extra="allow")
    face: int
    energies: dict[str, int]
    crystals: int
    summon_gauge_plus_one: bool
    draw_card: bool
    transmute_allowed: bool
    season_steps: Literal[1, 2, 3]


class _Die(BaseModel):
    model_config = ConfigDict(extra="allow")
    season: Literal["winter", "spring", "summer", "fall"]
    season_index: Literal[1, 2, 3, 4]
    die: int
    faces: list[_Face]


class _DestinyFace(BaseModel):
    model_config = ConfigDict(extra="allow")
    face: int
    energies: int
    crystals: int
    summon_gauge: int
    destiny_points: int


@dataclass(frozen=True)
class Card:
    id: int
    slug: str  # the card's component id, from its English name ("amulet-of-air")
    name_en: str
    name_fr: str
    familiar: bool
    copies: int
    set: str
    prestige: int
    # per player count 2..4: (crystals, air, water, fire, earth)
    costs: dict[int, tuple[int, int, int, int, int]]
    effect: str
    # the first-edition print where it differs (Balance of Ishtar, Idol of the Familiar)
    first_edition: FirstEdition | None = None
    entry_crystals: int = 0  # crystals it gives as it enters play (Olaf's Blessed Statue 20)


@dataclass(frozen=True)
class FirstEdition:
    prestige: int
    costs: dict[int, tuple[int, int, int, int, int]]
    effect: str
    entry_crystals: int = 0


@dataclass(frozen=True)
class Face:
    energies: tuple[int, int, int, int]
    crystals: int
    gauge: bool
    draw: bool
    transmute: bool
    steps: int


@dataclass(frozen=True)
class Content:
    cards: dict[int, Card]
    dice: tuple[tuple[tuple[Face, ...], ...], ...]  # [season][die][face]
    rates: tuple[tuple[int, int, int, int], ...]  # [season][energy]
    destiny: tuple[tuple[int, int, int, int], ...]  # energies, crystals, gauge, points
    deck_ids: tuple[int, ...]
    # PoD number 1-10, Enchanted Kingdom 100 + number (101-110) -> (en, fr, effect)
    enchantments: dict[int, tuple[str, str, str]]
    token_prestige: dict[int, int]
    implemented_enchantments: tuple[int, ...]
    implemented_tokens: tuple[int, ...]
    apprentice_decks: tuple[tuple[int, ...], ...]


def slug(name: str) -> str:
    """A card's id from its English name: lower case, words joined by hyphens."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


def _per(value: Any, n: int) -> int:
    if value is None:
        return 0
    return int(value[str(n)]) if isinstance(value, dict) else int(value)


def _costs(cost: _Cost) -> dict[int, tuple[int, int, int, int, int]]:
    return {n: (_per(cost.crystals, n), _per(cost.air, n), _per(cost.water, n), _per(cost.fire, n),
                _per(cost.earth, n)) for n in (2, 3, 4)}


def load_from(folder: Path) -> Content:
    files = core.ContentFiles(folder, ContentError)
    cards: dict[int, Card] = {}
    for c in files.entries("cards.json", _Card):
        files.require(c.id not in cards, "cards.json", str(c.id), "id", "duplicate")
        first = c.first_edition
        if first is not None:
            files.require(first.prestige == c.prestige, "cards.json", str(c.id), "first_edition.prestige",
                          "differs from the revised card's (prestige is read from the card)")
        cards[c.id] = Card(c.id, slug(c.name_en), c.name_en, c.name_fr or "", c.kind == "familiar", c.copies, c.set,
                           c.prestige, _costs(c.cost), c.effect,
                           None if first is None else FirstEdition(first.prestige, _costs(first.cost), first.effect,
                                                                   first.entry_crystals),
                           c.entry_crystals)
    by_season: list[list[tuple[Face, ...]]] = [[], [], [], []]
    for d in files.entries("dice.json", _Die, key="dice", entry_id=lambda raw: f"{raw.get('season')}-{raw.get('die')}"):
        label = f"{d.season}-{d.die}"
        bad = set().union(*(f.energies for f in d.faces)) - set(ENERGIES)
        files.require(not bad, "dice.json", label, "energies", f"unknown {sorted(bad)}")
        files.require(len(d.faces) == 6, "dice.json", label, "faces", "a die has 6 faces")
        by_season[d.season_index - 1].append(tuple(
            Face((f.energies.get("air", 0), f.energies.get("water", 0), f.energies.get("fire", 0),
                  f.energies.get("earth", 0)), f.crystals,
                 f.summon_gauge_plus_one, f.draw_card, f.transmute_allowed, f.season_steps)
            for f in d.faces))
    slugs = [c.slug for c in cards.values()]
    files.require(len(set(slugs)) == len(slugs), "cards.json", "names", "name_en", "two cards share a slug")
    files.require(all(len(s) == 5 for s in by_season), "dice.json", "dice", "season", "5 dice per season expected")
    tables = files.read("tables.json")
    rates = tuple(tuple(int(row["transmutation_crystals_per_energy"][e]) for e in ENERGIES)
                  for row in sorted(tables["seasons"], key=lambda r: r["index"]))
    faces = files.entries("destiny-die.json", _DestinyFace, key="faces", entry_id=lambda raw: raw.get("face"))
    destiny = [(f.energies, f.crystals, f.summon_gauge, f.destiny_points) for f in faces]
    impl = files.read("implemented.json")
    for cid in impl["cards"]:
        files.require(cid in cards, "implemented.json", str(cid), "cards", "no such card in cards.json")
    ench: dict[int, tuple[str, str, str]] = {}
    for e in files.read("enchantments.json")["enchantments"]:
        num = int(e["number"]) + (EK_ENCHANTMENT_BASE if e["set"] == "enchanted-kingdom" else 0)
        ench[num] = (e["name_en"], e["name_fr"] or AUTHORED_FR_ENCHANTMENTS.get(num, e["name_en"]), e["effect"])
    for num in impl["enchantments"]:
        files.require(num in ench, "implemented.json", str(num), "enchantments", "no such enchantment")
    tokens = {int(t["number"]): int(t["end_game_prestige"] or 0) for t in files.read("tokens.json")["tokens"]}
    decks = tuple(tuple(d["card_ids"]) for d in tables["apprentice_decks"]["decks"])
    return Content(cards, tuple(tuple(s) for s in by_season), rates, tuple(destiny),  # type: ignore[arg-type]
                   tuple(impl["cards"]), ench, tokens, tuple(impl["enchantments"]), tuple(impl["tokens"]), decks)


@lru_cache(maxsize=1)
def load() -> Content:
    return load_from(CONTENT_DIR)


@lru_cache(maxsize=1)
def card_ids() -> dict[str, int]:
    """Card slug -> card number (rules keep numbers in their tables)."""
    cards = load().cards.values()
    return {c.slug: c.id for c in cards} | {c.slug + FIRST_PRINT: c.id for c in cards if c.first_edition}


def token_id(number: int) -> str:
    """A special ability token's component id."""
    return f"token-{number}"


FIRST_PRINT = "-first-edition"  # the component id of a card's first-edition print: its slug + this


def card_slug(cid: int, first: bool = False) -> str:
    """A card number's component id: its slug, or in a first-edition game (``first``) the
    id of its first-edition print where that print differs (issue 10 item 12)."""
    card = load().cards[cid]
    return card.slug + FIRST_PRINT if first and card.first_edition else card.slug


def card_id(slug_: str) -> int:
    """The number of the card named by ``slug_`` (a KeyError names a bad slug)."""
    try:
        return card_ids()[slug_]
    except KeyError:
        raise KeyError(f"no Seasons card has the slug {slug_!r}") from None


def card_names() -> Catalog:
    """Igramul's "name a card" answers; French names missing from the data are
    authored here (provenance: authored)."""
    pairs: dict[str, tuple[str, str]] = {}
    for c in load().cards.values():
        fr = c.name_fr or AUTHORED_FR.get(c.id, c.name_en)
        pairs[f"seasons.choice.name.{c.id}"] = (f"Nommer {fr}", f"Name {c.name_en}")
    return catalog(pairs)


EK_ENCHANTMENT_BASE = 100  # Enchanted Kingdom enchantment n is numbered 100 + n here

# Authored French names of the Enchanted Kingdom enchantments (none is attested in the data).
AUTHORED_FR_ENCHANTMENTS: dict[int, str] = {
    101: "Construction élémentaire", 102: "Expérience prolongée", 103: "Sélection naturelle",
    104: "Racines entravantes", 105: "Esprit de la nature", 106: "Étreinte d'Argos", 107: "Largesse d'Io",
    108: "Savoir d'Olaf", 109: "Sécheresse", 110: "Vision du destin",
}

# Authored French names for the cards whose French name is not attested in the data.
AUTHORED_FR: dict[int, str] = {
    101: "Cœur d'Argos", 102: "Corne d'abondance", 103: "Monolithe féerique", 104: "Codex de Sélénia",
    105: "Parchemin d'Ishtar", 106: "Lanterne de Mésodée", 107: "Statue d'Eolis", 108: "Attrapeur de familiers",
    109: "Transmuteur d'Io", 110: "Trône du renouveau", 111: "Potion de résurrection",
    112: "Joyau des Anciens", 113: "Bouclier de Zira", 114: "Dé inébranlable", 115: "Amulette du temps",
    116: "Télescope des arcanes", 119: "Gardien d'Argos", 301: "Speedwall l'évadé", 302: "Orbe de Ragfield",
    303: "Titan de cristal",
}
