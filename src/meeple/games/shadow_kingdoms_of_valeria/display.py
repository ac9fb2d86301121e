"""The terminal board of Shadow Kingdoms of Valeria, drawn with rich.

``render(view, seat, lang)`` works from ``state.view(seat)`` alone (JSON data), so
it can show nothing the seat may not know.  Card details come from the content
files; every label is in French and English (``valeria.ui.*`` keys below).

Layout, top to bottom: a status line; the five sanctuaries (dice, wardens, gems);
the stratagem column beside the distinctions; the three champion rows with each
card's effect; the viewing seat's panel with its campaign scroll, then the other
players two by one; one legend line.  It fits 160 columns by 50 lines with five
players (tests/games/shadow_kingdoms_of_valeria/test_valeria_display.py).
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from meeple.core.components import name_key
from meeple.core.i18n import catalog, colon, register
from meeple.core.i18n import render as i18n
from meeple.games.shadow_kingdoms_of_valeria.components import GAME_ID, components
from meeple.games.shadow_kingdoms_of_valeria.content import CHAIN_LETTERS, PLAN_TYPES, UPGRADE_IDS, load
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

C = load()

# Dice text takes the troop's colour (the brief's palette: gnoll is the brown/yellow one).
STYLE = {
    "goblin": "bold green",
    "orc": "bold red",
    "skeleton": "bold bright_white",
    "gargoyle": "bold medium_purple1",
    "gnoll": "bold dark_goldenrod",
}
JOKER_MARK = "★"  # a joker face ("Faces des dés"): counts as any troop type
WILD_MARK = "☆"  # a die of the board's own type once "Capacité Joker" is unlocked
MINE = "bold yellow"  # the viewing seat's board and name


CATALOG = catalog({  # key -> (French, English)
    "valeria.ui.sanct.gems": ("Gemmes", "Gems"),
    "valeria.ui.sanct.magic": ("Magie", "Magic"),
    "valeria.ui.sanct.champions": ("Champions", "Champions"),
    "valeria.ui.sanct.gold": ("Or", "Gold"),
    "valeria.ui.sanct.stratagems": ("Stratagèmes", "Battle Plans"),
    "valeria.ui.does.gems": ("prendre 1 Gemme", "take 1 Gem"),
    "valeria.ui.does.magic": ("Distinction ou +2 Magie", "Award or +2 Magic"),
    "valeria.ui.does.champions": ("recruter", "recruit"),
    "valeria.ui.does.gold": ("+Or = Réduction", "+Gold = discount"),
    "valeria.ui.does.stratagems": ("réserver", "reserve"),
    "valeria.ui.sanctuaries": ("Sanctuaires", "Shrines"),
    "valeria.ui.camp": ("Camp", "Camp"),
    "valeria.ui.no_dice": ("(aucun dé)", "(no dice)"),
    "valeria.ui.gems_left": ("Gemmes : {n}", "Gems: {n}"),
    "valeria.ui.wardens": ("Gardiens : {who}", "Wardens: {who}"),
    "valeria.ui.adversary": ("Adversaire", "Adversary"),
    "valeria.ui.adversary_line": (
      "{vp} PV · {n}/{goal} Stratagèmes réussis · au décompte : +{bonus} PV des Distinctions",
      "{vp} VP · {n}/{goal} plans completed · at the end: +{bonus} VP from Awards",
  ),
    "valeria.ui.adversary_score": (
      "{vp} PV · {n}/{goal} Stratagèmes réussis", "{vp} VP · {n}/{goal} plans completed"
  ),
    "valeria.ui.adversary_at": ("L'Adversaire est au Sanctuaire : {place}", "The Adversary stands at: {place}"),
    "valeria.ui.adversary_done": ("Réussis : {cards}", "Completed: {cards}"),
    "valeria.ui.status_turn": ("Au tour de {who}", "{who} to play"),
    "valeria.ui.status_first": ("Premier joueur : {who}", "First player: {who}"),
    "valeria.ui.status_bag": ("Sac : {dice}", "Bag: {dice}"),
    "valeria.ui.status_last": ("DERNIÈRE MANCHE", "LAST ROUND"),
    "valeria.ui.status_over": ("PARTIE TERMINÉE", "GAME OVER"),
    "valeria.ui.legend": (
      "{joker} face Joker · {wild} Troupe Joker du plateau", "{joker} joker face · {wild} board's wild troop",
  ),
    "valeria.ui.column": ("Colonne des Stratagèmes", "Battle Plan column"),
    "valeria.ui.pile": ("pile : {n:plural:# carte|# cartes} (connues dessous : {under})",
                          "deck: {n:plural:# card|# cards} (known under it: {under})"),
    "valeria.ui.cost": ("Or", "Gold"),
    "valeria.ui.card": ("Stratagème", "Battle Plan"),
    "valeria.ui.kind": ("Type", "Type"),
    "valeria.ui.troops": ("Troupes", "Troops"),
    "valeria.ui.type.ambush": ("Embuscade", "Ambush"),
    "valeria.ui.type.siege": ("Siège", "Siege"),
    "valeria.ui.type.clash": ("Confrontation", "Clash"),
    "valeria.ui.deck.instant": ("Immédiat", "Instant"),
    "valeria.ui.deck.ongoing": ("Permanent", "Ongoing"),
    "valeria.ui.deck.endgame": ("Décompte", "End-game"),
    "valeria.ui.champions": ("Champions", "Champions"),
    "valeria.ui.row_cost": ("{gold}+ Or", "{gold}+ Gold"),
    "valeria.ui.your_price": ("(vous : {gold})", "(you: {gold})"),
    "valeria.ui.row_pile": ("piles : {n}", "decks: {n}"),
    "valeria.ui.empty": ("(vide)", "(empty)"),
    "valeria.ui.distinctions": ("Distinctions", "Awards"),
    "valeria.ui.circle": ("{vp} PV", "{vp} VP"),
    "valeria.ui.free": ("libre", "free"),
    "valeria.ui.player_title": ("{who} · {board} · {vp} PV", "{who} · {board} · {vp} VP"),
    "valeria.ui.you": ("vous", "you"),
    "valeria.ui.to_play": ("à jouer", "to play"),
    "valeria.ui.at": ("Gardien", "Warden"),
    "valeria.ui.no_board": ("plateau à choisir", "board not chosen"),
    "valeria.ui.gold": ("Or", "Gold"),
    "valeria.ui.magic": ("Magie", "Magic"),
    "valeria.ui.influence": ("Influence", "Influence"),
    "valeria.ui.gems": ("Gemmes", "Gems"),
    "valeria.ui.troop_slots": ("Troupes", "Troops"),
    "valeria.ui.reserve": ("Réserve", "Reserve"),
    "valeria.ui.locked": ("verrouillé", "locked"),
    "valeria.ui.plans": ("Réussis", "Completed"),
    "valeria.ui.markers": ("Conquête", "Conquest"),
    "valeria.ui.resources": ("Ressources", "Resources"),
    "valeria.ui.unlocked_all": ("tout est débloqué", "all unlocked"),
    "valeria.ui.wild": ("Joker : {troop}", "Wild: {troop}"),
    "valeria.ui.strength_bonus": ("+1 Force", "+1 Strength"),
    "valeria.ui.scroll": ("Parchemin {side}", "Campaign Map {side}"),
    "valeria.ui.no_scroll": ("face du Parchemin à choisir", "Campaign Map side not chosen"),
    "valeria.ui.zone_strength": ("Force 15+", "Strength 15+"),
    "valeria.ui.chains": ("Chaînes", "Chains"),
    "valeria.ui.players": ("Joueurs", "Players"),
    "valeria.ui.this_turn": ("Ce tour", "This turn"),
    "valeria.ui.discount": ("Réduction du dé pris : {n}", "discount of the die taken: {n}"),
    "valeria.ui.plan_now": ("{card}", "{card}"),
    "valeria.ui.plan_dice": ("dés : {dice}", "dice: {dice}"),
    "valeria.ui.total": ("Force Totale {n}", "total Strength {n}"),
    "valeria.ui.wild_dice": ("en Joker par une Gemme : {dice}", "made wild by a Gem: {dice}"),
})
register(CATALOG)
TEXTS = {entry["id"]: entry["text"] for entry in components()}


def ui(key: str, lang: str, **params: Any) -> str:
    return i18n(f"valeria.ui.{key}", params, lang)


def name(component_id: str, lang: str) -> str:
    """A component's name (components.py)."""
    return i18n(name_key(GAME_ID, component_id), {}, lang)


def effect(component_id: str, lang: str) -> str:
    """A component's effect text, as a player reads it."""
    return str(TEXTS[component_id][lang])


def who(seat: int, lang: str) -> str:
    return i18n("core.player", {"seat": seat + 1}, lang)


# --- small pieces ------------------------------------------------------------------------------


def troop(colour: str, lang: str) -> Text:
    return Text(name(colour, lang), style=STYLE[colour])


def die(d: dict[str, Any], lang: str, wild: str | None = None) -> Text:
    """``Gobelin 5``, coloured by troop; joker faces and wild troops are marked."""
    text = Text(f"{name(d['troop'], lang)} {d['strength']}", style=STYLE[d["troop"]])
    if d["joker"]:
        text.append(JOKER_MARK, style="bold yellow")
    elif d["troop"] == wild:
        text.append(WILD_MARK, style="bold yellow")
    return text


def dice_line(dice: list[dict[str, Any]], lang: str, wild: str | None = None) -> Text:
    return Text(" ").join(die(d, lang, wild) for d in dice)


def board_colour(player: dict[str, Any]) -> str | None:
    return player["board"].removeprefix("board-") if player["board"] else None


def seat_name(seat: int, player: dict[str, Any], lang: str) -> Text:
    """A seat's name in its board's colour."""
    return Text(who(seat, lang), style=STYLE.get(board_colour(player) or "", "bold"))


def seats_text(seats: list[int], players: list[dict[str, Any]], lang: str) -> Text:
    return Text(", ").join(seat_name(s, players[s], lang) for s in seats)


def plan_text(card: str, lang: str) -> Text:
    """Name, type and troop symbols of a stratagem."""
    plan = C.stratagems[card]
    troops = Text(" ").join(troop(t, lang) for t in plan.troops)
    return Text.assemble((name(card, lang), "bold"), " (", name(plan.type, lang), ") ", troops)


def place_name(location: str, lang: str) -> str:
    """A sanctuary's short name, or the Camp."""
    return ui("camp" if location == "camp" else f"sanct.{location.removeprefix('sanctuary-')}", lang)


def pile_size(hidden: Any) -> int:
    return len(hidden) if isinstance(hidden, list) else int(hidden)


# --- the central board -------------------------------------------------------------------------


def status(view: dict[str, Any], lang: str) -> Flow:
    """Whose decision it is (the seat answering now, e.g. during the board choice), the first
    player, the bag; a narrow terminal wraps it between two of them (never "Gargoyle | 4")."""
    st = view["state"]
    players = st["players"]
    parts: list[Text] = []
    current = view["current_player"]
    if view["is_over"]:
        parts.append(Text(ui("status_over", lang), style="bold reverse"))
    elif current is not None:
        style = STYLE.get(board_colour(players[current]) or "", "bold")
        parts.append(Text(ui("status_turn", lang, who=who(current, lang)), style=style))
    if st["end_triggered"] and not view["is_over"]:
        parts.append(Text(ui("status_last", lang), style="bold reverse red"))
    parts.append(Text(ui("status_first", lang, who=who(st["first_player"], lang))))
    if st["turn"]["discount"] is not None and not view["is_over"]:
        parts.append(Text(ui("discount", lang, n=st["turn"]["discount"]), style="bold"))
    bag = [Text(f"{name(colour, lang)} {n}", style=STYLE[colour]) for colour, n in st["bag"].items()]
    # each piece carries the space after it: two parts apart, two dice of the bag close
    pieces = [Text.assemble(part, ("  ·  ", "dim")) for part in parts]
    pieces.append(Text.assemble(ui("status_bag", lang, dice=""), bag[0], " "))
    return Flow(pieces + [Text.assemble(count, " ") for count in bag[1:]], gap=0)


def sanctuaries(view: dict[str, Any], lang: str, per_line: int) -> Table:
    st = view["state"]
    players = st["players"]
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, expand=True, padding=(0, 1))
    for sanct in st["sanctuaries"]:
        short = sanct["sanctuary"].removeprefix("sanctuary-")
        table.add_column(Text.assemble((ui(f"sanct.{short}", lang), "bold"), " ", (ui(f"does.{short}", lang), "dim")),
                         ratio=1)
    cells: list[RenderableType] = []
    for sanct in st["sanctuaries"]:
        # whole dice a line, so that no die breaks between its troop and its value
        dice = sanct["dice"]
        pairs = [dice_line(dice[k: k + per_line], lang) for k in range(0, len(dice), per_line)]
        line = Text("\n").join(pairs) if pairs else Text(ui("no_dice", lang), style="dim")
        extras: list[Text] = []
        if sanct["sanctuary"] == "sanctuary-gems":
            extras.append(Text(ui("gems_left", lang, n=st["gem_supply"]), style="bold cyan"))
        if sanct["wardens"]:
            extras.append(Text.assemble("⚑ ", seats_text(sanct["wardens"], players, lang)))
        if sanct["adversary"]:
            extras.append(Text(f"☠ {ui('adversary', lang)}", style="bold reverse red"))
        cells.append(Group(line, Text("  ").join(extras)) if extras else line)
    table.add_row(*cells)
    return table


def column(view: dict[str, Any], lang: str) -> Table:
    """The column as on the board: the pile on top, new cards enter the 5-Gold slot
    and slide down toward the 1-Gold slot ("Le Sanctuaire des Stratagèmes")."""
    st = view["state"]
    under = len(st["stratagem_under_pile"])
    pile = pile_size(view["hidden"].get("stratagem_pile", 0)) + under
    title = Text.assemble((ui("column", lang), "bold"), " ", (ui("pile", lang, n=pile, under=under), "dim"))
    table = Table(box=None, title=title, title_justify="left", show_header=False, pad_edge=False)
    table.add_column(justify="right", style="yellow", no_wrap=True)
    table.add_column(no_wrap=True)
    for slot in reversed(st["column"]):
        cost = f"{slot['cost']} {ui('cost', lang)}"
        table.add_row(cost, plan_text(slot["plan"], lang) if slot["plan"] else Text(ui("empty", lang), style="dim"))
    return table


def distinctions(view: dict[str, Any], lang: str) -> Table:
    st = view["state"]
    players = st["players"]
    table = Table(box=None, title=ui("distinctions", lang), title_justify="left", title_style="bold",
                  show_header=False, pad_edge=False, expand=True)
    table.add_column()
    for award in st["distinctions"]:
        card, claims = award["distinction"], award["claimed_by"]
        # "Revendiquer 1 Distinction": left circle, then middle, then the right one
        # (which holds any number of markers at 4-5 players).
        circles: list[Text] = []
        for k, vp in enumerate(award["vp"]):
            holders = claims[k: k + 1] if k < 2 else claims[2:]
            owner = seats_text(holders, players, lang) if holders else Text(ui("free", lang), style="dim")
            circles.append(Text.assemble((ui("circle", lang, vp=vp), "yellow"), " ", owner))
        table.add_row(Text.assemble((name(card, lang), "bold"), " — ", (effect(card, lang), "dim"), "\n  ",
                                    Text("  ·  ", style="dim").join(circles)))
    return table


def champion_rows(view: dict[str, Any], seat: int | None, lang: str) -> Table:
    """Row costs ("Le Sanctuaire des Champions"): the base cost plus 1 per champion
    of the same deck already owned; the viewer's own price is shown."""
    st = view["state"]
    piles = []
    for row in st["champion_rows"]:
        deck = row["deck"]
        piles.append(f"{name(deck, lang)} {pile_size(view['hidden'].get(f'{deck}_pile', 0)) + len(row['under_pile'])}")
    title = Text.assemble((ui("champions", lang), "bold"), "  ", (ui("row_pile", lang, n=" · ".join(piles)), "dim"))
    table = Table(box=None, title=title, title_justify="left", show_header=False, expand=True, pad_edge=False,
                  padding=(0, 1))
    table.add_column(ratio=2)
    for _ in range(3):
        table.add_column(ratio=5)
    mine = st["players"][seat]["champions"] if seat is not None else []
    for row in st["champion_rows"]:
        deck = row["deck"]
        base = row["base_cost"]
        head = Text.assemble((name(deck, lang), "bold"), "\n", (ui("row_cost", lang, gold=base), "yellow"))
        if seat is not None:
            owned = sum(C.champions[c].deck == deck for c in mine)
            head.append(" ")
            head.append(ui("your_price", lang, gold=base + owned), style=MINE)
        cards: list[RenderableType] = [
            Text.assemble((name(card, lang), "bold"), " ", (effect(card, lang), "dim")) if card
            else Text(ui("empty", lang), style="dim") for card in row["cards"]]
        cards += [Text("")] * (3 - len(cards))
        table.add_row(head, *cards)
    return table


def adversary_line(view: dict[str, Any], lang: str) -> Text:
    """The solo Adversary ("Variante Solo"): its score, plans and place; at the end it takes
    VP for each distinction, fewer for one holding your marker."""
    adv = view["state"]["adversary"]
    key = "adversary_score" if view["is_over"] else "adversary_line"  # its end bonus is already in
    line = Text.assemble((f"☠ {ui('adversary', lang)} ", "bold reverse red"), " ",
                         (ui(key, lang, vp=adv["vp"], n=len(adv["completed"]), goal=PLANS_TO_END,
                             bonus=adv["distinction_vp_at_end"]), "bold"),
                         "  ·  ", ui("adversary_at", lang, place=place_name(adv["location"], lang)))
    if adv["completed"]:
        line.append("  ·  " + ui("adversary_done", lang, cards=", ".join(name(c, lang) for c in adv["completed"])),
                    style="dim")
    return line


# --- players -----------------------------------------------------------------------------------

ZONE_WIDTH = 16


def scroll_grid(player: dict[str, Any], lang: str) -> Text:
    """The campaign scroll's 3x3 skirmish zones, each with its requirement and ■
    when a conquest marker covers it, and the chain bonus letters between
    adjacent zones (green once taken: "Bonus de Chaîne")."""
    if player["scroll"] is None:
        return Text(ui("no_scroll", lang), style="dim")
    chains = {tuple(c["zones"]): c for c in player["chains"]}

    def chain(a: int, b: int) -> Text:
        c = chains[(a, b)]
        letter = c["bonus"].removeprefix("chain-")
        return Text(letter + ("✓" if c["taken"] else " "), style="bold green" if c["taken"] else "cyan")

    def zone(i: int) -> Text:
        z = player["zones"][i]
        requires = z["requires"]
        label = troop(requires, lang) if requires in STYLE else Text(name(requires, lang), style="italic")
        cell = Text("■ " if z["marker"] else "□ ", style="bold" if z["marker"] else "dim")
        cell.append_text(label)
        cell.truncate(ZONE_WIDTH)
        cell.pad_right(ZONE_WIDTH - len(cell))
        if z["marker"]:
            cell.stylize("reverse")
        return cell

    lines = Text(name(player["scroll"], lang) + "\n", style="bold")
    for row in range(3):
        line = Text()
        for col in range(3):
            i = row * 3 + col
            line.append_text(zone(i))
            if col < 2:
                line.append(" ")
                line.append_text(chain(i, i + 1))
                line.append(" ")
        lines.append_text(line)
        if row < 2:
            below = Text()
            for col in range(3):
                i = row * 3 + col
                below.append(" " * (ZONE_WIDTH // 2 - 1))
                below.append_text(chain(i, i + 3))
                below.append(" " * (ZONE_WIDTH - ZONE_WIDTH // 2 - 1 + (4 if col < 2 else 0)))
            below.rstrip()
            lines.append("\n")
            lines.append_text(below)
            lines.append("\n")
    return lines


class Flow:
    """Pieces of text side by side, a line filled before the next begins; a line breaks between two
    pieces only, never inside a figure or a name (a piece wider than the line is folded)."""

    def __init__(self, pieces: list[Text], gap: int) -> None:
        self.pieces = pieces
        self.gap = gap

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widths = [piece.cell_len for piece in self.pieces] or [0]
        return Measurement(max(widths), sum(widths) + self.gap * (len(widths) - 1))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines: list[Text] = []
        for piece in self.pieces:
            if lines and lines[-1].cell_len + self.gap + piece.cell_len <= options.max_width:
                lines[-1].append(" " * self.gap)
                lines[-1].append_text(piece)
            else:
                lines.append(piece.copy())
        yield Text("\n").join(lines)


def unbroken(head: list[Text], items: list[Text], mark: str, gap: int = 1) -> Flow:
    """``head`` then ``items`` (``mark`` after each but the last), each piece whole."""
    marked = [Text.assemble(item, (mark, "dim")) for item in items[:-1]] + items[-1:]
    return Flow(head + marked, gap)


def player_stats(p: dict[str, Any], lang: str, full: bool) -> Table:
    """Resources (Gold, Magic and Influence stop at 13 until "Réserves étendues" opens 20:
    rulebook "Plateau Joueur 7"), troops, reserve, champions, plans; ``full`` adds the
    reserved plans' troops and the upgrades still under a marker."""
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column(ratio=1)
    cap = p["cap"]
    resources = [Text.assemble((ui("gold", lang), "dim"), " ", (f"{p['gold']}/{cap}", "bold yellow")),
                 Text.assemble((ui("magic", lang), "dim"), " ", (f"{p['magic']}/{cap}", "bold blue")),
                 Text.assemble((ui("influence", lang), "dim"), " ", (f"{p['influence']}/{cap}", "bold")),
                 Text.assemble((ui("gems", lang), "dim"), " ", (f"{p['gems']}/{p['gem_capacity']}", "bold cyan")),
                 # the others' warden by its flag, as in the sanctuaries (their row must fit half of 160 columns)
                 Text.assemble((colon(ui("at", lang), lang) if full else "⚑ ", "dim"),
                               place_name(p["location"], lang))]
    grid.add_row(ui("resources", lang), unbroken([], resources, "", gap=2))
    wild = p["wild_troop"]
    grid.add_row(ui("troop_slots", lang), unbroken([Text(f"{len(p['dice'])}/{p['troop_slots']}", style="bold")],
                                                   [die(d, lang, wild) for d in p["dice"]], ""))
    reserve = [(plan_text(slot["plan"], lang) if full else Text(name(slot["plan"], lang))) if slot["plan"] else
               Text(ui("empty" if slot["open"] else "locked", lang), style="dim") for slot in p["reserve"]]
    grid.add_row(ui("reserve", lang), unbroken([], reserve, " |"))
    champs = [Text(name(c, lang)) for c in p["champions"]]
    grid.add_row(ui("champions", lang),
                 unbroken([Text(f"{len(champs)}/{p['champion_limit']}", style="bold")], champs, ","))
    kinds = [C.stratagems[c].type for c in p["completed"]]
    extras = [f"{len(kinds)}/{PLANS_TO_END}"]
    if kinds:
        extras[0] += " (" + ", ".join(f"{name(k, lang)} {kinds.count(k)}" for k in PLAN_TYPES if k in kinds) + ")"
    if wild:
        extras.append(ui("wild", lang, troop=name(wild, lang)))
    if p["strength_bonus"]:
        extras.append(ui("strength_bonus", lang))
    grid.add_row(ui("plans", lang), Text("  ·  ").join(Text(e) for e in extras))
    if full:
        left = [name(u, lang) for u in UPGRADE_IDS if u not in p["unlocked"]]
        markers = Text.assemble((f"{p['markers_left']} ", "bold"), (", ".join(left) or ui("unlocked_all", lang), "dim"))
        grid.add_row(ui("markers", lang), markers)
    return grid


def player_panel(view: dict[str, Any], index: int, seat: int | None, lang: str, with_scroll: bool,
                 wide: bool) -> RenderableType:
    """The viewer's board in a frame with its scroll beside it (below it on a narrow terminal); another
    player's under a rule bearing its title, without a frame (the width and lines it would take go to
    the board's own rows, which wrap and are never cut)."""
    p = view["state"]["players"][index]
    board = name(p["board"], lang) if p["board"] else ui("no_board", lang)
    title = Text(ui("player_title", lang, who=who(index, lang), board=board, vp=p["vp"]),
                 style=STYLE.get(board_colour(p) or "", "bold"))
    if index == seat:
        title.append(f"  ({ui('you', lang)})", style=MINE)
    if view["current_player"] == index:
        title.append(f"  ▶ {ui('to_play', lang)}", style="bold reverse")
    body: RenderableType = player_stats(p, lang, full=with_scroll)
    if not with_scroll:  # its markers left in its title (the viewer's are listed with the upgrades they open)
        title.append(f" · {ui('markers', lang)} {p['markers_left']}", style="bold")
        return Group(Rule(title, align="left", style="dim"), body)
    if wide:
        grid = Table.grid(padding=(0, 3), expand=True)
        grid.add_column(ratio=1)
        grid.add_column(no_wrap=True)
        grid.add_row(body, scroll_grid(p, lang))
        body = grid
    else:
        body = Group(body, Text(""), scroll_grid(p, lang))
    return Panel(body, title=title, title_align="left", border_style=MINE if index == seat else "dim",
                 box=box.HEAVY if index == seat else box.ROUNDED)


def turn_line(view: dict[str, Any], lang: str) -> Text | None:
    """At camp, the plan being carried out and its dice (the status line shows the discount)."""
    turn = view["state"]["turn"]
    if view["is_over"]:
        return None
    parts: list[Text] = []
    if turn["plan"]:
        parts.append(Text.assemble((ui("plan_now", lang, card=""), "bold"), plan_text(turn["plan"], lang)))
    if turn["plan_dice"]:
        parts.append(Text.assemble(ui("plan_dice", lang, dice=""), dice_line(turn["plan_dice"], lang)))
    if turn["wild_dice"]:
        wild = [turn["plan_dice"][i] for i in turn["wild_dice"]]
        parts.append(Text.assemble(ui("wild_dice", lang, dice=""), dice_line(wild, lang)))
    if turn["total_strength"] is not None:
        parts.append(Text(ui("total", lang, n=turn["total_strength"])))
    if not parts:
        return None
    return Text.assemble((colon(ui("this_turn", lang), lang), "bold"), Text(" · ").join(parts))


def legend(lang: str) -> Text:
    items = [Text.assemble((letter, "cyan"), " ", name(f"chain-{letter}", lang)) for letter in CHAIN_LETTERS]
    return Text.assemble((colon(ui("chains", lang), lang), "dim"), Text(" · ", style="dim").join(items), "   ",
                         (ui("legend", lang, joker=JOKER_MARK, wild=WILD_MARK), "dim"))


WIDE = 120  # from this many columns, side-by-side layouts; below, everything stacks
TWO_DICE = 150  # from this many columns, a sanctuary shows two dice a line


class Board:
    """The table as ``seat`` sees it; laid out when rich knows the width."""

    def __init__(self, view: dict[str, Any], seat: int | None, lang: str) -> None:
        self.view = view
        self.seat = seat
        self.lang = lang

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield board(self.view, self.seat, self.lang, wide=options.max_width >= WIDE,
                    dice_per_line=2 if options.max_width >= TWO_DICE else 1)


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    """The whole table as ``seat`` sees it (None: a spectator)."""
    return Board(view, seat, lang)


def board(view: dict[str, Any], seat: int | None, lang: str, wide: bool = True, dice_per_line: int = 2) -> Group:
    st = view["state"]
    parts: list[RenderableType] = [status(view, lang), sanctuaries(view, lang, dice_per_line)]
    if st["adversary"] is not None:
        parts.append(adversary_line(view, lang))
    if wide:
        market = Table.grid(padding=(0, 3), expand=True)
        market.add_column()
        market.add_column(ratio=1)
        market.add_row(column(view, lang), distinctions(view, lang))
        parts.append(market)
    else:
        parts += [column(view, lang), distinctions(view, lang)]
    parts.append(champion_rows(view, seat, lang))
    line = turn_line(view, lang)
    if line is not None:
        parts.append(line)
    # The viewer's own board first, with its scroll; then the others in seat order after it,
    # two abreast on a wide terminal, their scrolls in the view only.
    n = len(st["players"])
    first = seat if seat is not None else view["current_player"] if view["current_player"] is not None else 0
    order = [(first + k) % n for k in range(n)]
    parts.append(player_panel(view, order[0], seat, lang, with_scroll=True, wide=wide))
    others = [player_panel(view, i, seat, lang, with_scroll=False, wide=wide) for i in order[1:]]
    if wide:  # a board left without a neighbour takes the whole width
        for k in range(0, len(others) - 1, 2):
            pair = Table.grid(padding=(0, 1), expand=True)
            pair.add_column(ratio=1)
            pair.add_column(ratio=1)
            pair.add_row(*others[k: k + 2])
            parts.append(pair)
        parts += others[len(others) - len(others) % 2:]
    else:
        parts += others
    parts.append(legend(lang))
    return Group(*parts)
