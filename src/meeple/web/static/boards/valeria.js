// Shadow Kingdoms of Valeria: the sanctuaries and the camp (dice, wardens, who stands where), the
// stratagem column, the champion rows and the distinctions, then each camp: its dice, resources,
// reserve, and its scroll (nine zones and the chain bonuses between them). The rest of the view
// (the turn, the bag) follows in the generic layout; the face-down piles are counted beside their rows.
import { chip, genericBoard, label, render, seatOrder } from "/static/board.js";
import { colon, t } from "/static/i18n.js";
import { el } from "/static/store.js";
import { SEAT_COLOURS, seatToken } from "/static/boards/common.js";

const TROOP_COLOURS = { orc: "#9cc58a", goblin: "#e8d36a", skeleton: "#ece6d6", gargoyle: "#b7a9cf", gnoll: "#d2a679" };

function colour(seat) { return SEAT_COLOURS[seat % SEAT_COLOURS.length]; }


// A die as its face (clickable when a choice names that face, and the shrine it lies in if
// ``within`` is given): troop and strength, a star for a joker.
function die(d, comps, within) {
  const faceId = `${d.troop}-${d.strength}`;
  const node = comps.has(faceId) ? chip(faceId, comps) : el("span", { class: "chip", text: comps.name(d.troop) });
  node.classList.add("vdie");
  if (within) node.dataset.within = within;
  node.style.background = TROOP_COLOURS[d.troop] || "#eee";
  if (d.joker) node.prepend("★ ");
  return node;
}

function places(state, comps, names) {
  const players = state.players || [];
  // A sanctuary names its wardens in its own line; each camp is its player's alone.
  const atCamp = players.map((p, seat) => (p.location === "camp" ? seatToken(seat, names) : null));
  const camp = el("div", { class: "place", "data-component": "camp" },
    el("h4", {}, chip("camp", comps)), el("div", { class: "tokens" }, atCamp));
  return el("section", { class: "places" }, (state.sanctuaries || []).map((s) => el("div",
    { class: `place${s.adversary ? " adversary" : ""}`, "data-component": s.sanctuary },
    el("h4", {}, chip(s.sanctuary, comps)),
    el("div", { class: "dice-row" }, s.dice.map((d) => die(d, comps, s.sanctuary))),
    s.wardens.length ? el("div", { class: "small" }, colon(label("wardens", comps)), s.wardens.map((seat) => seatToken(seat, names))) : null,
    s.adversary ? el("div", { class: "small", text: label("adversary", comps) }) : null)), camp);
}

// A pile's count beside the cards it feeds ("Instant pile 7"), its zone taken from ``hidden``: its face-down
// cards and those put under it (public, drawn in order once the face-down ones are gone, model.py Pile).
function pileCount(zone, hidden, comps, under) {
  const count = hidden[zone];
  if (typeof count !== "number") return null;
  delete hidden[zone];
  return el("small", { class: "muted pile-count", "data-zone": zone, "data-count": count }, ` · ${label(zone, comps)}\u00a0${count + under.length}`);
}

// The cards under a pile, the next drawn first (``title``: the view's name for them).
function underPile(zone, under, title, comps) {
  return under.length ? el("div", { class: "small under-pile", "data-zone": zone, "data-count": under.length },
    colon(label(title, comps)), under.map((card) => chip(card, comps))) : null;
}

function market(state, hidden, comps, names) {
  const plansUnder = state.stratagem_under_pile || [];
  return el("section", { class: "market" },
    el("div", {}, el("h4", {}, label("column", comps), pileCount("stratagem_pile", hidden, comps, plansUnder)),
      el("ol", { class: "cards" }, (state.column || []).map((entry) => el("li", {},
        entry.plan ? chip(entry.plan, comps) : el("span", { class: "muted", text: t("none") }),
        el("small", { class: "cost" }, ` ${label("cost", comps)}\u00a0${entry.cost}`)))),
      underPile("stratagem_pile", plansUnder, "stratagem_under_pile", comps)),
    (state.champion_rows || []).map((row) => el("div", {},
      el("h4", {}, `${label("champions", comps)} — ${label(row.deck, comps)} `,
        el("small", { class: "muted" }, `${label("base_cost", comps)}\u00a0${row.base_cost}`), pileCount(`${row.deck}_pile`, hidden, comps, row.under_pile)),
      el("div", { class: "list" }, row.cards.map((card) => chip(card, comps))),
      underPile(`${row.deck}_pile`, row.under_pile, "under_pile", comps))),
    el("div", {}, el("h4", { text: label("distinctions", comps) }),
      el("ul", { class: "cards" }, (state.distinctions || []).map((d) => el("li", {}, chip(d.distinction, comps),
        el("small", { class: "cost" }, ` ${label("vp", comps)} ${d.vp.join(" / ")} `), d.claimed_by.map((seat) => seatToken(seat, names)))))));
}

// The scroll: zones on odd rows and columns of a 5×5 grid, chain bonuses on the cells between two zones.
function scroll(player, comps, seat) {
  const cells = [];
  const at = new Map(player.zones.map((z) => [z.zone, z]));
  for (const z of player.zones) {
    cells.push(el("div", { class: `zone${z.marker ? " marked" : ""}`, style: `grid-row:${2 * z.row - 1};grid-column:${2 * z.column - 1}` },
      chip(z.requires, comps), z.marker ? el("span", { class: "marker", style: `background:${colour(seat)}`, title: label("marker", comps) }) : null));
  }
  for (const chain of player.chains) {
    const [a, b] = chain.zones.map((zone) => at.get(zone));
    if (!a || !b) continue;
    const node = chip(chain.bonus, comps);
    node.classList.add("chain");
    if (chain.taken) node.classList.add("taken-bonus");
    cells.push(el("div", { class: "link", style: `grid-row:${a.row + b.row - 1};grid-column:${a.column + b.column - 1}` }, node));
  }
  return el("div", { class: "scroll-grid", role: "group", "aria-label": comps.name(player.scroll) }, cells);
}

const DRAWN = ["board", "location", "dice", "gold", "magic", "influence", "gems", "gem_capacity", "cap", "vp", "reserve", "zones", "chains", "scroll", "seat"];

function camp(player, seat, view, comps, names) {
  const rest = Object.fromEntries(Object.entries(player).filter(([key]) => !DRAWN.includes(key)));
  const amount = (key, text) => el("span", { class: "amount" }, el("small", { text: label(key, comps) }), ` ${text}`);
  return el("section", { class: `player${seat === view.seat ? " mine" : ""}${seat === view.current_player ? " active" : ""}`, "data-player": seat },
    el("h3", {}, seatToken(seat, names), " ", chip(player.board, comps), " · ", chip(player.location, comps)),
    el("div", { class: "amounts" }, amount("gold", player.gold), amount("magic", player.magic), amount("influence", player.influence),
      amount("gems", `${player.gems} / ${player.gem_capacity}`), amount("cap", player.cap), amount("vp", player.vp)),
    el("div", { class: "dice-row" }, player.dice.map((d) => die(d, comps))),
    el("div", { class: "reserve" }, el("small", { text: label("reserve", comps) }), player.reserve.map((slot) => el("div",
      { class: `slot${slot.open ? "" : " closed"}` }, chip(slot.slot, comps), " ",
      slot.plan ? chip(slot.plan, comps) : el("span", { class: "muted", text: slot.open ? t("none") : t("closed") })))),
    el("div", {}, el("small", { text: comps.name(player.scroll) }), scroll(player, comps, seat)),
    render(rest, comps, 1));
}

export function valeriaBoard(view, comps, names) {
  const state = view.state;
  const players = state.players || [];
  const rest = { ...view, hidden: { ...(view.hidden || {}) }, state: { ...state } };
  for (const key of ["players", "sanctuaries", "column", "stratagem_under_pile", "champion_rows", "distinctions"]) delete rest.state[key];
  return el("div", { class: "board valeria" },
    places(state, comps, names),
    market(state, rest.hidden, comps, names),
    el("div", { class: "players" }, seatOrder(players.length, view.seat).map((seat) => camp(players[seat], seat, view, comps, names))),
    genericBoard(rest, comps, names));
}
