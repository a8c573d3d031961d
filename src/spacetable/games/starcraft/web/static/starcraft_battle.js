// StarCraft: the order under way (Mobilize, Build, Research) and the running battle: where,
// who attacks whom, the step, every unit with its state, each skirmish's pair, supporting
// units, cards (face down until revealed: only the owner's own are named before) and values,
// the viewer's battle hand and the others' hand sizes.

import { cls, el, t } from "/static/common.js";
import { cardTile, pair, tag } from "./starcraft_board.js";
import { heroes, heroTitle } from "./starcraft_bw.js";

const FACE_DOWN = "face_down";
const STAGE_KEYS = {
  ability_attacker: "web.sc.stage.ability_attacker",
  ability_defender: "web.sc.stage.ability_defender",
  draw: "web.sc.stage.draw",
  pair: "web.sc.stage.pair",
  support_attacker: "web.sc.stage.support_attacker",
  support_defender: "web.sc.stage.support_defender",
  cards_attacker: "web.sc.stage.cards_attacker",
  cards_defender: "web.sc.stage.cards_defender",
  skirmishes: "web.sc.stage.skirmishes",
  discard: "web.sc.stage.discard",
  splash: "web.sc.stage.splash",
  retreat: "web.sc.stage.retreat",
  over: "web.sc.stage.over",
};
const UNIT_STATE_KEYS = {
  destroyed: "web.sc.unit.destroyed",
  withdrawn: "web.sc.unit.withdrawn",
  retreated: "web.sc.unit.retreated",
};

/** What the order under way has done so far, in words. */
function orderDetail(board, order) {
  if (order.kind === "mobilize") {
    const attack = order.attack ? board.areaName(order.attack[0], order.attack[1]) : "—";
    return t("web.sc.mobilize_detail", { moved: order.moved.length, attack });
  }
  if (order.kind === "build") {
    return t("web.sc.build_detail", { built: order.built, limit: order.limit });
  }
  const bought = order.bought ? board.entry("cards", order.bought).name : "—";
  return t("web.sc.research_detail", { bought });
}

/** The order being carried out: whose, which, where, and how far it got. */
export function drawOrderUnderWay(board) {
  const order = board.view.order;
  if (!order) return null;
  const planet = order.planet ?? board.view.orders?.executing?.[0];
  return el(
    "section",
    { class: cls("sc-order-panel", board.colour(order.player)), testid: "order-under-way" },
    el(
      "p",
      {},
      el("strong", {
        text: t("web.sc.order_of", {
          player: board.name(order.player),
          order: board.orderName(order.special ? `special_${order.kind}` : order.kind),
          planet: planet ? board.planetName(planet) : "—",
        }),
      }),
      " · ",
      orderDetail(board, order),
    ),
  );
}

/** A battle unit by its number: its type, from the battle or the board's pieces. */
function unitLabel(board, battle, id) {
  const unit = battle.units.find((u) => u.id === id);
  return unit ? `${board.unitName(unit.type)} #${id}` : `#${id}`;
}

/** A card slot of a skirmish side: the card named, face down, blind, or empty. */
function cardSlot(board, card, blind) {
  if (card === null || card === undefined) return null;
  if (card === FACE_DOWN) {
    return el("span", {
      class: "sc-card face-down",
      text: t(blind ? "web.sc.blind_card" : "web.sc.face_down"),
    });
  }
  return cardTile(board.card(card));
}

function drawSide(board, battle, owner, side) {
  const seat = Number(owner);
  const values = side.values;
  return el(
    "div",
    { class: cls("sc-side", board.colour(seat)), testid: `side-${seat}` },
    el("span", { class: "sc-side-owner", text: board.name(seat) }),
    el("span", { class: "sc-front", text: unitLabel(board, battle, side.front) }),
    side.supporters.length > 0 &&
      el("span", {
        class: "sc-supporters",
        text: `+ ${side.supporters.map((id) => unitLabel(board, battle, id)).join(", ")}`,
      }),
    cardSlot(board, side.card, side.blind),
    cardSlot(board, side.reinforcement, false),
    values &&
      el("span", {
        class: "sc-values",
        title: t("web.sc.attack_health"),
        text: pair([values.attack, values.health]),
      }),
    side.loss !== null &&
      tag(t("web.sc.loses", { unit: unitLabel(board, battle, side.loss) }), "warn"),
  );
}

function drawSkirmish(board, battle, skirmish) {
  return el(
    "li",
    { class: cls("sc-skirmish", `phase-${skirmish.phase}`), testid: `skirmish-${skirmish.number}` },
    el("strong", { text: t("web.sc.skirmish", { n: skirmish.number }) }),
    Object.entries(skirmish.sides).map(([owner, side]) => drawSide(board, battle, owner, side)),
  );
}

function unitState(board, unit) {
  if (unit.status === "fighting") return null;
  const text = UNIT_STATE_KEYS[unit.status] ? t(UNIT_STATE_KEYS[unit.status]) : unit.status;
  return unit.to ? `${text}: ${board.areaWord(unit.to)}` : text;
}

/** The running battle. */
export function drawBattle(board) {
  const battle = board.view.battle;
  if (!battle) return null;
  const stage = STAGE_KEYS[battle.stage] ? t(STAGE_KEYS[battle.stage]) : battle.stage;
  const heroCards = heroes(board);
  const units = battle.units.map((unit) => {
    const gone = unit.status === "destroyed";
    const state = unitState(board, unit);
    const hero = heroCards.get(unit.id);
    return el(
      "li",
      {
        class: cls("sc-unit", board.colour(unit.owner), gone && "destroyed", hero && "hero"),
        title: hero ? heroTitle(board, hero) : "",
      },
      `${hero ? "★ " : ""}${board.unitName(unit.type)} #${unit.id}`,
      state && el("span", { class: "sc-unit-state", text: ` (${state})` }),
    );
  });
  const sizes = Object.entries(battle.hand_sizes)
    .filter(([owner]) => Number(owner) !== board.you)
    .map(([owner, n]) => t("web.sc.battle_hand_of", { player: board.name(Number(owner)), n }));
  return el(
    "section",
    { class: "sc-battle", testid: "battle" },
    el("h3", { text: t("web.sc.battle", { area: board.areaWord(battle.area) }) }),
    el(
      "p",
      { class: "sc-battle-line" },
      t("web.sc.attacks", {
        attacker: board.name(battle.attacker),
        defender: board.name(battle.defender),
      }),
      battle.gold && tag(t("web.sc.gold"), "warn"),
      " · ",
      el("span", { testid: "battle-stage", text: stage }),
    ),
    el("ul", { class: "sc-battle-units" }, units),
    battle.skirmishes.length > 0 &&
      el(
        "ol",
        { class: "sc-skirmishes" },
        battle.skirmishes.map((s) => drawSkirmish(board, battle, s)),
      ),
    battle.hand.length > 0 &&
      el(
        "div",
        { class: "sc-zone", testid: "battle-hand" },
        el("h4", { text: t("web.sc.battle_hand") }),
        el("div", { class: "sc-zone-cards" }, battle.hand.map((n) => cardTile(board.card(n)))),
      ),
    sizes.length > 0 && el("p", { class: "sc-battle-hands", text: sizes.join(" · ") }),
  );
}
