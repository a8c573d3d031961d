// The lobby's StarCraft form: the number of players, per seat a person or a bot and a faction
// (or a random one), or every faction chosen at the table in turn, and the Brood War expansion
// (a checkbox) with its box's options, and the game mode (a select: standard, Galactic Conquest,
// Survival; the box's options are not combined with a mode), and Team Play (a checkbox, for
// the player counts it is for). Its choices outlive a language switch; the lobby (lobby.js)
// draws it and posts what body() says.

import { el, t } from "/static/common.js";
import { MODE_KEYS } from "./starcraft_board.js";

const GAME = "starcraft";
const HUMAN = "human";
const RANDOM = "random";
const CHOOSE = "choose";
/** The Brood War box's options: each game option and its string key. */
const VARIANTS = {
  more_starting_planets: "web.sc.more_starting_planets",
  larger_galaxy: "web.sc.larger_galaxy",
  no_leadership: "web.sc.no_leadership",
  disposable_special_orders: "web.sc.disposable_special_orders",
};
/** The standard game: no game mode (the option `mode`, MODE_KEYS). */
const STANDARD = "standard";

/** A random element of `items` (the browser's cryptographic generator). */
function randomOf(items) {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return items[value % items.length];
}

export class StarcraftForm {
  constructor() {
    this.players = null;
    this.seats = [];
    this.factions = [];
    this.atTable = false;
    this.broodWar = false;
    this.variants = new Set();
    this.mode = STANDARD;
    this.teams = false;
  }

  /** Fit the choices to the meta data: a known player count, seat kind and faction per seat. */
  settle(meta) {
    const counts = meta.player_counts;
    if (!counts.includes(this.players)) this.players = meta.default_players ?? counts[0];
    const kinds = new Set([HUMAN, ...meta.bots.map((bot) => bot.id)]);
    const factions = new Set([RANDOM, ...meta.factions.map((f) => f.id)]);
    for (let seat = 0; seat < this.players; seat++) {
      if (!kinds.has(this.seats[seat])) this.seats[seat] = seat === 0 ? HUMAN : meta.default_bot;
      if (!factions.has(this.factions[seat])) this.factions[seat] = RANDOM;
    }
    this.seats.length = this.players;
    this.factions.length = this.players;
  }

  /** What to post: the game, its options and the seats. Seats left to a random faction get
   * one of the factions nobody took; all of them random lets the game deal them. */
  body(meta) {
    const options = { players: this.players };
    if (this.broodWar) {
      options.brood_war = true;
      if (this.mode === STANDARD) for (const variant of this.variants) options[variant] = true;
    }
    if (this.mode !== STANDARD) options.mode = this.mode;
    if (this.teams && meta.team_counts.includes(this.players)) options.teams = true;
    if (this.atTable) options.factions = CHOOSE;
    else if (this.factions.every((f) => f === RANDOM)) options.factions = RANDOM;
    else {
      const free = meta.factions.map((f) => f.id).filter((id) => !this.factions.includes(id));
      options.factions = this.factions.map((f) => {
        if (f !== RANDOM) return f;
        const picked = randomOf(free);
        free.splice(free.indexOf(picked), 1);
        return picked;
      });
    }
    return { game: GAME, options, seats: [...this.seats] };
  }

  /** A checkbox of one of the Brood War box's options. */
  variantCheck(variant, key) {
    return el(
      "label",
      { class: "check variant" },
      el("input", {
        type: "checkbox",
        testid: `variant-${variant}`,
        checked: this.variants.has(variant),
        onchange: (event) => {
          if (event.target.checked) this.variants.add(variant);
          else this.variants.delete(variant);
        },
      }),
      " ",
      t(key),
    );
  }

  /** Team Play's checkbox: only for the player counts it is for (`meta.team_counts`). */
  teamsCheck(meta) {
    if (!meta.team_counts.includes(this.players)) return null;
    return el(
      "label",
      { class: "check", title: t("web.sc.teams_hint") },
      el("input", {
        type: "checkbox",
        testid: "teams",
        checked: this.teams,
        onchange: (event) => {
          this.teams = event.target.checked;
        },
      }),
      " ",
      t("web.sc.teams"),
    );
  }

  /** The game mode's select (a mode other than the standard game hides the box's options). */
  modeSelect(redraw) {
    return el(
      "label",
      { class: "form-row mode", title: t("web.sc.mode_hint") },
      el("span", { text: t("web.sc.mode") }),
      el(
        "select",
        {
          testid: "mode-select",
          onchange: (event) => {
            this.mode = event.target.value;
            redraw();
          },
        },
        Object.entries(MODE_KEYS).map(([mode, key]) =>
          el("option", { value: mode, selected: mode === this.mode, text: t(key) }),
        ),
      ),
    );
  }

  factionSelect(meta, seat) {
    return el(
      "select",
      {
        testid: `faction-select-${seat}`,
        "aria-label": t("web.sc.faction"),
        disabled: this.atTable,
        onchange: (event) => {
          this.factions[seat] = event.target.value;
        },
      },
      el("option", {
        value: RANDOM,
        selected: this.factions[seat] === RANDOM,
        text: t("web.sc.random_faction"),
      }),
      meta.factions.map((f) =>
        el("option", {
          value: f.id,
          selected: this.factions[seat] === f.id,
          text: t("web.sc.faction_option", { name: f.name, race: f.race_label }),
        }),
      ),
    );
  }

  /**
   * The form. `parts` gives the lobby's own pieces: `head` (the game select), `tail` (the
   * hot-seat box and the submit button), `seatSelect(seat, kind, bots, onchange)`, `redraw`
   * (after a change that reshapes the form) and `onsubmit`.
   */
  draw(meta, { head, tail, seatSelect, redraw, onsubmit }) {
    const players = el(
      "select",
      {
        testid: "players-select",
        onchange: (event) => {
          this.players = Number(event.target.value);
          this.settle(meta);
          redraw();
        },
      },
      meta.player_counts.map((n) =>
        el("option", { value: String(n), selected: n === this.players, text: String(n) }),
      ),
    );
    const rows = this.seats.map((kind, seat) =>
      el(
        "div",
        { class: "seat-row" },
        el("span", { class: "seat-label", text: t("web.seat_n", { n: seat + 1 }) }),
        seatSelect(seat, kind, meta.bots, (value) => {
          this.seats[seat] = value;
        }),
        this.factionSelect(meta, seat),
      ),
    );
    const atTable = el(
      "label",
      { class: "check" },
      el("input", {
        type: "checkbox",
        testid: "factions-at-table",
        checked: this.atTable,
        onchange: (event) => {
          this.atTable = event.target.checked;
          redraw();
        },
      }),
      " ",
      t("web.sc.factions_at_table"),
    );
    const broodWar = el(
      "label",
      { class: "check", title: t("web.sc.brood_war_hint") },
      el("input", {
        type: "checkbox",
        testid: "brood-war",
        checked: this.broodWar,
        onchange: (event) => {
          this.broodWar = event.target.checked;
          redraw();
        },
      }),
      " ",
      t("web.sc.brood_war"),
    );
    const boxOptions = this.broodWar && this.mode === STANDARD;
    const variants = boxOptions
      ? Object.entries(VARIANTS).map(([variant, key]) => this.variantCheck(variant, key))
      : [];
    return el(
      "form",
      { class: "create-form", onsubmit },
      head,
      el("label", { class: "form-row" }, el("span", { text: t("web.players") }), players),
      el("fieldset", { class: "seats" }, el("legend", { text: t("web.seats") }), rows),
      atTable,
      this.teamsCheck(meta),
      broodWar,
      this.modeSelect(redraw),
      ...variants,
      tail,
    );
  }
}
