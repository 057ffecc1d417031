"""No test quits pygame: the tests share their process (one per pytest-xdist worker), and a
font made before `pygame.quit()` is dead after it, in every later test of that worker. A slow
test ending with `pygame.quit()` once failed 882 tests after it ("Invalid font (font module quit
since font created)"). A test that must end the app runs it in a process of its own, or stops
it as `tools/soak.py` does, by the app's own quit."""
from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
QUITS = re.compile(r"^\s*pygame\.(quit|font\.quit|freetype\.quit)\(\)", re.M)


def quitting(folder: Path) -> list[str]:
    """The test files of `folder` that call pygame's quit themselves."""
    return sorted(p.name for p in folder.glob("test_*.py") if QUITS.search(p.read_text("utf-8")))


def test_no_test_quits_pygame():
    assert quitting(TESTS) == []


def test_a_test_that_quits_pygame_is_found(tmp_path):
    (tmp_path / "test_x.py").write_text("def test_x():\n    pygame.quit()\n", "utf-8")
    (tmp_path / "test_y.py").write_text("def test_y():\n    pass  # pygame.quit() is fine\n",
                                        "utf-8")
    assert quitting(tmp_path) == ["test_x.py"]
