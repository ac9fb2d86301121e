"""End to end in real headless Chromium (Debian's, driven by Playwright: no
browser download): for each game a whole game played by clicking, one person
against a bot (or the rulebook's solo opponent), and a game between two people
in two browser contexts.  A screenshot of each table is kept in
``test-artifacts/screens/``."""

from __future__ import annotations

import os
import random
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from web_helpers import ROOT, Server, running

import meeple

CHROMIUM = os.environ.get("MEEPLE_TEST_CHROMIUM", "/usr/bin/chromium")
# Flags for a machine without network: no background connections, no GPU, no sandbox (root).
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SCREENS = ROOT / "test-artifacts" / "screens"
MAX_CLICKS = 1500

if not Path(CHROMIUM).exists():
    if "MEEPLE_TEST_CHROMIUM" in os.environ:
        raise RuntimeError(f"MEEPLE_TEST_CHROMIUM={CHROMIUM} does not exist")
    pytest.skip(f"no Chromium at {CHROMIUM} (.ci/run installs Debian's)", allow_module_level=True)

sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with running(f"sqlite:///{tmp_path_factory.mktemp('e2e') / 'games.sqlite3'}") as started:
        yield started


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def new_page(browser: Any, errors: list[str], width: int = 1280) -> Any:
    page = browser.new_context(viewport={"width": width, "height": 900}).new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(60_000)
    return page


def create(page: Any, server: Server, game: str, seats: list[str], lang: str = "en",
           seed: int | None = None) -> list[str]:
    """Create a game in the lobby (with ``seed`` typed in its seed field); the seat links it shows."""
    page.goto(f"{server.url}/")
    page.select_option("select[aria-label]", lang)
    page.select_option("#game", game)
    page.fill("#players", str(len(seats)))
    page.dispatch_event("#players", "change")
    for seat, spec in enumerate(seats):
        page.select_option(f"select[data-seat='{seat}']", spec)
    if seed is not None:
        page.click("#lobby details summary")
        page.fill("#seed", str(seed))
    page.click("#create")
    page.wait_for_selector("#created")
    return [str(link.get_attribute("href")) for link in page.query_selector_all("a.seat-link")]


def click_once(page: Any, rng: random.Random, turn: int) -> bool:
    """Make one choice on ``page`` if it has one (buttons, a component on the board, or a key); False if not.
    The table must change after it."""
    buttons = page.query_selector_all("button.action")
    if not buttons:
        return False
    version = page.get_attribute("body", "data-version")
    on_board = page.query_selector_all("#board .choice")
    try:
        if on_board and turn % 3 == 0:
            rng.choice(on_board).click(timeout=5_000)
        elif turn % 5 == 1 and len(buttons) <= 9:
            page.keyboard.press(str(rng.randrange(len(buttons)) + 1))
        else:
            rng.choice(buttons).click(timeout=5_000)
    except sync_api.Error:
        return True  # a push redrew the table under the pointer: look again
    try:
        page.wait_for_function(f"document.body.dataset.version !== '{version}'", timeout=30_000)
    except sync_api.Error:
        raise AssertionError(f"a click changed nothing in 30 s: {page.inner_text('#choices')!r}") from None
    return True


def wait_for_a_choice(pages: list[Any], seconds: float = 90) -> None:
    ready = "document.querySelector('#end') || document.querySelector('button.action')"
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for page in pages:
            if page.evaluate(f"Boolean({ready})"):
                return
        pages[0].wait_for_timeout(25)
    raise AssertionError(f"no choice and no end after {seconds} s: {pages[0].inner_text('#choices')!r}")


def finished(page: Any) -> bool:
    return page.query_selector("#end") is not None


def play_to_the_end(pages: list[Any], rng: random.Random, shot: Path) -> None:
    for turn in range(MAX_CLICKS):
        if any(finished(page) for page in pages):
            break
        if turn == 12:
            pages[0].screenshot(path=str(shot))
        if not any(click_once(page, rng, turn) for page in pages):
            # Nobody can click: a bot is thinking, or the push has not arrived yet.
            wait_for_a_choice(pages)
    else:
        raise AssertionError(f"no end after {MAX_CLICKS} clicks")
    for page in pages:
        page.wait_for_selector("#end")


# Short settings for each game: solo against the rulebook's opponent where there is one.
AGAINST_A_BOT = {
    "paladins-of-the-west-kingdom": ["human"],
    "path-of-light-and-shadow": ["human", "random"],
    "seasons": ["human", "random"],
    "shadow-kingdoms-of-valeria": ["human"],
}


@pytest.mark.parametrize("game", meeple.games())
def test_a_whole_game_against_a_bot_by_clicking(browser: Any, server: Server, game: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    page = new_page(browser, errors)
    links = create(page, server, game, AGAINST_A_BOT.get(game, ["human", "random"]))
    page.goto(f"{server.url}{links[0]}")
    page.wait_for_selector("#board")
    assert "token=" not in page.url  # the token leaves the address bar once kept
    play_to_the_end([page], random.Random(game), SCREENS / f"{game}-table.png")
    page.screenshot(path=str(SCREENS / f"{game}-end.png"), full_page=True)
    assert page.inner_text("#end .winners")
    if len(AGAINST_A_BOT[game]) == 1:  # solo: a game lost names the rulebook's opponent and its total
        payload = seat_payload(server, links[0])
        if not payload["winners"]:
            (other,) = payload["score_sheet"]["others"]
            line = f"Winner: {other['name']['en']} ({other['total']}); no player won."
            assert page.inner_text("#end .winners") == line
    # The replay page steps through the finished game.
    page.click("text=Replay the game")
    page.wait_for_selector("#next")
    page.click("#next")
    page.wait_for_selector("text=Move 1 /")
    assert errors == []


def test_two_people_in_two_browsers(browser: Any, server: Server) -> None:
    errors: list[str] = []
    first, second = new_page(browser, errors), new_page(browser, errors, width=390)  # the second on a phone
    links = create(first, server, "path-of-light-and-shadow", ["human", "human"], lang="fr")
    first.goto(f"{server.url}{links[0]}")
    second.goto(f"{server.url}{links[1]}")
    for page in (first, second):
        page.wait_for_selector("#board")
    assert "Joueur" in first.inner_text(".bar")  # the language chosen in the lobby is remembered
    play_to_the_end([first, second], random.Random(7), SCREENS / "two-people-table.png")
    second.screenshot(path=str(SCREENS / "two-people-phone-end.png"), full_page=True)
    # The second person has their own browser, hence their own language (English here).
    assert first.inner_text("#end .winners").startswith("Vainqueur")
    assert second.inner_text("#end .winners").startswith("Winner")
    assert errors == []


# Answers to moves held back in the page: the push of a move then arrives (and is drawn) first.
SLOW_ANSWERS = """
const send = window.fetch;
window.fetch = async (...request) => {
  const answer = await send(...request);
  if (String(request[0]).includes("/actions")) await new Promise((done) => setTimeout(done, 1500));
  return answer;
};
"""


def test_a_click_before_the_answer_to_the_move_before_counts(browser: Any, server: Server) -> None:
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script(SLOW_ANSWERS)
    links = create(page, server, "shadow-kingdoms-of-valeria", ["human"])  # solo: every choice is the person's
    page.goto(f"{server.url}{links[0]}")
    for _ in range(3):
        page.wait_for_selector("button.action")
        version = page.get_attribute("body", "data-version")
        page.click("button.action >> nth=0")
        # Drawn from the push, while the answer is held back: the next click must not be dropped.
        page.wait_for_function(f"document.body.dataset.version !== '{version}'", timeout=10_000)
    assert errors == []


# The players' own boards of Seasons and Paladins, checked against the seat's payload.

def seat_payload(server: Server, link: str) -> dict[str, Any]:
    game_id, _, query = link.removeprefix("/games/").partition("?token=")
    answer = httpx2.get(f"{server.url}/api/games/{game_id}", params={"token": query}, timeout=30)
    answer.raise_for_status()
    return dict(answer.json())


def settled(page: Any, server: Server, link: str, deciding: bool = False) -> dict[str, Any]:
    """The payload the page shows now (a bot may move meanwhile: read until both agree); with
    ``deciding``, once the seat decides (then nothing moves until it clicks)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        payload = seat_payload(server, link)
        if page.get_attribute("body", "data-version") == str(payload["version"]) and (
                payload["legal_actions"] or not deciding):
            return payload
        page.wait_for_timeout(100)
    raise AssertionError("the page never showed the server's version")


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict | list):
        for inner in value.values() if isinstance(value, dict) else value:
            yield from strings(inner)


def check_board_choices(page: Any, payload: dict[str, Any]) -> None:
    """Each component outlined as a choice on the board is named by a legal action of the seat, and by
    one naming its place (a card at slot 1 of a play area) where the action names a place."""
    for node in page.query_selector_all("#board .choice"):
        component, slot = node.get_attribute("data-component"), node.get_attribute("data-slot")
        assert any(component in strings(action["describe"]["params"])
                   and (slot is None or action["describe"]["params"].get("slot", int(slot)) == int(slot))
                   for action in payload["legal_actions"]), component


def english_names(server: Server, game: str) -> dict[str, str]:
    components = httpx2.get(f"{server.url}/api/components/{game}", timeout=30).json()
    return {c["id"]: c["name"]["en"] for c in components}


def play_until(page: Any, server: Server, link: str, enough: Callable[[dict[str, Any]], bool],
               rng: random.Random, clicks: int = 400) -> dict[str, Any]:
    """Click at random until the seat decides and its payload is ``enough``; that payload."""
    for turn in range(clicks):
        payload = settled(page, server, link)
        if payload["legal_actions"] and enough(payload):
            return payload  # the seat decides: the table stays as it is while the test reads it
        if payload["is_over"]:
            break
        if not click_once(page, rng, turn):
            wait_for_a_choice([page])
    raise AssertionError("the situation to check never came")


def board_screenshots(browser: Any, server: Server, link: str, name: str, french: str, errors: list[str]) -> None:
    """The table at 1280×900 in English and on a phone (390×844) in French (whose label ``french``
    it must show): the whole page, and the players' boards alone (readable at full size).
    Nothing may be wider than the screen."""
    for size, width, height, lang in (("", 1280, 900, "en"), ("-phone", 390, 844, "fr")):
        page = browser.new_context(viewport={"width": width, "height": height}).new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
        page.goto(f"{server.url}{link}")
        page.wait_for_selector("#board .cardface")
        page.add_style_tag(content=".bar { position: static !important; }")  # no header over the shots of parts
        page.screenshot(path=str(SCREENS / f"{name}{size}.png"), full_page=True)
        page.locator("#board .players").first.screenshot(path=str(SCREENS / f"{name}{size}-players.png"))
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        if lang == "fr":
            assert french in page.inner_text("#board .players")
        page.context.close()


def test_seasons_play_areas_and_hand_are_drawn_from_the_view(browser: Any, server: Server) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    page = new_page(browser, errors)
    link = create(page, server, "seasons", ["human", "random"])[0]
    page.goto(f"{server.url}{link}")
    page.wait_for_selector("#board .own-cards")
    names = english_names(server, "seasons")
    # The draft: each card of the pack is drawn as its face and picked by clicking it.
    payload = settled(page, server, link, deciding=True)
    pack = payload["view"]["hidden"]["pack0"]
    assert pack
    assert page.locator(".own-cards [data-zone='pack'] .card-name").all_inner_texts() == [names[card] for card in pack]
    picked = page.locator(".own-cards [data-zone='pack'] .cardface.choice").first
    card = picked.get_attribute("data-component")
    version = page.get_attribute("body", "data-version")
    picked.click()
    page.wait_for_function(f"document.body.dataset.version !== '{version}'")
    assert card in settled(page, server, link)["view"]["hidden"]["drafted0"]
    # On to a table with cards in play and in hand.
    def cards_in_hand_and_in_play(p: dict[str, Any]) -> bool:
        return bool(p["view"]["hidden"]["hand0"]) and sum(len(s["play_area"]) for s in p["view"]["state"]["seats"]) >= 2

    payload = play_until(page, server, link, cards_in_hand_and_in_play, random.Random(11))
    for seat in payload["view"]["state"]["seats"]:
        area = f".seasons-seat[data-player='{seat['seat']}']"
        shown = page.locator(f"{area} .play-area .cardface .card-name").all_inner_texts()
        assert shown == [names[entry["card"]] for entry in seat["play_area"]]
        for energy, count in seat["energy"].items():
            assert page.get_attribute(f"{area} [data-energy='{energy}']", "data-count") == str(count)
        amounts = page.inner_text(f"{area} .amounts")
        assert f"Crystals {seat['crystals']}" in amounts
        assert f"Summoning gauge {seat['cards_in_play']} / {seat['summoning_gauge']}" in amounts
        assert f"Hand {seat['hand']}" in amounts
    check_board_choices(page, payload)
    hand = payload["view"]["hidden"]["hand0"]
    assert page.locator(".own-cards [data-zone='hand'] .card-name").all_inner_texts() == [names[card] for card in hand]
    # A card's full text on keyboard focus (hover and tap show the same face).
    first = page.locator(".own-cards [data-zone='hand'] .cardface").first
    page.mouse.move(0, 0)  # away from the last click, which may have left the pointer over the card
    assert not first.locator(".face").is_visible()
    first.focus()
    assert first.locator(".face").is_visible()
    check_seasons_turn_and_dice(page, payload, names)
    check_cards_beside_the_table(page, payload, names)
    board_screenshots(browser, server, link, "seasons-board", "Jauge d'invocation", errors)
    assert errors == []


def check_seasons_turn_and_dice(page: Any, payload: dict[str, Any], names: dict[str, str]) -> None:
    """The turn being played and the dice of each season, as the view gives them."""
    page.mouse.move(0, 0)  # no face opened by the pointer over a chip
    state = payload["view"]["state"]
    turn = state["turn"]  # the seat may decide during another's turn, or between turns
    record = "#board .turn-record"
    if turn is None:
        assert page.locator(f"{record} [data-flag]").count() == 0
        # base 5.1: no turn while the dice are chosen or the round ends; the heading said just "Turn"
        assert page.inner_text(f"{record} h3") == step_heading(state, names)
    else:
        assert f"Player {turn['player'] + 1}" in page.inner_text(f"{record} h3")
        for flag in ("may_transmute", "must_draw"):
            shown = page.inner_text(f"{record} [data-flag='{flag}']")
            assert shown.startswith("✓" if turn[flag] else "✗"), (flag, shown)
    assert f"Replicas left {state['replicas_left']}" in page.inner_text(record)
    # The round's first player, labelled as such: the seat whose turn it is, or which picks a die, may be another.
    first = page.inner_text(f"{record} [data-field='first_player']")
    assert first == f"First player Player {state['calendar']['first_player'] + 1}" + (
        " (you)" if state["calendar"]["first_player"] == 0 else " · Random bot"), first
    assert names[state["phase"]] in page.inner_text(record)
    rolled = [*state["dice_on_table"], state["die_left_over"], *(seat["die"] for seat in state["seats"])]
    in_play = {die["die"] for die in rolled if die}
    for season, dice in state["season_dice"].items():
        row = f"#board .dice-pool-row[data-season='{season}']"
        assert page.locator(f"{row} .chip").all_inner_texts() == [names[die] for die in dice if die not in in_play]
        marked = "current" in (page.get_attribute(row, "class") or "")
        assert marked == (season == state["calendar"]["season"])


def step_heading(state: dict[str, Any], names: dict[str, str]) -> str:
    """The turn panel's heading when no turn is played, in English."""
    from meeple.core.labels import label
    from meeple.games.seasons.display import step

    key = step(state)
    return names[key] if key in names else str(label(key, "en"))


def test_the_seasons_turn_panel_says_what_is_happening(browser: Any, server: Server) -> None:
    """The dice draft, the end of a round and the Prelude's last choices, as the view tells them, head
    the turn panel (it read "Turn"): the real view of a game drawn again at each step."""
    errors: list[str] = []
    page = new_page(browser, errors)
    link = create(page, server, "seasons", ["human", "random"])[0]
    page.goto(f"{server.url}{link}")
    page.wait_for_selector("#board .turn-record")
    view = settled(page, server, link)["view"]
    names = english_names(server, "seasons")
    die = {"die": "winter-die-1", "face": "winter-die-1-face-1", "season": "winter"}
    steps = {"dice_draft": {"phase": "tournament", "turn": None, "dice_on_table": [die], "die_left_over": None},
             "round_end": {"phase": "tournament", "turn": None, "dice_on_table": [], "die_left_over": die},
             "prelude": {"phase": "tournament", "turn": None, "dice_on_table": [], "die_left_over": None},
             "draft": {"phase": "draft", "turn": None, "dice_on_table": [], "die_left_over": None}}
    for key, changes in steps.items():
        crafted = {**view, "state": {**view["state"], **changes}}
        page.evaluate("""async (view) => {
          const { Components } = await import("/static/board.js");
          const { seasonsBoard } = await import("/static/boards/seasons.js");
          const comps = new Components(await (await fetch("/api/components/seasons")).json());
          const node = seasonsBoard(view, comps, (seat) => `P${seat + 1}`);
          node.id = "crafted";
          document.querySelector("#crafted")?.remove();
          document.querySelector("#board").append(node);
        }""", crafted)
        heading = page.inner_text("#crafted .turn-record h3")
        assert heading == step_heading(crafted["state"], names) != "Turn", (key, heading)
        page.locator("#crafted .turn-record").screenshot(path=str(SCREENS / f"seasons-step-{key}.png"))
    assert errors == []


def check_cards_beside_the_table(page: Any, payload: dict[str, Any], names: dict[str, str]) -> None:
    """Otus's cards, those out of the game and the top of the draw pile are drawn as piles whose top card
    shows its face. Rare in a random game: the real view is drawn again with cards in each pile."""
    view = payload["view"]
    hand = view["hidden"]["hand0"]
    crafted = {**view, "state": {**view["state"], "oracle": hand[:1], "out_of_game": hand[:2], "face_up": hand[-2:]}}
    page.evaluate("""async (view) => {
      const { Components } = await import("/static/board.js");
      const { seasonsBoard } = await import("/static/boards/seasons.js");
      const comps = new Components(await (await fetch("/api/components/seasons")).json());
      const node = seasonsBoard(view, comps, (seat) => `P${seat + 1}`);
      node.id = "crafted";
      document.querySelector("#board").append(node);
    }""", crafted)
    for field in ("oracle", "out_of_game", "face_up"):
        ids = crafted["state"][field]
        drawn = f"#crafted .beside-table .pile[data-zone='{field}']"
        assert page.get_attribute(drawn, "data-count") == str(len(ids))
        assert page.inner_text(f"{drawn} .pile-top .card-name") == names[ids[-1]]
        assert page.locator(f"{drawn} details .chip").count() == (len(ids) if len(ids) > 1 else 0)
    page.locator("#crafted .seasons-top").screenshot(path=str(SCREENS / "seasons-turn-and-dice.png"))
    page.locator("#crafted .beside-table").screenshot(path=str(SCREENS / "seasons-beside-table.png"))
    page.evaluate("document.querySelector('#crafted').remove()")


def test_paladins_player_boards_are_drawn_from_the_view(browser: Any, server: Server) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    page = new_page(browser, errors)
    link = create(page, server, "paladins-of-the-west-kingdom", ["human"])[0]
    page.goto(f"{server.url}{link}")
    page.wait_for_selector("#board .paladins-player")
    names = english_names(server, "paladins-of-the-west-kingdom")
    payload = play_until(page, server, link, lambda p: p["view"]["state"]["round"] >= 2
                         and any(p["view"]["state"]["players"][0]["attributes"].values()), random.Random(5))
    state = payload["view"]["state"]
    boards = [*state["players"], *([state["ai"]["board"]] if state["ai"] else [])]
    assert len(boards) == 2  # the solo game: the person's board and the AI's
    for board in boards:
        drawn = f".paladins-player[data-player='{board['seat']}']"
        for attribute, value in board["attributes"].items():
            track = f"{drawn} .attribute[data-attribute='{attribute}']"
            assert page.get_attribute(track, "data-value") == str(value)
            assert page.inner_text(f"{track} .attribute-value") == str(value)
            assert page.inner_text(f"{track} .cell.at") == str(value)
        for worker, count in board["workers"].items():
            assert page.get_attribute(f"{drawn} [data-worker='{worker}']", "data-count") == str(count)
        for field in ("monks", "outposts", "workshops_placed"):
            assert page.get_attribute(f"{drawn} [data-field='{field}']", "data-value") == str(board[field])
        assert page.locator(f"{drawn} .jar-slot.filled").count() == len(board["jars"])
        assert page.locator(f"{drawn} .action-space").count() == 12
        assert page.locator(f"{drawn} .action-space.occupied").count() == len(board["occupied"])
        for zone in ("walls", "townsfolk", "converted", "attacked", "suspicion"):
            shown = page.locator(f"{drawn} [data-zone='{zone}'] .card-name").all_inner_texts()
            assert shown == [names[card] for card in board[zone]]
    check_board_choices(page, payload)
    row = [slot["card"] for slot in state["townsfolk"] if slot["card"]]
    assert page.locator(".market [data-zone='townsfolk'] .card-name").all_inner_texts() == [names[c] for c in row]
    check_paladins_piles(page, payload, names)
    # The silver held reads as a quantity, in the French rulebook's word ("3 Pièces"), never "Pièce 3".
    silver = state["players"][0]["silver"]
    assert f"Silver {silver}" in page.inner_text(".paladins-player[data-player='0'] .amounts")
    board_screenshots(browser, server, link, "paladins-board", f"Pièces {silver}", errors)
    assert errors == []


def check_paladins_piles(page: Any, payload: dict[str, Any], names: dict[str, str]) -> None:
    """The discard piles, and the solo AI's Scheme deck and discard, Resource track and attribute stack."""
    page.mouse.move(0, 0)  # no face opened by the pointer over a chip
    state = payload["view"]["state"]
    piles = ("townsfolk_discard", "outsider_discard", "tavern_discard", "suspicion_discard")
    for field in piles:
        drawn = f"#board .discards .pile[data-zone='{field}']"
        assert page.get_attribute(drawn, "data-count") == str(len(state[field]))
        if state[field]:
            assert page.inner_text(f"{drawn} .pile-top .card-name") == names[state[field][-1]]
    assert any(state[field] for field in piles)  # round 2: the first round's end discarded from the rows
    ai = state["ai"]
    panel = f"#board .paladins-player[data-player='{ai['board']['seat']}'] .ai-panel"
    schemes = payload["view"]["hidden"]["schemes"]
    assert page.get_attribute(f"{panel} .pile[data-zone='schemes']", "data-count") == str(schemes)
    played = ai["scheme_discard"]
    assert page.get_attribute(f"{panel} .pile[data-zone='scheme_discard']", "data-count") == str(len(played))
    if played:
        assert page.inner_text(f"{panel} [data-zone='scheme_discard'] .pile-top .card-name") == names[played[-1]]
    assert page.get_attribute(f"{panel} [data-field='resource_marker']", "data-value") == str(ai["resource_marker"])
    assert page.inner_text(f"{panel} [data-field='resource_marker'] .cell.at") == str(ai["resource_marker"])
    assert page.locator(f"{panel} [data-field='attribute_stack'] .chip").all_inner_texts() == [
        names[a] for a in ai["attribute_stack"]]
    assert page.locator(f"{panel} [data-zone='starting_orders'] .card-name").all_inner_texts() == [
        names[o] for o in ai["starting_orders"]]
    page.locator("#board .discards").screenshot(path=str(SCREENS / "paladins-discards.png"))
    page.locator(panel).screenshot(path=str(SCREENS / "paladins-ai-schemes.png"))


def test_paladins_square_or_jar_is_answered_by_clicking_it(browser: Any, server: Server) -> None:
    """A Monk's square on the main board, or a Jar's slot on one's own board, is chosen by clicking it:
    the drawn element stands for exactly the action naming it, and the view then shows it taken."""
    errors: list[str] = []
    page = new_page(browser, errors)
    # a seeded deal: an unseeded one once went 400 random clicks without a Monk's square or a Jar
    link = create(page, server, "paladins-of-the-west-kingdom", ["human"], seed=3)[0]
    page.goto(f"{server.url}{link}")
    page.wait_for_selector("#board .paladins-player")
    kinds = ("paladins.act.space", "paladins.act.jar")
    payload = play_until(page, server, link, lambda p: any(
        a["describe"]["kind"] in kinds for a in p["legal_actions"]), random.Random(3))
    check_board_choices(page, payload)
    action = next(a for a in payload["legal_actions"] if a["describe"]["kind"] in kinds)
    params = action["describe"]["params"]
    seat = payload["seat"]
    drawn = (f"#board .paladins-board [data-component='{params['square']}']" if "square" in params
             else f"#board .paladins-player[data-player='{seat}'] [data-component='{params['jar']}']")
    assert "choice" in (page.get_attribute(drawn, "class") or "")
    version = page.get_attribute("body", "data-version")
    page.click(drawn)
    page.wait_for_function(f"document.body.dataset.version !== '{version}'", timeout=30_000)
    state = seat_payload(server, link)["view"]["state"]
    if "square" in params:
        square = state["main_board"][params["region_index"]]["squares"][params["square_index"]]
        assert square["occupant"]["seat"] == seat
    else:
        assert params["jar"] in state["players"][seat]["jars"]
    assert errors == []


# Hidden zones (draw piles, face-down decks, each seat's cards): each game draws them where its table keeps
# them, so none is left in the generic "Hidden" list under the board. Seasons with the Enchanted Kingdom, for
# its token bag and the tokens drawn for each seat.
OPTIONS = {"seasons": {"enchanted_kingdom": True}}


def played(server: Server, game: str, moves: int, seed: int) -> tuple[str, list[str]]:
    """A two-person game of ``game`` (``OPTIONS``) after ``moves`` random moves: its id and the seats' tokens."""
    made = httpx2.post(f"{server.url}/api/games", json={"game": game, "players": 2, "seats": ["human", "human"],
                                                       "seed": seed, "options": OPTIONS.get(game, {})},
                      timeout=30).json()
    tokens = [seat["token"] for seat in made["seats"]]
    rng = random.Random(seed)
    for _ in range(moves):
        payloads = [httpx2.get(f"{server.url}/api/games/{made['id']}", params={"token": token}, timeout=30).json()
                    for token in tokens]
        deciding = [(token, p) for token, p in zip(tokens, payloads, strict=True) if p["legal_actions"]]
        if not deciding:
            break
        token, payload = deciding[0]
        httpx2.post(f"{server.url}/api/games/{made['id']}/actions", params={"token": token}, timeout=30,
                   json={"action": rng.choice(payload["legal_actions"])["id"]}).raise_for_status()
    return made["id"], tokens


@pytest.mark.parametrize("game", sorted(meeple.games()))
def test_hidden_piles_are_drawn_where_the_table_keeps_them(browser: Any, server: Server, game: str) -> None:
    errors: list[str] = []
    page = new_page(browser, errors)
    payload = open_played(page, server, game, moves=30, seed=4, ready="#board *")
    hidden = payload["view"]["hidden"]
    assert page.locator("#board .hidden-zones").count() == 0
    # Every count the view gives for a face-down pile beside the board is drawn as that pile, with the cards
    # of it the viewer knows (this deal of Path: a realm deck whose bottom cards were seen).
    shared = {zone: content for zone, content in hidden.items() if not zone[-1].isdigit()}
    assert shared
    names = english_names(server, game)
    for zone, content in shared.items():
        count = content if isinstance(content, int) else len(content)
        pile = page.locator(f"#board [data-zone='{zone}'][data-count='{count}']")
        assert pile.count() == 1, zone
        known = [card for card in content if card is not None] if isinstance(content, list) else []
        assert all(names[card] in pile.inner_text() for card in known), zone
    if game == "path-of-light-and-shadow":
        assert any(isinstance(hidden[zone], list) for zone in shared)
        # Each seat's hand and deck in its own panel.
        for seat in (0, 1):
            panel = page.inner_text(f"#board .player[data-player='{seat}']")
            assert "Hand" in panel and "Deck" in panel
    if game == "seasons":
        # The tokens drawn for the viewer, as faces; how many were drawn for the other seat, in its area.
        assert isinstance(hidden["token_offer0"], list) and hidden["token_offer0"]
        for token in hidden["token_offer0"]:
            assert page.locator(f"#board [data-zone='token_offer'] [data-component='{token}']").count() == 1
        other = page.inner_text("#board .seasons-seat[data-player='1'] [data-zone='token_offer']")
        assert str(hidden["token_offer1"]) in other
    assert errors == []


# A seat is shown by its name at the table, never by its index: "Player 1 (you)", "Player 2 · Greedy bot".
NAMES = {"en": ["Player 1 (you)", "Player 2 · Greedy bot"], "fr": ["Joueur 1 (vous)", "Joueur 2 · robot Gourmand"]}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_seats_are_named_everywhere(browser: Any, server: Server, lang: str) -> None:
    """Path against a bot: the fields holding seats in the generic layout (first player, active seat),
    the log, the score sheet and the header name each seat, the bot saying which bot."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
    made = httpx2.post(f"{server.url}/api/games", json={
        "game": "path-of-light-and-shadow", "players": 2, "seats": ["human", "greedy"], "seed": 7, "lang": lang},
        timeout=30).json()
    link = made["seats"][0]["url"]
    page.goto(f"{server.url}{link}")
    page.wait_for_selector("#board *")
    link = f"/games/{made['id']}?token={made['seats'][0]['token']}"
    bot_moved = NAMES[lang][1]
    payload = play_until(page, server, link, lambda p: any(bot_moved in e["text"] for e in p["events"]),
                         random.Random(7))
    names = NAMES[lang]
    state = payload["view"]["state"]
    # The generic layout: every field holding a seat shows that seat's name.
    shown = page.locator("#board .seat-name")
    assert shown.count() >= 2  # the first player and the active seat at least
    for index in range(shown.count()):
        node = shown.nth(index)
        assert node.inner_text() == names[int(str(node.get_attribute("data-seat")))]
    first = page.locator("#board .shared dd .seat-name").first
    assert first.get_attribute("data-seat") == str(state["first"])
    # The seats as the payload names them, the log (rendered by the server), the score sheet and the header.
    assert [seat["name"] for seat in payload["seats"]] == [names[0].split(" (")[0], names[1]]
    assert bot_moved in page.inner_text("#log")
    header = page.inner_text("#sheet thead")
    assert names[0] in header and names[1] in header
    assert names[0].split(" (")[0] in page.inner_text("header.bar")
    assert errors == []


GLUED_COLON = re.compile(r"[^\s\d]: ")  # a label glued to its colon, as English writes it


def test_french_pages_set_a_space_before_each_colon(browser: Any, server: Server) -> None:
    """French writes "Royaume : la Vallée Sacrée", "Réflexes : Suit…": the lobby's line under a bot and
    the labels the table builds (a realm's deck, the wardens of a sanctuary) put a space before the colon."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script("localStorage.setItem('meeple.lang', 'fr')")
    page.goto(f"{server.url}/")
    page.select_option("#game", "path-of-light-and-shadow")
    page.select_option("select[data-seat='1']", "heuristic")
    help_line = page.inner_text("#lobby .seat small.help >> nth=1")
    assert help_line.startswith("Réflexes : "), help_line
    for game, moves in (("path-of-light-and-shadow", 2), ("shadow-kingdoms-of-valeria", 6)):
        game_id, tokens = played(server, game, moves=moves, seed=4)
        page.goto(f"{server.url}/games/{game_id}?token={tokens[0]}")
        page.wait_for_selector("#board *")
        board = page.inner_text("#board")
        assert ("Royaume : " if game.startswith("path") else "Gardiens : ") in board, game
        assert not GLUED_COLON.findall(board), (game, GLUED_COLON.findall(board))
    assert errors == []


# For each zone of a Valeria scroll: how many lines its name takes, and whether the
# scroll grid is wider than its player's panel.
SCROLL_LAYOUT = """() => {
  const zones = [...document.querySelectorAll('#board .scroll-grid .zone .chip')].map((chip) => {
    const name = chip.firstChild;  // the name; the card's face (shown on hover) follows it
    const range = document.createRange();
    range.selectNodeContents(name);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return [name.textContent.trim(), tops.size];
  });
  const overflow = [...document.querySelectorAll('#board .scroll-grid')].some(
    (grid) => grid.scrollWidth > grid.clientWidth + 1 || grid.getBoundingClientRect().right >
      grid.closest('.player').getBoundingClientRect().right + 1);
  return { zones, overflow };
}"""


@pytest.mark.parametrize("width", [1400, 390])
def test_valeria_scroll_zones_never_split_a_word(browser: Any, server: Server, width: int) -> None:
    """Two scrolls side by side left each zone about 50 px: "Confrontation" read "Confronta / tion"."""
    errors: list[str] = []
    page = new_page(browser, errors, width=width)
    page.add_init_script("localStorage.setItem('meeple.lang', 'fr')")
    game_id, tokens = played(server, "shadow-kingdoms-of-valeria", moves=8, seed=5)  # scrolls chosen
    page.goto(f"{server.url}/games/{game_id}?token={tokens[0]}")
    page.wait_for_selector("#board .scroll-grid .zone")
    layout = page.evaluate(SCROLL_LAYOUT)
    split = [name for name, lines in layout["zones"] if " " not in name and lines > 1]
    assert layout["zones"] and not split
    assert not layout["overflow"]
    assert errors == []


# The smallest text of the map, as drawn (px), and whether the map's section stays within the window.
MAP_TEXT = """() => {
  const sizes = [...document.querySelectorAll('#board .map svg text.small')]
    .map((node) => node.getBoundingClientRect().height);
  const section = document.querySelector('#board .map');
  return { smallest: Math.min(...sizes), within: section.getBoundingClientRect().right <= window.innerWidth,
           scrolls: section.scrollWidth > section.clientWidth };
}"""


@pytest.mark.parametrize("game", ["path-of-light-and-shadow", "paladins-of-the-west-kingdom"])
def test_the_map_stays_legible_on_a_phone(browser: Any, server: Server, game: str) -> None:
    """On a 390-pixel phone the maps shrank to fit, their small text to about 5 pixels: they keep a
    legible size and their own section, as wide as the window, scrolls sideways."""
    errors: list[str] = []
    page = new_page(browser, errors, width=390)
    game_id, tokens = played(server, game, moves=2, seed=6)
    page.goto(f"{server.url}/games/{game_id}?token={tokens[0]}")
    page.wait_for_selector("#board .map svg text.small")
    drawn = page.evaluate(MAP_TEXT)
    assert drawn["smallest"] >= 10, drawn
    assert drawn["within"] and drawn["scrolls"], drawn
    assert errors == []


def test_path_cards_chosen_face_down_for_a_fight_are_shown_with_the_fight(browser: Any, server: Server) -> None:
    """The attacker's cards chosen face down (the hidden zone "attack") were listed apart, under the board
    ("Hidden · Attack"): they are in the Combat field, as cards to their owner and as a count to the other."""
    errors: list[str] = []
    game_id, tokens = played(server, "path-of-light-and-shadow", moves=292, seed=21)  # seat 1 attacks, one card down
    names = english_names(server, "path-of-light-and-shadow")
    for token in tokens:
        page = new_page(browser, errors)
        link = f"/games/{game_id}?token={token}"
        page.goto(f"{server.url}{link}")
        page.wait_for_selector("#board *")
        payload = settled(page, server, link)
        attack = payload["view"]["hidden"]["attack"]
        assert page.locator("#board .hidden-zones").count() == 0
        shown = page.locator("#board dt:text-is('Attackers face down') + dd").inner_text()
        if isinstance(attack, list):
            assert attack and all(names[card] in shown for card in attack)
        else:
            assert shown.strip() == str(attack) and attack >= 1
    assert errors == []


def open_played(page: Any, server: Server, game: str, moves: int, seed: int, ready: str) -> dict[str, Any]:
    """``page`` on the first seat's table of a game ``played`` (``moves``, ``seed``), once ``ready`` is drawn:
    the payload the page shows."""
    game_id, tokens = played(server, game, moves=moves, seed=seed)
    link = f"/games/{game_id}?token={tokens[0]}"
    page.goto(f"{server.url}{link}")
    page.wait_for_selector(ready)
    return settled(page, server, link)


def played_by_bots(server: Server, game: str, seed: int, players: int = 2) -> str:
    """A game between random bots, played to its end: its id."""
    made = httpx2.post(f"{server.url}/api/games", json={"game": game, "players": players,
                                                       "seats": ["random"] * players, "seed": seed}, timeout=30).json()
    deadline = time.monotonic() + 120
    while not httpx2.get(f"{server.url}/api/games/{made['id']}", timeout=30).json()["is_over"]:
        assert time.monotonic() < deadline, "the bots never finished"
        time.sleep(0.2)
    return str(made["id"])


CONTROLS = {"en": ["Start", "Previous", "Next", "End"], "fr": ["Début", "Précédent", "Suivant", "Fin"]}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_replay_controls_draw_their_pictures(browser: Any, server: Server, lang: str) -> None:
    """The replay's controls showed the media glyphs ⏮ and ⏭, boxes where no font has them: their
    pictures are drawn (SVG, hidden from screen readers), each button named by its word and its
    title saying what it does."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
    page.goto(f"{server.url}/games/{played_by_bots(server, 'path-of-light-and-shadow', 8)}/replay")
    page.wait_for_selector("#next")
    # The page says its language (read aloud in it) and what it is.
    assert page.get_attribute("html", "lang") == lang
    assert page.title() == ("Revoir la partie" if lang == "fr" else "Replay the game") + " — meeple"
    buttons = page.locator(".replay-controls button")
    assert [buttons.nth(i).get_attribute("aria-label") for i in range(buttons.count())] == CONTROLS[lang]
    for i in range(buttons.count()):
        button = buttons.nth(i)
        assert button.inner_text().strip() == CONTROLS[lang][i]  # the word alone: no glyph beside it
        assert button.locator("svg[aria-hidden='true'] polygon").count() >= 1
        assert len(str(button.get_attribute("title"))) > len(CONTROLS[lang][i])
    page.click("#last")
    page.wait_for_function("(s => s.value === s.max)(document.querySelector('.replay-controls input'))")
    page.click("#first")
    page.wait_for_function("document.querySelector('.replay-controls input').value === '0'")
    assert errors == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lobby_refuses_a_seed_in_its_own_words(browser: Any, server: Server, lang: str) -> None:
    """A seed past 64 bits is refused by the server's check of the request, whose texts are pydantic's
    (English, and shown as JSON: '[{"type":"less_than",...'): the lobby names the field in its words."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.goto(f"{server.url}/")
    page.select_option("select[aria-label]", lang)
    page.select_option("#game", "seasons")
    page.click("#lobby details summary")
    page.fill("#seed", "99999999999999999999999")
    page.click("#create")
    page.wait_for_function("document.querySelector('#new-game p.error').textContent !== ''")
    text = page.inner_text("#new-game p.error")
    assert text == ("Refusé : Graine (facultative, gardée secrète)" if lang == "fr"
                    else "Refused: Seed (optional, kept secret)"), text
    assert errors == []
    page.locator("#new-game").screenshot(path=str(SCREENS / f"lobby-seed-refused-{lang}.png"))


@pytest.mark.parametrize(("lang", "player", "seat_word"), [("fr", "Joueur", "Place"), ("en", "Player", "Seat")])
def test_the_lobby_names_seats_as_the_table_does(browser: Any, server: Server, lang: str, player: str,
                                                 seat_word: str) -> None:
    """The lobby said "Place 1" where the table says "Joueur 1": its seats, and the links it makes,
    are named as the table names them."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
    page.goto(f"{server.url}/")
    page.select_option("#game", "seasons")
    enchantments = page.locator("select[data-option='enchantment'] option").all_inner_texts()
    assert enchantments[:2] == (["Au hasard", "Aucun"] if lang == "fr" else ["At random", "None"])
    assert "-1" not in enchantments and ("Destin Divin" if lang == "fr" else "Divine Destiny") in enchantments
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    labels = page.locator("#lobby fieldset.seats .seat > label")
    assert [labels.nth(i).inner_text().split("\n")[0].strip() for i in range(labels.count())] == [
        f"{player} {n}" for n in (1, 2, 3)]
    for seat in range(3):
        page.select_option(f"select[data-seat='{seat}']", "human")
    page.click("#create")
    page.wait_for_selector("#created")
    assert page.locator("a.seat-link").all_inner_texts() == [f"{player} {n}" for n in (1, 2, 3)]
    assert not re.search(rf"\b{seat_word}\b", page.inner_text("body"), re.IGNORECASE)
    assert errors == []


@pytest.mark.parametrize(("game", "players"), [("shadow-kingdoms-of-valeria", 1), ("path-of-light-and-shadow", 2)])
def test_a_finished_game_fits_a_phone(browser: Any, server: Server, game: str, players: int) -> None:
    """On a 390-pixel phone, fields nested in fields (the Adversary's "PV de distinction en fin de partie")
    kept their names on one line and pushed the page to 600 pixels: they wrap."""
    errors: list[str] = []
    page = new_page(browser, errors, width=390)
    page.add_init_script("localStorage.setItem('meeple.lang', 'fr')")
    page.goto(f"{server.url}/games/{played_by_bots(server, game, 4, players)}")
    page.wait_for_selector("#end")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []


@pytest.mark.parametrize(("lang", "counts"), [("fr", ["0 carte", "1 carte", "2 cartes", "1 jeton", "3 jetons"]),
                                              ("en", ["0 cards", "1 card", "2 cards", "1 token", "3 tokens"])])
def test_counts_agree_with_their_number(browser: Any, server: Server, lang: str, counts: list[str]) -> None:
    """A face-down pile of one card read "1 cartes" / "1 cards"."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
    page.goto(f"{server.url}/")
    page.wait_for_selector("#create")
    shown = page.evaluate("""async () => {
      const { t } = await import("/static/i18n.js");
      return [[0, "cards"], [1, "cards"], [2, "cards"], [1, "tokens"], [3, "tokens"]].map(([n, key]) => t(key, { n }));
    }""")
    assert shown == counts
    assert errors == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_lobby_fits_a_phone(browser: Any, server: Server, lang: str) -> None:
    """The game's select is as wide as its longest choice (Path's French name): the lobby was 588 pixels
    wide on a 390-pixel phone."""
    errors: list[str] = []
    page = new_page(browser, errors, width=390)
    page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
    page.goto(f"{server.url}/")
    page.wait_for_selector("#create")
    for game in meeple.games():
        page.select_option("#game", game)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, game
    assert errors == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_servers_own_refusals_are_shown_in_the_readers_words(browser: Any, server: Server, lang: str) -> None:
    """A bot spec ISMCTS refuses (the lobby), a replay asked before the end (the replay page): the server's
    reason in the page's language, where it was English whatever the language."""
    errors: list[str] = []
    page = new_page(browser, errors)
    page.add_init_script(f"localStorage.setItem('meeple.lang', '{lang}')")
    page.goto(f"{server.url}/")
    page.select_option("#game", "seasons")
    page.select_option("select[data-seat='1']", "custom")
    page.fill("[data-seat-custom='1']", "ismcts:playout=smart")
    page.click("#create")
    page.wait_for_function("document.querySelector('#new-game p.error').textContent !== ''")
    text = page.inner_text("#new-game p.error")
    assert text == ("ismcts : playout 'smart' inconnu ; au choix : ['greedy', 'policy', 'random']" if lang == "fr"
                    else "ismcts: unknown playout 'smart'; use one of ['greedy', 'policy', 'random']"), text
    page.locator("#new-game").screenshot(path=str(SCREENS / f"lobby-bot-refused-{lang}.png"))
    made = httpx2.post(f"{server.url}/api/games", json={"game": "seasons", "players": 2, "seats": ["human"] * 2},
                       timeout=30).json()
    page.goto(f"{server.url}/games/{made['id']}/replay")
    said = page.inner_text("#replay p.panel")
    assert said == ("une partie se revoit une fois finie" if lang == "fr" else "a game is replayed once it is over")
    page.screenshot(path=str(SCREENS / f"replay-refused-{lang}.png"))
    assert errors == []


def test_valeria_draws_each_warden_once_where_it_stands(browser: Any, server: Server) -> None:
    """One Gardien per player (Valeria, "Mise en place" 7): a seat's token stands once on the board, at the
    place its view says (a sanctuary drew it twice: in its "Wardens" line and again below it)."""
    errors: list[str] = []
    page = new_page(browser, errors)
    payload = open_played(page, server, "shadow-kingdoms-of-valeria", moves=12, seed=3, ready="#board .places")
    players = payload["view"]["state"]["players"]
    assert any(p["location"] != "camp" for p in players)  # the deal puts a warden in a sanctuary
    for seat, player in enumerate(players):
        name = "Player 1 (you)" if seat == 0 else "Player 2"
        drawn = page.locator("#board .places .token", has_text=name)
        assert drawn.count() == 1, name
        place = drawn.first.locator("xpath=ancestor::div[contains(@class, 'place')][1]")
        assert place.get_attribute("data-component") == player["location"]
    assert errors == []


def test_valeria_piles_count_the_cards_put_under_them(browser: Any, server: Server) -> None:
    """Cards put under a pile are drawn once its face-down cards are gone ("Sanctuaire de la Magie 2", the
    round's end): a champion pile of 0 face-down cards and 9 under it read "Instant pile 0", those 9 cards
    were drawn nowhere, and the Battle Plans under their deck stood apart in the generic list. Each pile
    counts both, and names the cards under it, in order, beside its row."""
    errors: list[str] = []
    page = new_page(browser, errors)
    game = "shadow-kingdoms-of-valeria"
    payload = open_played(page, server, game, moves=120, seed=4, ready="#board .market")
    view = payload["view"]
    names = english_names(server, game)
    state = view["state"]
    piles = [(f"{row['deck']}_pile", row["under_pile"]) for row in state["champion_rows"]]
    piles.append(("stratagem_pile", state["stratagem_under_pile"]))
    assert any(under for _, under in piles)
    for zone, under in piles:
        total = view["hidden"][zone] + len(under)
        drawn = page.locator(f"#board .market .pile-count[data-zone='{zone}']")
        assert drawn.inner_text().split()[-1] == str(total), (zone, drawn.inner_text())
        shown = page.locator(f"#board .market .under-pile[data-zone='{zone}'] .chip").all_inner_texts()
        assert [text.split("\n")[0] for text in shown] == [names[card] for card in under], zone
    assert "Battle Plans under the deck" not in page.inner_text("#board .shared")  # no second list apart
    assert errors == []


# Each field of a player's panel whose box reaches past the panel's right edge (px), with its text.
FIELDS_OUTSIDE = """() => [...document.querySelectorAll('#board .player .fields > :is(dt, dd)')].flatMap((node) => {
  const past = node.getBoundingClientRect().right - node.closest('.player').getBoundingClientRect().right;
  return past > 1 ? [[node.textContent.slice(0, 40), Math.round(past)]] : [];
})"""


@pytest.mark.parametrize("game", sorted(meeple.games()))
def test_player_panels_keep_their_fields_inside(browser: Any, server: Server, game: str) -> None:
    """Path's panels, two side by side at 1280 px, each 17 rem: the label "Influence gained at each year's
    end (1, 2, 3)" set the width of every label, and the numbers beside them were drawn in the other
    player's panel, over its own. A long label wraps within its panel."""
    errors: list[str] = []
    page = new_page(browser, errors)
    game_id, tokens = played(server, game, moves=30, seed=8)
    page.goto(f"{server.url}/games/{game_id}?token={tokens[0]}")
    page.wait_for_selector("#board .player")
    assert page.evaluate(FIELDS_OUTSIDE) == []
    assert errors == []


def test_seasons_draws_each_die_once_where_it_stands(browser: Any, server: Server) -> None:
    """A die of the current season rolled on the table, taken by a seat or left over was drawn there and
    again in its season's row of the dice in use ("Winter (current)": six winter dice for three): it is
    drawn once, where the view says it stands; its season's row counts it as in play."""
    errors: list[str] = []
    page = new_page(browser, errors)
    game_id, tokens = played(server, "seasons", moves=60, seed=16)
    link = f"/games/{game_id}?token={tokens[0]}"
    page.goto(f"{server.url}{link}")
    page.wait_for_selector("#board .dice-pool")
    state = settled(page, server, link)["view"]["state"]
    rolled = [*state["dice_on_table"], *([state["die_left_over"]] if state["die_left_over"] else []),
              *(seat["die"] for seat in state["seats"] if seat["die"])]
    assert rolled  # the dice of the season are out
    for die in rolled:
        assert page.locator(f"#board [data-component='{die['die']}']").count() == 1, die
        assert page.locator(f"#board .die[data-component='{die['die']}'] [data-component='{die['face']}']").count() == 1
    in_play = {die["die"] for die in rolled}
    for season, dice in state["season_dice"].items():
        row = f"#board .dice-pool-row[data-season='{season}']"
        assert page.locator(f"{row} .chip").count() == len([die for die in dice if die not in in_play]), season
    current = state["calendar"]["season"]
    note = page.inner_text(f"#board .dice-pool-row[data-season='{current}'] .in-play")
    assert note == f"{len([die for die in state['season_dice'][current] if die in in_play])} in play"
    assert errors == []
