"""A small PPO run on one meeple game, on the CPU, through ``meeple.rl.gymnasium_env``.

    .venv/bin/pip install torch==2.13.0 matplotlib    # not project dependencies
    .venv/bin/python examples/train_ppo.py --game toy --minutes 3

Seat 0 learns against ``random`` seats, rewarded +1/-1 at the end
(``--reward margin``: its final score margin); the policy
is a small MLP whose logits are masked by the legal actions.  Before and after
training it plays ``--eval-games`` games against ``random`` (greedy: the most
likely legal action); the script prints both win rates, writes the learning
curve (win rate of the training games, moving average) to ``--out``/ppo-<game>.png
and the numbers to ``--out``/ppo-<game>.json.  ``--game toy`` is the minimal
game of ``examples/minimal_game``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent))

from meeple import Game, load_game
from meeple.rl import gymnasium_env


def load(game_id: str) -> Game:
    if game_id == "toy":
        from minimal_game import GAME

        return GAME
    return load_game(game_id)


def squash(observation: np.ndarray) -> torch.Tensor:
    """Counts and scores of any size into a range a small network likes."""
    x = torch.as_tensor(observation, dtype=torch.float32)
    return torch.sign(x) * torch.log1p(torch.abs(x))


class Policy(nn.Module):
    def __init__(self, inputs: int, actions: int, hidden: int = 128) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(inputs, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.logits = nn.Linear(hidden, actions)
        self.value = nn.Linear(hidden, 1)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> tuple[torch.distributions.Categorical, torch.Tensor]:
        h = self.body(x)
        logits = self.logits(h).masked_fill(mask == 0, -1e9)
        return torch.distributions.Categorical(logits=logits), self.value(h).squeeze(-1)


def play(env: Any, policy: Policy, games: int, seed: int, greedy: bool = True) -> float:
    """Win rate of seat 0 over ``games`` games."""
    wins = 0
    for index in range(games):
        observation, _ = env.reset(seed=seed + index)
        done, reward = False, 0.0
        while not done:
            with torch.no_grad():
                dist, _ = policy(squash(observation["observation"]), torch.as_tensor(observation["action_mask"]))
            action = int(dist.probs.argmax()) if greedy else int(dist.sample())
            observation, reward, done, _, _ = env.step(action)
        wins += reward > 0
    return wins / games


def collect(env: Any, policy: Policy, steps: int, state: dict[str, Any]) -> dict[str, Any]:
    """``steps`` decisions of seat 0 (episodes run on across batches)."""
    batch: dict[str, list[Any]] = {k: [] for k in ("obs", "mask", "action", "logp", "value", "reward", "done")}
    observation = state["observation"]
    for _ in range(steps):
        x, mask = squash(observation["observation"]), torch.as_tensor(observation["action_mask"])
        with torch.no_grad():
            dist, value = policy(x, mask)
        action = dist.sample()
        observation, reward, done, _, _ = env.step(int(action))
        for key, item in (("obs", x), ("mask", mask), ("action", action), ("logp", dist.log_prob(action)),
                          ("value", value), ("reward", reward), ("done", done)):
            batch[key].append(item)
        if done:
            state["results"].append((state["steps"], float(env.unwrapped.seat in env.unwrapped.state.winners())))
            observation, _ = env.reset(seed=state["next_seed"])
            state["next_seed"] += 1
        state["steps"] += 1
    state["observation"] = observation
    with torch.no_grad():
        _, last_value = policy(squash(observation["observation"]), torch.as_tensor(observation["action_mask"]))
    return {"obs": torch.stack(batch["obs"]), "mask": torch.stack(batch["mask"]),
            "action": torch.stack(batch["action"]), "logp": torch.stack(batch["logp"]),
            "value": torch.stack(batch["value"]), "reward": torch.tensor(batch["reward"], dtype=torch.float32),
            "done": torch.tensor(batch["done"], dtype=torch.float32), "last_value": last_value}


def advantages(batch: dict[str, Any], gamma: float = 1.0, lam: float = 0.95) -> tuple[torch.Tensor, torch.Tensor]:
    """Generalised advantage estimation over the batch."""
    values, rewards, dones = batch["value"], batch["reward"], batch["done"]
    out = torch.zeros_like(rewards)
    running = torch.tensor(0.0)
    for t in reversed(range(len(rewards))):
        following = batch["last_value"] if t == len(rewards) - 1 else values[t + 1]
        delta = rewards[t] + gamma * following * (1 - dones[t]) - values[t]
        running = delta + gamma * lam * (1 - dones[t]) * running
        out[t] = running
    return out, out + values


def update(policy: Policy, optimiser: torch.optim.Optimizer, batch: dict[str, Any], epochs: int = 10,
           minibatch: int = 128, clip: float = 0.2, entropy: float = 0.01) -> None:
    advantage, target = advantages(batch)
    advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8)
    size = len(advantage)
    for _ in range(epochs):
        order = torch.randperm(size)
        for start in range(0, size, minibatch):
            pick = order[start:start + minibatch]
            dist, value = policy(batch["obs"][pick], batch["mask"][pick])
            ratio = torch.exp(dist.log_prob(batch["action"][pick]) - batch["logp"][pick])
            gain = torch.min(ratio * advantage[pick], torch.clamp(ratio, 1 - clip, 1 + clip) * advantage[pick])
            loss = -gain.mean() + 0.5 * ((value - target[pick]) ** 2).mean() - entropy * dist.entropy().mean()
            optimiser.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
            optimiser.step()


def plot(results: list[tuple[int, float]], path: Path, title: str, before: float, after: float) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [s for s, _ in results]
    wins = np.array([w for _, w in results])
    window = max(1, len(wins) // 20)
    average = np.convolve(wins, np.ones(window) / window, mode="valid")
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(steps[window - 1:], average, label=f"training games (moving average of {window})")
    ax.axhline(before, color="grey", linestyle="--", label=f"before: {before:.0%} vs random (greedy)")
    ax.axhline(after, color="green", linestyle="--", label=f"after: {after:.0%} vs random (greedy)")
    ax.set_xlabel("decisions of the learning seat")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=100)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="toy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--minutes", type=float, default=3.0, help="training time")
    parser.add_argument("--steps", type=int, default=1024, help="decisions per PPO update")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--reward", default="win", choices=["margin", "win"], help="training reward")
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--out", type=Path, default=Path("out"))
    args = parser.parse_args(argv)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    game = load(args.game)
    env = gymnasium_env(game, seat=0, opponents=["random"] * (args.players - 1), reward=args.reward)
    evaluation = gymnasium_env(game, seat=0, opponents=["random"] * (args.players - 1), reward="win")
    inputs, actions = int(env.observation_space["observation"].shape[0]), int(env.action_space.n)
    print(f"{game.id}: observation {inputs} floats, {actions} action indices")
    policy = Policy(inputs, actions)
    optimiser = torch.optim.Adam(policy.parameters(), lr=args.lr)
    eval_seed = 10**6  # evaluation deals are never training deals
    before = play(evaluation, policy, args.eval_games, eval_seed)
    print(f"before training: {before:.1%} wins against random over {args.eval_games} games")
    observation, _ = env.reset(seed=args.seed)
    state: dict[str, Any] = {"observation": observation, "results": [], "steps": 0, "next_seed": args.seed + 1}
    start, updates = time.perf_counter(), 0
    while time.perf_counter() - start < args.minutes * 60:
        update(policy, optimiser, collect(env, policy, args.steps, state))
        updates += 1
        recent = [w for _, w in state["results"][-100:]]
        print(f"update {updates}: {state['steps']} decisions, {len(state['results'])} games, "
              f"last 100 games {np.mean(recent) if recent else 0:.0%} wins", flush=True)
    seconds = time.perf_counter() - start
    after = play(evaluation, policy, args.eval_games, eval_seed)
    print(f"after {seconds / 60:.1f} min ({state['steps']} decisions, {len(state['results'])} games): "
          f"{after:.1%} wins against random over {args.eval_games} games")
    args.out.mkdir(parents=True, exist_ok=True)
    plot(state["results"], args.out / f"ppo-{game.id}.png", f"PPO on {game.id}, {args.players} players",
         before, after)
    summary = {"game": game.id, "players": args.players, "minutes": seconds / 60, "decisions": state["steps"],
               "games": len(state["results"]), "eval_games": args.eval_games, "win_rate_before": before,
               "win_rate_after": after, "observation_size": inputs, "action_indices": actions}
    (args.out / f"ppo-{game.id}.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
