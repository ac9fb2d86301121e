"""Rules of thumb for bots and playouts (reads only the deciding seat's knowledge)."""

from __future__ import annotations

import random
from typing import Any

from meeple.core import Action


def choose(s: Any, rng: random.Random) -> Action:
    legal = s.legal_actions()
    d = s.decision
    if d is not None and d.kind == "main":
        # summon when possible, then activate, otherwise transmute, rarely bonus, then end/draw
        for prefix in ("summon:", "act:"):
            pick = [a for a in legal if a.id.startswith(prefix)]
            if pick:
                return rng.choice(pick)
        late = s.year == 3 and s.month >= 9
        if late:
            tr = [a for a in legal if a.id.startswith("tr:")]
            if tr:
                return max(tr, key=lambda a: a.params["n"])
        plain = [a for a in legal if a.id in ("draw", "end")]
        if plain:
            return plain[0]
    return rng.choice(legal)
