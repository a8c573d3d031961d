// The replay page (/replay/<token>): a finished game step by step, every hand visible. The page
// is the same for every game; a game's replay kind (its page's REPLAY) says how to draw its table
// at one step: it names its game (for its card catalog), may attach card previews, and draws a
// step: the turn line, the upper board and the lower board.

import {
  cls,
  currentLang,
  el,
  getJson,
  langSwitch,
  loadCards,
  loadStrings,
  preferredLang,
  showError,
  t,
  tokenFromPath,
} from "/static/common.js";

/** The replay page: fetches steps on demand, caches them and draws the table at one step. */
class ReplayPage {
  constructor(root, token, kind) {
    this.root = root;
    this.token = token;
    this.kind = kind;
    this.cache = new Map();
    this.catalog = null;
    this.step = 0;
    // The step asked for last: stepping on from it before its fetch ends never loses a click.
    this.target = 0;
    this.steps = null;
    this.data = null;
    this.latest = 0;
  }

  async start() {
    try {
      await loadStrings(preferredLang());
      if (this.kind) this.catalog = await loadCards(currentLang(), this.kind.game);
    } catch (error) {
      showError(error.message);
    }
    const asked = Number.parseInt(new URLSearchParams(location.search).get("step") ?? "0", 10);
    this.step = Number.isNaN(asked) ? 0 : Math.max(0, asked);
    this.buildShell();
    this.kind?.attach?.(this.root, () => this.catalog);
    document.addEventListener("keydown", (event) => this.onKey(event));
    await this.show(this.step);
  }

  fetchStep(step) {
    const key = `${currentLang()}:${step}`;
    if (!this.cache.has(key)) {
      const token = encodeURIComponent(this.token);
      const request = getJson(`/api/replay/${token}?step=${step}&lang=${currentLang()}`);
      this.cache.set(key, request);
      request.catch(() => this.cache.delete(key));
    }
    return this.cache.get(key);
  }

  async show(step) {
    const last = this.steps ?? Number.POSITIVE_INFINITY;
    const wanted = Math.min(Math.max(0, step), last);
    this.target = wanted;
    const ticket = ++this.latest;
    let data;
    try {
      data = await this.fetchStep(wanted);
    } catch (error) {
      if (ticket !== this.latest) return;
      showError(error.message);
      this.target = this.step;
      if (!this.data) this.showMissing(error.message);
      return;
    }
    if (ticket !== this.latest) return;
    this.data = data;
    this.steps = data.steps;
    this.step = data.step;
    history.replaceState(null, "", `${location.pathname}?step=${this.step}`);
    this.render();
    for (const near of [this.step + 1, this.step - 1]) {
      if (near >= 0 && near <= this.steps) this.fetchStep(near).catch(() => {});
    }
  }

  buildShell() {
    const button = (testid, label, text, onclick) =>
      el("button", {
        type: "button",
        class: "step-button",
        testid,
        title: label,
        "aria-label": label,
        text,
        onclick,
      });
    this.slider = el("input", {
      type: "range",
      class: "step-slider",
      testid: "replay-step",
      min: "0",
      max: String(this.steps ?? 0),
      value: String(this.step),
      "aria-label": t("web.replay_step"),
      oninput: () => this.show(Number(this.slider.value)),
    });
    this.position = el("span", { class: "step-position", testid: "replay-position" });
    this.lastAction = el("div", { class: "last-action", testid: "replay-last-action" });
    this.outcomeSlot = el("div", { class: "outcome-slot" });
    this.top = el("div", { class: "board-top" });
    this.bottom = el("div", { class: "board-you" });
    this.turnInfo = el("div", { class: "turn-info", testid: "turn" });
    this.logList = el("ol", { class: "log", testid: "log" });
    const controls = el(
      "div",
      { class: "replay-controls" },
      button("replay-first", t("web.replay_first"), "|◀", () => this.show(0)),
      button("replay-prev", t("web.replay_prev"), "◀", () => this.show(this.target - 1)),
      this.slider,
      button("replay-next", t("web.replay_next"), "▶", () => this.show(this.target + 1)),
      button("replay-last", t("web.replay_last"), "▶|", () => this.show(this.steps ?? this.target)),
      this.position,
    );
    this.root.replaceChildren(
      el(
        "div",
        { class: "replay-page", testid: "replay" },
        el(
          "header",
          { class: "topbar" },
          el("a", { class: "brand", href: "/", title: t("web.to_lobby"), text: t("web.app_name") }),
          el("h1", { class: "page-title", text: t("web.replay_title") }),
          this.turnInfo,
          el("span", { class: "spacer" }),
          langSwitch(() => this.onLang()),
        ),
        el(
          "div",
          { class: "layout" },
          el(
            "main",
            { class: "board" },
            controls,
            this.lastAction,
            this.outcomeSlot,
            this.top,
            this.bottom,
          ),
          el("aside", { class: "sidebar" }, el("h2", { text: t("web.log") }), this.logList),
        ),
      ),
    );
    document.title = t("web.replay_title");
    if (this.data) this.render();
  }

  async onLang() {
    try {
      if (this.kind) this.catalog = await loadCards(currentLang(), this.kind.game);
    } catch (error) {
      showError(error.message);
    }
    this.buildShell();
    await this.show(this.step);
  }

  onKey(event) {
    if (event.target === this.slider || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = {
      ArrowLeft: () => this.target - 1,
      ArrowRight: () => this.target + 1,
      Home: () => 0,
      End: () => this.steps ?? this.target,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.show(moves[event.key]());
  }

  render() {
    const data = this.data;
    if (!this.kind) {
      // A seat whose game has no page here: nothing to draw the steps with.
      this.showMissing(t("web.error.http", { status: 404 }));
      return;
    }
    const drawn = this.kind.draw(data, this.catalog);
    this.slider.max = String(data.steps);
    this.slider.value = String(data.step);
    this.position.textContent = t("web.replay_position", { step: data.step, steps: data.steps });
    this.lastAction.textContent = data.last
      ? t("web.replay_last_action", { action: data.last })
      : t("web.replay_start");
    this.turnInfo.textContent = drawn.turn;
    this.top.replaceChildren(...drawn.top);
    this.bottom.replaceChildren(...drawn.bottom);
    const outcome = data.outcome;
    this.outcomeSlot.replaceChildren(
      ...(outcome
        ? [
            el(
              "div",
              { class: cls("outcome", "replay-outcome"), testid: "outcome" },
              el("strong", { text: t("web.replay_result", { result: outcome.text }) }),
            ),
          ]
        : []),
    );
    // A game may leave events out of its log (null entries).
    const lines = data.log.filter((line) => line !== null);
    this.logList.replaceChildren(...lines.map((line) => el("li", { text: line })));
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  showMissing(message) {
    this.top.replaceChildren(
      el(
        "div",
        { class: "missing" },
        el("p", { text: message }),
        el("a", {
          class: "button",
          href: `/play/${encodeURIComponent(this.token)}`,
          text: t("web.back_to_table"),
        }),
        el("a", { class: "button", href: "/", text: t("web.to_lobby") }),
      ),
    );
  }
}

/** Start the replay page for the seat token in the URL (/replay/<token>[?step=N]), drawn by
 * the game's replay `kind` (null when the seat's game is not known: the page says why). */
export async function startReplay(kind) {
  await new ReplayPage(document.getElementById("app"), tokenFromPath(), kind).start();
}
