"""The command line's help and its refusals in the person's language (issue of the fifteenth QA pass):
`meeple --help` was English only, and `--seed abc` ended in typer's boxed English error."""

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
        return ["cli.help.app", "cli.help.lang", *(f"cli.help.{name}" for name in COMMANDS)]
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


@pytest.mark.parametrize("command, how", [(command, how) for command in [None, *COMMANDS] for how in FRENCH])
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


def test_lang_before_the_command_is_the_commands_language() -> None:
    """`meeple --lang fr play ...` as `meeple play ... --lang fr`: typed on the line, it wins over MEEPLE_LANG
    and the locale; a command's own --lang, typed later, wins over it; an unknown one is named."""
    assert "Erreur : aucun jeu « nope »" in run("--lang", "fr", "play", "nope").output
    assert "Erreur : aucun jeu « nope »" in run("--lang=fr", "play", "nope", env={"MEEPLE_LANG": "en"}).output
    assert "Error: no game 'nope'" in run("--lang", "en", "play", "nope", env={"LANG": "fr_FR.UTF-8"}).output
    assert "Error: no game 'nope'" in run("--lang", "fr", "play", "nope", "--lang", "en").output
    alone = run("--lang", "fr")  # no command: the help, as `meeple` alone shows it
    assert "Utilisation :" in alone.output and "Missing command" not in alone.output, alone.output
    refused = run("--lang", "de", "games")
    assert refused.exit_code == 1 and "unknown language 'de'" in refused.output, refused.output


REFUSED = [
    (("play", "seasons", "--seed", "abc"), "--seed: 'abc' is not a whole number",
     "--seed : « abc » n'est pas un nombre entier"),
    (("simulate", "seasons", "--players=x"), "--players: 'x' is not a whole number",
     "--players : « x » n'est pas un nombre entier"),
    (("tournament", "seasons", "--games", "1.5"), "--games: '1.5' is not a whole number",
     "--games : « 1.5 » n'est pas un nombre entier"),
    (("serve", "--bot-pause", "soon"), "--bot-pause: 'soon' is not a number",
     "--bot-pause : « soon » n'est pas un nombre"),
    (("replay", "r.json", "--seat", "first"), "--seat: 'first' is not a whole number",
     "--seat : « first » n'est pas un nombre entier"),
    (("play", "seasons", "--sed", "3"), "meeple play has no option --sed; did you mean --save, --seats, --seed?",
     "meeple play n'a pas d'option --sed ; vouliez-vous dire --save, --seats, --seed ?"),
    (("bench", "seasons", "--frobnicate"), "meeple bench has no option --frobnicate",
     "meeple bench n'a pas d'option --frobnicate"),
    (("play", "seasons", "--seed"), "option --seed needs a value", "l'option --seed attend une valeur"),
    (("replay",), "meeple replay: the argument record is missing", "meeple replay : il manque l'argument record"),
    (("games", "extra", "words"), "meeple games: arguments left over: extra words",
     "meeple games : arguments en trop : extra words"),
    (("plya",), "no command 'plya'; commands: games, play, replay, simulate, tournament, bench, serve",
     "pas de commande « plya » ; commandes : games, play, replay, simulate, tournament, bench, serve"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("args, english, french", REFUSED)
def test_a_line_that_does_not_parse_is_one_clear_line(args: tuple[str, ...], english: str, french: str,
                                                       lang: str) -> None:
    """A bad number, an unknown option or command, a missing or extra argument: one line in the person's
    language, exit code 1 and no box or traceback, as a bad game name."""
    result = runner.invoke(app, list(args), env={"COLUMNS": "300", "MEEPLE_LANG": lang}, prog_name="meeple")
    assert result.exit_code == 1, result.output
    expected = ("Erreur : " + french) if lang == "fr" else ("Error: " + english)
    assert result.output.strip() == expected
    assert result.exception is None or isinstance(result.exception, SystemExit)

