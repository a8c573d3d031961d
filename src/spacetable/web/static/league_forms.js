// A form for one league command: its choices come from the API's dry run (refused ones shown
// disabled with their reasons), its other arguments from small fields by command, and a
// refused send shows the server's reasons.

import { cls, el, t } from "/static/common.js";
import { field, refusalBox, showRefusal } from "/static/league_ui.js";
import { isOrganiser, phaseName, playerName } from "/static/league_view.js";

/** Captions of the options' fields. */
const FIELD_CAPTIONS = {
  hired: "web.league.field.hired",
  take: "web.league.field.take",
  target: "web.league.field.target",
  territory: "web.league.field.territory",
  declaration: "web.league.field.declaration",
  battle: "web.league.field.battle",
  effect: "web.league.field.effect",
  targets: "web.league.field.targets",
  swap: "web.league.field.swap",
  tech: "web.league.field.tech",
  alliance: "web.league.field.alliance",
  faction: "web.league.field.faction",
  capital: "web.league.field.capital",
  members: "web.league.field.members",
  player: "web.league.field.player",
};
/** Commands whose field reads better under a caption of its own. */
const COMMAND_CAPTIONS = {
  enter: "web.league.field.entry_capital",
  force_alliance: "web.league.field.player",
};
/** The days of a round's week, Monday (0) to Sunday (6). */
const WEEKDAYS = [
  "web.league.weekday.0",
  "web.league.weekday.1",
  "web.league.weekday.2",
  "web.league.weekday.3",
  "web.league.weekday.4",
  "web.league.weekday.5",
  "web.league.weekday.6",
];
/** Fields that take several of their choices. */
const LIST_FIELDS = new Set(["members", "territories", "targets"]);
const FLIGHTS = [1, 2, 3];
const PLACEMENT_SLOTS = 3;
const MAX_POINTS = 999;
let formsMade = 0; // names each form's radio group apart from another form's

/** The player a form acts for: the one the organiser names, else the viewer. */
function actingPlayer(form) {
  return form.player ?? form.page.view.me.player;
}

/** The Hyperdrive Module checkbox; ticking it asks the dry run again with it. */
function hyperdrive(form) {
  const box = el("input", {
    type: "checkbox",
    testid: "hyperdrive",
    onchange: () => form.load(),
  });
  return {
    node: el("label", { class: "check" }, box, " ", t("web.league.hyperdrive")),
    args: () => ({ hyperdrive: box.checked }),
    given: () => (box.checked ? { hyperdrive: true } : {}),
  };
}

/** Where a technology's structures go: the Wormhole's entrance then exits, or the dens. */
function placement(form) {
  const territories = [...form.page.view.territories].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const selects = Array.from({ length: PLACEMENT_SLOTS }, (_, i) =>
    el(
      "select",
      { testid: `placement-${i}`, "aria-label": t("web.league.placement_n", { n: i + 1 }) },
      el("option", { value: "", text: "—" }),
      territories.map((place) => el("option", { value: place.id, text: place.name })),
    ),
  );
  return {
    node: el(
      "fieldset",
      { class: "league-extra" },
      el("legend", { text: t("web.league.placement") }),
      el("p", { class: "note", text: t("web.league.placement_note") }),
      el("div", { class: "form-row" }, selects),
    ),
    args: () => {
      const chosen = selects.map((select) => select.value).filter(Boolean);
      return chosen.length ? { placement: chosen } : {};
    },
  };
}

/** The members of a proposed alliance: the one proposing it and those ticked. */
function proposedMembers(form) {
  return [actingPlayer(form), ...form.selected()].filter(
    (id, i, all) => id && all.indexOf(id) === i,
  );
}

/** The members of an alliance after a join: those the chosen alliance's option lists. */
function joiningMembers(form) {
  return (form.chosenOption()?.choices ?? []).map((choice) => choice.value);
}

/**
 * The agreed split of the dues paid (optional: evenly without it) between the members
 * `membersOf(form)` gives.
 */
function split(membersOf) {
  return (form) => {
    const agreed = el("input", { type: "checkbox", testid: "split-agreed" });
    const shares = el("div", { class: "form-row" });
    const drawShares = () => {
      const members = membersOf(form);
      shares.replaceChildren(
        ...(agreed.checked
          ? members.map((id) =>
              field(
                playerName(form.page.view, id),
                el("input", {
                  type: "number",
                  min: 0,
                  step: 1,
                  value: 0,
                  class: "league-number",
                  testid: `share-${id}`,
                  dataset: { player: id },
                }),
              ),
            )
          : []),
      );
    };
    agreed.addEventListener("change", drawShares);
    return {
      node: el(
        "fieldset",
        { class: "league-extra" },
        el("legend", { text: t("web.league.split") }),
        el("label", { class: "check" }, agreed, " ", t("web.league.split_agreed")),
        shares,
      ),
      onChoice: drawShares,
      args: () => {
        if (!agreed.checked) return { split: null };
        const inputs = [...shares.querySelectorAll("input")];
        return {
          split: Object.fromEntries(inputs.map((i) => [i.dataset.player, Number(i.value) || 0])),
        };
      },
    };
  };
}

/** The members of a proposed alliance always include the one proposing it. */
function members(form) {
  return { node: null, args: () => ({ members: proposedMembers(form) }) };
}

/** A points field and the flight the ship was destroyed in, for `prefix`'s testids. */
function scoreFields(prefix) {
  const points = el("input", {
    type: "number",
    min: 0,
    max: MAX_POINTS,
    step: 1,
    value: 0,
    required: true,
    class: "league-number",
    testid: `${prefix}points`,
  });
  const flight = el(
    "select",
    { testid: `${prefix}flight` },
    el("option", { value: "", text: t("web.league.not_destroyed") }),
    FLIGHTS.map((n) => el("option", { value: String(n), text: t("web.league.flight_n", { n }) })),
  );
  return {
    nodes: [field(t("web.league.points"), points), field(t("web.league.destroyed_in"), flight)],
    value: () => ({
      points: Number(points.value) || 0,
      destroyed_in_flight: flight.value ? Number(flight.value) : null,
    }),
  };
}

/** A battle result: points and the flight the ship was destroyed in (and, for the
 * organiser, whose result it is). */
function result(form) {
  const score = scoreFields("");
  const battle = form.battle;
  const whose =
    isOrganiser(form.page.view) && battle
      ? el(
          "select",
          { testid: "result-player" },
          battle.participants.map((p) =>
            el("option", { value: p.player, text: playerName(form.page.view, p.player) }),
          ),
        )
      : null;
  return {
    node: el(
      "div",
      { class: "form-row" },
      whose && field(t("web.league.field.player"), whose),
      score.nodes,
    ),
    args: () => ({ ...score.value(), ...(whose ? { player: whose.value } : {}) }),
  };
}

/** The organiser's results for every participant of a battle, with the required reason. */
function override(form) {
  const rows = form.battle.participants.map((p) => ({
    player: p.player,
    score: scoreFields(`override-${p.player}-`),
  }));
  const reason = el("textarea", {
    rows: 2,
    maxlength: 500,
    required: true,
    testid: "override-reason",
  });
  return {
    node: el(
      "div",
      { class: "league-extra" },
      rows.map((row) =>
        el(
          "div",
          { class: "form-row league-score-row" },
          el("strong", { class: "league-who", text: playerName(form.page.view, row.player) }),
          row.score.nodes,
        ),
      ),
      field(t("web.league.override_reason"), reason, "league-wide"),
    ),
    args: () => ({
      results: Object.fromEntries(rows.map((row) => [row.player, row.score.value()])),
      reason: reason.value.trim(),
    }),
  };
}

/**
 * The territories that come with the chosen one (a captured capital's spoils, a newcomer's
 * neighbours): those the chosen option offers, under the caption `key`.
 */
function companions(key) {
  return (form) => {
    const box = el("div", { class: "league-choices league-multi", testid: "companions" });
    const draw = () => {
      const choices = form.chosenOption()?.choices ?? [];
      box.replaceChildren(
        ...(choices.length
          ? choices.map((choice) =>
              el(
                "label",
                { class: "league-choice ok" },
                el("input", {
                  type: "checkbox",
                  value: choice.value,
                  testid: `companion-${choice.value}`,
                }),
                choice.label,
              ),
            )
          : [el("p", { class: "empty", text: t("web.league.nothing_comes_with") })]),
      );
    };
    draw();
    return {
      node: el("fieldset", { class: "league-extra" }, el("legend", { text: t(key) }), box),
      onChoice: draw,
      args: () => ({
        territories: [...box.querySelectorAll("input:checked")].map((input) => input.value),
      }),
    };
  };
}

/** One phase's deadline: the day of the round's week and the local time, as set now. */
function deadlineRow(view, phase, setting) {
  const day = el(
    "select",
    { testid: `deadline-day-${phase}`, "aria-label": t("web.league.deadline_day") },
    WEEKDAYS.map((key, index) =>
      el("option", { value: String(index), selected: index === setting.day, text: t(key) }),
    ),
  );
  const at = el("input", {
    type: "time",
    required: true,
    value: setting.at,
    class: "league-number",
    testid: `deadline-at-${phase}`,
    "aria-label": t("web.league.deadline_time"),
  });
  return {
    node: el(
      "div",
      { class: "league-deadline-row" },
      el("strong", { text: phaseName(view, phase) }),
      day,
      at,
    ),
    value: () => [phase, { day: Number(day.value), at: at.value }],
  };
}

/** A change of the calendar: the start Monday, the time zone and each phase's deadline,
 * shown as the league has them now. */
function calendar(form) {
  const view = form.page.view;
  const start = el("input", { type: "date", value: view.league.start, testid: "calendar-start" });
  const zone = el("input", {
    type: "text",
    maxlength: 64,
    value: view.league.tz,
    testid: "calendar-tz",
  });
  const rows = Object.entries(view.league.deadlines).map(([phase, setting]) =>
    deadlineRow(view, phase, setting),
  );
  return {
    node: el(
      "div",
      { class: "league-extra" },
      el(
        "div",
        { class: "form-row" },
        field(t("web.league.start"), start),
        field(t("web.league.tz"), zone),
      ),
      el(
        "fieldset",
        { class: "league-extra", testid: "calendar-deadlines" },
        el("legend", { text: t("web.league.deadlines") }),
        rows.map((row) => row.node),
      ),
    ),
    args: () => ({
      start: start.value || null,
      tz: zone.value.trim() || null,
      deadlines: Object.fromEntries(rows.map((row) => row.value())),
    }),
  };
}

/** The price paid for an in-flight effect with several (blank: its only one). */
function price() {
  const paid = el("input", {
    type: "number",
    min: 0,
    step: 1,
    class: "league-number",
    testid: "paid",
  });
  return {
    node: field(t("web.league.paid"), paid),
    args: () => ({ paid: paid.value === "" ? null : Number(paid.value) }),
  };
}

/** A new player's name. */
function registration() {
  const name = el("input", {
    type: "text",
    maxlength: 40,
    required: true,
    testid: "register-name",
  });
  return {
    node: field(t("web.league.player_name"), name),
    args: () => ({ name: name.value.trim() }),
  };
}

/** The fields each command asks for beyond the choice its options give. */
const EXTRAS = {
  declare_attack: [hyperdrive],
  declare_colonisation: [hyperdrive],
  join: [hyperdrive],
  buy_tech: [placement],
  take_free_tech: [placement],
  propose_alliance: [members, split(proposedMembers)],
  propose_joining: [split(joiningMembers)],
  enter_result: [result],
  override: [override],
  take_spoils: [companions("web.league.spoils")],
  enter: [companions("web.league.entry_territories")],
  use_battle_effect: [price],
  register: [registration],
  register_newcomer: [registration],
  set_calendar: [calendar],
};

/**
 * One command's form. `options`: `player` the organiser acts for (a reason is then asked),
 * `fixed` arguments (a battle's id), `battle` the battle it is about, `title` to show (false:
 * none), `onDone(reply)` run after the command is stored, before the page redraws.
 */
export class CommandForm {
  constructor(page, command, options = {}) {
    this.page = page;
    this.command = command;
    this.player = options.player ?? null;
    this.fixed = options.fixed ?? {};
    this.battle = options.battle ?? null;
    this.onDone = options.onDone ?? null;
    this.needsReason = this.player !== null;
    this.answer = null;
    this.group = `choice-${++formsMade}`;
    this.choiceBox = el("div", { class: "league-choice-box" });
    this.refusal = refusalBox();
    this.extras = (EXTRAS[command.name] ?? []).map((make) => make(this));
    this.reason = this.needsReason
      ? el("textarea", { rows: 2, maxlength: 500, required: true, testid: "act-reason" })
      : null;
    this.submit = el("button", {
      type: "submit",
      class: "primary",
      testid: "send",
      text: command.label,
    });
    this.node = el(
      "form",
      {
        class: "league-command",
        testid: `command-${command.name}`,
        onsubmit: (event) => this.send(event),
      },
      options.title === false ? null : el("h4", { text: options.title ?? command.label }),
      this.choiceBox,
      this.extras.map((extra) => extra.node),
      this.reason && field(t("web.league.act_reason"), this.reason, "league-wide"),
      this.refusal,
      el("div", { class: "form-actions" }, this.submit),
    );
  }

  /** Ask the API's dry run for this command's choices and draw them. */
  async load() {
    const given = Object.assign({}, ...this.extras.map((extra) => extra.given?.() ?? {}));
    try {
      this.answer = await this.page.client.options(this.command.name, this.player, given);
    } catch (error) {
      this.answer = null;
      this.choiceBox.replaceChildren(el("p", { class: "empty", text: error.message }));
      return;
    }
    if (this.fixed[this.answer.field] !== undefined) {
      this.choiceBox.replaceChildren();
    } else {
      this.drawChoices();
    }
    this.changed();
  }

  drawChoices() {
    const { field: name, options } = this.answer;
    if (!name) {
      // A command without a choice: the dry run says whether it is allowed now.
      const refused = options.filter((option) => !option.ok);
      this.choiceBox.replaceChildren(
        ...refused.map((option) => whyNot(option.reasons, "command-why")),
      );
      return;
    }
    const multiple = LIST_FIELDS.has(name);
    // An input's value is its option's index: one value may come with different further
    // arguments (an effect in two battles).
    const indexed = options.map((option, index) => ({ option, index }));
    indexed.sort((a, b) => Number(b.option.ok) - Number(a.option.ok));
    const rows = indexed.map(({ option, index }) => {
      const input = el("input", {
        type: multiple ? "checkbox" : "radio",
        name: this.group,
        value: String(index),
        disabled: !option.ok,
        onchange: () => this.changed(),
      });
      const key = [...Object.values(option.args ?? {}), option.value].join("-");
      return el(
        "label",
        {
          class: cls("league-choice", option.ok ? "ok" : "refused"),
          testid: `option-${key}`,
          dataset: { ok: String(option.ok) },
        },
        input,
        el("span", { class: "league-choice-label", text: option.label }),
        !option.ok && whyNot(option.reasons, "why"),
      );
    });
    const caption = COMMAND_CAPTIONS[this.command.name] ?? FIELD_CAPTIONS[name];
    this.choiceBox.replaceChildren(
      el(
        "fieldset",
        { class: "league-extra" },
        caption && el("legend", { text: t(caption) }),
        rows.length
          ? el("div", { class: cls("league-choices", multiple && "league-multi") }, rows)
          : el("p", { class: "empty", text: t("web.league.no_choices") }),
      ),
    );
    const first = rows.find((row) => row.dataset.ok === "true");
    if (first && !multiple) first.querySelector("input").checked = true;
  }

  changed() {
    for (const extra of this.extras) extra.onChoice?.();
  }

  /** The options ticked in the choice list. */
  chosenOptions() {
    const inputs = [...this.choiceBox.querySelectorAll("input:checked")];
    return inputs.map((input) => this.answer.options[Number(input.value)]);
  }

  /** The values ticked in the choice list. */
  selected() {
    return this.chosenOptions().map((option) => option.value);
  }

  /** The option of the (single) choice ticked now. */
  chosenOption() {
    return this.chosenOptions()[0] ?? null;
  }

  /** The arguments to send: fixed ones, the choice (with any it brings), the extras'. */
  args() {
    const args = { ...this.fixed };
    const name = this.answer?.field;
    if (name && args[name] === undefined) {
      if (LIST_FIELDS.has(name)) args[name] = this.selected();
      else if (this.chosenOption()) {
        Object.assign(args, this.chosenOption().args, { [name]: this.chosenOption().value });
      }
    }
    for (const extra of this.extras) Object.assign(args, extra.args());
    return args;
  }

  async send(event) {
    event.preventDefault();
    showRefusal(this.refusal, null);
    this.submit.disabled = true;
    const args = this.args();
    // A command with its own reason (the override) gives it to the audit log as well.
    const reason = this.reason ? this.reason.value.trim() : (args.reason ?? null);
    await this.page.run(this.command.name, args, {
      player: this.player,
      reason,
      refusal: this.refusal,
      onDone: this.onDone,
    });
    this.submit.disabled = false;
  }
}

/** A refused choice's reasons, next to it (one element each). */
function whyNot(reasons, testid) {
  return el(
    "span",
    { class: "league-why", testid },
    reasons.map((reason) => el("span", { class: "league-reason", text: reason })),
  );
}
