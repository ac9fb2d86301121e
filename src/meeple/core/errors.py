"""Errors raised by the engine."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now.

    ``rule`` names the rule that forbids it (a rulebook section or a short
    statement of the rule).  The state the action was applied to is untouched.
    """

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(f"{message} [rule: {rule}]" if rule else message)
        self.rule = rule
