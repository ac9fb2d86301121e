"""Conquer a province [RB Main Phase G]: attackers (facedown against a
defender, who picks defend-icon cards out of turn and draws as many), the
reveal, "When you play this"/Conquer/Defend effects, dice, rerolls (attacker
first), total Strength, the banner and two recruits, then ruin: the
defender's culls attackers, the attacker's lowers the province's defense."""

from __future__ import annotations

from meeple.core import Action, Decision, Msg
from meeple.games.path_of_light_and_shadow.content import (
    CARD_BY_ID,
    CARDS,
    DIE_FACE_IDS,
    DIE_FACE_KINDS,
    DIE_FACES,
    MAX_DICE,
    STRUCTURE_VALUE,
)
from meeple.games.path_of_light_and_shadow.effects import ruin
from meeple.games.path_of_light_and_shadow.knowledge import expose
from meeple.games.path_of_light_and_shadow.model import DECISIONS, NOBODY, Combat, PathData, Player
from meeple.games.path_of_light_and_shadow.nation import (
    MINIMUM_CARDS,
    draw,
    meets,
    pay_influence,
    queue_abilities,
    recruit,
    send_home,
    strength,
)
from meeple.games.path_of_light_and_shadow.text import CARD_REF, FACE_REF, PLAYER_MSG, PROVINCE_REF, RULE, STRUCTURE_REF

CONQUEST_RECRUITS = 2  # [RB G] "recruit two cards from that realm deck"
ATTACKER, DEFENDER = 0, 1  # the side a reroll decision is for


def start_conquest(state: PathData, player: Player) -> None:
    """[RB G]: only where the leader stands, and only an province not already ours."""
    province = player.position
    state.combat = Combat(player.seat, state.owner[province], province)
    state.emit("path.log.conquer", {"player": PLAYER_MSG[player.seat],
                                    "province": PROVINCE_REF[state.board.provinces[province].id]})


def combat_step(state: PathData, combat: Combat) -> None:
    """Run the conquest's next step (the flow between its questions)."""
    step = combat.step
    attacker = state.players[combat.attacker]
    if step == "pick":
        state.push("attack_pick", combat.attacker, rule=RULE["attack_pick"])
    elif step == "defend":
        state.push("defend_pick", combat.defender, rule=RULE["defend_pick"])
    elif step == "reveal":
        reveal(state, combat)
    elif step == "merc":
        combat.step = "roll"
        if attacker.has("mercenaries") and attacker.influence >= STRUCTURE_VALUE["mercenaries"]:
            state.push("mercenary", attacker.seat, rule=RULE["mercenary"])
    elif step == "roll":
        roll(state, combat)
        combat.step = "att-reroll"
    elif step == "att-reroll":
        if combat.attack_rerolls > 0 and combat.attack_dice:
            state.push("reroll", combat.attacker, {"side": ATTACKER}, rule=RULE["reroll_attacker"])
        else:
            combat.step = "def-reroll"
    elif step == "def-reroll":
        if combat.defender != NOBODY and combat.defense_rerolls > 0 and combat.defense_dice:
            state.push("reroll", combat.defender, {"side": DEFENDER}, rule=RULE["reroll_defender"])
        else:
            combat.step = "resolve"
    elif step == "resolve":
        resolve_combat(state, combat)
    elif step == "sacrifice":
        options = [card for card in combat.attackers if card in attacker.play]
        if combat.to_sacrifice > 0 and options and attacker.card_count() > MINIMUM_CARDS:
            state.push("sacrifice", combat.attacker, rule=RULE["sacrifice"])
        else:
            combat.step = "done"
    else:
        state.combat = None


def reveal(state: PathData, combat: Combat) -> None:
    """[RB G, controlled province]: the defender draws as many as placed, then both reveal."""
    attacker = state.players[combat.attacker]
    defender = state.players[combat.defender]
    draw(state, defender, len(combat.defenders_facedown))
    combat.attackers = turn_up(state, attacker, combat.attackers_facedown)
    combat.defenders = turn_up(state, defender, combat.defenders_facedown)
    attacker.play.extend(combat.attackers)
    defender.play.extend(combat.defenders)
    params = {"attacker": PLAYER_MSG[attacker.seat], "att": [CARD_REF[card] for card in combat.attackers],
              "defender": PLAYER_MSG[defender.seat]}
    if combat.defenders:
        state.emit("path.log.reveal", {**params, "def": [CARD_REF[card] for card in combat.defenders]})
    else:  # no empty list in the log line
        state.emit("path.log.reveal_undefended", params)
    for card in combat.attackers:
        queue_abilities(state, attacker, card, "play")
    for card in combat.defenders:
        queue_abilities(state, defender, card, "play")
    combat.step = "merc"


def turn_up(state: PathData, player: Player, facedown: list[int]) -> list[int]:
    """Reveal facedown cards one by one (each leaves the nation's hidden cards)."""
    revealed = []
    while facedown:
        expose(state, player, facedown[0])
        revealed.append(facedown.pop(0))
    return revealed


@DECISIONS.options("attack_pick")
def attack_options(state: PathData, decision: Decision) -> list[Action]:
    player = state.players[decision.player]
    combat = state.combat
    assert combat is not None
    # [RB G] "Play one or more cards ... for their Strength value": any card, 0 Strength too
    out = [Action(f"attack:{CARDS[card].id}", "path.act.attack", {"card": CARD_REF[card]})
           for card in sorted(set(player.hand))]
    if combat.attackers_facedown or combat.attackers:
        out.append(Action("go", "path.act.go", {}))
    return out


@DECISIONS.resolve("attack_pick")
def attack_pick(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    combat = state.combat
    assert combat is not None
    if action.key == "path.act.go":
        if combat.defender != NOBODY:
            # the number of facedown attackers is declared, not their identity
            state.emit("path.log.declare", {"player": PLAYER_MSG[player.seat], "n": len(combat.attackers_facedown)})
            combat.step = "defend"
        else:
            for card in combat.attackers:
                queue_abilities(state, player, card, "play")
            combat.step = "merc"
        return
    card = CARD_BY_ID[action.params["card"].id]
    if combat.defender == NOBODY:
        expose(state, player, card)
    player.hand.remove(card)
    if combat.defender != NOBODY:
        combat.attackers_facedown.append(card)
        state.emit("path.log.facedown", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card]},
                   seen_by=(player.seat,),
                   redacted=Msg("path.log.facedown_hidden", {"player": PLAYER_MSG[player.seat]}))
    else:
        # played now, its effects queued once every attacker is chosen
        player.play.append(card)
        state.emit("path.log.play", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card],
                                     "use": Msg("path.use.strength")})
        combat.attackers.append(card)


@DECISIONS.options("defend_pick")
def defend_options(state: PathData, decision: Decision) -> list[Action]:
    player = state.players[decision.player]
    out = [Action(f"defend:{CARDS[card].id}", "path.act.defend", {"card": CARD_REF[card]})
           for card in sorted(set(player.hand)) if CARDS[card].defend]
    out.append(Action("done", "path.act.done", {}))
    return out


@DECISIONS.resolve("defend_pick")
def defend_pick(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    combat = state.combat
    assert combat is not None
    if action.key == "path.act.done":
        state.emit("path.log.declare_def", {"player": PLAYER_MSG[player.seat], "n": len(combat.defenders_facedown)})
        combat.step = "reveal"
        return
    card = CARD_BY_ID[action.params["card"].id]
    player.hand.remove(card)
    combat.defenders_facedown.append(card)
    state.emit("path.log.facedown", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card]}, seen_by=(player.seat,),
               redacted=Msg("path.log.facedown_hidden", {"player": PLAYER_MSG[player.seat]}))


@DECISIONS.options("mercenary")
def mercenary_options(state: PathData, decision: Decision) -> list[Action]:
    return [Action("mercenary:yes", "path.act.mercenary", {}), Action("skip", "path.act.skip", {})]


@DECISIONS.resolve("mercenary")
def mercenary(state: PathData, decision: Decision, action: Action) -> None:
    """Mercenary Reserves [RB player mat]: pay 1 Influence, roll one more die."""
    if action.key == "path.act.mercenary":
        player = state.players[decision.player]
        pay_influence(state, player, STRUCTURE_VALUE["mercenaries"], STRUCTURE_REF["mercenary-reserves"])
        assert state.combat is not None
        state.combat.extra_dice += 1


def side_bonus(player: Player, cards: list[int], when: str) -> tuple[int, int, int]:
    """(Strength bonus, rerolls, extra dice) from cards' Conquer/Defend abilities, allies, structures."""
    bonus = rerolls = extra = 0
    for card in cards:
        for ability in CARDS[card].abilities:
            if ability.when == when and meets(player, ability.requires):
                if ability.effect == "strength":
                    bonus += ability.value
                elif ability.effect == "reroll":
                    rerolls += ability.value
                else:
                    extra += ability.value
    bonus += player.ally(f"{when}-strength")
    rerolls += player.ally(f"{when}-reroll")
    rerolls += player.structure("reroll")  # Great Keep
    if when == "conquer" and player.morality < 0:
        bonus += player.structure("cruel-strength")  # War Drums
    return bonus, rerolls, extra


def dice_for(state: PathData, player: Player, cards: list[int]) -> int:
    """[RB G]: as many dice as the strongest card's Strength."""
    return max((strength(state, player, card) for card in cards), default=0)


def roll(state: PathData, combat: Combat) -> None:
    attacker = state.players[combat.attacker]
    _, rerolls, extra = side_bonus(attacker, combat.attackers, "conquer")
    n = min(MAX_DICE, dice_for(state, attacker, combat.attackers) + extra + combat.extra_dice)
    combat.attack_dice = [state.rng.randrange(len(DIE_FACES)) for _ in range(n)]
    combat.attack_rerolls = rerolls
    state.emit("path.log.roll", {"player": PLAYER_MSG[attacker.seat],
                                 "dice": [FACE_REF[face] for face in combat.attack_dice]})
    if combat.defender != NOBODY:
        defender = state.players[combat.defender]
        _, rerolls, _ = side_bonus(defender, combat.defenders, "defend")
        n = min(MAX_DICE, dice_for(state, defender, combat.defenders))
        combat.defense_dice = [state.rng.randrange(len(DIE_FACES)) for _ in range(n)]
        combat.defense_rerolls = rerolls
        if n:
            state.emit("path.log.roll", {"player": PLAYER_MSG[defender.seat],
                                         "dice": [FACE_REF[face] for face in combat.defense_dice]})


@DECISIONS.options("reroll")
def reroll_options(state: PathData, decision: Decision) -> list[Action]:
    """One answer per face showing (dice of a face are alike), or keep them."""
    combat = state.combat
    assert combat is not None
    dice = combat.attack_dice if decision.data["side"] == ATTACKER else combat.defense_dice
    seen: list[int] = []
    for face in dice:
        if not any(DIE_FACE_KINDS[face] == DIE_FACE_KINDS[other] for other in seen):
            seen.append(face)
    out = [Action(f"reroll:{DIE_FACE_KINDS[face]}", "path.act.reroll", {"face": FACE_REF[face]}) for face in seen]
    out.append(Action("keep", "path.act.keep", {}))
    return out


@DECISIONS.resolve("reroll")
def reroll(state: PathData, decision: Decision, action: Action) -> None:
    combat = state.combat
    assert combat is not None
    side = decision.data["side"]
    if action.key == "path.act.keep":
        if side == ATTACKER:
            combat.attack_rerolls = 0
        else:
            combat.defense_rerolls = 0
        return
    dice = combat.attack_dice if side == ATTACKER else combat.defense_dice
    face_id = action.params["face"].id
    index = next(i for i, face in enumerate(dice) if DIE_FACE_IDS[face] == face_id)
    old = dice[index]
    dice[index] = state.rng.randrange(len(DIE_FACES))
    if side == ATTACKER:
        combat.attack_rerolls -= 1
    else:
        combat.defense_rerolls -= 1
    state.emit("path.log.reroll", {"player": PLAYER_MSG[decision.player], "old": FACE_REF[old],
                                   "new": FACE_REF[dice[index]]})


def side_total(state: PathData, player: Player, cards: list[int], dice: list[int], when: str) -> int:
    """[RB Calculate strength]: dice + every played card but the strongest + bonuses."""
    strengths = [strength(state, player, card) for card in cards]
    total = sum(strengths) - max(strengths, default=0)
    total += sum(DIE_FACES[face][0] for face in dice)
    bonus, _, _ = side_bonus(player, cards, when)
    total += bonus
    # Castle Barracks [RB player mat]: +2 per ruin result
    total += player.structure("ruin-strength") * sum(DIE_FACES[face][1] for face in dice)
    return total


def resolve_combat(state: PathData, combat: Combat) -> None:
    """[RB G]: determine success, recruit, then the ruin both sides rolled."""
    attacker = state.players[combat.attacker]
    index = combat.province
    province = state.board.provinces[index]
    attack_total = side_total(state, attacker, combat.attackers, combat.attack_dice, "conquer")
    defense_total = 0
    if combat.defender != NOBODY:
        defense_total = side_total(state, state.players[combat.defender], combat.defenders, combat.defense_dice,
                                   "defend")
    combat.success = attack_total >= state.defense[index] + defense_total
    state.emit("path.log.combat", {"player": PLAYER_MSG[attacker.seat], "strength": attack_total,
                                   "defense": state.defense[index] + defense_total,
                                   "result": Msg("path.result.won" if combat.success else "path.result.lost")})
    if combat.success:
        old = state.owner[index]
        state.owner[index] = attacker.seat
        state.emit("path.log.banner", {"player": PLAYER_MSG[attacker.seat], "province": PROVINCE_REF[province.id],
                                       "old": PLAYER_MSG[old] if old != NOBODY else Msg("path.nobody")})
        recruit(state, attacker, province.realm, CONQUEST_RECRUITS)
    ruin_rolled = sum(DIE_FACES[face][1] for face in combat.attack_dice)
    ruin_rolled = max(0, ruin_rolled - attacker.structure("less-ruin"))  # Siege Beasts
    if ruin_rolled:
        ruin(state, index, ruin_rolled)
    combat.to_sacrifice = sum(DIE_FACES[face][1] for face in combat.defense_dice)
    combat.step = "sacrifice"


@DECISIONS.options("sacrifice")
def sacrifice_options(state: PathData, decision: Decision) -> list[Action]:
    combat = state.combat
    assert combat is not None
    player = state.players[decision.player]
    return [Action(f"sacrifice:{CARDS[card].id}", "path.act.sacrifice", {"card": CARD_REF[card]})
            for card in sorted(set(combat.attackers)) if card in player.play]


@DECISIONS.resolve("sacrifice")
def sacrifice(state: PathData, decision: Decision, action: Action) -> None:
    """[RB G, Resolve Ruin]: culled without Cruelty, its Strength pays the defender's ruin."""
    combat = state.combat
    assert combat is not None
    player = state.players[decision.player]
    card = CARD_BY_ID[action.params["card"].id]
    paid = strength(state, player, card)
    player.play.remove(card)
    combat.attackers.remove(card)
    home = send_home(state, card)
    state.emit("path.log.sacrifice", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card], "to": home})
    combat.to_sacrifice = max(0, combat.to_sacrifice - paid)  # a 0-Strength card pays nothing: continue
