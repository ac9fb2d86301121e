"""The solo option ``adversary_vp`` takes only the starts the rulebook can mean
(Solo, "Difficulté": space 10 upwards on the 70-space score track)."""

from __future__ import annotations

import pytest

import meeple


@pytest.mark.parametrize("start", [-1, 0, 9, 70, 10**100])
def test_a_start_off_the_rulebooks_range_is_refused_by_name(start: int) -> None:
    with pytest.raises(ValueError, match=rf"^option adversary_vp must be .* from 10 .* to 69 .*, not {start}$"):
        meeple.load_game("shadow-kingdoms-of-valeria").new_game(1, 1, {"adversary_vp": start})


@pytest.mark.parametrize("start", [10, 30, 69])
def test_the_adversary_starts_where_the_option_says(start: int) -> None:
    state = meeple.load_game("shadow-kingdoms-of-valeria").new_game(1, 1, {"adversary_vp": start})
    assert state.solo is not None and state.solo.vp == start
