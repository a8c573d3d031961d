"""No module imports another module's private names (``from x import _y``): what a module
offers others is its public names; a leading underscore means "only here"."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "spacetable"


def _private_imports(path: Path, root: Path = SRC.parent) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.relative_to(root)}:{node.lineno} imports {alias.name} from {node.module}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("spacetable")
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    ]


def test_no_module_imports_a_private_name_of_another() -> None:
    found = [line for path in sorted(SRC.rglob("*.py")) for line in _private_imports(path)]
    assert found == []


def test_the_check_sees_a_private_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "from spacetable.engine.rng import Rng, _secret\nfrom os import _exit\n", encoding="utf-8"
    )
    assert _private_imports(module, tmp_path) == [
        "m.py:1 imports _secret from spacetable.engine.rng"
    ]
