"""The terminal board of Shadow Kingdoms of Valeria, drawn with rich.

``render(view, seat, lang)`` works from ``state.view(seat)`` alone (JSON data), so
it can show nothing the seat may not know.  Card details come from the content
files; every label is in French and English (``valeria.ui.*`` keys below).

Layout, top to bottom: a status line; the five sanctuaries (dice, wardens, gems);
the stratagem column beside the distinctions; the three champion rows; one panel
per player (the viewing seat's highlighted) with its campaign scroll.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import catalog, register
from meeple.core.i18n import render as i18n
from meeple.games.shadow_kingdoms_of_valeria.content import CHAIN_PAIRS, Zone, load
from meeple.games.shadow_kingdoms_of_valeria.model import CAMP
from meeple.games.shadow_kingdoms_of_valeria.turn import PLANS_TO_END

C = load()
SIDES = {side.id: side for scroll in C.scrolls for side in scroll.sides}
UPGRADES = tuple(up.id for up in C.upgrades)

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
    "valeria.ui.does.champions": ("recruter (Réduction)", "recruit (discount)"),
    "valeria.ui.does.gold": ("Or = Réduction du dé", "Gold = die's discount"),
    "valeria.ui.does.stratagems": ("réserver (Réduction)", "reserve (discount)"),
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
      "{joker} face Joker · {wild} Troupe Joker du plateau", "{joker} joker face · {wild} board's wild troop"
  ),
    "valeria.ui.column": ("Colonne des Stratagèmes", "Battle Plan column"),
    "valeria.ui.pile": ("pile : {n} cartes ({under} dessous, connues)", "deck: {n} cards ({under} under, known)"),
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
    "valeria.ui.row_cost": ("{gold} Or +1 par {deck} possédé", "{gold} Gold +1 per {deck} owned"),
    "valeria.ui.your_price": ("pour vous : {gold} Or", "for you: {gold} Gold"),
    "valeria.ui.row_pile": ("pile : {n}", "deck: {n}"),
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
    "valeria.ui.discount": ("Réduction {n}", "discount {n}"),
    "valeria.ui.plan_now": ("Stratagème en cours : {card}", "plan in progress: {card}"),
    "valeria.ui.plan_dice": ("dés : {dice}", "dice: {dice}"),
    "valeria.ui.total": ("Force Totale {n}", "total Strength {n}"),
    "valeria.ui.wild_gems": ("{n} Gemme(s) en Joker", "{n} Gem(s) as wild"),
})
register(CATALOG)


def ui(key: str, lang: str, **params: Any) -> str:
    return i18n(f"valeria.ui.{key}", params, lang)


def content_name(kind: str, ident: str, lang: str) -> str:
    return i18n(f"valeria.content.{kind}.{ident}", {}, lang)


def who(seat: int, lang: str) -> str:
    return i18n("core.player", {"seat": seat + 1}, lang)


# --- small pieces ------------------------------------------------------------------------------


def troop(colour: str, lang: str) -> Text:
    return Text(content_name("colour", colour, lang), style=STYLE[colour])


def die(d: list[int], lang: str, wild: str | None = None) -> Text:
    """``Gobelin 5``, coloured by troop; joker faces and wild troops are marked."""
    colour = C.colours[d[0]]
    text = Text(f"{content_name('colour', colour, lang)} {d[1]}", style=STYLE[colour])
    if C.faces[d[1] - 1].joker:
        text.append(JOKER_MARK, style="bold yellow")
    elif colour == wild:
        text.append(WILD_MARK, style="bold yellow")
    return text


def dice_line(dice: list[list[int]], lang: str, wild: str | None = None) -> Text:
    return Text(" ").join(die(d, lang, wild) for d in dice)


def seat_name(seat: int, board: str, lang: str) -> Text:
    """A seat's name in its board's colour."""
    return Text(who(seat, lang), style=STYLE.get(board, "bold"))


def seats_text(seats: list[int], players: list[dict[str, Any]], lang: str) -> Text:
    return Text(", ").join(seat_name(s, players[s]["board"], lang) for s in seats)


def plan_cells(card: str, lang: str) -> tuple[Text, Text, Text]:
    """Name, type and troop symbols of a stratagem."""
    plan = C.stratagems[card]
    troops = Text(" ").join(troop(t, lang) for t in plan.troops)
    return Text(content_name("stratagem", card, lang), style="bold"), Text(ui(f"type.{plan.type}", lang)), troops


def plan_text(card: str, lang: str) -> Text:
    name, kind, troops = plan_cells(card, lang)
    return Text.assemble(name, " (", kind, ") ", troops)


def wild_troop(player: dict[str, Any]) -> str | None:
    """The board's own troop type counts as wild once "Capacité Joker" is unlocked."""
    if "joker" not in player["unlocked"] or not player["board"]:
        return None
    return next(b.joker_troop for b in C.player_boards if b.id == player["board"])


def pile_size(hidden: Any) -> int:
    return len(hidden) if isinstance(hidden, list) else int(hidden)


# --- the central board -------------------------------------------------------------------------


def status(view: dict[str, Any], lang: str) -> Text:
    st = view["state"]
    players = st["players"]
    parts: list[Text] = []
    if view["is_over"]:
        parts.append(Text(ui("status_over", lang), style="bold reverse"))
    else:
        turn = st["turn_player"]
        style = STYLE.get(players[turn]["board"], "bold")
        parts.append(Text(ui("status_turn", lang, who=who(turn, lang)), style=style))
        if st["end_triggered"]:
            parts.append(Text(ui("status_last", lang), style="bold reverse red"))
    parts.append(Text(ui("status_first", lang, who=who(st["first_player"], lang))))
    bag = Text(" ").join(
        Text(f"{content_name('colour', colour, lang)} {n}", style=STYLE[colour])
        for colour, n in zip(C.colours, st["bag"], strict=True)
    )
    parts.append(Text.assemble(ui("status_bag", lang, dice=""), bag))
    return Text("  ·  ", style="dim").join(parts)


def sanctuaries(view: dict[str, Any], lang: str) -> Table:
    st = view["state"]
    players = st["players"]
    adversary = st["adversary"]
    table = Table(box=box.ROUNDED, expand=True, title=ui("sanctuaries", lang), title_justify="left", title_style="bold")
    for name in C.board.sanctuaries:
        table.add_column(
            Text.assemble((ui(f"sanct.{name}", lang), "bold"), "\n", (ui(f"does.{name}", lang), "dim")), ratio=1
        )
    cells: list[RenderableType] = []
    for i, name in enumerate(C.board.sanctuaries):
        lines: list[Text] = [
            Text("\n").join(die(d, lang) for d in st["sanctuaries"][i])
            if st["sanctuaries"][i]
            else Text(ui("no_dice", lang), style="dim")
        ]
        if name == "gems":
            lines.append(Text(ui("gems_left", lang, n=st["gem_supply"]), style="bold cyan"))
        here = [s for s, p in enumerate(players) if p["location"] == i]
        if here:
            lines.append(Text.assemble("⚑ ", seats_text(here, players, lang)))
        if adversary is not None and adversary["location"] == i:
            lines.append(Text(f"☠ {ui('adversary', lang)}", style="bold reverse red"))
        cells.append(Group(*lines))
    table.add_row(*cells)
    return table


def column(view: dict[str, Any], lang: str) -> Table:
    """The column as on the board: the pile on top, new cards enter the 5-Gold slot
    and slide down toward the 1-Gold slot ("Le Sanctuaire des Stratagèmes")."""
    st = view["state"]
    under = len(st["stratagem_under"])
    pile = pile_size(view["hidden"].get("stratagem_pile", 0)) + under
    table = Table(
        box=box.SIMPLE_HEAD,
        title=ui("column", lang),
        title_justify="left",
        title_style="bold",
        caption=ui("pile", lang, n=pile, under=under),
        caption_justify="left",
        pad_edge=False,
    )
    table.add_column(ui("cost", lang), justify="right", style="yellow")
    table.add_column(ui("card", lang), no_wrap=True)
    table.add_column(ui("kind", lang))
    table.add_column(ui("troops", lang))
    for slot in reversed(range(len(st["column"]))):
        card = st["column"][slot]
        cost = str(C.board.stratagem_slot_costs[slot])
        if card is None:
            table.add_row(cost, Text(ui("empty", lang), style="dim"), "", "")
        else:
            table.add_row(cost, *plan_cells(card, lang))
    return table


def distinctions(view: dict[str, Any], lang: str) -> Table:
    st = view["state"]
    players = st["players"]
    table = Table(
        box=None,
        title=ui("distinctions", lang),
        title_justify="left",
        title_style="bold",
        show_header=False,
        pad_edge=False,
        expand=True,
    )
    table.add_column()
    for card, claims in zip(st["distinctions"], st["claims"], strict=True):
        award = C.distinctions[card]
        head = Text.assemble(
            (content_name("distinction", card, lang), "bold"),
            " — ",
            (content_name("distinction_text", card, lang), "dim"),
        )
        # "Revendiquer 1 Distinction": left circle, then middle, then the right one
        # (which holds any number of markers at 4-5 players).
        circles: list[Text] = []
        for k, vp in enumerate(award.vp):
            holders = claims[k : k + 1] if k < 2 else claims[2:]
            owner = seats_text(holders, players, lang) if holders else Text(ui("free", lang), style="dim")
            circles.append(Text.assemble((ui("circle", lang, vp=vp), "yellow"), " ", owner))
        table.add_row(Text.assemble(head, "\n", Text("  ·  ", style="dim").join(circles), "\n"))
    return table


def champion_rows(view: dict[str, Any], seat: int | None, lang: str) -> Table:
    """Row costs ("Le Sanctuaire des Champions"): the base cost plus 1 per champion
    of the same deck already owned; the viewer's own price is shown."""
    st = view["state"]
    table = Table(
        box=box.ROUNDED,
        title=ui("champions", lang),
        title_justify="left",
        title_style="bold",
        show_header=False,
        expand=True,
    )
    table.add_column(ratio=2)
    for _ in range(3):
        table.add_column(ratio=3)
    mine = st["players"][seat]["champions"] if seat is not None else []
    for deck, row in st["champion_rows"].items():
        base = C.board.champion_row_costs[deck]
        deck_name = ui(f"deck.{deck}", lang)
        pile = pile_size(view["hidden"].get(f"{deck}_pile", 0)) + len(st["champion_under"][deck])
        head = [Text(deck_name, style="bold"), Text(ui("row_cost", lang, gold=base, deck=deck_name), style="yellow")]
        if seat is not None:
            owned = sum(C.champions[c].deck == deck for c in mine)
            head.append(Text(ui("your_price", lang, gold=base + owned), style=MINE))
        head.append(Text(ui("row_pile", lang, n=pile), style="dim"))
        cards: list[RenderableType] = []
        for card in row:
            if card is None:
                cards.append(Text(ui("empty", lang), style="dim"))
                continue
            effect = C.champions[card].effect
            cards.append(
                Text.assemble(
                    (content_name("champion", effect, lang), "bold"),
                    "\n",
                    (content_name("champion_text", effect, lang), "dim"),
                )
            )
        cards += [Text("")] * (3 - len(cards))
        table.add_row(Text("\n").join(head), *cards)
    return table


def adversary_panel(view: dict[str, Any], lang: str) -> Panel:
    """The solo Adversary ("Variante Solo"): its warden, score and plans; at the end it takes
    VP for each distinction, fewer for one holding your marker."""
    st = view["state"]
    adv = st["adversary"]
    solo = C.board.solo
    bonus = sum(solo.claimed_distinction_vp if claim else solo.empty_distinction_vp for claim in st["claims"])
    key = "adversary_score" if view["is_over"] else "adversary_line"  # its end bonus is already in
    lines = [
        Text(ui(key, lang, vp=adv["vp"], n=len(adv["completed"]), goal=PLANS_TO_END, bonus=bonus), style="bold"),
        Text(ui("adversary_at", lang, place=ui(f"sanct.{C.board.sanctuaries[adv['location']]}", lang))),
    ]
    if adv["completed"]:
        names = ", ".join(content_name("stratagem", c, lang) for c in adv["completed"])
        lines.append(Text(ui("adversary_done", lang, cards=names), style="dim"))
    return Panel(Group(*lines), title=f"☠ {ui('adversary', lang)}", title_align="left", border_style="red")


# --- players -----------------------------------------------------------------------------------


def scroll_grid(player: dict[str, Any], lang: str) -> Text:
    """The campaign scroll's 3x3 skirmish zones (row-major), each with its
    requirement and ■ when a conquest marker covers it, and the chain bonus
    letters between adjacent zones (green once taken: "Bonus de Chaîne")."""
    side = SIDES.get(player["scroll"])
    if side is None:
        return Text(ui("no_scroll", lang), style="dim")
    width = 16
    taken = set(player["chains"])
    letter = {pair: (side.chains[i], i in taken) for i, pair in enumerate(CHAIN_PAIRS)}

    def chain(a: int, b: int) -> Text:
        char, done = letter[(a, b)]
        return Text(char + ("✓" if done else " "), style="bold green" if done else "cyan")

    def zone(i: int) -> Text:
        covered = player["markers"][i]
        label = zone_label(side.zones[i], lang)
        cell = Text("■ " if covered else "□ ", style="bold" if covered else "dim")
        cell.append_text(label)
        cell.pad_right(width - len(cell))
        if covered:
            cell.stylize("reverse")
        return cell

    lines = Text(ui("scroll", lang, side=side.id.removeprefix("scroll-")) + "\n", style="bold")
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
                below.append(" " * (width // 2 - 1))
                below.append_text(chain(i, i + 3))
                below.append(" " * (width - width // 2 - 1 + (4 if col < 2 else 0)))
            lines.append("\n")
            below.rstrip()
            lines.append_text(below)
            lines.append("\n")
    return lines


def zone_label(z: Zone, lang: str) -> Text:
    if z.kind == "troop":
        assert z.troop is not None
        return troop(z.troop, lang)
    if z.kind == "type":
        return Text(ui(f"type.{z.type}", lang), style="italic")
    return Text(ui("zone_strength", lang), style="italic")


def player_stats(player: dict[str, Any], lang: str) -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column()
    p = player
    cap = p["cap"]
    # Gold, Magic and Influence stop at 13 until "Réserves étendues" opens 20
    # (rulebook "Plateau Joueur 7" and "Cartes Champion").
    grid.add_row(
        ui("resources", lang),
        Text.assemble(
            (ui("gold", lang), "dim"),
            " ",
            (f"{p['gold']}/{cap}", "bold yellow"),
            "  ",
            (ui("magic", lang), "dim"),
            " ",
            (f"{p['magic']}/{cap}", "bold blue"),
            "  ",
            (ui("influence", lang), "dim"),
            " ",
            (f"{p['influence']}/{cap}", "bold"),
            "  ",
            (ui("gems", lang), "dim"),
            " ",
            (f"{p['gems']}/{p['gem_capacity']}", "bold cyan"),
        ),
    )
    wild = wild_troop(p)
    troops = Text.assemble((f"{len(p['dice'])}/{p['troop_slots']} ", "bold"), dice_line(p["dice"], lang, wild))
    grid.add_row(ui("troop_slots", lang), troops)
    reserve: list[Text] = []
    for slot, card in enumerate(p["reserve"]):
        opened = slot == 0 or f"reserve_{('left', 'middle', 'right')[slot]}" in p["unlocked"]
        if card is not None:
            reserve.append(plan_text(card, lang))
        elif opened:
            reserve.append(Text(ui("empty", lang), style="dim"))
        else:
            reserve.append(Text(ui("locked", lang), style="dim italic"))
    grid.add_row(ui("reserve", lang), Text(" | ", style="dim").join(reserve))
    champs = Text(f"{len(p['champions'])}/{p['champion_limit']} ", style="bold")
    champs.append_text(
        Text(", ").join(Text(content_name("champion", C.champions[c].effect, lang)) for c in p["champions"])
    )
    grid.add_row(ui("champions", lang), champs)
    kinds = [C.stratagems[c].type for c in p["completed"]]
    extras = [f"{len(kinds)}/{PLANS_TO_END}"]
    if kinds:
        extras[0] += (
            " ("
            + ", ".join(f"{ui(f'type.{k}', lang)} {kinds.count(k)}" for k in ("ambush", "siege", "clash") if k in kinds)
            + ")"
        )
    if wild:
        extras.append(ui("wild", lang, troop=content_name("colour", wild, lang)))
    if "strength_bonus" in p["unlocked"]:
        extras.append(ui("strength_bonus", lang))
    grid.add_row(ui("plans", lang), Text("  ·  ").join(Text(e) for e in extras))
    left = [u for u in UPGRADES if u not in p["unlocked"]]
    remaining = Text(f"{len(left)} ", style="bold")
    remaining.append(", ".join(content_name("upgrade", u, lang) for u in left) or ui("unlocked_all", lang), style="dim")
    grid.add_row(ui("markers", lang), remaining)
    return grid


def player_panel(view: dict[str, Any], index: int, seat: int | None, lang: str, wide: bool = True) -> Panel:
    st = view["state"]
    p = st["players"][index]
    board = content_name("colour", p["board"], lang) if p["board"] else ui("no_board", lang)
    title = Text(
        ui("player_title", lang, who=who(index, lang), board=board, vp=p["vp"]), style=STYLE.get(p["board"], "bold")
    )
    if index == seat:
        title.append(f"  ({ui('you', lang)})", style=MINE)
    if view["current_player"] == index:
        title.append(f"  ▶ {ui('to_play', lang)}", style="bold reverse")
    place = ui("camp", lang) if p["location"] == CAMP else ui(f"sanct.{C.board.sanctuaries[p['location']]}", lang)
    body: RenderableType
    if wide:
        body = Table.grid(padding=(0, 3), expand=True)
        body.add_column(ratio=1)
        body.add_column(no_wrap=True)
        body.add_row(player_stats(p, lang), scroll_grid(p, lang))
    else:
        body = Group(player_stats(p, lang), Text(""), scroll_grid(p, lang))
    return Panel(
        body,
        title=title,
        title_align="left",
        subtitle=f"{ui('at', lang)} : {place}" if lang == "fr" else f"{ui('at', lang)}: {place}",
        subtitle_align="right",
        border_style=MINE if index == seat else "dim",
        box=box.HEAVY if index == seat else box.ROUNDED,
    )


def turn_line(view: dict[str, Any], lang: str) -> Text | None:
    """The turn in progress (discount of the taken die; at camp, the plan and its dice)."""
    ctx = view["state"]["turn"]
    if not ctx or view["is_over"]:
        return None
    parts: list[Text] = []
    if "discount" in ctx:
        parts.append(Text(ui("discount", lang, n=ctx["discount"])))
    if ctx.get("plan"):
        parts.append(Text(ui("plan_now", lang, card=content_name("stratagem", ctx["plan"], lang)), style="bold"))
    if ctx.get("plan_dice"):
        parts.append(Text.assemble(ui("plan_dice", lang, dice=""), dice_line(ctx["plan_dice"], lang)))
    if ctx.get("total"):
        parts.append(Text(ui("total", lang, n=ctx["total"])))
    if ctx.get("wild_gems"):
        parts.append(Text(ui("wild_gems", lang, n=ctx["wild_gems"])))
    if not parts:
        return None
    return Text.assemble(
        (ui("this_turn", lang) + " : " if lang == "fr" else ui("this_turn", lang) + ": ", "bold"),
        Text(" · ").join(parts),
    )


def chain_legend(lang: str) -> Text:
    items = [
        Text.assemble((letter, "cyan"), " ", i18n(f"valeria.chain.{letter}", {}, lang))
        for letter in ("A", "B", "C", "D", "E", "F")
    ]
    return Text.assemble(
        (ui("chains", lang) + (" : " if lang == "fr" else ": "), "dim"),
        Text("  ·  ", style="dim").join(items),
        "\n",
        (ui("legend", lang, joker=JOKER_MARK, wild=WILD_MARK), "dim"),
    )


WIDE = 120  # from this many columns, side-by-side layouts; below, everything stacks


class Board:
    """The table as ``seat`` sees it; laid out when rich knows the width."""

    def __init__(self, view: dict[str, Any], seat: int | None, lang: str) -> None:
        self.view = view
        self.seat = seat
        self.lang = lang

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield board(self.view, self.seat, self.lang, wide=options.max_width >= WIDE)


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    """The whole table as ``seat`` sees it (None: a spectator)."""
    return Board(view, seat, lang)


def board(view: dict[str, Any], seat: int | None, lang: str, wide: bool = True) -> Group:
    st = view["state"]
    parts: list[RenderableType] = [status(view, lang), sanctuaries(view, lang)]
    if st["adversary"] is not None:
        parts.append(adversary_panel(view, lang))
    if wide:
        market = Table.grid(padding=(0, 2), expand=True)
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
    # The viewer's own board first, then the others in seat order after it.
    n = len(st["players"])
    order = list(range(n)) if seat is None else [(seat + k) % n for k in range(n)]
    parts += [player_panel(view, i, seat, lang, wide) for i in order]
    parts.append(chain_legend(lang))
    return Group(*parts)
