// The page /league: create a league (name, start Monday, time zone, optional map file), then
// hand the organiser their console's link.

import { el, loadStrings, postJson, preferredLang, showError, t } from "/static/common.js";
import { leagueUrl } from "/static/league_client.js";
import { copyLink, field, refusalBox, showRefusal, topBar } from "/static/league_ui.js";

const MONDAY = 1;
const DAYS_IN_WEEK = 7;
const ZONES_ID = "league-zones";

/** The next Monday (today if it is one) as YYYY-MM-DD in the browser's calendar. */
function nextMonday() {
  const day = new Date();
  day.setDate(day.getDate() + ((MONDAY - day.getDay() + DAYS_IN_WEEK) % DAYS_IN_WEEK));
  const pad = (n) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function browserZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** The time zones the browser knows, offered while typing one. */
function zoneList() {
  const known = typeof Intl.supportedValuesOf === "function";
  const zones = known ? Intl.supportedValuesOf("timeZone") : [];
  return el("datalist", { id: ZONES_ID }, zones.map((zone) => el("option", { value: zone })));
}

/** The creation form; its values survive a language switch. */
class CreatePage {
  constructor(root) {
    this.root = root;
    this.values = { name: "", start: nextMonday(), tz: browserZone() };
    this.mapFile = null;
    this.created = null;
  }

  async start() {
    try {
      await loadStrings(preferredLang());
    } catch (error) {
      showError(error.message);
    }
    this.render();
  }

  render() {
    document.title = t("web.league.create_title");
    const input = (name, type, extra = {}) =>
      el("input", {
        type,
        name,
        value: this.values[name],
        testid: `league-${name}`,
        required: true,
        oninput: (event) => {
          this.values[name] = event.target.value;
        },
        ...extra,
      });
    const mapInput = el("input", {
      type: "file",
      accept: ".yaml,.yml,text/yaml",
      testid: "league-map",
      onchange: (event) => {
        this.mapFile = event.target.files[0] ?? null;
      },
    });
    this.refusal = refusalBox("create-refusal");
    const submit = el("button", {
      type: "submit",
      class: "primary",
      testid: "create-league",
      text: t("web.league.create"),
    });
    const form = el(
      "form",
      { class: "league-form", onsubmit: (event) => this.create(event, submit) },
      field(t("web.league.name"), input("name", "text", { maxlength: 120 })),
      el(
        "div",
        { class: "form-row" },
        field(t("web.league.start"), input("start", "date")),
        field(t("web.league.tz"), input("tz", "text", { maxlength: 64, list: ZONES_ID })),
        zoneList(),
      ),
      el("p", { class: "note", text: t("web.league.start_note") }),
      field(t("web.league.map_file"), mapInput),
      el("p", { class: "note", text: t("web.league.map_note") }),
      this.refusal,
      el("div", { class: "form-actions" }, submit),
    );
    this.createdBox = el("div", { class: "created", testid: "league-created" });
    this.root.replaceChildren(
      el(
        "div",
        { class: "league-page", testid: "league-create" },
        topBar(t("web.league.create_title"), () => this.render()),
        el(
          "main",
          { class: "league-narrow" },
          el(
            "section",
            { class: "panel" },
            el("h2", { text: t("web.league.new_league") }),
            form,
            this.createdBox,
          ),
        ),
      ),
    );
    if (this.created) this.drawCreated();
  }

  async create(event, submit) {
    event.preventDefault();
    showRefusal(this.refusal, null);
    submit.disabled = true;
    try {
      const map = this.mapFile ? await this.mapFile.text() : null;
      const { name, start, tz } = this.values;
      this.created = await postJson("/api/leagues", {
        name: name.trim(),
        start: start || null,
        tz: tz.trim() || null,
        map,
      });
      this.drawCreated();
    } catch (error) {
      showRefusal(this.refusal, error);
    } finally {
      submit.disabled = false;
    }
  }

  drawCreated() {
    const url = leagueUrl(this.created.organiser_token);
    const open = el("a", {
      class: "button primary",
      href: url,
      testid: "open-console",
      text: t("web.league.open_console"),
    });
    this.createdBox.replaceChildren(
      el("h3", { text: t("web.league.created", { name: this.created.name }) }),
      el("p", { class: "note", text: t("web.league.console_link_note") }),
      copyLink(url, "console-link"),
      el("div", { class: "form-actions" }, open),
    );
    open.focus();
  }
}

/** Start the league creation page. */
export async function startLeagueCreate() {
  await new CreatePage(document.getElementById("app")).start();
}
