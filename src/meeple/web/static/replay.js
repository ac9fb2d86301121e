// The replay of a finished game: step through its moves, seen by any seat or by everyone.
import { Components, drawBoard } from "/static/board.js";
import { lang, langSelect, pick, t } from "/static/i18n.js";
import { nameSeats, playerNames, scoreSheet } from "/static/sheet.js";
import { el } from "/static/store.js";
import "/static/boards/index.js";

const gameId = decodeURIComponent(location.pathname.split("/")[2] || "");
let step = 0;
let seat = null;
let comps = null;
let catalog = null;

// The controls' pictures, drawn rather than written: the media glyphs (U+23EE, U+23ED) are missing from
// common fonts (a bare Debian's Chromium showed boxes). Points of a 16×16 box; "bar" adds an end stop.
const ICONS = {
  first: { triangles: ["15,3 8,8 15,13", "8,3 1,8 8,13"], bar: "0,3 2,3 2,13 0,13" },
  previous: { triangles: ["12,3 4,8 12,13"] },
  next: { triangles: ["4,3 12,8 4,13"] },
  last: { triangles: ["1,3 8,8 1,13", "8,3 15,8 8,13"], bar: "14,3 16,3 16,13 14,13" },
};
const SVG = "http://www.w3.org/2000/svg";

function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  for (const [key, value] of [["viewBox", "0 0 16 16"], ["width", "14"], ["height", "14"], ["aria-hidden", "true"],
    ["focusable", "false"], ["class", "icon"]]) svg.setAttribute(key, value);
  const { triangles, bar } = ICONS[name];
  for (const points of bar ? [...triangles, bar] : triangles) {
    const shape = document.createElementNS(SVG, "polygon");
    shape.setAttribute("points", points);
    shape.setAttribute("fill", "currentColor");
    svg.append(shape);
  }
  return svg;
}

// A replay control: its picture and word; the title says what it does (and its key, if any).
function control(name, onclick) {
  const word = t(name);
  const picture = icon(name);
  return el("button", { type: "button", onclick, id: name, "aria-label": word, title: t(`${name}Hint`) },
    ...(name === "next" || name === "last" ? [`${word} `, picture] : [picture, ` ${word}`]));
}

async function show() {
  const query = new URLSearchParams({ lang: lang() });
  if (seat != null) query.set("seat", String(seat));
  const response = await fetch(`/api/games/${gameId}/replay/${step}?${query}`);
  const root = document.getElementById("replay");
  const payload = await response.json();
  if (!response.ok) {
    root.replaceChildren(el("p", { class: "panel", text: payload.text ?? payload.detail }), el("a", { href: "/", text: t("backToLobby") }));
    return;
  }
  if (!comps) comps = new Components(await (await fetch(`/api/components/${payload.game}`)).json());
  if (!catalog) catalog = await (await fetch("/api/catalog")).json();
  document.documentElement.lang = lang();
  document.title = `${t("replay")} — meeple`;
  const names = playerNames(payload);
  nameSeats(comps, catalog.games, payload, names);
  const go = (to) => () => { step = Math.max(0, Math.min(payload.steps, to)); show(); };
  const seatSelect = el("select", { "aria-label": t("viewAs") },
    new Option(t("everyone"), ""),
    payload.seats.map((s) => new Option(s.name, String(s.seat))));
  seatSelect.value = seat == null ? "" : String(seat);
  seatSelect.addEventListener("change", () => { seat = seatSelect.value === "" ? null : Number(seatSelect.value); show(); });
  const slider = el("input", { type: "range", min: "0", max: String(payload.steps), value: String(step), "aria-label": t("step", { n: step, total: payload.steps }) });
  slider.addEventListener("change", () => go(Number(slider.value))());
  root.replaceChildren(
    el("header", { class: "bar" }, el("h1", {}, el("a", { href: "/", text: "meeple" }), ` — ${t("replay")}`),
      el("label", {}, `${t("language")} `, langSelect(show))),
    el("nav", { class: "panel replay-controls" },
      control("first", go(0)),
      control("previous", go(step - 1)),
      el("span", { text: t("step", { n: step, total: payload.steps }) }), slider,
      control("next", go(step + 1)),
      control("last", go(payload.steps)),
      el("label", {}, `${t("viewAs")} `, seatSelect)),
    el("div", { class: "layout" },
      el("main", { class: "panel board-panel" }, drawBoard(payload.view, comps, names)),
      el("aside", { class: "side" },
        el("section", { class: "panel" }, el("h2", { text: t("log") }),
          el("ol", { class: "log" }, payload.events.map((e) => el("li", { text: typeof e.text === "string" ? e.text : pick(e.text) })))),
        el("section", { class: "panel" }, el("h2", { text: t("scoreSheet") }), scoreSheet(payload.score_sheet, names, payload.view.scores)))));
  const list = root.querySelector(".log");
  list.scrollTop = list.scrollHeight;
}

document.addEventListener("keydown", (event) => {
  if (event.target.matches("input, select")) return;
  if (event.key === "ArrowRight") document.getElementById("next")?.click();
  if (event.key === "ArrowLeft") document.getElementById("previous")?.click();
});

show();
