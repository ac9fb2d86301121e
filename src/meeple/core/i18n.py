"""French and English text.

Every game registers a catalog of message keys, each with a French and an
English template (``str.format`` syntax).  A :class:`Msg` is a key plus
parameters; parameters that are themselves ``Msg`` (a card name, say) are
rendered in the same language, so one log event reads well in both languages.
Keys are namespaced by the game (``"valeria.move"``); ``"core.*"`` is the engine's.

Write a catalog with :func:`catalog` (``{key: (french, english)}``, French first
as in :data:`LANGS`), one entry with :func:`text`, and entries for content
objects that carry their own names (``card.name.fr``/``.en``) with :func:`names`.
Fixed texts that code passes around (the rule a decision cites, which an
:class:`~meeple.core.errors.IllegalAction` names) are written with
:func:`fixed_messages`, which also returns one ``Msg`` per entry.

Plurals
-------
A count in a message picks its word form by the language's CLDR plural rules
(through Babel, the standard Python i18n toolchain: French treats 0 and 1 as
singular, English only 1).  Write the forms in the field's format spec,
``plural:`` then the singular and the plural form separated by ``|``; ``#``
stands for the number::

    "valeria.log.completed": ("{who} a réussi {card} ({n:plural:# Stratagème|# Stratagèmes})",
                              "{who} completed {card} ({n:plural:# plan|# plans})"),

renders "1 Stratagème", "0 Stratagème", "2 Stratagèmes" in French and "1 plan",
"0 plans", "2 plans" in English.  Forms may also be named by their CLDR
category (``{n:plural:one=# gemme|many=# de gemmes|other=# gemmes}``); a
category without a form of its own uses ``other`` (the last form).  A form may
hold other fields (``{n:plural:# {card}|# {card}s}``).  Forms cannot hold
``|``, ``:`` or braces of their own.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import Any, Protocol

from babel import Locale

LANGS = ("fr", "en")

Texts = dict[str, str]  # one entry: {"fr": template, "en": template}
Catalog = dict[str, Texts]  # message key -> entry

_CATALOG: Catalog = {}


class Named(Protocol):
    """Anything with a French and an English name (content files' ``name`` objects)."""

    @property
    def fr(self) -> str: ...

    @property
    def en(self) -> str: ...


def text(*, fr: str, en: str) -> Texts:
    """One catalog entry.  Keyword-only so the two languages cannot be swapped;
    an empty or non-string text counts as missing."""
    for lang, value in (("fr", fr), ("en", en)):
        if not isinstance(value, str) or not value:
            raise ValueError(f"missing {lang} text (got {value!r})")
    return {"fr": fr, "en": en}


def catalog(pairs: Mapping[str, tuple[str, str]]) -> Catalog:
    """A catalog written ``{key: (french, english)}``: French first, like :data:`LANGS`."""
    out: Catalog = {}
    for key, pair in pairs.items():
        if not isinstance(pair, tuple) or len(pair) != len(LANGS):
            raise ValueError(f"message {key!r}: write a (french, english) pair, got {pair!r}")
        try:
            out[key] = text(fr=pair[0], en=pair[1])
        except ValueError as exc:
            raise ValueError(f"message {key!r}: {exc}") from None
    return out


def fixed_messages(prefix: str, pairs: Mapping[str, tuple[str, str]]) -> tuple[Catalog, dict[str, Msg]]:
    """Messages without parameters, such as the rules that decisions cite: the
    catalog of ``{prefix}{name}`` keys (``(french, english)`` pairs) and one
    shared ``Msg`` per name, built once so that pushing a decision costs nothing."""
    return (catalog({prefix + name: pair for name, pair in pairs.items()}),
            {name: Msg(prefix + name) for name in pairs})


def names(entries: Iterable[tuple[str, Named]]) -> Catalog:
    """Catalog entries for content names: ``names((f"game.card.{c.id}", c.name) for c in CARDS)``."""
    out: Catalog = {}
    for key, name in entries:
        try:
            out[key] = text(fr=name.fr, en=name.en)
        except ValueError as exc:
            raise ValueError(f"message {key!r}: {exc}") from None
    return out


def register(catalog: Mapping[str, Mapping[str, str]]) -> None:
    """Add message templates; every entry must have both languages."""
    for key, texts in catalog.items():
        missing = [lang for lang in LANGS if lang not in texts]
        if missing:
            raise ValueError(f"message {key!r} lacks {', '.join(missing)} text")
        _CATALOG[key] = dict(texts)


def has(key: str) -> bool:
    return key in _CATALOG


def templates(key: str) -> Texts:
    """The French and English templates of ``key`` (a copy)."""
    try:
        return dict(_CATALOG[key])
    except KeyError:
        raise KeyError(f"no text for message key {key!r}") from None


def keys_under(prefix: str) -> list[str]:
    """Every registered message key that starts with ``prefix``, sorted."""
    return sorted(key for key in _CATALOG if key.startswith(prefix))


class Msg:
    """A translatable message: a catalog key and its parameters."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, params: Mapping[str, Any] | None = None) -> None:
        self.key = key
        self.params: Mapping[str, Any] = params or {}

    def text(self, lang: str = "en") -> str:
        return render(self.key, self.params, lang)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": {k: _jsonable(v) for k, v in self.params.items()}}

    def __eq__(self, other: object) -> bool:
        # Mappings compare by items whatever their class (a dict, a mappingproxy): no copies
        return isinstance(other, Msg) and self.key == other.key and self.params == other.params

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {dict(self.params)!r})"


def _jsonable(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def _localise(value: Any, lang: str) -> Any:
    if isinstance(value, Msg):
        return value.text(lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_localise(v, lang)) for v in value)
    return value


PLURAL = "plural:"


@cache
def plural_category(lang: str, count: int | float) -> str:
    """The CLDR plural category of ``count`` in ``lang`` ("one", "many", "other"...)."""
    return str(Locale.parse(lang).plural_form(count))


def colon(label: str, lang: str) -> str:
    """``label`` and its colon as ``lang`` writes them: French puts a space before the colon."""
    return f"{label} : " if lang == "fr" else f"{label}: "


def number(value: float, spec: str, lang: str) -> str:
    """``value`` formatted by ``spec`` (Python's format spec) as ``lang`` writes figures: French groups
    thousands with a narrow space, writes a decimal comma and a space before "%" ("1 234,5", "50,0 %")."""
    text = format(value, spec)
    if lang != "fr":
        return text
    text = text.replace(",", "\u202f").replace(".", ",")
    return f"{text[:-1]}\u202f%" if text.endswith("%") else text


def plural(lang: str, count: int | float, spec: str) -> str:
    """The form of ``spec`` (``"# plan|# plans"`` or ``"one=...|other=..."``) for ``count``."""
    forms = spec.split("|")
    named = dict(form.split("=", 1) for form in forms if "=" in form)
    if named:
        if "other" not in named:
            raise ValueError(f"plural forms {spec!r} lack 'other='")
        chosen = named.get(plural_category(lang, count), named["other"])
    elif len(forms) == 2:
        chosen = forms[0] if plural_category(lang, count) == "one" else forms[1]
    else:
        raise ValueError(f"plural forms {spec!r}: write 'singular|plural' or name them one=...|other=...")
    return chosen.replace("#", str(count))


class _PluralFormatter(string.Formatter):
    """``str.format`` plus the ``plural:`` format spec, numbers written as one language writes them."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if not format_spec.startswith(PLURAL):
            if format_spec and isinstance(value, int | float) and not isinstance(value, bool):
                return number(value, format_spec, self.lang)
            return format(value, format_spec)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"plural forms need a number, not {value!r}")
        return plural(self.lang, value, format_spec[len(PLURAL):])


_PLURAL_FORMATTERS = {lang: _PluralFormatter(lang) for lang in LANGS}


PLAYER = "core.player"  # a seat in a text: params {"seat": its number from 1}
_SEAT_NAMES: ContextVar[Sequence[Texts] | None] = ContextVar("meeple_seat_names", default=None)


@contextmanager
def named_seats(names: Sequence[Texts]) -> Iterator[None]:
    """Within it, texts name each seat by ``names`` (one ``{lang: name}`` per seat) instead of
    "Player 2": a server's tables name seats as the people there read them (a bot says which)."""
    token = _SEAT_NAMES.set(names)
    try:
        yield
    finally:
        _SEAT_NAMES.reset(token)


def render(key: str, params: Mapping[str, Any], lang: str = "en") -> str:
    """Render ``key`` with ``params`` in ``lang`` ("fr" or "en")."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use one of {LANGS}")
    if key == PLAYER:
        names = _SEAT_NAMES.get()
        if names is not None and 1 <= params["seat"] <= len(names):
            return names[params["seat"] - 1][lang]
    try:
        template = _CATALOG[key][lang]
    except KeyError:
        raise KeyError(f"no text for message key {key!r}") from None
    values = {k: _localise(v, lang) for k, v in params.items()}
    if _has_specs(template):  # the plain path stays str.format, the fast one
        return _PLURAL_FORMATTERS[lang].vformat(template, (), values)
    return template.format(**values)


@cache
def _has_specs(template: str) -> bool:
    """Whether a field of ``template`` has a format spec: plural forms, or a number's (written the language's way)."""
    return any(spec for _, _, spec, _ in string.Formatter().parse(template) if spec)


def in_every_language(key: str, params: Mapping[str, Any] | None = None) -> Texts:
    """``key`` rendered in each of :data:`LANGS` (a component's name or text built from a template)."""
    return {lang: render(key, params or {}, lang) for lang in LANGS}


def from_json(data: Mapping[str, Any]) -> Msg:
    """Inverse of :meth:`Msg.to_json`."""

    def back(v: Any) -> Any:
        if isinstance(v, dict) and set(v) == {"key", "params"}:
            return from_json(v)
        if isinstance(v, list):
            return [back(x) for x in v]
        return v

    return Msg(data["key"], {k: back(v) for k, v in data["params"].items()})


register(
    catalog(
        {
            PLAYER: ("Joueur {seat}", "Player {seat}"),
            "core.illegal": ("« {action} » n'est pas un choix permis maintenant ({decision})",
                             "'{action}' is not a legal choice now ({decision})"),
            "core.game_over": ("la partie est terminée", "the game is over"),
            "core.illegal_rule": ("{message} [règle : {rule}]", "{message} [rule: {rule}]"),
            "core.record_refused": ("actions[{index}] « {action} » : {reason}",
                                    "actions[{index}] '{action}': {reason}"),
            "core.index_not_legal": ("l'indice {index} ({kind} {values}) n'est pas un choix permis maintenant",
                                     "index {index} ({kind} {values}) is not a legal action now"),
            "core.legal_actions": ("choix permis", "legal actions"),
        }
    )
)
