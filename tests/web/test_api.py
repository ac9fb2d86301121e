"""The HTTP API and websocket pushes of `meeple serve` (FastAPI's TestClient, SQLite)."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fastapi import WebSocketDisconnect
from fastapi.testclient import TestClient
from web_helpers import play_until_a_move_may_be_taken_back

import meeple
from meeple.web import Hub, Store, create_app

GAME = "seasons"


def create(client: TestClient, seats: list[str], game: str = GAME, seed: int | None = 5) -> dict[str, Any]:
    body: dict[str, Any] = {"game": game, "players": len(seats), "seats": seats}
    if seed is not None:
        body["seed"] = seed
    response = client.post("/api/games", json=body)
    assert response.status_code == 200, response.text
    return dict(response.json())


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def table(client: TestClient, game_id: str, token: str | None = None, **params: Any) -> dict[str, Any]:
    response = client.get(f"/api/games/{game_id}", headers=bearer(token) if token else {}, params=params)
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_create_returns_links_for_people_only(client: TestClient) -> None:
    made = create(client, ["human", "random", "human"])
    assert [seat["seat"] for seat in made["seats"]] == [0, 2]
    tokens = [seat["token"] for seat in made["seats"]]
    assert len(set(tokens)) == 2 and all(len(token) >= 32 for token in tokens)
    assert made["seats"][0]["url"] == f"/games/{made['id']}?token={tokens[0]}"
    assert table(client, made["id"], tokens[1])["seat"] == 2


@pytest.mark.parametrize(("body", "field"), [
    ({"game": "chess", "players": 2, "seats": ["human", "human"]}, "no game"),
    ({"game": GAME, "players": 2, "seats": ["human"]}, "seats"),
    ({"game": GAME, "players": 2, "seats": ["human", "wizard"]}, "unknown agent"),
    ({"game": GAME, "players": 9, "seats": ["human"] * 9}, "2 to 4"),
    ({"game": GAME, "players": 2, "seats": ["human"] * 2, "options": {"level": "grandmaster"}}, "level"),
    ({"game": GAME, "players": 2, "seats": ["human"] * 2, "seed": 1.5}, "seed"),
])
def test_create_refuses_bad_settings_naming_them(client: TestClient, body: dict[str, Any], field: str) -> None:
    response = client.post("/api/games", json=body)
    assert response.status_code == 422
    assert field in response.text


@pytest.mark.parametrize(("lang", "reason"), [
    ("fr", "Construction élémentaire est un enchantement du Royaume enchanté : ajoutez cette extension"),
    ("en", "Elemental Construction is an Enchanted Kingdom enchantment: add that expansion"),
])
def test_an_option_the_rules_refuse_is_told_in_the_lobbys_language(client: TestClient, lang: str,
                                                                    reason: str) -> None:
    """The lobby shows the reason: it was English whatever the lobby's language, and named the enchantment by
    its code ("enchantment 101 needs its expansion (enchanted_kingdom)") while the lobby lists names."""
    body = {"game": GAME, "players": 2, "seats": ["human"] * 2, "lang": lang,
            "options": {"expansion": "path-of-destiny", "enchantment": 101}}
    response = client.post("/api/games", json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == reason


@pytest.mark.parametrize(("lang", "reason"), [("fr", "seasons se joue de 2 à 4 joueurs, pas 9"),
                                              ("en", "seasons is played by 2 to 4 players, not 9")])
def test_a_seat_count_the_game_refuses_is_told_in_the_lobbys_language(client: TestClient, lang: str,
                                                                      reason: str) -> None:
    body = {"game": GAME, "players": 9, "seats": ["human"] * 9, "lang": lang}
    response = client.post("/api/games", json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == reason


def test_a_bot_the_lobby_cannot_build_is_told_in_its_language(client: TestClient) -> None:
    """The lobby's own bot field ("ismcts:iterations=300"): a bad spec's reason in French for a French lobby."""
    body = {"game": GAME, "players": 2, "seats": ["human", "ismcts:iterations=-5"], "lang": "fr"}
    response = client.post("/api/games", json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == "ismcts : iterations=-5 est trop petit (au moins 0)"


def test_a_default_seed_is_64_secret_bits_that_fit_the_stored_column(database: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 9: a seed the server draws is 64 bits from ``secrets``; both ends of the
    range are stored and read back exactly."""
    import meeple.web.rooms as rooms

    hub = Hub(Store(database), executor=ThreadPoolExecutor(1))
    asked: list[int] = []
    with TestClient(create_app(hub)) as client:
        for drawn, seed in ((0, -2**63), (2**64 - 1, 2**63 - 1)):
            monkeypatch.setattr(rooms.secrets, "randbits", lambda bits, drawn=drawn: asked.append(bits) or drawn)
            made = create(client, ["human", "human"], seed=None)
            stored = hub.store.load(made["id"])
            assert stored is not None and stored.seed == seed
    assert asked == [64, 64]


def test_a_token_opens_its_seat_and_no_token_is_a_spectator(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    game_id, token = made["id"], made["seats"][1]["token"]
    by_header = table(client, game_id, token)
    by_query = client.get(f"/api/games/{game_id}", params={"token": token}).json()
    assert by_header["seat"] == by_query["seat"] == 1
    assert by_header["view"] == by_query["view"]
    state = meeple.load_game(GAME).new_game(2, 5)
    assert by_header["view"] == state.view(1)
    spectator = table(client, game_id)
    assert spectator["seat"] is None and spectator["view"] == state.view(None)
    assert spectator["legal_actions"] == []


def test_wrong_tokens_are_refused(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    game_id = made["id"]
    assert client.get(f"/api/games/{game_id}", params={"token": "guess"}).status_code == 403
    assert client.get(f"/api/games/{game_id}", headers={"Authorization": "Basic abc"}).status_code == 403
    other = create(client, ["human", "human"])
    # A token opens exactly one seat of one game.
    assert client.get(f"/api/games/{game_id}", params={"token": other["seats"][0]["token"]}).status_code == 403
    assert client.get("/api/games/nosuchgame").status_code == 404


def mover(client: TestClient, made: dict[str, Any]) -> tuple[str, str]:
    """The token of the seat to move, and one of its legal actions."""
    for seat in made["seats"]:
        payload = table(client, made["id"], seat["token"])
        if payload["legal_actions"]:
            return seat["token"], payload["legal_actions"][0]["id"]
    raise AssertionError("nobody to move")


def test_a_move_answers_the_new_table_and_is_stored(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    token, action = mover(client, made)
    response = client.post(f"/api/games/{made['id']}/actions", json={"action": action}, headers=bearer(token))
    assert response.status_code == 200
    assert response.json()["version"] == 1
    assert response.json()["view"]["events"] > 0
    assert table(client, made["id"])["version"] == 1


def test_an_illegal_move_is_409_with_nothing_changed(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    token, _action = mover(client, made)
    before = table(client, made["id"], token)
    response = client.post(f"/api/games/{made['id']}/actions", json={"action": "pick:9999"}, headers=bearer(token),
                           params={"lang": "fr"})
    assert response.status_code == 409
    assert response.json()["detail"] == "Ce coup n'est pas permis maintenant ; rien n'a changé."
    with pytest.raises(meeple.IllegalAction) as caught:  # the rules' own reason, in the seat's language
        meeple.load_game(GAME).new_game(2, 5).apply("pick:9999")
    assert response.json()["reason"] == caught.value.text("fr")
    assert table(client, made["id"], token) == before


def test_moves_out_of_turn_or_without_a_token_are_403(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    token, action = mover(client, made)
    other = next(seat["token"] for seat in made["seats"] if seat["token"] != token)
    url = f"/api/games/{made['id']}/actions"
    assert client.post(url, json={"action": action}, headers=bearer(other)).status_code == 403
    assert client.post(url, json={"action": action}).status_code == 403
    assert client.post(url, json={"action": action}, params={"token": "x" * 32}).status_code == 403
    assert table(client, made["id"])["version"] == 0


def test_since_returns_only_newer_events(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    token, action = mover(client, made)
    first = table(client, made["id"], token)
    client.post(f"/api/games/{made['id']}/actions", json={"action": action}, headers=bearer(token))
    newer = table(client, made["id"], token, since=first["view"]["events"])
    assert newer["events"] and all(event["index"] >= first["view"]["events"] for event in newer["events"])
    assert newer["events"][0]["index"] == first["view"]["events"]


def test_the_websocket_pushes_every_change(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    token, action = mover(client, made)
    other = next(seat["token"] for seat in made["seats"] if seat["token"] != token)
    with client.websocket_connect(f"/ws/games/{made['id']}?token={other}&lang=fr") as socket:
        first = socket.receive_json()
        assert first["version"] == 0 and first["lang"] == "fr"
        client.post(f"/api/games/{made['id']}/actions", json={"action": action}, headers=bearer(token))
        pushed = socket.receive_json()
        assert pushed["version"] == 1
        assert pushed["view"] == table(client, made["id"], other)["view"]
        # Only what is new since the last push.
        assert all(event["index"] >= first["view"]["events"] for event in pushed["events"])


def test_a_websocket_with_a_wrong_token_is_closed(client: TestClient) -> None:
    made = create(client, ["human", "human"])
    with pytest.raises(WebSocketDisconnect), client.websocket_connect(f"/ws/games/{made['id']}?token=wrong") as socket:
        socket.receive_json()


def wait_for(client: TestClient, game_id: str, token: str | None, check: Any, seconds: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        payload = table(client, game_id, token)
        if check(payload):
            return payload
        time.sleep(0.02)
    raise AssertionError("timed out")


def test_bots_move_on_the_server_and_the_record_comes_at_the_end(client: TestClient) -> None:
    made = create(client, ["random", "random"])
    assert made["seats"] == []
    # The record holds the seed: refused while the game runs.
    assert client.get(f"/api/games/{made['id']}/record").status_code == 403
    assert client.get(f"/api/games/{made['id']}/replay/0").status_code == 403
    final = wait_for(client, made["id"], None, lambda p: p["is_over"], seconds=60)
    record = client.get(f"/api/games/{made['id']}/record").json()
    assert record["seed"] == 5 and record["seats"] == ["random", "random"]
    replayed = meeple.replay(record)
    assert replayed.is_over and replayed.view(None) == final["view"]
    assert final["winners"] == replayed.winners()
    middle = client.get(f"/api/games/{made['id']}/replay/10", params={"seat": 1}).json()
    assert middle["step"] == 10 and middle["steps"] == len(record["actions"])
    prefix = meeple.replay({**record, "actions": record["actions"][:10]})
    assert middle["view"] == prefix.view(1)
    assert client.get(f"/api/games/{made['id']}/replay/100000").status_code == 404


def test_a_person_against_a_bot_sees_the_bot_answer(client: TestClient) -> None:
    made = create(client, ["human", "random"], game="path-of-light-and-shadow")
    token = made["seats"][0]["token"]
    for _ in range(5):
        payload = wait_for(client, made["id"], token, lambda p: bool(p["legal_actions"]))
        before = payload["version"]
        response = client.post(f"/api/games/{made['id']}/actions", json={"action": payload["legal_actions"][0]["id"]},
                               headers=bearer(token))
        assert response.status_code == 200 and response.json()["version"] == before + 1
    assert table(client, made["id"], token)["seats"][1] == {"seat": 1, "human": False, "spec": "random",
                                                             "name": "Player 2 · Random bot"}


def test_catalog_and_components(client: TestClient) -> None:
    catalog = client.get("/api/catalog").json()
    assert [game["id"] for game in catalog["games"]] == meeple.games()
    assert any(bot["spec"] == "random" for bot in catalog["bots"])
    assert client.get("/api/components/seasons").status_code == 200
    assert client.get("/api/components/chess").status_code == 404


def test_pages_are_served(client: TestClient) -> None:
    for path in ("/", "/games/abc", "/games/abc/replay", "/static/table.js", "/docs"):
        response = client.get(path)
        assert response.status_code == 200, path
    assert client.get("/").headers["referrer-policy"] == "no-referrer"


def test_a_seat_takes_back_its_own_move_within_the_policy(client: TestClient) -> None:
    made = create(client, ["human", "human"], game="path-of-light-and-shadow", seed=11)
    tokens = {seat["seat"]: seat["token"] for seat in made["seats"]}
    seat, before, expected = play_until_a_move_may_be_taken_back(client, made, 11)
    url = f"/api/games/{made['id']}"
    version = table(client, made["id"], tokens[seat])["version"]
    assert client.post(f"{url}/undo", headers=bearer(tokens[1 - seat])).status_code == 403
    assert client.post(f"{url}/undo").status_code == 403
    back = client.post(f"{url}/undo", headers=bearer(tokens[seat]))
    assert back.status_code == 200
    assert back.json()["version"] == version - 1 and back.json()["view"] == before.view(seat)
    expected.undo(seat)
    # Further back only while the policy allows it (the seat's own decisions, nothing revealed since).
    assert back.json()["can_undo"] is (expected.can_undo(seat) > 0)
    while expected.can_undo(seat):
        assert client.post(f"{url}/undo", headers=bearer(tokens[seat])).status_code == 200
        expected.undo(seat)
    assert client.post(f"{url}/undo", headers=bearer(tokens[seat])).status_code == 403
    assert table(client, made["id"], tokens[seat])["view"] == expected.state.view(seat)
