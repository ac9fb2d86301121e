"""The third fresh rules audit of Seasons (issue 10, last item): each finding reproduced on
a table set by hand and carried through a position (docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import put, restored, table

from meeple.core.state import RULES
from meeple.games.seasons.state import SeasonsState

WONDROUS_CHEST, PURSE_OF_IO, RAVEN_THE_USURPER = 13, 8, 118


def copying_raven(owner: int, item: int) -> list[int]:
    """A Raven the Usurper's entry once it copies ``owner``'s ``item`` (rules.RAVEN_*)."""
    return [RAVEN_THE_USURPER, 0, 0, 0, 0, 0, 0, owner, item, 0, 0]


def end_of_round(s: SeasonsState, p: int) -> SeasonsState:
    s.push("eor", RULES, {"p": p})
    s = restored(s)
    s.settle()
    return s


def test_a_raven_copying_the_wondrous_chest_pays_whatever_raven_lies_after_it() -> None:
    # card 118: Raven has the copied item's effects; card 13: 4+ energies at the end of the
    # round give 3 crystals.  A second Raven copying the Purse of Io (no end-of-round effect)
    # lying after it took its place, and the Chest's 3 crystals were lost.
    for order in ((WONDROUS_CHEST, PURSE_OF_IO), (PURSE_OF_IO, WONDROUS_CHEST)):
        s, p, q = table(enchanted_kingdom=True)
        put(s, q, WONDROUS_CHEST, PURSE_OF_IO)
        s.play[p] += [copying_raven(q, item) for item in order]
        s.energy[p] = [4, 0, 0, 0]
        s = end_of_round(s, p)
        assert s.crystals[p] == 3


JEWEL_OF_THE_ANCIENTS, PSYCHIC_CAGE, AMULET_OF_EARTH = 112, 215, 3


def test_a_locked_raven_loses_its_copied_items_effects() -> None:
    # PoD 17/20: the Lock "annule tous les effets de la carte familier ciblée"; a Raven's
    # effects are those of the item it copies (card 118), so a locked Raven has none.
    s, p, q = table(enchanted_kingdom=True, expansion="path-of-destiny")
    put(s, q, JEWEL_OF_THE_ANCIENTS, PSYCHIC_CAGE)
    jewel = copying_raven(q, JEWEL_OF_THE_ANCIENTS)
    jewel[2] = 3  # three energies on it: +35 at the end, when it has its effect
    cage = copying_raven(q, PSYCHIC_CAGE)
    cage[2] = 1  # its Trap
    s.play[p] += [jewel, cage]
    s.play[q][1][2] = 0  # the real Cage's Trap is gone
    s = restored(s)
    assert s.breakdown()[p]["effects"] == 35
    for raven in s.play[p]:
        raven[9] = 1  # an Argosian Tangleweed's Lock on each Raven
    assert s.breakdown()[p]["effects"] == 0
    s.hands[p].append(AMULET_OF_EARTH)
    s.energy[p] = [0, 0, 0, 2]
    s._legal = None
    s = restored(s)
    s.apply(f"summon:{AMULET_OF_EARTH}")  # the locked Raven's Trap catches nothing
    assert s.crystals[p] == 9 and s.play[p][-1][0] == AMULET_OF_EARTH


CHALICE_OF_ETERNITY, DRAGONSOUL, KAIRN_THE_DESTROYER = 207, 201, 16


def test_storing_on_the_chalice_and_a_dragonsoul_straightening_are_logged() -> None:
    # issue 8 (events report what happened): an energy put on the Chalice of Eternity at the
    # end of a round (PoD 7/20) and the card a Dragonsoul straightens (PoD 1/20)
    s, p, _ = table(expansion="path-of-destiny", enchantment=0)
    put(s, p, CHALICE_OF_ETERNITY, DRAGONSOUL, KAIRN_THE_DESTROYER)
    s.energy[p] = [2, 0, 0, 0]
    s.crystals[p] = 1
    s = restored(s)
    since = len(s.events(None))
    s.apply("act:2:0")  # Kairn: 1 air
    s.apply("act:1:2")  # Dragonsoul straightens Kairn for 1 crystal
    assert next(e for e in s.events(None, since, "en") if e["kind"] == "seasons.log.straighten")["text"] \
        == f"Player {p + 1} straightens Kairn the Destroyer"
    s = end_of_round(s, p)
    s.apply("chalice:0")
    stored = [e for e in s.events(None, since, "en") if e["kind"] == "seasons.log.stored"]
    assert len(stored) == 1 and s.play[p][0][2] == 1 and "Chalice of Eternity" in stored[0]["text"]


CURSED_TREATISE = 42


def test_a_raven_copying_the_cursed_treatise_empties_the_reserve_when_sacrificed() -> None:
    # card 42: "if this card is ever sacrificed, discard every energy token in your reserve";
    # card 118: the Raven has the copied item's effects, so sacrificing it empties the reserve
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, CURSED_TREATISE)
    s.play[p].append(copying_raven(q, CURSED_TREATISE))
    s.energy[p] = [2, 1, 0, 0]
    s.push("sacrifice", p, {}, "card 10")
    s = restored(s)
    s.apply("sac:0")
    assert s.play[p] == [] and s.energy[p] == [0, 0, 0, 0]


def test_every_raven_copying_an_item_goes_when_it_leaves_play() -> None:
    # card 118: "sacrifice Raven if the mimicked magic item is removed from play": both of a
    # seat's Ravens copying the Treatise go, each emptying the reserve (card 42)
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, CURSED_TREATISE)
    s.play[p] += [copying_raven(q, CURSED_TREATISE), copying_raven(q, CURSED_TREATISE)]
    s.energy[p], s.energy[q] = [2, 1, 0, 0], [0, 0, 3, 0]
    s.push("sacrifice", q, {}, "card 10")
    s = restored(s)
    s.apply("sac:0")
    assert s.play[p] == [] and s.energy[p] == [0, 0, 0, 0] and s.energy[q] == [0, 0, 0, 0]
    assert s.discard.count(RAVEN_THE_USURPER) == 2


AMULET_OF_WATER, AMULET_OF_AIR, ARGOS_EMBRACE = 4, 1, 106


def test_an_otus_card_waiting_for_its_amulet_of_water_payment_is_not_kept_in_hand() -> None:
    # EK Argos' Embrace: 5 crystals for each card a player adds to and keeps in hand; a card of
    # Otus the Oracle is summoned (PoD 19/20), not kept, even while its summoner chooses how
    # an Amulet of Water pays for it (card 4)
    s, p, _ = table(enchanted_kingdom=True, expansion="path-of-destiny", enchantment=ARGOS_EMBRACE)
    put(s, p, AMULET_OF_WATER)
    s.play[p][0][2:4] = [2, 2]  # 2 air on the Amulet
    s.energy[p] = [2, 0, 0, 0]
    s.crystals[p] = 10
    if AMULET_OF_AIR in s.deck:
        s.deck.remove(AMULET_OF_AIR)
    s.oracle = [AMULET_OF_AIR]
    s = restored(s)
    s.apply(f"oracle:{AMULET_OF_AIR}")
    assert s.decision is not None and s.decision.kind == "amulet_source" and s.crystals[p] == 10
    s.apply("amulet:1")
    assert s.crystals[p] == 10 and s.play[p][-1][0] == AMULET_OF_AIR and not s.hands[p]


TITUS_DEEPGAZE, SHIELD_OF_ZIRA = 39, 113


def test_the_titus_that_could_not_collect_is_the_one_sacrificed() -> None:
    # card 39: a Titus whose opponent has no crystal is sacrificed; a Titus under a Lock (PoD
    # 17/20) has no effect, so it stays.  With a Shield of Zira in play the owner is asked
    # (card 113), and the wrong Titus (the first in play) used to go.
    s, p, _ = table(enchanted_kingdom=True, expansion="path-of-destiny", enchantment=0)
    put(s, p, TITUS_DEEPGAZE, TITUS_DEEPGAZE, SHIELD_OF_ZIRA)
    s.play[p][0][2] = 1  # a Tangleweed's Lock on the first Titus
    s = end_of_round(s, p)
    s.apply("titus:sacrifice")
    assert [c[0] for c in s.play[p]] == [TITUS_DEEPGAZE, SHIELD_OF_ZIRA] and s.play[p][0][2] == 1
