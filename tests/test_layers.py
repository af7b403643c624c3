"""The three layers import one way: engine (standard library) <- renderer <- widgets."""

import subprocess
import sys

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
