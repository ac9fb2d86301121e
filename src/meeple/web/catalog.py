"""What the lobby lists (games, options, bots with their strength explained)
and the server's own few texts, in French and English."""

from __future__ import annotations

from functools import cache
from typing import Any

import meeple
from meeple.agents.named import BOTS
from meeple.core.i18n import catalog as make_catalog
from meeple.core.i18n import register, render
from meeple.core.schema import seat_fields

register(make_catalog({
    "web.illegal": ("Ce coup n'est pas permis maintenant ; rien n'a changé.",
                    "This move is not allowed now; nothing changed."),
    # A seat's name at the table (in every text: the board, the log, the score sheet, whose turn).
    "web.seat_person": ("Joueur {n}", "Player {n}"),
    "web.seat_bot": ("Joueur {n} · robot {bot}", "Player {n} · {bot} bot"),
    # The API's refusals a person may read (its JSON's "text"; "detail" stays English for API clients).
    "web.error.no_such_game": ("cette partie n'existe pas", "no such game"),
    "web.error.no_game": ("aucun jeu {game} ; jeux installés : {installed}", "no game {game}; installed: {installed}"),
    "web.error.bearer": ("utilisez Authorization: Bearer <jeton>", "use Authorization: Bearer <token>"),
    "web.error.move_token": ("jouer un coup demande le jeton de la place", "a move needs the seat's token"),
    "web.error.undo_token": ("reprendre un coup demande le jeton de la place",
                             "taking a move back needs the seat's token"),
    "web.error.record_secret": ("l'enregistrement est montré une fois la partie finie",
                                "the record is shown once the game is over"),
    "web.error.replay_over": ("une partie se revoit une fois finie", "a game is replayed once it is over"),
    "web.error.no_step": ("pas d'étape ou de place de ce numéro", "no such step or seat"),
}))


def text(key: str, lang: str) -> str:
    return render(f"web.{key}", {}, lang)


@cache
def catalog() -> dict[str, Any]:
    """Every installed game with its names, player counts and options, and the bots."""
    out = []
    for game_id in meeple.games():
        game = meeple.load_game(game_id)
        options = [{"name": name, "default": option.default, "choices": list(option.choices or []) or None,
                    "help": option.help, "names": option.names} for name, option in sorted(game.options.items())]
        out.append({"id": game_id, "names": dict(game.names), "min_players": game.min_players,
                    "max_players": game.max_players, "options": options,
                    # The view's fields that hold seats: a table shows them as the seats' names.
                    "seat_fields": sorted(seat_fields(game))})
    return {"games": out, "bots": BOTS}


@cache
def components(game_id: str) -> list[dict[str, Any]]:
    """The game's components, or an empty list for a game that does not list them yet."""
    try:
        return meeple.load_game(game_id).components()
    except NotImplementedError:
        return []
