"""Setting up a game (rulebook "Mise en place" 1-12, and the solo changes)."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision, Game
from meeple.games.shadow_kingdoms_of_valeria.components import board_id, chosen, ref
from meeple.games.shadow_kingdoms_of_valeria.content import DECKS, PILES, SANCTUARIES, load
from meeple.games.shadow_kingdoms_of_valeria.dice import fill_sanctuaries
from meeple.games.shadow_kingdoms_of_valeria.model import DECISIONS, Adversary, Pile, Player
from meeple.games.shadow_kingdoms_of_valeria.state import ValeriaState
from meeple.games.shadow_kingdoms_of_valeria.tables import SIDES_OF
from meeple.games.shadow_kingdoms_of_valeria.text import RULE

C = load()
ROW_SIZE = 3  # face-up champions per deck ("Révélez ... une carte sur chacune des cases")
BOARD_OF = {board_id(board.id): board.id for board in C.player_boards}


def new_state(game: Game, num_players: int, seed: int, options: dict[str, Any]) -> ValeriaState:
    s = ValeriaState(game, num_players, seed, options)
    rng = s.rng
    table = C.board.setup[num_players]
    solo = num_players == 1
    # 2. the stratagem pile and column (index 0 = 1-gold slot)
    plans = list(C.stratagem_ids)
    rng.shuffle(plans)
    s.strat_pile = Pile(plans)
    s.column = [s.strat_pile.draw() for _ in C.board.stratagem_slot_costs]
    # 3. gems on the Gem sanctuary
    s.gem_supply = table.gems
    # 4. the bag and the sanctuaries
    s.bag = [table.dice_per_colour] * len(C.colours)
    s.sanctuaries = [[] for _ in SANCTUARIES]
    fill_sanctuaries(s, table.dice_per_sanctuary)
    # 5. one distinction of each pile (solo: without "3 Gemmes")
    s.distinctions = []
    for pile in PILES:
        cards = [c for c in C.distinction_ids if C.distinctions[c].pile == pile
                 and not (solo and c == C.board.solo.removed_distinction)]
        s.distinctions.append(rng.choice(cards))
    s.claims = [[] for _ in s.distinctions]
    # 6. champion piles by symbol, 3 face-up per row
    s.champion_piles = {}
    s.rows = {}
    for deck in DECKS:
        cards = [c for c in C.champion_ids if C.champions[c].deck == deck]
        rng.shuffle(cards)
        s.champion_piles[deck] = Pile(cards)
        s.rows[deck] = [s.champion_piles[deck].draw() for _ in range(ROW_SIZE)]
    # 7-11. player boards, scrolls dealt at random, wardens at camp, tracks
    scrolls = [scroll.id for scroll in C.scrolls]
    rng.shuffle(scrolls)
    s.players = []
    for _ in range(num_players):
        p = Player()
        p.influence, p.gold, p.magic = C.board.start.influence, C.board.start.gold, C.board.start.magic
        s.players.append(p)
    # 12. a random first player; in solo you are first and the Adversary starts
    # on the Gem sanctuary with its difficulty score
    s.first_player = 0 if solo else rng.randrange(num_players)
    s.turn_player = s.first_player
    s.solo = Adversary(options["adversary_vp"]) if solo else None
    s.end_triggered = False
    s.finished = False
    s.ctx = {}
    # choices of setup, in seat order from the first player: a board colour,
    # then the side of the dealt scroll ("vous pouvez jouer avec la face de votre choix")
    for k in reversed(range(num_players)):
        seat = (s.first_player + k) % num_players
        s.push("choose_side", seat, {"scroll": scrolls[seat]}, rule=RULE["choose_side"])
    for k in reversed(range(num_players)):
        seat = (s.first_player + k) % num_players
        s.push("choose_board", seat, rule=RULE["choose_board"])
    s.emit("valeria.log.setup", {"seat": s.first_player})
    s.settle()
    return s


@DECISIONS.options("choose_board")
def board_options(s: ValeriaState, d: Decision) -> list[Action]:
    taken = {p.board for p in s.players}
    return [Action(f"board:{b.id}", "valeria.act.board", {"board": ref(board_id(b.id)), "troop": ref(b.joker_troop)})
            for b in C.player_boards if b.id not in taken]


@DECISIONS.resolve("choose_board")
def board_resolve(s: ValeriaState, d: Decision, a: Action) -> None:
    s.players[d.player].board = BOARD_OF[chosen(a.params, "board")]


@DECISIONS.options("choose_side")
def side_options(s: ValeriaState, d: Decision) -> list[Action]:
    return [Action(f"side:{side}", "valeria.act.side", {"side": ref(side)}) for side in SIDES_OF[d.data["scroll"]]]


@DECISIONS.resolve("choose_side")
def side_resolve(s: ValeriaState, d: Decision, a: Action) -> None:
    s.players[d.player].scroll = chosen(a.params, "side")
