"""Shared rule helpers (base rules 5.2-5.7 and 7): energies, crystals, the gauge,
drawing, costs, leaving play, transmutation, and the small steps card effects
share (gain energies of one's choice, look at drawn cards, sacrifice, discard).
Every rule module builds on these; this module imports no rule module."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from meeple.core import Action
from meeple.core.components import Ref
from meeple.core.i18n import Msg
from meeple.core.knowledge import EVERYONE
from meeple.core.state import RULES
from meeple.games.seasons.content import ENERGIES, card_ids, card_slug, token_id
from meeple.games.seasons.model import (
    FACE_UP,
    FIRST_EDITION,
    GAUGE_MAX,
    REPLICA,
    RESERVE,
    RESERVE_GRIMOIRE,
    SeasonsData,
)
from meeple.games.seasons.model import VISION_OF_DESTINY as VISION_OF_DESTINY

NATURAL_BALANCE = 9  # PoD enchantment 9: every energy transmutes for 2
DIVINE_DESTINY, ARUS_SCHEMES, IO_MASTERY, SEASONS_TURN, INTO_THE_VOID = 1, 2, 3, 4, 5
FORCE_OF_DESTINY, FERTILE_GRAVE, TAILWIND, CROSSED_PATHS = 6, 7, 8, 10
DESTINY_ENCHANTMENTS = (DIVINE_DESTINY, FORCE_OF_DESTINY)
VOID_THRESHOLDS = {1: 15, 2: 30, 3: 50}  # PoD, Appel du vide: crystals that spare a player
# Enchanted Kingdom enchantments, numbered 100 + their number (the PoD ones keep 1-10);
# Vision of Destiny (110) is defined in model.py (the public view shows its cards).
ELEMENTAL_CONSTRUCTION, EXTENDED_EXPERIENCE, NATURAL_SELECTION, ENTANGLING_ROOTS = 101, 102, 103, 104
NATURE_SPIRIT, ARGOS_EMBRACE, IO_BOUNTY, OLAF_KNOWLEDGE, DROUGHT = 105, 106, 107, 108, 109
EK_TOKENS = range(1, 13)  # special ability tokens 1-12 come with Enchanted Kingdom, 13-18 with PoD
# they change the draft (PoD Destins croisés too: "modifie le Prélude"), so not with the apprentice decks
PRELUDE_ENCHANTMENTS = (ELEMENTAL_CONSTRUCTION, EXTENDED_EXPERIENCE, NATURAL_SELECTION, CROSSED_PATHS)

_CACHE: dict[str, Action] = {}


def act(aid: str, key: str, params: dict[str, Any] | None = None) -> Action:
    """Actions without card-dependent parameters are built once and shared."""
    if params is None:
        a = _CACHE.get(aid)
        if a is None:
            a = _CACHE[aid] = Action(aid, key)
        return a
    return Action(aid, key, params)


GAME_ID = "seasons"
_CARD_REFS: dict[tuple[int, bool], Ref] = {}


def card(s: SeasonsData, cid: int) -> Ref:
    """A card named in a message or an action: renders as its name, serialises as its
    component id, the first-edition print's in a first-edition game (one shared reference
    per card and print: messages are never mutated)."""
    key = (cid, s.edition == FIRST_EDITION)
    m = _CARD_REFS.get(key)
    if m is None:
        m = _CARD_REFS[key] = Ref(GAME_ID, card_slug(*key))
    return m


def card_of(ref: Ref) -> int:
    """The card number a :func:`card` reference names (rules read action params)."""
    return card_ids()[ref.id]


_ENERGY_REFS = tuple(Ref(GAME_ID, name) for name in ENERGIES)
_ENERGY_INDEX = {name: e for e, name in enumerate(ENERGIES)}


def energy_msg(e: int) -> Ref:
    """Energy type ``e`` (0 air, 1 water, 2 fire, 3 earth) named in a message."""
    return _ENERGY_REFS[e]


def energy_of(params: Mapping[str, object], key: str = "energy") -> int:
    """The energy type an action names under ``key``."""
    ref = params[key]
    assert isinstance(ref, Ref)
    return _ENERGY_INDEX[ref.id]


def token_ref(number: int) -> Ref:
    """Special ability token ``number`` named in an action or event."""
    return Ref(GAME_ID, token_id(number))


def energy_count(values: list[int]) -> Msg:
    """A reserve, energy by energy (a message whose params are labelled)."""
    return Msg("seasons.energies", dict(zip(ENERGIES, values, strict=True)))


def log_paid(s: SeasonsData, p: int, what: Ref, crystals: int, energy: list[int]) -> None:
    """What a summon, a copy or an activation cost, logged (issue 8): the counts stay in the
    params (``crystals``, ``energy``); the text names only what was paid (ninth fresh audit:
    it read "pays 0 crystals and 1 air, 0 water, 0 fire, 0 earth")."""
    parts = ([Msg("seasons.paid_crystals", {"n": crystals})] if crystals or not any(energy) else []) + \
        [Msg("seasons.paid_energy", {"n": n, "energy": energy_msg(e)}) for e, n in enumerate(energy) if n]
    s.emit("seasons.log.paid", {"seat": p, "card": what, "crystals": crystals, "energy": energy_count(energy),
                                "what": parts})


def seat_msg(q: int) -> Msg:
    """Seat ``q`` named in a message ("Player 2")."""
    return Msg("core.player", {"seat": q + 1})


RAVEN = 118
# Raven the Usurper's entry once it copies an item: the item's own layout (turned, tokens or
# Trap, energies stored by type) followed by the copied item's owner, the item, the Raven's
# own Lock count and which copy of that item in its owner's row it sits on (0: the first), so
# the Raven leaves with that card and not with an identical one (card 118):
# [118, turned, count, air, water, fire, earth, owner, item, locks, copy].
RAVEN_OWNER, RAVEN_ITEM, RAVEN_LOCKS, RAVEN_COPY = 7, 8, 9, 10


def copying(entry: list[int]) -> bool:
    """A Raven the Usurper that copies an item."""
    return entry[0] == RAVEN and len(entry) > RAVEN_ITEM


def lock_index(entry: list[int]) -> int:
    """Where a familiar keeps its Tangleweed Lock count (PoD 17/20)."""
    return RAVEN_LOCKS if copying(entry) else 2


def locked(s: SeasonsData, entry: list[int]) -> bool:
    """A familiar under an Argosian Tangleweed's Lock has no effect (PoD 17/20)."""
    return s.C.cards[entry[0]].familiar and entry[lock_index(entry)] > 0


def effective(entry: list[int]) -> int:
    """The card whose effects an entry has: Raven the Usurper (118) has its copied item's,
    unless an Argosian Tangleweed's Lock is on it (PoD 17/20: the Lock cancels every effect
    of the familiar, and a Raven's effects are its copy's; third fresh audit: before, a
    locked Raven still scored a copied Jewel of the Ancients, caught cards with a copied
    Psychic Cage, stood in as a Shield of Zira...)."""
    return entry[RAVEN_ITEM] if copying(entry) and not entry[RAVEN_LOCKS] else entry[0]


def owns(s: SeasonsData, p: int, cid: int) -> bool:
    return any(effective(c) == cid and not locked(s, c) for c in s.play[p])


def count_owned(s: SeasonsData, p: int, cid: int) -> int:
    return sum(1 for c in s.play[p] if effective(c) == cid and not locked(s, c))


def holders(s: SeasonsData, p: int, cid: int) -> list[list[int]]:
    """The entries of ``p`` that have card ``cid``'s effects (a copying Raven included)."""
    return [c for c in s.play[p] if effective(c) == cid]


def limit(s: SeasonsData, p: int) -> int:
    # Bespelled Grimoire raises the reserve to 10; a second one does not stack (base 5.4).
    # Mesodae's Lantern (106) and the Statue of Eolis (107) each lower it by 1.
    # EK Drought lowers it for good.
    base = RESERVE_GRIMOIRE if owns(s, p, 18) else RESERVE
    return base - count_owned(s, p, 106) - count_owned(s, p, 107) - s.drought[p]


IOS_MINION = 218


def gain_crystals(s: SeasonsData, p: int, n: int) -> None:
    # Io's Minion (218): its owner cannot gain crystals by any means.
    if n > 0 and not owns(s, p, IOS_MINION):
        s.crystals[p] += n


def lose_crystals(s: SeasonsData, p: int, n: int) -> int:
    """Lose up to n crystals (never below 0, base 7); returns how many were lost."""
    lost = min(n, s.crystals[p])
    s.crystals[p] -= lost
    return lost


def give_crystals(s: SeasonsData, giver: int, taker: int, n: int) -> int:
    moved = lose_crystals(s, giver, n)
    gain_crystals(s, taker, moved)
    return moved


def add_gauge(s: SeasonsData, p: int, n: int) -> None:
    s.gauge[p] = max(0, min(GAUGE_MAX, s.gauge[p] + n))


def can_add(s: SeasonsData, p: int) -> bool:
    """A card may join play only while cards in play < gauge (base 5.5)."""
    return len(s.play[p]) < s.gauge[p]


# ----------------------------------------------------------------- what each seat knows
# Every change of a hidden zone that a seat may know something of goes through
# ``s.knowledge`` (meeple.core.knowledge), which keeps the known slots in step (issue 9).
def learn(s: SeasonsData, seats: Iterable[int], zone: str, indexes: Iterable[int]) -> None:
    """``seats`` are shown the cards at ``indexes`` of ``zone`` (a hidden zone's name):
    their views show them and their determinized worlds keep them there."""
    s.knowledge.show(zone, s.zone_items(zone), indexes, seats)


def discard_seen(s: SeasonsData, seats: Iterable[int], cards: Iterable[int]) -> None:
    """Cards go to the discard pile, seen by ``seats`` (``everyone(s)`` when face up)."""
    seats = tuple(seats)
    for cid in list(cards):
        s.knowledge.insert("discard", s.discard, len(s.discard), cid, seats)


def move_unseen(s: SeasonsData, seats: Iterable[int], source: str, index: int, target: str, at: int) -> None:
    """The card in slot ``index`` of ``source`` goes to slot ``at`` of ``target`` (two
    hidden zones' names); only ``seats`` see which card: for the others, what they
    knew of ``source`` now lies among its slots and that one, which where unknown."""
    s.knowledge.move(source, s.zone_items(source), index, target, s.zone_items(target), at, tuple(seats))


def move_seen(s: SeasonsData, source: str, index: int, target: str) -> None:
    """The card in slot ``index`` of ``source`` goes to the end of ``target`` in view of
    all (not face up: everyone sees which slot goes where), so what was known follows."""
    into = s.zone_items(target)
    s.knowledge.move(source, s.zone_items(source), index, target, into, len(into))


def move_all(s: SeasonsData, source: str, target: str) -> None:
    """Every card of ``source`` goes, in order, to the end of ``target`` (a library
    joining the hand): everyone sees the whole zone go, so what was known follows."""
    while s.zone_items(source):
        move_seen(s, source, 0, target)


def put_looked(s: SeasonsData, p: int, cid: int, target: str, at: int, seen: Iterable[int] = (),
               told: Iterable[int] = ()) -> None:
    """Seat ``p`` puts ``cid``, one of the cards it looks at, in slot ``at`` of ``target``
    (a hidden zone's name): ``p`` and ``seen`` see which card goes, ``told`` (those of
    them who do not see ``target``) know it there.  For the others, what they knew of
    the cards looked at lies among the cards left and the slots they went to."""
    told = tuple(told)
    move_unseen(s, (p, *seen), f"looking{p}", s.looks[p].index(cid), target, at)
    if told:
        learn(s, told, target, [at])


def discard_looked(s: SeasonsData, seen: tuple[int, ...], p: int) -> None:
    """The cards ``p`` looked at and left go to the discard pile face down, each known
    there to ``seen`` (the seat who looked, and who knew the only card)."""
    while s.looks[p]:
        move_unseen(s, seen, f"looking{p}", 0, "discard", len(s.discard))
        learn(s, seen, "discard", [-1])


def everyone(s: SeasonsData) -> tuple[int]:
    """The observers of a card shown to the whole table (spectators included)."""
    return (EVERYONE,)


def put_on_top(s: SeasonsData, p: int, cid: int) -> None:
    """Seat ``p`` puts a card it saw on top of the draw pile (the others see a card go
    there, not which)."""
    s.knowledge.insert("deck", s.deck, len(s.deck), cid, (p,))


def put_under(s: SeasonsData, p: int, pile: str, cards: Iterable[int]) -> None:
    """Seat ``p`` slides cards it saw under the draw pile (``"deck"``) or the discard pile."""
    for cid in cards:
        s.knowledge.insert(pile, s.zone_items(pile), 0, cid, (p,))


def knowers(s: SeasonsData, zone: str, index: int) -> list[int]:
    """The observers who know the card in slot ``index`` of ``zone`` now (they see it go
    where it goes next: a hand, the discard pile); EK Vision of Destiny's face-up cards
    are known to everyone."""
    items = s.zone_items(zone)
    index %= len(items)
    if zone == "deck" and s.enchant == VISION_OF_DESTINY and index >= len(items) - FACE_UP:
        return [EVERYONE]
    return [observer for observer in s.knowledge.slots.get(zone, {})
            if index in s.knowledge.known(zone, items, observer)]


def take_top(s: SeasonsData) -> int:
    """The top card of the draw pile leaves it (everyone sees which slot)."""
    return int(s.knowledge.remove("deck", s.deck, -1))


def reveal_top(s: SeasonsData) -> int:
    """The top card of the draw pile leaves it face up (everyone sees which card: a
    bag it was in keeps its other slots)."""
    return int(s.knowledge.remove("deck", s.deck, -1, item_seen_by=None))


def back_on_top(s: SeasonsData, p: int) -> None:
    """The one card ``p`` took from the top of the draw pile to look at goes back
    there: everyone sees it is the same card, so what was known of it follows it."""
    move_seen(s, f"looking{p}", len(s.looks[p]) - 1, "deck")
    learn(s, [p], "deck", [-1])


def take_discard_top(s: SeasonsData) -> int:
    """The top card of the discard pile leaves it (everyone sees which slot)."""
    return int(s.knowledge.remove("discard", s.discard, -1))


def leave_hand(s: SeasonsData, p: int, cid: int, seen_by: Iterable[int] | None = None) -> None:
    """A copy of ``cid`` leaves ``p``'s hand, shown to ``seen_by`` (None: face up to
    all); those who knew cards of that hand but not this one forget the hand."""
    hand = s.hands[p]
    s.knowledge.remove(f"hand{p}", hand, hand.index(cid), slot_seen_by=(),
                       item_seen_by=None if seen_by is None else tuple(seen_by))


def hand_to(s: SeasonsData, p: int, cid: int, target: str, seen: Iterable[int] = (), told: Iterable[int] = ()) -> None:
    """A copy of ``cid`` leaves ``p``'s hand face down for the end of ``target`` (a
    hidden zone's name): ``p`` and ``seen`` see which card, ``told`` (those of them who
    do not see ``target``) know it there.  For the others, what they knew of the hand
    lies among its slots and that one, which where unknown."""
    move_unseen(s, (p, *seen), f"hand{p}", s.hands[p].index(cid), target, len(s.zone_items(target)))
    told = tuple(told)
    if told:
        learn(s, told, target, [-1])


def into_hand(s: SeasonsData, p: int, cid: int, seen_by: Iterable[int]) -> None:
    """``cid`` joins ``p``'s hand in view of ``seen_by`` (who gave it, or everyone)."""
    s.knowledge.insert(f"hand{p}", s.hands[p], len(s.hands[p]), cid, tuple(seen_by))


def remove_everywhere(s: SeasonsData, zone: str, cid: int) -> int:
    """Every copy of ``cid`` leaves ``zone`` in view of all; returns how many."""
    items = s.zone_items(zone)
    found = [i for i, c in enumerate(items) if c == cid]
    for i in reversed(found):
        s.knowledge.remove(zone, items, i)
    return len(found)


def reshuffle(s: SeasonsData) -> None:
    if not s.deck and s.discard:
        # base 3.5: the discard pile becomes the draw pile, shuffled in view of all:
        # what was known of the discard pile lies somewhere in the new draw pile
        s.deck.extend(s.discard)
        s.discard.clear()
        s.knowledge.rename({"discard": "deck", "deck": "discard"})
        s.knowledge.shuffle("deck", s.deck, s.rng)
        s.emit("seasons.log.reshuffle")


def draw_to(s: SeasonsData, p: int, target: list[int], n: int, tracked: bool = False) -> int:
    """Draw up to n cards from the pile (reshuffling the discard when it runs out); a
    card drawn into the hand, or ``tracked`` into ``p``'s looked-at cards, stays known
    to those who knew it on the pile."""
    got = 0
    for _ in range(n):
        reshuffle(s)
        if not s.deck:
            break
        if target is s.hands[p] or tracked:
            # everyone sees the top card go there: what was known of it follows it (a
            # card someone knew, one of a bag's cards); EK Vision of Destiny's face-up
            # card stays known to all
            zone = f"hand{p}" if target is s.hands[p] else f"looking{p}"
            seen = knowers(s, "deck", -1)
            move_seen(s, "deck", -1, zone)
            learn(s, seen, zone, [-1])
        else:
            target.append(take_top(s))
        got += 1
    return got


def draw_keep(s: SeasonsData, p: int, n: int) -> None:
    """Draw n cards that must be kept (straight into hand)."""
    got = draw_to(s, p, s.hands[p], n)
    if got:
        s.emit("seasons.log.draw", {"seat": p, "n": got})
    if got == 1:
        drew_one(s, p)


def ready_speedwall(s: SeasonsData, p: int) -> int | None:
    """The slot of a Speedwall the Escaped of ``p`` that may react: not turned (BGA offers
    only the ones not activated) and not locked (PoD 17/20: no effects)."""
    return next((i for i, c in enumerate(s.play[p])
                 if c[0] == SPEEDWALL and not c[1] and not locked(s, c)), None)


def drew_one(s: SeasonsData, p: int) -> None:
    """``p`` has just drawn exactly one card into its hand (the last one there): each
    opponent with a Speedwall the Escaped may take it (promo 301), asked in turn order
    once the effect that drew it is done.  BGA's draws of one card: the die's when kept,
    token 1 and 15, the Elemental Amulet's fire, the Potion of Power, the Throne of
    Renewal, the Amulet of Time for one card, the Carnivora's kept card, the Vampiric
    Crown's, the Demon of Argos' (each opponent's)."""
    owners = [q for q in opponents(s, p) if ready_speedwall(s, q) is not None]
    if owners:
        s.push("do", RULES, {"why": "speedwall", "p": p, "c": "", "at": len(s.hands[p]) - 1, "owners": owners},
               "card 301")


def transmute_value(s: SeasonsData, p: int, e: int) -> int:
    """Crystals for one transmuted energy (base 5.4): season rate (or 2 under Natural
    Balance), +1 per transmute bonus (or token 6) used this turn, +1 per Purse of Io,
    +1 under the EK enchantment Io's Bounty."""
    # Staff of Winter: every energy transmutes for 3 in winter (PoD 8/20).
    rate = 3 if winter_staff(s, p) else 2 if s.enchant == NATURAL_BALANCE else s.C.rates[s.season][e]
    return rate + per_energy_bonus(s, p)


def per_energy_bonus(s: SeasonsData, p: int) -> int:
    """What every transmuted energy adds to its rate (base 5.4: the per-token bonuses add
    up, on the season's rate or on a fixed one): +1 per transmute bonus (or token 6) used
    this turn, +1 per Purse of Io, +1 under the EK enchantment Io's Bounty."""
    return s.trans_bonus + purses(s, p) + (1 if s.enchant == IO_BOUNTY else 0)


IO_MASTERY_CRYSTALS = 15  # PoD Maîtrise selon Io: crystals received at once from a transmutation


def io_mastery(s: SeasonsData, p: int, gained: int) -> None:
    """PoD enchantment 3 (Maîtrise selon Io): 15 crystals or more received at once from a
    transmutation: look at the top card, keep it or discard it."""
    if s.enchant == IO_MASTERY and gained >= IO_MASTERY_CRYSTALS:
        look(s, p, 1, "keep_or_discard", "PoD Maîtrise selon Io")


IOS_TRANSMUTER = 109


def transmuter_permits(s: SeasonsData, p: int) -> None:
    """Io's Transmuter (109): a season die that gives crystals lets its owner transmute
    this turn, also when the Transmuter arrives after the die resolved (card text: "the
    season die you took"; BGA ``io_s_transmuter_play``).  A die set aside for the Die of
    Destiny or the Steadfast Die gave nothing (fifth fresh audit: before, a Transmuter
    summoned later in that turn still read its crystals, BGA too, while one already in
    play did not)."""
    die = s.taken[p]
    if not s.may_transmute and s.die_used and die is not None and s.C.dice[die[2]][die[0]][die[1]].crystals \
            and owns(s, p, IOS_TRANSMUTER):
        s.may_transmute = s.io_only = True


PURSE_OF_IO = 8


def purses(s: SeasonsData, p: int) -> int:
    """Purse of Io: +1 crystal per transmuted energy, per Purse (they stack, as BGA)."""
    return count_owned(s, p, PURSE_OF_IO)


AMULET_OF_WATER = 4


def avail(s: SeasonsData, p: int) -> list[int]:
    """Energy a seat may spend on costs and transmutation: the reserve plus what sits on
    its Amulets of Water (card 4), which is not part of the reserve.  Do not mutate."""
    amulets = holders(s, p, AMULET_OF_WATER)
    if not amulets:
        return s.energy[p]
    total = list(s.energy[p])
    for c in amulets:
        for e in range(4):
            total[e] += c[3 + e]
    return total


def amulet_shares(s: SeasonsData, p: int, e: int, n: int) -> range:
    """Of ``n`` energies of type ``e`` to spend, how many may come from the seat's Amulets
    of Water: the player chooses (card 4: "spend them exactly as if they were in your
    reserve"; BGA asks which tokens), the reserve paying the rest."""
    on_amulets = avail(s, p)[e] - s.energy[p][e]
    return range(max(0, n - s.energy[p][e]), min(n, on_amulets) + 1)


AMULET_SOURCE = "amulet_source"  # the decision: how many of one type the Amulets pay


def ask_amulet(s: SeasonsData, p: int, amounts: Iterable[int], then: str, args: dict[str, Any]) -> bool:
    """card 4: energies on Amulets of Water are spent "exactly as if they were in your
    reserve", so when ``amounts`` (energies of each type to spend) could come from the
    reserve or the Amulets in more than one way, the player says how many of each such
    type the Amulets pay (decision ``amulet_source``, one type at a time), then
    ``AMULET_PAID[then](s, p, args, split)`` goes on.  Returns whether it asked (if not,
    there is one way: reserve first).  The question comes after the action that spends,
    never inside its id: two ways to pay are one action (issue 12: an index per action)."""
    amounts = list(amounts)
    shares = [amulet_shares(s, p, e, n) for e, n in enumerate(amounts)]
    open_types = [e for e, share in enumerate(shares) if len(share) > 1]
    if open_types:
        s.push(AMULET_SOURCE, p, {"then": then, "args": args, "amounts": amounts,
                                  "split": [share.start for share in shares], "open": open_types}, "card 4")
    return bool(open_types)


def take(s: SeasonsData, p: int, e: int, n: int, amulet: int | None = None) -> None:
    """Spend n energies of type e: ``amulet`` of them from Amulets of Water (None: as few
    as possible), the rest from the reserve."""
    if amulet is None:
        amulet = max(0, n - s.energy[p][e])
    s.energy[p][e] -= n - amulet
    for c in s.play[p]:
        if amulet and effective(c) == AMULET_OF_WATER and c[3 + e]:
            k = min(amulet, c[3 + e])
            c[3 + e] -= k
            c[2] -= k
            amulet -= k


def payable(s: SeasonsData, p: int, cost: tuple[int, ...]) -> list[int]:
    """The energies of each type :func:`pay_cost` takes at once (the earth a Staff of
    Winter stands in for is chosen later)."""
    return [*cost[1:4], min(cost[4], avail(s, p)[3])]


def pay_cost(s: SeasonsData, p: int, cost: tuple[int, int, int, int, int], amulet: list[int] | None = None) -> int:
    """Pay a summoning cost (``amulet``: how many of each type come from Amulets of Water);
    returns the earth still owed, which a Staff of Winter owner pays in winter with
    energies of their choice (PoD 8/20)."""
    s.crystals[p] -= cost[0]
    amounts = payable(s, p, cost)
    for e, n in enumerate(amounts):
        take(s, p, e, n, None if amulet is None else amulet[e])
    return cost[4] - amounts[3]


STAFF_OF_WINTER = 208


def winter_staff(s: SeasonsData, p: int) -> bool:
    """In winter a Staff of Winter owner's energies all count as earth (PoD 8/20)."""
    return s.month < 3 and owns(s, p, STAFF_OF_WINTER)


def affordable(s: SeasonsData, p: int, cost: tuple[int, int, int, int, int], extra_crystals: int = 0,
               extra_energy: int = 0) -> bool:
    """Can p pay this cost, plus ``extra_crystals`` and ``extra_energy`` energies of any
    type (the EK enchantment Nature Spirit)?"""
    en = avail(s, p)
    if s.crystals[p] < cost[0] + extra_crystals or en[0] < cost[1] or en[1] < cost[2] or en[2] < cost[3]:
        return False
    if extra_energy and sum(en) - sum(cost[1:]) < extra_energy:
        return False
    if en[3] >= cost[4]:
        return True
    # Staff of Winter: in winter every energy may stand for earth.
    return winter_staff(s, p) and sum(en) - cost[1] - cost[2] - cost[3] >= cost[4]


ELEMENTAL_AMULET = 31


def amulet_payments(energy: list[int]) -> list[int]:
    """Elemental Amulet (31): the ways to pay its optional cost, as masks (bit e: one
    energy of type e), at least one energy, at most one of each type."""
    return [mask for mask in range(1, 16) if all(energy[e] for e in range(4) if mask >> e & 1)]


HAND_OF_FORTUNE = 20


def fortune_cuts(cost: tuple[int, int, int, int, int], hands: int, extra: int) -> list[tuple[int, ...]]:
    """Hand of Fortune (20): each Hand takes 1 energy of the summoner's choice off the cost
    (they stack, as BGA), never below 1 energy in total (``extra``: energies owed on top, EK
    Nature Spirit).  The reduction is not optional ("its energy cost is reduced"; BGA offers
    only the reduced costs, every Hand used): the ways to take exactly min(hands, energies - 1)
    energies off, as sorted energy types (none when a Hand cannot apply).  Tenth audit:
    before, the full cost and fewer Hands were offered too."""
    cuts: set[tuple[int, ...]] = {()}
    for _ in range(min(hands, sum(cost[1:]) + extra - 1)):
        cuts = {tuple(sorted((*cut, e))) for cut in cuts for e in range(4) if cost[e + 1] > cut.count(e)}
    return sorted(cut for cut in cuts if cut)


def reduced(cost: tuple[int, int, int, int, int], cut: tuple[int, ...]) -> tuple[int, int, int, int, int]:
    return (cost[0], *(cost[e + 1] - cut.count(e) for e in range(4)))  # type: ignore[return-value]


ORB_OF_RAGFIELD = 302
ORB_COST = (5, 0, 0, 0, 0)


SPEEDWALL = 301


def hand_cost(s: SeasonsData, p: int, cid: int, orb: bool) -> tuple[int, int, int, int, int]:
    """A hand card's summoning cost; ``orb``: p owns an Orb of Ragfield (promo 302), which
    makes every card of printed prestige below 12 cost exactly 5 crystals (rule call: not
    the Elemental Amulet, whose effect depends on the energies paid).  Speedwall the
    Escaped (promo 301) costs as many crystals as its summoner's gauge (BGA `summon`; its
    prestige 7 puts it under the Orb's rule too)."""
    if orb and cid != 31 and s.C.cards[cid].prestige < 12:
        return ORB_COST
    if cid == SPEEDWALL:
        return (s.gauge[p], 0, 0, 0, 0)
    return s.costs[cid]


def spirit_extra(s: SeasonsData) -> int:
    """EK Nature Spirit: every summon costs one more energy of the summoner's choice."""
    return 1 if s.enchant == NATURE_SPIRIT else 0


def leech_toll(s: SeasonsData, p: int) -> int:
    """Arcano Leech (33): 1 crystal to its owner per Leech before each summon."""
    return sum(count_owned(s, q, 33) for q in range(s.num_players) if q != p)


CURSED_TREATISE = 42


def remove_from_play(s: SeasonsData, p: int, slot: int, to: str = "discard", hand: int | None = None) -> int:
    """A card leaves play (sacrificed, or returned to a hand: its owner's, or ``hand``'s
    for Speedwall the Escaped); stored energy is lost."""
    row = s.play[p]
    nth = sum(1 for x in row[:slot] if x[0] == row[slot][0])  # which copy of its card it is
    entry = row.pop(slot)
    cid = entry[0]
    if cid == 217 and len(entry) > 3:
        unlock(s, entry)
    if s.C.cards[cid].familiar and entry[lock_index(entry)] > 0:
        forget_lock(s, p, cid)
    if cid == REPLICA:
        pass  # Replicas never go to a pile or a hand: they leave the game (PoD lexicon 10/20)
    elif to == "hand":
        into_hand(s, p if hand is None else hand, cid, everyone(s))
    else:
        discard_seen(s, everyone(s), [cid])
    if cid == 219:
        # Otus the Oracle leaving play: its face-up cards leave the game (PoD 19/20).
        s.removed.extend(s.oracle)
        s.oracle.clear()
    if effective(entry) == CURSED_TREATISE and to == "discard":
        # Cursed Treatise of Arus: sacrificing it empties the reserve; so does sacrificing a
        # Raven the Usurper copying it (card 118: the Raven has the item's effects; third fresh
        # audit: before, only the Treatise itself did)
        s.energy[p] = [0, 0, 0, 0]
        reserve_logged(s, p)
    if not s.C.cards[cid].familiar:
        # Raven the Usurper: when the item its token sits on leaves play, the Raven is
        # sacrificed, every Raven copying it (third fresh audit: before, a seat's second such
        # Raven stayed), and only those: a Raven on an identical copy stays (card 118; fifth
        # fresh audit: before, a Raven stayed as long as its owner had one copy left)
        for q in range(s.num_players):
            for i in reversed(range(len(s.play[q]))):
                c = s.play[q][i]
                if not (copying(c) and c[RAVEN_OWNER] == p and c[RAVEN_ITEM] == cid):
                    continue
                if c[RAVEN_COPY] == nth:
                    pay_titans(s, q)  # forced: paid as far as it can be (BGA `cleanTableauCard`, forced)
                    remove_from_play(s, q, i)
                    s.emit("seasons.log.sacrifice", {"seat": q, "card": card(s, RAVEN)})
                elif c[RAVEN_COPY] > nth:
                    c[RAVEN_COPY] -= 1  # the copies after the one gone move up
    return cid


def forget_lock(s: SeasonsData, p: int, cid: int) -> None:
    """A locked familiar leaves play and its Lock with it (PoD 17/20: the Lock sits on that
    familiar): the Tangleweed that placed it no longer holds one, so its leaving later frees
    nothing (eighth fresh audit: before, it freed another copy of that familiar locked by a
    second Tangleweed).  A familiar holds one Lock at most; with two copies of it locked at
    one seat, either Tangleweed may forget: the other frees the copy left."""
    for q in range(s.num_players):
        for weed in s.play[q]:
            if weed[0] == 217 and len(weed) > 3 and weed[3] == p and weed[4] == cid:
                weed[4] = 0  # no card: this Tangleweed's Lock is gone
                return


def unlock(s: SeasonsData, weed: list[int]) -> None:
    """The Tangleweed leaves play: its Lock leaves its familiar."""
    target = weed[4]
    if not target:
        return  # its familiar left play with the Lock
    for q in [weed[3], *range(s.num_players)]:
        for c in s.play[q]:
            if c[0] == target and c[lock_index(c)] > 0:
                c[lock_index(c)] -= 1
                return


def next_seat(s: SeasonsData, p: int, k: int = 1) -> int:
    return (p + k) % s.num_players


def turn_order(s: SeasonsData, start: int) -> list[int]:
    return [(start + k) % s.num_players for k in range(s.num_players)]


# ----------------------------------------------------------------- steps card effects share
def gain_energy(s: SeasonsData, p: int, n: int, rule: str) -> None:
    """``n`` energies of the seat's choice, one decision each."""
    if n > 0:
        s.push("gain", p, {"n": n}, rule)


def bonus_back(s: SeasonsData, p: int) -> None:
    """One space back on the bonus track (Throne of Renewal, token 14: base 5.7), logged
    (issue 8: the log shows every change of the track; before, this one was silent)."""
    if s.bonus[p] > 0:
        s.bonus[p] -= 1
        s.emit("seasons.log.bonus_back", {"seat": p, "n": s.bonus[p]})


def crystals_logged(s: SeasonsData, p: int, n: int, cid: int | None = None) -> None:
    """A card's crystal gain, logged as it happened: an Io's Minion owner receives none
    (PoD 18/20), and the log names the Minion.  ``cid``: the card giving them, named when
    the line would not say (a summon's Staff of Spring, end-of-round and season-change cards;
    ninth fresh audit: "gains 3 crystals" after a summon read as the summoned card's)."""
    if n > 0 and owns(s, p, IOS_MINION):
        s.emit("seasons.log.crystals_blocked", {"seat": p, "n": n, "card": card(s, IOS_MINION)})
        return
    gain_crystals(s, p, n)
    if cid is None:
        s.emit("seasons.log.crystals", {"seat": p, "n": n})
    else:
        s.emit("seasons.log.crystals_card", {"seat": p, "n": n, "card": card(s, cid)})


def crystals_lost(s: SeasonsData, p: int, n: int, cid: int) -> int:
    """Card ``cid`` makes ``p`` lose up to ``n`` crystals (never below 0, base 7), logged;
    returns how many were lost."""
    lost = lose_crystals(s, p, n)
    if lost:
        s.emit("seasons.log.crystals_lost", {"seat": p, "n": lost, "card": card(s, cid)})
    return lost


def crystals_given(s: SeasonsData, giver: int, taker: int, n: int, cid: int) -> None:
    """Card ``cid`` makes ``giver`` give up to ``n`` crystals to ``taker``, logged (the
    giver loses them even if an Io's Minion keeps the taker from receiving them)."""
    moved = crystals_lost(s, giver, n, cid)
    if moved:
        crystals_logged(s, taker, moved, cid)


def energy_logged(s: SeasonsData, p: int, e: int, n: int) -> None:
    """``n`` energies of type ``e`` from the stock into ``p``'s reserve, logged."""
    s.energy[p][e] += n
    if n:
        s.emit("seasons.log.energy_gained", {"seat": p, "n": n, "energy": energy_msg(e)})


def reserve_logged(s: SeasonsData, p: int) -> None:
    """The reserve after a change of several energies at once."""
    s.emit("seasons.log.energy", {"seat": p, "energy": energy_count(s.energy[p])})


def opponents(s: SeasonsData, p: int) -> list[int]:
    """The other seats, in turn order from ``p``."""
    return [q for q in turn_order(s, p) if q != p]


TRACKED_LOOKS = ("keep_one", "keep_or_discard", "play_one", "stack")
"""The looks whose cards go where they go through the knowledge tracker (followups.look);
a single card is followed by ``known_by`` instead (whether it is kept is public)."""
TRACKED_PEEKS = ("carnivora", "orb", "peek")
"""The looks at the top card alone that send it on through the tracker (looks.py), so
what was known of that card and of the slot it left (a bag) follows it."""


def look(s: SeasonsData, p: int, n: int, mode: str, rule: str, data: dict[str, Any] | None = None) -> None:
    """Draw ``n`` cards for the seat to look at, then ask what becomes of them.  A single
    card known on the pile (``known_by``) stays known where it goes: whether it is kept
    or discarded is public."""
    seen = knowers(s, "deck", -1) if n == 1 and s.deck and not s.looks[p] else []
    if draw_to(s, p, s.looks[p], n, tracked=(n > 1 and mode in TRACKED_LOOKS) or mode in TRACKED_PEEKS):
        known = {"known_by": seen} if seen else {}
        s.push("look", p, {"mode": mode, **known, **(data or {})}, rule)


CRYSTAL_TITAN, TITAN_TOLL = 303, 3  # promo 303: crystals owed to each opponent's Titan per sacrifice


def titan_toll(s: SeasonsData, p: int, sacrifices: int = 1) -> int:
    """Crystal Titan (promo 303): what ``sacrifices`` sacrifices of ``p``'s own cards cost,
    3 crystals to each Titan an opponent has in play (a locked one has no effect, PoD 17/20)."""
    return TITAN_TOLL * sacrifices * sum(count_owned(s, q, CRYSTAL_TITAN) for q in opponents(s, p))


def can_sacrifice(s: SeasonsData, p: int, sacrifices: int = 1) -> bool:
    """A seat that cannot pay the opponents' Crystal Titans cannot sacrifice: the uses
    that would are refused and a sacrifice it is told to make does not happen (BGA
    `checkPlayerCanSacrificeCard`, checked before each of them)."""
    return s.crystals[p] >= titan_toll(s, p, sacrifices)


def pay_titans(s: SeasonsData, p: int) -> None:
    """Crystal Titan: before ``p`` sacrifices one of its cards, 3 crystals go to each
    opponent's Titan; a forced sacrifice (Arus's Mimicry, a Raven whose item left) pays what
    it can (BGA forces those; the Titan's owner receives what was paid, where BGA credits
    the full 3)."""
    for q in opponents(s, p):
        for _ in range(count_owned(s, q, CRYSTAL_TITAN)):
            crystals_given(s, p, q, TITAN_TOLL, CRYSTAL_TITAN)


def sacrifice_self(s: SeasonsData, p: int, slot: int) -> None:
    """``p`` sacrifices its card in ``slot`` (every sacrifice of one's own card comes here,
    so the Crystal Titans are paid here)."""
    pay_titans(s, p)
    cid = remove_from_play(s, p, slot)
    s.emit("seasons.log.sacrifice", {"seat": p, "card": card(s, cid)})


SHIELD_OF_ZIRA = 113
SHIELD_CRYSTALS = 10  # Shield of Zira: sacrificed instead of another card, for 10 crystals


def shield_slot(s: SeasonsData, p: int, spared: int | None = None) -> int | None:
    """The slot of a Shield of Zira of ``p`` (a Raven copying one counts) that could go
    instead of the card in slot ``spared``."""
    return next((i for i, c in enumerate(s.play[p]) if effective(c) == SHIELD_OF_ZIRA and i != spared), None)


def shield_instead(s: SeasonsData, p: int, slot: int) -> None:
    """card 113: the Shield in ``slot`` is sacrificed instead of another card, which
    stays: 10 crystals (only ever called when a card was spared)."""
    sacrifice_self(s, p, slot)
    crystals_logged(s, p, SHIELD_CRYSTALS)


def sacrifice_own(s: SeasonsData, p: int, slot: int, params: Mapping[str, Any]) -> None:
    """A card sacrifices itself as its own effect (potions, Argos Hawk, Magma Core, the
    Cauldron, Titus): with ``shield`` in the answer a Shield of Zira goes instead and the
    card stays in play (card 113 FAQ: "apply the potion's effect, then sacrifice the
    Shield instead of the potion")."""
    shield = shield_slot(s, p, slot) if params.get("shield") else None
    if shield is None:
        sacrifice_self(s, p, slot)
    else:
        shield_instead(s, p, shield)


def discard_from_hand(s: SeasonsData, p: int, cid: int, data: dict[str, Any] | None = None) -> None:
    leave_hand(s, p, cid)
    discard_seen(s, everyone(s), [cid])
    s.emit("seasons.log.discard_card", {"seat": p, "card": card(s, cid)})
