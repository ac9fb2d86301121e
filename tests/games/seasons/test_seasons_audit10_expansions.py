"""The tenth rules audit of Seasons, cards 101-120, 201-222 and 301-303 (issue 10): each card's
text in the data, its code and Board Game Arena's branch for it, compared card by card; each
difference found is reproduced on a table set by hand (docs/seasons.md, "Tenth audit, cards
101-303")."""

from __future__ import annotations

from seasons_helpers import give_hand, restored, table

from meeple.games.seasons import rules

TANGLEWEED, DAMNED_SOUL = 217, 50


def test_a_tangleweed_locked_by_another_frees_the_familiar_it_had_locked() -> None:
    # PoD 17/20: the Lock cancels every effect of the familiar it sits on, and holding a Lock
    # is a Tangleweed's own effect.  BGA (`argosian_tangleweed_chooseOpponentCard`) removes a
    # locked Tangleweed's Lock at once, as if it had left play.  Before, it stayed.
    s, p, q = table(expansion="path-of-destiny")
    s.play[p] += [[DAMNED_SOUL, 0, 1]]  # locked by the opponent's Tangleweed
    s.play[q] += [[TANGLEWEED, 0, 0, p, DAMNED_SOUL]]
    give_hand(s, p, TANGLEWEED)
    s.energy[p] = [1, 0, 0, 1]
    s = restored(s)
    s.apply("summon:217")
    s.apply(f"lock:{q}:0")
    s = restored(s)
    assert s.play[p][0] == [DAMNED_SOUL, 0, 0]
    assert s.play[q][0][2] == 1  # the opponent's Tangleweed is locked
    # the opponent's Tangleweed leaving later frees nothing more
    rules.remove_from_play(s, q, 0)
    assert s.play[p][0] == [DAMNED_SOUL, 0, 0]
