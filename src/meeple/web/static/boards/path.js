// Path of Light and Shadow: the map (provinces coloured by realm, roads, ports, owners, leaders), the
// decks beside it (each realm's deck in its colour, the Numerai deck, the advisors' box: face down, with
// the cards the viewer knows; the cards returned to the box face up), then the rest of the view in the
// generic layout.
import { genericBoard, hiddenCards, label as fieldName } from "/static/board.js";
import { t } from "/static/i18n.js";
import { el } from "/static/store.js";
import { facedownPile, label, pile, piece, SEAT_COLOURS, svg } from "/static/boards/common.js";

const REALM_COLOURS = {
  "hallowed-vale": "#f3e2a9", "mountain-clans": "#d5cfc6", riverway: "#bcd9ee", woodland: "#c9e4bf",
};
const COLUMNS = 4;  // the view lists provinces row by row, four to a row on both sides of the board
const W = 170, H = 110, GAP = 40;

function position(index) {
  return { x: GAP / 2 + (index % COLUMNS) * (W + GAP), y: GAP / 2 + Math.floor(index / COLUMNS) * (H + GAP) };
}

export function pathBoard(view, comps, names) {
  const provinces = view.state.provinces || [];
  const where = new Map(provinces.map((p, i) => [p.id, position(i)]));
  const roads = [];
  for (const p of provinces) {
    for (const other of p.adjacent || []) {
      if (p.id < other && where.has(other)) {
        const a = where.get(p.id), b = where.get(other);
        roads.push(svg("line", { x1: a.x + W / 2, y1: a.y + H / 2, x2: b.x + W / 2, y2: b.y + H / 2, class: "road" }));
      }
    }
  }
  const rows = Math.ceil(provinces.length / COLUMNS);
  const map = svg("svg", { viewBox: `0 0 ${COLUMNS * (W + GAP)} ${rows * (H + GAP)}`, class: "path-map", role: "img",
    "aria-label": t("board") }, roads, provinces.map((p) => {
    const { x, y } = where.get(p.id);
    const owner = p.owner == null ? null : SEAT_COLOURS[p.owner % SEAT_COLOURS.length];
    return piece(p.id, comps,
      svg("rect", { x, y, width: W, height: H, rx: 10, fill: REALM_COLOURS[p.realm] || "#eee",
        stroke: owner || "#8a7f6d", "stroke-width": owner ? 5 : 1.5 }),
      label(x + W / 2, y + 22, comps.name(p.id), { class: "name" }),
      label(x + W / 2, y + 42, `${comps.name(p.kind)}${p.port ? ` · ${t("port")}` : ""}`, { class: "small" }),
      label(x + W / 2, y + 66, `${t("defense")} ${p.defense}/${p.printed_defense}`, { class: "big" }),
      owner ? label(x + W / 2, y + 86, names(p.owner), { class: "small", fill: owner }) : null,
      (p.leaders || []).map((seat, k) => svg("circle", { cx: x + 18 + k * 22, cy: y + H - 16, r: 9,
        fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], stroke: "#000" },
      svg("title", {}, names(seat)))));
  }));
  const hidden = { ...(view.hidden || {}) };
  const decks = besideTheMap(view, hidden, comps);
  const rest = { ...view, hidden, state: { ...view.state } };
  if (rest.state.combat) rest.state.combat = { ...rest.state.combat, ...facedown(hidden) };
  delete rest.state.provinces;
  delete rest.state.box;
  return el("div", { class: "board path" }, el("section", { class: "map" }, map), decks, genericBoard(rest, comps, names));
}

// The shared decks beside the map, taken out of ``hidden`` (what the generic layout lists): the realms' decks
// ("realm:woodland"), each edged in its realm's colour, the Numerai deck and the advisors' box, then the
// cards returned to the box.
function besideTheMap(view, hidden, comps) {
  const zones = Object.keys(hidden).filter((zone) => zone.startsWith("realm:") || SHARED_DECKS.includes(zone));
  const decks = zones.map((zone) => {
    const drawn = facedownPile(zone, hidden[zone], fieldName(zone, comps), comps);
    const realm = REALM_COLOURS[zone.slice("realm:".length)];
    if (realm) drawn.querySelector(".face-down").style.background = realm;
    delete hidden[zone];
    return drawn;
  });
  const box = view.state.box || [];
  return el("section", { class: "piles path-decks", "aria-label": t("piles") }, decks,
    pile("box", box, comps, fieldName("box", comps)));
}

const SHARED_DECKS = ["numerai", "advisors"];

// The cards a fight's sides chose face down (hidden zones "attack" and "defense"), taken out of ``hidden``
// to be shown with the rest of the fight: the cards where the viewer knows them all, else how many.
function facedown(hidden) {
  const out = {};
  for (const zone of ["attack", "defense"]) {
    if (!(zone in hidden)) continue;
    const { count, seen } = hiddenCards(hidden[zone]);
    out[`${zone}_facedown`] = seen && count ? hidden[zone] : count;
    delete hidden[zone];
  }
  return out;
}
