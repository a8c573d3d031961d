// The Map tab: the galaxy as the server draws it (SVG), its legend, the territories, and a
// slider over the league's events to see any past moment.

import { cls, el, t } from "/static/common.js";
import { leagueTable } from "/static/league_ui.js";
import { playerName } from "/static/league_view.js";

const COLOURS = {
  red: "web.league.planet.red",
  purple: "web.league.planet.purple",
  blue: "web.league.planet.blue",
};

/** The server's SVG text as a node of this page (no scripts in it: only shapes). */
function svgNode(text) {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  if (parsed.querySelector("parsererror")) return el("p", { class: "empty", text: "SVG" });
  return document.importNode(parsed.documentElement, true);
}

/** A paint attribute of a territory's planet circle in the drawn map. */
function planetPaint(svg, territory, attribute) {
  const circle = svg.querySelector(`g[data-territory="${CSS.escape(territory)}"] circle`);
  return circle?.getAttribute(attribute) ?? null;
}

function swatch(colour) {
  const node = el("span", { class: "league-swatch" });
  if (colour) node.style.background = colour;
  return node;
}

/** The Map tab; remembers the moment shown across redraws. */
export class MapTab {
  constructor(page) {
    this.page = page;
    this.at = null; // null: now
    this.ticket = 0;
  }

  draw(view) {
    this.total = view.league.events;
    if (this.at !== null && this.at >= this.total) this.at = null;
    this.slider = el("input", {
      type: "range",
      class: "step-slider",
      min: 1,
      max: this.total,
      value: this.at ?? this.total,
      testid: "map-at",
      "aria-label": t("web.league.moment"),
      oninput: () => this.showPosition(Number(this.slider.value), null),
      onchange: () => this.show(Number(this.slider.value)),
    });
    this.position = el("span", { class: "step-position", testid: "map-position" });
    const step = (delta) => () => this.show((this.at ?? this.total) + delta);
    const controls = el(
      "div",
      { class: "replay-controls" },
      el("button", {
        type: "button",
        testid: "map-prev",
        text: "◀",
        title: t("web.league.earlier"),
        "aria-label": t("web.league.earlier"),
        onclick: step(-1),
      }),
      this.slider,
      el("button", {
        type: "button",
        testid: "map-next",
        text: "▶",
        title: t("web.league.later"),
        "aria-label": t("web.league.later"),
        onclick: step(1),
      }),
      el("button", {
        type: "button",
        testid: "map-now",
        text: t("web.league.now"),
        onclick: () => this.show(this.total),
      }),
      this.position,
    );
    this.picture = el("div", { class: "league-map", testid: "map" });
    this.legend = el("div", { class: "league-legend", testid: "legend" });
    this.list = el("div", { class: "league-territories" });
    const node = el(
      "section",
      { class: "league-map-tab" },
      controls,
      el(
        "div",
        { class: "league-map-columns" },
        this.picture,
        el("div", { class: "league-map-side" }, this.legend, this.list),
      ),
    );
    this.show(this.at ?? this.total);
    return node;
  }

  showPosition(at, past) {
    const view = past ?? this.page.view;
    const fields = { n: at, total: this.total };
    const { round, phase_name: phase } = view.league;
    const where = round
      ? t("web.league.round_phase", { round, phase: phase ?? "" })
      : t("web.league.before_start");
    this.position.textContent = `${t("web.league.event_n", fields)} · ${where}`;
  }

  /** Show the league after its first `at` events (the present for the last one). */
  async show(at) {
    const wanted = Math.min(Math.max(1, at), this.total);
    this.at = wanted >= this.total ? null : wanted;
    this.slider.value = String(wanted);
    const ticket = ++this.ticket;
    this.picture.classList.add("league-loading");
    let view;
    let svg;
    try {
      view = this.at === null ? this.page.view : await this.page.client.view(this.at);
      svg = svgNode(await this.page.client.map(this.at));
    } catch (error) {
      if (ticket === this.ticket) {
        this.picture.replaceChildren(el("p", { class: "empty", text: error.message }));
      }
      return;
    }
    if (ticket !== this.ticket) return;
    this.picture.classList.remove("league-loading");
    this.picture.classList.toggle("league-past", this.at !== null);
    this.picture.replaceChildren(svg);
    this.showPosition(wanted, view);
    this.drawLegend(view, svg);
    this.drawTerritories(view, svg);
  }

  drawLegend(view, svg) {
    const ofColour = (colour) => view.territories.find((place) => place.colour === colour);
    const planets = Object.entries(COLOURS).map(([colour, key]) =>
      el(
        "li",
        {},
        swatch(ofColour(colour) && planetPaint(svg, ofColour(colour).id, "fill")),
        t(key),
      ),
    );
    const owners = view.players.map((player) => {
      const held = view.territories.find((place) => place.owner === player.id);
      return el(
        "li",
        { testid: `legend-${player.id}` },
        swatch(held && planetPaint(svg, held.id, "stroke")),
        el("strong", { text: player.name }),
        ` — ${player.faction_name} · `,
        t("web.league.planets_n", { n: player.territories }),
      );
    });
    this.legend.replaceChildren(
      el("h3", { text: t("web.league.legend") }),
      el("ul", { class: "league-key" }, planets),
      el("p", { class: "note", text: t("web.league.legend_note") }),
      el("h3", { text: t("web.league.owners") }),
      el("ul", { class: "league-key" }, owners),
    );
  }

  drawTerritories(view, svg) {
    const highlight = (id, on) => {
      const group = svg.querySelector(`g[data-territory="${CSS.escape(id)}"]`);
      group?.classList.toggle("league-hl", on);
    };
    const held = [...view.territories].sort(
      (a, b) => Number(!a.owner) - Number(!b.owner) || a.name.localeCompare(b.name),
    );
    const rows = held.map((place) =>
      el(
        "tr",
        {
          testid: `territory-${place.id}`,
          class: cls(place.capital && "league-capital"),
          onmouseenter: () => highlight(place.id, true),
          onmouseleave: () => highlight(place.id, false),
        },
        el("td", {}, swatch(planetPaint(svg, place.id, "fill")), place.name),
        el("td", { text: place.owner ? playerName(view, place.owner) : t("web.league.neutral") }),
        el("td", { text: place.capital ? t("web.league.capital") : "" }),
        el("td", { text: (place.structures ?? []).join(", ") }),
      ),
    );
    this.list.replaceChildren(
      el("h3", { text: t("web.league.territories") }),
      leagueTable(
        [
          t("web.league.col.territory"),
          t("web.league.col.owner"),
          null,
          t("web.league.col.structures"),
        ],
        rows,
      ),
    );
  }
}
