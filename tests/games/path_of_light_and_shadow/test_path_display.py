"""The terminal board renders in both languages and shows only the seat's own hand."""

from __future__ import annotations

import random
import re

import pytest
from path_helpers import GAME
from rich.console import Console

from meeple.games.path_of_light_and_shadow import content as C


def text_of(view, seat, lang):  # type: ignore[no-untyped-def]
    console = Console(width=160, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(GAME.render(view, seat, lang))
    return console.export_text()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_render_through_a_game(lang: str) -> None:
    s = GAME.new_game(3, 11)
    rng = random.Random(11)
    step = 0
    while not s.is_over:
        if step % 40 == 0:
            seat = s.current_player
            out = text_of(s.view(seat), seat, lang)
            assert ("Round" if lang == "en" else "Tour") in out
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    assert text_of(s.view(None), None, lang)


def test_render_shows_own_hand_only() -> None:
    s = GAME.new_game(2, 3)
    while s.phase == "setup":
        s.apply(s.legal_actions()[0])
    other = 1 - s.current_player
    names = {C.CARDS[t].data.name.en for t in s.players[other].hand}
    mine = {C.CARDS[t].data.name.en for t in s.players[s.current_player].hand}
    secret = names - mine - {"Trusted Follower", "Steadfast Conscript"}
    out = text_of(s.view(s.current_player), s.current_player, "en")
    assert "Your hand" in out
    for name in secret:
        assert name not in out


def test_the_conquer_choice_names_its_province() -> None:
    """'Conquérir cette province' left the player to find where their leader stands; the choice names
    it (and, naming a component, shows its Defense under it and is outlined on the web board)."""
    s = GAME.new_game(2, 3)
    while s.phase == "setup":
        s.apply(s.legal_actions()[0])
    (conquer,) = [action for action in s.legal_actions() if action.id == "conquer"]
    where = s.players[s.current_player].position
    province = s.board.provinces[where].id
    assert conquer.describe()["params"]["province"] == province
    names = {component["id"]: component["name"] for component in GAME.components()}
    assert conquer.text("fr") == f"Conquérir {names[province]['fr']}"
    assert conquer.text("en") == f"Conquer {names[province]['en']}"


def test_influence_lines_say_the_number_after_is_the_new_total() -> None:
    """"Joueur 2 paie 1 Influence pour Marchand du Port (0)." left the 0 unexplained."""
    s = GAME.new_game(2, 5)
    rng = random.Random(5)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    for lang, word in (("fr", "désormais"), ("en", "now")):
        lines = [event["text"] for event in s.events(None, lang=lang) if "Influence" in event["text"]]
        assert any(f"Influence ({word} " in line for line in lines)
        assert not [line for line in lines if re.search(r"Influence \(\d+\)", line)]
