"""The three layers import one way: engine (standard library) <- renderer <- widgets.

And inside the package, no two parts (the engine, the CLI, each subpackage) import each
other, so that each can be read and tested without the ones above it; and no two modules
import each other, even inside a function, so that each can be read after the ones it uses.
"""

import ast
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ENGINE = [
    "chickenfoot_nb",
    "chickenfoot_nb.tiles",
    "chickenfoot_nb.rules",
    "chickenfoot_nb.round",
    "chickenfoot_nb.match",
    "chickenfoot_nb.record",
    "chickenfoot_nb.bots",
    "chickenfoot_nb.explain",
    "chickenfoot_nb.seat_view",
    "chickenfoot_nb.worlds",
    "chickenfoot_nb.coach",
    "chickenfoot_nb.review",
    "chickenfoot_nb.cli",
    # the puzzles and their proofs (making new ones, puzzles.generate, uses numpy's workers)
    "chickenfoot_nb.puzzles",
    "chickenfoot_nb.puzzles.proof",
]


def imported_after(modules: list[str], extra: str = "") -> set[str]:
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + extra
        + "print(' '.join(sorted(m.split('.')[0] for m in sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_the_engine_imports_neither_svgwrite_nor_widgets_nor_numpy() -> None:
    loaded = imported_after(
        ENGINE, "from chickenfoot_nb import Round\nRound.deal('spruce', 4, seed=1)\n"
    )
    assert not loaded & {"svgwrite", "ipywidgets", "anywidget", "traitlets", "numpy", "matplotlib"}


def test_the_renderer_does_not_import_widgets() -> None:
    loaded = imported_after(["chickenfoot_nb.render"])
    assert "svgwrite" in loaded
    assert not loaded & {"ipywidgets", "anywidget", "traitlets"}


def test_a_game_widget_needs_neither_numpy_nor_matplotlib() -> None:
    # A JupyterLite site may have no numpy: the lessons that only play must still work there.
    loaded = imported_after(
        ["chickenfoot_nb.widgets", "chickenfoot_nb.lessons"],
        "from chickenfoot_nb.widgets import GameWidget\n"
        "w = GameWidget('spruce', 3, seed=4)\nw.step()\nw.step()\nw.game.odds()\n",
    )
    assert "ipywidgets" in loaded
    assert not loaded & {"numpy", "matplotlib"}


# ----- the parts of the package import one way -------------------------------------------

PACKAGE = Path(__file__).parents[1] / "chickenfoot_nb"
#: Jupyter's display hooks (``_repr_svg_``, ``_repr_html_``...) may draw a value with the
#: renderer, as python-chess's ``Board._repr_svg_`` does: the import is inside the hook and
#: the engine works without it.
DISPLAY_HOOK = re.compile(r"_repr_\w+_")


def part(module: str) -> str:
    """The part of the package a module belongs to: a subpackage, the CLI, or the engine.

    >>> part("chickenfoot_nb.render.table"), part("chickenfoot_nb.round"), part("chickenfoot_nb.cli")
    ('render', 'engine', 'cli')
    """
    name = module.split(".")
    if len(name) > 1 and (PACKAGE / name[1]).is_dir():
        return name[1]
    return "cli" if name[1:2] in (["cli"], ["__main__"]) else "engine"


def _is_type_checking(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:``: imports only a type checker runs."""
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(path: Path, module: str, *, types: bool = True) -> Iterator[str]:
    """The package modules that ``path`` imports, leaving out those inside display hooks
    (and those under ``if TYPE_CHECKING:`` unless ``types``).

    ``from package import name`` imports the module ``package.name`` when there is one.
    """
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def visit(node: ast.AST, in_hook: bool) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            hook = in_hook or (
                isinstance(child, ast.FunctionDef) and bool(DISPLAY_HOOK.fullmatch(child.name))
            )
            if hook or (not types and _is_type_checking(child)):
                continue
            if isinstance(child, ast.Import):
                yield from (a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    source = ".".join([*base, *([child.module] if child.module else [])])
                else:
                    source = child.module or ""
                for a in child.names:
                    inner = f"{source}.{a.name}"
                    yield inner if _module_path(inner) is not None else source
            yield from visit(child, hook)

    yield from (m for m in visit(ast.parse(path.read_text()), False) if m.startswith(PACKAGE.name))


def _module_path(module: str) -> Path | None:
    """The file of a package module (a subpackage's ``__init__.py``), or None."""
    base = PACKAGE.parent.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _modules() -> Iterator[tuple[Path, str]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        yield path, module.removesuffix(".__init__")


def part_imports() -> dict[str, set[tuple[str, str]]]:
    """For each part, the other parts it imports, each with a module that does."""
    edges: dict[str, set[tuple[str, str]]] = {}
    for path, module in _modules():
        for target in _imports(path, module):
            a, b = part(module), part(target)
            if a != b:
                edges.setdefault(a, set()).add((b, module))
    return edges


def test_the_parts_of_the_package_import_one_way() -> None:
    """No two parts import each other, even through a third: each can be read alone."""
    edges = part_imports()
    graph = {a: {b for b, _ in out} for a, out in edges.items()}
    cycles = []
    for a, out in sorted(edges.items()):
        for b, module in sorted(out):
            # does b reach a again?
            seen, todo = set(), [b]
            while todo:
                n = todo.pop()
                if n == a:
                    cycles.append(f"{module} ({a}) imports {b}, and {b} leads back to {a}")
                    break
                if n not in seen:
                    seen.add(n)
                    todo.extend(graph.get(n, ()))
    assert not cycles, "\n".join(cycles)


def test_the_layers_stand_in_their_order() -> None:
    """The engine imports only the translations; the renderer only the engine (and them)."""
    graph = {a: {b for b, _ in out} for a, out in part_imports().items()}
    assert graph.get("engine", set()) <= {"i18n"}
    assert graph.get("render", set()) <= {"engine", "i18n"}
    assert "widgets" not in graph.get("probability", set())
    assert "widgets" not in graph.get("puzzles", set())


# ----- no two modules import each other -------------------------------------------------

#: Import cycles between modules not broken yet (issue 41): each must shrink or go, and
#: none may be added. A cycle broken is taken off this list (the test says so).
KNOWN_CYCLES: set[frozenset[str]] = set()


def module_imports() -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports, at its top or inside a
    function: all but display hooks and imports only a type checker runs."""
    return {
        module: {m for m in _imports(path, module, types=False) if m != module}
        for path, module in _modules()
    }


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The groups of modules that import each other, through any path (Tarjan's algorithm).

    >>> sorted(sorted(c) for c in cycles({"a": {"b"}, "b": {"a", "c"}, "c": set()}))
    [['a', 'b']]
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_a_cycle_counts_imports_in_functions_but_not_display_hooks_or_types(
    tmp_path: Path,
) -> None:
    sources = {
        # a imports b inside a function, and b imports a: a cycle
        "a": "def f():\n    from chickenfoot_nb.b import g\n",
        # b names c for a type checker only, and c imports b: no cycle
        "b": "from typing import TYPE_CHECKING\nfrom chickenfoot_nb.a import f\n"
        "if TYPE_CHECKING:\n    from chickenfoot_nb.c import h\n",
        # c draws itself with a, inside a display hook: no cycle
        "c": "from chickenfoot_nb.b import g\ndef _repr_svg_(self):\n    from chickenfoot_nb.a import f\n",
    }
    graph = {}
    for name, text in sources.items():
        path = tmp_path / f"{name}.py"
        path.write_text(text)
        graph[f"chickenfoot_nb.{name}"] = set(_imports(path, f"chickenfoot_nb.{name}", types=False))
    assert cycles(graph) == [frozenset({"chickenfoot_nb.a", "chickenfoot_nb.b"})]


def test_no_two_modules_import_each_other() -> None:
    """Every cycle of imports between modules, function-level imports included, is known."""
    graph = module_imports()
    found = set(cycles(graph))

    def said(group: frozenset[str]) -> str:
        return "; ".join(
            f"{a} imports {b}" for a in sorted(group) for b in sorted(graph[a] & group)
        )

    new = [said(c) for c in found - KNOWN_CYCLES]
    assert not new, "new import cycles:\n" + "\n".join(new)
    gone = [sorted(c) for c in KNOWN_CYCLES - found]
    assert not gone, f"these cycles are broken: take them off KNOWN_CYCLES: {gone}"
