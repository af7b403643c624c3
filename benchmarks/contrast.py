"""Print the WCAG contrast of every colour pair the pictures and the widgets' CSS use.

A Markdown table (theme, pair, colours, ratio, minimum) for a light page and for the dark
pages of JupyterLab and Voila, to paste into a note; the last line is one JSON line with
the weakest pair of each theme. tests/test_contrast.py asserts every minimum.

    PYTHONPATH=. python benchmarks/contrast.py [--quick]

``--quick`` is accepted for the suite's smoke run (``tests/test_benchmarks.py``): the table
takes no time, so it prints the same.
"""

from __future__ import annotations

import argparse
import json

from chickenfoot_nb.render.palette import CONTRAST, DARK_CONTRAST, LIGHT_CONTRAST, contrast_table

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the same table (it is instant)")
    parser.parse_args()
    print(contrast_table())
    weakest = min(CONTRAST, key=lambda p: p.ratio / p.minimum)
    by_theme = {
        theme: min(pairs, key=lambda p: p.ratio / p.minimum)
        for theme, pairs in (("light", LIGHT_CONTRAST), ("dark", DARK_CONTRAST))
    }
    failing = [p.what for p in CONTRAST if p.ratio < p.minimum]
    print(json.dumps({"pairs": len(CONTRAST), "weakest": weakest.what,
                      "ratio": round(weakest.ratio, 2), "minimum": weakest.minimum,
                      "weakest_by_theme": {t: [p.what, round(p.ratio, 2), p.minimum]
                                           for t, p in by_theme.items()},
                      "failing": failing}))  # fmt: skip
