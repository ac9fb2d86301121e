"""The terminal board (rich), drawn from a seat's view and the component list
only: the season wheel, the dice, each seat's board and play area, and the cards
the seat holds or looks at with their cost and effect."""

from __future__ import annotations

from functools import cache
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import colon, from_json, plural
from meeple.core.labels import label as field_label
from meeple.games.seasons.components import components
from meeple.games.seasons.content import ENERGIES

_WORDS: dict[str, dict[str, Any]] = {
    "fr": {"year": "Année", "past_end": "Année 3 dépassée", "space": "case", "player": "Joueur", "crystals": "Cristaux",
           "energy": "Énergies (Air/Eau/Feu/Terre)", "gauge": "En jeu/jauge", "bonus": "Bonus (pénalité)",
           "hand": "Main", "destiny": "Destin", "token": "Jeton", "play": "Cartes en jeu", "dice": "Dés sur la table",
           "left_over": "Dé restant", "face_up": "Face visible sur la pioche", "offer": "Vos jetons tirés",
           "enchantment": "Enchantement", "cards": "Vos cartes", "cost": "Coût", "prestige": "Prestige",
           "effect": "Effet", "where": "Où", "activated": "activée", "tokens": "# jeton|# jetons", "die": "Dé pris",
           "oracle": "Oracle (Otus)", "turn_of": "Tour du joueur {n}", "first": "premier joueur : {n}",
           "legend": "Coûts : A Air, E Eau, F Feu, T Terre, c cristaux",
           "zones": {"hand": "main", "looking": "regardée", "drafted": "choisie", "pack": "paquet",
                     "library2": "Bibliothèque II", "library3": "Bibliothèque III"}},
    "en": {"year": "Year", "past_end": "Past year 3", "space": "space", "player": "Player", "crystals": "Crystals",
           "energy": "Energy (air/water/fire/earth)", "gauge": "In play/gauge", "bonus": "Bonus (penalty)",
           "hand": "Hand", "destiny": "Destiny", "token": "Token", "play": "Cards in play", "dice": "Dice on the table",
           "left_over": "Die left over", "face_up": "Face up on the draw pile", "offer": "Your drawn tokens",
           "enchantment": "Enchantment", "cards": "Your cards", "cost": "Cost", "prestige": "Prestige",
           "effect": "Effect", "where": "Where", "activated": "activated", "tokens": "# token|# tokens",
           "die": "Die taken",
           "oracle": "Oracle (Otus)", "turn_of": "Player {n}'s turn", "first": "first player: {n}",
           "legend": "Costs: A air, W water, F fire, E earth, c crystals",
           "zones": {"hand": "hand", "looking": "looked at", "drafted": "drafted", "pack": "pack",
                     "library2": "Library II", "library3": "Library III"}},
}
ENERGY_LETTERS = {"fr": {"air": "A", "water": "E", "fire": "F", "earth": "T"},
                  "en": {"air": "A", "water": "W", "fire": "F", "earth": "E"}}


@cache
def _by_id() -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in components()}


def name(component_id: str, lang: str) -> str:
    return str(_by_id()[component_id]["name"][lang])


def cost_text(card: dict[str, Any], players: int, lang: str) -> str:
    cost = card["cost"][str(players)]
    parts = [f"{cost[e]}{ENERGY_LETTERS[lang][e]}" for e in ("air", "water", "fire", "earth") if cost[e]]
    if cost["crystals"]:
        parts.append(f"{cost['crystals']}c")
    return " ".join(parts) or "0"


def _die(die: dict[str, str] | None, lang: str) -> str:
    if die is None:
        return "-"
    return str(_by_id()[die["face"]]["text"][lang])


def _seat_rows(view: dict[str, Any], lang: str) -> list[tuple[str, ...]]:
    """Each seat's board, a tuple of fields in the order of ``FIELDS``."""
    rows: list[tuple[str, ...]] = []
    for board in view["state"]["seats"]:
        p = board["seat"]
        marker = "▶ " if p == view["current_player"] else ""
        energy = board["energy"]
        token = board["token"]
        used = " ✓" if board["token_used"] else ""
        token_text = "-" if token is None else token.removeprefix("token-") + used
        rows.append((f"{marker}{p + 1}", str(board["crystals"]),
                     "/".join(str(energy[e]) for e in ENERGIES) + f" ≤{board['reserve_limit']}",
                     f"{board['cards_in_play']}/{board['summoning_gauge']}",
                     f"{board['bonus_used']}/3 ({board['bonus_penalty']})", str(board["hand"]),
                     str(board["destiny_points"]), token_text, _die(board["die"], lang)))
    return rows


FIELDS = ("player", "crystals", "energy", "gauge", "bonus", "hand", "destiny", "token", "die")


class _Seats:
    """The seats' boards, a row each; on a terminal too narrow for the nine columns (at 80 columns
    the energies read "0/0/0…" and the headers "Crist…"), a column each, the fields down the side."""

    def __init__(self, view: dict[str, Any], lang: str) -> None:
        self.rows = _seat_rows(view, lang)
        self.words = _WORDS[lang]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        table = Table(show_lines=False, pad_edge=False)
        for field in FIELDS:
            table.add_column(self.words[field])
        for row in self.rows:
            table.add_row(*row)
        if Measurement.get(console, options.update_width(10_000), table).maximum <= options.max_width:
            yield table
            return
        turned = Table(show_lines=False, pad_edge=False)
        turned.add_column(self.words["player"], no_wrap=True)
        for row in self.rows:
            turned.add_column(row[0], ratio=1)
        for index, field in enumerate(FIELDS[1:], start=1):
            turned.add_row(self.words[field], *(row[index] for row in self.rows))
        yield turned


def _play_areas(view: dict[str, Any], lang: str) -> list[RenderableType]:
    w = _WORDS[lang]
    out: list[RenderableType] = []
    for board in view["state"]["seats"]:
        cards = []
        for entry in board["play_area"]:
            text = name(entry["card"], lang)
            if entry["copies"]:
                text += f" → {name(entry['copies'], lang)}"
            # the energies a card keeps, by kind (they come back to the reserve: which ones matters),
            # then any other tokens on it (Chalice counters, Locks) by number
            stored = entry["stored"] or {}
            kept = [f"{n} {name(energy, lang)}" for energy, n in stored.items() if n]
            others = entry["tokens"] - sum(stored.values())
            if others > 0:
                kept.append(plural(lang, others, w["tokens"]))
            if kept:
                text += f" [{', '.join(kept)}]"
            if entry["activated"]:
                text += f" ({w['activated']})"
            cards.append(text)
        if cards:  # (empty play areas are left out: the board must fit 50 lines)
            out.append(Text(f"{w['player']} {board['seat'] + 1} — " + colon(w["play"], lang) + ", ".join(cards)))
    return out


FULL_ROWS = 12  # up to this many cards in the seat's table, each effect is shown whole


def _my_cards(view: dict[str, Any], seat: int, lang: str) -> Table | None:
    """The cards this seat holds or looks at, with cost, prestige and effect."""
    w = _WORDS[lang]
    rows: list[tuple[str, ...]] = []
    for zone, label in w["zones"].items():
        items = view["hidden"].get(f"{zone}{seat}" if zone in ("hand", "looking", "drafted", "pack")
                                   else f"{zone}_{seat}")
        if isinstance(items, list):
            rows += [(zone, label, card) for card in items if card is not None]
    if not rows:
        return None
    table = Table(title=w["cards"], caption=w["legend"], show_lines=False, pad_edge=False, expand=True)
    table.add_column(w["where"], no_wrap=True)
    table.add_column(w["cards"], no_wrap=True)
    table.add_column(w["cost"], no_wrap=True)
    table.add_column(w["prestige"], justify="right")
    table.add_column(w["effect"], ratio=1)
    # A long list (a draft pack with both expansions) is read one line per card so that the board
    # fits a 160×50 terminal: the choices below and `i <card>` give each effect in full.
    long = len(rows) > FULL_ROWS
    for zone, label, card_id in rows:
        card = _by_id()[card_id]
        # the cards a decision may involve now are read in full; the coming libraries in one line
        later = long or zone in ("library2", "library3")
        table.add_row(label, card["name"][lang], cost_text(card, view["num_players"], lang), str(card["prestige"]),
                      Text(card["text"][lang], no_wrap=later, overflow="ellipsis" if later else "fold"))
    return table


def step(state: dict[str, Any]) -> str:
    """What the table does while no turn is played, as a component (a phase) or a label: base 5.1, the
    dice are chosen before the turns (some are on the table) and the round ends after them (the die left
    over is there). The browser's board reads the view the same way (boards/seasons.js, turnRecord)."""
    if state["phase"] != "tournament":
        return str(state["phase"])
    if state["dice_on_table"]:
        return "dice_draft"
    if state["die_left_over"] is not None:
        return "round_end"
    return "prelude"  # its last choices (Libraries, tokens) come after the phase turned to the rounds


def happening(state: dict[str, Any], lang: str) -> str:
    """Whose turn it is, or the step of :func:`step`, in words."""
    if state["turn"] is not None:
        return str(_WORDS[lang]["turn_of"]).format(n=state["turn"]["player"] + 1)
    key = step(state)
    return name(key, lang) if key in _by_id() else field_label(key, lang) or key


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    w = _WORDS[lang]
    st = view["state"]
    calendar = st["calendar"]
    # past the end of year III (ninth fresh audit: the board read "Year 3 — space 2", an earlier space)
    year = w["past_end"] if calendar["past_end"] else f"{w['year']} {calendar['year']}"
    head = f"{year} — {w['space']} {calendar['month']} ({name(calendar['season'], lang)}) — " \
           + str(w["first"]).format(n=calendar["first_player"] + 1)
    if st["enchantment"]:
        head += " — " + colon(w["enchantment"], lang) + name(st["enchantment"], lang)
    head += " — " + happening(st, lang)
    parts: list[RenderableType] = [Text(head, style="bold")]
    if st["dice_on_table"]:
        parts.append(Text(colon(w["dice"], lang) + " | ".join(_die(d, lang) for d in st["dice_on_table"])))
    if st["die_left_over"]:
        parts.append(Text(colon(w["left_over"], lang) + _die(st["die_left_over"], lang)))
    parts.append(_Seats(view, lang))
    parts += _play_areas(view, lang)
    if st["oracle"]:
        parts.append(Text(colon(w["oracle"], lang) + ", ".join(name(c, lang) for c in st["oracle"])))
    if st["face_up"]:  # EK Vision of Destiny (the top card last)
        parts.append(Text(colon(w["face_up"], lang) + ", ".join(name(c, lang) for c in reversed(st["face_up"]))))
    if seat is not None:
        offer = view["hidden"].get(f"token_offer{seat}")
        if isinstance(offer, list) and offer and st["seats"][seat]["token"] is None:
            parts.append(Text(colon(w["offer"], lang) + "; ".join(
                colon(name(t, lang), lang) + _by_id()[t]["text"][lang] for t in offer if t is not None)))
        mine = _my_cards(view, seat, lang)
        if mine is not None:
            parts.append(mine)
    if view["decision"] is not None:
        parts.append(Text(from_json(view["decision"]["prompt"]).text(lang), style="italic"))
    return Group(*parts)
