// The StarCraft table page (/play/<token> of a StarCraft game), and its replay kind. Actions are
// buttons with the server's labels, set together by their group (the action's kind): the page
// knows no action kind, so new ones show up by themselves; a large group (the z-axis routes,
// say) is drawn compact.

import { t, tokenFromPath } from "/static/common.js";
import { ScBoard } from "./starcraft_board.js";
import { drawTable, turnLine } from "./starcraft_sheets.js";
import { SeatPage } from "/static/seat_page.js";

const GAME = "starcraft";
const MANY = 12;

/** How the replay page draws a StarCraft step. */
export const STARCRAFT_REPLAY = {
  game: GAME,
  draw(data, catalog) {
    const you = data.seats.find((seat) => seat.you)?.seat ?? null;
    const board = new ScBoard({ view: data.view, seats: data.seats, you, catalog });
    return { turn: turnLine(board), ...drawTable(board) };
  },
};

/** The StarCraft table page: one seat's live view of its game. */
class StarcraftPage extends SeatPage {
  constructor(root, token, hotseat) {
    super(root, token, hotseat, { game: GAME, titleKey: "web.sc.table_title" });
  }

  promptText(board) {
    const state = this.state;
    if (state.over) return t("web.game_over");
    if (state.your_move) return state.prompt ?? t("web.your_move");
    return t("web.waiting_for", { player: board.name(state.to_move) });
  }

  drawControls(board) {
    const options = { prefix: "sc-", labelKey: "web.sc.actions", many: MANY };
    return this.actionControls(this.promptText(board), options);
  }

  drawBoard() {
    const state = this.state;
    const board = new ScBoard({
      view: state.view,
      seats: state.seats,
      you: state.seat,
      catalog: this.catalog,
    });
    return { turn: turnLine(board), controls: this.drawControls(board), ...drawTable(board) };
  }
}

/** Start the StarCraft table page for the seat token in the URL (/play/<token>[?hotseat=1]). */
export async function startStarcraft() {
  const hotseat = new URLSearchParams(location.search).get("hotseat") === "1";
  await new StarcraftPage(document.getElementById("app"), tokenFromPath(), hotseat).start();
}
