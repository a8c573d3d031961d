"""Each game's public names (``__all__``) resolve, and importing a game's package, as the
registry does to read its entry, loads none of its rules."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from spacetable.engine.lazy import lazy_exports
from spacetable.table.entry import game_entries

GAME_PACKAGES = [
    "spacetable.games.star_realms",
    "spacetable.games.konflikt",
    "spacetable.games.starcraft",
]


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_every_public_name_of_a_game_resolves(package: str) -> None:
    module = importlib.import_module(package)
    assert {"ENTRY", "MESSAGES"} <= set(module.__all__)
    for name in module.__all__:
        assert getattr(module, name) is not None
    assert module.ENTRY in game_entries()


def test_reading_the_registry_loads_no_rules() -> None:
    code = (
        "import sys\n"
        "from spacetable.table.entry import game_entries\n"
        "ids = [entry.id for entry in game_entries()]\n"
        "loaded = [m for m in sys.modules if m.endswith(('.game', '.state', '.rules'))"
        " and m.startswith('spacetable.games')]\n"
        "print(ids, loaded)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['star-realms', 'konflikt', 'starcraft'] []"


def test_an_unknown_name_is_an_attribute_error() -> None:
    getattr_ = lazy_exports("spacetable.engine", {"Rng": "rng"})
    assert getattr_("Rng").__name__ == "Rng"
    with pytest.raises(AttributeError, match="has no attribute 'Nope'"):
        getattr_("Nope")
