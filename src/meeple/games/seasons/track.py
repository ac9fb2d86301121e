"""End of round, the season marker, season and year changes, the end (base rules
5.8 and 6; PoD "Précision sur les règles": end-of-round effects player by player
from the first player).  Card effects are read from ``registry``."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.core.components import Ref
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.components import enchantment_id
from meeple.games.seasons.enchantments import drought
from meeple.games.seasons.registry import DECISIONS, END_ROUND, HAND_CHOSEN, SEASON_CHANGE
from meeple.games.seasons.rules import (
    ARUS_SCHEMES,
    DROUGHT,
    GAME_ID,
    INTO_THE_VOID,
    SEASONS_TURN,
    TAILWIND,
    VOID_THRESHOLDS,
    act,
    card,
)
from meeple.games.seasons.scoring import best, scores

S = Any  # the SeasonsState

MONTHS = 12  # base 5.8: the season wheel has 12 spaces, 3 per season
LAST_MONTH = 36  # base 6: the game ends past the last space of year III
CHRONO_RING_STEPS = 3  # PoD 12/20: a move of 3 spaces or more


@DECISIONS.resolve("end_round")
def end_round(s: S, d: Decision, a: Action | None) -> None:
    s.push("advance", RULES)
    for p in reversed(rules.turn_order(s, s.first)):
        s.push("eor", RULES, {"p": p})


@DECISIONS.resolve("eor")
def end_of_round_effects(s: S, d: Decision, a: Action | None) -> None:
    """One seat's end-of-round effects, in the order it chooses (PoD "Ordre de résolution
    des effets de fin de manche": seat by seat in turn order, "chaque joueur réalise tous
    ses effets de fin de manche dans l'ordre qu'il souhaite"), the enchantment's included.
    An effect is named by the card whose effect it is (a Raven the Usurper's by the item it
    copies, card 118; negative: the enchantment's number)."""
    p = d.data["p"]
    left = [rules.effective(entry) for entry in s.play[p] if END_ROUND.get(rules.effective(entry)) is not None]
    if s.enchant in (SEASONS_TURN, TAILWIND):
        left.append(-s.enchant)
    go_on(s, p, left)


def go_on(s: S, p: int, left: list[int]) -> None:
    """The next effect: chosen by the seat when it has effects of two cards or more."""
    if len(set(left)) > 1:
        s.push("eor_order", p, {"left": left}, "PoD ordre des effets de fin de manche")
    elif left:
        run_effect(s, p, left[0], left)


def run_effect(s: S, p: int, key: int, left: list[int]) -> None:
    rest = list(left)
    rest.remove(key)
    if rest:
        s.push("eor_next", RULES, {"p": p, "left": rest})
    if key < 0:
        enchantment_effect(s, p, -key)
        return
    # Copies of one card (a Raven copying it among them) resolve in the order they lie in play, so
    # the copies still due are the last ones: a copy whose effect ran may have left play (Titus
    # Deepgaze sacrifices itself, card 39), and nothing else leaves or enters play at the end of a
    # round.  Card 118: a Raven has its copied item's effect, so it is found by that item (third
    # fresh audit: found by its own number, a Raven copying an item without such an effect could
    # stand in for one copying the Wondrous Chest, whose 3 crystals were then lost).
    slots = [i for i, entry in enumerate(s.play[p]) if rules.effective(entry) == key]
    slot = slots[len(slots) - left.count(key)]
    effect = END_ROUND[key]
    if not rules.locked(s, s.play[p][slot]):
        effect(s, p, slot)


def enchantment_effect(s: S, p: int, enchantment: int) -> None:
    en = s.energy[p]
    if enchantment == SEASONS_TURN and all(en):
        rules.crystals_logged(s, p, 4)  # PoD Au rythme des saisons
    if enchantment == TAILWIND and en[0]:
        s.push("choice", p, {"why": "tailwind", "choices": ["yes", "no"]}, "PoD Vent favorable")


@DECISIONS.resolve("eor_next")
def next_effect(s: S, d: Decision, a: Action | None) -> None:
    go_on(s, d.data["p"], d.data["left"])


@DECISIONS.options("eor_order")
def order_options(s: S, d: Decision) -> list[Action]:
    out = []
    for key in sorted(set(d.data["left"])):
        if key < 0:
            out.append(act(f"eor:e{-key}", "seasons.act.eor_enchantment",
                           {"enchantment": Ref(GAME_ID, enchantment_id(-key)), "key": key}))
        else:
            out.append(act(f"eor:{key}", "seasons.act.eor_card", {"card": card(s, key), "key": key}))
    return out


@DECISIONS.resolve("eor_order")
def order_chosen(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    run_effect(s, d.player, a.params["key"], d.data["left"])


@DECISIONS.resolve("advance")
def advance(s: S, d: Decision, a: Action | None) -> None:
    s.push("new_round", RULES)
    s.push("move", RULES)


@DECISIONS.resolve("move")
def move_by_leftover_die(s: S, d: Decision, a: Action | None) -> None:
    """base 5.8: the die left over moves the marker by its steps."""
    assert s.leftover is not None
    move_marker(s, s.face(s.leftover).steps, round_over=True)


def move_marker(s: S, steps: int, round_over: bool = False) -> None:
    """base 5.8: move the season marker; trigger season, year and end changes.  ``round_over``:
    the end-of-round move (past the end, the game ends now; moved by Temporal Boots or token 10,
    it ends with the round, base 6)."""
    before_season, before_year = s.season, s.year
    pos = (s.year - 1) * MONTHS + s.month + steps
    pos = max(0, pos)
    s.year, s.month = pos // MONTHS + 1, pos % MONTHS
    s.ended = pos >= LAST_MONTH
    if s.ended:  # base 6: past the last space of year III there is no year IV to name
        # (ninth fresh audit: the end-of-round move read "the game ends with this round" too)
        s.emit("seasons.log.marker_over" if round_over else "seasons.log.marker_end", {"n": steps})
    elif steps < 0:  # Temporal Boots and token 10 may move it back
        s.emit("seasons.log.marker_back", {"n": -steps, "year": s.year, "month": s.month + 1})
    else:
        s.emit("seasons.log.marker", {"n": steps, "year": s.year, "month": s.month + 1})
    if steps >= CHRONO_RING_STEPS:
        for p in rules.turn_order(s, s.first):
            for _ in range(rules.count_owned(s, p, 212)):
                s.push("choice", p, {"why": "ring", "choices": ["crystals", "energy"]}, "PoD 12/20")
    if s.year > before_year:
        year_change(s)
    if s.enchant == DROUGHT and steps > 0 and s.season == 2 and before_season != 2 and not s.ended \
            and s.drought_year != s.year:
        # EK Sécheresse: entering summer (at most once a year), the leader read as the marker
        # arrives, as Into the Void's thresholds are (PoD "lors du changement"), before the
        # season-change effects of that move; its choice comes after them (ninth fresh audit:
        # before, Figrim's crystals were counted and a Statue of Eolis's were not).
        s.drought_year = s.year
        drought(s)
    # Temporal Boots backwards: hands are kept, libraries are not given twice (base 5.8).
    if s.season != before_season or s.year != before_year:
        season_change(s)


def season_change(s: S) -> None:
    for p in rules.turn_order(s, s.first):
        for slot in range(len(s.play[p])):
            effect = SEASON_CHANGE.get(rules.effective(s.play[p][slot]))
            if effect is not None and not rules.locked(s, s.play[p][slot]):
                effect(s, p)


def year_change(s: S) -> None:
    old = s.year - 1
    if s.enchant == INTO_THE_VOID and old >= 1 and old <= 3 and old == s.libs_given:
        # PoD Appel du vide: sacrifice a card unless at 15/30/50 crystals.  Asked one seat after
        # the other: a card sacrificed earlier can take a seat's last card with it (a Raven
        # copying it leaves too), and then that seat has nothing left to sacrifice.
        for p in reversed(rules.turn_order(s, s.first)):
            if s.play[p] and s.crystals[p] < VOID_THRESHOLDS[old]:
                s.push("sacrifice_if_any", RULES, {"p": p}, "PoD Appel du vide")
    arus = s.enchant == ARUS_SCHEMES and old == s.libs_given
    if s.year <= 3 and s.year > s.libs_given:
        s.libs_given = s.year
        for p in range(s.num_players):
            rules.move_all(s, f"library{s.year}_{p}", f"hand{p}")
        s.emit("seasons.log.year", {"year": s.year})
    elif s.year > 3:
        s.libs_given = 4
    if arus and any(s.hands):
        # PoD Ruses selon Arus: everyone passes one card from hand to the left, at once,
        # from the hand the new Library cards just joined (rule call): a seat whose hand
        # was empty before them passes one too.
        s.push("arus_pass", RULES)
        for p in reversed(rules.turn_order(s, s.first)):
            if s.hands[p]:
                s.push("hand", p, {"why": "arus"}, "PoD Ruses selon Arus")


@HAND_CHOSEN.register("arus")
def arus_set_aside(s: S, p: int, cid: int, data: dict[str, Any]) -> None:
    """PoD Ruses selon Arus: the card to pass waits, unseen, until everyone chose."""
    rules.hand_to(s, p, cid, f"looking{p}")


@DECISIONS.resolve("arus_pass")
def arus_pass(s: S, d: Decision, a: Action | None) -> None:
    n = s.num_players
    for p in range(n):
        left = (p + 1) % n
        while s.looks[p]:  # the passer and its left neighbour see which card goes
            rules.put_looked(s, p, s.looks[p][0], f"hand{left}", len(s.hands[left]), seen=(left,), told=(p,))
    s.emit("seasons.log.arus")


@DECISIONS.resolve("new_round")
def new_round(s: S, d: Decision, a: Action | None) -> None:
    if s.ended:
        # PoD 19/20: Otus's cards still face up at the end are discarded.
        rules.discard_seen(s, rules.everyone(s), s.oracle)
        s.oracle.clear()
        s.over = True
        s.phase = "over"
        s.emit("seasons.log.final", {"scores": scores(s)})
        tied, winners = best(s)
        if len(tied) > 1:
            # a tie at the top is broken by the cards in play, or shared (eleventh audit's French
            # game ended 79 to 79 with one winner named and no reason given)
            cards = len(s.play[winners[0]])
            if len(winners) == 1:
                s.emit("seasons.log.tie_broken", {"seat": winners[0], "n": max(scores(s)), "cards": cards})
            else:
                s.emit("seasons.log.tie_shared", {"n": max(scores(s)), "cards": cards})
        return
    s.first = rules.next_seat(s, s.first)
