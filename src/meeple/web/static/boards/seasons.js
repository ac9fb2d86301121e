// Seasons: the season wheel (twelve months, the marker, the year), the dice on the table with
// their faces, each player's play area (crystals, reserve, summoning gauge, bonuses, the cards in
// play as faces with what lies on them), the turn being played, the dice of each season, the piles
// beside the table (draw and discard face down, the Enchanted Kingdom's token bag; Otus's, out of the game,
// the top of the draw pile face up) and the seat's own cards (hand, draft, library, the tokens offered to
// it), then the rest of the view in the generic layout.
import { chip, genericBoard, hiddenCards, label as fieldName, seatOrder } from "/static/board.js";
import { t } from "/static/i18n.js";
import { el } from "/static/store.js";
import { amount, cardFace, facedownPile, label, pile, seatToken, svg } from "/static/boards/common.js";

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
  label(C, C + 16, calendar.past_end ? t("pastEnd") : `${t("year")} ${calendar.year}`, { class: "small" }));
}

function die(rolled, comps) {
  if (!rolled) return null;
  return el("span", { class: "die", "data-component": rolled.die, style: `background:${SEASON_COLOURS[rolled.season] || "#eee"}` },
    chip(rolled.face, comps));
}

const ENERGIES = ["air", "water", "fire", "earth"];

// An energy as a coloured token with its initial (unique within each language), its name on hover;
// the viewer's own are components a choice may name (gain, lose, spend this energy).
function energy(id, comps, owner) {
  return el("span", { class: `energy energy-${id}`, title: comps.name(id), "data-component": owner == null ? null : id,
    "data-owner": owner, tabindex: owner == null ? null : "0" }, comps.name(id).slice(0, 1));
}

function energies(amounts, comps) {
  return ENERGIES.flatMap((id) => Array.from({ length: amounts[id] || 0 }, () => energy(id, comps, null)));
}

// A card's cost at this table's player count: energies as tokens, then crystals.
function cost(c, players, comps) {
  const price = (c.cost || {})[String(players)];
  if (!price) return null;
  return el("span", { class: "cost", title: fieldName("cost", comps) }, energies(price, comps),
    price.crystals ? el("span", { class: "crystal", text: `◆${price.crystals}` }) : null);
}

function card(id, comps, players, owner, { extra = [], classes = "", slot = null } = {}) {
  const c = comps.get(id) || {};
  return cardFace(id, comps, [
    el("small", { class: "muted", text: comps.name(c.card_type) }),
    el("div", { class: "card-line" }, cost(c, players, comps),
      c.prestige != null ? el("span", { class: "prestige", title: fieldName("prestige", comps), text: `★${c.prestige}` }) : null),
    extra], { owner, slot, extra: `season-card ${c.card_type || ""} ${classes}` });
}

// A card in play: turned when activated this turn, the tokens and energies stored on it, the item it copies.
function inPlay(entry, slot, comps, players, owner) {
  const extra = [];
  if (entry.activated) extra.push(el("small", { class: "turned-note", text: `↻ ${fieldName("activated", comps)}` }));
  if (entry.stored) extra.push(el("div", { class: "stored", title: fieldName("stored", comps) }, energies(entry.stored, comps)));
  if (entry.tokens && !entry.stored) extra.push(el("small", { class: "on-card", title: t("onCard"), text: `● × ${entry.tokens}` }));
  if (entry.copies) extra.push(el("small", {}, "→ ", chip(entry.copies, comps)));
  return card(entry.card, comps, players, owner, { extra, slot, classes: entry.activated ? "turned" : "" });
}

function reserve(seat, comps, mine) {
  const held = ENERGIES.reduce((sum, id) => sum + seat.energy[id], 0);
  return el("div", { class: "reserve", role: "group", "aria-label": comps.name("energy-reserve"), "data-reserve": seat.seat },
    el("small", { title: comps.name("energy-reserve"), text: `${comps.name("energy-reserve")} ${held}/${seat.reserve_limit}` }),
    ENERGIES.map((id) => el("span", { class: "energy-count", "data-energy": id, "data-count": seat.energy[id] },
      energy(id, comps, mine ? seat.seat : null), ` ${comps.name(id)} ${seat.energy[id]}`)));
}

function playArea(seat, view, comps, names) {
  const mine = seat.seat === view.seat;
  const active = seat.seat === view.current_player;
  return el("section", { class: `player seasons-seat${mine ? " mine" : ""}${active ? " active" : ""}`, "data-player": seat.seat },
    el("h3", {}, seatToken(seat.seat, names), seat.die ? " " : null, die(seat.die, comps)),
    el("div", { class: "amounts" },
      amount(fieldName("crystals", comps), seat.crystals, "crystal-track", comps),
      amount(comps.name("summoning-gauge"), `${seat.cards_in_play} / ${seat.summoning_gauge}`, "summoning-gauge", comps),
      amount(fieldName("bonus_used", comps), seat.bonus_used, "bonus-track", comps),
      amount(fieldName("bonus_penalty", comps), seat.bonus_penalty, "bonus-track", comps),
      amount(fieldName("hand", comps), seat.hand),
      seat.library_2 || seat.library_3 ? amount(fieldName("library_2", comps), seat.library_2) : null,
      seat.library_3 ? amount(fieldName("library_3", comps), seat.library_3) : null,
      mine ? null : othersCards(seat.seat, view, comps),
      view.state.enchantment ? amount(fieldName("destiny_points", comps), seat.destiny_points) : null,
      seat.token ? el("span", { class: `amount${seat.token_used ? " used" : ""}` }, chip(seat.token, comps)) : null),
    reserve(seat, comps, mine),
    el("div", { class: "card-row play-area", "aria-label": fieldName("play_area", comps) },
      seat.play_area.length ? seat.play_area.map((entry, slot) => inPlay(entry, slot, comps, view.num_players, seat.seat))
        : el("span", { class: "muted", text: t("none") })));
}

// The viewer's own hidden cards (hand, draft pack, drafted cards, library, cards looked at, the special
// ability tokens drawn for it to keep one) as faces. Hidden zones are kept per seat ("hand0", "library2_0"):
// the zone's prefix, and the field naming it.
const OWN_ZONES = [["hand", "hand"], ["pack", "pack"], ["drafted", "drafted"], ["looking", "looking"],
  ["library2_", "library_2"], ["library3_", "library_3"], ["token_offer", "token_offer"]];
const COUNTED = ["hand", "library2_", "library3_"];  // counted in a seat's own fields of the view

// Another seat's hidden cards in its play area: how many in its draft pack, drafted cards and cards looked
// at, and in any of its zones the cards the viewer knows (as one who saw Naria's cards dealt).
function othersCards(seat, view, comps) {
  return OWN_ZONES.map(([zone, field]) => {
    const content = (view.hidden || {})[`${zone}${seat}`];
    if (content == null) return null;
    const { count, known } = hiddenCards(content);
    const counted = COUNTED.includes(zone);
    if (!count || (counted && !known.length)) return null;
    return el("span", { class: "amount", "data-zone": field }, el("small", { text: fieldName(field, comps) }),
      counted ? null : el("b", { text: ` ${count}` }),
      known.length ? [" ", el("small", { text: t("known") }), ...known.map((id) => chip(id, comps))] : null);
  });
}

function ownCards(view, comps) {
  const rows = OWN_ZONES.map(([zone, field]) => [field, (view.hidden || {})[`${zone}${view.seat}`]])
    .filter(([, cards]) => Array.isArray(cards) && cards.length);
  if (!rows.length) return null;
  return el("section", { class: "own-cards" }, rows.map(([field, cards]) => el("div", { "data-zone": field },
    el("h4", { text: fieldName(field, comps) }),
    el("div", { class: "card-row" }, cards.map((id) => card(id, comps, view.num_players, view.seat))))));
}

// What the table does while no turn is played (base 5.1: the dice are chosen before the turns, the
// round ends after them), read from the view as the terminal's board reads it (seasons/display.py, step).
function step(state) {
  if (state.phase !== "tournament") return state.phase;
  if ((state.dice_on_table || []).length) return "dice_draft";
  if (state.die_left_over) return "round_end";
  return "prelude";  // its last choices (Libraries, tokens) come after the phase turned to the rounds
}

// The turn being played: whose it is, whether they may still transmute (and the bonus a card gives
// to it), whether they must draw; beside it the game's phase, the round's first player (who takes
// a die first: the seat choosing one now may be another), level, enchantment and replicas left.
function turnRecord(state, comps, names) {
  const turn = state.turn;
  const first = (state.calendar || {}).first_player;
  return el("div", { class: "turn-record", "data-zone": "turn" },
    el("h3", {}, turn ? t("turnOf", { who: names(turn.player) }) : fieldName(step(state), comps)),
    el("div", { class: "amounts" },
      el("span", { class: "amount" }, chip(state.phase, comps)),
      first != null && state.phase === "tournament" ? el("span", { class: "amount", "data-field": "first_player" },
        el("small", { text: fieldName("first_player", comps) }), " ", el("b", { text: names(first) })) : null,
      el("span", { class: "amount" }, el("small", { text: `${fieldName("level", comps)} ` }), chip(state.level, comps)),
      state.enchantment ? el("span", { class: "amount" }, el("small", { text: `${fieldName("enchantment", comps)} ` }),
        chip(state.enchantment, comps)) : null,
      amount(fieldName("replicas_left", comps), state.replicas_left)),
    turn ? el("div", { class: "amounts" },
      el("span", { class: `amount flag${turn.may_transmute ? " on" : " off"}`, "data-flag": "may_transmute" },
        `${turn.may_transmute ? "✓" : "✗"} ${fieldName("may_transmute", comps)}`,
        turn.transmute_bonus ? el("b", { text: ` +${turn.transmute_bonus}` }) : null),
      el("span", { class: `amount flag${turn.must_draw ? " on" : " off"}`, "data-flag": "must_draw" },
        `${turn.must_draw ? "✓" : "✗"} ${fieldName("must_draw", comps)}`)) : null);
}

// The dice in use this year, by season, in the season's colour; the current season's row marked. A die
// rolled on the table, taken by a seat or left over is drawn there, where it stands: its row counts it in play.
function dicePool(state, comps) {
  const current = (state.calendar || {}).season;
  const rolled = [...(state.dice_on_table || []), state.die_left_over, ...(state.seats || []).map((seat) => seat.die)];
  const inPlay = new Set(rolled.filter(Boolean).map((d) => d.die));
  return el("div", { class: "dice-pool", "data-zone": "season_dice" },
    el("h4", { text: fieldName("season_dice", comps) }),
    Object.entries(state.season_dice || {}).map(([season, dice]) => {
      const out = dice.filter((id) => inPlay.has(id)).length;
      return el("div", { class: `dice-pool-row${season === current ? " current" : ""}`, "data-season": season },
        el("small", { text: `${comps.name(season)}${season === current ? ` (${t("current")})` : ""}` }),
        dice.filter((id) => !inPlay.has(id)).map((id) => el("span", { class: "die pool-die", title: comps.name(id),
          style: `background:${SEASON_COLOURS[season] || "#eee"}` }, chip(id, comps))),
        out ? el("span", { class: "muted in-play", text: t("inPlay", { n: out }) }) : null);
    }));
}

const PILES = ["deck", "discard", "token_bag"];

// Beside the table: the draw pile, the discard pile and the token bag, face down, and the cards face up: Otus's, those
// out of the game, the top of the draw pile (Vision of Destiny).
function besideTable(view, comps) {
  const state = view.state;
  const facedown = PILES.filter((zone) => (view.hidden || {})[zone] != null)
    .map((zone) => facedownPile(zone, view.hidden[zone], fieldName(zone, comps), comps, zone === "token_bag" ? "tokens" : "cards"));
  const piles = [["oracle", state.oracle], ["out_of_game", state.out_of_game], ["face_up", state.face_up]]
    .filter(([, ids]) => (ids || []).length);
  const lines = (id) => [cost(comps.get(id) || {}, view.num_players, comps)];
  return el("section", { class: "market beside-table" }, facedown,
    piles.map(([field, ids]) => pile(field, ids, comps, fieldName(field, comps), lines)));
}

const DRAWN = ["calendar", "dice_on_table", "die_left_over", "seats", "turn", "season_dice", "oracle", "out_of_game",
  "face_up", "phase", "level", "enchantment", "replicas_left"];

export function seasonsBoard(view, comps, names) {
  const state = view.state;
  const top = el("section", { class: "seasons-top" },
    state.calendar ? wheel(state.calendar, comps) : null,
    el("div", { class: "dice" },
      el("h3", { text: t("dice") }),
      el("div", { class: "dice-row" }, (state.dice_on_table || []).map((d) => die(d, comps))),
      state.die_left_over ? el("p", {}, `${t("leftOver")} `, die(state.die_left_over, comps)) : null,
      dicePool(state, comps)),
    turnRecord(state, comps, names));
  const seats = state.seats || [];
  // The hidden zones drawn above (the piles beside the table, each seat's cards) leave the generic list.
  const hidden = { ...(view.hidden || {}) };
  for (const zone of PILES) delete hidden[zone];
  for (const seat of seats) for (const [zone] of OWN_ZONES) delete hidden[`${zone}${seat.seat}`];
  const rest = { ...view, hidden, state: { ...state } };
  for (const key of DRAWN) delete rest.state[key];
  return el("div", { class: "board seasons" }, top, besideTable(view, comps),
    view.seat != null ? ownCards(view, comps) : null,
    el("div", { class: "players" }, seatOrder(seats.length, view.seat).map((i) => playArea(seats[i], view, comps, names))),
    genericBoard(rest, comps, names));
}
