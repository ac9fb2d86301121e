"""`meeple play`: a complete game in the terminal, people and bots mixed.

A person only ever sees ``state.view(seat)``, ``state.events(seat)`` and the
components; bots act on their own and their moves reach people through the
log (an action's own text could betray a secret choice, so it is never shown
for another seat).  The seed is never shown while the game runs: it decides
every hidden card and future die.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

import meeple
from meeple.cli.common import HUMAN, fail, import_or_fail, os_reason, reason
from meeple.cli.components import Components, Describer
from meeple.cli.render import board, score_sheet_table, scores_table
from meeple.cli.text import player, t, tenths
from meeple.core.i18n import from_json
from meeple.core.scoring import SCORED
from meeple.core.undo import Undo

if TYPE_CHECKING:
    from meeple.agents.analysis import Progress

QUICK = 0.3  # seconds a bot may think before a status line says so
SHOWN_CARDS = 3  # a look-up that finds more components lists their ids instead
HINT_SECONDS = 10.0  # a hint stops here even when its top choice is not clear yet


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
            fail(lang, "error.agent", spec=spec, reason=reason(exc, lang).strip("'\""))
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
    """New log lines since last read, as one seat (None: a spectator) reads them."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.index = 0

    def new_events(self, state: meeple.State, lang: str) -> list[dict[str, Any]]:
        events = state.events(self.seat, min(self.index, len(state.log)), lang)
        self.index = len(state.log)
        return events

    def new_lines(self, state: meeple.State, lang: str) -> list[str]:
        return [event["text"] for event in self.new_events(state, lang)]


class Elapsed:
    """A status line that counts the seconds since it was made (redrawn by rich's live display)."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.start = time.monotonic()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text(f"{self.label} {time.monotonic() - self.start:.0f} s")


def sheet(state: meeple.State) -> dict[str, Any] | None:
    """The game's score sheet, or None for a game that has none yet."""
    try:
        return state.score_sheet()
    except NotImplementedError:
        return None


def scoring_news(state: meeple.State, events: Sequence[dict[str, Any]], lang: str) -> list[RenderableType]:
    """The score sheet, as a table, when ``events`` hold a scoring the rulebook does during
    play (an event of kind ``SCORED``: Path's End of Year); nothing once the game is over,
    since the final sheet follows."""
    stages = [event["params"]["stage"] for event in events if event["kind"] == SCORED]
    current = sheet(state)
    if not stages or current is None or state.is_over:
        return []
    stage = from_json(stages[-1]).text(lang)
    return [score_sheet_table(current, lang, title=t("sheet.scored", lang, stage=stage))]


class PlaySession:
    """One game at one terminal: the live state (through :class:`Undo`), a log cursor per person."""

    def __init__(self, state: meeple.State, specs: list[str], lang: str, save: Path, hint_spec: str,
                 console: Console, read: Callable[[str], str], auto_forced: bool = True) -> None:
        self.game = state.game
        self.specs = specs
        self.lang = lang
        self.save = save
        self.hint_spec = hint_spec
        self.console = console
        self.read = read
        self.auto_forced = auto_forced
        self.humans = [seat for seat, spec in enumerate(specs) if spec == HUMAN]
        assert state.seed is not None, "a game being played has its seed"
        self.seed = state.seed
        self.agents = make_agents(specs, self.seed, lang)
        self.table = Undo(state)
        self.components = Components(self.game)
        self.cursors = {seat: LogCursor(seat) for seat in self.humans}
        self.spectator = LogCursor(None)
        for cursor in (*self.cursors.values(), self.spectator):
            # A resumed game does not repeat its past (the l key pages through it).
            cursor.index = len(state.log)
        self.last_human: int | None = None

    @property
    def state(self) -> meeple.State:
        return self.table.state

    def who(self, spec: str) -> str:
        """Who plays a seat, as the lobby names its bots ("robot Réflexes (heuristic)")."""
        if spec == HUMAN:
            return t("play.human", self.lang)
        # agents are an optional part of meeple, imported once a seat is a bot (make_agents)
        named = import_or_fail("meeple.agents.named", self.lang).bot_name(spec)
        return t("play.bot_named", self.lang, name=named[self.lang], spec=spec) if named else \
            t("play.bot", self.lang, spec=spec)

    # ----------------------------------------------------------- flow
    def run(self) -> int:
        lang = self.lang
        # No seed here: it would tell anyone every hidden card and future die.
        self.console.print(Rule(t("play.start", lang, game=self.game.name(lang), count=len(self.specs))))
        for seat, spec in enumerate(self.specs):
            self.console.print(t("play.seat", lang, player=player(seat, lang), who=self.who(spec)), markup=False)
        if self.state.history:
            self.console.print(t("play.resumed", lang, count=len(self.state.history)), markup=False)
        try:
            while not self.state.is_over:
                current = self.state.current_player
                assert current is not None, "a game in progress has a seat to decide"
                agent = self.agents[current]
                if agent is None:
                    self.human_turn(current)
                else:
                    self.bot_turn(current, agent)
        except (Quit, KeyboardInterrupt):  # Ctrl-C while a bot thinks also stops cleanly
            self.console.print(t("play.quit", lang))
            self.show_scores()
            self.write_record()
            return 0
        except Exception as exc:
            # A bug in a game or a bot: keep the record so it can be replayed and fixed.
            self.write_record()
            fail(lang, "error.internal", reason=f"{type(exc).__name__}: {exc}", path=str(self.save))
        self.finish()
        return 0

    def bot_turn(self, seat: int, agent: Any) -> None:
        self.table.apply(self.think(seat, agent))
        if not self.humans:
            events = self.spectator.new_events(self.state, self.lang)
            self.print_lines([event["text"] for event in events])
            for table in scoring_news(self.state, events, self.lang):
                self.console.print(table)

    def think(self, seat: int, agent: Any) -> meeple.Action:
        """The bot's choice.  It thinks in a thread of its own, so that a status line
        can say who thinks and for how long; a quick answer shows no status at all."""
        outcome: dict[str, Any] = {}

        def work() -> None:
            try:
                outcome["action"] = agent.act(self.state)
            except Exception as exc:  # carried back to the game's thread
                outcome["error"] = exc

        # A daemon thread: stopping the game (q, Ctrl-C) never waits for a search to end.
        thread = threading.Thread(target=work, daemon=True)
        thread.start()
        thread.join(QUICK)
        if thread.is_alive():
            label = t("play.thinking", self.lang, player=player(seat, self.lang), who=self.specs[seat])
            with self.console.status(Elapsed(label)):
                while thread.is_alive():
                    thread.join(0.1)  # short waits keep Ctrl-C answered at once
        if "error" in outcome:
            raise outcome["error"]
        action: meeple.Action = outcome["action"]
        return action

    def print_lines(self, lines: list[str]) -> None:
        for line in lines:
            self.console.print(line, markup=False)

    def show_scores(self) -> None:
        """The score sheet (or the scores) so far."""
        current = sheet(self.state)
        if current is None:
            self.console.print(results(self.state, self.lang))
            return
        self.console.print(score_sheet_table(current, self.lang, title=t("sheet.title", self.lang)))
        if not self.state.is_over:
            self.console.print(t("result.unfinished", self.lang))

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
        final = sheet(state)
        if final is not None:
            self.console.print(score_sheet_table(final, lang, title=t("sheet.final", lang)))
        self.console.print(results(state, lang))
        self.write_record()

    def write_record(self) -> None:
        record = self.state.to_record()
        record["seats"] = list(self.specs)
        record["finished"] = self.state.is_over
        try:
            self.save.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as exc:  # checked at the start, but the disk may have changed since
            fail(self.lang, "error.path", path=str(self.save), reason=os_reason(exc, self.lang))
        key = "play.saved" if self.state.is_over else "play.saved_secret"
        self.console.print(t(key, self.lang, path=str(self.save)), markup=False)

    # ----------------------------------------------------------- people
    def human_turn(self, seat: int) -> None:
        lang = self.lang
        actions = self.state.legal_actions()
        if self.auto_forced and len(actions) == 1:
            self.console.print(t("play.forced", lang, player=player(seat, lang), action=actions[0].text(lang)),
                               style="dim", markup=False)
            self.table.apply(actions[0])
            return
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
        self.console.print(board(self.game, self.state.view(seat), seat, lang))
        events = self.cursors[seat].new_events(self.state, lang)
        if events:  # everything new since this person last looked, never cut short
            self.console.print(Panel(Text("\n".join(event["text"] for event in events)), title=t("play.log", lang),
                                     title_align="left", expand=False))
            for table in scoring_news(self.state, events, lang):
                self.console.print(table)
        self.console.print(self.choices_panel(actions, seat))
        while True:
            try:
                answer = self.read(t("play.ask", lang) + " > ").strip()
            except (EOFError, KeyboardInterrupt):
                raise Quit() from None
            if self.command(answer, seat, actions):
                return

    def command(self, answer: str, seat: int, actions: Sequence[meeple.Action]) -> bool:
        """Carry out one answer; True once the decision is answered (or taken back)."""
        lang = self.lang
        word, _, rest = answer.partition(" ")
        low = word.lower()
        if low in ("q", "quit", "quitter"):
            raise Quit()
        if low in ("h", "?", "hint", "conseil"):
            self.hint(seat, actions)
        elif low in ("l", "log", "journal"):
            self.page_log(seat)
        elif low in ("s", "score", "scores"):
            self.show_scores()
        elif low in ("i", "info"):
            self.info(rest)
        elif low in ("u", "undo", "annuler"):
            return self.undo(seat)
        else:
            chosen = self.match(answer, actions)
            if chosen is None:
                self.console.print(t("play.invalid", lang, answer=answer, count=len(actions)),
                                   style="yellow", markup=False)
                return False
            try:
                self.table.apply(chosen)
            except meeple.IllegalAction as exc:  # the list came from the rules, but stay safe
                self.console.print(t("play.refused", lang, reason=exc.text(lang)), style="yellow", markup=False)
                return False
            return True
        return False

    def undo(self, seat: int) -> bool:
        """Take back the person's last choice (and the forced moves played after it)."""
        lang = self.lang
        before = len(self.state.history)
        try:
            self.table.undo(seat, skip_forced=self.auto_forced)
        except ValueError:
            self.console.print(t("play.undo_none", lang), style="yellow", markup=False)
            return False
        for cursor in (*self.cursors.values(), self.spectator):
            cursor.index = min(cursor.index, len(self.state.log))
        self.console.print(t("play.undone", lang, count=before - len(self.state.history)), style="bold",
                           markup=False)
        return True

    def page_log(self, seat: int) -> None:
        """The whole log as this seat may read it, a screenful at a time."""
        lang = self.lang
        lines = [f"{event['index'] + 1}. {event['text']}" for event in self.state.events(seat, 0, lang)]
        if not lines:  # say so, rather than print nothing at all
            self.console.print(t("play.log_empty", lang), style="yellow", markup=False)
            return
        page = max(5, self.console.size.height - 3)
        for start in range(0, len(lines), page):
            self.print_lines(lines[start:start + page])
            if start + page < len(lines):
                try:
                    if self.read(t("play.more", lang) + " ").strip().lower() == "q":
                        return
                except (EOFError, KeyboardInterrupt):
                    return

    def info(self, query: str) -> None:
        lang = self.lang
        if not self.components:
            self.console.print(t("play.info_unavailable", lang), style="yellow", markup=False)
            return
        found = self.components.find(query, lang)
        describer = Describer(self.components, lang)
        if not found:
            self.console.print(t("play.info_none", lang, query=query), style="yellow", markup=False)
        elif len(found) <= SHOWN_CARDS:  # a few copies of one name: show them all
            for entry in found:
                self.console.print(describer.card(entry))
        else:
            self.console.print(t("play.info_many", lang, query=query, count=len(found)), markup=False)
            for entry in found[:20]:
                self.console.print(f"  {entry['id']}: {entry['name'][lang]}", markup=False)

    def choices_panel(self, actions: Sequence[meeple.Action], seat: int) -> Panel:
        lang = self.lang
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column(justify="right", style="bold")
        table.add_column()
        table.add_column(style="dim", overflow="fold")
        for number, action in enumerate(actions, start=1):
            label = Text(action.text(lang))
            for line in self.details(action, label.plain):
                label.append("\n   " + line, style="cyan")
            table.add_row(f"{number}.", label, action.id)
        name, question = player(seat, lang), prompt_text(self.state, lang)
        title = question if name in question else f"{name} — {question}"
        return Panel(Group(table), title=title, title_align="left", subtitle=t("play.choices", lang),
                     subtitle_align="left", expand=False)

    def details(self, action: meeple.Action, text: str) -> Iterator[str]:
        """What the components a choice names cost and do (those with something to say)."""
        describer = Describer(self.components, self.lang)
        for entry in self.components.in_params(action.describe()["params"]):
            line = describer.summary(entry)
            name = entry["name"][self.lang]
            if line != name:
                # The choice's own text already names it: keep only the numbers and the effect.
                yield line[len(name):].strip() if name in text else line

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
        """The search's three best choices, once its top choice is clear (or at the time cap),
        with a live line while it runs."""
        lang = self.lang
        try:
            from meeple.agents import analyse
        except ImportError:  # Python's "No module named ..." is English only
            missing = t("error.missing", lang, module="meeple.agents")
            self.console.print(t("play.hint_unavailable", lang, reason=missing), style="yellow", markup=False)
            return
        ids = [a.id for a in actions]

        def choice(action: meeple.Action) -> str:
            number = ids.index(action.id) + 1 if action.id in ids else "?"
            return f"{number}. {action.text(lang)}"

        last: list[Progress] = []
        try:
            with self.console.status(t("play.hint_thinking", lang)) as status:

                def progress(now: Progress) -> None:
                    last[:] = [now]
                    leader = now.choices[0] if now.choices else None
                    line = t("play.hint_progress", lang, seconds=tenths(now.seconds, lang), iterations=now.iterations)
                    if leader is not None:
                        line += " · " + t("play.hint_leader", lang, choice=choice(leader.action),
                                          chance=chance(leader.value), visits=leader.visits)
                    status.update(Text(line))

                # The search sees the real state but, as a bot would, only decides
                # from this seat's information (it determinizes for ``seat``).
                top = analyse(self.state, seat, spec=self.hint_spec, top=3, seed=self.seed + len(self.state.history),
                              time_cap=HINT_SECONDS, progress=progress)
        except (ValueError, KeyError, TypeError) as exc:
            self.console.print(t("play.hint_unavailable", lang, reason=reason(exc, lang)), style="yellow",
                               markup=False)
            return
        if not top:
            self.console.print(t("play.hint_none", lang))
            return
        table = Table(title=t("play.hint_title", lang, spec=self.hint_spec), header_style="bold")
        table.add_column(t("play.hint_rank", lang), justify="right")
        table.add_column(t("play.hint_choice", lang))
        table.add_column(t("play.hint_value", lang), justify="right")
        table.add_column(t("play.hint_visits", lang), justify="right")
        for rank, (action, visits, value) in enumerate(top, start=1):
            table.add_row(str(rank), choice(action), chance(value), str(visits))
        if last:
            done = last[0]
            key = "play.hint_clear" if done.clear else "play.hint_unclear"
            table.caption = t(key, lang, iterations=done.iterations, seconds=tenths(done.seconds, lang))
        self.console.print(table)

def chance(value: float) -> str:
    """A search's estimated chance as a percentage; never a flat 0 % or 100 %, which would read as a
    certainty (a solo seat far behind the AI sees every choice near 0: their order is in the visits)."""
    if value < 0.005:
        return "< 1 %"
    if value > 0.995:
        return "> 99 %"
    return f"{round(100 * value)} %"


def results(state: meeple.State, lang: str) -> Group:
    """Scores (final or current) and the winners, in words."""
    if not state.is_over:
        return Group(scores_table(state.scores(), None, lang, title=t("result.current", lang)),
                     Text(t("result.unfinished", lang)))
    winners = state.winners()
    table = scores_table(state.scores(), winners, lang, title=t("result.title", lang))
    # A solo game lost to the rulebook's opponent names it with its score, which the scores table
    # (seats only) does not show.
    final = sheet(state)
    opponents = [t("result.opponent", lang, name=other["name"][lang], score=other["total"])
                 for other in (final["others"] if final is not None else ())]
    if winners:
        line = t("result.winners", lang, count=len(winners), players=", ".join(player(s, lang) for s in winners))
    elif opponents:
        line = t("result.opponent_won", lang, opponents=", ".join(opponents))
    else:
        line = t("result.no_winner", lang)
    return Group(table, Text(line, style="bold"))


__all__ = ["LogCursor", "PlaySession", "Quit", "results"]
