"""What a seat was shown survives determinization, what it was not shown varies
(issue 9): the packs of a 2-player draft, a card left on top of the draw pile
(Crystal Orb, Carnivora), hands shown by token 11, cards given, cards discarded in
view of all.  Each kind is declared through ``s.knowledge`` (meeple.core.knowledge)
slot by slot; these tests fail if one of them stops being declared."""

from __future__ import annotations

import random
from collections import Counter

from seasons_helpers import at_main, put, stack_top

from helpers import new, seat
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.rules import CROSSED_PATHS
from meeple.games.seasons.state import SeasonsState


def worlds(s: SeasonsState, viewer: int | None, count: int = 12) -> list[SeasonsState]:
    return [s.determinize(viewer, random.Random(k)) for k in range(count)]


def unseen(s: SeasonsState, viewer: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(z.items) for z in s.hidden_zones() if z.pool == "cards" and viewer not in z.seen_by)


def tracked(s: SeasonsState) -> bool:
    """Every zone someone knows of changed only through the tracker."""
    return all(s.knowledge.intact(zone, s.zone_items(zone)) for zone in s.knowledge.zones())


def test_a_two_player_draft_remembers_the_passed_packs() -> None:
    s: SeasonsState = new("seasons", 2, 4, {})
    first = seat(s)
    other = 1 - first
    passed = list(s.packs[first])
    s.apply(s.legal_actions()[0])
    passed.remove(s.drafted[first][0])
    s.apply(s.legal_actions()[0])  # the other seat picks; both packs move on
    assert s.packs[other] == passed and len(passed) == 8
    assert s.view(first)["hidden"][f"pack{other}"] == [s.C.cards[c].slug for c in passed]
    for world in worlds(s, first):
        assert world.packs[other] == passed
        assert world.view(first) == s.view(first)
    # the pack comes back one card lighter: the first seat knows what the other took from it
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    taken = (Counter(passed) - Counter(s.packs[first])).most_common()
    assert len(taken) == 1 and s.drafted[other][-1] == taken[0][0]
    for world in worlds(s, first):
        assert world.drafted[other][-1] == taken[0][0]
        assert world.view(first) == s.view(first)
    # the other seat's own first pick was never shown: it varies
    assert len({w.drafted[other][0] for w in worlds(s, first)}) > 1
    assert tracked(s)


def test_a_card_picked_in_secret_from_a_known_pack_is_among_that_pack_and_the_new_drafted_card() -> None:
    s: SeasonsState = new("seasons", 2, 4, {})
    first = seat(s)
    other = 1 - first
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])  # both packs move on: each seat holds the one the other passed
    passed = list(s.packs[first])  # the other seat passed these 8 cards and saw them
    s.apply(s.legal_actions()[-1])  # the first seat picks one in secret
    assert seat(s) == other and len(s.packs[first]) == 7
    picks, first_picks = set(), set()
    for world in worlds(s, other, 40):
        # base 4.1: the 8 cards are the 7 left and the card just drafted, which one unknown
        assert Counter([*world.packs[first], world.drafted[first][-1]]) == Counter(passed)
        assert world.view(other) == s.view(other) and tracked(world)
        picks.add(world.drafted[first][-1])
        first_picks.add(world.drafted[first][0])
    assert len(picks) > 2 and len(first_picks) > 2  # what was picked is not known
    assert tracked(s)


def test_drafted_cards_known_to_the_other_seat_stay_among_the_hand_and_libraries() -> None:
    s: SeasonsState = new("seasons", 2, 6, {})
    rng = random.Random(6)
    while s.phase == "draft" or any(len(s.drafted[p]) < 9 for p in range(2)):
        s.apply(rng.choice(s.legal_actions()))
    # base 4.1: from the second pass on, each seat saw the card the other drafted
    known = [[s.drafted[p][i] for i in s.knowledge.known(f"drafted{p}", s.drafted[p], 1 - p)] for p in range(2)]
    assert all(len(cards) == 8 for cards in known)
    while s.decision is None or s.decision.kind != "main":
        s.apply(rng.choice(s.legal_actions()))
    assert all(len(s.hands[p]) == 3 and len(s.lib2[p]) == len(s.lib3[p]) == 3 for p in range(2))
    for p in range(2):
        q = 1 - p
        splits = set()
        for world in worlds(s, q, 30):
            # base 4.2: which card went where is secret, but they are all there
            assert Counter(known[p]) <= Counter(world.hands[p] + world.lib2[p] + world.lib3[p])
            assert world.view(q) == s.view(q) and tracked(world)
            splits.add((tuple(sorted(world.lib2[p])), tuple(sorted(world.lib3[p]))))
        assert len(splits) > 5
    assert tracked(s)


def test_a_known_card_among_cards_drawn_to_be_looked_at_is_in_the_hand_or_on_the_discard() -> None:
    for keep in (29, 22):
        s = at_main(2, 3)
        p = seat(s)
        q = 1 - p
        stack_top(s, 29, 22)
        rules.learn(s, [q], "deck", [-1])  # the other seat knows the top card
        rules.look(s, p, 2, "keep_one", "base 5.7")  # draw 2, keep 1
        s._legal = None
        s.apply(f"take:{keep}")
        assert s.hands[p] == [keep]
        places = set()
        for world in worlds(s, q, 30):
            # which one was kept is secret, the other is face down on the discard pile
            assert 29 in (world.hands[p][-1], world.discard[-1])
            assert world.view(q) == s.view(q) and tracked(world)
            places.add(world.hands[p][-1] == 29)
        assert places == {True, False}
        assert all(w.hands[p] == [keep] and w.discard[-1] == 51 - keep for w in worlds(s, p))
        assert tracked(s)


def test_the_cards_potion_of_resurrection_puts_back_stay_known_among_the_hand_and_the_pile() -> None:
    s = at_main(2, 3)
    p = seat(s)
    q = 1 - p
    put(s, p, 111)
    five = [1, 2, 3, 5, 6]
    for c in five:
        s.deck.remove(c)
    rules.discard_seen(s, rules.everyone(s), five)  # discarded face up
    s._legal = None
    s.apply("act:0")
    s.apply("take:5")  # one kept in secret, the 4 others under the discard pile
    assert s.hands[p] == [5] and sorted(s.discard[:4]) == [1, 2, 3, 6]
    for viewer in (q, None):
        kept = set()
        for world in worlds(s, viewer, 30):
            assert Counter([*world.discard[:4], world.hands[p][-1]]) == Counter(five)
            assert world.view(viewer) == s.view(viewer) and tracked(world)
            kept.add(world.hands[p][-1])
        assert len(kept) > 2
    assert all(w.hands[p] == [5] and sorted(w.discard[:4]) == [1, 2, 3, 6] for w in worlds(s, p))
    assert tracked(s)


def test_the_card_left_on_top_by_the_crystal_orb_stays_on_top() -> None:
    s = at_main(2, 3)
    p = seat(s)
    s.energy[p] = [2, 2, 0, 0]
    put(s, p, 34)
    stack_top(s, 29)
    s.apply("act:0:look")
    s.apply("leave")
    assert s.deck[-1] == 29
    assert all(w.deck[-1] == 29 and w.view(p) == s.view(p) for w in worlds(s, p))
    assert s.view(p)["hidden"]["deck"] == [None] * (len(s.deck) - 1) + ["olafs-blessed-statue"]
    # the other seat never saw it
    other = 1 - p
    assert s.view(other)["hidden"]["deck"] == len(s.deck)
    assert len({w.deck[-1] for w in worlds(s, other)}) > 1
    assert tracked(s)


def test_the_card_carnivora_leaves_stays_known_under_a_card_put_on_top() -> None:
    s = at_main(2, 3, expansion="path-of-destiny")
    p = seat(s)
    other = 1 - p
    stack_top(s, 29)
    s.looks[p].append(s.deck.pop())  # Carnivora shows its owner the top card
    s.push("look", p, {"mode": "carnivora"}, "PoD 14/20")
    s._legal = None
    s.apply("leave")
    assert s.view(p)["hidden"]["deck"][-1] == "olafs-blessed-statue"
    # the other seat puts a card it saw on top: the first one still knows the card under it
    rules.put_on_top(s, other, s.hands[other].pop() if s.hands[other] else 22)
    assert s.view(p)["hidden"]["deck"][-2:] == ["olafs-blessed-statue", None]
    assert all(w.deck[-2] == 29 and w.view(p) == s.view(p) for w in worlds(s, p))
    # the top card is drawn: the known one is on top again
    rules.take_top(s)
    assert s.view(p)["hidden"]["deck"][-1] == "olafs-blessed-statue"
    assert tracked(s)


def test_token_11_hands_stay_in_the_users_worlds() -> None:
    s = at_main(3, 2, enchanted_kingdom=True, enchantment=0)
    p = seat(s)
    others = [q for q in range(3) if q != p]
    s.hands[others[0]][:] = [22, 29]
    s.hands[others[1]][:] = [1]
    for q in others:
        for c in s.hands[q]:
            s.deck.remove(c)
    s.token[p], s.token_used[p] = 11, False
    s._legal = None
    s.apply("token")
    assert s.view(p)["hidden"][f"hand{others[1]}"] == [s.C.cards[1].slug]
    for world in worlds(s, p):
        assert world.hands[others[0]] == [22, 29] and world.hands[others[1]] == [1]
        assert world.view(p) == s.view(p)
    assert len({tuple(w.hands[others[0]]) for w in worlds(s, others[1])}) > 1
    # a card of that hand summoned (face up) leaves the rest known; one discarded
    # face down leaves the user knowing nothing of that hand any more
    rules.leave_hand(s, others[0], 22)
    assert s.view(p)["hidden"][f"hand{others[0]}"] == [s.C.cards[29].slug]
    rules.leave_hand(s, others[1], 1, seen_by=())
    s.hands[others[1]].append(3)
    assert s.view(p)["hidden"][f"hand{others[1]}"] == 1
    assert tracked(s)


def test_a_card_given_from_the_hand_is_known_in_the_receivers_hand() -> None:
    s = at_main(2, 3, expansion="path-of-destiny")
    p = seat(s)
    q = 1 - p
    s.hands[p][:] = [22]
    s.deck.remove(22)
    s.push("give", p, {"to": q, "from": "hand"}, "PoD 20/20")
    s._legal = None
    s.apply("give:22")
    assert s.view(p)["hidden"][f"hand{q}"] == [s.C.cards[22].slug]
    assert all(w.hands[q] == [22] and w.view(p) == s.view(p) for w in worlds(s, p))


def test_cards_discarded_in_view_of_all_are_never_redealt() -> None:
    s = at_main(2, 3)
    p = seat(s)
    put(s, p, 22, 13)
    s.push("sacrifice", p, rule="test")
    s._legal = None
    s.apply("sac:0")  # the Runic Cube goes to the discard pile, in view of all
    assert s.view(None)["hidden"]["discard"][-1] == s.C.cards[22].slug
    for viewer in (None, 0, 1):
        for world in worlds(s, viewer):
            assert world.discard[-1] == 22
            assert world.view(viewer) == s.view(viewer)
    assert tracked(s)


def test_what_was_not_shown_varies_in_random_games() -> None:
    """A contract over random games: every change of a zone someone knows of goes
    through the tracker; every seat's worlds keep its view (what it knows) and differ
    from each other in what it does not know."""
    rng = random.Random(8)
    for options in ({}, {"expansion": "path-of-destiny"}, {"enchanted_kingdom": True}):
        for players in (2, 3, 4):
            s: SeasonsState = new("seasons", players, rng.randrange(1000), options)
            step = 0
            while not s.is_over:
                assert tracked(s), (options, players, step, s.history[-1:])
                if step % 37 == 0:
                    for viewer in range(players):
                        seen = worlds(s, viewer, 4)
                        assert all(w.view(viewer) == s.view(viewer) and tracked(w) for w in seen)
                        assert len({unseen(w, viewer) for w in seen}) > 1
                s.apply(rng.choice(s.legal_actions()))
                step += 1
                assert step < 5000


def test_a_first_pick_given_by_crossed_paths_is_known_where_it_went() -> None:
    s: SeasonsState = new("seasons", 2, 4, {"expansion": "path-of-destiny", "enchantment": CROSSED_PATHS})
    first = seat(s)
    other = 1 - first
    s.apply(s.legal_actions()[0])  # PoD Destins croisés: the first pick goes to the neighbour
    given = s.drafted[other][0]
    assert s.view(first)["hidden"][f"drafted{other}"] == [s.C.cards[given].slug]
    assert all(w.drafted[other] == [given] and w.view(first) == s.view(first) for w in worlds(s, first))


def test_a_card_passed_by_arus_schemes_is_known_in_the_next_hand() -> None:
    s = at_main(2, 3, expansion="path-of-destiny")
    p = seat(s)
    q = 1 - p
    s.deck.remove(22)
    s.looks[p].append(22)  # PoD Ruses selon Arus: the card set aside to pass on
    s.push("arus_pass", RULES)
    s._legal = None
    s.settle()
    assert s.hands[q][-1] == 22
    assert s.view(p)["hidden"][f"hand{q}"][-1] == s.C.cards[22].slug
    assert all(w.hands[q][-1] == 22 and w.view(p) == s.view(p) for w in worlds(s, p))


def test_a_card_back_from_play_to_the_hand_is_known_to_all() -> None:
    s = at_main(2, 3)
    p = seat(s)
    put(s, p, 22)
    rules.remove_from_play(s, p, 0, to="hand")  # returned from play in view of all
    for viewer in (None, 1 - p):
        assert s.view(viewer)["hidden"][f"hand{p}"][-1] == s.C.cards[22].slug
        assert all(w.hands[p][-1] == 22 and w.view(viewer) == s.view(viewer) for w in worlds(s, viewer))


def test_a_card_known_on_top_stays_known_in_the_hand_that_draws_it() -> None:
    s = at_main(2, 3)
    p = seat(s)
    q = 1 - p
    s.energy[p] = [2, 2, 0, 0]
    put(s, p, 34)
    stack_top(s, 29, 22)
    s.apply("act:0:look")
    s.apply("leave")  # the Crystal Orb's owner knows the top card
    s.hands[q].clear()
    rules.draw_keep(s, q, 1)  # drawn straight into the other hand
    assert s.view(p)["hidden"][f"hand{q}"] == ["olafs-blessed-statue"]
    assert all(w.hands[q] == [29] and w.view(p) == s.view(p) for w in worlds(s, p))
    # drawn to be looked at, then kept: the keep is public, so the card is known in the hand
    rules.leave_hand(s, q, 29)  # (set up through the tracker: back on top, known to the first seat)
    rules.put_on_top(s, p, 29)
    s.push("main", q, rule="test")
    rules.look(s, q, 1, "keep_or_discard", "base 5.2")
    s._legal = None
    s.apply("take:29")
    assert s.view(p)["hidden"][f"hand{q}"] == ["olafs-blessed-statue"]
    # or discarded: it is known on the discard pile
    rules.leave_hand(s, q, 29)
    rules.put_on_top(s, p, 29)
    rules.look(s, q, 1, "keep_or_discard", "base 5.2")
    s._legal = None
    s.apply("discard")
    assert s.view(p)["hidden"]["discard"][-1] == "olafs-blessed-statue"
    assert all(w.discard[-1] == 29 for w in worlds(s, p))
    assert tracked(s)


def test_token_13_takes_a_known_discard_into_a_known_hand_slot() -> None:
    s = at_main(2, 3, enchanted_kingdom=True, expansion="path-of-destiny", enchantment=0)
    p = seat(s)
    q = 1 - p
    put(s, q, 22)
    s.push("sacrifice", q, rule="test")
    s._legal = None
    s.apply("sac:0")  # the Runic Cube is discarded in view of all
    s.hands[p].clear()
    s.token[p], s.token_used[p] = 13, False
    s._legal = None
    s.apply("token")
    assert s.hands[p] == [22] and s.view(q)["hidden"][f"hand{p}"] == [s.C.cards[22].slug]
    assert all(w.hands[p] == [22] and w.view(q) == s.view(q) for w in worlds(s, q))
    assert tracked(s)


def test_a_face_up_card_drawn_under_vision_of_destiny_is_known_in_the_hand() -> None:
    s = at_main(2, 3, enchanted_kingdom=True, enchantment=110)
    p = seat(s)
    q = 1 - p
    stack_top(s, 29)
    s.hands[p].clear()
    s.draw_pending = True
    s._legal = None
    s.apply("draw")
    s.apply("take:29")
    assert s.view(q)["hidden"][f"hand{p}"] == ["olafs-blessed-statue"]
    assert all(w.hands[p] == [29] for w in worlds(s, q))
    assert tracked(s)


def test_the_pile_fertile_grave_puts_back_stays_known_where_it_was_known() -> None:
    s = at_main(2, 3, expansion="path-of-destiny", enchantment=rules.FERTILE_GRAVE)
    p = seat(s)
    q = 1 - p
    put(s, q, 22, 13)
    for _ in range(2):
        s.push("sacrifice", q, rule="test")
        s._legal = None
        s.apply("sac:0")  # the Runic Cube, then the Bespelled Grimoire, discarded in view of all
    size = len(s.discard)
    assert s.discard[-2:] == [22, 13]
    s.crystals[p], s.gauge[p] = 20, 15
    s._legal = None
    s.apply("grave")
    s.apply("take:22")  # the Runic Cube is summoned face up; the rest goes back in its order
    assert len(s.discard) == size - 1 and s.discard[-1] == 13
    for viewer in (q, None):
        assert s.view(viewer)["hidden"]["discard"][-1] == s.C.cards[13].slug
        assert all(w.discard[-1] == 13 and w.view(viewer) == s.view(viewer) for w in worlds(s, viewer))
    assert tracked(s)
