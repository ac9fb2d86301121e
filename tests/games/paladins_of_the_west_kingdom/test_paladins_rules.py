"""One test per action space and round step not covered by the rulebook examples."""

from __future__ import annotations

import json

import pytest
from paladins_helpers import GAME, at_actions, kind, rich_turn, workers

from helpers import ids, seat
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom import rewards
from meeple.games.paladins_of_the_west_kingdom.model import AI, Player
from meeple.games.paladins_of_the_west_kingdom.scoring import winners
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState
from meeple.games.paladins_of_the_west_kingdom.workers import can_pay, pay_options


def test_setup_gives_each_seat_a_free_townsfolk_and_starting_goods() -> None:
    s = at_actions(3, 1)
    assert all(len(p.townsfolk) == 1 for p in s.players)
    assert all(c >= 0 for c in s.townsfolk_row)
    assert GAME.new_game(3, 1).tax_supply == 6  # setup 4, before any Criminal brings a Suspicion
    assert [GAME.new_game(n, 1).tax_supply for n in (1, 2, 4)] == [5, 5, 8]
    assert len([c for c in s.outsider_row if c >= 0]) == 6
    assert len(s.tavern_row) == 4  # players + 1
    # 1 in play, 2 back in the deck
    assert [len(p.paladin_deck) + len(p.paladin_under) + len(p.paladin_top) for p in s.players] == [11, 11, 11]


def test_paladin_choice_puts_one_on_top_and_one_under() -> None:
    s = GAME.new_game(2, 3)
    assert isinstance(s, PaladinsState)
    while s.decision is not None and s.decision.kind != "paladin":
        s.apply(s.legal_actions()[0])
    p = s.players[seat(s)]
    hand = sorted(p.paladin_hand)
    s.apply(f"paladin:{hand[0]}")
    s.apply(f"top:{hand[1]}")
    assert p.paladin_pick == [hand[0]] and p.paladin_top == [hand[1]] and p.paladin_under[0] == hand[2]


def test_criminals_are_jokers_and_clear_slots_take_anyone() -> None:
    fortify = (C.WORKER_INDEX["merchant"], C.ANY, C.WORKER_INDEX["scout"])
    assert can_pay(workers(criminal=1, laborer=1, scout=1), fortify)
    assert not can_pay(workers(laborer=2, scout=1), fortify)
    opts = pay_options(workers(criminal=1, merchant=1, scout=1, laborer=1), fortify)
    assert (0, 1, 2) in opts and (1, 2, 5) in opts


def test_seven_times_limit() -> None:
    s, p = rich_turn()
    p.monks = 7
    p.converts = list(range(7))
    assert "commission" not in ids(s) and "convert" not in ids(s) and "garrison" in ids(s)
    p.attacked = list(range(7, 20))
    s._legal = None
    assert "attack" in ids(s)  # no limit on attacks


def test_fortify_needs_the_influence_of_the_next_wall() -> None:
    s = at_actions(2, 3)
    p = s.players[seat(s)]
    p.occupied, p.paladin = 0, -1
    p.walls = [s.wall_deck.pop()]
    p.attributes = [0, 0, 0]
    p.provisions = 5
    p.workers = workers(merchant=1, laborer=1, scout=1)
    assert "fortify" not in ids(s)
    p.attributes = [0, 0, 1]
    s._legal = None
    assert "fortify" in ids(s)


def test_absolve_needs_the_jar_value() -> None:
    s = at_actions(2, 4)
    p = s.players[seat(s)]
    p.occupied, p.paladin = 0, -1
    p.jars, p.jar_slots = 1, 1
    p.attributes = [0, 0, C.BOARD.jar_values[1] - 1]
    p.silver = 5
    p.workers = workers(cleric=1, laborer=1, merchant=1)
    assert "absolve" not in ids(s)


def test_trade_and_pass_keeps_three_workers() -> None:
    s = at_actions(2, 5)
    p = s.players[seat(s)]
    p.occupied = 0
    p.silver = 0
    p.workers = workers(laborer=3, merchant=1, fighter=2)
    s.apply("trade:2")
    s.apply("pay:LM")
    assert p.silver == 3
    while s.current_player != p.seat:
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    s.apply("pass")
    while s.decision is not None and s.decision.kind == "discard":
        s.apply(s.legal_actions()[0].id)
    assert sum(p.workers) == 3


def test_conspire_draws_suspicion_and_tax() -> None:
    s = at_actions(2, 6)
    p = s.players[seat(s)]
    p.occupied, p.paladin = 0, -1
    p.suspicion = []
    p.silver = 0
    top = s.suspicion_deck[-1]
    p.workers = workers(laborer=1)
    s.apply("conspire")
    assert p.suspicion == [top] and p.silver == C.SUSPICIONS[top].tax and p.workers == workers(criminal=1)


def test_pray_cannot_clear_a_favour_or_itself() -> None:
    s = at_actions(2, 7)
    p = s.players[seat(s)]
    p.occupied = 1 << C.SPACE_INDEX["conspire"]
    p.silver = 2
    p.workers = workers(cleric=1)
    s.apply("pray")
    assert ids(s) == ["free:conspire"]


def test_tie_breaks() -> None:
    s = at_actions(2, 8)
    a, b = s.players
    for p in (a, b):
        p.attributes, p.silver, p.provisions, p.suspicion, p.unpaid_debts, p.paid_debts = [0, 0, 0], 0, 0, [], 0, 0
        p.walls, p.monks, p.outposts, p.jars, p.converts, p.developed = [], 0, 0, 0, [], 0
    assert winners(s) == [0, 1]  # still tied: shared
    b.suspicion = [s.suspicion_deck.pop()]
    assert winners(s) == [0]  # fewer Suspicion wins


def test_round_reveals_orders_then_favours() -> None:
    s = at_actions(2, 9)
    seen = []
    while not s.is_over:
        if s.phase == "actions":
            seen.append((s.round, len(s.orders_up), len(s.favours_up)))
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
    rounds = {r: (o, f) for r, o, f in seen}
    assert rounds == {1: (1, 0), 2: (2, 0), 3: (3, 1), 4: (3, 2), 5: (3, 3), 6: (3, 4), 7: (3, 5)}


# ------------------------------------------------------------------ solo AI
def _solo_ai(seed: int, workers: int) -> tuple[PaladinsState, AI, Player]:
    """A solo game at its actions, the AI's reserve set to ``workers`` (of one colour: it ignores colours)."""
    s = at_actions(1, seed)
    assert s.ai is not None
    board = s.ai_player
    board.workers = [workers, 0, 0, 0, 0, 0]
    return s, s.ai, board


def test_ai_rest_ends_its_round_and_moves_the_marker() -> None:
    from meeple.games.paladins_of_the_west_kingdom.solo import _try

    s, ai, a = _solo_ai(10, 3)
    ai.marker = 0
    assert _try(s, "rest")
    assert ai.rested and ai.marker == 4 and sum(a.workers) == 0


def test_ai_pray_frees_right_side_and_reshuffles_schemes() -> None:
    from meeple.games.paladins_of_the_west_kingdom.solo import _try

    s, ai, a = _solo_ai(11, 2)
    a.occupied = 1 << C.SPACE_INDEX["attack"] | 1 << C.SPACE_INDEX["trade"]
    ai.scheme_discard = ["attack", "order"]
    total = len(ai.schemes) + 2
    assert _try(s, "pray")
    assert not a.occupied >> C.SPACE_INDEX["attack"] & 1 and a.occupied >> C.SPACE_INDEX["trade"] & 1
    assert len(ai.schemes) == total and ai.scheme_discard == []


def test_scheme_deck_holds_every_action_the_ai_section_describes() -> None:
    """"Mode solo": 17 Scheme cards, 5 of them "Faveur du Roi"; a public solo report shows a Recruit Scheme
    played, and the rulebook describes the AI's own Recruit, Pray, Trade and Conspire (authored: one card
    each, one per right-hand action, King's Order twice)."""
    deck = C.BOARD.schemes
    assert len(deck) + 5 == 17
    assert {"recruit", "pray", "trade", "conspire", *C.RIGHT_ACTIONS, "order"} == set(deck)
    s = at_actions(1, 11)
    assert s.ai is not None
    assert sorted(s.ai.schemes + s.ai.scheme_discard) == sorted(deck)


def test_ai_recruit_scheme_takes_the_townsfolk_at_its_marker() -> None:
    from meeple.games.paladins_of_the_west_kingdom.solo import ai_turn

    s, ai, a = _solo_ai(12, 3)
    a.occupied = 0
    ai.marker = 1
    target = s.townsfolk_row[1]
    assert target >= 0
    ai.schemes = ["recruit"]
    ai_turn(s)
    assert a.occupied >> C.SPACE_INDEX["recruit"] & 1 and s.townsfolk_row[1] != target


def test_ai_falls_back_to_leftmost_top_action() -> None:
    from meeple.games.paladins_of_the_west_kingdom.solo import ai_turn

    s, ai, a = _solo_ai(12, 1)
    a.occupied = 0
    ai.schemes = ["commission"]  # needs 3 workers (or 2 with a Workshop): impossible with 1
    a.workshops = [0] * 6
    ai_turn(s)
    assert a.occupied >> C.SPACE_INDEX["recruit"] & 1


def test_ai_order_targets_rightmost_unmet_order() -> None:
    from meeple.games.paladins_of_the_west_kingdom.solo import _order

    s = at_actions(1, 13)
    a = s.ai_player
    order = {o.action: i for i, o in enumerate(C.ORDERS)}
    s.orders_up = [order["commission"], order["convert"], order["fortify"]]
    a.workers = [5, 0, 0, 0, 0, 0]
    a.occupied = 0
    a.attributes = [0, 0, 0]
    a.walls = [0, 1, 2, 3, 4]  # Fortify met: it tries Convert next
    s.outsider_row[0] = kind(C.OUTSIDERS, "champion")
    assert _order(s)
    assert a.occupied >> C.SPACE_INDEX["convert"] & 1


def test_content_errors_name_file_entry_and_field(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from meeple.games.paladins_of_the_west_kingdom import content

    data = json.loads((content._DIR / "walls.json").read_text(encoding="utf-8"))
    data["cards"][3]["rewards"] = ["gold"]
    (tmp_path / "walls.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(content, "_DIR", tmp_path)
    with pytest.raises(ValueError, match=r"walls.json: entry wall-4: field\(s\) rewards"):
        content._load("walls.json", "cards", content.WallData)


def test_render_both_languages() -> None:
    from rich.console import Console

    s = at_actions(1, 14)
    for lang, word in (("fr", "Manche"), ("en", "Round")):
        console = Console(width=200, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
        console.print(GAME.render(s.view(0), 0, lang))
        out = console.export_text()
        assert word in out and ("IA" in out or "AI" in out)


def test_first_player_marker_moves_left_each_round() -> None:
    s = at_actions(3, 20)
    firsts = [s.first_player]
    while not s.is_over and s.round < 4:
        s.apply("pass" if "pass" in ids(s) else s.legal_actions()[0].id)
        if s.phase == "actions" and s.first_player != firsts[-1]:
            firsts.append(s.first_player)
    assert firsts[:3] == [firsts[0], (firsts[0] + 1) % 3, (firsts[0] + 2) % 3]


def test_setup_recruits_in_reverse_turn_order() -> None:
    s = GAME.new_game(4, 21)
    assert isinstance(s, PaladinsState)
    order = []
    while s.decision is not None and s.decision.kind == "free_recruit":
        order.append(s.current_player)
        s.apply(s.legal_actions()[0])
    assert order == [(s.first_player - k) % 4 for k in range(1, 5)]


def test_solo_tavern_two_cards_and_ai_suspicion_for_left_criminals() -> None:
    s = GAME.new_game(1, 22)
    assert isinstance(s, PaladinsState)
    while s.decision is not None and s.decision.kind != "tavern":
        s.apply(s.legal_actions()[0])
    assert len(s.tavern_row) == 2
    crim = next((i for i, c in enumerate(C.TAVERNS) if "criminal" in c.workers), None)
    plain = next(i for i, c in enumerate(C.TAVERNS) if "criminal" not in c.workers)
    assert crim is not None
    s.tavern_row = [plain, crim]
    before = len(s.ai_player.suspicion)
    s.apply("tavern:0")
    assert len(s.ai_player.suspicion) == before + C.TAVERNS[crim].workers.count("criminal")


def test_ai_attacks_only_within_its_strength() -> None:
    from meeple.games.paladins_of_the_west_kingdom.solo import _try

    s, ai, a = _solo_ai(23, 3)
    a.occupied = 0
    a.attributes = [0, 3, 0]
    ai.marker = 2
    s.outsider_row = [-1, kind(C.OUTSIDERS, "champion"), kind(C.OUTSIDERS, "thief"), -1, -1, -1]
    assert _try(s, "attack")
    assert a.attacked == [kind(C.OUTSIDERS, "champion")]  # slot 3 needs Strength 5: wraps round to slot 2


def test_illegal_turn_actions_say_why() -> None:
    import meeple

    s = at_actions(2, 24)
    p = s.players[seat(s)]
    p.occupied = 1 << C.SPACE_INDEX["trade"]
    s._legal = None
    with pytest.raises(meeple.IllegalAction, match="already occupied"):
        s.apply("trade:1")
    p.monks = 7
    s._legal = None
    with pytest.raises(meeple.IllegalAction, match="7 times"):
        s.apply("commission")


def test_solo_log_names_the_ai() -> None:
    s = at_actions(1, 25)
    s.players[0].suspicion = []
    s.ai_player.suspicion = [s.suspicion_deck.pop()]
    rewards.inquisition(s)
    assert s.log_text(0, "en")[-3:-1] == ["The AI has the most Suspicion.", "The AI takes a Debt."]
    assert s.log_text(0, "fr")[-3:-1] == ["L'IA a le plus de Suspicions.", "L'IA prend une Dette."]


def test_each_seat_reveals_its_paladin_then_picks_a_tavern_card_before_the_next() -> None:
    """"Structure des manches" 5: starting with the first player, each seat reveals its Paladin, takes its
    2 workers, then selects a Tavern card; the next seat's Paladin stays face down until then."""
    s = GAME.new_game(3, 8)
    assert isinstance(s, PaladinsState)
    while s.decision is not None and s.decision.kind != "paladin":
        s.apply(s.legal_actions()[0])
    since = len(s.log)  # round 1's Paladins are being chosen
    while s.decision is not None and s.decision.kind != "tavern":
        s.apply(s.legal_actions()[0])
    order = [(s.first_player + k) % 3 for k in range(3)]
    for k, picker in enumerate(order):
        assert seat(s) == picker and s.decision is not None and s.decision.kind == "tavern"
        assert [s.players[other].paladin >= 0 for other in order] == [j <= k for j in range(3)]
        s.apply(s.legal_actions()[0])
    kinds = [event["kind"] for event in s.events(None, since=since)
             if event["kind"] in ("paladins.log.reveal", "paladins.log.tavern")]
    assert kinds == ["paladins.log.reveal", "paladins.log.tavern"] * 3


def test_a_gain_past_the_end_of_the_attribute_track_is_logged_as_what_it_gave() -> None:
    """The attribute track ends at 12 (public-cards.json): a point past it is lost, and the log says so."""
    s = at_actions(2, 22)
    p = s.players[seat(s)]
    p.attributes = [12, 11, 0]
    since = len(s.log)
    rewards.gain(s, p, ("faith", "strength"))
    assert p.attributes == [12, 12, 0]
    capped = [e["params"] for e in s.events(None, since=since) if e["kind"] == "paladins.log.attribute_capped"]
    assert capped == [{"seat": p.seat, "attribute": "faith", "gained": 0, "maximum": 12,
                       "who": {"key": "core.player", "params": {"seat": p.seat + 1}}}]


def test_render_labels_its_numbers_in_french() -> None:
    """A King's Order's number is its VP, a worker count reads "Clerc ×2" (not "2 Clerc"), and the
    bracketed attribute is the board's own, without the Paladin."""
    from rich.console import Console

    s = at_actions(1, 14)
    view = s.view(0)
    view["state"]["players"][0]["workers"] = {worker: 0 for worker in view["state"]["players"][0]["workers"]} | {
        "cleric": 2, "scout": 1}
    console = Console(width=160, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(GAME.render(view, 0, "fr"))
    out = console.export_text()
    order = view["state"]["kings_orders"][0]
    assert f"({order['vp']} PV)" in out, out
    assert "Clerc ×2" in out and "Éclaireur," in out and "2 Clerc" not in out
    assert "Foi / Force / Influence (sans le Paladin)" in out
