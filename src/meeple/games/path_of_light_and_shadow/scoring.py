"""Scoring: the End of Year Scoring after rounds 4, 8 and 12 [RB End of Year
Scoring], the End of Game points [RB End of the Game] steps 1-4, and the
bots' estimate of the final scores."""

from __future__ import annotations

from typing import Any

from meeple.core.i18n import Msg
from meeple.core.scoring import announce_scoring, score_sheet
from meeple.games.path_of_light_and_shadow.content import ALLIES, CARDS
from meeple.games.path_of_light_and_shadow.effects import add_defense
from meeple.games.path_of_light_and_shadow.model import (
    ROUNDS,
    ROUNDS_PER_YEAR,
    STARTING_INFLUENCE,
    PathData,
    Player,
)
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
                add_defense(state, province, player.structure("academy"))
    for player in state.players:
        gain = sum(state.defense[province] for province in provinces_of(state, player.seat))
        realms = YEAR_REALM_BONUS[year] * realms_controlled(state, player.seat)
        gain += realms
        player.influence += gain
        player.year_gains[year] = gain
        player.year_realms[year] = realms
        state.emit("path.log.year", {"player": PLAYER_MSG[player.seat], "year": year + 1, "n": gain,
                                     "total": player.influence})
    announce_scoring(state, Msg("path.log.year_scored", {"year": year + 1}))


def final_breakdown(state: PathData, player: Player) -> dict[str, int]:
    """[RB End of the Game] steps 1-4: cards, allies, structures, Level 4 structures.
    Cards still in a play area count with the others (see docs: a defender's
    cards stay there when the game ends before that player's next End Phase)."""
    cards = player.cards()
    mine = provinces_of(state, player.seat)
    level_four = player.structure("score-morality") * abs(player.morality)
    level_four += player.structure("score-realms") * len({state.board.provinces[province].realm for province in mine})
    level_four += player.structure("score-defense") * sum(state.defense[province] for province in mine)
    level_four += player.structure("score-provinces") * len(mine)
    level_four += player.structure("score-cards") * sum(1 for card in cards if CARDS[card].influence >= 1)
    return {"cards": sum(CARDS[card].influence for card in cards),
            "allies": sum(ALLIES[ally].influence for ally in player.allies),
            "structures": sum(player.levels), "level-4": level_four}


def final_points(state: PathData, player: Player) -> int:
    return sum(final_breakdown(state, player).values())


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


CATEGORIES = (
    ("start", {"fr": "Influence de départ", "en": "Starting Influence"}),
    ("turns", {"fr": "Pendant les tours (capacités, Moralité au-delà de 12, paiements)",
               "en": "During turns (abilities, Morality beyond 12, payments)"}),
    *((f"year-{year}-{part}", {"fr": f"Année {year} : {fr}", "en": f"Year {year}: {en}"})
      for year in range(1, len(YEAR_REALM_BONUS) + 1)
      for part, fr, en in (("provinces", "défense des provinces", "province defense"),
                           ("realms", "royaumes contrôlés", "realms controlled"))),
    ("cards", {"fr": "Fin : Influence des cartes", "en": "End: cards' Influence"}),
    ("allies", {"fr": "Fin : alliés", "en": "End: allies"}),
    ("structures", {"fr": "Fin : bâtiments construits", "en": "End: structures built"}),
    ("level-4", {"fr": "Fin : bâtiments de niveau 4", "en": "End: Level 4 structures"}),
)


def sheet(state: PathData) -> dict[str, Any]:
    """The rulebook's scoring steps per seat: the count so far during the game."""
    rows = []
    for player in state.players:
        entries = {"start": STARTING_INFLUENCE}
        for year, (gain, realms) in enumerate(zip(player.year_gains, player.year_realms, strict=True), start=1):
            entries[f"year-{year}-provinces"] = gain - realms
            entries[f"year-{year}-realms"] = realms
        if state.phase == "over":
            entries.update(final_breakdown(state, player))
        entries["turns"] = player.influence - sum(entries.values())
        rows.append(entries)
    return score_sheet(CATEGORIES, rows)
