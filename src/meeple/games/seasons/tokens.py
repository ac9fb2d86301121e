"""Special ability tokens (used once on one's turn, then flipped: the back is
scored): Enchanted Kingdom tokens 1-12 (EK rules, page 2) and Path of Destiny
tokens 13-18; token 17 acts before the die (turn.py), token 5 is permanent
(scoring)."""

from __future__ import annotations

from typing import Any

from meeple.core.i18n import Msg
from meeple.games.seasons import rules
from meeple.games.seasons.enchantments import roll_destiny, sacrifice_or_discard
from meeple.games.seasons.model import GAUGE_MAX
from meeple.games.seasons.registry import AMULET_PAID, TOKENS
from meeple.games.seasons.rules import (
    DESTINY_ENCHANTMENTS,
    card,
    crystals_logged,
    gain_energy,
    look,
    opponents,
    seat_msg,
)

S = Any  # the SeasonsState

REROLL_TOKEN = 17  # PoD token 17: reroll the season die before it resolves


def token_usable(s: S, p: int, tok: int) -> bool:
    """Whether the token's effect can do anything now (5 is permanent, 17 is used
    before the die)."""
    if tok in (3, 6, 7, 10, 11):
        return True
    if tok in (1, 12):
        return bool(s.deck or s.discard)
    if tok == 2:
        # promo 303: a sacrifice needs the opponents' Crystal Titans paid (BGA `playToken`)
        return bool(s.hands[p] or (s.play[p] and rules.can_sacrifice(s, p)))
    if tok == 4:
        # EK token 4 (FAQ): the gauge may not drop below the cards in play.
        return s.gauge[p] > len(s.play[p])
    if tok == 8:
        return rules.avail(s, p)[WATER] >= TOKEN_8_WATER  # water on an Amulet of Water counts (FAQ)
    if tok == 9:
        return s.gauge[p] < GAUGE_MAX
    if tok == 13:
        return bool(s.discard)
    if tok == 14:
        return s.bonus[p] > 0
    if tok == 15:
        return s.energy[p][2] >= 5
    if tok == 16:
        return s.enchant in DESTINY_ENCHANTMENTS
    if tok == 18:
        return s.year < 3 and bool(s.lib2[p] or s.lib3[p])
    return False


def use_token(s: S, p: int) -> None:
    """Use the seat's token now, then flip it."""
    tok = s.token[p]
    s.token_used[p] = True
    s.emit("seasons.log.token", {"seat": p, "n": tok})
    TOKENS[tok](s, p)


@TOKENS.register(1)
def draw_one(s: S, p: int) -> None:
    look(s, p, 1, "keep_or_discard", "EK jeton 1")


@TOKENS.register(2)
def shed_one(s: S, p: int) -> None:
    sacrifice_or_discard(s, p, "EK jeton 2")


@TOKENS.register(3)
def two_energies(s: S, p: int) -> None:
    gain_energy(s, p, 2, "EK jeton 3")


@TOKENS.register(4)
def gauge_down(s: S, p: int) -> None:
    rules.add_gauge(s, p, -1)


@TOKENS.register(6)
def transmute(s: S, p: int) -> None:
    # EK token 6: permission to transmute and +1 crystal per energy, like the transmute bonus.
    s.may_transmute, s.io_only = True, False
    s.trans_bonus += 1


@TOKENS.register(7)
def twelve_crystals(s: S, p: int) -> None:
    crystals_logged(s, p, 12)


WATER, TOKEN_8_WATER = 1, 4  # EK token 8: 4 water back to the stock


@TOKENS.register(8)
def return_water(s: S, p: int) -> None:
    # an Amulet of Water's energy counts (FAQ), spent as the player chooses (card 4)
    amounts = [TOKEN_8_WATER if e == WATER else 0 for e in range(4)]
    if not rules.ask_amulet(s, p, amounts, "token8", {}):
        water_returned(s, p, {}, None)


@AMULET_PAID.register("token8")
def water_returned(s: S, p: int, args: dict[str, Any], split: list[int] | None) -> None:
    rules.take(s, p, WATER, TOKEN_8_WATER, None if split is None else split[WATER])


@TOKENS.register(9)
def gauge_up(s: S, p: int) -> None:
    rules.add_gauge(s, p, 2)


@TOKENS.register(10)
def season_marker(s: S, p: int) -> None:
    # EK token 10: the season marker moves exactly 2 spaces (the token's text; BGA allows 1).
    pos = (s.year - 1) * 12 + s.month
    s.push("choice", p, {"why": "boots", "choices": ["+2"] + (["-2"] if pos >= 2 else [])}, "EK jeton 10")


@TOKENS.register(11)
def see_hands(s: S, p: int) -> None:
    # EK token 11: the other hands are shown to this seat only (through its log).
    for q in opponents(s, p):
        rules.learn(s, [p], f"hand{q}", range(len(s.hands[q])))
        s.emit("seasons.log.hand_seen", {"seat": p, "other": seat_msg(q), "cards": [card(s, c) for c in s.hands[q]]},
               seen_by=(p,), redacted=Msg("seasons.log.hand_seen_hidden", {"who": seat_msg(p), "other": seat_msg(q)}))


@TOKENS.register(12)
def arrange_top(s: S, p: int) -> None:
    look(s, p, 3, "stack", "EK jeton 12")


@TOKENS.register(13)
def take_discard(s: S, p: int) -> None:
    # those who knew the top card of the discard pile know where it went
    seen = rules.knowers(s, "discard", -1)
    rules.into_hand(s, p, rules.take_discard_top(s), seen)


@TOKENS.register(14)
def bonus_back(s: S, p: int) -> None:
    rules.bonus_back(s, p)


@TOKENS.register(15)
def fire_for_card(s: S, p: int) -> None:
    s.energy[p][2] -= 5
    rules.draw_keep(s, p, 1)


@TOKENS.register(16)
def destiny(s: S, p: int) -> None:
    roll_destiny(s, p)


@TOKENS.register(18)
def library_card(s: S, p: int) -> None:
    s.push("token18", p, rule="PoD jeton 18")
