// «Конфликт»'s page: what the shell asks of a game (main.js, lobby.js, replay.js): the live
// table's start, how the replay draws a step, and the lobby's form.

export { KONFLIKT_REPLAY as REPLAY, startKonflikt as startTable } from "./konflikt.js";
export { KonfliktForm as LobbyForm } from "./konflikt_lobby.js";
