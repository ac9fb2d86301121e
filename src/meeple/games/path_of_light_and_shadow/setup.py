"""Setup [RB Setup] 1-12: the board side by player count, defense towers,
upgrade decks (the Numerai one shuffled facedown), realm decks, players + 1
allies, the first player, starting decks (four Trusted Followers, three
Steadfast Conscripts, one facedown advisor), leaders placed in Villages in
seat order with two cards of that realm, hands of five."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.games.path_of_light_and_shadow.content import ADVISORS, ALLIES, BOARDS, CARD_BY_ID, CARDS, REALMS, copies
from meeple.games.path_of_light_and_shadow.knowledge import drawn_from_realm
from meeple.games.path_of_light_and_shadow.model import DECISIONS, NO_CARD, NOBODY, PathData, Player
from meeple.games.path_of_light_and_shadow.nation import HAND_LIMIT, draw
from meeple.games.path_of_light_and_shadow.state import PathState
from meeple.games.path_of_light_and_shadow.text import PLAYER_MSG, PROVINCE_REF

STARTING_FOLLOWERS = 4  # [RB Setup 11a]: four Trusted Followers ...
STARTING_CONSCRIPTS = 3  # ... and three Steadfast Conscripts per player
STARTING_REALM_CARDS = 2  # [RB Setup 11c]: two cards of the starting Village's realm


def new_game(game: Any, num_players: int, seed: int, options: dict[str, Any]) -> PathState:
    state = PathState(game, num_players, seed, options)
    # [RB Setup 1]: 2-player side with 2 players, the other side with 3-4
    state.board = BOARDS["two-player" if num_players == 2 else "multi-player"]
    state.players = [Player(seat) for seat in range(num_players)]
    state.owner = [NOBODY] * len(state.board.provinces)
    state.defense = [province.defense for province in state.board.provinces]
    state.realm_decks = [[] for _ in REALMS]
    state.supply = [0] * len(CARDS)
    state.numerai = []
    state.box = []
    for card_type in CARDS:
        n = copies(card_type)
        if card_type.origin == "realm":
            state.realm_decks[card_type.home].extend([card_type.index] * n)
        elif card_type.origin == "upgrade" and card_type.faction == "numerai":
            state.numerai.extend([card_type.index] * n)
        elif card_type.origin == "upgrade":
            state.supply[card_type.index] = n
    state.rng.shuffle(state.numerai)
    for deck in state.realm_decks:
        state.rng.shuffle(deck)
    allies = list(range(len(ALLIES)))
    state.rng.shuffle(allies)
    state.allies = sorted(allies[:num_players + 1])
    advisors = list(ADVISORS)
    state.rng.shuffle(advisors)
    follower, conscript = CARD_BY_ID["trusted-follower"], CARD_BY_ID["steadfast-conscript"]
    for player in state.players:
        player.deck = [follower] * STARTING_FOLLOWERS + [conscript] * STARTING_CONSCRIPTS + [advisors.pop()]
        player.secret = [player.deck[-1]]  # dealt facedown
    state.advisor_box = advisors
    unused_followers = copies(CARDS[follower]) - STARTING_FOLLOWERS * num_players
    unused_conscripts = copies(CARDS[conscript]) - STARTING_CONSCRIPTS * num_players
    state.box.extend([follower] * unused_followers + [conscript] * unused_conscripts)
    state.first = state.rng.randrange(num_players)
    state.active = state.first
    state.round = 1
    state.phase = "setup"
    state.end_step = ""
    state.combat = None
    state.pending = []
    state.promoting = NO_CARD
    state.setup_left = num_players
    state.realm_known_bottom = [0] * len(REALMS)
    state.numerai_known_bottom = 0
    state.emit("path.log.first", {"player": PLAYER_MSG[state.first]})
    state.settle()
    return state


@DECISIONS.options("start")
def start_options(state: PathData, decision: Decision) -> list[Action]:
    taken = {player.position for player in state.players}
    provinces = state.board.provinces
    return [Action(f"start:{provinces[index].id}", "path.act.start", {"province": PROVINCE_REF[provinces[index].id]})
            for index in state.board.villages if index not in taken]


@DECISIONS.resolve("start")
def start(state: PathData, decision: Decision, action: Action) -> None:
    """[RB Setup 11c]: a free Village, then two cards of its realm (hidden from all)."""
    player = state.players[decision.player]
    player.position = state.board.by_id[action.params["province"].id]
    realm = state.board.provinces[player.position].realm
    state.emit("path.log.start", {"player": PLAYER_MSG[player.seat], "province": action.params["province"]})
    deck = state.realm_decks[realm]
    for _ in range(STARTING_REALM_CARDS):
        if deck:
            player.deck.append(deck.pop())
            player.secret.append(player.deck[-1])  # nobody else sees them
            drawn_from_realm(state, realm)
    state.setup_left -= 1
    if state.setup_left == 0:
        finish_setup(state)


def finish_setup(state: PathData) -> None:
    """[RB Setup 11d-12]: shuffle the ten cards, draw five."""
    for player in state.players:
        state.rng.shuffle(player.deck)
        draw(state, player, HAND_LIMIT)
    state.phase = "main"
    state.emit("path.log.round", {"round": 1})
