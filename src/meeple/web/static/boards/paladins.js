// Paladins of the West Kingdom: the shared tracks (round, tax supply, debts), the Townsfolk, Outsider,
// Tavern, King's Order and King's Favour cards, the main board (six regions, their squares, monks and
// outposts in seat colours), then each player's board: the three attribute tracks, workers by colour,
// silver and provisions, the twelve action spaces, the pieces left to place, the jars, and the cards
// gathered around it (walls, townsfolk, outsiders, suspicion) and its Paladins' piles; the decks and the
// discard piles; the solo AI's board
// with its Scheme deck and discard, Resource track and attribute stack. The rest follows generically.
import { chip, genericBoard, label as fieldName, seatOrder } from "/static/board.js";
import { colon, t } from "/static/i18n.js";
import { el } from "/static/store.js";
import { amount, cardFace, facedownPile, label, pile, piece, SEAT_COLOURS, seatToken, svg } from "/static/boards/common.js";

const W = 120, H = 36, TOP = 56;

// The reward printed in a square ("2× Silver"), from its component.
function rewards(square, comps) {
  const counts = new Map();
  for (const id of (comps.get(square) || {}).reward || []) counts.set(id, (counts.get(id) || 0) + 1);
  return [...counts].map(([id, n]) => `${n > 1 ? `${n}× ` : ""}${comps.name(id)}`).join(", ");
}

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
            stroke: "#000" }, svg("title", {}, colon(names(who.seat)) + comps.name(who.piece))) : null,
          who ? label(x + 34, y + H / 2 + 5, comps.name(who.piece), { class: "small", "text-anchor": "start" })
            : label(x + W / 2, y + H / 2 + 4, rewards(square.square, comps), { class: `small${square.open ? "" : " muted"}` }));
      }));
  });
  return svg("svg", { viewBox: `0 0 ${8 + regions.length * (W + 8)} ${TOP + rows * (H + 6) + 4}`, class: "paladins-board",
    role: "img", "aria-label": t("board") }, columns);
}

// Workers' colours as the rulebook names them (Paysan blanc, Éclaireur vert, Marchand bleu,
// Combattant rouge, Clerc noir, Criminel violet), and the attributes' (Foi noire, Force rouge, Influence bleue).
const WORKER_COLOURS = { laborer: "#f4f1ea", scout: "#3f9b4a", merchant: "#2e6fb7", fighter: "#c0392b", cleric: "#222", criminal: "#7d3c98" };
const WORKERS = Object.keys(WORKER_COLOURS);
const ATTRIBUTES = ["faith", "strength", "influence"];
// What each player board comes with ("Mise en place" 11): 8 workshops, 7 monks, 7 outposts (the 7 jars are the jar slots).
const PIECES_PER_BOARD = { workshops_placed: 8, monks: 7, outposts: 7 };

function worker(id, comps, count = null) {
  return el("span", { class: `worker worker-${id}`, title: comps.name(id), style: `--worker:${WORKER_COLOURS[id] || "#bbb"}` },
    count == null ? comps.name(id).slice(0, 2) : `${comps.name(id)} ${count}`);
}

function slotWorker(id, comps) {
  return id === "any" ? el("span", { class: "worker worker-any", title: comps.name("any"), text: "?" }) : worker(id, comps);
}

// An attribute track, 0 to its maximum: the marker where the board puts it, a ring where the round's Paladin lifts it.
function track(id, value, effective, comps) {
  const maximum = (comps.get(id) || {}).maximum || 12;
  const cells = [];
  for (let n = 0; n <= maximum; n++) {
    cells.push(el("span", { class: `cell${n === value ? " at" : ""}${n === effective && effective !== value ? " boost" : ""}`, text: String(n) }));
  }
  return el("div", { class: `attribute attribute-${id}`, "data-attribute": id, "data-value": value, "data-effective": effective },
    el("span", { class: "attribute-name" }, `${comps.name(id)} `, el("b", { class: "attribute-value", text: String(value) }),
      effective !== value ? el("small", { text: ` (${fieldName("effective", comps)} ${effective})` }) : null),
    el("span", { class: "track-cells" }, cells));
}

function actionSpace(space, board, comps) {
  const c = comps.get(space) || {};
  const occupied = board.occupied.includes(space);
  const workshops = (board.workshops || {})[space] || 0;
  return el("div", { class: `action-space${occupied ? " occupied" : ""}`, "data-component": space, "data-owner": board.seat,
    tabindex: "0", title: [comps.name(space), occupied ? fieldName("occupied", comps) : ""].filter(Boolean).join(" — ") },
  el("span", { class: "space-name", text: comps.name(space) }),
  (c.slots || []).length ? el("span", { class: "slots" }, c.slots.map((slot) => slotWorker(slot, comps))) : null,
  workshops ? el("small", { class: "workshop", text: `⌂ ${fieldName("workshops", comps)} ${workshops}` }) : null,
  occupied ? el("small", { class: "occupied-note", text: fieldName("occupied", comps) }) : null);
}

function actionSpaces(board, comps) {
  const spaces = [...comps.byId.values()].filter((c) => c.kind === "action_space");
  const side = (name) => el("div", { class: "side-spaces" }, spaces.filter((c) => c.side === name).map((c) => actionSpace(c.id, board, comps)));
  return el("div", { class: "action-spaces" }, side("left"), side("right"));
}

// Pieces still on the player board and those sent out, as the board shows them in a row.
function pieces(board, comps) {
  const row = (field, pieceId) => {
    const total = PIECES_PER_BOARD[field];
    const out = board[field];
    return el("div", { class: "piece-row", "data-field": field, "data-value": out },
      el("small", { text: `${fieldName(field, comps)} ${out} / ${total}` }),
      el("span", { class: "pips", title: comps.name(pieceId) },
        Array.from({ length: total }, (_, n) => el("span", { class: `pip${n < out ? " out" : ""}` }))));
  };
  const jars = [...comps.byId.values()].filter((c) => c.kind === "jar_slot");
  return el("div", { class: "pieces" }, row("monks", "monk"), row("outposts", "outpost"), row("workshops_placed", "workshop"),
    el("div", { class: "piece-row", "data-field": "jars", "data-value": board.jars.length },
      el("small", { text: `${fieldName("jars", comps)} ${board.jars.length} / ${jars.length}` }),
      el("span", { class: "jar-slots" }, jars.map((slot, index) => {
        const node = chip(slot.id, comps);
        node.dataset.owner = board.seat;  // an Absolve is answered by clicking the slot on one's own board
        node.classList.add("jar-slot");
        if (board.jars.includes(slot.id)) node.classList.add("filled");
        node.firstChild.textContent = String(index + 1);
        return node;
      }))));
}

function cards(field, ids, comps, owner, lines = () => []) {
  if (!ids.length) return null;
  return el("div", { "data-zone": field }, el("h4", { text: `${fieldName(field, comps)} (${ids.length})` }),
    el("div", { class: "card-row" }, ids.map((id) => cardFace(id, comps, lines(id), { owner }))));
}

function paladinLines(id, comps) {
  const c = comps.get(id) || {};
  return [el("span", { class: "slots" }, (c.workers || []).map((w) => worker(w, comps))),
    el("small", { text: ATTRIBUTES.map((a) => `${comps.name(a)} +${c[a] || 0}`).join(" · ") })];
}

function playerBoard(board, title, view, comps, more = null) {
  const mine = board.seat === view.seat;
  const paladin = board.paladin ? cardFace(board.paladin, comps, paladinLines(board.paladin, comps), { owner: board.seat })
    : board.paladin_picked ? el("div", { class: "cardface face-down", text: t("faceDown") }) : null;
  return el("section", { class: `player paladins-player${mine ? " mine" : ""}${board.seat === view.current_player ? " active" : ""}`,
    "data-player": board.seat },
  el("h3", {}, title, " · ", `${fieldName("score", comps)} ${board.score}`, board.passed ? ` · ${fieldName("passed", comps)}` : ""),
  el("div", { class: "board-top" },
    paladin ? el("div", {}, el("h4", { text: fieldName("paladin", comps) }), paladin) : null,
    el("div", { class: "board-stock" },
      // The silver held is counted in "Pièces" (the resource's own name, "Pièce", is one coin of a reward).
      el("div", { class: "amounts" }, amount(fieldName("coins", comps), board.silver), amount(fieldName("provisions", comps), board.provisions),
        amount(fieldName("quests", comps), board.quests),
        amount(fieldName("debts", comps), `${fieldName("unpaid", comps)} ${board.debts.unpaid} · ${fieldName("paid", comps)} ${board.debts.paid}`)),
      el("div", { class: "workers", "aria-label": fieldName("workers", comps) },
        WORKERS.map((w) => el("span", { "data-worker": w, "data-count": board.workers[w] }, worker(w, comps, board.workers[w])))),
      el("div", { class: "tracks" }, ATTRIBUTES.map((a) => track(a, board.attributes[a], board.effective[a], comps))))),
  actionSpaces(board, comps),
  pieces(board, comps),
  el("div", { class: "card-zones" }, ["walls", "townsfolk", "converted", "attacked", "suspicion"]
    .map((zone) => cards(zone, board[zone], comps, board.seat))),
  board.paladins_used.length ? el("div", {}, el("small", { text: colon(fieldName("paladins_used", comps)) }),
    board.paladins_used.map((id) => chip(id, comps))) : null,
  more);
}

// A row of card slots, each card as its face with the slot's own numbers (an empty slot as such).
function cardRow(field, slots, lines, comps) {
  return el("div", { "data-zone": field }, el("h4", { text: fieldName(field, comps) }),
    el("div", { class: "card-row" }, slots.map((slot) => (slot.card ? cardFace(slot.card, comps, lines(slot))
      : el("div", { class: "cardface empty", text: t("none") })))));
}

// The Outsiders lie beneath the main board, one under each region.
function outsiders(state, comps) {
  return el("section", { class: "market" }, cardRow("outsiders", state.outsiders, (slot) => [el("small",
    { text: `${fieldName("attack_strength", comps)} ${slot.attack_strength} · ${fieldName("convert_faith", comps)} ${slot.convert_faith}` })], comps));
}

// The cards above the main board: Townsfolk to recruit (the costs printed below each slot), the
// Tavern, the King's Orders and Favours; and the shared tracks (round, tax supply, debts left).
function market(state, comps, names) {
  const row = (field, slots, lines) => cardRow(field, slots, lines, comps);
  const costs = (slot) => el("small", { text: `${fieldName("quest_cost", comps)} ${slot.quest_cost} · ${fieldName("recruit_cost", comps)} ${slot.recruit_cost}${slot.debt_allowed ? ` · ${fieldName("debt_allowed", comps)}` : ""}` });
  return el("section", { class: "market" },
    el("div", { class: "amounts" },
      amount(fieldName("round", comps), `${state.round} / ${state.rounds}`), el("span", { class: "amount" }, chip(state.phase, comps)),
      el("span", { class: "amount" }, el("small", { text: `${fieldName("first_player", comps)} ` }), seatToken(state.first_player, names)),
      amount(fieldName("tax_supply", comps), state.tax_supply), amount(fieldName("debts_left", comps), state.debts_left)),
    row("townsfolk", state.townsfolk, (slot) => [costs(slot)]),
    row("tavern", state.tavern, (slot) => [el("span", { class: "slots" }, slot.workers.map((w) => worker(w, comps))),
      slot.taken ? el("small", { class: "muted", text: fieldName("taken", comps) }) : null]),
    row("kings_orders", state.kings_orders, (slot) => [el("small", { text: `${fieldName("vp", comps)} ${slot.vp}` })]),
    state.kings_favours.length ? row("kings_favours", state.kings_favours, (slot) => [slot.used ? el("small", { class: "muted", text: fieldName("used", comps) }) : null]) : null);
}

// The face-up discard piles beside the board, each with its top card shown, after the face-down decks
// (hidden zones: their counts) and the King's Orders and Favours still face down or set aside.
const DISCARDS = ["townsfolk_discard", "outsider_discard", "tavern_discard", "suspicion_discard"];
const DECKS = ["townsfolk_deck", "outsider_deck", "tavern_deck", "suspicion_deck", "wall_deck", "orders_down", "orders_box",
  "favours_down", "favours_box"];

function discards(state, hidden, comps) {
  const decks = DECKS.filter((zone) => hidden[zone] != null).map((zone) => facedownPile(zone, hidden[zone], fieldName(zone, comps), comps));
  return el("section", { class: "market discards", "aria-label": t("piles") }, el("h3", { text: t("piles") }),
    el("div", { class: "piles" }, decks, DISCARDS.filter((field) => state[field]).map((field) => pile(field, state[field], comps,
      fieldName(field, comps)))));
}

// A seat's Paladins beside its board: its deck face down, the one on top, those underneath, those offered
// to it and those in its hand (the seat sees its own, its hand drawn above the boards; the others, how many).
const PALADIN_ZONES = ["paladin_deck", "paladin_top", "paladin_under", "paladin_pick", "paladin_hand"];

function paladinPiles(seat, hidden, comps) {
  const piles = PALADIN_ZONES.map((zone) => {
    const content = hidden[`${zone}${seat}`];
    if (content == null || (zone !== "paladin_deck" && !(Array.isArray(content) ? content.length : content))) return null;
    if (zone === "paladin_hand" && Array.isArray(content)) return null;
    if (Array.isArray(content) && !content.includes(null)) return cards(zone, content, comps, seat, (id) => paladinLines(id, comps));
    return facedownPile(zone, content, fieldName(zone, comps), comps);
  });
  return el("div", { class: "piles paladin-piles" }, piles);
}

// The solo AI beside its board ("Automa" rules): the Scheme deck face down and the Schemes played, face
// up (the last one on top), the King's Favour Schemes still waiting, its Resource track (1 to 5), the
// attribute markers stacked on one space (top first), the King's Orders that placed its first Workshops.
function aiPanel(ai, schemesLeft, comps) {
  const cells = Array.from({ length: 5 }, (_, n) => el("span", { class: `cell${n + 1 === ai.resource_marker ? " at" : ""}`, text: String(n + 1) }));
  return el("div", { class: "ai-panel" },
    el("div", { class: "amounts" },
      el("span", { class: "attribute attribute-resource", "data-field": "resource_marker", "data-value": ai.resource_marker },
        el("span", { class: "attribute-name", text: `${fieldName("resource_marker", comps)} ` }), el("span", { class: "track-cells" }, cells)),
      amount(fieldName("favour_schemes", comps), ai.favour_schemes),
      ai.rested ? el("span", { class: "amount", text: fieldName("rested", comps) }) : null,
      ai.done ? el("span", { class: "amount", text: fieldName("done", comps) }) : null,
      ai.attribute_stack.length ? el("span", { class: "amount", "data-field": "attribute_stack" },
        el("small", { text: `${fieldName("attribute_stack", comps)} ` }), ai.attribute_stack.map((id) => chip(id, comps))) : null),
    el("div", { class: "piles" },
      schemesLeft != null ? facedownPile("schemes", schemesLeft, fieldName("schemes", comps)) : null,
      pile("scheme_discard", ai.scheme_discard, comps, fieldName("scheme_discard", comps)),
      ai.starting_orders.length ? el("div", { "data-zone": "starting_orders" }, el("h4", { text: fieldName("starting_orders", comps) }),
        el("div", { class: "card-row" }, ai.starting_orders.map((id) => cardFace(id, comps)))) : null));
}

const DRAWN = ["round", "rounds", "phase", "first_player", "tax_supply", "debts_left", "townsfolk", "outsiders", "tavern",
  "kings_orders", "kings_favours", "main_board", "players", ...DISCARDS];

export function paladinsBoard(view, comps, names) {
  const state = view.state;
  const players = state.players || [];
  const hand = view.seat != null ? (view.hidden || {})[`paladin_hand${view.seat}`] : null;
  const hidden = { ...(view.hidden || {}) };
  if (Array.isArray(hand)) delete hidden[`paladin_hand${view.seat}`];
  // The hidden zones drawn on the board (decks, each seat's Paladins) leave the generic list.
  const drawnZones = [...DECKS, ...players.flatMap((_, seat) => PALADIN_ZONES.map((zone) => `${zone}${seat}`))];
  const rest = { ...view, hidden: Object.fromEntries(Object.entries(hidden).filter(([zone]) => !drawnZones.includes(zone))), state: Object.fromEntries(Object.entries(state).filter(([key]) => !DRAWN.includes(key))) };
  let ai = null;
  delete rest.state.ai;  // null without the solo AI
  if (state.ai) {
    const schemes = hidden.schemes;
    if (typeof schemes === "number") delete rest.hidden.schemes;
    ai = playerBoard(state.ai.board, comps.name("solo-ai"), view, comps, aiPanel(state.ai, typeof schemes === "number" ? schemes : null, comps));
  }
  return el("div", { class: "board paladins" },
    market(state, comps, names),
    state.main_board ? el("section", { class: "map" }, mainBoard(state.main_board, comps, names)) : null,
    outsiders(state, comps),
    discards(state, hidden, comps),
    Array.isArray(hand) && hand.length ? el("section", { class: "own-cards", "data-zone": "paladin_hand" },
      el("h4", { text: fieldName("paladin_hand", comps) }),
      el("div", { class: "card-row" }, hand.map((id) => cardFace(id, comps, paladinLines(id, comps), { owner: view.seat })))) : null,
    el("div", { class: "players" }, seatOrder(players.length, view.seat).map((i) => playerBoard(players[i], seatToken(i, names), view, comps,
      paladinPiles(i, hidden, comps))), ai),
    genericBoard(rest, comps, names));
}
