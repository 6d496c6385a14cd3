"""What a module imports, read from its source (nothing is run): for the tests of the layout rules."""

from __future__ import annotations

import ast
from pathlib import Path


def imported_modules(path: Path) -> set[str]:
    """Absolute module names ``path`` imports: ``import x``, ``from x import y``, ``__import__("x")``
    and ``import_module("x")`` (relative imports stay inside the package and are left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif isinstance(node, ast.Call) and _called_name(node.func) in ("__import__", "import_module"):
            names.update(arg.value for arg in node.args[:1] if isinstance(arg, ast.Constant))
    return names


def _called_name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def top_level(name: str) -> str:
    """The package a module name belongs to: ``engine`` for ``engine.cards``."""
    return name.split(".")[0]
