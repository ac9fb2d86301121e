"""Shadow Kingdoms of Valeria content: the shipped data matches the rulebook, and the loader
rejects broken copies with a message naming file, entry and field."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from meeple.games.shadow_kingdoms_of_valeria import content as sk
from meeple.games.shadow_kingdoms_of_valeria.content import CONTENT_DIR, ContentError, load, load_from

# Rulebook, "Cartes Champion": the 47 names, in the deck under which each is printed.
RULEBOOK_CHAMPIONS = {
    "instant": ["Démoniste", "Garde d'Élite", "Intendant", "Mercenaire"],
    "ongoing": [
        "Assassin", "Bagarreur", "Brute", "Chaman", "Chevalier de la Mort", "Colporteur", "Dévorâmes",
        "Éclaireur", "Expert", "Ombre", "Sentinelle", "Voleur", "Guerrier", "Harceleur", "Illusionniste Noir",
        "Ingénieur", "Mineur", "Oracle", "Prêtre", "Sature", "Tailladeur", "Soldat",
    ],
    "endgame": [
        "Belléciste", "Bête Infernale", "Brise-Crâne", "Bombardier", "Chasseur", "Chef de Clan", "Conquérant",
        "Guérisseur", "Maître Pisteur", "Mastodonte", "Pharaon", "Tacticien", "Contre-Maître", "Recrue",
        "Régicide", "Sinistre Géant", "Sorcière", "Stratège", "Thésauriseur", "Tison Ardent", "Voyant",
    ],
}  # fmt: skip


# --- the shipped content ----------------------------------------------------------------------


def test_component_counts_match_the_box() -> None:
    c = load()
    assert len(c.stratagems) == len(c.stratagem_ids) == 48
    assert len(c.champions) == len(c.champion_ids) == 61
    assert len(c.distinctions) == len(c.distinction_ids) == 15
    assert len(c.scrolls) == 5
    assert all(len(s.sides) == 2 for s in c.scrolls)
    assert c.colours == ("goblin", "orc", "skeleton", "gargoyle", "gnoll")
    assert c.dice_per_colour * len(c.colours) == 45
    assert len(c.player_boards) == 5
    assert load() is c  # cached


def test_die_faces() -> None:
    faces = load().faces
    strengths = sorted(f.strength for f in faces)
    assert strengths == [1, 2, 3, 4, 5, 6]
    for face in faces:
        assert face.discount == 6 - face.strength
        assert sk.opposite_face(face.strength) + face.strength == 7
        assert sk.opposite_face(face.strength) in strengths
    assert [f.discount for f in faces if f.strength == 6] == [0]  # a 6 gives no discount
    assert sum(f.joker for f in faces) == 1


def test_vp_table() -> None:
    vp = load().board.vp_table
    assert len(vp) == 21
    assert vp[14] == 9  # rulebook: Strength 14 scores 9 VP
    assert all(a <= b for a, b in pairwise(vp))


def test_board_numbers_from_the_rulebook() -> None:
    b = load().board
    assert b.setup[1].gems == 3 and b.setup[1].dice_per_colour == 5 and b.setup[1].dice_per_sanctuary == 2
    assert [(b.setup[n].gems, b.setup[n].dice_per_colour, b.setup[n].dice_per_sanctuary) for n in (2, 3, 4, 5)] == [
        (4, 6, 4), (6, 7, 5), (8, 8, 6), (10, 9, 7),
    ]  # fmt: skip
    assert (b.start.influence, b.start.gold, b.start.magic) == (10, 6, 3)
    assert (b.caps.locked, b.caps.unlocked) == (13, 20)
    assert b.stratagem_slot_costs[-1] == 5  # new plans enter the 5-gold slot
    assert b.champion_row_costs["instant"] == 1 and b.champion_row_costs["ongoing"] == 3
    assert b.solo.vp_by_troops == {2: 9, 3: 12, 4: 15}
    removed = load().distinctions[b.solo.removed_distinction]
    assert removed.condition.kind == "gems" and removed.condition.count == 3


def test_rulebook_stratagem() -> None:
    plans = [p for p in load().stratagems.values() if p.name["fr"] == "Sortir de la Faille d'Avery"]
    assert len(plans) == 1
    plan = plans[0]
    assert plan.type == "clash"
    assert Counter(plan.troops) == Counter({"orc": 2, "gargoyle": 1, "goblin": 1})
    assert plan.provenance == "rulebook"


def test_stratagem_balance() -> None:
    plans = list(load().stratagems.values())
    assert Counter(p.type for p in plans) == {"ambush": 16, "siege": 16, "clash": 16}
    assert all(2 <= len(p.troops) <= 4 for p in plans)
    per_colour = Counter(t for p in plans for t in p.troops)
    assert max(per_colour.values()) - min(per_colour.values()) <= 2


def test_champion_names_and_decks_follow_the_rulebook() -> None:
    cards = load().champions.values()
    decks: dict[str, set[str]] = {}
    for card in cards:
        decks.setdefault(card.deck, set()).add(card.name["fr"])
    assert {d: sorted(names) for d, names in decks.items()} == {
        d: sorted(names) for d, names in RULEBOOK_CHAMPIONS.items()
    }
    effects = {card.effect for card in cards}
    assert effects == set(sk.EFFECT_KEYS) and len(sk.EFFECT_KEYS) == 47
    # The first copy of each name is the rulebook's; extra copies are ours.
    assert sum(card.provenance == "rulebook" for card in cards) == 47
    assert sum(card.provenance == "authored" for card in cards) == 14


def test_scroll_1a_matches_kiras_example() -> None:
    side = load().scrolls[0].sides[0]
    assert side.id == "scroll-1a"
    assert side.zones[2].kind == "type" and side.zones[2].type == "clash"
    assert side.chains[sk.CHAIN_PAIRS.index((2, 5))] == "A"


def test_chain_pairs_are_the_twelve_orthogonal_neighbours() -> None:
    pairs = set(sk.CHAIN_PAIRS)
    expected = {(a, b) for a in range(9) for b in range(a + 1, 9) if abs(a // 3 - b // 3) + abs(a % 3 - b % 3) == 1}
    assert pairs == expected and len(sk.CHAIN_PAIRS) == 12


def test_scroll_sides_are_mixed() -> None:
    for scroll in load().scrolls:
        for side in scroll.sides:
            kinds = Counter(z.kind for z in side.zones)
            assert kinds["type"] == 2 and 1 <= kinds["strength"] <= 2
            assert all(1 <= n <= 3 for n in Counter(side.chains).values())


def test_player_boards_and_upgrades() -> None:
    c = load()
    assert len({b.joker_troop for b in c.player_boards}) == 5
    assert [u.id for u in c.upgrades] and len(c.upgrades) == 10
    assert {u.id for u in c.upgrades} == set(sk.UPGRADE_IDS)
    assert next(u for u in c.upgrades if u.id == "champions_10").requires == "champions_6"
    assert [(s.id, s.bonus, s.gold) for s in c.reserve_slots] == [
        ("left", "influence", 1), ("middle", "die", 2), ("right", "champion", "base"),
    ]  # fmt: skip


def test_distinctions() -> None:
    cards = load().distinctions.values()
    assert Counter(d.pile for d in cards) == {"left": 5, "center": 5, "right": 5}
    assert sum(d.condition.kind == "formation" for d in cards) >= 4
    for d in cards:
        assert d.vp[0] >= d.vp[1] >= d.vp[2]
        cond = d.condition
        # Reachable in a game: up to 7 plans, 3 gems, 10 champions, 5 dice, 3 reserve slots, 20 of a resource.
        if cond.kind == "completed":
            assert cond.count is not None and cond.count <= 7
        elif cond.kind == "completed_each_type":
            assert cond.count is not None and 3 * cond.count <= 7
        elif cond.kind == "gems":
            assert cond.count is not None and cond.count <= 3
        elif cond.kind == "champions":
            assert cond.count is not None and cond.count <= 10
        elif cond.kind in ("dice",):
            assert cond.count is not None and cond.count <= 5
        elif cond.kind == "reserved":
            assert cond.count is not None and cond.count <= 3
        elif cond.kind == "resource":
            assert cond.at_least is not None and cond.at_least <= 20
        elif cond.kind == "formation":
            assert cond.cells is not None and len(cond.cells) <= 7


def test_every_entry_has_fr_and_en_and_provenance() -> None:
    catalog = sk.catalog()
    assert catalog and all(set(texts) == {"fr", "en"} for texts in catalog.values())
    files = sorted(CONTENT_DIR.glob("*.json"))
    assert len(files) == 7
    for file in files:
        for entry in _entries_with_id(json.loads(file.read_text(encoding="utf-8"))):
            assert "provenance" in entry, (file.name, entry["id"])
            assert "name" not in entry or set(entry["name"]) == {"fr", "en"}, (file.name, entry["id"])


def _entries_with_id(node: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if "id" in node:
            found.append(node)
        for value in node.values():
            found += _entries_with_id(value)
    elif isinstance(node, list):
        for value in node:
            found += _entries_with_id(value)
    return found


# --- broken copies are rejected -----------------------------------------------------------------


def _broken_copy(tmp_path: Path, file: str, edit: Callable[[Any], None]) -> Path:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    data = json.loads((folder / file).read_text(encoding="utf-8"))
    edit(data)
    (folder / file).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return folder


def _entry(data: list[dict[str, Any]], entry_id: str) -> dict[str, Any]:
    return next(p for p in data if p["id"] == entry_id)


CORRUPTIONS: list[tuple[str, Callable[[Any], None], str, str]] = [
    ("stratagems.json", lambda d: _entry(d, "ravens-pass")["troops"].append("dragon"), "ravens-pass", "troops.3"),
    ("stratagems.json", lambda d: _entry(d, "ravens-pass").pop("provenance"), "ravens-pass", "provenance"),
    ("stratagems.json", lambda d: _entry(d, "ravens-pass")["name"].pop("en"), "ravens-pass", "name"),
    ("stratagems.json", lambda d: _entry(d, "ravens-pass").update(type="raid"), "ravens-pass", "type"),
    ("stratagems.json", lambda d: d.pop(), "-", "-"),
    ("stratagems.json", lambda d: d[5].pop("id"), "#5", "id"),
    ("stratagems.json", lambda d: d[1].update(id=d[0]["id"]), "escape-from-averys-rift", "id"),
    ("champions.json", lambda d: d[0].update(effect="fireball"), "warlock", "effect"),
    # end-game scores: only on end-game cards, alike on copies, each count and rule with its own fields
    ("champions.json", lambda d: d[0].update(score={"rule": "per", "count": "gold", "vp": 1}), "warlock", "score"),
    ("champions.json", lambda d: _entry(d, "skull-crusher-2")["score"].update(beyond=9), "skull-crusher-2", "score"),
    ("champions.json", lambda d: _entry(d, "warmonger")["score"].pop("colour"), "warmonger", "score"),
    ("champions.json", lambda d: _entry(d, "healer")["score"].update(colour="orc"), "healer", "score"),
    ("champions.json", lambda d: _entry(d, "hellbeast")["score"].pop("deck"), "hellbeast", "score"),
    ("champions.json", lambda d: _entry(d, "skull-crusher")["score"].pop("beyond"), "skull-crusher", "score"),
    ("champions.json", lambda d: _entry(d, "witch")["score"].update(at_least=2), "witch", "score"),
    ("champions.json", lambda d: _entry(d, "pharaoh")["score"].update(type="siege"), "pharaoh", "score"),
    ("champions.json", lambda d: _entry(d, "pharaoh")["score"].update(count="gems"), "pharaoh", "score"),
    ("board.json", lambda d: d["vp_table"].__setitem__(14, 8), "board", "vp_table.14"),
    ("board.json", lambda d: d["provenance"].pop("caps"), "board", "provenance.caps"),
    ("dice.json", lambda d: d["faces"][4].update(discount=3), "dice", "faces.4.discount"),
    ("dice.json", lambda d: d.update(dice_per_colour=8), "dice", "dice_per_colour"),
    ("scrolls.json", lambda d: d[1]["sides"][1]["chains"].__setitem__(3, "Z"), "scroll-2b", "chains.3"),
    ("scrolls.json", lambda d: d[0]["sides"][0]["zones"].pop(), "scroll-1a", "zones"),
    ("distinctions.json", lambda d: d[2]["condition"].pop("at_least"), "high-standing", "condition"),
    ("player_boards.json", lambda d: d["upgrades"].pop(), "-", "upgrades"),
]


@pytest.mark.parametrize(("file", "edit", "entry", "field"), CORRUPTIONS)
def test_broken_copy_names_file_entry_and_field(
    tmp_path: Path, file: str, edit: Callable[[Any], None], entry: str, field: str
) -> None:
    folder = _broken_copy(tmp_path, file, edit)
    with pytest.raises(ContentError) as info:
        load_from(folder)
    err = info.value
    assert isinstance(err, ValueError)
    assert (err.file, err.entry, err.field) == (file, entry, field), str(err)
    assert file in str(err) and repr(entry) in str(err) and repr(field) in str(err)


def test_unbroken_copy_loads(tmp_path: Path) -> None:
    folder = _broken_copy(tmp_path, "dice.json", lambda d: None)
    assert load_from(folder).stratagem_ids == load().stratagem_ids
