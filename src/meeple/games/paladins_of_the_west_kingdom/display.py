"""Terminal rendering of one seat's view: the King's cards, the Townsfolk and Outsider rows with what
each card does, the Tavern, the main board, every player board (the solo AI's too) and the seat's own
Paladin hand.  Every name and text comes from the components, in the reader's language."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import catalog, colon, register
from meeple.core.i18n import render as tr
from meeple.games.paladins_of_the_west_kingdom.components import COMPONENTS

register(catalog({  # key -> (French, English)
    "paladins.ui.title": ("Manche {round}/{rounds} · {phase} · Premier joueur : Joueur {first} · "
                          "Réserve des Impôts {tax} · Dettes restantes {debts}",
                          "Round {round}/{rounds} · {phase} · First player: Player {first} · "
                          "Tax Supply {tax} · Debts left {debts}"),
    "paladins.ui.townsfolk": ("Villageois (pièces : quête / recrutement ; * : ou une Dette)",
                              "Townsfolk (silver: quest / recruit; *: or a Debt)"),
    "paladins.ui.outsiders": ("Envahisseurs (Force pour attaquer / Foi pour convertir)",
                              "Outsiders (Strength to attack / Faith to convert)"),
    "paladins.ui.orders": ("Ordres du Roi", "King's Orders"),
    "paladins.ui.favours": ("Faveurs du Roi", "King's Favours"),
    "paladins.ui.tavern": ("Taverne", "Tavern"),
    "paladins.ui.board": ("Plateau principal (Foi pour un Moine / Force pour une Garnison ; [M2] : Moine du "
                          "joueur 2, [G2] : sa Garnison)",
                          "Main board (Faith for a Monk / Strength for an Outpost; [M2]: player 2's Monk, "
                          "[G2]: their Outpost)"),
    "paladins.ui.player": ("Joueur", "Player"),
    "paladins.ui.ai": ("IA (marqueur {marker}/5)", "AI (marker {marker}/5)"),
    # The Paladin's boost counted, then (in brackets, when it adds any) the board's own value.
    "paladins.ui.attrs": ("Foi / Force / Influence (sans le Paladin)",
                          "Faith / Strength / Influence (without the Paladin)"),
    "paladins.ui.order": ("{order} ({vp} PV)", "{order} ({vp} VP)"),
    "paladins.ui.res": ("Pièces / Provisions", "Silver / Provisions"),
    "paladins.ui.workers": ("Ouvriers", "Workers"),
    "paladins.ui.built": ("Moines / Garnisons / Remparts / Jarres / Ateliers",
                          "Monks / Outposts / Walls / Jars / Workshops"),
    "paladins.ui.debts": ("Dettes non payées / payées · Suspicions", "Debts unpaid / paid · Suspicion"),
    "paladins.ui.paladin": ("Paladin", "Paladin"),
    "paladins.ui.score": ("Score", "Score"),
    "paladins.ui.this_round": ("Cette manche : actions prises", "This round: actions taken"),
    "paladins.ui.passed": ("passé", "passed"),
    "paladins.ui.cards": ("Villageois / Envahisseurs attaqués / convertis / Quêtes",
                          "Townsfolk / Outsiders attacked / converted / Quests"),
    "paladins.ui.hand": ("Votre main de Paladins", "Your Paladin hand"),
    "paladins.ui.used": ("prise", "taken"),
    "paladins.ui.hidden": ("face cachée", "face down"),
    "paladins.ui.empty": ("—", "—"),
}))

BY_ID = {entry["id"]: entry for entry in COMPONENTS}
PIECE_MARK = {"monk": "M", "outpost": "G"}


def _name(component_id: str, lang: str) -> str:
    return str(BY_ID[component_id]["name"][lang])


def _text(component_id: str, lang: str) -> str:
    return str(BY_ID[component_id]["text"][lang])


def _ui(key: str, lang: str, **params: Any) -> str:
    return tr(f"paladins.ui.{key}", params, lang)


def _cards_table(title: str, rows: list[tuple[str, str, str]]) -> Table:
    # The title (a legend of the numbers) above the table, not as a column header that would widen
    # the names' column and wrap every effect onto two lines; no header row either (slot number, name,
    # effect read plainly): a 160×50 terminal must hold the board with each player's round.
    table = Table(title=title, title_justify="left", title_style="bold", box=None, padding=(0, 1),
                  show_header=False)
    table.add_column(justify="right")
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    for row in rows:
        table.add_row(*row)
    return table


def _workers(counts: dict[str, int], lang: str) -> str:
    # "Clerc ×2": the workers' names are singular ("2 Clerc" read wrong)
    return ", ".join(_name(worker, lang) + (f" ×{n}" if n > 1 else "") for worker, n in counts.items() if n) \
        or _ui("empty", lang)


def _king(st: dict[str, Any], lang: str) -> list[RenderableType]:
    dash = _ui("empty", lang)
    # an Order under its action's name: the line's label already says "King's Orders"
    orders = [_ui("order", lang, order=_name(o["card"].removeprefix("order-"), lang), vp=o["vp"])
              for o in st["kings_orders"]]
    lines: list[RenderableType] = [Text(colon(_ui("orders", lang), lang) + ("; ".join(orders) or dash))]
    for favour in st["kings_favours"]:
        mark = f" [{_ui('used', lang)}]" if favour["used"] else ""
        name = _name(favour["card"], lang)
        lines.append(Text(colon(_ui("favours", lang), lang) + colon(name + mark, lang) + _text(favour["card"], lang)))
    return lines


def _rows(st: dict[str, Any], lang: str) -> list[RenderableType]:
    dash = _ui("empty", lang)
    townsfolk = [(f"{i + 1}{'*' if slot['debt_allowed'] else ''}",
                  f"{_name(slot['card'], lang) if slot['card'] else dash} "
                  f"({slot['quest_cost']} / {slot['recruit_cost']})",
                  _text(slot["card"], lang) if slot["card"] else "") for i, slot in enumerate(st["townsfolk"])]
    outsiders = [(str(i + 1), f"{_name(slot['card'], lang) if slot['card'] else dash} "
                  f"({slot['attack_strength']} / {slot['convert_faith']})",
                  _text(slot["card"], lang) if slot["card"] else "") for i, slot in enumerate(st["outsiders"])]
    tavern = [", ".join(_name(w, lang) for w in card["workers"]) + (f" [{_ui('used', lang)}]" if card["taken"] else "")
              for card in st["tavern"]]
    return [_cards_table(_ui("townsfolk", lang), townsfolk),
            _cards_table(_ui("outsiders", lang), outsiders),
            Text(colon(_ui("tavern", lang), lang) + (" | ".join(tavern) or dash))]


def _main_board(st: dict[str, Any], lang: str) -> list[RenderableType]:
    lines: list[RenderableType] = [Text(_ui("board", lang), style="bold")]
    for region in st["main_board"]:
        cells = []
        for square in region["squares"]:
            if not square["open"]:
                continue
            occupant = square["occupant"]
            rewards = BY_ID[square["square"]]["reward"]
            reward = "+".join(f"{rewards.count(r)}×{_name(r, lang)}" if rewards.count(r) > 1 else _name(r, lang)
                              for r in dict.fromkeys(rewards))
            cells.append(f"[{PIECE_MARK[occupant['piece']]}{occupant['seat'] + 1}] {reward}" if occupant else reward)
        lines.append(Text(colon(f"{_name(region['region'], lang)} ({region['faith']}/{region['strength']})", lang)
                          + " · ".join(cells)))
    return lines


def _boards(view: dict[str, Any], lang: str, wrap_labels: bool) -> Table:
    """One column per player board (the solo AI's last), one row per field: the fields' long
    labels then take one line each and the boards fit a 160-column terminal."""
    st = view["state"]
    boards = [(board, False) for board in st["players"]]
    if st["ai"] is not None:
        boards.append((st["ai"]["board"], True))
    dash = _ui("empty", lang)
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    table.add_column(_ui("player", lang), style="bold", no_wrap=not wrap_labels)
    columns = []
    for board, is_ai in boards:
        who = _ui("ai", lang, marker=st["ai"]["resource_marker"]) if is_ai else \
            tr("core.player", {"seat": board["seat"] + 1}, lang)
        if not is_ai and board["seat"] == view["current_player"]:
            who += " ◀"
        table.add_column(who)
        paladin = _name(board["paladin"], lang) if board["paladin"] else \
            (_ui("hidden", lang) if board["paladin_picked"] else dash)
        effective, base = board["effective"], board["attributes"]
        attributes = " / ".join(f"{effective[a]}" + (f" ({base[a]})" if effective[a] != base[a] else "")
                                for a in ("faith", "strength", "influence"))
        built = f"{board['monks']} / {board['outposts']} / {len(board['walls'])} / {len(board['jars'])} / " \
                f"{board['workshops_placed']}"
        debts = f"{board['debts']['unpaid']} / {board['debts']['paid']} · {len(board['suspicion'])}"
        # each action space takes one worker a round: those already taken, then whether the board passed
        taken = ", ".join(_name(space, lang) for space in board["occupied"]) or dash
        if board["passed"]:
            taken += f" · {_ui('passed', lang)}"
        cards = f"{len(board['townsfolk'])} / {len(board['attacked'])} / {len(board['converted'])} / {board['quests']}"
        columns.append((paladin, attributes, f"{board['silver']} / {board['provisions']}",
                        _workers(board["workers"], lang), built, debts, taken, cards, str(board["score"])))
    for index, key in enumerate(("paladin", "attrs", "res", "workers", "built", "debts", "this_round", "cards",
                                 "score")):
        table.add_row(_ui(key, lang), *(column[index] for column in columns))
    return table


LABELS_WHOLE = 120  # from this many columns the labels keep a line each; below, they wrap


class _Boards:
    """The boards' table as wide as the terminal allows: on a narrow one the long labels wrap so that
    the boards keep their words whole (at 80 columns they read "IA (marqueu|r 1/5)", "Paysan|×2")."""

    def __init__(self, view: dict[str, Any], lang: str) -> None:
        self.view = view
        self.lang = lang

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield _boards(self.view, self.lang, wrap_labels=options.max_width < LABELS_WHOLE)


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    st = view["state"]
    parts: list[RenderableType] = [Text(_ui("title", lang, round=st["round"], rounds=st["rounds"],
                                            phase=_name(st["phase"], lang), first=st["first_player"] + 1,
                                            tax=st["tax_supply"],
                                            debts=st["debts_left"]), style="bold")]
    parts += _king(st, lang)
    parts += _rows(st, lang)
    parts += _main_board(st, lang)
    parts.append(_Boards(view, lang))
    hand = view["hidden"].get(f"paladin_hand{seat}") if seat is not None else None
    if isinstance(hand, list) and hand:
        parts.append(Text(colon(_ui("hand", lang), lang).rstrip(), style="bold"))
        parts += [Text("  " + colon(_name(card, lang), lang) + _text(card, lang)) for card in hand]
    return Group(*parts)
