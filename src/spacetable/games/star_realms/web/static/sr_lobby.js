// The lobby's Star Realms form: the card sets, the format and its player count, and per seat a
// person or a bot. Its choices outlive a language switch; the lobby (lobby.js) draws it and
// posts what body() says.

import { el, showError, t } from "/static/common.js";

const GAME = "star-realms";
const HUMAN = "human";

/** The player counts a format allows: its list, else every count from its minimum to maximum. */
function playerCounts(format) {
  if (Array.isArray(format.player_counts) && format.player_counts.length) {
    return format.player_counts;
  }
  const counts = [];
  for (let n = format.min_players; n <= format.max_players; n++) counts.push(n);
  return counts;
}

export class StarRealmsForm {
  constructor() {
    this.sets = null;
    this.format = null;
    this.players = null;
    this.seats = [];
  }

  formatOf(meta) {
    return meta.formats.find((f) => f.id === this.format) ?? meta.formats[0];
  }

  /** Fill the form's gaps from the meta data and fit the seats to the format's player count. */
  settle(meta) {
    const known = new Set(meta.sets.map((s) => s.id));
    this.sets ??= new Set(meta.default_sets);
    this.sets = new Set([...this.sets].filter((id) => known.has(id)));
    const format = this.formatOf(meta);
    this.format = format.id;
    const counts = playerCounts(format);
    const wanted = this.players ?? counts[0];
    this.players = counts.includes(wanted)
      ? wanted
      : (counts.find((n) => n >= wanted) ?? counts[counts.length - 1]);
    const kinds = new Set([HUMAN, ...meta.bots.map((b) => b.id)]);
    const defaultBot = meta.bots[0]?.id ?? HUMAN;
    this.seats = this.seats.filter((kind) => kinds.has(kind)).slice(0, this.players);
    while (this.seats.length < this.players) {
      this.seats.push(this.seats.length === 0 ? HUMAN : defaultBot);
    }
  }

  /**
   * The form. `parts` gives the lobby's own pieces: `head` (the game select), `tail` (the
   * hot-seat box and the submit button), `seatSelect(seat, kind, bots, onchange)`, `redraw`
   * (after a change that reshapes the form) and `onsubmit`.
   */
  draw(meta, { head, tail, seatSelect, redraw, onsubmit }) {
    const format = this.formatOf(meta);
    const setBox = (set) =>
      el(
        "label",
        { class: "check" },
        el("input", {
          type: "checkbox",
          value: set.id,
          checked: this.sets.has(set.id),
          testid: `set-${set.id}`,
          onchange: (event) => {
            if (event.target.checked) this.sets.add(set.id);
            else this.sets.delete(set.id);
          },
        }),
        " ",
        set.name,
      );
    const formatSelect = el(
      "select",
      {
        testid: "format-select",
        onchange: (event) => {
          this.format = event.target.value;
          this.settle(meta);
          redraw();
        },
      },
      meta.formats.map((f) =>
        el("option", { value: f.id, selected: f.id === format.id, text: f.name }),
      ),
    );
    const counts = playerCounts(format);
    const playersSelect = el(
      "select",
      {
        testid: "players-select",
        onchange: (event) => {
          this.players = Number(event.target.value);
          this.settle(meta);
          redraw();
        },
      },
      counts.map((n) =>
        el("option", { value: String(n), selected: n === this.players, text: String(n) }),
      ),
    );
    const seatRows = this.seats.map((kind, seat) =>
      el(
        "label",
        { class: "seat-row" },
        el("span", { class: "seat-label", text: t("web.seat_n", { n: seat + 1 }) }),
        seatSelect(seat, kind, meta.bots, (value) => {
          this.seats[seat] = value;
        }),
      ),
    );
    return el(
      "form",
      { class: "create-form", onsubmit },
      head,
      el(
        "fieldset",
        { class: "sets" },
        el("legend", { text: t("web.sets") }),
        el("div", { class: "set-group" }, meta.sets.filter((s) => s.base).map(setBox)),
        el("div", { class: "set-group expansions" }, meta.sets.filter((s) => !s.base).map(setBox)),
      ),
      el(
        "div",
        { class: "form-row" },
        el("label", {}, el("span", { text: t("web.format") }), formatSelect),
        el("label", {}, el("span", { text: t("web.players") }), playersSelect),
      ),
      format.challenge && el("p", { class: "note", text: t("web.challenge_note") }),
      el("fieldset", { class: "seats" }, el("legend", { text: t("web.seats") }), seatRows),
      tail,
    );
  }

  /** What to post: the game, its options and the seats; null (and why, shown) without a base
   * set. */
  body(meta) {
    const bases = meta.sets.filter((set) => set.base);
    if (!bases.some((set) => this.sets.has(set.id))) {
      showError(t("web.need_base_set", { sets: bases.map((set) => set.name).join(", ") }));
      return null;
    }
    return {
      game: GAME,
      options: {
        sets: meta.sets.filter((s) => this.sets.has(s.id)).map((s) => s.id),
        format: this.format,
        players: this.players,
      },
      seats: [...this.seats],
    };
  }
}
