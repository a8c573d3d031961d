// StarCraft's page: what the shell asks of a game (main.js, lobby.js, replay.js): the live
// table's start, how the replay draws a step, and the lobby's form.

export { STARCRAFT_REPLAY as REPLAY, startStarcraft as startTable } from "./starcraft.js";
export { StarcraftForm as LobbyForm } from "./starcraft_lobby.js";
