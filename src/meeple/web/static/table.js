// The table: the board drawn from the seat's view, the pending decision's choices (buttons, or the
// components on the board they name), the log, the score sheet, whose turn, and the end of the game.
import { Components, drawBoard } from "/static/board.js";
import { colon, lang, langSelect, pick, t } from "/static/i18n.js";
import { nameSeats, playerNames, scoreSheet, winnersLine } from "/static/sheet.js";
import { el, remember, tokenFor } from "/static/store.js";
import "/static/boards/index.js";

const gameId = decodeURIComponent(location.pathname.split("/")[2] || "");
const params = new URLSearchParams(location.search);
let token = params.get("token");
let seatParam = params.get("seat");
let current = null;      // the last payload
let events = [];         // every event received, in order
let comps = new Components([]);
let catalog = null;
let socket = null;
let message = "";        // the last refusal, shown above the choices
let sending = null;      // the version of the table a move is being sent from, until its answer comes

async function start() {
  if (token) {
    // Keep the seat's token in this browser, and take it out of the address bar (and of the history).
    const answer = await fetch(`/api/games/${gameId}`, { headers: { Authorization: `Bearer ${token}` } });
    if (answer.ok) {
      const first = await answer.json();
      remember({ id: gameId, game: first.game, seat: first.seat, token });
      seatParam = String(first.seat);
      history.replaceState(null, "", `/games/${gameId}?seat=${first.seat}`);
    }
  } else if (seatParam !== null) {
    token = tokenFor(gameId, Number(seatParam));
  }
  catalog = await (await fetch("/api/catalog")).json();
  connect();
}

function authHeaders() { return token ? { Authorization: `Bearer ${token}` } : {}; }

function connect() {
  const query = new URLSearchParams({ lang: lang(), since: String(events.length ? events.at(-1).index + 1 : 0) });
  if (token) query.set("token", token);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/games/${gameId}?${query}`);
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data), true));
  socket.addEventListener("close", (event) => {
    if (event.code === 4404) { draw(t("notFound")); return; }
    if (event.code === 4403) { token = null; }
    document.body.classList.add("offline");
    setTimeout(connect, 1000);
  });
  socket.addEventListener("open", () => document.body.classList.remove("offline"));
}

// Pushes come in order on the socket (a move taken back lowers the version); an answer to a request
// older than what is shown is dropped.
async function receive(payload, pushed = false) {
  if (current && payload.version < current.version && !pushed) return;
  events = events.filter((e) => e.index < payload.view.events);
  if (!current || current.game !== payload.game) {
    comps = new Components(await (await fetch(`/api/components/${payload.game}`)).json());
  }
  const known = new Set(events.map((e) => e.index));
  const fresh = payload.events.filter((event) => !known.has(event.index));
  events.push(...fresh);
  events.sort((a, b) => a.index - b.index);
  // The answer to a move and its push carry the same table: drawing it twice could swallow a click
  // that lands between the two (the button under the pointer would be replaced).
  const same = current && payload.version === current.version && payload.thinking === current.thinking
    && payload.is_over === current.is_over && payload.seat === current.seat && !fresh.length;
  current = payload;
  if (!same) draw();
}

// One move per table: a second click on the table a move was sent from (a double click) is dropped.
// A click on a newer table is a new decision, even before the answer to the move before has come:
// the push of that move may arrive (and be drawn) before its answer does.
async function act(actionId) {
  const from = current.version;
  if (sending === from) return;
  sending = from;
  message = "";
  try {
    const since = events.length ? events.at(-1).index + 1 : 0;
    const response = await fetch(`/api/games/${gameId}/actions?lang=${lang()}&since=${since}`, {
      method: "POST", headers: { "Content-Type": "application/json", ...authHeaders() },
      body: JSON.stringify({ action: actionId }) });
    const answer = await response.json();
    if (response.ok) await receive(answer);
    else { message = colon(t("refused")) + said(answer) + (answer.reason ? ` (${answer.reason})` : ""); draw(); }
  } finally {
    if (sending === from) sending = null;
  }
}

async function undo() {
  const response = await fetch(`/api/games/${gameId}/undo?lang=${lang()}`, { method: "POST", headers: authHeaders() });
  const answer = await response.json();
  if (response.ok) await receive(answer, true);
  else { message = colon(t("refused")) + said(answer); draw(); }
}

// A refusal in the reader's words: the server's "text" (asked in this page's language), else its "detail".
function said(answer) { return answer.text ?? answer.detail; }

function gameName(id) {
  const game = catalog && catalog.games.find((g) => g.id === id);
  return game ? pick(game.names) : id;
}

// The legal actions naming each component id (anywhere in their params).
function namedBy(actions) {
  const byId = new Map();
  const walk = (value, action) => {
    if (typeof value === "string" && comps.has(value)) {
      byId.set(value, (byId.get(value) || new Set()).add(action.id));
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, action));
    else if (value && typeof value === "object") Object.values(value).forEach((v) => walk(v, action));
  };
  for (const action of actions) walk(action.describe.params, action);
  return byId;
}

// A component drawn in one seat's area (data-owner, such as a card in a Seasons play area, where
// the same card may lie in several) answers only a choice about that seat's: one whose params name
// that seat, or, naming no seat, a choice of that seat itself; and drawn at a place in that area
// (data-slot, two copies of one card in play), only a choice naming that place, if it names one.
function ownedBy(node, action, viewer) {
  const { seat, slot } = action.describe.params;
  if (node.dataset.slot !== undefined && typeof slot === "number" && slot !== Number(node.dataset.slot)) return false;
  if (node.dataset.owner === undefined) return true;
  return Number(node.dataset.owner) === (typeof seat === "number" ? seat : viewer);
}

// The action a component drawn on the board stands for: the one choice naming it (and, for a
// component drawn within another, such as a die in a shrine, naming that one too), if exactly one does.
function target(node, named, byId, viewer) {
  const within = node.dataset.within;
  const ids = [...(named.get(node.dataset.component) || [])]
    .filter((id) => within === undefined || (named.get(within) || new Set()).has(id))
    .filter((id) => ownedBy(node, byId.get(id), viewer));
  return ids.length === 1 ? ids[0] : undefined;
}

function status(payload, names) {
  if (payload.is_over) return el("span", { class: "status over", text: t("gameOver") });
  const who = payload.current_player;
  if (who == null) return el("span", { class: "status" });
  if (payload.thinking != null) {
    return el("span", { class: "status thinking", role: "status" }, el("span", { class: "spinner", "aria-hidden": "true" }),
      t("thinking", { who: names(payload.thinking) }));
  }
  if (who === payload.seat) return el("span", { class: "status mine", role: "status", text: t("yourTurn") });
  return el("span", { class: "status", role: "status", text: t("waitingFor", { who: names(who) }) });
}

function choices(payload) {
  const actions = payload.legal_actions;
  const box = el("section", { class: "panel choices", id: "choices", "aria-live": "polite" },
    el("h2", { text: t("choices") }),
    payload.prompt && payload.current_player === payload.seat ? el("p", { class: "prompt", text: payload.prompt }) : null,
    message ? el("p", { class: "error", role: "alert", text: message }) : null);
  if (!actions.length) {
    box.append(el("p", { class: "muted", text: payload.seat == null ? t("spectator") : t("noChoice") }));
    return box;
  }
  box.append(el("ol", { class: "actions" }, actions.map((action, index) => el("li", {},
    el("button", { type: "button", class: "action", "data-action": action.id,
      "aria-keyshortcuts": index < 9 ? String(index + 1) : null, onclick: () => act(action.id) },
    index < 9 ? el("kbd", { text: String(index + 1) }) : null, ` ${action.text}`)))));
  if (payload.can_undo) {
    box.append(el("button", { type: "button", id: "undo", "aria-keyshortcuts": "u", onclick: undo, text: `↶ ${t("undo")}` }));
  }
  box.append(el("p", { class: "muted small", text: t("keys") }));
  return box;
}

function log() {
  const list = el("ol", { class: "log", id: "log", start: "1" },
    events.map((e) => el("li", { "data-index": e.index, text: typeof e.text === "string" ? e.text : pick(e.text) })));
  return el("section", { class: "panel" }, el("h2", { text: t("log") }), list);
}

function endScreen(payload, names) {
  return el("section", { class: "panel end", id: "end", role: "dialog", "aria-label": t("gameOver") },
    el("h2", { text: t("gameOver") }),
    el("p", { class: "winners", text: winnersLine(payload, names) }),
    scoreSheet(payload.score_sheet, names, payload.view.scores),
    el("p", {},
      el("a", { href: `/games/${gameId}/replay`, text: t("replay") }), " · ",
      el("a", { href: `/api/games/${gameId}/record`, download: `meeple-${payload.game}-${gameId}.json`, text: t("record") }), " · ",
      el("a", { href: "/", text: t("backToLobby") })));
}

function draw(error) {
  document.documentElement.lang = lang();
  const root = document.getElementById("table");
  if (error || !current) {
    root.replaceChildren(el("p", { class: "panel", text: error || "…" }), el("a", { href: "/", text: t("backToLobby") }));
    return;
  }
  const payload = current;
  const names = playerNames(payload);
  nameSeats(comps, catalog && catalog.games, payload, names);
  document.body.dataset.version = String(payload.version);  // what tests wait on after a click
  document.title = `${gameName(payload.game)} — meeple`;
  const board = drawBoard(payload.view, comps, names);
  const named = namedBy(payload.legal_actions);
  const byId = new Map(payload.legal_actions.map((action) => [action.id, action]));
  for (const node of board.querySelectorAll("[data-component]")) {
    const actionId = target(node, named, byId, payload.seat);
    if (actionId === undefined) continue;
    node.classList.add("choice");
    node.setAttribute("role", "button");
    node.setAttribute("tabindex", "0");
    node.addEventListener("click", (event) => { event.stopPropagation(); act(actionId); });
    node.addEventListener("keydown", (event) => { if (event.key === "Enter") act(actionId); });
  }
  const logPanel = log();
  root.replaceChildren(...[
    el("header", { class: "bar" },
      el("h1", {}, el("a", { href: "/", text: "meeple" }), ` — ${gameName(payload.game)}`),
      status(payload, names),
      payload.seat != null ? el("span", { class: "muted", text: t("you_are", { who: payload.seats[payload.seat].name }) }) : null,
      el("label", {}, `${t("language")} `, langSelect(() => { events = []; current = null; socket.close(); }))),
    payload.is_over ? endScreen(payload, names) : null,
    el("div", { class: "layout" },
      el("main", { class: "panel board-panel", id: "board" }, board),
      el("aside", { class: "side" },
        choices(payload), logPanel,
        el("section", { class: "panel", id: "sheet" }, el("h2", { text: t("scoreSheet") }), scoreSheet(payload.score_sheet, names, payload.view.scores)))),
  ].filter(Boolean));
  const list = logPanel.querySelector(".log");
  list.scrollTop = list.scrollHeight;
}

document.addEventListener("keydown", (event) => {
  if (!current || event.target.matches("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "u" && current.can_undo) { undo(); return; }
  const index = Number(event.key) - 1;
  const actions = current.legal_actions;
  if (index >= 0 && index < Math.min(9, actions.length)) act(actions[index].id);
});

start();
