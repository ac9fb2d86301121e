"""What one seat (or a spectator) receives about a game.

Built only from ``view(seat)``, ``events(seat)``, the seat's own legal actions
and the score sheet: never from the seed, the random stream, the record of a
running game or another seat's hidden zones.  The same payload answers
``GET /api/games/{id}``, a move and every websocket push.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic_core import to_json

from meeple.core import State
from meeple.core.i18n import LANGS, Texts, in_every_language, named_seats, render
from meeple.web.catalog import BOTS

HUMAN = "human"  # a seat played by a person (else a bot spec)


def encode(value: Any) -> bytes:
    """A payload (or part of one) as JSON, by pydantic's compiled encoder: the standard
    library's was a third of the server's time per move (benchmarks/serve_load.py)."""
    return to_json(value)


def payload(state: State, seat: int | None, since: int, lang: str, *, game_id: str, version: int,
            seats: list[str], thinking: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it, with the events from index ``since``."""
    answer = table(state, seat, lang, game_id=game_id, version=version, seats=seats, thinking=thinking,
                   sheet=score_sheet(state))
    answer["events"] = events(state, seat, since, lang, seats)
    return answer


def events(state: State, seat: int | None, since: int, lang: str, seats: list[str]) -> list[dict[str, Any]]:
    """``state.events(seat, since, lang)``, each seat named as the table names it."""
    with named_seats(seat_names(tuple(seats))):
        return state.events(seat, since, lang)


def table(state: State, seat: int | None, lang: str, *, game_id: str, version: int, seats: list[str],
          thinking: int | None, sheet: dict[str, Any] | None) -> dict[str, Any]:
    """The payload without its events: the same for every listener of ``seat`` in ``lang``
    (a server builds it once per change and seat; ``sheet``, the :func:`score_sheet`, once per
    change)."""
    mine = seat is not None and state.current_player == seat
    names = seat_names(tuple(seats))
    with named_seats(names):
        prompt = state.prompt()
        return {
            "id": game_id,
            "game": state.game.id,
            "seat": seat,
            "version": version,
            "lang": lang,
            "view": state.view(seat),
            "prompt": prompt.text(lang) if prompt is not None else None,
            "legal_actions": [{"id": action.id, "text": action.text(lang), "describe": action.describe()}
                              for action in state.legal_actions()] if mine else [],
            "score_sheet": sheet,
            "current_player": state.current_player,
            "is_over": state.is_over,
            "winners": state.winners() if state.is_over else None,
            # Who sits where is public: a person, or the bot spec playing that seat, and its name at the table.
            "seats": [{"seat": index, "human": spec == HUMAN, "spec": spec, "name": names[index][lang]}
                      for index, spec in enumerate(seats)],
            "thinking": thinking,
        }


@cache
def seat_names(seats: tuple[str, ...]) -> list[Texts]:
    """What each seat is called at the table, in every language: "Player 2", or for a bot
    "Player 2 · Greedy bot" (the lobby's name for its spec, else the spec itself)."""
    bots = {bot["spec"]: bot["name"] for bot in BOTS}
    return [in_every_language("web.seat_person", {"n": index + 1}) if spec == HUMAN else
            {lang: render("web.seat_bot", {"n": index + 1, "bot": bots[spec][lang] if spec in bots else spec}, lang)
             for lang in LANGS}
            for index, spec in enumerate(seats)]


def score_sheet(state: State) -> dict[str, Any] | None:
    """The score sheet, or None for a game that does not give one yet."""
    try:
        return state.score_sheet()
    except NotImplementedError:
        return None
