"""Hints: what the search recommends for a seat, run until its choice is clear.

``analyse(state, seat)`` is the one entry point for every client (the
terminal's ``h`` key, the web table).  Its signature and results are stable::

    analyse(state, seat, spec="ismcts", top=3, seed=0, *, time_cap=5.0,
            progress=None) -> list[Choice]

It searches until the top choice is *clear* (see :func:`is_clear`), the time
cap passes, a budget written in ``spec`` (``time=`` or ``iterations=``) is
spent, or ``progress`` asks it to stop; it returns the ``top`` best root
choices, best first.  ``progress``, when given, is called about every
``PROGRESS_SECONDS`` with a :class:`Progress` (for a live line) and once more
at the end; it may return True to stop the search now.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

from meeple.agents.base import convert_options, parse_spec
from meeple.agents.ismcts import ISMCTSAgent, Node, best_children
from meeple.core import Action, State
from meeple.core.errors import Refused
from meeple.core.i18n import Msg, catalog, register

# `meeple play --hint SPEC` shows it when a person asks for a hint (Refused: in their language).
register(catalog({"agents.analyse.spec": ("le conseil demande une spécification ismcts, pas {spec}",
                                          "analyse needs an ismcts spec, not {spec}")}))

# The top choice is clear once the search has run MIN_ITERATIONS, the choice
# has LEAD times the visits of the runner-up and at least as good a mean, and
# the same choice led at the previous check (CHECK_EVERY iterations before).
MIN_ITERATIONS = 1000
LEAD = 2.0
PROGRESS_SECONDS = 0.1


class Choice(NamedTuple):
    """One recommended action: how often the search tried it (``visits``)
    and its mean reward (``value``, in [0, 1]: the estimated chance to win,
    nudged up by bigger winning margins)."""

    action: Action
    visits: int
    value: float


class Progress(NamedTuple):
    """Where a running analysis stands: ``choices`` best first (up to ``top``)."""

    iterations: int
    seconds: float
    choices: list[Choice]
    clear: bool


def is_clear(children: list[Node]) -> bool:
    """True if the first of ``children`` (best first) stands out: ``LEAD``
    times the runner-up's visits and at least its mean (or the only one)."""
    if not children:
        return False
    if len(children) == 1:
        return True
    first, second = children[0], children[1]
    return first.visits >= LEAD * second.visits and first.mean >= second.mean


def analyse(state: State, seat: int, spec: str = "ismcts", top: int = 3, seed: int = 0, *,
            time_cap: float = 5.0, progress: Callable[[Progress], bool | None] | None = None) -> list[Choice]:
    """The search's ``top`` choices for ``seat`` now, best first (most visits).

    ``seat`` should be the seat deciding now; only its information is used.
    ``spec`` is an ``ismcts`` spec whose options tune the search; its
    ``time``/``iterations``, when written, cap the analysis besides
    ``time_cap`` seconds.  The same arguments give the same result when the
    search stops on being clear or on an iteration budget (not on time).
    The visits of all root choices add up to the iterations run."""
    name, written = parse_spec(spec)
    if name != ISMCTSAgent.name:
        raise Refused(Msg("agents.analyse.spec", {"spec": repr(spec)}))
    if time_cap <= 0:
        raise ValueError(f"time_cap must be positive, not {time_cap}")
    agent = ISMCTSAgent(seat, seed, **convert_options(spec, ISMCTSAgent, written))
    legal = state.legal_actions()
    if not legal:
        return []
    if "iterations" not in written:
        agent.options["iterations"] = 0  # no iteration budget: stop when clear or at a cap
    cap = min(time_cap, agent.options["time"]) if "time" in written else time_cap
    agent.options["time"] = cap
    by_id = {a.id: a for a in legal}
    start = time.perf_counter()
    last_report = start
    led_before: list[str] = []

    def choices(root: Node) -> list[Choice]:
        return [Choice(by_id[n.action_id], n.visits, n.mean) for n in best_children(root, legal)[:top]]

    def stop(root: Node, done: int) -> bool:
        nonlocal last_report
        if time.perf_counter() - start >= cap:
            return True  # the cap is a wait in wall time; the search's own budget counts CPU time
        ranked = best_children(root, legal)
        leader = [ranked[0].action_id] if ranked else []
        clear = done >= MIN_ITERATIONS and is_clear(ranked) and leader == led_before
        led_before[:] = leader
        now = time.perf_counter()
        if progress is not None and now - last_report >= PROGRESS_SECONDS:
            last_report = now
            if progress(Progress(done, now - start, choices(root), clear)):
                return True
        return clear

    root = agent.search(state, seat, stop)
    result = choices(root)
    if progress is not None:
        ranked = best_children(root, legal)
        progress(Progress(root.visits, time.perf_counter() - start, result,
                          root.visits >= MIN_ITERATIONS and is_clear(ranked)))
    return result
