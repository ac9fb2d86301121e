"""One game and option set's encodings: its action space and its observation layout."""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import numpy as np

from meeple.core import Game, State, load_game
from meeple.core.schema import view_schema
from meeple.rl.actions import ActionSpace, ActionSurvey
from meeple.rl.observations import Node, compile_schema
from meeple.rl.survey import cached, survey

ALL_SEATS_EVERY = 7  # the survey reads every seat's view at one position in this many


def learn(game: Game, options: Mapping[str, Any]) -> tuple[Node, ActionSurvey, int]:
    """Survey the game: the view schema's encoder tree with what it learnt,
    the actions' signatures and ranges, and how many positions were read."""
    schema = view_schema(game)
    root = compile_schema(schema, schema, top=True)
    actions = ActionSurvey(game.components())
    visits = 0

    def see_views(state: State) -> None:
        nonlocal visits
        visits += 1
        current = state.current_player
        seats = range(state.num_players) if current is None or visits % ALL_SEATS_EVERY == 0 else (current,)
        for seat in seats:
            root.observe(state.view(seat))

    positions = survey(game, options, actions.visit, see_views)
    return root, actions, positions


class Encoding:
    """The fixed encodings of ``game`` with ``options`` (see :mod:`meeple.rl.actions`
    and :mod:`meeple.rl.observations`), built from the survey."""

    def __init__(self, game: Game, options: Mapping[str, Any]) -> None:
        self.game = game
        self.options = dict(game.check_options(options))
        components = game.components()
        kinds: dict[str, list[str]] = {}
        for entry in components:
            kinds.setdefault(entry["kind"], []).append(entry["id"])
        kind_of = {entry["id"]: entry["kind"] for entry in components}
        root, actions, self.positions_surveyed = cached(game, self.options, lambda: learn(game, self.options))
        self.root: Node = root
        self.size = self.root.place(0, kinds, kind_of)
        signatures = actions.signatures()
        self.actions = ActionSpace(game.id, components, signatures, actions.ints, actions.texts,
                                   actions.spares(signatures))

    def vector(self, view: Mapping[str, Any]) -> np.ndarray:
        """The float32 vector of a view (a function of the view alone)."""
        where: list[int] = []
        amounts: list[float] = []
        self.root.write(view, where, amounts)
        out = np.zeros(self.size, dtype=np.float32)
        out[where] = amounts
        return out

    def observe(self, state: State, seat: int) -> np.ndarray:
        """The vector of what ``seat`` sees in ``state``."""
        return self.vector(state.view(seat))

    def fields(self) -> list[tuple[str, int, int]]:
        """(view path, offset, size) of every encoded leaf."""
        return self.root.fields("")


@lru_cache(maxsize=32)
def _cached(game: Game, options_json: str) -> Encoding:
    return Encoding(game, json.loads(options_json))


def encoding(game: str | Game, options: Mapping[str, Any] | None = None) -> Encoding:
    """The encodings of a game (id or :class:`Game`) with ``options``, built
    once per process (the survey takes a few seconds)."""
    loaded = load_game(game) if isinstance(game, str) else game
    chosen = loaded.check_options(options or {})
    return _cached(loaded, json.dumps(chosen, sort_keys=True))
