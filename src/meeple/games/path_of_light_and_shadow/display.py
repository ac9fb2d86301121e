"""Terminal rendering of a view (placeholder, replaced below)."""
from __future__ import annotations

from typing import Any


def render(view: dict[str, Any], seat: int | None, lang: str) -> Any:
    return str(view["state"]["round"])
