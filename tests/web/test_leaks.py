"""Nothing leaks: for every game, every payload a seat (or a spectator) gets, by
GET, by a move's answer or by websocket, holds exactly what ``view(seat)`` and
``events(seat)`` hold.  Checked two ways at every step of a whole game: equal
to the payload built from the true state's view and events, and equal to the
payload built from a determinization for that seat (everything it cannot see
re-dealt), so nothing in it depends on what the seat may not know."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

import meeple
from helpers import play_randomly
from meeple.core import IllegalAction, State
from meeple.web.payload import payload

SEED = 8_034_091_512_347  # long enough that its digits cannot turn up in a payload by chance
SECRET_KEYS = {"seed", "rng", "history", "record", "token_hash"}


def expected(state: State, seat: int | None, since: int, lang: str, game_id: str, seats: list[str]) -> dict[str, Any]:
    return payload(state, seat, since, lang, game_id=game_id, version=len(state.history) if state.seed is not None
                   else 0, seats=seats, thinking=None)


def without_indexes(message: dict[str, Any]) -> dict[str, Any]:
    """A payload with its event indexes and version dropped (a determinized copy's log is
    renumbered: it holds only what the seat read)."""
    out = dict(message)
    out["events"] = [{key: value for key, value in event.items() if key != "index"} for event in message["events"]]
    out["view"] = {key: value for key, value in message["view"].items() if key != "events"}
    out.pop("version")
    return out


def keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {key for item in value.values() for key in keys(item)}
    if isinstance(value, list):
        return {key for item in value for key in keys(item)}
    return set()


def check(message: dict[str, Any], state: State, seat: int | None, since: int, lang: str, made: dict[str, Any],
          seats: list[str], rng: random.Random, redeal: bool = True) -> None:
    truth = expected(state, seat, since, lang, made["id"], seats)
    message = {key: value for key, value in message.items() if key != "can_undo"}  # about the seat's own move
    assert message == truth
    text = json.dumps(message)
    assert str(SEED) not in text
    assert not keys(message) & SECRET_KEYS
    assert not any(seat["token"] in text for seat in made["seats"])  # no seat's token, its own included
    if not redeal:
        return
    world = state.determinize(seat, rng)
    assert without_indexes(message) == without_indexes(expected(world, seat, 0, lang, made["id"], seats) | {
        "events": world.events(seat, 0, lang)[-len(truth["events"]):] if truth["events"] else []})


def stray_ids(game: meeple.Game, players: int) -> list[str]:
    """Action ids from another deal: realistic, mostly illegal here."""
    other = play_randomly(game.new_game(players, 1), random.Random(1))
    return random.Random(2).sample(other.history, 12)


@pytest.mark.parametrize("game_id", meeple.games())
def test_no_payload_holds_more_than_the_seat_may_know(client: TestClient, game_id: str) -> None:
    game = meeple.load_game(game_id)
    players = max(2, game.min_players)
    seats = ["human"] * players
    made = client.post("/api/games", json={"game": game_id, "players": players, "seats": seats, "seed": SEED}).json()
    tokens = {seat["seat"]: seat["token"] for seat in made["seats"]}
    state = game.new_game(players, SEED)
    rng = random.Random(0)
    strays = stray_ids(game, players)
    sockets = {seat: client.websocket_connect(f"/ws/games/{made['id']}?token={tokens[seat]}&lang=en").__enter__()
               for seat in tokens}
    spectator = client.websocket_connect(f"/ws/games/{made['id']}?lang=fr").__enter__()
    pushed_since = {seat: 0 for seat in [*tokens, None]}
    try:
        step = 0
        while True:
            for seat, socket in [*sockets.items(), (None, spectator)]:
                message = socket.receive_json()
                lang = "fr" if seat is None else "en"
                check(message, state, seat, pushed_since[seat], lang, made, seats, rng, redeal=step % 3 == 0)
                pushed_since[seat] = state.view(seat)["events"]
            for seat in [*tokens, None]:
                lang = "en" if step % 2 else "fr"
                headers = {"Authorization": f"Bearer {tokens[seat]}"} if seat is not None else {}
                # The whole log now and then (it is long), the recent part otherwise.
                since = 0 if step % 25 == 0 or state.is_over else max(0, state.view(seat)["events"] - 10)
                got = client.get(f"/api/games/{made['id']}", headers=headers,
                                 params={"lang": lang, "since": since}).json()
                check(got, state, seat, since, lang, made, seats, rng, redeal=step % 3 == 1)
            if state.is_over:
                break
            mover = state.current_player
            assert mover is not None
            headers = {"Authorization": f"Bearer {tokens[mover]}"}
            if step % 7 == 0:
                # Refusals tell nothing the mover may not know: the same as in a re-dealt world.
                stray = strays[(step // 7) % len(strays)]
                if stray not in {action.id for action in state.legal_actions()}:
                    refused = client.post(f"/api/games/{made['id']}/actions", json={"action": stray}, headers=headers)
                    assert refused.status_code == 409
                    with pytest.raises(IllegalAction) as caught:
                        state.determinize(mover, rng).apply(stray)
                    assert refused.json()["reason"] == str(caught.value)
            action = rng.choice(state.legal_actions()).id
            since = state.view(mover)["events"]
            answer = client.post(f"/api/games/{made['id']}/actions", json={"action": action}, headers=headers,
                                 params={"since": since, "lang": "en"})
            assert answer.status_code == 200
            state.apply(action)
            check(answer.json(), state, mover, since, "en", made, seats, rng, redeal=False)
            step += 1
    finally:
        for socket in [*sockets.values(), spectator]:
            socket.__exit__(None, None, None)
    assert state.is_over
