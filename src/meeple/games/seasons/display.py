"""The terminal board (rich), drawn from a seat's view only."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import Msg

_WORDS = {
    "fr": {"year": "Année", "space": "case", "player": "Joueur", "crystals": "Cristaux", "energy": "Énergies",
           "gauge": "Jauge", "bonus": "Bonus", "hand": "Main", "play": "En jeu", "dice": "Dés",
           "destiny": "Destinée", "token": "Jeton", "face_up": "Face visible sur la pioche",
           "offer": "Vos jetons tirés"},
    "en": {"year": "Year", "space": "space", "player": "Player", "crystals": "Crystals", "energy": "Energy",
           "gauge": "Gauge", "bonus": "Bonus", "hand": "Hand", "play": "In play", "dice": "Dice",
           "destiny": "Destiny", "token": "Token", "face_up": "Face up on the draw pile",
           "offer": "Your drawn tokens"},
}


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    w = _WORDS[lang]
    st = view["state"]
    season = Msg(f"seasons.season.{st['season']}").text(lang)
    head = Text(f"{w['year']} {min(st['year'], 3)} — {w['space']} {st['month']} ({season})", style="bold")
    table = Table(show_lines=False)
    for col in (w["player"], w["crystals"], w["energy"], w["gauge"], w["bonus"], w["hand"], w["destiny"],
                w["token"], w["play"]):
        table.add_column(col)
    hidden = view["hidden"]
    for p in range(view["num_players"]):
        hand = hidden.get(f"hand{p}")
        hand_text = ", ".join(Msg(f"seasons.card.{c}").text(lang) for c in hand) if isinstance(hand, list) \
            else str(hand)
        play = ", ".join(Msg(f"seasons.card.{c[0]}").text(lang) + ("*" if c[1] else "") for c in st["play"][p])
        marker = "▶ " if p == view["current_player"] else ""
        tok = st["tokens"][p]
        table.add_row(f"{marker}{p + 1}", str(st["crystals"][p]), "/".join(map(str, st["energy"][p])),
                      f"{len(st['play'][p])}/{st['gauge'][p]}", str(st["bonus"][p]), hand_text,
                      str(st["destiny"][p]), f"{tok}{'✓' if st['tokens_used'][p] else ''}" if tok else "-", play)
    parts: list[RenderableType] = [head, table]
    if st.get("face_up"):  # EK Vision of Destiny (the top card last)
        parts.append(Text(f"{w['face_up']}: " + ", ".join(Msg(f"seasons.card.{c}").text(lang)
                                                          for c in reversed(st["face_up"]))))
    offer = hidden.get(f"token_offer{seat}") if seat is not None else None
    if isinstance(offer, list) and offer and not st["tokens"][seat]:
        parts.append(Text(f"{w['offer']}: " + ", ".join(f"{t} ({Msg(f'seasons.token.{t}').text(lang)})"
                                                       for t in offer)))
    if view["decision"] is not None:
        from meeple.core.i18n import from_json

        parts.append(Text(from_json(view["decision"]["prompt"]).text(lang), style="italic"))
    return Group(*parts)
