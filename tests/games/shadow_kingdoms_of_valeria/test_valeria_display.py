"""The terminal board of Shadow Kingdoms of Valeria: the key facts of the table show up,
in the chosen language, for 1 to 5 players at several points of random games, and the
board is drawn from the seat's view alone."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from rich.console import Console

import meeple
from meeple.core import State
from meeple.games.shadow_kingdoms_of_valeria.components import components
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.display import CATALOG, render

GAME = meeple.load_game("shadow-kingdoms-of-valeria")
C = load()
VP = {"fr": "PV", "en": "VP"}
PLAYER = {"fr": "Joueur", "en": "Player"}
ADVERSARY = {"fr": "Adversaire", "en": "Adversary"}
OTHER = {"fr": "en", "en": "fr"}


def text(view: dict[str, Any], seat: int | None, lang: str, width: int = 140) -> str:
    console = Console(record=True, width=width, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(render(view, seat, lang))
    return console.export_text()


@cache
def snapshots(players: int, seed: int) -> tuple[State, ...]:
    """Copies of a random game at its start, after setup, a third and two thirds in, and at the end."""
    state = GAME.new_game(num_players=players, seed=seed, options={})
    rng = random.Random(seed)
    played = [state.copy()]
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        played.append(state.copy())
    end = len(played) - 1
    return tuple(played[i] for i in (0, 2 * players, end // 3, 2 * end // 3, end))


CASES = [(n, 11, i) for n in (1, 2, 3, 4, 5) for i in range(5)]


def facts(state: State, seat: int | None, lang: str) -> None:
    view = state.view(seat)
    shown = text(view, seat, lang)
    st = view["state"]
    # Each player's VP beside their name and board colour.
    boards = {f"board-{b.id}": b.name[lang] for b in C.player_boards}
    for i, p in enumerate(st["players"]):
        board = boards[p["board"]] if p["board"] else None
        if board is not None:
            assert f"{PLAYER[lang]} {i + 1} · {board} · {p['vp']} {VP[lang]}" in shown
        else:
            assert f"{PLAYER[lang]} {i + 1} · " in shown and f" · {p['vp']} {VP[lang]}" in shown
    # Every die of every sanctuary, as "<troop> <value>".
    for sanct in st["sanctuaries"]:
        for d in sanct["dice"]:
            assert f"{C.colour_names[d['troop']][lang]} {d['strength']}" in shown
    # Column cards by name in the chosen language (not the other one, when it differs).
    for slot in st["column"]:
        card = slot["plan"]
        if card is None:
            continue
        names = C.stratagems[card].name
        assert names[lang] in shown
        if names[OTHER[lang]] != names[lang]:
            assert names[OTHER[lang]] not in shown
    # Award names and their VP per circle.
    for award in st["distinctions"]:
        assert C.distinctions[award["distinction"]].name[lang] in shown
        assert f"{award['vp'][0]} {VP[lang]}" in shown
    if st["adversary"] is not None:
        assert ADVERSARY[lang] in shown
        assert f"{st['adversary']['vp']} {VP[lang]}" in shown
    else:
        assert ADVERSARY[lang] not in shown


@pytest.mark.parametrize(("players", "seed", "point"), CASES)
def test_key_facts_in_both_languages(players: int, seed: int, point: int) -> None:
    state = snapshots(players, seed)[point]
    # Both languages each time; the seat and the spectator swap languages from point to point.
    first, second = ("fr", "en") if point % 2 else ("en", "fr")
    facts(state, state.current_player, first)
    facts(state, None, second)


def test_labels_are_in_the_chosen_language() -> None:
    state = snapshots(3, 11)[3]
    for lang in ("fr", "en"):
        shown = text(state.view(0), 0, lang)
        for key, texts in CATALOG.items():
            other = texts[OTHER[lang]]
            if "{" in other or len(other) < 5 or texts["fr"] == texts["en"] or key.endswith(("siege", "clash")):
                continue  # templates, short and shared words cannot tell the languages apart
            assert other not in shown, key


@pytest.mark.parametrize("players", [1, 2, 4, 5])
def test_drawn_from_the_view_only(players: int) -> None:
    """Nothing hidden from the seat can change the drawing: a determinized copy (the
    hidden pile orders re-sampled) and a JSON round trip of the view draw the same, and
    no face-down stratagem's name is shown."""
    seen_hidden = 0
    for state in snapshots(players, 11)[1:4]:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        shown = text(view, seat, "en")
        other = state.determinize(seat, random.Random(5))
        assert text(other.view(seat), seat, "en") == shown
        assert text(json.loads(json.dumps(view)), seat, "en") == shown
        hidden = state.strat_pile.hidden  # type: ignore[attr-defined]
        seen_hidden += len(hidden)
        for card in hidden:
            assert C.stratagems[card].name["en"] not in shown
    assert seen_hidden  # the check above did look at face-down cards


def test_viewer_is_highlighted_and_first() -> None:
    state = snapshots(4, 11)[3]
    for seat in range(4):
        shown = text(state.view(seat), seat, "en")
        mine = shown.index("(you)")
        titles = [shown.index(f"Player {i + 1} · ") for i in range(4)]
        # The viewer's own panel comes first and carries the "(you)" mark.
        assert min(titles) == titles[seat]
        assert shown.count("(you)") == 1 and shown.rfind("\n", 0, mine) < titles[seat] < mine
    assert "(you)" not in text(state.view(None), None, "en")


def test_joker_faces_and_scroll_markers_are_marked() -> None:
    state = next(s for s in snapshots(2, 11) if s.view(0)["state"]["players"][0]["zones"]
                 and any(d["joker"] for z in s.view(0)["state"]["sanctuaries"] for d in z["dice"]))
    view = state.view(0)
    shown = text(view, 0, "en")
    dice = [d for s in view["state"]["sanctuaries"] for d in s["dice"]] + [
        d for p in view["state"]["players"] for d in p["dice"]
    ]
    jokers = sum(d["joker"] for d in dice)
    assert shown.count("★") == jokers + 1  # the legend shows it once more
    # the viewer's own scroll is drawn (the others' are in the view)
    covered = sum(z["marker"] for z in view["state"]["players"][0]["zones"])
    assert shown.count("■") == covered
    assert shown.count("□") == 9 - covered


def test_narrow_terminal_stacks() -> None:
    state = snapshots(5, 11)[3]
    view = state.view(0)
    shown = text(view, 0, "fr", width=80)
    assert all(len(line) <= 80 for line in shown.splitlines())
    for i, p in enumerate(view["state"]["players"]):
        assert f"Joueur {i + 1} · " in shown and f"{p['vp']} PV" in shown


@pytest.mark.parametrize("players", [4, 5])
def test_the_board_fits_160_by_50(players: int) -> None:
    """The issue's goal: the whole table in a 160x50 terminal, at every point of a game."""
    for seed in (11,):
        state = GAME.new_game(num_players=players, seed=seed, options={})
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            if step % 9 == 0:
                seat = state.current_player
                for lang in ("fr", "en"):
                    lines = text(state.view(seat), seat, lang, width=160).splitlines()
                    assert len(lines) <= 50 and max(map(len, lines)) <= 160, (seed, step, lang, len(lines))
            state.apply(rng.choice(state.legal_actions()))
            step += 1


def test_header_names_who_decides_during_setup() -> None:
    """During the board choice the header names the seat choosing, not the first player."""
    state = GAME.new_game(num_players=3, seed=7, options={})
    state.apply(state.legal_actions()[0])
    chooser = state.current_player
    assert chooser is not None and chooser != state.first_player  # type: ignore[attr-defined]
    shown = text(state.view(chooser), chooser, "en")
    assert shown.splitlines()[0].startswith(f"Player {chooser + 1} to play")


def test_game_offers_the_render_hook() -> None:
    state = snapshots(1, 11)[2]
    console = Console(record=True, width=140, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(GAME.render(state.view(0), 0, "fr"))  # type: ignore[attr-defined]
    assert "Adversaire" in console.export_text()


def test_a_scroll_side_can_be_read_before_it_is_chosen() -> None:
    """"Vous pouvez jouer avec la face de votre choix": the side's card text (shown by `i scroll-1a`)
    lays out its zones row by row with each chain letter between the zones it joins; side 1a holds
    Kira's example, a Clash top right and the free Champion (A) below it."""
    text = {c["id"]: c["text"] for c in components()}["scroll-1a"]
    assert text["fr"].startswith("Ligne 1 : Gargouille (B) Siège (E) Confrontation · entre les lignes 1 et 2 : C, A, A")
    assert text["en"].endswith("Row 3: Strength 15+ (B) Orc (E) Skeleton")


WORDS = {"fr": {"gold": "Or", "magic": "Magie", "influence": "Influence", "gems": "Gemmes"},
         "en": {"gold": "Gold", "magic": "Magic", "influence": "Influence", "gems": "Gems"}}


@pytest.mark.parametrize("width", [80, 120, 160])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_players_board_is_drawn_whole_at_every_width(players: int, width: int) -> None:
    """A player's board read "Influe… 11/13", "Gargoy… 5" at 80 columns (the scroll beside it left the
    figures a few columns), and another player's row "Gemme…" or "Champions 2/3 Mercenaire, …" at 120
    and 160 (its gems, warden and champions cut off): every resource, die, plan, champion and warden's
    place of every player now shows whole, and no text is cut short."""
    for state in snapshots(players, 11)[1:]:
        for lang in ("fr", "en"):
            seat = state.current_player if state.current_player is not None else 0
            view = state.view(seat)
            shown = text(view, seat, lang, width=width)
            flat = " ".join(shown.translate({ord(c): " " for c in "┃"}).split())  # a row may wrap, at a space
            assert "…" not in shown
            assert all(len(line) <= width for line in shown.splitlines())
            for index, p in enumerate(view["state"]["players"]):
                # each figure beside its name, each die whole, on one line
                for key in ("gold", "magic", "influence"):
                    assert f"{WORDS[lang][key]} {p[key]}/{p['cap']}" in shown
                assert f"{WORDS[lang]['gems']} {p['gems']}/{p['gem_capacity']}" in shown
                for d in p["dice"]:
                    assert f"{C.colour_names[d['troop']][lang]} {d['strength']}" in shown
                for champion in p["champions"]:
                    assert C.champions[champion].name[lang] in shown
                for slot in p["reserve"]:  # the viewer's with their troops, which may wrap (at 80: nothing beside)
                    if slot["plan"] and (index != seat or width < 120):
                        assert C.stratagems[slot["plan"]].name[lang] in (shown if index != seat else flat)


@pytest.mark.parametrize("width", [80, 120])
def test_the_status_line_keeps_each_bag_count_beside_its_troop(width: int) -> None:
    """The status line wrapped inside "Gargoyle | 4" (the bag's count on the next line)."""
    for players in (1, 2):
        for state in snapshots(players, 11)[1:]:
            seat = state.current_player if state.current_player is not None else 0
            view = state.view(seat)
            for lang in ("fr", "en"):
                shown = text(view, seat, lang, width=width)
                for colour, n in view["state"]["bag"].items():
                    assert f"{C.colour_names[colour][lang]} {n}" in shown
