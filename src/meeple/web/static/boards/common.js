// Pieces the games' own board drawings share: SVG elements, seat colours, a clickable component.
import { pick } from "/static/i18n.js";

export const SVG = "http://www.w3.org/2000/svg";
export const SEAT_COLOURS = ["#c0392b", "#2471a3", "#d4ac0d", "#229954", "#7d3c98"];

export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) if (value != null) node.setAttribute(name, String(value));
  for (const child of children.flat()) if (child != null) node.append(child);
  return node;
}

export function label(x, y, content, attrs = {}) {
  const node = svg("text", { x, y, "text-anchor": "middle", ...attrs });
  node.textContent = content;
  return node;
}

// A group standing for a component: the table makes it clickable when a choice names it,
// and its <title> gives the component's name and full text on hover.
export function piece(id, comps, ...children) {
  const c = comps.get(id);
  const title = svg("title");
  title.textContent = c ? [pick(c.name), pick(c.text)].filter(Boolean).join(" — ") : String(id);
  return svg("g", { "data-component": id, class: "piece", tabindex: "0" }, title, ...children);
}
