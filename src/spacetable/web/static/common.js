// Shared helpers of the browser pages: language and UI strings, HTTP, stored tokens, DOM, toasts.

const LANG_KEY = "spacetable.lang";
const TOKENS_KEY = "spacetable.tokens";
const TOAST_SECONDS = 12;
const COPIED_SECONDS = 2;

/** The languages every page speaks. */
export const LANGS = ["ru", "en"];

let strings = {};
let activeLang = "ru";
let toastTimer = 0;

/** The language the page uses now (after loadStrings). */
export function currentLang() {
  return activeLang;
}

/** The stored language, else the browser's (Russian if it starts with "ru"), else English. */
export function preferredLang() {
  const stored = localStorage.getItem(LANG_KEY);
  if (LANGS.includes(stored)) return stored;
  return (navigator.language || "").toLowerCase().startsWith("ru") ? "ru" : "en";
}

/** Fetch the UI strings of `lang` and make it the page's language. */
export async function loadStrings(lang) {
  const loaded = await getJson(`/api/strings?lang=${encodeURIComponent(lang)}`);
  strings = loaded;
  activeLang = lang;
  document.documentElement.lang = lang;
}

/** Switch to `lang`, remembering the choice. */
export async function switchLang(lang) {
  localStorage.setItem(LANG_KEY, lang);
  await loadStrings(lang);
}

/** The UI string `key` with its {placeholders} filled from `fields`. */
export function t(key, fields = {}) {
  const text = strings[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    name in fields ? String(fields[name]) : whole,
  );
}

/** An HTTP failure carrying the server's readable message (and its reasons, if it lists them). */
export class ApiError extends Error {
  constructor(message, status, reasons = []) {
    super(message);
    this.status = status;
    this.reasons = reasons;
  }
}

/** The message and reasons of an error body: {"error": text} or {"error": {message, reasons}}. */
function errorOf(body) {
  const error = body?.error;
  if (typeof error === "string") return { message: error, reasons: [] };
  if (error && typeof error.message === "string") {
    return { message: error.message, reasons: Array.isArray(error.reasons) ? error.reasons : [] };
  }
  return { message: null, reasons: [] };
}

async function request(url, options, asText = false) {
  let response;
  try {
    response = await fetch(url, options);
  } catch {
    throw new ApiError(t("web.error.network"), 0);
  }
  if (asText && response.ok) return response.text();
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const { message, reasons } = errorOf(body);
    const status = response.status;
    throw new ApiError(message ?? t("web.error.http", { status }), status, reasons);
  }
  return body;
}

/** GET `url` as JSON; throws ApiError with the server's message. */
export function getJson(url) {
  return request(url, { headers: { Accept: "application/json" } });
}

/** GET `url` as text (an SVG drawing, say); throws ApiError with the server's message. */
export function getText(url) {
  return request(url, {}, true);
}

/** POST `data` as JSON to `url`; throws ApiError with the server's message. */
export function postJson(url, data) {
  return request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(data),
  });
}

const cardCatalogs = new Map();

/** A game's card catalog ({cards, …}) in `lang`, fetched once per game and language. */
export async function loadCards(lang, game) {
  const key = `${game}:${lang}`;
  if (!cardCatalogs.has(key)) {
    const query = `lang=${encodeURIComponent(lang)}`;
    cardCatalogs.set(key, getJson(`/api/cards/${encodeURIComponent(game)}?${query}`));
  }
  try {
    return await cardCatalogs.get(key);
  } catch (error) {
    cardCatalogs.delete(key);
    throw error;
  }
}

const gamePages = new Map();

/**
 * A game's page module, by the game's id from the server: its `page.js` at
 * /static/games/<id>/, loaded once. It exports `startTable()` (the live table), `REPLAY` (how the
 * replay draws a step) and, if the lobby can create the game, `LobbyForm`.
 */
export async function gamePage(game) {
  if (!gamePages.has(game)) {
    gamePages.set(game, import(`/static/games/${encodeURIComponent(game)}/page.js`));
  }
  try {
    return await gamePages.get(game);
  } catch (error) {
    gamePages.delete(game);
    throw error;
  }
}

/** Seat tokens this browser holds: [{token, game_id, seat, created}]. */
export function storedTokens() {
  try {
    const list = JSON.parse(localStorage.getItem(TOKENS_KEY) || "[]");
    if (!Array.isArray(list)) return [];
    return list.filter((entry) => entry && typeof entry.token === "string");
  } catch {
    return [];
  }
}

function saveTokens(list) {
  localStorage.setItem(TOKENS_KEY, JSON.stringify(list));
}

/** Remember a seat token (replacing an older entry with the same token). */
export function rememberToken(entry) {
  const list = storedTokens().filter((old) => old.token !== entry.token);
  list.push(entry);
  saveTokens(list);
}

/** Forget a seat token. */
export function forgetToken(token) {
  saveTokens(storedTokens().filter((entry) => entry.token !== token));
}

/** The last path segment of the page's URL (the seat token of /play/<t> and /replay/<t>). */
export function tokenFromPath() {
  const parts = location.pathname.split("/").filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] ?? "");
}

/** Join the truthy class names. */
export function cls(...names) {
  return names.filter(Boolean).join(" ");
}

/**
 * Create an element. Props: class, text, testid, dataset, style, on<event> handlers; anything
 * else becomes an attribute (skipped when null, undefined or false). Children may be nodes,
 * strings or (nested) arrays; null and false are skipped.
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else if (name === "testid") node.dataset.testid = value;
    else if (name === "dataset") Object.assign(node.dataset, value);
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** The RU/EN switch; `onSwitch(lang)` runs after the new strings are loaded. */
export function langSwitch(onSwitch) {
  const buttons = LANGS.map((code) =>
    el("button", {
      type: "button",
      class: cls("lang-button", code === activeLang && "active"),
      testid: `lang-${code}`,
      "aria-pressed": String(code === activeLang),
      text: code.toUpperCase(),
      onclick: async () => {
        if (code === activeLang) return;
        try {
          await switchLang(code);
        } catch (error) {
          showError(error.message);
          return;
        }
        onSwitch(code);
      },
    }),
  );
  const props = { class: "lang-switch", role: "group", "aria-label": t("web.language") };
  return el("div", props, buttons);
}

/** Show `message` in the dismissable error toast. */
export function showError(message) {
  let toast = document.querySelector('[data-testid="error"]');
  if (!toast) {
    toast = el("div", { class: "toast", role: "alert", testid: "error" });
    document.body.append(toast);
  }
  const close = el("button", {
    type: "button",
    class: "toast-close",
    "aria-label": t("web.dismiss"),
    title: t("web.dismiss"),
    text: "×",
    onclick: () => toast.remove(),
  });
  toast.replaceChildren(el("span", { class: "toast-text", text: message }), close);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => toast.remove(), TOAST_SECONDS * 1000);
}

/** A date-time from the server (ISO text) in the page's language (and `timeZone`, if given). */
export function formatTime(iso, timeZone = undefined) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return date.toLocaleString(activeLang, { timeZone });
  } catch {
    // An unknown time zone: the browser's own.
    return date.toLocaleString(activeLang);
  }
}

/** Copy `text` to the clipboard; `button` says "copied" for a moment. */
export async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // The clipboard API needs a secure context; fall back to a selected text field.
    const field = el("textarea", { class: "offscreen", readonly: true });
    field.value = text;
    document.body.append(field);
    field.select();
    document.execCommand("copy");
    field.remove();
  }
  button.textContent = t("web.copied");
  setTimeout(() => {
    button.textContent = t("web.copy");
  }, COPIED_SECONDS * 1000);
}
