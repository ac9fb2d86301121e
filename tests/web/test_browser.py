"""End to end in real headless Chromium (Debian's, driven by Playwright: no
browser download): for each game a whole game played by clicking, one person
against a bot (or the rulebook's solo opponent), and a game between two people
in two browser contexts.  A screenshot of each table is kept in
``test-artifacts/screens/``."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


def create(page: Any, server: Server, game: str, seats: list[str], lang: str = "en") -> list[str]:
    """Create a game in the lobby; the seat links it shows."""
    page.goto(f"{server.url}/")
    page.select_option("select[aria-label]", lang)
    page.select_option("#game", game)
    page.fill("#players", str(len(seats)))
    page.dispatch_event("#players", "change")
    for seat, spec in enumerate(seats):
        page.select_option(f"select[data-seat='{seat}']", spec)
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
    assert first.inner_text("#end .winners").startswith("Gagnant")
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
