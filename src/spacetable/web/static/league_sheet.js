// A battle's sheet for the table (/league/<token>?sheet=<battle>): who plays, their roles,
// penalties and in-flight effects, and a defended capital's salvos; printable.

import { el, loadStrings, preferredLang, showError, t } from "/static/common.js";
import { kindName } from "/static/league_battles.js";
import { LeagueClient } from "/static/league_client.js";
import { leagueTable, topBar } from "/static/league_ui.js";

function participant(row) {
  return el(
    "tr",
    { testid: `sheet-${row.player}` },
    el(
      "td",
      {},
      el("strong", { text: row.name }),
      row.hired_by &&
        el("div", { class: "note", text: t("web.league.hired_by", { name: row.hired_by }) }),
      row.expelled && el("span", { class: "tag warn", text: t("web.league.expelled") }),
    ),
    el("td", { text: row.faction ?? "—" }),
    el("td", { text: row.role }),
    el("td", { class: "num", text: row.penalty ? `−${row.penalty}` : "0" }),
    el(
      "td",
      {},
      row.effects.length
        ? el("ul", { class: "league-effects" }, row.effects.map((text) => el("li", { text })))
        : "—",
    ),
    el("td", { class: "league-blank" }),
  );
}

function drawSheet(sheet) {
  return el(
    "article",
    { class: "panel league-sheet", testid: "sheet" },
    el("h2", { text: t("web.league.sheet_title", { territory: sheet.territory }) }),
    el(
      "p",
      {},
      t("web.league.sheet_line", { round: sheet.round, battle: sheet.battle }),
      ` · ${kindName(sheet.kind)}`,
      sheet.holder ? ` · ${t("web.league.holder", { name: sheet.holder })}` : "",
    ),
    leagueTable(
      [
        t("web.league.col.player"),
        t("web.league.col.faction"),
        t("web.league.col.role"),
        t("web.league.col.penalty"),
        t("web.league.col.effects"),
        t("web.league.col.points_written"),
      ],
      sheet.participants.map(participant),
    ),
    sheet.capital_defence &&
      el(
        "div",
        {},
        el("h3", { text: t("web.league.capital_defence") }),
        el(
          "ul",
          { class: "league-effects" },
          sheet.capital_defence.map((salvo) => el("li", { text: `${salvo.side}: ${salvo.count}` })),
        ),
      ),
  );
}

/** Start the sheet page of `battle` for the league page of `token`. */
export async function startLeagueSheet(token, battle) {
  const root = document.getElementById("app");
  const client = new LeagueClient(token);
  const render = async () => {
    let sheet;
    try {
      sheet = await client.sheet(battle);
    } catch (error) {
      showError(error.message);
      return;
    }
    document.title = t("web.league.sheet_title", { territory: sheet.territory });
    const print = el("button", {
      type: "button",
      class: "primary",
      testid: "print",
      text: t("web.league.print"),
      onclick: () => window.print(),
    });
    root.replaceChildren(
      el(
        "div",
        { class: "league-page league-print" },
        topBar(t("web.league.sheet"), render, print),
        el("main", { class: "league-narrow" }, drawSheet(sheet)),
      ),
    );
  };
  try {
    await loadStrings(preferredLang());
  } catch (error) {
    showError(error.message);
  }
  await render();
}
