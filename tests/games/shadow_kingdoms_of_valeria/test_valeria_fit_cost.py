"""Camp step 2's cost of making dice fit a plan ("Mise en œuvre 2", "Gemmes", "Magie 3"):
the direct count in ``camp.fit_cost`` must agree with trying every set of dice to make
wild (the search it replaced, kept here as the reference) on every plan of the content,
and, given all of a player's troop dice, with trying every choice of dice for the plan."""

from __future__ import annotations

import random
from itertools import combinations

from meeple.games.shadow_kingdoms_of_valeria import camp
from meeple.games.shadow_kingdoms_of_valeria.model import Die
from meeple.games.shadow_kingdoms_of_valeria.tables import JOKER_FACE, JOKER_VALUES, NEEDS, TROOPS

GOBLIN, ORC, SKELETON, GARGOYLE, GNOLL = range(5)


def every_subset_cost(dice: tuple[Die, ...], marked: frozenset[int], card: str, wild: int,
                      gems: int, magic: int) -> camp.FitCost | None:
    """Try every set of the non-wild dice to make wild; keep the least Magic, then Gems."""
    free = [i for i, (colour, value) in enumerate(dice) if i in marked or JOKER_FACE[value] or colour == wild]
    others = [i for i in range(len(dice)) if i not in free]
    best: camp.FitCost | None = None
    for count in range(len(others) + 1):
        for chosen in combinations(others, count):
            have = [0] * len(NEEDS[card])
            for i in others:
                if i not in chosen:
                    have[dice[i][0]] += 1
            matched = sum(min(n, h) for n, h in zip(NEEDS[card], have, strict=True))
            if len(TROOPS[card]) - matched - len(free) - count > 0:
                continue
            steps = sorted((min(abs(dice[i][1] - j) for j in JOKER_VALUES), dice[i][1]) for i in chosen)
            walked = steps[:count - min(gems, count)]
            cost = camp.FitCost(min(gems, count), sum(d for d, _ in walked),
                                sum(v - min(JOKER_VALUES, key=lambda j: abs(v - j)) for _, v in walked))
            if cost.magic <= magic and (best is None or (cost.magic, cost.gems) < (best.magic, best.gems)):
                best = cost
    return best


def test_the_direct_count_agrees_with_every_subset_on_random_dice() -> None:
    rng = random.Random(13)
    cards = sorted(TROOPS)
    checked = fitting = 0
    for _ in range(20_000):
        card = rng.choice(cards)
        dice = tuple((rng.randrange(5), rng.randint(1, 6)) for _ in TROOPS[card])
        marked = frozenset(i for i in range(len(dice)) if rng.random() < 0.15)
        wild = rng.randrange(-1, 5)
        gems, magic = rng.randrange(3), rng.randrange(6)
        expected = every_subset_cost(dice, marked, card, wild, gems, magic)
        assert camp.fit_cost(dice, marked, card, wild, gems, magic) == expected, (dice, marked, card, wild, gems, magic)
        checked += 1
        fitting += expected is not None
    assert 0.1 * checked < fitting < 0.9 * checked, fitting  # both answers were exercised


def test_all_the_troop_dice_fit_when_some_choice_of_them_does() -> None:
    rng = random.Random(31)
    cards = sorted(TROOPS)
    fitting = 0
    for _ in range(5_000):
        card = rng.choice(cards)
        dice = tuple((rng.randrange(5), rng.randint(1, 6)) for _ in range(rng.randint(1, 5)))
        wild = rng.randrange(-1, 5)
        gems, magic = rng.randrange(3), rng.randrange(6)
        some = any(every_subset_cost(tuple(dice[i] for i in combo), frozenset(), card, wild, gems, magic) is not None
                   for combo in combinations(range(len(dice)), len(TROOPS[card])))
        assert (camp.fit_cost(dice, frozenset(), card, wild, gems, magic) is not None) == some, \
            (dice, card, wild, gems, magic)
        fitting += some
    assert 500 < fitting < 4_500, fitting  # both answers were exercised


def test_magic_walks_the_nearest_die_and_a_gem_takes_the_farthest() -> None:
    plan = "battle-of-red-pass"  # a Gnoll and a Skeleton
    assert sorted(TROOPS[plan]) == [SKELETON, GNOLL]
    dice = ((ORC, 3), (ORC, 6))  # neither colour fits: both must become wild
    assert camp.fit_cost(dice, frozenset(), plan, -1, 1, 5) == camp.FitCost(1, 2, 2)  # 3 walks 2 steps to 1
    assert camp.fit_cost(dice, frozenset(), plan, -1, 1, 1) is None
    assert camp.fit_cost(dice, frozenset(), plan, -1, 0, 7) == camp.FitCost(0, 7, 7)
    assert camp.fit_cost(dice, frozenset({1}), plan, -1, 0, 2) == camp.FitCost(0, 2, 2)  # the 6 is already wild
    assert camp.fit_cost(dice, frozenset(), plan, ORC, 0, 0) == camp.FitCost(0, 0, 0)  # the board's Joker troop
