"""Print the WCAG contrast of every colour pair the pictures and the widgets' CSS use.

A Markdown table (pair, colours, ratio, minimum) to paste into a note; the last line is
one JSON line with the weakest pair. tests/test_contrast.py asserts every minimum.

    PYTHONPATH=. python benchmarks/contrast.py
"""

from __future__ import annotations

import json

from chickenfoot_nb.render.palette import CONTRAST, contrast_table

if __name__ == "__main__":
    print(contrast_table())
    weakest = min(CONTRAST, key=lambda p: p.ratio / p.minimum)
    failing = [p.what for p in CONTRAST if p.ratio < p.minimum]
    print(json.dumps({"pairs": len(CONTRAST), "weakest": weakest.what,
                      "ratio": round(weakest.ratio, 2), "minimum": weakest.minimum,
                      "failing": failing}))  # fmt: skip
