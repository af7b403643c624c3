// The review panel: a chart whose marks are buttons, and the list of decisions, each a button.
// Choosing one sends {kind: "jump", step} to Python; Stop sends {kind: "stop"}. The words come
// from Python ("words", in the language spoken): none live here.

const KEEP_KEYS = new Set(["Enter", " ", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "cf-review-panel";
  el.appendChild(root);
  const said = (key) => (model.get("words") || {})[key] || "";
  const jump = (step) => model.send({ kind: "jump", step });
  // JupyterLab's command mode acts on these keys: inside the panel they belong to the panel.
  root.addEventListener("keydown", (e) => {
    if (KEEP_KEYS.has(e.key)) e.stopPropagation();
  });
  // Notebook 7 reads its shortcuts on the way down the page (capture), before the panel
  // hears them: for these keys a listener on the window, which hears a key first, marks its
  // target [data-lm-suppress-shortcuts] (Lumino then skips its shortcuts) for the event.
  const claimKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !KEEP_KEYS.has(e.key)) return;
    if (!root.contains(e.target)) return;
    const node = e.target;
    node.setAttribute("data-lm-suppress-shortcuts", "true");
    setTimeout(() => node.removeAttribute("data-lm-suppress-shortcuts"), 0);
  };
  window.addEventListener("keydown", claimKey, true);
  // Where the keyboard is in the panel, kept across redraws: a redraw replaces the element
  // that had the focus (its focusout has no relatedTarget), and gives the focus back.
  let wanted = null;
  root.addEventListener("focusin", (e) => {
    const step = e.target.dataset?.step;
    wanted = step === undefined ? null : { step, row: e.target.tagName === "BUTTON" };
  });
  root.addEventListener("focusout", (e) => {
    if (e.relatedTarget && !root.contains(e.relatedTarget)) wanted = null;
  });

  const draw = () => {
    const state = model.get("state");
    const again = wanted;
    root.replaceChildren();
    root.setAttribute("lang", model.get("lang") || "en");
    root.hidden = !state;
    if (!state) {
      // an empty panel is no landmark
      root.removeAttribute("role");
      root.removeAttribute("aria-label");
      return;
    }
    root.setAttribute("role", "region");
    root.setAttribute("aria-label", model.get("heading"));
    // not a heading element: the notebook around it sets the heading levels; the region is named
    const head = document.createElement("p");
    head.className = "cf-review-heading";
    head.textContent = model.get("heading");
    root.appendChild(head);
    if (state === "running") {
      const bar = document.createElement("progress");
      bar.max = 1;
      bar.value = model.get("progress");
      bar.setAttribute("aria-label", said("progress"));
      const stop = document.createElement("button");
      stop.type = "button";
      stop.className = "cf-review-stop jupyter-button";
      stop.textContent = said("stop");
      stop.addEventListener("click", () => model.send({ kind: "stop" }));
      root.append(bar, stop);
      return;
    }
    const summary = document.createElement("ul");
    summary.className = "cf-review-summary";
    for (const line of model.get("summary")) {
      const li = document.createElement("li");
      li.textContent = line;
      summary.appendChild(li);
    }
    root.appendChild(summary);
    const chart = document.createElement("div");
    chart.className = "cf-review-chart";
    chart.innerHTML = model.get("chart");
    root.appendChild(chart);
    const svg = chart.querySelector("svg");
    const selected = model.get("selected");
    if (svg) {
      // a picture with buttons in it is a group, named by its title, not one image
      svg.setAttribute("role", "group");
      const title = svg.querySelector(":scope > title");
      if (title) svg.setAttribute("aria-label", title.textContent);
      for (const mark of svg.querySelectorAll("g.mark")) {
        const words = mark.querySelector("title");
        mark.setAttribute("role", "button");
        mark.setAttribute("tabindex", "0");
        if (words) mark.setAttribute("aria-label", words.textContent);
        if (Number(mark.dataset.step) === selected) mark.classList.add("cf-chosen");
        const go = () => jump(Number(mark.dataset.step));
        mark.addEventListener("click", go);
        mark.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            go();
          }
        });
      }
    }
    const rows = model.get("rows");
    if (!rows.length) {
      const none = document.createElement("p");
      none.className = "cf-review-note";
      none.textContent = said("none");
      root.appendChild(none);
    } else {
      const list = document.createElement("ol");
      list.setAttribute("aria-label", said("rows"));
      for (const row of rows) {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.step = String(row.step);
        b.className = "cf-review-row" + (row.mark ? " " + row.mark : "");
        b.textContent = row.text;
        if (row.step === selected) b.setAttribute("aria-current", "step");
        b.addEventListener("click", () => jump(row.step));
        li.appendChild(b);
        list.appendChild(li);
      }
      root.appendChild(list);
    }
    if (again) {
      const where = again.row ? "button" : "g.mark";
      const back = root.querySelector(`${where}[data-step="${again.step}"]`);
      if (back) back.focus();
    }
  };

  const names = ["state", "progress", "heading", "summary", "chart", "rows", "selected", "words", "lang"];
  for (const name of names) model.on(`change:${name}`, draw);
  draw();
  return () => {
    window.removeEventListener("keydown", claimKey, true);
    for (const name of names) model.off(`change:${name}`, draw);
  };
}

export default { render };
