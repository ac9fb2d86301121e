"""One test per card ability, per ally and per structure."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from path_helpers import ScriptedRng, T, place, position

from helpers import ids
from meeple.games.path_of_light_and_shadow import content as C
from meeple.games.path_of_light_and_shadow.build import build_cost
from meeple.games.path_of_light_and_shadow.conquer import side_bonus, side_total
from meeple.games.path_of_light_and_shadow.effects import add_defense, ruin
from meeple.games.path_of_light_and_shadow.model import STRUCTURE_AT
from meeple.games.path_of_light_and_shadow.nation import (
    gain_morality,
    hand_limit,
    labor,
    meets,
    realms_controlled,
    strength,
)
from meeple.games.path_of_light_and_shadow.scoring import final_points, year_scoring
from meeple.games.path_of_light_and_shadow.state import PathState

BLANK, STRENGTH, RUIN = 0, 1, 4
FILL = ["trusted-follower"] * 8


def morality_for(requires: str | None) -> int:
    return {"cruel": -3, "merciful": 3}.get(requires or "", 0)


# one representative variant per printed card
ABILITIES = []
_seen: set[str] = set()
for _t in C.CARDS:
    if _t.base in _seen:
        continue
    _seen.add(_t.base)
    for _i, _a in enumerate(_t.abilities):
        ABILITIES.append(pytest.param(_t.id, _i, id=f"{_t.base}-{_a.when}-{_a.effect}"))


def controlled(s: PathState, seat: int, name: str, defense: int | None = None) -> int:
    q = s.board.by_id[name]
    s.owner[q] = seat
    if defense is not None:
        s.defense[q] = defense
    s._legal = None
    return q


def last(s: PathState, key: str):  # type: ignore[no-untyped-def]
    return next(e.msg for e in reversed(s.log) if e.msg.key == key)


@pytest.mark.parametrize(("card", "index"), ABILITIES)
def test_card_ability(card: str, index: int) -> None:
    ab = C.CARDS[T[card]].abilities[index]
    CHECKS[ab.when](card, ab)


def check_play(card: str, ab: C.Ability) -> None:
    s = position(hand0=[card, "trusted-follower", "trusted-follower"],
                 discard0=["trusted-follower", "steadfast-conscript", "steadfast-conscript"], deck0=FILL)
    pl = s.players[0]
    pl.morality = morality_for(ab.requires)
    s._legal = None
    hand, morality, influence = len(pl.hand), pl.morality, pl.influence
    s.apply("promote:trusted-follower@discard")
    t = T[card]
    mode = "labor" if labor(s, pl, t) >= 2 else "strength"
    s.apply(f"pay:{card}:{mode}")
    if ab.effect == "draw":
        assert len(pl.hand) == hand - 1 + ab.value
    elif ab.effect == "mercy":
        assert pl.morality == morality + ab.value
    elif ab.effect == "cruelty":
        assert pl.morality == morality - ab.value
    elif ab.effect == "influence":
        assert pl.influence == influence + ab.value
    elif ab.effect == "cull":
        for k in range(ab.value):
            assert s.decision.kind == "effect_cull" and "skip" in ids(s)
            s.apply("cull:steadfast-conscript@discard" if k < 2 else "skip")
        assert pl.morality == morality - min(ab.value, 2)
        assert pl.discard.count(T["steadfast-conscript"]) == 2 - min(ab.value, 2)
    else:  # pragma: no cover
        raise AssertionError(ab.effect)
    assert s.decision.kind == "main"


def check_action(card: str, ab: C.Ability) -> None:
    s = position(hand0=[card, "trusted-follower"], discard0=["steadfast-conscript"], deck0=FILL)
    pl = s.players[0]
    pl.morality = morality_for(ab.requires)
    q = place(s, 0, "queenskeep")
    if ab.effect == "fortify":
        q = controlled(s, 0, "pilgrimwalk", 2)
    s._legal = None
    hand, morality, influence, defense = len(pl.hand), pl.morality, pl.influence, s.defense[q]
    s.apply(f"action:{card}")
    assert pl.play == [T[card]]
    if ab.effect == "recover":
        s.apply("recover:steadfast-conscript")
        assert T["steadfast-conscript"] in pl.hand and not pl.discard
    elif ab.effect == "draw":
        assert len(pl.hand) == hand - 1 + ab.value
    elif ab.effect == "fortify":
        s.apply("fortify:pilgrimwalk")
        assert s.defense[q] == min(7, defense + ab.value)
    elif ab.effect == "raze":
        assert s.defense[q] == defense - ab.value
        assert pl.morality == (morality - 1 if morality else -1)
    elif ab.effect == "trade":
        assert pl.influence == influence - 1 and len(pl.hand) == hand - 1 + ab.value
    elif ab.effect == "gain-influence":
        assert pl.influence == influence + ab.value
    else:  # pragma: no cover
        raise AssertionError(ab.effect)


def check_conquer(card: str, ab: C.Ability) -> None:
    s = position(hand0=[card, "trusted-follower"], deck0=FILL)
    pl = s.players[0]
    pl.morality = morality_for(ab.requires)
    place(s, 0, "queenskeep")
    s.apply("conquer")
    s.apply(f"attack:{card}")
    s.rng = ScriptedRng([BLANK] * 16)
    s.apply("go")
    cb = s.combat
    if ab.effect == "reroll":
        assert s.decision.kind == "reroll" and cb.attack_rerolls == ab.value
        s.apply("keep")
        assert last(s, "path.log.combat").params["strength"] == 0
    elif ab.effect == "strength":
        assert last(s, "path.log.combat").params["strength"] == ab.value  # blank dice, one card
    elif ab.effect == "extra-die":
        rolled = last(s, "path.log.roll").params["dice"]
        assert len(rolled) == strength(s, pl, T[card]) + ab.value
    else:  # pragma: no cover
        raise AssertionError(ab.effect)


def check_defend(card: str, ab: C.Ability) -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower"], hand1=[card, "trusted-follower"], deck1=FILL)
    s.players[1].morality = morality_for(ab.requires)
    place(s, 0, "queenskeep")
    q = controlled(s, 1, "queenskeep")
    s.apply("conquer")
    s.apply("attack:steadfast-conscript")
    s.apply("go")
    s.apply(f"defend:{card}")
    s.rng = ScriptedRng([BLANK] * 16)
    s.apply("done")
    if ab.effect == "reroll":
        assert s.decision.kind == "reroll" and s.current_player == 1
        assert s.combat.defense_rerolls == ab.value
        s.apply("keep")
    fight = last(s, "path.log.combat")
    extra = ab.value if ab.effect == "strength" else 0
    assert fight.params["defense"] == s.defense[q] + extra


def check_build(card: str, ab: C.Ability) -> None:
    s = position(hand0=[card] + ["trusted-follower"] * 3, deck0=FILL)
    pl = s.players[0]
    pl.morality = morality_for(ab.requires)
    s._legal = None
    s.apply("build:great-keep")
    s.apply(f"build-pay:{card}")
    while s.decision.kind == "build_pay":
        s.apply("build-pay:trusted-follower")
    assert s.decision.kind == "build_mercy"
    before = pl.morality
    s.apply("mercy")
    assert pl.morality == (before + ab.value if before else ab.value)
    assert pl.levels[4] == 1


def check_static(card: str, ab: C.Ability) -> None:
    s = position(deck0=FILL)
    pl = s.players[0]
    t = T[card]
    stat = (lambda p, c: labor(s, p, c)) if ab.effect.startswith("labor") else (lambda p, c: strength(s, p, c))
    base = C.CARDS[t].labor if ab.effect.startswith("labor") else C.CARDS[t].strength
    others = sum(a.value for a in C.CARDS[t].abilities if a is not ab and a.when == "static"
                 and a.effect.split("-")[0] == ab.effect.split("-")[0] and a.requires == ab.requires
                 and a.effect == ab.effect)
    assert others == 0
    pl.morality = -morality_for(ab.requires) if ab.requires else 0
    wrong = stat(pl, t)
    pl.morality = morality_for(ab.requires)
    if ab.effect.endswith("realm"):
        assert stat(pl, t) == wrong == base  # needs a realm
        controlled(s, 0, "pilgrimwalk")
        controlled(s, 0, "queenskeep")
    assert stat(pl, t) == base + ab.value + _other_bonus(s, pl, t, ab)


def _other_bonus(s: PathState, pl, t: int, ab: C.Ability) -> int:  # type: ignore[no-untyped-def]
    total = 0
    for a in C.CARDS[t].abilities:
        if a is ab or a.when != "static" or not meets(pl, a.requires):
            continue
        if a.effect.split("-")[0] == ab.effect.split("-")[0] and (
                not a.effect.endswith("realm") or realms_controlled(s, pl.seat)):
            total += a.value
    return total


CHECKS: dict[str, Callable[[str, C.Ability], None]] = {
    "play": check_play, "action": check_action, "conquer": check_conquer, "defend": check_defend,
    "build": check_build, "static": check_static,
}


# ------------------------------------------------------------------ allies
def _meet(s: PathState, ally: C.AllyData) -> None:
    pl = s.players[0]
    cond = ally.condition
    if cond.startswith("control-kind:"):
        kind = C.KINDS.index(cond.split(":")[1])
        controlled(s, 0, next(p.id for p in s.board.provinces if p.kind == kind))
    elif cond == "structures":
        pl.levels = [1, 1, 1, 0, 0]
    elif cond == "influence":
        pl.influence = ally.threshold
    elif cond == "cruelty":
        pl.morality = -ally.threshold
    elif cond == "mercy":
        pl.morality = ally.threshold
    elif cond == "realms":
        controlled(s, 0, "pilgrimwalk")
        controlled(s, 0, "queenskeep")
    elif cond == "structure-level":
        pl.levels = [0, 0, 0, 0, ally.threshold]
    s._legal = None


@pytest.mark.parametrize("ally", [a.id for a in C.ALLIES])
def test_ally(ally: str) -> None:
    i = C.ALLY_BY_ID[ally]
    data = C.ALLIES[i]
    s = position(hand0=["trusted-follower", "devout-granger.vale", "steadfast-conscript"],
                 discard0=["trusted-follower"], deck0=FILL)
    s.allies = [i]
    s._legal = None
    assert f"ally:{ally}" not in ids(s)  # condition not met yet
    _meet(s, data)
    assert f"ally:{ally}" in ids(s)
    s.apply(f"ally:{ally}")
    pl = s.players[0]
    assert pl.allies == [i] and not s.allies and pl.ally_gained
    effect, n = data.effect, data.value
    if effect in ("conquer-strength", "defend-strength", "conquer-reroll", "defend-reroll"):
        when, what = effect.split("-")
        bonus, rerolls, _ = side_bonus(pl, [], when)
        assert (bonus if what == "strength" else rerolls) == n + (1 if what == "reroll" and pl.has("reroll") else 0) \
            + (2 if when == "conquer" and what == "strength" and pl.has("cruel-strength") and pl.morality < 0 else 0)
    elif effect == "end-influence":
        before = pl.influence
        s.apply("end")
        assert pl.influence >= before + n
    elif effect == "build-discount":
        assert build_cost(pl, 4) == 4 - n - (1 if pl.has("build-discount") else 0)
    elif effect == "hand-size":
        assert hand_limit(pl) == 5 + n + (1 if pl.has("hand-size") else 0)
    elif effect == "promote-influence":
        before = pl.influence
        s.apply("promote:trusted-follower@discard")
        s.apply("pay:devout-granger.vale:labor")
        assert pl.influence == before + n
    else:  # pragma: no cover
        raise AssertionError(effect)


# ------------------------------------------------------------------ structures
def built(s: PathState, effect: str, seat: int = 0) -> None:
    tree, level = STRUCTURE_AT[effect]
    s.players[seat].levels[tree] = level
    s._legal = None


def unbuilt(s: PathState, effect: str, seat: int = 0) -> None:
    tree, level = STRUCTURE_AT[effect]
    s.players[seat].levels[tree] = level - 1
    s._legal = None


def promote_position() -> PathState:
    return position(hand0=["devout-granger.vale", "trusted-follower", "steadfast-conscript"],
                    discard0=["trusted-follower"], deck0=FILL)


def s_tavern(s: PathState) -> None:
    s = promote_position()
    built(s, "tavern")
    s.apply("promote:trusted-follower@discard")
    s.apply("pay:devout-granger.vale:labor")
    assert s.decision.kind == "tavern"
    s.apply("cruelty")
    assert s.players[0].morality == -1


def s_promote_discount(s: PathState) -> None:
    s = promote_position()
    built(s, "promote-discount")
    s.apply("promote:trusted-follower@discard")
    assert s.decision.data["need"] == 1


def s_ruin_strength(s: PathState) -> None:
    pl = s.players[0]
    without = side_total(s, pl, [], [RUIN, RUIN], "conquer")
    built(s, "ruin-strength")
    assert side_total(s, pl, [], [RUIN, RUIN], "conquer") == without + 4  # +2 per ruin result


def _final_diff(s: PathState, effect: str) -> int:
    pl = s.players[0]
    unbuilt(s, effect)
    a = final_points(s, pl)
    built(s, effect)
    return final_points(s, pl) - a - 1  # one more structure is worth 1 on its own


def s_score_morality(s: PathState) -> None:
    s.players[0].morality = -7
    assert _final_diff(s, "score-morality") == 7


def s_score_realms(s: PathState) -> None:
    controlled(s, 0, "pilgrimwalk")
    controlled(s, 0, "aramek")
    assert _final_diff(s, "score-realms") == 2


def s_score_defense(s: PathState) -> None:
    controlled(s, 0, "pilgrimwalk", 5)
    controlled(s, 0, "aramek", 9)
    assert _final_diff(s, "score-defense") == 14


def s_score_provinces(s: PathState) -> None:
    controlled(s, 0, "pilgrimwalk")
    controlled(s, 0, "aramek")
    assert _final_diff(s, "score-provinces") == 4


def s_score_cards(s: PathState) -> None:
    pl = s.players[0]
    pl.discard = [T["trusted-loyalist"], T["devout-steward"], T["trusted-follower"]]
    worth = sum(1 for t in pl.hand + pl.deck + pl.discard if C.CARDS[t].influence >= 1)
    assert worth >= 2 and _final_diff(s, "score-cards") == worth


def s_fleet(s: PathState) -> None:
    pl = s.players[0]
    assert not any(a.startswith("fleet:") for a in ids(s))
    built(s, "fleet")
    far = next(p.id for p in s.board.provinces if p.index not in s.board.moves[pl.position] and p.index != pl.position)
    influence = pl.influence
    s.apply(f"fleet:{far}")
    assert pl.position == s.board.by_id[far] and pl.influence == influence - 1 and not pl.moved
    assert not any(a.startswith("fleet:") for a in ids(s))  # once per turn


def s_mercenaries(s: PathState) -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower"], deck0=FILL)
    built(s, "mercenaries")
    place(s, 0, "queenskeep")
    pl = s.players[0]
    influence = pl.influence
    s.apply("conquer")
    s.apply("attack:steadfast-conscript")
    s.apply("go")
    assert s.decision.kind == "mercenary"
    s.apply("mercenary:yes")
    assert len(last(s, "path.log.roll").params["dice"]) == 3 and pl.influence == influence - 1


def s_bazaar(s: PathState) -> None:
    s = promote_position()
    built(s, "bazaar")
    pl = s.players[0]
    influence = pl.influence
    s.apply("bazaar:trusted-follower@discard")
    assert pl.influence == influence - 1 and T["trusted-loyalist"] in pl.discard and not pl.play
    assert not any(a.startswith("bazaar:") for a in ids(s))


def s_build_discount(s: PathState) -> None:
    pl = s.players[0]
    before = build_cost(pl, 4)
    built(s, "build-discount")
    assert build_cost(pl, 4) == before - 1


def _end_phase(s: PathState) -> None:
    s.apply("end")
    while s.active == 0:
        s.apply("stop" if "stop" in ids(s) else "keep")


def s_academy(s: PathState) -> None:
    q = controlled(s, 0, "aramek", 5)
    built(s, "academy")
    year_scoring(s, 0)  # "when an End of Year Scoring phase begins"
    assert s.defense[q] == 6
    assert s.players[0].year_gains[0] == 6


def s_sanctum(s: PathState) -> None:
    controlled(s, 0, "pilgrimwalk")
    controlled(s, 0, "queenskeep")
    built(s, "sanctum")
    influence = s.players[0].influence
    _end_phase(s)
    assert s.players[0].influence == influence + 1


def s_less_ruin(s: PathState) -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower"], deck0=FILL)
    built(s, "less-ruin")
    q = place(s, 0, "queenskeep")
    s.apply("conquer")
    s.apply("attack:steadfast-conscript")
    s.rng = ScriptedRng([RUIN, RUIN])
    s.apply("go")
    assert s.defense[q] == 12 - 1  # two ruin rolled, one spared


def s_gulag(s: PathState) -> None:
    assert not any(a.startswith("gulag:") for a in ids(s))
    built(s, "gulag")
    pl = s.players[0]
    t = pl.hand[0]
    s.apply(f"gulag:{C.CARDS[t].id}@hand")
    assert pl.morality == -1 and not any(a.startswith("gulag:") for a in ids(s))


def s_cruel_strength(s: PathState) -> None:
    pl = s.players[0]
    built(s, "cruel-strength")
    pl.morality = 2
    assert side_bonus(pl, [], "conquer")[0] == 0
    pl.morality = -2
    assert side_bonus(pl, [], "conquer")[0] == 2


def s_reroll(s: PathState) -> None:
    pl = s.players[0]
    built(s, "reroll")
    assert side_bonus(pl, [], "conquer")[1] == 1 and side_bonus(pl, [], "defend")[1] == 1


def s_council(s: PathState) -> None:
    s = promote_position()
    built(s, "council")
    s.apply("promote:trusted-follower@discard")
    s.apply("pay:devout-granger.vale:labor")
    assert s.decision.kind == "council"
    s.apply("top")
    assert s.players[0].deck[-1] == T["trusted-loyalist"]


def s_hand_size(s: PathState) -> None:
    pl = s.players[0]
    built(s, "hand-size")
    assert hand_limit(pl) == 6
    _end_phase(s)
    assert len(pl.hand) == 6


STRUCTURE_CHECKS: dict[str, Callable[[PathState], None]] = {
    "tavern": s_tavern, "promote-discount": s_promote_discount, "ruin-strength": s_ruin_strength,
    "score-morality": s_score_morality, "fleet": s_fleet, "mercenaries": s_mercenaries, "bazaar": s_bazaar,
    "score-realms": s_score_realms, "build-discount": s_build_discount, "academy": s_academy,
    "sanctum": s_sanctum, "score-defense": s_score_defense, "less-ruin": s_less_ruin, "gulag": s_gulag,
    "cruel-strength": s_cruel_strength, "score-provinces": s_score_provinces, "reroll": s_reroll,
    "council": s_council, "hand-size": s_hand_size, "score-cards": s_score_cards,
}


@pytest.mark.parametrize("structure", [s.id for s in C.STRUCTURE_DATA])
def test_structure(structure: str) -> None:
    data = next(s for s in C.STRUCTURE_DATA if s.id == structure)
    s = position(deck0=FILL)
    STRUCTURE_CHECKS[data.effect](s)


def test_wandering_one_promotes_into_a_random_legendary_numerai() -> None:
    s = position(hand0=["wandering-one.vale", "numerai-archon"], deck0=FILL)
    n = len(s.numerai)
    drawn = s.numerai[2]
    s.apply("promote:wandering-one.vale@hand")
    assert s.decision.data["need"] == 6
    s.rng = ScriptedRng([2])  # the facedown card taken at random: the third from the bottom
    s.apply("pay:numerai-archon:labor")
    pl = s.players[0]
    assert pl.discard == [drawn] and len(s.numerai) == n - 1 and C.CARDS[drawn].faction == "numerai"
    assert s.realm_decks[0][0] == T["wandering-one.vale"]  # back to the bottom of its realm deck


def test_cull_never_below_five_cards() -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower", "trusted-follower"], deck0=["trusted-follower"],
                 discard0=["trusted-follower"])
    assert s.players[0].card_count() == 5
    assert not any(a.startswith("cull:") for a in ids(s))


def test_promotion_cannot_pay_with_itself() -> None:
    s = position(hand0=["steadfast-conscript", "trusted-follower"], deck0=FILL)
    # a lone Trusted Follower (Labor 2) cannot pay its own cost of 2
    s2 = position(hand0=["trusted-follower"], deck0=FILL)
    assert "promote:trusted-follower@hand" not in ids(s2)
    assert "promote:trusted-follower@hand" in ids(s)


def test_morality_never_returns_to_zero_and_overflows_into_influence() -> None:
    s = position(deck0=FILL)
    pl = s.players[0]
    pl.morality = -1
    gain_morality(s, pl, 1, mercy=True)
    assert pl.morality == 1
    pl.morality = 11
    influence = pl.influence
    gain_morality(s, pl, 3, mercy=True)
    assert pl.morality == 12 and pl.influence == influence + 2


def test_defense_bounds() -> None:
    s = position(deck0=FILL)
    q = s.board.by_id["pilgrimwalk"]
    ruin(s, q, 50)
    assert s.defense[q] == 0
    add_defense(s, q, 50)
    assert s.defense[q] == 7


def test_ports_are_adjacent_to_each_other() -> None:
    for board in C.BOARDS.values():
        ports = [p.index for p in board.provinces if p.port]
        assert len(ports) >= 2
        for a in ports:
            assert set(ports) - {a} <= set(board.moves[a])
