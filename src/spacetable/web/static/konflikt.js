// The «Конфликт» table page (/play/<token> of a «Конфликт» game), and its replay kind.
// Actions are drawn as buttons with the server's labels, set together by their group (the
// action's kind): the page knows no action kind, so new ones show up by themselves.

import { cls, el, t, tokenFromPath } from "/static/common.js";
import { drawTable, KonfliktBoard, turnLine } from "/static/konflikt_board.js";
import { SeatPage } from "/static/seat_page.js";

const GAME = "konflikt";

/** How the replay page draws a «Конфликт» step. */
export const KONFLIKT_REPLAY = {
  game: GAME,
  draw(data, catalog) {
    const you = data.seats.find((seat) => seat.you)?.seat ?? null;
    const board = new KonfliktBoard({ view: data.view, seats: data.seats, you, catalog });
    return { turn: turnLine(board), ...drawTable(board) };
  },
};

/** The actions in groups of one kind each, in the order the server lists them. */
function groupActions(actions) {
  const groups = new Map();
  for (const action of actions) {
    const group = action.group ?? "";
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(action);
  }
  return [...groups.values()];
}

/** The «Конфликт» table page: one seat's live view of its game. */
class KonfliktPage extends SeatPage {
  constructor(root, token, hotseat) {
    super(root, token, hotseat, { game: GAME, titleKey: "web.k.table_title" });
  }

  promptText(board) {
    const state = this.state;
    if (state.over) return t("web.game_over");
    if (state.your_move) return state.prompt ?? t("web.your_move");
    const decision = state.view.decision;
    if (decision && decision.owner !== state.seat) {
      return t("web.waiting_decision", { player: board.name(decision.owner) });
    }
    return t("web.waiting_for", { player: board.name(state.to_move) });
  }

  drawControls(board) {
    const actions = this.state.your_move ? this.state.actions : [];
    const groups = groupActions(actions).map((group) =>
      el(
        "div",
        { class: "kaction-group" },
        group.map((action) =>
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
        el("p", { class: "prompt-text", text: this.promptText(board) }),
        groups.length > 0 &&
          el(
            "div",
            { class: "kactions", testid: "actions", "aria-label": t("web.k.actions") },
            groups,
          ),
      ),
    ];
  }

  drawBoard() {
    const state = this.state;
    const board = new KonfliktBoard({
      view: state.view,
      seats: state.seats,
      you: state.seat,
      catalog: this.catalog,
    });
    return { turn: turnLine(board), controls: this.drawControls(board), ...drawTable(board) };
  }
}

/** Start the «Конфликт» table page for the seat token in the URL (/play/<token>[?hotseat=1]). */
export async function startKonflikt() {
  const hotseat = new URLSearchParams(location.search).get("hotseat") === "1";
  await new KonfliktPage(document.getElementById("app"), tokenFromPath(), hotseat).start();
}
