"""analyse(): hints that run until the top choice is clear, with progress reports."""

from __future__ import annotations

import pytest
from test_ismcts import endgame

import meeple
from meeple.agents import Choice, Progress, analyse
from meeple.agents import analysis as analysis_module

from toy import GAME, ToyState


def three_way() -> ToyState:
    """Seat 0 holds 4, 6 and 9 on a pile topped by 5, deck empty."""
    state = endgame()
    state.hands[0][:] = [4, 6, 9]
    state.hands[1][:] = [1, 3, 7]
    state._legal = None
    return state


def test_top_three_sorted_by_visits_that_add_up_to_the_iterations() -> None:
    top = analyse(three_way(), 0, spec="ismcts:iterations=300", seed=2)
    assert len(top) == 3 and all(isinstance(c, Choice) for c in top)
    assert [c.visits for c in top] == sorted((c.visits for c in top), reverse=True)
    assert sum(c.visits for c in top) == 300  # three legal actions: every iteration is in the top three
    assert all(0.0 <= c.value <= 1.0 for c in top)
    assert {c.action.id for c in top} == {"play:4", "play:6", "play:9"}
    assert len(analyse(three_way(), 0, spec="ismcts:iterations=300", top=2, seed=2)) == 2


def test_stops_once_the_choice_is_clear_and_reports_progress() -> None:
    reports: list[Progress] = []
    top = analyse(endgame(), 0, seed=1, time_cap=60.0, progress=reports.append)
    assert top[0].action.id == "play:9"
    iterations = sum(c.visits for c in top)
    # clear: checked every CHECK_EVERY iterations once MIN_ITERATIONS have run
    assert analysis_module.MIN_ITERATIONS <= iterations < analysis_module.MIN_ITERATIONS + 3 * 64
    assert top[0].visits >= analysis_module.LEAD * top[1].visits
    last = reports[-1]
    assert last.clear and last.iterations == iterations and last.choices == top
    again = analyse(endgame(), 0, seed=1, time_cap=60.0)
    assert again == top  # stopping on clarity does not depend on the clock


def test_a_progress_callback_can_stop_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(analysis_module, "PROGRESS_SECONDS", 0.0)
    seen: list[int] = []

    def stop_now(report: Progress) -> bool:
        seen.append(report.iterations)
        return True

    top = analyse(GAME.new_game(2, seed=3), 0, time_cap=60.0, progress=stop_now)
    assert seen[0] == 64 and sum(c.visits for c in top) == 64  # stopped at the first check
    assert len(seen) == 2  # the stopping report and the final one


def test_time_cap_ends_an_unclear_analysis() -> None:
    # the opening of a 4-seat toy game has no clear best card in a few milliseconds
    top = analyse(GAME.new_game(4, seed=3), 0, time_cap=0.05)
    assert 1 <= len(top) <= 3 and sum(c.visits for c in top) > 0


def test_a_written_budget_caps_the_analysis_and_bad_arguments_are_refused() -> None:
    top = analyse(GAME.new_game(2, seed=9), 0, spec="ismcts:iterations=50", seed=4)
    assert sum(c.visits for c in top) <= 50
    state = GAME.new_game(2, seed=9)
    with pytest.raises(ValueError, match="ismcts"):
        analyse(state, 0, "random")
    with pytest.raises(ValueError, match="time_cap"):
        analyse(state, 0, time_cap=0)


def test_a_finished_game_has_no_hint() -> None:
    state = endgame()
    for action in ("play:9", "play:1", "play:2", "play:3"):
        state.apply(action)
    assert analyse(state, 0) == [] and isinstance(state, meeple.State)
