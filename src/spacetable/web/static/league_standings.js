// The Standings tab: place, name, faction, planets, battles, technologies, total.

import { cls, el, t } from "/static/common.js";

const COLUMNS = [
  ["place", "web.league.col.place"],
  ["name", "web.league.col.player"],
  ["faction_name", "web.league.col.faction"],
  ["planets", "web.league.col.planets"],
  ["battles", "web.league.col.battles"],
  ["techs", "web.league.col.techs"],
  ["total", "web.league.col.total"],
];
const NUMBERS = new Set(["place", "planets", "battles", "techs", "total"]);

/** The standings table (the viewer's row marked). */
export function drawStandings(view) {
  return el(
    "section",
    { class: "panel", testid: "standings-tab" },
    el("h2", { text: t("web.league.tab.standings") }),
    el(
      "table",
      { class: "league-table league-standings", testid: "standings" },
      el("thead", {}, el("tr", {}, COLUMNS.map(([, key]) => el("th", { text: t(key) })))),
      el(
        "tbody",
        {},
        view.standings.map((row) =>
          el(
            "tr",
            {
              testid: `standing-${row.player}`,
              class: cls(row.player === view.me.player && "league-me"),
            },
            COLUMNS.map(([name]) =>
              el("td", {
                class: cls(NUMBERS.has(name) && "num"),
                testid: name,
                text: String(row[name]),
              }),
            ),
          ),
        ),
      ),
    ),
    el("p", { class: "note", text: t("web.league.scoring_note") }),
  );
}
