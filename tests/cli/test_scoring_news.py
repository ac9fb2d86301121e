"""A scoring the rulebook does during play (Path's End of Year Scoring) shows the
score sheet in the terminal, to people and to spectators of a bot game."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

import meeple
from meeple.cli.main import app
from meeple.core.scoring import SCORED

runner = CliRunner()
PATH = "path-of-light-and-shadow"
SEED = 35  # Player 1 holds a province of defense 7 when year 1 ends


def run(*args: str, input: str | None = None) -> Any:
    return runner.invoke(app, list(args), input=input, env={"COLUMNS": "200", "LINES": "50"})


def record_in_round_four(tmp_path: Path, seats: list[str]) -> tuple[Path, meeple.State]:
    """A 2-player Path game played at random into round 4, the last round of year 1."""
    state: Any = meeple.load_game(PATH).new_game(2, seed=SEED)
    rng = random.Random(SEED)
    while state.round < 4:
        state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "path.json"
    path.write_text(json.dumps({**state.to_record(), "seats": seats}))
    return path, state


def sheet_row(output: str, title: str, category: str) -> list[int]:
    """The numbers of one category's row in the first table titled ``title``."""
    table = output[output.index(title):]
    row = re.search(re.escape(category) + r" *│([ \d│-]+)\n", table)
    assert row is not None, table[:3000]
    return [int(cell) for cell in row.group(1).split("│") if cell.strip()]


def test_a_person_sees_the_sheet_at_the_end_of_year_one(tmp_path: Path) -> None:
    path, state = record_in_round_four(tmp_path, ["human", "human"])
    # The people answer 1 to everything: play the same first choices to find the sheet they see.
    start = len(state.log)
    while not any(event["kind"] == SCORED for event in state.events(0, since=start)):
        state.apply(state.legal_actions()[0])
    entries = [row["entries"] for row in state.score_sheet()["seats"]]
    result = run("play", "--resume", str(path), input="1\n" * 400)
    assert result.exit_code == 0, result.output
    title = "Score sheet after End of Year 1 Scoring"
    assert title in result.output
    for category, key in (("Year 1: province defense", "year-1-provinces"), ("Year 1: realms controlled",
                                                                             "year-1-realms")):
        assert sheet_row(result.output, title, category) == [seat[key] for seat in entries]
    assert sheet_row(result.output, title, "Year 1: province defense") == [7, 0]
    # the sheet follows the log that tells of the scoring
    assert result.output.index("End of year 1: Player 1 gains") < result.output.index(title)


def test_spectators_and_replays_see_it_each_year_and_the_final_sheet_at_the_end(tmp_path: Path) -> None:
    path, _ = record_in_round_four(tmp_path, ["random", "random"])
    result = run("play", "--resume", str(path), "--save", str(tmp_path / "end.json"))
    assert result.exit_code == 0, result.output
    assert result.output.count("Score sheet after End of Year 1 Scoring") == 1
    assert result.output.count("Score sheet after End of Year 2 Scoring") == 1
    assert "Score sheet after End of Year 3" not in result.output  # the game is over: the final sheet says it
    assert "Final score sheet" in result.output
    replay = run("replay", str(tmp_path / "end.json"), "--no-step", "--lang", "fr")
    assert replay.exit_code == 0, replay.output
    assert replay.output.count("Feuille de score après : Décompte de fin de l'année 2") == 1
