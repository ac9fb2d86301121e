"""The Seasons package's layout: imports flow one way (content, model, registry,
helpers, rule modules, state, setup, package) and every card effect is found."""

from __future__ import annotations

import ast
from pathlib import Path

import meeple.games.seasons as package
from meeple.games.seasons.content import load
from meeple.games.seasons.registry import ACTIVATIONS, DECISIONS, END_ROUND, ON_PLAY, SEASON_CHANGE

FOLDER = Path(package.__file__).parent
# Each module may import only modules earlier in this list (display, policy and
# evaluation are leaves the state reaches lazily).
LAYERS = ["content", "text", "model", "components", "registry", "rules", "scoring", "play", "enchantments",
          "track", "looks", "cards_on_play", "cards_activated", "cards_round", "tokens", "followups", "turn",
          "main_turn", "prelude",
          "view", "policy", "evaluation", "state", "setup", "display", "__init__"]


def imported(module: str) -> set[str]:
    tree = ast.parse((FOLDER / f"{module}.py").read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "meeple.games.seasons":
                found.update(alias.name for alias in node.names)
            elif node.module.startswith("meeple.games.seasons."):
                found.add(node.module.rsplit(".", 1)[1])
    return found


def test_every_module_has_a_layer() -> None:
    assert sorted(p.stem for p in FOLDER.glob("*.py")) == sorted(LAYERS)


def test_imports_flow_one_way() -> None:
    for rank, module in enumerate(LAYERS):
        later = set(LAYERS[rank:]) - {"evaluation", "policy"} if module == "state" else set(LAYERS[rank:])
        assert not imported(module) & later, f"{module} imports {sorted(imported(module) & later)}"


def test_only_setup_and_the_package_import_the_state() -> None:
    users = {module for module in LAYERS if "state" in imported(module)}
    assert users <= {"setup", "state"}


def test_every_implemented_card_has_its_effects_registered() -> None:
    import meeple.games.seasons.state  # noqa: F401 (registers every rule module)

    content = load()
    coded = set(ON_PLAY.entries) | set(ACTIVATIONS.entries) | set(END_ROUND.entries) | set(SEASON_CHANGE.entries)
    # permanent or end-of-game cards whose effect sits in the rule it changes
    permanent = {6, 8, 11, 13, 14, 15, 18, 19, 20, 22, 27, 30, 33, 39, 41, 45, 46, 113, 114, 202, 203, 205, 206, 212,
                 215, 222, 301}  # 301: Speedwall reacts to a draw (rules.drew_one)
    missing = [cid for cid in content.deck_ids if cid not in coded | permanent]
    assert not missing
    assert {"main", "draft", "die", "look", "choice", "end_round"} <= set(DECISIONS.kinds())
