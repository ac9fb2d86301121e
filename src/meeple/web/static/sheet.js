// The score sheet (the rulebook's categories per seat) and the players' names, shared by the table and the replay.
import { pick, t } from "/static/i18n.js";
import { el } from "/static/store.js";

// Each seat's name as the server gives it ("Player 2 · Greedy bot"), the viewer's own marked; a seat past
// the people's and bots' (Paladins' solo AI) is the automatic opponent.
export function playerNames(payload) {
  return (seat) => {
    const info = (payload.seats || [])[seat];
    if (!info) return t("others");
    return seat === payload.seat ? `${info.name} (${t("you")})` : info.name;
  };
}

// The names the board gives seats, and the view's fields that hold seats (see board.js Components).
export function nameSeats(components, games, payload, names) {
  const game = games && games.find((g) => g.id === payload.game);
  components.seatFields = new Set(game ? game.seat_fields : []);
  components.seatName = names;
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
  // A solo game lost: the rulebook's opponent by the name and total its score sheet column gives.
  const others = (payload.score_sheet && payload.score_sheet.others) || [];
  if (!winners.length && others.length) return t("opponentWon", { who: others.map((o) => `${pick(o.name)} (${o.total})`).join(", ") });
  if (!winners.length) return t("noWinner");
  return t(winners.length === 1 ? "winner" : "winners", { who: winners.map(names).join(", ") });
}
