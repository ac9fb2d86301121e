"""A tour of the engine contract from a plain Python script.

    .venv/bin/python examples/api_tour.py

Plays a seeded 3-player game of Shadow Kingdoms of Valeria with random choices,
showing each part of the contract on the way, then replays its record.
"""

from __future__ import annotations

import json
import random

import meeple

print("games:", meeple.games())
game = meeple.load_game("shadow-kingdoms-of-valeria")
state = game.new_game(num_players=3, seed=42, options={})

print("to play:", state.current_player, "-", state.prompt().text("fr"))  # type: ignore[union-attr]
first = state.legal_actions()[0]
print("a legal action:", first.id, "|", first.text("fr"), "|", first.text("en"))

try:
    state.apply("move:nowhere")
except meeple.IllegalAction as error:
    print("refused:", error)

rng = random.Random(7)
while not state.is_over:
    seat = state.current_player
    assert seat is not None
    world = state.determinize(seat, rng)  # what a bot may look at
    assert world.view(seat) == state.view(seat)
    state.apply(rng.choice(state.legal_actions()))

print("scores:", state.scores(), "winners:", state.winners())
print("last events:", *state.log_text(seat=0, lang="en")[-3:], sep="\n  ")
record = json.loads(json.dumps(state.to_record()))
print("record:", len(record["actions"]), "actions")
assert meeple.replay(record).view(None) == state.view(None)
print("replayed: identical")
