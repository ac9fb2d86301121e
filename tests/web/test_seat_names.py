"""Seats are named at the table, never shown as their index: the view fields that hold seats are typed
``Seat`` (``meeple.core.schema.seat_fields`` finds them, the catalog lists them for the browser), and every
text of a payload (log, prompt, choices) names a seat as the table does ("Player 2 · Greedy bot")."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient
from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

import meeple
from meeple.core.i18n import render
from meeple.core.schema import Seat, seat_fields

# Every field of the four games' views that holds a seat, read from their view types.
SEAT_FIELDS = {
    "paladins-of-the-west-kingdom": {"first_player", "seat"},
    "path-of-light-and-shadow": {"active", "attacker", "defender", "first", "leaders", "owner", "seat"},
    "seasons": {"first_player", "player", "seat"},
    "shadow-kingdoms-of-valeria": {"claimed_by", "first_player", "turn_player", "wardens"},
}


@pytest.mark.parametrize("game_id", sorted(SEAT_FIELDS))
def test_the_fields_holding_seats_are_typed_so_and_listed_in_the_catalog(client: TestClient, game_id: str) -> None:
    assert seat_fields(meeple.load_game(game_id)) == SEAT_FIELDS[game_id]
    listed = {game["id"]: game["seat_fields"] for game in client.get("/api/catalog").json()["games"]}
    assert listed[game_id] == sorted(SEAT_FIELDS[game_id])


@with_config(ConfigDict(extra="forbid"))
class Inner(TypedDict):
    first: int


@with_config(ConfigDict(extra="forbid"))
class Clashing(TypedDict):
    first: Seat | None
    inner: list[Inner]


class ClashingGame(meeple.Game):
    id = "clashing"
    view_type = Clashing


def test_a_name_holding_a_seat_in_one_place_only_is_refused() -> None:
    """The browser finds seats by field name: one name cannot mean a seat here and a number there."""
    with pytest.raises(ValueError, match="'first' holds a seat in one place and not in another"):
        seat_fields(ClashingGame())


def test_every_text_names_the_seats_as_the_table_does(client: TestClient) -> None:
    made = client.post("/api/games", json={"game": "seasons", "players": 2, "seats": ["human", "greedy"],
                                           "seed": 3, "lang": "fr"}).json()
    token = made["seats"][0]["token"]
    rng = random.Random(3)
    texts: list[str] = []
    for _ in range(40):
        payload = client.get(f"/api/games/{made['id']}", params={"token": token}).json()
        texts += [event["text"] for event in payload["events"]] + [payload["prompt"] or ""]
        texts += [action["text"] for action in payload["legal_actions"]]
        if payload["is_over"] or not payload["legal_actions"]:
            break
        client.post(f"/api/games/{made['id']}/actions", json={"action": rng.choice(payload["legal_actions"])["id"]},
                    headers={"Authorization": f"Bearer {token}"})
    assert [seat["name"] for seat in payload["seats"]] == ["Joueur 1", "Joueur 2 · robot Gourmand"]
    text = "\n".join(texts)
    assert "Joueur 2 · robot Gourmand" in text
    assert "Joueur 2 " not in text.replace("Joueur 2 · robot Gourmand", "")  # never the bot's bare number
    assert render("core.player", {"seat": 2}, "fr") == "Joueur 2"  # outside a table, texts are as before
