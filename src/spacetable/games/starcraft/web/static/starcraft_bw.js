// StarCraft with Brood War: the view's `brood_war` part on the table. Each player's Leadership
// cards (chosen and in play; a face-down pick is a back, the viewer's own is named), the
// Special Order Pool's use, the orders made special by a card, the units held off the board in
// a reserve (and who may land them); on the galaxy the heroes, guard tokens, installations and
// the areas' marks (ground-only, flying-only, strategic). Nothing here draws in the core game
// (its view's `brood_war` is null).

import { cls, el, t } from "/static/common.js";
import { STAGES, stat, tag } from "./starcraft_board.js";

// The off-board reserves of Leadership cards, by the card's effect.
const RESERVES = {
  reserve: "web.sc.place.reserve",
  fleet_reserve: "web.sc.place.fleet_reserve",
  warp_in: "web.sc.place.warp_in",
};

const ALLOWED = {
  ground_only: { mark: "▲", key: "web.sc.ground_only" },
  flying_only: { mark: "✈", key: "web.sc.flying_only" },
};

function part(board) {
  return board.view.brood_war ?? null;
}

/** The units carrying a hero token: unit number -> Leadership card id. */
export function heroes(board) {
  return new Map(part(board)?.heroes ?? []);
}

function leadershipName(board, card) {
  return board.entry("leadership", card).name;
}

/** The marks of one area: what kind of unit it takes, strategic, its guard token,
 * installation and special conquest point token. */
export function areaMarks(board, planet, area) {
  const bw = part(board);
  const marks = [];
  const allowed = ALLOWED[area.allowed];
  if (allowed) {
    marks.push(el("span", { class: "sc-allowed", title: t(allowed.key), text: allowed.mark }));
  }
  if ((board.entry("planets", planet).strategic ?? []).includes(area.number)) {
    marks.push(el("span", { class: "sc-strategic", title: t("web.sc.strategic"), text: "◈" }));
  }
  if (!bw) return marks;
  const here = ([p, n]) => p === planet && n === area.number;
  const guard = bw.guards.find(here);
  if (guard) {
    marks.push(
      el("span", {
        class: cls("sc-guard", board.colour(guard[2])),
        testid: `guard-${planet}-${area.number}`,
        title: t("web.sc.guard", { player: board.name(guard[2]) }),
        text: "▣",
      }),
    );
  }
  const installation = bw.installations.find(here);
  if (installation) {
    const [, , owner, kind] = installation;
    const name = board.entry("installations", kind).name;
    marks.push(
      el("span", {
        class: cls("sc-installation", board.colour(owner)),
        testid: `installation-${planet}-${area.number}`,
        title: t("web.sc.installation", { name, player: board.name(owner) }),
        text: name,
      }),
    );
  }
  const token = (bw.cp_tokens ?? []).find(here);
  if (token) {
    marks.push(
      el("span", {
        class: "sc-cp-token",
        testid: `cp-token-${planet}-${area.number}`,
        title: t("web.sc.cp_token", { points: token[2] }),
        text: `✪+${token[2]}`,
      }),
    );
  }
  return marks;
}

/** A hero unit's title (its Leadership card). */
export function heroTitle(board, card) {
  return t("web.sc.hero", { card: leadershipName(board, card) });
}

/** The card a seat chose face down in the step under way: named for its chooser only. */
function facedown(board, step, seat) {
  if (!step?.chosen.includes(seat)) return null;
  const own = seat === board.you && step.yours;
  const pick = own ? step.yours : step.picks?.[seat];
  return el("span", {
    class: cls("sc-leader", "face-down"),
    testid: `leadership-pick-${seat}`,
    text: pick
      ? t("web.sc.leadership_yours", { name: leadershipName(board, pick) })
      : t("web.sc.leadership_hidden"),
  });
}

/** A seat's Leadership cards: those chosen (in play or used) and a face-down pick. */
export function drawLeadership(board, seat) {
  const bw = part(board);
  if (!bw) return null;
  const mine = bw.leadership[seat] ?? { chosen: [], in_play: [], deck: [] };
  const cards = mine.chosen.map((card) => {
    const inPlay = mine.in_play.includes(card);
    const entry = board.entry("leadership", card);
    const stage = STAGES[(entry.stage ?? 1) - 1];
    return el(
      "span",
      {
        class: cls("sc-leader", !inPlay && "used"),
        testid: `leadership-${seat}-${card}`,
        title: inPlay ? stage : `${stage}; ${t("web.sc.leadership_used")}`,
      },
      entry.name,
    );
  });
  const pick = facedown(board, bw.step, seat);
  const left = mine.deck.map((card) => leadershipName(board, card)).join(", ");
  return el(
    "div",
    {
      class: "sc-zone sc-leadership",
      testid: `leadership-${seat}`,
      title: t("web.sc.leadership_deck", { cards: left }),
    },
    el("h4", { text: t("web.sc.leadership") }),
    el("div", { class: "sc-zone-cards" }, cards, pick),
  );
}

/** The seat's Special Order Pool this Execution (used of its slots), the orders a card
 * makes special, the Planning its cards change (two orders at a time, a planet where
 * the others may place only so many orders), its transports a card keeps from being
 * destroyed, and its units off the board. */
export function poolItems(board, seat) {
  const bw = part(board);
  if (!bw) return [];
  const items = [];
  const pool = board.view.table?.special_pool?.[seat];
  if (pool) {
    items.push(
      stat(
        t("web.sc.special_pool"),
        t("web.sc.special_pool_line", { used: pool[0], slots: pool[1] }),
        `special-pool-${seat}`,
      ),
    );
  }
  for (const [player, order, round] of bw.as_special) {
    if (player !== seat) continue;
    const text = t("web.sc.as_special", { order: board.orderName(order), round });
    items.push(tag(text, "sc-as-special"));
  }
  for (const [player, round] of bw.double_orders ?? []) {
    if (player === seat) items.push(tag(t("web.sc.double_orders", { round }), "sc-as-special"));
  }
  for (const [player, planet, count, round] of bw.order_limits ?? []) {
    if (player !== seat) continue;
    const text = t("web.sc.order_limit", { planet: board.planetName(planet), count, round });
    items.push(tag(text, "sc-as-special"));
  }
  for (const [player, round] of bw.safe_transports ?? []) {
    if (player === seat) items.push(tag(t("web.sc.safe_transports", { round }), "sc-as-special"));
  }
  return [...items, ...reserveItems(board, seat)];
}

/** The units the seat holds off the board, by reserve: "Reserve: Ghost ×3". */
function reserveItems(board, seat) {
  const held = new Map();
  for (const [, owner, type, place] of part(board).reserves ?? []) {
    if (owner !== seat) continue;
    const kinds = held.get(place) ?? new Map();
    kinds.set(type, (kinds.get(type) ?? 0) + 1);
    held.set(place, kinds);
  }
  return [...held].map(([place, kinds]) => {
    const units = [...kinds].map(([type, n]) => `${board.unitName(type)} ×${n}`).join(", ");
    const text = t("web.sc.reserve", { place: t(RESERVES[place] ?? place), units });
    return el("span", { class: "tag sc-reserve", testid: `reserve-${seat}-${place}`, text });
  });
}

/** The Leadership step under way (who still chooses, from which stage), the area a
 * Defend order's units move into, and who may land units from a fleet reserve. */
export function drawBroodWarShared(board) {
  const bw = part(board);
  if (!bw) return [];
  const lines = [];
  const step = bw.step;
  if (step?.queue.length) {
    const players = step.queue.map((seat) => board.name(seat)).join(", ");
    lines.push(t("web.sc.leadership_waiting", { stage: STAGES[step.stage - 1], players }));
  }
  if (bw.defending) {
    lines.push(t("web.sc.defending", { area: board.areaName(...bw.defending) }));
  }
  if (bw.landing?.length) {
    const players = bw.landing.map((seat) => board.name(seat)).join(", ");
    lines.push(t("web.sc.landing", { players }));
  }
  return lines.map((text) => el("p", { class: "sc-bw-line", testid: "bw-line", text }));
}
