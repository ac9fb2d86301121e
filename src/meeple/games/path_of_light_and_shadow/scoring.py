"""Scoring: the End of Year Scoring after rounds 4, 8 and 12 [RB End of Year
Scoring], the End of Game points [RB End of the Game] steps 1-4, and the
bots' estimate of the final scores."""

from __future__ import annotations

from meeple.games.path_of_light_and_shadow.content import ALLIES, CARDS
from meeple.games.path_of_light_and_shadow.effects import add_defense
from meeple.games.path_of_light_and_shadow.model import ROUNDS, ROUNDS_PER_YEAR, PathData, Player
from meeple.games.path_of_light_and_shadow.nation import provinces_of, realms_controlled
from meeple.games.path_of_light_and_shadow.text import PLAYER_MSG

YEAR_REALM_BONUS = (4, 8, 12)  # [RB End of Year Scoring] step 2, per realm controlled
YEAR_END_ROUNDS = tuple(ROUNDS_PER_YEAR * (year + 1) for year in range(len(YEAR_REALM_BONUS)))


def year_scoring(state: PathData, year: int) -> None:
    """[RB End of Year Scoring]: province defense, then 4/8/12 per realm."""
    # Blessed Academy [RB player mat]: "when an End of Year Scoring phase
    # begins", +1 defense to each province its owner controls (before counting)
    for player in state.players:
        if player.has("academy"):
            for province in provinces_of(state, player.seat):
                add_defense(state, province, 1)
    for player in state.players:
        gain = sum(state.defense[province] for province in provinces_of(state, player.seat))
        gain += YEAR_REALM_BONUS[year] * realms_controlled(state, player.seat)
        player.influence += gain
        player.year_gains[year] = gain
        state.emit("path.log.year", {"player": PLAYER_MSG[player.seat], "year": year + 1, "n": gain,
                                     "total": player.influence})


def final_points(state: PathData, player: Player) -> int:
    """[RB End of the Game] steps 1-4."""
    cards = player.cards()
    points = sum(CARDS[card].influence for card in cards)
    points += sum(ALLIES[ally].influence for ally in player.allies)
    points += sum(player.levels)
    if player.has("score-morality"):
        points += abs(player.morality)
    mine = provinces_of(state, player.seat)
    if player.has("score-realms"):
        points += len({state.board.provinces[province].realm for province in mine})
    if player.has("score-defense"):
        points += sum(state.defense[province] for province in mine)
    if player.has("score-provinces"):
        points += 2 * len(mine)
    if player.has("score-cards"):
        points += sum(1 for card in cards if CARDS[card].influence >= 1)
    return points


def final_scoring(state: PathData) -> None:
    for player in state.players:
        n = final_points(state, player)
        player.influence += n
        state.emit("path.log.final", {"player": PLAYER_MSG[player.seat], "n": n, "total": player.influence})


def evaluate(state: PathData) -> list[float]:
    """Influence now + End of Game points now + the coming End of Year
    scorings at today's holdings + a little for deck strength and the cards
    still in hand (so that a one-step search does not waste them)."""
    if state.phase == "over":
        return [float(player.influence) for player in state.players]
    years_left = [year for year, end in enumerate(YEAR_END_ROUNDS) if end >= state.round]
    rounds_left = ROUNDS - state.round + 1
    out = []
    for player in state.players:
        value = float(player.influence + final_points(state, player))
        held = sum(state.defense[province] for province in provinces_of(state, player.seat))
        realms = realms_controlled(state, player.seat)
        value += sum(held + YEAR_REALM_BONUS[year] * realms for year in years_left)
        cards = player.cards()
        if cards:
            power = sum(max(CARDS[card].labor, CARDS[card].strength) for card in cards) / len(cards)
            value += power * rounds_left * 0.5
        if player.seat == state.active and state.phase == "main":
            value += 0.2 * sum(max(CARDS[card].labor, CARDS[card].strength) for card in player.hand)
        out.append(value)
    return out
