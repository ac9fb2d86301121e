"""One sub-package per game; each exposes ``GAME``.  Nothing outside a game's
folder knows its insides, and no game imports another."""
