"""The end of a round and the season track (base rules 5.1, 5.8 and 6; Path of Destiny's enchantments and
cards that act there), checked exactly: the questions they ask and the rule each cites, both sides of each
condition, what the log says."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import at_main, put

import meeple
from helpers import ids
from meeple.core import RULES, Decision
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import end_of_round_effects, move_marker, new_round
from meeple.games.seasons.turn import count_activation, start_turn

SEASONS_TURN, INTO_THE_VOID, TAILWIND, ARUS_SCHEMES = 4, 5, 8, 2  # Path of Destiny's enchantment numbers
DIVINE_DESTINY = 1
BEGGARS_HORN, DIAL_OF_COLOF, CHRONO_RING = 14, 206, 212
DIE_OF_MALICE, THIEVING_FAIRIES, HEART_OF_ARGOS, STEADFAST_DIE = 15, 41, 101, 114
TEMPORAL_BOOTS, RAVEN = 7, 118


def refusal(s: SeasonsState) -> str:
    s._legal = None
    with pytest.raises(meeple.IllegalAction) as refused:
        s.apply("no-such-answer")
    return refused.value.text("en")


def end_of_round(s: SeasonsState, seat: int) -> None:
    end_of_round_effects(s, Decision("eor", RULES, {"p": seat}), None)
    s._legal = None


# ---------------------------------------------------------------------- end-of-round effects (base 5.1.4a)
@pytest.mark.parametrize(("energy", "crystals"), [([1, 1, 1, 1], 4), ([1, 1, 1, 0], 0)])
def test_seasons_turn_gives_4_crystals_for_one_energy_of_each_element(energy: list[int], crystals: int) -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=SEASONS_TURN)
    seat = s.decision.player
    s.energy[seat] = energy
    since = len(s.log)
    s.stack.clear()
    end_of_round(s, seat)
    assert s.crystals[seat] == crystals and s.stack == []  # no question: nothing else to choose
    logged = [(e["kind"], {k: v for k, v in e["params"].items() if k != "who"}) for e in s.events(None, since)
              if e["kind"] == "seasons.log.crystals"]
    assert logged == ([("seasons.log.crystals", {"seat": seat, "n": 4})] if crystals else [])


@pytest.mark.parametrize(("water", "asked"), [(1, True), (0, False)])
def test_tailwind_asks_only_a_seat_with_water(water: int, asked: bool) -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=TAILWIND)
    seat = s.decision.player
    s.energy[seat] = [water, 0, 0, 0]
    s.stack.clear()
    end_of_round(s, seat)
    if asked:
        assert ids(s) == ["tailwind:yes", "tailwind:no"]
        assert refusal(s).endswith("[rule: Path of Destiny: Tailwind]")
    else:
        assert s.stack == []


def test_a_card_and_the_enchantment_at_the_end_of_a_round_are_resolved_in_the_order_the_seat_chooses() -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=SEASONS_TURN)
    seat = s.decision.player
    put(s, seat, BEGGARS_HORN)
    s.energy[seat] = [1, 1, 1, 1]
    s.stack.clear()
    end_of_round(s, seat)
    assert [a.describe() for a in s.legal_actions()] == [
        {"kind": "seasons.act.eor_enchantment", "params": {"enchantment": "enchantment-seasons-turn", "key": -4}},
        {"kind": "seasons.act.eor_card", "params": {"card": "beggars-horn", "key": BEGGARS_HORN}}]
    assert refusal(s).endswith("[rule: Path of Destiny: ordre des effets de fin de manche]")
    s.apply("eor:e4")
    assert s.crystals[seat] == 4


# ---------------------------------------------------------------------- the marker (base 5.8, 6)
@pytest.mark.parametrize(("steps", "asked"), [(3, True), (2, False)])
def test_the_chrono_ring_answers_a_move_of_3_spaces_or_more(steps: int, asked: bool) -> None:
    s = at_main(2, 1, expansion="path-of-destiny")
    seat = s.decision.player
    put(s, seat, CHRONO_RING)
    s.stack.clear()
    move_marker(s, steps)
    s._legal = None
    if asked:
        assert s.decision is not None and s.decision.player == seat and ids(s) == ["ring:crystals", "ring:energy"]
        assert refusal(s).endswith("[rule: Path of Destiny, card 12/20 (Chrono-Ring)]")
    else:
        assert not any(d.kind == "choice" for d in s.stack)


@pytest.mark.parametrize(("others", "asked"), [(0, True), (1, False)])
def test_the_dial_of_colof_needs_more_cards_in_play_than_an_opponent(others: int, asked: bool) -> None:
    s = at_main(2, 1, expansion="path-of-destiny")
    seat = s.decision.player
    put(s, seat, DIAL_OF_COLOF)
    s.play[1 - seat] = s.play[1 - seat][:0]
    for _ in range(others):  # as many cards in play as the owner: no reroll
        put(s, 1 - seat, BEGGARS_HORN)
    s.stack.clear()
    # an end-of-round effect of its owner (PoD "Ordre de résolution des effets de fin de manche")
    end_of_round_effects(s, Decision("eor", RULES, {"p": seat}), None)
    s._legal = None
    dial = [d for d in s.stack if d.kind == "choice"]
    assert len(dial) == (1 if asked else 0)
    if asked:
        assert ids(s) == ["dial:yes", "dial:no"]
        assert refusal(s).endswith("[rule: Path of Destiny, card 6/20 (Dial of Colof)]")


def test_the_marker_never_goes_back_before_the_first_space() -> None:
    s = at_main(2, 1)
    s.year, s.month = 1, 0
    move_marker(s, -1)
    assert (s.year, s.month) == (1, 0)


@pytest.mark.parametrize(("start", "steps", "logged"), [
    ((1, 10), 2, {"n": 2, "year": 2, "month": 1}),  # from fall into winter: the 13th space starts year II
    ((3, 11), 1, None),  # past the end: no year IV is named (seasons.log.marker_end)
    ((2, 0), -2, {"n": 2, "year": 1, "month": 11}),  # back into fall of year I (seasons.log.marker_back)
])
def test_a_move_is_logged_with_its_steps_and_the_space_reached(
        start: tuple[int, int], steps: int, logged: dict[str, int] | None) -> None:
    s = at_main(2, 1)
    s.year, s.month = start
    since = len(s.log)
    move_marker(s, steps)
    kind = "seasons.log.marker_back" if steps < 0 else "seasons.log.marker"
    marks = [e["params"] for e in s.events(None, since) if e["kind"] == kind]
    ends = [e["params"] for e in s.events(None, since) if e["kind"] == "seasons.log.marker_end"]
    assert (marks, ends) == (([logged], []) if logged else ([], [{"n": steps}]))
    years = [e["params"]["year"] for e in s.events(None, since) if e["kind"] == "seasons.log.year"]
    assert years == ([2] if logged and steps > 0 else [])  # past year III no fourth year begins


def test_the_round_past_the_end_closes_the_game() -> None:
    s = at_main(2, 1)
    s.ended = True
    s.stack.clear()
    new_round(s, Decision("new_round", RULES), None)
    assert s.is_over and s.view(0)["state"]["phase"] == "over"


def test_without_arus_schemes_a_year_change_passes_no_card() -> None:
    s = at_main(3, 1, expansion="path-of-destiny", enchantment=SEASONS_TURN)
    s.hands = [[22], [29], [41]]
    s.lib2 = [[], [], []]
    s.month = 11
    s.stack.clear()
    move_marker(s, 1)
    assert s.year == 2 and not any(d.kind == "hand" for d in s.stack) and s.hands == [[22], [29], [41]]


# ---------------------------------------------------------------------- year changes (base 5.8)
def test_year_three_brings_the_library_iii_cards_once() -> None:
    s = at_main(2, 1)
    s.year, s.month, s.libs_given = 2, 11, 2
    s.lib2[0], s.lib3[0] = [22], [29]
    since = len(s.log)
    move_marker(s, 1)
    assert s.year == 3 and 29 in s.hands[0] and 22 not in s.hands[0] and s.lib3[0] == []
    move_marker(s, -1)  # Temporal Boots back into year II: hands are kept
    move_marker(s, 1)  # and forward again: no library a second time
    years = [e["params"] for e in s.events(None, since) if e["kind"] == "seasons.log.year"]
    assert years == [{"year": 3}]


@pytest.mark.parametrize(("enchantment", "asked"), [(INTO_THE_VOID, [1]), (None, [])])
def test_into_the_void_asks_a_sacrifice_below_15_crystals_at_the_first_year_change(
        enchantment: int | None, asked: list[int]) -> None:
    options = {"expansion": "path-of-destiny", "enchantment": enchantment} if enchantment else {}
    s = at_main(2, 1, **options)
    put(s, 0, 22)
    put(s, 1, 29)
    s.crystals = [15, 14]
    s.month = 11
    s.stack.clear()
    move_marker(s, 1)
    assert [d.data["p"] for d in s.stack if d.kind == "sacrifice_if_any"] == asked
    if asked:
        s._resolve(s.stack.pop(), None)  # the rules' turn: the seat still has a card, so it is asked
        assert s.decision is not None and (s.decision.kind, s.decision.player) == ("sacrifice", 1)
        assert refusal(s).endswith("[rule: Path of Destiny: Into the Void]")


def test_into_the_void_applies_at_the_end_of_year_three_too() -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=INTO_THE_VOID)
    put(s, 0, 22)
    s.crystals = [0, 0]
    s.year, s.month, s.libs_given = 3, 11, 3
    s.stack.clear()
    move_marker(s, 1)
    assert s.ended and [d.data["p"] for d in s.stack if d.kind == "sacrifice_if_any"] == [0]


def test_into_the_void_asks_nothing_of_a_seat_whose_last_card_left_with_an_earlier_sacrifice() -> None:
    """Found by the soak (2 players seed 5920, 3 players seed 5305): a Raven copying the
    Temporal Boots leaves when their owner sacrifices them to Into the Void, and its owner,
    asked next, had nothing left to sacrifice: no legal action in a game not over."""
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=INTO_THE_VOID)
    p = s.decision.player if s.decision is not None else 0
    q = 1 - p
    put(s, q, TEMPORAL_BOOTS)
    # Raven the Usurper copying q's Boots (rules.RAVEN_OWNER/RAVEN_ITEM: the item's layout, owner, item, locks)
    s.play[p].append([RAVEN, 0, 0, 0, 0, 0, 0, q, TEMPORAL_BOOTS, 0, 0])
    s.crystals = [0, 0]
    s.first, s.month = q, 11
    s.stack.clear()
    move_marker(s, 1)
    s._resolve(s.stack.pop(), None)
    s._legal = None
    s.apply("sac:0")  # q sacrifices the Boots first: the Raven copying them goes too
    assert s.play[p] == [] and not any(d.kind == "sacrifice" for d in s.stack)


def test_arus_schemes_passes_one_card_to_the_left_at_a_year_change() -> None:
    s = at_main(3, 1, expansion="path-of-destiny", enchantment=ARUS_SCHEMES)
    s.hands = [[22], [29], [41]]
    s.lib2 = [[], [], []]  # no library cards arrive meanwhile
    s.month = 11
    s.stack.clear()
    since = len(s.log)
    move_marker(s, 1)
    s.settle()
    asked = []
    while s.decision is not None and s.decision.kind == "hand":
        asked.append(s.decision.player)
        assert refusal(s).endswith("[rule: Path of Destiny: Arus's Cunning Schemes]")
        s.apply(s.legal_actions()[0])
    assert sorted(asked) == [0, 1, 2]
    assert s.hands == [[41], [22], [29]]  # each card one seat to the left
    assert "seasons.log.arus" in [e["kind"] for e in s.events(None, since)]


# ---------------------------------------------------------------- the die and what may replace it (base 5.2, 5.3.1)
def start(s: SeasonsState, seat: int) -> None:
    s.stack.clear()
    start_turn(s, Decision("start_turn", RULES, {"p": seat}), None)
    s._legal = None


def test_two_dice_of_malice_reroll_twice_and_the_die_of_destiny_only_before_a_reroll() -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=DIVINE_DESTINY)
    seat = s.decision.player
    put(s, seat, DIE_OF_MALICE, DIE_OF_MALICE)
    start(s, seat)
    assert [a.describe()["kind"] for a in s.legal_actions()] == [
        "seasons.act.season_die", "seasons.act.destiny_die", "seasons.act.malice"]
    assert refusal(s).endswith("[rule: base rules 5.3.1]")
    s.apply("malice")
    assert [a.describe()["kind"] for a in s.legal_actions()] == ["seasons.act.season_die", "seasons.act.malice"]
    assert refusal(s).endswith("[rule: card 15 (Die of Malice)]")


def test_the_die_of_malice_logs_itself_and_pays_thieving_fairies() -> None:
    """Die of Malice: reroll and 2 crystals; the opponent's Thieving Fairies take 1 crystal first
    (owed for using the card, card 41), +1 from the bank."""
    s = at_main(2, 1)
    seat = s.decision.player
    put(s, seat, DIE_OF_MALICE)
    put(s, 1 - seat, THIEVING_FAIRIES)
    s.crystals = [5, 5]
    start(s, seat)
    since = len(s.log)
    s.apply("malice")
    assert s.crystals[seat] == 5 + 2 - 1 and s.crystals[1 - seat] == 5 + 1 + 1
    events = s.events(None, since)
    assert [(e["kind"], e["params"]["card"]) for e in events[:1]] == [("seasons.log.activate", "die-of-malice")]
    # the toll and the bank's crystal name the Fairies; the Malice's 2 follow
    assert [e["kind"] for e in events[1:5]] == ["seasons.log.crystals_lost", "seasons.log.crystals_card",
                                                "seasons.log.crystals_card", "seasons.log.crystals"]


def test_the_first_activation_of_a_turn_feeds_the_heart_of_argos_once() -> None:
    s = at_main(2, 1)
    seat = s.decision.player
    put(s, seat, HEART_OF_ARGOS)
    s.play[seat][-1][2] = 2  # already 2 earth on it
    s.turn_acts = 0
    count_activation(s, seat)
    count_activation(s, seat)
    assert s.play[seat][-1][2] == 3


@pytest.mark.parametrize(("choice", "gauge", "energies", "transmute"), [
    ("gauge", 1, 0, False), ("energy", 0, 1, False), ("transmute", 0, 0, True)])
def test_the_steadfast_die_replaces_the_die_by_one_of_three_gains(
        choice: str, gauge: int, energies: int, transmute: bool) -> None:
    s = at_main(2, 1)
    seat = s.decision.player
    put(s, seat, STEADFAST_DIE)
    start(s, seat)
    assert [a.describe()["kind"] for a in s.legal_actions()] == ["seasons.act.season_die", "seasons.act.steadfast"]
    s.apply("steadfast")
    assert ids(s) == ["steadfast:gauge", "steadfast:energy", "steadfast:transmute"]
    assert refusal(s).endswith("[rule: card 114 (Steadfast Die)]")
    s.io_only = True
    s.apply(f"steadfast:{choice}")
    if choice == "energy":
        assert s.decision is not None and s.decision.kind == "gain"
        assert refusal(s).endswith("[rule: card 114 (Steadfast Die)]")
    while s.decision is not None and s.decision.kind != "main":  # the energy's element
        s.apply(s.legal_actions()[0])
    assert s.gauge[seat] == gauge and sum(s.energy[seat]) == energies
    assert s.may_transmute is transmute and (not transmute or s.io_only is False)


def test_the_view_names_the_turn_being_played_and_no_other() -> None:
    """base 5.1: the dice are chosen (step 2) before anyone's turn (step 3). The view kept the last
    turn's seat while another seat took its die: the browser read "Player 2's turn" as Player 1 chose."""
    state = meeple.load_game("seasons").new_game(2, seed=3)
    rng = random.Random(3)
    dice_after_a_turn = 0
    while not state.is_over:
        decision = state.decision
        turn = state.view(None)["state"]["turn"]
        if decision is not None and decision.kind == "die":
            assert turn is None
            dice_after_a_turn += state.view(None)["state"]["calendar"]["month"] > 1
        if decision is not None and decision.kind == "main":
            assert turn is not None and turn["player"] == decision.player
        state.apply(rng.choice(state.legal_actions()))
    assert dice_after_a_turn > 10
