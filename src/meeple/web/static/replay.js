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

async function show() {
  const query = new URLSearchParams({ lang: lang() });
  if (seat != null) query.set("seat", String(seat));
  const response = await fetch(`/api/games/${gameId}/replay/${step}?${query}`);
  const root = document.getElementById("replay");
  const payload = await response.json();
  if (!response.ok) {
    root.replaceChildren(el("p", { class: "panel", text: payload.detail }), el("a", { href: "/", text: t("backToLobby") }));
    return;
  }
  if (!comps) comps = new Components(await (await fetch(`/api/components/${payload.game}`)).json());
  if (!catalog) catalog = await (await fetch("/api/catalog")).json();
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
      el("button", { type: "button", onclick: go(0), text: `⏮ ${t("first")}` }),
      el("button", { type: "button", onclick: go(step - 1), text: `◀ ${t("previous")}`, id: "previous" }),
      el("span", { text: t("step", { n: step, total: payload.steps }) }), slider,
      el("button", { type: "button", onclick: go(step + 1), text: `${t("next")} ▶`, id: "next" }),
      el("button", { type: "button", onclick: go(payload.steps), text: `${t("last")} ⏭` }),
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
