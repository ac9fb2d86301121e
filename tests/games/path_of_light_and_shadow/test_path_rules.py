"""Setup, turn limits, End Phase details and the tie-break."""

from __future__ import annotations

import pytest
from path_helpers import GAME, T, after_setup, place, position

from helpers import ids
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.nation import (
    draw,
)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    s = GAME.new_game(players, 7)
    assert s.board.key == ("two-player" if players == 2 else "multi-player")
    assert len(s.allies) == players + 1
    order = []
    while s.phase == "setup":
        order.append(s.current_player)
        villages = ids(s)
        assert all(a.startswith("start:") for a in villages)
        assert len(villages) == 4 - len(order) + 1  # one leader per Village
        s.apply(villages[-1])
    assert order == [(s.first + i) % players for i in range(players)]  # seat order from the first player
    for pl in s.players:
        cards = pl.hand + pl.deck
        assert len(pl.hand) == 5 and len(cards) == 10
        assert cards.count(T["trusted-follower"]) == 4 and cards.count(T["steadfast-conscript"]) == 3
        assert sum(1 for t in cards if C.CARDS[t].origin == "advisor") == 1
        realm = s.board.provinces[pl.position].realm
        assert sum(1 for t in cards if C.CARDS[t].home == realm) == 2  # two cards of the starting realm
        assert pl.influence == 5 and pl.morality == 0
    assert s.defense == [p.defense for p in s.board.provinces]
    assert s.current_player == s.first and s.decision.kind == "main"


def test_move_once_to_adjacent_provinces() -> None:
    s = after_setup(2, 1)
    pl = s.players[s.active]
    q = place(s, s.active, "pilgrimwalk")
    moves = sorted(a for a in ids(s) if a.startswith("move:"))
    assert moves == sorted(f"move:{s.board.provinces[r].id}" for r in s.board.moves[q])
    s.apply(moves[0])
    assert pl.moved and not any(a.startswith("move:") for a in ids(s))


def test_ally_once_per_turn() -> None:
    s = position(deck0=["trusted-follower"] * 6)
    s.allies = [C.ALLY_BY_ID["magister-of-guilds"], C.ALLY_BY_ID["realm-marshal"]]
    s.players[0].influence = 20
    for name in ("pilgrimwalk", "queenskeep"):
        s.owner[s.board.by_id[name]] = 0
    s._legal = None
    assert {"ally:magister-of-guilds", "ally:realm-marshal"} <= set(ids(s))
    s.apply("ally:realm-marshal")
    assert not any(a.startswith("ally:") for a in ids(s))


def test_no_second_recruit_from_an_empty_deck() -> None:
    s = position(deck0=["trusted-follower"] * 6)
    q = place(s, 0, "pilgrimwalk")
    realm = s.board.provinces[q].realm
    s.box.extend(s.realm_decks[realm][1:])
    del s.realm_decks[realm][1:]
    s.apply("end")
    assert s.realm_decks[realm] == [] and s.decision.kind == "discard_hand"  # one recruited, no question


def test_discard_then_draw_to_the_limit() -> None:
    s = position(hand0=["trusted-follower", "steadfast-conscript"], deck0=["sellsword"] * 1 + ["trusted-follower"] * 5)
    s.box.extend(s.realm_decks[s.board.provinces[s.players[0].position].realm])
    s.realm_decks[s.board.provinces[s.players[0].position].realm] = []
    s.apply("end")
    s.apply("discard:steadfast-conscript")
    s.apply("keep")
    pl = s.players[0]
    assert len(pl.hand) == 5 and T["steadfast-conscript"] in pl.discard


def test_draw_reshuffles_the_discard() -> None:
    s = position(hand0=[], deck0=["trusted-follower"], discard0=["steadfast-conscript"] * 6)
    pl = s.players[0]
    draw(s, pl, 5)
    assert len(pl.hand) == 5 and not pl.discard and len(pl.deck) == 2


def test_tie_break_on_third_year_then_shared() -> None:
    s = after_setup(3, 2)
    s.phase = "over"
    for pl, (score, third) in zip(s.players, ((50, 10), (50, 12), (40, 30)), strict=True):
        pl.influence, pl.year_gains[2] = score, third
    assert s.winners() == [1]
    s.players[0].year_gains[2] = 12
    assert s.winners() == [0, 1]


def test_only_uncontrolled_or_enemy_provinces_can_be_conquered() -> None:
    s = position(hand0=["steadfast-conscript"] * 2 + ["trusted-follower"] * 3)
    q = place(s, 0, "pilgrimwalk")
    assert "conquer" in ids(s)
    s.owner[q] = 0
    s._legal = None
    assert "conquer" not in ids(s)
