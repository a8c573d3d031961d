// The one page shell's entry: start the lobby, a table, a replay or a league page by the address.
// A seat's table and replay are drawn by its game's page (gamePage), the game asked of the server
// first; a seat the server cannot open gets the shell's own error page.

import { gamePage, getJson, preferredLang, tokenFromPath } from "/static/common.js";
import { startLeague } from "/static/league.js";
import { startLobby } from "/static/lobby.js";
import { startReplay } from "/static/replay.js";
import { startMissingSeat } from "/static/seat_page.js";

/** The page of the game of the seat in the address; null when the server cannot say (the
 * shell's error page then shows why). */
async function seatPage() {
  try {
    const token = encodeURIComponent(tokenFromPath());
    const lang = encodeURIComponent(preferredLang());
    const { game } = await getJson(`/api/seat/${token}/game?lang=${lang}`);
    return await gamePage(game);
  } catch {
    return null;
  }
}

if (location.pathname.startsWith("/play/")) {
  const page = await seatPage();
  if (page) page.startTable();
  else startMissingSeat();
} else if (location.pathname.startsWith("/replay/")) {
  startReplay((await seatPage())?.REPLAY ?? null);
} else if (location.pathname === "/league" || location.pathname.startsWith("/league/")) {
  startLeague();
} else {
  startLobby();
}
