// One group of native radio buttons: a shared name makes them one Tab stop, with the
// arrow keys moving (and choosing) inside, as a browser does for any radio group.
// ipywidgets' RadioButtons gives its inputs no name, so each was a Tab stop of its own.

let groups = 0;
const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", " "]);

function render({ model, el }) {
  const name = `cf-choice-${++groups}-${Math.random().toString(36).slice(2, 8)}`;
  const box = document.createElement("div");
  box.className = "cf-choice";
  box.setAttribute("role", "radiogroup");
  el.appendChild(box);
  // JupyterLab's command mode moves between cells on the arrows: keep them for the group
  // (no preventDefault: the browser itself moves among the radios).
  box.addEventListener("keydown", (e) => {
    if (KEYS.has(e.key)) e.stopPropagation();
  });

  const draw = () => {
    box.setAttribute("aria-label", model.get("label"));
    box.textContent = "";
    for (const option of model.get("options")) {
      const label = document.createElement("label");
      const input = document.createElement("input");
      input.type = "radio";
      input.name = name;
      input.value = option;
      input.checked = option === model.get("value");
      input.addEventListener("change", () => {
        if (!input.checked) return;
        model.set("value", option);
        model.save_changes();
      });
      label.append(input, " ", option);
      box.appendChild(label);
    }
  };
  const check = () => {
    for (const input of box.querySelectorAll("input")) {
      input.checked = input.value === model.get("value");
    }
  };

  model.on("change:options", draw);
  model.on("change:label", draw);
  model.on("change:value", check);
  draw();
  return () => {
    model.off("change:options", draw);
    model.off("change:label", draw);
    model.off("change:value", check);
  };
}

export default { render };
