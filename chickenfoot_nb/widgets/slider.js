// A slider that a screen reader can name: a native <input type="range"> with its <label>,
// over the indices of the options, its value read out as the option (aria-valuetext).
// ipywidgets' sliders draw a handle with role="slider" and no name (axe: serious).

let sliders = 0;
const KEYS = new Set([
  "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown",
]);

function render({ model, el }) {
  const id = `cf-slider-${++sliders}-${Math.random().toString(36).slice(2, 8)}`;
  const row = document.createElement("div");
  row.className = "cf-slider";
  const label = document.createElement("label");
  label.htmlFor = id;
  const input = document.createElement("input");
  input.type = "range";
  input.id = id;
  input.step = "1";
  input.min = "0";
  const out = document.createElement("output");
  out.htmlFor = id;
  row.append(label, input, out);
  el.appendChild(row);
  // JupyterLab's command mode moves between cells on these keys: keep them for the slider
  // (no preventDefault: the browser itself moves the range).
  input.addEventListener("keydown", (e) => {
    if (KEYS.has(e.key)) e.stopPropagation();
  });

  // Notebook 7 reads its shortcuts on the way down the page (capture), before the slider
  // hears them: for these keys a listener on the window, which hears a key first, marks its
  // target [data-lm-suppress-shortcuts] (Lumino then skips its shortcuts) for the event.
  const claimKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target !== input || !KEYS.has(e.key)) return;
    const node = e.target;
    node.setAttribute("data-lm-suppress-shortcuts", "true");
    setTimeout(() => node.removeAttribute("data-lm-suppress-shortcuts"), 0);
  };
  window.addEventListener("keydown", claimKey, true);

  // The explorer of hands has no board to mark its language: its first slider does. It
  // makes the explorer a landmark too (in Voila nothing else holds it), named by the
  // question its menu asks now ("doubles in the hand"), in the language spoken.
  const name = (owner) => {
    const menu = owner.querySelector("select");
    const chosen = menu && menu.selectedOptions[0];
    if (!chosen) return;
    owner.setAttribute("role", "region");
    owner.setAttribute("aria-label", chosen.textContent.trim());
  };
  const mark = (tries) => {
    const lang = model.get("lang") || "en";
    row.setAttribute("lang", lang);
    const owner = el.closest(".cf-hand-explorer");
    if (owner) {
      owner.setAttribute("lang", lang);
      name(owner);
      if (!owner.dataset.cfNamed) {
        owner.dataset.cfNamed = "1";
        // the menu's words change with the question and the language
        new MutationObserver(() => name(owner)).observe(owner, {
          subtree: true, childList: true, characterData: true, attributes: true,
          attributeFilter: ["value"],
        });
        owner.addEventListener("change", () => name(owner));
      }
    } else if (tries > 0) setTimeout(() => mark(tries - 1), 100);
  };

  const draw = () => {
    const options = model.get("options");
    const at = Math.max(0, options.indexOf(model.get("value")));
    label.textContent = model.get("description");
    input.max = String(Math.max(0, options.length - 1));
    input.value = String(at);
    const words = String(options[at] ?? "");
    input.setAttribute("aria-valuetext", words);
    out.textContent = words;
  };
  // "change", not "input": one redraw per key press or per release of a drag.
  input.addEventListener("change", () => {
    model.set("value", model.get("options")[Number(input.value)]);
    model.save_changes();
  });
  input.addEventListener("input", () => {
    out.textContent = String(model.get("options")[Number(input.value)] ?? "");
  });

  const relang = () => mark(0);
  for (const name of ["options", "value", "description"]) model.on(`change:${name}`, draw);
  model.on("change:lang", relang);
  draw();
  mark(50);
  return () => {
    window.removeEventListener("keydown", claimKey, true);
    for (const name of ["options", "value", "description"]) model.off(`change:${name}`, draw);
    model.off("change:lang", relang);
  };
}

export default { render };
