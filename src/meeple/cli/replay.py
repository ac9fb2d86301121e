"""`meeple replay`: a saved game, one action at a time.

As a spectator (the default) every action is shown, since a finished game is
being reviewed, and the public log; with ``--seat N`` the replay is seen as
Player N (counted from 1, as on screen) saw it: other seats' choices appear
only through N's log.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule

import meeple
from meeple.cli.common import check_players, fail, load
from meeple.cli.play import LogCursor, results
from meeple.cli.render import board
from meeple.cli.text import player, t


def read_record(path: Path, lang: str) -> dict[str, Any]:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        fail(lang, "error.record", path=str(path), reason=str(exc))
    required = ("game", "num_players", "seed", "actions")
    if not isinstance(record, dict) or any(key not in record for key in required):
        fail(lang, "error.record", path=str(path), reason="fields: " + ", ".join(required))
    return record


def run_replay(path: Path, lang: str, step: bool, player_number: int | None, console: Console,
               read: Callable[[str], str]) -> int:
    record = read_record(path, lang)
    game = load(str(record["game"]), lang)
    check_players(game, int(record["num_players"]), lang)
    if player_number is not None and not 1 <= player_number <= int(record["num_players"]):
        fail(lang, "error.seat", seat=player_number, last=int(record["num_players"]))
    # People count players from 1, as the screen names them; the engine's seats start at 0.
    seat = None if player_number is None else player_number - 1
    try:
        state = game.new_game(int(record["num_players"]), int(record["seed"]), record.get("options") or {})
    except ValueError as exc:
        fail(lang, "error", message=str(exc))
    actions = [str(a) for a in record["actions"]]
    console.print(Rule(t("replay.title", lang, game=game.name(lang), count=state.num_players, seed=state.seed,
                         actions=len(actions))))
    cursor = LogCursor(seat)
    for line in cursor.new_lines(state, lang):  # setup events
        console.print(line, markup=False)
    for index, action_id in enumerate(actions, start=1):
        if step:
            try:
                answer = read(t("replay.next", lang) + " > ").strip().lower()
            except (EOFError, KeyboardInterrupt):
                answer = "a"
            if answer == "q":
                break
            if answer == "a":
                step = False
        actor = state.current_player
        legal = {a.id: a for a in state.legal_actions()}
        if action_id not in legal:
            reason = t("play.invalid", lang, answer=action_id, count=len(legal))
            fail(lang, "error.record_action", index=index, action=action_id, reason=reason)
        # A seat's view hides the other seats' choices (they may be secret).
        what = legal[action_id].text(lang) if seat is None or seat == actor else t("replay.secret", lang)
        name = player(actor, lang) if actor is not None else "-"
        console.print(t("replay.step", lang, index=index, player=name, action=what), style="bold", markup=False)
        try:
            state.apply(action_id)
        except meeple.IllegalAction as exc:
            fail(lang, "error.record_action", index=index, action=action_id, reason=str(exc))
        for line in cursor.new_lines(state, lang):
            console.print("   " + line, markup=False)
    console.print(board(game, state.view(seat), seat, lang))
    console.print(results(state, lang))
    return 0
