"""Issue 9 at the command line: bad paths, records and bot specs end with one
clear message before any work, never a traceback, never "Error: Error:"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import meeple
from meeple.cli.main import app
from meeple.core.errors import Refused

from toy import GAME

runner = CliRunner()


def run(*args: str, input: str | None = None) -> Any:
    return runner.invoke(app, list(args), input=input, env={"COLUMNS": "200"})


def assert_clear_error(result: Any, words: str) -> None:
    assert result.exit_code == 1, result.output
    assert words in result.output, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Error: Error:" not in result.output
    assert result.output.count("Error:") == 1


@pytest.mark.parametrize("where, words", [
    ("missing/game.json", "no such file or folder"),
    ("", "is a folder"),
    ("/proc/x.json", "cannot write /proc/x.json"),
])
def test_play_refuses_a_record_path_it_cannot_write_before_the_game(toy_registered: meeple.Game, tmp_path: Path,
                                                                   where: str, words: str) -> None:
    path = where if where.startswith("/") else str(tmp_path / where)
    result = run("play", "toy", "--seats", "human", "--save", path, input="1\n")
    assert_clear_error(result, words)
    assert "Play a card" not in result.output  # no game was started


def test_play_checks_the_path_without_leaving_a_file(toy_registered: meeple.Game, tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "human,human", "--seed", "1", "--save", str(path), input="q\n")
    assert result.exit_code == 0
    assert json.loads(path.read_text())["actions"] == []  # the record itself, written at the end


def test_tournament_refuses_a_report_folder_before_playing(toy_registered: meeple.Game) -> None:
    result = run("tournament", "toy", "--games", "2", "--json", "--report", "/proc/forbidden")
    assert_clear_error(result, "cannot write /proc/forbidden")
    assert "{" not in result.output  # no games were played, so no results


def test_tournament_report_written_where_asked(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("tournament", "toy", "--games", "2", "--json", "--report", str(tmp_path / "new" / "report"))
    assert result.exit_code == 0, result.output
    assert list((tmp_path / "new" / "report").iterdir())


def record_with(**changes: Any) -> dict[str, Any]:
    record = GAME.new_game(2, seed=1).to_record()
    record.update(changes)
    return record


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("content, words", [
    (json.dumps(record_with(actions=5)), "record field actions"),
    (json.dumps(record_with(actions=None)), "record field actions"),
    (json.dumps(record_with(actions="play:1")), "record field actions"),
    (json.dumps(record_with(num_players="x")), "record field num_players"),
    (json.dumps(record_with(num_players="two")), "record field num_players"),
    (json.dumps(record_with(num_players=None)), "record field num_players"),
    (json.dumps(record_with(num_players=9)), "played by 1 to 4 players, not 9"),
    (json.dumps(record_with(seed=None)), "record field seed"),
    (json.dumps(record_with(seed="x")), "record field seed"),
    (json.dumps(record_with(options=[[1]])), "record field options"),
    (json.dumps(record_with(options={"hand": 7})), "option hand=7"),
    (json.dumps(record_with(version="999")), "version"),
    (json.dumps({k: v for k, v in record_with().items() if k != "game"}), "record field game"),
    (json.dumps(record_with(game="no-such-game")), "no game 'no-such-game'"),
    (json.dumps([1, 2]), "a record is a JSON object"),
    ('{"game": ' + nested(100_000) + "}", "cannot read the record"),
    ("{not json", "cannot read the record"),
])
def test_replay_of_a_malformed_record_is_one_clear_error(toy_registered: meeple.Game, tmp_path: Path,
                                                         content: str, words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    for command in (("replay", str(path), "--no-step"), ("play", "--resume", str(path))):
        assert_clear_error(run(*command), words)


def test_replay_names_the_illegal_action(toy_registered: meeple.Game, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record_with(actions=["play:99"])))
    result = run("replay", str(path), "--no-step")
    assert_clear_error(result, "action #1 'play:99'")
    # the engine's reason, not the prompt's "type a number"
    assert "is not a legal choice now (Play a card)" in result.output
    assert "type a number" not in result.output


@pytest.mark.parametrize("spec, words", [
    ("ismcts:iterations=-5", "iterations=-5 is too small"),
    ("ismcts:time=-1", "time=-1.0 is too small"),
    ("greedy:samples=0", "samples=0 is too small"),
    ("ismcts:time=inf", "time=inf is not a finite number"),
    ("ismcts:time=nan", "time=nan is not a finite number"),
    ("wizard", "unknown agent 'wizard'"),
])
@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_bad_bot_specs_are_refused_before_any_game(toy_registered: meeple.Game, tmp_path: Path, spec: str,
                                                   words: str, command: str) -> None:
    args = {
        "play": ("play", "toy", "--seats", f"human,{spec}", "--save", str(tmp_path / "r.json")),
        "simulate": ("simulate", "toy", "--games", "2", "--bots", f"random,{spec}"),
        "tournament": ("tournament", "toy", "--games", "2", "--agents", f"random,{spec}"),
    }[command]
    result = run(*args, input="q\n")
    assert_clear_error(result, words)
    assert f"invalid bot '{spec}'" in result.output
    assert "Games" not in result.output  # no progress bar drawn
    assert not (tmp_path / "r.json").exists()


LIBRARY_WORDS = ("Expecting", "Input should", "No such file", "Permission denied", "codec", "Is a directory",
                 "Errno")


@pytest.mark.parametrize("content, english, french", [
    ("{not json", "not valid JSON (line 1, column 2)", "ce n'est pas du JSON valide (ligne 1, colonne 2)"),
    ('{"game": "toy",\n  "seed": }', "not valid JSON (line 2, column 11)",
     "ce n'est pas du JSON valide (ligne 2, colonne 11)"),
    (b"\xff\xfe{}", "not UTF-8 text", "ce n'est pas un texte UTF-8"),
    ('{"game": ' + nested(100_000) + "}", "JSON nested too deeply", "JSON imbriqué trop profondément"),
    (json.dumps(record_with(num_players="x")), "record field num_players: a whole number is expected",
     "champ num_players de l'enregistrement : un nombre entier est attendu"),
    (json.dumps({k: v for k, v in record_with().items() if k != "seed"}), "record field seed: missing",
     "champ seed de l'enregistrement : absent"),
    (json.dumps(record_with(actions="play:1")), "record field actions: a list is expected",
     "champ actions de l'enregistrement : une liste est attendue"),
    (json.dumps([1, 2]), "a record is a JSON object", "un enregistrement est un objet JSON"),
    (json.dumps(record_with(num_players=9)), "toy is played by 1 to 4 players, not 9",
     "toy se joue de 1 à 4 joueurs, pas 9"),
    (json.dumps(record_with(version="999")), "this record was made by toy version '999'",
     "cet enregistrement a été fait par toy version « 999 »"),
    (None, "no such file or folder", "fichier ou dossier introuvable"),
    ("", "it is a folder", "c'est un dossier"),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bad_record_is_told_in_our_words(toy_registered: meeple.Game, tmp_path: Path, content: str | bytes | None,
                                           english: str, french: str, lang: str) -> None:
    """The JSON library's, the schema's and the system's own texts are English whatever the language
    ("Expecting value: line 1 column 1 (char 0)" inside a French sentence): the reasons are ours."""
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content == "":
        path.mkdir()
    elif content is not None:
        path.write_text(content)
    for command in (("replay", str(path), "--no-step"), ("play", "--resume", str(path))):
        result = runner.invoke(app, [*command, "--lang", lang], env={"COLUMNS": "300"})
        assert result.exit_code == 1, result.output
        start = "Erreur : impossible de lire l'enregistrement" if lang == "fr" else "Error: cannot read the record"
        assert result.output.startswith(start), result.output
        assert (french if lang == "fr" else english) in result.output, result.output
        assert not any(words in result.output for words in LIBRARY_WORDS), result.output


@pytest.mark.parametrize("lang, words", [
    ("en", "cannot write /nowhere/r.json: no such file or folder"),
    ("fr", "impossible d'écrire /nowhere/r.json : fichier ou dossier introuvable"),
])
def test_a_path_that_cannot_be_written_is_told_in_our_words(toy_registered: meeple.Game, lang: str,
                                                            words: str) -> None:
    result = runner.invoke(app, ["play", "toy", "--seats", "human", "--save", "/nowhere/r.json", "--lang", lang],
                           env={"COLUMNS": "300"})
    assert result.exit_code == 1 and words in result.output, result.output
    assert not any(library in result.output for library in LIBRARY_WORDS), result.output


@pytest.mark.parametrize("lang, words", [
    ("fr", "Erreur : Destins croisés change le draft : pas au niveau apprenti, dont les decks sont fixes"),
    ("en", "Error: Crossed Paths changes the draft: not at the apprentice level, whose decks are fixed"),
])
def test_an_option_the_rules_refuse_is_told_in_the_persons_language(lang: str, words: str) -> None:
    result = runner.invoke(app, ["play", "seasons", "-o", "level=apprentice", "-o", "expansion=path-of-destiny",
                                 "-o", "enchantment=10", "--lang", lang], env={"COLUMNS": "300"})
    assert result.exit_code == 1 and result.output.strip() == words, result.output



@pytest.mark.parametrize("options, english, french", [
    ({"hand": "9"}, "option hand=9 is not one of (2, 3, 4)", "option hand=9 : pas parmi (2, 3, 4)"),
    ({"hand": "two"}, "option hand must be a number, not 'two'", "l'option hand doit être un nombre, pas 'two'"),
    ({"hand": True}, "option hand must be a whole number, not True",
     "l'option hand doit être un nombre entier, pas True"),
    ({"size": 1}, "toy has no option size; options: ['hand']", "toy n'a pas d'option size ; options : ['hand']"),
])
def test_the_engines_option_refusals_say_themselves_in_both_languages(toy_registered: meeple.Game,
                                                                      options: dict[str, Any], english: str,
                                                                      french: str) -> None:
    """What the lobby and the command line show when the rules refuse an option (str() stays English)."""
    with pytest.raises(Refused) as caught:
        toy_registered.new_game(2, 0, options)
    assert (str(caught.value), caught.value.text("fr")) == (english, french)


@pytest.mark.parametrize("args, kind, english, french", [
    ((9,), ValueError, "toy is played by 1 to 4 players, not 9", "toy se joue de 1 à 4 joueurs, pas 9"),
    (("2",), TypeError, "num_players must be an integer, not '2'", "num_players doit être un nombre entier, pas '2'"),
    ((2, True), TypeError, "seed must be an integer, not True", "seed doit être un nombre entier, pas True"),
    ((2, 0, [("hand", 2)]), TypeError, "options must be a mapping of option names to values, not list",
     "options doit associer des noms d'options à des valeurs, pas list"),
])
def test_a_new_games_player_count_and_types_say_themselves_in_both_languages(
        toy_registered: meeple.Game, args: tuple[Any, ...], kind: type[Exception], english: str, french: str) -> None:
    """The seat count a person chose in the lobby or a record holds; a wrong type stays a TypeError."""
    with pytest.raises(Refused) as caught:
        toy_registered.new_game(*args)
    assert isinstance(caught.value, kind)
    assert (str(caught.value), caught.value.text("fr")) == (english, french)


@pytest.mark.parametrize("spec, english, french", [
    ("ismcts:iterations=-5", "invalid bot 'ismcts:iterations=-5': ismcts: iterations=-5 is too small (at least 0)",
     "joueur artificiel « ismcts:iterations=-5 » invalide : ismcts : iterations=-5 est trop petit (au moins 0)"),
    ("greedy:samples=many", "option samples='many' should be a whole number",
     "l'option samples='many' doit être un nombre entier"),
    ("wizard", "unknown agent 'wizard' in spec 'wizard'", "joueur artificiel 'wizard' inconnu dans 'wizard'"),
    ("ismcts:playout=smart", "ismcts: unknown playout 'smart'; use one of ['greedy', 'policy', 'random']",
     "ismcts : playout 'smart' inconnu ; au choix : ['greedy', 'policy', 'random']"),
    ("ismcts:guide=-0.5", "ismcts: guide=-0.5 is a chance, between 0 and 1 (-1: the game's)",
     "ismcts : guide=-0.5 est une probabilité, entre 0 et 1 (-1 : celle du jeu)"),
    ("ismcts:relative=-0.5", "ismcts: relative=-0.5 is a share, between 0 and 1 (-1: the game's)",
     "ismcts : relative=-0.5 est une part, entre 0 et 1 (-1 : celle du jeu)"),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bad_bot_spec_is_told_in_the_persons_language(toy_registered: meeple.Game, spec: str, english: str,
                                                        french: str, lang: str) -> None:
    result = runner.invoke(app, ["simulate", "toy", "--bots", f"random,{spec}", "--lang", lang],
                           env={"COLUMNS": "300"})
    assert result.exit_code == 1 and (french if lang == "fr" else english) in result.output, result.output
