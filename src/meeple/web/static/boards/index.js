// Games' own board drawings, by game id; any other game gets the generic layout.
import { BOARDS } from "/static/board.js";
import { paladinsBoard } from "/static/boards/paladins.js";
import { pathBoard } from "/static/boards/path.js";
import { seasonsBoard } from "/static/boards/seasons.js";
import { valeriaBoard } from "/static/boards/valeria.js";

BOARDS["paladins-of-the-west-kingdom"] = paladinsBoard;
BOARDS["path-of-light-and-shadow"] = pathBoard;
BOARDS.seasons = seasonsBoard;
BOARDS["shadow-kingdoms-of-valeria"] = valeriaBoard;
