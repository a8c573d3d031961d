// The league's pages: /league creates a league; /league/<token> is the organiser's console or
// a player's page; /league/<token>?sheet=<battle> a battle's printable sheet.

import { startLeagueCreate } from "/static/league_create.js";
import { startLeaguePage } from "/static/league_page.js";
import { startLeagueSheet } from "/static/league_sheet.js";

/** Start the league page the address names. */
export async function startLeague() {
  const [, token] = location.pathname.split("/").filter(Boolean);
  if (!token) {
    await startLeagueCreate();
    return;
  }
  const decoded = decodeURIComponent(token);
  const sheet = new URLSearchParams(location.search).get("sheet");
  if (sheet) await startLeagueSheet(decoded, sheet);
  else await startLeaguePage(decoded);
}
