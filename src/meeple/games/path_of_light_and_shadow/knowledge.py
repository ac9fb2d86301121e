"""What the seats know of cards they cannot see, declared so that views and
determinized copies keep it and re-sample only the rest:

- cards put publicly on top of a deck (Imperial Council) or at the bottom of
  a realm deck or the Numerai deck (a Cull or a Promotion returns them there)
  are known to every seat until drawn;
- a nation's *secret* cards are those no other seat has seen: its facedown
  advisor and the two realm cards dealt with its starting Village [RB Setup
  11b-c].  Every other card entered its hand and deck in public (recruits,
  upgrades, a reshuffled discard pile), so another seat knows the rest of
  that nation's hidden cards exactly; a determinized copy deals the secret
  ones again from the cards that seat has not seen."""

from __future__ import annotations

import random

from meeple.games.path_of_light_and_shadow.content import CARDS
from meeple.games.path_of_light_and_shadow.model import PathData, Player


def hidden_count(state: PathData, player: Player, card: int) -> int:
    """Copies of ``card`` in the nation's hand, deck and facedown combat cards."""
    count = player.hand.count(card) + player.deck.count(card)
    combat = state.combat
    if combat is not None:
        if combat.attacker == player.seat:
            count += combat.attackers_facedown.count(card)
        if combat.defender == player.seat:
            count += combat.defenders_facedown.count(card)
    return count


def expose(state: PathData, player: Player, card: int) -> None:
    """``card`` leaves the nation's hidden cards in front of everyone.  It is
    taken as one of the publicly known copies while there are any, so that a
    secret card stays secret until no other explanation is left."""
    if card in player.secret and hidden_count(state, player, card) <= player.secret.count(card):
        player.secret.remove(card)


def drawn_from_deck(player: Player) -> None:
    if player.deck_known_top:
        player.deck_known_top -= 1


def drawn_from_realm(state: PathData, realm: int) -> None:
    state.realm_known_bottom[realm] = min(state.realm_known_bottom[realm], len(state.realm_decks[realm]))


def drawn_from_numerai(state: PathData) -> None:
    state.numerai_known_bottom = min(state.numerai_known_bottom, len(state.numerai))


def known_to_all(state: PathData, indexes: range) -> dict[int, range]:
    return {seat: indexes for seat in range(state.num_players)}


def deck_known(state: PathData, player: Player) -> dict[int, range]:
    """The top of the deck that every seat saw put there."""
    size = len(player.deck)
    return known_to_all(state, range(size - player.deck_known_top, size))


def resample_secrets(world: PathData, seat: int | None, rng: random.Random, keep: int | None = None) -> None:
    """Deal again the secret cards of every nation but ``seat``'s: advisors
    among the advisors ``seat`` has not seen, realm cards among the unknown
    cards of their realm deck (and the other nations' secret cards of that realm)."""
    slots: dict[str, list[tuple[list[int], int]]] = {}  # category -> (list, index) slots to refill
    owned: dict[int, list[tuple[list[int], int]]] = {}  # seat -> its secret slots
    for player in world.players:
        if player.seat in (seat, keep) or not player.secret:
            continue
        lists = [player.hand, player.deck]
        combat = world.combat
        if combat is not None and combat.attacker == player.seat:
            lists.append(combat.attackers_facedown)
        if combat is not None and combat.defender == player.seat:
            lists.append(combat.defenders_facedown)
        known_top = range(len(player.deck) - player.deck_known_top, len(player.deck))
        wanted = list(player.secret)
        for cards in lists:
            for index, card in enumerate(cards):
                if card in wanted and not (cards is player.deck and index in known_top):
                    wanted.remove(card)
                    slots.setdefault(category(card), []).append((cards, index))
                    owned.setdefault(player.seat, []).append((cards, index))
    for name, taken in slots.items():
        pool = [cards[index] for cards, index in taken]
        if name == "advisor":
            sources = [(world.advisor_box, index) for index in range(len(world.advisor_box))]
        else:
            realm = int(name)
            deck = world.realm_decks[realm]
            sources = [(deck, index) for index in range(world.realm_known_bottom[realm], len(deck))]
        pool += [cards[index] for cards, index in sources]
        rng.shuffle(pool)
        for (cards, index), card in zip(taken + sources, pool, strict=True):
            cards[index] = card
    for owner, places in owned.items():  # the copy's secrets are the cards it dealt
        world.players[owner].secret = [cards[index] for cards, index in places]


def category(card: int) -> str:
    """Where an unseen card of this kind may come from: the advisors, or its realm deck."""
    card_type = CARDS[card]
    return "advisor" if card_type.origin == "advisor" else str(card_type.home)
