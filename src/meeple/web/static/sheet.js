// The score sheet (the rulebook's categories per seat) and the players' names, shared by the table and the replay.
import { pick, t } from "/static/i18n.js";
import { el } from "/static/store.js";

export function playerNames(payload) {
  return (seat) => {
    const base = t("player", { n: seat + 1 });
    const info = (payload.seats || [])[seat];
    if (seat === payload.seat) return `${base} (${t("you")})`;
    if (info && !info.human) return `${base} (${t("bot", { spec: info.spec })})`;
    return base;
  };
}

// ``scores`` (the view's, one per seat) stand in for a game that gives no sheet yet.
export function scoreSheet(sheet, names, scores = []) {
  if (!sheet) {
    return el("div", {}, el("p", { class: "muted", text: t("noSheet") }),
      el("table", { class: "sheet" }, el("tbody", {}, scores.map((score, seat) =>
        el("tr", {}, el("th", { text: names(seat) }), el("td", { class: "number", text: String(score) }))))));
  }
  const columns = [...sheet.seats.map((s) => names(s.seat)), ...(sheet.others || []).map((o) => pick(o.name) || t("others"))];
  const entries = [...sheet.seats, ...(sheet.others || [])];
  return el("div", { class: "scroll" }, el("table", { class: "sheet" },
    el("thead", {}, el("tr", {}, el("th"), columns.map((c) => el("th", { text: c })))),
    el("tbody", {},
      sheet.categories.map((cat) => el("tr", {}, el("th", { text: pick(cat.name) }),
        entries.map((e) => el("td", { class: "number", text: String((e.entries || {})[cat.id] ?? "") })))),
      el("tr", { class: "total" }, el("th", { text: t("total") }),
        entries.map((e) => el("td", { class: "number", text: String(e.total ?? "") }))))));
}

export function winnersLine(payload, names) {
  const winners = payload.winners || [];
  if (!winners.length) return t("noWinner");
  return t(winners.length === 1 ? "winner" : "winners", { who: winners.map(names).join(", ") });
}
