// The Battle calendar tab: rounds by phases with their opening and closing in the league's
// time zone (the current phase marked), and this round's battles with their sheets.

import { cls, el, t } from "/static/common.js";
import { battleCard, battlesInOrder } from "/static/league_battles.js";
import { leagueTime } from "/static/league_view.js";

function cell(view, entry) {
  const now = entry.round === view.league.round && entry.phase === view.league.phase;
  return el(
    "td",
    {
      class: cls("league-slot", now && "league-now"),
      testid: `slot-${entry.round}-${entry.phase}`,
      title: now ? t("web.league.current_phase") : null,
    },
    el("span", { class: "league-opens", text: leagueTime(view, entry.opens) }),
    el("span", { class: "league-closes", text: `→ ${leagueTime(view, entry.closes)}` }),
  );
}

/** The calendar grid and the current round's battles. */
export function drawCalendar(view, token) {
  const phases = [];
  const rounds = new Map();
  for (const entry of view.calendar) {
    if (!phases.some((p) => p.phase === entry.phase)) phases.push(entry);
    if (!rounds.has(entry.round)) rounds.set(entry.round, new Map());
    rounds.get(entry.round).set(entry.phase, entry);
  }
  const grid = el(
    "table",
    { class: "league-table league-calendar", testid: "calendar" },
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        el("th", { text: t("web.league.round") }),
        phases.map((p) => el("th", { text: p.phase_name })),
      ),
    ),
    el(
      "tbody",
      {},
      [...rounds].map(([round, byPhase]) =>
        el(
          "tr",
          { class: cls(round === view.league.round && "league-this-round") },
          el("th", { text: String(round) }),
          phases.map((p) => (byPhase.has(p.phase) ? cell(view, byPhase.get(p.phase)) : el("td"))),
        ),
      ),
    ),
  );
  const battles = battlesInOrder(view.battles.filter((b) => b.round === view.league.round));
  return el(
    "div",
    { class: "league-calendar-tab", testid: "calendar-tab" },
    el(
      "section",
      { class: "panel" },
      el("h2", { text: t("web.league.calendar_title") }),
      el("p", { class: "note", text: t("web.league.calendar_note", { tz: view.league.tz }) }),
      el("div", { class: "league-scroll" }, grid),
    ),
    el(
      "section",
      { class: "panel" },
      el("h2", { text: t("web.league.round_battles", { round: view.league.round }) }),
      battles.length
        ? battles.map((b) => battleCard(view, token, b))
        : el("p", { class: "empty", text: t("web.league.no_battles") }),
    ),
  );
}
