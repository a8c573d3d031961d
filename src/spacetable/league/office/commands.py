"""The league's commands by name: what a person may ask of the league, the shape of the
arguments, who may ask, and the rules function that turns it into events.

The web pages and the command line send a command as a name and a JSON object of
arguments; :func:`execute` checks the arguments (every field's problem listed), the actor's
right to the command, and then the rules (the command's own :class:`Refused`). A player
acts for themself; the organiser runs the organiser's commands and may act for any player
(a move handed in on paper, a dispute settled), which the audit log records with the
organiser's reason, which is then required.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spacetable.engine.records import field_errors
from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.battle_effects import usable_effects, use_battle_effect
from spacetable.league.combat.battles import confirm, enter_result, no_show, override
from spacetable.league.combat.expulsion import expel, let_hold
from spacetable.league.combat.outcomes import name_capital, take_spoils
from spacetable.league.office.phases import advance
from spacetable.league.rounds.alliances import (
    consent,
    force_alliance,
    give_up_planet,
    leave_alliance,
    propose_alliance,
    propose_joining,
)
from spacetable.league.rounds.declarations import declare_attack, declare_colonisation, join, recall
from spacetable.league.rounds.defence import defend, hire_mercenaries
from spacetable.league.rounds.elimination import declare_return
from spacetable.league.rounds.entry import (
    declare_entry_attacks,
    enter,
    register_newcomer,
    take_free_tech,
)
from spacetable.league.rounds.preparation import buy_tech, move_capital, pause
from spacetable.league.rounds.smugglers import hire_smugglers
from spacetable.league.rounds.swaps import accept_swap, propose_swap
from spacetable.league.rulebook.factions import Faction
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import DeadlineSetting, Event
from spacetable.league.season.frame import register, set_calendar, start
from spacetable.league.season.state import League

ORGANISER = "organiser"
MAX_REASON = 500


@dataclass(frozen=True)
class Actor:
    """Who sends a command: the organiser, or the player ``player``."""

    player: str | None = None  # None: the organiser

    @property
    def label(self) -> str:
        """The actor as the audit log names them: "organiser" or "player:<id>"."""
        return ORGANISER if self.player is None else f"player:{self.player}"


class Args(BaseModel):
    """A command's arguments; unknown fields are refused."""

    model_config = ConfigDict(extra="forbid")


class NoArgs(Args):
    """A command without arguments."""


class OnTerritory(Args):
    """A command about one territory."""

    territory: str = Field(min_length=1, max_length=40)


class OnTarget(Args):
    """A declaration on a target territory, optionally with the Hyperdrive Module."""

    target: str = Field(min_length=1, max_length=40)
    hyperdrive: bool = False


class OnDeclaration(Args):
    """A command about one declaration (its id, e.g. "r3d2")."""

    declaration: str = Field(min_length=1, max_length=40)


class JoinArgs(OnDeclaration):
    """Joining a declaration, optionally with the Hyperdrive Module."""

    hyperdrive: bool = False


class OnAlliance(Args):
    """A command about one alliance (its id, e.g. "a1")."""

    alliance: str = Field(min_length=1, max_length=40)


class Proposal(Args):
    """An alliance put up: its members and the agreed split of the dues (None: evenly)."""

    members: list[str] = Field(min_length=1, max_length=8)
    split: dict[str, int] | None = None


class JoiningProposal(OnAlliance):
    """Joining a formed alliance, with the agreed split of what the join pays at once
    (None: evenly)."""

    split: dict[str, int] | None = None


class TechPurchase(Args):
    """A technology bought, with the territories its structures go to."""

    tech: str = Field(min_length=1, max_length=40)
    placement: list[str] | None = Field(default=None, max_length=4)


class OnBattle(Args):
    """A command about one battle (its id)."""

    battle: str = Field(min_length=1, max_length=40)


class ResultArgs(OnBattle):
    """A participant's result: points over the flights before penalties, and the flight
    (1-3) their ship was destroyed in. ``player`` is for the organiser entering it."""

    points: int = Field(ge=0, le=999)
    destroyed_in_flight: int | None = Field(default=None, ge=1, le=3)
    player: str | None = None


class EffectArgs(OnBattle):
    """An in-flight effect used in a battle, with the price chosen (None: its only one)."""

    effect: str = Field(min_length=1, max_length=40)
    paid: int | None = Field(default=None, ge=0, le=1000)


class Spoils(Args):
    """The territories taken with a captured capital."""

    capital: str = Field(min_length=1, max_length=40)
    territories: list[str] = Field(max_length=4)


class Registration(Args):
    """A player registered with a faction."""

    name: str = Field(min_length=1, max_length=40)
    faction: str = Field(min_length=1, max_length=40)


class FlightScore(Args):
    """One participant's result as the organiser sets it."""

    points: int = Field(ge=0, le=999)
    destroyed_in_flight: int | None = Field(default=None, ge=1, le=3)


class OverrideArgs(OnBattle):
    """The organiser's results for a battle, with the reason."""

    results: dict[str, FlightScore]
    reason: str = Field(min_length=1, max_length=MAX_REASON)


class NoShowArgs(OnBattle):
    """A participant who did not come to a battle."""

    player: str = Field(min_length=1, max_length=40)


class CalendarArgs(Args):
    """A change of the calendar: the settings given replace the current ones (``deadlines``
    phase by phase)."""

    start: date | None = None
    tz: str | None = Field(default=None, min_length=1, max_length=64)
    deadlines: dict[Phase, DeadlineSetting] | None = None


class Entry(Args):
    """A newcomer entering: the capital (None: no neutral territory is available for one)
    and the neutral territories next to it they take."""

    capital: str | None = Field(default=None, min_length=1, max_length=40)
    territories: list[str] = Field(default=[], max_length=3)


class Targets(Args):
    """Attacks declared together (a newcomer's entry attacks, a return attempt)."""

    targets: list[str] = Field(min_length=1, max_length=3)


class SmugglerHire(OnTerritory):
    """A smuggler ship hired from the den on ``den`` for the territory next to it."""

    den: str = Field(min_length=1, max_length=40)


class Expulsion(OnBattle):
    """Hired defenders the Pirates put out of a battle."""

    hired: Literal["mercenaries", "smugglers"]


class OnPlayer(Args):
    """A command about another player."""

    target: str = Field(min_length=1, max_length=40)


class SwapOffer(Args):
    """One's planet ``give`` offered for an ally's planet ``take``."""

    give: str = Field(min_length=1, max_length=40)
    take: str = Field(min_length=1, max_length=40)


class OnSwap(Args):
    """A command about one planet swap offer (its id, e.g. "s1")."""

    swap: str = Field(min_length=1, max_length=40)


Who = Literal["player", "organiser", "both"]
Run = Callable[[League, str | None, Any], list[Event]]


@dataclass(frozen=True)
class Command:
    """A command: ``who`` may send it ("player": a player for themself, or the organiser for
    a player; "organiser": the organiser only; "both": either, each in their own name), its
    arguments' model and its rules function ``run(league, player, args)`` (``player`` None
    for the organiser in their own name)."""

    name: str
    who: Who
    args: type[Args]
    run: Run
    label: Reason


def _one(made: Event | list[Event]) -> list[Event]:
    return made if isinstance(made, list) else [made]


def _result(league: League, player: str | None, a: ResultArgs) -> list[Event]:
    # A player enters their own result; the organiser (player None) anyone's.
    if player is not None and a.player not in (None, player):
        raise Refused(
            [Reason("you enter only your own result", "можно внести только свой результат")]
        )
    whose = player or a.player
    if whose is None:
        raise Refused(
            [Reason("whose result is it? name the player", "чей результат? укажите игрока")]
        )
    return enter_result(league, player, a.battle, whose, a.points, a.destroyed_in_flight)


def _propose(league: League, player: str | None, a: Proposal) -> list[Event]:
    if player is not None and player not in a.members:
        raise Refused(
            [Reason("you must be one of the members", "вы должны быть в числе участников")]
        )
    return propose_alliance(league, a.members, a.split)


def _override(league: League, _: str | None, a: OverrideArgs) -> list[Event]:
    results = {p: (s.points, s.destroyed_in_flight) for p, s in a.results.items()}
    return override(league, a.battle, results, a.reason)


def _command(name: str, who: Who, args: type[Args], run: Run, en: str, ru: str) -> Command:
    return Command(name, who, args, run, Reason(en, ru))


def _for_player(
    name: str, args: type[Args], run: Callable[[League, str, Any], list[Event]], en: str, ru: str
) -> Command:
    """A player's command: :func:`execute` always names the player it runs for."""

    def checked(league: League, player: str | None, parsed: Any) -> list[Event]:
        assert player is not None  # _actor_refusals refuses a command for nobody
        return run(league, player, parsed)

    return Command(name, "player", args, checked, Reason(en, ru))


COMMANDS: dict[str, Command] = {
    c.name: c
    for c in (
        _command(
            "register",
            "organiser",
            Registration,
            lambda lg, _, a: _one(register(lg, a.name, a.faction)),
            "Register a player",
            "Зарегистрировать игрока",
        ),
        _command(
            "start",
            "organiser",
            NoArgs,
            lambda lg, _, a: _one(start(lg)),
            "Start the season",
            "Начать сезон",
        ),
        _command(
            "advance",
            "organiser",
            NoArgs,
            lambda lg, _, a: advance(lg),
            "Close the phase and open the next",
            "Завершить этап и открыть следующий",
        ),
        _command(
            "override",
            "organiser",
            OverrideArgs,
            _override,
            "Set a battle's results",
            "Установить результаты боя",
        ),
        _command(
            "no_show",
            "organiser",
            NoShowArgs,
            lambda lg, _, a: no_show(lg, a.battle, a.player),
            "Record a no-show",
            "Отметить неявку",
        ),
        _command(
            "set_calendar",
            "organiser",
            CalendarArgs,
            lambda lg, _, a: _one(set_calendar(lg, a.start, a.tz, a.deadlines)),
            "Change the calendar",
            "Изменить календарь",
        ),
        _for_player(
            "propose_alliance",
            Proposal,
            _propose,
            "Propose an alliance",
            "Предложить альянс",
        ),
        _for_player(
            "propose_joining",
            JoiningProposal,
            lambda lg, p, a: propose_joining(lg, p, a.alliance, a.split),
            "Propose joining an alliance",
            "Предложить вступление в альянс",
        ),
        _for_player(
            "consent",
            OnAlliance,
            lambda lg, p, a: consent(lg, p, a.alliance),
            "Agree to an alliance",
            "Согласиться на альянс",
        ),
        _for_player(
            "leave_alliance",
            NoArgs,
            lambda lg, p, a: leave_alliance(lg, p),
            "Leave the alliance",
            "Выйти из альянса",
        ),
        _for_player(
            "give_up_planet",
            OnTerritory,
            lambda lg, p, a: give_up_planet(lg, p, a.territory),
            "Give up a planet for unpaid dues",
            "Отдать планету за неуплату взноса",
        ),
        _for_player(
            "buy_tech",
            TechPurchase,
            lambda lg, p, a: buy_tech(lg, p, a.tech, a.placement),
            "Buy a technology",
            "Купить технологию",
        ),
        _for_player(
            "move_capital",
            OnTerritory,
            lambda lg, p, a: move_capital(lg, p, a.territory),
            "Move the capital",
            "Перенести столицу",
        ),
        _for_player("pause", NoArgs, lambda lg, p, a: pause(lg, p), "Take a pause", "Взять паузу"),
        _for_player(
            "declare_attack",
            OnTarget,
            lambda lg, p, a: declare_attack(lg, p, a.target, hyperdrive=a.hyperdrive),
            "Declare an attack",
            "Объявить атаку",
        ),
        _for_player(
            "declare_colonisation",
            OnTarget,
            lambda lg, p, a: declare_colonisation(lg, p, a.target, hyperdrive=a.hyperdrive),
            "Declare a colonisation",
            "Объявить колонизацию",
        ),
        _for_player(
            "recall",
            OnDeclaration,
            lambda lg, p, a: recall(lg, p, a.declaration),
            "Recall a ship",
            "Отозвать звездолёт",
        ),
        _for_player(
            "join",
            JoinArgs,
            lambda lg, p, a: join(lg, p, a.declaration, hyperdrive=a.hyperdrive),
            "Join a battle",
            "Присоединиться к бою",
        ),
        _for_player(
            "defend",
            OnTerritory,
            lambda lg, p, a: defend(lg, p, a.territory),
            "Defend a territory",
            "Защитить территорию",
        ),
        _for_player(
            "hire_mercenaries",
            OnTerritory,
            lambda lg, p, a: hire_mercenaries(lg, p, a.territory),
            "Hire space mercenaries",
            "Нанять космических наёмников",
        ),
        _command(
            "enter_result",
            "both",
            ResultArgs,
            _result,
            "Enter a battle result",
            "Внести результат боя",
        ),
        _for_player(
            "use_battle_effect",
            EffectArgs,
            lambda lg, p, a: use_battle_effect(lg, p, a.battle, a.effect, a.paid),
            "Record an in-flight effect paid for",
            "Записать оплаченный эффект в полёте",
        ),
        _for_player(
            "confirm",
            OnBattle,
            lambda lg, p, a: confirm(lg, p, a.battle),
            "Confirm a battle's results",
            "Подтвердить результаты боя",
        ),
        _for_player(
            "take_spoils",
            Spoils,
            lambda lg, p, a: take_spoils(lg, p, a.capital, a.territories),
            "Take territories with a captured capital",
            "Забрать территории со взятой столицей",
        ),
        _for_player(
            "name_capital",
            OnTerritory,
            lambda lg, p, a: name_capital(lg, p, a.territory),
            "Name a new capital",
            "Назначить новую столицу",
        ),
        _command(
            "register_newcomer",
            "organiser",
            Registration,
            lambda lg, _, a: register_newcomer(lg, a.name, a.faction),
            "Register a newcomer for round 4 or 8",
            "Зарегистрировать нового игрока на 4-й или 8-й раунд",
        ),
        _for_player(
            "enter",
            Entry,
            lambda lg, p, a: enter(lg, p, a.capital, a.territories),
            "Enter the game",
            "Войти в игру",
        ),
        _for_player(
            "take_free_tech",
            TechPurchase,
            lambda lg, p, a: take_free_tech(lg, p, a.tech, a.placement),
            "Take a free technology",
            "Взять бесплатную технологию",
        ),
        _for_player(
            "declare_entry_attacks",
            Targets,
            lambda lg, p, a: declare_entry_attacks(lg, p, a.targets),
            "Declare the entry attacks",
            "Объявить атаки при входе в игру",
        ),
        _for_player(
            "declare_return",
            Targets,
            lambda lg, p, a: declare_return(lg, p, a.targets),
            "Try to return to the game",
            "Попытаться вернуться в игру",
        ),
        _for_player(
            "hire_smugglers",
            SmugglerHire,
            lambda lg, p, a: hire_smugglers(lg, p, a.den, a.territory),
            "Hire a smuggler ship",
            "Нанять звездолёт контрабандистов",
        ),
        _for_player(
            "expel",
            Expulsion,
            lambda lg, p, a: expel(lg, p, a.battle, a.hired),
            "Expel hired defenders from a battle",
            "Вывести наёмников или контрабандистов из боя",
        ),
        _command(
            "let_hold",
            "both",
            OnBattle,
            lambda lg, p, a: let_hold(lg, p, a.battle),
            "Let the mercenaries hold",
            "Оставить территорию наёмникам",
        ),
        _for_player(
            "force_alliance",
            OnPlayer,
            lambda lg, p, a: force_alliance(lg, p, a.target),
            "Force an alliance",
            "Принудить к альянсу",
        ),
        _for_player(
            "propose_swap",
            SwapOffer,
            lambda lg, p, a: propose_swap(lg, p, a.give, a.take),
            "Offer an ally a planet swap",
            "Предложить союзнику обмен планетами",
        ),
        _for_player(
            "accept_swap",
            OnSwap,
            lambda lg, p, a: accept_swap(lg, p, a.swap),
            "Accept a planet swap",
            "Принять обмен планетами",
        ),
    )
}


def _faction(league: League, player: str) -> Faction:
    return league.factions[league.players[player].faction]


# Commands that can concern only some players (a faction's, a newcomer's, an eliminated
# player's); the others concern every player. Whether they are allowed now is the rules'
# business; this only keeps a player's page free of moves that never apply to them.
CONCERNS: dict[str, Callable[[League, str], bool]] = {
    "enter": lambda lg, p: lg.players[p].enters is not None and not lg.players[p].entered,
    "declare_entry_attacks": lambda lg, p: lg.players[p].enters is not None,
    "take_free_tech": lambda lg, p: lg.players[p].free_techs > 0,
    "declare_return": lambda lg, p: lg.players[p].eliminated is not None,
    "force_alliance": lambda lg, p: _faction(lg, p).forced_alliances_per_game > 0,
    "expel": lambda lg, p: _faction(lg, p).expel_hired_defender_cost is not None,
    "hire_smugglers": lambda lg, p: any(lg.owners.get(d) == p for d in lg.dens),
    "use_battle_effect": lambda lg, p: bool(usable_effects(lg, p)),
    "propose_joining": lambda lg, p: bool(lg.alliances) and lg.alliance_of(p) is None,
    "propose_swap": lambda lg, p: bool(lg.allies_of(p)),
    "accept_swap": lambda lg, p: bool(lg.allies_of(p)),
}


def concerns(league: League, player: str, name: str) -> bool:
    """Whether command ``name`` can ever concern ``player`` as things stand (their
    faction, technologies, alliance, being a newcomer or out of the game)."""
    test = CONCERNS.get(name)
    return test is None or test(league, player)


def execute(
    league: League,
    actor: Actor,
    name: str,
    args: Mapping[str, Any] | None = None,
    *,
    player: str | None = None,
    reason: str | None = None,
) -> list[Event]:
    """The events of command ``name`` with ``args`` sent by ``actor``; ``player`` is the
    player the organiser acts for (with ``reason``). Raises :class:`Refused` listing every
    reason: an unknown command, one the actor may not send, malformed arguments, or the
    rules' refusals. Nothing is changed."""
    command = COMMANDS.get(name)
    if command is None:
        known = ", ".join(COMMANDS)
        raise Refused(
            [Reason(f"unknown command {name!r} ({known})", f"нет команды {name!r} ({known})")]
        )
    reasons = _actor_refusals(league, actor, command, player, reason)
    try:
        parsed = command.args.model_validate(dict(args or {}))
    except ValidationError as exc:
        problems = field_errors(exc.errors(), "arguments")
        reasons += [
            Reason(f"{field}: {message}", f"{field}: {message}") for field, message in problems
        ]
        raise Refused(reasons) from exc
    if reasons:
        raise Refused(reasons)
    acting = actor.player if actor.player is not None else player
    return command.run(league, acting, parsed)


def _actor_refusals(
    league: League, actor: Actor, command: Command, player: str | None, reason: str | None
) -> list[Reason]:
    if actor.player is not None:
        if command.who == "organiser":
            return [Reason("only the organiser may do this", "это может только организатор")]
        if player is not None and player != actor.player:
            return [Reason("you act only for yourself", "действовать можно только за себя")]
        if actor.player not in league.players:
            return [Reason(f"no player {actor.player!r}", f"нет игрока {actor.player!r}")]
        return []
    if command.who == "both" and player is not None:
        return [
            Reason(
                "the organiser acts in their own name here: name the player in the arguments",
                "здесь организатор действует от своего имени: укажите игрока в аргументах",
            )
        ]
    if command.who != "player":
        return []
    reasons = []
    if player is None:
        reasons.append(
            Reason("name the player you act for", "укажите игрока, за которого вы действуете")
        )
    elif player not in league.players:
        reasons.append(Reason(f"no player {player!r}", f"нет игрока {player!r}"))
    if not (reason or "").strip():
        reasons.append(
            Reason(
                "acting for a player needs a reason for the log",
                "действие за игрока требует причины для журнала",
            )
        )
    return reasons
