"""A refused move is explained in the reader's language: in random games of every
game, garbage and out-of-place answers are refused with a message and a rule that
each read in their own language (no French in the English text, no English left
in the French one), and every log event renders in both languages."""

from __future__ import annotations

import random
import re

import pytest

import meeple
from helpers import new, play_randomly
from meeple.core.i18n import LANGS, Msg

# Letters English never needs; the English text of a refusal holds ids and English words only.
FRENCH_LETTERS = re.compile("[àâçéèêëîïôûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŒÆ«»]")

GAMES = [  # (game, players, options): a solo game where the game has a rules' opponent
    ("paladins-of-the-west-kingdom", 1, {}),
    ("paladins-of-the-west-kingdom", 2, {}),
    ("path-of-light-and-shadow", 2, {}),
    ("seasons", 2, {}),
    ("seasons", 3, {"level": "archmage", "expansion": "path-of-destiny", "enchanted_kingdom": True, "promos": True}),
    ("seasons", 2, {"enchanted_kingdom": True, "enchantment": 110}),
    ("shadow-kingdoms-of-valeria", 1, {}),
    ("shadow-kingdoms-of-valeria", 2, {}),
]
STEPS = 250  # answers with refused ones tried before each; the game is then played out


def check_refusal(exc: meeple.IllegalAction) -> None:
    """Both the message and the rule are translatable, and each language reads its own."""
    english, french = exc.text("en"), exc.text("fr")
    assert isinstance(exc.message, Msg), f"untranslatable message: {english}"
    assert isinstance(exc.rule, Msg) or exc.rule == "", f"untranslatable rule: {english}"
    assert not FRENCH_LETTERS.search(english), f"French in the English text: {english}"
    for part in (exc.message, exc.rule):
        if isinstance(part, Msg):
            part_fr, part_en = part.text("fr"), part.text("en")
            assert part_fr != part_en, f"the French text falls back to English: {french}"
            assert part_fr not in english, f"the French text inside the English one: {english}"
    assert english != french


@pytest.mark.parametrize(("game_id", "players", "options"), GAMES)
def test_refusals_read_in_each_language(game_id: str, players: int, options: dict[str, object]) -> None:
    rng = random.Random(f"{game_id}/{players}")
    state = new(game_id, players, seed=rng.randrange(1000), options=options)
    seen_ids: set[str] = set()
    decisions: set[str] = set()
    keys: set[str] = set()
    for _ in range(STEPS):
        if state.is_over:
            break
        legal = state.legal_actions()
        legal_ids = {action.id for action in legal}
        out_of_place = sorted(seen_ids - legal_ids)
        tries = ["no-such-move", "", "9:9:9", *rng.sample(out_of_place, min(3, len(out_of_place)))]
        for action_id in tries:
            with pytest.raises(meeple.IllegalAction) as refused:
                state.apply(action_id)
            check_refusal(refused.value)
            keys.add(refused.value.message.key if isinstance(refused.value.message, Msg) else "")
        assert state.decision is not None
        decisions.add(state.decision.kind)
        seen_ids |= legal_ids
        state.apply(rng.choice(legal))
    play_randomly(state, rng)
    with pytest.raises(meeple.IllegalAction) as refused:
        state.apply("no-such-move")
    check_refusal(refused.value)
    assert len(decisions) >= 3  # the refusals met several kinds of question
    if game_id == "paladins-of-the-west-kingdom":  # its own explanations of a refused action were met too
        assert any(key.startswith("paladins.refused.") for key in keys), keys
    for seat in (None, *range(state.num_players)):
        for lang in LANGS:
            for event in state.events(seat, lang=lang):
                assert isinstance(event["text"], str) and event["text"]
