"""Hidden information around the conquest of a controlled province."""

from __future__ import annotations

import json
import random
import re

from path_helpers import ScriptedRng, place, position


def seen(s, seat):  # type: ignore[no-untyped-def]
    view = s.view(seat)
    text = " ".join(json.dumps(e) for e in s.events(seat))
    return json.dumps(view["hidden"]) + json.dumps(view["state"]) + text


def setup():  # type: ignore[no-untyped-def]
    s = position(hand0=["numerai-blademaster", "trusted-follower", "trusted-follower", "trusted-follower",
                        "trusted-follower"],
                 hand1=["halax-sellblade.river", "steadfast-conscript", "trusted-follower", "trusted-follower",
                        "trusted-follower"],
                 deck1=["trusted-follower"] * 5)
    q = place(s, 0, "pilgrimwalk")
    s.owner[q] = 1
    s._legal = None
    return s


def test_attackers_stay_secret_until_the_reveal() -> None:
    s = setup()
    s.apply("conquer")
    s.apply("attack:numerai-blademaster")
    # the defender sees a facedown card, never its name
    assert "numerai-blademaster" not in seen(s, 1)
    assert "numerai-blademaster" in seen(s, 0)
    s.apply("go")
    assert s.view(1)["hidden"]["attack"] == 1  # the count is declared
    assert "numerai-blademaster" not in seen(s, 1)
    # the defender's picks are hidden from the attacker
    s.apply("defend:halax-sellblade.river")
    assert "halax-sellblade.river" not in seen(s, 0)
    assert s.view(0)["hidden"]["defense"] == 1
    assert "numerai-blademaster" not in seen(s, 1)
    # determinizing for the attacker resamples the defender's picks from the defender's cards
    det = s.determinize(0, random.Random(3))
    assert det.view(0) == s.view(0)
    s.rng = ScriptedRng([0] * 12)
    s.apply("done")
    # simultaneous reveal: both now public
    for seat in (0, 1):
        assert "numerai-blademaster" in seen(s, seat) and "halax-sellblade.river" in seen(s, seat)


def test_defender_with_no_defend_card_still_answers() -> None:
    """The question is asked even without a defend-icon card, so its absence leaks nothing."""
    s = position(hand0=["steadfast-conscript"] * 3 + ["trusted-follower"] * 2,
                 hand1=["trusted-follower"] * 5)
    q = place(s, 0, "pilgrimwalk")
    s.owner[q] = 1
    s._legal = None
    s.apply("conquer")
    s.apply("attack:steadfast-conscript")
    s.apply("go")
    assert s.current_player == 1 and [a.id for a in s.legal_actions()] == ["done"]


def test_drawn_cards_are_private() -> None:
    s = position()
    text_other = [m for m in s.log_text(1) if "draws" in m]
    assert text_other and all(re.fullmatch(r"Player 1 draws \d+ cards?\.", m) for m in text_other
                              if m.startswith("Player 1"))
