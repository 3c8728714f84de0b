"""The layers of docs/ARCHITECTURE.md, enforced: each package imports only the layers below it and itself.

```
game/core  ←  game/<game>, game/online
scenes/engine
scenes/tables/common  ←  scenes/tables/<game>
scenes/shell, scenes/app.py, scenes/cli.py, scenes/smoke.py (anything)
```

An import counts wherever it is written (module level or inside a function: a function-local import is still
a dependency, only a later one); an import under `if TYPE_CHECKING:` is for mypy alone and does not count.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("demos", "dindex", "diceocracy")


def allowed_prefixes(module: str) -> tuple[str, ...] | None:
    """The project modules `module` may import (by dotted prefix), or None when it may import any of them."""
    parts = module.split(".")
    if parts[:2] == ["game", "core"]:
        return ("game.core",)
    if parts[0] == "game" and len(parts) > 1 and parts[1] in (*GAMES, "online"):
        return ("game.core", f"game.{parts[1]}")
    if parts[:2] == ["scenes", "engine"]:
        return ("game", "assets", "scenes.engine")
    if parts[:3] == ["scenes", "tables", "common"]:
        return ("game", "assets", "scenes.engine", "scenes.tables.common")
    if parts[:2] == ["scenes", "tables"] and len(parts) > 2 and parts[2] in GAMES:
        return ("game.core", f"game.{parts[2]}", "assets", "scenes.engine", "scenes.tables.common",
                f"scenes.tables.{parts[2]}")
    if parts[:2] == ["scenes", "tables"]:  # the registry of tables
        return ("game", "assets", "scenes.engine", "scenes.tables")
    return None


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _running_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """Every node below `node` except what only mypy reads (the body of `if TYPE_CHECKING:`)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            yield from (n for part in child.orelse for n in (part, *_running_nodes(part)))
            continue
        yield child
        yield from _running_nodes(child)


def imports_of(tree: ast.AST, module: str, is_package: bool) -> Iterator[tuple[int, str]]:
    """(line, imported module) for every import that runs, relative imports resolved."""
    for node in _running_nodes(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")[: len(module.split(".")) - node.level + (1 if is_package else 0)]
                yield node.lineno, ".".join([*base, *([node.module] if node.module else [])])
            elif node.module:
                yield node.lineno, node.module


def project_modules() -> list[tuple[str, Path]]:
    found = []
    for top in ("game", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found.append((".".join(parts), path))
    return found


def violations(module: str, path: Path) -> list[str]:
    allowed = allowed_prefixes(module)
    if allowed is None:
        return []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    wrong = []
    for line, imported in sorted(imports_of(tree, module, path.name == "__init__.py")):
        top = imported.split(".")[0]
        ui_in_rules = top == "pygame" and module.startswith("game")
        ours = top in ("game", "scenes", "assets")
        if imported == "game":  # the package's root holds the app version and nothing else: every layer may
            continue            # read it (the online handshake names it)
        if ui_in_rules or (ours and not any(imported == p or imported.startswith(p + ".") for p in allowed)):
            wrong.append(f"{shown}:{line} imports {imported}")
    return wrong


@pytest.mark.parametrize("layer", ["game", "scenes.engine", "scenes.tables"])
def test_every_module_imports_only_the_layers_below_it(layer: str) -> None:
    problems = [problem for module, path in project_modules()
                if module == layer or module.startswith(layer + ".") for problem in violations(module, path)]
    assert not problems, "\n".join(problems)


def test_the_layer_check_catches_a_table_that_reaches_up_into_the_shell(tmp_path: Path) -> None:
    table = tmp_path / "table.py"
    table.write_text("from typing import TYPE_CHECKING\n"
                     "from scenes.tables.common.table import BaseTable\n"
                     "if TYPE_CHECKING:\n    from scenes.shell.app import Anything\n"
                     "def later():\n    from scenes.shell.results import headline\n"
                     "from ..dindex import look\n")
    assert violations("scenes.tables.demos.table", table) == [
        "table.py:6 imports scenes.shell.results", "table.py:7 imports scenes.tables.dindex"]
    assert violations("scenes.shell.menu", table) == []  # the shell may import anything
