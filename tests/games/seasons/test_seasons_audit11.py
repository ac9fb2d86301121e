"""The eleventh rules audit of Seasons (issue 10, a fresh audit): the 20 enchantments and the
18 special ability tokens compared one by one with the Path of Destiny rulebook (French), the
data and Board Game Arena, each effect replayed with its numbers (docs/seasons.md, "Eleventh
audit").  Each test here covers what no earlier test checked: it fails when its effect is
broken."""

from __future__ import annotations

import random

import pytest
from seasons_helpers import at_main, put, restored, table

from helpers import ids
from meeple.core import RULES, Decision
from meeple.games.seasons import GAME
from meeple.games.seasons.components import face_text
from meeple.games.seasons.rules import card_of
from meeple.games.seasons.state import SeasonsState
from meeple.games.seasons.track import end_of_round_effects, move_marker, new_round
from meeple.games.seasons.turn import start_turn

DIVINE_DESTINY, ARUS_SCHEMES, INTO_THE_VOID, FORCE_OF_DESTINY, FERTILE_GRAVE = 1, 2, 5, 6, 7  # PoD enchantments
TAILWIND, CROSSED_PATHS, VISION_OF_DESTINY = 8, 10, 110  # PoD enchantment 10, Enchanted Kingdom enchantment 10
AMULET_OF_WATER, PSYCHIC_CAGE = 4, 215


def test_arus_schemes_passes_a_card_at_the_final_year_change_too() -> None:
    # PoD "Ruses selon Arus": "À la fin de la partie, le changement d'année est également
    # appliqué": the card received at the end stays in hand and scores -5 (base 6).
    s = at_main(3, 1, expansion="path-of-destiny", enchantment=ARUS_SCHEMES)
    s.hands = [[22], [29], [41]]
    s.year, s.month, s.libs_given = 3, 11, 3
    s.stack.clear()
    move_marker(s, 1, round_over=True)
    s.settle()
    assert s.ended
    asked = []
    while s.decision is not None and s.decision.kind == "hand":
        asked.append(s.decision.player)
        s.apply(s.legal_actions()[0])
    assert sorted(asked) == [0, 1, 2]
    assert s.hands == [[41], [22], [29]]  # each card one seat to the left


@pytest.mark.parametrize(("year", "crystals", "asked"), [
    (2, [30, 29], [1]),  # PoD "Appel du vide": 30 crystals spare a seat from year II to III
    (3, [50, 49], [1]),  # and 50 at the last change, at the end of year III
])
def test_into_the_void_spares_a_seat_at_exactly_30_and_50_crystals(
        year: int, crystals: list[int], asked: list[int]) -> None:
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=INTO_THE_VOID)
    put(s, 0, 22)
    put(s, 1, 29)
    s.crystals = crystals
    s.year, s.month, s.libs_given = year, 11, year
    s.stack.clear()
    move_marker(s, 1)
    assert [d.data["p"] for d in s.stack if d.kind == "sacrifice_if_any"] == asked



def test_fertile_grave_is_once_a_game_for_each_player() -> None:
    # PoD "Tombeau fertile": "une fois, et une seule fois durant la partie"; each player has their own
    s, _, q = table(expansion="path-of-destiny", enchantment=FERTILE_GRAVE)
    s.discard[:] = [22]
    s.gauge[q] = 5
    s = restored(s)
    s.apply("grave")
    s.apply("none")  # looked, summoned nothing: the once is spent all the same
    assert "grave" not in ids(s) and s.discard == [22]
    s.apply("end") if "end" in ids(s) else s.apply("draw")
    while s.decision.player != q or s.decision.kind != "main":
        s.apply(ids(s)[0])
    assert "grave" in ids(s)


def test_crossed_paths_gives_each_first_pick_to_the_left_neighbour() -> None:
    # PoD "Destins croisés": "la première carte qui est sélectionnée par chaque joueur [...] est
    # maintenant donnée au joueur situé à sa gauche" (the seat after it, as packs pass, base 4.1)
    s = GAME.new_game(3, 4, {"expansion": "path-of-destiny", "enchantment": CROSSED_PATHS})
    picked = {}
    while s.decision.kind == "draft" and s.decision.player not in picked:
        p = s.decision.player
        picked[p] = card_of(s.legal_actions()[0].params["card"])
        s.apply(s.legal_actions()[0])
    s.settle()
    assert sorted(picked) == [0, 1, 2]
    assert all(s.drafted[(p + 1) % 3] == [c] for p, c in picked.items())


def test_vision_of_destinys_paid_discard_is_once_a_turn() -> None:
    # EK Vision of Destiny: "Once per turn, after resolving their season die, a player may pay 5
    # crystals to move the top face-up card to the discard pile"
    s, p, _ = table(enchanted_kingdom=True, enchantment=VISION_OF_DESTINY)
    s.crystals[p] = 10
    s = restored(s)
    top, second = s.deck[-1], s.deck[-2]
    s.apply("vision")
    assert s.crystals[p] == 5 and s.discard[-1] == top and s.deck[-1] == second
    assert "vision" not in ids(s)

# ---------------------------------------------------------------- Path of Destiny tokens 13-18
def holding(tok: int, **options: object) -> tuple[SeasonsState, int]:
    """A main turn (after the die) whose seat holds token ``tok``, unused."""
    s, p, _ = table(expansion="path-of-destiny", **options)
    s.token[p], s.token_used[p] = tok, False
    return restored(s), p


@pytest.mark.parametrize(("tok", "points"), [(13, -5), (14, 3), (15, 10), (16, 5), (17, 9), (18, 9)])
def test_a_used_path_of_destiny_token_scores_its_back(tok: int, points: int) -> None:
    # PoD "Présentation des différents jetons Capacité": each token's end-of-game prestige
    s, p = holding(tok)
    assert s.breakdown()[p]["token"] == 0  # unused: nothing
    s.token_used[p] = True
    assert s.breakdown()[p]["token"] == points


def test_token_13_takes_the_top_card_of_the_discard_pile() -> None:
    # PoD token 13: "regardez la première carte Pouvoir de la Défausse. Mettez cette carte dans votre main"
    s, p = holding(13)
    assert "token" not in ids(s)  # an empty discard pile: nothing to take (BGA refuses it too)
    s.discard[:] = [22, 29]
    s = restored(s)
    s.apply("token")
    assert s.hands[p] == [29] and s.discard == [22] and s.token_used[p]


def test_token_14_steps_back_on_the_bonus_track_and_frees_a_bonus() -> None:
    # PoD token 14: "reculez d'une case votre pion du Sorcier sur votre piste des bonus"; the
    # track counts the bonuses used (base 5.7: 3 at most), so a fourth may be taken
    s, p = holding(14)
    assert "token" not in ids(s)  # no bonus used yet: no space to go back (BGA refuses it too)
    s.bonus[p] = 3
    s = restored(s)
    assert not any(a.startswith("bonus:") for a in ids(s))
    s.apply("token")
    assert s.bonus[p] == 2 and s.breakdown()[p]["bonus"] == -12  # base 5.7: 2 bonuses, -12
    assert "bonus:transmute" in ids(s)


def test_token_15_takes_five_fire_from_the_reserve_only() -> None:
    # PoD token 15: "défaussez 5 énergies Feu de votre réserve": an Amulet of Water's fire is not
    # in the reserve (card 4)
    s, p = holding(15)
    s.energy[p] = [0, 0, 4, 0]
    s.play[p].append([AMULET_OF_WATER, 0, 0, 0, 0, 1, 0])  # 1 fire on the Amulet
    s = restored(s)
    assert "token" not in ids(s)
    s.energy[p] = [0, 0, 5, 0]
    s = restored(s)
    s.apply("token")
    assert s.energy[p] == [0, 0, 0, 0] and len(s.hands[p]) == 1


class Face(random.Random):
    """A random stream whose next die roll shows face ``k``."""

    def __init__(self, k: int) -> None:
        super().__init__(0)
        self.k = k

    def randrange(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
        return self.k


@pytest.mark.parametrize("face", range(6))
@pytest.mark.parametrize(("enchantment", "bonus"), [(DIVINE_DESTINY, 0), (FORCE_OF_DESTINY, 3)])
def test_token_16_rolls_the_die_of_destiny_after_the_season_die(enchantment: int, bonus: int, face: int) -> None:
    # PoD token 16: "lancez le dé du Destin et appliquez son effet. Ce lancer se fait en plus de
    # la résolution de votre dé des Saisons"; Force de la destinée: +3 crystals "à chaque fois
    # qu'il lance le dé du Destin" (PoD "Dé du Destin": the six faces, destiny-die.json)
    s, p = holding(16, enchantment=enchantment)
    s.gauge[p], s.crystals[p], s.destiny[p] = 5, 0, 0
    s.rng = Face(face)
    energies, crystals, gauge, points = s.C.destiny[face]
    s.apply("token")
    assert (s.destiny[p], s.crystals[p], s.gauge[p]) == (points, crystals + bonus, 5 + gauge)
    assert s.token_used[p] and (s.decision.kind == "gain") == bool(energies)


def test_token_16_needs_a_die_of_destiny_enchantment() -> None:
    # PoD token 16, "Remarque": it needs Destin Divin or Force de la destinée
    s, _ = holding(16, enchantment=INTO_THE_VOID)
    assert "token" not in ids(s)


def test_token_18_takes_a_card_of_a_coming_library_never_in_year_three() -> None:
    # PoD token 18: a card "placée sous l'un de vos jetons Bibliothèque à venir (année 2 ou
    # année 3)"; "Ce jeton ne peut pas être utilisé en année III"
    s, p = holding(18)
    two, three = list(s.lib2[p]), list(s.lib3[p])
    s.apply("token")
    assert sorted(ids(s)) == sorted({f"lib2:{c}" for c in two} | {f"lib3:{c}" for c in three})
    s.apply(f"lib3:{three[0]}")
    assert s.hands[p] == [three[0]] and sorted(s.lib3[p]) == sorted(three[1:]) and s.lib2[p] == two
    t, _ = holding(18)
    t.year = 3
    t = restored(t)
    assert "token" not in ids(t)


# ---------------------------------------------------------------- the log (this audit's French game)
def last_texts(s: SeasonsState, since: int) -> list[str]:
    return [e["text"]["fr"] for e in s.events(None, since)]


def test_a_token_17_reroll_logs_the_new_face() -> None:
    # the others saw only "uses token 17", never what the die then showed
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=0)
    p = s.turn_player
    s.token[p], s.token_used[p] = 17, False
    s.stack.clear()
    start_turn(s, Decision("start_turn", RULES, {"p": p}), None)
    s._legal = None
    since = len(s.log)
    s.apply("reroll")
    die = s.taken[p]
    assert die is not None
    assert f"Joueur {p + 1} relance son dé : [{face_text(die).text('fr')}]" in last_texts(s, since)


def test_a_psychic_cage_choice_to_keep_the_card_is_logged() -> None:
    # PoD 15/20: the caught card stays when another is sacrificed; the sacrifice was logged alone
    s, p, _ = table(expansion="path-of-destiny")
    s.play[p] += [[PSYCHIC_CAGE, 0, 1], [22, 0, 0]]
    s.hands[p].append(29)
    s.energy[p] = [0, 3, 0, 0]
    s = restored(s)
    since = len(s.log)
    s.apply("summon:29")
    s.apply("cage:sacrifice")
    kept = f"Cage psychique d'Urm : Joueur {p + 1} garde Statue bénie d'Olaf et sacrifie une autre de ses cartes"
    assert kept in last_texts(s, since)


@pytest.mark.parametrize(("cards", "line"), [
    (2, "Égalité à {n} : Joueur 1 l'emporte avec le plus de cartes en jeu (2)"),
    (1, "Égalité à {n}, et autant de cartes en jeu (1) : la victoire est partagée"),
])
def test_a_tie_at_the_end_says_how_it_is_broken(cards: int, line: str) -> None:
    # base 6 and BGA's tie-break (docs/seasons.md): the log named a winner of a tie with no reason
    s = at_main(2, 1)
    s.play[0] = [[22, 0, 0], [29, 0, 0]][:cards]
    s.play[1] = [[41, 0, 0]]
    s.crystals = [0, 0]
    apart = s.scores()
    s.crystals = [50 - apart[0], 50 - apart[1]]  # 50 each once the cards' prestige is counted
    s.ended = True
    since = len(s.log)
    new_round(s, Decision("new_round", RULES), None)
    assert s.scores() == [50, 50] and line.format(n=50) in last_texts(s, since)
    assert s.winners() == ([0] if cards == 2 else [0, 1])


def test_tailwinds_discard_names_the_enchantment() -> None:
    # PoD "Vent favorable": 1 air for 4 crystals at the end of a round; the line read "discards 1
    # Air" with nothing saying why
    s = at_main(2, 1, expansion="path-of-destiny", enchantment=TAILWIND)
    p = s.turn_player
    s.energy[p] = [1, 0, 0, 0]
    s.stack.clear()
    end_of_round_effects(s, Decision("eor", RULES, {"p": p}), None)
    s._legal = None
    since = len(s.log)
    s.apply("tailwind:yes")
    assert last_texts(s, since)[0] == f"Joueur {p + 1} défausse 1 Air (Vent favorable)"
    assert s.energy[p] == [0, 0, 0, 0] and s.crystals[p] == 4
