"""Build the JupyterLite site: the lessons in any browser, Python run by Pyodide, no server.

    python -m lite.build_site                      # _site/, Pyodide from its CDN (what is published)
    python -m lite.build_site --output DIR --pyodide PYODIDE_DIR --no-pypi --expose-app

The site holds every lesson, its translations (``bs/``, ``sr/``, ``bg/``) and
``notebooks/positions/``, the package's own wheel and the pure-Python wheels it needs (see
:data:`BUNDLED`), and three lab extensions: the Pyodide kernel, the ipywidgets manager and
anywidget. Each lesson's copy starts with one cell that installs the package from those
wheels (``%pip install``, served by piplite); the lessons in ``notebooks/`` stay as they are
for Binder and ``make lab``. numpy and matplotlib are not bundled: they are compiled, and
come from the Pyodide distribution at run time, only for the lessons that import
``chickenfoot_nb.probability``.

The build always starts from a clean staging folder and an emptied output folder: reusing
either lets jupyterlite's task database (``.jupyterlite.doit.db``) skip steps and silently
keep an older ``pyodideUrl``.
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from email.parser import Parser
from importlib.metadata import version
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
#: The Pyodide that jupyterlite-pyodide-kernel 0.8.6 (pinned in pyproject.toml's site extra)
#: runs. They are written here, not imported, so that the site test can prepare a local
#: Pyodide from the test environment, where the kernel's lab extension must not be installed;
#: :func:`build` checks that the installed kernel agrees.
PYODIDE_VERSION = "314.0.6"
PYODIDE_PYTHON_VERSION = "3.14"
HERE = Path(__file__).resolve().parent
LESSONS = ROOT / "notebooks"
#: Compiled packages the lessons take from the Pyodide distribution, never from the site.
FROM_PYODIDE = frozenset({"numpy", "matplotlib"})
#: Pure-Python wheels served by the site: the package's dependencies (and theirs) that the
#: Pyodide kernel does not bring itself. The versions are those of the build environment,
#: so the kernel side of ipywidgets and anywidget matches the lab extensions of the site.
BUNDLED = (
    "svgwrite", "tqdm", "ipywidgets", "anywidget", "psygnal", "comm", "jupyterlab_widgets",
    "fsrs", "joblib",
)  # fmt: skip
#: The lab extensions the site needs, taken from the build environment; others installed
#: there (Voila's, Notebook's) have no server to talk to in a static site.
EXTENSIONS = (
    "@jupyterlite/pyodide-kernel-extension",
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
)
INSTALL_CELL_ID = "jupyterlite-install"


def _run(argv: list[str], cwd: Path | None = None) -> None:
    subprocess.run(argv, cwd=cwd, check=True)


def package_wheel(dest: Path) -> Path:
    """Build chickenfoot_nb's wheel from the working tree into ``dest``; return its path."""
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dest), str(ROOT)])
    (wheel,) = dest.glob("chickenfoot_nb-*.whl")
    return wheel


def pure_wheels(dest: Path) -> list[Path]:
    """Download the :data:`BUNDLED` wheels, at the versions installed here, into ``dest``."""
    pins = [f"{name}=={version(name)}" for name in BUNDLED]
    _run(
        [
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--only-binary=:all:", "--platform=any", "--implementation=py", "--abi=none",
            f"--python-version={PYODIDE_PYTHON_VERSION}", "-d", str(dest), *pins,
        ]
    )  # fmt: skip
    return sorted(dest.glob("*.whl"))


def requirements(wheel: Path) -> list[Requirement]:
    """The run-time requirements (no extras) written in a wheel's metadata."""
    with zipfile.ZipFile(wheel) as z:
        (meta,) = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
        headers = Parser().parsestr(z.read(meta).decode())
    reqs = [Requirement(r) for r in headers.get_all("Requires-Dist") or []]
    return [r for r in reqs if r.marker is None or "extra" not in str(r.marker)]


def install_cell(wheel: Path, needs_pyodide_builds: bool) -> str:
    """The first cell of a lesson's site copy: install the package from the site's wheels.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> wheel = folder / "chickenfoot_nb-0.1.0-py3-none-any.whl"
    >>> with zipfile.ZipFile(wheel, "w") as z:
    ...     z.writestr("chickenfoot_nb-0.1.0.dist-info/METADATA",
    ...                "Name: chickenfoot_nb\\nRequires-Dist: svgwrite\\nRequires-Dist: numpy\\n"
    ...                "Requires-Dist: pytest; extra == 'test'\\n")
    >>> print(install_cell(wheel, needs_pyodide_builds=False).splitlines()[-2:])
    ['%pip install -q --no-deps chickenfoot_nb', '%pip install -q svgwrite']
    >>> install_cell(wheel, needs_pyodide_builds=True).splitlines()[-1]
    '%pip install -q chickenfoot_nb'
    """
    lines = [
        "# In the browser (JupyterLite) the lesson package is installed first, from this site."
    ]
    if needs_pyodide_builds:
        lines += [
            "# numpy and matplotlib come from the Pyodide distribution.",
            "%pip install -q chickenfoot_nb",
        ]
        return "\n".join(lines)
    # Without numpy and matplotlib: a lesson that does not use them need not wait for them.
    rest = [str(r) for r in requirements(wheel) if r.name not in FROM_PYODIDE]
    lines += [
        "%pip install -q --no-deps chickenfoot_nb",
        "%pip install -q " + " ".join(shlex.quote(r) for r in rest),
    ]
    return "\n".join(lines)


def lesson_copy(notebook: Path, dest: Path, wheel: Path) -> None:
    """Write ``notebook`` to ``dest`` with the install cell first, outputs as they were."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    code = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    source = install_cell(wheel, needs_pyodide_builds="chickenfoot_nb.probability" in code)
    cell = {
        "cell_type": "code",
        "execution_count": None,
        "id": INSTALL_CELL_ID,
        "metadata": {"tags": [INSTALL_CELL_ID]},
        "outputs": [],
        "source": source.splitlines(keepends=True),
    }
    nb["cells"].insert(0, cell)
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def stage(lite_dir: Path, args: argparse.Namespace) -> None:
    """Fill ``lite_dir`` with what ``jupyter lite build`` reads: config, wheels, extensions, files."""
    wheels = lite_dir / "pypi"
    wheel = package_wheel(wheels)
    pure_wheels(wheels)

    files = lite_dir / "files"
    files.mkdir()
    for notebook in sorted(LESSONS.glob("*.ipynb")):
        lesson_copy(notebook, files / notebook.name, wheel)
    # The translated lessons sit beside the English ones, as in the repository, so that
    # 00_start_here's links to the other languages and their "../positions/" paths hold.
    for notebook in sorted(LESSONS.glob("*/*.ipynb")):
        if notebook.parent.name == "teacher":
            continue  # the teacher's notebook runs a process pool, which a browser kernel lacks
        (files / notebook.parent.name).mkdir(exist_ok=True)
        lesson_copy(notebook, files / notebook.parent.name / notebook.name, wheel)
    shutil.copytree(LESSONS / "positions", files / "positions")

    labextensions = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    for name in EXTENSIONS:
        shutil.copytree(labextensions / name, lite_dir / "extensions" / name)

    config = json.loads((HERE / "jupyter-lite.json").read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    kernel = data.setdefault("litePluginSettings", {}).setdefault(
        "@jupyterlite/pyodide-kernel-extension:kernel", {}
    )
    if args.no_pypi:
        kernel["disablePyPIFallback"] = True
    if args.expose_app:
        data["exposeAppInBrowser"] = True
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    # Every cell of a lesson stays in the page: a reader (or a screen reader) who scrolls back
    # after Run All finds each output where it was, not a placeholder of a windowed notebook.
    shutil.copy(HERE / "overrides.json", lite_dir / "overrides.json")
    if args.pyodide:
        # The well-known place: jupyterlite copies it and points pyodideUrl at the copy.
        shutil.copytree(args.pyodide, lite_dir / "static" / "pyodide")

    build_config = {
        "LiteBuildConfig": {
            "contents": ["files"],
            "ignore_sys_prefix": ["federated_extensions"],
            "no_sourcemaps": True,
        },
        "FederatedExtensionAddon": {"extra_labextensions_path": [str(lite_dir / "extensions")]},
    }
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps(build_config), encoding="utf-8")


def folder_size(folder: Path) -> int:
    """Bytes in every file under ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(args: argparse.Namespace) -> None:
    """Stage and build the site into ``args.output``, replacing whatever was there."""
    from jupyterlite_pyodide_kernel import constants

    found = (constants.PYODIDE_VERSION, constants.PYODIDE_PYTHON_VERSION)
    if found != (PYODIDE_VERSION, PYODIDE_PYTHON_VERSION):
        raise SystemExit(
            f"jupyterlite-pyodide-kernel runs Pyodide {found[0]} (Python {found[1]}), but "
            f"lite/build_site.py says {PYODIDE_VERSION} (Python {PYODIDE_PYTHON_VERSION}): "
            "change both together with the pin in pyproject.toml"
        )
    output = args.output.resolve()
    shutil.rmtree(output, ignore_errors=True)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="cf-site-") as tmp:
        lite_dir = Path(tmp)
        stage(lite_dir, args)
        _run(
            [
                sys.executable, "-m", "jupyterlite_core", "build",
                "--lite-dir", str(lite_dir), "--output-dir", str(output),
            ],
            cwd=lite_dir,
        )  # fmt: skip
    (output / ".jupyterlite.doit.db").unlink(missing_ok=True)
    summary = {
        "site": str(output),
        "seconds": round(time.monotonic() - start, 1),
        "megabytes": round(folder_size(output) / 1e6, 1),
        "lessons": len(list((output / "files").glob("*.ipynb"))),
    }
    print(json.dumps(summary))


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and build the site."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--output", type=Path, default=ROOT / "_site", help="the site folder (emptied first)"
    )
    parser.add_argument(
        "--pyodide", type=Path, help="a local Pyodide folder to serve instead of the CDN"
    )
    parser.add_argument("--no-pypi", action="store_true", help="piplite never falls back to PyPI")
    parser.add_argument("--expose-app", action="store_true", help="window.jupyterapp, for tests")
    build(parser.parse_args(argv))


if __name__ == "__main__":
    main()
