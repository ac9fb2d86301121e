"""Setting up a game (base rules 3; PoD: first player, enchantment and tokens
before the Prelude; EK: 3 tokens drawn each), then the Prelude begins."""

from __future__ import annotations

from typing import Any

from meeple.core import Game
from meeple.core.components import Ref
from meeple.core.errors import Refused
from meeple.core.i18n import Msg
from meeple.games.seasons.components import enchantment_id
from meeple.games.seasons.rules import (
    DESTINY_ENCHANTMENTS,
    EK_TOKENS,
    ELEMENTAL_CONSTRUCTION,
    EXTENDED_EXPERIENCE,
    GAME_ID,
    NATURAL_SELECTION,
    PRELUDE_ENCHANTMENTS,
    SPEEDWALL,
    seat_msg,
)
from meeple.games.seasons.state import SeasonsState

LEVEL_POOL = {"apprentice": 30, "magician": 30, "archmage": 50}  # the highest base card of each level
PACK_SIZE_DEFAULT = 9  # base 4.1: 9 cards dealt to each seat
DICE_PER_SEASON = 5
DIVINE_DESTINY_TOKEN = 16  # needs the Die of Destiny
SERVANT_OF_RAGFIELD = 216
RANDOM_ENCHANTMENT = -1  # the option value asking for a random enchantment
# Prelude cards dealt to each seat, as the Enchanted Kingdom enchantments change it
PACK_SIZE = {ELEMENTAL_CONSTRUCTION: 18, EXTENDED_EXPERIENCE: 12, NATURAL_SELECTION: 11}
EK_TOKEN_DRAW = 3  # EK: 3 tokens drawn before the Prelude, 1 kept after it


def check_enchantment(options: dict[str, Any]) -> None:
    """An enchantment named in the options must belong to an expansion in play, and the
    ones that change the draft need a draft (not the apprentice decks)."""
    wanted = options["enchantment"]
    pod, ek = options["expansion"] == "path-of-destiny", bool(options["enchanted_kingdom"])
    if wanted <= 0 or not (pod or ek):
        return  # with neither expansion the option is ignored, as before Enchanted Kingdom
    # named as the lobby lists them, in the reader's language (the lobby and the command line show the reason)
    name = {"enchantment": Ref(GAME_ID, enchantment_id(wanted))}
    if (wanted > 100 and not ek) or (wanted < 100 and not pod):
        raise Refused(Msg("seasons.error.needs_ek" if wanted > 100 else "seasons.error.needs_pod", name))
    if options["level"] == "apprentice" and wanted in PRELUDE_ENCHANTMENTS:
        raise Refused(Msg("seasons.error.apprentice", name))


def pick_enchantment(s: SeasonsState, wanted: int, pod: bool, ek: bool) -> int:
    """PoD "Les cartes Enchantement": one enchantment drawn at random (or agreed on);
    the Enchanted Kingdom ones may be mixed in.  With neither expansion: none."""
    if wanted != RANDOM_ENCHANTMENT:
        return wanted if pod or ek else 0  # checked by check_enchantment
    allowed = [e for e in s.C.implemented_enchantments if (e < 100 and pod) or (e > 100 and ek)]
    # Apprentice decks are fixed: the enchantments that change the draft are left out.
    pool = [e for e in allowed if not (s.level == "apprentice" and e in PRELUDE_ENCHANTMENTS)]
    return s.rng.choice(pool) if pool else 0


def new_state(game: Game, num_players: int, seed: int, options: dict[str, Any]) -> SeasonsState:
    s = SeasonsState(game, num_players, seed, options)
    s.init(options)
    n = num_players
    rng = s.rng
    # base 3.2: players + 1 dice of each season, picked once at setup.
    s.dice_sel = [sorted(rng.sample(range(DICE_PER_SEASON), n + 1)) for _ in range(4)]
    pod = s.expansion == "path-of-destiny"
    top = LEVEL_POOL[s.level]
    ek = bool(options.get("enchanted_kingdom"))
    promos = bool(options.get("promos"))
    ids = [cid for cid in s.C.deck_ids if cid <= top or (pod and 200 < cid < 300) or (ek and 100 < cid < 200)
           or (promos and cid > 300)]
    if SERVANT_OF_RAGFIELD in ids and SPEEDWALL in ids:
        # BGA `setupNewGame` never deals both (a Servant's draws would each wake a Speedwall):
        # one of the two, at random, stays out
        ids.remove(rng.choice((SERVANT_OF_RAGFIELD, SPEEDWALL)))
    deck = [cid for cid in ids for _ in range(s.C.cards[cid].copies)]
    s.pool_ids = tuple(ids)
    # PoD: the first player is chosen before the Prelude.
    s.first = rng.randrange(n)
    if pod or ek:
        s.enchant = pick_enchantment(s, options["enchantment"], pod, ek)
        if s.enchant:
            s.emit("seasons.log.enchantment", {"name": Ref(GAME_ID, enchantment_id(s.enchant))})
        pool = [t for t in s.C.implemented_tokens if ((t in EK_TOKENS and ek) or (t not in EK_TOKENS and pod))
                and (t != DIVINE_DESTINY_TOKEN or s.enchant in DESTINY_ENCHANTMENTS)]
        if ek:
            # EK rules: each seat draws 3 tokens at random before the Prelude (keeps 1 after it).
            rng.shuffle(pool)
            s.token_bag = pool
            for p in range(n):
                s.token_offer[p] = [pool.pop() for _ in range(EK_TOKEN_DRAW)]
        else:
            # PoD without Enchanted Kingdom: one random special ability token each; each
            # token exists once (PoD "Les jetons Capacité spéciale": 6 tokens), so no two
            # seats receive the same one.
            s.token = rng.sample(pool, n)
    rng.shuffle(deck)
    if s.level == "apprentice":
        decks = list(s.C.apprentice_decks)
        rng.shuffle(decks)
        for p in range(n):
            mine = list(decks[p])
            for cid in mine:
                if cid in deck:
                    deck.remove(cid)
            s.drafted[p] = mine
        s.phase = "library"
    else:
        size = PACK_SIZE.get(s.enchant, PACK_SIZE_DEFAULT)
        for p in range(n):
            s.packs[p] = [deck.pop() for _ in range(size)]
    s.deck = deck
    s.emit("seasons.log.setup", {"n": n, "first": seat_msg(s.first)})
    s.settle()
    return s

