// The Chicken Foot board: draws the SVG from Python and reports clicks and keys.
// One listener on the container (event delegation) survives each redraw of the SVG.

const KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End", "Enter", "Escape"]);

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "cf-board-root";
  root.tabIndex = 0; // focusable, so that the keyboard reaches the board
  root.setAttribute("role", "application");
  el.appendChild(root);
  let count = 0;

  const send = (event) => {
    const last = model.get("event") || {};
    count = Math.max(count, last.n || 0) + 1;
    model.set("event", { ...event, n: count });
    model.save_changes();
  };

  const draw = () => {
    root.innerHTML = model.get("svg");
    root.setAttribute("aria-label", model.get("label"));
  };

  root.addEventListener("click", (e) => {
    const target = e.target.closest("[data-target]");
    if (target && root.contains(target)) {
      send({ kind: "target", on: target.dataset.target });
      return;
    }
    const tile = e.target.closest(".tile");
    if (!tile || !root.contains(tile)) return;
    if (tile.dataset.tile) {
      const kind = tile.classList.contains("in-hand") ? "tile" : "table";
      send({ kind, tile: tile.dataset.tile });
    } else if (tile.dataset.seat !== undefined) {
      send({ kind: "hidden", seat: Number(tile.dataset.seat) });
    }
  });


  root.addEventListener("keydown", (e) => {
    if (!KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    // The notebook must not also see Enter (edit mode) or the arrows (move between cells).
    e.preventDefault();
    e.stopPropagation();
    send({ kind: "key", key: e.key });
  });

  model.on("change:svg", draw);
  model.on("change:label", draw);
  draw();
  return () => {
    model.off("change:svg", draw);
    model.off("change:label", draw);
  };
}

export default { render };
