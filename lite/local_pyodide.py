"""A local Pyodide for a site that must not reach a CDN: the runtime from npm, wheels from PyPI.

The npm package ``pyodide`` ships the runtime and ``pyodide-lock.json`` but none of the
package wheels the lock file lists. :func:`prepare` fills in the pure-Python ones that the
kernel needs to start (micropip, IPython and its dependencies, jedi, ...) and that the lessons
need (svgwrite, traitlets, ...), downloaded from PyPI at the versions the lock file names,
and rewrites their lock entries: PyPI's files have other names and hashes than Pyodide's
copies. Compiled packages (numpy, matplotlib) stay listed but absent, so loading them fails
the way it fails with no network.

    python -m lite.local_pyodide .cache/site   # prints the folder to pass to --pyodide
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from lite.build_site import BUNDLED, FROM_PYODIDE, PYODIDE_PYTHON_VERSION, PYODIDE_VERSION, ROOT

#: What the Pyodide kernel loads from the lock file as it starts (the rest comes from piplite).
KERNEL_START_UP = ("micropip", "ipython", "jedi")
LOCK = "pyodide-lock.json"
STAMP = ".prepared.json"


def closure(lock: dict, roots: Iterable[str]) -> list[str]:
    """The lock file's names of ``roots`` and everything they depend on, roots not in it left out.

    >>> lock = {"packages": {"a": {"depends": ["b"]}, "b": {"depends": []}, "c": {"depends": []}}}
    >>> closure(lock, ["A", "x"])
    ['a', 'b']
    """
    packages = lock["packages"]
    names = {canonicalize_name(n): n for n in packages}
    todo = [names[canonicalize_name(r)] for r in roots if canonicalize_name(r) in names]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += [names[canonicalize_name(d)] for d in packages[name]["depends"]]
    return sorted(seen)


def lesson_roots() -> set[str]:
    """What the lessons may load: the package's requirements and the bundled wheels' own.

    numpy and matplotlib are left out: they are compiled, PyPI has no wheel Pyodide can use.
    """
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = [Requirement(r) for r in project["dependencies"]]
    for name in BUNDLED:
        reqs += [Requirement(r) for r in metadata.requires(name) or []]
    runtime = {r.name for r in reqs if r.marker is None or "extra" not in str(r.marker)}
    return (runtime | set(BUNDLED)) - FROM_PYODIDE


def _npm_runtime(dest: Path) -> None:
    """Unpack the npm package ``pyodide`` at the version the kernel expects into ``dest``."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            ["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tmp],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        (tarball,) = Path(tmp).glob("pyodide-*.tgz")
        with tarfile.open(tarball) as tar:
            tar.extractall(tmp, filter="data")
        shutil.copytree(Path(tmp) / "package", dest)


def _download(pins: list[str], dest: Path) -> None:
    subprocess.run(
        [
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--only-binary=:all:", "--platform=any", "--implementation=py", "--abi=none",
            f"--python-version={PYODIDE_PYTHON_VERSION}", "-d", str(dest), *pins,
        ],
        check=True,
    )  # fmt: skip


def prepare(cache: Path, roots: Iterable[str]) -> Path:
    """A Pyodide folder under ``cache`` that serves ``roots`` and the kernel's start-up offline.

    Reuses an earlier folder made for the same Pyodide version and the same packages. The
    folder is made beside its place and renamed into it, under a lock file, so that two
    processes (pytest-xdist workers, a build beside a test) never see a half-made folder and an
    interrupted run leaves nothing that a later one trips on.
    """
    folder = cache / f"pyodide-{PYODIDE_VERSION}" / "pyodide"
    wanted = sorted(set(roots) | set(KERNEL_START_UP))
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.parent / ".lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        stamp = folder / STAMP
        if stamp.exists() and json.loads(stamp.read_text()) == wanted:
            return folder
        fresh = Path(tempfile.mkdtemp(prefix="pyodide-", dir=folder.parent))
        try:
            _fill(fresh / "pyodide", wanted)
            if folder.exists():
                shutil.rmtree(folder)
            os.replace(fresh / "pyodide", folder)
        finally:
            shutil.rmtree(fresh, ignore_errors=True)
    return folder


def _fill(folder: Path, wanted: list[str]) -> None:
    """Unpack the runtime into ``folder`` and add the pure-Python wheels ``wanted`` needs."""
    _npm_runtime(folder)
    lock = json.loads((folder / LOCK).read_text(encoding="utf-8"))
    pure = [
        n
        for n in closure(lock, wanted)
        if lock["packages"][n]["file_name"].endswith("-none-any.whl")
    ]
    _download([f"{n}=={lock['packages'][n]['version']}" for n in pure], folder)
    downloaded = {
        canonicalize_name(parse_wheel_filename(w.name)[0]): w for w in folder.glob("*.whl")
    }
    for name in pure:
        wheel = downloaded[canonicalize_name(name)]
        entry = lock["packages"][name]
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    (folder / LOCK).write_text(json.dumps(lock), encoding="utf-8")
    (folder / STAMP).write_text(json.dumps(wanted))


def main(argv: list[str] | None = None) -> None:
    """Prepare a local Pyodide for the lessons' wheels and print its folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cache", type=Path, help="where to keep the prepared Pyodide")
    args = parser.parse_args(argv)
    print(prepare(args.cache, lesson_roots()))


if __name__ == "__main__":
    main()
