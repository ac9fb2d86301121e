"""Simulation: many games between agents, tournaments with reports, benchmarks."""

from meeple.sim import text as _text  # noqa: F401  (registers the sim.* messages)
from meeple.sim.bench import bench
from meeple.sim.play import derive_seed, play
from meeple.sim.simulate import simulate
from meeple.sim.tournament import TournamentResult, seatings, tournament

__all__ = ["TournamentResult", "bench", "derive_seed", "play", "seatings", "simulate", "tournament"]
