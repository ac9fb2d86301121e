// Drawing a game's table from its labelled view: any game, generically.
// Strings that are component ids are drawn as that component (its name, and its face with the full
// text on hover, focus or tap); labels are the view's field names; hidden zones show as counts.
// A game may register its own board drawing in BOARDS (see boards/*.js); the generic one is the fallback.
import { colon, fieldLabel, pick, t } from "/static/i18n.js";
import { el } from "/static/store.js";

export const BOARDS = {};

export class Components {
  constructor(list) {
    this.byId = new Map(list.map((c) => [c.id, c]));
    // The view's fields holding seats (the catalog's seat_fields) and each seat's name at this table (the
    // table sets both): a seat is shown by its name, never by its index.
    this.seatFields = new Set();
    this.seatName = (seat) => t("player", { n: seat + 1 });
  }
  has(id) { return typeof id === "string" && this.byId.has(id); }
  // A component's name; else the label of a named value ("magic-item"), else the id made readable.
  name(id) {
    const c = this.byId.get(id);
    return c ? pick(c.name) : fieldLabel(String(id)) ?? humanize(String(id));
  }
  get(id) { return this.byId.get(id); }
}

function capitalised(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }

export function humanize(text) {
  const words = String(text).replaceAll(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : words;
}

// A label for a view's field name: the component's name when the key is a component id, the zone
// and the component for a key such as "realm:woodland", else the name labels.json gives it.
export function label(key, comps) {
  if (comps.has(key)) return capitalised(comps.name(key));  // names are written for sentences ("hand")
  const [zone, of] = String(key).split(/:(.*)/s);
  if (of && comps.has(of)) return colon(label(zone, comps)) + comps.name(of);
  if (of && /^\d+$/.test(of)) return `${label(zone, comps)} (${comps.seatName(Number(of))})`;  // a seat's own zone
  return fieldLabel(key, comps.seatName) ?? humanize(key);
}

// A field's value: seats by their names (see Components), anything else as it is.
function value(key, content, comps, depth) {
  if (!comps.seatFields.has(key)) return render(content, comps, depth);
  const seats = Array.isArray(content) ? content : [content];
  if (!seats.length || content == null) return el("span", { class: "muted", text: t("none") });
  return el("span", { class: "list" }, seats.map((seat) => el("span", { class: "seat-name", "data-seat": seat,
    text: comps.seatName(seat) })));
}

// A component's own fields, and "source" (the maintainers' note on where a fact comes from).
const RESERVED = new Set(["id", "kind", "name", "text", "provenance", "source"]);

// The face of a component: name, kind, printed numbers and full text.
export function face(c, comps) {
  const numbers = Object.entries(c).filter(([k, v]) => !RESERVED.has(k) && v !== null && typeof v !== "object");
  const value = (v) => (typeof v === "string" ? comps.name(v) : typeof v === "boolean" ? (v ? "✓" : "✗") : String(v));
  return el("div", { class: "face" },
    el("strong", { text: pick(c.name) }), " ", el("em", { text: label(c.kind, comps) }),
    numbers.length ? el("div", { class: "numbers" }, numbers.map(([k, v]) => el("span", {}, `${label(k, comps)} ${value(v)}`))) : null,
    pick(c.text) ? el("p", { text: pick(c.text) }) : null);
}

export function chip(id, comps) {
  const c = comps.get(id);
  const node = el("span", { class: `chip${c && pick(c.text) ? " card" : ""}`, "data-component": id, tabindex: c ? "0" : null },
    comps.name(id));
  if (c) {
    node.title = [pick(c.name), pick(c.text)].filter(Boolean).join(" — ");
    node.append(face(c, comps));
    // Tap shows the face on touch screens (hover does elsewhere); within a clickable choice (a die
    // in a shrine one may go to), the click is that choice's.
    node.addEventListener("click", (event) => {
      if (!node.closest(".choice")) { node.classList.toggle("open"); event.stopPropagation(); }
    });
  }
  return node;
}

function scalar(value, comps) {
  if (value === null || value === undefined) return el("span", { class: "muted", text: t("none") });
  if (typeof value === "boolean") return el("span", { text: value ? "✓" : "✗" });
  if (typeof value === "string") {
    return comps.has(value) ? chip(value, comps)
      : el("span", { class: "tag", text: value === "" ? t("none") : fieldLabel(value) ?? humanize(value) });
  }
  return el("span", { class: "number", text: String(value) });
}

function isScalar(value) { return value === null || typeof value !== "object"; }

// Any JSON value as HTML.
export function render(value, comps, depth = 0) {
  if (isScalar(value)) return scalar(value, comps);
  if (Array.isArray(value)) {
    if (!value.length) return el("span", { class: "muted", text: t("none") });
    if (value.every(isScalar)) return el("span", { class: "list" }, value.map((v) => scalar(v, comps)));
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) return table(value, comps, depth);
    return el("ol", { class: "nested" }, value.map((v) => el("li", {}, render(v, comps, depth + 1))));
  }
  return fields(value, comps, depth);
}

function fields(object, comps, depth) {
  const grid = el("dl", { class: "fields" });
  for (const [key, content] of Object.entries(object)) {
    grid.append(el("dt", { text: label(key, comps) }), el("dd", {}, value(key, content, comps, depth + 1)));
  }
  return grid;
}

function table(rows, comps, depth) {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const flat = rows.every((r) => Object.values(r).every((v) => isScalar(v) || (Array.isArray(v) && v.every(isScalar))));
  if (!flat || keys.length > 8) {
    return el("div", { class: "records" }, rows.map((r) => el("div", { class: "record" }, fields(r, comps, depth + 1))));
  }
  return el("div", { class: "scroll" }, el("table", {},
    el("thead", {}, el("tr", {}, keys.map((k) => el("th", { text: label(k, comps) })))),
    el("tbody", {}, rows.map((r) => el("tr", {}, keys.map((k) => el("td", {}, value(k, r[k], comps, depth + 1))))))));
}

// The per-seat list of a view: the top-level list whose entries are objects with "seat" i at index i.
function seatList(state) {
  return Object.keys(state).find((key) => Array.isArray(state[key]) && state[key].length
    && state[key].every((entry, i) => entry && typeof entry === "object" && entry.seat === i));
}

// A seat's entry without its "seat" number: its panel is titled with the seat's name.
export function withoutSeat(entry) {
  const { seat, ...rest } = entry;
  return rest;
}

// The seats in the order a player reads them: the viewer's own first.
export function seatOrder(count, viewer) {
  const order = [...Array(count).keys()];
  if (viewer != null) order.sort((a, b) => (a === viewer ? -1 : b === viewer ? 1 : a - b));
  return order;
}

// A hidden zone as the view gives it: a count (the viewer knows none of its cards), every card (it sees
// them), or the cards with null where the viewer does not know the card. How many, and those known.
export function hiddenCards(content) {
  if (typeof content === "number") return { count: content, known: [] };
  return { count: content.length, known: content.filter((id) => id != null), seen: !content.includes(null) };
}

// A hidden zone in a line: its cards when the viewer sees them all, else how many and those it knows.
export function hiddenZone(content, comps) {
  const { count, known, seen } = hiddenCards(content);
  if (seen) return render(content, comps, 1);
  return el("span", {}, el("span", { class: "muted", text: t("cards", { n: count }) }),
    known.length ? [" · ", el("small", { text: t("known") }), " ", ...known.map((id) => chip(id, comps))] : null);
}

// The generic board: shared fields first, then one panel per player (the viewer's first, each with its own
// hidden zones), then the other hidden zones.
export function genericBoard(view, comps, names) {
  const state = { ...(view.state || {}) };
  const key = seatList(state);
  const players = key ? state[key] : null;
  if (key) delete state[key];
  const seat = view.seat;
  const hidden = { ...(view.hidden || {}) };
  // A seat's own hidden zones ("hand:1") are shown in that seat's panel, the others after the panels.
  const zonesOf = (i) => {
    const zones = Object.keys(hidden).filter((zone) => zone.endsWith(`:${i}`) && /^[^:]+:\d+$/.test(zone));
    const grid = zones.length ? el("dl", { class: "fields" }, zones.flatMap((zone) => [
      el("dt", { text: label(zone.split(":")[0], comps) }), el("dd", {}, hiddenZone(hidden[zone], comps))])) : null;
    for (const zone of zones) delete hidden[zone];
    return grid;
  };
  // A game's own drawing may have drawn every shared field already: no empty panel then.
  const sections = Object.keys(state).length
    ? [el("section", { class: "shared" }, el("h3", { text: t("board") }), fields(state, comps, 0))] : [];
  if (players) {
    sections.push(el("div", { class: "players" }, seatOrder(players.length, seat).map((i) => el("section",
      { class: `player${i === seat ? " mine" : ""}${i === view.current_player ? " active" : ""}`, "data-player": i },
      el("h3", { text: names(i) }), fields(withoutSeat(players[i]), comps, 1), zonesOf(i)))));
  }
  if (Object.keys(hidden).length) {
    sections.push(el("section", { class: "hidden-zones" }, el("h3", { text: t("hidden") }),
      el("dl", { class: "fields" }, Object.entries(hidden).flatMap(([zone, content]) => [
        el("dt", { text: label(zone, comps) }), el("dd", {}, hiddenZone(content, comps))]))));
  }
  return el("div", { class: "board generic" }, sections);
}

export function drawBoard(view, comps, names) {
  const custom = BOARDS[view.game];
  return custom ? custom(view, comps, names) : genericBoard(view, comps, names);
}
