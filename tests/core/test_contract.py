"""The state/action contract, checked on the toy game."""

from __future__ import annotations

import json
import random

import pytest

import meeple
from meeple.core.i18n import Msg, register, render

from toy import GAME


def play_random(state: meeple.State, seed: int) -> meeple.State:
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_game_plays_to_the_end_and_names_winners() -> None:
    state = play_random(GAME.new_game(2, seed=3), 1)
    assert state.is_over and state.current_player is None and state.legal_actions() == ()
    best = max(state.scores())
    assert state.winners() == [s for s, v in enumerate(state.scores()) if v == best]


def test_seed_and_actions_reproduce_the_game(toy_registered: meeple.Game) -> None:
    state = play_random(GAME.new_game(3, seed=11), 5)
    record = json.loads(json.dumps(state.to_record()))
    again = meeple.replay(record)
    assert again.view(None) == state.view(None)
    assert again.history == state.history


def test_different_seeds_deal_differently() -> None:
    views = {json.dumps(GAME.new_game(2, seed=s).view(0)) for s in range(5)}
    assert len(views) > 1


def test_illegal_action_raises_and_changes_nothing() -> None:
    state = GAME.new_game(2, seed=1)
    before = state.view(None), state.view(0), list(state.history)
    hand = set(state.view(0)["hidden"]["hand-0"])
    missing = next(v for v in range(1, 11) if f"card-{v}" not in hand)
    with pytest.raises(meeple.IllegalAction, match="play one card"):
        state.apply(f"play:{missing}")
    with pytest.raises(meeple.IllegalAction):
        state.apply("nonsense")
    assert (state.view(None), state.view(0), list(state.history)) == before


def test_apply_accepts_action_or_id() -> None:
    a, b = GAME.new_game(2, seed=4), GAME.new_game(2, seed=4)
    first = a.legal_actions()[0]
    a.apply(first)
    b.apply(first.id)
    assert a.view(None) == b.view(None)


def test_copy_is_independent() -> None:
    state = GAME.new_game(2, seed=2)
    clone = state.copy()
    clone.apply(clone.legal_actions()[0])
    assert state.history == [] and clone.history != []
    assert state.view(0) != clone.view(0)
    # the random streams are equal but separate
    assert state.rng.random() == clone.rng.random()


def test_view_hides_other_hands_and_their_draws() -> None:
    state = GAME.new_game(2, seed=8)
    state.apply(state.legal_actions()[0])  # seat 0 plays and draws
    view1 = state.view(1)
    assert isinstance(view1["hidden"]["hand-0"], int)
    assert isinstance(view1["hidden"]["hand-1"], list)
    assert isinstance(view1["hidden"]["deck"], int)
    keys0 = [e["kind"] for e in state.events(0)]
    keys1 = [e["kind"] for e in state.events(1)]
    assert "toy.drew" in keys0 and "toy.drew" not in keys1 and "toy.drew_hidden" in keys1


@pytest.mark.parametrize("seed", range(10))
def test_view_equals_determinized_view(seed: int) -> None:
    state = GAME.new_game(3, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        for seat in range(3):
            det = state.determinize(seat, random.Random(rng.random()))
            assert det.view(seat) == state.view(seat)
        state.apply(rng.choice(state.legal_actions()))


def test_determinize_resamples_hidden_cards_only() -> None:
    state = GAME.new_game(2, seed=5)
    samples = {tuple(state.determinize(0, random.Random(k)).view(1)["hidden"]["hand-1"]) for k in range(20)}
    assert len(samples) > 1  # seat 1's hand, unseen by seat 0, is re-dealt
    det = state.determinize(0, random.Random(1))
    assert sorted(det.view(0)["hidden"]["hand-0"]) == sorted(state.view(0)["hidden"]["hand-0"])
    # determinizing never touches the true state's random stream
    before = state.rng.getstate()
    state.determinize(1, random.Random(2))
    assert state.rng.getstate() == before


def test_bad_setup_is_refused() -> None:
    with pytest.raises(ValueError, match="1 to 4 players"):
        GAME.new_game(5)
    with pytest.raises(ValueError, match="no option"):
        GAME.new_game(2, options={"colour": "red"})
    with pytest.raises(ValueError, match="not one of"):
        GAME.new_game(2, options={"hand": 9})


def test_text_renders_in_both_languages() -> None:
    register({"test.card": {"fr": "la carte {n}", "en": "card {n}"},
              "test.took": {"fr": "{who} prend {what}", "en": "{who} takes {what}"}})
    msg = Msg("test.took", {"who": "Kira", "what": Msg("test.card", {"n": 3})})
    assert msg.text("fr") == "Kira prend la carte 3"
    assert msg.text("en") == "Kira takes card 3"
    assert meeple.Msg.__name__ == "Msg"
    with pytest.raises(ValueError, match="lacks en"):
        register({"test.bad": {"fr": "seulement"}})
    with pytest.raises(KeyError):
        render("test.unknown", {}, "fr")


def test_prompt_and_actions_have_text() -> None:
    state = GAME.new_game(2, seed=1)
    assert state.prompt() is not None and state.prompt().text("fr") == "Jouez une carte"  # type: ignore[union-attr]
    action = state.legal_actions()[0]
    assert action.text("fr").startswith("Jouer la carte") and action.text("en").startswith("Play the")


def test_a_prompt_names_the_seat_and_what_the_game_adds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(meeple.core.i18n._CATALOG, "toy.decision.play",
                        {"fr": "{who} ({player}) : jouez une carte, {left} restantes",
                         "en": "{who} ({player}): play a card, {left} left"})
    state = GAME.new_game(2, seed=1)
    monkeypatch.setattr(type(state), "prompt_params", lambda self, decision: {"left": 7 - decision.player})
    assert state.prompt().text("en") == "Player 1 (0): play a card, 7 left"  # type: ignore[union-attr]
    assert state.prompt().text("fr") == "Joueur 1 (0) : jouez une carte, 7 restantes"  # type: ignore[union-attr]


def test_games_is_callable_even_after_a_game_package_is_imported() -> None:
    import meeple.games.shadow_kingdoms_of_valeria  # rebinds the attribute meeple.games

    assert "shadow-kingdoms-of-valeria" in meeple.games()
