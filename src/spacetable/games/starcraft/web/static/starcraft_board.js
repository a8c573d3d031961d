// StarCraft: one drawing of the table (ScBoard: the view, the seats, who looks, the catalog,
// and the names of everything in the view) and the small pieces every part of it uses. The
// parts: the sheets and the round (starcraft_sheets.js), the galaxy (starcraft_galaxy.js), the
// order under way and the battle (starcraft_battle.js).

import { cls, el, t } from "/static/common.js";

/** The Event deck's stages as printed on the backs. */
export const STAGES = ["I", "II", "III"];

/** The game modes (the option `mode`), the standard game first, with their string keys. */
export const MODE_KEYS = {
  standard: "web.sc.mode.standard",
  galactic_conquest: "web.sc.mode.galactic_conquest",
  survival: "web.sc.mode.survival",
};

/** One drawing of the table: the view, the seats, who looks, and the catalog. */
export class ScBoard {
  constructor({ view, seats, you = null, catalog }) {
    this.view = view;
    this.seats = seats;
    this.you = you;
    this.catalog = catalog ?? {};
  }

  /** An entry of one of the catalog's tables (a bare one naming the id if it lacks it). */
  entry(table, id) {
    return this.catalog[table]?.[id] ?? { name: String(id) };
  }

  /** A seat's display name. */
  name(seat) {
    return this.seats.find((s) => s.seat === seat)?.name ?? t("web.seat_n", { n: seat + 1 });
  }

  /** A seat's faction (null before it is chosen). */
  faction(seat) {
    const id = this.view.players[seat]?.faction;
    return id ? this.entry("factions", id) : null;
  }

  /** The class giving a seat's pieces its faction's colour. */
  colour(seat) {
    return `sc-c-${this.faction(seat)?.colour ?? "none"}`;
  }

  planetName(id) {
    return this.entry("planets", id).name;
  }

  areaName(planet, number) {
    return t("web.sc.area_of", { planet: this.planetName(planet), n: number });
  }

  /** A battle's area word (PLANET_NUMBER) as a place name. */
  areaWord(word) {
    const text = String(word);
    const cut = text.lastIndexOf("_");
    return this.areaName(text.slice(0, cut), text.slice(cut + 1));
  }

  unitName(type) {
    return this.entry("units", type).name;
  }

  /** A race's name for a base, worker or transport of `seat`. */
  pieceName(piece, seat) {
    const names = this.catalog.pieces?.[piece] ?? {};
    return names[this.faction(seat)?.race] ?? names[""] ?? piece;
  }

  /** A numbered Combat or technology card's face (by the view's table of entries). */
  card(number) {
    const entry = this.view.table?.cards?.[number];
    return { number, id: entry, ...this.entry("cards", entry) };
  }

  orderName(order) {
    return this.catalog.orders?.[order] ?? order;
  }

  /** The galaxy so far: the board's, or during the setup the one being built, with the
   * routes in one shape ({id, type, number, ends, transports}). */
  galaxy() {
    const { galaxy, setup } = this.view;
    if (galaxy.planets.length || !setup) return galaxy;
    let zNumber = 0;
    const routes = setup.galaxy.routes.map(([id, type, ends]) => ({
      id,
      type,
      ends,
      number: type === "z_axis" ? ++zNumber : 0,
      transports: [],
    }));
    const bases = Object.entries(setup.bases).map(([seat, area]) => [...area, Number(seat)]);
    return { ...galaxy, planets: setup.galaxy.planets, routes, bases };
  }

  /** Who holds each area's Resource card, and the workers on it: "planet:area" -> [seat, n]. */
  holders() {
    const held = new Map();
    this.view.players.forEach((p, seat) => {
      for (const [planet, area, workers] of p.economy?.held ?? []) {
        held.set(`${planet}:${area}`, [seat, workers]);
      }
    });
    return held;
  }
}

export function tag(text, kind) {
  return el("span", { class: cls("tag", kind), text });
}

export function stat(label, value, testid, title = null) {
  return el(
    "div",
    { class: "sc-stat", title: title || label },
    el("span", { class: "sc-stat-label", text: label }),
    el("span", { class: "sc-stat-value", testid, text: String(value) }),
  );
}

/** Two values as "a/b" (attack/health, minerals/gas). */
export function pair(values) {
  return values ? `${values[0]}/${values[1]}` : "—";
}

/** A card's rules in one tooltip: kind, units it matches, values and abilities. */
function cardTitle(face) {
  const lines = [face.name];
  if (face.matches) lines.push(`${t("web.sc.matches")}: ${face.matches.join(", ")}`);
  if (face.major) lines.push(`${t("web.sc.major")}: ${pair(face.major)}`);
  if (face.minor) lines.push(`${t("web.sc.minor")}: ${pair(face.minor)}`);
  if (face.type === "reinforcement") lines.push(t("web.sc.support_card"));
  for (const ability of face.abilities ?? []) lines.push(ability);
  return lines.join("\n");
}

/** A Combat or technology card as a tile: name, the units it matches, its values. */
export function cardTile(face, extra = {}) {
  const values = face.major
    ? `${pair(face.major)} (${pair(face.minor)})`
    : face.type === "reinforcement"
      ? t("web.sc.support_card")
      : "";
  return el(
    "div",
    {
      ...extra,
      class: cls("sc-card", `race-${face.race}`, extra.class),
      title: cardTitle(face),
      dataset: { card: String(face.number ?? ""), entry: face.id ?? "" },
    },
    el("span", { class: "sc-card-name", text: face.name }),
    face.matches && el("span", { class: "sc-card-units", text: face.matches.join(", ") }),
    values && el("span", { class: "sc-card-values", text: values }),
  );
}

