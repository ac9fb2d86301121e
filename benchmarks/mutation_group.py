"""Prepare a mutmut run over one group of modules in a scratch copy of the project.

    .venv/bin/python benchmarks/mutation_group.py DIR MODULE [MODULE ...] --tests TESTS [TESTS ...] \
        [--ignore GLOB ...] [--select EXPRESSION] [--timeout-multiplier N]
    cd DIR && rm -rf mutants && nice -n 19 /path/to/.venv/bin/mutmut run --max-children 2

Copies src/, tests/, examples/ and pyproject.toml into DIR, sets [tool.mutmut]'s ``only_mutate`` to the
modules and its test selection to TESTS (keeping the committed ``--ignore-glob`` list of whole-game
tests, plus any ``--ignore`` glob and a pytest ``-k`` expression given as ``--select``: the core's runs
leave out the tests that play the four real games), so the committed configuration and the worktree stay
untouched while a run goes.

mutmut 3 never mutates a decorated function (it would have to copy the decorator), and every rule of
these games is registered by a decorator (``@DECISIONS.options("turn")``).  In the copy, such a
decorator is moved below its function (``turn_choices = DECISIONS.options("turn")(turn_choices)``),
which registers the same function (the registries return it unchanged) and lets mutmut mutate it.
Only decorators written as a call (``@name(...)`` or ``@name.attribute(...)``) are moved;
``@property`` and friends stay.  Memoisers (``@cache``, ``@lru_cache(...)``) are dropped: results are the
same, and a cache filled before mutmut forks would answer for the mutant.  See docs/testing.md.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


# Decorators that only remember results (functools): dropped in the copy, since a result cached by the
# tests' first run (in mutmut's parent process, before it forks one child per mutant) would stand in
# for the mutant's own.
MEMOISERS = {"cache", "lru_cache", "functools.cache", "functools.lru_cache"}


def _memoiser(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return ast.unparse(target) in MEMOISERS


def undecorate(source: str) -> str:
    """The module with each top-level function's call decorators applied after its definition, and its
    memoisers dropped."""
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, int, str]] = []  # (first decorator line, def line, end line, applied)
    for node in ast.parse(source).body:
        if not isinstance(node, ast.FunctionDef) or not node.decorator_list:
            continue
        kept = [d for d in node.decorator_list if not _memoiser(d)]
        if not all(isinstance(d, ast.Call) and d.lineno == d.end_lineno for d in kept):
            continue
        applied = node.name
        for decorator in reversed(kept):
            applied = f"{ast.get_source_segment(source, decorator)}({applied})"
        assert node.end_lineno is not None
        rebind = f"{node.name} = {applied}\n" if kept else ""
        edits.append((node.decorator_list[0].lineno, node.lineno, node.end_lineno, rebind))
    for first, definition, end, rebind in reversed(edits):
        lines[first - 1:end] = [*lines[definition - 1:end], *([rebind] if rebind else [])]
    return "".join(lines)


def configure(pyproject: str, modules: list[str], tests: list[str], ignore: Sequence[str] = (),
              select: str | None = None, timeout_multiplier: float = 3.0) -> str:
    """pyproject.toml with only_mutate and the test folders of the selection replaced, and a shorter
    timeout (CPU seconds: 3 times the tests' own time, not 15): a mutant that loops forever is caught
    either way, and at mutmut's default each one held a core for minutes.  On a loaded machine give a
    larger multiplier: mutmut also stops a mutant after half its CPU limit in wall-clock seconds, so a
    child starved by other work times out though its tests would pass."""
    mutate = ", ".join(f'"{module}"' for module in modules)
    text, found = re.subn(r"^only_mutate = \[.*?\]$",
                          f"only_mutate = [{mutate}]\ntimeout_multiplier = {timeout_multiplier}", pyproject, flags=re.M)
    assert found == 1, "pyproject.toml: no only_mutate line"
    arguments = [*tests, *(f"--ignore-glob={glob}" for glob in ignore), *(["-k", select] if select else [])]
    folders = "".join(f"    {json.dumps(argument)},\n" for argument in arguments)
    selection = r'(pytest_add_cli_args_test_selection = \[\n)(    "tests/[^"]*",\n)+'
    text, found = re.subn(selection, rf"\g<1>{folders}", text)
    assert found == 1, "pyproject.toml: no test folders in pytest_add_cli_args_test_selection"
    return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory", type=Path)
    parser.add_argument("modules", nargs="+", help="paths like src/meeple/games/seasons/track.py")
    parser.add_argument("--tests", nargs="+", required=True, help="test folders or files to run")
    parser.add_argument("--ignore", action="append", default=[], metavar="GLOB",
                        help="a test file glob to leave out (repeatable)")
    parser.add_argument("--select", metavar="EXPRESSION", help="a pytest -k expression")
    parser.add_argument("--timeout-multiplier", type=float, default=3.0, metavar="N",
                        help="mutmut's timeout_multiplier (default 3; 20 under a load average of 15 or more)")
    arguments = parser.parse_args()
    target: Path = arguments.directory.resolve()
    target.mkdir(parents=True, exist_ok=True)
    for folder in ("src", "tests", "examples", "mutants"):
        shutil.rmtree(target / folder, ignore_errors=True)
    for folder in ("src", "tests", "examples"):
        shutil.copytree(ROOT / folder, target / folder, ignore=shutil.ignore_patterns("__pycache__"))
    pyproject = (ROOT / "pyproject.toml").read_text()
    (target / "pyproject.toml").write_text(configure(pyproject, arguments.modules, arguments.tests,
                                                                 arguments.ignore, arguments.select,
                                                                 arguments.timeout_multiplier))
    for module in arguments.modules:
        path = target / module
        path.write_text(undecorate(path.read_text()))
    print(f"cd {target} && rm -rf mutants && nice -n 19 {ROOT}/.venv/bin/mutmut run --max-children 2")


if __name__ == "__main__":
    main()
