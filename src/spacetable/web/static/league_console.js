// The organiser's console: the league's phase with "advance now" and "start", the players
// with their links and the register form, the round's battles (disputes first) with
// no-shows, results and overrides, and acting for a player on a move handed in on paper.

import { el, showError, t } from "/static/common.js";
import { battleCard, battlesInOrder } from "/static/league_battles.js";
import { leagueUrl } from "/static/league_client.js";
import { CommandForm } from "/static/league_forms.js";
import { declarationList, PHASE_COMMANDS, statusTags } from "/static/league_player.js";
import { copyLink, field, leagueTable } from "/static/league_ui.js";
import { leagueTime, playerName } from "/static/league_view.js";

/** The commands the console draws in their own places (the rest go to "other commands"). */
const CONSOLE_COMMANDS = new Set([
  "register",
  "register_newcomer",
  "start",
  "advance",
  "override",
  "no_show",
  "enter_result",
]);

/** A player's allies by name ("" outside an alliance). */
function allies(view, player) {
  const alliance = view.alliances.find((a) => a.id === player.alliance);
  if (!alliance) return "";
  return alliance.members
    .filter((id) => id !== player.id)
    .map((id) => playerName(view, id))
    .join(", ");
}

/** The organiser's console tab; new links survive the redraws. */
export class ConsoleTab {
  constructor(page) {
    this.page = page;
    this.links = new Map(); // player id ("" for the console) -> token
    this.actFor = { player: null, command: null, phase: null };
  }

  draw(view) {
    return el(
      "div",
      { class: "league-console", testid: "console-tab" },
      el("div", { class: "league-columns" }, this.header(view), this.players(view)),
      this.battles(view),
      el(
        "div",
        { class: "league-columns" },
        this.actForPlayer(view),
        el(
          "section",
          { class: "panel" },
          el("h2", { text: t("web.league.declarations") }),
          declarationList(view, view.declarations),
        ),
      ),
      this.otherCommands(view),
    );
  }

  /** The organiser's commands the console has no place of their own for, as forms. */
  otherCommands(view) {
    const forms = view.commands
      .filter((c) => (c.who === "organiser" || c.who === "both") && !CONSOLE_COMMANDS.has(c.name))
      .map((command) => new CommandForm(this.page, command));
    if (!forms.length) return null;
    const group = el(
      "details",
      { class: "league-group", testid: "organiser-commands" },
      el("summary", { text: t("web.league.organiser_commands") }),
      el("div", { class: "league-forms" }, forms.map((form) => form.node)),
    );
    // The forms ask for their choices when the group is first opened.
    group.addEventListener("toggle", () => forms.forEach((form) => form.load()), { once: true });
    return el("section", { class: "panel" }, group);
  }

  /** The organiser's own command as a confirmed button. */
  button(view, name, question, testid) {
    const command = view.commands.find((c) => c.name === name);
    if (!command) return null;
    return el("button", {
      type: "button",
      class: "primary",
      testid,
      text: command.label,
      onclick: () => {
        if (confirm(question)) this.page.run(name, {});
      },
    });
  }

  header(view) {
    const league = view.league;
    const started = league.round > 0;
    return el(
      "section",
      { class: "panel league-header", testid: "console-header" },
      el("h2", { text: league.name }),
      el(
        "dl",
        { class: "league-facts" },
        el("dt", { text: t("web.league.round") }),
        el("dd", { testid: "console-round", text: started ? String(league.round) : "—" }),
        el("dt", { text: t("web.league.phase") }),
        el("dd", {
          testid: "console-phase",
          text: league.finished ? t("web.league.finished") : (league.phase_name ?? "—"),
        }),
        el("dt", { text: t("web.league.deadline") }),
        el("dd", { text: leagueTime(view, league.deadline) || "—" }),
        el("dt", { text: t("web.league.time_zone") }),
        el("dd", { text: league.tz }),
      ),
      el(
        "div",
        { class: "form-actions league-buttons" },
        !started && this.button(view, "start", t("web.league.confirm_start"), "start-season"),
        started &&
          !league.finished &&
          this.button(view, "advance", t("web.league.confirm_advance"), "advance"),
        el("button", {
          type: "button",
          testid: "reissue-console",
          text: t("web.league.reissue_console"),
          onclick: () => this.reissue(null),
        }),
      ),
      this.linkOf(""),
    );
  }

  linkOf(key) {
    const token = this.links.get(key);
    return token ? copyLink(leagueUrl(token), key ? `link-${key}` : "console-new-link") : null;
  }

  async reissue(player) {
    const question = player
      ? t("web.league.confirm_reissue", { name: playerName(this.page.view, player) })
      : t("web.league.confirm_reissue_console");
    if (!confirm(question)) return;
    try {
      const { token } = await this.page.client.reissue(player);
      if (player === null) this.page.useToken(token);
      this.links.set(player ?? "", token);
      this.page.redraw();
    } catch (error) {
      showError(error.message);
    }
  }

  players(view) {
    const rows = view.players.map((player) =>
      el(
        "tr",
        { testid: `player-${player.id}` },
        el("td", {}, el("strong", { text: player.name }), " ", statusTags(player)),
        el("td", { text: player.faction_name }),
        el("td", { text: allies(view, player) }),
        el("td", { class: "num", text: String(player.territories) }),
        el("td", { class: "num", text: player.credits ?? "" }),
        el(
          "td",
          {},
          el("button", {
            type: "button",
            testid: "reissue",
            text: t("web.league.reissue"),
            onclick: () => this.reissue(player.id),
          }),
          this.linkOf(player.id),
        ),
      ),
    );
    // Players register before the season starts; newcomers later, for round 4 or 8.
    const registering = view.league.round ? "register_newcomer" : "register";
    const register = view.league.finished
      ? null
      : view.commands.find((c) => c.name === registering);
    let form = null;
    if (register) {
      form = new CommandForm(this.page, register, {
        onDone: (reply) => {
          for (const [id, token] of Object.entries(reply.links ?? {})) this.links.set(id, token);
        },
      });
      form.load();
    }
    return el(
      "section",
      { class: "panel", testid: "console-players" },
      el("h2", { text: t("web.league.players") }),
      view.players.length
        ? leagueTable(
            [
              t("web.league.col.player"),
              t("web.league.col.faction"),
              t("web.league.alliance"),
              t("web.league.col.planets"),
              t("web.league.credits"),
              t("web.league.col.link"),
            ],
            rows,
          )
        : el("p", { class: "empty", text: t("web.league.no_players") }),
      form?.node,
    );
  }

  battles(view) {
    const round = view.battles.filter((b) => b.round === view.league.round);
    const enter = view.commands.find((c) => c.name === "enter_result");
    const override = view.commands.find((c) => c.name === "override");
    const noShow = view.commands.find((c) => c.name === "no_show");
    const cards = battlesInOrder(round).map((battle) => {
      const open = battle.status !== "settled";
      const forms = [];
      const section = (command, testid) => {
        const form = new CommandForm(this.page, command, {
          fixed: { battle: battle.id },
          battle,
          title: false,
        });
        const box = el(
          "details",
          { class: "league-group", testid },
          el("summary", { text: command.label }),
          form.node,
        );
        box.addEventListener("toggle", () => form.load(), { once: true });
        forms.push(box);
      };
      if (open && enter) section(enter, "enter-for-player");
      if (open && override) section(override, "override");
      const actions =
        open && noShow
          ? (participant) =>
              battle.no_shows.includes(participant.player)
                ? null
                : el("button", {
                    type: "button",
                    testid: "no-show",
                    text: t("web.league.no_show_button"),
                    onclick: () => {
                      const name = playerName(view, participant.player);
                      if (confirm(t("web.league.confirm_no_show", { name }))) {
                        this.page.run("no_show", { battle: battle.id, player: participant.player });
                      }
                    },
                  })
          : null;
      return battleCard(view, this.page.token, battle, { actions, extra: forms });
    });
    return el(
      "section",
      { class: "panel", testid: "console-battles" },
      el("h2", { text: t("web.league.round_battles", { round: view.league.round }) }),
      cards.length ? cards : el("p", { class: "empty", text: t("web.league.no_battles") }),
    );
  }

  /** Pick a player and one of the players' commands; the form asks for a reason. */
  actForPlayer(view) {
    const commands = view.commands.filter((c) => c.who === "player" || c.who === "both");
    const state = this.actFor;
    if (!view.players.some((p) => p.id === state.player)) {
      state.player = view.players[0]?.id ?? null;
    }
    if (state.phase !== view.league.phase || !commands.some((c) => c.name === state.command)) {
      // The first move of the phase now open, else the first of all.
      const now = PHASE_COMMANDS[view.league.phase] ?? [];
      const first = commands.find((c) => now.includes(c.name)) ?? commands[0];
      state.command = first?.name ?? null;
      state.phase = view.league.phase;
    }
    const box = el("div", { class: "league-act-form" });
    const draw = () => {
      const command = commands.find((c) => c.name === state.command);
      if (!command || !state.player) {
        box.replaceChildren();
        return;
      }
      const form = new CommandForm(this.page, command, { player: state.player, title: false });
      box.replaceChildren(form.node);
      form.load();
    };
    const playerSelect = el(
      "select",
      {
        testid: "act-player",
        onchange: (event) => {
          state.player = event.target.value;
          draw();
        },
      },
      view.players.map((p) =>
        el("option", { value: p.id, selected: p.id === state.player, text: p.name }),
      ),
    );
    const commandSelect = el(
      "select",
      {
        testid: "act-command",
        onchange: (event) => {
          state.command = event.target.value;
          draw();
        },
      },
      commands.map((c) =>
        el("option", { value: c.name, selected: c.name === state.command, text: c.label }),
      ),
    );
    draw();
    return el(
      "section",
      { class: "panel", testid: "act-for" },
      el("h2", { text: t("web.league.act_for") }),
      el("p", { class: "note", text: t("web.league.act_for_note") }),
      view.players.length && commands.length
        ? [
            el(
              "div",
              { class: "form-row" },
              field(t("web.league.field.player"), playerSelect),
              field(t("web.league.command"), commandSelect),
            ),
            box,
          ]
        : el("p", { class: "empty", text: t("web.league.no_moves") }),
    );
  }
}
