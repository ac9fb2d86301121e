"""The command line's help in the person's language (fifteenth QA pass: `meeple --help` was English only)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from typer.testing import CliRunner

from meeple.cli.main import app
from meeple.core.i18n import render

runner = CliRunner()
COMMANDS = ["games", "play", "replay", "simulate", "tournament", "bench", "serve"]
BOX = re.compile(r"[│╭╮╰╯─┃━]+")


def run(*args: str, env: dict[str, str] | None = None) -> Any:
    return runner.invoke(app, list(args), env={"COLUMNS": "100", **(env or {})})


def flat(text: str) -> str:
    """The help as running text: the boxes and the line breaks of its columns gone."""
    return " ".join(BOX.sub(" ", text).split())


def helps(command: str | None) -> list[str]:
    """The catalog keys of the help texts a command's help shows (the group's: its commands')."""
    from meeple.core import i18n

    keys = [key for key in i18n._CATALOG if key.startswith("cli.help.")]  # type: ignore[attr-defined]
    if command is None:
        return ["cli.help.app", *(f"cli.help.{name}" for name in COMMANDS)]
    shared = {"games": ["lang"], "play": ["lang", "option"], "replay": ["lang"],
              "simulate": ["lang", "option", "json", "max_actions", "game", "players"],
              "tournament": ["lang", "option", "json", "max_actions", "game", "players"],
              "bench": ["lang", "json", "game"], "serve": ["lang"]}[command]
    own = [key for key in keys if key.startswith(f"cli.help.{command}.")]
    return [f"cli.help.{command}", *own, *(f"cli.help.{name}" for name in shared), "cli.help.help"]


def english_sentences() -> set[str]:
    """Every English help sentence of the catalog longer than a word or two."""
    from meeple.core import i18n

    keys = [key for key in i18n._CATALOG if key.startswith("cli.help.")]  # type: ignore[attr-defined]
    texts = {render(key, {"value": "{}"}, "en") for key in keys}
    return {text for text in texts if len(text.split()) > 2}


FRENCH = [("--lang", "fr"), ("MEEPLE_LANG", "fr"), ("LANG", "fr_FR.UTF-8")]


@pytest.mark.parametrize("command, how", [(command, how) for command in [None, *COMMANDS] for how in FRENCH
                                          if command is not None or how[0] != "--lang"])  # `meeple` has no --lang
def test_help_is_french_for_a_french_speaker(command: str | None, how: tuple[str, str]) -> None:
    """French help by --lang fr on the line (before --help: it is read all the same), MEEPLE_LANG=fr, or a
    French locale: every help text the command shows, in French, and not one English help sentence."""
    args = [*([] if command is None else [command]), "--help"]
    env: dict[str, str] = {}
    if how[0] == "--lang":
        args[-1:-1] = list(how)
    else:
        env[how[0]] = how[1]
    result = run(*args, env=env)
    assert result.exit_code == 0, result.output
    shown = flat(result.output)
    for key in helps(command):
        assert flat(render(key, {}, "fr")) in shown, (key, shown)
    for sentence in english_sentences():
        assert flat(sentence) not in shown, sentence
    assert "Usage" not in shown and "Utilisation :" in shown
    assert "Show this message" not in shown and "Commands" not in shown and "[default:" not in shown


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_help_is_english_by_default(command: str | None) -> None:
    result = run(*([] if command is None else [command]), "--help")
    assert result.exit_code == 0, result.output
    shown = flat(result.output)
    for key in helps(command):
        assert flat(render(key, {}, "en")) in shown, (key, shown)
    assert "Usage:" in shown and "Utilisation" not in shown


def test_a_command_speaks_the_locales_language() -> None:
    """LANG=fr_FR.UTF-8 gives French messages as it gives French help; MEEPLE_LANG and --lang win over it."""
    assert "Erreur : aucun jeu « nope »" in run("play", "nope", env={"LANG": "fr_FR.UTF-8"}).output
    assert "Error: no game 'nope'" in run("play", "nope", env={"LANG": "fr_FR.UTF-8", "MEEPLE_LANG": "en"}).output
    assert "Error: no game 'nope'" in run("play", "nope", "--lang", "en", env={"LANG": "fr_FR.UTF-8"}).output
    assert "Error: no game 'nope'" in run("play", "nope", env={"LANG": "de_DE.UTF-8"}).output

