"""Small statistics: Wilson intervals and openskill ratings."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (good at 0%/100% and small n,
    where the normal approximation is not)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def ranks(scores: Sequence[float], winners: Sequence[int]) -> list[float]:
    """Finishing ranks (0 best): winners first, then the others by score."""
    others = sorted({scores[s] for s in range(len(scores)) if s not in winners}, reverse=True)
    return [0.0 if s in winners else 1.0 + others.index(scores[s]) for s in range(len(scores))]


def rate(names: Sequence[str], games: Sequence[dict[str, Any]], solo: bool) -> dict[str, tuple[float, float]]:
    """openskill (Plackett-Luce) rating (mu, sigma) of each agent, processing
    the games in order.  ``games`` items have ``seating`` (agent index per
    seat), ``scores`` and ``winners``.  In solo games the game's adversary is
    rated too (under the name ``"@adversary"``): it wins when no seat does."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in names}
    if solo:
        ratings["@adversary"] = model.rating(name="@adversary")
    for g in games:
        seated = [names[i] for i in g["seating"]]
        order: list[float] = ranks([float(x) for x in g["scores"]], g["winners"])
        if solo:
            seated.append("@adversary")
            order = [0.0, 1.0] if g["winners"] else [1.0, 0.0]
        if len(seated) < 2:
            continue
        new = model.rate([[ratings[n]] for n in seated], ranks=order)
        # an agent seated more than once in a game takes the mean of its updates
        updates: dict[str, list[Any]] = {}
        for name, team in zip(seated, new, strict=True):
            updates.setdefault(name, []).append(team[0])
        for name, rs in updates.items():
            ratings[name] = model.rating(mu=sum(r.mu for r in rs) / len(rs),
                                         sigma=sum(r.sigma for r in rs) / len(rs), name=name)
    return {name: (r.mu, r.sigma) for name, r in ratings.items()}
