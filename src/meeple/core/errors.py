"""Errors raised by the engine."""

from __future__ import annotations

from meeple.core.i18n import Msg, render


class IllegalAction(ValueError):
    """An action that the rules do not allow now.

    ``rule`` names the rule that forbids it (a rulebook section or a short
    statement of the rule).  Both ``message`` and ``rule`` may be a
    :class:`~meeple.core.i18n.Msg`, so that :meth:`text` says it in the
    reader's language; ``str()`` is the English text.  A rule written as a
    plain string is shown as written in every language: games write it as a
    ``Msg`` when it quotes the rulebook's own (French) words.  The state the
    action was applied to is untouched.
    """

    def __init__(self, message: str | Msg, rule: str | Msg = "") -> None:
        self.message = message
        self.rule = rule
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``, the rule named after it."""
        message = self.message.text(lang) if isinstance(self.message, Msg) else self.message
        if not self.rule:
            return message
        rule = self.rule.text(lang) if isinstance(self.rule, Msg) else self.rule
        return render("core.illegal_rule", {"message": message, "rule": rule}, lang)


class Refused(ValueError):
    """Bad input refused in words: :meth:`text` says it in the reader's language, ``str()`` in English
    (a malformed record, an option the rules do not allow)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text("en"))

    def text(self, lang: str = "en") -> str:
        return self.message.text(lang)


class WrongType(Refused, TypeError):
    """An argument of the wrong type refused in words: a ``TypeError`` as Python's own would be
    (``except TypeError`` still catches it), said in the reader's language."""
