"""The state/action contract every game implements.

A game state is the game in progress plus a *stack of pending decisions*
(TAG's extended action sequence).  ``legal_actions()`` lists the answers to the
decision on top; ``apply()`` pops it and lets the game's rules resolve the
answer, which may push follow-up decisions.  When the stack is empty the game's
flow (``_advance``) pushes the next turn's first decision.

Hidden information is declared once, by ``hidden_zones()``: the lists of items
(cards in a deck, secret choices) whose contents some seats may not see.
``view()`` shows an unseen zone as its size only; ``determinize()`` re-deals
the items of the zones a seat cannot see among themselves (zones of the same
``pool``) and gives the copy a fresh random stream, so the two cannot drift.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from meeple.core.action import Action
from meeple.core.bags import Bag, deal_bags
from meeple.core.errors import IllegalAction
from meeple.core.i18n import LANGS, Msg

if TYPE_CHECKING:
    from meeple.core.decisions import Decisions
    from meeple.core.game import Game

RULES = -1
"""The ``player`` of a decision the rules answer themselves: a step that must
wait until the decisions pushed above it are answered (e.g. "score the plan
once its dice are chosen").  ``apply`` resolves such steps at once with
``_resolve(decision, None)``; they are never shown as a seat's decision."""


def seeded_rng(seed: int) -> random.Random:
    """The game's random stream for ``seed``.  ``random.Random`` seeds with
    the absolute value, so negative seeds get a stream of their own."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a seed is an integer, not {type(seed).__name__}")
    return random.Random(seed) if seed >= 0 else random.Random(f"negative seed {seed}")


class Decision:
    """A question a seat must answer.

    ``kind`` selects the rules that list and resolve the answers; ``data``
    holds what those rules need (kept small and copied by ``copy``);
    ``rule`` cites the rulebook section behind the question, for errors (a
    ``Msg`` when it quotes the rulebook's words, so that each language reads its own).
    """

    __slots__ = ("kind", "player", "data", "rule")

    def __init__(self, kind: str, player: int, data: dict[str, Any] | None = None, rule: str | Msg = "") -> None:
        self.kind = kind
        self.player = player
        self.data: dict[str, Any] = data if data is not None else {}
        self.rule = rule

    def copy(self) -> Decision:
        return Decision(self.kind, self.player, dict(self.data), self.rule)

    def __repr__(self) -> str:
        return f"Decision({self.kind!r}, player={self.player}, data={self.data!r})"


class Zone:
    """A list of items some seats cannot see (a deck, a hand, a secret pick).

    ``items`` is the state's own list (shuffled in place by ``determinize``);
    ``seen_by`` is the set of seats that see its contents (everyone else sees
    only its size); zones with the same ``pool`` hold interchangeable items;
    ``show`` turns an item into what a view shows of it (a component id).

    ``known`` declares what a seat knows of a zone it cannot see: for a seat,
    the indexes of ``items`` whose contents it was shown (the card it put back
    on top of a deck, a hand revealed to it, a card it passed in a draft).  Its
    view shows those items in place (``None`` for the others) and
    ``determinize`` keeps them where they are, re-sampling only the rest.
    ``public`` lists the indexes everyone was shown, spectators included (a
    card put face up under a deck, a public discard): every seat's and a
    spectator's view and determinization keep them.
    """

    __slots__ = ("name", "items", "seen_by", "pool", "show", "known", "public")

    def __init__(self, name: str, items: list[Any], seen_by: Iterable[int] = (), pool: str | None = None,
                 show: Callable[[Any], Any] | None = None,
                 known: Mapping[int, Iterable[int]] | None = None, public: Iterable[int] = ()) -> None:
        self.name = name
        self.items = items
        self.seen_by = frozenset(seen_by)
        self.pool = pool or name
        self.show = show
        self.known = {seat: frozenset(indexes) for seat, indexes in known.items()} if known else {}
        self.public = frozenset(public)

    def shown(self, item: Any) -> Any:
        return item if self.show is None else self.show(item)

    def known_to(self, seat: int | None) -> frozenset[int]:
        """Indexes of items ``seat`` (None: a spectator) knows without seeing
        the zone: the public ones and those it was shown."""
        shown = None if seat is None else self.known.get(seat)
        indexes = self.public | shown if shown else self.public
        # every view asks this of every zone: keep the common cases free of a
        # Python-level loop (nothing known; every index still inside the zone)
        if not indexes or (min(indexes) >= 0 and max(indexes) < len(self.items)):
            return indexes
        return frozenset(i for i in indexes if 0 <= i < len(self.items))

    def view(self, seat: int | None) -> list[Any] | int:
        """The items (as component ids) if ``seat`` sees them; else their count,
        or the list with ``None`` where ``seat`` does not know the item."""
        if seat is not None and seat in self.seen_by:
            return [self.shown(item) for item in self.items]
        known = self.known_to(seat)
        if not known:
            return len(self.items)
        return [self.shown(item) if i in known else None for i, item in enumerate(self.items)]


class Event:
    """A log entry.  ``seen_by`` None means public; otherwise the seats that
    see ``msg``, while the others see ``redacted`` (or nothing if None)."""

    __slots__ = ("msg", "seen_by", "redacted")

    def __init__(self, msg: Msg, seen_by: frozenset[int] | None = None, redacted: Msg | None = None) -> None:
        self.msg = msg
        self.seen_by = seen_by
        self.redacted = redacted

    def for_seat(self, seat: int | None) -> Msg | None:
        if self.seen_by is None or (seat is not None and seat in self.seen_by):
            return self.msg
        return self.redacted


class State:
    """Base class of every game state.  Subclasses add ``__slots__`` for their
    data and implement the underscored hooks below."""

    __slots__ = ("game", "num_players", "seed", "options", "rng", "log", "history", "stack", "_legal")

    def __init__(self, game: Game, num_players: int, seed: int, options: dict[str, Any]) -> None:
        self.game = game
        self.num_players = num_players
        self.seed: int | None = seed
        self.options: Mapping[str, Any] = options
        self.rng = seeded_rng(seed)
        self.log: list[Event] = []
        self.history: list[str] = []
        self.stack: list[Decision] = []
        self._legal: tuple[Action, ...] | None = None

    # The game's decision kinds (see :mod:`meeple.core.decisions`); a game
    # that dispatches some other way overrides ``_options``/``_resolve``.
    decisions: ClassVar[Decisions | None] = None

    # Fields fixed by the game and its options (content tables, the board):
    # positions leave them out and take them from a fresh setup.
    position_static: ClassVar[tuple[str, ...]] = ()

    # ----------------------------------------------------------- game hooks
    def _options(self, decision: Decision) -> list[Action]:
        """The legal answers to ``decision`` (non-empty, stable order)."""
        if self.decisions is None:
            raise NotImplementedError(f"{type(self).__name__} declares no decisions registry")
        return self.decisions.list_options(self, decision)

    def _resolve(self, decision: Decision, action: Action | None) -> None:
        """Carry out ``action`` as the answer to ``decision`` (already popped);
        ``action`` is None for the rules' own steps (player ``RULES``)."""
        if self.decisions is None:
            raise NotImplementedError(f"{type(self).__name__} declares no decisions registry")
        self.decisions.carry_out(self, decision, action)

    def _advance(self) -> None:
        """Called when the stack is empty and the game is not over: push the
        next decision (next turn), or end the game."""
        raise NotImplementedError

    def _copy_into(self, other: State) -> None:
        """Copy the game's own fields into ``other`` (base fields are done)."""
        raise NotImplementedError

    def public_view(self, seat: int | None) -> dict[str, Any]:
        """JSON data that ``seat`` may see, *excluding* hidden zones' items."""
        raise NotImplementedError

    def hidden_zones(self) -> list[Zone]:
        """Every list whose contents some seat may not see."""
        return []

    def known_bags(self, seat: int | None) -> Sequence[Bag]:
        """What ``seat`` (None: a spectator) knows lies among several slots of the
        hidden zones, which one where unknown (``meeple.core.knowledge.Bag``):
        ``determinize`` deals each bag's items over its slots."""
        return ()

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[int]:
        """Each seat's score now (final once the game is over)."""
        raise NotImplementedError

    def score_sheet(self) -> dict[str, Any]:
        """The rulebook's scoring categories, per seat and for any non-seat
        opponent (``others``); during the game, the count so far.  Build it
        with :func:`meeple.core.scoring.score_sheet`; each seat's ``total``
        equals ``scores()[seat]``."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """Seats that won, after the rulebook's tie-breaks (empty if a
        non-seat opponent, such as a solo adversary, won)."""
        raise NotImplementedError

    def evaluate(self) -> list[float]:
        """The game's estimate of each seat's final score (for bots)."""
        return [float(s) for s in self.scores()]

    def policy_action(self, rng: random.Random) -> Action:
        """A quick, sensible answer to the pending decision, for search
        playouts and the ``heuristic`` bot.  Games may override it with their
        own rules of thumb (it must read only what the deciding seat may know,
        or be called on a determinized copy); the default is uniform random."""
        return rng.choice(self.legal_actions())

    def prior_action(self, rng: random.Random) -> Action:
        """The answer a search tries first at a new node (``ismcts``'s ``prior``): the rules of thumb by
        default; a game whose ``policy_action`` looks far ahead gives a cheaper one here, since the search
        asks it once per node."""
        return self.policy_action(rng)

    def root_prior_action(self, rng: random.Random, deadline: float) -> Action:
        """The answer a search prefers at its root, given until ``deadline`` (``time.thread_time()``;
        ``math.inf`` for a search budgeted in iterations) to think: ``prior_action`` by default.  A game
        whose rules of thumb play better the farther they look ahead looks as far as the time allows:
        the root is asked once per decision, every other node once each."""
        return self.prior_action(rng)

    # How far a search should trust ``policy_action`` by default (the ``prior``
    # of ``ismcts``): 0 for rules of thumb no better than a guide for playouts;
    # a game whose policy measurably plays well on its own raises it.
    search_prior: float = 0.0

    # The share of a search's playout steps played by ``policy_action`` rather
    # than at random, by default (the ``guide`` of ``ismcts``): 0 keeps
    # playouts cheap; a game whose rules of thumb cost about a random step and
    # measurably strengthen the search at equal time raises it.
    search_guide: float = 0.0

    # The share of a search's reward that counts the score margin gained from
    # where an iteration began rather than the margin reached (the
    # ``relative`` of ``ismcts``): 0 by default; a game whose searches lose
    # track of the score once one seat leads by far raises it.
    search_relative: float = 0.0

    # ----------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        if self.is_over or not self.stack:
            return None
        return self.stack[-1].player

    @property
    def decision(self) -> Decision | None:
        return self.stack[-1] if self.stack and not self.is_over else None

    def legal_actions(self) -> tuple[Action, ...]:
        """The answers to the pending decision; empty once the game is over.
        A tuple, cached until the next ``apply`` (callers cannot change it)."""
        if self._legal is None:
            self._legal = () if self.is_over or not self.stack else tuple(self._options(self.stack[-1]))
        return self._legal

    def apply(self, action: Action | str) -> None:
        """Answer the pending decision.  Raises :class:`IllegalAction` (state
        untouched) if ``action`` is not one of ``legal_actions()``, and
        ``TypeError`` if it is neither an :class:`Action` nor an id string."""
        if isinstance(action, str):
            action_id = action
        elif isinstance(action, Action):
            action_id = action.id
        else:
            raise TypeError(f"apply() takes an Action or an action id string, not {type(action).__name__}")
        chosen = None
        for candidate in self.legal_actions():
            if candidate.id == action_id:
                chosen = candidate
                break
        if chosen is None:
            raise self._illegal(action_id)
        self._legal = None
        decision = self.stack.pop()
        self.history.append(action_id)
        self._resolve(decision, chosen)
        self.settle()

    def settle(self) -> None:
        """Run the rules' own pending steps and the game flow until a seat must
        decide or the game is over.  Games call it at the end of setup."""
        while not self.is_over:
            if self.stack:
                if self.stack[-1].player != RULES:
                    return
                self._resolve(self.stack.pop(), None)
            else:
                self._advance()

    def _illegal(self, action_id: str) -> IllegalAction:
        if self.is_over:
            return IllegalAction(Msg("core.game_over"))
        decision = self.stack[-1]
        # the question as the seat read it, not the decision's kind ("free_recruit", "choose_board")
        describe = Msg("core.illegal", {"action": action_id, "decision": self.prompt() or decision.kind})
        return IllegalAction(self.explain_illegal(action_id, decision) or describe, rule=self.cite(decision.rule))

    def prompt(self) -> Msg | None:
        """The pending question as text: the game's key ``"<game id>.decision.<kind>"``
        with the seat (``player``, 0-based), its name (``who``: "Player 2") and
        whatever :meth:`prompt_params` adds."""
        decision = self.decision
        if decision is None:
            return None
        params = {"player": decision.player, "who": Msg("core.player", {"seat": decision.player + 1})}
        return Msg(f"{self.game.id}.decision.{decision.kind}", params | self.prompt_params(decision))

    def prompt_params(self, decision: Decision) -> dict[str, Any]:
        """Numbers or components a game's question names (what is left to pay, the card
        in question), taken from ``decision.data``; default: none."""
        return {}

    def cite(self, rule: str | Msg) -> str | Msg:
        """The rule behind a decision as an error names it.  A game whose rules
        cite the rulebook by a short code (``"base 5.3"``) turns the code into a
        ``Msg`` here, so that each language reads its own words; default: as written."""
        return rule

    def explain_illegal(self, action_id: str, decision: Decision) -> str | Msg:
        """A game may say *why* ``action_id`` breaks the rules (a ``Msg`` says it
        in both languages); default: no detail."""
        return ""

    def emit(self, key: str, params: dict[str, Any] | None = None, seen_by: Iterable[int] | None = None,
             redacted: Msg | None = None) -> None:
        """Add a log event (public unless ``seen_by`` restricts it).  A ``seat``
        parameter gets a companion ``who`` ("Player 2", 1-based) for the text."""
        if params and "seat" in params and "who" not in params:
            params["who"] = Msg("core.player", {"seat": params["seat"] + 1})
        self.log.append(Event(Msg(key, params), None if seen_by is None else frozenset(seen_by), redacted))

    def push(self, kind: str, player: int, data: dict[str, Any] | None = None, rule: str | Msg = "") -> None:
        self.stack.append(Decision(kind, player, data, rule))

    def copy(self) -> State:
        """An independent copy, random stream included (same future draws)."""
        rng = random.Random.__new__(random.Random)  # no OS seeding: the state is set next
        rng.setstate(self.rng.getstate())
        return self._clone(rng)

    def _clone(self, rng: random.Random) -> State:
        other = object.__new__(type(self))
        other.game = self.game
        other.num_players = self.num_players
        other.seed = self.seed
        other.options = self.options  # read-only (a mappingproxy made by Game.new_game)
        other.rng = rng
        other.log = list(self.log)  # events are immutable once emitted
        other.history = list(self.history)
        other.stack = [d.copy() for d in self.stack]
        other._legal = None
        self._copy_into(other)
        return other

    def view(self, seat: int | None) -> dict[str, Any]:
        """Exactly what ``seat`` may know (None: a spectator), as labelled JSON
        data; the log is not part of it (see :meth:`events`)."""
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.num_players):
            raise ValueError(f"no seat {seat!r} in a {self.num_players}-player game")
        decision = self.decision
        mine = seat is not None and seat == self.current_player
        prompt = self.prompt()
        return {
            "game": self.game.id,
            "seat": seat,
            "num_players": self.num_players,
            "options": dict(self.options),
            "current_player": self.current_player,
            "decision": None if decision is None or prompt is None else {
                "kind": decision.kind, "player": decision.player, "prompt": prompt.to_json(),
            },
            "legal_actions": [a.id for a in self.legal_actions()] if mine else None,
            "is_over": self.is_over,
            "scores": self.scores(),
            "state": self.public_view(seat),
            "hidden": {zone.name: zone.view(seat) for zone in self.hidden_zones()},
            "events": len(self.log),
        }

    def events(self, seat: int | None, since: int = 0, lang: str | None = None) -> list[dict[str, Any]]:
        """The log as ``seat`` may read it, from index ``since``: each event is
        ``{"index", "kind", "params", "text"}``; ``text`` is in ``lang``, or
        ``{"fr": ..., "en": ...}`` when ``lang`` is None.  Indexes count every
        event of the game, so ``since=view["events"]`` asks for what is new."""
        if lang is not None and lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}; use one of {LANGS}")
        if not isinstance(since, int) or since < 0:
            raise ValueError(f"since must be a non-negative integer, not {since!r}")
        out = []
        for index in range(since, len(self.log)):
            msg = self.log[index].for_seat(seat)
            if msg is None:
                continue
            text: Any = msg.text(lang) if lang is not None else {code: msg.text(code) for code in LANGS}
            out.append({"index": index, "kind": msg.key, "params": msg.to_json()["params"], "text": text})
        return out

    def drop_knowledge(self) -> None:
        """Forget what each seat was shown of the hidden zones and stop keeping it
        (``meeple.core.knowledge``): for a determinized world that a search only plays
        on, whose views are never read and which is never determinized again, so its
        moves skip that bookkeeping.  Its views then show no known slot and
        ``known_bags`` is empty.  A game without such a tracker has nothing to drop."""

    def determinize(self, seat: int | None, rng: random.Random) -> State:
        """A copy where everything ``seat`` cannot see is re-sampled
        consistently with what it can see, and the future random stream is
        fresh.  ``self`` is not changed and its own RNG is not used.  Known
        slots (``Zone.known``/``public``) keep their items; the items of each of
        ``known_bags(seat)`` are dealt over that bag's slots first; the rest of
        each pool is shuffled over its other free slots."""
        other = self._clone(random.Random(rng.getrandbits(64)))
        # A world of its own: no seed, no history and no log line that could
        # replay or reveal the true state; only what ``seat`` read survives.
        other.seed = None
        other.history = []
        other.log = [Event(msg) for msg in (event.for_seat(seat) for event in self.log) if msg is not None]
        # Each pool's unknown slots (over every zone of the pool that ``seat``
        # cannot see) get the pool's unknown items, shuffled; known items stay.
        pools: dict[str, list[tuple[Zone, list[int]]]] = {}
        zones = other.hidden_zones()
        for zone in zones:
            if seat is None or seat not in zone.seen_by:
                known = zone.known_to(seat)
                free = [i for i in range(len(zone.items)) if i not in known]
                pools.setdefault(zone.pool, []).append((zone, free))
        bags = other.known_bags(seat)
        if bags:
            # what ``seat`` knows lies among some slots goes there first; those
            # slots leave the pools, with their items
            deal_bags(zones, pools, bags, rng)
        for slots in pools.values():
            items = [zone.items[i] for zone, free in slots for i in free]
            rng.shuffle(items)
            start = 0
            for zone, free in slots:
                for offset, i in enumerate(free):
                    zone.items[i] = items[start + offset]
                start += len(free)
        return other

    def to_record(self) -> dict[str, Any]:
        """Everything needed to rebuild this state with :func:`meeple.replay`.
        The record of a running game is that game's secret (its seed decides
        every hidden card and future die): never show it to a seat."""
        if self.seed is None:
            raise ValueError("a determinized copy has no record: it is a sampled world, not a game that was played")
        return {
            "game": self.game.id,
            "version": self.game.version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": list(self.history),
        }

    def to_position(self) -> dict[str, Any]:
        """The whole state as JSON (see :mod:`meeple.core.position`);
        ``game.from_position`` reads it back."""
        from meeple.core.position import to_position

        return to_position(self)

    def log_text(self, seat: int | None = None, lang: str = "en") -> list[str]:
        out = []
        for event in self.log:
            msg = event.for_seat(seat)
            if msg is not None:
                out.append(msg.text(lang))
        return out

