// Star Realms' page: what the shell asks of a game (main.js, lobby.js, replay.js): the live
// table's start, how the replay draws a step, and the lobby's form.

import { attachPreview } from "./cards.js";
import { Board, drawTop, drawYou, turnText } from "./table.js";

export { startTable } from "./table.js";
export { StarRealmsForm as LobbyForm } from "./sr_lobby.js";

/**
 * How the replay draws Star Realms. A replay kind names its game (for its card catalog), may
 * attach card previews, and draws a step: the turn line, the upper board and the lower board.
 */
export const REPLAY = {
  game: "star-realms",
  attach(root, catalog) {
    attachPreview(root, catalog);
  },
  draw(data, catalog) {
    const you = data.seats.find((seat) => seat.you)?.seat ?? data.view.viewer ?? null;
    const board = new Board({ view: data.view, seats: data.seats, you, catalog });
    return { turn: turnText(board), top: drawTop(board), bottom: drawYou(board) };
  },
};
