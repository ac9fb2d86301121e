"""Rulings on points the rulebook leaves open (issue 10), each cited in
docs/path-of-light-and-shadow.md ("Decisions on unclear points")."""

from __future__ import annotations

from path_helpers import T, place, position

from meeple.games.path_of_light_and_shadow.content import CARDS, TREES

FILL = ["trusted-follower"] * 6


def finish(s) -> None:  # type: ignore[no-untyped-def]
    """Play on with the plainest answers until the game ends."""
    while not s.is_over:
        ids = [a.id for a in s.legal_actions()]
        s.apply("end" if "end" in ids else "keep" if "keep" in ids else ids[0])


def test_a_defenders_cards_still_in_play_at_the_end_of_the_game_score() -> None:
    """[RB End of the Game] step 1 lists hand, deck and discard pile: where a nation's
    cards rest once its turn is over.  A defender attacked in round 12 after its own
    turn keeps its defenders in the play area; they are its cards and score."""
    s = position(hand0=["trusted-follower"] * 5, hand1=["halax-captain", "trusted-follower"], deck0=FILL, deck1=FILL)
    s.round, s.first = 12, 1  # seat 1 has played round 12; seat 0 plays last
    province = place(s, 0, "pilgrimwalk")
    s.owner[province] = 1
    s.apply("conquer")
    s.apply("attack:trusted-follower")
    s.apply("go")
    s.apply("defend:halax-captain")
    s.apply("done")
    finish(s)
    defender = s.players[1]
    assert T["halax-captain"] in defender.play
    row = s.score_sheet()["seats"][1]["entries"]
    assert row["cards"] == sum(CARDS[card].influence for card in defender.cards())
    assert row["cards"] >= CARDS[T["halax-captain"]].influence == 2


def test_a_zero_labor_card_of_the_faction_meets_builds_requirement() -> None:
    """[RB F] step 2: "at least one of the cards you use must be from the faction":
    the card is used even if its Labor is 0 (Zurd Raider for Siege Beasts)."""
    raider = next(card.id for card in CARDS if card.base == "zurd-raider")
    s = position(hand0=[raider, "trusted-follower", "trusted-follower"], deck0=FILL)
    assert "build:siege-beasts" in [a.id for a in s.legal_actions()]
    s.apply("build:siege-beasts")
    s.apply("build-pay:trusted-follower")
    s.apply("build-pay:trusted-follower")
    assert [a.id for a in s.legal_actions()] == [f"build-pay:{raider}"]  # 4 Labor paid, faction still owed
    s.apply(f"build-pay:{raider}")
    assert s.players[0].levels[TREES.index("zurd")] == 1


def test_zero_strength_cards_may_attack() -> None:
    """[RB G] "Play one or more cards from your hand": no minimum Strength.  With
    nothing but Trusted Followers (Strength 0) a province ruined to 0 defense
    still falls ("a province with zero defense can still be controlled")."""
    s = position(hand0=["trusted-follower"] * 5, deck0=FILL)
    province = place(s, 0, "pilgrimwalk")
    s.defense[province] = 0
    s._legal = None
    assert "conquer" in [a.id for a in s.legal_actions()]
    s.apply("conquer")
    assert [a.id for a in s.legal_actions()] == ["attack:trusted-follower"]
    s.apply("attack:trusted-follower")
    s.apply("go")
    assert s.owner[province] == 0 and s.combat is None and s.decision.kind == "main"
