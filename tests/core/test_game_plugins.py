"""Games installed by other packages (the ``meeple.games`` entry-point group of meeple.core.game):
a distribution written into a temporary folder on ``sys.path``, found by importlib.metadata as pip
would leave it installed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from meeple.core import game as registry

BUILTIN = ["paladins-of-the-west-kingdom", "path-of-light-and-shadow", "seasons", "shadow-kingdoms-of-valeria"]

PLUGIN = '''
from minimal_game import ToyGame


class Impostor(ToyGame):
    id = "seasons"


GAME = ToyGame()
IMPOSTOR = Impostor()
NOT_A_GAME = "toy"
'''

ENTRY_POINTS = """[meeple.games]
toy = meeple_test_plugin:GAME
seasons = meeple_test_plugin:IMPOSTOR
text = meeple_test_plugin:NOT_A_GAME
"""


@pytest.fixture
def installed_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A distribution ``meeple-test-plugin`` whose entry points name a game, a game claiming a
    built-in game's id and an object that is not a game; a fresh registry."""
    (tmp_path / "meeple_test_plugin.py").write_text(PLUGIN, encoding="utf-8")
    info = tmp_path / "meeple_test_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: meeple-test-plugin\nVersion: 1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(ENTRY_POINTS, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "meeple_test_plugin", raising=False)
    monkeypatch.setattr(registry, "_REGISTRY", {})
    return tmp_path


def test_an_installed_game_joins_the_built_in_ones(installed_plugin: Path) -> None:
    assert registry.games() == sorted([*BUILTIN, "toy"])
    plugin = sys.modules["meeple_test_plugin"]
    assert registry.load_game("toy") is plugin.GAME
    assert registry.load_game("toy").new_game(2, seed=4).view(0)["game"] == "toy"


def test_an_installed_game_never_replaces_a_built_in_one_and_non_games_are_left_out(installed_plugin: Path) -> None:
    from meeple.games import seasons

    assert registry.load_game("seasons") is seasons.GAME
    assert "text" not in registry.games() and "toy" in registry.games()
