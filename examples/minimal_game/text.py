"""Every text a player reads, in French and English."""

from meeple.core.i18n import catalog, register

register(
    catalog({
        "toy.decision.play": ("Jouez une carte", "Play a card"),
        "toy.play": ("Jouer la {card}", "Play the {card}"),
        "toy.played": ("{who} joue la {card} (+{points})", "{who} plays the {card} (+{points})"),
        "toy.drew": ("{who} pioche la {card}", "{who} draws the {card}"),
        "toy.drew_hidden": ("{who} pioche une carte", "{who} draws a card"),
        "toy.score.cards": ("Cartes jouées", "Cards played"),
    })
)
