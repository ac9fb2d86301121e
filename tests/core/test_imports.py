"""Imports flow one way: no module of meeple reaches back, directly or through
others, to a module that imports it (issue "one anatomy").  Imports inside
functions count (they hide cycles, they do not break them); imports under
``if TYPE_CHECKING:`` do not (they exist for type hints only)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

SRC = Path(__file__).parents[2] / "src"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                lines.update(range(inner.lineno, (inner.end_lineno or inner.lineno) + 1))
    return lines


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The meeple modules ``path`` imports at run time."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text())
    skipped = _type_checking_lines(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skipped:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from package import submodule`` reaches the submodule; any other
            # name comes from the package's own ``__init__``.
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                       for alias in node.names]
        for target in targets:
            if target in modules and target != name:
                found.add(target)
    return found


@cache
def graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in SRC.rglob("*.py")}
    modules = set(files)
    return {name: imports_of(path, modules) for name, path in files.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected component of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_checker_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


# "meeple" and "meeple.games" stand for their own modules (the top package, the
# game registry's package); the others for every module under them.
ALONE = ("meeple", "meeple.games")
PACKAGES = [*ALONE, *sorted({".".join(name.split(".")[:2]) for name in graph() if name.count(".") >= 2}
                            - {"meeple.games"}),
            *sorted(name for name in graph() if name.count(".") == 2 and name.startswith("meeple.games."))]


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle(package: str) -> None:
    edges = graph()
    inside = [cycle for cycle in cycles(edges)
              if package in cycle or (package not in ALONE and any(m.startswith(package + ".") for m in cycle))]
    assert inside == [], f"import cycles: {inside}"


GAME_PACKAGES = sorted(name for name in graph() if name.count(".") == 2 and name.startswith("meeple.games."))


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_only_setup_and_the_package_import_the_state_module(package: str) -> None:
    """Rule modules take the state as an argument and type it under TYPE_CHECKING."""
    edges = graph()
    importers = sorted(name for name, targets in edges.items() if f"{package}.state" in targets)
    assert set(importers) <= {package, f"{package}.setup"}, importers
