"""Click-to-board latency of the GameWidget in JupyterLab, measured in headless Chromium.

A double-nine round for four people at one screen is prepared in a notebook, up to a moment
where the seat to move holds a tile that fits in two places. Then, many times: click that
tile, click one of its lit targets and time from that click to the new board drawn (the
SVG replaced and two animation frames later, so the browser has painted it), then Undo.

Prints one JSON line: ``{"click_to_board_ms": <median>}``; details go to standard error.
Run it with ``python benchmarks/latency.py [--quick]`` (``make bench``); it starts and stops
its own JupyterLab on 127.0.0.1. ``--quick`` takes 3 samples instead of 30: the same steps,
for the suite (``tests/test_benchmarks.py``), not a figure to quote.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from nbbrowser import (  # noqa: E402 - the shared browser helpers live beside the browser tests
    CHROMIUM,
    CHROMIUM_ARGS,
    jupyterlab_server,
    new_page,
    open_in_lab,
    run_all_cells,
)

SAMPLES = 30
QUICK_SAMPLES = 3
#: The board's main picture, the table; the hands and seats are SVGs of their own.
TABLE_SVG = ".bench .cf-board-root .cf-table-area > svg"

SETUP = """\
from chickenfoot_nb import Tile
from chickenfoot_nb.widgets import GameWidget

w = GameWidget("gamerules", players=4, seed=11, seats=["human"] * 4)

def fits_twice(w):
    return any(len(w.game.shown.targets(Tile.parse(t))) > 1 for t in w.game.selectable())

while not fits_twice(w):
    w.step()
w.add_class("bench")
w
"""

# One sample, all inside the page so that no Playwright round trip is timed.
MEASURE = """
async () => {
  const root = document.querySelector(".bench .cf-board-root");
  // board.js swaps the innerHTML of .cf-pictures on every redraw: the table SVG is replaced.
  const pictures = root.querySelector(".cf-pictures");
  const table = () => pictures.querySelector(".cf-table-area > svg");
  const changed = () => new Promise((resolve, reject) => {
    const before = table();
    const seen = new MutationObserver(() => {
      if (table() === before) return;
      seen.disconnect(); resolve();
    });
    seen.observe(pictures, { childList: true });
    setTimeout(() => { seen.disconnect(); reject(new Error("the board did not change")); }, 10000);
  });
  const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const own = ".cf-hand-area .tile.in-hand";
  let tile = null;
  // Names, not elements: every redraw replaces the SVG, so elements found before go stale.
  const names = [...root.querySelectorAll(`${own}.legal`)].map((t) => t.dataset.tile);
  for (const name of names) {
    const el = root.querySelector(`${own}[data-tile="${name}"]`);
    if (!el) continue; // a redraw under load may not have put the hand back yet
    let next = changed(); click(el); await next;
    if (root.querySelector("[data-target]")) { tile = name; break; }
    next = changed(); click(document.querySelector(".bench button.cf-undo")); await next;
  }
  if (tile === null) return null;
  const target = root.querySelector("[data-target]");
  let next = changed();
  const t0 = performance.now();
  click(target);
  await next;
  await painted();
  const ms = performance.now() - t0;
  next = changed(); click(document.querySelector(".bench button.cf-undo")); await next;
  return ms;
}
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 samples: the suite's smoke run")
    args = parser.parse_args()
    samples = QUICK_SAMPLES if args.quick else SAMPLES
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "nb"
        folder.mkdir()
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {
            "name": "python3",
            "display_name": "Python 3",
            "language": "python",
        }
        nb.cells = [nbformat.v4.new_code_cell(SETUP)]
        nbformat.write(nb, folder / "latency.ipynb")
        with jupyterlab_server(folder) as url, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = new_page(browser)
            open_in_lab(page, url, "latency.ipynb")
            run_all_cells(page)
            page.locator(TABLE_SVG).wait_for()
            page.evaluate(MEASURE)  # warm-up: first comm messages, first layout
            times = [t for t in (page.evaluate(MEASURE) for _ in range(samples)) if t is not None]
            browser.close()
    if not times:
        raise SystemExit("no click on a target could be measured")
    median = statistics.median(times)
    p90 = sorted(times)[int(0.9 * (len(times) - 1))]
    print(f"{len(times)} samples: median {median:.1f} ms, p90 {p90:.1f} ms", file=sys.stderr)
    print(json.dumps({"click_to_board_ms": round(median, 1)}))


if __name__ == "__main__":
    main()
