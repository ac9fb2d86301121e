"""The Prelude (base rules 4): the draft (4.1) with the enchantments that change
it, Twist of Fate (PoD 3/20), the library split (4.2), and the Enchanted Kingdom
choice of one special ability token of three."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, Decision
from meeple.core.i18n import Msg
from meeple.core.state import RULES
from meeple.games.seasons import rules
from meeple.games.seasons.registry import DECISIONS
from meeple.games.seasons.rules import (
    CROSSED_PATHS,
    ELEMENTAL_CONSTRUCTION,
    NATURAL_SELECTION,
    act,
    card,
    card_of,
    seat_msg,
    token_ref,
)

S = Any  # the SeasonsState
TWIST_OF_FATE = 203


@DECISIONS.options("draft")
def draft_options(s: S, d: Decision) -> list[Action]:
    return [act(f"pick:{c}", "seasons.act.pick", {"card": card(s, c)}) for c in sorted(set(s.packs[d.player]))]


@DECISIONS.resolve("draft")
def draft(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p = d.player
    cid = card_of(a.params["card"])
    if s.enchant == NATURAL_SELECTION and s.draft_round == 0:
        to, zone = p, "discard"  # EK Sélection naturelle: the first pick is discarded
    else:
        # PoD enchantment Destins croisés: each player's first pick goes to the left neighbour.
        to = rules.next_seat(s, p) if s.enchant == CROSSED_PATHS and s.draft_round == 0 else p
        zone = f"drafted{to}"
    # the picks are secret: who knew this pack knows its cards are now among the rest
    # of it and the card just drafted (or discarded)
    rules.move_unseen(s, [p], f"pack{p}", s.packs[p].index(cid), zone, len(s.zone_items(zone)))
    if zone == "discard" or to != p:
        rules.learn(s, [p], zone, [-1])
    s.emit("seasons.log.pick", {"seat": p, "card": card(s, cid)}, seen_by=(p,),
           redacted=Msg("seasons.log.pick_hidden", {"seat": p, "who": seat_msg(p)}))


@DECISIONS.resolve("pass_packs")
def pass_packs(s: S, d: Decision, a: Action | None) -> None:
    n = s.num_players
    s.draft_round += 1
    if s.enchant == ELEMENTAL_CONSTRUCTION:
        # EK Construction élémentaire: keep 9 of one's own 18, no passing; the rest is
        # shuffled back into the draw pile.
        if s.draft_round == 9:
            for pack in s.packs:
                s.deck.extend(pack)
                pack.clear()
            s.rng.shuffle(s.deck)
            s.knowledge.forget("deck")
            s.phase = "library"
        return
    # base 4.1: the rest goes to the player on the left.
    s.packs = [s.packs[(p - 1) % n] for p in range(n)]
    s.knowledge.rename({f"pack{p}": f"pack{(p + 1) % n}" for p in range(n)})
    if n == 2:
        learn_two_player_draft(s)
    if not any(s.packs):
        s.phase = "library"
        if s.enchant == NATURAL_SELECTION:
            # EK Sélection naturelle: each seat then discards 1 of its 10 cards.
            for p in reversed(rules.turn_order(s, s.first)):
                s.push("cull", p, rule="EK Sélection naturelle")


def learn_two_player_draft(s: S) -> None:
    """With two players a seat sees every pack it passes (base 4.1), and sees it again
    one card lighter: it knows what the other seat holds in its pack and, from the
    second pass on, which card it drafted last (taken from the pack passed before)."""
    for p in range(2):
        q = 1 - p
        s.knowledge.forget(f"pack{p}", [p])  # it holds that pack now: it sees it
        rules.learn(s, [p], f"pack{q}", range(len(s.packs[q])))
        if s.draft_round >= 2 and s.drafted[q]:
            rules.learn(s, [p], f"drafted{q}", [-1])


@DECISIONS.options("cull")
def cull_options(s: S, d: Decision) -> list[Action]:
    return [act(f"cull:{c}", "seasons.act.cull", {"card": card(s, c)}) for c in sorted(set(s.drafted[d.player]))]


@DECISIONS.resolve("cull")
def cull(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, cid = d.player, card_of(a.params["card"])
    rules.move_unseen(s, [p], f"drafted{p}", s.drafted[p].index(cid), "discard", len(s.discard))
    rules.learn(s, [p], "discard", [-1])
    s.emit("seasons.log.cull", {"seat": p, "card": card(s, cid)}, seen_by=(p,),
           redacted=Msg("seasons.log.cull_hidden", {"who": seat_msg(p)}))


@DECISIONS.options("keep_token")
def keep_token_options(s: S, d: Decision) -> list[Action]:
    return [act(f"keep:{t}", "seasons.act.keep_token",
                {"n": t, "what": Msg(f"seasons.token.{t}"), "token": token_ref(t)})
            for t in sorted(set(s.token_offer[d.player]))]


@DECISIONS.resolve("keep_token")
def keep_token(s: S, d: Decision, a: Action | None) -> None:
    """EK: keep 1 of the 3 drawn tokens; the others go back to the box unseen."""
    assert a is not None
    p, tok = d.player, a.params["n"]
    offer = s.token_offer[p]
    offer.remove(tok)
    s.token_bag.extend(offer)
    offer[:] = [tok]
    s.emit("seasons.log.token_keep", {"seat": p, "n": tok}, seen_by=(p,),
           redacted=Msg("seasons.log.token_keep_hidden", {"who": seat_msg(p)}))


@DECISIONS.resolve("reveal_tokens")
def reveal_tokens(s: S, d: Decision, a: Action | None) -> None:
    # Rule call: the kept tokens are chosen in secret and shown together, before round 1.
    for p in range(s.num_players):
        s.token[p] = s.token_offer[p].pop()
        s.emit("seasons.log.token_kept", {"seat": p, "n": s.token[p]})


@DECISIONS.options("library")
def library_options(s: S, d: Decision) -> list[Action]:
    y = d.data["year"]
    return [act(f"lib{y}:{c}", "seasons.act.library", {"card": card(s, c), "year": y})
            for c in sorted(set(s.drafted[d.player]))]


@DECISIONS.resolve("library")
def library(s: S, d: Decision, a: Action | None) -> None:
    assert a is not None
    p, y = d.player, d.data["year"]
    cid = card_of(a.params["card"])
    # which card goes to which library is secret: the others know only that the drafted
    # cards they saw are now among the drafted cards left and the libraries
    library = f"library{y}_{p}"
    rules.move_unseen(s, [p], f"drafted{p}", s.drafted[p].index(cid), library, len(s.zone_items(library)))
    if d.data["left"] > 1:
        s.push("library", p, {"year": y, "left": d.data["left"] - 1}, d.rule)
    elif y == 3:
        # base 4.2: the 3 cards left are the year I hand.
        rules.move_all(s, f"drafted{p}", f"hand{p}")
        s.emit("seasons.log.libraries", {"seat": p})


def twist_of_fate(s: S) -> None:
    """PoD 3/20 Twist of Fate: after the draft, every copy leaves the game at once, drafted
    or not (the drafted ones are shown as they go, as Board Game Arena does); then each
    holder, in turn order, draws 2 cards and keeps 1, once per copy it held.  The copies in
    the draw pile leave even when nobody drafted one ("Assurez-vous ensuite qu'aucun Atout
    du destin ne figure dans la pioche"), also at the apprentice level, which has no draft."""
    holders = [p for p in rules.turn_order(s, s.first) for c in s.drafted[p] if c == TWIST_OF_FATE]
    for p in dict.fromkeys(holders):
        rules.remove_everywhere(s, f"drafted{p}", TWIST_OF_FATE)
    for pile in ("deck", "discard"):
        s.removed.extend(TWIST_OF_FATE for _ in range(rules.remove_everywhere(s, pile, TWIST_OF_FATE)))
    s.removed.extend(TWIST_OF_FATE for _ in holders)
    for p in holders:
        s.emit("seasons.log.twist", {"seat": p})
    for p in reversed(holders):
        s.push("twist", RULES, {"p": p})


@DECISIONS.resolve("twist")
def twist(s: S, d: Decision, a: Action | None) -> None:
    p = d.data["p"]
    if rules.draw_to(s, p, s.looks[p], 2, tracked=True):
        s.push("look", p, {"mode": "draft_one"}, "PoD 3/20")
