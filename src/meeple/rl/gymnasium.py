"""One seat of a meeple game as a Gymnasium environment, the other seats
played by meeple agents (``"random"``, ``"ismcts:iterations=50"`` ...).

Observations are ``{"observation": float32 vector, "action_mask": int8
mask}``; the raw view is in ``info["view"]``.  The reward is 0 until the game
ends, then the seat's final reward (:mod:`meeple.rl.rewards`).  An index that
is not legal now leaves the game unchanged and costs ``illegal_penalty``
(with ``info["illegal"]``), or raises if ``illegal="raise"``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from meeple.agents import Agent, make_agent
from meeple.core import Game, State, load_game
from meeple.rl.encoding import encoding
from meeple.rl.lazy import seat_observation
from meeple.rl.rewards import check_reward, final_rewards
from meeple.rl.text import RENDER_MODES, board_text


class MeepleSeatEnv(gymnasium.Env):
    metadata = {"render_modes": list(RENDER_MODES)}

    def __init__(self, game_id: str | Game, seat: int = 0, opponents: Sequence[str] = ("random",),
                 options: Mapping[str, Any] | None = None, render_mode: str | None = None,
                 reward: str = "margin", illegal: str = "penalize", illegal_penalty: float = -1.0,
                 lang: str = "en", lazy: bool = True) -> None:
        self.game = load_game(game_id) if isinstance(game_id, str) else game_id
        self.num_players = len(opponents) + 1
        if not self.game.min_players <= self.num_players <= self.game.max_players:
            raise ValueError(f"{self.game.id} is played by {self.game.min_players} to {self.game.max_players} "
                             f"players; {len(opponents)} opponents make {self.num_players}")
        if not 0 <= seat < self.num_players:
            raise ValueError(f"seat {seat} is not one of 0..{self.num_players - 1}")
        if illegal not in ("penalize", "raise"):
            raise ValueError(f"illegal must be 'penalize' or 'raise', not {illegal!r}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {RENDER_MODES} or None")
        self.encoding = encoding(self.game, options)
        self.seat = seat
        self.opponent_specs = list(opponents)
        for spec in self.opponent_specs:
            make_agent(spec, 0, 0)  # a bad spec fails here, not at the first reset
        self.reward = check_reward(reward)
        self.illegal = illegal
        self.illegal_penalty = illegal_penalty
        self.render_mode = render_mode
        self.lang = lang
        self.lazy = lazy
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.encoding.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.encoding.actions.size,), np.int8),
        })
        self.action_space = spaces.Discrete(self.encoding.actions.size)
        self.state: State | None = None
        self.opponents: dict[int, Agent] = {}

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        draws = self.np_random.integers(0, 2**31, size=self.num_players)
        self.state = self.game.new_game(self.num_players, int(draws[0]), self.encoding.options)
        others = [seat for seat in range(self.num_players) if seat != self.seat]
        self.opponents = {seat: make_agent(spec, seat, int(draws[seat]))
                          for seat, spec in zip(others, self.opponent_specs, strict=True)}
        self._play_opponents()
        return self._observe()

    def _play_opponents(self) -> None:
        state = self.state
        assert state is not None
        current = state.current_player  # None once the game is over
        while current is not None and current != self.seat:
            state.apply(self.opponents[current].act(state))
            current = state.current_player

    def _observe(self, **extra: Any) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """The observation and the info; the vector and the view are built
        when first read (see :mod:`meeple.rl.lazy`)."""
        state = self.state
        assert state is not None
        observation, info = seat_observation(self.encoding, state, self.seat, self.lazy, not state.is_over)
        info.update(extra)
        return observation, info

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        state = self.state
        assert state is not None, "call reset() first"
        legal = self.encoding.actions.legal(state)
        chosen = legal.get(int(action))
        if chosen is None:
            if self.illegal == "raise":
                self.encoding.actions.action(state, int(action))  # raises, naming the index
            observation, info = self._observe(illegal=True)
            return observation, self.illegal_penalty, False, False, info
        state.apply(chosen)
        self._play_opponents()
        over = state.is_over
        reward = final_rewards(state, self.reward)[self.seat] if over else 0.0
        if self.render_mode == "human":
            self.render()
        # _observe, inlined: the seat is to decide unless the game is over (_play_opponents)
        observation, info = seat_observation(self.encoding, state, self.seat, self.lazy, not over)
        return observation, reward, over, False, info

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        text = board_text(self.game, self.state.view(self.seat), self.seat, self.lang)
        if self.render_mode == "human":
            print(text)
            return None
        return text


def gymnasium_env(game_id: str | Game, seat: int = 0, opponents: Sequence[str] = ("random",),
                  options: Mapping[str, Any] | None = None, render_mode: str | None = None,
                  reward: str = "margin", illegal: str = "penalize", illegal_penalty: float = -1.0,
                  lang: str = "en", lazy: bool = True) -> MeepleSeatEnv:
    """A Gymnasium environment: ``seat`` of ``game_id`` against one meeple agent
    per spec in ``opponents`` (``[]``: a solo game); ``lazy=False`` builds each
    observation's vector and view when it is returned rather than when it is
    read (see :mod:`meeple.rl.lazy`)."""
    return MeepleSeatEnv(game_id, seat, opponents, options, render_mode, reward, illegal, illegal_penalty, lang,
                         lazy)
