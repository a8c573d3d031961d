// The league's JSON API as seen from a page opened by a secret link (/league/<token>).

import { currentLang, getJson, getText, postJson } from "/static/common.js";

/** The calls a league page makes with its token, every answer in the page's language. */
export class LeagueClient {
  constructor(token) {
    this.token = token;
    this.base = `/api/league/${encodeURIComponent(token)}`;
  }

  url(path, params = {}) {
    const query = new URLSearchParams({ lang: currentLang() });
    for (const [name, value] of Object.entries(params)) {
      if (value !== null && value !== undefined) query.set(name, String(value));
    }
    return `${this.base}${path}?${query}`;
  }

  /** The view now, or after the league's first `at` events (read-only). */
  view(at = null) {
    return getJson(at === null ? this.url("") : this.url(`/at/${at}`));
  }

  /** The map as SVG text, now or after the first `at` events. */
  map(at = null) {
    return getText(this.url("/map.svg", { at }));
  }

  /**
   * Every candidate argument of `command` for the viewer (or the player the organiser acts
   * for), checked with the other arguments in `given` (the Hyperdrive Module, say).
   */
  options(command, player = null, given = {}) {
    return getJson(this.url("/options", { ...given, command, player }));
  }

  /** Send a command; the organiser acting for a player names them and a reason. */
  send(name, args = {}, player = null, reason = null) {
    return postJson(this.url("/commands"), { name, args, player, reason });
  }

  /** A new link for a player (the organiser's console for null); the old one stops working. */
  reissue(player) {
    return postJson(this.url("/links"), { player });
  }

  history() {
    return getJson(this.url("/history"));
  }

  sheet(battle) {
    return getJson(this.url(`/sheet/${encodeURIComponent(battle)}`));
  }
}

/** The address of the league page a token opens. */
export function leagueUrl(token) {
  return new URL(`/league/${encodeURIComponent(token)}`, location.origin).href;
}
