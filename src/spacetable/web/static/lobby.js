// The lobby (/): create a game (Star Realms, «Конфликт» or StarCraft), share its seat links, and
// list the games this browser holds.

import {
  cls,
  copyText,
  currentLang,
  el,
  forgetToken,
  formatTime,
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
import { StarcraftForm } from "/static/starcraft_lobby.js";

const REFRESH_SECONDS = 15;
const HUMAN = "human";
const STAR_REALMS = "star-realms";
const KONFLIKT = "konflikt";
const STARCRAFT = "starcraft";
const COIN_FLIP = "coin";

/** The player counts a format allows: its list, else every count from its minimum to maximum. */
function playerCounts(format) {
  if (Array.isArray(format.player_counts) && format.player_counts.length) {
    return format.player_counts;
  }
  const counts = [];
  for (let n = format.min_players; n <= format.max_players; n++) counts.push(n);
  return counts;
}

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
    this.game = STAR_REALMS;
    this.form = { sets: null, format: null, players: null, seats: [], hotseat: false };
    this.konflikt = { decks: [], seats: [], first: COIN_FLIP };
    this.starcraft = new StarcraftForm();
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
      const game = encodeURIComponent(this.game);
      this.meta = await getJson(`/api/meta?lang=${currentLang()}&game=${game}`);
    } catch (error) {
      showError(error.message);
      this.meta = null;
    }
    this.render();
    await this.refreshGames();
  }

  format() {
    return this.meta.formats.find((f) => f.id === this.form.format) ?? this.meta.formats[0];
  }

  defaultBot() {
    return this.meta.bots[0]?.id ?? HUMAN;
  }

  /** Fill the form's gaps from the meta data and fit the seats to the format's player count. */
  settle() {
    const form = this.form;
    const known = new Set(this.meta.sets.map((s) => s.id));
    form.sets ??= new Set(this.meta.default_sets);
    form.sets = new Set([...form.sets].filter((id) => known.has(id)));
    const format = this.format();
    form.format = format.id;
    const counts = playerCounts(format);
    const wanted = form.players ?? counts[0];
    form.players = counts.includes(wanted)
      ? wanted
      : (counts.find((n) => n >= wanted) ?? counts[counts.length - 1]);
    const kinds = new Set([HUMAN, ...this.meta.bots.map((b) => b.id)]);
    form.seats = form.seats.filter((kind) => kinds.has(kind)).slice(0, form.players);
    while (form.seats.length < form.players) {
      form.seats.push(form.seats.length === 0 ? HUMAN : this.defaultBot());
    }
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
    if (this.meta && this.game === KONFLIKT) {
      this.settleKonflikt();
      this.drawKonfliktForm();
    } else if (this.meta && this.game === STARCRAFT) {
      this.starcraft.settle(this.meta);
      this.drawStarcraftForm();
    } else if (this.meta) {
      this.settle();
      this.drawForm();
    } else {
      this.formBox.append(el("p", { class: "empty", text: t("web.error.meta") }));
    }
    if (this.created) this.drawCreated();
  }

  drawForm() {
    const { meta, form } = this;
    const format = this.format();
    const setBox = (set) =>
      el(
        "label",
        { class: "check" },
        el("input", {
          type: "checkbox",
          value: set.id,
          checked: form.sets.has(set.id),
          testid: `set-${set.id}`,
          onchange: (event) => {
            if (event.target.checked) form.sets.add(set.id);
            else form.sets.delete(set.id);
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
          form.format = event.target.value;
          this.settle();
          this.drawForm();
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
          form.players = Number(event.target.value);
          this.settle();
          this.drawForm();
        },
      },
      counts.map((n) =>
        el("option", { value: String(n), selected: n === form.players, text: String(n) }),
      ),
    );
    const seatRows = form.seats.map((kind, seat) =>
      el(
        "label",
        { class: "seat-row" },
        el("span", { class: "seat-label", text: t("web.seat_n", { n: seat + 1 }) }),
        seatSelect(seat, kind, meta.bots, (value) => {
          form.seats[seat] = value;
        }),
      ),
    );
    const submit = this.submitButton();
    const formNode = el(
      "form",
      { class: "create-form", onsubmit: (event) => this.create(event, submit) },
      this.gameSelect(),
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
      this.hotseatBox(),
      el("div", { class: "form-actions" }, submit),
    );
    this.formBox.replaceChildren(formNode);
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
        checked: this.form.hotseat,
        onchange: (event) => {
          this.form.hotseat = event.target.checked;
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

  /** Fit the «Конфликт» form to the meta data: a known deck and a known seat kind per seat. */
  settleKonflikt() {
    const { meta, konflikt } = this;
    const decks = new Set(meta.decks.map((deck) => deck.id));
    const kinds = new Set([HUMAN, ...meta.bots.map((bot) => bot.id)]);
    for (let seat = 0; seat < meta.seats; seat++) {
      if (!decks.has(konflikt.decks[seat])) {
        konflikt.decks[seat] = meta.default_decks[seat] ?? meta.decks[0].id;
      }
      if (!kinds.has(konflikt.seats[seat])) {
        konflikt.seats[seat] = seat === 0 ? HUMAN : meta.default_bot;
      }
    }
    konflikt.decks.length = meta.seats;
    konflikt.seats.length = meta.seats;
  }

  drawKonfliktForm() {
    const { meta, konflikt } = this;
    const seatRows = konflikt.seats.map((kind, seat) =>
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
              konflikt.decks[seat] = event.target.value;
            },
          },
          meta.decks.map((deck) =>
            el("option", {
              value: deck.id,
              selected: deck.id === konflikt.decks[seat],
              text: t("web.k.deck_option", { name: deck.name, races: deck.races }),
            }),
          ),
        ),
        seatSelect(seat, kind, meta.bots, (value) => {
          konflikt.seats[seat] = value;
        }),
      ),
    );
    const first = el(
      "select",
      {
        testid: "first-player",
        onchange: (event) => {
          konflikt.first = event.target.value;
        },
      },
      el("option", {
        value: COIN_FLIP,
        selected: konflikt.first === COIN_FLIP,
        text: t("web.k.first_coin"),
      }),
      konflikt.seats.map((_, seat) =>
        el("option", {
          value: String(seat),
          selected: konflikt.first === String(seat),
          text: t("web.k.first_chooses", { n: seat + 1 }),
        }),
      ),
    );
    const submit = this.submitButton();
    this.formBox.replaceChildren(
      el(
        "form",
        { class: "create-form", onsubmit: (event) => this.createKonflikt(event, submit) },
        this.gameSelect(),
        el("fieldset", { class: "seats" }, el("legend", { text: t("web.seats") }), seatRows),
        el("label", { class: "form-row" }, el("span", { text: t("web.k.first") }), first),
        this.hotseatBox(),
        el("div", { class: "form-actions" }, submit),
      ),
    );
  }

  drawStarcraftForm() {
    const submit = this.submitButton();
    const form = this.starcraft.draw(this.meta, {
      head: this.gameSelect(),
      tail: [this.hotseatBox(), el("div", { class: "form-actions" }, submit)],
      seatSelect,
      redraw: () => this.drawStarcraftForm(),
      onsubmit: (event) => {
        event.preventDefault();
        this.post(submit, this.starcraft.body(this.meta));
      },
    });
    this.formBox.replaceChildren(form);
  }

  async createKonflikt(event, submit) {
    event.preventDefault();
    const { konflikt } = this;
    const options = { decks: [...konflikt.decks] };
    if (konflikt.first !== COIN_FLIP) options.previous_loser = Number(konflikt.first);
    await this.post(submit, { game: KONFLIKT, options, seats: [...konflikt.seats] });
  }

  async create(event, submit) {
    event.preventDefault();
    const { form } = this;
    const bases = this.meta.sets.filter((set) => set.base);
    if (!bases.some((set) => form.sets.has(set.id))) {
      showError(t("web.need_base_set", { sets: bases.map((set) => set.name).join(", ") }));
      return;
    }
    await this.post(submit, {
      game: STAR_REALMS,
      options: {
        sets: this.meta.sets.filter((s) => form.sets.has(s.id)).map((s) => s.id),
        format: form.format,
        players: form.players,
      },
      seats: [...form.seats],
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
      if (this.form.hotseat && humans.length) {
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
