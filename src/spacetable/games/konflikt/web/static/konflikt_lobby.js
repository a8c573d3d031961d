// The lobby's «Конфликт» form: per seat a deck and a person or a bot, and who goes first (a
// coin flip, or a seat that chooses). Its choices outlive a language switch; the lobby
// (lobby.js) draws it and posts what body() says.

import { el, t } from "/static/common.js";

const GAME = "konflikt";
const HUMAN = "human";
const COIN_FLIP = "coin";

export class KonfliktForm {
  constructor() {
    this.decks = [];
    this.seats = [];
    this.first = COIN_FLIP;
  }

  /** Fit the form to the meta data: a known deck and a known seat kind per seat. */
  settle(meta) {
    const decks = new Set(meta.decks.map((deck) => deck.id));
    const kinds = new Set([HUMAN, ...meta.bots.map((bot) => bot.id)]);
    for (let seat = 0; seat < meta.seats; seat++) {
      if (!decks.has(this.decks[seat])) {
        this.decks[seat] = meta.default_decks[seat] ?? meta.decks[0].id;
      }
      if (!kinds.has(this.seats[seat])) {
        this.seats[seat] = seat === 0 ? HUMAN : meta.default_bot;
      }
    }
    this.decks.length = meta.seats;
    this.seats.length = meta.seats;
  }

  /**
   * The form. `parts` gives the lobby's own pieces: `head` (the game select), `tail` (the
   * hot-seat box and the submit button), `seatSelect(seat, kind, bots, onchange)` and
   * `onsubmit`.
   */
  draw(meta, { head, tail, seatSelect, onsubmit }) {
    const seatRows = this.seats.map((kind, seat) =>
      el(
        "div",
        { class: "seat-row" },
        el("span", { class: "seat-label", text: t("web.seat_n", { n: seat + 1 }) }),
        el(
          "select",
          {
            testid: `deck-select-${seat}`,
            "aria-label": t("web.k.deck_of"),
            onchange: (event) => {
              this.decks[seat] = event.target.value;
            },
          },
          meta.decks.map((deck) =>
            el("option", {
              value: deck.id,
              selected: deck.id === this.decks[seat],
              text: t("web.k.deck_option", { name: deck.name, races: deck.races }),
            }),
          ),
        ),
        seatSelect(seat, kind, meta.bots, (value) => {
          this.seats[seat] = value;
        }),
      ),
    );
    const first = el(
      "select",
      {
        testid: "first-player",
        onchange: (event) => {
          this.first = event.target.value;
        },
      },
      el("option", {
        value: COIN_FLIP,
        selected: this.first === COIN_FLIP,
        text: t("web.k.first_coin"),
      }),
      this.seats.map((_, seat) =>
        el("option", {
          value: String(seat),
          selected: this.first === String(seat),
          text: t("web.k.first_chooses", { n: seat + 1 }),
        }),
      ),
    );
    return el(
      "form",
      { class: "create-form", onsubmit },
      head,
      el("fieldset", { class: "seats" }, el("legend", { text: t("web.seats") }), seatRows),
      el("label", { class: "form-row" }, el("span", { text: t("web.k.first") }), first),
      tail,
    );
  }

  /** What to post: the game, its options and the seats. */
  body() {
    const options = { decks: [...this.decks] };
    if (this.first !== COIN_FLIP) options.previous_loser = Number(this.first);
    return { game: GAME, options, seats: [...this.seats] };
  }
}
