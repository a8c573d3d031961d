// Card faces and backs drawn from the /api/cards catalog, and a large preview on hover.

import { cls, currentLang, el, t } from "/static/common.js";

const FACTION_COLOURS = {
  blob: "var(--blob)",
  machine_cult: "var(--machine-cult)",
  star_empire: "var(--star-empire)",
  trade_federation: "var(--trade-federation)",
};
const UNALIGNED = "var(--unaligned)";
const TYPE_KEYS = {
  ship: "web.type.ship",
  base: "web.type.base",
  starter: "web.type.starter",
  hero: "web.type.hero",
  event: "web.type.event",
  gambit: "web.type.gambit",
};
const ICON_KEYS = {
  trade: "web.trade",
  combat: "web.combat",
  authority: "web.authority",
  draw: "web.draw",
};

/** A card's name in the page's language: from the catalog, else from the view's reference. */
export function cardName(catalog, ref) {
  const def = catalog?.cards?.[ref.id];
  if (def) return def.name;
  return ref[`name_${currentLang()}`] ?? ref.name_en ?? ref.id;
}

/** The CSS background of a faction band: one colour, or equal stripes for several factions. */
export function factionBackground(factions) {
  const colours = factions.length
    ? factions.map((f) => FACTION_COLOURS[f] ?? UNALIGNED)
    : [UNALIGNED];
  if (colours.length === 1) return colours[0];
  const share = 100 / colours.length;
  const stops = colours.map((colour, i) => `${colour} ${i * share}% ${(i + 1) * share}%`);
  return `linear-gradient(90deg, ${stops.join(", ")})`;
}

// Long names get a smaller font so that they fit the band in two lines.
function nameLength(name) {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  if (name.length > 24 || longest > 11) return "longer";
  if (name.length > 16 || longest > 10) return "long";
  return null;
}

function typeName(def) {
  const key = TYPE_KEYS[def.type];
  return key ? t(key) : def.type;
}

function icon(kind, amount) {
  const key = ICON_KEYS[kind];
  if (!key) return null;
  return el("span", { class: `icon icon-${kind}`, title: t(key), text: String(amount) });
}

function abilityRow(ability) {
  return el(
    "div",
    { class: cls("ability", `slot-${ability.slot}`) },
    el(
      "div",
      { class: "ability-head" },
      el("span", { class: "slot-label", text: ability.slot_label }),
      ability.icons.map(([kind, amount]) => icon(kind, amount)),
    ),
    el("div", { class: "ability-text", text: ability.text }),
  );
}

function typeLine(def) {
  return el(
    "div",
    { class: "card-type" },
    el("span", { class: "type-name", text: typeName(def) }),
    def.outpost && el("span", { class: "outpost-mark", text: t("web.outpost") }),
    def.defense !== null &&
      def.defense !== undefined &&
      el("span", {
        class: cls("shield", def.outpost && "outpost"),
        title: t("web.defence"),
        text: String(def.defense),
      }),
  );
}

function cardTitle(catalog, def) {
  const factions = def.factions.map((f) => catalog.factions?.[f]?.name ?? f).join(" / ");
  const head = [def.name, [typeName(def), factions].filter(Boolean).join(", ")];
  if (def.defense !== null && def.defense !== undefined) {
    head.push(`${t("web.defence")}: ${def.defense}${def.outpost ? ` (${t("web.outpost")})` : ""}`);
  }
  return [...head, ...def.abilities.map((a) => `${a.slot_label}: ${a.text}`)].join("\n");
}

/**
 * The face of a card. `ref` is a card of the view ({id, name_en, name_ru, used?, damage?,
 * copy_of?}) or just {id}. Options: size ("normal", "small" or "large"), note (a short line
 * under the abilities). Used cards are dimmed; damage on a base is shown as a badge.
 */
export function cardFace(catalog, ref, { size = "normal", note = null } = {}) {
  const def = catalog?.cards?.[ref.id] ?? null;
  const name = cardName(catalog, ref);
  const node = el("div", {
    class: cls(
      "card",
      `size-${size}`,
      def && `type-${def.type}`,
      def?.outpost && "outpost",
      ref.used && "used",
    ),
    dataset: { cardId: ref.id },
    title: def ? cardTitle(catalog, def) : name,
  });
  node.append(
    el(
      "div",
      { class: "card-band", style: `background: ${factionBackground(def?.factions ?? [])}` },
      el("span", { class: cls("card-name", nameLength(name)), text: name }),
    ),
  );
  if (def && def.cost !== null && def.cost !== undefined) {
    node.append(el("span", { class: "card-cost", title: t("web.cost"), text: String(def.cost) }));
  }
  if (def) {
    node.append(
      el("div", { class: "card-abilities" }, def.abilities.map(abilityRow)),
      typeLine(def),
    );
  }
  if (ref.copy_of) {
    const copied = cardName(catalog, { id: ref.copy_of });
    node.append(el("div", { class: "card-note", text: t("web.copy_of", { card: copied }) }));
  }
  if (note) node.append(el("div", { class: "card-note", text: note }));
  if (ref.used) node.append(el("span", { class: "card-used", title: t("web.used"), text: "✓" }));
  if (ref.damage) {
    const damage = `−${ref.damage}`;
    node.append(el("span", { class: "card-damage", title: t("web.damage"), text: damage }));
  }
  return node;
}

/** The back of a hidden card, with an optional count and caption. */
export function cardBack({ count = null, caption = null, size = "normal" } = {}) {
  return el(
    "div",
    { class: cls("card-back", `size-${size}`), title: caption ?? "" },
    el("span", { class: "back-mark", text: "✦" }),
    count !== null && el("span", { class: "pile-count", text: String(count) }),
    caption && el("span", { class: "back-caption", text: caption }),
  );
}

/** Show a large copy of any card under the pointer inside `root`, in a corner of the screen. */
export function attachPreview(root, getCatalog) {
  const box = el("div", { class: "card-preview", "aria-hidden": "true" });
  document.body.append(box);
  let shown = null;
  const hide = () => {
    box.classList.remove("shown");
    shown = null;
  };
  root.addEventListener("mouseover", (event) => {
    const card = event.target.closest?.(".card[data-card-id]");
    const catalog = getCatalog();
    if (!card || !catalog?.cards?.[card.dataset.cardId]) {
      hide();
      return;
    }
    if (shown === card.dataset.cardId) return;
    shown = card.dataset.cardId;
    box.replaceChildren(cardFace(catalog, { id: shown }, { size: "large" }));
    box.classList.add("shown");
  });
  root.addEventListener("mouseleave", hide);
}
