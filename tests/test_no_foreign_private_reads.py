"""No module of the front end reads another class's underscore names: a helper module that works
on a scene, or on the match, goes through their public surface (take_back.py once read and set
`Match._state`, `_before` and `_last_auto`; the table's helper modules read `scene._legal`,
`scene._show` and a dozen more). A module's own classes may share their underscore names with
the functions beside them (controls.py, log_panel.py)."""
from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parent.parent / "scenes"
#: The underscore names of Python's own types (a named tuple's `_replace`).
PYTHONS_OWN = {"_replace", "_asdict", "_fields", "_make"}


def _own_names(tree: ast.AST) -> set[str]:
    """The underscore names a module's classes define: their methods and `self._x` fields."""
    names = set()
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for node in ast.walk(cls):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                    and isinstance(node.value, ast.Name) and node.value.id == "self":
                names.add(node.attr)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node in cls.body:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def foreign_reads(source: str) -> list[str]:
    """Each `thing._name` in `source` that is not its own class's (`self` in a class, `cls`,
    `super()`) nor a name the module's own classes define."""
    tree = ast.parse(source)
    own = _own_names(tree) | PYTHONS_OWN
    in_class: set[int] = set()
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        in_class.update(id(n) for n in ast.walk(cls))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") \
                or node.attr.startswith("__") or node.attr in own:
            continue
        value = node.value
        if isinstance(value, ast.Name) and value.id in ("self", "cls") and id(node) in in_class:
            continue
        if isinstance(value, ast.Call) and getattr(value.func, "id", "") == "super":
            continue
        found.append((node.lineno, f"{node.lineno}: {ast.unparse(node)}"))
    return [read for _line, read in sorted(found)]


def test_no_scene_module_reads_another_class_underscore_names():
    found = {str(p.relative_to(SCENES)): reads for p in sorted(SCENES.rglob("*.py"))
             if (reads := foreign_reads(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_check_sees_a_foreign_read_and_lets_a_module_keep_its_own():
    source = ("class Box:\n    def __init__(self):\n        self._kept = 1\n"
              "    def _peek(self):\n        return self._kept\n"
              "def helper(box, match, row):\n"
              "    return box._kept, box._peek(), match._state, row._replace(a=1)\n"
              "def method_elsewhere(self):\n    return self._legal\n")
    assert foreign_reads(source) == ["7: match._state", "9: self._legal"]
