"""Terminal rendering of one seat's view: main board rows, players' boards, own Paladin hand."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.core.i18n import catalog, register
from meeple.core.i18n import render as tr
from meeple.games.paladins_of_the_west_kingdom import content as C

register(catalog({  # key -> (French, English)
    "paladins.ui.title": ("Manche {round}/7 · Réserve des Impôts {tax} · Dettes restantes {debts}",
                          "Round {round}/7 · Tax Supply {tax} · Debts left {debts}"),
    "paladins.ui.townsfolk": ("Villageois (les 2 plus à gauche peuvent être pris contre une Dette)",
                              "Townsfolk (the 2 leftmost may be taken for a Debt)"),
    "paladins.ui.outsiders": ("Envahisseurs (Force pour attaquer / Foi pour convertir)",
                              "Outsiders (Strength to attack / Faith to convert)"),
    "paladins.ui.orders": ("Ordres du Roi", "King's Orders"),
    "paladins.ui.favours": ("Faveurs du Roi", "King's Favours"),
    "paladins.ui.tavern": ("Taverne", "Tavern"),
    "paladins.ui.player": ("Joueur", "Player"),
    "paladins.ui.ai": ("IA (marqueur {marker}/5)", "AI (marker {marker}/5)"),
    "paladins.ui.attrs": ("Foi/For/Inf", "Faith/Str/Infl"),
    "paladins.ui.res": ("Pièces/Prov", "Silver/Prov"),
    "paladins.ui.workers": ("Ouvriers P É M C Cl Cr", "Workers L S M F C X"),
    "paladins.ui.built": ("Moines/Garnisons/Remparts/Jarres/Ateliers", "Monks/Outposts/Walls/Jars/Workshops"),
    "paladins.ui.cards": ("Villageois · Convertis · Attaqués", "Townsfolk · Converted · Attacked"),
    "paladins.ui.debts": ("Dettes (non payées/payées) · Suspicion", "Debts (unpaid/paid) · Suspicion"),
    "paladins.ui.paladin": ("Paladin", "Paladin"),
    "paladins.ui.score": ("Score", "Score"),
    "paladins.ui.hand": ("Votre main de Paladins : {cards}", "Your Paladin hand: {cards}"),
    "paladins.ui.used": ("prise", "taken"),
    "paladins.ui.empty": ("—", "—"),
}))


def _name(kind: str, key: str, lang: str) -> str:
    return tr(f"paladins.{kind}.{key}", {}, lang)


def render(view: dict[str, Any], seat: int | None, lang: str) -> RenderableType:
    st = view["state"]
    parts: list[RenderableType] = [Text(tr("paladins.ui.title", {"round": st["round"], "tax": st["tax"],
                                                                "debts": st["debts_left"]}, lang), style="bold")]
    dash = tr("paladins.ui.empty", {}, lang)
    tf = [_name("townsfolk", C.TOWNSFOLK[c].kind, lang) if c >= 0 else dash for c in st["townsfolk_row"]]
    parts.append(Text(tr("paladins.ui.townsfolk", {}, lang) + ": " + " | ".join(tf)))
    outs = []
    for i, c in enumerate(st["outsider_row"]):
        label = f"[{C.BOARD.attack_strength[i]}/{C.BOARD.convert_faith[i]}] "
        outs.append(label + (_name("outsider", C.OUTSIDERS[c].kind, lang) if c >= 0 else dash))
    parts.append(Text(tr("paladins.ui.outsiders", {}, lang) + ": " + " | ".join(outs)))
    orders = [f"5×{_name('action', C.ORDERS[o].action, lang)} ({C.ORDER_VP[i]})" for i, o in enumerate(st["orders"])]
    parts.append(Text(tr("paladins.ui.orders", {}, lang) + ": " + (", ".join(orders) or dash)))
    favs = []
    for i, f in enumerate(st["favours"]):
        mark = f" ({tr('paladins.ui.used', {}, lang)})" if st["favour_used"] >> i & 1 else ""
        favs.append(_name("favour", C.FAVOURS[f].id, lang) + mark)
    parts.append(Text(tr("paladins.ui.favours", {}, lang) + ": " + ("; ".join(favs) or dash)))
    tav = []
    for i, c in enumerate(st["tavern_row"]):
        ws = "".join("LSMFCX"[C.WORKER_INDEX[w]] for w in C.TAVERNS[c].workers)
        tav.append(ws + (f" ({tr('paladins.ui.used', {}, lang)})" if st["tavern_taken"][i] else ""))
    parts.append(Text(tr("paladins.ui.tavern", {}, lang) + ": " + (" | ".join(tav) or dash)))
    table = Table(show_header=True, header_style="bold")
    for key in ("player", "paladin", "attrs", "res", "workers", "built", "debts", "score"):
        table.add_column(tr(f"paladins.ui.{key}", {}, lang))
    rows = list(st["players"]) + ([st["ai"]] if "ai" in st else [])
    for k, pl in enumerate(rows):
        is_ai = k >= len(st["players"])
        who = tr("paladins.ui.ai", {"marker": pl.get("marker", 0) + 1}, lang) if is_ai else \
            tr("core.player", {"seat": pl["seat"] + 1}, lang)
        if not is_ai and pl["seat"] == view["current_player"]:
            who += " ◀"
        pal = _name("paladin", C.PALADINS[pl["paladin"]].id, lang) if pl["paladin"] >= 0 else dash
        a = pl["effective"]
        built = f"{pl['monks']}/{pl['outposts']}/{len(pl['walls'])}/{pl['jars']}/{pl['developed']}"
        score = view["scores"][k] if k < len(view["scores"]) else ""
        table.add_row(who, pal, f"{a[0]}/{a[1]}/{a[2]}", f"{pl['silver']}/{pl['provisions']}",
                      " ".join(str(x) for x in pl["workers"]), built,
                      f"{pl['unpaid']}/{pl['paid']} · {len(pl['suspicion'])}", str(score))
    parts.append(table)
    hidden = view["hidden"]
    if seat is not None and isinstance(hidden.get(f"paladin_hand{seat}"), list) and hidden[f"paladin_hand{seat}"]:
        names = ", ".join(_name("paladin", C.PALADINS[c].id, lang) for c in hidden[f"paladin_hand{seat}"])
        parts.append(Text(tr("paladins.ui.hand", {"cards": names}, lang)))
    return Group(*parts)
