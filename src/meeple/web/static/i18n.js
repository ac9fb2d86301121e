// Texts of the pages in French and English; the language is chosen in the lobby and remembered.
const TEXTS = {
  title: ["meeple", "meeple"],
  lobby: ["Salon", "Lobby"],
  newGame: ["Nouvelle partie", "New game"],
  game: ["Jeu", "Game"],
  players: ["Joueurs", "Players"],
  options: ["Options", "Options"],
  seats: ["Qui joue où", "Who sits where"],
  person: ["Une personne", "A person"],
  otherBot: ["Autre robot (spécification)…", "Other bot (spec)…"],
  seed: ["Graine (facultative, gardée secrète)", "Seed (optional, kept secret)"],
  create: ["Créer la partie", "Create the game"],
  created: ["Partie créée. Chaque lien ouvre la partie pour un joueur : gardez le vôtre, envoyez les autres.",
            "Game created. Each link opens the game for one player: keep yours, send the others."],
  open: ["Ouvrir", "Open"],
  copy: ["Copier le lien", "Copy link"],
  copied: ["Copié", "Copied"],
  watch: ["Regarder", "Watch"],
  watchLink: ["Lien pour regarder (sans information cachée)", "Link to watch (no hidden information)"],
  myGames: ["Mes parties (dans ce navigateur)", "My games (in this browser)"],
  noGames: ["Aucune partie pour l'instant.", "No games yet."],
  forget: ["Oublier", "Forget"],
  join: ["Rejoindre ou regarder", "Join or watch"],
  joinHelp: ["Collez le lien d'un joueur ou un numéro de partie.", "Paste a player's link or a game id."],
  go: ["Y aller", "Go"],
  language: ["Langue", "Language"],
  you: ["vous", "you"],
  yourTurn: ["À vous de jouer", "Your turn"],
  waitingFor: ["En attente de {who}", "Waiting for {who}"],
  thinking: ["{who} réfléchit…", "{who} is thinking…"],
  spectator: ["Vous regardez la partie", "You are watching"],
  player: ["Joueur {n}", "Player {n}"],
  choices: ["Vos choix", "Your choices"],
  noChoice: ["Rien à décider pour vous maintenant.", "Nothing for you to decide now."],
  log: ["Journal", "Log"],
  scoreSheet: ["Feuille de score", "Score sheet"],
  total: ["Total", "Total"],
  others: ["Adversaire automatique", "Automatic opponent"],
  noSheet: ["Ce jeu ne donne pas encore de feuille de score.", "This game gives no score sheet yet."],
  board: ["Plateau", "Board"],
  hidden: ["Cachés", "Hidden"],
  // A count: [singular, plural] in each language, chosen by {n} ("1 carte", "2 cartes").
  cards: [["{n} carte", "{n} cartes"], ["{n} card", "{n} cards"]],
  tokens: [["{n} jeton", "{n} jetons"], ["{n} token", "{n} tokens"]],
  known: ["dont connues :", "known:"],
  gameOver: ["Partie terminée", "Game over"],
  winner: ["Vainqueur : {who}", "Winner: {who}"],
  winners: ["Vainqueurs : {who}", "Winners: {who}"],
  noWinner: ["L'adversaire automatique l'emporte.", "The automatic opponent wins."],
  opponentWon: ["Vainqueur : {who} ; aucun joueur n'a gagné.", "Winner: {who}; no player won."],
  replay: ["Revoir la partie", "Replay the game"],
  record: ["Télécharger l'enregistrement", "Download the record"],
  backToLobby: ["Retour au salon", "Back to the lobby"],
  refused: ["Refusé", "Refused"],
  connection: ["Connexion perdue, nouvel essai…", "Connection lost, retrying…"],
  step: ["Coup {n} / {total}", "Move {n} / {total}"],
  first: ["Début", "Start"],
  previous: ["Précédent", "Previous"],
  next: ["Suivant", "Next"],
  last: ["Fin", "End"],
  firstHint: ["Revenir au début de la partie", "Back to the start of the game"],
  previousHint: ["Coup précédent (flèche gauche)", "Previous move (left arrow key)"],
  nextHint: ["Coup suivant (flèche droite)", "Next move (right arrow key)"],
  lastHint: ["Aller à la fin de la partie", "Go to the end of the game"],
  viewAs: ["Vu par", "Seen by"],
  everyone: ["tout le monde (public)", "everyone (public)"],
  keys: ["Touches : 1–9 choisissent, u annule, Tab parcourt, Entrée valide.",
         "Keys: 1–9 choose, u takes back, Tab moves, Enter confirms."],
  undo: ["Annuler mon dernier coup", "Take back my last move"],
  notFound: ["Partie introuvable.", "No such game."],
  tableOf: ["Table : {game}", "Table: {game}"],
  none: ["—", "—"],
  defense: ["Défense", "Defense"],
  port: ["port", "port"],
  year: ["Année", "Year"],
  pastEnd: ["Année 3 dépassée", "Past year 3"],
  dice: ["Dés", "Dice"],
  leftOver: ["Dé restant :", "Die left over:"],
  you_are: ["Vous êtes {who}", "You are {who}"],
  closed: ["fermé", "closed"],
  faceDown: ["choisi, face cachée", "chosen, face down"],
  allCards: ["Les {n} cartes, de la première à la dernière posée", "All {n} cards, first laid first"],
  piles: ["Pioches et défausses", "Decks and discards"],
  turnOf: ["Tour de {who}", "{who}'s turn"],
  current: ["en cours", "current"],
  inPlay: ["{n} en jeu", "{n} in play"],
  onCard: ["jetons sur la carte", "tokens on the card"],
};

const LANGS = ["fr", "en"];

// Names of the views' fields, of components' kinds and numbers, of games' options and their
// choices, in both languages (labels.json; a test checks that every one a game shows is there).
const LABELS = await (await fetch("/static/labels.json")).json();

export function lang() {
  const stored = localStorage.getItem("meeple.lang");
  if (LANGS.includes(stored)) return stored;
  return (navigator.language || "en").startsWith("fr") ? "fr" : "en";
}

export function setLang(code) {
  if (LANGS.includes(code)) localStorage.setItem("meeple.lang", code);
}

export function t(key, params = {}) {
  const pair = TEXTS[key];
  let text = pair ? pair[lang() === "fr" ? 0 : 1] : key;
  if (Array.isArray(text)) text = text[new Intl.PluralRules(lang()).select(params.n) === "one" ? 0 : 1];
  for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

// A label and its colon, as the current language writes them: French puts a space before the colon.
export function colon(label) {
  return lang() === "fr" ? `${label} : ` : `${label}: `;
}

// A {fr, en} object in the current language.
export function pick(texts) {
  if (texts == null) return "";
  if (typeof texts === "string") return texts;
  return texts[lang()] ?? texts.en ?? "";
}

export function langSelect(onChange) {
  const select = document.createElement("select");
  select.setAttribute("aria-label", t("language"));
  for (const [code, label] of [["fr", "Français"], ["en", "English"]]) {
    const option = new Option(label, code, false, code === lang());
    select.append(option);
  }
  select.addEventListener("change", () => { setLang(select.value); onChange(); });
  return select;
}

// A field name, component kind or option as a person reads it, or null if it has no label.
// A zone kept per seat ("hand0", "hand:0") reads as the zone and whose it is (``seatName`` names a seat).
export function fieldLabel(key, seatName = (seat) => t("player", { n: seat + 1 })) {
  if (LABELS[key]) return pick(LABELS[key]);
  const perSeat = /^(.+?)[:_]?(\d+)$/.exec(key);
  if (perSeat && LABELS[perSeat[1]]) return `${pick(LABELS[perSeat[1]])} (${seatName(Number(perSeat[2]))})`;
  return null;
}
