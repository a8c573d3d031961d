// The league page a secret link opens (/league/<token>): a header with the round and phase,
// tabs by the viewer's role, commands sent with their refusals shown, and the view polled.

import { cls, currentLang, el, loadStrings, preferredLang, showError, t } from "/static/common.js";
import { drawCalendar } from "/static/league_calendar.js";
import { LeagueClient } from "/static/league_client.js";
import { ConsoleTab } from "/static/league_console.js";
import { HistoryTab } from "/static/league_history.js";
import { MapTab } from "/static/league_map.js";
import { PlayerTab } from "/static/league_player.js";
import { drawStandings } from "/static/league_standings.js";
import { showRefusal, topBar } from "/static/league_ui.js";
import { isOrganiser, leagueTime, myself } from "/static/league_view.js";

const POLL_SECONDS = 20;

/** The tabs: id, caption, whose it is (none: everyone's), and how it draws the view. The
 * stateful ones (a form's link, the map's moment, the history's filter) keep it across draws. */
function tabs(page) {
  const organiser = new ConsoleTab(page);
  const player = new PlayerTab(page);
  const map = new MapTab(page);
  const log = new HistoryTab(page);
  return [
    {
      id: "console",
      key: "web.league.tab.console",
      role: "organiser",
      draw: (v) => organiser.draw(v),
    },
    { id: "me", key: "web.league.tab.me", role: "player", draw: (v) => player.draw(v) },
    { id: "map", key: "web.league.tab.map", draw: (v) => map.draw(v) },
    { id: "standings", key: "web.league.tab.standings", draw: (v) => drawStandings(v) },
    { id: "calendar", key: "web.league.tab.calendar", draw: (v) => drawCalendar(v, page.token) },
    { id: "history", key: "web.league.tab.history", draw: (v) => log.draw(v) },
  ];
}

/** The league page: keeps the view, draws the active tab, runs commands. */
class LeaguePage {
  constructor(root, token) {
    this.root = root;
    this.useToken(token);
    this.view = null;
    this.drawnAt = null; // events and language of the drawn view
    this.notice = [];
    this.tabs = tabs(this);
    this.tab = location.hash.slice(1) || null;
  }

  /** Switch to a (reissued) link of the same viewer. */
  useToken(token) {
    this.token = token;
    this.client = new LeagueClient(token);
    if (this.view) {
      history.replaceState(null, "", `/league/${encodeURIComponent(token)}${location.hash}`);
    }
  }

  async start() {
    try {
      await loadStrings(preferredLang());
    } catch (error) {
      showError(error.message);
    }
    await this.refresh();
    setInterval(() => this.refresh(), POLL_SECONDS * 1000);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.refresh();
    });
  }

  /** Fetch the view; redraw when the league (or the language) changed since the last draw. */
  async refresh() {
    let view;
    try {
      view = await this.client.view();
    } catch (error) {
      if (!this.view) this.showMissing(error.message);
      else showError(error.message);
      return;
    }
    this.view = view;
    const drawn = `${currentLang()}:${view.league.events}`;
    if (drawn !== this.drawnAt) this.redraw();
    else this.drawHeader();
  }

  /**
   * Send a command; refusals go to `refusal` (a box of the form) or the error toast. After a
   * stored command `onDone(reply)` runs, the events are shown and the page redraws.
   */
  async run(name, args, { player = null, reason = null, refusal = null, onDone = null } = {}) {
    this.root.classList.add("busy");
    try {
      const reply = await this.client.send(name, args, player, reason);
      onDone?.(reply);
      this.notice = reply.events.map((event) => event.text);
      await this.refresh();
      return reply;
    } catch (error) {
      if (refusal) showRefusal(refusal, error);
      else showError(error.reasons?.length ? error.reasons.join("; ") : error.message);
      return null;
    } finally {
      this.root.classList.remove("busy");
    }
  }

  visibleTabs() {
    return this.tabs.filter((tab) => !tab.role || tab.role === this.view.me.role);
  }

  redraw() {
    const view = this.view;
    this.drawnAt = `${currentLang()}:${view.league.events}`;
    const visible = this.visibleTabs();
    if (!visible.some((tab) => tab.id === this.tab)) this.tab = visible[0].id;
    this.header = el("div", { class: "league-status", testid: "league-status" });
    const bar = el(
      "nav",
      { class: "league-tabs", role: "tablist" },
      visible.map((tab) =>
        el("button", {
          type: "button",
          role: "tab",
          class: cls("league-tab", tab.id === this.tab && "active"),
          "aria-selected": String(tab.id === this.tab),
          testid: `tab-${tab.id}`,
          text: t(tab.key),
          onclick: () => {
            this.tab = tab.id;
            history.replaceState(null, "", `#${tab.id}`);
            this.redraw();
          },
        }),
      ),
    );
    const active = visible.find((tab) => tab.id === this.tab);
    this.root.replaceChildren(
      el(
        "div",
        { class: "league-page", testid: "league-page", dataset: { role: view.me.role } },
        topBar(view.league.name, () => this.refresh(), this.header),
        bar,
        this.noticeBox(),
        el("main", { class: "league-main", testid: `tabpanel-${active.id}` }, active.draw(view)),
      ),
    );
    this.drawHeader();
    document.title = `${view.league.name} — ${t(active.key)}`;
  }

  drawHeader() {
    const { league } = this.view;
    const me = myself(this.view);
    const who = isOrganiser(this.view) ? t("web.league.organiser") : (me?.name ?? "");
    let phase = t("web.league.before_start");
    if (league.finished) phase = t("web.league.finished");
    else if (league.round) {
      phase = t("web.league.round_phase", { round: league.round, phase: league.phase_name ?? "—" });
    }
    this.header.replaceChildren(
      el("span", { class: "turn-info", testid: "league-phase", text: phase }),
      league.deadline &&
        el("span", {
          class: "league-deadline",
          testid: "league-deadline",
          text: t("web.league.until", { time: leagueTime(this.view, league.deadline) }),
        }),
      el("span", { class: "tag you-tag", testid: "league-role", text: who }),
    );
  }

  noticeBox() {
    if (!this.notice.length) return null;
    const box = el(
      "div",
      { class: "league-notice", role: "status", testid: "notice" },
      el("strong", { text: t("web.league.done") }),
      el("ul", {}, this.notice.map((text) => el("li", { text }))),
      el("button", {
        type: "button",
        class: "toast-close",
        "aria-label": t("web.dismiss"),
        text: "×",
        onclick: () => {
          this.notice = [];
          box.remove();
        },
      }),
    );
    return box;
  }

  showMissing(message) {
    this.root.replaceChildren(
      el(
        "div",
        { class: "league-page" },
        topBar(t("web.league.title"), () => this.refresh()),
        el(
          "main",
          { class: "league-narrow" },
          el(
            "section",
            { class: "panel missing", testid: "league-missing" },
            el("p", { text: message }),
          ),
        ),
      ),
    );
  }
}

/** Start the league page of the link's token. */
export async function startLeaguePage(token) {
  await new LeaguePage(document.getElementById("app"), token).start();
}
