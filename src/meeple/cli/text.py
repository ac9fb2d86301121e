"""Every text the `meeple` command shows, in French and English.

Keys live under ``cli.*`` so they never clash with a game's or the engine's.
"""

from __future__ import annotations

from typing import Any

from meeple.core.i18n import LANGS, catalog, number, register, render

register(
    catalog({
        # ----------------------------------------------------------- errors
        "cli.error": ("Erreur : {message}", "Error: {message}"),
        "cli.error.lang": ("langue inconnue « {value} » ; choisissez parmi : {choices}",
                           "unknown language '{value}'; choose one of: {choices}"),
        "cli.error.game": ("aucun jeu « {game} » ; jeux installés : {installed}",
                           "no game '{game}'; installed games: {installed}"),
        "cli.error.discover": ("un jeu installé n'a pas pu être chargé ({reason})",
                               "an installed game failed to load ({reason})"),
        "cli.error.seats": ("{game} se joue de {min} à {max} joueurs, pas {count}",
                            "{game} is played by {min} to {max} players, not {count}"),
        "cli.error.option_form": ("option « {text} » : écrivez clé=valeur", "option '{text}': write key=value"),
        "cli.error.option_name": ("{game} n'a pas d'option « {name} » ; options : {known}",
                                  "{game} has no option '{name}'; options: {known}"),
        "cli.error.option_value": ("option {name} : « {value} » n'est pas permis ; valeurs : {choices}",
                                   "option {name}: '{value}' is not allowed; values: {choices}"),
        "cli.error.option_type": ("option {name} : « {value} » n'est pas du type {kind}",
                                  "option {name}: '{value}' is not a {kind}"),
        "cli.error.agent": ("joueur artificiel « {spec} » invalide : {reason}", "invalid bot '{spec}': {reason}"),
        "cli.error.missing": ("cette commande a besoin du module {module}, qui n'est pas installé",
                              "this command needs the {module} module, which is not installed"),
        "cli.error.record": ("impossible de lire l'enregistrement {path} : {reason}",
                             "cannot read the record {path}: {reason}"),
        "cli.error.record_action": ("l'action n° {index} « {action} » de l'enregistrement n'est pas permise : {reason}",
                                    "action #{index} '{action}' of the record is not legal: {reason}"),
        "cli.error.seat": ("il n'y a pas de joueur {seat} (joueurs 1 à {last})",
                           "there is no player {seat} (players 1 to {last})"),
        "cli.error.path": ("impossible d'écrire {path} : {reason}", "cannot write {path}: {reason}"),
        "cli.error.json": ("ce n'est pas du JSON valide (ligne {line}, colonne {column})",
                           "not valid JSON (line {line}, column {column})"),
        "cli.error.utf8": ("ce n'est pas un texte UTF-8", "not UTF-8 text"),
        "cli.error.json_deep": ("JSON imbriqué trop profondément ou illisible", "JSON nested too deeply or unreadable"),
        "cli.os.no_such": ("fichier ou dossier introuvable", "no such file or folder"),
        "cli.os.denied": ("accès refusé", "permission denied"),
        "cli.os.is_folder": ("c'est un dossier", "it is a folder"),
        "cli.os.not_folder": ("une partie du chemin n'est pas un dossier", "a part of the path is not a folder"),
        "cli.os.read_only": ("système de fichiers en lecture seule", "read-only file system"),
        "cli.os.full": ("plus de place sur le disque", "no space left on the disk"),
        "cli.os.too_long": ("nom trop long", "name too long"),
        "cli.os.other": ("erreur du système ({code})", "system error ({code})"),
        "cli.error.path_folder": ("{path} est un dossier : donnez un nom de fichier",
                                  "{path} is a folder: give a file name"),
        "cli.error.resume": ("donnez un jeu ou --resume <enregistrement>", "give a game or --resume <record>"),
        "cli.error.resume_game": ("l'enregistrement est une partie de {record}, pas de {game}",
                                  "the record is a game of {record}, not {game}"),
        "cli.error.internal": ("erreur interne ({reason}) ; la partie est sauvée dans {path}, à joindre à un "
                               "rapport de bogue",
                               "internal error ({reason}); the game is saved in {path}: attach it to a bug report"),
        "cli.error.count": ("{name} doit valoir au moins {min}", "{name} must be at least {min}"),
        "cli.error.integer": ("{option} : « {value} » n'est pas un nombre entier",
                              "{option}: '{value}' is not a whole number"),
        "cli.error.number": ("{option} : « {value} » n'est pas un nombre", "{option}: '{value}' is not a number"),
        "cli.error.value": ("{option} : « {value} » ne convient pas", "{option}: '{value}' does not fit"),
        "cli.error.missing_argument": ("{command} : il manque l'argument {name}",
                                       "{command}: the argument {name} is missing"),
        "cli.error.no_option": ("{command} n'a pas d'option {option}", "{command} has no option {option}"),
        "cli.error.no_option_close": ("{command} n'a pas d'option {option} ; vouliez-vous dire {close} ?",
                                      "{command} has no option {option}; did you mean {close}?"),
        "cli.error.option_needs_value": ("l'option {option} attend une valeur", "option {option} needs a value"),
        "cli.error.extra": ("{command} : {count:plural:argument|arguments} en trop : {args}",
                            "{command}: {count:plural:argument|arguments} left over: {args}"),
        "cli.error.no_command": ("pas de commande « {name} » ; commandes : {known}",
                                 "no command '{name}'; commands: {known}"),
        "cli.error.usage": ("ligne de commande illisible ; voyez {command} --help",
                            "this command line cannot be read; see {command} --help"),
        # ----------------------------------------------------------- help (meeple.cli.localized)
        "cli.help.usage": ("Utilisation :", "Usage:"),
        "cli.help.subcommands": ("COMMANDE [ARGUMENTS]...", "COMMAND [ARGS]..."),
        "cli.help.default": ("[par défaut : {value}]", "[default: {value}]"),
        "cli.help.envvar": ("[variable d'environnement : {value}]", "[env var: {value}]"),
        "cli.help.required": ("[obligatoire]", "[required]"),
        "cli.help.arguments": ("Arguments", "Arguments"),
        "cli.help.options": ("Options", "Options"),
        "cli.help.commands": ("Commandes", "Commands"),
        "cli.help.help": ("Afficher cette aide et s'arrêter.", "Show this help and stop."),
        "cli.help.app": ("meeple : jouer, simuler et étudier des jeux de société.",
                         "meeple: play, simulate and study tabletop games."),
        "cli.help.lang": ("Langue : fr ou en (sinon MEEPLE_LANG, sinon la langue de la locale, comme LANG=fr_FR.UTF-8, "
                          "sinon en).",
                          "Language: en or fr (else MEEPLE_LANG, else the locale's language, as LANG=fr_FR.UTF-8, else "
                          "en)."),
        "cli.help.option": ("Une option du jeu, clé=valeur (répétable) ; `meeple games` donne les options de chaque "
                            "jeu et leurs valeurs.",
                            "A game option, key=value (repeatable); `meeple games` gives each game's options and their "
                            "values."),
        "cli.help.json": ("Écrire un seul objet JSON sur la sortie standard, sans tableaux.",
                          "Print one JSON object on stdout instead of tables."),
        "cli.help.max_actions": ("Arrêter une partie après ce nombre d'actions et la signaler avec sa graine (par "
                                 "défaut, la limite de meeple.sim, bien au-delà de toute partie finie).",
                                 "Stop a game after this many actions and report it with its seed (default: "
                                 "meeple.sim's bound, far past any finished game)."),
        "cli.help.game": ("Identifiant du jeu (voyez `meeple games`).", "Game id (see `meeple games`)."),
        "cli.help.players": ("Nombre de joueurs par partie.", "Seats per game."),
        "cli.help.games": ("Afficher les jeux installés : identifiant, noms français et anglais, nombres de joueurs, "
                           "puis les options de chaque jeu.",
                           "List the installed games: id, French and English names, player counts, then each game's "
                           "options."),
        "cli.help.play": ("Jouer une partie entière dans le terminal (i carte, l journal, s scores, u annuler, h "
                          "conseil, q quitter).",
                          "Play a complete game in the terminal (i card, l log, s scores, u undo, h hint, q quit)."),
        "cli.help.play.game": ("Identifiant du jeu (voyez `meeple games`) ; inutile avec --resume.",
                               "Game id (see `meeple games`); not needed with --resume."),
        "cli.help.play.seats": ("Une entrée par place : human, random, greedy, ismcts:time=1... (par défaut "
                                "human,random ; avec --resume, celles de l'enregistrement).",
                                "One entry per seat: human, random, greedy, ismcts:time=1 ... (default: human,random; "
                                "with --resume: the record's)."),
        "cli.help.play.seed": ("Graine de la partie (secrète et tirée au hasard si absente).",
                               "Seed of the game (secret and random if omitted)."),
        "cli.help.play.save": ("Où écrire l'enregistrement (par défaut meeple-<jeu>-<date>.json ; avec --resume, cet "
                               "enregistrement).",
                               "Where to save the record (default meeple-<game>-<date>.json; with --resume, that "
                               "record)."),
        "cli.help.play.resume": ("Reprendre la partie de cet enregistrement (écrit par q).",
                                 "Continue the game of this record (saved by q)."),
        "cli.help.play.auto_forced": ("Jouer seule une décision qui n'a qu'un choix.",
                                      "Play a decision that has a single choice by itself."),
        "cli.help.play.hint": ("Recherche de la touche h (conseil) : elle cherche jusqu'à ce que son premier choix "
                               "soit net ou 10 s au plus (un time= ou iterations= l'arrête plus tôt).",
                               "Search used by the hint key h; it runs until its top choice is clear or 10 s pass (a "
                               "time= or iterations= in the spec stops it sooner)."),
        "cli.help.replay": ("Revoir une partie enregistrée pas à pas, avec son journal et ses scores finaux.",
                            "Replay a saved game step by step, with its log and final scores."),
        "cli.help.replay.record": ("Un enregistrement écrit par `meeple play`.", "A record saved by `meeple play`."),
        "cli.help.replay.step": ("Attendre Entrée entre deux actions.", "Wait for Enter between actions."),
        "cli.help.replay.seat": ("Voir la partie comme le joueur N l'a vue (1 = premier joueur).",
                                 "See the game as Player N saw it (1 = first player)."),
        "cli.help.simulate": ("Faire jouer des parties à des joueurs artificiels : une barre de progression, puis "
                              "scores moyens, minimums et maximums, taux de victoire par place, durée des parties.",
                              "Run bot games: a progress bar, then mean/min/max scores, win rate by seat, game "
                              "length."),
        "cli.help.simulate.games": ("Nombre de parties.", "Number of games."),
        "cli.help.simulate.seed": ("Graine de la première partie.", "Seed of the first game."),
        "cli.help.simulate.bots": ("Joueur artificiel de chaque place, séparés par des virgules (répétés s'il en "
                                   "manque).",
                                   "Bot per seat, comma-separated (cycled if shorter)."),
        "cli.help.tournament": ("Comparer des joueurs artificiels sur les mêmes graines à toutes les places : taux de "
                                "victoire, scores, classements.",
                                "Compare agents over paired seeds and every seating: win rates, scores, ratings."),
        "cli.help.tournament.agents": ("Joueurs artificiels à comparer, séparés par des virgules : "
                                       "random,ismcts:iterations=200...",
                                       "Agents to compare, comma-separated: random,ismcts:iterations=200 ..."),
        "cli.help.tournament.games": ("Parties à jouer, arrondies à des donnes entières (chaque graine est jouée à "
                                      "toutes les places).",
                                      "Games to play, rounded up to whole deals (each seed is played in every "
                                      "seating)."),
        "cli.help.tournament.seed": ("Première graine.", "First seed."),
        "cli.help.tournament.workers": ("Processus en parallèle.", "Parallel workers."),
        "cli.help.tournament.backend": ("local ou ray.", "local or ray."),
        "cli.help.tournament.report": ("Écrire dans ce dossier un rapport HTML avec des graphiques.",
                                       "Write an HTML report with plots in this folder."),
        "cli.help.bench": ("Mesures de vitesse : actions et parties au hasard par seconde, coûts de "
                           "copy/legal_actions/apply.",
                           "Speed figures: random-playout actions and games per second, copy/legal_actions/apply "
                           "costs."),
        "cli.help.bench.runs": ("Mesures par chiffre (la médiane est gardée).",
                                "Runs per figure (the median is kept)."),
        "cli.help.serve": ("Servir tous les jeux dans le navigateur : un salon, des tables, des joueurs artificiels, "
                           "des relectures.",
                           "Serve every game in the browser: a lobby, tables, bots, replays."),
        "cli.help.serve.host": ("Adresse d'écoute.", "Address to listen on."),
        "cli.help.serve.port": ("Port d'écoute.", "Port to listen on."),
        "cli.help.serve.database": ("URL de la base de données : sqlite:///fichier ou "
                                    "postgresql://utilisateur@hôte/base (par défaut, un fichier de votre dossier de "
                                    "données).",
                                    "Database URL: sqlite:///file or postgresql://user@host/db (default: a file in "
                                    "your data folder)."),
        "cli.help.serve.bot_workers": ("Processus qui réfléchissent pour les joueurs artificiels.",
                                       "Processes that think for the bots."),
        "cli.help.serve.bot_pause": ("Secondes qu'un joueur artificiel attend avant que son coup s'affiche.",
                                     "Seconds a bot waits before its move shows."),
        # ----------------------------------------------------------- games
        "cli.games.title": ("Jeux installés", "Installed games"),
        "cli.games.id": ("Identifiant", "Id"),
        "cli.games.fr": ("Nom français", "French name"),
        "cli.games.en": ("Nom anglais", "English name"),
        "cli.games.players": ("Joueurs", "Players"),
        "cli.games.options_of": ("Options de {game} ({id})", "Options of {game} ({id})"),
        "cli.games.option": ("Option", "Option"),
        "cli.games.default": ("Par défaut", "Default"),
        "cli.games.meaning": ("Sens et valeurs", "Meaning and values"),
        "cli.games.values": ("Valeurs : {values}", "Values: {values}"),
        "cli.games.codes": ("Valeurs (par leur numéro) :", "Values (by their number):"),
        "cli.games.none": ("Aucun jeu installé.", "No game installed."),
        # ----------------------------------------------------------- play
        "cli.play.start": ("{game} — joueurs : {count}", "{game} — players: {count}"),
        "cli.play.resumed": ("Reprise après {count:plural:# action jouée|# actions jouées} (l = tout le journal).",
                             "Resumed after {count:plural:# action|# actions} played (l = the whole log)."),
        "cli.play.seat": ("{player} : {who}", "{player}: {who}"),
        "cli.figure": ("{name} : {value}", "{name}: {value}"),  # French sets a space before the colon
        "cli.per_players": ("{value} à {n} joueurs", "{value} with {n} players"),
        "cli.play.human": ("humain", "human"),
        "cli.play.bot_named": ("robot {name} ({spec})", "{name} bot ({spec})"),
        "cli.play.bot": ("robot {spec}", "bot {spec}"),
        "cli.play.turn": ("À {player} de jouer", "{player} to play"),
        "cli.play.handover": ("Passez la main à {player}, qui appuie sur Entrée.",
                              "Hand over to {player}, who presses Enter."),
        "cli.play.board": ("Plateau", "Board"),
        "cli.play.log": ("Derniers événements", "Recent events"),
        "cli.play.choices": ("Choix permis", "Legal choices"),
        "cli.play.ask": ("Votre choix (numéro ou identifiant ; i <carte> = détails, l = journal, s = scores, "
                         "u = annuler, h = conseil, q = quitter)",
                         "Your choice (number or id; i <card> = details, l = log, s = scores, u = undo, h = hint, "
                         "q = quit)"),
        "cli.play.invalid": (
            "« {answer} » n'est pas un choix : tapez un numéro de 1 à {count}, un identifiant, i, l, s, u, h ou q.",
            "'{answer}' is not a choice: type a number from 1 to {count}, an id, i, l, s, u, h or q.",
        ),
        "cli.play.forced": ("{player} : {action} (seul choix possible)", "{player}: {action} (the only choice)"),
        "cli.play.thinking": ("{player} ({who}) réfléchit…", "{player} ({who}) is thinking…"),
        "cli.play.more": ("Entrée = page suivante, q = retour", "Enter = next page, q = back"),
        "cli.play.log_empty": ("Le journal est vide : rien n'a encore été joué.",
                               "The log is empty: nothing has been played yet."),
        "cli.play.undone": ("{count:plural:# action reprise|# actions reprises}.",
                            "{count:plural:# action|# actions} taken back."),
        "cli.play.undo_none": (
            "Rien à reprendre : on ne revient pas sur un choix d'un autre joueur, le hasard ou une information "
            "révélée.",
            "Nothing to take back: undo never goes past another player's choice, chance or revealed information.",
        ),
        "cli.play.info_unavailable": ("Ce jeu ne décrit pas encore ses éléments.",
                                      "This game does not describe its components yet."),
        "cli.play.info_none": ("Aucun élément ne correspond à « {query} ».", "No component matches '{query}'."),
        "cli.play.info_many": ("{count} éléments correspondent à « {query} » ; précisez (identifiant) :",
                               "{count} components match '{query}'; be more precise (id):"),
        "cli.play.refused": ("Coup refusé par les règles : {reason}", "Move refused by the rules: {reason}"),
        "cli.play.bot_move": ("{player} ({who}) joue", "{player} ({who}) moves"),
        "cli.play.quit": ("Partie interrompue.", "Game stopped."),
        "cli.play.saved": ("Enregistrement sauvé dans {path}", "Record saved to {path}"),
        "cli.play.saved_secret": (
            "Partie en cours sauvée dans {path}. Ce fichier contient la graine de la partie, qui décide de "
            "chaque carte cachée et de chaque dé à venir : ne le montrez à aucun autre joueur avant la fin. "
            "Pour continuer : meeple play --resume {path}",
            "Game in progress saved to {path}. The file holds the game's seed, which decides every hidden card "
            "and future die: show it to no other player before the game ends. To continue: "
            "meeple play --resume {path}",
        ),
        "cli.play.over": ("Partie terminée", "Game over"),
        "cli.play.hint_title": ("Conseil de la recherche ({spec})", "Search hint ({spec})"),
        "cli.play.hint_thinking": ("Réflexion…", "Thinking…"),
        "cli.play.hint_rank": ("Rang", "Rank"),
        "cli.play.hint_choice": ("Choix", "Choice"),
        "cli.play.hint_visits": ("Visites", "Visits"),
        "cli.play.hint_value": ("Chance de gagner (estimée)", "Chance to win (estimated)"),
        "cli.play.hint_progress": ("Réflexion… {seconds} s · {iterations:plural:# itération|# itérations}",
                                   "Thinking… {seconds} s · {iterations:plural:# iteration|# iterations}"),
        "cli.play.hint_leader": ("en tête : {choice} ({chance}, {visits:plural:# visite|# visites})",
                                 "leading: {choice} ({chance}, {visits:plural:# visit|# visits})"),
        "cli.play.hint_clear": (
            "Premier choix net après {iterations:plural:# itération|# itérations} ({seconds} s).",
            "Top choice clear after {iterations:plural:# iteration|# iterations} ({seconds} s).",
        ),
        "cli.play.hint_unclear": (
            "Premier choix pas encore net après {iterations:plural:# itération|# itérations} ({seconds} s).",
            "Top choice not clear yet after {iterations:plural:# iteration|# iterations} ({seconds} s).",
        ),
        "cli.play.hint_none": ("La recherche n'a rien proposé.", "The search suggested nothing."),
        "cli.play.hint_unavailable": ("Conseil indisponible : {reason}", "Hint unavailable: {reason}"),
        # ----------------------------------------------------------- results
        "cli.result.title": ("Scores finaux", "Final scores"),
        "cli.result.current": ("Scores actuels", "Current scores"),
        "cli.result.player": ("Joueur", "Player"),
        "cli.result.score": ("Score", "Score"),
        "cli.result.winner": ("Vainqueur", "Winner"),
        "cli.result.winners": ("{count:plural:Vainqueur|Vainqueurs} : {players}",
                               "{count:plural:Winner|Winners}: {players}"),
        "cli.result.no_winner": ("Aucun joueur n'a gagné.", "No player won."),
        "cli.result.opponent_won": ("Vainqueur : {opponents} ; aucun joueur n'a gagné.",
                                    "Winner: {opponents}; no player won."),
        "cli.result.opponent": ("{name} ({score})", "{name} ({score})"),
        "cli.result.unfinished": ("La partie n'est pas terminée.", "The game is not finished."),
        # ----------------------------------------------------------- board
        "cli.view.scores": ("Scores", "Scores"),
        "cli.view.hidden": ("Informations cachées", "Hidden information"),
        "cli.view.count": ("{count} (cachés)", "{count} (hidden)"),
        "cli.view.empty": ("(vide)", "(empty)"),
        "cli.view.options": ("Options", "Options"),
        "cli.sheet.title": ("Feuille de score", "Score sheet"),
        "cli.sheet.final": ("Feuille de score finale", "Final score sheet"),
        "cli.sheet.scored": ("Feuille de score après : {stage}", "Score sheet after {stage}"),
        "cli.sheet.category": ("Catégorie", "Category"),
        "cli.sheet.total": ("Total", "Total"),
        "cli.component.kind": ("Type", "Kind"),
        # ----------------------------------------------------------- replay
        "cli.replay.title": ("Relecture : {game} — joueurs : {count}, actions : {actions}",
                             "Replay: {game} — players: {count}, actions: {actions}"),
        "cli.replay.step": ("{index}. {player} : {action}", "{index}. {player}: {action}"),
        "cli.replay.other": ("{index}. {player} :", "{index}. {player}:"),
        "cli.replay.next": ("Entrée = suivant, a = tout, q = arrêter", "Enter = next, a = all, q = stop"),
        # ----------------------------------------------------------- simulate
        "cli.sim.progress": ("Parties", "Games"),
        "cli.sim.runs": ("Mesures", "Runs"),
        "cli.sim.summary": ("{game} — parties : {games}, joueurs : {count}, graine : {seed}",
                            "{game} — games: {games}, players: {count}, seed: {seed}"),
        "cli.sim.seat": ("Place", "Seat"),
        "cli.sim.bot": ("Joueur artificiel", "Bot"),
        "cli.sim.mean": ("Moyenne", "Mean"),
        "cli.sim.min": ("Min", "Min"),
        "cli.sim.max": ("Max", "Max"),
        "cli.sim.win_rate": ("Taux de victoire", "Win rate"),
        "cli.sim.length": ("Durée des parties (actions) : moyenne {mean}, min {min}, max {max}",
                           "Game length (actions): mean {mean}, min {min}, max {max}"),
        "cli.sim.no_winner": ("Parties qu'aucun joueur n'a gagnées : {rate}", "Games no player won: {rate}"),
        "cli.sim.figure": ("Mesure", "Figure"),
        "cli.sim.value": ("Valeur", "Value"),
        "cli.bench.title": ("Banc d'essai : {game}", "Benchmark: {game}"),
        "cli.bench.caption": ("Médianes de {runs:plural:# mesure|# mesures}, {players:plural:# joueur|# joueurs}, "
                              "un cœur — {machine}",
                              "Medians of {runs:plural:# run|# runs}, {players:plural:# player|# players}, one core — "
                              "{machine}"),
        "cli.bench.actions_per_second": ("Actions par seconde (parties au hasard)",
                                         "Actions per second (random playouts)"),
        "cli.bench.games_per_second": ("Parties par seconde (au hasard)", "Games per second (random playouts)"),
        "cli.bench.copy_us": ("copy() (µs)", "copy() (µs)"),
        "cli.bench.legal_actions_us": ("legal_actions() (µs)", "legal_actions() (µs)"),
        "cli.bench.apply_us": ("apply() (µs)", "apply() (µs)"),
        "cli.bench.ismcts_iterations_per_second": ("Itérations ISMCTS par seconde", "ISMCTS iterations per second"),
        "cli.tournament.report": ("Rapport écrit dans {path}", "Report written to {path}"),
    })
)


def t(key: str, lang: str, **params: Any) -> str:
    """The text of ``cli.<key>`` in ``lang``."""
    return render(f"cli.{key}", params, lang)


def tenths(value: float, lang: str) -> str:
    """A figure to one decimal, with a decimal comma in French ("0,6 s")."""
    return number(value, ".1f", lang)


def player(seat: int, lang: str) -> str:
    """A seat's name as the engine words it in logs: 1-based ("Player 1" is seat 0)."""
    return render("core.player", {"seat": seat + 1}, lang)


__all__ = ["LANGS", "player", "t", "tenths"]
