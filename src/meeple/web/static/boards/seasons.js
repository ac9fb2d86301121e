// Seasons: the season wheel (twelve months, the marker, the year), the dice on the table with
// their faces, then the rest of the view in the generic layout.
import { chip, genericBoard } from "/static/board.js";
import { t } from "/static/i18n.js";
import { el } from "/static/store.js";
import { label, svg } from "/static/boards/common.js";

const SEASON_COLOURS = { winter: "#b9d4ec", spring: "#c5e3b5", summer: "#f4e09a", fall: "#f0bf8f" };
const R = 120, C = 140;

// The month spaces of each season come from the season components ("spaces": [1, 2, 3] ...).
function monthSeasons(comps) {
  const seasons = new Map();
  for (const id of Object.keys(SEASON_COLOURS)) {
    for (const month of (comps.get(id) || {}).spaces || []) seasons.set(month, id);
  }
  return seasons;
}

function sector(month, colour) {
  const a0 = ((month - 1) / 12) * 2 * Math.PI - Math.PI / 2, a1 = (month / 12) * 2 * Math.PI - Math.PI / 2;
  const p = (a, r) => `${C + r * Math.cos(a)} ${C + r * Math.sin(a)}`;
  return svg("path", { d: `M ${p(a0, 45)} L ${p(a0, R)} A ${R} ${R} 0 0 1 ${p(a1, R)} L ${p(a1, 45)} A 45 45 0 0 0 ${p(a0, 45)} Z`,
    fill: colour, stroke: "#fff", "stroke-width": 2 });
}

function wheel(calendar, comps) {
  const seasons = monthSeasons(comps);
  const months = [];
  for (let month = 1; month <= 12; month++) {
    const season = seasons.get(month);
    const angle = ((month - 0.5) / 12) * 2 * Math.PI - Math.PI / 2;
    const here = month === calendar.month;
    months.push(sector(month, SEASON_COLOURS[season] || "#eee"),
      label(C + 84 * Math.cos(angle), C + 84 * Math.sin(angle) + 5, String(month), { class: here ? "big" : "small" }));
    if (here) months.push(svg("circle", { cx: C + 84 * Math.cos(angle), cy: C + 84 * Math.sin(angle), r: 17, class: "marker" }));
  }
  return svg("svg", { viewBox: `0 0 ${2 * C} ${2 * C}`, class: "seasons-wheel", role: "img",
    "aria-label": `${comps.name(calendar.season)}, ${calendar.month}` }, months,
  label(C, C - 4, comps.name(calendar.season), { class: "name" }),
  label(C, C + 16, `${t("year")} ${calendar.year}`, { class: "small" }));
}

function die(rolled, comps) {
  if (!rolled) return null;
  return el("div", { class: "die", "data-component": rolled.die, style: `background:${SEASON_COLOURS[rolled.season] || "#eee"}` },
    chip(rolled.face, comps));
}

export function seasonsBoard(view, comps, names) {
  const state = view.state;
  const top = el("section", { class: "seasons-top" },
    state.calendar ? wheel(state.calendar, comps) : null,
    el("div", { class: "dice" },
      el("h3", { text: t("dice") }),
      el("div", { class: "dice-row" }, (state.dice_on_table || []).map((d) => die(d, comps))),
      state.die_left_over ? el("p", {}, `${t("leftOver")} `, die(state.die_left_over, comps)) : null,
      el("div", { class: "dice-row" }, (state.seats || []).map((s) => s.die ? el("div", { class: "taken" },
        el("small", { text: names(s.seat) }), die(s.die, comps)) : null))));
  const rest = { ...view, state: { ...state } };
  delete rest.state.calendar;
  delete rest.state.dice_on_table;
  delete rest.state.die_left_over;
  return el("div", { class: "board seasons" }, top, genericBoard(rest, comps, names));
}
