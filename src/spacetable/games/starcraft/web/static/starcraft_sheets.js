// StarCraft: the table as a whole (the live table and the replay share it): the turn line, each
// player's sheet, the round with the Event deck, then the galaxy, the order under way and the
// running battle.

import { cls, el, t } from "/static/common.js";
import { cardTile, MODE_KEYS, STAGES, stat, tag } from "./starcraft_board.js";
import { drawBattle, drawOrderUnderWay } from "./starcraft_battle.js";
import { drawBroodWarShared, drawLeadership, poolItems } from "./starcraft_bw.js";
import { drawGalaxy } from "./starcraft_galaxy.js";

const PHASE_KEYS = {
  faction: "web.sc.phase.faction",
  leadership: "web.sc.phase.leadership",
  galaxy: "web.sc.phase.galaxy",
  forces: "web.sc.phase.forces",
  planning: "web.sc.phase.planning",
  execution: "web.sc.phase.execution",
  regroup: "web.sc.phase.regroup",
  over: "web.sc.phase.over",
};

/** The turn line: the round and the phase, or that the game is over. */
export function turnLine(board) {
  const { view } = board;
  const phase = t(PHASE_KEYS[view.phase] ?? "web.sc.phase.over");
  if (view.result || view.round === 0) return phase;
  return t("web.sc.round", { round: view.round, phase });
}

/** The Event cards a player holds: their backs' stages, or their names once read. */
function heldEvents(board, events) {
  return events.map(([stage, entry]) =>
    entry
      ? board.entry("events", entry).name
      : t("web.sc.event_back", { stage: STAGES[stage - 1] }),
  );
}

/** A player's workers: in the pool, unavailable, on Resource cards, on the sheet. */
function workersText(economy) {
  if (!economy) return "—";
  const onCards = economy.held.reduce((sum, [, , n]) => sum + n, 0);
  const onSheet = economy.permanent[0] + economy.permanent[1];
  return t("web.sc.workers_line", {
    pool: economy.pool,
    unavailable: economy.unavailable,
    cards: onCards + onSheet,
  });
}

function zone(title, nodes, testid) {
  return el(
    "div",
    { class: "sc-zone", testid },
    el("h4", { text: title }),
    el("div", { class: "sc-zone-cards" }, nodes),
  );
}

/** What a player owns beyond the board: buildings with their levels, modules, technologies,
 * resource tokens. */
function holdings(board, p) {
  const items = [
    ...Object.entries(p.buildings).map(([id, level]) =>
      t("web.sc.building_level", { name: board.entry("buildings", id).name, level }),
    ),
    ...Object.entries(p.modules).map(([id, n]) => `${board.entry("modules", id).name} ×${n}`),
    ...p.technologies.map((id) => board.entry("cards", id).name),
  ];
  const tokens = p.tokens ?? {};
  if (tokens.minerals || tokens.gas) {
    items.push(t("web.sc.tokens", { minerals: tokens.minerals ?? 0, gas: tokens.gas ?? 0 }));
  }
  if (p.bases_lost) items.push(t("web.sc.bases_lost", { n: p.bases_lost }));
  return items;
}

/** During the setup: the planets a player still has to place, and the starting units left. */
function setupItems(board, seat) {
  const { view } = board;
  const items = [];
  const planets = view.setup?.hands?.[seat] ?? [];
  if (planets.length) {
    const names = planets.map((p) => board.planetName(p)).join(", ");
    items.push(t("web.sc.planets_in_hand", { planets: names }));
  }
  const deployment = view.deployment;
  if (deployment && deployment.queue[0] === seat) {
    const left = Object.entries(deployment.units)
      .filter(([, n]) => n > 0)
      .map(([type, n]) => `${board.unitName(type)} ×${n}`);
    if (left.length) items.push(t("web.sc.to_deploy", { units: left.join(", ") }));
  }
  return items;
}

/** Team Play: the tag of `seat`'s team (its number and the teammate), else null. */
function teamTag(board, seat) {
  const teams = board.view.teams ?? [];
  const number = teams.findIndex((team) => team.includes(seat));
  if (number < 0) return null;
  const mate = teams[number].find((other) => other !== seat);
  return el("span", {
    class: "tag team-tag",
    testid: `team-${seat}`,
    text: t("web.sc.team", { n: number + 1, mate: board.name(mate) }),
  });
}

/** A player's sheet: faction and race (and team, with Team Play), conquest points, cards,
 * Event cards held, workers, holdings; the viewer's own hand card by card. */
export function drawPlayer(board, seat) {
  const { view } = board;
  const p = view.players[seat];
  const faction = board.faction(seat);
  const isYou = seat === board.you;
  const handSize = Array.isArray(p.hand) ? p.hand.length : p.hand;
  const hand = Array.isArray(p.hand) && (isYou || p.hand.length > 0)
    ? zone(
        isYou ? t("web.your_hand") : t("web.hand"),
        p.hand.map(([number]) => cardTile(board.card(number))),
        `hand-${seat}`,
      )
    : null;
  const battleHand = p.battle_hand?.length
    ? zone(
        t("web.sc.battle_hand"),
        p.battle_hand.map((n) => cardTile(board.card(n))),
        `battle-hand-${seat}`,
      )
    : null;
  const lines = [...setupItems(board, seat), ...holdings(board, p)];
  return el(
    "section",
    {
      class: cls(
        "sc-player",
        board.colour(seat),
        isYou ? "you" : "opponent",
        p.eliminated && "out",
      ),
      testid: `scplayer-${seat}`,
    },
    el(
      "header",
      { class: "player-head" },
      el("span", { class: "sc-swatch" }),
      el("span", { class: "player-name", text: board.name(seat) }),
      isYou && tag(t("web.you"), "you-tag"),
      teamTag(board, seat),
      view.first === seat && tag(t("web.sc.first_player"), "active-tag"),
      p.eliminated && tag(t("web.out"), "out-tag"),
      el("span", {
        class: "sc-faction",
        testid: `faction-${seat}`,
        title: faction?.objective ?? "",
        text: faction ? `${faction.name} (${faction.race_label})` : t("web.sc.no_faction"),
      }),
    ),
    el(
      "div",
      { class: "sc-stats" },
      stat(t("web.sc.conquest"), p.conquest, `conquest-${seat}`),
      stat(t("web.hand"), handSize, `hand-size-${seat}`),
      stat(t("web.deck"), p.deck, `deck-size-${seat}`),
      stat(
        t("web.discard"),
        p.discard.length,
        `discard-size-${seat}`,
        p.discard.map(([number]) => board.card(number).name).join(", "),
      ),
      stat(
        t("web.sc.events_held"),
        p.events.length,
        `events-held-${seat}`,
        heldEvents(board, p.events).join(", "),
      ),
      stat(t("web.sc.workers"), workersText(p.economy), `workers-${seat}`),
      poolItems(board, seat),
    ),
    lines.length > 0 &&
      el("p", { class: "sc-holdings", testid: `holdings-${seat}`, text: lines.join(" · ") }),
    drawLeadership(board, seat),
    hand,
    battleHand,
  );
}

/** The game mode (unless standard), the round, the first player, the Event deck by stage,
 * the Event cards played. */
function drawShared(board) {
  const { view } = board;
  const played = [...view.event_play_area, ...view.event_discard].map(
    ([, entry]) => board.entry("events", entry).name,
  );
  const deck = view.event_deck.map((n, i) => `${STAGES[i]}: ${n}`).join(", ");
  return el(
    "section",
    { class: "sc-shared", testid: "sc-shared" },
    view.mode in MODE_KEYS &&
      view.mode !== "standard" &&
      stat(t("web.sc.mode"), t(MODE_KEYS[view.mode]), "game-mode"),
    stat(t("web.sc.first_player"), board.name(view.first), "first-player"),
    stat(t("web.sc.event_deck"), deck, "event-deck"),
    stat(t("web.sc.event_stage"), STAGES[view.stage - 1], "event-stage"),
    played.length > 0 &&
      el("p", {
        class: "sc-played",
        testid: "events-played",
        text: `${t("web.sc.events_played")}: ${played.join(", ")}`,
      }),
    drawBroodWarShared(board),
  );
}

/** The others' sheets, the round, the galaxy, the order under way and the battle; the
 * viewer's own sheet below (a replay without a seat shows seat 0 there). */
export function drawTable(board) {
  const seats = board.view.players.map((_, seat) => seat);
  const bottom = board.you ?? 0;
  return {
    top: [
      ...seats.filter((seat) => seat !== bottom).map((seat) => drawPlayer(board, seat)),
      drawShared(board),
      drawGalaxy(board),
      drawOrderUnderWay(board),
      drawBattle(board),
    ].filter(Boolean),
    bottom: [drawPlayer(board, bottom)],
  };
}
