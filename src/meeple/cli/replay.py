"""`meeple replay`: a saved game, one action at a time.

As a spectator (the default) every action is shown, since a finished game is
being reviewed, and the public log; with ``--seat N`` the replay is seen as
Player N (counted from 1, as on screen) saw it: N's own choices, and for the
other seats' choices what N read of them in its log (their public moves, the
redacted line of a secret one).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.rule import Rule

import meeple
from meeple.cli.common import fail, load, read_record, reason
from meeple.cli.play import LogCursor, results, scoring_news, sheet
from meeple.cli.render import board, score_sheet_table
from meeple.cli.text import player, t


def run_replay(path: Path, lang: str, step: bool, player_number: int | None, console: Console,
               read: Callable[[str], str]) -> int:
    record = read_record(path, lang)  # checked by the engine's record schema
    game = load(record["game"], lang)
    try:
        # The engine's own checks (version, seats, seed, options) on the record without its actions.
        state = meeple.replay({**record, "actions": []})
    except (ValueError, TypeError) as exc:
        fail(lang, "error.record", path=str(path), reason=reason(exc, lang))
    if player_number is not None and not 1 <= player_number <= state.num_players:
        fail(lang, "error.seat", seat=player_number, last=state.num_players)
    # People count players from 1, as the screen names them; the engine's seats start at 0.
    seat = None if player_number is None else player_number - 1
    actions: list[str] = record["actions"]
    console.print(Rule(t("replay.title", lang, game=game.name(lang), count=state.num_players, actions=len(actions))))
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
        chosen = next((a for a in state.legal_actions() if a.id == action_id), None)
        try:
            state.apply(action_id)
        except meeple.IllegalAction as exc:  # the engine names the rule that refuses it
            fail(lang, "error.record_action", index=index, action=action_id, reason=exc.text(lang))
        assert chosen is not None and actor is not None, "apply accepts only a legal action"
        if seat is None or seat == actor:
            line = t("replay.step", lang, index=index, player=player(actor, lang), action=chosen.text(lang))
        else:
            # Another seat's choice: the seat watching learns of it only through its log below.
            line = t("replay.other", lang, index=index, player=player(actor, lang))
        console.print(line, style="bold", markup=False)
        events = cursor.new_events(state, lang)
        for event in events:
            console.print("   " + event["text"], markup=False)
        for table in scoring_news(state, events, lang):
            console.print(table)
    console.print(board(game, state.view(seat), seat, lang))
    final = sheet(state)
    if final is not None:
        console.print(score_sheet_table(final, lang, title=t("sheet.title", lang)))
    console.print(results(state, lang))
    return 0
