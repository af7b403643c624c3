"""What ``docs/conf.py`` writes before Sphinx reads: the API pages and the lessons.

Both are made from the package and ``notebooks/`` on every build (and ignored by git), so
that the site cannot drift from either.

>>> from pathlib import Path
>>> [m for m in public_modules() if m.startswith("chickenfoot_nb.render.")][:3]
['chickenfoot_nb.render.aria', 'chickenfoot_nb.render.builder', 'chickenfoot_nb.render.export']
>>> lesson_links(Path("bs/06_play.ipynb"))["lite"]
'https://chickenfoot-nb.github.io/chickenfoot_nb/lab/index.html?path=bs/06_play.ipynb'
"""

from __future__ import annotations

import json
import pkgutil
import shutil
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
REPOSITORY = "chickenfoot-nb/chickenfoot_nb"
BINDER = f"https://mybinder.org/v2/gh/{REPOSITORY}/HEAD?urlpath=lab/tree/notebooks/"
LITE = "https://chickenfoot-nb.github.io/chickenfoot_nb/lab/index.html?path="

#: The language of each lesson folder, its name in that language, and the first cell's words.
LANGUAGES = {
    "": ("English", "Open this lesson on Binder", "or in JupyterLite, in your browser"),
    "bs": ("Bosanski", "Otvori ovu lekciju na Binderu", "ili u JupyterLiteu, u pregledniku"),
    "sr": ("Српски", "Отвори ову лекцију на Binder-у", "или у JupyterLite-у, у прегледачу"),
    "bg": ("Български", "Отвори този урок в Binder", "или в JupyterLite, в браузъра"),
}
#: Modules that are programs, not a library a reader calls.
NOT_API = {"chickenfoot_nb.__main__"}


def version() -> str:
    """The package's version, from its one place: ``pyproject.toml``."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def public_modules() -> list[str]:
    """Every module of the package a reader may import, in name order."""
    import chickenfoot_nb

    found = {"chickenfoot_nb"}
    for info in pkgutil.walk_packages(chickenfoot_nb.__path__, "chickenfoot_nb."):
        if not any(part.startswith("_") for part in info.name.split(".")[1:]):
            found.add(info.name)
    return sorted(found - NOT_API)


def lesson_links(relative: Path) -> dict[str, str]:
    """Where a lesson (a path under ``notebooks/``) opens on Binder and in the JupyterLite site."""
    return {"binder": BINDER + relative.as_posix(), "lite": LITE + relative.as_posix()}


def stage(docs: Path) -> None:
    """Write ``docs/api/`` and ``docs/lessons/`` from the package and ``notebooks/``."""
    _api(docs / "api")
    _lessons(docs / "lessons")


def _fresh(folder: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)


def _api(folder: Path) -> None:
    _fresh(folder)
    modules = public_modules()
    for name in modules:
        title = f"``{name}``"
        (folder / f"{name}.rst").write_text(
            f"{title}\n{'=' * len(title)}\n\n.. automodule:: {name}\n", encoding="utf-8"
        )
    toc = "\n".join(f"   {name}" for name in modules)
    (folder / "index.rst").write_text(
        "API reference\n=============\n\n"
        "Every public module of the package, from its docstrings. The examples in them are\n"
        "run by the test suite (``pytest --doctest-modules``), so they show what the code does.\n\n"
        f".. toctree::\n   :maxdepth: 1\n\n{toc}\n",
        encoding="utf-8",
    )


def _lessons(folder: Path) -> None:
    _fresh(folder)
    shutil.copytree(NOTEBOOKS / "positions", folder / "positions")
    sections = []
    for language, (name, _, _) in LANGUAGES.items():
        lessons = sorted((NOTEBOOKS / language).glob("*.ipynb"))
        for notebook in lessons:
            relative = notebook.relative_to(NOTEBOOKS)
            (folder / relative).parent.mkdir(parents=True, exist_ok=True)
            _copy(notebook, folder / relative, language)
        toc = "\n".join(f"{(Path(language) / n.stem).as_posix()}" for n in lessons)
        sections.append(f"## {name}\n\n```{{toctree}}\n:maxdepth: 1\n:titlesonly:\n\n{toc}\n```\n")
    (folder / "index.md").write_text(
        "# Lessons\n\n"
        "The lessons as the notebooks show them, run once when the site was built. Each opens\n"
        "on Binder (a live JupyterLab) or in the JupyterLite site (Python in your browser) to\n"
        "play with.\n\n" + "\n".join(sections),
        encoding="utf-8",
    )


def _copy(notebook: Path, dest: Path, language: str) -> None:
    """Write ``notebook`` to ``dest`` with a first cell that links to where it runs live."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    links = lesson_links(notebook.relative_to(NOTEBOOKS))
    _, binder, lite = LANGUAGES[language]
    cell = {
        "cell_type": "markdown",
        "id": "cf-docs-links",
        "metadata": {},
        "source": [f"[{binder}]({links['binder']}) · [{lite}]({links['lite']})"],
    }
    nb["cells"].insert(0, cell)
    dest.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
