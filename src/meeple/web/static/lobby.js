// The lobby: create a game (options, seats, bots explained), share its links, my games, join or watch.
import { colon, fieldLabel, lang, langSelect, pick, t } from "/static/i18n.js";
import { el, forget, myGames, remember } from "/static/store.js";

let catalog = null;
let created = null;  // the answer of the last POST /api/games

async function start() {
  catalog = await (await fetch("/api/catalog")).json();
  draw();
}

function gameName(id) {
  const game = catalog.games.find((g) => g.id === id);
  return game ? pick(game.names) : id;
}

function draw() {
  document.documentElement.lang = lang();
  document.title = `meeple — ${t("lobby")}`;
  const root = document.getElementById("lobby");
  root.replaceChildren(...[
    el("header", { class: "bar" }, el("h1", { text: `meeple — ${t("lobby")}` }),
      el("label", {}, `${t("language")} `, langSelect(draw))),
    created ? links() : null,
    form(),
    join(),
    games(),
  ].filter(Boolean));
}

function form() {
  const gameSelect = el("select", { id: "game", name: "game" },
    catalog.games.map((g) => new Option(`${pick(g.names)} (${g.min_players}–${g.max_players})`, g.id)));
  const saved = sessionStorage.getItem("meeple.lobby.game");
  if (saved && catalog.games.some((g) => g.id === saved)) gameSelect.value = saved;
  const players = el("input", { id: "players", type: "number", name: "players" });
  const optionsBox = el("fieldset", { class: "options" });
  const seatsBox = el("fieldset", { class: "seats" });
  const seed = el("input", { id: "seed", type: "number", name: "seed" });
  const error = el("p", { class: "error", role: "alert" });

  function game() { return catalog.games.find((g) => g.id === gameSelect.value); }

  function drawOptions() {
    const g = game();
    players.min = g.min_players; players.max = g.max_players;
    const count = Math.min(g.max_players, Math.max(g.min_players, Number(players.value) || 2));
    players.value = count;
    optionsBox.replaceChildren(el("legend", { text: t("options") }),
      ...g.options.map((option) => optionField(option)));
    if (!g.options.length) optionsBox.append(el("p", { text: t("none") }));
    drawSeats();
  }

  function drawSeats() {
    const count = Number(players.value);
    const previous = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    seatsBox.replaceChildren(el("legend", { text: t("seats") }));
    for (let seat = 0; seat < count; seat++) {
      const help = el("small", { class: "help" });
      const custom = el("input", { type: "text", placeholder: "ismcts:iterations=300", hidden: true,
        "aria-label": t("otherBot"), "data-seat-custom": seat });
      const select = el("select", { "data-seat": seat, "aria-label": t("player", { n: seat + 1 }) },
        new Option(t("person"), "human"),
        catalog.bots.map((bot) => new Option(pick(bot.name), bot.spec)),
        new Option(t("otherBot"), "custom"));
      select.value = previous[seat] ?? (seat === 0 || count === 1 ? "human" : "greedy");
      const explain = () => {
        const bot = catalog.bots.find((b) => b.spec === select.value);
        help.textContent = bot ? colon(pick(bot.name)) + pick(bot.help) : "";
        custom.hidden = select.value !== "custom";
      };
      select.addEventListener("change", explain);
      explain();
      seatsBox.append(el("div", { class: "seat" }, el("label", {}, `${t("player", { n: seat + 1 })} `, select),
        custom, help));
    }
  }

  gameSelect.addEventListener("change", () => { sessionStorage.setItem("meeple.lobby.game", gameSelect.value); drawOptions(); });
  players.addEventListener("change", drawOptions);
  drawOptions();

  async function submit(event) {
    event.preventDefault();
    error.textContent = "";
    const g = game();
    const options = {};
    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const spec = g.options.find((o) => o.name === input.dataset.option);
      let value = input.type === "checkbox" ? input.checked : input.value;
      if (typeof spec.default === "number") value = Number(value);
      if (typeof spec.default === "boolean" && typeof value === "string") value = value === "true";
      if (value !== spec.default) options[spec.name] = value;
    }
    const seats = [...seatsBox.querySelectorAll("select")].map((s) =>
      s.value === "custom" ? seatsBox.querySelector(`[data-seat-custom="${s.dataset.seat}"]`).value.trim() : s.value);
    const body = { game: g.id, players: Number(players.value), seats, options, lang: lang() };
    if (seed.value !== "") body.seed = Number(seed.value);
    const response = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok) {
      error.textContent = refusal(answer.detail);
      return;
    }
    created = { ...answer, game: g.id };
    for (const seat of answer.seats) remember({ id: answer.id, game: g.id, seat: seat.seat, token: seat.token });
    if (!answer.seats.length) remember({ id: answer.id, game: g.id, seat: null, token: null });
    draw();
  }

  return el("form", { class: "panel", onsubmit: submit, id: "new-game" },
    el("h2", { text: t("newGame") }),
    el("label", {}, `${t("game")} `, gameSelect),
    el("label", {}, `${t("players")} `, players),
    optionsBox, seatsBox,
    el("details", {}, el("summary", { text: t("seed") }), seed),
    error,
    el("button", { type: "submit", class: "primary", id: "create", text: t("create") }));
}

// The server's reason for refusing a new game; its check of the request's form (a seed past 64 bits, say)
// answers with pydantic's list of English texts: the lobby names the fields refused in its own words instead.
const FIELDS = { game: "game", players: "players", seats: "seats", seed: "seed" };
function refusal(detail) {
  if (typeof detail === "string") return detail;
  const fields = (Array.isArray(detail) ? detail : []).map((e) => (e.loc || []).find((p) => p !== "body"));
  const named = [...new Set(fields)].map((f) => (FIELDS[f] ? t(FIELDS[f]) : fieldLabel(String(f)) ?? String(f)));
  return colon(t("refused")) + named.join(", ");
}

// A choice's words: the game's own for a coded choice (Seasons' enchantment numbers), else a label.
function choiceName(option, choice) {
  const named = option.names?.[choice];
  return named ? pick(named) : fieldLabel(choice) ?? choice;
}

function optionField(option) {
  const help = pick(option.help);
  let input;
  if (option.choices && typeof option.default !== "boolean") {
    input = el("select", { "data-option": option.name },
      option.choices.map((choice) => new Option(choiceName(option, String(choice)), String(choice))));
    input.value = String(option.default);
  } else if (typeof option.default === "boolean") {
    input = el("input", { type: "checkbox", "data-option": option.name, checked: option.default });
  } else {
    input = el("input", { type: typeof option.default === "number" ? "number" : "text",
      "data-option": option.name, value: String(option.default) });
  }
  return el("div", { class: "option" }, el("label", {}, `${fieldLabel(option.name) ?? option.name} `, input),
    help ? el("small", { class: "help", text: help }) : null);
}

function absolute(path) { return new URL(path, location.origin).href; }

function copyButton(text) {
  const button = el("button", { type: "button", text: t("copy") });
  button.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(text); button.textContent = t("copied"); } catch { /* no clipboard */ }
  });
  return button;
}

function links() {
  return el("section", { class: "panel created", id: "created" },
    el("h2", { text: gameName(created.game) }),
    el("p", { text: t("created") }),
    el("ul", {}, created.seats.map((seat) => el("li", {},
      el("a", { href: seat.url, class: "seat-link", "data-seat": seat.seat }, t("player", { n: seat.seat + 1 })),
      " ", el("code", { text: absolute(seat.url) }), " ", copyButton(absolute(seat.url))))),
    el("p", {}, el("a", { href: created.watch, text: t("watchLink") }), " ", copyButton(absolute(created.watch))));
}

function join() {
  const input = el("input", { type: "text", id: "join", "aria-label": t("join"), placeholder: t("joinHelp") });
  function go(event) {
    event.preventDefault();
    const value = input.value.trim();
    if (!value) return;
    let url;
    try { url = new URL(value); } catch { url = new URL(`/games/${encodeURIComponent(value)}`, location.origin); }
    location.href = url.pathname + url.search;
  }
  return el("form", { class: "panel", onsubmit: go }, el("h2", { text: t("join") }),
    el("p", { text: t("joinHelp") }), input, " ", el("button", { type: "submit", text: t("go") }));
}

function games() {
  const list = myGames();
  return el("section", { class: "panel" }, el("h2", { text: t("myGames") }),
    list.length ? el("ul", { class: "my-games" }, list.map((g) => {
      const href = g.seat == null ? `/games/${g.id}` : `/games/${g.id}?seat=${g.seat}`;
      return el("li", {},
        el("a", { href }, `${gameName(g.game)} — ${g.seat == null ? t("watch") : t("player", { n: g.seat + 1 })}`),
        ` (${new Date(g.saved).toLocaleString(lang())}) `,
        el("a", { href: `/games/${g.id}`, text: t("watch") }), " ",
        el("button", { type: "button", text: t("forget"), onclick: () => { forget(g.id, g.seat); draw(); } }));
    })) : el("p", { text: t("noGames") }));
}

start();
