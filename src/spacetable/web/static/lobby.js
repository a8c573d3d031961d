// The lobby (/): create a game of any game the server offers, share its seat links, and list the
// games this browser holds. The new-game form is the game's own (its page's LobbyForm), set
// between the lobby's game select, hot-seat box and submit button.

import {
  cls,
  copyText,
  currentLang,
  el,
  forgetToken,
  formatTime,
  gamePage,
  getJson,
  langSwitch,
  loadStrings,
  postJson,
  preferredLang,
  rememberToken,
  showError,
  storedTokens,
  t,
} from "/static/common.js";

const REFRESH_SECONDS = 15;
const HUMAN = "human";

/** The seat's select: a person or one of the game's bots. */
function seatSelect(seat, kind, bots, onchange) {
  return el(
    "select",
    { testid: `seat-select-${seat}`, onchange: (event) => onchange(event.target.value) },
    el("option", { value: HUMAN, selected: kind === HUMAN, text: t("web.human") }),
    bots.map((bot) =>
      el("option", {
        value: bot.id,
        selected: kind === bot.id,
        text: t("web.bot", { name: bot.name }),
      }),
    ),
  );
}

/** The lobby page: the new-game form (kept across language switches) and "your games". */
class Lobby {
  constructor(root) {
    this.root = root;
    this.meta = null;
    // The game to create: the server's first until one is chosen; its page and each game's
    // form (kept across game and language switches).
    this.game = null;
    this.page = null;
    this.forms = new Map();
    this.hotseat = false;
    this.created = null;
  }

  async start() {
    try {
      await loadStrings(preferredLang());
    } catch (error) {
      showError(error.message);
    }
    await this.load();
    setInterval(() => this.refreshGames(), REFRESH_SECONDS * 1000);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.refreshGames();
    });
    addEventListener("storage", () => this.refreshGames());
  }

  async load() {
    try {
      const game = this.game === null ? "" : `&game=${encodeURIComponent(this.game)}`;
      this.meta = await getJson(`/api/meta?lang=${currentLang()}${game}`);
      this.game ??= this.meta.games[0].id;
      this.page = await gamePage(this.game);
    } catch (error) {
      showError(error.message);
      this.meta = null;
    }
    this.render();
    await this.refreshGames();
  }

  render() {
    this.games = el("div", { class: "games-list" });
    this.createdBox = el("div", { class: "created", testid: "created" });
    this.formBox = el("div", { class: "form-box" });
    const header = el(
      "header",
      { class: "topbar" },
      el("span", { class: "brand", text: t("web.app_name") }),
      el("h1", { class: "page-title", text: t("web.lobby_title") }),
      el("span", { class: "spacer" }),
      langSwitch(() => this.load()),
    );
    const create = el(
      "section",
      { class: "panel create-panel" },
      el("h2", { text: t("web.new_game") }),
      this.formBox,
      this.createdBox,
    );
    const mine = el(
      "section",
      { class: "panel games-panel", testid: "my-games" },
      el("h2", { text: t("web.my_games") }),
      this.games,
    );
    this.root.replaceChildren(
      el(
        "div",
        { class: "lobby-page", testid: "lobby" },
        header,
        el("div", { class: "lobby-columns" }, create, mine),
      ),
    );
    document.title = t("web.lobby_title");
    const form = this.meta && this.gameForm();
    if (form) {
      form.settle(this.meta);
      this.drawForm();
    } else {
      this.formBox.append(el("p", { class: "empty", text: t("web.error.meta") }));
    }
    if (this.created) this.drawCreated();
  }

  /** The form of the game to create, made by its page on first use; null if it has none. */
  gameForm() {
    if (!this.forms.has(this.game)) {
      const Form = this.page?.LobbyForm;
      this.forms.set(this.game, Form ? new Form() : null);
    }
    return this.forms.get(this.game);
  }

  /** The game's form between the lobby's pieces: the game select first, the hot-seat box and
   * the submit button last; submitting posts what the form's body() says (null: nothing). */
  drawForm() {
    const form = this.gameForm();
    const submit = this.submitButton();
    const node = form.draw(this.meta, {
      head: this.gameSelect(),
      tail: [this.hotseatBox(), el("div", { class: "form-actions" }, submit)],
      seatSelect,
      redraw: () => this.drawForm(),
      onsubmit: (event) => {
        event.preventDefault();
        const body = form.body(this.meta);
        if (body) this.post(submit, body);
      },
    });
    this.formBox.replaceChildren(node);
  }

  /** The game to create; switching loads that game's options. */
  gameSelect() {
    const games = this.meta.games ?? [];
    return el(
      "label",
      { class: "form-row game-row" },
      el("span", { text: t("web.game") }),
      el(
        "select",
        {
          testid: "game-select",
          onchange: (event) => {
            this.game = event.target.value;
            this.load();
          },
        },
        games.map((game) =>
          el("option", { value: game.id, selected: game.id === this.game, text: game.name }),
        ),
      ),
    );
  }

  hotseatBox() {
    return el(
      "label",
      { class: "check" },
      el("input", {
        type: "checkbox",
        testid: "hotseat",
        checked: this.hotseat,
        onchange: (event) => {
          this.hotseat = event.target.checked;
        },
      }),
      " ",
      t("web.hotseat"),
    );
  }

  submitButton() {
    return el("button", {
      type: "submit",
      class: "primary",
      testid: "create-game",
      text: t("web.create"),
    });
  }

  /** Create the game; remember its seats; open the first one (hot-seat) or list the links. */
  async post(submit, body) {
    submit.disabled = true;
    try {
      const result = await postJson("/api/games", { ...body, lang: currentLang() });
      const humans = result.seats.filter((seat) => seat.token);
      const created = new Date().toISOString();
      for (const seat of humans) {
        rememberToken({ token: seat.token, game_id: result.game_id, seat: seat.seat, created });
      }
      if (this.hotseat && humans.length) {
        location.assign(`${humans[0].url}?hotseat=1`);
        return;
      }
      this.created = humans;
      this.drawCreated();
      await this.refreshGames();
    } catch (error) {
      showError(error.message);
    } finally {
      submit.disabled = false;
    }
  }

  drawCreated() {
    const humans = this.created;
    const rows = humans.map((seat, i) => {
      const url = new URL(seat.url, location.origin).href;
      const copy = el("button", { type: "button", class: "copy", text: t("web.copy") });
      copy.addEventListener("click", () => copyText(url, copy));
      return el(
        "li",
        { class: "seat-link-row" },
        el("span", { class: "seat-name", text: seat.name }),
        el("a", { class: "seat-link", href: url, testid: `seat-link-${seat.seat}`, text: url }),
        copy,
        el("a", {
          class: "button primary",
          href: seat.url,
          testid: i === 0 ? "open-table" : `open-table-${seat.seat}`,
          text: t("web.open"),
        }),
      );
    });
    this.createdBox.replaceChildren(
      el("h3", { text: t("web.game_created") }),
      humans.length
        ? el("p", { class: "note", text: t("web.share_links") })
        : el("p", { class: "note", text: t("web.no_humans") }),
      el("ul", { class: "seat-links" }, rows),
    );
  }

  async refreshGames() {
    if (!this.games) return;
    const tokens = storedTokens().map((entry) => entry.token);
    if (!tokens.length) {
      this.games.replaceChildren(el("p", { class: "empty", text: t("web.no_games") }));
      return;
    }
    let result;
    try {
      result = await postJson(`/api/games/mine?lang=${currentLang()}`, { tokens });
    } catch (error) {
      this.games.replaceChildren(el("p", { class: "empty", text: error.message }));
      return;
    }
    const games = [...result.games].sort((a, b) =>
      String(b.updated_at).localeCompare(String(a.updated_at)),
    );
    this.games.replaceChildren(
      games.length
        ? el("ul", { class: "games" }, games.map((game) => this.gameRow(game)))
        : el("p", { class: "empty", text: t("web.no_games") }),
    );
  }

  gameRow(game) {
    const name = (seat) =>
      game.seats.find((s) => s.seat === seat)?.name ?? t("web.seat_n", { n: seat + 1 });
    const over = game.status === "over";
    let status = t("web.status_playing");
    if (over) status = t("web.status_over");
    else if (game.your_move) status = t("web.your_move");
    else if (game.to_move !== null && game.to_move !== undefined) {
      status = t("web.waiting_for", { player: name(game.to_move) });
    }
    const token = encodeURIComponent(game.token);
    const gameName = this.meta?.games?.find((known) => known.id === game.game)?.name;
    return el(
      "li",
      {
        class: cls("game", game.your_move && "my-move", over && "over"),
        testid: "my-game",
        dataset: { token: game.token },
      },
      el(
        "div",
        { class: "game-main" },
        gameName && el("span", { class: "game-name", text: gameName }),
        el("strong", { class: "game-players", text: game.seats.map((s) => s.name).join(" · ") }),
        el("span", {
          class: "game-meta",
          text: t("web.game_meta", { turn: game.turn, seat: name(game.seat) }),
        }),
        el("span", { class: "game-time", text: formatTime(game.updated_at) }),
      ),
      el("span", {
        class: cls("game-status", game.your_move && "mine", over && "over"),
        text: status,
      }),
      el(
        "div",
        { class: "game-actions" },
        el("a", {
          class: "button",
          href: `/play/${token}`,
          testid: "my-game-open",
          text: t("web.open"),
        }),
        over &&
          el("a", {
            class: "button",
            href: `/replay/${token}`,
            testid: "my-game-replay",
            text: t("web.replay"),
          }),
        el("button", {
          type: "button",
          class: "forget",
          testid: "my-game-forget",
          text: t("web.forget"),
          onclick: () => {
            forgetToken(game.token);
            this.refreshGames();
          },
        }),
      ),
    );
  }
}

/** Start the lobby page. */
export async function startLobby() {
  await new Lobby(document.getElementById("app")).start();
}
