"""The house limits on code size, checked on the program's own source with `ast`.

Every module under `game/` and `scenes/` (packages included) is held to:

- at most 600 lines (physical lines of the file);
- every function and method at most 80 lines, counted from its `def` line to its last line
  (decorators not counted);
- every function and method at most 25 branches. A branch is one of: an `if` or `elif`
  (each `elif` is an `ast.If` of its own), a `for` or `async for`, a `while`, an `except`
  handler, a `with` or `async with`, a `case` of a `match`, a conditional expression
  (`a if c else b`), and each boolean operator (`a and b or c` counts two: one per `and`/`or`
  between operands). Comprehensions' `for` and `if` clauses are not counted. A nested
  function, lambda or class is not counted in the function around it; nested functions
  are measured on their own.

The test names every offender with its place and its figure.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes")
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 80
MAX_BRANCHES = 25

_ONE_BRANCH = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.ExceptHandler, ast.With,
               ast.AsyncWith, ast.match_case, ast.IfExp)
_OWN_SCOPE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_FUNCTION = (ast.FunctionDef, ast.AsyncFunctionDef)


def modules(root):
    """Every Python file of the program's packages under root, sorted."""
    return sorted(p for package in PACKAGES for p in (root / package).rglob("*.py"))


def branches(function):
    """The branches of one function, by the docstring's count, its nested scopes left out."""
    count = 0
    stack = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        if isinstance(node, _OWN_SCOPE):
            continue
        if isinstance(node, _ONE_BRANCH):
            count += 1
        elif isinstance(node, ast.BoolOp):
            count += len(node.values) - 1
        stack.extend(ast.iter_child_nodes(node))
    return count


def functions(tree):
    """(qualified name, node) for every function and method in a module, nested ones too."""
    found = []

    def walk(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, _FUNCTION):
                name = prefix + child.name
                found.append((name, child))
                walk(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                walk(child, prefix + child.name + ".")
            else:
                walk(child, prefix)

    walk(tree, "")
    return found


def offenders(root=ROOT):
    """Every breach of the limits under root, one line each: where, what and by how much."""
    found = []
    for path in modules(root):
        where = path.relative_to(root).as_posix()
        source = path.read_text(encoding="utf-8")
        lines = len(source.splitlines())
        if lines > MAX_MODULE_LINES:
            found.append(f"{where}: {lines} lines (limit {MAX_MODULE_LINES})")
        for name, node in functions(ast.parse(source, filename=where)):
            length = node.end_lineno - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{where}:{node.lineno} {name}: {length} lines "
                             f"(limit {MAX_FUNCTION_LINES})")
            count = branches(node)
            if count > MAX_BRANCHES:
                found.append(f"{where}:{node.lineno} {name}: {count} branches "
                             f"(limit {MAX_BRANCHES})")
    return found


def test_the_program_keeps_the_size_limits():
    found = offenders()
    assert not found, "over the size limits:\n" + "\n".join(found)


def _measure(source):
    tree = ast.parse(source)
    return {name: (node.end_lineno - node.lineno + 1, branches(node))
            for name, node in functions(tree)}


def test_the_branch_count_counts_what_the_docstring_says():
    source = (
        "def f(x, y):\n"
        "    if x:\n"              # 1
        "        pass\n"
        "    elif y:\n"            # 2
        "        pass\n"
        "    for i in x:\n"        # 3
        "        while y:\n"       # 4
        "            break\n"
        "    try:\n"
        "        pass\n"
        "    except ValueError:\n"  # 5
        "        pass\n"
        "    except KeyError:\n"   # 6
        "        pass\n"
        "    with x:\n"            # 7
        "        pass\n"
        "    match x:\n"
        "        case 1:\n"        # 8
        "            pass\n"
        "        case _:\n"        # 9
        "            pass\n"
        "    z = x and y or x\n"   # 10, 11
        "    w = 1 if x else 2\n"  # 12
        "    v = [i for i in x if i]\n"  # not counted
        "    def g():\n"
        "        if x:\n"          # g's own
        "            pass\n"
        "    return lambda: x if y else z\n"  # the lambda's own
    )
    measured = _measure(source)
    assert measured["f"] == (28, 12)
    assert measured["f.g"] == (3, 1)


def test_methods_are_named_by_their_class():
    measured = _measure("class A:\n    def m(self):\n        return 1\n")
    assert measured == {"A.m": (2, 0)}


def test_a_long_module_and_a_long_branchy_function_are_found(tmp_path):
    (tmp_path / "scenes").mkdir()
    package = tmp_path / "game"
    package.mkdir()
    (package / "long.py").write_text("x = 1\n" * (MAX_MODULE_LINES + 1), encoding="utf-8")
    ifs = max(MAX_BRANCHES, MAX_FUNCTION_LINES // 2) + 1
    body = "".join(f"    if x == {i}:\n        pass\n" for i in range(ifs))
    (package / "branchy.py").write_text("def f(x):\n" + body, encoding="utf-8")
    assert offenders(tmp_path) == [
        f"game/branchy.py:1 f: {2 * ifs + 1} lines (limit {MAX_FUNCTION_LINES})",
        f"game/branchy.py:1 f: {ifs} branches (limit {MAX_BRANCHES})",
        f"game/long.py: {MAX_MODULE_LINES + 1} lines (limit {MAX_MODULE_LINES})",
    ]
