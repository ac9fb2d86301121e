"""Regression tests from the rules review of Path of Light and Shadow."""

from __future__ import annotations

from path_helpers import place, position

from helpers import ids
from meeple.games.path_of_light_and_shadow.conquer import side_total
from meeple.games.path_of_light_and_shadow.model import STRUCTURE_AT
from meeple.games.path_of_light_and_shadow.nation import (
    gain_morality,
)
from meeple.games.path_of_light_and_shadow.scoring import year_scoring
from meeple.games.path_of_light_and_shadow.state import PathState

BLANK, RUIN = 0, 4


def build(s: PathState, seat: int, effect: str) -> None:
    tree, level = STRUCTURE_AT[effect]
    s.players[seat].levels[tree] = max(s.players[seat].levels[tree], level)
    s._legal = None


def hold(s: PathState, seat: int, name: str, defense: int) -> int:
    q = s.board.by_id[name]
    s.owner[q] = seat
    s.defense[q] = defense
    s._legal = None
    return q


def end_turn(s: PathState) -> None:
    seat = s.active
    s.apply("end")
    while s.active == seat and not s.is_over:
        s.apply("stop" if "stop" in ids(s) else "keep")


# -- Blessed Academy: "When an End of Year Scoring phase begins, add one defense
#    to each province you control" (player mat), not every End Phase.
def test_academy_does_not_fortify_in_the_end_phase() -> None:
    s = position(hand0=["trusted-follower"] * 5)
    q = hold(s, 0, "aramek", 5)
    build(s, 0, "academy")
    end_turn(s)
    assert s.defense[q] == 5


def test_academy_fortifies_before_the_year_is_scored() -> None:
    s = position(hand0=["trusted-follower"] * 5)
    q = hold(s, 0, "aramek", 5)
    r = hold(s, 1, "pilgrimwalk", 4)  # the other seat has no Academy
    build(s, 0, "academy")
    s.round = 4
    before = [pl.influence for pl in s.players]
    end_turn(s)  # seat 0's End Phase
    end_turn(s)  # seat 1's: round 4 ends, End of Year scoring
    assert s.defense[q] == 6 and s.defense[r] == 4
    assert s.players[0].year_gains[0] == 6
    assert s.players[0].influence == before[0] + 6


def test_academy_never_exceeds_printed_defense() -> None:
    s = position(hand0=["trusted-follower"] * 5)
    q = hold(s, 0, "pilgrimwalk", 7)
    build(s, 0, "academy")
    year_scoring(s, 0)
    assert s.defense[q] == 7 and s.players[0].year_gains[0] == 7


# -- Castle Barracks: "+2 for each of your [ruin] results" while Conquering/Defending.
def test_barracks_adds_two_per_ruin_result_in_attack_and_defense() -> None:
    s = position(hand0=["trusted-follower"] * 5)
    for seat in (0, 1):
        pl = s.players[seat]
        when = "conquer" if seat == 0 else "defend"
        plain = side_total(s, pl, [], [RUIN, BLANK, RUIN], when)
        build(s, seat, "ruin-strength")
        assert side_total(s, pl, [], [RUIN, BLANK, RUIN], when) == plain + 4
        assert side_total(s, pl, [], [BLANK, BLANK], when) == 0


# -- a player who read the rulebook needs the printed numbers on screen
def _render(s: PathState, seat: int, lang: str) -> str:
    from path_helpers import GAME
    from rich.console import Console

    console = Console(width=200, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(GAME.render(s.view(seat), seat, lang))
    return console.export_text()


def test_hand_shows_promotion_cost_and_result() -> None:
    s = position(hand0=["trusted-follower", "wandering-one.vale", "steadfast-conscript"])
    out = _render(s, 0, "en")
    assert "2 → Trusted Loyalist" in out
    assert "6 → a random Legendary Numerai" in out
    assert "2 → Garde Loyal" not in out and "Garde Loyal" in _render(s, 0, "fr")


def test_available_allies_show_condition_ability_and_worth() -> None:
    s = position(hand0=["trusted-follower"] * 5)
    out = _render(s, 0, "en")
    from meeple.games.path_of_light_and_shadow import content as C

    for i in s.allies:
        ally = C.ALLIES[i]
        assert f"{ally.name.en}: condition:" in out
        assert f"Worth {ally.influence} Influence" in out


def test_build_action_names_level_cost_and_ability_once() -> None:
    """The choice says the Labor to pay; the structure's component gives its level, printed cost and
    ability, which the terminal prints under the choice: the ability must not be printed twice."""
    from path_helpers import GAME

    from meeple.cli.components import Components, Describer
    from meeple.core.i18n import render

    s = position(hand0=["trusted-follower"] * 5)
    build_acts = [a for a in s.legal_actions() if a.id == "build:great-keep"]
    assert build_acts
    components = Components(GAME)
    for lang, words in (("en", "level: 1 · cost: 4"), ("fr", "niveau : 1 · coût : 4")):
        text = render(build_acts[0].key, build_acts[0].params, lang)
        (entry,) = components.in_params(build_acts[0].describe()["params"])
        detail = Describer(components, lang).summary(entry)
        assert ("4 Labor" if lang == "en" else "4 Travail") in text and words in detail
        ability = entry["text"][lang]
        assert ("reroll" if lang == "en" else "relancer") in ability
        assert ability in detail and ability not in text


# -- Morality: each step beyond 12 becomes 1 Influence, and the log says so
def test_morality_overflow_is_logged_as_influence() -> None:
    s = position(hand0=["trusted-follower"] * 5)
    pl = s.players[0]
    pl.morality = 11
    influence = pl.influence
    gain_morality(s, pl, 3, mercy=True)
    assert pl.morality == 12 and pl.influence == influence + 2
    keys = [(e.msg.key, e.msg.params.get("n")) for e in s.log[-3:]]
    assert keys == [("path.log.mercy", 1), ("path.log.morality_end", 2), ("path.log.influence", 2)]
    pl.morality = -12
    gain_morality(s, pl, 1, mercy=False)
    assert pl.morality == -12 and pl.influence == influence + 3
    assert s.log[-1].msg.key == "path.log.influence"
    gain_morality(s, pl, 1, mercy=True)  # back toward Mercy: one step, never to 0 later
    assert pl.morality == -11


def test_french_card_names_are_french_only() -> None:
    """A French player reads French names: no English name in brackets beside them."""
    from meeple.games.path_of_light_and_shadow import content as C

    for card in C.CARDS:
        names = card.data.name
        assert "(" not in names.fr and names.en not in names.fr, names


def test_reveal_without_defenders_names_no_empty_list() -> None:
    """A defender who places no card: the reveal line says so (it read "defends with .")."""
    s = position(hand0=["steadfast-conscript"] * 3, hand1=["trusted-follower"] * 5)
    s.owner[place(s, 0, "pilgrimwalk")] = 1
    s._legal = None
    for answer in ("conquer", "attack:steadfast-conscript", "go", "done"):
        s.apply(next(a for a in s.legal_actions() if a.id == answer))
    (line,) = [e["text"] for e in s.events(0) if e["kind"].startswith("path.log.reveal")]
    assert line["en"].endswith("Player 2 placed no defender.")
    assert line["fr"].endswith("Joueur 2 n'a placé aucun défenseur.")


def test_french_log_of_a_card_sent_home_agrees_with_any_name() -> None:
    """"Conscrit Loyal est renvoyée" mixed genders: the line now says "la carte retourne"."""
    s = position(hand0=["steadfast-conscript", "trusted-follower", "trusted-follower"],
                 discard0=["trusted-follower"] * 4)
    s.apply(next(a for a in s.legal_actions() if a.id == "cull:steadfast-conscript"))
    s.apply(next(a for a in s.legal_actions() if a.id == "cull:trusted-follower@discard"))
    (line,) = [e["text"]["fr"] for e in s.events(0) if e["kind"] == "path.log.cull"]
    assert line.endswith("de sa défausse : la carte retourne dans la boîte (hors jeu).")
    assert "renvoy" not in line
