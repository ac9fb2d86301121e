"""Score sheets: the rulebook's scoring categories, per seat and per non-seat
opponent (a solo Adversary, an automaton), as one JSON shape for every game::

    {"categories": [{"id", "name": {"fr", "en"}}],
     "seats":  [{"seat", "entries": {category: points}, "total"}],
     "others": [{"id", "name": {"fr", "en"}, "entries": {...}, "total"}]}

A game whose rulebook scores during play (Path's End of Year Scoring) calls
:func:`announce_scoring` right after it: clients show the sheet when they read
an event of kind :data:`SCORED` (the terminal prints it as a table).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from meeple.core.i18n import Msg, catalog, register

if TYPE_CHECKING:
    from meeple.core.state import State

Category = tuple[str, Mapping[str, str]]  # (id, {"fr", "en"})

SCORED = "core.scored"  # the kind of the event that says the rulebook has just scored during play

register(catalog({
    "core.scored": ("{stage} : décompte fait, la feuille de score est à jour.",
                    "{stage}: scored, the score sheet is up to date."),
}))


def announce_scoring(state: State, stage: Msg) -> None:
    """Log (publicly) that the rulebook has just scored during play; ``stage``
    names the moment (``"End of Year 1 Scoring"``).  A client may pass over it
    once the game is over: the final sheet is shown then anyway."""
    state.emit(SCORED, {"stage": stage})


def score_sheet(categories: Sequence[Category], seats: Sequence[Mapping[str, int]],
                others: Sequence[tuple[str, Mapping[str, str], Mapping[str, int]]] = (),
                totals: Sequence[int] | None = None) -> dict[str, Any]:
    """Build a sheet.  Each seat's entries must name only known categories;
    ``total`` is their sum unless ``totals`` gives it (a rule that floors or
    caps the sum, say), in which case the caller is responsible for it."""
    ids = [cid for cid, _ in categories]
    if len(set(ids)) != len(ids):
        raise ValueError(f"score categories repeat an id: {ids}")

    def row(entries: Mapping[str, int]) -> dict[str, int]:
        unknown = sorted(set(entries) - set(ids))
        if unknown:
            raise ValueError(f"score entries name unknown categories {unknown}")
        return {cid: int(entries.get(cid, 0)) for cid in ids}

    seat_rows = []
    for seat, entries in enumerate(seats):
        cells = row(entries)
        total = sum(cells.values()) if totals is None else int(totals[seat])
        seat_rows.append({"seat": seat, "entries": cells, "total": total})
    other_rows = []
    for oid, name, entries in others:
        cells = row(entries)
        other_rows.append({"id": oid, "name": {"fr": name["fr"], "en": name["en"]}, "entries": cells,
                           "total": sum(cells.values())})
    return {
        "categories": [{"id": cid, "name": {"fr": name["fr"], "en": name["en"]}} for cid, name in categories],
        "seats": seat_rows,
        "others": other_rows,
    }
