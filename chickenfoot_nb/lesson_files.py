"""The lesson notebooks, shipped inside the package, copied out to a folder a learner owns.

A wheel installed with pip has no ``notebooks/`` folder beside it, so the wheel carries the
lessons (every language, with the ``positions/`` files they open) as
``chickenfoot_nb/notebooks``. ``chickenfoot-nb lessons DIR`` (or :func:`copy_lessons`) writes
them to ``DIR``, laid out as in the repository, ready for ``jupyter lab DIR``. From a
source checkout the repository's own ``notebooks/`` is used.

>>> import tempfile
>>> where = copy_lessons(Path(tempfile.mkdtemp()) / "lessons")
>>> sorted(p.name for p in where.glob("0[01]_*.ipynb"))
['00_start_here.ipynb', '01_tiles_and_sets.ipynb']
>>> (where / "bs" / "06_play.ipynb").exists(), (where / "positions").is_dir()
(True, True)
"""

from __future__ import annotations

import shutil
from pathlib import Path

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _

_PACKAGE = Path(__file__).resolve().parent


def lessons_folder() -> Path:
    """Where the lessons are: inside the installed package, else the source checkout's.

    >>> (lessons_folder() / "00_start_here.ipynb").exists()
    True
    """
    for folder in (_PACKAGE / "notebooks", _PACKAGE.parent / "notebooks"):
        if (folder / "00_start_here.ipynb").exists():
            return folder
    raise ChickenFootError(_("The lessons are not installed with this copy of chickenfoot_nb."))


def copy_lessons(dest: Path) -> Path:
    """Copy every lesson (all languages) and the positions they open into ``dest``.

    ``dest`` must be new or empty: a learner's edited lessons are never overwritten.
    """
    dest = Path(dest)
    if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
        raise ChickenFootError(_("That folder already exists and is not empty; choose a new one."))
    source = lessons_folder()
    shutil.copytree(source, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns("locale", ".*"))
    return dest
