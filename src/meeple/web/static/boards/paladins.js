// Paladins of the West Kingdom: the main board (six regions, their squares, monks and outposts
// in seat colours), then the rest of the view (rows of cards, tavern, each seat's board) generically.
import { genericBoard } from "/static/board.js";
import { t } from "/static/i18n.js";
import { el } from "/static/store.js";
import { label, piece, SEAT_COLOURS, svg } from "/static/boards/common.js";

const W = 120, H = 36, TOP = 56;

function mainBoard(regions, comps, names) {
  const rows = Math.max(0, ...regions.map((r) => (r.squares || []).length));
  const columns = regions.map((region, i) => {
    const x = 8 + i * (W + 8);
    return svg("g", {},
      piece(region.region, comps,
        svg("rect", { x, y: 4, width: W, height: TOP - 10, rx: 6, class: "region" }),
        label(x + W / 2, 22, comps.name(region.region), { class: "name" }),
        label(x + W / 2, 40, `${comps.name("faith")} ${region.faith} · ${comps.name("strength")} ${region.strength}`,
          { class: "small" })),
      (region.squares || []).map((square, k) => {
        const y = TOP + k * (H + 6);
        const who = square.occupant;
        return piece(square.square, comps,
          svg("rect", { x, y, width: W, height: H, rx: 4, class: square.open ? "square" : "square closed" }),
          who ? svg("circle", { cx: x + 18, cy: y + H / 2, r: 11, fill: SEAT_COLOURS[who.seat % SEAT_COLOURS.length],
            stroke: "#000" }, svg("title", {}, `${names(who.seat)}: ${comps.name(who.piece)}`)) : null,
          who ? label(x + 34, y + H / 2 + 5, comps.name(who.piece), { class: "small", "text-anchor": "start" }) : null);
      }));
  });
  return svg("svg", { viewBox: `0 0 ${8 + regions.length * (W + 8)} ${TOP + rows * (H + 6) + 4}`, class: "paladins-board",
    role: "img", "aria-label": t("board") }, columns);
}

export function paladinsBoard(view, comps, names) {
  const state = view.state;
  const rest = { ...view, state: { ...state } };
  delete rest.state.main_board;
  return el("div", { class: "board paladins" },
    state.main_board ? el("section", { class: "map" }, mainBoard(state.main_board, comps, names)) : null,
    genericBoard(rest, comps, names));
}
