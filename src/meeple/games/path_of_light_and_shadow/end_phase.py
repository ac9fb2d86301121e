"""The End Phase [RB End Phase] steps 1-4: start-of-End-Phase abilities,
recruit one card (a second for 1 Mercy), play area to the discard pile, keep
or discard the hand, draw up to the hand limit; then the next turn, with the
End of Year Scoring after rounds 4, 8 and 12."""

from __future__ import annotations

from meeple.core import Action, Decision
from meeple.games.path_of_light_and_shadow.content import CARD_BY_ID, CARDS
from meeple.games.path_of_light_and_shadow.knowledge import expose
from meeple.games.path_of_light_and_shadow.model import DECISIONS, ROUNDS, ROUNDS_PER_YEAR, PathData
from meeple.games.path_of_light_and_shadow.nation import (
    draw,
    gain_influence,
    gain_morality,
    hand_limit,
    realms_controlled,
    recruit,
)
from meeple.games.path_of_light_and_shadow.scoring import final_scoring, year_scoring
from meeple.games.path_of_light_and_shadow.text import CARD_REF, PLAYER_MSG, RULE


def end_step(state: PathData) -> None:
    """Run the End Phase's next step (the flow between its questions)."""
    player = state.players[state.active]
    step = state.end_step
    if step == "start":
        # 1. start-of-End-Phase abilities of allies and structures
        if player.ally("end-influence"):
            gain_influence(state, player, player.ally("end-influence"))
        if player.has("sanctum"):
            n = player.structure("sanctum") * realms_controlled(state, player.seat)
            if n:
                gain_influence(state, player, n)
        # 2. recruit one, optionally a second for 1 Mercy
        realm = state.board.provinces[player.position].realm
        recruit(state, player, realm, 1)
        state.end_step = "cleanup"
        if state.realm_decks[realm]:
            state.push("recruit_second", player.seat, rule=RULE["recruit_second"])
    elif step == "cleanup":
        player.discard.extend(player.play)  # 3. play area to discard
        player.play = []
        state.end_step = "discard"
    elif step == "discard":
        if player.hand:
            state.push("discard_hand", player.seat, rule=RULE["discard_hand"])
        else:
            state.end_step = "draw"
    else:
        draw(state, player, max(0, hand_limit(player) - len(player.hand)))  # 4. refill
        next_turn(state)


@DECISIONS.options("recruit_second")
def recruit_second_options(state: PathData, decision: Decision) -> list[Action]:
    return [Action("recruit", "path.act.recruit", {}), Action("stop", "path.act.stop", {})]


@DECISIONS.resolve("recruit_second")
def recruit_second(state: PathData, decision: Decision, action: Action) -> None:
    if action.key == "path.act.recruit":
        player = state.players[decision.player]
        recruit(state, player, state.board.provinces[player.position].realm, 1)
        gain_morality(state, player, 1, mercy=True)


@DECISIONS.options("discard_hand")
def discard_options(state: PathData, decision: Decision) -> list[Action]:
    player = state.players[decision.player]
    out = [Action("keep", "path.act.keep_hand", {})]
    out.extend(Action(f"discard:{CARDS[card].id}", "path.act.discard", {"card": CARD_REF[card]})
               for card in sorted(set(player.hand)))
    return out


@DECISIONS.resolve("discard_hand")
def discard(state: PathData, decision: Decision, action: Action) -> None:
    player = state.players[decision.player]
    if action.key == "path.act.keep_hand":
        state.end_step = "draw"
        return
    card = CARD_BY_ID[action.params["card"].id]
    expose(state, player, card)
    player.hand.remove(card)
    player.discard.append(card)
    state.emit("path.log.discard", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card]})


def next_turn(state: PathData) -> None:
    """[RB Gameplay]: clockwise; a round ends when play is back to the first player."""
    state.active = (state.active + 1) % state.num_players
    if state.active == state.first:
        if state.round % ROUNDS_PER_YEAR == 0:
            year_scoring(state, state.round // ROUNDS_PER_YEAR - 1)
        if state.round == ROUNDS:
            final_scoring(state)
            state.phase = "over"
            return
        state.round += 1
        state.emit("path.log.round", {"round": state.round})
    player = state.players[state.active]
    player.moved = player.ally_gained = player.fleet_used = player.bazaar_used = player.gulag_used = False
    state.phase = "main"
