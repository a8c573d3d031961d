// The one page shell's entry: start the lobby, a table, a replay or a league page by the address.
// A seat's table and replay are drawn by its game's page, asked of the server first.

import { getJson, tokenFromPath } from "/static/common.js";
import { KONFLIKT_REPLAY, startKonflikt } from "/static/konflikt.js";
import { startLeague } from "/static/league.js";
import { startLobby } from "/static/lobby.js";
import { startReplay } from "/static/replay.js";
import { STARCRAFT_REPLAY, startStarcraft } from "/static/starcraft.js";
import { startTable } from "/static/table.js";

// The pages of the games other than Star Realms: the live table and the replay's kind.
const PAGES = {
  konflikt: { start: startKonflikt, replay: KONFLIKT_REPLAY },
  starcraft: { start: startStarcraft, replay: STARCRAFT_REPLAY },
};

/** The game of the seat in the address; null when the server cannot say (the Star Realms
 * page then shows why, as for any seat it cannot open). */
async function seatGame() {
  try {
    return (await getJson(`/api/seat/${encodeURIComponent(tokenFromPath())}/game`)).game;
  } catch {
    return null;
  }
}

if (location.pathname.startsWith("/play/")) {
  const page = PAGES[await seatGame()];
  if (page) page.start();
  else startTable();
} else if (location.pathname.startsWith("/replay/")) {
  startReplay(PAGES[await seatGame()]?.replay);
} else if (location.pathname === "/league" || location.pathname.startsWith("/league/")) {
  startLeague();
} else {
  startLobby();
}
