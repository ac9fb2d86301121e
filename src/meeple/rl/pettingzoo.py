"""Every meeple game as a PettingZoo AEC environment.

Agents are ``player_0`` ... ``player_<n-1>``, one per seat; the agent to act is
the seat of the pending decision (out-of-turn decisions included).  An
observation is ``{"observation": float32 vector, "action_mask": int8 mask}``
(:mod:`meeple.rl.encoding`); the raw view is in ``infos[agent]["view"]``.
Rewards come once, when the game ends (:mod:`meeple.rl.rewards`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from meeple.core import Game, State, load_game
from meeple.rl.encoding import encoding
from meeple.rl.lazy import seat_observation
from meeple.rl.rewards import check_reward, final_rewards
from meeple.rl.text import RENDER_MODES, board_text


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class MeepleAEC(AECEnv):
    metadata = {"render_modes": list(RENDER_MODES), "name": "meeple", "is_parallelizable": False}

    def __init__(self, game_id: str | Game, num_players: int, options: Mapping[str, Any] | None = None,
                 render_mode: str | None = None, reward: str = "margin", lang: str = "en", lazy: bool = True) -> None:
        super().__init__()
        self.game = load_game(game_id) if isinstance(game_id, str) else game_id
        if not self.game.min_players <= num_players <= self.game.max_players:
            raise ValueError(f"{self.game.id} is played by {self.game.min_players} to {self.game.max_players} players")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {RENDER_MODES} or None")
        self.encoding = encoding(self.game, options)
        self.num_players = num_players
        self.render_mode = render_mode
        self.reward = check_reward(reward)
        self.lang = lang
        self.lazy = lazy
        self.metadata = {**self.metadata, "name": f"meeple_{self.game.id}"}
        self.possible_agents = [agent_name(seat) for seat in range(num_players)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        observation = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.encoding.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.encoding.actions.size,), np.int8),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation)
        self.action_spaces = {agent: spaces.Discrete(self.encoding.actions.size) for agent in self.possible_agents}
        self.state: State | None = None
        self._rng = random.Random()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng.seed(seed)
        self.state = self.game.new_game(self.num_players, self._rng.getrandbits(31), self.encoding.options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.state is not None
        current = self.state.current_player
        self.agent_selection = self.possible_agents[current] if current is not None else self.agents[0]

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """PettingZoo's agent iterator (the agent to act, until no agent is
        left or ``max_iter`` agents were given) as a generator: resuming one
        costs less than PettingZoo's ``__next__``, a Python call per step."""
        while self.agents and max_iter > 0:
            max_iter -= 1
            yield self.agent_selection

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """PettingZoo's ``last``, with ``observe`` inlined (one call per step fewer)."""
        agent = self.agent_selection
        terminated, truncated, observation = self.terminations[agent], self.truncations[agent], None
        if observe:
            assert self.state is not None, "call reset() first"
            # the selected agent is the one to decide, until the game ends
            observation, self.infos[agent] = seat_observation(self.encoding, self.state, self._seat_of[agent],
                                                              self.lazy, not (terminated or truncated))
        return observation, self._cumulative_rewards[agent], terminated, truncated, self.infos[agent]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's observation; its vector, and the view put in
        ``infos[agent]["view"]``, are built when first read (see :mod:`meeple.rl.lazy`)."""
        assert self.state is not None, "call reset() first"
        observation, self.infos[agent] = seat_observation(self.encoding, self.state, self._seat_of[agent],
                                                          self.lazy)
        return observation

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state
        assert state is not None and action is not None
        actions = self.encoding.actions
        chosen = actions.legal(state).get(int(action))
        state.apply(chosen if chosen is not None else actions.action(state, int(action)))  # the latter raises
        current = state.current_player  # None once the game is over
        # rewards come only at the end: until then every reward and sum stays 0
        if current is None and state.is_over:
            self._cumulative_rewards[agent] = 0.0
            for seat, value in enumerate(final_rewards(state, self.reward)):
                self.rewards[agent_name(seat)] = value
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
        self.agent_selection = self.possible_agents[current] if current is not None else self.agents[0]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        seat = self.state.current_player
        text = board_text(self.game, self.state.view(seat), seat, self.lang)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def pettingzoo_env(game_id: str | Game, num_players: int = 2, options: Mapping[str, Any] | None = None,
                   render_mode: str | None = None, reward: str = "margin", lang: str = "en",
                   lazy: bool = True) -> MeepleAEC:
    """A PettingZoo AEC environment of ``game_id`` for ``num_players`` seats;
    ``reward`` is ``"margin"`` (final score margin) or ``"win"`` (+1/-1);
    ``lazy=False`` builds each observation's vector and view when it is
    returned rather than when it is read (see :mod:`meeple.rl.lazy`)."""
    return MeepleAEC(game_id, num_players, options, render_mode, reward, lang, lazy)
