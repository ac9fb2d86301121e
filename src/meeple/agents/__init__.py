"""Game-agnostic agents, named by spec strings such as ``"ismcts:time=0.5"``.

``make_agent(spec, seat, seed)`` builds one; games or users may add agents
with :func:`register_agent`.  Every agent only uses what its seat may know
(a determinization of the state, or the state's view).
"""

from __future__ import annotations

from meeple.agents.analysis import Choice, Progress, analyse
from meeple.agents.base import Agent, convert_options, parse_spec
from meeple.agents.ismcts import ISMCTSAgent
from meeple.agents.simple import GreedyAgent, HeuristicAgent, RandomAgent
from meeple.core.errors import Refused
from meeple.core.i18n import Msg

_AGENTS: dict[str, type[Agent]] = {}


def register_agent(cls: type[Agent]) -> type[Agent]:
    """Make ``cls`` available to :func:`make_agent` under ``cls.name`` (usable as a decorator)."""
    if not cls.name:
        raise ValueError(f"{cls.__name__} has no name")
    _AGENTS[cls.name] = cls
    return cls


for _cls in (RandomAgent, HeuristicAgent, GreedyAgent, ISMCTSAgent):
    register_agent(_cls)


def agent_names() -> list[str]:
    return sorted(_AGENTS)


def make_agent(spec: str, seat: int, seed: int) -> Agent:
    """Build the agent a spec names (``"random"``, ``"greedy:samples=3"``,
    ``"ismcts:iterations=200,depth=20,playout=random"``) for ``seat``."""
    name, raw = parse_spec(spec)
    cls = _AGENTS.get(name)
    if cls is None:
        raise Refused(Msg("agents.spec.unknown", {"name": repr(name), "spec": repr(spec),
                                                  "known": ", ".join(agent_names())}))
    return cls(seat, seed, **convert_options(spec, cls, raw))


def check_spec(spec: str) -> None:
    """Raise ValueError if ``spec`` does not name a valid agent."""
    make_agent(spec, 0, 0)


__all__ = [
    "Agent", "Choice", "GreedyAgent", "HeuristicAgent", "ISMCTSAgent", "Progress", "RandomAgent", "agent_names",
    "analyse", "check_spec", "make_agent", "register_agent",
]
