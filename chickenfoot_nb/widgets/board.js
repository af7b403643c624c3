// The Chicken Foot board: shows the pictures from Python and reports clicks and keys.
//
// One listener on the container (event delegation) survives each redraw. The keyboard
// plays a whole round: arrows move among your hand's tiles (one Tab stop: a roving
// tabindex), Enter or Space picks one, arrows move among its lit places, Enter plays,
// Escape goes back. Zoom and pan live here only: Python never hears of them. Python may
// open a table on part of it (the "frame", a viewBox, and "opened", which counts tables):
// the board shows the frame and says so; Fit and 0 show the whole table.

const COMMAND_KEYS = new Set(["d", "p", "s", "u", "r", "h", "n", "v", "y", "Home", "End", "PageUp", "PageDown"]);
const MOVE_KEYS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
const ZOOM_STEP = 1.25;
const ZOOM_KEYS = new Set(["+", "=", "-", "−", "0"]);

/** Whether the board answers ``key`` (a one-character key lower-cased) pressed on its own. */
function boardKey(key) {
  return key in MOVE_KEYS || key === "Enter" || key === " " || key === "Escape" ||
    ZOOM_KEYS.has(key) || COMMAND_KEYS.has(key);
}

function keyName(e) {
  return e.key.length === 1 ? e.key.toLowerCase() : e.key;
}
// The words come from Python (the board's "words", in the language spoken): none live here.

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "cf-board-root";
  root.setAttribute("role", "group");
  el.appendChild(root);

  const pictures = document.createElement("div");
  pictures.className = "cf-pictures";
  root.appendChild(pictures);

  const zoomBar = document.createElement("div");
  zoomBar.className = "cf-zoom";
  zoomBar.setAttribute("role", "group");
  const said = (key) => (model.get("words") || {})[key] || "";
  const zoomButtons = [];
  // text and label are keys of the words; the key pressed is the same in every language.
  const zoomButton = (cls, text, label, key, fn) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "cf-zoom-" + cls;
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      fn();
    });
    zoomBar.appendChild(b);
    zoomButtons.push([b, text, label, key]);
    return b;
  };

  // Two live regions: the moves (polite) and refusals (assertive, said at once).
  const polite = document.createElement("div");
  polite.className = "cf-live cf-visually-hidden";
  polite.setAttribute("role", "status");
  polite.setAttribute("aria-live", "polite");
  const urgent = document.createElement("div");
  urgent.className = "cf-alert cf-visually-hidden";
  urgent.setAttribute("role", "alert");
  // A third, for the view: a table opened on part of it is said beside the game's message.
  const viewSaid = document.createElement("div");
  viewSaid.className = "cf-view-said cf-visually-hidden";
  viewSaid.setAttribute("role", "status");
  viewSaid.setAttribute("aria-live", "polite");
  root.appendChild(polite);
  root.appendChild(urgent);
  root.appendChild(viewSaid);

  let zoom = null; // null: the whole table fits; else the viewBox [x, y, w, h] shown
  // What the view is: "whole", "frame" (as the table opened) or "moved" (zoomed, dragged).
  let view = "whole";
  let natural = null; // the table picture's own viewBox
  let current = null; // data-tile (or data-target) of the element that holds the Tab stop
  let mode = "hand"; // "hand" or "targets"
  let focusWanted = false; // the keyboard was here: keep it here after a redraw
  // ... unless the reader has since moved on to something else (a panel, a button): a
  // redraw must not pull the focus back from there.
  root.addEventListener("focusout", (e) => {
    if (e.relatedTarget && !root.contains(e.relatedTarget)) focusWanted = false;
  });
  let lastAnnounced = 0;
  let suppressClickUntil = 0;

  // Each click or key is its own message: a synced trait set twice while the kernel is
  // busy would be sent once, with the last value only (the widgets' message throttle), and
  // a key pressed quickly after another would be lost. Python numbers them.
  const send = (event) => model.send(event);

  const tableSvg = () => pictures.querySelector(".cf-table-area > svg");
  const handTiles = () => [
    ...pictures.querySelectorAll(".cf-hand-area .tile.in-hand[data-tile]"),
  ];
  const targets = () => [...pictures.querySelectorAll("[data-target]")];
  const keyOf = (node) => node.dataset.tile || node.dataset.target;
  const group = () => (mode === "targets" ? targets() : handTiles());

  const applyZoom = () => {
    const svg = tableSvg();
    if (!svg || !natural) return;
    const box = zoom || natural;
    svg.setAttribute("viewBox", box.map((v) => v.toFixed(2)).join(" "));
    root.classList.toggle("cf-zoomed", zoom !== null);
  };

  const sayView = (key) => {
    viewSaid.textContent = "";
    setTimeout(() => {
      viewSaid.textContent = said(key);
    }, 30);
  };

  const setView = (now) => {
    view = now;
    root.dataset.view = now;
  };

  const zoomBy = (factor, cx, cy) => {
    if (!natural) return;
    const [x, y, w, h] = zoom || natural;
    const nw = Math.min(natural[2] * 1.5, Math.max(natural[2] / 12, w / factor));
    const nh = (nw * h) / w;
    const px = cx === undefined ? x + w / 2 : cx;
    const py = cy === undefined ? y + h / 2 : cy;
    zoom = [px - ((px - x) * nw) / w, py - ((py - y) * nh) / h, nw, nh];
    setView("moved");
    applyZoom();
  };

  const fit = () => {
    const was = view;
    zoom = null;
    root.classList.remove("cf-framed");
    setView("whole");
    applyZoom();
    if (was !== "whole") sayView("whole");
  };

  // A new table (or a new frame for it) opens on its frame, whatever the view was.
  const openFrame = () => {
    const frame = model.get("frame");
    zoom = frame && frame.length === 4 ? frame.slice() : null;
    root.classList.toggle("cf-framed", zoom !== null); // the picture fills its room (board.css)
    setView(zoom ? "frame" : "whole");
    applyZoom();
    if (zoom) sayView("framed");
  };
  // Python sets "frame" and "opened" together: open once for both.
  let opening = false;
  const openSoon = () => {
    if (opening) return;
    opening = true;
    queueMicrotask(() => {
      opening = false;
      openFrame();
    });
  };

  zoomButton("zoom", null, "zoom_in", "+", () => zoomBy(ZOOM_STEP));
  zoomButton("zoom", null, "zoom_out", "−", () => zoomBy(1 / ZOOM_STEP));
  zoomButton("fit", "fit", "fit_label", "0", fit);

  // Say every word of the script again, and mark the language, when Python changes them.
  const sayWords = () => {
    const lang = model.get("lang") || "en";
    for (const node of [root, polite, urgent, viewSaid]) node.setAttribute("lang", lang);
    zoomBar.setAttribute("aria-label", said("zoom"));
    zoomBar.title = said("zoom_help");
    for (const [b, text, label, key] of zoomButtons) {
      b.textContent = text ? said(text) : key;
      b.setAttribute("aria-label", said(label));
      b.title = `${said(label)} (${key})`;
    }
    if (game) {
      game.setAttribute("lang", lang);
      if (game.dataset.cfNamed) {
        const is = (cls) => game.classList.contains(cls);
        const name = is("cf-puzzle") ? "puzzle" : is("cf-game") ? "game" : "explorer";
        game.setAttribute("aria-label", said(name));
      }
      nameSliders();
    }
  };

  const svgPoint = (svg, clientX, clientY) => {
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  };

  // The roving tabindex: one element of the current group takes Tab, the rest -1.
  const rove = (focus) => {
    const all = [...handTiles(), ...targets()];
    for (const node of all) node.setAttribute("tabindex", "-1");
    let items = group();
    if (mode === "targets" && items.length === 0) {
      mode = "hand";
      items = group();
    }
    if (items.length === 0) {
      root.tabIndex = 0;
      if (focus) root.focus({ preventScroll: true });
      return;
    }
    root.tabIndex = -1;
    let node = items.find((n) => keyOf(n) === current);
    if (!node) node = items.find((n) => n.classList.contains("legal")) || items[0];
    current = keyOf(node);
    node.setAttribute("tabindex", "0");
    if (focus) node.focus({ preventScroll: false });
  };

  const draw = () => {
    const hadFocus = root.contains(document.activeElement) || focusWanted;
    // Keys pressed while the pictures are swapped must not fall to the page: hold the focus
    // on the board itself until the new tile takes it.
    if (hadFocus && document.activeElement !== root) {
      if (root.tabIndex < 0) root.tabIndex = -1;
      root.focus({ preventScroll: true });
    }
    pictures.innerHTML = model.get("html");
    root.setAttribute("aria-label", model.get("label"));
    const area = pictures.querySelector(".cf-table-area");
    if (area) area.appendChild(zoomBar);
    const svg = tableSvg();
    natural = svg ? svg.getAttribute("viewBox").split(/[ ,]+/).map(Number) : null;
    applyZoom();
    // A tile just picked lights its places: the keyboard goes there; none lit: the hand.
    mode = targets().length > 0 ? "targets" : "hand";
    if (mode === "targets" && !targets().some((n) => keyOf(n) === current)) current = null;
    rove(hadFocus);
    focusWanted = false;
  };

  const announce = () => {
    const a = model.get("announce") || {};
    if (!a.text || a.n === lastAnnounced) return;
    lastAnnounced = a.n;
    const region = a.kind === "refused" || a.kind === "error" ? urgent : polite;
    // The same words twice are still two messages: empty the region, then fill it.
    region.textContent = "";
    setTimeout(() => {
      region.textContent = a.text;
    }, 30);
  };

  root.addEventListener("click", (e) => {
    if (performance.now() < suppressClickUntil) return; // the end of a drag, not a click
    const target = e.target.closest("[data-target]");
    if (target && root.contains(target)) {
      send({ kind: "target", on: target.dataset.target });
      return;
    }
    const tile = e.target.closest(".tile");
    if (!tile || !root.contains(tile)) return;
    if (tile.dataset.tile) {
      const kind = tile.classList.contains("in-hand") ? "tile" : "table";
      if (kind === "tile") current = tile.dataset.tile;
      send({ kind, tile: tile.dataset.tile });
    } else if (tile.dataset.seat !== undefined) {
      send({ kind: "hidden", seat: Number(tile.dataset.seat) });
    }
  });

  // Notebook 7 reads its shortcuts as a keydown goes down the page (capture), before the
  // board hears it, so an arrow would move between cells, not tiles. Lumino skips its
  // shortcuts for a key whose target is marked [data-lm-suppress-shortcuts]: a listener on
  // the window, which hears the key first of all, marks the target for the keys the board
  // answers, for as long as the event lasts. (JupyterLab and Voila read shortcuts on the
  // way up, after the board has stopped the keys it answers.)
  const claimKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !root.contains(e.target)) return;
    if (!boardKey(keyName(e))) return;
    const node = e.target; // Lumino reads the mark from the key's target up
    node.setAttribute("data-lm-suppress-shortcuts", "true");
    setTimeout(() => node.removeAttribute("data-lm-suppress-shortcuts"), 0);
  };
  window.addEventListener("keydown", claimKey, true);

  root.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const key = keyName(e);
    let handled = true;
    if (key in MOVE_KEYS) {
      const items = group();
      if (items.length) {
        let i = items.findIndex((n) => keyOf(n) === current);
        i = (i + MOVE_KEYS[key] + items.length) % items.length;
        current = keyOf(items[i]);
        rove(true);
      }
    } else if (key === "Enter" || key === " ") {
      const node = document.activeElement;
      if (node && node.dataset && node.dataset.target !== undefined && root.contains(node)) {
        focusWanted = true;
        send({ kind: "target", on: node.dataset.target });
      } else if (node && node.dataset && node.dataset.tile && root.contains(node)) {
        focusWanted = true;
        current = node.dataset.tile;
        send({ kind: "tile", tile: node.dataset.tile });
      } else {
        handled = false;
      }
    } else if (key === "Escape") {
      focusWanted = true;
      send({ kind: "key", key: "Escape" });
    } else if (key === "+" || key === "=") {
      zoomBy(ZOOM_STEP);
    } else if (key === "-" || key === "−") {
      zoomBy(1 / ZOOM_STEP);
    } else if (key === "0") {
      fit();
    } else if (COMMAND_KEYS.has(key)) {
      focusWanted = true;
      send({ kind: "key", key });
    } else {
      handled = false;
    }
    if (handled) {
      // The notebook must not also see these keys (edit mode, moving between cells).
      e.preventDefault();
      e.stopPropagation();
    }
  });

  // Pinch (a wheel with ctrlKey in Chromium) or Ctrl+wheel zooms about the pointer; once
  // zoomed in, the plain wheel zooms too. At fit size a plain wheel scrolls the page.
  root.addEventListener(
    "wheel",
    (e) => {
      const svg = tableSvg();
      if (!svg || !svg.contains(e.target) || (!e.ctrlKey && zoom === null)) return;
      e.preventDefault();
      const p = svgPoint(svg, e.clientX, e.clientY);
      if (p) zoomBy(Math.exp(-e.deltaY * 0.004), p[0], p[1]);
    },
    { passive: false },
  );

  // Drag to pan (one pointer), pinch with two.
  const pointers = new Map();
  let start = null;
  root.addEventListener("pointerdown", (e) => {
    const svg = tableSvg();
    if (!svg || !svg.contains(e.target) || e.target.closest("[data-target]")) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    start = { box: (zoom || natural).slice(), points: new Map(pointers), moved: false };
  });
  root.addEventListener("pointermove", (e) => {
    if (!start || !pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    const svg = tableSvg();
    const m = svg && svg.getScreenCTM();
    if (!m) return;
    const [first] = start.points.keys();
    const [x0, y0] = start.points.get(first);
    const [x1, y1] = pointers.get(first) || [x0, y0];
    if (Math.hypot(x1 - x0, y1 - y0) > 4) start.moved = true;
    if (!start.moved) return;
    const [bx, by, bw, bh] = start.box;
    if (pointers.size >= 2 && start.points.size >= 2) {
      const [a, b] = [...pointers.values()];
      const [a0, b0] = [...start.points.values()];
      const ratio = Math.hypot(a[0] - b[0], a[1] - b[1]) / Math.max(1, Math.hypot(a0[0] - b0[0], a0[1] - b0[1]));
      zoom = start.box.slice();
      zoomBy(ratio);
      return;
    }
    zoom = [bx - (x1 - x0) / m.a, by - (y1 - y0) / m.d, bw, bh];
    setView("moved");
    applyZoom();
  });
  const endDrag = (e) => {
    if (start && start.moved) suppressClickUntil = performance.now() + 80;
    pointers.delete(e.pointerId);
    if (pointers.size === 0) start = null;
  };
  root.addEventListener("pointerup", endDrag);
  root.addEventListener("pointercancel", endDrag);

  // The board is put in its game only after it is drawn: find the game once it is there.
  let game = null;
  let lastFocused = null;
  // ipywidgets' slider handle has no name of its own: give it the slider's label.
  const nameSliders = () => {
    const handles = game.querySelectorAll(".cf-slider .noUi-handle");
    for (const h of handles) {
      const label = h.closest(".cf-slider").querySelector(".widget-label");
      const words = label && label.textContent.trim() ? label.textContent.trim() : said("step");
      h.setAttribute("aria-label", said("slider").replace("{name}", words));
    }
    return handles.length > 0;
  };
  const joinGame = (tries) => {
    game = el.closest(".cf-game, .cf-explorer");
    if (!game) {
      if (tries > 0) setTimeout(() => joinGame(tries - 1), 100);
      return;
    }
    if (!game.getAttribute("role")) {
      game.setAttribute("role", "region");
      game.dataset.cfNamed = "1"; // this board names its game, and names it again in each language
    }
    sayWords();
    game.addEventListener("focusin", (e) => {
      lastFocused = e.target;
    });
    if (!nameSliders()) {
      const watcher = new MutationObserver(() => {
        if (nameSliders()) watcher.disconnect();
      });
      watcher.observe(game, { childList: true, subtree: true });
    }
  };
  joinGame(100);

  // A button that disables itself after a press (Draw, Pass) drops focus to the page: bring
  // it back to the hand, the next thing a player does. A click elsewhere is left alone.
  const keepFocus = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || active.disabled;
    const was = lastFocused;
    if (lost && was && (was.disabled || !was.isConnected)) rove(true);
  };
  model.on("change:html", () => setTimeout(keepFocus, 150));

  // A new label is only a new name: redrawing the pictures for it would replace every tile
  // under a finger or a pointer (a tap that waits for a stable tile would wait again).
  const relabel = () => root.setAttribute("aria-label", model.get("label"));
  model.on("change:html", draw);
  model.on("change:label", relabel);
  model.on("change:announce", announce);
  model.on("change:words", sayWords);
  model.on("change:lang", sayWords);
  model.on("change:frame", openSoon);
  model.on("change:opened", openSoon);
  sayWords();
  openFrame();
  draw();
  return () => {
    window.removeEventListener("keydown", claimKey, true);
    model.off("change:html", draw);
    model.off("change:label", relabel);
    model.off("change:announce", announce);
    model.off("change:words", sayWords);
    model.off("change:lang", sayWords);
    model.off("change:frame", openSoon);
    model.off("change:opened", openSoon);
  };
}

export default { render };
