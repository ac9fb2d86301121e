"""Enchantment effects that act during play (PoD "Les cartes Enchantement", the
Enchanted Kingdom enchantments) and the Die of Destiny (PoD, "Dé du Destin").
Enchantments that change a rule where it is coded (transmutation, the draft,
the reserve...) are read there; these are the ones with steps of their own."""

from __future__ import annotations

from typing import Any

from meeple.core.components import Ref
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.components import enchantment_id
from meeple.games.seasons.registry import CHOICES
from meeple.games.seasons.rules import FORCE_OF_DESTINY, GAME_ID, TAILWIND, crystals_logged

S = Any  # the SeasonsState

EMBRACE_TOLL = 5  # EK Argos' Embrace: crystals paid per new card kept


def roll_destiny(s: S, p: int) -> None:
    """PoD, Dé du Destin: resolve one face; Force of Destiny adds 3 crystals."""
    en, cr, ga, pts = s.C.destiny[s.rng.randrange(6)]
    s.destiny[p] += pts
    s.emit("seasons.log.destiny", {"seat": p, "points": pts})
    crystals = cr + (3 if s.enchant == FORCE_OF_DESTINY else 0)
    if crystals:
        crystals_logged(s, p, crystals)
    rules.add_gauge(s, p, ga)
    if en:
        s.push("gain", p, {"n": en}, "PoD dé du Destin")


def sacrifice_or_discard(s: S, p: int, rule: str) -> None:
    """Sacrifice a card in play or discard a card from the hand (the seat's choice when
    both are possible): token 2, Argos' Embrace, Drought.  No sacrifice without paying the
    opponents' Crystal Titans (promo 303, as BGA's token 2)."""
    choices = (["hand"] if s.hands[p] else []) + (["play"] if s.play[p] and rules.can_sacrifice(s, p) else [])
    if len(choices) == 2:
        s.push("choice", p, {"why": "shed", "choices": choices}, rule)
    elif choices:
        shed(s, p, choices[0], {})


@CHOICES.register("shed")
def shed(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "hand":
        s.push("hand", p, {"why": "discard"}, "EK")
    else:  # Argos' Embrace asks every seat in turn: an earlier sacrifice may have taken this seat's last card
        s.push("sacrifice_if_any", RULES, {"p": p}, "EK")


def embrace(s: S, p: int) -> None:
    """EK Argos' Embrace: a seat that kept new cards in hand loses 5 crystals, or (with 4
    or fewer) sacrifices a card or discards one from the hand (the new card may go)."""
    if s.crystals[p] >= EMBRACE_TOLL:
        rules.lose_crystals(s, p, EMBRACE_TOLL)
        s.emit("seasons.log.embrace", {"seat": p})
    else:
        sacrifice_or_discard(s, p, "EK Étreinte d'Argos")


def drought(s: S) -> None:
    """EK Drought: entering summer, the one seat with the most crystals sacrifices a card
    or lowers its reserve limit by 1 for good (no card in play: the reserve)."""
    best = max(s.crystals)
    leaders = [q for q in range(s.num_players) if s.crystals[q] == best]
    if len(leaders) != 1:
        return
    p = leaders[0]
    # who is struck, and why (ninth fresh audit's French game: a sacrifice at a season change
    # read "Player 2 sacrifices ..." with no reason given)
    s.emit("seasons.log.drought_leader", {"seat": p, "n": best})
    if s.play[p] and rules.can_sacrifice(s, p):  # promo 303: the Crystal Titans paid first
        s.push("choice", p, {"why": "drought", "choices": ["sacrifice", "reserve"]}, "EK Sécheresse")
    else:
        drought_choice(s, p, "reserve", {})


@CHOICES.register("drought")
def drought_choice(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "sacrifice":
        s.push("sacrifice", p, {}, "EK Sécheresse")
    else:
        s.drought[p] += 1
        s.emit("seasons.log.drought", {"seat": p, "n": rules.limit(s, p)})


@CHOICES.register("tailwind")
def tailwind(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    """PoD Vent favorable: at the end of a round, 1 air may go for 4 crystals."""
    if choice == "yes":
        s.energy[p][0] -= 1
        # named, as the Horn of Plenty's discard (eleventh audit: "discards 1 Air" gave no reason)
        s.emit("seasons.log.lose_card", {"seat": p, "energy": rules.energy_msg(0),
                                         "card": Ref(GAME_ID, enchantment_id(TAILWIND))})
        crystals_logged(s, p, 4)
