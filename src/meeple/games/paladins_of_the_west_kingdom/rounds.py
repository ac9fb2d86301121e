"""The round ("Structure des manches"): first player (step 1), the King's cards (2), the Tavern (3),
the Paladins chosen (4) and revealed with a Tavern card each (5), the actions in turn (6) until all
have passed, the reset of the main board (7); the game ends after round 7."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import RULES, Action, Decision
from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C
from meeple.games.paladins_of_the_west_kingdom.decisions import DECISIONS, act, paladin_name, workers_list
from meeple.games.paladins_of_the_west_kingdom.king import reveal as reveal_king
from meeple.games.paladins_of_the_west_kingdom.rewards import draw_suspicion, gain_worker
from meeple.games.paladins_of_the_west_kingdom.solo import ai_reset, ai_round_start, ai_turn
from meeple.games.paladins_of_the_west_kingdom.text import RULE

if TYPE_CHECKING:
    from meeple.games.paladins_of_the_west_kingdom.state import PaladinsState

SOLO_TAVERN = 2  # solo: 2 Tavern cards; otherwise one more than the players
SOLO_DISCARDS = 2  # solo reset: the 2 rightmost Townsfolk and 2 leftmost Outsiders go


def start_round(s: PaladinsState) -> None:
    """Steps 1-4: pass the first-player marker, reveal the King's cards, deal the Tavern, draw Paladins."""
    s.round += 1
    n = s.num_players
    if s.round > 1 and not s.solo:
        s.first_player = (s.first_player + 1) % n
    if s.solo:
        s.first_player = 0
    s.emit("paladins.log.round", {"round": s.round})
    reveal_king(s)
    s.tavern_row = []
    for _ in range(SOLO_TAVERN if s.solo else n + 1):
        if not s.tavern_deck:
            s.tavern_deck = s.tavern_discard
            s.tavern_discard = []
            s.rng.shuffle(s.tavern_deck)
        s.tavern_row.append(s.tavern_deck.pop())
    s.tavern_taken = [False] * len(s.tavern_row)
    for p in s.players:
        p.paladin_hand = p.paladin_top + [p.draw_paladin() for _ in range(C.PALADIN_HAND - len(p.paladin_top))]
        p.paladin_top = []
    s.phase = "choose"
    s.push("reveal", RULES)
    for k in reversed(range(n)):
        s.push("paladin", (s.first_player + k) % n, {}, RULE["rounds_4"])


# ---------------------------------------------------------------------- step 4: the Paladins
def _paladin_choices(s: PaladinsState, d: Decision, kind: str) -> list[Action]:
    return [act(f"{kind}:{card}", kind, paladin=paladin_name(card), card=card)
            for card in sorted(s.players[d.player].paladin_hand)]


@DECISIONS.options("paladin")
def paladin_choices(s: PaladinsState, d: Decision) -> list[Action]:
    return _paladin_choices(s, d, "paladin")


@DECISIONS.resolve("paladin")
def pick_paladin(s: PaladinsState, d: Decision, a: Action) -> None:
    """The round's Paladin, face down (only its owner knows it until the reveal)."""
    p = s.players[d.player]
    card = a.params["card"]
    p.paladin_hand.remove(card)
    p.paladin_pick.append(card)
    hidden = Msg("paladins.log.paladin_hidden", {"who": Msg("core.player", {"seat": p.seat + 1})})
    s.emit("paladins.log.paladin_pick", {"seat": p.seat, "paladin": paladin_name(card)}, seen_by=(p.seat,),
           redacted=hidden)
    s.push("top", p.seat, {}, RULE["rounds_4"])


@DECISIONS.options("top")
def top_choices(s: PaladinsState, d: Decision) -> list[Action]:
    return _paladin_choices(s, d, "top")


@DECISIONS.resolve("top")
def keep_on_top(s: PaladinsState, d: Decision, a: Action) -> None:
    """One card back on top of the deck (drawn again next round), the last one under it."""
    p = s.players[d.player]
    card = a.params["card"]
    p.paladin_hand.remove(card)
    p.paladin_top.append(card)
    p.paladin_under.insert(0, p.paladin_hand.pop())


# ---------------------------------------------------------------------- step 5: reveal and Tavern
@DECISIONS.resolve("reveal")
def reveal_in_turn(s: PaladinsState, d: Decision, a: None) -> None:
    """Step 5: "En commençant par le 1er Joueur", each seat in turn reveals its Paladin, takes its 2 workers,
    and only then picks a Tavern card; the next seat follows."""
    n = s.num_players
    s.push("begin", RULES)
    for k in reversed(range(n)):
        seat = (s.first_player + k) % n
        s.push("tavern", seat, {}, RULE["rounds_5"])
        s.push("reveal_paladin", RULES, {"seat": seat})


@DECISIONS.resolve("reveal_paladin")
def reveal_paladin(s: PaladinsState, d: Decision, a: None) -> None:
    p = s.players[d.data["seat"]]
    p.paladin = p.paladin_pick.pop()
    s.emit("paladins.log.reveal", {"seat": p.seat, "paladin": paladin_name(p.paladin),
                                   "workers": workers_list(C.PALADIN_WORKERS[p.paladin])})
    for colour in C.PALADIN_WORKERS[p.paladin]:
        gain_worker(s, p, colour)


@DECISIONS.options("tavern")
def tavern_choices(s: PaladinsState, d: Decision) -> list[Action]:
    return [act(f"tavern:{i}", "tavern", workers=workers_list(C.TAVERN_WORKERS[card]), n=i + 1, slot=i)
            for i, card in enumerate(s.tavern_row) if not s.tavern_taken[i]]


@DECISIONS.resolve("tavern")
def take_tavern(s: PaladinsState, d: Decision, a: Action) -> None:
    """The card's 4 workers; solo: the AI takes 1 Suspicion per Criminal on the card left over."""
    p = s.players[d.player]
    slot = a.params["slot"]
    s.tavern_taken[slot] = True
    card = s.tavern_row[slot]
    s.emit("paladins.log.tavern", {"seat": p.seat, "workers": workers_list(C.TAVERN_WORKERS[card])})
    for colour in C.TAVERN_WORKERS[card]:
        gain_worker(s, p, colour)
    if s.ai is not None:
        for other, left in zip(s.tavern_row, s.tavern_taken, strict=True):
            if not left:
                for colour in C.TAVERN_WORKERS[other]:
                    if colour == C.CRIMINAL:
                        draw_suspicion(s, s.ai_player)


@DECISIONS.resolve("begin")
def begin_actions(s: PaladinsState, d: Decision, a: None) -> None:
    """Step 6 starts with the first player (solo: the seat, then the AI)."""
    s.phase = "actions"
    s.turn = 1 if s.solo else (s.first_player - 1) % s.num_players
    if s.ai is not None:
        ai_round_start(s)


# ---------------------------------------------------------------------- step 6: actions in turn
def next_turn(s: PaladinsState) -> None:
    """"Réaliser des actions": one action each in turn until everyone has passed."""
    n = s.num_players
    if s.ai is not None:
        # solo: the seat always acts first; the two alternate, skipping whoever is done
        for k in (1, 2):
            who = (s.turn + k) % 2
            if who == 0 and not s.players[0].passed:
                s.turn = 0
                s.push("turn", 0, {}, RULE["actions"])
                return
            if who == 1 and not s.ai.done:
                s.turn = 1
                ai_turn(s)
                return
        end_round(s)
        return
    for k in range(1, n + 1):
        seat = (s.turn + k) % n
        if not s.players[seat].passed:
            s.turn = seat
            s.push("turn", seat, {}, RULE["actions"])
            return
    end_round(s)


# ---------------------------------------------------------------------- step 7: the reset
def refill_townsfolk(s: PaladinsState) -> None:
    """Slide the Townsfolk right, then fill the gaps from the deck (setup 14 and step 7)."""
    kept = [card for card in s.townsfolk_row if card >= 0]
    s.townsfolk_row = [-1] * (C.TOWNSFOLK_SLOTS - len(kept)) + kept
    for i in range(C.TOWNSFOLK_SLOTS):
        if s.townsfolk_row[i] < 0 and s.townsfolk_deck:
            s.townsfolk_row[i] = s.townsfolk_deck.pop()


def end_round(s: PaladinsState) -> None:
    """Discard the rightmost Townsfolk and leftmost Outsider (solo: 2 each), slide and refill the rows,
    clear the Tavern and the Favours; after round 7 the game ends."""
    drops = SOLO_DISCARDS if s.solo else 1
    for k in range(drops):
        slot = C.TOWNSFOLK_SLOTS - 1 - k
        if s.townsfolk_row[slot] >= 0:
            s.townsfolk_discard.append(s.townsfolk_row[slot])
            s.townsfolk_row[slot] = -1
    refill_townsfolk(s)
    for slot in range(drops):
        if s.outsider_row[slot] >= 0:
            s.outsider_discard.append(s.outsider_row[slot])
            s.outsider_row[slot] = -1
    kept = [card for card in s.outsider_row if card >= 0]
    s.outsider_row = kept + [-1] * (C.OUTSIDER_SLOTS - len(kept))
    for i in range(C.OUTSIDER_SLOTS):
        if s.outsider_row[i] < 0 and s.outsider_deck:
            s.outsider_row[i] = s.outsider_deck.pop()
    s.tavern_discard += s.tavern_row
    s.tavern_row, s.tavern_taken = [], []
    s.favours_used = 0
    for p in s.players:
        p.occupied = 0
        p.passed = False
        if p.paladin >= 0:
            p.paladins_used.append(p.paladin)
        p.paladin = -1
    if s.ai is not None:
        ai_reset(s)
    s.emit("paladins.log.reset", {"round": s.round})
    if s.round >= C.ROUNDS:
        s.over = True
        s.emit("paladins.log.end", {"scores": s.scores()})
        return
    s.phase = "start"
    s.turn = s.first_player
