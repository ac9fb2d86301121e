"""Properties of random Shadow Kingdoms of Valeria games, for every player count:
the game ends, components are conserved, tracks stay in range, replays and
determinizations agree with the true state, illegal actions change nothing."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from functools import cache

import pytest

import meeple
from meeple.games.shadow_kingdoms_of_valeria.content import load
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState

C = load()
GAME = meeple.load_game("shadow-kingdoms-of-valeria")
PLAYER_COUNTS = (1, 2, 3, 4, 5)
SEEDS = range(4)
MANY_SEEDS = range(12)  # for the cheap per-action checks
MAX_ACTIONS = 4000  # far above the longest game seen (~900 actions with 5 players)
SAMPLE_EVERY = 37  # expensive checks (views, determinize, illegal moves) at sampled points


def random_game(n: int, seed: int) -> Iterator[ValeriaState]:
    """Play a random game, yielding the state after setup and after every action."""
    state = GAME.new_game(n, seed)
    assert isinstance(state, ValeriaState)
    rng = random.Random(1000 * n + seed)
    yield state
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()).id)
        yield state
    raise AssertionError(f"{n} players, seed {seed}: no end after {MAX_ACTIONS} actions")


@cache
def finished_game(n: int, seed: int) -> ValeriaState:
    state = None
    for state in random_game(n, seed):  # noqa: B007 - we want the last state
        pass
    assert state is not None
    return state


# --- invariants checked after every action ----------------------------------------------------


def pending(state: ValeriaState, kind: str, key: str) -> list[object]:
    """Items held by pending decisions (a die waiting for a troop slot, a plan
    waiting for its reserve slot): they are between two places."""
    return [d.data[key] for d in state.stack if d.kind == kind]


def check_dice(state: ValeriaState) -> None:
    per_colour = C.board.setup[state.num_players].dice_per_colour
    count = Counter({colour: n for colour, n in enumerate(state.bag)})
    for dice in state.sanctuaries:
        count.update(colour for colour, _ in dice)
    for p in state.players:
        count.update(colour for colour, _ in p.dice)
        assert len(p.dice) <= p.troop_slots
    count.update(colour for colour, _ in state.ctx.get("plan_dice", ()))
    count.update(die[0] for die in pending(state, "full_slots", "die"))  # type: ignore[index]
    assert all(n >= 0 for n in state.bag)
    assert count == Counter({colour: per_colour for colour in range(len(C.colours))}), count
    assert all(1 <= value <= 6 for dice in state.sanctuaries for _, value in dice)


def check_markers(state: ValeriaState) -> None:
    for seat, p in enumerate(state.players):
        on_distinctions = sum(seat in claim for claim in state.claims)
        # a marker is in flight between its two steps: a claimed distinction before
        # the board marker comes off, or a removed marker before it reaches the scroll
        removing = sum(d.kind == "remove_marker" and d.player == seat for d in state.stack)
        placing = sum(d.kind == "place_marker" and d.player == seat for d in state.stack)
        assert len(p.unlocked) + removing == sum(p.markers) + on_distinctions + placing, (seat, p.unlocked)
        assert 0 <= p.markers_left <= 10
        assert on_distinctions == sum(claim.count(seat) for claim in state.claims)  # one per card at most
    for claim in state.claims:
        assert len(claim) == len(set(claim))


def check_tracks(state: ValeriaState) -> None:
    gems = C.board.setup[state.num_players].gems
    for p in state.players:
        assert p.cap in (13, 20)
        assert 0 <= p.gold <= p.cap and 0 <= p.magic <= p.cap
        assert 0 <= p.influence <= min(p.cap, 20)
        assert 0 <= p.gems <= p.gem_capacity
        assert p.vp >= 0
        assert len(p.champions) <= p.champion_limit
    assert state.gem_supply >= 0
    assert state.gem_supply + sum(p.gems for p in state.players) == gems


def check_cards(state: ValeriaState) -> None:
    plans = list(state.strat_pile.hidden) + list(state.strat_pile.under)
    plans += [c for c in state.column if c is not None]
    for p in state.players:
        plans += [c for c in p.reserve if c is not None] + p.completed
    if "plan" in state.ctx:
        plans.append(state.ctx["plan"])
    plans += [str(c) for c in pending(state, "reserve_slot", "card")]
    if state.solo is not None:
        plans += state.solo.completed
    assert sorted(plans) == sorted(C.stratagem_ids), Counter(plans) - Counter(C.stratagem_ids)
    champions = [c for row in state.rows.values() for c in row if c is not None]
    for pile in state.champion_piles.values():
        champions += pile.hidden + pile.under
    for p in state.players:
        champions += p.champions
    assert sorted(champions) == sorted(C.champion_ids)
    assert len(state.column) == len(C.board.stratagem_slot_costs)


def check_all(state: ValeriaState) -> None:
    check_dice(state)
    check_markers(state)
    check_tracks(state)
    check_cards(state)


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_random_games_end_and_conserve_everything(n: int) -> None:
    for seed in MANY_SEEDS:
        for state in random_game(n, seed):
            check_all(state)
        assert state.is_over and state.current_player is None and state.legal_actions() == ()
        assert state.end_triggered or (state.solo is not None and len(state.solo.completed) >= 7)
        assert len(state.scores()) == n
        if state.solo is None:
            assert state.winners(), "someone wins a multiplayer game"
        else:
            assert state.winners() in ([], [0])


# --- replay, determinism, hidden information, illegal actions ----------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_replay_rebuilds_the_same_game(n: int) -> None:
    for seed in SEEDS:
        state = finished_game(n, seed)
        again = meeple.replay(state.to_record())
        assert again.view(None) == state.view(None)
        assert again.scores() == state.scores() and again.winners() == state.winners()


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_same_seed_and_actions_give_the_same_game(n: int) -> None:
    first = finished_game(n, 0)
    second = None
    for second in random_game(n, 0):  # noqa: B007 - we want the last state
        pass
    assert second is not None and second is not first
    assert second.to_record() == first.to_record()
    assert second.view(None) == first.view(None)
    assert second.log_text(None, "fr") == first.log_text(None, "fr")


def sampled(n: int, seed: int) -> Iterator[tuple[int, ValeriaState]]:
    for step, state in enumerate(random_game(n, seed)):
        if step % SAMPLE_EVERY == 0 or state.is_over:
            yield step, state


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_determinize_keeps_each_seats_view_and_the_legal_actions(n: int) -> None:
    for seed in SEEDS[:2]:
        for step, state in sampled(n, seed):
            rng = random.Random(step)
            for seat in range(n):
                assert state.determinize(seat, rng).view(seat) == state.view(seat), (seed, step, seat)
            current = state.current_player
            if current is not None:
                other = state.determinize(current, random.Random(step + 1))
                assert isinstance(other, ValeriaState)
                assert [a.id for a in other.legal_actions()] == [a.id for a in state.legal_actions()]
                check_all(other)  # the re-dealt copy is a consistent game too


def test_determinize_resamples_only_the_face_down_piles() -> None:
    state = GAME.new_game(3, 0)
    assert isinstance(state, ValeriaState)
    other = state.determinize(0, random.Random(5))
    assert isinstance(other, ValeriaState)
    assert sorted(other.strat_pile.hidden) == sorted(state.strat_pile.hidden)
    assert other.strat_pile.hidden != state.strat_pile.hidden  # 38 cards: a reshuffle moves them
    assert other.column == state.column and other.rows == state.rows
    assert state.view(None)["hidden"]["stratagem_pile"] == len(state.strat_pile.hidden)


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_illegal_actions_raise_and_change_nothing(n: int) -> None:
    for step, state in sampled(n, 1):
        before_view = state.view(None)
        before_record = state.to_record()
        legal = {a.id for a in state.legal_actions()}
        # nonsense, and real ids of other decisions
        candidates = ["nonsense", "move:camp", "pass", "done", "die:goblin-7", "buy:warlock", "zone:9"]
        for action in candidates:
            if action in legal:
                continue
            with pytest.raises(meeple.IllegalAction):
                state.apply(action)
            assert state.view(None) == before_view, (step, action)
            assert state.to_record() == before_record
        if state.is_over:
            with pytest.raises(meeple.IllegalAction):
                state.apply("move:gold")


def test_the_invariant_checks_catch_broken_states() -> None:
    """Each check fails on a state broken on purpose (so passing means something)."""
    base = GAME.new_game(2, 0)
    # each breakage names the one check that must catch it, so another check's failure cannot pass for it
    breakages = {
        "a die vanishes": (lambda s: s.bag.__setitem__(0, s.bag[0] - 1), check_dice),
        "a marker vanishes": (lambda s: s.players[0].unlocked.add("no-such-upgrade"), check_markers),
        "gold above the cap": (lambda s: setattr(s.players[1], "gold", s.players[1].cap + 1), check_tracks),
        "a gem appears": (lambda s: setattr(s, "gem_supply", s.gem_supply + 1), check_tracks),
        "a plan is duplicated": (lambda s: s.players[0].completed.append(s.column[0]), check_cards),
        "a champion vanishes": (lambda s: s.champion_piles["ongoing"].hidden.pop(), check_cards),
    }
    for name, (breakage, check) in breakages.items():
        broken = base.copy()
        assert isinstance(broken, ValeriaState)
        check_all(broken)
        breakage(broken)
        try:
            check(broken)
        except AssertionError:
            continue
        pytest.fail(f"{name}: {check.__name__} let it through")


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_every_text_renders_in_french_and_english(n: int) -> None:
    for _, state in sampled(n, 2):
        for lang in ("fr", "en"):
            prompt = state.prompt()
            if prompt is not None:
                assert prompt.text(lang)
            for action in state.legal_actions():
                assert action.text(lang), action.id
    for lang in ("fr", "en"):
        assert all(state.log_text(None, lang))
