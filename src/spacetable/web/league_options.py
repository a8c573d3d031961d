"""A command's choices for a viewer's form, each dry-run through the rules: whether it is
allowed now and, if not, why (``GET /api/league/<token>/options``). Nothing is stored.

Each command has the field its form picks (a target, a territory, a battle, ...) and the
candidates for it; the other arguments come from the form (``given``) or neutral defaults.
:func:`hidden_refusals` keeps refusals from telling a player about declarations they may not
see yet; the commands endpoint uses it too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.battle_effects import usable_effects
from spacetable.league.combat.battles import ship_name
from spacetable.league.combat.outcomes import SPOILS, spoils_choices
from spacetable.league.office.commands import COMMANDS, Actor, execute
from spacetable.league.office.describe import effect_name
from spacetable.league.rounds.declarations import phase_refusals, visible_declarations
from spacetable.league.rounds.entry import ENTRY_LAND, capital_choices, land_choices
from spacetable.league.season.calendar import Phase
from spacetable.league.season.state import League
from spacetable.web.league_view import territory_name

DRY_RUN_REASON = "options"  # the reason an organiser acting for a player would give
# Commands whose refusals name declarations (a target attacked or not, a declaration's id):
# while the attack phase is open a player is told only that it is not their phase.
PHASE_OF = {
    "recall": Phase.RECALL,
    "join": Phase.JOINING,
    "defend": Phase.DEFENCE,
    "hire_mercenaries": Phase.DEFENCE,
    "hire_smugglers": Phase.DEFENCE,
}
NAME_THE_PLAYER = Reason(
    "choose the player you act for", "выберите игрока, за которого вы действуете"
)


@dataclass(frozen=True)
class Candidate:
    """One choice of a form: its ``value``, ``label``, the arguments of its dry run, for a
    choice that brings further ones (a captured capital's territories) its ``choices``, and
    the other arguments it must be sent with (``sends``: an effect's battle)."""

    value: Any
    label: str
    args: dict[str, Any]
    choices: list[dict[str, str]] = field(default_factory=list)
    sends: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Ask:
    """Who asks: the ``viewer`` (None: the organiser), the player the form acts for
    (``acting``: the viewer, or whom the organiser names), the language and the arguments
    the form gives besides the choice."""

    league: League
    viewer: str | None
    acting: str | None
    lang: str
    given: Mapping[str, Any]

    def name(self, player: str | None) -> str:
        """A player's name."""
        found = self.league.players.get(player or "")
        return found.name if found else str(player)

    def place(self, territory: str) -> str:
        """A territory's name."""
        return territory_name(self.league, territory, self.lang)

    def held_by(self, player: str | None) -> list[str]:
        """The territories ``player`` holds (none for nobody)."""
        return self.league.territories_of(player) if player else []


Candidates = Callable[[Ask], list[Candidate]]


def hidden_refusals(league: League, viewer: str | None, name: str) -> list[Reason]:
    """For a player sending command ``name`` while other players' declarations are secret,
    the only reasons they may be told: that it is not the command's phase. Empty when the
    rules' own refusals may be shown."""
    phase = PHASE_OF.get(name)
    if viewer is None or phase is None or league.phase is not Phase.ATTACK:
        return []
    return phase_refusals(league, phase, viewer)


def _territories(ask: Ask, territories: list[str]) -> list[Candidate]:
    return [Candidate(t, ask.place(t), {"territory": t}) for t in territories]


def _own_territories(ask: Ask) -> list[Candidate]:
    return _territories(ask, ask.held_by(ask.acting))


def _defendable(ask: Ask) -> list[Candidate]:
    mine = set(ask.held_by(ask.acting))
    for ally in ask.league.allies_of(ask.acting) if ask.acting else ():
        mine.update(ask.held_by(ally))
    return _territories(ask, [t for t in ask.league.galaxy.territories if t in mine])


def _target_label(ask: Ask, territory: str) -> str:
    owner = ask.league.owners.get(territory)
    place = ask.place(territory)
    return place if owner is None else f"{place} — {ask.name(owner)}"


def _targets(neutral: bool) -> Candidates:
    def targets(ask: Ask) -> list[Candidate]:
        found = []
        for t in ask.league.galaxy.territories:
            owner = ask.league.owners.get(t)
            if neutral != (owner is None) or (owner is not None and owner == ask.acting):
                continue
            found.append(Candidate(t, _target_label(ask, t), {"target": t}))
        return found

    return targets


def _attack_targets(near_capital: bool) -> Candidates:
    """Other players' territories (for entry attacks, those next to the acting player's
    capital), each dry-run as the only target of the attacks declared together."""

    def targets(ask: Ask) -> list[Candidate]:
        who = ask.league.players.get(ask.acting or "")
        near = None
        if near_capital and who is not None and who.capital is not None:
            near = set(ask.league.galaxy.neighbours(who.capital))
        return [
            Candidate(t, _target_label(ask, t), {"targets": [t]})
            for t in ask.league.galaxy.territories
            if ask.league.owners.get(t) not in (None, ask.acting) and (near is None or t in near)
        ]

    return targets


KIND_LABELS = {
    "attack": {"en": "attack on", "ru": "атака на"},
    "colonisation": {"en": "colonisation of", "ru": "колонизация"},
}


def _declarations(own: bool) -> Candidates:
    def declarations(ask: Ask) -> list[Candidate]:
        found = []
        for d in visible_declarations(ask.league, ask.viewer):
            if d.status != "active" or (own and d.player != ask.acting):
                continue
            what = f"{KIND_LABELS[d.kind][ask.lang]} {ask.place(d.target)}"
            label = f"{d.id}: {what}" if own else f"{d.id}: {ask.name(d.player)}, {what}"
            found.append(Candidate(d.id, label, {"declaration": d.id}))
        return found

    return declarations


def _battle_label(ask: Ask, battle: str) -> str:
    found = ask.league.battles[battle]
    return f"{battle}: {ask.place(found.territory)}"


def _battles(args: Callable[[Ask, str], dict[str, Any]]) -> Candidates:
    """This round's battles, each dry-run with ``args(ask, battle)``."""

    def battles(ask: Ask) -> list[Candidate]:
        return [
            Candidate(b.id, _battle_label(ask, b.id), args(ask, b.id))
            for b in ask.league.battles.values()
            if b.round == ask.league.round
        ]

    return battles


def _someone_in(ask: Ask, battle: str) -> str:
    """The player a battle's dry run is about: the one acted for, else the first present."""
    found = ask.league.battles[battle]
    present = found.present() or [p.player for p in found.participants]
    return ask.acting if ask.acting is not None else present[0]


def _override_args(ask: Ask, battle: str) -> dict[str, Any]:
    found = ask.league.battles[battle]
    results = {
        p: {
            "points": found.results[p].points if p in found.results else 0,
            "destroyed_in_flight": (
                found.results[p].destroyed_in_flight if p in found.results else None
            ),
        }
        for p in found.present()
    }
    return {"battle": battle, "results": results, "reason": DRY_RUN_REASON}


def _players(args: Callable[[Ask, str], dict[str, Any]]) -> Candidates:
    """The other players, each dry-run with ``args(ask, player)``."""

    def players(ask: Ask) -> list[Candidate]:
        return [
            Candidate(
                p.id,
                f"{p.name} ({ask.league.factions[p.faction].name.text(ask.lang)})",
                args(ask, p.id),
            )
            for p in ask.league.players.values()
            if p.id != ask.acting
        ]

    return players


JOINING_LABEL = {
    "en": "{members} (joining {alliance})",
    "ru": "{members} (вступление в {alliance})",
}


def _proposals(ask: Ask) -> list[Candidate]:
    """The proposals to consent to: new alliances, and joins with the alliance they enlarge."""
    found = []
    for p in ask.league.proposals.values():
        members = ", ".join(ask.name(m) for m in p.members)
        if p.joins:
            members = JOINING_LABEL[ask.lang].format(members=members, alliance=p.joins)
        found.append(Candidate(p.id, f"{p.id}: {members}", {"alliance": p.id}))
    return found


def _joinable(ask: Ask) -> list[Candidate]:
    """The formed alliances to join, each with its members and the acting player as the
    further choices the page splits the dues between."""
    found = []
    for a in ask.league.alliances.values():
        members = list(a.members)
        if ask.acting is not None and ask.acting not in members:
            members.append(ask.acting)
        found.append(
            Candidate(
                a.id,
                f"{a.id}: {', '.join(ask.name(m) for m in a.members)}",
                {"alliance": a.id},
                [{"value": m, "label": ask.name(m)} for m in members],
            )
        )
    return found


def _factions(ask: Ask) -> list[Candidate]:
    taken = {p.name.casefold() for p in ask.league.players.values()}
    name = next(f"#{n}" for n in range(1, len(taken) + 2) if f"#{n}" not in taken)
    return [
        Candidate(f, faction.name.text(ask.lang), {"name": name, "faction": f})
        for f, faction in ask.league.factions.items()
    ]


def _placement(ask: Ask, builds: str | None) -> list[str] | None:
    """A placement for a dry run of a technology that builds something: the first
    territories that could take it (the form chooses the real one)."""
    if builds is None or ask.acting is None:
        return None
    held = ask.held_by(ask.acting)
    faction = ask.league.factions[ask.league.players[ask.acting].faction]
    if builds == "smuggler_den":
        return held[: faction.smuggler_dens]
    capitals = {p.capital for p in ask.league.players.values()}
    exits = [t for t in ask.league.galaxy.territories if t not in capitals and t not in held[:1]]
    return held[:1] + exits[: faction.wormhole_exits]


def _techs(ask: Ask) -> list[Candidate]:
    return [
        Candidate(
            t.id,
            f"{t.name.text(ask.lang)} ({t.label})",
            {"tech": t.id, "placement": _placement(ask, t.builds)},
        )
        for t in ask.league.techs
    ]


def _spoils(ask: Ask) -> list[Candidate]:
    found = []
    for capital, (winner, _) in ask.league.spoils_owed.items():
        if winner != ask.acting:
            continue
        choices = spoils_choices(ask.league, capital)
        found.append(
            Candidate(
                capital,
                ask.place(capital),
                {"capital": capital, "territories": choices[:SPOILS]},
                [{"value": t, "label": ask.place(t)} for t in choices],
            )
        )
    return found


NO_CAPITAL = {
    "en": "No neutral territory is left: enter by attacks",
    "ru": "Ничейных территорий не осталось: вход атаками",
}


def _entry_capitals(ask: Ask) -> list[Candidate]:
    """The capitals a newcomer may take, each with the neutral territories next to it (the
    first :data:`~spacetable.league.rounds.entry.ENTRY_LAND` in its dry run); with none available,
    entering without a capital."""
    found = []
    for capital in capital_choices(ask.league):
        land = land_choices(ask.league, capital)
        found.append(
            Candidate(
                capital,
                ask.place(capital),
                {"capital": capital, "territories": land[:ENTRY_LAND]},
                [{"value": t, "label": ask.place(t)} for t in land],
            )
        )
    return found or [Candidate(None, NO_CAPITAL[ask.lang], {"capital": None, "territories": []})]


SMUGGLER_LABEL = {"en": "{territory} (the den on {den})", "ru": "{territory} (логово на {den})"}


def _smuggler_hires(ask: Ask) -> list[Candidate]:
    """The territories next to each smugglers' den the acting player holds."""
    found = []
    held = ask.held_by(ask.acting)
    for den in (d for d in ask.league.dens if d in held):
        for t in ask.league.galaxy.neighbours(den):
            label = SMUGGLER_LABEL[ask.lang].format(territory=ask.place(t), den=ask.place(den))
            found.append(Candidate(t, label, {"den": den, "territory": t}, sends={"den": den}))
    return found


def _expulsions(ask: Ask) -> list[Candidate]:
    """The hired ships still in this round's battles the acting player attacks in."""
    found = []
    for b in ask.league.battles.values():
        ship = b.participant(ask.acting or "")
        if b.round != ask.league.round or ship is None or ship.role != "attacker":
            continue
        for hired in (p.player for p in b.participants if p.hired and p.player not in b.expelled):
            label = f"{_battle_label(ask, b.id)} — {ship_name(ask.league, hired, ask.lang)}"
            found.append(
                Candidate(hired, label, {"battle": b.id, "hired": hired}, sends={"battle": b.id})
            )
    return found


SWAP_LABEL = {"en": "{give} for {take} ({ally})", "ru": "{give} на {take} ({ally})"}
SWAP_OFFER = {
    "en": "{swap}: {player} gives {give} for {take}",
    "ru": "{swap}: {player} отдаёт {give} за {take}",
}


def _swap_pairs(ask: Ask) -> list[Candidate]:
    """Each of the acting player's territories against each of their allies'."""
    found = []
    mine = ask.held_by(ask.acting)
    allies = ask.league.allies_of(ask.acting) if ask.acting else frozenset()
    for ally in (p for p in ask.league.players if p in allies):
        for take in ask.held_by(ally):
            for give in mine:
                label = SWAP_LABEL[ask.lang].format(
                    give=ask.place(give), take=ask.place(take), ally=ask.name(ally)
                )
                found.append(
                    Candidate(take, label, {"give": give, "take": take}, sends={"give": give})
                )
    return found


def _swap_offers(ask: Ask) -> list[Candidate]:
    """The swap offers made to the acting player."""
    return [
        Candidate(
            s.id,
            SWAP_OFFER[ask.lang].format(
                swap=s.id, player=ask.name(s.player), give=ask.place(s.give), take=ask.place(s.take)
            ),
            {"swap": s.id},
        )
        for s in ask.league.swap_proposals.values()
        if s.partner == ask.acting
    ]


EFFECT_COSTS = {"en": "{costs} credits", "ru": "{costs} ИК"}
EFFECT_PENALTY = {"en": "penalty {penalty}", "ru": "штраф {penalty}"}


def _battle_effects(ask: Ask) -> list[Candidate]:
    """The acting player's paid in-flight effects in each of their battles this round (only
    the battle given, if one is)."""
    if ask.acting not in ask.league.players:
        return []
    assert ask.acting is not None
    usable = usable_effects(ask.league, ask.acting).values()
    fixed = ask.given.get("battle")
    found = []
    for b in ask.league.battles.values():
        if b.round != ask.league.round or b.participant(ask.acting) is None:
            continue
        if fixed is not None and b.id != fixed:
            continue
        for effect in usable:
            costs = "/".join(str(c) for c in effect.costs)
            price = EFFECT_COSTS[ask.lang].format(costs=costs) if costs else ""
            fine = EFFECT_PENALTY[ask.lang].format(penalty=effect.penalty) if effect.penalty else ""
            label = f"{effect_name(ask.league, ask.acting, effect.id, ask.lang)} ({price or fine})"
            args = {"battle": b.id, "effect": effect.id}
            found.append(
                Candidate(
                    effect.id,
                    label if fixed else f"{_battle_label(ask, b.id)} — {label}",
                    args | {"paid": effect.costs[0] if effect.costs else None},
                    sends={} if fixed else {"battle": b.id},
                )
            )
    return found


_in_battle = _battles(lambda ask, b: {"battle": b})

# Each command's field and its candidates. The commands without a choice get one dry run
# with the arguments given; so does a command missing here (added to the rules since).
FIELDS: dict[str, tuple[str, Candidates]] = {
    "register": ("faction", _factions),
    "register_newcomer": ("faction", _factions),
    "override": ("battle", _battles(_override_args)),
    "no_show": ("battle", _battles(lambda ask, b: {"battle": b, "player": _someone_in(ask, b)})),
    "enter_result": (
        "battle",
        _battles(lambda ask, b: {"battle": b, "points": 0, "player": _someone_in(ask, b)}),
    ),
    "confirm": ("battle", _in_battle),
    "use_battle_effect": ("effect", _battle_effects),
    "expel": ("hired", _expulsions),
    "let_hold": ("battle", _in_battle),
    "propose_alliance": ("members", _players(lambda ask, p: {"members": [ask.acting, p]})),
    "force_alliance": ("target", _players(lambda ask, p: {"target": p})),
    "propose_joining": ("alliance", _joinable),
    "consent": ("alliance", _proposals),
    "give_up_planet": ("territory", _own_territories),
    "buy_tech": ("tech", _techs),
    "take_free_tech": ("tech", _techs),
    "move_capital": ("territory", _own_territories),
    "propose_swap": ("take", _swap_pairs),
    "accept_swap": ("swap", _swap_offers),
    "enter": ("capital", _entry_capitals),
    "declare_attack": ("target", _targets(neutral=False)),
    "declare_colonisation": ("target", _targets(neutral=True)),
    "declare_entry_attacks": ("targets", _attack_targets(near_capital=True)),
    "declare_return": ("targets", _attack_targets(near_capital=False)),
    "recall": ("declaration", _declarations(own=True)),
    "join": ("declaration", _declarations(own=False)),
    "defend": ("territory", _defendable),
    "hire_mercenaries": ("territory", _own_territories),
    "hire_smugglers": ("territory", _smuggler_hires),
    "take_spoils": ("capital", _spoils),
    "name_capital": ("territory", _own_territories),
}
NO_CHOICE = frozenset({"start", "advance", "pause", "leave_alliance", "set_calendar"})


def options(
    league: League,
    viewer: str | None,
    name: str,
    player: str | None,
    given: Mapping[str, Any],
    lang: str,
) -> dict[str, Any]:
    """The choices of command ``name`` for ``viewer`` (None: the organiser, acting for
    ``player`` if given) with the other arguments ``given``, each dry-run. Raises
    :class:`Refused` for an unknown command and for a player's command the organiser asks
    about without naming the player."""
    command = COMMANDS.get(name)
    if command is None:
        execute(league, Actor(viewer), name)  # refuses the unknown command, naming the known
    assert command is not None
    acting = viewer if viewer is not None else player
    if viewer is None and command.who == "player" and player is None:
        raise Refused([NAME_THE_PLAYER])
    ask = Ask(league, viewer, acting, lang, given)
    field_name, candidates = FIELDS.get(name, (None, None))
    found = candidates(ask) if candidates else [Candidate(None, command.label.text(lang), {})]
    return {
        "command": name,
        "field": field_name,
        "options": [_dry_run(ask, name, player, {**c.args, **given}, c) for c in found],
    }


def _dry_run(
    ask: Ask, name: str, player: str | None, args: dict[str, Any], candidate: Candidate
) -> dict[str, Any]:
    acting_for = player if ask.viewer is None and COMMANDS[name].who == "player" else None
    reasons = hidden_refusals(ask.league, ask.viewer, name)
    if not reasons:
        try:
            execute(
                ask.league,
                Actor(ask.viewer),
                name,
                args,
                player=acting_for,
                reason=DRY_RUN_REASON if acting_for else None,
            )
        except Refused as refused:
            reasons = refused.reasons
    option: dict[str, Any] = {
        "value": candidate.value,
        "label": candidate.label,
        "ok": not reasons,
        "reasons": [r.text(ask.lang) for r in reasons],
    }
    if candidate.choices:
        option["choices"] = candidate.choices
    if candidate.sends:
        option["args"] = candidate.sends
    return option
