// The «Конфликт» table page (/play/<token> of a «Конфликт» game), and its replay kind.
// Actions are drawn as buttons with the server's labels, set together by their group (the
// action's kind): the page knows no action kind, so new ones show up by themselves.

import { t, tokenFromPath } from "/static/common.js";
import { drawTable, KonfliktBoard, turnLine } from "./konflikt_board.js";
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
    const options = { prefix: "k", labelKey: "web.k.actions" };
    return this.actionControls(this.promptText(board), options);
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
