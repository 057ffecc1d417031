"""The session (scenes/session: the match, saves, settings, remembered setups) is what the screens
stand on: it never imports a screen. The remembered setups once took their default names from
the setup screen's module (`from ..setup_seats import DEFAULT_NAMES`)."""
from __future__ import annotations

import ast
from pathlib import Path

SESSION = Path(__file__).resolve().parent.parent / "scenes" / "session"
#: What of scenes/ outside the session it may use: the one helper that loads assets.
ALLOWED = {"assets"}


def _scenes_imports(path: Path) -> set[str]:
    """The modules of scenes/ outside the session that `path` imports (relative or absolute)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 2:
                names = [module] if module else [a.name for a in node.names]
                found.update(n.split(".")[0] for n in names)
            elif node.level == 0 and module.startswith("scenes.") \
                    and not module.startswith("scenes.session"):
                found.add(module.split(".")[1])
        elif isinstance(node, ast.Import):
            found.update(a.name.split(".")[1] for a in node.names
                         if a.name.startswith("scenes.")
                         and not a.name.startswith("scenes.session"))
    return found


def test_no_session_module_imports_a_screen():
    offending = {p.name: sorted(_scenes_imports(p) - ALLOWED)
                 for p in sorted(SESSION.glob("*.py"))}
    assert {name: mods for name, mods in offending.items() if mods} == {}


def test_the_check_sees_a_screen_imported(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("from ..setup_seats import DEFAULT_NAMES\nfrom .levels import x\n"
                      "import scenes.setup\nfrom scenes.session import match\n")
    assert _scenes_imports(module) == {"setup_seats", "setup"}
