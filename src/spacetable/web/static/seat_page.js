// The live page of one seat (/play/<token>), whatever the game: the WebSocket that keeps it
// up to date, the log, sending actions, the outcome banner and the hot-seat hand-over. A game's
// table page extends SeatPage with the drawing of its board.

import {
  cls,
  currentLang,
  el,
  getJson,
  langSwitch,
  loadCards,
  loadStrings,
  postJson,
  preferredLang,
  rememberToken,
  showError,
  storedTokens,
  t,
  tokenFromPath,
} from "/static/common.js";

const PING_SECONDS = 20;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 5000;
const STATUS_KEYS = {
  connecting: "web.connecting",
  online: "web.online",
  reconnecting: "web.reconnecting",
  closed: "web.disconnected",
};

/** The seat's WebSocket, reconnecting by itself with a growing pause (0.5 s doubling to 5 s). */
class Connection {
  constructor(token, { onMessage, onStatus }) {
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.socket = null;
    this.retry = FIRST_RETRY_MS;
    this.stopped = false;
    this.pinger = 0;
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const path = `/ws/${encodeURIComponent(this.token)}?lang=${currentLang()}`;
    const socket = new WebSocket(`${scheme}://${location.host}${path}`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.onStatus("online");
      this.pinger = setInterval(() => this.send({ type: "ping" }), PING_SECONDS * 1000);
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      // Reset the pause only once the server talks: a socket that opens and drops at once
      // must not be retried at full speed.
      this.retry = FIRST_RETRY_MS;
      this.onMessage(message);
    });
    socket.addEventListener("close", () => {
      clearInterval(this.pinger);
      if (this.socket !== socket || this.stopped) return;
      this.onStatus("reconnecting");
      setTimeout(() => this.open(), this.retry);
      this.retry = Math.min(this.retry * 2, LAST_RETRY_MS);
    });
  }

  /** Send `message` if the socket is open; false otherwise. */
  send(message) {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  stop() {
    this.stopped = true;
    this.socket?.close();
    this.onStatus("closed");
  }
}

/**
 * The log after a state message: its lines from `log_from` on replace what the page had
 * there. When lines are missing, what came is shown and `connection` is asked for a full state.
 */
function mergeLog(log, message, connection) {
  const from = message.log_from ?? 0;
  if (from === 0) return [...message.log];
  if (from <= log.length) return log.slice(0, from).concat(message.log);
  connection.send({ type: "lang", lang: currentLang() });
  return log.concat(message.log);
}

/** Keep the seat's token for the lobby's "your games", once the page knows its game. */
function rememberSeat(token, message) {
  if (storedTokens().some((entry) => entry.token === token)) return;
  rememberToken({
    token,
    game_id: message.game_id,
    seat: message.seat,
    created: new Date().toISOString(),
  });
}

/** The finished game's banner: who won, the replay link, the way back to the lobby. */
function outcomeBanner(state, token) {
  const { outcome, seat } = state;
  const winners = outcome?.winners ?? [];
  const result = winners.includes(seat) ? "won" : winners.length ? "lost" : "even";
  return el(
    "div",
    { class: cls("outcome", result), testid: "outcome", role: "status" },
    el("strong", { class: "outcome-text", text: outcome?.text ?? t("web.game_over") }),
    el("a", {
      class: "button",
      href: `/replay/${encodeURIComponent(token)}`,
      testid: "replay-link",
      text: t("web.watch_replay"),
    }),
    el("a", { class: "button", href: "/", text: t("web.to_lobby") }),
  );
}

/** Hot-seat: when the move passes to another person at this screen, cover the table and
 * offer that person's seat. */
function drawHotseat(state, hotseat) {
  document.querySelector(".hotseat-overlay")?.remove();
  if (!hotseat || state.over) return;
  if (state.to_move === null || state.to_move === state.seat) return;
  const next = state.seats.find((seat) => seat.seat === state.to_move);
  if (!next || next.kind !== "human") return;
  const entry = storedTokens().find(
    (stored) => stored.game_id === state.game_id && stored.seat === state.to_move,
  );
  if (!entry) return;
  const go = () => location.assign(`/play/${encodeURIComponent(entry.token)}?hotseat=1`);
  const button = el("button", {
    type: "button",
    class: "primary",
    testid: "hotseat-continue",
    text: t("web.hotseat_continue", { player: next.name }),
    onclick: go,
  });
  document.body.append(
    el(
      "div",
      {
        class: "hotseat-overlay",
        testid: "hotseat-overlay",
        role: "dialog",
        "aria-modal": "true",
      },
      el(
        "div",
        { class: "hotseat-box" },
        el("p", { text: t("web.pass_device", { player: next.name }) }),
        button,
      ),
    ),
  );
  button.focus();
}

/** The actions in groups of one kind each, in the order the server lists them. */
function groupActions(actions) {
  const groups = new Map();
  for (const action of actions) {
    const group = action.group ?? "";
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(action);
  }
  return [...groups.entries()];
}

/**
 * One seat's live page. `game` names the card catalog to load, `titleKey` the page title. A
 * subclass draws the board: drawBoard() returns {turn, top, controls, bottom} from this.state;
 * it may attach things once the shell exists (attached), give the board's element handlers
 * (boardProps) and act before an action is sent (beforeSend).
 */
export class SeatPage {
  constructor(root, token, hotseat, { game, titleKey }) {
    this.root = root;
    this.token = token;
    this.hotseat = hotseat;
    this.game = game;
    this.titleKey = titleKey;
    this.state = null;
    this.log = [];
    this.logFrom = 0;
    this.catalog = null;
    this.busy = false;
    this.status = "connecting";
    this.connection = new Connection(token, {
      onMessage: (message) => this.onMessage(message),
      onStatus: (status) => this.showStatus(status),
    });
  }

  async start() {
    try {
      await loadStrings(preferredLang());
      this.catalog = await loadCards(currentLang(), this.game);
    } catch (error) {
      showError(error.message);
    }
    this.buildShell();
    this.attached();
    this.connection.open();
  }

  attached() {}

  /**
   * The prompt and the legal actions as buttons with the server's labels, set together by
   * their group (the action's kind), so no action kind is known here. `prefix` starts the
   * groups' class names; a group of more than `many` actions is marked compact.
   */
  actionControls(promptText, { prefix, labelKey, many = Infinity }) {
    const actions = this.state.your_move ? this.state.actions : [];
    const groups = groupActions(actions).map(([group, members]) =>
      el(
        "div",
        {
          class: cls(`${prefix}action-group`, members.length > many && "many"),
          dataset: { group },
        },
        members.map((action) =>
          el("button", {
            type: "button",
            class: "action",
            testid: "action",
            dataset: { action: action.text },
            disabled: this.busy,
            text: action.label,
            onclick: () => this.send(action.text),
          }),
        ),
      ),
    );
    return [
      el(
        "div",
        { class: cls("prompt", this.state.your_move && "mine"), testid: "prompt" },
        el("p", { class: "prompt-text", text: promptText }),
        groups.length > 0 &&
          el(
            "div",
            { class: `${prefix}actions`, testid: "actions", "aria-label": t(labelKey) },
            groups,
          ),
      ),
    ];
  }

  boardProps() {
    return {};
  }

  beforeSend() {}

  buildShell() {
    this.turnInfo = el("div", { class: "turn-info", testid: "turn" });
    this.moveSlot = el("div", { class: "move-slot" });
    this.badge = el("span", { class: "connection", testid: "connection", role: "status" });
    this.outcomeSlot = el("div", { class: "outcome-slot" });
    this.top = el("div", { class: "board-top" });
    this.controls = el("div", { class: "controls" });
    this.bottom = el("div", { class: "board-you" });
    this.logList = el("ol", { class: "log", testid: "log", "aria-live": "polite" });
    const board = el(
      "main",
      { class: "board", ...this.boardProps() },
      this.outcomeSlot,
      this.top,
      this.controls,
      this.bottom,
    );
    const page = el(
      "div",
      { class: cls("table-page", `game-${this.game}`), testid: "table" },
      el(
        "header",
        { class: "topbar" },
        el("a", { class: "brand", href: "/", title: t("web.to_lobby"), text: t("web.app_name") }),
        this.turnInfo,
        this.moveSlot,
        el("span", { class: "spacer" }),
        this.badge,
        langSwitch((code) => this.onLang(code)),
      ),
      el(
        "div",
        { class: "layout" },
        board,
        el("aside", { class: "sidebar" }, el("h2", { text: t("web.log") }), this.logList),
      ),
    );
    this.root.replaceChildren(page);
    document.title = t(this.titleKey);
    this.logFrom = 0;
    this.showStatus(this.status);
    if (this.state) this.render();
  }

  showStatus(status) {
    this.status = status;
    this.badge.className = cls("connection", status);
    this.badge.textContent = t(STATUS_KEYS[status]);
  }

  async onLang(code) {
    try {
      this.catalog = await loadCards(code, this.game);
    } catch (error) {
      showError(error.message);
    }
    this.buildShell();
    this.connection.send({ type: "lang", lang: code });
  }

  onMessage(message) {
    if (message.type === "state") {
      this.onState(message);
    } else if (message.type === "error") {
      this.setBusy(false);
      // A link that opens no seat, or a game whose record no longer replays: retrying
      // cannot help, so the page stops and says why in its place (no toast besides).
      if (message.code === "not_found" || message.code === "corrupt") {
        this.connection.stop();
        this.showMissing(message.message);
        return;
      }
      showError(message.message);
      if (message.code === "stale") {
        this.connection.send({ type: "lang", lang: currentLang() });
      }
    }
  }

  onState(message) {
    this.log = mergeLog(this.log, message, this.connection);
    this.logFrom = Math.min(this.logFrom, message.log_from ?? 0);
    this.state = message;
    this.busy = false;
    rememberSeat(this.token, message);
    this.render();
  }

  setBusy(busy) {
    this.busy = busy;
    this.root.classList.toggle("busy", busy);
    for (const button of this.controls.querySelectorAll("button")) button.disabled = busy;
  }

  /** Send an action (by the socket, else over HTTP), at most one at a time. */
  async send(text) {
    if (this.busy || !this.state) return;
    this.beforeSend();
    this.setBusy(true);
    const version = this.state.version;
    if (this.connection.send({ type: "act", action: text, version })) return;
    const seatUrl = `/api/seat/${encodeURIComponent(this.token)}`;
    try {
      await postJson(`${seatUrl}/actions`, { action: text, version });
      this.onMessage(await getJson(`${seatUrl}?lang=${currentLang()}`));
    } catch (error) {
      this.setBusy(false);
      showError(error.message);
    }
  }

  /** Bring the log list up to the log: entries from logFrom on are redrawn; a null entry (an
   * event the game leaves out of its log) draws nothing. */
  drawLog() {
    const list = this.logList;
    for (const item of [...list.children]) {
      if (Number(item.dataset.entry) >= this.logFrom) item.remove();
    }
    this.log.forEach((line, entry) => {
      if (entry >= this.logFrom && line !== null) {
        list.append(el("li", { text: line, dataset: { entry: String(entry) } }));
      }
    });
    this.logFrom = this.log.length;
    list.scrollTop = list.scrollHeight;
  }

  render() {
    const state = this.state;
    const drawn = this.drawBoard();
    this.turnInfo.textContent = drawn.turn;
    this.moveSlot.replaceChildren(
      ...(state.your_move
        ? [el("span", { class: "your-move", testid: "your-move", text: t("web.your_move") })]
        : []),
    );
    this.top.replaceChildren(...drawn.top);
    this.bottom.replaceChildren(...drawn.bottom);
    this.controls.replaceChildren(...drawn.controls);
    this.outcomeSlot.replaceChildren(...(state.over ? [outcomeBanner(state, this.token)] : []));
    this.root.classList.toggle("busy", this.busy);
    this.root.classList.toggle("my-turn", state.your_move);
    this.drawLog();
    drawHotseat(state, this.hotseat);
    document.title = `${state.your_move ? "● " : ""}${t(this.titleKey)}`;
  }

  showMissing(message) {
    this.top.replaceChildren(
      el(
        "div",
        { class: "missing" },
        el("p", { text: message }),
        el("a", { class: "button", href: "/", text: t("web.to_lobby") }),
      ),
    );
    this.controls.replaceChildren();
    this.bottom.replaceChildren();
  }
}

/** The page of a seat link whose table the shell cannot open (a token that opens no seat, or a
 * game without a page here): the server's word why, in the page's language, and the way back
 * to the lobby. */
export async function startMissingSeat() {
  const root = document.getElementById("app");
  try {
    await loadStrings(preferredLang());
  } catch (error) {
    showError(error.message);
  }
  let message = t("web.error.http", { status: 404 });
  try {
    const token = encodeURIComponent(tokenFromPath());
    await getJson(`/api/seat/${token}/game?lang=${currentLang()}`);
  } catch (error) {
    message = error.message;
  }
  const missing = el(
    "div",
    { class: "missing" },
    el("p", { text: message }),
    el("a", { class: "button", href: "/", text: t("web.to_lobby") }),
  );
  root.replaceChildren(
    el(
      "div",
      { class: "table-page", testid: "table" },
      el(
        "header",
        { class: "topbar" },
        el("a", { class: "brand", href: "/", title: t("web.to_lobby"), text: t("web.app_name") }),
        el("span", { class: "spacer" }),
        langSwitch(() => startMissingSeat()),
      ),
      el(
        "div",
        { class: "layout" },
        el("main", { class: "board" }, el("div", { class: "board-top" }, missing)),
      ),
    ),
  );
  document.title = t("web.app_name");
}
