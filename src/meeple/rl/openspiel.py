"""Every meeple game as an OpenSpiel Python game.

``register()`` registers ``meeple_<game id with underscores>`` for every
installed game, with the parameters ``players`` and ``options`` (the option
set as JSON).  The game type: sequential, imperfect information, general-sum,
terminal rewards, *sampled* stochastic chance (the engine draws its shuffles
and dice inside ``apply`` from the state's own random stream, and no game
declares its random events one by one, so they cannot be listed as explicit
chance nodes without code per game).  Actions are the fixed index space of
:mod:`meeple.rl.actions`; the observation tensor is the vector of
:mod:`meeple.rl.observations`; the information state (tensor and string) is
the same as the observation: a view summarises what a seat has learnt, and
with the log length it carries it tells apart positions IS-MCTS must keep
apart.  It is not a perfect-recall history (a tabular CFR would need one; the
seat's log, ``state.events(seat)``, holds it).  ``resample_from_infostate`` is ``determinize``, so
OpenSpiel's IS-MCTS runs on these games.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import numpy as np
import pyspiel

from meeple.core import Game, State, games, load_game
from meeple.rl.encoding import Encoding, encoding
from meeple.rl.rewards import check_reward, final_rewards

TERMINAL = int(pyspiel.PlayerId.TERMINAL)
MAX_GAME_LENGTH = 20_000  # an upper bound on decisions per game (OpenSpiel asks for one)


def short_name(game_id: str) -> str:
    return "meeple_" + game_id.replace("-", "_")


def game_type(game: Game) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(game.id),
        long_name=f"meeple {game.names['en']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": game.max_players, "options": "{}", "reward": "win"},
    )


class MeepleSpielGame(pyspiel.Game):
    """One meeple game for a player count and option set."""

    def __init__(self, game: Game, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", game.max_players))
        if not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.id} is played by {game.min_players} to {game.max_players} players")
        self.meeple_game = game
        self.encoding: Encoding = encoding(game, json.loads(params.get("options", "{}")))
        self.reward = check_reward(str(params.get("reward", "win")))
        self.players = players
        bound = 1.0 if self.reward == "win" else 1000.0  # a score margin: no game reaches it
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.actions.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type(game), info, params)
        self._seeds = random.Random(0)

    def new_initial_state(self) -> MeepleSpielState:
        state = self.meeple_game.new_game(self.players, self._seeds.getrandbits(31), self.encoding.options)
        return MeepleSpielState(self, Table(state, self.encoding, self.reward))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> MeepleObserver:
        return MeepleObserver(self.encoding)


class Table:
    """What a pyspiel state keeps: OpenSpiel clones a Python state by deep-copying
    its attributes, so this copies the meeple state with its own fast ``copy()``
    and shares the rest."""

    __slots__ = ("state", "encoding", "reward", "player")

    def __init__(self, state: State, coding: Encoding, reward: str) -> None:
        self.state = state
        self.encoding = coding
        self.reward = reward
        self.player = 0
        self.moved()

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return Table(self.state.copy(), self.encoding, self.reward)

    def moved(self) -> None:
        """Read OpenSpiel's current player (TERMINAL once over) after the state
        moved: pyspiel asks for it several times per step, and only
        ``_apply_action`` moves the state."""
        current = self.state.current_player  # None once the game is over
        self.player = TERMINAL if current is None else current


class MeepleSpielState(pyspiel.State):
    def __init__(self, game: pyspiel.Game, table: Table) -> None:
        super().__init__(game)
        self.table = table

    def current_player(self) -> int:
        return self.table.player

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal indices of ``player`` (default: the player to act),
        ascending; none for another player or once the game is over.  What
        pyspiel's own ``legal_actions`` answers, but without its round trip:
        from Python, it calls C++, which calls back into Python for the current
        player (three times), for ``is_terminal`` and for ``_legal_actions``,
        each call across the boundary costing more than the answer."""
        table = self.table
        if table.player == TERMINAL or (player is not None and player != table.player):
            return []
        return table.encoding.actions.legal_indices(table.state)

    def _legal_actions(self, player: int) -> list[int]:
        """pyspiel's hook, for its C++ callers (``legal_actions_mask``, C++ algorithms)."""
        return self.legal_actions(player)

    def _apply_action(self, action: int) -> None:
        table = self.table
        state = table.state
        actions = table.encoding.actions
        chosen = actions.legal(state).get(action)
        state.apply(chosen if chosen is not None else actions.action(state, action))  # the latter raises
        current = state.current_player  # table.moved(), inlined: pyspiel calls this at every step
        table.player = TERMINAL if current is None else current

    def _action_to_string(self, player: int, action: int) -> str:
        legal = self.table.encoding.actions.legal(self.table.state)
        if action in legal:
            return legal[action].id
        kind, values = self.table.encoding.actions.decode(action)
        return f"{kind} {json.dumps(values)}"

    def is_terminal(self) -> bool:
        return self.table.player == TERMINAL

    def returns(self) -> list[float]:
        state = self.table.state
        if not state.is_over:
            return [0.0] * state.num_players
        return final_rewards(state, self.table.reward)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> MeepleSpielState:
        """A world consistent with what ``player_id`` knows: ``determinize``,
        its random stream drawn from OpenSpiel's sampler."""
        seed = int(probability_sampler() * 2**62) if callable(probability_sampler) else random.getrandbits(62)
        world = self.table.state.determinize(player_id, random.Random(seed))
        return MeepleSpielState(self.get_game(), Table(world, self.table.encoding, self.table.reward))

    def __str__(self) -> str:
        return json.dumps(self.table.state.view(None), sort_keys=True)


class MeepleObserver:
    """OpenSpiel's observer: the encoded view as ``tensor``, the view as JSON
    as string, for observations and information states alike."""

    def __init__(self, coding: Encoding) -> None:
        self.encoding = coding
        self.tensor = np.zeros(coding.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: MeepleSpielState, player: int) -> None:
        self.tensor[:] = self.encoding.observe(state.table.state, player)

    def string_from(self, state: MeepleSpielState, player: int) -> str:
        return json.dumps(state.table.state.view(player), sort_keys=True)


def register(which: Sequence[str | Game] | None = None) -> list[str]:
    """Register every installed game (or those of ``which``, ids or games)
    with pyspiel; return their short names (``meeple_<id>``)."""
    names = []
    for entry in which if which is not None else games():
        game = load_game(entry) if isinstance(entry, str) else entry
        if short_name(game.id) not in pyspiel.registered_names():
            pyspiel.register_game(game_type(game), _factory(game))
        names.append(short_name(game.id))
    return names


def _factory(game: Game) -> type[MeepleSpielGame]:
    """A class per game, as pyspiel's registry wants: pyspiel keeps the factory
    until after Python has shut down, and a plain function dropped then
    crashes the interpreter on exit (a class lives in a cycle and is not)."""

    def __init__(self: MeepleSpielGame, params: dict[str, Any] | None = None) -> None:
        MeepleSpielGame.__init__(self, game, params)

    return type(f"MeepleSpielGame_{game.id.replace('-', '_')}", (MeepleSpielGame,), {"__init__": __init__})
