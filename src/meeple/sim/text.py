"""French and English text of tournament tables and reports."""

from meeple.core.i18n import catalog, register

register(
    catalog({
        "sim.table.title": ("Tournoi : {game}, {players:plural:# joueur|# joueurs}, {games:plural:# partie|# parties}",
                            "Tournament: {game}, {players:plural:# player|# players}, {games:plural:# game|# games}"),
        "sim.col.agent": ("Agent", "Agent"),
        "sim.col.games": ("Parties", "Games"),
        "sim.col.win_rate": ("Victoires", "Win rate"),
        "sim.col.ci95": ("IC 95 %", "95% CI"),
        "sim.col.mean_score": ("Score moyen", "Mean score"),
        "sim.col.stdev": ("Écart-type", "Std dev"),
        "sim.col.rating": ("Classement", "Rating"),  # openskill μ ± σ
        "sim.col.seat": ("Place", "Seat"),
        "sim.first_seat": (
            "Avantage du premier joueur : {value:+.1%} (victoires du Joueur 1 : {rate:.1%}, attendu {fair:.1%})",
            "First-seat advantage: {value:+.1%} (seat 1 win rate {rate:.1%}, fair share {fair:.1%})",
        ),
        "sim.solo_note": ("Partie solo : une défaite est une victoire de l'adversaire du jeu.",
                          "Solo game: a loss is a win for the game's adversary."),
        "sim.report.title": ("Rapport de tournoi : {game}", "Tournament report: {game}"),
        "sim.report.scores": ("Distribution des scores par agent", "Score distribution by agent"),
        "sim.report.by_agent": ("Taux de victoire par agent (IC 95 %)", "Win rate by agent (95% CI)"),
        "sim.report.by_seat": ("Taux de victoire par place et par agent", "Win rate by seat and by agent"),
        "sim.report.lengths": ("Longueur des parties (actions)", "Game length (actions)"),
        "sim.report.setup": (
            "{seeds:plural:# donne|# donnes} × {seatings:plural:# placement|# placements} = "
            "{games:plural:# partie|# parties} ; graine {seed} ; agents : {agents}",
            "{seeds:plural:# deal|# deals} × {seatings:plural:# seating|# seatings} = "
            "{games:plural:# game|# games}; seed {seed}; agents: {agents}",
        ),
        "sim.report.all_agents": ("tous", "all"),
        "sim.report.count": ("Parties", "Games"),
        "sim.report.score": ("Score", "Score"),
        "sim.adversary": ("Adversaire", "Adversary"),
        "sim.stalled": (
            "{count:plural:# partie arrêtée|# parties arrêtées} après {actions} actions sans fin de partie "
            "(graines : {seeds})",
            "{count:plural:# game|# games} stopped unfinished after {actions} actions (seeds: {seeds})",
        ),
    })
)
