"""Terminal rendering of one seat's view: the map (numbered provinces, roads
by number, ports), the nations, the allies, the conquest in progress, and
the seat's hand and discard pile with each card's stats, abilities and
Promotion (the discard pile by name).  Laid out for a 160×50 terminal; reads only the view."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import catalog, colon, register
from meeple.core.i18n import render as tr
from meeple.games.path_of_light_and_shadow.content import (
    ALLIES,
    ALLY_BY_ID,
    CARD_BY_ID,
    CARDS,
    LEGENDARY_NUMERAI,
    TREE_IDS,
    TREES,
)
from meeple.games.path_of_light_and_shadow.text import card_text

register(catalog({  # key -> (French, English)
    "path.ui.title": ("Tour {round}/{rounds} · année {year} · {phase} · premier joueur : Joueur {first}",
                      "Round {round}/{rounds} · year {year} · {phase} · first player: Player {first}"),
    "path.ui.left": ("{n} en réserve", "{n} left"),
    "path.ui.number": ("n°", "#"),
    "path.ui.province": ("Province (type)", "Province (kind)"),
    "path.ui.realm": ("Royaume", "Realm"),
    "path.ui.defense": ("Défense", "Defense"),
    "path.ui.owner": ("Bannière", "Banner"),
    "path.ui.leaders": ("Leaders", "Leaders"),
    "path.ui.roads": ("Routes vers", "Roads to"),
    "path.ui.player": ("Joueur", "Player"),
    "path.ui.influence": ("Influence", "Influence"),
    "path.ui.morality": ("Moralité", "Morality"),
    "path.ui.structures": ("Bâtiments", "Structures"),
    "path.ui.structures_legend": ("Bâtiments, niveau construit (0-4) par arbre : {legend}",
                                  "Structures, level built (0-4) per tree: {legend}"),
    "path.ui.allies": ("Alliés", "Allies"),
    "path.ui.cards": ("Main / pioche / défausse", "Hand / deck / discard"),  # spaced: a narrow column wraps it
    "path.ui.play": ("Espace de jeu", "Play area"),
    "path.ui.hand": ("Votre main", "Your hand"),
    "path.ui.discard": ("Votre défausse : ", "Your discard pile: "),
    "path.ui.card": ("Carte", "Card"),
    "path.ui.stats": ("T/F/I", "L/S/I"),
    # The defend icon in words: a shield emoji needs an emoji font, and terminals disagree on its width.
    "path.ui.defend_mark": ("Déf.", "Def"),
    "path.ui.stats_legend": ("T/F/I = Travail/Force/Influence, Déf. = icône Défense",
                             "L/S/I = Labor/Strength/Influence, Def = defend icon"),
    "path.ui.ability": ("Capacités", "Abilities"),
    "path.ui.combat": ("Conquête de {province}", "Conquest of {province}"),
    "path.ui.available": ("Alliés disponibles", "Allies available"),
    "path.ui.mercy": ("{n} Miséricorde", "{n} Mercy"),
    "path.ui.cruelty": ("{n} Cruauté", "{n} Cruelty"),
    "path.ui.neutral": ("neutre", "neutral"),
    "path.ui.attack": ("Attaquants : {cards} · dés {dice}", "Attackers: {cards} · dice {dice}"),
    "path.ui.defend": ("Défenseurs : {cards} · dés {dice}", "Defenders: {cards} · dice {dice}"),
    "path.ui.to_cull": ("Ruine du défenseur à payer en attaquants éliminés : {n}",
                        "Defender's ruin to pay in culled attackers: {n}"),
    "path.ui.facedown": ("{n:plural:# carte face cachée|# cartes face cachée}",
                         "{n:plural:# card facedown|# cards facedown}"),
    "path.ui.promotion": ("Promotion", "Promotion"),
    "path.ui.legendary": ("un Numerai Légendaire au hasard", "a random Legendary Numerai"),
    "path.ui.ally_line": ("{ally} : condition : {cond} Capacité : {ability} Vaut {n} Influence.",
                          "{ally}: condition: {cond} Ability: {ability} Worth {n} Influence."),
    "path.ui.port": ("⚓ port : un port mène à tous les autres ports. Bannière « - » : province libre.",
                     "⚓ port: a port leads to every other port. Banner \"-\": uncontrolled."),
    "path.realm_short.hallowed-vale": ("Vallée", "Vale"),
    "path.realm_short.mountain-clans": ("Clans", "Clans"),
    "path.realm_short.riverway": ("Rivières", "River"),
    "path.realm_short.woodland": ("Forêts", "Wood"),
    "path.tree_letter.commonfolk": ("P", "C"),
    "path.tree_letter.halax": ("H", "H"),
    "path.tree_letter.sigilborne": ("S", "S"),
    "path.tree_letter.zurd": ("Z", "Z"),
    "path.tree_letter.general": ("G", "G"),
}))

COLORS = ("red", "blue", "green", "yellow")


def _t(key: str, lang: str, **params: Any) -> str:
    return tr(key, params, lang)


def _name(component_id: str, lang: str) -> str:
    return tr(f"path-of-light-and-shadow.component.{component_id}", {}, lang)


def card_stats(card_id: str, lang: str) -> str:
    card = CARDS[CARD_BY_ID[card_id]]
    mark = f" {_t('path.ui.defend_mark', lang)}" if card.defend else ""
    return f"{card.labor}/{card.strength}/{card.influence}{mark}"


def promotion(card_id: str, left: dict[str, int], lang: str) -> str:
    """Promotion cost and result as printed in the card's lower left corner, with the copies of the
    result left in the supply (``upgrade_decks``; with none left there is no Promotion)."""
    card = CARDS[CARD_BY_ID[card_id]]
    if card.promote_cost is None:
        return "-"
    if card.promote_to == LEGENDARY_NUMERAI:
        return f"{card.promote_cost} → {_t('path.ui.legendary', lang)}"
    result = CARDS[card.promote_to].id
    return f"{card.promote_cost} → {_name(result, lang)} ({_t('path.ui.left', lang, n=left[result])})"


def ally_line(ally_id: str, lang: str) -> str:
    ally = ALLIES[ALLY_BY_ID[ally_id]]
    condition = tr(f"path.cond.{ally.condition}", {"n": ally.threshold}, lang)
    return _t("path.ui.ally_line", lang, ally=_name(ally.id, lang), cond=condition,
              ability=tr(f"path.afx.{ally.effect}", {"n": ally.value}, lang), n=ally.influence)


def _player(seat: int, lang: str) -> Text:
    return Text(tr("core.player", {"seat": seat + 1}, lang), style=f"bold {COLORS[seat % 4]}")


def _morality(player: dict[str, Any], lang: str) -> str:
    if player["mercy"]:
        return _t("path.ui.mercy", lang, n=player["mercy"])
    if player["cruelty"]:
        return _t("path.ui.cruelty", lang, n=player["cruelty"])
    return _t("path.ui.neutral", lang)


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int(value or 0)


def map_table(state: dict[str, Any], lang: str) -> Table:
    table = Table(header_style="bold", caption=_t("path.ui.port", lang), box=box.SIMPLE_HEAD, pad_edge=False,
                  collapse_padding=True)
    # A narrow terminal wraps a cell at a space (a road number is never cut); a province's name is
    # kept whole (rich would squeeze "Chemin-des-Pèlerins" to "Chemin-des-Pèle…").
    longest = max(len(word) for province in state["provinces"] for word in _name(province["id"], lang).split())
    for key in ("number", "province", "realm", "defense", "owner", "leaders", "roads"):
        table.add_column(_t(f"path.ui.{key}", lang), no_wrap=key == "number",
                         min_width=longest if key == "province" else None)
    number = {province["id"]: index + 1 for index, province in enumerate(state["provinces"])}
    for province in state["provinces"]:
        name = f"{_name(province['id'], lang)} ({_name(province['kind'], lang)})" + (" ⚓" if province["port"] else "")
        owner = _player(province["owner"], lang) if province["owner"] is not None else Text("-")
        leaders = Text(" ").join(_player(seat, lang) for seat in province["leaders"])
        table.add_row(str(number[province["id"]]), name, _t(f"path.realm_short.{province['realm']}", lang),
                      f"{province['defense']}/{province['printed_defense']}", owner, leaders,
                      " ".join(str(number[other]) for other in province["adjacent"]))
    return table


def nations_table(view: dict[str, Any], lang: str, names: bool = True) -> Table:
    """One row per nation; ``names``: its allies and play area in two columns (else :func:`nations`
    writes them below the table)."""
    state, hidden = view["state"], view["hidden"]
    legend = ", ".join(f"{_t(f'path.tree_letter.{tree}', lang)} = {_name(TREE_IDS[tree], lang)}" for tree in TREES)
    table = Table(header_style="bold", caption=_t("path.ui.structures_legend", lang, legend=legend),
                  box=box.SIMPLE_HEAD)
    keys = ("player", "influence", "morality", "structures", "cards") + (("allies", "play") if names else ())
    for key in keys:
        table.add_column(_t(f"path.ui.{key}", lang))
    for player in state["players"]:
        seat = player["seat"]
        who = _player(seat, lang)
        if seat == state["active"] and not view["is_over"]:  # whose turn it is; nobody's once it is over
            who.append(" ◀")
        structures = " ".join(f"{_t(f'path.tree_letter.{tree}', lang)}{player['structures'][TREE_IDS[tree]]}"
                              for tree in TREES)
        cards = f"{_count(hidden.get(f'hand:{seat}'))}/{_count(hidden.get(f'deck:{seat}'))}/{len(player['discard'])}"
        allies = ", ".join(_name(ally, lang) for ally in player["allies"]) or "-"
        play = ", ".join(_name(card, lang) for card in player["play"]) or "-"
        table.add_row(who, str(player["influence"]), _morality(player, lang), structures, cards,
                      *((allies, play) if names else ()))
    return table


NAMES_WIDTH = 24  # the width the allies' and the play area's columns need not to break their names


class Nations:
    """The nations' table; on a terminal too narrow for its seven columns (at 80 columns "Miséricor|de",
    "Bâtiment|s"), the allies and play areas leave it for a line per nation below."""

    def __init__(self, view: dict[str, Any], lang: str) -> None:
        self.view = view
        self.lang = lang

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        compact = nations_table(self.view, self.lang, names=False)
        if Measurement.get(console, options, compact).maximum + 2 * NAMES_WIDTH <= options.max_width:
            yield nations_table(self.view, self.lang)
            return
        yield compact
        for player in self.view["state"]["players"]:
            named = [(key, [_name(card, self.lang) for card in player[zone]])
                     for key, zone in (("allies", "allies"), ("play", "play"))]
            if any(cards for _, cards in named):
                yield Text.assemble(_player(player["seat"], self.lang), " — ", " · ".join(
                    colon(_t(f"path.ui.{key}", self.lang), self.lang) + (", ".join(cards) or "-")
                    for key, cards in named))


def cards_table(title: str, card_ids: list[str], left: dict[str, int], lang: str) -> Table:
    """Each kind of card once (with its count): stats, abilities, Promotion."""
    table = Table(title=title, header_style="bold", caption=_t("path.ui.stats_legend", lang), box=box.SIMPLE_HEAD)
    for key in ("card", "stats", "ability", "promotion"):
        table.add_column(_t(f"path.ui.{key}", lang), overflow="fold", max_width=70 if key == "ability" else None)
    for card_id, n in sorted(Counter(card_ids).items()):
        name = _name(card_id, lang) + (f" ×{n}" if n > 1 else "")
        table.add_row(name, card_stats(card_id, lang), card_text(CARDS[CARD_BY_ID[card_id]], lang),
                      promotion(card_id, left, lang))
    return table


def counted_names(card_ids: list[str], lang: str) -> str:
    counts = sorted(Counter(card_ids).items())
    return ", ".join(_name(card_id, lang) + (f" ×{n}" if n > 1 else "") for card_id, n in counts)


def combat_panel(view: dict[str, Any], lang: str) -> Panel:
    combat, hidden = view["state"]["combat"], view["hidden"]

    def side(revealed: list[str], zone: str) -> str:
        facedown = hidden.get(zone)
        if isinstance(facedown, list) and facedown:
            return ", ".join(_name(card, lang) for card in facedown if card is not None)
        if isinstance(facedown, int) and facedown:
            return _t("path.ui.facedown", lang, n=facedown)
        return ", ".join(_name(card, lang) for card in revealed) or "-"

    def dice(faces: list[str]) -> str:
        return ", ".join(_name(face, lang) for face in faces) or "-"

    lines = [_t("path.ui.attack", lang, cards=side(combat["attackers"], "attack"), dice=dice(combat["attack_dice"]))]
    if combat["defender"] is not None:
        lines.append(_t("path.ui.defend", lang, cards=side(combat["defenders"], "defense"),
                        dice=dice(combat["defense_dice"])))
    if combat["ruin_to_cull"]:
        lines.append(_t("path.ui.to_cull", lang, n=combat["ruin_to_cull"]))
    return Panel("\n".join(lines), title=_t("path.ui.combat", lang, province=_name(combat["province"], lang)),
                 expand=False)


ALLIES_BESIDE = 48  # the columns the allies need beside the map; with fewer, they go below it


class MapAndAllies:
    """The map with the allies on offer beside it, or below it when the terminal leaves them too
    narrow a column (at 80 columns they were not drawn at all, at 120 a name broke across lines)."""

    def __init__(self, table: Table, allies: Text) -> None:
        self.table = table
        self.allies = allies

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        spare = options.max_width - Measurement.get(console, options, self.table).maximum - 2
        if spare < ALLIES_BESIDE:
            yield self.table
            yield self.allies
            return
        top = Table.grid(padding=(0, 2))
        top.add_column(no_wrap=True)
        top.add_column(max_width=64)
        top.add_row(self.table, self.allies)
        yield top


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    state = view["state"]
    parts: list[RenderableType] = [Text(_t("path.ui.title", lang, round=state["round"], rounds=state["rounds"],
                                           year=state["year"], phase=_name(state["phase"], lang),
                                           first=state["first"] + 1), style="bold")]
    allies = Text("\n".join([_t("path.ui.available", lang)] + ["· " + ally_line(a, lang) for a in state["allies"]]))
    parts.append(MapAndAllies(map_table(state, lang), allies))
    parts.append(Nations(view, lang))
    if state["combat"] is not None:
        parts.append(combat_panel(view, lang))
    hand = view["hidden"].get(f"hand:{seat}") if seat is not None else None
    if isinstance(hand, list) and hand:
        parts.append(cards_table(_t("path.ui.hand", lang), hand, state["upgrade_decks"], lang))
        discard = state["players"][seat]["discard"]
        if discard:  # by name only: it grows all game long (i <card> shows any card in full)
            parts.append(Text.assemble((_t("path.ui.discard", lang), "bold"), counted_names(discard, lang)))
    # the log is the command line's to show (it filters it for the seat)
    return Group(*parts)
