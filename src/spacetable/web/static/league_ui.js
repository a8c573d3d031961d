// Small DOM pieces the league's pages share: a refusal's reasons, a link with a copy button,
// the page's top bar.

import { copyText, el, langSwitch, t } from "/static/common.js";

/** An empty box that shows a refused request's reasons (see showRefusal). */
export function refusalBox(testid = "refusal") {
  return el("div", { class: "league-refusal", role: "alert", testid, hidden: true });
}

/** Show `error`'s reasons (or its message) in `box`; `null` clears it. */
export function showRefusal(box, error) {
  if (!error) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const reasons = error.reasons?.length ? error.reasons : [error.message];
  box.replaceChildren(
    el("strong", { text: t("web.league.refused") }),
    el(
      "ul",
      {},
      reasons.map((reason) => el("li", { text: reason })),
    ),
  );
  box.hidden = false;
}

/** A link shown in full with a button that copies it. */
export function copyLink(url, testid) {
  const copy = el("button", {
    type: "button",
    class: "copy",
    testid: `${testid}-copy`,
    text: t("web.copy"),
  });
  copy.addEventListener("click", () => copyText(url, copy));
  return el(
    "span",
    { class: "league-link" },
    el("a", { class: "seat-link", href: url, testid, text: url }),
    copy,
  );
}

/** The league pages' top bar: the brand, a title, any extra nodes, the language switch. */
export function topBar(title, onLang, ...extra) {
  return el(
    "header",
    { class: "topbar" },
    el("a", { class: "brand", href: "/", text: t("web.app_name") }),
    el("h1", { class: "page-title", testid: "league-title", text: title }),
    extra,
    el("span", { class: "spacer" }),
    langSwitch(onLang),
  );
}

/** A labelled form control: the caption above the control. */
export function field(caption, control, extraClass = null) {
  return el(
    "label",
    { class: extraClass ? `league-field ${extraClass}` : "league-field" },
    el("span", { class: "league-caption", text: caption }),
    control,
  );
}

/**
 * A league table: one header cell per entry of `headers` (a text; null: an empty cell;
 * false: no cell) over the body `rows`.
 */
export function leagueTable(headers, rows, attrs = {}) {
  const cells = headers
    .filter((header) => header !== false)
    .map((header) => el("th", header === null ? {} : { text: header }));
  return el(
    "table",
    { ...attrs, class: "league-table" },
    el("thead", {}, el("tr", {}, cells)),
    el("tbody", {}, rows),
  );
}
