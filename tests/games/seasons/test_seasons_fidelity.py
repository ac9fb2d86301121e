"""Rules fidelity (issue 10): situations the rulebooks or Board Game Arena settle,
each set up directly and checked with the numbers the rule gives."""

from __future__ import annotations

import random

from seasons_helpers import at_main, give_hand

from helpers import new, seat
from meeple.games.seasons.state import SeasonsState


def test_a_die_keeps_the_season_it_was_rolled_in() -> None:
    """Temporal Boots move the marker into spring in the middle of a winter round: the
    dice still on the table, the dice taken and the die left over keep their winter
    faces (BGA reads a die by the season it was rolled in)."""
    s: SeasonsState = at_main(2, 3)
    p = seat(s)
    assert s.season == 0
    winter_faces = {tuple(die[:2]): s.face(die) for die in [*s.pool, s.taken[p]]}
    give_hand(s, p, 7)
    s.gauge[p] = 1
    s.apply("summon:7")
    s.apply("boots:+3")
    assert s.season == 1 and s.month == 3
    for die in [*s.pool, s.taken[p]]:
        assert die[2] == 0  # rolled in winter
        assert s.face(die) is winter_faces[tuple(die[:2])]
        assert s.face(die) is s.C.dice[0][die[0]][die[1]]
    # the die left over moves the marker by its winter steps
    leftover = s.pool[0]
    assert s.face(leftover).steps == s.C.dice[0][leftover[0]][leftover[1]].steps


def _two_twists(players: int = 2) -> SeasonsState:
    """The last draft round with both seats holding a Twist of Fate and a third copy
    in the discard pile (as Natural Selection could leave it)."""
    s: SeasonsState = new("seasons", players, 1, {"expansion": "path-of-destiny", "enchantment": 0})
    while s.draft_round < 8:
        s.apply(s.legal_actions()[0])
    for pile in (s.deck, s.discard):
        pile[:] = [c for c in pile if c != 203]
    s.drafted[0][0] = s.drafted[1][0] = 203
    s.discard.append(203)
    return s


def test_twist_of_fate_every_copy_leaves_after_the_draft() -> None:
    """PoD 3/20 (item 2 of issue 10): drafted or not, every Twist of Fate leaves the game
    after the draft; each holder then draws 2 and keeps 1."""
    s = _two_twists()
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    assert s.removed.count(203) == 3
    assert 203 not in s.deck and 203 not in s.discard and all(203 not in d for d in s.drafted)
    assert s.decision is not None and s.decision.kind == "look" and s.decision.player == s.first


def test_bots_think_while_two_seats_hold_twist_of_fate() -> None:
    """Issue 9: determinized copies made while the second holder's Twist waits stay
    legal games (the greedy bot crashed with list.remove on them)."""
    s = _two_twists()
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    rng = random.Random(5)
    def prelude(state: SeasonsState) -> bool:
        return state.decision is not None and state.decision.kind in ("look", "library")

    while prelude(s):
        for viewer in range(s.num_players):
            world = s.determinize(viewer, random.Random(rng.random()))
            while prelude(world):
                world.apply(world.policy_action(rng))
        s.apply(s.policy_action(rng))
    assert all(len(s.hands[p]) == 3 and len(s.lib2[p]) == 3 and len(s.lib3[p]) == 3 for p in range(2))


def _ready(*hand: int) -> tuple[SeasonsState, int]:
    s: SeasonsState = at_main(2, 3, expansion="path-of-destiny", enchanted_kingdom=True, enchantment=0)
    p = seat(s)
    give_hand(s, p, *hand)
    s.gauge[p] = 15
    return s, p


def test_throne_of_renewal_with_an_empty_hand_does_nothing() -> None:
    """Item 4 (BGA throne_of_renewal_play): nothing to discard, no draw, no bonus back."""
    s, p = _ready(110)
    s.energy[p] = [0, 1, 2, 0]
    s.bonus[p] = 2
    deck = len(s.deck)
    s.apply("summon:110")
    assert s.hands[p] == [] and s.bonus[p] == 2 and len(s.deck) == deck
    assert s.decision is not None and s.decision.kind == "main"


def test_throne_of_renewal_with_a_card_discards_draws_and_moves_back() -> None:
    s, p = _ready(110, 22)
    s.energy[p] = [0, 1, 2, 0]
    s.bonus[p] = 2
    s.apply("summon:110")
    s.apply("hand:22")
    assert 22 in s.discard and len(s.hands[p]) == 1 and s.bonus[p] == 1


def test_potion_of_resurrection_looks_before_it_goes_to_the_discard_pile() -> None:
    """Item 6 (BGA potion_of_resurrection_useZira): the 5 cards come off the discard pile
    before the potion is put there, so the potion is not among them."""
    s, p = _ready()
    s.play[p].append([111, 0, 0])
    s.discard[:] = [1, 2, 3, 5, 6, 7]
    s._legal = None
    s.apply("act:0")
    assert sorted(s.looks[p]) == [2, 3, 5, 6, 7] and s.discard == [1, 111]
    assert "take:111" not in [a.id for a in s.legal_actions()]


def test_arus_mimicry_gives_nothing_without_a_card_to_lose() -> None:
    """Item 7 (card text, BGA arus_s_mimicry_*): 12 crystals only for a discard or a
    sacrifice; the Mimicry may sacrifice itself."""
    s, p = _ready(213)
    s.energy[p] = [1, 1, 0, 1]
    cost = s.costs[213][0]
    s.crystals[p] = cost
    s.apply("summon:213")
    # empty hand: the only way is a sacrifice, and the Mimicry itself may go
    assert [a.id for a in s.legal_actions()] == ["sac:0"]
    s.apply("sac:0")
    assert s.play[p] == [] and 213 in s.discard and s.crystals[p] == 12


def test_arus_mimicry_pays_after_the_discard() -> None:
    s, p = _ready(213, 22)
    s.energy[p] = [1, 1, 0, 1]
    s.crystals[p] = s.costs[213][0]
    s.apply("summon:213")
    assert s.crystals[p] == 0
    s.apply("mimic:hand")
    s.apply("hand:22")
    assert s.crystals[p] == 12 and 22 in s.discard


def test_purses_of_io_stack_and_add_to_every_transmutation() -> None:
    """Item 10 (BGA transmute and balance_of_ishtar_discardEnergy, official FAQ): each
    Purse of Io adds 1 per energy, also to the Balance of Ishtar and the Potion of Life."""
    s, p = _ready()
    s.play[p] += [[8, 0, 0], [8, 0, 0], [5, 0, 0]]
    s.energy[p] = [0, 0, 0, 4]
    s.may_transmute = True
    s._legal = None
    assert ("tr:3", 3 + 2) in [(a.id, a.params.get("n")) for a in s.legal_actions()]  # winter earth 3, 2 Purses
    s.apply("act:2:3")  # Balance: 3 earth -> 9, +1 per energy and Purse
    assert s.crystals[p] == 9 + 3 * 2
    t, q = _ready()
    t.play[q] += [[8, 0, 0], [26, 0, 0]]
    t.energy[q] = [1, 1, 1, 0]
    t._legal = None
    t.apply("act:1")  # Potion of Life: 3 energies at 4, +1 each for the Purse
    assert t.crystals[q] == 3 * 5


def test_balance_of_ishtar_counts_the_transmute_bonus() -> None:
    s, p = _ready()
    s.play[p].append([5, 0, 0])
    s.energy[p] = [3, 0, 0, 0]
    s.bonus[p] = 0
    s._legal = None
    s.apply("bonus:transmute")
    s.apply("act:0:0")
    assert s.crystals[p] == 12  # 9, +1 per energy for the bonus (FAQ, BGA)


def test_two_ragfields_helms_score_twice() -> None:
    s, p = _ready()
    s.play[p] += [[19, 0, 0], [19, 0, 0]]
    assert s.breakdown()[p]["effects"] == 2 * 20
    s.play[p][:] = [[46, 0, 0], [46, 0, 0]]
    assert s.breakdown()[p]["effects"] == 2 * 20  # two Sealed Chests, no familiar


def test_the_exchange_bonus_returns_two_energies() -> None:
    """Item 11 (base 5.7: "return 2 energy tokens ... take 2"): not offered with a single
    energy, and both must be returned."""
    s, p = _ready()
    s.energy[p] = [1, 0, 0, 0]
    s._legal = None
    assert "bonus:exchange" not in [a.id for a in s.legal_actions()]
    s.energy[p] = [1, 1, 0, 0]
    s._legal = None
    s.apply("bonus:exchange")
    s.apply("out:0")
    assert [a.id for a in s.legal_actions()] == ["out:1"]
    s.apply("out:1")
    s.apply("gain:3")
    s.apply("gain:3")
    assert s.energy[p] == [0, 0, 0, 2]


def test_potion_of_dreams_does_not_offer_mesodaes_lantern() -> None:
    """Item 11 (card 106: it can only be summoned from the hand)."""
    s, p = _ready(106, 22)
    s.play[p].append([24, 0, 0])
    s._legal = None
    dreams = [a.id for a in s.legal_actions() if a.id.startswith("act:0")]
    assert dreams == ["act:0:22"]
