// The Star Realms table page (/play/<token> of a Star Realms game), and the board drawing the
// replay page shares.

import { attachPreview, cardBack, cardFace, cardName } from "./cards.js";
import { cls, currentLang, el, t, tokenFromPath } from "/static/common.js";
import { SeatPage } from "/static/seat_page.js";

const MAX_BACKS = 10;
const ROLE_KEYS = {
  emperor: "web.role.emperor",
  admiral: "web.role.admiral",
  boss: "web.role.boss",
  raider: "web.role.raider",
};
const BAR_TESTIDS = { playall: "play-all", end: "end-turn" };

/** Whether an action is answered in the prompt box (an option of a decision, or "done"). */
export function isPromptAction(action) {
  return action.text === "done" || action.text.startsWith("choose");
}

/** The display name of `seat` from the seat list. */
export function seatName(seats, seat) {
  const entry = seats.find((s) => s.seat === seat);
  return entry ? entry.name : t("web.seat_n", { n: seat + 1 });
}

/** The names of the seats taking the current turn. */
export function movingNames(board) {
  return board.view.turn_seats.map((seat) => board.name(seat)).join(", ");
}

/** The turn line: turn number and who is moving (or that the game is over). */
export function turnText(board) {
  const { view } = board;
  if (view.over) return t("web.turn_over", { turn: view.turn });
  return t("web.turn_of", { turn: view.turn, player: movingNames(board) });
}

/** One drawing of the board: the view, who looks at it, and which elements carry actions. */
export class Board {
  constructor({ view, seats, you = null, catalog, actions = [] }) {
    this.view = view;
    this.seats = seats;
    this.you = you;
    this.catalog = catalog;
    this.byAnchor = new Map();
    for (const action of actions) {
      if (action.anchor === null || action.anchor === undefined) continue;
      if (!this.byAnchor.has(action.anchor)) this.byAnchor.set(action.anchor, []);
      this.byAnchor.get(action.anchor).push(action);
    }
    this.drawn = new Set();
  }

  /** Tag `node` with `anchor` (highlighted, focusable) when actions belong to it. */
  mark(node, anchor) {
    if (this.byAnchor.has(anchor)) {
      node.dataset.anchor = anchor;
      node.classList.add("actionable");
      node.tabIndex = 0;
      this.drawn.add(anchor);
    }
    return node;
  }

  /** A card face, tagged with `anchor`. */
  card(ref, anchor, options) {
    return this.mark(cardFace(this.catalog, ref, options), anchor);
  }

  /** The anchor of hand card `i`: its own, or, as the engine offers one move per distinct
   * card, that of the first copy of the same card (every copy plays the same way). */
  handAnchor(hand, i) {
    const own = `hand:${i}`;
    if (this.byAnchor.has(own)) return own;
    return `hand:${hand.findIndex((card) => card.id === hand[i].id)}`;
  }

  /** A seat's display name. */
  name(seat) {
    return seatName(this.seats, seat);
  }

  /** Anchored actions whose element was not drawn, so they can be offered as buttons. */
  stray() {
    return [...this.byAnchor]
      .filter(([anchor]) => !this.drawn.has(anchor))
      .flatMap(([, actions]) => actions)
      .filter((action) => !isPromptAction(action));
  }
}

function stat(kind, label, value, testid, title = null) {
  return el(
    "div",
    { class: `stat stat-${kind}`, title: title ?? label },
    el("span", { class: "stat-icon", "aria-hidden": "true" }),
    el("span", { class: "stat-label", text: label }),
    el("span", { class: "stat-value", testid, text: String(value) }),
  );
}

function tag(text, kind) {
  return el("span", { class: cls("tag", kind), text });
}

function zone(title, cards, kind) {
  if (!cards.length) return null;
  return el(
    "div",
    { class: `zone zone-${kind}` },
    el("h4", { text: title }),
    el("div", { class: "cards" }, cards),
  );
}

function backs(count, size) {
  return Array.from({ length: Math.min(count, MAX_BACKS) }, () => cardBack({ size }));
}

// A count of hidden cards shown as a row of tiny card backs.
function backsStat(kind, label, count, testid) {
  return el(
    "div",
    { class: `stat stat-${kind}`, title: label },
    el("span", { class: "stat-label", text: label }),
    el("span", { class: "hand-backs", "aria-hidden": "true" }, backs(count, "mini")),
    el("span", { class: "stat-value", testid, text: String(count) }),
  );
}

function names(catalog, cards) {
  return cards.map((card) => cardName(catalog, card)).join(", ");
}

function playerHead(board, p, isYou, active) {
  const { view } = board;
  const teams = new Set(view.players.map((player) => player.team)).size < view.players.length;
  return el(
    "header",
    { class: "player-head" },
    el("span", { class: "player-name", text: board.name(p.seat) }),
    isYou && tag(t("web.you"), "you-tag"),
    ROLE_KEYS[p.role] && tag(t(ROLE_KEYS[p.role]), "role-tag"),
    teams && tag(t("web.team", { team: p.team + 1 }), "team-tag"),
    active && tag(t("web.moving"), "active-tag"),
    !p.in_game && tag(t("web.out"), "out-tag"),
  );
}

function playerStats(board, p, isYou, active) {
  const seat = p.seat;
  const catalog = board.catalog;
  const showPools = isYou || active || p.trade > 0 || p.combat > 0;
  return el(
    "div",
    { class: "stats" },
    stat("authority", t("web.authority"), p.authority, `authority-${seat}`),
    !isYou && backsStat("hand", t("web.hand"), p.hand_size, `hand-size-${seat}`),
    stat("deck", t("web.deck"), p.deck_size, `deck-size-${seat}`),
    stat(
      "discard",
      t("web.discard"),
      p.discard.length,
      `discard-size-${seat}`,
      p.discard.length ? `${t("web.discard")}: ${names(catalog, p.discard)}` : null,
    ),
    showPools &&
      stat("trade", t("web.trade_pool"), p.trade, isYou ? "trade-pool" : `trade-pool-${seat}`),
    showPools &&
      stat("combat", t("web.combat_pool"), p.combat, isYou ? "combat-pool" : `combat-pool-${seat}`),
    !p.gambits_face_down &&
      p.gambits_hidden > 0 &&
      backsStat("gambits", t("web.gambits_hidden"), p.gambits_hidden, `gambits-hidden-${seat}`),
    p.pending_discards > 0 && tag(t("web.pending_discards", { n: p.pending_discards }), "warn"),
  );
}

function gambitCards(board, p, size) {
  const seat = p.seat;
  const revealed = p.gambits.map((card, i) => board.card(card, `gambit:${seat}:${i}`, { size }));
  if (p.gambits_face_down) {
    const note = t("web.face_down");
    const own = p.gambits_face_down.map((card, i) =>
      board.card(card, `facedown:${i}`, { size, note }),
    );
    own.forEach((node) => node.classList.add("facedown"));
    return [...revealed, ...own];
  }
  return revealed;
}

function handZone(board, p) {
  const cards = p.hand
    ? p.hand.map((card, i) => board.card(card, board.handAnchor(p.hand, i)))
    : backs(p.hand_size, "normal");
  return el(
    "div",
    { class: "zone zone-hand" },
    el("h4", { text: t("web.your_hand") }),
    el("div", { class: "cards hand", testid: "hand" }, cards),
  );
}

function playerPanel(board, p, isYou) {
  const { view } = board;
  const seat = p.seat;
  const active = !view.over && view.turn_seats.includes(seat);
  const size = isYou ? "normal" : "small";
  const panel = el("section", {
    class: cls("player", isYou ? "you" : "opponent", active && "active", !p.in_game && "out"),
    testid: isYou ? "you" : `opponent-${seat}`,
    dataset: { seat: String(seat) },
  });
  board.mark(panel, `player:${seat}`);
  panel.append(
    playerHead(board, p, isYou, active),
    playerStats(board, p, isYou, active),
    el(
      "div",
      { class: "zones" },
      zone(
        t("web.bases"),
        p.bases.map((card, i) => board.card(card, `base:${seat}:${i}`, { size })),
        "bases",
      ),
      zone(
        t("web.ships"),
        p.ships.map((card, i) => board.card(card, `ship:${seat}:${i}`, { size })),
        "ships",
      ),
      zone(
        t("web.heroes"),
        p.heroes.map((card, i) => board.card(card, `hero:${seat}:${i}`, { size })),
        "heroes",
      ),
      zone(t("web.gambits"), gambitCards(board, p, size), "gambits"),
      !isYou &&
        p.hand &&
        zone(
          t("web.hand"),
          p.hand.map((card) => cardFace(board.catalog, card, { size })),
          "open-hand",
        ),
    ),
  );
  if (isYou) panel.append(handZone(board, p));
  return panel;
}

function bossPanel(board) {
  const boss = board.view.boss;
  const name = boss[`name_${currentLang()}`] ?? boss.name_en;
  const node = el(
    "section",
    { class: cls("boss-panel", boss.taking_turn && "active"), testid: "boss" },
    el(
      "header",
      { class: "player-head" },
      el("span", { class: "player-name", text: name }),
      tag(t("web.role.boss"), "role-tag"),
      boss.taking_turn && tag(t("web.moving"), "active-tag"),
    ),
    el(
      "div",
      { class: "stats" },
      stat("authority", t("web.authority"), boss.authority, "boss-authority"),
      boss.face_down > 0 &&
        stat("facedown", t("web.boss_face_down"), boss.face_down, "boss-face-down"),
    ),
  );
  return board.mark(node, "boss");
}

function pile(caption, node, count, testid, title = null) {
  return el(
    "div",
    { class: "pile", testid, title: title ?? caption },
    node,
    el(
      "div",
      { class: "pile-caption" },
      el("span", { text: caption }),
      " ",
      el("strong", { class: "pile-count", testid: `${testid}-count`, text: String(count) }),
    ),
  );
}

function emptySlot(size = "normal") {
  return el("div", { class: `card-slot size-${size}`, text: t("web.empty_slot") });
}

function centre(board) {
  const { view, catalog } = board;
  const slots = view.trade_row.map((card, i) =>
    card ? board.card(card, `row:${i}`) : emptySlot(),
  );
  const explorer =
    view.explorers > 0
      ? board.card({ id: "explorer" }, "explorer", { size: "small" })
      : emptySlot("small");
  const heap = view.scrap_heap;
  const heapTop = heap.length
    ? cardFace(catalog, heap[heap.length - 1], { size: "small" })
    : emptySlot("small");
  return el(
    "section",
    { class: "centre" },
    el(
      "div",
      { class: "zone zone-row" },
      el("h4", { text: t("web.trade_row") }),
      el("div", { class: "cards", testid: "trade-row" }, slots),
    ),
    el(
      "div",
      { class: "piles" },
      pile(t("web.explorer_pile"), explorer, view.explorers, "explorers"),
      pile(t("web.trade_deck"), cardBack({ size: "small" }), view.trade_deck_size, "trade-deck"),
      pile(
        t("web.scrap_heap"),
        heapTop,
        heap.length,
        "scrap-heap",
        heap.length ? `${t("web.scrap_heap")}: ${names(catalog, heap)}` : null,
      ),
      view.gambits_aside > 0 && tag(t("web.gambits_aside", { n: view.gambits_aside }), "aside-tag"),
    ),
  );
}

function otherSeats(count, you) {
  const seats = Array.from({ length: count }, (_, i) => i);
  if (you === null || you === undefined) return seats;
  return seats.slice(1).map((i) => (you + i) % count);
}

/** The upper part of the board: the other players, the boss, the trade row and the piles. */
export function drawTop(board) {
  const { view } = board;
  const others = otherSeats(view.players.length, board.you).map((seat) =>
    playerPanel(board, view.players[seat], false),
  );
  const opponents = el("div", { class: "opponents" }, others);
  return [opponents, view.boss && bossPanel(board), centre(board)].filter(Boolean);
}

/** The viewer's own panel (pools, cards in play, hand), or nothing for a spectator. */
export function drawYou(board) {
  if (board.you === null || board.you === undefined) return [];
  return [playerPanel(board, board.view.players[board.you], true)];
}

let openedMenu = null;

function closeMenu() {
  openedMenu?.remove();
  openedMenu = null;
}

function openMenu(x, y, actions, choose) {
  closeMenu();
  const items = actions.map((action) =>
    el("button", {
      type: "button",
      class: "menu-item",
      role: "menuitem",
      text: action.label,
      onclick: () => {
        closeMenu();
        choose(action);
      },
    }),
  );
  const cancel = el("button", {
    type: "button",
    class: "menu-item cancel",
    role: "menuitem",
    text: t("web.cancel"),
    onclick: closeMenu,
  });
  const menu = el("div", { class: "menu", role: "menu", testid: "action-menu" }, items, cancel);
  document.body.append(menu);
  menu.style.left = `${Math.max(8, Math.min(x, innerWidth - menu.offsetWidth - 8))}px`;
  menu.style.top = `${Math.max(8, Math.min(y, innerHeight - menu.offsetHeight - 8))}px`;
  openedMenu = menu;
  items[0]?.focus();
}

document.addEventListener("pointerdown", (event) => {
  if (openedMenu && !openedMenu.contains(event.target)) closeMenu();
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") closeMenu();
});

/** The Star Realms table page: one seat's live view of its game, played by clicking the
 * highlighted cards and panels (a menu when several actions belong to one) or buttons. */
class TablePage extends SeatPage {
  constructor(root, token, hotseat) {
    super(root, token, hotseat, { game: "star-realms", titleKey: "web.table_title" });
    this.board = null;
  }

  attached() {
    attachPreview(this.root, () => this.catalog);
  }

  boardProps() {
    return {
      onclick: (event) => this.onBoardClick(event),
      onkeydown: (event) => this.onBoardKey(event),
    };
  }

  beforeSend() {
    closeMenu();
  }

  activate(node, x, y) {
    if (this.busy || !this.board) return;
    const actions = this.board.byAnchor.get(node.dataset.anchor) ?? [];
    if (actions.length === 1) this.send(actions[0].text);
    else if (actions.length > 1) openMenu(x, y, actions, (action) => this.send(action.text));
  }

  onBoardClick(event) {
    const node = event.target.closest("[data-anchor]");
    if (node) this.activate(node, event.clientX, event.clientY);
  }

  onBoardKey(event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = event.target.closest?.("[data-anchor]");
    if (!node || node !== event.target) return;
    event.preventDefault();
    const box = node.getBoundingClientRect();
    this.activate(node, box.left + box.width / 2, box.top + box.height / 2);
  }

  actionButton(action, testid) {
    return el("button", {
      type: "button",
      class: cls("action", action.text === "end" && "primary"),
      testid,
      disabled: this.busy,
      text: action.label,
      onclick: () => this.send(action.text),
    });
  }

  promptText(board) {
    const state = this.state;
    const view = state.view;
    if (state.over) return t("web.game_over");
    if (state.prompt) return state.prompt;
    if (state.your_move) return t("web.your_move_hint");
    if (view.boss?.taking_turn) {
      const name = view.boss[`name_${currentLang()}`] ?? view.boss.name_en;
      return t("web.waiting_boss", { name });
    }
    if (view.decision && view.decision.owner !== state.seat) {
      return t("web.waiting_decision", { player: board.name(view.decision.owner) });
    }
    const moving = state.to_move === null ? movingNames(board) : board.name(state.to_move);
    return t("web.waiting_for", { player: moving });
  }

  drawControls(board) {
    const actions = this.state.your_move ? this.state.actions : [];
    const options = actions.filter(isPromptAction);
    const unanchored = actions.filter(
      (action) =>
        (action.anchor === null || action.anchor === undefined) && !isPromptAction(action),
    );
    const prompt = el(
      "div",
      { class: cls("prompt", this.state.your_move && "mine"), testid: "prompt" },
      el("p", { class: "prompt-text", text: this.promptText(board) }),
      options.length > 0 &&
        el(
          "div",
          { class: "prompt-options" },
          options.map((action) => this.actionButton(action, "prompt-option")),
        ),
    );
    const bar = el(
      "div",
      { class: "action-bar" },
      [...unanchored, ...board.stray()].map((action) =>
        this.actionButton(
          action,
          BAR_TESTIDS[action.text] ?? `action-${action.text.replace(/\s+/g, "-")}`,
        ),
      ),
    );
    return [prompt, bar];
  }

  drawBoard() {
    const state = this.state;
    const board = new Board({
      view: state.view,
      seats: state.seats,
      you: state.seat,
      catalog: this.catalog,
      actions: state.your_move ? state.actions : [],
    });
    this.board = board;
    closeMenu();
    return {
      turn: turnText(board),
      top: drawTop(board),
      controls: this.drawControls(board),
      bottom: drawYou(board),
    };
  }
}

/** Start the table page for the seat token in the URL (/play/<token>[?hotseat=1]). */
export async function startTable() {
  const hotseat = new URLSearchParams(location.search).get("hotseat") === "1";
  await new TablePage(document.getElementById("app"), tokenFromPath(), hotseat).start();
}
