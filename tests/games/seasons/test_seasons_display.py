"""The terminal board renders from any seat's view, in both languages, and shows
only what that seat may see."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from rich.console import Console

from helpers import new, play_moves
from meeple.games.seasons import GAME


def test_board_renders_for_every_seat() -> None:
    s = new("seasons", 3, 2, {"expansion": "path-of-destiny"})
    rng = random.Random(2)
    play_moves(s, rng, 200)
    for seat in (None, 0, 1, 2):
        for lang in ("fr", "en"):
            console = Console(width=160, record=True)
            console.print(GAME.render(s.view(seat), seat, lang))
            text = console.export_text()
            assert ("Année" if lang == "fr" else "Year") in text
    # a seat's own hand is named with its cost and effect, the others' are only counted
    seat = 0
    console = Console(width=160, record=True)
    console.print(GAME.render(s.view(seat), seat, "en"))
    text = console.export_text()
    for cid in s.hands[seat]:
        assert s.C.cards[cid].name_en in text
    on_table = {entry[0] for row in s.play for entry in row}
    for other in (1, 2):
        # names that may legitimately show: seat 1's own hand and every card in play
        secret = [cid for cid in s.hands[other] if cid not in s.hands[0] and cid not in on_table]
        assert secret, f"seat {other + 1} holds no card to hide: the check would be empty"
        assert all(s.C.cards[cid].name_en not in text for cid in secret)
    assert len(text.splitlines()) <= 50 and max(map(len, text.splitlines())) <= 160


def test_board_names_what_a_card_costs_and_does() -> None:
    s = new("seasons", 2, 1, {})
    s.hands[0][:] = [1]
    console = Console(width=160, record=True)
    console.print(GAME.render(s.view(0), 0, "fr"))
    text = console.export_text()
    assert "Amulette d'air" in text and "2A" in text and "jauge d'invocation +2" in text


def test_board_shows_drawn_tokens_and_face_up_cards() -> None:
    s = new("seasons", 2, 3, {"enchanted_kingdom": True, "enchantment": 110})
    console = Console(width=200, record=True)
    console.print(GAME.render(s.view(0), 0, "en"))
    text = console.export_text()
    assert "Your drawn tokens" in text and "Face up on the draw pile" in text


def test_the_tokens_on_a_card_in_play_are_named() -> None:
    """"Amulette d'eau [3]" left the 3 unexplained: it reads "[3 jetons]" (energies kept on a card are
    named by kind: the test below)."""
    s = new("seasons", 2, 0, {"enchanted_kingdom": True})
    rng = random.Random(0)

    def counted(entry: dict[str, Any]) -> bool:
        return bool(entry["tokens"]) and entry["stored"] is None

    while not any(counted(entry) for seat in s.view(None)["state"]["seats"] for entry in seat["play_area"]):
        assert not s.is_over, "no card held tokens in this game: choose another seed"
        s.apply(rng.choice(s.legal_actions()))
    seat = next(seat for seat in s.view(None)["state"]["seats"] if any(counted(e) for e in seat["play_area"]))
    entry = next(e for e in seat["play_area"] if counted(e))
    for lang, word in (("fr", "jeton"), ("en", "token")):
        console = Console(width=160, record=True)
        console.print(GAME.render(s.view(None), None, lang))
        assert f"[{entry['tokens']} {word}" in console.export_text()


def test_a_choice_names_the_card_that_asks_it() -> None:
    """"Joueur 1 : faites votre choix" over "Avancer le marqueur de 1…" left the card unnamed: the
    prompt names it (the Temporal Boots, card 7)."""
    s = new("seasons", 2, 0, {})
    rng = random.Random(0)
    while not (s.decision is not None and s.decision.kind == "choice" and s.decision.data.get("why") == "boots"):
        assert not s.is_over, "no Temporal Boots in this game: choose another seed"
        s.apply(rng.choice(s.legal_actions()))
    prompt = s.prompt()
    assert prompt.text("fr").endswith("faites votre choix (Bottes temporelles)")
    assert prompt.text("en").endswith("make your choice (Temporal Boots)")


def test_the_board_says_what_is_happening_when_no_turn_is_played() -> None:
    """base 5.1: the dice are chosen before the turns and the round ends after them; the board said just
    "Turn" then. Its first line names the step: the dice draft, a seat's turn, the round's end."""
    s = new("seasons", 3, 1, {"expansion": "path-of-destiny"})
    rng = random.Random(1)  # a game with choices at the end of a round (Path of Destiny's cards)
    seen = set()
    while not s.is_over:
        decision = s.decision
        assert decision is not None
        in_turn = any(d.kind == "main" for d in s.stack)
        if decision.kind == "die":
            expected = {"fr": "Choix des dés", "en": "Dice draft"}
        elif in_turn:
            expected = {"fr": f"Tour du joueur {s.turn_player + 1}", "en": f"Player {s.turn_player + 1}'s turn"}
        elif s.phase == "tournament" and s.leftover is not None:
            expected = {"fr": "Fin de manche", "en": "End of the round"}
        else:
            expected = {}
        for lang, words in expected.items():
            console = Console(width=160, record=True)
            console.print(GAME.render(s.view(decision.player), decision.player, lang))
            assert console.export_text().splitlines()[0].endswith(" — " + words), (lang, words)
            seen.add(words)
        s.apply(rng.choice(s.legal_actions()))
    assert {"Dice draft", "Player 1's turn", "Fin de manche"} <= seen


def test_energies_kept_on_a_card_are_named_not_only_counted() -> None:
    """An Amulet of Water keeps energies for later (they go back to the reserve): the play area said
    "Amulet of Water [1 token]" and the player could not tell which energy lay on it."""
    s = GAME.new_game(num_players=2, seed=0, options={})
    rng = random.Random(0)
    while not any(entry["stored"] and any(entry["stored"].values())
                  for board in s.view(0)["state"]["seats"] for entry in board["play_area"]):
        s.apply(rng.choice(s.legal_actions()))
    view = s.view(0)
    for lang, words in (("en", {"air": "Air", "water": "Water", "fire": "Fire", "earth": "Earth"}),
                        ("fr", {"air": "Air", "water": "Eau", "fire": "Feu", "earth": "Terre"})):
        console = Console(width=120, record=True, file=io.StringIO())
        console.print(GAME.render(view, 0, lang))
        text = console.export_text()
        for board in view["state"]["seats"]:
            line = next(line for line in text.splitlines() if line.startswith(("Player", "Joueur"))
                        and f" {board['seat'] + 1} — " in line)
            for entry in board["play_area"]:
                if entry["stored"] and any(entry["stored"].values()):
                    kept = ", ".join(f"{n} {words[e]}" for e, n in entry["stored"].items() if n)
                    assert f"[{kept}]" in line, line


@pytest.mark.parametrize("width", [80, 120, 160])
def test_every_seats_board_is_drawn_whole_at_every_width(width: int) -> None:
    """At 80 columns the seats' table read "Énerg…", "0/0/0…" (a seat's energies cut off) and
    "cristal…": too narrow for its nine columns, it turns to a column per seat."""
    s = GAME.new_game(num_players=2, seed=3, options={})
    rng = random.Random(3)
    play_moves(s, rng, 120)
    view = s.view(0)
    for lang, energy in (("fr", "Énergies (Air/Eau/Feu/Terre)"), ("en", "Energy (air/water/fire/earth)")):
        console = Console(width=width, record=True, file=io.StringIO())
        console.print(GAME.render(view, 0, lang))
        shown = console.export_text()
        table = shown[:shown.index("—", shown.index("\n"))]  # down to the play areas
        assert "…" not in table and energy in table
        for board in view["state"]["seats"]:
            reserve = "/".join(str(board["energy"][e]) for e in ("air", "water", "fire", "earth"))
            assert f"{reserve} ≤{board['reserve_limit']}" in table
            assert f"{board['cards_in_play']}/{board['summoning_gauge']}" in table


def test_the_first_player_is_shown() -> None:
    """The view's first player (who takes a season die first) was not drawn: the title names them."""
    s = GAME.new_game(num_players=3, seed=3, options={})
    rng = random.Random(3)
    play_moves(s, rng, 60)
    view = s.view(0)
    first = view["state"]["calendar"]["first_player"] + 1
    for lang, words in (("fr", f"premier joueur : {first}"), ("en", f"first player: {first}")):
        console = Console(width=160, record=True, file=io.StringIO())
        console.print(GAME.render(view, 0, lang))
        assert words in console.export_text().splitlines()[0]
