"""The "table a player can read" contract, checked on random games of any game.

Each game's tests call :func:`check_table_contract` (see
``tests/games/<game>/test_*_table.py``).  What it checks, for every visited
state and seat:

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
from collections.abc import Iterable, Iterator
from typing import Any

import meeple
from meeple.core.components import PROVENANCES
from meeple.core.schema import validate_view


def component_ids(game: meeple.Game) -> set[str]:
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


def check_state(game: meeple.Game, state: meeple.State, known: set[str], rng: random.Random) -> None:
    for seat in (None, *range(state.num_players)):
        view = state.view(seat)
        json.dumps(view)
        validate_view(game, view)
        assert_ids(view["state"], known, f"view({seat}).state")
        assert_ids(view["hidden"], known, f"view({seat}).hidden")
        for event in state.events(seat, since=max(0, len(state.log) - 30)):
            assert_ids(event["params"], known, f"event {event['kind']}")
    for action in state.legal_actions():
        described = action.describe()
        assert set(described) == {"kind", "params"}
        json.dumps(described)
        assert_ids(described["params"], known, f"action {action.id}")
    sheet = state.score_sheet()
    json.dumps(sheet)
    assert [row["total"] for row in sheet["seats"]] == state.scores()
    for row in sheet["seats"]:
        assert set(row["entries"]) == {c["id"] for c in sheet["categories"]}
    # positions
    position = json.loads(json.dumps(state.to_position()))
    again = game.from_position(position)
    for seat in range(state.num_players):
        assert again.view(seat) == state.view(seat)
    assert [a.id for a in again.legal_actions()] == [a.id for a in state.legal_actions()]
    future, twin = state.copy(), again
    for _ in range(5):
        if future.is_over:
            break
        choice = rng.choice(future.legal_actions()).id
        future.apply(choice)
        twin.apply(choice)
    assert json.dumps(future.to_position()) == json.dumps(twin.to_position())
    # determinization
    for seat in range(state.num_players):
        world = state.determinize(seat, random.Random(rng.random()))
        assert world.view(seat) == state.view(seat)


def check_table_contract(game_id: str, option_sets: Iterable[dict[str, Any]] = ({},), games: int = 3,
                         checks_per_game: int = 6, seed: int = 0) -> None:
    game = meeple.load_game(game_id)
    known = component_ids(game)
    rng = random.Random(seed)
    for options in option_sets:
        for players in range(game.min_players, game.max_players + 1):
            for index in range(games):
                state = game.new_game(players, seed + index, options)
                length = 0
                checkpoints: list[meeple.State] = []
                while not state.is_over:
                    if rng.random() < 0.02 and len(checkpoints) < checks_per_game:
                        checkpoints.append(state.copy())
                    state.apply(rng.choice(state.legal_actions()))
                    length += 1
                    assert length < 50_000
                for point in (*checkpoints, state):
                    check_state(game, point, known, rng)
                winners = state.winners()
                totals = state.score_sheet()["seats"]
                if winners:
                    best = max(row["total"] for row in totals)
                    assert all(totals[w]["total"] == best for w in winners), (winners, totals)
