"""What every table of results shares: rows of plain values, a chart, CSV and a DataFrame.

A :class:`~chickenfoot_nb.probability.ReviewTable`, a
:class:`~chickenfoot_nb.probability.Tournament`, a
:class:`~chickenfoot_nb.probability.GameStats` and an
:class:`~chickenfoot_nb.probability.OptionComparison` are each a :class:`Table`:

- ``.rows``: a list of dicts, one per row, the same keys in every row (plain numbers,
  strings and ``None``, full precision);
- ``.plot()``: the table's :class:`~chickenfoot_nb.probability.Chart`;
- ``.to_csv(path)``: the rows as CSV, written to ``path``, or returned as text when ``path``
  is ``None`` (floats rounded to :data:`~chickenfoot_nb.review.PLACES` places, ``None`` as an
  empty cell);
- ``.to_dataframe()``: a :class:`pandas.DataFrame` of the rows, when pandas is installed
  (chickenfoot_nb does not need it; without it the call says so in one sentence).

>>> class Squares(Table):
...     @property
...     def rows(self):
...         return [{"n": n, "square": n * n, "root": n**0.5} for n in (1, 2)]
...     def plot(self):  # a real table draws its Chart here
...         return None
>>> print(Squares().to_csv(), end="")
n,square,root
1,1,1.0
2,4,1.4142
"""

from __future__ import annotations

import csv
import io
from abc import ABC, abstractmethod
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.review import rounded

if TYPE_CHECKING:
    import pandas

    from chickenfoot_nb.probability.plots import Chart


class Table(ABC):
    """A table of results: :attr:`rows`, :meth:`plot`, :meth:`to_csv`, :meth:`to_dataframe`.

    A table says its :attr:`rows` and draws its :meth:`plot`; CSV and the DataFrame follow.
    """

    @property
    @abstractmethod
    def rows(self) -> list[dict[str, Any]]:
        """One dict per row, the same keys in every row."""

    @abstractmethod
    def plot(self) -> Chart:
        """The table's chart (a :class:`~chickenfoot_nb.probability.Chart`)."""

    def to_csv(self, path: str | Path | None = None) -> str | None:
        """The rows as CSV: written to ``path`` (then ``None``), or returned as text without one.

        The header is the rows' keys; floats are rounded to
        :data:`~chickenfoot_nb.review.PLACES` places, ``None`` is an empty cell. A file that
        cannot be written raises a :class:`ChickenFootError` that says why.
        """
        rows = self.rows
        keys = list(dict.fromkeys(k for row in rows for k in row))
        out = io.StringIO()
        writer = csv.DictWriter(out, keys, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rounded(rows))
        text = out.getvalue()
        if path is None:
            return text
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as e:
            raise ChickenFootError(
                _("Cannot write the table to {path}: {reason}.").format(
                    path=path, reason=e.strerror or e
                )
            ) from None
        return None

    def to_dataframe(self) -> pandas.DataFrame:
        """The rows as a :class:`pandas.DataFrame`, one column per key (needs pandas).

        pandas is not a dependency of chickenfoot_nb: without it this raises an
        :class:`ImportError` that says how to install it, or what to use instead.
        """
        try:
            import pandas
        except ImportError:
            raise ImportError(
                _(
                    "to_dataframe() needs pandas, which chickenfoot_nb does not install: "
                    "pip install pandas. Without it, .rows is the same table as a list of dicts, "
                    "and .to_csv() writes it as CSV."
                )
            ) from None
        return pandas.DataFrame(self.rows)
