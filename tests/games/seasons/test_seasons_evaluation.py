"""The estimate the search scores its cut-off positions with (``evaluate()``): a summon
must look like progress, and a card worth more prestige must look like a better draft."""

from __future__ import annotations

import random
from typing import Any

import pytest
from seasons_helpers import at_main, give_hand

from helpers import new
from meeple.games.seasons.evaluation import worth
from meeple.games.seasons.play import put_into_play
from meeple.games.seasons.policy import SUMMON_KEYS
from meeple.games.seasons.rules import card_of
from meeple.sim.play import derive_seed


def _first_summon(seed: int) -> tuple[Any, Any]:
    """The first position of a rules-of-thumb game where the deciding seat may summon a
    card, and that summon."""
    s = new("seasons", 2, seed)
    rng = random.Random(seed)
    for _ in range(2_000):
        summons = [a for a in s.legal_actions() if a.key in SUMMON_KEYS]
        if summons and s.year == 1:
            return s, summons[0]
        s.apply(s.policy_action(rng))
    raise AssertionError("no summon in the first year")


def test_summoning_raises_the_estimate() -> None:
    # Before issue 13's fix a card in hand was worth as much as in play, so paying its
    # energy looked like a loss and the search kept its cards (it lost to its own rules
    # of thumb); in play a card now adds its effect's worth on top of its prestige.
    for seed in range(4):
        s, summon = _first_summon(seed)
        seat = s.current_player
        before = s.evaluate()[seat]
        s.apply(summon)
        assert s.evaluate()[seat] > before, (seed, summon.id)


def test_draft_prefers_prestige() -> None:
    s = new("seasons", 2, 3)
    assert s.decision.kind == "draft"
    seat = s.current_player
    values = {}
    for action in s.legal_actions():
        after = s.copy()
        after.apply(action)
        values[action.params["card"].id] = after.evaluate()[seat]
    prestige = {a.params["card"].id: s.C.cards[card_of(a.params["card"])].prestige
                for a in s.legal_actions()}
    best = max(prestige, key=prestige.__getitem__)
    worst = min(prestige, key=prestige.__getitem__)
    assert prestige[best] > prestige[worst]
    assert values[best] > values[worst]



def test_draft_counts_the_crystals_a_card_gives_on_entry() -> None:
    # Issue 13: in deal 4 of `meeple tournament ... --seed 1` the search passed both Olaf's
    # Blessed Statues (0 prestige, 20 crystals as it enters play) to a `random` player, who
    # summoned them and won: a card in hand counted its printed prestige only, so the Statue
    # looked no better than a Potion of Power (0 prestige, no gain).
    s = new("seasons", 2, derive_seed(1, 4))
    s.apply("pick:21")  # seat 0's first pick; seat 1's pack holds a Statue (29) and a Potion (23)
    seat = s.current_player
    values = {}
    for card in (29, 23, 2):  # Statue, Potion of Power, Amulet of Fire (6 prestige)
        after = s.copy()
        after.apply(f"pick:{card}")
        values[card] = after.evaluate()[seat]
    assert values[29] > values[2] > values[23]


@pytest.mark.parametrize("edition", ["revised", "first"])
def test_each_card_gives_on_entry_the_crystals_its_data_says_and_the_estimate_counts(edition: str) -> None:
    # One number per card (cards.json ``entry_crystals``) is what entering play gives and what
    # the bots' estimate counts; the first-edition Idol of the Familiar gives nothing.
    s = at_main(2, 1, expansion="path-of-destiny", enchanted_kingdom=True, promos=True, edition=edition, enchantment=0)
    p = s.turn_player
    givers = {cid: s.entry_crystals(cid) for cid in s.C.cards if s.entry_crystals(cid)}
    printed = {"amulet-of-earth": 9, "olafs-blessed-statue": 20, "orb-of-ragfield": 20, "cursed-treatise-of-arus": 10,
               "damned-soul-of-onys": 10, "argos-hawk": 10, "aruss-mimicry": 12}  # the card texts
    if edition == "revised":
        printed["idol-of-the-familiar"] = 10
    assert {s.C.cards[cid].slug: n for cid, n in givers.items()} == printed
    for cid, n in givers.items():
        t = s.copy()
        t.gauge[p] = 15  # room to put it into play
        give_hand(t, p, 1)  # Arus's Mimicry asks for a card to discard first
        put_into_play(t, p, cid)
        while t.decision is not None and t.decision.kind != "main":
            t.apply(t.legal_actions()[0])
        assert t.crystals[p] == n, t.C.cards[cid].name_en
        assert worth(t, cid) == t.C.cards[cid].prestige + n
