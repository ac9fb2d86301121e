"""Helpers for the per-game privacy tests (issue 15): two states that differ
only in a secret must look the same to every seat that may not know it, and a
determinized copy must deal an opponent's secret cards again."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import meeple


def assert_blind(first: meeple.State, second: meeple.State, seats: Iterable[int | None], since: int = 0) -> None:
    """``seats`` see the same view and the same events (from ``since``) in both states."""
    for observer in seats:
        assert first.view(observer) == second.view(observer), f"seat {observer} sees the secret in its view"
        assert first.events(observer, since) == second.events(observer, since), \
            f"seat {observer} reads the secret in the log"


def assert_resampled(state: meeple.State, observer: int, secret: Callable[[meeple.State], Any],
                     copies: int = 30) -> None:
    """Copies determinized for ``observer`` must not keep the real ``secret`` (an
    opponent's hidden cards as a sorted list): across ``copies`` seeds it must change,
    and the copies must differ from each other."""
    real = secret(state)
    worlds = [secret(state.determinize(observer, random.Random(seed))) for seed in range(copies)]
    assert any(world != real for world in worlds), "every determinized copy kept the opponent's real cards"
    assert len({repr(world) for world in worlds}) > 1, "every determinized copy dealt the same cards"
