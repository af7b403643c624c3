"""The three layers import one way: engine (standard library) <- renderer <- widgets.

And inside the package, no two parts (the engine, the CLI, each subpackage) import each
other, so that each can be read and tested without the ones above it.
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


def _imports(path: Path, module: str) -> Iterator[str]:
    """The package modules that ``path`` imports, leaving out those inside display hooks."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def visit(node: ast.AST, in_hook: bool) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            hook = in_hook or (
                isinstance(child, ast.FunctionDef) and bool(DISPLAY_HOOK.fullmatch(child.name))
            )
            if isinstance(child, ast.Import) and not hook:
                yield from (a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom) and not hook:
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    yield ".".join([*base, *([child.module] if child.module else [])])
                else:
                    yield child.module or ""
            yield from visit(child, hook)

    yield from (m for m in visit(ast.parse(path.read_text()), False) if m.startswith(PACKAGE.name))


def part_imports() -> dict[str, set[tuple[str, str]]]:
    """For each part, the other parts it imports, each with a module that does."""
    edges: dict[str, set[tuple[str, str]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        module = module.removesuffix(".__init__")
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
