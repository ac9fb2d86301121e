"""A new game ("Mise en place" 1-14, and "Mode solo : mise en place")."""

from __future__ import annotations

from typing import Any

from meeple.core import RULES, Decision
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import DECISIONS
from meeple.games.paladins_of_the_west_kingdom.model import AI, Player
from meeple.games.paladins_of_the_west_kingdom.rounds import refill_townsfolk
from meeple.games.paladins_of_the_west_kingdom.solo import ai_workshop
from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState
from meeple.games.paladins_of_the_west_kingdom.text import RULE

# solo setup 6: how many King's Orders place the AI's starting Workshops
SOLO_WORKSHOP_ORDERS = {"easy": 1, "standard": 3, "hard": 5}


def new_game(game: Any, num_players: int, seed: int, options: dict[str, Any]) -> PaladinsState:
    s = PaladinsState(game, num_players, seed, options)
    rng = s.rng
    solo = num_players == 1
    s.players = [Player(i) for i in range(num_players)]
    s.ai = AI() if solo else None
    s.ai_board = Player(num_players) if solo else None
    s.round = 0
    s.phase = "start"
    s.turn = 0
    s.over = False
    # steps 2-7: the decks, the Tax Supply and the rows
    s.townsfolk_deck = list(range(len(C.TOWNSFOLK)))
    rng.shuffle(s.townsfolk_deck)
    s.townsfolk_row = [s.townsfolk_deck.pop() for _ in range(C.TOWNSFOLK_SLOTS)]
    s.townsfolk_discard = []
    s.wall_deck = list(range(len(C.WALLS)))
    rng.shuffle(s.wall_deck)
    s.tax_supply = s.tax_refill()
    s.debts_left = C.BOARD.debts
    s.suspicion_deck = list(range(len(C.SUSPICIONS)))
    rng.shuffle(s.suspicion_deck)
    s.suspicion_discard = []
    s.outsider_deck = list(range(len(C.OUTSIDERS)))
    rng.shuffle(s.outsider_deck)
    s.outsider_row = [s.outsider_deck.pop() for _ in range(C.OUTSIDER_SLOTS)]
    s.outsider_discard = []
    s.solo_orders = []
    if solo:
        # solo step 6: reveal 1/3/5 King's Orders for the AI's starting Workshops, then reshuffle them all
        orders = list(range(len(C.ORDERS)))
        rng.shuffle(orders)
        s.solo_orders = orders[:SOLO_WORKSHOP_ORDERS[options.get("difficulty", "standard")]]
    # step 8: 3 King's Orders and 5 Favours face down, the rest back in the box unseen
    orders = list(range(len(C.ORDERS)))
    rng.shuffle(orders)
    s.orders_down, s.orders_box, s.orders_up = orders[:C.ORDERS_IN_PLAY], orders[C.ORDERS_IN_PLAY:], []
    favours = list(range(len(C.FAVOURS)))
    rng.shuffle(favours)
    s.favours_down, s.favours_box, s.favours_up = favours[:C.FAVOURS_IN_PLAY], favours[C.FAVOURS_IN_PLAY:], []
    s.favours_used = 0
    s.tavern_deck = list(range(len(C.TAVERNS)))
    rng.shuffle(s.tavern_deck)
    s.tavern_row, s.tavern_taken, s.tavern_discard = [], [], []
    s.spaces = [[-1] * len(region.spaces) for region in C.BOARD.regions]
    # steps 11-12: each seat's silver, provision and shuffled Paladin deck
    for p in s.players:
        p.silver = C.BOARD.start["silver"]
        p.provisions = C.BOARD.start["provision"]
        p.paladin_deck = list(range(len(C.PALADINS)))
        rng.shuffle(p.paladin_deck)
    if s.ai is not None:
        s.ai.schemes = list(C.BOARD.schemes)
        rng.shuffle(s.ai.schemes)
        for order in s.solo_orders:
            ai_workshop(s, C.ORDERS[order].action)
    s.first_player = rng.randrange(num_players)  # step 13
    # step 14: in reverse turn order each seat recruits a townsfolk for free, then the row is refilled
    for k in range(num_players):
        seat = (s.first_player - 1 - k) % num_players
        s.push("free_recruit", seat, {"setup": True}, RULE["setup_14"])
    s.stack.reverse()  # the seat right of the first player answers first
    s.push("setup_refill", RULES)
    s.stack.insert(0, s.stack.pop())
    s.settle()
    return s


@DECISIONS.resolve("setup_refill")
def setup_refill(s: PaladinsState, d: Decision, a: None) -> None:
    """Setup 14, once every seat has recruited."""
    refill_townsfolk(s)
