"""The games the research adapters are tested on: the toy game, and every
installed game that speaks the table contract (components and a view type)."""

from __future__ import annotations

import meeple

from toy import GAME as TOY


def contract_games() -> list[meeple.Game]:
    out: list[meeple.Game] = [TOY]
    for game_id in meeple.games():
        game = meeple.load_game(game_id)
        try:
            game.components()
        except NotImplementedError:  # not converted to the table contract yet
            continue
        if game.view_type is not None:
            out.append(game)
    return out


GAMES = contract_games()
GAME_IDS = [game.id for game in GAMES]
