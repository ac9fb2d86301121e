"""The terminal board renders in both languages and shows only the seat's own hand."""

from __future__ import annotations

import random
import re

import pytest
from path_helpers import GAME
from rich.console import Console

from helpers import play_moves
from meeple.core.i18n import render as tr
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


@pytest.mark.parametrize("width", [80, 120, 160])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_and_the_allies_are_drawn_whole_at_every_width(lang: str, width: int) -> None:
    """At 80 columns the allies on offer were not drawn at all (the map beside them took the width),
    the roads read "2 5 7 …" and the headers "Bann…": the allies go below the map on a narrow terminal,
    and every province's roads, banner and leaders show whole."""
    s = GAME.new_game(2, 3)
    rng = random.Random(3)
    play_moves(s, rng, 120)
    view = s.view(0)
    console = Console(width=width, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(GAME.render(view, 0, lang))
    shown = console.export_text()
    flat = " ".join(shown.split())
    assert "…" not in shown and all(len(line) <= width for line in shown.splitlines())
    state = view["state"]
    number = {province["id"]: i + 1 for i, province in enumerate(state["provinces"])}
    rows: dict[int, str] = {}
    for line in shown.splitlines():  # the map's rows come first
        if re.match(r"\s*\d+\s", line):
            rows.setdefault(int(line.split()[0]), line)
    for province in state["provinces"]:
        row = rows[number[province["id"]]]
        roads = " ".join(str(number[other]) for other in province["adjacent"])
        assert re.search(rf" {roads}(  |$)", row.rstrip()), row  # all of them (the allies may stand beside)
    assert state["allies"]
    for ally in state["allies"]:
        assert tr(f"path-of-light-and-shadow.component.{ally}", {}, lang) in flat


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_first_player_and_the_promotions_left_are_shown(lang: str) -> None:
    """The view's first player and the copies left of each Promotion result ("upgrade_decks": none
    left, no Promotion) were not drawn: the title names the first player, a hand card's Promotion
    says how many of its result are left."""
    s = GAME.new_game(2, 3)
    rng = random.Random(3)
    play_moves(s, rng, 120)
    view = s.view(0)
    shown = text_of(view, 0, lang)
    first = view["state"]["first"] + 1
    assert (f"premier joueur : Joueur {first}" if lang == "fr" else f"first player: Player {first}") in shown
    checked = 0
    for card_id in set(view["hidden"]["hand:0"]):
        card = C.CARDS[C.CARD_BY_ID[card_id]]
        if card.promote_cost is None or card.promote_to == C.LEGENDARY_NUMERAI:
            continue
        result = C.CARDS[card.promote_to]
        left = view["state"]["upgrade_decks"][result.id]
        target = tr(f"path-of-light-and-shadow.component.{result.id}", {}, lang)
        assert f"{card.promote_cost} → {target} ({left} {'en réserve' if lang == 'fr' else 'left'})" in shown
        checked += 1
    assert checked


def test_no_nation_is_marked_to_play_once_the_game_is_over() -> None:
    """The finished game's board still marked the last active nation "Joueur 1 ◀" as if to play."""
    s = GAME.new_game(2, 4)
    rng = random.Random(4)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    assert "◀" not in text_of(s.view(0), 0, "fr")
