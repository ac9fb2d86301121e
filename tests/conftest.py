"""Shared test setup: make the toy game importable and registered."""

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests: a short profile for CI, a long one for local runs
# (HYPOTHESIS_PROFILE=long).  Example counts per test and game.
settings.register_profile("ci", max_examples=12, print_blob=True, derandomize=True)
settings.register_profile("long", max_examples=300, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

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


@pytest.fixture(autouse=True)
def _no_language_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line speaks MEEPLE_LANG's or the locale's language (meeple.cli.common.default_lang):
    every test starts from neither, as on a machine set to English, whatever the machine running them."""
    for name in ("MEEPLE_LANG", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
