"""Final rewards, the same for every adapter: the score margin or win/loss."""

from __future__ import annotations

from meeple.core import State

REWARDS = ("margin", "win")


def check_reward(reward: str) -> str:
    if reward not in REWARDS:
        raise ValueError(f"reward must be one of {REWARDS}, not {reward!r}")
    return reward


def final_rewards(state: State, reward: str) -> list[float]:
    """Each seat's reward for a finished game.

    ``"margin"``: the seat's score minus the best score among the other seats
    and any non-seat opponent (a solo adversary); ``"win"``: 1 for a winner,
    -1 for everyone else (so a solo seat beaten by its adversary gets -1).
    """
    if reward == "win":
        winners = set(state.winners())
        return [1.0 if seat in winners else -1.0 for seat in range(state.num_players)]
    scores = state.scores()
    others = [row["total"] for row in state.score_sheet()["others"]]
    out = []
    for seat, score in enumerate(scores):
        rivals = [s for other, s in enumerate(scores) if other != seat] + others
        out.append(float(score - max(rivals)) if rivals else float(score))
    return out
