"""A round's dice and the start of a seat's turn (base rules 5.1-5.3): die
choice, then the die's resolution or what replaces it (Die of Destiny, Die of
Malice, Steadfast Die, token 17).  The main decision follows (main_turn.py)."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.games.seasons import rules
from meeple.games.seasons.components import face_text
from meeple.games.seasons.enchantments import roll_destiny
from meeple.games.seasons.registry import CHOICES, DECISIONS
from meeple.games.seasons.rules import (
    DESTINY_ENCHANTMENTS,
    act,
    card,
    gain_energy,
)
from meeple.games.seasons.tokens import REROLL_TOKEN

S = Any  # the SeasonsState

DIE_OF_MALICE, STEADFAST_DIE, THIEVING_FAIRIES, HEART_OF_ARGOS = 15, 114, 41, 101


@DECISIONS.options("die")
def die_options(s: S, d: Decision) -> list[Action]:
    return [act(f"die:{i}", "seasons.act.die", {"face": face_text(die), "die": i}) for i, die in enumerate(s.pool)]


@DECISIONS.resolve("die")
def take_die(s: S, d: Decision, a: Action | None) -> None:
    """base 5.1: each seat takes one of the rolled dice; the last one is left over."""
    assert a is not None
    die = s.pool.pop(a.params["die"])
    s.taken[d.player] = die
    s.emit("seasons.log.die", {"seat": d.player, "face": face_text(die)})
    if len(s.pool) == 1:
        s.leftover = s.pool[0]


@DECISIONS.resolve("start_turn")
def start_turn(s: S, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    s.turn_player = p
    s.may_transmute, s.trans_bonus, s.draw_pending, s.draw_die = False, 0, False, False
    s.die_used = False
    s.oracle_used = False
    s.turn_acts = 0
    s.io_only = False
    s.turn_summons, s.vision_used = 0, False
    s.push("main", p, rule="base 5.3")
    if len(pre_die_uses(s, p)) > 1:
        s.push("pre_die", p, rule="base 5.3.1")
    else:
        resolve_season_die(s, p)


def resolve_season_die(s: S, p: int) -> None:
    """base 5.2: take the die's energies, crystals and gauge; note draw and transmute."""
    die = s.taken[p]
    assert die is not None
    f = s.face(die)
    for e in range(4):
        s.energy[p][e] += f.energies[e]
    rules.gain_crystals(s, p, f.crystals)
    if f.gauge:
        rules.add_gauge(s, p, 1)
    s.may_transmute = f.transmute
    s.draw_pending = s.draw_die = f.draw
    s.die_used = True
    rules.transmuter_permits(s, p)


def pre_die_uses(s: S, p: int, rerolled: bool = False) -> list[str]:
    """What may replace or change the season die before it resolves (base 5.3.1); after a
    reroll the die may be rerolled again (card 15 FAQ: two Dice of Malice reroll twice in a
    row; token 17 too) or set aside by a Steadfast Die, but no longer swapped for the Die of
    Destiny."""
    uses = ["season"]
    if s.enchant in DESTINY_ENCHANTMENTS and not rerolled:
        uses.append("destiny")
    if s.token[p] == REROLL_TOKEN and not s.token_used[p]:
        uses.append("reroll")
    if malice_slot(s, p) is not None:
        uses.append("malice")
    if rules.owns(s, p, STEADFAST_DIE):
        uses.append("steadfast")
    return uses


_PRE_DIE_KEYS = {"season": "seasons.act.season_die", "destiny": "seasons.act.destiny_die",
                 "reroll": "seasons.act.token17", "malice": "seasons.act.malice", "steadfast": "seasons.act.steadfast"}
_PRE_DIE_USES = {key: use for use, key in _PRE_DIE_KEYS.items()}


@DECISIONS.options("pre_die")
def pre_die_options(s: S, d: Decision) -> list[Action]:
    return [act(use, _PRE_DIE_KEYS[use]) for use in pre_die_uses(s, d.player, d.data.get("rerolled", False))]


def malice_slot(s: S, p: int) -> int | None:
    """Die of Malice (15): an untapped one (a Raven copying one too) may reroll the die
    before it resolves."""
    for i, entry in enumerate(s.play[p]):
        if rules.effective(entry) == DIE_OF_MALICE and not entry[1] and not rules.locked(s, entry):
            return i
    return None


def rerolled(s: S, p: int) -> None:
    """The season die was rerolled: another reroll or the Steadfast Die may follow,
    else the new face resolves."""
    # the new face is logged (eleventh audit's French game: the others read only that the token
    # or the Die of Malice was used, never what the die then showed)
    die = s.taken[p]
    assert die is not None
    s.emit("seasons.log.rerolled", {"seat": p, "face": face_text(die)})
    if len(pre_die_uses(s, p, rerolled=True)) > 1:
        s.push("pre_die", p, {"rerolled": True}, "card 15")
    else:
        resolve_season_die(s, p)


def count_activation(s: S, p: int) -> None:
    """An activation (base 5.6; the Die of Malice's too): the turn's first one puts 1
    earth on each Heart of Argos (101)."""
    if s.turn_acts == 0:
        for heart in rules.holders(s, p, HEART_OF_ARGOS):
            heart[2] += 1
            s.emit("seasons.log.stored", {"seat": p, "energy": rules.energy_msg(3), "card": card(s, HEART_OF_ARGOS)})
    s.turn_acts += 1


def fairies(s: S, p: int, kept: int = 0) -> None:
    """Thieving Fairies (41): an opponent's activation costs them 1 crystal, +1 from the
    bank; ``kept``: the crystals the activation itself costs, which the toll leaves them
    (rule call), so a seat with no more than that gives nothing (card 41 FAQ)."""
    for q in range(s.num_players):
        if q != p:
            for _ in range(rules.count_owned(s, q, THIEVING_FAIRIES)):
                if s.crystals[p] > kept:
                    rules.crystals_given(s, p, q, 1, THIEVING_FAIRIES)
                rules.crystals_logged(s, q, 1, THIEVING_FAIRIES)  # the bank's crystal


@DECISIONS.resolve("pre_die")
def pre_die(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    use = _PRE_DIE_USES[a.key]
    if use == "destiny":
        roll_destiny(s, p)
    elif use == "steadfast":
        # Steadfast Die (114): ignore the die for one of gauge +1, 1 energy, transmutation.
        s.push("choice", p, {"why": "steadfast", "choices": ["gauge", "energy", "transmute"]}, "card 114")
    elif use == "malice":
        slot = malice_slot(s, p)
        assert slot is not None
        s.play[p][slot][1] = 1
        die = s.taken[p]
        assert die is not None
        die[1] = s.rng.randrange(6)
        s.emit("seasons.log.activate", {"seat": p, "card": card(s, s.play[p][slot][0])})
        count_activation(s, p)
        fairies(s, p)  # card 41: owed on using the card, before its 2 crystals (sixth fresh audit)
        rules.crystals_logged(s, p, 2)
        rerolled(s, p)
    elif use == "reroll":
        # Token 17: reroll the season die before resolving it.
        s.token_used[p] = True
        die = s.taken[p]
        assert die is not None
        die[1] = s.rng.randrange(6)
        s.emit("seasons.log.token", {"seat": p, "n": REROLL_TOKEN})
        rerolled(s, p)
    else:
        resolve_season_die(s, p)


@CHOICES.register("steadfast")
def steadfast(s: S, p: int, choice: str, data: dict[str, Any]) -> None:
    if choice == "gauge":
        rules.add_gauge(s, p, 1)
    elif choice == "energy":
        gain_energy(s, p, 1, "card 114")
    else:
        s.may_transmute, s.io_only = True, False
