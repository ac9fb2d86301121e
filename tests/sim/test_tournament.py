"""tournament(): seatings, statistics, identical results across workers, outputs."""

from __future__ import annotations

import io
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from rich.console import Console

import meeple
from meeple.sim import seatings, tournament
from meeple.sim.stats import ranks, wilson

SEARCH = "ismcts:iterations=25"


@pytest.mark.parametrize(("agents", "players", "count"), [(2, 2, 2), (3, 3, 6), (4, 4, 4), (2, 4, 2), (3, 2, 6),
                                                          (1, 3, 1), (2, 3, 3), (1, 1, 1)])
def test_seatings_balance_agents_over_seats(agents: int, players: int, count: int) -> None:
    seats = seatings(agents, players)
    assert len(seats) == count and len(set(seats)) == count
    # every seat sees the same mix of agents (each agent in proportion to its places at the table)
    mixes = [Counter(s[seat] for s in seats) for seat in range(players)]
    assert all(mix == mixes[0] for mix in mixes) and set(mixes[0]) == set(range(agents))


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson(0, 10)
    assert lo == 0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_ranks_put_winners_first_then_scores() -> None:
    assert ranks([10, 30, 20], [1]) == [2, 0, 1]
    assert ranks([30, 30, 5], [0, 1]) == [0, 0, 1]
    assert ranks([30, 31], [0]) == [0, 1]  # a tie-break winner outranks a higher score


@pytest.fixture(scope="module")
def result_pair() -> tuple[dict, dict, meeple.Game]:  # type: ignore[type-arg]
    from meeple.core import game as registry

    from toy import GAME

    registry._discover()
    registry._REGISTRY[GAME.id] = GAME
    try:
        ticks: list[int] = []
        one = tournament("toy", [SEARCH, "random"], players=2, games=12, seed=3, progress=lambda: ticks.append(1))
        assert len(ticks) == 12
        two = tournament("toy", [SEARCH, "random"], players=2, games=12, seed=3, workers=2)
    finally:
        del registry._REGISTRY[GAME.id]
    return one, two, GAME


def test_same_results_with_one_or_two_workers(result_pair) -> None:  # type: ignore[no-untyped-def]
    one, two, _ = result_pair
    assert json.dumps(one.to_json()) == json.dumps(two.to_json())


def test_json_shape_and_paired_seeds(result_pair) -> None:  # type: ignore[no-untyped-def]
    result, _, _ = result_pair
    data = json.loads(json.dumps(result.to_json()))
    assert {"game", "players", "games", "agents"} <= set(data)
    assert data["game"] == "toy" and data["players"] == 2 and data["games"] == 12 and data["deals"] == 6
    for row in data["agents"]:
        assert {"name", "win_rate", "ci95", "mean_score", "rating"} <= set(row)
        lo, hi = row["ci95"]
        assert 0 <= lo <= row["win_rate"] <= hi <= 1 and row["games"] == 12
    # paired seeds: each deal's seed is played once in each seating
    by_seed = Counter(g["seed"] for g in data["results"])
    assert len(by_seed) == 6 and set(by_seed.values()) == {2}
    rows = {r["name"]: r for r in data["agents"]}
    total = sum(1 / len(g["winners"]) for g in data["results"] if g["winners"])
    assert rows[SEARCH]["wins"] + rows["random"]["wins"] == pytest.approx(total)
    assert sum(data["win_rate_by_seat"]) == pytest.approx(total / 12, abs=1e-3)
    assert data["first_seat_advantage"] == pytest.approx(data["win_rate_by_seat"][0] - 0.5, abs=1e-3)
    # the winner's rating goes up with its win rate
    search, rnd = rows[SEARCH], rows["random"]
    assert (search["rating"] > rnd["rating"]) == (search["win_rate"] > rnd["win_rate"])


def test_table_in_both_languages(result_pair) -> None:  # type: ignore[no-untyped-def]
    result, _, _ = result_pair
    for lang, words in (("en", ["Win rate", "First-seat advantage"]), ("fr", ["Victoires", "premier joueur"])):
        out = io.StringIO()
        Console(file=out, width=200).print(result.table(lang))
        text = out.getvalue()
        assert all(w in text for w in words) and SEARCH in text and "random" in text
        if lang == "fr":  # French figures: a decimal comma, a space before "%" ("50,0 %", never "50.0%")
            figures = re.findall(r"[+-]?\d+(?:[.,]\d+)?\s?%|\d+[.,]\d+", text)
            assert figures and not [f for f in figures if "." in f or (f.endswith("%") and not f[-2].isspace())]
            assert "place 1" not in text  # seat 1 is "Joueur 1", as the tables name it


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_table_cuts_nothing_at_80_columns(result_pair, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At 80 columns rich cut every heading evenly ("Classeme…", "Victoir…") and the bot spec
    ("ismcts:i…"): the headings stand whole and the spec folds onto a second line."""
    from meeple.core.i18n import render

    result, _, _ = result_pair
    out = io.StringIO()
    Console(file=out, width=80).print(result.table(lang))
    text = out.getvalue()
    assert "…" not in text and max(len(line) for line in text.splitlines()) <= 80
    words = set(re.findall(r"[^\s│┃]+", text))
    for key in ("agent", "games", "win_rate", "ci95", "mean_score", "stdev", "rating"):
        assert set(render(f"sim.col.{key}", {}, lang).split()) <= words, key
    agents = "".join(line.split("│")[1].strip() for line in text.splitlines() if line.startswith("│"))
    assert SEARCH in agents


def test_report_is_a_self_contained_page(result_pair, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result, _, _ = result_pair
    page = result.write_report(tmp_path / "rep", lang="fr")
    html = page.read_text(encoding="utf-8")
    assert page.name == "index.html" and "Rapport de tournoi" in html
    assert html.count("Plotly.newPlot") == 4 and "plotly.js" in html.lower()
    saved = json.loads((tmp_path / "rep" / "results.json").read_text(encoding="utf-8"))
    assert saved == json.loads(json.dumps(result.to_json()))


def test_tournament_checks_its_arguments(toy_registered: meeple.Game) -> None:
    with pytest.raises(ValueError, match="known agents"):
        tournament("toy", ["random", "wizard"], players=2, games=2, seed=0)
    with pytest.raises(ValueError, match="players"):
        tournament("toy", ["random"], players=9, games=2, seed=0)
    with pytest.raises(ValueError, match="backend"):
        tournament("toy", ["random"], players=2, games=2, seed=0, backend="cloud")


def test_solo_and_crowded_tables(toy_registered: meeple.Game) -> None:
    solo = tournament("toy", ["random", "greedy"], players=1, games=4, seed=1).to_json()
    assert solo["games"] == 4 and solo["first_seat_advantage"] is None and "adversary_rating" in solo
    crowd = tournament("toy", ["random", "greedy"], players=4, games=4, seed=1).to_json()
    assert crowd["games"] == 4 and all(r["games"] == 8 for r in crowd["agents"])
    same = tournament("toy", ["random", "random"], players=2, games=2, seed=1).to_json()
    assert [r["name"] for r in same["agents"]] == ["random", "random#2"]
