"""The tenth rules audit of Seasons, cards 101-120, 201-222 and 301-303 (issue 10): each card's
text in the data, its code and Board Game Arena's branch for it, compared card by card; each
difference found is reproduced on a table set by hand (docs/seasons.md, "Tenth audit, cards
101-303")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, stack_top, table

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


POTION_OF_THE_ANCIENTS, SYLLAS = 204, 10


def test_the_potion_of_the_ancients_second_effect_is_chosen_after_the_first() -> None:
    # PoD 4/20: two of the four effects, in any order.  BGA asks for one effect, resolves it,
    # then asks for the second, so the cards drawn are known when the second is chosen.
    # Before, both were chosen at once on activation ("act:<slot>:<a><b>").
    s, p, _ = table(expansion="path-of-destiny")
    put(s, p, POTION_OF_THE_ANCIENTS)
    stack_top(s, AMULET_OF_AIR, SYLLAS)
    s.gauge[p] = 3
    s = restored(s)
    assert sorted(a.id for a in s.legal_actions() if a.id.startswith("act:")) == [
        "act:0:0", "act:0:1", "act:0:2", "act:0:3"]
    s.apply("act:0:1")  # draw 2, keep 1
    assert s.decision is not None and s.decision.kind == "look"
    s.apply(f"take:{SYLLAS}")
    assert SYLLAS in s.hands[p] and not s.play[p]
    assert sorted(a.id for a in s.legal_actions()) == ["ancients:energy", "ancients:gauge", "ancients:life"]
    s.apply("ancients:gauge")
    assert s.gauge[p] == 5


FAMILIAR_CATCHER, SCROLL_OF_ISHTAR, LEWIS_GREYFACE = 108, 105, 22


def test_a_familiar_thrown_away_by_the_catcher_need_not_start_a_second_search() -> None:
    # card 108 (as card 105): "If you discard it, you may repeat the effect of this card once"
    # (BGA's card text; its code always searches again).  Before, throwing it away always
    # revealed cards up to a second familiar, which had to be kept.
    s, p, _ = table(expansion="path-of-destiny", enchanted_kingdom=True)
    give_hand(s, p, FAMILIAR_CATCHER)
    s.energy[p] = [1, 0, 1, 0]
    stack_top(s, SYLLAS, AMULET_OF_AIR, LEWIS_GREYFACE)
    s = restored(s)
    s.apply("summon:108")
    assert sorted(a.id for a in s.legal_actions()) == [f"take:{SYLLAS}", "throw", "throw_stop"]
    s.apply("throw_stop")
    assert SYLLAS in s.discard and not s.hands[p]
    assert s.deck[-1] == AMULET_OF_AIR  # nothing more revealed
    assert s.decision is not None and s.decision.kind == "main"
