"""Information-set Monte Carlo tree search (single observer, SO-ISMCTS).

Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree
Search".  One tree is grown for the deciding seat's information set; every
iteration samples a fresh determinization of the true state from that seat's
point of view (``state.determinize``), walks the tree restricted to the
actions legal in that sample, expands one untried action, plays out, and
backs up a reward vector.

Design points:

* Tree edges are keyed by action *ids*, so the same decision reached in two
  determinizations shares its node, and long chains of decisions by one seat
  (pick a die, then a card, then a place) are just deeper levels of the tree.
* Each node remembers which seat chose the action leading to it and collects
  that seat's reward, so any number of players works (max^n style).
* Selection is UCB1 with *availability* counts: a child's exploration term uses
  how many times it was legal when its parent was visited, not the parent's
  visit count (actions that are rarely legal are not over-explored).
* Rewards, per seat, in [0, 1]: at the end of a game ``1 - margin_weight``
  is shared equally among the winners (a solo adversary's win gives 0), plus
  ``margin_weight`` times a squashed score margin (score minus the best other
  score) so the search still prefers bigger wins and smaller losses.  At the
  depth cut-off the state is scored by ``evaluate()`` through the same
  squashed margin, with full weight.
* When a seat takes several decisions in a row, the subtree under the action
  it chose is kept and grown further (``reuse``): the next search starts with
  the visits the previous one spent there.

The speed figures behind the defaults are in ``benchmarks/README.md``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from meeple.agents.base import Agent
from meeple.agents.simple import margin
from meeple.core import Action, State
from meeple.core.errors import Refused
from meeple.core.i18n import Msg, catalog, register


class Node:
    """A tree node: the action (id) that led here and who chose it."""

    __slots__ = ("action_id", "player", "visits", "avail", "total", "children", "preferred")

    def __init__(self, action_id: str, player: int) -> None:
        self.action_id = action_id
        self.player = player  # seat that chose action_id; its reward is summed in total
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[str, Node] = {}
        self.preferred = ""  # the game's rule-of-thumb choice here (with ``prior``)

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def squash(diff: float, values: list[float]) -> float:
    """Map a score margin to (0, 1): 0.5 for a tie, near 1 for a margin large
    compared with the scores in play (scale: a quarter of the mean magnitude)."""
    scale = max(1.0, 0.25 * sum(abs(v) for v in values) / max(1, len(values)))
    return 0.5 + 0.5 * math.tanh(diff / scale)


def rewards(state: State, margin_weight: float, start: list[float] | None = None,
            relative: float = 0.0) -> list[float]:
    """The reward of each seat in ``state`` (terminal or not), each in [0, 1].

    With ``start`` (each seat's margin where the iteration began) and
    ``relative`` > 0, that share of the margin's reward measures the margin
    gained since then instead of the margin itself (see ``relative`` in
    :class:`ISMCTSAgent`)."""
    n = state.num_players
    over = state.is_over
    values = [float(s) for s in state.scores()] if over else state.evaluate()
    out = []
    for seat in range(n):
        diff = margin(values, seat)
        reward = squash(diff, values)
        if start is not None and relative > 0.0:
            reward = (1.0 - relative) * reward + relative * squash(diff - start[seat], values)
        out.append(reward)
    if not over:
        return out
    out = [margin_weight * r for r in out]
    winners = state.winners()
    for seat in winners:
        out[seat] += (1.0 - margin_weight) / len(winners)
    return out


# A search stops early when this returns True; it is asked every CHECK_EVERY
# iterations with the root and the iterations done so far.
Stop = Callable[[Node, int], bool]
CHECK_EVERY = 64
# The share of a ``time`` budget the root's preferred child may take to think out (``State.root_prior_action``)
ROOT_SHARE = 0.6

# A spec refused in words (Refused), as the checks every agent shares (meeple.agents.base).
register(catalog({
    "agents.ismcts.playout": ("ismcts : playout {value} inconnu ; au choix : {known}",
                              "ismcts: unknown playout {value}; use one of {known}"),
    "agents.ismcts.guide": ("ismcts : guide={value} est une probabilité, entre 0 et 1 (-1 : celle du jeu)",
                            "ismcts: guide={value} is a chance, between 0 and 1 (-1: the game's)"),
    "agents.ismcts.relative": ("ismcts : relative={value} est une part, entre 0 et 1 (-1 : celle du jeu)",
                               "ismcts: relative={value} is a share, between 0 and 1 (-1: the game's)"),
}))


class ISMCTSAgent(Agent):
    """SO-ISMCTS.  Options (spec ``ismcts:key=value,...``):

    * ``iterations``: iteration budget per decision (default 1000 unless ``time`` is set);
    * ``time``: seconds per decision (stops at whichever budget ends first),
      counted on the searching thread's CPU clock (``time.thread_time``): a
      busy machine makes a decision take longer but searches as far as a
      quiet one, so a tournament's figures do not depend on the load;
    * ``c``: UCB exploration constant (rewards are in [0, 1]);
    * ``depth``: actions simulated per iteration from the root before the
      position is scored by ``evaluate()`` (0: play every game to its end);
    * ``playout``: the guide of playout steps: ``policy`` (the game's rules of
      thumb, ``State.policy_action``: uniform random for a game without any),
      ``random``, or ``greedy`` (one-step lookahead on ``evaluate``, slower);
    * ``guide``: the chance that a playout step follows ``playout``; the other
      steps are uniformly random (1: every step, 0: random playouts); by
      default (-1) the game's ``State.search_guide``, 0 unless it says otherwise:
      at depth 20, policy playouts made an iteration 1.4 (Seasons), 1.7
      (Valeria) and 14 (Paladins) times slower (benchmarks/README.md);
    * ``margin``: weight of the score margin in the end-of-game reward;
    * ``normalise``: rescale the mean rewards of the actions available at a
      node to [0, 1] before adding the exploration term.  Evaluations far
      from a tie squash every action to nearly the same reward (a solo player
      30 VP behind the Adversary sees 0.006 for every move); rescaling keeps
      the search choosing between them instead of exploring uniformly;
    * ``prior``: weight of the game's own rule-of-thumb choice
      (``State.prior_action``, the rules of thumb unless the game gives a cheaper
      choice, asked once per node); by default the game's
      ``State.search_prior`` (0 unless its rules of thumb are strong).  With ``prior`` > 0 a node
      expands that choice first and then widens progressively (one more child
      each time its visits pass a square: 1, 4, 9, ...), and selection adds
      ``prior * sqrt(avail) / (1 + visits)`` to that child (a PUCT-like bias).
      Few iterations then refine the rules of thumb instead of replacing them
      with noisy estimates over every option (Valeria solo at 30 starting VP,
      100 iterations, 4 deals: mean 158 VP and 4 wins, against 90 VP and 1 win
      without it).  The root's choice comes from ``State.root_prior_action``,
      which may think for up to ``ROOT_SHARE`` of a ``time`` budget (Paladins
      looks 3-4 main actions ahead there, its rules of thumb 2);
    * ``relative``: the share of the margin's reward that counts the margin
      *gained* during the iteration (from the determinization's ``evaluate()``
      where it began) rather than the margin reached; by default (-1) the game's
      ``State.search_relative``, 0 unless it says otherwise.  A seat far ahead
      (or far behind) sees every margin squashed to about the same reward, so
      its search cannot tell a move that adds 10 points from one that loses
      them; the gained margin keeps that difference in view (Seasons against
      ``random``: the search scored 20 VP a game less than against
      ``heuristic``, and lost games it led, docs/agents-and-sim.md);
    * ``reuse``: keep the subtree of the chosen action when the same seat
      decides again right after it (chains of small decisions);
    * ``settle``: stop a search once its choice cannot change: the most
      visited legal action leads the next by more visits than the budget has
      iterations left (for a ``time`` budget, as many as the rate so far
      would run).  With an ``iterations`` budget the choice is the one the
      whole budget would make; the time saved is the search's to keep.
    """

    name = "ismcts"
    OPTIONS = {"iterations": 0, "time": 0.0, "c": 0.7, "depth": 20, "playout": "policy", "guide": -1.0,
               "margin": 0.1, "normalise": True, "prior": -1.0, "relative": -1.0, "reuse": True,
               "settle": True}
    # iterations and time both 0 (the defaults): 1000 iterations; depth 0: play to the end;
    # a negative prior, guide or relative (-1): the game's own search_prior, search_guide or search_relative.
    RANGES = {"iterations": (0, None), "time": (0.0, None), "c": (0.0, None), "depth": (0, None),
              "margin": (0.0, 1.0), "guide": (-1.0, 1.0), "relative": (-1.0, 1.0)}

    def __init__(self, seat: int, seed: int, **options: Any) -> None:
        super().__init__(seat, seed, **options)
        if self.options["playout"] not in PLAYOUTS:
            raise Refused(Msg("agents.ismcts.playout", {"value": repr(self.options["playout"]),
                                                        "known": str(sorted(PLAYOUTS))}))
        guide = float(self.options["guide"])
        if guide != -1.0 and not 0.0 <= guide <= 1.0:
            raise Refused(Msg("agents.ismcts.guide", {"value": self.options["guide"]}))
        relative = float(self.options["relative"])
        if relative != -1.0 and not 0.0 <= relative <= 1.0:
            raise Refused(Msg("agents.ismcts.relative", {"value": self.options["relative"]}))
        if self.options["iterations"] <= 0 and self.options["time"] <= 0:
            self.options["iterations"] = 1000
        self.last_root: Node | None = None
        self._progress = (0, math.inf, 0.0)  # the running search's budget: iterations, deadline, start
        self._root_deadline = math.inf  # when the root's preferred child must be chosen (thread CPU clock)
        # (subtree, actions taken in the game once it was chosen, its seat) for ``reuse``
        self._kept: tuple[Node, int, int] | None = None

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            self._kept = None
            return actions[0]
        seat = self.observer(state)
        root = self.search(state, seat, self._settled(actions) if self.options["settle"] else None)
        best = best_children(root, actions)[0]
        if self.options["reuse"] and not self._reveals(state, seat, best.action_id):
            self._kept = (best, len(state.history) + 1, seat)
        return next(a for a in actions if a.id == best.action_id)

    # ------------------------------------------------------------- search
    def search(self, state: State, seat: int, stop: Stop | None = None) -> Node:
        """Grow a tree for ``seat``'s information set in ``state`` until the
        budget is spent (or ``stop`` says so); return its root."""
        root = self._reused_root(state, seat) or Node("", seat)
        iterations = int(self.options["iterations"])
        budget = float(self.options["time"])
        start = time.thread_time()
        deadline = start + budget if budget > 0 else math.inf
        done = 0
        self._progress = (iterations, deadline, start)
        self._root_deadline = start + ROOT_SHARE * (deadline - start)
        while (iterations <= 0 or done < iterations) and (done == 0 or time.thread_time() < deadline):
            world = state.determinize(seat, self.rng)
            world.drop_knowledge()  # only played on: no bookkeeping of what seats see
            self.iterate(root, world)
            done += 1
            if stop is not None and done % CHECK_EVERY == 0 and stop(root, done):
                break
        self.last_root = root
        return root

    def _settled(self, legal: tuple[Action, ...]) -> Stop:
        """A ``stop`` that ends the search once the most visited of ``legal``
        cannot be overtaken in the iterations left (``settle``)."""

        def stop(root: Node, done: int) -> bool:
            iterations, deadline, start = self._progress
            left = iterations - done if iterations > 0 else math.inf
            if deadline < math.inf:
                now = time.thread_time()
                left = min(left, done * (deadline - now) / max(now - start, 1e-9))
            ranked = best_children(root, legal)
            if len(ranked) < 2:
                return len(ranked) == 1 and len(legal) == 1
            return ranked[0].visits - ranked[1].visits > left

        return stop

    def _reveals(self, state: State, seat: int, action_id: str) -> bool:
        """Whether taking ``action_id`` shows ``seat`` something it could not
        foresee (a roll of the dice, a card drawn): its view afterwards differs
        between two determinizations.  The subtree under the action then holds
        statistics of other rolls or draws (every outcome shares the same
        action ids), which misled the next search: in Seasons a seat that ends
        its turn picks a die after the roll, and the kept visits, grown over
        random rolls, outvoted the real roll's best die."""
        views = []
        for _ in range(2):
            world = state.determinize(seat, self.rng)
            world.apply(action_id)
            views.append(world.view(seat))
        return views[0] != views[1]

    def _reused_root(self, state: State, seat: int) -> Node | None:
        """The kept subtree, if the only action taken since it was chosen is
        that choice and the same seat decides again.  ``len(history)`` is
        public (everyone sees how many decisions were taken), and the last
        one is this seat's own."""
        kept, self._kept = self._kept, None
        if kept is None:
            return None
        node, actions_taken, kept_seat = kept
        if kept_seat != seat or len(state.history) != actions_taken or state.history[-1] != node.action_id:
            return None
        return node

    def iterate(self, root: Node, world: State) -> None:
        """One iteration on the determinization ``world`` (mutated)."""
        rng = self.rng
        c = float(self.options["c"])
        depth_limit = int(self.options["depth"])
        normalise = bool(self.options["normalise"])
        prior = float(self.options["prior"])
        if prior < 0:
            prior = world.search_prior  # the game's own default
        relative = float(self.options["relative"])
        if relative < 0:
            relative = world.search_relative  # the game's own default
        start = None
        if relative > 0:
            values = world.evaluate()
            start = [margin(values, seat) for seat in range(world.num_players)]
        node = root
        path: list[Node] = []
        depth = 0
        # selection and expansion
        while not world.is_over and (depth_limit <= 0 or depth < depth_limit):
            actions = world.legal_actions()
            player = world.current_player
            assert player is not None
            children = node.children
            if prior and not node.preferred and len(actions) > 1:
                # the root may think longer (once per decision): ``State.root_prior_action``
                preferred = (world.root_prior_action(rng, self._root_deadline) if node is root
                             else world.prior_action(rng))
                node.preferred = preferred.id
            untried = [a for a in actions if a.id not in children]
            available = [children[a.id] for a in actions if a.id in children]
            if untried and (not prior or not available or len(children) < math.ceil(math.sqrt(node.visits + 1))):
                # with ``prior``, progressive widening: the rule-of-thumb choice first,
                # then one more child each time the node's visits pass a square
                action = untried[rng.randrange(len(untried))]
                if prior:
                    action = next((a for a in untried if a.id == node.preferred), action)
                child = Node(action.id, player)
                children[action.id] = child
                for a in actions:
                    known = children.get(a.id)
                    if known is not None:
                        known.avail += 1
                world.apply(action.id)
                path.append(child)
                depth += 1
                break
            best: Node | None = None
            best_score = -math.inf
            lo, spread = 0.0, 1.0
            if normalise:
                means = [ch.total / ch.visits for ch in available]
                lo = min(means)
                spread = max(means) - lo or 1.0
            for ch in available:
                ch.avail += 1
                score = (ch.total / ch.visits - lo) / spread + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if ch.action_id == node.preferred:
                    score += prior / (1 + ch.visits) * math.sqrt(ch.avail)  # PUCT-like bias
                if score > best_score:
                    best, best_score = ch, score
            assert best is not None
            world.apply(best.action_id)
            path.append(best)
            node = best
            depth += 1
        # playout
        playout = PLAYOUTS[self.options["playout"]]
        guide = float(self.options["guide"])
        if guide < 0:
            guide = world.search_guide  # the game's own default
        while not world.is_over and (depth_limit <= 0 or depth < depth_limit):
            if guide >= 1.0 or (guide > 0.0 and rng.random() < guide):
                world.apply(playout(world, rng))
            else:
                world.apply(random_playout(world, rng))
            depth += 1
        reward = rewards(world, float(self.options["margin"]), start, relative)
        root.visits += 1
        for n in path:
            n.visits += 1
            n.total += reward[n.player]


def best_children(root: Node, legal: tuple[Action, ...] | None = None) -> list[Node]:
    """Root children best first: most visits, then best mean, then id
    (stable); only those legal now when ``legal`` is given (a kept subtree
    may hold actions of other determinizations)."""
    children = list(root.children.values())
    if legal is not None:
        ids = {a.id for a in legal}
        children = [n for n in children if n.action_id in ids]
    return sorted(children, key=lambda n: (-n.visits, -n.mean, n.action_id))


def random_playout(state: State, rng: random.Random) -> str:
    actions = state.legal_actions()
    return actions[rng.randrange(len(actions))].id


def greedy_playout(state: State, rng: random.Random) -> str:
    """One-step lookahead on ``evaluate()`` (the playout world is already a
    determinization, so looking at it is fair); ties at random."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0].id
    seat = state.current_player
    assert seat is not None
    best: list[str] = []
    best_value = -math.inf
    for a in actions:
        after = state.copy()
        after.apply(a.id)
        value = margin(after.evaluate(), seat) if not after.is_over else rewards(after, 0.1)[seat] * 1e6
        if value > best_value + 1e-9:
            best, best_value = [a.id], value
        elif value >= best_value - 1e-9:
            best.append(a.id)
    return best[rng.randrange(len(best))]


def policy_playout(state: State, rng: random.Random) -> str:
    """The game's own rules of thumb (``State.policy_action``; random where a
    game has none).  The playout world is a determinization, so it is fair."""
    return state.policy_action(rng).id


PLAYOUTS = {"random": random_playout, "greedy": greedy_playout, "policy": policy_playout}
