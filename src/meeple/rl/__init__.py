"""Research adapters (the ``rl`` extra: ``pip install 'meeple[rl]'``).

- :func:`meeple.rl.encoding.encoding`: a game's fixed action index space and
  observation vector, derived from ``components()`` and the view schema;
- :func:`pettingzoo_env`: the PettingZoo AEC environment of a game;
- :func:`gymnasium_env`: one seat against meeple agents, as a Gymnasium environment;
- :func:`meeple.rl.openspiel.register`: every game as an OpenSpiel Python game.

Each adapter is imported on first use, so one library's absence does not
stop the others.  See docs/rl.md.
"""

from __future__ import annotations

from typing import Any

__all__ = ["gymnasium_env", "pettingzoo_env"]


def __getattr__(name: str) -> Any:
    if name == "pettingzoo_env":
        from meeple.rl.pettingzoo import pettingzoo_env

        return pettingzoo_env
    if name == "gymnasium_env":
        from meeple.rl.gymnasium import gymnasium_env

        return gymnasium_env
    raise AttributeError(f"module 'meeple.rl' has no attribute {name!r}")
