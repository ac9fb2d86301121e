// Pieces the games' own board drawings share: SVG elements, seat colours, a clickable component.
import { chip, face, hiddenCards } from "/static/board.js";
import { pick, t } from "/static/i18n.js";
import { el } from "/static/store.js";

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

// A card drawn as its face: its name, the given lines (cost, numbers, what lies on it) and the start
// of its text; its full text on hover, keyboard focus or a tap, as a chip's. ``owner`` is the seat whose area holds it: the
// table makes it clickable only for a choice about that seat's card (see table.js).
export function cardFace(id, comps, lines = [], { owner = null, slot = null, extra = "" } = {}) {
  const c = comps.get(id);
  const node = el("div", { class: `cardface${extra ? ` ${extra}` : ""}`, "data-component": id, tabindex: "0",
    "data-owner": owner, "data-slot": slot }, el("strong", { class: "card-name", text: comps.name(id) }), lines,
  c && pick(c.text) ? el("span", { class: "card-text", text: pick(c.text) }) : null, c ? face(c, comps) : null);
  if (c) {
    node.title = [pick(c.name), pick(c.text)].filter(Boolean).join(" — ");
    node.addEventListener("click", (event) => {
      if (!node.classList.contains("choice")) { node.classList.toggle("open"); event.stopPropagation(); }
    });
  }
  return node;
}

// A labelled amount ("Crystals 12"), optionally standing for a component (a track) whose text shows on hover.
export function amount(text, value, component = null, comps = null) {
  const c = component && comps ? comps.get(component) : null;
  return el("span", { class: "amount", title: c ? [pick(c.name), pick(c.text)].filter(Boolean).join(" — ") : null },
    el("small", { text }), " ", el("b", { text: String(value) }));
}

export function seatToken(seat, names) {
  return el("span", { class: "token", style: `background:${SEAT_COLOURS[seat % SEAT_COLOURS.length]}`, title: names(seat) },
    names(seat));
}

// A face-up pile (a discard, the cards out of the game) titled ``title``: its top card (the last one put
// there) as a face, how many lie in it, and every card in it, oldest first, a click away. ``lines`` gives a
// card's own numbers.
export function pile(field, ids, comps, title, lines = () => []) {
  const top = ids.length ? ids[ids.length - 1] : null;
  return el("div", { class: "pile", "data-zone": field, "data-count": ids.length },
    el("h4", { text: `${title} (${ids.length})` }),
    top ? cardFace(top, comps, lines(top), { extra: "pile-top" }) : el("div", { class: "cardface empty", text: t("none") }),
    ids.length > 1 ? el("details", { class: "pile-cards" }, el("summary", { text: t("allCards", { n: ids.length }) }),
      el("div", { class: "card-row" }, ids.map((id) => chip(id, comps)))) : null);
}

// A face-down pile titled ``title``: its back and how many cards (``unit``: or tokens) it holds, and the
// cards in it the viewer knows (``content`` is the hidden zone as the view gives it, see board.js ``hiddenCards``).
export function facedownPile(field, content, title, comps = null, unit = "cards") {
  const { count, known } = hiddenCards(content);
  return el("div", { class: "pile", "data-zone": field, "data-count": count },
    el("h4", { text: `${title} (${count})` }),
    el("div", { class: "cardface face-down", text: t(unit, { n: count }) }),
    known.length && comps ? el("div", { class: "known-cards" }, el("small", { text: t("known") }), known.map((id) => chip(id, comps)))
      : null);
}
