"""Seasons' rule modules cite the rulebooks by short codes ("base 5.3", "EK
Sécheresse"); a refused answer names the rule in the reader's language."""

from __future__ import annotations

import pytest

import meeple
from helpers import new
from meeple.games.seasons.text import cite


@pytest.mark.parametrize(("code", "french", "english"), [
    ("base 5.3", "règles de base 5.3", "base rules 5.3"),
    ("card 105/108", "carte 105/108", "card 105/108"),
    ("PoD 13/20", "Path of Destiny, carte 13/20 (Mimic d'Arus)", "Path of Destiny, card 13/20 (Arus's Mimicry)"),
    ("card 7", "carte 7 (Bottes temporelles)", "card 7 (Temporal Boots)"),
    ("PoD jeton 18", "Path of Destiny : jeton 18", "Path of Destiny: token 18"),
    ("PoD dé du Destin", "Path of Destiny : Dé du Destin", "Path of Destiny: Die of Destiny"),
    ("PoD Tombeau fertile", "Path of Destiny : Tombeau fertile", "Path of Destiny: Fertile Grave"),
    ("EK Sélection naturelle", "Enchanted Kingdom : Sélection naturelle", "Enchanted Kingdom: Natural Selection"),
    ("EK jetons Capacité", "Enchanted Kingdom : jetons Capacité spéciale", "Enchanted Kingdom: special ability tokens"),
    ("EK", "extension Enchanted Kingdom", "Enchanted Kingdom expansion"),
    ("PoD 8/20, EK Esprit de la nature",
     "Path of Destiny, carte 8/20 (Bâton de l'hiver), Enchanted Kingdom : Esprit de la nature",
     "Path of Destiny, card 8/20 (Staff of Winter), Enchanted Kingdom: Nature Spirit"),
    ("Naria", "Naria la prophétesse", "Naria the Prophetess"),
])
def test_a_citation_reads_in_each_language(code: str, french: str, english: str) -> None:
    meeple.load_game("seasons")  # registers the names
    assert (cite(code).text("fr"), cite(code).text("en")) == (french, english)


def test_a_refused_answer_names_the_rule_in_each_language() -> None:
    state = new("seasons", 2)
    assert state.decision.rule == "base 4.1"  # the draft
    with pytest.raises(meeple.IllegalAction) as refused:
        state.apply("no-such-card")
    # the question as the seat read it (it said "(draft)", the decision's kind)
    assert refused.value.text("en").endswith("(Player 1: keep one card and pass the rest to the left) "
                                             "[rule: base rules 4.1]")
    assert refused.value.text("fr").endswith("(Joueur 1 : gardez une carte et passez le reste à gauche) "
                                             "[règle : règles de base 4.1]")
