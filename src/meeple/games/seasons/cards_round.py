"""Power cards that act at the end of a round (base rules 5.8; PoD "Précision sur
les règles": player by player from the first player), when the season changes,
or when the season marker moves (Chrono-Ring, Dial of Colof).  Registered by
card slug; track.py calls them."""

from __future__ import annotations

from typing import Any

from meeple.games.seasons import rules
from meeple.games.seasons.components import face_text
from meeple.games.seasons.registry import AMULET_PAID, CHOICES, END_ROUND, SEASON_CHANGE
from meeple.games.seasons.rules import (
    card,
    crystals_logged,
    gain_energy,
    look,
    opponents,
    sacrifice_own,
    sacrifice_self,
)

S = Any  # the SeasonsState

# the cards named in the log beside the crystals they give (ninth fresh audit)
WONDROUS_CHEST, HORN_OF_PLENTY, MESODAES_LANTERN, STATUE_OF_EOLIS, IOS_TRANSMUTER = 13, 102, 106, 107, 109
ETHIELS_FOUNTAIN, CHRONO_RING = 205, 212


# ----------------------------------------------------------------- end of round
@END_ROUND.register("wondrous-chest")
def wondrous_chest(s: S, p: int, slot: int) -> None:
    if sum(s.energy[p]) >= 4:
        crystals_logged(s, p, 3, WONDROUS_CHEST)


@END_ROUND.register("beggars-horn")
def beggars_horn(s: S, p: int, slot: int) -> None:
    if sum(s.energy[p]) <= 1:
        gain_energy(s, p, 1, "card 14")


TITUS_DEEPGAZE = 39


@END_ROUND.register("titus-deepgaze")
def titus(s: S, p: int, slot: int) -> None:
    broke = False
    for q in opponents(s, p):
        if s.crystals[q] == 0:
            broke = True
        else:
            rules.crystals_given(s, q, p, 1, TITUS_DEEPGAZE)
    if broke and not rules.can_sacrifice(s, p):
        # promo 303: Titus stays when its owner cannot pay the Crystal Titans (BGA
        # `titus_deepgaze_onEndTurn`)
        s.emit("seasons.log.titan_spared", {"seat": p, "card": rules.card(s, rules.CRYSTAL_TITAN)})
    elif broke:
        if rules.shield_slot(s, p, slot) is None:
            sacrifice_self(s, p, slot)
        else:
            s.push("choice", p, {"why": "titus", "choices": ["sacrifice", "shield"], "slot": slot}, "card 113")


@CHOICES.register("titus")
def titus_sacrificed(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    """The Titus whose effect ran goes, or a Shield of Zira goes instead of it (card 113);
    third fresh audit: before, the first Titus in play went, a locked one (PoD 17/20) too."""
    sacrifice_own(s, p, data["slot"], {"shield": choice == "shield"})


@END_ROUND.register("ethiels-fountain")
def ethiels_fountain(s: S, p: int, slot: int) -> None:
    if not s.hands[p]:
        crystals_logged(s, p, 3, ETHIELS_FOUNTAIN)


DAMNED_SOUL_OF_ONYS, HEART_OF_ARGOS, FIGRIM_THE_AVARICIOUS, DIAL_OF_COLOF = 50, 101, 11, 206


@END_ROUND.register("dial-of-colof")
def dial_round(s: S, p: int, slot: int) -> None:
    """PoD 6/20: an owner with strictly more cards in play than some opponent may reroll the
    die left over, before the marker moves.  An end-of-round effect, so it resolves in its
    owner's place in turn order, in the order the owner likes (PoD "Ordre de résolution des
    effets de fin de manche"; BGA too), with the cards in play then (sixth fresh audit: before,
    it came after every seat's effects, so an opponent's Titus Deepgaze sacrificed later could
    open it).  Each Dial (a Raven copying one too) gives its own reroll: the card does not
    limit them, and BGA `playerEndOfRoundEffects` asks each Dial not yet used (tenth audit:
    before, a seat's first Dial alone asked)."""
    if any(len(s.play[p]) > len(s.play[q]) for q in opponents(s, p)):
        s.push("choice", p, {"why": "dial", "choices": ["yes", "no"]}, "PoD 6/20")


@END_ROUND.register("damned-soul-of-onys")
def onys_round(s: S, p: int, slot: int) -> None:
    rules.crystals_lost(s, p, 3, DAMNED_SOUL_OF_ONYS)


@END_ROUND.register("carnivora-strombosea")
def carnivora(s: S, p: int, slot: int) -> None:
    if not sum(s.energy[p]):
        look(s, p, 1, "carnivora", "PoD 14/20")


@END_ROUND.register("chalice-of-eternity")
def chalice_round(s: S, p: int, slot: int) -> None:
    en = s.energy[p]
    if sum(en):
        nth = sum(1 for c in s.play[p][:slot] if rules.effective(c) == 207)
        s.push("choice", p, {"why": "chalice", "choices": ["no"] + [str(e) for e in range(4) if en[e]], "nth": nth},
               "PoD 7/20")


@CHOICES.register("chalice")
def chalice_store(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "no" or not s.energy[p][int(choice)]:
        return
    chalices = rules.holders(s, p, 207)
    if data["nth"] < len(chalices):
        s.energy[p][int(choice)] -= 1
        chalices[data["nth"]][2] += 1
        stored(s, p, int(choice), 207)


@END_ROUND.register("heart-of-argos")
def heart_of_argos(s: S, p: int, slot: int) -> None:
    entry = s.play[p][slot]
    rules.energy_logged(s, p, 3, entry[2])
    entry[2] = 0


@END_ROUND.register("horn-of-plenty")
def horn_of_plenty(s: S, p: int, slot: int) -> None:
    av = rules.avail(s, p)
    if sum(av):
        s.push("choice", p, {"why": "plenty", "choices": [str(e) for e in range(4) if av[e]]}, "card 102")


@CHOICES.register("plenty")
def plenty(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    # card 102 FAQ: an Amulet of Water's energy may be the one (card 4: the player chooses)
    e = int(choice)
    if not rules.ask_amulet(s, p, [1 if kind == e else 0 for kind in range(4)], "plenty", {"energy": e}):
        plenty_paid(s, p, {"energy": e}, None)


@AMULET_PAID.register("plenty")
def plenty_paid(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    e = args["energy"]
    rules.take(s, p, e, 1, None if split is None else split[e])
    # issue 8: the discard is logged, with the card (eleventh audit: "discards 1 Air" at the end
    # of a round read as if for nothing)
    s.emit("seasons.log.lose_card", {"seat": p, "energy": rules.energy_msg(e), "card": card(s, HORN_OF_PLENTY)})
    # in winter a Staff of Winter makes every energy count as earth (PoD 8/20; BGA too)
    if e == 3 or rules.winter_staff(s, p):
        crystals_logged(s, p, 5, HORN_OF_PLENTY)


@END_ROUND.register("fairy-monolith")
def monolith_round(s: S, p: int, slot: int) -> None:
    en = s.energy[p]
    if sum(en):
        nth = sum(1 for c in s.play[p][:slot] if rules.effective(c) == 103)
        s.push("choice", p, {"why": "monolith_store", "choices": ["no"] + [str(e) for e in range(4) if en[e]],
                             "nth": nth}, "card 103")


@CHOICES.register("monolith_store")
def monolith_store(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    stones = rules.holders(s, p, 103)
    if choice != "no" and data["nth"] < len(stones) and s.energy[p][int(choice)]:
        s.energy[p][int(choice)] -= 1
        stones[data["nth"]][3 + int(choice)] += 1
        stones[data["nth"]][2] += 1
        stored(s, p, int(choice), 103)


def stored(s: S, p: int, e: int, cid: int) -> None:
    """An energy of the reserve goes onto a card (Chalice of Eternity, Fairy Monolith), logged."""
    s.emit("seasons.log.stored", {"seat": p, "energy": rules.energy_msg(e), "card": rules.card(s, cid)})


@END_ROUND.register("ios-transmuter")
def ios_transmuter(s: S, p: int, slot: int) -> None:
    if s.io_used[p]:
        crystals_logged(s, p, 2, IOS_TRANSMUTER)


@END_ROUND.register("mesodaes-lantern")
def mesodaes_lantern(s: S, p: int, slot: int) -> None:
    crystals_logged(s, p, 3, MESODAES_LANTERN)


# ----------------------------------------------------------------- season change
@SEASON_CHANGE.register("figrim-the-avaricious")
def figrim(s: S, p: int) -> None:
    for q in opponents(s, p):
        rules.crystals_given(s, q, p, 1, FIGRIM_THE_AVARICIOUS)


@SEASON_CHANGE.register("statue-of-eolis")
def statue(s: S, p: int) -> None:
    s.push("choice", p, {"why": "statue", "choices": ["energy", "crystals"]}, "card 107")


@CHOICES.register("statue")
def statue_choice(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "energy":
        gain_energy(s, p, 1, "card 107")
    else:
        crystals_logged(s, p, 2, STATUE_OF_EOLIS)
        look(s, p, 1, "peek", "card 107")


@SEASON_CHANGE.register("hourglass-of-time")
def hourglass(s: S, p: int) -> None:
    gain_energy(s, p, 1, "card 27")


# ----------------------------------------------------------------- the season marker moves
@CHOICES.register("ring")
def chrono_ring(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "crystals":
        crystals_logged(s, p, 4, CHRONO_RING)
    else:
        gain_energy(s, p, 1, "PoD 12/20")


@CHOICES.register("dial")
def dial_of_colof(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "yes" and s.leftover is not None:
        s.leftover[1] = s.rng.randrange(6)
        s.emit("seasons.log.reroll", {"seat": p, "face": face_text(s.leftover)})
