"""Shared test setup: make the toy game importable and registered."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1] / "examples"))  # the minimal game


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Register the toy game under id "toy" for the duration of a test."""
    from meeple.core import game as registry

    from toy import GAME

    registry._discover()
    monkeypatch.setitem(registry._REGISTRY, GAME.id, GAME)
    return GAME
