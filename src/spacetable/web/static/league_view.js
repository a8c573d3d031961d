// Reading the league's view (GET /api/league/<token>): names by id, who the viewer is, dates
// in the league's time zone.

import { formatTime } from "/static/common.js";

/** A player's name by id (the id itself if unknown). */
export function playerName(view, id) {
  return view.players.find((p) => p.id === id)?.name ?? id;
}

/** A phase's name as the calendar gives it (in the page's language). */
export function phaseName(view, phase) {
  return view.calendar.find((entry) => entry.phase === phase)?.phase_name ?? phase;
}

/** Whether the page is the organiser's console. */
export function isOrganiser(view) {
  return view.me.role === "organiser";
}

/** The viewer's own entry in the players list (null for the organiser). */
export function myself(view) {
  return view.players.find((p) => p.id === view.me.player) ?? null;
}

/** A moment from the server shown in the league's time zone. */
export function leagueTime(view, iso) {
  return iso ? formatTime(iso, view.league.tz || undefined) : "";
}

/** The battles whose results are entered but not yet confirmed by everyone, open only. */
export function isDisputed(battle) {
  const entered = Object.keys(battle.results ?? {}).length;
  const everyone = battle.participants.length;
  return battle.status !== "settled" && entered > 0 && battle.confirmed.length < everyone;
}
