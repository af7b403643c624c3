"""Remember long simulations on disk, so a lesson run again shows its figures at once.

Every simulation of the :mod:`~chickenfoot_nb.probability` package that runs in seeded chunks
(:func:`~chickenfoot_nb.probability.parallel.run_chunks`: bot rounds, tournaments, reviews of
many records, the judge's calibration) gives the same numbers for the same inputs. Once
:func:`remember_in` names a folder, each such run keeps its results there
(:class:`joblib.Memory`), keyed by its task, its jobs and the package's own files: the same
call, in this kernel or another, reads them back instead of playing every round again, and a
changed package never reads an older one's results.

A teacher who runs lesson 10b for a class, or a test suite that runs it in four languages,
computes its 270 reviewed rounds once. ``CHICKENFOOT_REMEMBER=/some/folder`` in the
environment turns it on for every kernel started from there; ``remember_in(None)`` turns it
off.

>>> import tempfile
>>> from chickenfoot_nb.probability.parallel import InlineExecutor, run_chunks
>>> with tempfile.TemporaryDirectory() as folder:
...     remember_in(folder)
...     first = run_chunks(sum, [[1, 2], [3]], sizes=[2, 1], executor=InlineExecutor(),
...                        progress=False)
...     again = run_chunks(sum, [[1, 2], [3]], sizes=[2, 1], progress=False)  # read back
...     remember_in(None)
>>> first, again, remembering()
([3, 3], [3, 3], None)
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["ENVIRONMENT", "remember_in", "remembering"]

#: The environment variable that names the folder every kernel started from it remembers in.
ENVIRONMENT = "CHICKENFOOT_REMEMBER"

_folder: Path | None = Path(os.environ[ENVIRONMENT]) if os.environ.get(ENVIRONMENT) else None


def remember_in(folder: str | os.PathLike[str] | None) -> None:
    """From now on keep the results of long simulations in ``folder`` (made when missing) and
    read them back when the same run comes again; ``None``: compute every run.

    >>> remember_in(None); remembering() is None
    True
    """
    global _folder
    _folder = None if folder is None else Path(folder).expanduser()


def remembering() -> Path | None:
    """The folder long simulations are remembered in now (None: they are not).

    >>> remember_in("~/lessons"); remembering() == Path.home() / "lessons"
    True
    >>> remember_in(None)
    """
    return _folder


@cache
def package_digest() -> str:
    """A digest of every file of the package: results of another version are never read.

    >>> len(package_digest())
    16
    """
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def remembered(run: Callable[..., Any]) -> Callable[..., Any]:
    """``run`` remembered in :func:`remembering`'s folder, or ``run`` itself when none is set.
    The arguments named ``executor``, ``workers``, ``progress`` and ``desc`` say how a run is
    done, never what it finds: they are left out of the key."""
    if _folder is None:
        return run
    from joblib import Memory

    memory = Memory(_folder / f"chickenfoot_nb-{package_digest()}", verbose=0)
    return memory.cache(run, ignore=["executor", "workers", "progress", "desc"])
