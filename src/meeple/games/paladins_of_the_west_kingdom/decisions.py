"""The game's decision registry and the small builders every rule module uses to name
components in actions and log events.  Rule modules register their kinds here with
``@DECISIONS.options(kind)`` / ``@DECISIONS.resolve(kind)``; ``state.py`` names the registry."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.core import Action
from meeple.core.decisions import Decisions
from meeple.core.i18n import Msg
from meeple.games.paladins_of_the_west_kingdom import content as C

DECISIONS = Decisions()

# the one-letter worker codes of action ids ("pay:LX" places a Laborer and a Criminal); ids are stable records
LETTERS = "LSMFCX"


def act(action_id: str, key: str, **params: Any) -> Action:
    """An answer whose text is ``paladins.act.<key>``; ``params`` carry what the rules read and the text shows."""
    return Action(action_id, f"paladins.act.{key}", params)


def worker_name(colour: int) -> Msg:
    return Msg(f"paladins.worker.{C.WORKERS[colour]}")


def workers_list(colours: Sequence[int]) -> Msg:
    return Msg(f"paladins.list{len(colours)}", {f"x{k}": worker_name(c) for k, c in enumerate(colours)})


def action_name(action: str) -> Msg:
    return Msg(f"paladins.action.{action}")


def paladin_name(card: int) -> Msg:
    return Msg(f"paladins.paladin.{C.PALADINS[card].id}")


def townsfolk_name(card: int) -> Msg:
    return Msg(f"paladins.townsfolk.{C.TOWNSFOLK[card].kind}")


def outsider_name(card: int) -> Msg:
    return Msg(f"paladins.outsider.{C.OUTSIDERS[card].kind}")


def favour_name(card: int) -> Msg:
    return Msg(f"paladins.favour.{C.FAVOURS[card].id}")


def scheme_name(card: str) -> Msg:
    return Msg(f"paladins.scheme.{card}")


def rewards_list(tokens: Sequence[str]) -> Msg:
    if not tokens:
        return Msg("paladins.rewards", {"list": ""})
    return Msg(f"paladins.list{min(len(tokens), 3)}",
               {f"x{k}": Msg(f"paladins.token.{t}") for k, t in enumerate(tokens[:3])})
