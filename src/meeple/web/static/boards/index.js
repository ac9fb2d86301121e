// Games' own board drawings, by game id; any other game gets the generic layout.
import { BOARDS } from "/static/board.js";
import { pathBoard } from "/static/boards/path.js";

BOARDS["path-of-light-and-shadow"] = pathBoard;
