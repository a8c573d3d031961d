// The one page shell's entry: start the lobby, a table or a replay by the address.

import { startLobby } from "/static/lobby.js";
import { startReplay } from "/static/replay.js";
import { startTable } from "/static/table.js";

if (location.pathname.startsWith("/play/")) {
  startTable();
} else if (location.pathname.startsWith("/replay/")) {
  startReplay();
} else {
  startLobby();
}
