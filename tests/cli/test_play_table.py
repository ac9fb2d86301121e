"""`meeple play` as a table a person can read: components behind each choice,
the `i`, `l`, `s`, `u` and `q` keys, forced moves, resuming, secret seeds."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import meeple
from meeple.cli.components import RESERVED
from meeple.cli.main import app

from toy import GAME

runner = CliRunner()


def run(*args: str, input: str | None = None, lines: int = 200) -> Any:
    return runner.invoke(app, list(args), input=input, env={"COLUMNS": "200", "LINES": str(lines)})


# ----------------------------------------------------------------- components, score sheet, log
def test_each_choice_shows_what_its_card_does(toy_registered: meeple.Game, tmp_path: Path) -> None:
    state = GAME.new_game(1, seed=4)
    result = run("play", "toy", "--seats", "human", "--seed", "4", "--save", str(tmp_path / "r.json"),
                 input="q\n")
    assert result.exit_code == 0, result.output
    for action in state.legal_actions():
        value = action.params["value"]
        line = f"(value: {value} · copies: 2) — Scores {value} points if it beats the top of the pile."
        assert line in result.output


def test_the_choices_speak_french_too(toy_registered: meeple.Game, tmp_path: Path) -> None:
    value = GAME.new_game(1, seed=4).legal_actions()[0].params["value"]
    result = run("play", "toy", "--seats", "human", "--seed", "4", "--lang", "fr",
                 "--save", str(tmp_path / "r.json"), input="q\n")
    assert f"(valeur : {value} · exemplaires : 2) — Rapporte {value} points si elle dépasse" in result.output


def test_i_shows_a_component_by_id_or_name(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human", "--seed", "4", "--save", str(tmp_path / "r.json"),
                 input="i card-7\ni Card 3\ni carte 10\ni card\ni dragon\nq\n")
    assert result.exit_code == 0, result.output
    assert "card 7 (card-7)" in result.output and "Scores 7 points if it beats" in result.output
    assert "card 3 (card-3)" in result.output  # case is ignored
    assert "card 10 (card-10)" in result.output  # the French name finds it too
    assert "10 components match 'card'" in result.output
    assert "No component matches 'dragon'." in result.output


def test_i_on_a_game_without_components_says_so(toy_registered: meeple.Game, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    def undescribed() -> list[dict[str, Any]]:
        raise NotImplementedError

    monkeypatch.setattr(GAME, "components", undescribed)
    result = run("play", "toy", "--seats", "human", "--seed", "4", "--save", str(tmp_path / "r.json"),
                 input="i 3\nq\n")
    assert result.exit_code == 0, result.output
    assert "This game does not describe its components yet." in result.output
    assert "Play the card" in result.output  # the choices still read well


def test_s_shows_the_score_sheet_and_the_end_shows_it_final(toy_registered: meeple.Game, tmp_path: Path) -> None:
    answers = "1\n" * 30  # a one-player game: every answer is the first card, until the end
    result = run("play", "toy", "--seats", "human", "--seed", "4", "--save", str(tmp_path / "r.json"),
                 input="1\ns\n" + answers)
    assert result.exit_code == 0, result.output
    record = json.loads((tmp_path / "r.json").read_text())
    final = meeple.replay(record)
    assert "Score sheet" in result.output and "Cards played" in result.output
    block = result.output[result.output.index("Final score sheet"):]
    assert re.search(rf"Total +│ +{final.scores()[0]} ", block)


def test_l_pages_through_the_whole_log(toy_registered: meeple.Game, tmp_path: Path) -> None:
    moves = 12
    result = run("play", "toy", "--seats", "human", "--seed", "6", "--no-auto-forced",
                 "--save", str(tmp_path / "r.json"), input="1\n" * moves + "l\n" + "\n" * 10 + "q\n", lines=12)
    assert result.exit_code == 0, result.output
    state = meeple.replay(json.loads((tmp_path / "r.json").read_text()))
    texts = [event["text"] for event in state.events(0, 0, "en")]
    assert len(texts) == 2 * moves  # a play and a draw each time
    paged = result.output[result.output.index(f"1. {texts[0]}"):]  # only the pager numbers the events
    assert all(f"{number}. {text}" in paged for number, text in enumerate(texts, start=1))
    assert paged.count("Enter = next page") >= 2  # 24 events on a 12-line screen
    assert "earlier events" not in result.output


def test_l_before_any_move_says_the_log_is_empty(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human", "--seed", "6", "--lang", "fr",
                 "--save", str(tmp_path / "r.json"), input="l\nq\n")
    assert result.exit_code == 0, result.output
    assert "Le journal est vide" in result.output


def test_the_new_events_are_never_cut_short(toy_registered: meeple.Game, tmp_path: Path) -> None:
    result = run("play", "toy", "--seats", "human,random,random,random", "--seed", "6",
                 "--save", str(tmp_path / "r.json"), input="1\n" * 6 + "q\n")
    assert result.exit_code == 0, result.output
    state = meeple.replay(json.loads((tmp_path / "r.json").read_text()))
    for event in state.events(0, 0, "en"):
        assert event["text"] in result.output


def empty_deck_inputs(hand: int = 4) -> str:
    """Answers that play a one-player toy game until its deck is empty."""
    return "1\n" * (20 - hand)


def test_u_takes_back_a_decision_that_revealed_nothing(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "human", "--seed", "6", "--option", "hand=4", "--save", str(save),
                 input=empty_deck_inputs() + "1\nu\nq\n")
    assert result.exit_code == 0, result.output
    assert "1 action taken back." in result.output
    assert len(json.loads(save.read_text())["actions"]) == 16


def test_u_refuses_to_go_past_a_draw(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "human", "--seed", "6", "--save", str(save), input="1\nu\nq\n")
    assert result.exit_code == 0, result.output
    assert "Nothing to take back" in result.output
    assert len(json.loads(save.read_text())["actions"]) == 1


def test_a_single_choice_is_played_by_itself_unless_asked_not_to(toy_registered: meeple.Game,
                                                                 tmp_path: Path) -> None:
    # One player, hands of 2: the last card of the game is a forced move.
    auto = run("play", "toy", "--seats", "human", "--seed", "6", "--option", "hand=2",
               "--save", str(tmp_path / "a.json"), input="1\n" * 30)
    assert auto.exit_code == 0, auto.output
    assert "(the only choice)" in auto.output
    asked = run("play", "toy", "--seats", "human", "--seed", "6", "--option", "hand=2", "--no-auto-forced",
                "--save", str(tmp_path / "b.json"), input="1\n" * 30)
    assert "(the only choice)" not in asked.output
    forced = asked.output.count("Your choice") - auto.output.count("Your choice")
    assert forced >= 1
    assert json.loads((tmp_path / "a.json").read_text())["actions"] == \
        json.loads((tmp_path / "b.json").read_text())["actions"]


def test_q_shows_the_scores_so_far_and_says_the_record_is_secret(toy_registered: meeple.Game,
                                                                 tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    result = run("play", "toy", "--seats", "human", "--seed", "6", "--save", str(save), input="1\n1\nq\n")
    assert result.exit_code == 0, result.output
    state = meeple.replay(json.loads(save.read_text()))
    assert "Score sheet" in result.output and "The game is not finished." in result.output
    assert re.search(rf"Total +│ +{state.scores()[0]} ", result.output)
    assert "holds the game's seed" in result.output and f"--resume {save}" in result.output


def test_resume_continues_a_stopped_game(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    run("play", "toy", "--seats", "human,random", "--seed", "9", "--save", str(save), input="1\nq\n")
    stopped = json.loads(save.read_text())
    resumed = run("play", "--resume", str(save), input="1\nq\n")
    assert resumed.exit_code == 0, resumed.output
    assert f"Resumed after {len(stopped['actions'])} actions played" in resumed.output
    record = json.loads(save.read_text())
    assert record["actions"][:len(stopped["actions"])] == stopped["actions"]
    assert len(record["actions"]) > len(stopped["actions"])
    assert record["seed"] == stopped["seed"] and record["seats"] == ["human", "random"]


def test_resume_checks_the_record_and_the_game(toy_registered: meeple.Game, tmp_path: Path) -> None:
    save = tmp_path / "r.json"
    record = GAME.new_game(2, seed=1).to_record()
    save.write_text(json.dumps(record))
    other = run("play", "seasons", "--resume", str(save))
    assert other.exit_code == 1 and "the record is a game of toy, not seasons" in other.output
    save.write_text(json.dumps({**record, "actions": ["play:99"]}))
    bad = run("play", "--resume", str(save))
    assert bad.exit_code == 1 and "actions[0] 'play:99'" in bad.output
    assert run("play").exit_code == 1


def test_a_default_seed_is_secret_and_at_least_64_bits(toy_registered: meeple.Game, tmp_path: Path) -> None:
    seeds = []
    for attempt in range(3):
        save = tmp_path / f"r{attempt}.json"
        result = run("play", "toy", "--seats", "human", "--save", str(save), input="q\n")
        seed = json.loads(save.read_text())["seed"]
        assert str(seed) not in result.output
        seeds.append(seed)
    # Three draws of 64 random bits: all below 2**40 would happen once in 2**72 runs.
    assert max(seeds) >= 2**40 and len(set(seeds)) == 3


def test_the_thinking_status_counts_seconds() -> None:
    from rich.console import Console

    from meeple.cli.play import Elapsed

    console = Console(width=80, record=True)
    status = Elapsed("Player 2 (greedy) is thinking…")
    status.start -= 3.2
    console.print(status)
    assert "Player 2 (greedy) is thinking… 3 s" in console.export_text()


def test_a_cost_table_reads_without_zeros_and_once_for_every_player_count_with_shared_labels() -> None:
    from meeple.cli.components import Components, Describer

    components = Components.__new__(Components)
    components.by_id = {"earth": {"id": "earth", "kind": "resource", "name": {"fr": "Terre", "en": "Earth"}}}
    per_count = {"air": 0, "earth": 2, "crystals": 0}
    entry = {"id": "amulet", "kind": "card", "name": {"fr": "Amulette", "en": "Amulet"},
             "text": {"fr": "", "en": "Gain 9 crystals."}, "provenance": "public",
             "cost": {"2": per_count, "3": per_count}, "free": {"air": 0}, "set": "base", "strength": 0,
             "promotion_cost": 2}
    describer = Describer(components, "fr")
    assert describer.summary(entry) == "Amulette (coût : Terre 2 · coût de promotion : 2)"
    english = Describer(components, "en").summary(entry)
    assert english == "Amulet (cost: Earth 2 · promotion cost: 2) — Gain 9 crystals."
    # a cost that changes with the player count names each count (it read "2 Crystals 3, 3 Crystals 6")
    entry["cost"] = {"2": {"crystals": 3}, "3": {"crystals": 6}}
    components.by_id["crystals"] = {"id": "crystals", "kind": "resource", "name": {"fr": "Cristaux", "en": "Crystals"}}
    assert describer.summary(entry) == \
        "Amulette (coût : Cristaux 3 à 2 joueurs, Cristaux 6 à 3 joueurs · coût de promotion : 2)"
    assert Describer(components, "en").figures(entry).startswith(
        "cost: Crystals 3 with 2 players, Crystals 6 with 3 players")


def test_the_look_up_panel_reads_named_values_and_leaves_the_maintainers_source_out() -> None:
    from rich.console import Console

    from meeple.cli.components import Components, Describer

    game = meeple.load_game("paladins-of-the-west-kingdom")
    components = Components(game)
    entry = next(entry for entry in components.by_id.values()
                 if entry.get("ability") == "on_action" and "source" in entry)
    console = Console(width=160, record=True)
    console.print(Describer(components, "fr").card(entry))
    panel = console.export_text()
    assert "Sur une action" in panel and "on_action" not in panel
    assert "Type " in panel and "Sorte" not in panel  # the card's kind: "Type : Villageois"
    assert entry["source"] not in panel.replace("\n", "").replace("│", "")


@pytest.mark.parametrize("game_id", meeple.games())
def test_every_field_of_every_component_has_a_label_in_both_languages(game_id: str) -> None:
    """The ``i`` panel shows every field of a component (nested tables too): each reads in
    the player's language, from the labels the browser uses, or as a component's name."""
    from meeple.core.labels import label

    components = meeple.load_game(game_id).components()
    ids = {entry["id"] for entry in components}

    def unlabelled(value: object) -> set[str]:
        if isinstance(value, dict):
            if set(value) == {"fr", "en"}:
                return set()
            own = {key for key in value if key not in ids and not key.isdigit() and
                   not (label(key, "fr") and label(key, "en"))}
            return own.union(*(unlabelled(inner) for inner in value.values()))
        if isinstance(value, list):
            return set().union(*(unlabelled(inner) for inner in value))
        return set()

    missing = set().union(*(unlabelled({k: v for k, v in entry.items() if k not in RESERVED}) for entry in components))
    kinds = {entry["kind"] for entry in components if not label(entry["kind"], "fr")}
    assert not missing and not kinds, f"add to src/meeple/core/labels.json: {sorted(missing | kinds)}"
