// The one page shell's entry: start the lobby, a table, a replay or a league page by the address.

import { startLeague } from "/static/league.js";
import { startLobby } from "/static/lobby.js";
import { startReplay } from "/static/replay.js";
import { startTable } from "/static/table.js";

if (location.pathname.startsWith("/play/")) {
  startTable();
} else if (location.pathname.startsWith("/replay/")) {
  startReplay();
} else if (location.pathname === "/league" || location.pathname.startsWith("/league/")) {
  startLeague();
} else {
  startLobby();
}
