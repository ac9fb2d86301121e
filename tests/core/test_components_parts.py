"""Component names in the text catalog (meeple.core.components.register_names), checked on an empty
catalog so that no earlier registration of the same key can stand in for this one."""

from __future__ import annotations

import pytest

from meeple.core import i18n
from meeple.core.components import Ref, component, register_names


def test_register_names_puts_each_name_under_its_games_component_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_CATALOG", {})
    register_names("parts-fresh", [component("sword", "card", {"fr": "Épée", "en": "Sword"}, "authored"),
                                   component("shield", "card", "Bouclier", "authored")])
    assert i18n.keys_under("") == ["parts-fresh.component.shield", "parts-fresh.component.sword"]
    assert i18n.templates("parts-fresh.component.sword") == {"fr": "Épée", "en": "Sword"}
    assert (Ref("parts-fresh", "shield").text("fr"), Ref("parts-fresh", "sword").text("en")) == ("Bouclier", "Sword")
