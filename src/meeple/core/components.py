"""Components: every card, tile, space, track, die and token a player can meet.

``Game.components()`` lists them as JSON dicts, one per component, built with
:func:`component`: a unique string ``id``, a ``kind``, a French and English
``name`` and ``text`` (the printed effect; "" where there is none), the printed
numbers as named fields, and the ``provenance`` of the entry (``rulebook``,
``public`` or ``authored``).  Views, action params and event params name
components by id; in messages, :class:`Ref` does that and renders as the name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from meeple.core.i18n import Catalog, Msg, Named, register, text

PROVENANCES = ("rulebook", "public", "authored")


class Ref(Msg):
    """A component named in a message: renders as the component's name and
    serialises (in events, action params, views) as its id."""

    __slots__ = ("id",)

    def __init__(self, game_id: str, component_id: str) -> None:
        super().__init__(name_key(game_id, component_id))
        self.id = component_id

    def to_json(self) -> Any:
        return self.id

    def __repr__(self) -> str:
        return f"Ref({self.id!r})"


def name_key(game_id: str, component_id: str) -> str:
    """The catalog key of a component's name."""
    return f"{game_id}.component.{component_id}"


def localized(value: Named | Mapping[str, str] | str) -> dict[str, str]:
    """``{"fr", "en"}`` from a content name object, a dict, or one text used for both."""
    if isinstance(value, str):
        return {"fr": value, "en": value}
    if isinstance(value, Mapping):
        return {"fr": value["fr"], "en": value["en"]}
    return {"fr": value.fr, "en": value.en}


def component(id: str, kind: str, name: Named | Mapping[str, str] | str, provenance: str,
              text: Named | Mapping[str, str] | str = "", **numbers: Any) -> dict[str, Any]:
    """One component entry (see the module docstring)."""
    if provenance not in PROVENANCES:
        raise ValueError(f"component {id!r}: provenance {provenance!r} is not one of {PROVENANCES}")
    return {"id": id, "kind": kind, "name": localized(name), "text": localized(text), "provenance": provenance,
            **numbers}


def check(components: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The list, after checking ids are unique and every entry is complete."""
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for entry in components:
        cid = entry.get("id")
        if not isinstance(cid, str) or not cid:
            raise ValueError(f"component without a string id: {entry!r}")
        if cid in seen:
            raise ValueError(f"component id {cid!r} is used twice")
        seen.add(cid)
        for key in ("kind", "name", "text", "provenance"):
            if key not in entry:
                raise ValueError(f"component {cid!r} lacks {key!r}")
        out.append(dict(entry))
    return out


def register_names(game_id: str, components: Iterable[Mapping[str, Any]]) -> None:
    """Put each component's name in the text catalog, so that :class:`Ref` renders."""
    names: Catalog = {}
    for entry in components:
        names[name_key(game_id, entry["id"])] = text(fr=entry["name"]["fr"], en=entry["name"]["en"])
    register(names)
