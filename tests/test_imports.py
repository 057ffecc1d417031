"""The program's modules import one way: no module of `game/` or `scenes/` imports, even inside a
function, a module that imports it back (directly or round a longer circle). Imports for type
checking only (`if TYPE_CHECKING:`) do not count: they never run."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes")


def module_files() -> dict[str, Path]:
    """Every module of the program by dotted name (a package by its own name)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _runtime_nodes(tree: ast.AST):
    """Every node except those under `if TYPE_CHECKING:`."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            stack.extend(node.orelse)
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    """The program's modules that `name` imports anywhere in its code."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in _runtime_nodes(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            # `from package import module` imports that module; any other name comes from the
            # package (or module) `base` itself
            for alias in node.names:
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return {m for m in found if m in modules and m != name}


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    return {name: imports_of(name, path, set(files)) for name, path in files.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_the_graph_sees_every_kind_of_import():
    graph = import_graph()
    assert "game.engine" in graph["game"]                     # from .engine import ... in __init__
    assert "scenes.stack" in graph["scenes.ui"]               # from .stack import Scene
    assert "scenes.context" not in graph["scenes.stack"]      # only under TYPE_CHECKING
    assert "scenes.ui" in graph["scenes.crash"]               # from . import ui
    assert "scenes.crash" in graph["scenes.app"]              # inside a function


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_among_the_programs_modules():
    found = cycles(import_graph())
    assert not found, "modules that import each other: " + "; ".join(
        " <-> ".join(group) for group in found)


def screen_of(module: str, screens: set[str]) -> str | None:
    """The screen module that `module` is, or whose package it is part of (the table's rooms):
    the outermost, so a screen inside the table's package (its game log) is the table's too,
    whatever order the set gives (it gave either, by the hash seed)."""
    return min((s for s in screens if module == s or module.startswith(s + ".")), key=len,
               default=None)


def test_screens_open_each_other_by_name_never_by_import():
    from scenes.screens import SCREENS
    screens = {source.partition(":")[0] for source in SCREENS.values()}
    assert screen_of("scenes.table.layout", screens) == "scenes.table"
    assert screen_of("scenes.table.game_log", screens) == "scenes.table"
    crossing = sorted((name, imported) for name, imports in import_graph().items()
                      for imported in imports
                      if screen_of(name, screens) and screen_of(imported, screens)
                      and screen_of(name, screens) != screen_of(imported, screens))
    assert not crossing, crossing


def test_every_screen_in_the_registry_is_there_under_its_own_name():
    import importlib

    from scenes.screens import SCREENS
    for name, source in SCREENS.items():
        module, _, attr = source.partition(":")
        assert getattr(importlib.import_module(module), attr).name == name
