"""Agents without search: uniform random, the game's rules of thumb, and one-step greedy lookahead."""

from __future__ import annotations

from meeple.agents.base import Agent
from meeple.core import Action, State


class RandomAgent(Agent):
    """Picks uniformly among the legal actions (it needs no hidden information)."""

    name = "random"

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        return actions[self.rng.randrange(len(actions))]


class HeuristicAgent(Agent):
    """Plays the game's own rules of thumb (``State.policy_action``) on a
    determinized copy: fast, and as good as the game's author made it (uniform
    random for a game without one)."""

    name = "heuristic"

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        world = state.determinize(self.observer(state), self.rng)
        chosen = world.policy_action(self.rng).id
        return next(a for a in actions if a.id == chosen)


def margin(values: list[float], seat: int) -> float:
    """``values[seat]`` minus the best other entry (0 other entries: the value itself).

    ``values`` is normally ``state.evaluate()``; a game whose solo opponent is
    not a seat may append that opponent's estimate after the seats' entries,
    and it then counts as an "other" here.
    """
    mine = values[seat]
    others = [v for i, v in enumerate(values) if i != seat]
    return mine - max(others) if others else mine


class GreedyAgent(Agent):
    """One-step lookahead: for each legal action, apply it to a determinized copy
    and score the result by ``evaluate()[seat] - max(others)`` (the game's own
    estimate of final scores), averaged over ``samples`` determinizations.
    Ties are broken at random.  Chance in the lookahead (dice, draws) comes
    from the determinized copy's fresh random stream, never the game's."""

    name = "greedy"
    OPTIONS = {"samples": 2}
    RANGES = {"samples": (1, None)}

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = self.observer(state)
        samples = int(self.options["samples"])
        totals = [0.0] * len(actions)
        for _ in range(samples):
            world = state.determinize(seat, self.rng)
            world.drop_knowledge()  # only played on: no bookkeeping of what seats see
            for i, action in enumerate(actions):
                after = world.copy()
                after.apply(action.id)
                totals[i] += value_after(after, seat)
        best = max(totals)
        # compare with a tolerance: averaged floats of equal positions may differ in the last bit
        ties = [a for a, t in zip(actions, totals, strict=True) if t >= best - 1e-9]
        return ties[self.rng.randrange(len(ties))]


def value_after(state: State, seat: int) -> float:
    """How good ``state`` is for ``seat``: a won game beats any estimate."""
    if state.is_over:
        winners = state.winners()
        base = margin([float(s) for s in state.scores()], seat)
        if seat in winners:
            return 1e6 / len(winners) + base
        return -1e6 + base
    return margin(state.evaluate(), seat)
