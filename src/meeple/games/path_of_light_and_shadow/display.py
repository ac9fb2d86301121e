"""Terminal rendering of one seat's view: board, nations, hand, combat."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import catalog, register
from meeple.core.i18n import render as tr
from meeple.games.path_of_light_and_shadow import content as C

register(catalog({  # key -> (French, English)
    "path.ui.title": ("Tour {round}/12 · année {year} · {phase}", "Round {round}/12 · year {year} · {phase}"),
    "path.ui.province": ("Province", "Province"),
    "path.ui.realm": ("Royaume", "Realm"),
    "path.ui.defense": ("Défense", "Defense"),
    "path.ui.owner": ("Bannière", "Banner"),
    "path.ui.leaders": ("Leaders", "Leaders"),
    "path.ui.player": ("Joueur", "Player"),
    "path.ui.influence": ("Influence", "Influence"),
    "path.ui.morality": ("Moralité", "Morality"),
    "path.ui.structures": ("Bâtiments (P/H/S/Z/G)", "Structures (C/H/S/Z/G)"),
    "path.ui.allies": ("Alliés", "Allies"),
    "path.ui.cards": ("Main/pioche/défausse", "Hand/deck/discard"),
    "path.ui.play": ("Espace de jeu", "Play area"),
    "path.ui.hand": ("Votre main", "Your hand"),
    "path.ui.card": ("Carte", "Card"),
    "path.ui.stats": ("Travail/Force/Influence", "Labor/Strength/Influence"),
    "path.ui.ability": ("Capacités", "Abilities"),
    "path.ui.combat": ("Conquête de {province}", "Conquest of {province}"),
    "path.ui.available": ("Alliés disponibles : {allies}", "Allies available: {allies}"),
    "path.ui.mercy": ("{n} Miséricorde", "{n} Mercy"),
    "path.ui.cruelty": ("{n} Cruauté", "{n} Cruelty"),
    "path.ui.neutral": ("neutre", "neutral"),
    "path.ui.attack": ("Attaquants : {cards} · dés {dice}", "Attackers: {cards} · dice {dice}"),
    "path.ui.defend": ("Défenseurs : {cards} · dés {dice}", "Defenders: {cards} · dice {dice}"),
    "path.ui.facedown": ("{n} face cachée", "{n} facedown"),
    "path.ui.promotion": ("Promotion", "Promotion"),
    "path.ui.legendary": ("un Numerai Légendaire au hasard", "a random Legendary Numerai"),
    "path.ui.ally_line": ("{ally} : condition : {cond} Capacité : {ability} Vaut {n} Influence.",
                          "{ally}: condition: {cond} Ability: {ability} Worth {n} Influence."),
    "path.ui.port": ("⚓ port (les ports sont adjacents entre eux)", "⚓ port (ports are adjacent to each other)"),
}))

COLORS = ("red", "blue", "green", "yellow")


def _t(key: str, lang: str, **params: Any) -> str:
    return tr(key, params, lang)


def _type(card: str | int) -> C.CardType:
    """Hidden zones list card-type indices, public lists card ids."""
    return C.CARDS[card] if isinstance(card, int) else C.CARDS[C.CARD_BY_ID[card]]


def card_name(card: str | int, lang: str) -> str:
    return tr(f"path.card.{_type(card).base}", {}, lang)


def card_line(card: str | int, lang: str) -> tuple[str, str, str]:
    from meeple.games.path_of_light_and_shadow.text import ability_msg

    ct = _type(card)
    stats = f"{ct.labor}/{ct.strength}/{ct.influence}" + (" 🛡" if ct.defend else "")
    parts = []
    for a in ct.abilities:
        prefix = tr(f"path.req.{a.requires}", {}, lang) if a.requires else ""
        parts.append(prefix + ability_msg(a).text(lang))
    return card_name(card, lang), stats, " ".join(parts)


def promotion(card: str | int, lang: str) -> str:
    """Promotion cost and result as printed in the card's lower left corner."""
    ct = _type(card)
    if ct.promote_cost is None:
        return "-"
    if ct.promote_to == -2:
        return f"{ct.promote_cost} → {_t('path.ui.legendary', lang)}"
    return f"{ct.promote_cost} → {card_name(C.CARDS[ct.promote_to].id, lang)}"


def ally_line(ally_id: str, lang: str) -> str:
    a = C.ALLIES[C.ALLY_BY_ID[ally_id]]
    cond = tr(f"path.cond.{a.condition}", {"n": a.threshold}, lang)
    return _t("path.ui.ally_line", lang, ally=tr(f"path.ally.{a.id}", {}, lang), cond=cond,
              ability=tr(f"path.afx.{a.effect}", {"n": a.value}, lang), n=a.influence)


def _player(seat: int, lang: str) -> Text:
    return Text(tr("core.player", {"seat": seat + 1}, lang), style=f"bold {COLORS[seat % 4]}")


def _morality(m: int, lang: str) -> str:
    if m > 0:
        return _t("path.ui.mercy", lang, n=m)
    if m < 0:
        return _t("path.ui.cruelty", lang, n=-m)
    return _t("path.ui.neutral", lang)


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    st = view["state"]
    hidden = view["hidden"]
    parts: list[RenderableType] = []
    parts.append(Text(_t("path.ui.title", lang, round=st["round"], year=st["year"],
                         phase=_t(f"path.phase.{st['phase']}", lang)), style="bold"))
    # the board
    board = Table(show_header=True, header_style="bold", expand=False)
    for key in ("province", "realm", "defense", "owner", "leaders"):
        board.add_column(_t(f"path.ui.{key}", lang))
    side = C.BOARDS[st["board"]]
    ports = {p.id: p.port for p in side.provinces}
    board.caption = _t("path.ui.port", lang)
    for p in st["provinces"]:
        leaders = Text(" ").join(_player(pl["seat"], lang) for pl in st["players"] if pl["position"] == p["id"])
        owner = _player(p["owner"], lang) if p["owner"] >= 0 else Text("-")
        name = tr(f"path.province.{p['id']}", {}, lang) + f" ({tr('path.kind.' + p['kind'], {}, lang)})"
        if ports[p["id"]]:
            name += " ⚓"
        board.add_row(name, tr(f"path.realm.{p['realm']}", {}, lang), f"{p['defense']}/{p['max']}", owner, leaders)
    parts.append(board)
    # the nations
    nations = Table(show_header=True, header_style="bold")
    for key in ("player", "influence", "morality", "structures", "allies", "cards", "play"):
        nations.add_column(_t(f"path.ui.{key}", lang))
    for pl in st["players"]:
        s = pl["seat"]
        who = _player(s, lang)
        if s == st["active"]:
            who.append(" ◀")
        hand = hidden.get(f"hand:{s}")
        hand_n = len(hand) if isinstance(hand, list) else hand
        deck = hidden.get(f"deck:{s}")
        deck_n = len(deck) if isinstance(deck, list) else deck
        structures = "/".join(str(pl["structures"][t]) for t in C.TREES)
        allies = ", ".join(tr(f"path.ally.{a}", {}, lang) for a in pl["allies"]) or "-"
        play = ", ".join(card_name(c, lang) for c in pl["play"]) or "-"
        nations.add_row(who, str(pl["influence"]), _morality(pl["morality"], lang), structures, allies,
                        f"{hand_n}/{deck_n}/{len(pl['discard'])}", play)
    parts.append(nations)
    if st["allies"]:
        lines = [_t("path.ui.available", lang, allies="").rstrip()]
        lines.extend("  " + ally_line(a, lang) for a in st["allies"])
        parts.append(Text("\n".join(lines)))
    # the conquest in progress
    cb = st["combat"]
    if cb is not None:
        lines = []
        att = ", ".join(card_name(c, lang) for c in cb["attackers"])
        if isinstance(hidden.get("attack"), int) and hidden["attack"]:
            att = _t("path.ui.facedown", lang, n=hidden["attack"])
        elif isinstance(hidden.get("attack"), list) and hidden["attack"]:
            att = ", ".join(card_name(c, lang) for c in hidden["attack"])
        lines.append(_t("path.ui.attack", lang, cards=att or "-", dice=" ".join(cb["attack_dice"]) or "-"))
        if cb["defender"] >= 0:
            dfd = ", ".join(card_name(c, lang) for c in cb["defenders"])
            if isinstance(hidden.get("defense"), int) and hidden["defense"]:
                dfd = _t("path.ui.facedown", lang, n=hidden["defense"])
            elif isinstance(hidden.get("defense"), list) and hidden["defense"]:
                dfd = ", ".join(card_name(c, lang) for c in hidden["defense"])
            lines.append(_t("path.ui.defend", lang, cards=dfd or "-", dice=" ".join(cb["defense_dice"]) or "-"))
        title = _t("path.ui.combat", lang, province=tr(f"path.province.{cb['province']}", {}, lang))
        parts.append(Panel("\n".join(lines), title=title, expand=False))
    # the seat's own hand
    if seat is not None and isinstance(hidden.get(f"hand:{seat}"), list):
        hand = Table(title=_t("path.ui.hand", lang), show_header=True, header_style="bold")
        for key in ("card", "stats", "ability", "promotion"):
            hand.add_column(_t(f"path.ui.{key}", lang))
        for c in sorted(hidden[f"hand:{seat}"]):
            hand.add_row(*card_line(c, lang), promotion(c, lang))
        parts.append(hand)
    # the log is the command line's to show (it filters it for the seat)
    return Group(*parts)
