"""What a seat was shown survives determinization, what it was not shown varies
(issue 9): the packs of a 2-player draft, a card left on top of the draw pile
(Crystal Orb, Carnivora), hands shown by token 11, cards discarded in view of all."""

from __future__ import annotations

import random
from collections import Counter

from seasons_helpers import at_main, put, stack_top

from helpers import new, seat
from meeple.games.seasons.state import SeasonsState


def worlds(s: SeasonsState, viewer: int, count: int = 12) -> list[SeasonsState]:
    return [s.determinize(viewer, random.Random(k)) for k in range(count)]


def unseen(s: SeasonsState, viewer: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(z.items) for z in s.hidden_zones() if z.pool == "cards" and viewer not in z.seen_by)


def test_a_two_player_draft_remembers_the_passed_packs() -> None:
    s: SeasonsState = new("seasons", 2, 4, {})
    passed = list(s.packs[0])
    s.apply(s.legal_actions()[0])
    kept = s.drafted[0][0]
    passed.remove(kept)
    s.apply(s.legal_actions()[0])  # seat 1 picks; both packs move on
    assert Counter(s.packs[1]) == Counter(passed)
    for world in worlds(s, 0):
        assert Counter(world.packs[1]) == Counter(passed)
        assert world.view(0) == s.view(0)
    # the pack comes back one card lighter: seat 0 knows what seat 1 took from it
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    taken = (Counter(passed) - Counter(s.packs[0])).most_common()
    assert len(taken) == 1 and taken[0][0] in s.drafted[1]
    for world in worlds(s, 0):
        assert taken[0][0] in world.drafted[1]
    # seat 1's own first pick was never shown to seat 0: it varies
    assert len({tuple(sorted(w.drafted[1])) for w in worlds(s, 0)}) > 1


def test_the_card_left_on_top_by_the_crystal_orb_stays_on_top() -> None:
    s = at_main(2, 3)
    p = seat(s)
    s.energy[p] = [2, 2, 0, 0]
    put(s, p, 34)
    stack_top(s, 29)
    s.apply("act:0:look")
    s.apply("leave")
    assert s.deck[-1] == 29
    assert all(w.deck[-1] == 29 for w in worlds(s, p))
    assert s.view(p)["state"]["known"] == {"deck": ["olafs-blessed-statue"]}
    # the other seat never saw it
    other = 1 - p
    assert s.view(other)["state"]["known"] == {}
    assert len({w.deck[-1] for w in worlds(s, other)}) > 1


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
    for world in worlds(s, p):
        assert Counter(world.hands[others[0]]) == Counter([22, 29]) and world.hands[others[1]] == [1]
        assert world.view(p) == s.view(p)
    assert len({tuple(w.hands[others[0]]) for w in worlds(s, others[1])}) > 1


def test_cards_discarded_in_view_of_all_are_never_redealt() -> None:
    s = at_main(2, 3)
    p = seat(s)
    put(s, p, 22, 13)
    s.push("sacrifice", p, rule="test")
    s._legal = None
    s.apply("sac:0")  # the Runic Cube goes to the discard pile, in view of all
    for viewer in range(2):
        for world in worlds(s, viewer):
            assert 22 in world.discard
            assert world.view(viewer) == s.view(viewer)


def test_what_was_not_shown_varies_in_random_games() -> None:
    """A contract over random games: every seat's worlds keep its view (what it knows)
    and differ from each other in what it does not know."""
    rng = random.Random(8)
    for options in ({}, {"expansion": "path-of-destiny"}, {"enchanted_kingdom": True}):
        for players in (2, 3, 4):
            s: SeasonsState = new("seasons", players, rng.randrange(1000), options)
            step = 0
            while not s.is_over:
                if step % 37 == 0:
                    for viewer in range(players):
                        seen = worlds(s, viewer, 4)
                        assert all(w.view(viewer) == s.view(viewer) for w in seen)
                        for zone, cards in s.known_now(viewer).items():
                            items = {z.name: z.items for z in seen[0].hidden_zones()}[zone]
                            assert not Counter(cards) - Counter(items) if zone != "deck" else \
                                items[len(items) - len(cards):][::-1] == cards
                        assert len({unseen(w, viewer) for w in seen}) > 1
                s.apply(rng.choice(s.legal_actions()))
                step += 1
