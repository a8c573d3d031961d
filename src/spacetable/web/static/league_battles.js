// A battle as a card: territory, kind, status, participants with their results,
// confirmations and no-shows, and a link to its printable sheet.

import { cls, el, t } from "/static/common.js";
import { leagueTable } from "/static/league_ui.js";
import { isDisputed, playerName } from "/static/league_view.js";

const KINDS = { attack: "web.league.kind.attack", colonisation: "web.league.kind.colonisation" };
const STATUSES = { open: "web.league.battle_open", settled: "web.league.battle_settled" };
const DECLARATION_STATUSES = {
  active: "web.league.declaration.active",
  cancelled: "web.league.declaration.cancelled",
  recalled: "web.league.declaration.recalled",
};
const ROLES = {
  attacker: "web.league.role.attacker",
  defender: "web.league.role.defender",
  coloniser: "web.league.role.coloniser",
  smuggler: "web.league.role.smuggler",
  mercenary: "web.league.role.mercenary",
};

/** A known code's string, else the code itself. */
function named(keys, code) {
  return keys[code] ? t(keys[code]) : String(code ?? "");
}

/** The declaration kinds' names (attack, colonisation). */
export function kindName(kind) {
  return named(KINDS, kind);
}

/** A declaration's status (active, cancelled, recalled). */
export function declarationStatus(status) {
  return named(DECLARATION_STATUSES, status);
}

/** The address of a battle's printable sheet. */
function sheetUrl(token, battle) {
  const query = new URLSearchParams({ sheet: battle });
  return `/league/${encodeURIComponent(token)}?${query}`;
}

function resultText(result) {
  if (!result) return "—";
  const flight = result.destroyed_in_flight;
  const points = t("web.league.points_n", { n: result.points });
  return flight ? `${points}, ${t("web.league.destroyed_in_n", { n: flight })}` : points;
}

/** Who flies a battle's ship: a player, or the hired ships by the name the server gives. */
function shipName(view, battle, id) {
  return battle.participants.find((p) => p.player === id)?.name ?? playerName(view, id);
}

/** One participant's row; `actions(participant)` adds the console's buttons. */
function participantRow(view, battle, participant, actions) {
  const id = participant.player;
  const result = battle.results?.[id];
  const noShow = battle.no_shows.includes(id);
  return el(
    "tr",
    { testid: `participant-${id}`, class: cls(battle.winner === id && "league-winner") },
    el("td", { text: shipName(view, battle, id) }),
    el("td", { text: named(ROLES, participant.role) }),
    el("td", { class: "num", text: participant.penalty ? `−${participant.penalty}` : "0" }),
    el("td", { testid: "result", text: noShow ? t("web.league.no_show") : resultText(result) }),
    el("td", {
      class: "league-confirmed",
      testid: "confirmed",
      text: battle.confirmed.includes(id) ? "✓" : "",
      title: battle.confirmed.includes(id) ? t("web.league.confirmed") : null,
    }),
    actions ? el("td", {}, actions(participant)) : null,
  );
}

/**
 * A battle's card. `token` makes the sheet link; `actions(participant)` gives a row's
 * buttons; `extra` nodes (forms) go under the table.
 */
export function battleCard(view, token, battle, { actions = null, extra = [] } = {}) {
  const disputed = isDisputed(battle);
  return el(
    "article",
    {
      class: cls("league-battle", disputed && "league-disputed", battle.status),
      testid: `battle-${battle.id}`,
    },
    el(
      "header",
      { class: "league-battle-head" },
      el("strong", { text: battle.territory_name }),
      el("span", { class: "tag", text: kindName(battle.kind) }),
      el("span", { class: "tag", testid: "battle-status", text: named(STATUSES, battle.status) }),
      disputed &&
        el("span", { class: "tag warn", testid: "disputed", text: t("web.league.disputed") }),
      battle.overridden && el("span", { class: "tag", text: t("web.league.overridden") }),
      battle.winner &&
        el("span", {
          class: "league-winner-name",
          testid: "winner",
          text: t("web.league.winner", { name: shipName(view, battle, battle.winner) }),
        }),
      el("span", { class: "spacer" }),
      el("a", {
        class: "button",
        href: sheetUrl(token, battle.id),
        target: "_blank",
        rel: "noopener",
        testid: "sheet-link",
        text: t("web.league.sheet"),
      }),
    ),
    leagueTable(
      [
        t("web.league.col.player"),
        t("web.league.col.role"),
        t("web.league.col.penalty"),
        t("web.league.col.result"),
        t("web.league.col.confirmed"),
        actions ? null : false,
      ],
      battle.participants.map((p) => participantRow(view, battle, p, actions)),
    ),
    battle.effects?.length > 0 &&
      el(
        "ul",
        { class: "league-effects", testid: "battle-effects" },
        battle.effects.map((effect) =>
          el("li", {
            text: t("web.league.effect_used", {
              name: playerName(view, effect.player),
              effect: effect.name,
            }),
          }),
        ),
      ),
    extra,
  );
}

/** Battles with disputes first, then open ones, then settled ones. */
export function battlesInOrder(battles) {
  const rank = (battle) => (isDisputed(battle) ? 0 : battle.status === "settled" ? 2 : 1);
  return [...battles].sort((a, b) => rank(a) - rank(b));
}
