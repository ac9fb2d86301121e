"""The table contract (components, labelled views and their schema, ids,
score sheet, positions, determinization) on random games of 2, 3 and 4 players."""

from __future__ import annotations

from path_helpers import GAME, position

from meeple.core.scoring import SCORED
from meeple.games.path_of_light_and_shadow.content import TREES
from meeple.games.path_of_light_and_shadow.scoring import year_scoring
from table_contract import check_table_contract

FILL = ["trusted-follower"] * 6


def test_path_meets_the_table_contract() -> None:
    check_table_contract("path-of-light-and-shadow", ({},), games=3, checks_per_game=5)


def test_payment_texts_are_current() -> None:
    """The same action id pays what the card is worth now (Devout Steward: +1 Labor while Merciful)."""
    texts = []
    for morality in (1, -1):
        s = position(hand0=["devout-steward", "trusted-follower"], discard0=["trusted-follower"], deck0=FILL)
        s.players[0].morality = morality
        s.apply("promote:trusted-follower@discard")
        pay = next(a for a in s.legal_actions() if a.id == "pay:devout-steward:labor")
        texts.append(pay.text("en"))
    assert texts == ["Pay with Devout Steward (4 Labor)", "Pay with Devout Steward (3 Labor)"]


def test_imperial_council_names_the_card_just_promoted() -> None:
    for card, upgrade in (("trusted-follower", "Trusted Loyalist"), ("steadfast-conscript", "Steadfast Guard")):
        s = position(hand0=["trusted-follower"] * 3, discard0=[card], deck0=FILL)
        s.players[0].levels[TREES.index("general")] = 2  # Imperial Council
        s.apply(f"promote:{card}@discard")
        s.apply("pay:trusted-follower:labor")
        assert s.decision.kind == "council"
        top = next(a for a in s.legal_actions() if a.id == "top")
        assert upgrade in top.text("en") and upgrade in s.prompt().text("en")


def test_halax_fleet_and_grand_bazaar_payments_are_logged() -> None:
    s = position(hand0=["trusted-follower"] * 5, deck0=FILL)
    s.players[0].levels[TREES.index("halax")] = 3  # Halax Fleet, Mercenary Reserves, Grand Bazaar
    since = len(s.log)
    far = next(a.id for a in s.legal_actions() if a.id.startswith("fleet:"))
    s.apply(far)
    s.apply("bazaar:trusted-follower@hand")
    payments = [e["params"] for e in s.events(1, since=since) if e["kind"] == "path.log.pay"]
    assert [(p["source"], p["n"]) for p in payments] == [("halax-fleet", 1), ("grand-bazaar", 1)]
    assert payments[-1]["total"] == s.players[0].influence == 3


def test_the_cull_message_names_where_the_card_returns() -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower"], discard0=["sigilborne-convert.wood"], deck0=FILL)
    s.apply("cull:steadfast-conscript")
    s.apply("cull:sigilborne-convert.wood@discard")
    s.apply("cull:trusted-follower@hand")
    culls = [e for e in s.events(1) if e["kind"] == "path.log.cull"]
    assert culls[0]["params"]["to"] == {"key": "path.home.realm", "params": {"realm": "woodland"}}
    assert culls[0]["text"]["en"].endswith("returned to the bottom of the Woodland Nations deck.")
    assert "boîte" in culls[1]["text"]["fr"]


def test_the_view_carries_the_map() -> None:
    s = position(hand0=["trusted-follower"] * 5, deck0=FILL)
    provinces = {p["id"]: p for p in s.view(1)["state"]["provinces"]}
    side = s.board
    for province in side.provinces:
        shown = provinces[province.id]
        assert shown["adjacent"] == [side.provinces[i].id for i in province.adjacent]
        assert shown["port"] == province.port
    names = {p["id"]: p["name"]["fr"] for p in GAME.components() if p["kind"] == "province"}
    english = {p["id"]: p["name"]["en"] for p in GAME.components() if p["kind"] == "province"}
    for province in ("pilgrimwalk", "queenskeep", "aramek", "gull-harbor"):
        assert names[province] != english[province]


def test_the_sheet_holds_each_year_once_scored() -> None:
    s = position(hand0=["trusted-follower"] * 5, deck0=FILL)
    for name in ("pilgrimwalk", "queenskeep"):
        s.owner[s.board.by_id[name]] = 0
    year_scoring(s, 0)
    assert s.events(None)[-1]["kind"] == SCORED  # clients show the sheet now
    entries = s.score_sheet()["seats"][0]["entries"]
    assert entries["year-1-provinces"] == 7 + 12 and entries["year-1-realms"] == 4
    assert entries["year-2-provinces"] == 0 and sum(entries.values()) == s.players[0].influence
