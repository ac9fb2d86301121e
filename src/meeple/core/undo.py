"""Taking back one's own last decisions, as Board Game Arena allows it.

A seat may take back its own decisions as long as nothing it did since has
taught anyone something new or touched chance, and no other seat has decided
since.  A decision closes the way back (nothing before it can be taken back,
the decision itself included) when, while it was carried out:

- the random stream moved (a die was rolled, a deck shuffled);
- an event was logged that only some seats see (a card drawn into a hand);
- a zone hidden from the deciding seat changed size (it drew from a deck it
  cannot see, or took from another seat's hand);
- the game ended (the final scoring is public).

A decision by another seat closes it as well: undo never reaches past it.

:class:`Undo` wraps the live state of a table (the terminal's, the web
server's): apply actions through it, and it keeps a snapshot (``state.copy()``,
cheap) before each decision that may still be taken back.  Snapshots older than
the last closing decision are dropped, so memory stays small.  ``undo``
replaces :attr:`Undo.state` by the snapshot: callers read the state from the
:class:`Undo` after it.
"""

from __future__ import annotations

from meeple.core.action import Action
from meeple.core.state import State


class Undo:
    """The live state of a table and the decisions its current seat may take back."""

    __slots__ = ("state", "_snapshots", "_seat")

    def __init__(self, state: State) -> None:
        self.state = state
        self._snapshots: list[State] = []  # the state before each decision that may be taken back
        self._seat: int | None = None  # the seat those decisions belong to

    def apply(self, action: Action | str) -> None:
        """Apply ``action`` to the live state (raises as ``State.apply`` does, state untouched)."""
        after = self.state.copy()
        after.apply(action)
        self.advance(after)

    def advance(self, after: State) -> None:
        """Make ``after`` the live state: a copy of the live state with one more decision
        applied (a server checks a move on such a copy before committing it, then keeps it
        rather than playing the move a second time).  The state it replaces is the snapshot."""
        before, seat = self.state, self.state.current_player
        if after.history[:-1] != before.history:
            raise ValueError("advance() takes the live state with exactly one more decision")
        self.state = after
        if seat != self._seat:
            self._snapshots.clear()  # another seat decided: the way back is closed
            self._seat = seat
        if seat is None or closes_the_way_back(before, after, seat):
            self._snapshots.clear()
        else:
            self._snapshots.append(before)

    def can_undo(self, seat: int, skip_forced: bool = False) -> int:
        """How many decisions ``seat`` may take back now (0: none); with
        ``skip_forced``, only decisions that had a choice (more than one legal
        action) count, as a table that plays forced moves by itself needs."""
        if seat != self._seat or self.state.current_player != seat:
            return 0
        if not skip_forced:
            return len(self._snapshots)
        return sum(1 for snapshot in self._snapshots if len(snapshot.legal_actions()) > 1)

    def undo(self, seat: int, skip_forced: bool = False) -> State:
        """Take back ``seat``'s last decision (with ``skip_forced``: back to its
        last decision that had a choice); returns (and keeps) the state before it.
        ``ValueError``, nothing changed, if the policy forbids it."""
        if not self.can_undo(seat, skip_forced):
            raise ValueError(f"seat {seat} has no decision it may take back now")
        self.state = self._snapshots.pop()
        while skip_forced and len(self.state.legal_actions()) == 1:
            self.state = self._snapshots.pop()
        return self.state


def closes_the_way_back(before: State, after: State, seat: int) -> bool:
    """Whether ``seat``'s decision, which turned ``before`` into ``after``,
    revealed hidden information, used chance or ended the game."""
    if after.is_over or before.rng.getstate() != after.rng.getstate():
        return True
    everyone = frozenset(range(after.num_players))
    for event in after.log[len(before.log):]:
        if event.seen_by is not None and not everyone <= event.seen_by:
            return True
    return _hidden_sizes(before, seat) != _hidden_sizes(after, seat)


def _hidden_sizes(state: State, seat: int) -> list[tuple[str, int]]:
    """The name and size of each zone ``seat`` cannot see, in the game's order."""
    return [(zone.name, len(zone.items)) for zone in state.hidden_zones() if seat not in zone.seen_by]
