"""Sphinx configuration of the documentation site (``make docs``).

The site has three parts: the pages already in ``docs/`` (rules, record format, review,
puzzles, translating), an API reference written from the package's docstrings (one page per
public module, made here at build time), and the lessons in every language, rendered with
their outputs by myst-nb. Both are written by ``docs/staging.py`` (into ``api/`` and
``lessons/``, ignored by git); the lessons are laid out as the repository lays them out (translations in ``bs/``, ``sr/``, ``bg/`` beside the English
ones, ``positions/`` shared) so that their links and file paths hold, each with a first cell
that opens it on Binder and in the JupyterLite site.

``CHICKENFOOT_DOCS_EXECUTE=off`` renders the lessons without running them (the suite's quick
build); the default runs every lesson once and caches the outputs in ``.cache/docs``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(DOCS))

import staging  # noqa: E402  (docs/ must be importable first)

project = "chickenfoot_nb"
author = "the chickenfoot_nb authors"
copyright = "2026, " + author
release = staging.version()

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
]
exclude_patterns = ["_build", "README.md", "**/.ipynb_checkpoints", "jupyter_execute"]
staging.stage(DOCS)

html_theme = "furo"
html_title = f"chickenfoot_nb {release}"
html_static_path: list[str] = []

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
nb_execution_mode = os.environ.get("CHICKENFOOT_DOCS_EXECUTE", "cache")
nb_execution_cache_path = str(ROOT / ".cache" / "docs")
nb_execution_timeout = 600
nb_execution_raise_on_error = True
nb_execution_show_tb = True
# The lessons' code is the lesson: a reader sees it; widget state is kept for the HTML page.
nb_merge_streams = True

autodoc_default_options = {"members": True, "ignore-module-all": True, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_class_signature = "separated"
nitpicky = False
# One entry per page in the navigation, not one per function: furo draws the whole tree on
# every page, and a tree of every object made the build five times slower.
toc_object_entries = False
suppress_warnings = ["myst.header"]


def setup(app: object) -> None:
    """Read matplotlib's ``:mpltype:`` role (in the docstrings our figures inherit) as code."""
    from docutils import nodes

    def mpltype(name, rawtext, text, lineno, inliner, options=None, content=None):  # noqa: ANN001, ANN202
        return [nodes.literal(rawtext, text)], []

    app.add_role("mpltype", mpltype)  # type: ignore[attr-defined]

    def collapsed_navigation(app, pagename, templatename, context, doctree):  # noqa: ANN001, ANN202, ARG001
        # furo writes the whole site's tree, every branch open, into every page: with the
        # API's and the four languages' lessons that is most of each page and of the build.
        # Only the branch of the page being read is written out; the others stay one click
        # away (their top page).
        toctree = context.get("toctree")
        if toctree is not None:
            context["toctree"] = lambda **kwargs: toctree(**{**kwargs, "collapse": True})

    # before furo's own handler (priority 500), which asks for the tree
    app.connect("html-page-context", collapsed_navigation, priority=400)  # type: ignore[attr-defined]
