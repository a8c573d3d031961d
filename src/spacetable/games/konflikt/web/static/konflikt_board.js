// «Конфликт»: the table drawn from a view (the live table and the replay share it): the board's
// cross of cells, each player's panel (stability, command, resources, hand, deck, purgatory,
// support zone) and the running battle. Everything comes from the view and the card catalog.

import { cls, el, t } from "/static/common.js";

const PHASE_KEYS = {
  first_player: "web.k.phase.first_player",
  placement: "web.k.phase.placement",
  mulligan: "web.k.phase.mulligan",
};
const STAGE_KEYS = {
  declare: "web.k.stage.declare",
  attacker_targets: "web.k.stage.attacker_targets",
  defender_targets: "web.k.stage.defender_targets",
  retreat_targets: "web.k.stage.retreat_targets",
  assigned: "web.k.stage.assigned",
  fast: "web.k.stage.fast",
  normal: "web.k.stage.normal",
  slow: "web.k.stage.slow",
  location: "web.k.stage.location",
  capture: "web.k.stage.capture",
  over: "web.k.stage.over",
};
const LOCATION_AIM = "location";

/** One drawing of the table: the view, the seats, who looks, and the card catalog. */
export class KonfliktBoard {
  constructor({ view, seats, you = null, catalog }) {
    this.view = view;
    this.seats = seats;
    this.you = you;
    this.cards = catalog?.cards ?? {};
    const decision = view.decision;
    // Picks of the pending decision: ships of a fleet (uids), or the owner's mulligan cards.
    this.fleetPicks = new Set(decision?.kind === "fleet" ? decision.picks : []);
    this.handPicks = new Set(
      decision?.kind === "mulligan" && Array.isArray(decision.picks) ? decision.picks : [],
    );
  }

  /** A card's face from the catalog (a bare one naming the id if the catalog lacks it). */
  face(id) {
    return this.cards[id] ?? { id, name: id };
  }

  /** A seat's display name. */
  name(seat) {
    return this.seats.find((s) => s.seat === seat)?.name ?? t("web.seat_n", { n: seat + 1 });
  }

  /** The card in play with number `uid`, or undefined once it has left play. */
  instance(uid) {
    return this.view.in_play.find((inst) => inst.uid === uid);
  }

  /** A card in play by name and number, e.g. «Копейщик» #5. */
  unitName(uid) {
    const inst = this.instance(uid);
    return inst ? `${this.face(inst.card).name} #${uid}` : `#${uid}`;
  }

  /** The Home World of `seat` (face up from the start). */
  homeWorld(seat) {
    return this.face(this.view.table.home_worlds[seat]);
  }

  /** A cell's location name, or its id before anything is there. */
  cellName(cellId) {
    const loc = this.view.board?.[cellId];
    return loc?.card ? `${cellId} «${this.face(loc.card).name}»` : cellId;
  }
}

/** The turn line: the setup step, or the turn and whose it is, or that the game is over. */
export function turnLine(board) {
  const { view } = board;
  if (view.result) return t("web.turn_over", { turn: view.turn });
  if (PHASE_KEYS[view.phase]) return t(PHASE_KEYS[view.phase]);
  return t("web.turn_of", { turn: view.turn, player: board.name(view.active) });
}

function stat(label, value, testid, title = null) {
  return el(
    "div",
    { class: "kstat", title: title ?? label },
    el("span", { class: "kstat-label", text: label }),
    el("span", { class: "kstat-value", testid, text: String(value) }),
  );
}

function tag(text, kind) {
  return el("span", { class: cls("tag", kind), text });
}

/** A card's rules in one tooltip: type, cost, tech, keywords and text. */
function cardTitle(face) {
  const lines = [face.name, face.type_label];
  if (face.cost) lines.push(`${t("web.k.cost")}: ${face.cost[0]}/${face.cost[1]}`);
  if (face.tech !== undefined) lines.push(`${t("web.k.tech")}: ${face.tech}`);
  if (face.keywords) lines.push(face.keywords);
  if (face.text) lines.push(face.text);
  return lines.filter(Boolean).join("\n");
}

function damageSpan(face) {
  return el("span", { class: "kdamage", title: t("web.k.damage"), text: face.damage });
}

/** A card as a small tile: name, type, cost, tech, damage and armour. */
function cardTile(face, extra = {}) {
  const numbers = [];
  if (face.cost) numbers.push(el("span", { class: "kcost", text: `${face.cost[0]}/${face.cost[1]}` }));
  if (face.tech !== undefined) numbers.push(el("span", { class: "ktech", text: `T${face.tech}` }));
  if (face.damage) numbers.push(damageSpan(face));
  if (face.armour !== undefined && face.type !== "location" && face.type !== "home_world") {
    numbers.push(el("span", { class: "karmour", text: String(face.armour) }));
  }
  return el(
    "div",
    {
      ...extra,
      class: cls("kcard", `race-${face.race}`, extra.class),
      title: cardTitle(face),
      dataset: { cardId: face.id },
    },
    el("span", { class: "kcard-name", text: face.name }),
    el("span", { class: "kcard-type", text: face.type_label ?? "" }),
    el("span", { class: "kcard-numbers" }, numbers),
  );
}

/** A card in play: name and number, damage, armour left of printed, timer tokens. */
function unitChip(board, inst) {
  const face = board.face(inst.card);
  const parts = [el("span", { class: "kunit-name", text: `${face.name} #${inst.uid}` })];
  if (face.damage) parts.push(damageSpan(face));
  if (face.armour !== undefined) {
    const left = face.armour - inst.damage;
    parts.push(el("span", { class: "karmour", text: `${left}/${face.armour}` }));
  }
  if (inst.timer !== null && inst.timer !== undefined) {
    parts.push(el("span", { class: "ktimer", text: t("web.k.timer", { n: inst.timer }) }));
  }
  const picked = board.fleetPicks.has(inst.uid);
  if (picked) parts.push(tag(t("web.k.picked"), "active-tag"));
  const attached = board.view.in_play
    .filter((other) => other.host === inst.uid)
    .map((other) => unitChip(board, other));
  return el(
    "div",
    {
      class: cls(
        "kunit",
        `owner-${inst.controller}`,
        inst.damage > 0 && "damaged",
        picked && "picked",
      ),
      testid: `unit-${inst.uid}`,
      title: cardTitle(face),
    },
    parts,
    attached.length > 0 && el("div", { class: "kattached" }, attached),
  );
}

function unitsAt(board, cellId) {
  const here = board.view.in_play.filter((inst) => inst.cell === cellId && inst.host === null);
  here.sort((a, b) => a.controller - b.controller || a.uid - b.uid);
  return here.map((inst) => unitChip(board, inst));
}

/** A cell before the board exists: the location placed there, the Home World, or "free". */
function setupCell(board, cell) {
  const { view } = board;
  const placed = view.placed[cell.id];
  let face = null;
  if (placed) face = board.face(view.universes[placed[0]][placed[1]]);
  else if (cell.kind === "home") face = board.homeWorld(cell.player);
  return [
    el("span", { class: "kcell-id", text: cell.id }),
    face
      ? el("strong", { class: "kcell-name", testid: `cell-name-${cell.id}`, text: face.name })
      : el("span", { class: "kcell-free", text: t("web.k.free") }),
  ];
}

/** A cell of the board: location, controller, armour and shields, income, tech and
 * influence, blockade and ruin, and each player's cards there. */
function boardCell(board, cell, loc) {
  const face = board.face(loc.card);
  const controller = loc.controller;
  const armour = (face.armour ?? 0) - loc.damage;
  return [
    el(
      "div",
      { class: "kcell-head" },
      el("span", { class: "kcell-id", text: cell.id }),
      el("strong", {
        class: "kcell-name",
        testid: `cell-name-${cell.id}`,
        title: cardTitle(face),
        text: face.name,
      }),
    ),
    el("div", {
      class: cls("kcell-controller", controller !== null && `owner-${controller}`),
      testid: `cell-controller-${cell.id}`,
      text: controller === null ? t("web.k.neutral") : board.name(controller),
    }),
    el("div", {
      class: "kcell-numbers karmour",
      testid: `cell-armour-${cell.id}`,
      text: t("web.k.cell_defence", { armour: `${armour}/${face.armour}`, shields: face.shields }),
    }),
    el("div", {
      class: "kcell-numbers",
      testid: `cell-yield-${cell.id}`,
      text: t("web.k.cell_yield", {
        income: face.income,
        tech: face.tech,
        influence: face.influence,
      }),
    }),
    (loc.blockaded || loc.ruined) &&
      el(
        "div",
        { class: "kcell-marks" },
        loc.blockaded && tag(t("web.k.blockade"), "warn"),
        loc.ruined && tag(t("web.k.ruined"), "ruined"),
      ),
    el("div", { class: "kcell-units" }, unitsAt(board, cell.id)),
  ];
}

/** The board: the layout's cells at their rows and columns. */
export function drawGrid(board) {
  const { view } = board;
  const fought = view.battle?.cell;
  const cells = view.table.layout.map((cell) => {
    const loc = view.board?.[cell.id];
    return el(
      "div",
      {
        class: cls(
          "kcell",
          `kind-${cell.kind}`,
          `side-${cell.player}`,
          loc && loc.controller !== null && `owner-${loc.controller}`,
          loc?.ruined && "ruined",
          fought === cell.id && "fought",
        ),
        testid: `cell-${cell.id}`,
        style: `grid-row: ${cell.row + 1}; grid-column: ${cell.col + 1}`,
      },
      loc ? boardCell(board, cell, loc) : setupCell(board, cell),
    );
  });
  return el(
    "section",
    { class: "kboard-panel" },
    el("h4", { text: t("web.k.board") }),
    el("div", { class: "kgrid", testid: "k-grid" }, cells),
  );
}

function zone(title, nodes, testid) {
  return el(
    "div",
    { class: "kzone", testid },
    el("h4", { text: title }),
    el("div", { class: "kzone-cards" }, nodes),
  );
}

function handZone(board, seat, hand) {
  if (!Array.isArray(hand)) return null;
  const mine = seat === board.you;
  const cards = hand.map((id, i) => {
    const picked = mine && board.handPicks.has(i);
    const tile = cardTile(board.face(id), { class: picked ? "picked" : null });
    if (picked) tile.append(tag(t("web.k.picked"), "active-tag"));
    return tile;
  });
  return zone(mine ? t("web.your_hand") : t("web.hand"), cards, `hand-${seat}`);
}

/** A player's panel: stability and command from the Home World, resources to spend, hand,
 * deck and purgatory, and the support zone (heroes and effects outside the locations). */
export function drawPlayer(board, seat) {
  const { view } = board;
  const p = view.players[seat];
  const world = board.homeWorld(seat);
  const isYou = seat === board.you;
  const active = !view.result && view.phase === "main" && view.active === seat;
  const handSize = Array.isArray(p.hand) ? p.hand.length : p.hand;
  const stability = p.stability ?? world.stability;
  const support = view.in_play
    .filter((inst) => inst.cell === null && inst.host === null && inst.controller === seat)
    .map((inst) => unitChip(board, inst));
  const purgatory = p.purgatory.map((id) => cardTile(board.face(id)));
  return el(
    "section",
    {
      class: cls("kplayer", `owner-${seat}`, isYou ? "you" : "opponent", active && "active"),
      testid: `kplayer-${seat}`,
    },
    el(
      "header",
      { class: "player-head" },
      el("span", { class: "player-name", text: board.name(seat) }),
      isYou && tag(t("web.you"), "you-tag"),
      active && tag(t("web.moving"), "active-tag"),
      p.capture_ready && tag(t("web.k.capture_ready"), "warn"),
      el("span", {
        class: "khome",
        title: cardTitle(world),
        text: t("web.k.home_world_of", { name: world.name }),
      }),
    ),
    el(
      "div",
      { class: "kstats" },
      stat(t("web.k.stability"), `${stability}/${world.max_stability}`, `stability-${seat}`),
      stat(t("web.k.command"), world.command, `command-${seat}`),
      p.available && stat(t("web.k.available_income"), p.available[0], `income-${seat}`),
      p.available && stat(t("web.k.available_influence"), p.available[1], `influence-${seat}`),
      stat(t("web.hand"), handSize, `hand-size-${seat}`),
      stat(t("web.deck"), p.deck, `deck-size-${seat}`),
      stat(t("web.k.purgatory"), p.purgatory.length, `purgatory-size-${seat}`),
    ),
    handZone(board, seat, p.hand),
    support.length > 0 && zone(t("web.k.support"), support, `support-${seat}`),
    purgatory.length > 0 && zone(t("web.k.purgatory"), purgatory, `purgatory-${seat}`),
  );
}

function aimName(board, aim) {
  return aim === LOCATION_AIM ? t("web.k.location_aim") : board.unitName(aim);
}

/** The running battle: where, who attacks, its stage, the location, every combatant with
 * its armour left and its targets. */
export function drawBattle(board) {
  const battle = board.view.battle;
  if (!battle) return null;
  const where = board.cellName(battle.cell);
  const title = t(battle.retreat ? "web.k.retreat" : "web.k.battle", { cell: where });
  const stage = STAGE_KEYS[battle.stage] ? t(STAGE_KEYS[battle.stage]) : battle.stage;
  const fighters = battle.combatants.map((c) =>
    el(
      "li",
      { class: cls("kcombatant", `owner-${c.owner}`, c.destroyed && "destroyed") },
      el("span", { class: "kunit-name", text: board.unitName(c.id) }),
      el("span", { class: "karmour", title: t("web.k.armour"), text: String(c.armour) }),
      c.target !== null && el("span", { class: "kaim", text: `→ ${aimName(board, c.target)}` }),
      c.second !== null && el("span", { class: "kaim", text: `→ ${aimName(board, c.second)}` }),
      c.destroyed && tag(t("web.k.destroyed"), "ruined"),
    ),
  );
  const location = battle.location;
  return el(
    "section",
    { class: "kbattle", testid: "battle" },
    el("h3", { text: title }),
    el(
      "p",
      { class: "kbattle-line" },
      t("web.k.attacker", { player: board.name(battle.attacker) }),
      " · ",
      el("span", { testid: "battle-stage", text: stage }),
      " · ",
      `${t("web.k.armour")} ${location.armour}, ${t("web.k.shields")} ${location.shields}`,
    ),
    el("ul", { class: "kcombatants" }, fighters),
  );
}

/** The opponents first, then the board and the battle, then the viewer's own panel (a
 * spectator or a replay without a seat sees seat 0 at the bottom). */
export function drawTable(board) {
  const seats = board.view.players.map((_, seat) => seat);
  const bottom = board.you ?? 0;
  return {
    top: [
      ...seats.filter((seat) => seat !== bottom).map((seat) => drawPlayer(board, seat)),
      drawGrid(board),
      drawBattle(board),
    ].filter(Boolean),
    bottom: [drawPlayer(board, bottom)],
  };
}
