# ruff: noqa: E501  (one message per line reads best in a text catalog)
"""French and English text of Seasons' questions, actions and log events
(card and enchantment names come from content.card_names)."""

from __future__ import annotations

from functools import cache

from meeple.core.components import Ref
from meeple.core.i18n import Msg, catalog
from meeple.games.seasons.content import load, slug

_PAIRS: dict[str, tuple[str, str]] = {  # key -> (French, English)
    "seasons.crystals_n": ("{n:plural:# cristal|# cristaux}", "{n:plural:# crystal|# crystals}"),
    "seasons.text.destiny_face": ("{energies:plural:# énergie|# énergies} au choix, {crystals:plural:# cristal|# cristaux}, "
                                  "jauge +{gauge}, {points:plural:# point|# points} de Destin",
                                  "{energies:plural:# energy|# energies} of your choice, {crystals:plural:# crystal|# crystals}, "
                                  "gauge +{gauge}, {points:plural:# Destiny point|# Destiny points}"),
    "seasons.bonus.exchange": ("échange d'énergies", "energy exchange"),
    "seasons.bonus.transmute": ("cristallisation +1", "transmute +1"),
    "seasons.bonus.gauge": ("jauge d'invocation +1", "summoning gauge +1"),
    "seasons.bonus.draw2": ("piocher 2, garder 1", "draw 2, keep 1"),
    "seasons.ancients.life": ("cristalliser tout à 4", "transmute all at 4"),
    "seasons.ancients.draw": ("piocher 2, garder 1", "draw 2, keep 1"),
    "seasons.ancients.gauge": ("jauge +2", "gauge +2"),
    "seasons.ancients.energy": ("4 énergies au choix", "4 energies of your choice"),
    # the enchantment option refused (setup.check_enchantment)
    "seasons.error.needs_pod": ("{enchantment} est un enchantement des Chemins du Destin : ajoutez cette extension",
                                "{enchantment} is a Path of Destiny enchantment: add that expansion"),
    "seasons.error.needs_ek": ("{enchantment} est un enchantement du Royaume enchanté : ajoutez cette extension",
                               "{enchantment} is an Enchanted Kingdom enchantment: add that expansion"),
    "seasons.error.apprentice": ("{enchantment} change le draft : pas au niveau apprenti, dont les decks sont fixes",
                                 "{enchantment} changes the draft: not at the apprentice level, whose decks are fixed"),
    # questions
    "seasons.decision.draft": ("{who} : gardez une carte et passez le reste à gauche",
                               "{who}: keep one card and pass the rest to the left"),
    "seasons.decision.library": ("{who} : placez une carte sous une Bibliothèque",
                                 "{who}: put a card under a Library token"),
    "seasons.decision.die": ("{who} : prenez un dé des Saisons", "{who}: take a season die"),
    "seasons.decision.pre_die": ("{who} : comment utiliser votre dé ?", "{who}: how do you use your die?"),
    "seasons.decision.main": ("{who} : votre tour (invoquer, activer, cristalliser, bonus…)",
                              "{who}: your turn (summon, activate, transmute, bonus…)"),
    "seasons.decision.look": ("{who} : choisissez parmi les cartes piochées", "{who}: choose among the drawn cards"),
    "seasons.decision.gain": ("{who} : prenez une énergie de votre choix", "{who}: take an energy of your choice"),
    "seasons.decision.lose": ("{who} : réserve pleine, défaussez une énergie",
                              "{who}: reserve over its limit, discard an energy"),
    "seasons.decision.exchange": ("{who} : rendez une énergie (échange)", "{who}: return an energy (exchange)"),
    "seasons.decision.sacrifice": ("{who} : sacrifiez une de vos cartes en jeu",
                                   "{who}: sacrifice one of your cards in play"),
    "seasons.decision.return": ("{who} : reprenez en main un de vos objets magiques",
                                "{who}: take one of your magic items back into your hand"),
    "seasons.decision.opponent": ("{who} : choisissez un adversaire", "{who}: choose an opponent"),
    "seasons.decision.give": ("{who} : choisissez la carte à donner", "{who}: choose the card to give"),
    "seasons.decision.choice": ("{who} : faites votre choix ({source})", "{who}: make your choice ({source})"),
    "seasons.decision.token18": ("{who} : prenez une carte d'une Bibliothèque à venir",
                                 "{who}: take a card from a coming Library"),
    "seasons.decision.hand": ("{who} : choisissez une carte de votre main", "{who}: choose a card from your hand"),
    # actions
    "seasons.act.pick": ("Garder {card}", "Keep {card}"),
    "seasons.act.library": ("{card} sous la Bibliothèque {year}", "{card} under Library {year}"),
    "seasons.act.die": ("Prendre le dé [{face}]", "Take the die [{face}]"),
    "seasons.act.season_die": ("Appliquer le dé des Saisons", "Resolve the season die"),
    "seasons.act.destiny_die": ("Lancer le dé du Destin à la place", "Roll the Die of Destiny instead"),
    "seasons.act.token17": ("Jeton 17 : relancer le dé des Saisons", "Token 17: reroll the season die"),
    "seasons.act.draw": ("Piocher la carte du dé", "Draw the die's card"),
    "seasons.act.end": ("Finir le tour", "End the turn"),
    "seasons.act.summon": ("Invoquer {card}", "Summon {card}"),
    "seasons.act.summon_fortune": ("Invoquer {card} (Main de la fortune : 1 {energy} de moins)",
                                   "Summon {card} (Hand of Fortune: 1 {energy} less)"),
    "seasons.act.activate": ("Activer {card} : {how}", "Activate {card}: {how}"),
    "seasons.act.transmute": ("Cristalliser 1 {energy} (+{n})", "Transmute 1 {energy} (+{n})"),
    "seasons.act.bonus_exchange": ("Bonus : échanger 2 énergies", "Bonus: exchange 2 energies"),
    "seasons.act.bonus_transmute": ("Bonus : cristallisation +1", "Bonus: transmute +1"),
    "seasons.act.bonus_gauge": ("Bonus : jauge d'invocation +1", "Bonus: summoning gauge +1"),
    "seasons.act.bonus_draw2": ("Bonus : piocher 2 cartes, en garder 1", "Bonus: draw 2 cards, keep 1"),
    "seasons.act.token": ("Utiliser le jeton Capacité {n} ({what})", "Use special ability token {n} ({what})"),
    "seasons.act.take": ("Prendre {card} en main", "Take {card} into your hand"),
    "seasons.act.take_play": ("Mettre {card} en jeu", "Put {card} into play"),
    "seasons.act.discard_drawn": ("Tout défausser", "Discard it all"),
    "seasons.act.gain": ("Prendre 1 {energy}", "Take 1 {energy}"),
    "seasons.act.lose": ("Défausser 1 {energy}", "Discard 1 {energy}"),
    "seasons.act.exchange_out": ("Rendre 1 {energy}", "Return 1 {energy}"),
    "seasons.act.sacrifice": ("Sacrifier {card}", "Sacrifice {card}"),
    "seasons.act.return": ("Reprendre {card} en main", "Take {card} back into your hand"),
    "seasons.act.opponent": ("{who}", "{who}"),
    "seasons.act.give": ("Donner {card} à {who}", "Give {card} to {who}"),
    "seasons.act.library_take": ("Prendre {card} (Bibliothèque {year})", "Take {card} (Library {year})"),
    "seasons.act.hand_crown": ("Défausser {card}", "Discard {card}"),
    "seasons.act.hand_discard": ("Défausser {card}", "Discard {card}"),
    "seasons.choice.crown.discard": ("Défausser une carte de votre main", "Discard a card from your hand"),
    "seasons.choice.crown.draw": ("Piocher une carte", "Draw a card"),
    "seasons.choice.ancients.life": ("Potion des Anciens : cristalliser tout à 4", "Potion of the Ancients: transmute all at 4"),
    "seasons.choice.ancients.draw": ("Potion des Anciens : piocher 2, garder 1", "Potion of the Ancients: draw 2, keep 1"),
    "seasons.choice.ancients.gauge": ("Potion des Anciens : jauge +2", "Potion of the Ancients: gauge +2"),
    "seasons.choice.ancients.energy": ("Potion des Anciens : 4 énergies au choix",
                                       "Potion of the Ancients: 4 energies of your choice"),
    "seasons.choice.mimic.hand": ("Défausser une carte de votre main", "Discard a card from your hand"),
    "seasons.choice.mimic.play": ("Sacrifier une carte en jeu", "Sacrifice a card in play"),
    "seasons.choice.ring.crystals": ("Bague temporelle : gagner 4 cristaux", "Chrono-Ring: gain 4 crystals"),
    "seasons.choice.ring.energy": ("Bague temporelle : prendre 1 énergie", "Chrono-Ring: take 1 energy"),
    # the choices asked outside the card's own summon or activation name it (ninth fresh audit,
    # as the fifth did for the Chrono-Ring: "faites votre choix: Prendre 1 énergie" said not why)
    "seasons.choice.dial.yes": ("Cadran de Colof : relancer le dé restant", "Dial of Colof: reroll the leftover die"),
    "seasons.choice.dial.no": ("Cadran de Colof : ne pas relancer", "Dial of Colof: do not reroll"),
    "seasons.choice.tailwind.yes": ("Vent favorable : défausser 1 Air pour 4 cristaux",
                                    "Tailwind: discard 1 air for 4 crystals"),
    "seasons.choice.tailwind.no": ("Vent favorable : garder votre Air", "Tailwind: keep your air"),
    "seasons.how.plain": ("effet", "effect"),
    "seasons.how.spend": ("dépenser {n} {energy}", "spend {n} {energy}"),
    "seasons.how.spend_staff": ("dépenser {n} énergies au choix, comptées comme terre ({card})",
                                "spend {n} energies of your choice, counted as earth ({card})"),
    "seasons.how.tree_buy": ("payer 3 cristaux pour 1 énergie", "pay 3 crystals for 1 energy"),
    "seasons.how.tree_transmute": ("défausser 1 {energy} pour cristalliser",
                                   "discard 1 {energy} to be allowed to transmute"),
    "seasons.how.kriss_hand": ("défausser {card} de votre main", "discard {card} from your hand"),
    "seasons.how.kriss_play": ("sacrifier {card}", "sacrifice {card}"),
    "seasons.how.kriss_any": ("défausser ou sacrifier un familier", "discard or sacrifice a familiar"),
    "seasons.how.staff_any": ("défausser un objet magique de votre main pour 3 énergies",
                              "discard a magic item from your hand for 3 energies"),
    "seasons.how.mirror": ("{n} {a} {n:plural:devient|deviennent} {b}", "{n} {a} {n:plural:becomes|become} {b}"),
    "seasons.how.ancients": ("{a} d'abord, puis un autre effet", "{a} first, then another effect"),
    # log
    "seasons.log.enchantment": ("Enchantement en jeu : {name}", "Enchantment in play: {name}"),
    "seasons.log.setup": ("Partie à {n} ; premier joueur : {first}", "{n}-player game; first player: {first}"),
    "seasons.log.pick": ("{who} garde {card}", "{who} keeps {card}"),
    "seasons.log.pick_hidden": ("{who} garde une carte", "{who} keeps a card"),
    "seasons.log.libraries": ("{who} a réparti ses cartes", "{who} has split their cards"),
    "seasons.log.round": ("Année {year}, case {month} ({season}) : les dés sont lancés",
                          "Year {year}, space {month} ({season}): the dice are rolled"),
    "seasons.log.die": ("{who} prend le dé [{face}]", "{who} takes the die [{face}]"),
    "seasons.log.destiny": ("{who} lance le dé du Destin (+{points} Destinée)",
                            "{who} rolls the Die of Destiny (+{points} Destiny)"),
    "seasons.log.token": ("{who} utilise son jeton Capacité {n}", "{who} uses special ability token {n}"),
    "seasons.log.draw": ("{who} pioche {n:plural:# carte|# cartes}", "{who} draws {n:plural:# card|# cards}"),
    "seasons.log.activate": ("{who} active {card}", "{who} activates {card}"),
    "seasons.log.transmute": ("{who} cristallise 1 {energy} pour {n}", "{who} transmutes 1 {energy} for {n}"),
    "seasons.log.bonus": ("{who} utilise le bonus {bonus}", "{who} uses the bonus {bonus}"),
    "seasons.log.bonus_back": ("{who} recule d'une case sur la piste de bonus ({n:plural:# bonus utilisé|# bonus utilisés})",
                               "{who} moves back one space on the bonus track ({n:plural:# bonus used|# bonuses used})"),
    "seasons.log.end_turn": ("{who} termine son tour", "{who} ends their turn"),
    "seasons.log.summon": ("{who} invoque {card}", "{who} summons {card}"),
    "seasons.log.put": ("{who} met {card} en jeu", "{who} puts {card} into play"),
    "seasons.log.keep": ("{who} garde une carte", "{who} keeps a card"),
    "seasons.log.take_found": ("{who} prend {card} en main", "{who} takes {card} into their hand"),
    "seasons.log.throw": ("{who} jette {card} et cherche encore", "{who} throws {card} away and searches again"),
    "seasons.log.throw_stop": ("{who} jette {card} sans chercher encore", "{who} throws {card} away and searches no more"),
    "seasons.log.discard_drawn": ("{who} défausse la carte piochée", "{who} discards the drawn card"),
    "seasons.energies": ("{air} Air, {water} Eau, {fire} Feu, {earth} Terre",
                         "{air} air, {water} water, {fire} fire, {earth} earth"),
    "seasons.log.energy": ("{who} a maintenant {energy}", "{who} now has {energy}"),
    "seasons.log.paid": ("{who} paie {what} pour {card}", "{who} pays {what} for {card}"),
    "seasons.paid_crystals": ("{n:plural:# cristal|# cristaux}", "{n:plural:# crystal|# crystals}"),
    "seasons.paid_energy": ("{n} {energy}", "{n} {energy}"),
    "seasons.log.toll": ("{who} donne 1 cristal à {to} ({card})", "{who} gives 1 crystal to {to} ({card})"),
    "seasons.log.spend": ("{who} dépense 1 {energy}", "{who} spends 1 {energy}"),
    "seasons.log.lose": ("{who} défausse 1 {energy}", "{who} discards 1 {energy}"),
    "seasons.log.lose_card": ("{who} défausse 1 {energy} ({card})", "{who} discards 1 {energy} ({card})"),
    "seasons.log.sacrifice": ("{who} sacrifie {card}", "{who} sacrifices {card}"),
    "seasons.log.return": ("{who} reprend {card} en main", "{who} takes {card} back"),
    "seasons.log.give": ("{who} donne une carte à {to}", "{who} gives a card to {to}"),
    "seasons.log.crystals": ("{who} gagne {n:plural:# cristal|# cristaux}", "{who} gains {n:plural:# crystal|# crystals}"),
    "seasons.log.crystals_card": ("{who} gagne {n:plural:# cristal|# cristaux} ({card})",
                                  "{who} gains {n:plural:# crystal|# crystals} ({card})"),
    "seasons.log.crystals_blocked": ("{who} ne reçoit pas {n:plural:# cristal|# cristaux} ({card})",
                                     "{who} receives none of {n:plural:# crystal|# crystals} ({card})"),
    "seasons.log.crystals_lost": ("{who} perd {n:plural:# cristal|# cristaux} ({card})",
                                  "{who} loses {n:plural:# crystal|# crystals} ({card})"),
    "seasons.log.energy_gained": ("{who} reçoit {n} {energy}", "{who} receives {n} {energy}"),
    "seasons.log.steal": ("{who} vole 1 {energy} à {other}", "{who} steals 1 {energy} from {other}"),
    "seasons.log.marker": ("Le marqueur avance de {n} : année {year}, case {month}",
                           "The marker moves {n}: year {year}, space {month}"),
    "seasons.log.marker_back": ("Le marqueur recule de {n} : année {year}, case {month}",
                                "The marker moves back {n}: year {year}, space {month}"),
    "seasons.log.marker_end": ("Le marqueur avance de {n} et dépasse la dernière case de l'année III : "
                               "la partie s'achève avec cette manche",
                               "The marker moves {n} past the last space of year III: the game ends with this round"),
    "seasons.log.marker_over": ("Le marqueur avance de {n} et dépasse la dernière case de l'année III : "
                                "la partie est terminée",
                                "The marker moves {n} past the last space of year III: the game is over"),
    "seasons.log.year": ("Année {year} : les Bibliothèques rejoignent les mains",
                         "Year {year}: the Library cards join the hands"),
    "seasons.log.final": ("Fin de la partie ; scores : {scores}", "Game over; scores: {scores}"),
    "seasons.log.tie_broken": ("Égalité à {n} : {who} l'emporte avec le plus de cartes en jeu ({cards})",
                               "Tied at {n}: {who} wins with the most cards in play ({cards})"),
    "seasons.log.tie_shared": ("Égalité à {n}, et autant de cartes en jeu ({cards}) : la victoire est partagée",
                               "Tied at {n} with as many cards in play ({cards}): the win is shared"),
    "seasons.log.reshuffle": ("La défausse est mélangée pour former la pioche",
                              "The discard pile is shuffled into a new draw pile"),
    "seasons.log.reveal": ("{who} révèle {card}", "{who} reveals {card}"),
    "seasons.log.discard_card": ("{who} défausse {card}", "{who} discards {card}"),
    "seasons.log.discard_hidden": ("{who} défausse une carte face cachée", "{who} discards a card face down"),
    "seasons.log.reroll": ("{who} relance le dé restant : [{face}]", "{who} rerolls the leftover die: [{face}]"),
    "seasons.log.rerolled": ("{who} relance son dé : [{face}]", "{who} rerolls their die: [{face}]"),
    "seasons.log.stored": ("{who} pose 1 {energy} sur {card}", "{who} puts 1 {energy} on {card}"),
    "seasons.log.straighten": ("{who} redresse {card}", "{who} straightens {card}"),
}

_PAIRS.update({
    "seasons.act.malice": ("Activer le Dé de la malice : relancer le dé, +2 cristaux",
                           "Activate the Die of Malice: reroll the die, +2 crystals"),
    "seasons.act.summon_fortunes": ("Invoquer {card} (Mains de la fortune : {energies} de moins)",
                                    "Summon {card} (Hands of Fortune: {energies} less)"),
    "seasons.act.summon_amulet": ("Invoquer {card} en payant {paid}", "Summon {card} paying {paid}"),
    "seasons.act.oracle": ("Invoquer {card} (cartes d'Otus)", "Summon {card} (Otus's cards)"),
    "seasons.act.oracle_fortune": ("Invoquer {card} des cartes d'Otus (Main de la fortune : 1 {energy} de moins)",
                                   "Summon {card} from Otus's cards (Hand of Fortune: 1 {energy} less)"),
    "seasons.act.oracle_fortunes": ("Invoquer {card} des cartes d'Otus (Mains de la fortune : {energies} de moins)",
                                    "Summon {card} from Otus's cards (Hands of Fortune: {energies} less)"),
    "seasons.act.oracle_fortune_spirit": ("Invoquer {card} des cartes d'Otus (Main de la fortune : sans l'énergie "
                                          "en plus)", "Summon {card} from Otus's cards (Hand of Fortune: without "
                                          "the extra energy)"),
    "seasons.act.oracle_amulet": ("Invoquer {card} des cartes d'Otus en payant {paid}",
                                  "Summon {card} from Otus's cards paying {paid}"),
    "seasons.act.grave": ("Tombeau fertile : regarder la défausse", "Fertile Grave: look through the discard"),
    "seasons.act.spend": ("Défausser 1 {energy}", "Discard 1 {energy}"),
    "seasons.act.amulet_source": ("Payer {n} {energy} : {amulet} de l'Amulette d'eau, le reste de la réserve",
                                  "Pay {n} {energy}: {amulet} from the Amulet of Water, the rest from the reserve"),
    "seasons.act.on_top": ("Mettre {card} sur la pioche", "Put {card} on top of the draw pile"),
    "seasons.act.leave": ("Laisser la carte sur la pioche", "Leave the card on the draw pile"),
    "seasons.act.take_gauge": ("Prendre {card} (jauge -1)", "Take {card} (gauge -1)"),
    "seasons.act.orb_play": ("Défausser 4 énergies : mettre {card} en jeu",
                             "Discard 4 energies: put {card} into play"),
    "seasons.act.grave_none": ("N'invoquer aucune carte", "Summon no card"),
    "seasons.act.hand_arus": ("Passer {card} à gauche", "Pass {card} to the left"),
    "seasons.decision.spend": ("{who} : défaussez une énergie (coût)", "{who}: discard an energy (cost)"),
    "seasons.decision.amulet_source": ("{who} : combien d'énergies prendre sur l'Amulette d'eau ?",
                                       "{who}: how many energies to take from the Amulet of Water?"),
    "seasons.log.twist": ("{who} retire son Atout du destin et pioche 2 cartes",
                          "{who} sets Twist of Fate aside and draws 2 cards"),
    "seasons.log.arus": ("Chacun passe une carte à gauche", "Everyone passes a card to the left"),
    "seasons.log.oracle": ("{who} révèle au centre : {cards}", "{who} lays face up in the middle: {cards}"),
    "seasons.log.hand_revealed": ("{who} révèle sa main : {cards}", "{who} reveals their hand: {cards}"),
    "seasons.log.igramul": ("{who} défausse {n} × {card} (Igramul)", "{who} discards {n} × {card} (Igramul)"),
    "seasons.log.pass_card": ("{who} passe {card} à {to}", "{who} passes {card} to {to}"),
    "seasons.log.caged": ("{who} défausse {card} (Cage psychique)", "{who} discards {card} (Psychic Cage)"),
    "seasons.log.cage_kept": ("Cage psychique d'Urm : {who} garde {card} et sacrifie une autre de ses cartes",
                              "Urmian Psychic Cage: {who} keeps {card} and sacrifices another of their cards"),
    "seasons.choice.titus.sacrifice": ("Sacrifier Titus Beauregard", "Sacrifice Titus Deepgaze"),
    "seasons.choice.titus.shield": ("Sacrifier le Bouclier de Zira à la place (+10 cristaux)",
                                    "Sacrifice the Shield of Zira instead (+10 crystals)"),
    "seasons.act.activate_shield": ("Activer {card} : {how}, en sacrifiant le Bouclier de Zira à sa place "
                                    "(+10 cristaux)",
                                    "Activate {card}: {how}, sacrificing the Shield of Zira instead (+10 crystals)"),
    "seasons.choice.igramul_zira.discard": ("Défausser la carte nommée", "Discard the named card"),
    "seasons.choice.igramul_zira.shield": ("Sacrifier le Bouclier de Zira à la place (+10 cristaux)",
                                           "Sacrifice the Shield of Zira instead (+10 crystals)"),
    "seasons.choice.cage.discard": ("Cage psychique d'Urm : défausser la carte qui arrive",
                                    "Urmian Psychic Cage: discard the incoming card"),
    "seasons.choice.cage.sacrifice": ("Cage psychique d'Urm : sacrifier une autre carte",
                                      "Urmian Psychic Cage: sacrifice another card"),
    "seasons.choice.chalice.no": ("Ne rien poser sur le Calice", "Put nothing on the Chalice"),
    "seasons.act.lock": ("Verrouiller {card} de {who}", "Lock {who}'s {card}"),
    "seasons.decision.lock": ("{who} : placez le Verrou sur un familier adverse",
                              "{who}: put the Lock on an opponent's familiar"),
    "seasons.log.lock": ("{who} verrouille {card}", "{who} locks {card}"),
    "seasons.how.staff": ("défausser {card} pour 3 énergies", "discard {card} for 3 energies"),
    "seasons.act.steadfast": ("Dé inébranlable : ignorer le dé pour un autre effet",
                              "Steadfast Die: ignore the die for another effect"),
    "seasons.act.steal": ("Voler 1 {energy} à {who}", "Steal 1 {energy} from {who}"),
    "seasons.act.peek_ok": ("Remettre la carte sur la pioche", "Put the card back on the pile"),
    "seasons.decision.drop": ("{who} : défaussez une énergie de votre réserve",
                              "{who}: discard an energy from your reserve"),
    "seasons.decision.steal": ("{who} : volez une énergie", "{who}: steal an energy"),
    "seasons.choice.warden.energy": ("Chacun défausse 4 énergies", "Everyone discards 4 energies"),
    "seasons.choice.warden.card": ("Chacun défausse 1 carte", "Everyone discards 1 card"),
    "seasons.choice.statue.energy": ("Statue d'Eolis : prendre 1 énergie", "Statue of Eolis: take 1 energy"),
    "seasons.choice.statue.crystals": ("Statue d'Eolis : 2 cristaux et regarder la carte du dessus de la pioche",
                                       "Statue of Eolis: 2 crystals and a look at the top card of the draw pile"),
    "seasons.choice.steadfast.gauge": ("Jauge d'invocation +1", "Summoning gauge +1"),
    "seasons.choice.steadfast.energy": ("1 énergie au choix", "1 energy of your choice"),
    "seasons.choice.steadfast.transmute": ("Pouvoir cristalliser ce tour", "May transmute this turn"),
    "seasons.act.time_done": ("Piocher {n:plural:# carte|# cartes} et finir", "Draw {n:plural:# card|# cards} and stop"),
    "seasons.decision.time": ("{who} : défaussez des cartes pour en piocher autant",
                              "{who}: discard cards to draw as many"),
    "seasons.act.shield": ("Sacrifier le Bouclier de Zira à la place (+10 cristaux)",
                           "Sacrifice the Shield of Zira instead (+10 crystals)"),
    "seasons.choice.monolith_store.no": ("Ne rien poser sur le Monolithe", "Put nothing on the Monolith"),
    "seasons.choice.monolith.done": ("C'est tout", "That's all"),
    "seasons.act.throw": ("La jeter et chercher encore", "Throw it away and search again"),
    "seasons.act.throw_stop": ("La jeter sans chercher encore", "Throw it away and search no more"),
    "seasons.act.transmute_done": ("Arrêter de cristalliser ({n:plural:# cristal reçu|# cristaux reçus})",
                                   "Stop transmuting ({n:plural:# crystal received|# crystals received})"),
    "seasons.decision.transmute": ("{who} : cristalliser encore ?", "{who}: transmute more?"),
    "seasons.decision.grave_summon": ("{who} : comment payer la carte tirée de la défausse ?",
                                      "{who}: how do you pay for the card taken from the discard pile?"),
    "seasons.act.eor_card": ("Résoudre l'effet de fin de manche de la carte {card}", "Resolve {card}'s end-of-round effect"),
    "seasons.act.eor_enchantment": ("Résoudre l'effet de fin de manche de l'enchantement {enchantment}",
                                    "Resolve {enchantment}'s end-of-round effect"),
    "seasons.decision.eor_order": ("{who} : choisissez votre prochain effet de fin de manche",
                                   "{who}: choose your next end-of-round effect"),
    "seasons.act.raven": ("Copier {card} de {who}", "Copy {who}'s {card}"),
    "seasons.act.raven_amulet": ("Copier {card} de {who} en payant {paid}", "Copy {who}'s {card} paying {paid}"),
    "seasons.decision.raven": ("{who} : choisissez l'objet magique que Raven copie",
                               "{who}: choose the magic item Raven copies"),
    "seasons.log.raven": ("{who} : Raven copie {card}", "{who}: Raven copies {card}"),
    "seasons.how.orb_look": ("regarder la carte du dessus", "look at the top card"),
    "seasons.decision.titan": ("{who} : choisissez la carte adverse que le Titan de cristal sacrifie",
                               "{who}: choose the opponent's card the Crystal Titan sacrifices"),
    "seasons.act.titan_target": ("Sacrifier {card} de {owner}", "Sacrifice {owner}'s {card}"),
    "seasons.log.titan_sacrifice": ("{who} sacrifie {card} de {owner} (Titan de cristal)",
                                    "{who} sacrifices {owner}'s {card} (Crystal Titan)"),
    "seasons.refused.titan": ("« {action} » : avant ce sacrifice, il faut donner {n:plural:# cristal|# cristaux} (3 par {card} adverse), que vous n'avez pas",
                              "'{action}': before that sacrifice you must give {n:plural:# crystal|# crystals} (3 per opponent's {card}), which you do not have"),
    "seasons.log.titan_spared": ("{who} ne peut pas payer {card} : pas de sacrifice",
                                 "{who} cannot pay {card}: no sacrifice"),
    "seasons.choice.speedwall_take.take": ("Speedwall l'évadé : prendre la carte piochée (Speedwall part dans la main de ce joueur)",
                                           "Speedwall the Escaped: take the card just drawn (Speedwall goes to that player's hand)"),
    "seasons.choice.speedwall_take.leave": ("Speedwall l'évadé : laisser la carte", "Speedwall the Escaped: leave the card"),
    "seasons.log.speedwall": ("{who} prend avec {card} la carte que {drawer} vient de piocher ; {card} part dans la main de {drawer}",
                              "{who} uses {card} to take the card {drawer} just drew; {card} goes to {drawer}'s hand"),
    "seasons.log.speedwall_card": ("{who} prend avec {card} la carte que {drawer} vient de piocher ({taken}) ; {card} part dans la main de {drawer}",
                                   "{who} uses {card} to take the card {drawer} just drew ({taken}); {card} goes to {drawer}'s hand"),
    "seasons.how.orb_burn": ("payer 3 cristaux : défausser la carte du dessus",
                             "pay 3 crystals: discard the top card"),
})
_ENERGIES = (("Air", "air"), ("Eau", "water"), ("Feu", "fire"), ("Terre", "earth"))
for _e, (_fr, _en) in enumerate(_ENERGIES):
    _PAIRS[f"seasons.choice.plenty.{_e}"] = (f"Corne d'abondance : défausser 1 {_fr}", f"Horn of Plenty: discard 1 {_en}")
    _PAIRS[f"seasons.choice.chalice.{_e}"] = (f"Poser 1 {_fr} sur le Calice", f"Put 1 {_en} on the Chalice")
    _PAIRS[f"seasons.choice.monolith_store.{_e}"] = (f"Poser 1 {_fr} sur le Monolithe", f"Put 1 {_en} on the Monolith")
    _PAIRS[f"seasons.choice.monolith.{_e}"] = (f"Reprendre 1 {_fr}", f"Take back 1 {_en}")
    _PAIRS[f"seasons.choice.scroll.{_e}"] = (f"Nommer l'énergie {_fr}", f"Name {_en} energy")

for _k in (1, 2, 3):
    _PAIRS[f"seasons.choice.boots.+{_k}"] = (f"Avancer le marqueur de {_k}", f"Move the marker {_k} forward")
    _PAIRS[f"seasons.choice.boots.-{_k}"] = (f"Reculer le marqueur de {_k}", f"Move the marker {_k} back")

# Enchanted Kingdom: special ability tokens 1-12, its enchantments, the 3-draw-keep-1 rule.
_PAIRS.update({
    "seasons.decision.keep_token": ("{who} : gardez un de vos 3 jetons Capacité",
                                    "{who}: keep one of your 3 special ability tokens"),
    "seasons.decision.cull": ("{who} : défaussez une de vos 10 cartes (Sélection naturelle)",
                              "{who}: discard one of your 10 cards (Natural Selection)"),
    "seasons.act.keep_token": ("Garder le jeton {n} ({what})", "Keep token {n} ({what})"),
    "seasons.act.cull": ("Défausser {card}", "Discard {card}"),
    "seasons.act.bonus_olaf": ("Bonus : piocher 1 carte (Savoir d'Olaf)", "Bonus: draw 1 card (Olaf's Knowledge)"),
    "seasons.act.vision": ("Payer 5 cristaux : défausser {card} (Vision du destin)",
                           "Pay 5 crystals: discard {card} (Vision of Destiny)"),
    "seasons.act.summon_fortune_spirit": ("Invoquer {card} (Main de la fortune : sans l'énergie en plus)",
                                          "Summon {card} (Hand of Fortune: without the extra energy)"),
    "seasons.bonus.olaf": ("piocher 1 carte", "draw 1 card"),
    "seasons.choice.shed.hand": ("Défausser une carte de votre main", "Discard a card from your hand"),
    "seasons.choice.shed.play": ("Sacrifier une carte en jeu", "Sacrifice a card in play"),
    "seasons.choice.drought.sacrifice": ("Sécheresse : sacrifier une carte en jeu", "Drought: sacrifice a card in play"),
    "seasons.choice.drought.reserve": ("Sécheresse : réduire votre réserve de 1 pour la partie",
                                       "Drought: lower your reserve limit by 1 for the game"),
    "seasons.log.token_keep": ("{who} garde le jeton {n}", "{who} keeps token {n}"),
    "seasons.log.token_keep_hidden": ("{who} a choisi son jeton", "{who} has chosen a token"),
    "seasons.log.token_kept": ("{who} joue avec le jeton Capacité {n}", "{who} plays with special ability token {n}"),
    "seasons.log.cull": ("{who} défausse {card}", "{who} discards {card}"),
    "seasons.log.cull_hidden": ("{who} défausse une carte", "{who} discards a card"),
    "seasons.log.vision": ("{who} paie 5 cristaux et défausse {card}", "{who} pays 5 crystals and discards {card}"),
    "seasons.log.hand_seen": ("{who} voit la main de {other} : {cards}", "{who} sees {other}'s hand: {cards}"),
    "seasons.log.hand_seen_hidden": ("{who} regarde la main de {other}", "{who} looks at {other}'s hand"),
    "seasons.log.embrace": ("{who} perd 5 cristaux (Étreinte d'Argos)", "{who} loses 5 crystals (Argos' Embrace)"),
    "seasons.log.drought": ("{who} : réserve limitée à {n} (Sécheresse)", "{who}: reserve limit now {n} (Drought)"),
    "seasons.log.drought_leader": ("Sécheresse : {who}, seul en tête avec {n:plural:# cristal|# cristaux}, sacrifie une "
                                   "carte ou perd une place de réserve",
                                   "Drought: {who}, alone in the lead with {n:plural:# crystal|# crystals}, sacrifices "
                                   "a card or loses a reserve space"),
})

# Short labels of the 18 special ability tokens (our wording).
TOKEN_TEXTS = {
    1: ("piocher 1 carte, la garder ou la défausser", "draw 1 card, keep or discard it"),
    2: ("sacrifier une carte ou défausser une carte de la main", "sacrifice a card or discard one from hand"),
    3: ("2 énergies au choix", "2 energies of your choice"),
    4: ("jauge d'invocation -1", "summoning gauge -1"),
    5: ("cartes en main : +3 chacune en fin de partie", "cards in hand: +3 each at the end"),
    6: ("cristalliser ce tour, +1 cristal par énergie", "transmute this turn, +1 crystal per energy"),
    7: ("12 cristaux", "12 crystals"),
    8: ("rendre 4 Eau", "return 4 water"),
    9: ("jauge d'invocation +2", "summoning gauge +2"),
    10: ("déplacer le marqueur de saison de 2", "move the season marker 2 spaces"),
    11: ("voir les mains adverses", "see the other hands"),
    12: ("regarder et ranger les 3 cartes du dessus de la pioche", "look at and reorder the top 3 cards"),
    13: ("prendre la carte du dessus de la défausse", "take the top card of the discard pile"),
    14: ("reculer sur la piste de bonus", "move back on the bonus track"),
    15: ("5 Feu pour piocher 1 carte", "5 fire to draw 1 card"),
    16: ("lancer le dé du Destin en plus", "roll the Die of Destiny as well"),
    17: ("relancer son dé des Saisons", "reroll the season die"),
    18: ("prendre une carte d'une Bibliothèque", "take a card from a Library"),
}
_PAIRS.update({f"seasons.token.{_n}": _pair for _n, _pair in TOKEN_TEXTS.items()})

# Rule citations ("base 5.3", "PoD 13/20", "EK Sécheresse", "card 37"), as an
# illegal answer names them: see cite().
_PAIRS.update({
    "seasons.rule.base": ("règles de base {section}", "base rules {section}"),
    "seasons.rule.card": ("carte {section}", "card {section}"),
    "seasons.rule.pod": ("Path of Destiny, carte {section}", "Path of Destiny, card {section}"),
    "seasons.rule.card_card": ("carte {section} ({card})", "card {section} ({card})"),
    "seasons.rule.pod_card": ("Path of Destiny, carte {section} ({card})", "Path of Destiny, card {section} ({card})"),
    "seasons.rule.pod_named": ("Path of Destiny : {section}", "Path of Destiny: {section}"),
    "seasons.rule.ek": ("extension Enchanted Kingdom", "Enchanted Kingdom expansion"),
    "seasons.rule.ek_named": ("Enchanted Kingdom : {section}", "Enchanted Kingdom: {section}"),
    "seasons.rule.token": ("jeton {section}", "token {section}"),
    "seasons.rule.tokens": ("jetons Capacité spéciale", "special ability tokens"),
    "seasons.rule.several": ("{parts}", "{parts}"),
    "seasons.rule.as_written": ("{section}", "{section}"),
})

CATALOG = catalog(_PAIRS)

GAME_ID = "seasons"
_BOOKS = {"base": "base", "card": "card", "PoD": "pod", "EK": "ek"}


@cache
def cite(rule: str) -> Msg:
    """A rule citation of the rule modules as each language reads it.

    The rule modules cite the rulebooks by book and section: ``base 5.3`` (base
    rules), ``card 37`` (a base card's number), ``PoD 13/20`` (Path of Destiny card
    13 of 20), ``PoD``/``EK`` followed by an enchantment's French name, a token
    (``jeton 18``) or the Die of Destiny, several joined by ", ", or a card named by
    the first word of its name (``Naria``).  What this grammar does not know stays as written."""
    parts = [_cite_one(part) for part in rule.split(", ")]
    return parts[0] if len(parts) == 1 else Msg("seasons.rule.several", {"parts": parts})


def _cite_one(rule: str) -> Msg:
    book, _, section = rule.partition(" ")
    kind = _BOOKS.get(book)
    if kind is None:
        card = _card_named(rule)
        return card if card is not None else Msg("seasons.rule.as_written", {"section": rule})
    if not section:
        return Msg(f"seasons.rule.{kind}", {"section": ""})
    if kind in ("base", "card") or section[0].isdigit():
        card = _numbered(book, section)  # a card's number alone does not tell a player which card
        if card is not None:
            return Msg(f"seasons.rule.{kind}_card", {"section": section, "card": card})
        return Msg(f"seasons.rule.{kind}", {"section": section})
    return Msg(f"seasons.rule.{kind}_named", {"section": _section(section)})


def _section(section: str) -> Msg:
    """A named section of an expansion: a token, the Die of Destiny or an enchantment."""
    if section.startswith("jeton "):
        return Msg("seasons.rule.token", {"section": section.removeprefix("jeton ")})
    if section == "jetons Capacité":
        return Msg("seasons.rule.tokens")
    if section == "dé du Destin":
        return Ref(GAME_ID, "die-of-destiny")
    for english, french, _effect in load().enchantments.values():
        if french == section:
            return Ref(GAME_ID, f"enchantment-{slug(english)}")
    return Msg("seasons.rule.as_written", {"section": section})


def _numbered(book: str, section: str) -> Ref | None:
    """The card a ``card 7`` or ``PoD 6/20`` citation names (base cards are numbered 1-120 and the
    promos 301-303, Path of Destiny's 201-220), or None."""
    number = int(section) if book == "card" and section.isdigit() else \
        200 + int(section[:-3]) if book == "PoD" and section.endswith("/20") and section[:-3].isdigit() else None
    cards = load().cards
    return Ref(GAME_ID, cards[number].slug) if number in cards else None


def asked_by(rule: str) -> Ref | Msg:
    """What a choice is about, from the rule its decision cites: the card it names, else the citation."""
    book, _, section = rule.partition(" ")
    card = _numbered(book, section)
    return card if card is not None else cite(rule)


def _card_named(word: str) -> Ref | None:
    for card in load().cards.values():
        if card.name_en.startswith(word):
            return Ref(GAME_ID, card.slug)
    return None
