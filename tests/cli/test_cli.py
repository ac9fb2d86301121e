"""The `meeple` command, driven through typer's CliRunner on the toy game."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import meeple
from meeple.cli.main import app

from toy import GAME

runner = CliRunner()


def run(*args: str, input: str | None = None, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    # A wide terminal, so that long game names do not wrap across table lines.
    return runner.invoke(app, list(args), input=input, env={"COLUMNS": "200", **(env or {})})


def final_table(output: str) -> str:
    """The final-scores block (table and winners line) of a play or replay."""
    start = output.rindex("Final scores")
    end = output.index("\nWinner", start) + 1
    return output[start:output.index("\n", end)]


def table_scores(block: str) -> list[int]:
    return [int(m) for m in re.findall(r"Player \d+ +│ +(-?\d+) ", block)]


# ----------------------------------------------------------------- games
def test_games_lists_installed_ids(toy_registered: meeple.Game) -> None:
    result = run("games")
    assert result.exit_code == 0, result.output
    assert "toy" in result.output
    assert "Jeu jouet" in result.output and "Toy game" in result.output
    assert "1–4" in result.output


def test_games_in_french_has_french_headers(toy_registered: meeple.Game) -> None:
    result = run("games", "--lang", "fr")
    assert result.exit_code == 0, result.output
    assert "Jeux installés" in result.output and "Nom français" in result.output


@pytest.mark.parametrize("columns", [80, 120])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_games_cuts_no_word_at_80_or_120_columns(lang: str, columns: int) -> None:
    """Every option's name, default and values, and every word of its help, stand whole on a line
    of `meeple games` (at 80 columns the defaults were cut mid-word: "edition=re / vised")."""
    result = runner.invoke(app, ["games", "--lang", lang], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert max(len(line) for line in lines) <= columns
    words = {word.lower() for word in re.findall(WORD, result.output)}
    for game_id in meeple.games():
        game = meeple.load_game(game_id)
        assert game_id in words
        for name, option in game.options.items():
            expected = [name, str(option.default), *re.findall(WORD, option.help[lang])]
            expected += [str(choice) for choice in option.choices or ()]
            expected += [word for named in option.names.values() for word in re.findall(WORD, named[lang])]
            for word in expected:
                assert word.lower() in words, (game_id, name, word)


WORD = r"[^\s│┃,()=]+"  # a word, as the table may wrap lines between words


def test_games_gives_a_coded_choice_with_its_name(toy_registered: meeple.Game) -> None:
    """The lobby offers Seasons' enchantments by name; the command line takes their codes, and
    `meeple games` says which code is which."""
    result = run("games")
    assert re.search(r"│ +-1 = At random +│", result.output) and re.search(r"│ +0 = None +│", result.output)
    assert re.search(r"│ +101 = Elemental Construction +│", result.output)


# ----------------------------------------------------------------- play: people
def test_scripted_human_plays_refuses_bad_input_and_saves_on_quit(toy_registered: meeple.Game,
                                                                  tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    first = GAME.new_game(1, seed=4).legal_actions()[0].id
    result = run("play", "toy", "--seats", "human", "--seed", "4", "--save", str(save), input="1\n99\nnope\n2\nq\n")
    assert result.exit_code == 0, result.output
    assert "'99' is not a choice" in result.output
    assert "'nope' is not a choice" in result.output
    assert "Game stopped." in result.output
    record = json.loads(save.read_text())
    assert record["finished"] is False
    assert len(record["actions"]) == 2  # the two valid answers, nothing from the refused ones
    assert record["actions"][0] == first
    # The second answer was the 2nd legal choice after the first move.
    state = GAME.new_game(1, seed=4)
    state.apply(first)
    assert record["actions"][1] == state.legal_actions()[1].id


def test_an_action_id_is_accepted_as_an_answer(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    last = GAME.new_game(1, seed=9).legal_actions()[-1].id
    result = run("play", "toy", "--seats", "human", "--seed", "9", "--save", str(save), input=f"{last}\nq\n")
    assert result.exit_code == 0, result.output
    assert json.loads(save.read_text())["actions"] == [last]


def test_human_sees_own_hand_but_not_the_others(toy_registered: meeple.Game, tmp_path: Path) -> None:
    state = GAME.new_game(2, seed=2)
    result = run("play", "toy", "--seats", "human,human", "--seed", "2", "--save", str(tmp_path / "r.json"),
                 input="q\n")
    assert result.exit_code == 0, result.output
    shown = re.search(r"hand-0 +([\w, -]+)", result.output)
    assert shown is not None and shown.group(1).strip() == ", ".join(f"card-{c}" for c in state.hands[0])
    assert re.search(rf"hand-1 +{len(state.hands[1])} \(hidden\)", result.output)
    assert "Player 1 to play" in result.output  # several people: whose turn it is


def test_end_of_input_quits_and_keeps_the_record(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "human", "--seed", "1", "--save", str(save), input="1\n")
    assert result.exit_code == 0, result.output
    assert json.loads(save.read_text())["actions"] == [GAME.new_game(1, seed=1).legal_actions()[0].id]


def test_french_interface(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human", "--seed", "1", "--lang", "fr",
                 "--save", str(tmp_path / "r.json"), input="zz\nq\n")
    assert result.exit_code == 0, result.output
    assert "Jouez une carte" in result.output  # the game's prompt
    assert "Jouer la carte" in result.output  # the actions
    assert "« zz » n'est pas un choix" in result.output
    assert "Partie interrompue." in result.output
    assert "Game stopped" not in result.output


def test_language_from_environment(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human", "--seed", "1", "--save", str(tmp_path / "r.json"),
                 input="q\n", env={"MEEPLE_LANG": "fr"})
    assert result.exit_code == 0, result.output
    assert "Partie interrompue." in result.output


def test_option_reaches_the_game(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "human", "--seed", "1", "--option", "hand=2", "--save", str(save),
                 input="q\n")
    assert result.exit_code == 0, result.output
    assert json.loads(save.read_text())["options"] == {"hand": 2}
    hand = GAME.new_game(1, seed=1, options={"hand": 2}).hands[0]
    assert len(hand) == 2 and re.search(r"hand-0 +" + ", ".join(f"card-{c}" for c in hand) + r"\s", result.output)


def test_default_record_path_names_the_game_not_the_seed(toy_registered: meeple.Game, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("play", "toy", "--seats", "human", "--seed", "77123", input="q\n")
    assert result.exit_code == 0, result.output
    saved = list(tmp_path.glob("meeple-toy-*.json"))
    assert len(saved) == 1 and "77123" not in saved[0].name
    assert "77123" not in result.output


# ----------------------------------------------------------------- play: bots, hints, replay
def test_bot_game_finishes_and_replays_to_the_same_scores(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "bots.json"
    played = run("play", "toy", "--seats", "random,greedy,random", "--seed", "12", "--save", str(save))
    assert played.exit_code == 0, played.output
    record = json.loads(save.read_text())
    assert record["finished"] is True and record["seats"] == ["random", "greedy", "random"]
    expected = meeple.replay(record).scores()
    replayed = run("replay", str(save), "--no-step")
    assert replayed.exit_code == 0, replayed.output
    assert table_scores(final_table(played.output)) == expected
    assert table_scores(final_table(replayed.output)) == expected
    assert final_table(played.output) == final_table(replayed.output)
    assert f"{len(record['actions'])}. Player" in replayed.output  # every action shown


def test_bot_moves_reach_the_human_through_the_log(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human,random", "--seed", "3", "--save", str(tmp_path / "r.json"),
                 input="1\nq\n")
    assert result.exit_code == 0, result.output
    assert "Player 2 plays the" in result.output  # the bot, seat 1, named from 1 as everywhere
    assert "Player 2 draws a card" in result.output  # the redacted form: the human never sees the card


def test_hint_shows_the_search_choices(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human,random", "--seed", "3", "--hint", "ismcts:iterations=40",
                 "--save", str(tmp_path / "r.json"), input="h\n?\nq\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Search hint (ismcts:iterations=40)") == 2
    legal = [a.text("en") for a in GAME.new_game(2, seed=3).legal_actions()]
    hint = result.output[result.output.index("Search hint"):]
    assert any(text in hint for text in legal)


def test_hint_runs_until_its_top_choice_is_clear(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human,random", "--seed", "3", "--hint", "ismcts",
                 "--save", str(tmp_path / "r.json"), input="h\nq\n")
    assert result.exit_code == 0, result.output
    found = re.search(r"Top choice clear after ([\d,]+) iterations", result.output)
    assert found is not None, result.output
    assert int(found.group(1).replace(",", "")) >= 1000  # the stopping rule's minimum (meeple.agents.analysis)
    assert "Chance to win (estimated)" in result.output


def test_hint_chances_never_read_as_certain() -> None:
    """A solo seat far behind the AI sees every choice's chance near 0: "0 %" would read as a certain loss."""
    from meeple.cli.play import chance

    assert chance(0.0007) == "< 1 %" and chance(0.0) == "< 1 %"
    assert chance(0.9996) == "> 99 %" and chance(1.0) == "> 99 %"
    assert chance(0.006) == "1 %" and chance(0.5) == "50 %" and chance(0.994) == "99 %"


def test_hint_in_french(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human,random", "--seed", "3", "--hint", "ismcts:iterations=20",
                 "--lang", "fr", "--save", str(tmp_path / "r.json"), input="h\nq\n")
    assert result.exit_code == 0, result.output
    assert "Conseil de la recherche" in result.output and "Chance de gagner (estimée)" in result.output
    assert "Premier choix pas encore net après 20 itérations" in result.output
    seconds = re.search(r"20 itérations \((\S+) s\)", result.output)
    assert seconds is not None and re.fullmatch(r"\d+,\d", seconds.group(1)), result.output  # "0,1 s", not "0.1 s"


def test_replay_seen_from_one_seat_shows_what_it_read(toy_registered: meeple.Game, tmp_path: Path) -> None:
    state = GAME.new_game(2, seed=8)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    save = tmp_path / "r.json"
    save.write_text(json.dumps(state.to_record()))
    result = run("replay", str(save), "--no-step", "--seat", "1")
    assert result.exit_code == 0, result.output
    assert "(hidden choice)" not in result.output
    assert "1. Player 1: Play the" in result.output
    # Player 2's public move, as Player 1's log tells it, and its draw redacted.
    second = state.events(0, 0, "en")
    played = next(e["text"] for e in second if e["kind"] == "toy.played" and e["params"]["seat"] == 1)
    block = result.output[result.output.index("2. Player 2:"):result.output.index("3. Player 1")]
    assert played in block and "Player 2 draws a card" in block
    assert "play:" not in block  # no action ids
    assert table_scores(final_table(result.output)) == state.scores()


def test_replay_steps_on_enter_and_stops_on_q(toy_registered: meeple.Game, tmp_path: Path) -> None:
    state = GAME.new_game(2, seed=8)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    save = tmp_path / "r.json"
    save.write_text(json.dumps(state.to_record()))
    result = run("replay", str(save), input="\n\nq\n")
    assert result.exit_code == 0, result.output
    assert "2. Player 2" in result.output and "3. Player" not in result.output
    assert "The game is not finished." in result.output


# ----------------------------------------------------------------- simulate, tournament, bench
def test_simulate_json_is_valid_and_repeatable(toy_registered: meeple.Game) -> None:
    args = ("simulate", "toy", "--players", "2", "--games", "4", "--seed", "5", "--bots", "random,greedy", "--json")
    first, second = run(*args), run(*args)
    assert first.exit_code == 0, first.output
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert data["game"] == "toy" and data["players"] == 2 and data["seed"] == 5
    assert len(data["games"]) == 4
    assert {"seed", "scores", "winners", "actions"} <= set(data["games"][0])


def test_simulate_table(toy_registered: meeple.Game) -> None:
    result = run("simulate", "toy", "--players", "2", "--games", "3", "--seed", "1", "--bots", "random")
    assert result.exit_code == 0, result.output
    assert "Win rate" in result.stdout and "Game length" in result.stdout


def test_tournament_json(toy_registered: meeple.Game) -> None:
    result = run("tournament", "toy", "--agents", "random,greedy", "--players", "2", "--games", "2", "--seed", "1",
                 "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "toy" and data["players"] == 2
    assert [a["name"] for a in data["agents"]] == ["random", "greedy"]  # in the order given


def test_simulate_and_tournament_name_the_seeds_of_games_past_the_action_bound(toy_registered: meeple.Game) -> None:
    result = run("simulate", "toy", "--players", "2", "--games", "3", "--seed", "1", "--max-actions", "3", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [g["actions"] for g in data["games"]] == [3, 3, 3]
    assert [g["seed"] for g in data["stalled"]] == [g["seed"] for g in data["games"]]
    table = run("simulate", "toy", "--players", "2", "--games", "3", "--seed", "1", "--max-actions", "3")
    seeds = ", ".join(str(g["seed"]) for g in data["games"])
    assert f"3 games stopped unfinished after 3 actions (seeds: {seeds})" in table.stdout
    fight = run("tournament", "toy", "--agents", "random,greedy", "--games", "2", "--seed", "1", "--max-actions", "2")
    assert fight.exit_code == 0, fight.output
    assert "stopped unfinished after 2 actions" in fight.stdout
    assert "stopped unfinished" not in run("simulate", "toy", "--games", "3", "--seed", "1").stdout
    refused = run("simulate", "toy", "--max-actions", "0")
    assert refused.exit_code != 0 and "--max-actions" in refused.output


def test_bench_json(toy_registered: meeple.Game) -> None:
    result = run("bench", "toy", "--runs", "1", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "toy" and data["actions_per_second"] > 0


def test_bench_table_counts_its_runs_in_words(toy_registered: meeple.Game) -> None:
    """"Médianes de 1 mesures": the caption agrees with its counts, and French figures take a decimal comma."""
    for lang, words in (("fr", "Médianes de 1 mesure, 2 joueurs,"), ("en", "Medians of 1 run, 2 players,")):
        shown = " ".join(run("bench", "toy", "--runs", "1", "--lang", lang, env={"COLUMNS": "300"}).stdout.split())
        assert words in shown, shown


@pytest.mark.parametrize(("command", "words"), [
    ("play", "(default: human,random; with --resume: the record's)"),
    ("simulate", "(default: meeple.sim's bound, far past any finished game)"),
    ("tournament", "(default: meeple.sim's bound, far past any finished game)"),
])
def test_help_shows_every_word_it_has(command: str, words: str) -> None:
    """The help is rich text: a "[default: ...]" in it read as a style tag and vanished."""
    shown = " ".join(run(command, "--help", env={"COLUMNS": "400"}).stdout.split())
    assert words in shown, shown


# ----------------------------------------------------------------- errors
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("play", "no-such-game", "--seats", "human"), "no game 'no-such-game'"),
        (("play", "toy", "--seats", "human,human,human,human,human"), "played by 1 to 4 players, not 5"),
        (("play", "toy", "--seats", "human", "--option", "hand=7"), "option hand: '7' is not allowed"),
        (("play", "toy", "--seats", "human", "--option", "colour=red"), "toy has no option 'colour'"),
        (("play", "toy", "--seats", "human", "--option", "hand"), "write key=value"),
        (("play", "toy", "--seats", "human", "--lang", "de"), "unknown language 'de'"),
        (("replay", "/nonexistent/record.json"), "cannot read the record"),
        (("replay", "RECORD", "--seat", "3"), "there is no player 3 (players 1 to 2)"),
        (("simulate", "toy", "--players", "9"), "not 9"),
        (("games", "--lang", "xx"), "unknown language"),
    ],
)
def test_errors_are_clear_and_exit_non_zero(toy_registered: meeple.Game, args: tuple[str, ...],
                                            message: str, tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_text(json.dumps(GAME.new_game(2, seed=1).to_record()))
    result = run(*(str(record) if a == "RECORD" else a for a in args))
    assert result.exit_code != 0
    assert message in result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_unknown_bot_is_a_clear_error(toy_registered: meeple.Game) -> None:
    result = run("play", "toy", "--seats", "human,wizard", input="q\n")
    assert result.exit_code != 0
    assert "invalid bot 'wizard'" in result.output


def test_errors_in_french(toy_registered: meeple.Game) -> None:
    result = run("play", "nothing", "--lang", "fr")
    assert result.exit_code != 0
    assert "aucun jeu « nothing »" in result.output


def test_bot_play_is_the_game_sim_plays_with_the_same_seed(toy_registered: meeple.Game, tmp_path: Path) -> None:
    from meeple.sim.play import play as sim_play

    save = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "random,greedy", "--seed", "21", "--save", str(save))
    assert result.exit_code == 0, result.output
    record = json.loads(save.read_text())
    expected = sim_play(GAME, 2, 21, ["random", "greedy"])
    assert meeple.replay(record).scores() == expected["scores"]
    assert len(record["actions"]) == expected["actions"]


def test_game_render_hook_gets_only_the_seat_view(toy_registered: meeple.Game, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int | None, dict]] = []

    def render(view: dict, seat: int | None, lang: str) -> str:
        seen.append((seat, view))
        return f"CUSTOM BOARD {lang} seat={seat}"

    monkeypatch.setattr(GAME, "render", render, raising=False)
    result = run("play", "toy", "--seats", "human,human", "--seed", "5", "--lang", "fr",
                 "--save", str(tmp_path / "r.json"), input="1\nq\n")
    assert result.exit_code == 0, result.output
    assert "CUSTOM BOARD fr seat=0" in result.output and "CUSTOM BOARD fr seat=1" in result.output
    for seat, view in seen:
        assert seat is not None
        other = f"hand-{1 - seat}"
        assert isinstance(view["hidden"][other], int)  # only a count of the other hand
        assert isinstance(view["hidden"][f"hand-{seat}"], list)


def test_every_installed_game_plays_saves_and_replays(tmp_path: Path) -> None:
    """All-bot play of each real game, then replay to the same final scores."""
    from meeple.core.game import games, load_game

    installed = [g for g in games() if g != "toy"]
    assert len(installed) == 4, installed  # Paladins, Path, Seasons, Valeria
    for game_id in installed:
        game = load_game(game_id)
        players = min(max(2, game.min_players), game.max_players)
        save = tmp_path / f"{game_id}.json"
        played = run("play", game_id, "--seats", ",".join(["random"] * players), "--seed", "3", "--save", str(save))
        assert played.exit_code == 0, played.output
        record = json.loads(save.read_text())
        assert record["finished"] is True
        replayed = run("replay", str(save), "--no-step", "--lang", "fr")
        assert replayed.exit_code == 0, replayed.output
        assert table_scores(final_table(played.output)) == meeple.replay(record).scores()
        french = replayed.output[replayed.output.rindex("Scores finaux"):]
        assert [int(v) for v in re.findall(r"Joueur \d+ +│ +(-?\d+) ", french)] == meeple.replay(record).scores()


def test_agent_lists_keep_multi_option_specs_together() -> None:
    from meeple.cli.common import split_list

    assert split_list("ismcts:time=0.5,depth=20,random, greedy") == ["ismcts:time=0.5,depth=20", "random", "greedy"]
    assert split_list("human,,random") == ["human", "random"]


def test_python_dash_m_meeple_runs_the_same_command_line() -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(meeple.__file__).parents[1]), "COLUMNS": "200"}
    done = subprocess.run([sys.executable, "-m", "meeple", "games"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "shadow-kingdoms-of-valeria" in done.stdout and "Usage" not in done.stdout


def test_play_names_each_bot_as_the_lobby_does(toy_registered: meeple.Game, tmp_path: Path) -> None:
    """The seat lines read "Joueur 2 : robot Hasard (random)", not the bare spec "random"."""
    result = run("play", "toy", "--seats", "human,random,ismcts:iterations=5", "--seed", "3", "--lang", "fr",
                 "--save", str(tmp_path / "r.json"), input="q\n")
    assert result.exit_code == 0, result.output
    assert "Joueur 1 : humain" in result.output
    assert "Joueur 2 : robot Hasard (random)" in result.output
    assert "Joueur 3 : robot ismcts:iterations=5" in result.output
