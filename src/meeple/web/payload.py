"""What one seat (or a spectator) receives about a game.

Built only from ``view(seat)``, ``events(seat)``, the seat's own legal actions
and the score sheet: never from the seed, the random stream, the record of a
running game or another seat's hidden zones.  The same payload answers
``GET /api/games/{id}``, a move and every websocket push.
"""

from __future__ import annotations

from typing import Any

from meeple.core import State


def payload(state: State, seat: int | None, since: int, lang: str, *, game_id: str, version: int,
            seats: list[str], thinking: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it, with the events from index ``since``."""
    answer = table(state, seat, lang, game_id=game_id, version=version, seats=seats, thinking=thinking)
    answer["events"] = state.events(seat, since, lang)
    return answer


def table(state: State, seat: int | None, lang: str, *, game_id: str, version: int, seats: list[str],
          thinking: int | None) -> dict[str, Any]:
    """The payload without its events: the same for every listener of ``seat`` in ``lang``
    (a server builds it once per change and seat)."""
    mine = seat is not None and state.current_player == seat
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
        "score_sheet": score_sheet(state),
        "current_player": state.current_player,
        "is_over": state.is_over,
        "winners": state.winners() if state.is_over else None,
        # Who sits where is public: a person, or the bot spec playing that seat.
        "seats": [{"seat": index, "human": spec == "human", "spec": spec} for index, spec in enumerate(seats)],
        "thinking": thinking,
    }


def score_sheet(state: State) -> dict[str, Any] | None:
    """The score sheet, or None for a game that does not give one yet."""
    try:
        return state.score_sheet()
    except NotImplementedError:
        return None
