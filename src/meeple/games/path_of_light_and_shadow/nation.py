"""What every rule does to a nation: a card's Labor and Strength (with its
Cruel/Merciful bonuses), the Morality and Influence tracks, drawing,
recruiting, returning a card to its starting location, culling and playing
cards.  Cited sections: [RB Important terms], [RB Main Phase D-E],
[RB End Phase]."""

from __future__ import annotations

from meeple.core import Action, Msg
from meeple.core.components import Ref
from meeple.games.path_of_light_and_shadow.content import CARDS, REALMS
from meeple.games.path_of_light_and_shadow.knowledge import drawn_from_deck, drawn_from_realm, expose
from meeple.games.path_of_light_and_shadow.model import PathData, PendingEffect, Player
from meeple.games.path_of_light_and_shadow.text import CARD_REF, PLAYER_MSG, REALM_REF, RESOURCE_REF, WHERE_REF

HAND_LIMIT = 5  # [RB End Phase] step 4: "your hand limit of five cards"
MINIMUM_CARDS = 5  # [RB Cull cards]: never fewer than five cards in all
REALM_CONTROL = 2  # [RB Realms and provinces]: "two or more provinces belonging to that realm"
MORALITY_END = 12  # [RB Morality]: the track runs from 12 Cruelty to 12 Mercy


def meets(player: Player, requires: str | None) -> bool:
    """[RB Cruel/Merciful]: Cruel with any Cruelty, Merciful with any Mercy."""
    return requires is None or (requires == "cruel" and player.morality < 0) or (
        requires == "merciful" and player.morality > 0)


def labor(state: PathData, player: Player, card: int) -> int:
    """The card's Labor, with its own static bonuses."""
    return CARDS[card].labor + static_bonus(state, player, card, "labor")


def strength(state: PathData, player: Player, card: int) -> int:
    """The card's Strength, with its own static bonuses."""
    return CARDS[card].strength + static_bonus(state, player, card, "strength")


def static_bonus(state: PathData, player: Player, card: int, stat: str) -> int:
    """What the card's static abilities add to ``stat`` ("labor" or "strength"):
    always, or (``<stat>-realm``) while its owner controls a realm."""
    card_type = CARDS[card]
    if not card_type.has_static:
        return 0
    return sum(ability.value for ability in card_type.abilities
               if ability.when == "static" and meets(player, ability.requires) and (
                   ability.effect == stat or (
                       ability.effect == f"{stat}-realm" and realms_controlled(state, player.seat))))


def realms_controlled(state: PathData, seat: int) -> int:
    """[RB Realms and provinces]: a realm is controlled with 2+ of its provinces."""
    counts = [0] * len(REALMS)
    for province, owner in zip(state.board.provinces, state.owner, strict=True):
        if owner == seat:
            counts[province.realm] += 1
    return sum(1 for count in counts if count >= REALM_CONTROL)


def provinces_of(state: PathData, seat: int) -> list[int]:
    return [index for index, owner in enumerate(state.owner) if owner == seat]


def hand_limit(player: Player) -> int:
    """Five, +1 with the Royal Archive, + allies that raise it."""
    return HAND_LIMIT + player.structure("hand-size") + player.ally("hand-size")


def gain_morality(state: PathData, player: Player, n: int, mercy: bool) -> None:
    """[RB Morality]: -12..12, never back to 0, each step beyond an end is 1 Influence."""
    step = 1 if mercy else -1
    extra = 0
    for _ in range(n):
        morality = player.morality + step
        if morality == 0:
            morality = step
        if abs(morality) > MORALITY_END:
            extra += 1
        else:
            player.morality = morality
    if n > extra:
        side = RESOURCE_REF["mercy" if player.morality > 0 else "cruelty"]  # never 0 once moved
        state.emit("path.log.mercy" if mercy else "path.log.cruelty",
                   {"player": PLAYER_MSG[player.seat], "n": n - extra, "morality": player.morality,
                    "level": abs(player.morality), "side": side})
    if extra:
        state.emit("path.log.morality_end", {"player": PLAYER_MSG[player.seat], "n": extra,
                                             "side": RESOURCE_REF["mercy" if mercy else "cruelty"]})
        gain_influence(state, player, extra)


def gain_influence(state: PathData, player: Player, n: int) -> None:
    player.influence += n
    state.emit("path.log.influence", {"player": PLAYER_MSG[player.seat], "n": n, "total": player.influence})


def pay_influence(state: PathData, player: Player, n: int, source: Ref) -> None:
    """Influence spent on an ability (Halax Fleet, Grand Bazaar, Mercenary Reserves, a card)."""
    player.influence -= n
    state.emit("path.log.pay", {"player": PLAYER_MSG[player.seat], "n": n, "source": source,
                                "total": player.influence})


def draw(state: PathData, player: Player, n: int) -> None:
    """[RB End Phase] step 4: reshuffle the discard pile when the deck runs out."""
    drawn = []
    for _ in range(n):
        if not player.deck:
            if not player.discard:
                break
            player.deck = player.discard
            player.discard = []
            state.rng.shuffle(player.deck)
            state.emit("path.log.reshuffle", {"player": PLAYER_MSG[player.seat]})
        card = player.deck.pop()
        drawn_from_deck(player)
        player.hand.append(card)
        drawn.append(CARD_REF[card])
    if drawn:
        state.emit("path.log.draw", {"player": PLAYER_MSG[player.seat], "cards": drawn}, seen_by=(player.seat,),
                   redacted=Msg("path.log.draw_hidden", {"player": PLAYER_MSG[player.seat], "n": len(drawn)}))


def recruit(state: PathData, player: Player, realm: int, n: int) -> int:
    """[RB Conquer: recruit cards]: top card(s) of a realm deck, faceup into the discard pile."""
    deck = state.realm_decks[realm]
    got = 0
    for _ in range(n):
        if not deck:
            break
        card = deck.pop()
        drawn_from_realm(state, realm)
        player.discard.append(card)
        got += 1
        state.emit("path.log.recruit", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card],
                                        "realm": REALM_REF[realm]})
    return got


def send_home(state: PathData, card: int) -> Msg:
    """[RB Promote step 4, Cull step 3]: a card returns to its starting
    location; the answer says where, for the log."""
    card_type = CARDS[card]
    if card_type.home >= 0:
        state.realm_decks[card_type.home].insert(0, card)  # bottom of the realm deck, in public
        state.realm_known_bottom[card_type.home] += 1
        return Msg("path.home.realm", {"realm": REALM_REF[card_type.home]})
    if card_type.origin == "upgrade":
        if card_type.faction == "numerai":
            state.numerai.insert(0, card)
            state.numerai_known_bottom += 1
            return Msg("path.home.numerai")
        state.supply[card] += 1
        return Msg("path.home.upgrade")
    state.box.append(card)  # starter cards leave the game
    return Msg("path.home.box")


def take(state: PathData, player: Player, card: int, where: str) -> None:
    if where == "hand":
        expose(state, player, card)
        player.hand.remove(card)
    else:
        player.discard.remove(card)


def cull(state: PathData, player: Player, card: int, where: str, cruelty: bool = True) -> None:
    """[RB Cull cards] steps 3-4."""
    take(state, player, card, where)
    home = send_home(state, card)
    state.emit("path.log.cull", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card],
                                 "where": WHERE_REF[where], "to": home})
    if cruelty:  # [RB Cull]: 1 Cruelty per card culled, whatever culls it
        gain_morality(state, player, 1, mercy=False)


def can_cull(player: Player) -> bool:
    return player.card_count() > MINIMUM_CARDS and bool(player.hand or player.discard)


def cull_options(player: Player, out: list[Action], key: str = "path.act.cull", prefix: str = "cull") -> None:
    """One answer per card kind in hand and in the discard pile, unless culling
    would leave fewer than five cards [RB Cull cards]."""
    if player.card_count() <= MINIMUM_CARDS:
        return
    for where, cards in (("hand", player.hand), ("discard", player.discard)):
        for card in sorted(set(cards)):
            out.append(Action(f"{prefix}:{CARDS[card].id}@{where}", key,
                              {"card": CARD_REF[card], "where": WHERE_REF[where]}))


def play_card(state: PathData, player: Player, card: int, use: str) -> None:
    """Move a card from hand to play area and queue its "When you play this" effects."""
    expose(state, player, card)
    player.hand.remove(card)
    player.play.append(card)
    state.emit("path.log.play", {"player": PLAYER_MSG[player.seat], "card": CARD_REF[card],
                                 "use": Msg(f"path.use.{use}")})
    if use != "action":  # [RB C]: an Action card gives nothing else that turn
        queue_abilities(state, player, card, "play")


def queue_abilities(state: PathData, player: Player, card: int, when: str) -> None:
    for ability in CARDS[card].abilities:
        if ability.when == when and meets(player, ability.requires):
            state.pending.append(PendingEffect(player.seat, when, ability.effect, ability.value, card))
