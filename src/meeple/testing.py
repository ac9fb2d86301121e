"""Checks of the "table a player can read" contract on one state of any game.

Shared by the tests (``tests/table_contract.py`` plays random games and
calls :func:`check_state`) and by ``benchmarks/table_coverage.py`` (which
runs the same checks over thousands of games and counts failures).  A game's
author can call them on their own game.  Each check raises
``AssertionError`` naming what is wrong:

- ``components()`` is a well-formed list with unique ids, fr/en names and texts;
- every view validates against the game's schema (``meeple.core.schema``);
- every string in a view's ``state`` and ``hidden``, in an action's
  ``describe()["params"]`` and in an event's ``params`` is a component id
  (nested messages keep their ``key``: a message key, not an id);
- ``score_sheet()`` totals equal ``scores()`` and the winners have the best total;
- a position round-trips: same views, same legal actions, same future;
- ``view(p) == determinize(p).view(p)``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from meeple.core.components import PROVENANCES
from meeple.core.game import Game
from meeple.core.schema import validate_view
from meeple.core.state import State

FUTURE_STEPS = 5  # actions played on a position and its round-tripped twin, which must stay equal

# Option sets the coverage run and the board-size test play, per game id (a game
# not listed: its defaults).  Together they take every value of every option at
# least once (Seasons' 24 expansion combinations would be 4x the work for little more).
OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "paladins-of-the-west-kingdom": [{}, {"difficulty": "easy"}, {"difficulty": "hard"}],
    "seasons": [
        {},
        {"level": "apprentice"},
        {"level": "archmage", "expansion": "path-of-destiny"},
        {"expansion": "path-of-destiny", "enchantment": 1},
        {"enchanted_kingdom": True, "enchantment": 110},
        {"level": "archmage", "expansion": "path-of-destiny", "enchanted_kingdom": True, "promos": True},
    ],
    "shadow-kingdoms-of-valeria": [{}, {"adversary_vp": 30}],
}
# Options the rulebooks use only against the solo opponent: varied at one player only.
SOLO_ONLY = {"difficulty", "adversary_vp"}


def setups(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """(players, options) pairs: every player count with every option set of
    :data:`OPTION_SETS` (solo-only options at one player only)."""
    pairs: list[tuple[int, dict[str, Any]]] = []
    for options in OPTION_SETS.get(game.id, [{}]):
        counts = range(game.min_players, game.max_players + 1)
        if set(options) & SOLO_ONLY:
            counts = range(1, 2) if game.min_players == 1 else range(0)
        pairs.extend((players, options) for players in counts)
    return pairs


def component_ids(game: Game) -> set[str]:
    """The ids of ``game.components()``, once the list is checked well-formed."""
    comps = game.components()
    json.dumps(comps)
    found: set[str] = set()
    for entry in comps:
        cid = entry["id"]
        assert isinstance(cid, str) and cid and cid not in found, f"bad or repeated id {cid!r}"
        found.add(cid)
        assert isinstance(entry["kind"], str) and entry["kind"], cid
        for field in ("name", "text"):
            assert set(entry[field]) == {"fr", "en"}, f"{cid}: {field} needs fr and en"
            assert all(isinstance(v, str) for v in entry[field].values()), cid
        assert entry["name"]["fr"] and entry["name"]["en"], f"{cid}: empty name"
        assert entry["provenance"] in PROVENANCES, f"{cid}: provenance {entry['provenance']!r}"
    return found


def strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string leaf of a JSON value with its path; dict keys are labels, not values."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        if set(value) == {"key", "params"}:  # a nested message: its key is a catalog key
            yield from strings(value["params"], f"{path}.params")
            return
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from strings(item, f"{path}[{i}]")


def assert_ids(value: Any, known: set[str], where: str) -> None:
    for path, text in strings(value):
        assert text in known, f"{where}{path}: {text!r} is not a component id"


def check_view(game: Game, state: State, seat: int | None, known: set[str]) -> None:
    """``view(seat)`` is JSON, matches the game's schema and names components by id."""
    view = state.view(seat)
    json.dumps(view)
    validate_view(game, view)
    assert_ids(view["state"], known, f"view({seat}).state")
    assert_ids(view["hidden"], known, f"view({seat}).hidden")


def check_events(state: State, seat: int | None, since: int, known: set[str]) -> None:
    """The events ``seat`` reads from ``since`` on name components by id."""
    for event in state.events(seat, since=since):
        assert_ids(event["params"], known, f"event {event['kind']}")


def check_actions(state: State, known: set[str]) -> None:
    """Every legal action describes itself as ``{"kind", "params"}`` with component ids."""
    for action in state.legal_actions():
        described = action.describe()
        assert set(described) == {"kind", "params"}
        json.dumps(described)
        assert_ids(described["params"], known, f"action {action.id}")


def check_sheet(state: State) -> None:
    """Totals equal ``scores()``, every category is filled; at the end the winners have the best total."""
    sheet = state.score_sheet()
    json.dumps(sheet)
    assert [row["total"] for row in sheet["seats"]] == state.scores(), (sheet["seats"], state.scores())
    for row in sheet["seats"]:
        assert set(row["entries"]) == {c["id"] for c in sheet["categories"]}
    winners = state.winners() if state.is_over else []
    if winners:
        best = max(row["total"] for row in sheet["seats"])
        assert all(sheet["seats"][w]["total"] == best for w in winners), (winners, sheet["seats"])


def check_position(game: Game, state: State, rng: random.Random) -> None:
    """``from_position(to_position())`` shows every seat the same view, offers the same
    actions and has the same future under the same actions."""
    position = json.loads(json.dumps(state.to_position()))
    again = game.from_position(position)
    for seat in range(state.num_players):
        assert again.view(seat) == state.view(seat), f"view({seat}) differs after a position round trip"
    assert [a.id for a in again.legal_actions()] == [a.id for a in state.legal_actions()]
    future, twin = state.copy(), again
    for _ in range(FUTURE_STEPS):
        if future.is_over:
            break
        choice = rng.choice(future.legal_actions()).id
        future.apply(choice)
        twin.apply(choice)
    assert json.dumps(future.to_position()) == json.dumps(twin.to_position()), "the futures differ"


def check_determinize(state: State, rng: random.Random) -> None:
    """A seat's determinized world shows that seat exactly its view."""
    for seat in range(state.num_players):
        world = state.determinize(seat, random.Random(rng.random()))
        assert world.view(seat) == state.view(seat), f"determinize({seat}) changes what seat {seat} sees"


def check_state(game: Game, state: State, known: set[str], rng: random.Random, recent_events: int = 30) -> None:
    """Every check above on ``state``, for every seat and a spectator (the last
    ``recent_events`` events only: earlier ones were checked at earlier states)."""
    for seat in (None, *range(state.num_players)):
        check_view(game, state, seat, known)
        check_events(state, seat, max(0, len(state.log) - recent_events), known)
    check_actions(state, known)
    check_sheet(state)
    check_position(game, state, rng)
    check_determinize(state, rng)
