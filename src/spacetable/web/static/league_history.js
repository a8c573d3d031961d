// The History tab: the whole audit log, newest first (time, actor, text, reason), filtered by
// round.

import { el, t } from "/static/common.js";
import { leagueTable } from "/static/league_ui.js";
import { leagueTime } from "/static/league_view.js";

const ALL = "";

/** The History tab; the round filter survives redraws. */
export class HistoryTab {
  constructor(page) {
    this.page = page;
    this.round = ALL;
  }

  draw(view) {
    this.list = el("div", { class: "league-history" }, el("p", { class: "empty", text: "…" }));
    this.filter = el("select", {
      testid: "history-round",
      onchange: (event) => {
        this.round = event.target.value;
        this.drawEvents(view);
      },
    });
    this.load(view);
    return el(
      "section",
      { class: "panel", testid: "history-tab" },
      el("h2", { text: t("web.league.tab.history") }),
      el("div", { class: "form-row" }, el("label", {}, `${t("web.league.round")} `, this.filter)),
      this.list,
    );
  }

  async load(view) {
    try {
      this.events = (await this.page.client.history()).events;
    } catch (error) {
      this.list.replaceChildren(el("p", { class: "empty", text: error.message }));
      return;
    }
    const rounds = [...new Set(this.events.map((e) => e.round))].filter((r) => r !== undefined);
    if (!rounds.includes(Number(this.round))) this.round = ALL;
    this.filter.replaceChildren(
      el("option", { value: ALL, text: t("web.league.all_rounds") }),
      rounds
        .sort((a, b) => b - a)
        .map((r) =>
          el("option", {
            value: String(r),
            selected: String(r) === this.round,
            text: r ? String(r) : t("web.league.before_start"),
          }),
        ),
    );
    this.filter.hidden = rounds.length === 0;
    this.drawEvents(view);
  }

  drawEvents(view) {
    const shown = this.events
      .filter((e) => this.round === ALL || String(e.round) === this.round)
      .sort((a, b) => b.seq - a.seq);
    this.list.replaceChildren(
      shown.length
        ? leagueTable(
            [
              "#",
              t("web.league.col.time"),
              t("web.league.col.actor"),
              t("web.league.col.event"),
              t("web.league.col.reason"),
            ],
            shown.map((e) =>
              el(
                "tr",
                { testid: "history-event", dataset: { kind: e.kind } },
                el("td", { class: "num", text: String(e.seq) }),
                el("td", { class: "league-time", text: leagueTime(view, e.at) }),
                el("td", { text: e.actor }),
                el("td", { testid: "history-text", text: e.text }),
                el("td", { testid: "history-reason", text: e.reason ?? "" }),
              ),
            ),
            { testid: "history" },
          )
        : el("p", { class: "empty", text: t("web.league.no_events") }),
    );
  }
}
