// The games this browser knows (ids, seats and their tokens), kept in localStorage only.
const KEY = "meeple.games";

export function myGames() {
  try { return JSON.parse(localStorage.getItem(KEY)) || []; } catch { return []; }
}

export function remember(entry) {
  const games = myGames().filter((g) => !(g.id === entry.id && g.seat === entry.seat));
  games.unshift({ ...entry, saved: Date.now() });
  localStorage.setItem(KEY, JSON.stringify(games.slice(0, 200)));
}

export function forget(id, seat) {
  localStorage.setItem(KEY, JSON.stringify(myGames().filter((g) => !(g.id === id && g.seat === seat))));
}

export function tokenFor(id, seat) {
  const found = myGames().find((g) => g.id === id && g.token && (seat == null || g.seat === seat));
  return found ? found.token : null;
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) if (child != null) node.append(child);
  return node;
}
