"""The contract, checked on every installed game: text in both languages for
every question, action and log event; views equal determinized views; legal
actions do not depend on hidden information; records replay; illegal actions
change nothing."""

from __future__ import annotations

import random
import re

import pytest

import meeple

# French elides "de", "que", "le", "la" before a vowel ("la Force d'Errante", never "de Errante"): a
# template that puts one of them before a name must be worded so that it reads right whatever the name.
UNELIDED = re.compile(r"(?<![\w'])(de|que|le|la) (?=[AEIOUÉÈÊÎÔaeiouéèêîô])")
# Brackets inside brackets ("gagne 3 PV (Distinctions (Adversaire))") read badly: a name put in a
# template's brackets must not carry its own.
NESTED = re.compile(r"\([^()]*\(")

CASES = [(game_id, n) for game_id in meeple.games()
         for n in range(meeple.load_game(game_id).min_players, meeple.load_game(game_id).max_players + 1)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_game_honours_the_contract(game_id: str, players: int) -> None:
    game = meeple.load_game(game_id)
    state = game.new_game(players, seed=players * 7)
    rng = random.Random(players)
    steps = 0
    while not state.is_over:
        actions = state.legal_actions()
        assert actions, "a pending decision must offer at least one answer"
        assert len({a.id for a in actions}) == len(actions), "action ids are unique"
        prompt = state.prompt()
        assert prompt is not None
        for lang in ("fr", "en"):
            assert prompt.text(lang)
            for action in actions:
                assert action.text(lang)
                assert not NESTED.search(action.text(lang)), action.text(lang)
        unelided = [action.text("fr") for action in actions if UNELIDED.search(action.text("fr"))]
        assert not unelided
        if steps % 37 == 0:
            seat = state.current_player
            assert seat is not None
            for p in range(players):
                det = state.determinize(p, random.Random(steps + p))
                assert det.view(p) == state.view(p)
            det = state.determinize(seat, random.Random(steps))
            assert [a.id for a in det.legal_actions()] == [a.id for a in actions]
            before = state.view(None)
            with pytest.raises(meeple.IllegalAction):
                state.apply("no-such-action")
            assert state.view(None) == before
        state.apply(rng.choice(actions))
        steps += 1
        assert steps < 20_000, "the game must end"
    for seat in (None, *range(players)):
        for lang in ("fr", "en"):
            for event in state.events(seat, lang=lang):
                assert event["text"]
                assert lang == "en" or not UNELIDED.search(event["text"]), event["text"]
                assert not NESTED.search(event["text"]), event["text"]
    assert set(state.winners()) <= set(range(players))
    again = meeple.replay(state.to_record())
    assert again.view(None) == state.view(None)
    with pytest.raises(meeple.IllegalAction):
        state.apply(actions[0])
