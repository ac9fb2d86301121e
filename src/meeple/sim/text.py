"""French and English text of tournament tables and reports."""

from meeple.core.i18n import register

register(
    {
        "sim.table.title": {"fr": "Tournoi : {game}, {players} joueurs, {games} parties",
                            "en": "Tournament: {game}, {players} players, {games} games"},
        "sim.col.agent": {"fr": "Agent", "en": "Agent"},
        "sim.col.games": {"fr": "Parties", "en": "Games"},
        "sim.col.win_rate": {"fr": "Victoires", "en": "Win rate"},
        "sim.col.ci95": {"fr": "IC 95 %", "en": "95% CI"},
        "sim.col.mean_score": {"fr": "Score moyen", "en": "Mean score"},
        "sim.col.stdev": {"fr": "Écart-type", "en": "Std dev"},
        "sim.col.rating": {"fr": "Classement", "en": "Rating"},  # openskill μ ± σ
        "sim.col.seat": {"fr": "Place", "en": "Seat"},
        "sim.first_seat": {
            "fr": "Avantage du premier joueur : {value:+.1%} (victoires en place 1 : {rate:.1%}, attendu {fair:.1%})",
            "en": "First-seat advantage: {value:+.1%} (seat 1 win rate {rate:.1%}, fair share {fair:.1%})",
        },
        "sim.solo_note": {"fr": "Partie solo : une défaite est une victoire de l'adversaire du jeu.",
                          "en": "Solo game: a loss is a win for the game's adversary."},
        "sim.report.title": {"fr": "Rapport de tournoi : {game}", "en": "Tournament report: {game}"},
        "sim.report.scores": {"fr": "Distribution des scores par agent", "en": "Score distribution by agent"},
        "sim.report.by_agent": {"fr": "Taux de victoire par agent (IC 95 %)", "en": "Win rate by agent (95% CI)"},
        "sim.report.by_seat": {"fr": "Taux de victoire par place et par agent",
                               "en": "Win rate by seat and by agent"},
        "sim.report.lengths": {"fr": "Longueur des parties (actions)", "en": "Game length (actions)"},
        "sim.report.setup": {
            "fr": "{seeds} donnes × {seatings} placements = {games} parties ; graine {seed} ; agents : {agents}",
            "en": "{seeds} deals × {seatings} seatings = {games} games; seed {seed}; agents: {agents}",
        },
        "sim.report.all_agents": {"fr": "tous", "en": "all"},
        "sim.report.count": {"fr": "Parties", "en": "Games"},
        "sim.report.score": {"fr": "Score", "en": "Score"},
        "sim.adversary": {"fr": "Adversaire", "en": "Adversary"},
    }
)
