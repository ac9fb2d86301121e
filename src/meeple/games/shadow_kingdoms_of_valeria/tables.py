"""Lookups derived once from the content, shared by the rule modules (one layer
below them, so that camp, plans and champions need not import each other)."""

from __future__ import annotations

from meeple.games.shadow_kingdoms_of_valeria.components import sanctuary_id
from meeple.games.shadow_kingdoms_of_valeria.content import SANCTUARIES, EndgameScore, load
from meeple.games.shadow_kingdoms_of_valeria.model import Die

C = load()
COLOUR_INDEX: dict[str, int] = {colour: i for i, colour in enumerate(C.colours)}
SANCTUARY_OF: dict[str, int] = {sanctuary_id(i): i for i in range(len(SANCTUARIES))}  # component id -> index

# dice ("Faces des dés")
DISCOUNT: dict[int, int] = {face.strength: face.discount for face in C.faces}
JOKER_FACE: dict[int, bool] = {face.strength: face.joker for face in C.faces}
JOKER_VALUES: tuple[int, ...] = tuple(face.strength for face in C.faces if face.joker)
NEAREST_JOKER: dict[int, int] = {face.strength: min(JOKER_VALUES, key=lambda joker: abs(face.strength - joker))
                                 for face in C.faces}  # where 1 Magic a step walks a die ("Magie 3")
JOKER_STEPS: dict[int, int] = {value: abs(value - joker) for value, joker in NEAREST_JOKER.items()}
LOWEST_FACE = min(face.strength for face in C.faces)
HIGHEST_FACE = max(face.strength for face in C.faces)
FACE_OF: dict[str, Die] = {f"{colour}-{face.strength}": (i, face.strength)
                           for i, colour in enumerate(C.colours) for face in C.faces}

# stratagems
TROOPS: dict[str, tuple[int, ...]] = {card: tuple(COLOUR_INDEX[t] for t in plan.troops)
                                      for card, plan in C.stratagems.items()}
NEEDS: dict[str, tuple[int, ...]] = {card: tuple(troops.count(c) for c in range(len(C.colours)))
                                     for card, troops in TROOPS.items()}
PLAN_TYPE: dict[str, str] = {card: plan.type for card, plan in C.stratagems.items()}
VP_TABLE: tuple[int, ...] = tuple(C.board.vp_table)
SLOT_COST: tuple[int, ...] = tuple(C.board.stratagem_slot_costs)

# champions
DECK: dict[str, str] = {card_id: card.deck for card_id, card in C.champions.items()}
EFFECT: dict[str, str] = {card_id: card.effect for card_id, card in C.champions.items()}
SCORE: dict[str, EndgameScore] = {card.effect: card.score for card in C.champions.values() if card.score}  # by effect

# player boards and scrolls
BOARD_JOKER: dict[str, int] = {board.id: COLOUR_INDEX[board.joker_troop] for board in C.player_boards}
SIDES = {side.id: side for scroll in C.scrolls for side in scroll.sides}
SIDES_OF: dict[str, tuple[str, ...]] = {scroll.id: tuple(side.id for side in scroll.sides) for scroll in C.scrolls}
