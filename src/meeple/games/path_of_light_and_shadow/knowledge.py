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


def drawn_from_numerai(state: PathData, index: int) -> None:
    """The card at ``index`` (0 = the bottom) left the Numerai deck: one known card fewer if it was one."""
    if index < state.numerai_known_bottom:
        state.numerai_known_bottom -= 1


def deck_known(player: Player) -> range:
    """The top of the deck that every seat saw put there."""
    size = len(player.deck)
    return range(size - player.deck_known_top, size)


def secret_slots(world: PathData, player: Player) -> list[tuple[list[int], int]]:
    """Where the nation's secret cards lie now: (list, index) among its hand,
    the unknown part of its deck and its facedown combat cards."""
    lists = [player.hand, player.deck]
    combat = world.combat
    if combat is not None and combat.attacker == player.seat:
        lists.append(combat.attackers_facedown)
    if combat is not None and combat.defender == player.seat:
        lists.append(combat.defenders_facedown)
    known_top = deck_known(player)
    wanted = list(player.secret)
    places = []
    for cards in lists:
        for index, card in enumerate(cards):
            if card in wanted and not (cards is player.deck and index in known_top):
                wanted.remove(card)
                places.append((cards, index))
    return places


def secret_sources(world: PathData, name: str) -> list[tuple[list[int], int]]:
    """The unseen places a secret card of category ``name`` may have come from:
    the advisors not dealt, or the unknown part of its realm deck."""
    if name == "advisor":
        return [(world.advisor_box, index) for index in range(len(world.advisor_box))]
    realm = int(name)
    deck = world.realm_decks[realm]
    return [(deck, index) for index in range(world.realm_known_bottom[realm], len(deck))]


def resample_secrets(world: PathData, seat: int | None, rng: random.Random, keep: int | None = None) -> None:
    """Deal again the secret cards of every nation but ``seat``'s (and
    ``keep``'s): advisors among the advisors ``seat`` has not seen, realm cards
    among the unknown cards of their realm deck (and the other nations' secret
    cards of that realm)."""
    slots: dict[str, list[tuple[list[int], int]]] = {}  # category -> (list, index) slots to refill
    owned: dict[int, list[tuple[list[int], int]]] = {}  # seat -> its secret slots
    for player in world.players:
        if player.seat in (seat, keep) or not player.secret:
            continue
        for cards, index in secret_slots(world, player):
            slots.setdefault(category(cards[index]), []).append((cards, index))
            owned.setdefault(player.seat, []).append((cards, index))
    for name, taken in slots.items():
        sources = secret_sources(world, name)
        pool = [cards[index] for cards, index in taken + sources]
        rng.shuffle(pool)
        for (cards, index), card in zip(taken + sources, pool, strict=True):
            cards[index] = card
    for owner, places in owned.items():  # the copy's secrets are the cards it dealt
        world.players[owner].secret = [cards[index] for cards, index in places]


def category(card: int) -> str:
    """Where an unseen card of this kind may come from: the advisors, or its realm deck."""
    card_type = CARDS[card]
    return "advisor" if card_type.origin == "advisor" else str(card_type.home)


def walk(world: PathData, player: Player, seat: int | None, rng: random.Random, rounds: int) -> None:
    """Shuffle ``player``'s cards that ``seat`` cannot see by random swaps,
    keeping only those after which ``world`` is still a legal state (its
    pending decision has an answer): two of those cards trade places, or a
    secret card trades with an unseen card of its kind.  From a legal
    arrangement this visits the legal ones at random; ``rounds`` swaps per
    card forget the start."""
    slots = [(player.deck, index) for index in range(len(player.deck)) if index not in deck_known(player)]
    mine = player.seat == seat
    if not mine:
        slots += [(player.hand, index) for index in range(len(player.hand))]
        combat = world.combat
        if combat is not None:
            for side, facedown in ((combat.attacker, combat.attackers_facedown),
                                   (combat.defender, combat.defenders_facedown)):
                if side == player.seat:
                    slots += [(facedown, index) for index in range(len(facedown))]
    for _ in range(rounds * len(slots)):
        places = secret_slots(world, player) if not mine and rng.random() < 0.5 else []
        if places:
            first = rng.choice(places)
            sources = secret_sources(world, category(first[0][first[1]]))
            if not sources:
                continue
            second = rng.choice(sources)
        else:
            first, second = rng.choice(slots), rng.choice(slots)
        secret = player.secret[:]
        swap(first, second)
        if places:  # the secret card is now the one it traded with
            player.secret.remove(second[0][second[1]])
            player.secret.append(first[0][first[1]])
        world._legal = None
        if not world.legal_actions():
            swap(first, second)
            player.secret = secret
            world._legal = None


def swap(first: tuple[list[int], int], second: tuple[list[int], int]) -> None:
    (cards, index), (other, other_index) = first, second
    cards[index], other[other_index] = other[other_index], cards[index]
