"""The tenth rules audit of Seasons, cards 101-120, 201-222 and 301-303 (issue 10): each card's
text in the data, its code and Board Game Arena's branch for it, compared card by card; each
difference found is reproduced on a table set by hand (docs/seasons.md, "Tenth audit, cards
101-303")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, table

from meeple.core.state import RULES
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


WARDEN_OF_ARGOS, AMULET_OF_AIR, AMULET_OF_EARTH, AMULET_OF_FIRE = 119, 1, 3, 2


def test_the_warden_of_argos_summoner_discards_last() -> None:
    # card 119: every player discards; the card does not say in which order.  BGA
    # (`stWardenDiscardCardNext`) starts with the summoner's left neighbour and ends with the
    # summoner, who so chooses knowing the others' discards.  Before, the summoner went first.
    s, p, q = table(3)
    r = (q + 1) % 3
    give_hand(s, p, WARDEN_OF_ARGOS, AMULET_OF_AIR)
    give_hand(s, q, AMULET_OF_EARTH)
    give_hand(s, r, AMULET_OF_FIRE)
    s.energy[p] = [1, 0, 0, 0]
    s = restored(s)
    s.apply("summon:119")
    s.apply("warden:card")
    seen = []
    while s.decision is not None and s.decision.kind == "hand":
        seen.append(s.decision.player)
        s.apply(s.legal_actions()[0])
    assert seen == [q, r, p]
    assert not s.hands[p] and not s.hands[q] and not s.hands[r]


DIAL_OF_COLOF = 206


def test_each_dial_of_colof_gives_its_own_reroll() -> None:
    # PoD 6/20: the Dial's reroll is an end-of-round effect of each Dial; nothing limits a seat
    # to one.  BGA (`playerEndOfRoundEffects`) asks again for each Dial not yet used.  Before,
    # only the seat's first Dial asked.
    s, p, _ = table(expansion="path-of-destiny", enchantment=0)
    s.first = p
    put(s, p, DIAL_OF_COLOF, DIAL_OF_COLOF)
    s.stack.clear()
    s.push("end_round", RULES)
    s._legal = None
    s.settle()
    s = restored(s)
    asked = 0
    while s.decision is not None and s.decision.kind == "choice" and s.decision.data.get("why") == "dial":
        asked += 1
        s.apply("dial:yes")
    assert asked == 2
