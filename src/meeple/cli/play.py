"""`meeple play`: a complete game in the terminal, people and bots mixed.

A person only ever sees ``state.view(seat)`` and the log filtered for their
seat; bots act on their own and their moves reach people through that log
(an action's own text could betray a secret choice, so it is never shown for
another seat).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

import meeple
from meeple.cli.common import fail, import_or_fail
from meeple.cli.render import board, scores_table
from meeple.cli.text import player, t

HUMAN = "human"
RECENT = 15  # how many log lines a person sees at most before each decision


class Quit(Exception):
    """The person typed q (or input ended): stop, keeping the record."""


def agent_seed(seed: int, seat: int) -> int:
    """The seed sim gives a seat's agent, so `play` with bots only replays a
    `simulate` game of the same seed exactly."""
    try:
        from meeple.sim.play import agent_seed as sim_seed
    except ImportError:
        return seed * 1000 + seat
    return int(sim_seed(seed, seat))


def make_agents(specs: list[str], seed: int, lang: str) -> list[Any | None]:
    """One agent per seat (None for a person); bad specs end the command."""
    if all(spec == HUMAN for spec in specs):
        return [None] * len(specs)
    agents_module = import_or_fail("meeple.agents", lang)
    agents: list[Any | None] = []
    for seat, spec in enumerate(specs):
        if spec == HUMAN:
            agents.append(None)
            continue
        try:
            agents.append(agents_module.make_agent(spec, seat, agent_seed(seed, seat)))
        except (ValueError, KeyError, TypeError) as exc:
            fail(lang, "error.agent", spec=spec, reason=str(exc).strip("'\""))
    return agents


def prompt_text(state: meeple.State, lang: str) -> str:
    msg = state.prompt()
    decision = state.decision
    if msg is None:
        return ""
    try:
        return msg.text(lang)
    except KeyError:  # a game that forgot a prompt key still stays playable
        return decision.kind if decision is not None else ""


class LogCursor:
    """New log lines since last read, as one seat (None: a spectator) sees them."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.index = 0

    def new_lines(self, state: meeple.State, lang: str) -> list[str]:
        lines = []
        for event in state.log[self.index:]:
            msg = event.for_seat(self.seat)
            if msg is not None:
                lines.append(msg.text(lang))
        self.index = len(state.log)
        return lines


class PlaySession:
    def __init__(self, game: meeple.Game, specs: list[str], seed: int, options: dict[str, Any], lang: str,
                 save: Path, hint_spec: str, console: Console, read: Callable[[str], str]) -> None:
        self.game = game
        self.specs = specs
        self.seed = seed
        self.lang = lang
        self.save = save
        self.hint_spec = hint_spec
        self.console = console
        self.read = read
        self.humans = [seat for seat, spec in enumerate(specs) if spec == HUMAN]
        self.agents = make_agents(specs, seed, lang)
        try:
            self.state = game.new_game(len(specs), seed, options)
        except ValueError as exc:
            fail(lang, "error", message=str(exc))
        self.cursors = {seat: LogCursor(seat) for seat in self.humans}
        self.spectator = LogCursor(None)
        self.last_human: int | None = None

    # ----------------------------------------------------------- flow
    def run(self) -> int:
        lang = self.lang
        self.console.print(Rule(t("play.start", lang, game=self.game.name(lang), count=len(self.specs),
                                  seed=self.seed)))
        for seat, spec in enumerate(self.specs):
            who = t("play.human", lang) if spec == HUMAN else spec
            self.console.print(t("play.seat", lang, player=player(seat, lang), who=who), markup=False)
        try:
            while not self.state.is_over:
                current = self.state.current_player
                assert current is not None, "a game in progress has a seat to decide"
                agent = self.agents[current]
                if agent is None:
                    self.human_turn(current)
                else:
                    self.state.apply(agent.act(self.state))
                    if not self.humans:
                        self.print_lines(self.spectator.new_lines(self.state, lang))
        except (Quit, KeyboardInterrupt):  # Ctrl-C while a bot thinks also stops cleanly
            self.console.print(t("play.quit", lang))
            self.write_record()
            return 0
        except Exception:
            # A bug in a game or a bot: keep the record so it can be replayed and fixed.
            self.write_record()
            raise
        self.finish()
        return 0

    def print_lines(self, lines: list[str]) -> None:
        for line in lines:
            self.console.print(line, markup=False)

    def finish(self) -> None:
        lang = self.lang
        state = self.state
        # Last events (the game end, final scoring) as each person sees them.
        if len(self.humans) == 1:
            self.print_lines(self.cursors[self.humans[0]].new_lines(state, lang))
        elif self.humans:
            # Several people at one screen: the end is shown as public news only.
            self.spectator.index = min(c.index for c in self.cursors.values())
            self.print_lines(self.spectator.new_lines(state, lang))
        self.console.print(Rule(t("play.over", lang)))
        self.console.print(board(self.game, state.view(None), None, lang))
        self.console.print(results(state, lang))
        self.write_record()

    def write_record(self) -> None:
        record = self.state.to_record()
        record["seats"] = list(self.specs)
        record["finished"] = self.state.is_over
        self.save.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        self.console.print(t("play.saved", self.lang, path=str(self.save)), markup=False)

    # ----------------------------------------------------------- people
    def human_turn(self, seat: int) -> None:
        lang = self.lang
        state = self.state
        if len(self.humans) > 1:
            if self.console.is_terminal and self.last_human not in (None, seat):
                # People sharing one screen: hide the previous hand before the next looks.
                self.console.clear()
                try:
                    self.read(t("play.handover", lang, player=player(seat, lang)) + " ")
                except (EOFError, KeyboardInterrupt):
                    raise Quit() from None
            self.last_human = seat
            self.console.print(Rule(t("play.turn", lang, player=player(seat, lang)), style="bold cyan"))
        self.console.print(board(self.game, state.view(seat), seat, lang))
        cursor = self.cursors[seat]
        lines = cursor.new_lines(state, lang)
        if lines:
            shown = lines[-RECENT:]
            if len(lines) > RECENT:
                shown.insert(0, t("play.earlier", lang, count=len(lines) - RECENT))
            self.console.print(Panel(Text("\n".join(shown)), title=t("play.log", lang), title_align="left",
                                     expand=False))
        actions = state.legal_actions()
        self.console.print(self.choices_panel(actions, seat))
        while True:
            try:
                answer = self.read(t("play.ask", lang) + " > ").strip()
            except (EOFError, KeyboardInterrupt):
                raise Quit() from None
            low = answer.lower()
            if low in ("q", "quit", "quitter"):
                raise Quit()
            if low in ("h", "?", "hint", "conseil"):
                self.hint(seat, actions)
                continue
            chosen = self.match(answer, actions)
            if chosen is None:
                self.console.print(t("play.invalid", lang, answer=answer, count=len(actions)),
                                   style="yellow", markup=False)
                continue
            try:
                state.apply(chosen)
            except meeple.IllegalAction as exc:  # the list came from the rules, but stay safe
                self.console.print(t("play.refused", lang, reason=str(exc)), style="yellow", markup=False)
                continue
            return

    def choices_panel(self, actions: Sequence[meeple.Action], seat: int) -> Panel:
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column(justify="right", style="bold")
        table.add_column()
        table.add_column(style="dim")
        for number, action in enumerate(actions, start=1):
            table.add_row(f"{number}.", action.text(self.lang), action.id)
        name, question = player(seat, self.lang), prompt_text(self.state, self.lang)
        title = question if name in question else f"{name} — {question}"
        return Panel(Group(table), title=title, title_align="left", subtitle=t("play.choices", self.lang),
                     subtitle_align="left", expand=False)

    @staticmethod
    def match(answer: str, actions: Sequence[meeple.Action]) -> meeple.Action | None:
        if answer.isdigit():
            number = int(answer)
            return actions[number - 1] if 1 <= number <= len(actions) else None
        for action in actions:
            if action.id == answer:
                return action
        return None

    def hint(self, seat: int, actions: Sequence[meeple.Action]) -> None:
        lang = self.lang
        try:
            from meeple.agents import analyse
        except ImportError as exc:
            self.console.print(t("play.hint_unavailable", lang, reason=str(exc)), style="yellow", markup=False)
            return
        try:
            with self.console.status(t("play.hint_thinking", lang)):
                # The search sees the real state but, as a bot would, only decides
                # from this seat's information (it determinizes for ``seat``).
                top = analyse(self.state, seat, spec=self.hint_spec, top=3, seed=self.seed + len(self.state.history))
        except (ValueError, KeyError, TypeError) as exc:
            self.console.print(t("play.hint_unavailable", lang, reason=str(exc)), style="yellow", markup=False)
            return
        if not top:
            self.console.print(t("play.hint_none", lang))
            return
        table = Table(title=t("play.hint_title", lang, spec=self.hint_spec), header_style="bold")
        table.add_column(t("play.hint_rank", lang), justify="right")
        table.add_column(t("play.hint_choice", lang))
        table.add_column(t("play.hint_visits", lang), justify="right")
        table.add_column(t("play.hint_value", lang), justify="right")
        ids = [a.id for a in actions]
        for rank, (action, visits, value) in enumerate(top, start=1):
            number = ids.index(action.id) + 1 if action.id in ids else "?"
            table.add_row(str(rank), f"{number}. {action.text(lang)}", str(visits), f"{value:.2f}")
        self.console.print(table)


def results(state: meeple.State, lang: str) -> Group:
    """Scores (final or current) and the winners, in words."""
    if not state.is_over:
        return Group(scores_table(state.scores(), None, lang, title=t("result.current", lang)),
                     Text(t("result.unfinished", lang)))
    winners = state.winners()
    table = scores_table(state.scores(), winners, lang, title=t("result.title", lang))
    if winners:
        line = t("result.winners", lang, players=", ".join(player(s, lang) for s in winners))
    else:
        line = t("result.no_winner", lang)
    return Group(table, Text(line, style="bold"))
