"""The right side of the player board ("Actions des plateaux de joueur"): Missionner, Établir une
Garnison, Fortifier, Absoudre, Attaquer, Convertir.  Each needs one attribute and raises another; each but
Attack may be done at most 7 times."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import Action, Decision
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import DECISIONS, act, outsider_name, ref, rewards_list
from meeple.games.paladins_of_the_west_kingdom.model import Player
from meeple.games.paladins_of_the_west_kingdom.rewards import (
    discard_suspicion,
    gain,
    on_action,
    paladin_bonus,
    spend,
)
from meeple.games.paladins_of_the_west_kingdom.text import RULE

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

# Missionner places a Monk where Faith reaches and raises Influence; Garrison an Outpost by Strength, raising Faith
PLACEMENT = {"commission": (C.FAITH, C.INFLUENCE), "garrison": (C.STRENGTH, C.FAITH)}


def under_limit(p: Player, action: str) -> bool:
    """"pas plus de 7 fois chacune des actions" (Attack has no limit)."""
    return action == "attack" or p.count(action) < C.ACTION_LIMIT


def provision_cost(s: PaladinsState, p: Player, action: str) -> int:
    if s.waives(p, action, "provision"):
        return 0
    return C.BOARD.provision_costs[p.count(action)]


def absolve_cost(s: PaladinsState, p: Player) -> int:
    return 0 if s.waives(p, "absolve", "silver") else C.BOARD.jar_costs[p.jars]


def convert_cost(s: PaladinsState, p: Player) -> int:
    return 0 if s.waives(p, "convert", "silver") else C.BOARD.convert_costs[len(p.converts)]


def attack_cost(s: PaladinsState, p: Player, slot: int) -> int:
    """"Attaquer": 1 silver per 2 missing Strength (one per card skipped)."""
    short = C.BOARD.attack_strength[slot] - s.effective(p)[C.STRENGTH]
    if short <= 0:
        return 0
    return (short + 1) // 2


def free_squares(s: PaladinsState, attribute: int, value: int) -> list[tuple[int, int]]:
    """Main-board squares a Monk (Faith) or Outpost (Strength) may take: regions the attribute reaches,
    squares open at this player count."""
    out = []
    for r, region in enumerate(C.BOARD.regions):
        if (region.faith if attribute == C.FAITH else region.strength) > value:
            continue
        for k, occupant in enumerate(s.spaces[r]):
            if occupant < 0 and C.SPACE_MIN[r][k] <= s.num_players:
                out.append((r, k))
    return out


def attack_targets(s: PaladinsState, p: Player) -> list[int]:
    return [i for i, card in enumerate(s.outsider_row) if card >= 0 and attack_cost(s, p, i) <= p.silver]


def convert_targets(s: PaladinsState, p: Player) -> list[int]:
    faith = s.effective(p)[C.FAITH]
    return [i for i, card in enumerate(s.outsider_row) if card >= 0 and C.BOARD.convert_faith[i] <= faith]


def feasible(s: PaladinsState, p: Player, action: str) -> bool:
    """The price and requirement of a right-side action can be met (workers aside)."""
    attributes = s.effective(p)
    if action in PLACEMENT:
        need = PLACEMENT[action][0]
        return p.provisions >= provision_cost(s, p, action) and bool(free_squares(s, need, attributes[need]))
    if action == "fortify":
        return p.provisions >= provision_cost(s, p, action) \
            and attributes[C.INFLUENCE] >= C.BOARD.wall_influence[len(p.walls)] and bool(s.wall_deck)
    if action == "absolve":
        return p.silver >= absolve_cost(s, p) and attributes[C.INFLUENCE] >= C.BOARD.jar_values[p.jars]
    if action == "attack":
        return bool(attack_targets(s, p))
    return p.silver >= convert_cost(s, p) and bool(convert_targets(s, p))


# ---------------------------------------------------------------------- Missionner, Établir une Garnison
@DECISIONS.options("space")
def square_choices(s: PaladinsState, d: Decision) -> list[Action]:
    p = s.players[d.player]
    need = PLACEMENT[d.data["action"]][0]
    return [act(f"space:{r}:{k}", "space", region=r + 1, n=k + 1, reward=rewards_list(C.SPACE_REWARDS[r][k]),
                region_index=r, square_index=k)
            for r, k in free_squares(s, need, s.effective(p)[need])]


@DECISIONS.resolve("space")
def place(s: PaladinsState, d: Decision, a: Action) -> None:
    """Commission a Monk / build an Outpost: pay provisions, take the square's reward, then the attribute."""
    p = s.players[d.player]
    action = d.data["action"]
    r, k = a.params["region_index"], a.params["square_index"]
    spend(s, p, provisions=provision_cost(s, p, action))
    s.spaces[r][k] = p.seat * 2 + (0 if action == "commission" else 1)
    if action == "commission":
        p.monks += 1
    else:
        p.outposts += 1
    s.emit(f"paladins.log.{action}", {"seat": p.seat, "region": r + 1})
    gain(s, p, C.SPACE_REWARDS[r][k])
    gain(s, p, (C.ATTRIBUTES[PLACEMENT[action][1]],))  # the flag the Monk / Outpost uncovers
    on_action(s, p, action)


# ---------------------------------------------------------------------- Fortifier
@DECISIONS.resolve("fortify")
def fortify(s: PaladinsState, d: Decision, a: None) -> None:
    """Pay provisions, build the top Wall of the deck and take its rewards."""
    p = s.players[d.data["seat"]]
    spend(s, p, provisions=provision_cost(s, p, "fortify"))
    card = s.wall_deck.pop()
    p.walls.append(card)
    s.emit("paladins.log.fortify", {"seat": p.seat, "n": len(p.walls), "limit": C.ACTION_LIMIT,
                                       "card": ref(C.WALLS[card].id)})
    gain(s, p, C.WALLS[card].rewards)
    if C.WALLS[card].choice:
        s.push("wall_choice", p.seat, {"card": card}, RULE["fortify"])
    on_action(s, p, "fortify")


@DECISIONS.options("wall_choice")
def wall_options(s: PaladinsState, d: Decision) -> list[Action]:
    return [act(f"wall:{i}", "wall_choice", rewards=rewards_list(option), option=i)
            for i, option in enumerate(C.WALLS[d.data["card"]].choice)]


@DECISIONS.resolve("wall_choice")
def wall_choice(s: PaladinsState, d: Decision, a: Action) -> None:
    """A Wall's either/or reward (pay off a Debt or discard a Suspicion, or 2 silver)."""
    gain(s, s.players[d.player], C.WALLS[d.data["card"]].choice[a.params["option"]])


# ---------------------------------------------------------------------- Absoudre
@DECISIONS.options("jar")
def jar_choices(s: PaladinsState, d: Decision) -> list[Action]:
    p = s.players[d.player]
    return [act(f"jar:{i}", "jar", n=i + 1, reward=rewards_list(C.BOARD.absolve_slots[i]), slot=i)
            for i in range(C.JAR_SLOTS) if not p.jar_slots >> i & 1]


@DECISIONS.resolve("jar")
def absolve(s: PaladinsState, d: Decision, a: Action) -> None:
    """Pay, place the next Jar on a reward slot: that reward and 1 Faith (a Suspicion may be discarded)."""
    p = s.players[d.player]
    slot = a.params["slot"]
    spend(s, p, silver=absolve_cost(s, p))
    p.jar_slots |= 1 << slot
    p.jars += 1
    s.emit("paladins.log.absolve", {"seat": p.seat, "n": slot + 1})
    if p.suspicion:
        s.push("unsuspect", p.seat, {}, RULE["absolve"])
    gain(s, p, C.BOARD.absolve_slots[slot])
    gain(s, p, (C.ATTRIBUTES[C.FAITH],))
    on_action(s, p, "absolve")


@DECISIONS.options("unsuspect")
def unsuspect_choices(s: PaladinsState, d: Decision) -> list[Action]:
    return [act("unsuspect:yes", "unsuspect_yes", discard=True), act("unsuspect:no", "unsuspect_no", discard=False)]


@DECISIONS.resolve("unsuspect")
def unsuspect(s: PaladinsState, d: Decision, a: Action) -> None:
    if a.params["discard"]:
        discard_suspicion(s, s.players[d.player])


# ---------------------------------------------------------------------- Attaquer, Convertir
@DECISIONS.options("outsider")
def outsider_choices(s: PaladinsState, d: Decision) -> list[Action]:
    p = s.players[d.player]
    if d.data["action"] == "attack":
        return [act(f"out:{i}", "attack_target", card=outsider_name(s.outsider_row[i]), n=i + 1,
                    cost=attack_cost(s, p, i), slot=i)
                for i in attack_targets(s, p)]
    return [act(f"out:{i}", "convert_target", card=outsider_name(s.outsider_row[i]), n=i + 1, slot=i)
            for i in convert_targets(s, p)]


@DECISIONS.resolve("outsider")
def attack_or_convert(s: PaladinsState, d: Decision, a: Action) -> None:
    """Attack (silver for missing Strength) keeps the card for its rewards; Convert (silver) keeps it to score."""
    p = s.players[d.player]
    slot = a.params["slot"]
    card = s.outsider_row[slot]
    outsider = C.OUTSIDERS[card]
    s.outsider_row[slot] = -1
    if d.data["action"] == "attack":
        spend(s, p, silver=attack_cost(s, p, slot))
        p.attacked.append(card)
        s.emit("paladins.log.attack", {"seat": p.seat, "card": outsider_name(card)})
        gain(s, p, outsider.attack_reward)
        paladin_bonus(s, p, "attack")
        on_action(s, p, "attack")
    else:
        spend(s, p, silver=convert_cost(s, p))
        p.converts.append(card)
        s.emit("paladins.log.convert", {"seat": p.seat, "card": outsider_name(card)})
        gain(s, p, outsider.convert_reward)
        on_action(s, p, "convert")
