// The player's tab: credits, ships, technologies, alliance and proposals, pauses, their
// declarations and battles, and a form for every command they may send, by phase.

import { cls, el, t } from "/static/common.js";
import {
  battleCard,
  battlesInOrder,
  declarationStatus,
  kindName,
} from "/static/league_battles.js";
import { CommandForm } from "/static/league_forms.js";
import { myself, phaseName, playerName } from "/static/league_view.js";

/** The commands of each phase, in the order the rules list them. */
export const PHASE_COMMANDS = {
  preparation: [
    "enter",
    "take_free_tech",
    "propose_alliance",
    "propose_joining",
    "consent",
    "force_alliance",
    "leave_alliance",
    "give_up_planet",
    "propose_swap",
    "accept_swap",
    "buy_tech",
    "move_capital",
    "pause",
  ],
  attack: ["declare_attack", "declare_colonisation", "declare_entry_attacks", "declare_return"],
  recall: ["recall"],
  joining: ["join"],
  defence: ["defend", "hire_mercenaries", "hire_smugglers"],
  battles: [
    "use_battle_effect",
    "enter_result",
    "confirm",
    "expel",
    "let_hold",
    "take_spoils",
    "name_capital",
  ],
};

/**
 * The command forms grouped by phase, each group a <details>, open for the current phase
 * and for those in `opened` (kept up to date, so a redraw keeps what the player opened); a
 * group's forms ask for their choices when it opens. `makeForm(command)` builds a form.
 */
function commandGroups(view, commands, makeForm, opened) {
  const byName = new Map(commands.map((command) => [command.name, command]));
  const groups = Object.entries(PHASE_COMMANDS).map(([phase, names]) => [
    phase,
    names.filter((name) => byName.has(name)),
  ]);
  const grouped = new Set(groups.flatMap(([, names]) => names));
  groups.push(["other", commands.map((c) => c.name).filter((name) => !grouped.has(name))]);
  return groups
    .filter(([, names]) => names.length)
    .map(([phase, names]) => {
      const forms = names.map((name) => makeForm(byName.get(name)));
      const open = phase === view.league.phase || opened.has(phase);
      const group = el(
        "details",
        { class: "league-group", testid: `group-${phase}`, open },
        el("summary", {
          text: phase === "other" ? t("web.league.other_commands") : phaseName(view, phase),
        }),
        el("div", { class: "league-forms" }, forms.map((form) => form.node)),
      );
      let loaded = false;
      const load = () => {
        if (group.open) opened.add(phase);
        else opened.delete(phase);
        if (loaded || !group.open) return;
        loaded = true;
        for (const form of forms) form.load();
      };
      group.addEventListener("toggle", load);
      load();
      return group;
    });
}

function stat(label, value, testid) {
  return el(
    "div",
    { class: "stat" },
    el("span", { class: "stat-label", text: label }),
    el("span", { class: "stat-value", testid, text: String(value) }),
  );
}

/** A player's pause, demoralisation and inspiration as tags. */
export function statusTags(player) {
  return [
    player.paused && el("span", { class: "tag", text: t("web.league.paused") }),
    player.demoralised && el("span", { class: "tag warn", text: t("web.league.demoralised") }),
    player.inspired && el("span", { class: "tag", text: t("web.league.inspired") }),
  ];
}

/** The player's own numbers: credits, fleet, technologies, alliance, pauses. */
function summary(view) {
  const me = myself(view);
  const detail = view.me_detail;
  const fleet = detail.fleet;
  const alliance = view.alliances.find((a) => a.id === me.alliance);
  const mine = view.proposals.filter((p) => p.members.includes(me.id));
  const names = (ids) => ids.map((id) => playerName(view, id)).join(", ");
  return el(
    "section",
    { class: "panel league-summary", testid: "my-summary" },
    el(
      "h2",
      {},
      `${me.name} — ${me.faction_name} `,
      statusTags(me),
    ),
    el(
      "div",
      { class: "stats" },
      stat(t("web.league.credits"), detail.credits, "credits"),
      stat(t("web.league.available"), detail.available, "available"),
      stat(t("web.league.reserved"), detail.reserved, "reserved"),
      stat(t("web.league.pauses_left"), detail.pauses_left, "pauses-left"),
    ),
    el("h3", { text: t("web.league.fleet") }),
    el(
      "div",
      { class: "stats" },
      stat(t("web.league.ships_total"), fleet.total, "ships-total"),
      stat(t("web.league.ships_attacking"), fleet.attacking, "ships-attacking"),
      stat(t("web.league.ships_defensive"), fleet.defensive, "ships-defensive"),
      stat(t("web.league.free_attacking"), fleet.free_attacking, "free-attacking"),
      stat(t("web.league.free_defensive"), fleet.free_defensive, "free-defensive"),
    ),
    fleet.roles.length
      ? el(
          "ul",
          { class: "league-roles", testid: "ship-roles" },
          fleet.roles.map((role) =>
            el("li", { text: t("web.league.role_ships", { what: role.what, n: role.ships }) }),
          ),
        )
      : el("p", { class: "empty", text: t("web.league.ships_idle") }),
    el("h3", { text: t("web.league.technologies") }),
    me.techs.length
      ? el("ul", { class: "league-roles" }, me.techs.map((tech) => el("li", { text: tech.name })))
      : el("p", { class: "empty", text: t("web.league.no_techs") }),
    el("h3", { text: t("web.league.alliance") }),
    el("p", {
      testid: "my-alliance",
      text: alliance
        ? t("web.league.alliance_of", {
            members: names(alliance.members),
            round: alliance.formed,
            until: alliance.bound_until,
          })
        : t("web.league.no_alliance"),
    }),
    mine.length > 0 &&
      el(
        "ul",
        { class: "league-roles", testid: "my-proposals" },
        mine.map((p) =>
          el("li", {
            text: t("web.league.proposal", {
              id: p.id,
              members: names(p.members),
              consents: names(p.consents) || "—",
            }),
          }),
        ),
      ),
  );
}

/** The viewer's declarations this round. */
export function declarationList(view, declarations) {
  if (!declarations.length) {
    return el("p", { class: "empty", text: t("web.league.no_declarations") });
  }
  return el(
    "ul",
    { class: "league-declarations", testid: "declarations" },
    declarations.map((d) =>
      el(
        "li",
        {
          testid: `declaration-${d.id}`,
          class: cls(d.status, d.player === view.me.player && "league-mine"),
        },
        el("strong", { text: `${kindName(d.kind)}: ${d.target_name}` }),
        " — ",
        t("web.league.declaration_line", {
          player: playerName(view, d.player),
          distance: d.distance,
          penalty: d.penalty,
        }),
        d.joins.length > 0 &&
          ` · ${t("web.league.joined_by", {
            names: d.joins.map((j) => playerName(view, j.player)).join(", "),
          })}`,
        d.status !== "active" && el("span", { class: "tag", text: declarationStatus(d.status) }),
      ),
    ),
  );
}

/** The player's tab. */
export class PlayerTab {
  constructor(page) {
    this.page = page;
    this.opened = new Set(); // the phases whose moves the player unfolded
  }

  draw(view) {
    const me = view.me.player;
    const battles = battlesInOrder(
      view.battles.filter(
        (b) => b.round === view.league.round && b.participants.some((p) => p.player === me),
      ),
    );
    const commands = view.commands.filter((c) => c.who !== "organiser");
    return el(
      "div",
      { class: "league-player", testid: "player-tab" },
      el(
        "div",
        { class: "league-columns" },
        summary(view),
        el(
          "section",
          { class: "panel" },
          el("h2", { text: t("web.league.round_declarations") }),
          declarationList(view, view.declarations),
          el("h2", { text: t("web.league.my_battles") }),
          battles.length
            ? battles.map((b) => battleCard(view, this.page.token, b))
            : el("p", { class: "empty", text: t("web.league.no_battles") }),
        ),
      ),
      el(
        "section",
        { class: "panel league-commands", testid: "commands" },
        el("h2", { text: t("web.league.moves") }),
        commands.length
          ? commandGroups(
              view,
              commands,
              (command) => new CommandForm(this.page, command),
              this.opened,
            )
          : el("p", { class: "empty", text: t("web.league.no_moves") }),
      ),
    );
  }
}
