"""The fifth fresh rules audit of Seasons (issue 10, last item): each finding reproduced on
a table set by hand and carried through a position (docs/seasons.md, "Record versions")."""

from __future__ import annotations

from seasons_helpers import give_hand, put, restored, stack_top, table

from helpers import ids
from meeple.core.i18n import Msg
from meeple.core.state import RULES
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import move_marker

RAVEN_THE_USURPER, AMULET_OF_EARTH, SYLLAS_THE_FAITHFUL = 118, 3, 10


def test_a_raven_leaves_with_the_copy_its_token_sits_on_not_with_an_identical_one() -> None:
    # card 118: the Raven token goes on one magic item, and the Raven is sacrificed "if the
    # mimicked magic item is removed from play".  With two Amulets of Earth in play, the Raven
    # stayed whichever of them left, as long as one was left (it was followed by card number)
    for gone, stays in ((1, True), (0, False)):
        s, p, q = table(enchanted_kingdom=True)
        put(s, q, AMULET_OF_EARTH, AMULET_OF_EARTH)
        give_hand(s, p, RAVEN_THE_USURPER)
        s.energy[p] = [0, 0, 1, 2]
        s = restored(s)
        s.apply(f"summon:{RAVEN_THE_USURPER}")
        s.apply(f"raven:{q}:0")  # on the first Amulet
        assert s.crystals[p] == 9
        s.push("sacrifice", q, {}, "card 10")  # Syllas the Faithful makes q sacrifice one
        s = restored(s)
        s.apply(f"sac:{gone}")
        assert [c[0] for c in s.play[p]] == ([RAVEN_THE_USURPER] if stays else [])
        assert len(s.play[q]) == 1


def test_a_raven_on_a_later_copy_follows_it_when_an_earlier_one_leaves() -> None:
    # card 118: the Raven on the second Amulet stays when the first goes, and goes when its
    # own Amulet (now the first in the row) leaves: the copy it sits on is followed as the
    # row moves up
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, AMULET_OF_EARTH, AMULET_OF_EARTH)
    give_hand(s, p, RAVEN_THE_USURPER)
    s.energy[p] = [0, 0, 1, 2]
    s = restored(s)
    s.apply(f"summon:{RAVEN_THE_USURPER}")
    s.apply(f"raven:{q}:1")  # on the second Amulet
    s.push("sacrifice", q, {}, "card 10")
    s = restored(s)
    s.apply("sac:0")
    assert [c[0] for c in s.play[p]] == [RAVEN_THE_USURPER]
    s.push("sacrifice", q, {}, "card 10")
    s = restored(s)
    s.apply("sac:0")
    assert s.play[p] == [] and s.play[q] == []


FAMILIAR_CATCHER, LEWIS_GREYFACE, AMULET_OF_AIR, POTION_OF_RESURRECTION = 108, 21, 1, 111
HEART_OF_ARGOS, KAIRN_THE_DESTROYER = 101, 16


def texts(s: SeasonsState, since: int, seat: int | None, *kinds: str) -> list[str]:
    return [e["text"] for e in s.events(seat, since, "en") if e["kind"] in kinds]


def test_the_familiar_catchers_kept_and_thrown_cards_are_logged() -> None:
    # card 108 (as card 105): the card found is seen by all, so where it goes is told to all;
    # before, only the reveals had a line (issue 8)
    s, p, q = table(enchanted_kingdom=True)
    give_hand(s, p, FAMILIAR_CATCHER)
    s.energy[p] = [1, 0, 1, 0]
    stack_top(s, LEWIS_GREYFACE, AMULET_OF_AIR, SYLLAS_THE_FAITHFUL)
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"summon:{FAMILIAR_CATCHER}")
    s.apply("throw")
    s.apply(f"take:{SYLLAS_THE_FAITHFUL}")
    assert texts(s, since, q, "seasons.log.take_found", "seasons.log.throw") == [
        f"Player {p + 1} throws Lewis Greyface away and searches again",
        f"Player {p + 1} takes Syllas the Faithful into their hand"]


def test_the_potion_of_resurrections_card_and_the_heart_of_argos_earth_are_logged() -> None:
    # card 111: one of the cards looked at goes to the hand (which one, the others do not
    # see); card 101: the turn's first activation puts 1 earth on the Heart (issue 8)
    s, p, q = table(enchanted_kingdom=True)
    put(s, p, POTION_OF_RESURRECTION, HEART_OF_ARGOS)
    s.deck.remove(AMULET_OF_AIR)
    s.discard.append(AMULET_OF_AIR)
    s = restored(s)
    since = len(s.events(None))
    s.apply("act:0")
    s.apply(f"take:{AMULET_OF_AIR}")
    assert texts(s, since, q, "seasons.log.keep", "seasons.log.stored") == [
        f"Player {p + 1} puts 1 Earth on Heart of Argos", f"Player {p + 1} keeps a card"]


CHRONO_RING, IGRAMUL_THE_BANISHER = 212, 221


def test_the_chrono_rings_choice_names_the_ring() -> None:
    # PoD 12/20: a move of 3 spaces asks the ring's owner to choose; the options said only
    # "Gain 4 crystals" / "Take 1 energy", from nowhere the player could tell
    s, p, _ = table(expansion="path-of-destiny", enchantment=0)
    put(s, p, CHRONO_RING)
    move_marker(s, 3)
    s = restored(s)
    options = [(a.id, Msg(a.key, a.params).text("fr"), Msg(a.key, a.params).text("en")) for a in s.legal_actions()]
    assert options == [("ring:crystals", "Bague temporelle : gagner 4 cristaux", "Chrono-Ring: gain 4 crystals"),
                       ("ring:energy", "Bague temporelle : prendre 1 énergie", "Chrono-Ring: take 1 energy")]


def test_igramul_logs_a_discard_only_for_a_hand_that_held_the_card() -> None:
    # PoD 21/20: a hand without the named card discards nothing; the log read "Player 2
    # discards 0 × Amulet of Air (Igramul)" (its reveal already shows the hand)
    s, p, q = table(expansion="path-of-destiny", enchantment=0)
    give_hand(s, p, IGRAMUL_THE_BANISHER)
    give_hand(s, q, AMULET_OF_EARTH)
    s.energy[p] = [1, 1, 1, 1]
    s.crystals[p] = 30
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"summon:{IGRAMUL_THE_BANISHER}")
    s.apply(f"name:{AMULET_OF_AIR}")
    assert texts(s, since, p, "seasons.log.igramul") == []
    assert texts(s, since, p, "seasons.log.hand_revealed") == [f"Player {q + 1} reveals their hand: Amulet of Earth"]


STEADFAST_DIE, IOS_TRANSMUTER = 114, 109


def test_ios_transmuter_reads_no_crystals_from_a_die_the_steadfast_die_set_aside() -> None:
    # card 109: "if the season die you took gives crystals"; card 114: the die is ignored for
    # another effect, so it gives none.  A Transmuter summoned afterwards still read the die's
    # crystals and permitted transmuting (one already in play did not)
    s, p, _ = table(enchanted_kingdom=True)
    season = s.taken[p][2]
    die, face = next((d, f) for d, faces in enumerate(s.C.dice[season]) for f, side in enumerate(faces)
                     if side.crystals and not side.transmute)
    s.taken[p] = [die, face, season]
    put(s, p, STEADFAST_DIE)
    give_hand(s, p, IOS_TRANSMUTER)
    s.energy[p] = [1, 1, 0, 1]
    s.stack.clear()
    s.push("start_turn", RULES, {"p": p})
    s = restored(s)
    s.settle()
    s.apply("steadfast")
    s.apply("steadfast:gauge")
    s.apply(f"summon:{IOS_TRANSMUTER}")
    assert not s.may_transmute and "tr:0" not in ids(s)


NECROTIC_KRISS, SHIELD_OF_ZIRA, STAFF_OF_WINTER = 44, 113, 208


def test_a_shield_of_zira_may_go_instead_of_the_kriss_familiar() -> None:
    # card 113: "whenever you would have to discard or sacrifice one of your power cards"; its
    # FAQ counts a potion's sacrifice of itself, and the Kriss (card 44) must give up a
    # familiar in the same way: the Shield may go instead (BGA too), for 10 crystals, and the
    # Kriss's 4 energies still come.  Before, the Kriss offered only the familiar.
    s, p, _ = table(enchanted_kingdom=True)
    put(s, p, NECROTIC_KRISS, SHIELD_OF_ZIRA, LEWIS_GREYFACE)
    s = restored(s)
    assert [a for a in ids(s) if a.startswith("act:0")] == ["act:0:p2", "act:0:zira"]
    s.apply("act:0:zira")
    for _ in range(4):
        s.apply("gain:3")
    assert [c[0] for c in s.play[p]] == [NECROTIC_KRISS, LEWIS_GREYFACE]
    assert s.crystals[p] == 10 and s.energy[p] == [0, 0, 0, 4]


def test_a_shield_of_zira_may_go_instead_of_the_staff_of_winters_discard() -> None:
    # PoD 8/20 (discard a magic item: 3 energies) with card 113: the item stays in hand
    s, p, _ = table(enchanted_kingdom=True, expansion="path-of-destiny", enchantment=0)
    put(s, p, STAFF_OF_WINTER, SHIELD_OF_ZIRA)
    give_hand(s, p, AMULET_OF_EARTH)
    s = restored(s)
    s.apply("act:0:zira")
    for _ in range(3):
        s.apply("gain:0")
    assert s.hands[p] == [AMULET_OF_EARTH] and [c[0] for c in s.play[p]] == [STAFF_OF_WINTER]
    assert s.crystals[p] == 10 and s.energy[p] == [3, 0, 0, 0]


def test_a_raven_copying_the_shield_spares_no_familiar_by_going_instead_of_itself() -> None:
    # card 113 (as for the other sacrifices): a Shield chosen as the last card spares nothing;
    # a Kriss whose only familiar is a Raven copying the Shield offers no Shield variant
    s, p, q = table(enchanted_kingdom=True)
    put(s, q, SHIELD_OF_ZIRA)
    put(s, p, NECROTIC_KRISS)
    s.play[p].append([RAVEN_THE_USURPER, 0, 0, 0, 0, 0, 0, q, SHIELD_OF_ZIRA, 0, 0])
    s = restored(s)
    assert [a for a in ids(s) if a.startswith("act:0")] == ["act:0:p1"]


POTION_OF_DREAMS, POTION_OF_LIFE = 24, 26


def test_the_reserve_a_potion_empties_is_not_logged_as_its_cost() -> None:
    # cards 24 and 26 cost nothing to activate: the reserve they discard or transmute is their
    # effect; the log read "Player 1 pays 0 crystals and 2 air, 1 water... for Potion of Dreams"
    # after its effect (issue 8: the log says what happened)
    s, p, q = table(enchanted_kingdom=True)
    put(s, p, POTION_OF_DREAMS, POTION_OF_LIFE)
    give_hand(s, p, AMULET_OF_EARTH)
    s.energy[p] = [2, 1, 0, 0]
    s = restored(s)
    since = len(s.events(None))
    s.apply(f"act:0:{AMULET_OF_EARTH}")
    s.energy[p] = [1, 0, 1, 0]
    s.apply("act:0")  # the Potion of Life, now first in the row
    assert texts(s, since, q, "seasons.log.paid") == []
    assert texts(s, since, q, "seasons.log.energy", "seasons.log.crystals") == [
        f"Player {p + 1} now has 0 air, 0 water, 0 fire, 0 earth", f"Player {p + 1} gains 9 crystals",
        f"Player {p + 1} now has 0 air, 0 water, 0 fire, 0 earth", f"Player {p + 1} gains 8 crystals"]
