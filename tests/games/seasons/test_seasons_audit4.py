"""The fourth fresh rules audit of Seasons (issue 10, last item), on the Enchanted Kingdom
cards: each finding reproduced on a table set by hand and carried through a position
(docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, stack_top, table

from helpers import ids
from meeple.core.state import RULES

CRYSTAL_ORB, DIVINE_CHALICE, MESODAES_LANTERN, AMULET_OF_EARTH = 34, 9, 106, 3


def test_the_crystal_orb_cannot_put_mesodaes_lantern_into_play() -> None:
    # card 106: the Lantern "cannot be put into play via another Power card"; the Orb
    # (card 34) took 4 energies for it, then the Lantern was discarded
    s, p, _ = table(enchanted_kingdom=True)
    put(s, p, CRYSTAL_ORB)
    s.energy[p] = [2, 2, 0, 0]
    stack_top(s, MESODAES_LANTERN)
    s = restored(s)
    s.apply("act:0:look")
    assert ids(s) == ["leave"]
    s.apply("leave")
    assert s.energy[p] == [2, 2, 0, 0] and s.deck[-1] == MESODAES_LANTERN


def test_the_divine_chalice_never_offers_mesodaes_lantern() -> None:
    # card 9 puts one of the top 4 cards into play; the Lantern cannot be (card 106), so it
    # is not offered (before, taking it discarded it with the three others)
    s, p, _ = table(enchanted_kingdom=True)
    stack_top(s, MESODAES_LANTERN, AMULET_OF_EARTH)
    s.hands[p].append(DIVINE_CHALICE)
    s.deck.remove(DIVINE_CHALICE)
    s.crystals[p] = 20
    s.energy[p] = [2, 2, 2, 2]
    s._legal = None
    s = restored(s)
    s.apply(f"summon:{DIVINE_CHALICE}")
    assert s.decision is not None and s.decision.kind == "look"
    assert f"take:{MESODAES_LANTERN}" not in ids(s) and f"take:{AMULET_OF_EARTH}" in ids(s)
    s.gauge[p] = len(s.play[p])  # no free slot: the cards can only be discarded
    s._legal = None
    assert ids(s) == ["discard"]


THRONE_OF_RENEWAL, AMULET_OF_AIR = 110, 1


def test_the_throne_of_renewals_step_back_on_the_bonus_track_is_logged() -> None:
    # card 110: discard a card, draw one, one space back on the bonus track (base 5.7); the
    # step back changed the penalty without a log line (issue 8)
    s, p, _ = table(enchanted_kingdom=True)
    give_hand(s, p, THRONE_OF_RENEWAL, AMULET_OF_AIR)
    s.energy[p] = [0, 1, 2, 0]
    s.bonus[p] = 2
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"summon:{THRONE_OF_RENEWAL}")
    s.apply(f"hand:{AMULET_OF_AIR}")
    assert s.bonus[p] == 1 and len(s.hands[p]) == 1
    texts = [e["text"] for e in s.events(None, since, "en") if e["kind"] == "seasons.log.bonus_back"]
    assert texts == [f"Player {p + 1} moves back one space on the bonus track (1 bonus used)"]


AMULET_OF_TIME = 115


def test_the_amulet_of_times_discards_are_logged_face_down() -> None:
    # card 115: discard X cards, then draw X; the discards had no log line (issue 8), only the
    # draw; the card discarded face down is named to its owner only
    s, p, q = table(enchanted_kingdom=True)
    give_hand(s, p, AMULET_OF_TIME, AMULET_OF_AIR)
    s.energy[p] = [0, 2, 0, 0]
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"summon:{AMULET_OF_TIME}")
    s.apply("gain:0")
    s.apply("gain:0")
    s.apply(f"time:{AMULET_OF_AIR}")
    s.apply("time:done")
    mine = [e["text"] for e in s.events(p, since, "en") if e["kind"] == "seasons.log.discard_card"]
    theirs = [e["text"] for e in s.events(q, since, "en") if e["kind"] == "seasons.log.discard_hidden"]
    assert mine == [f"Player {p + 1} discards Amulet of Air"]
    assert theirs == [f"Player {p + 1} discards a card face down"]
    assert len(s.hands[p]) == 1 and s.discard[-1] == AMULET_OF_AIR


HORN_OF_PLENTY, FAIRY_MONOLITH = 102, 103


def test_the_horn_of_plenty_and_the_fairy_monolith_log_the_energies_they_move() -> None:
    # card 102: 1 energy discarded at the end of the round (5 crystals for an earth); card 103:
    # stored energies come back to the reserve; neither move had a log line (issue 8)
    s, p, _ = table(enchanted_kingdom=True)
    put(s, p, HORN_OF_PLENTY, FAIRY_MONOLITH)
    s.play[p][1][2:7] = [1, 0, 1, 0, 0]  # 1 water on the Monolith
    s.energy[p] = [0, 0, 0, 1]
    s = restored(s)
    since = len(s.events(None))
    s.apply("act:1")  # the Monolith gives its one token back
    s.apply("monolith:1")
    s.push("eor", RULES, {"p": p})
    s.settle()
    s.apply(f"eor:{HORN_OF_PLENTY}")
    s.apply("plenty:3")
    s.apply("monolith_store:no")
    texts = [e["text"] for e in s.events(None, since, "en")
             if e["kind"] in ("seasons.log.energy_gained", "seasons.log.lose_card", "seasons.log.crystals_card")]
    who = f"Player {p + 1}"
    assert texts == [f"{who} receives 1 Water", f"{who} discards 1 Earth (Horn of Plenty)",
                     f"{who} gains 5 crystals (Horn of Plenty)"]
    assert s.energy[p] == [0, 1, 0, 0] and s.crystals[p] == 5
