"""The terminal board of Paladins of the West Kingdom draws each player's board from the view: what a
player needs to plan a turn (the actions already taken this round, who passed, who plays first, the
Townsfolk recruited, the Outsiders attacked and converted, the quests) and no label twice."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.console import Console

import meeple
from helpers import play_moves
from meeple.games.paladins_of_the_west_kingdom.components import COMPONENTS

GAME = meeple.load_game("paladins-of-the-west-kingdom")
NAMES = {entry["id"]: entry["name"] for entry in COMPONENTS}


def shown(view: dict[str, Any], seat: int, lang: str, width: int = 160) -> str:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(GAME.render(view, seat, lang))
    return console.export_text()


def name(component_id: str, lang: str) -> str:
    return str(NAMES[component_id][lang])


def board_columns(text: str, lang: str, boards: int) -> list[dict[str, str]]:
    """The boards' table read a column at a time: for each board, each row's label and its cell (the
    lines a cell wraps to joined)."""
    lines = text.splitlines()
    top = next(i for i, line in enumerate(lines) if line.lstrip().startswith(("Joueur  ", "Player  ")))
    starts = [m.start() for m in re.finditer(r"(Joueur|Player) \d|IA \(|AI \(", lines[top])][:boards]
    columns: list[dict[str, str]] = [{} for _ in starts]
    label = ""
    for line in lines[top + 2:]:
        if not line.strip():
            break
        label = line[:starts[0]].strip() or label
        for k, start in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else len(line)
            piece = line[start:end].strip()
            if piece:
                columns[k][label] = f"{columns[k].get(label, '')} {piece}".strip()
    return columns


def cell(column: dict[str, str], label: str) -> str:
    return next(value for key, value in column.items() if key.startswith(label))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_each_board_shows_this_rounds_actions_and_its_cards(players: int) -> None:
    """The board showed neither the actions a player had already taken this round (each is taken once a
    round), nor who had passed or plays first, nor the Townsfolk, attacked and converted Outsiders and
    quests behind the score."""
    state = GAME.new_game(num_players=players, seed=5, options={})
    rng = random.Random(5)
    seen_occupied = seen_cards = 0
    for step in range(400):
        if state.is_over:
            break
        if step % 25 == 0:
            seat = state.current_player
            view = state.view(seat)
            st = view["state"]
            boards = st["players"] + ([st["ai"]["board"]] if st["ai"] else [])
            for lang, first, done in (("fr", "Premier joueur : Joueur", "passé"), ("en", "First player: Player",
                                                                                  "passed")):
                text = shown(view, seat, lang)
                assert f"{first} {st['first_player'] + 1}" in text
                columns = board_columns(text, lang, len(boards))
                for board, column in zip(boards, columns, strict=True):
                    this_round = cell(column, "Cette manche" if lang == "fr" else "This round")
                    assert this_round.startswith(", ".join(name(space, lang) for space in board["occupied"])
                                                 or "—"), this_round
                    assert this_round.endswith(f" · {done}") == board["passed"], this_round
                    seen_occupied += len(board["occupied"])
                    counts = (f"{len(board['townsfolk'])} / {len(board['attacked'])} / {len(board['converted'])}"
                              f" / {board['quests']}")
                    assert cell(column, "Villageois /" if lang == "fr" else "Townsfolk /") == counts
                    seen_cards += bool(board["townsfolk"] or board["attacked"] or board["quests"])
        state.apply(rng.choice(state.legal_actions()))
    assert seen_occupied and seen_cards


def test_a_kings_order_is_named_once() -> None:
    """"King's Orders: King's Order: Commission (4 VP)" named the kind of card twice."""
    state = GAME.new_game(num_players=2, seed=5, options={})
    rng = random.Random(5)
    while not state.view(0)["state"]["kings_orders"]:
        state.apply(rng.choice(state.legal_actions()))
    for lang, label in (("fr", "Ordre"), ("en", "King's Order")):
        text = shown(state.view(0), 0, lang)
        line = next(line for line in text.splitlines() if line.startswith(label))
        assert line.count(label) == 1, line


@pytest.mark.parametrize("width", [80, 120])
def test_the_boards_are_not_cut_on_a_narrow_terminal(width: int) -> None:
    """At 80 columns the boards' long labels kept their width and the boards were cut mid-word:
    "IA (marqueu|r 1/5)", "Paysan|×2"; the labels wrap now, each board's words whole."""
    state = GAME.new_game(num_players=1, seed=4, options={})
    rng = random.Random(4)
    play_moves(state, rng, 100)
    view = state.view(0)
    for lang, ai in (("fr", "IA (marqueur {n}/5)"), ("en", "AI (marker {n}/5)")):
        text = shown(view, 0, lang, width)
        assert ai.format(n=view["state"]["ai"]["resource_marker"]) in text
        for board in view["state"]["players"] + [view["state"]["ai"]["board"]]:
            for a in ("faith", "strength", "influence"):
                assert f" {board['effective'][a]}" in text
            assert f"{board['silver']} / {board['provisions']}" in text
