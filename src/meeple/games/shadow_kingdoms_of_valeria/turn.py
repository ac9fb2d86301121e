"""A turn: refill, the mandatory move, the sanctuary actions, the end of the
turn and of the game (rulebook "Déroulement de la Partie", "Les 5 Sanctuaires",
"Fin de Partie"), with the solo Adversary's moves ("Variante Solo")."""

from __future__ import annotations

from collections.abc import Iterator

from meeple.core import RULES, Action, Decision
from meeple.core.components import Ref
from meeple.games.shadow_kingdoms_of_valeria import camp, conquest, scoring
from meeple.games.shadow_kingdoms_of_valeria.components import CAMP_ID, category_id, chosen, ref, sanctuary_id
from meeple.games.shadow_kingdoms_of_valeria.content import SANCTUARIES, load
from meeple.games.shadow_kingdoms_of_valeria.dice import (
    chosen_die,
    dice_on_board,
    die_actions,
    open_sanctuaries,
    refill,
    take_die,
)
from meeple.games.shadow_kingdoms_of_valeria.model import (
    CAMP,
    CHAMPIONS,
    DECISIONS,
    GEMS,
    GOLD,
    MAGIC,
    STRATAGEMS,
    ValeriaData,
)
from meeple.games.shadow_kingdoms_of_valeria.resources import gain_gem, gain_gold, gain_magic, gain_vp
from meeple.games.shadow_kingdoms_of_valeria.tables import DISCOUNT, SANCTUARY_OF, TROOPS
from meeple.games.shadow_kingdoms_of_valeria.text import RULE

C = load()
SOLO = C.board.solo
PLANS_TO_END = 7  # "la fin de partie est déclenchée lorsqu'un joueur a réussi son 7e Stratagème"
MAGIC_GAIN = 2  # "Gagner 2 Magies"


def destinations(s: ValeriaData, seat: int) -> Iterator[int]:
    """Where the warden may go: another location; a sanctuary only with dice and
    (solo) not the Adversary's; the camp only if a plan can be carried out (the costly
    check, made last so that asking whether there is any destination can stop early)."""
    here = s.players[seat].location
    yield from (i for i in open_sanctuaries(s) if i != here)
    if here != CAMP and camp.has_plan(s, seat):
        yield CAMP


def start_turn(s: ValeriaData) -> None:
    """"Remplissage des Sanctuaires" at the start of a turn, then the move."""
    seat = s.turn_player
    s.emit("valeria.log.turn", {"seat": seat})  # the refill is part of this turn: logged after its header
    threshold = SOLO.dice_refill_threshold if s.solo is not None else s.num_players
    if dice_on_board(s) <= threshold or next(destinations(s, seat), None) is None:
        # the second case: "également déclenché si vous n'avez aucun lieu" (rare)
        refill(s, refill_size(s))
    s.ctx = {}
    s.push("end_turn", RULES)
    s.push("move", seat, rule=RULE["move"])


def refill_size(s: ValeriaData) -> int:
    """As many dice per sanctuary as players; 2 in solo ("Variante Solo")."""
    return C.board.setup[1].dice_per_sanctuary if s.solo is not None else s.num_players


def location_id(location: int) -> str:
    return CAMP_ID if location == CAMP else sanctuary_id(location)


def location_ref(location: int) -> Ref:
    return ref(location_id(location))


@DECISIONS.options("move")
def move_options(s: ValeriaData, d: Decision) -> list[Action]:
    return [Action(f"move:{'camp' if loc == CAMP else SANCTUARIES[loc]}", "valeria.act.move",
                   {"place": location_ref(loc)}) for loc in destinations(s, d.player)]


@DECISIONS.resolve("move")
def move_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    place = chosen(a.params, "place")
    location = CAMP if place == CAMP_ID else SANCTUARY_OF[place]
    s.players[seat].location = location
    s.emit("valeria.log.move", {"seat": seat, "place": location_ref(location)})
    if location == CAMP:
        s.push("camp_plan", seat, rule=RULE["camp_plan"])
    else:
        s.push("sanctuary_action", RULES, {"sanctuary": location})
        s.push("take_die", seat, {"sanctuary": location}, rule=RULE["take_die"])


@DECISIONS.options("take_die")
def take_options(s: ValeriaData, d: Decision) -> list[Action]:
    return die_actions(s, d.data["sanctuary"], "die:")


@DECISIONS.resolve("take_die")
def take_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    die = chosen_die(a.params)
    s.ctx["discount"] = DISCOUNT[die[1]]  # the die taken this turn gives the discount
    take_die(s, d.player, d.data["sanctuary"], die)


@DECISIONS.resolve("sanctuary_action")
def sanctuary_action(s: ValeriaData, d: Decision, a: None) -> None:
    seat = s.turn_player
    sanctuary = d.data["sanctuary"]
    discount = s.ctx["discount"]
    if sanctuary == GEMS:
        gain_gem(s, seat)
    elif sanctuary == GOLD:
        gain_gold(s, seat, discount)
    elif sanctuary == MAGIC:
        s.push("magic_choice", seat, rule=RULE["magic_choice"])
    elif sanctuary == CHAMPIONS:
        s.push("buy_champion", seat, {"discount": discount}, rule=RULE["buy_champion"])
    elif sanctuary == STRATAGEMS:
        s.push("reserve_plan", seat, {"discount": discount}, rule=RULE["reserve_plan"])


@DECISIONS.options("magic_choice")
def magic_options(s: ValeriaData, d: Decision) -> list[Action]:
    out = [Action("magic", "valeria.act.gain_magic", {"n": MAGIC_GAIN})]
    for i in scoring.claimable(s, d.player):
        card = s.distinctions[i]
        out.append(Action(f"claim:{card}", "valeria.act.claim", {"card": ref(card), "vp": scoring.claim_vp(s, i)}))
    return out


@DECISIONS.resolve("magic_choice")
def magic_resolve(s: ValeriaData, d: Decision, a: Action) -> None:
    seat = d.player
    if "card" not in a.params:
        gain_magic(s, seat, MAGIC_GAIN)
        return
    card = chosen(a.params, "card")
    index = s.distinctions.index(card)
    vp = scoring.claim_vp(s, index)  # the leftmost free circle
    s.claims[index].append(seat)
    s.emit("valeria.log.claim", {"seat": seat, "card": ref(card)})
    gain_vp(s, seat, vp, "distinctions")
    conquest.push_remove_marker(s, seat)  # the marker comes off the player board


@DECISIONS.resolve("end_turn")
def end_turn(s: ValeriaData, d: Decision, a: None) -> None:
    seat = s.turn_player
    if len(s.players[seat].completed) >= PLANS_TO_END and not s.end_triggered:
        s.end_triggered = True
        s.emit("valeria.log.end_triggered", {"seat": seat})
    if s.solo is not None:
        adversary_turn(s)
        if s.end_triggered and not s.finished:
            finish(s)  # you ended it: the Adversary has had its last move
        return
    s.turn_player = (seat + 1) % s.num_players
    if s.end_triggered and s.turn_player == s.first_player:
        finish(s)  # "jusqu'à la fin de la manche": everyone has played as often


def adversary_turn(s: ValeriaData) -> None:
    """"Variante Solo": the Adversary moves one sanctuary clockwise, scores 2 VP
    if it meets your warden, and completes the 5-gold plan on the Stratagem
    sanctuary; its 7th plan ends the game at once."""
    adv = s.solo
    assert adv is not None
    adv.location = (adv.location + 1) % len(SANCTUARIES)
    s.emit("valeria.log.adversary_move", {"place": location_ref(adv.location)})
    if s.players[0].location == adv.location:
        adv.score(SOLO.meet_bonus, "meetings")
        s.emit("valeria.log.adversary_vp", {"n": SOLO.meet_bonus, "why": ref(category_id("meetings"))})
    if adv.location == STRATAGEMS and s.column[-1] is not None:
        card = s.column[-1]
        s.column[-1] = s.strat_pile.draw()
        adv.completed.append(card)
        gained = SOLO.vp_by_troops[len(TROOPS[card])]
        adv.score(gained, "adversary_plans")
        s.emit("valeria.log.adversary_plan", {"card": ref(card), "n": gained})
        if len(adv.completed) >= PLANS_TO_END:
            finish(s)  # "La partie prend fin immédiatement"


def finish(s: ValeriaData) -> None:
    """"Décompte Final": end-game champions and 1 VP per troop die; in solo the
    Adversary takes 7 VP per empty distinction and 5 per one holding your marker."""
    s.finished = True
    for seat in range(s.num_players):
        gain_vp(s, seat, scoring.champions_vp(s, seat), "champions")
        gain_vp(s, seat, len(s.players[seat].dice), "troops")
    if s.solo is not None:
        bonus = scoring.adversary_distinction_vp(s)
        s.solo.score(bonus, "adversary_distinctions")
        s.emit("valeria.log.adversary_vp", {"n": bonus, "why": ref(category_id("adversary_distinctions"))})
    s.emit("valeria.log.game_over", {})
