"""Every text the `meeple` command shows, in French and English.

Keys live under ``cli.*`` so they never clash with a game's or the engine's.
"""

from __future__ import annotations

from typing import Any

from meeple.core.i18n import LANGS, register, render

register(
    {
        # ----------------------------------------------------------- errors
        "cli.error": {"fr": "Erreur : {message}", "en": "Error: {message}"},
        "cli.error.lang": {
            "fr": "langue inconnue « {value} » ; choisissez parmi : {choices}",
            "en": "unknown language '{value}'; choose one of: {choices}",
        },
        "cli.error.game": {
            "fr": "aucun jeu « {game} » ; jeux installés : {installed}",
            "en": "no game '{game}'; installed games: {installed}",
        },
        "cli.error.discover": {
            "fr": "un jeu installé n'a pas pu être chargé ({reason})",
            "en": "an installed game failed to load ({reason})",
        },
        "cli.error.seats": {
            "fr": "{game} se joue de {min} à {max} joueurs, pas {count}",
            "en": "{game} is played by {min} to {max} players, not {count}",
        },
        "cli.error.option_form": {
            "fr": "option « {text} » : écrivez clé=valeur",
            "en": "option '{text}': write key=value",
        },
        "cli.error.option_name": {
            "fr": "{game} n'a pas d'option « {name} » ; options : {known}",
            "en": "{game} has no option '{name}'; options: {known}",
        },
        "cli.error.option_value": {
            "fr": "option {name} : « {value} » n'est pas permis ; valeurs : {choices}",
            "en": "option {name}: '{value}' is not allowed; values: {choices}",
        },
        "cli.error.option_type": {
            "fr": "option {name} : « {value} » n'est pas un(e) {kind}",
            "en": "option {name}: '{value}' is not a {kind}",
        },
        "cli.error.agent": {
            "fr": "joueur artificiel « {spec} » invalide : {reason}",
            "en": "invalid bot '{spec}': {reason}",
        },
        "cli.error.missing": {
            "fr": "cette commande a besoin du module {module}, qui n'est pas installé",
            "en": "this command needs the {module} module, which is not installed",
        },
        "cli.error.record": {
            "fr": "impossible de lire l'enregistrement {path} : {reason}",
            "en": "cannot read the record {path}: {reason}",
        },
        "cli.error.record_action": {
            "fr": "l'action n° {index} « {action} » de l'enregistrement n'est pas permise : {reason}",
            "en": "action #{index} '{action}' of the record is not legal: {reason}",
        },
        "cli.error.seat": {
            "fr": "il n'y a pas de joueur {seat} (joueurs 1 à {last})",
            "en": "there is no player {seat} (players 1 to {last})",
        },
        "cli.error.count": {
            "fr": "{name} doit valoir au moins {min}",
            "en": "{name} must be at least {min}",
        },
        # ----------------------------------------------------------- games
        "cli.games.title": {"fr": "Jeux installés", "en": "Installed games"},
        "cli.games.id": {"fr": "Identifiant", "en": "Id"},
        "cli.games.fr": {"fr": "Nom français", "en": "French name"},
        "cli.games.en": {"fr": "Nom anglais", "en": "English name"},
        "cli.games.players": {"fr": "Joueurs", "en": "Players"},
        "cli.games.options": {"fr": "Options", "en": "Options"},
        "cli.games.none": {"fr": "Aucun jeu installé.", "en": "No game installed."},
        # ----------------------------------------------------------- play
        "cli.play.start": {
            "fr": "{game} — joueurs : {count}, graine : {seed}",
            "en": "{game} — players: {count}, seed: {seed}",
        },
        "cli.play.seat": {"fr": "{player} : {who}", "en": "{player}: {who}"},
        "cli.play.human": {"fr": "humain", "en": "human"},
        "cli.play.turn": {"fr": "À {player} de jouer", "en": "{player} to play"},
        "cli.play.handover": {
            "fr": "Passez la main à {player}, qui appuie sur Entrée.",
            "en": "Hand over to {player}, who presses Enter.",
        },
        "cli.play.earlier": {"fr": "… ({count} événements plus anciens)", "en": "… ({count} earlier events)"},
        "cli.play.board": {"fr": "Plateau", "en": "Board"},
        "cli.play.log": {"fr": "Derniers événements", "en": "Recent events"},
        "cli.play.choices": {"fr": "Choix permis", "en": "Legal choices"},
        "cli.play.ask": {
            "fr": "Votre choix (numéro ou identifiant ; h = conseil, q = quitter)",
            "en": "Your choice (number or id; h = hint, q = quit)",
        },
        "cli.play.invalid": {
            "fr": "« {answer} » n'est pas un choix : tapez un numéro de 1 à {count}, un identifiant, h ou q.",
            "en": "'{answer}' is not a choice: type a number from 1 to {count}, an id, h or q.",
        },
        "cli.play.refused": {
            "fr": "Coup refusé par les règles : {reason}",
            "en": "Move refused by the rules: {reason}",
        },
        "cli.play.bot_move": {"fr": "{player} ({who}) joue", "en": "{player} ({who}) moves"},
        "cli.play.quit": {"fr": "Partie interrompue.", "en": "Game stopped."},
        "cli.play.saved": {"fr": "Enregistrement sauvé dans {path}", "en": "Record saved to {path}"},
        "cli.play.over": {"fr": "Partie terminée", "en": "Game over"},
        "cli.play.hint_title": {
            "fr": "Conseil de la recherche ({spec})",
            "en": "Search hint ({spec})",
        },
        "cli.play.hint_thinking": {"fr": "Réflexion…", "en": "Thinking…"},
        "cli.play.hint_rank": {"fr": "Rang", "en": "Rank"},
        "cli.play.hint_choice": {"fr": "Choix", "en": "Choice"},
        "cli.play.hint_visits": {"fr": "Visites", "en": "Visits"},
        "cli.play.hint_value": {
            "fr": "Valeur estimée (≈ chance de gagner)",
            "en": "Estimated value (≈ chance to win)",
        },
        "cli.play.hint_none": {"fr": "La recherche n'a rien proposé.", "en": "The search suggested nothing."},
        "cli.play.hint_unavailable": {
            "fr": "Conseil indisponible : {reason}",
            "en": "Hint unavailable: {reason}",
        },
        # ----------------------------------------------------------- results
        "cli.result.title": {"fr": "Scores finaux", "en": "Final scores"},
        "cli.result.current": {"fr": "Scores actuels", "en": "Current scores"},
        "cli.result.player": {"fr": "Joueur", "en": "Player"},
        "cli.result.score": {"fr": "Score", "en": "Score"},
        "cli.result.winner": {"fr": "Vainqueur", "en": "Winner"},
        "cli.result.winners": {"fr": "Vainqueur(s) : {players}", "en": "Winner(s): {players}"},
        "cli.result.no_winner": {
            "fr": "Aucune place n'a gagné (l'adversaire l'emporte).",
            "en": "No seat won (the opponent wins).",
        },
        "cli.result.unfinished": {"fr": "La partie n'est pas terminée.", "en": "The game is not finished."},
        # ----------------------------------------------------------- board
        "cli.view.scores": {"fr": "Scores", "en": "Scores"},
        "cli.view.hidden": {"fr": "Informations cachées", "en": "Hidden information"},
        "cli.view.count": {"fr": "{count} (cachés)", "en": "{count} (hidden)"},
        "cli.view.empty": {"fr": "(vide)", "en": "(empty)"},
        "cli.view.options": {"fr": "Options", "en": "Options"},
        # ----------------------------------------------------------- replay
        "cli.replay.title": {
            "fr": "Relecture : {game} — joueurs : {count}, graine : {seed}, actions : {actions}",
            "en": "Replay: {game} — players: {count}, seed: {seed}, actions: {actions}",
        },
        "cli.replay.step": {"fr": "{index}. {player} : {action}", "en": "{index}. {player}: {action}"},
        "cli.replay.secret": {"fr": "(choix caché)", "en": "(hidden choice)"},
        "cli.replay.next": {
            "fr": "Entrée = suivant, a = tout, q = arrêter",
            "en": "Enter = next, a = all, q = stop",
        },
        # ----------------------------------------------------------- simulate
        "cli.sim.progress": {"fr": "Parties", "en": "Games"},
        "cli.sim.runs": {"fr": "Mesures", "en": "Runs"},
        "cli.sim.summary": {
            "fr": "{game} — parties : {games}, joueurs : {count}, graine : {seed}",
            "en": "{game} — games: {games}, players: {count}, seed: {seed}",
        },
        "cli.sim.seat": {"fr": "Place", "en": "Seat"},
        "cli.sim.bot": {"fr": "Joueur artificiel", "en": "Bot"},
        "cli.sim.mean": {"fr": "Moyenne", "en": "Mean"},
        "cli.sim.min": {"fr": "Min", "en": "Min"},
        "cli.sim.max": {"fr": "Max", "en": "Max"},
        "cli.sim.win_rate": {"fr": "Taux de victoire", "en": "Win rate"},
        "cli.sim.length": {
            "fr": "Durée des parties (actions) : moyenne {mean}, min {min}, max {max}",
            "en": "Game length (actions): mean {mean}, min {min}, max {max}",
        },
        "cli.sim.no_winner": {
            "fr": "Parties qu'aucune place n'a gagnées : {rate}",
            "en": "Games no seat won: {rate}",
        },
        "cli.sim.figure": {"fr": "Mesure", "en": "Figure"},
        "cli.sim.value": {"fr": "Valeur", "en": "Value"},
        "cli.bench.title": {"fr": "Banc d'essai : {game}", "en": "Benchmark: {game}"},
        "cli.bench.caption": {
            "fr": "Médianes de {runs} mesures, {players} joueurs, un cœur — {machine}",
            "en": "Medians of {runs} runs, {players} players, one core — {machine}",
        },
        "cli.bench.actions_per_second": {
            "fr": "Actions par seconde (parties au hasard)",
            "en": "Actions per second (random playouts)",
        },
        "cli.bench.games_per_second": {
            "fr": "Parties par seconde (au hasard)",
            "en": "Games per second (random playouts)",
        },
        "cli.bench.copy_us": {"fr": "copy() (µs)", "en": "copy() (µs)"},
        "cli.bench.legal_actions_us": {"fr": "legal_actions() (µs)", "en": "legal_actions() (µs)"},
        "cli.bench.apply_us": {"fr": "apply() (µs)", "en": "apply() (µs)"},
        "cli.bench.ismcts_iterations_per_second": {
            "fr": "Itérations ISMCTS par seconde",
            "en": "ISMCTS iterations per second",
        },
        "cli.tournament.report": {"fr": "Rapport écrit dans {path}", "en": "Report written to {path}"},
    }
)


def t(key: str, lang: str, **params: Any) -> str:
    """The text of ``cli.<key>`` in ``lang``."""
    return render(f"cli.{key}", params, lang)


def player(seat: int, lang: str) -> str:
    """A seat's name as the engine words it in logs: 1-based ("Player 1" is seat 0)."""
    return render("core.player", {"seat": seat + 1}, lang)


__all__ = ["LANGS", "player", "t"]
