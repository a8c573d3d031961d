// StarCraft: the galaxy. The placed planets on their grid cells, each turned as placed: its
// route slots on the sides they face (a normal route, a z-axis route with its number, or a free
// slot; the transports on it as dots of their owners' colours), its areas (unit limit, Resource
// card with its holder and depletion, conquest points, base, every player's units; with Brood
// War the area's marks, guard token and installation, and the heroes) and its
// order stack (owners shown, faces only the viewer's own). Then every route with its
// transports.

import { cls, el, t } from "/static/common.js";
import { tag } from "./starcraft_board.js";
import { areaMarks, heroes, heroTitle } from "./starcraft_bw.js";

const SIDES = ["north", "east", "south", "west"];
const RESOURCE_MARK = { minerals: "◆", gas: "●" };
const RESOURCE_KEYS = { minerals: "web.sc.minerals", gas: "web.sc.gas" };
const DEPLETION_KEYS = {
  partial: "web.sc.depletion.partial",
  depleted: "web.sc.depletion.depleted",
};

/** Units by area ("planet:area") and owner: [{owner, type, count, hero}] (a hero, Brood
 * War's, alone with its Leadership card). */
function unitsByArea(units, heroCards) {
  const areas = new Map();
  for (const [id, owner, type, planet, area] of units) {
    const key = `${planet}:${area}`;
    if (!areas.has(key)) areas.set(key, new Map());
    const here = areas.get(key);
    const hero = heroCards.get(id) ?? null;
    const group = hero ? `hero:${id}` : `${owner}:${type}`;
    here.set(group, { owner, type, hero, count: (here.get(group)?.count ?? 0) + 1 });
  }
  const sorted = new Map();
  for (const [key, groups] of areas) {
    const list = [...groups.values()];
    sorted.set(key, list.sort((a, b) => a.owner - b.owner || a.type.localeCompare(b.type)));
  }
  return sorted;
}

/** The area's controller: the one player with a unit or base there, else null. */
function controller(units, base) {
  const owners = new Set(units.map((u) => u.owner));
  if (base !== undefined) owners.add(base);
  return owners.size === 1 ? [...owners][0] : null;
}

function transportDots(board, route) {
  return route.transports.map((seat) =>
    el("span", { class: cls("sc-dot", board.colour(seat)), title: board.name(seat) }),
  );
}

function routeTitle(board, route) {
  const ends = route.ends.map(([planet]) => board.planetName(planet)).join(" – ");
  const key = route.type === "z_axis" ? "web.sc.z_route" : "web.sc.route";
  const owners = route.transports.map((seat) => board.name(seat)).join(", ");
  const carried = owners ? `; ${t("web.sc.transports")}: ${owners}` : "";
  return `${t(key, { n: route.type === "z_axis" ? route.number : route.id, ends })}${carried}`;
}

/** The route slots of a placed planet on the sides they face. */
function edges(board, galaxy, [id, , , rotation]) {
  const slots = board.entry("planets", id).route_slots ?? [];
  return SIDES.map((side, facing) => {
    const slot = (facing - rotation + 4) % 4;
    if (!slots.includes(slot)) return null;
    const route = galaxy.routes.find((r) => r.ends.some(([p, s]) => p === id && s === slot));
    const mark = !route ? "○" : route.type === "z_axis" ? `Z${route.number}` : "⇄";
    return el(
      "span",
      {
        class: cls("sc-edge", side, !route && "free", route?.type === "z_axis" && "z-axis"),
        title: route ? routeTitle(board, route) : t("web.sc.free_slot"),
      },
      mark,
      route && transportDots(board, route),
    );
  });
}

function resourceCard(board, card, holder) {
  if (!card) return null;
  const [, , resource, capacity, depletion] = card;
  const title = [t(RESOURCE_KEYS[resource]), depletion && t(DEPLETION_KEYS[depletion])];
  if (holder) {
    title.push(t("web.sc.held_by", { player: board.name(holder[0]), workers: holder[1] }));
  }
  return el(
    "span",
    {
      class: cls("sc-res", resource, depletion, holder && board.colour(holder[0])),
      title: title.filter(Boolean).join("; "),
    },
    `${RESOURCE_MARK[resource]}${capacity}`,
    holder && el("span", { class: cls("sc-dot", board.colour(holder[0])) }),
  );
}

/** One area: number, unit limit, Resource card, conquest points, base and units. */
function drawArea(board, where, area) {
  const { planet, units, bases, cards, holders, fought } = where;
  const key = `${planet}:${area.number}`;
  const here = units.get(key) ?? [];
  const base = bases.get(key);
  const owner = controller(here, base);
  return el(
    "li",
    {
      class: cls("sc-area", owner !== null && board.colour(owner), fought === key && "fought"),
      testid: `area-${planet}-${area.number}`,
    },
    el("span", { class: "sc-area-no", text: String(area.number) }),
    el("span", { class: "sc-limit", title: t("web.sc.unit_limit"), text: `≤${area.unit_limit}` }),
    areaMarks(board, planet, area),
    resourceCard(board, cards.get(key), holders.get(key)),
    area.conquest_points > 0 &&
      el("span", { class: "sc-cp", title: t("web.sc.conquest"), text: `★${area.conquest_points}` }),
    base !== undefined &&
      el("span", {
        class: cls("sc-base", board.colour(base)),
        testid: `base-${planet}-${area.number}`,
        title: board.name(base),
        text: board.pieceName("base", base),
      }),
    el(
      "span",
      { class: "sc-units", testid: `area-units-${planet}-${area.number}` },
      here.map((u) =>
        el("span", {
          class: cls("sc-unit", board.colour(u.owner), u.hero && "hero"),
          title: u.hero
            ? `${board.name(u.owner)}; ${heroTitle(board, u.hero)}`
            : board.name(u.owner),
          text: u.hero
            ? `★ ${board.unitName(u.type)}`
            : u.count > 1
              ? `${board.unitName(u.type)} ×${u.count}`
              : board.unitName(u.type),
        }),
      ),
    ),
  );
}

/** A planet's order stack, bottom to top: owners, and the faces the viewer may see. */
function drawStack(board, planet) {
  const orders = board.view.orders;
  const stack = orders?.stacks?.[planet] ?? [];
  const executing = orders?.executing?.[0] === planet ? orders.executing : null;
  if (!stack.length && !executing) return null;
  return el(
    "div",
    { class: "sc-stack", testid: `stack-${planet}`, title: t("web.sc.order_stack") },
    stack.map((token) =>
      el("span", {
        class: cls("sc-order", board.colour(token.owner), !token.order && "face-down"),
        title: board.name(token.owner),
        text: token.order ? board.orderName(token.order) : "?",
      }),
    ),
    executing &&
      el("span", {
        class: cls("sc-order", "executing", board.colour(executing[1])),
        title: board.name(executing[1]),
        text: `▶ ${board.orderName(executing[2])}`,
      }),
  );
}

function drawPlanet(board, galaxy, placed, where, box) {
  const [id, row, col] = placed;
  const planet = board.entry("planets", id);
  const ordered = board.view.order?.planet === id;
  return el(
    "article",
    {
      class: cls("sc-planet", ordered && "ordered"),
      testid: `planet-${id}`,
      style: `grid-row: ${row - box.row + 1}; grid-column: ${col - box.col + 1}`,
    },
    edges(board, galaxy, placed),
    el(
      "header",
      { class: "sc-planet-head" },
      el("strong", { class: "sc-planet-name", testid: `planet-name-${id}`, text: planet.name }),
      ordered && tag(board.orderName(board.view.order.kind), "active-tag"),
    ),
    el(
      "ol",
      { class: "sc-areas" },
      (planet.areas ?? []).map((area) => drawArea(board, { ...where, planet: id }, area)),
    ),
    drawStack(board, id),
  );
}

function drawRoutes(board, galaxy) {
  if (!galaxy.routes.length) return null;
  return el(
    "ul",
    { class: "sc-routes", testid: "routes" },
    galaxy.routes.map((route) =>
      el(
        "li",
        {
          class: cls("sc-route", route.type === "z_axis" && "z-axis"),
          testid: `route-${route.id}`,
        },
        routeTitle(board, route),
        " ",
        transportDots(board, route),
      ),
    ),
  );
}

/** The galaxy: the planets on their grid, and the routes. */
export function drawGalaxy(board) {
  const galaxy = board.galaxy();
  const { planets } = galaxy;
  const box = {
    row: Math.min(...planets.map((p) => p[1])),
    col: Math.min(...planets.map((p) => p[2])),
  };
  const columns = Math.max(1, ...planets.map((p) => p[2] - box.col + 1));
  const battleArea = board.view.battle?.area;
  const fought = battleArea ? String(battleArea).replace(/_(\d+)$/, ":$1") : null;
  const where = {
    units: unitsByArea(galaxy.units, heroes(board)),
    bases: new Map(galaxy.bases.map(([planet, area, owner]) => [`${planet}:${area}`, owner])),
    cards: new Map(galaxy.resource_cards.map((card) => [`${card[0]}:${card[1]}`, card])),
    holders: board.holders(),
    fought,
  };
  return el(
    "section",
    { class: "sc-galaxy-panel" },
    el("h4", { text: t("web.sc.galaxy") }),
    planets.length
      ? el(
          "div",
          {
            class: "sc-galaxy",
            testid: "galaxy",
            style: `grid-template-columns: repeat(${columns}, minmax(13em, 1fr))`,
          },
          planets.map((placed) => drawPlanet(board, galaxy, placed, where, box)),
        )
      : el("p", { class: "empty", testid: "galaxy", text: t("web.sc.no_planets") }),
    drawRoutes(board, galaxy),
  );
}
