"""Research adapters: fixed action and observation encodings of every game, and
the PettingZoo, Gymnasium and OpenSpiel interfaces built on them (the ``rl`` extra)."""
