// The words a Check says after each try, in a live region that exists before they change,
// so that a screen reader speaks "Right" or "Not yet" without the reader looking for it.

function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "cf-feedback-words";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  el.appendChild(region);
  const draw = () => {
    region.innerHTML = model.get("value");
  };
  model.on("change:value", draw);
  draw();
  return () => model.off("change:value", draw);
}

export default { render };
