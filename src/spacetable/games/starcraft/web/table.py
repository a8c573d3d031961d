"""StarCraft: The Board Game at the browser table: the lobby's player counts, factions and bots,
and everything a seat's page is sent, drawn from the game's view for that seat, so nothing
hidden from it (other hands, order faces, face-down battle cards, Event cards held) can be
sent."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from spacetable.engine.game import Game
from spacetable.games.starcraft.bots.roster import AGENTS
from spacetable.games.starcraft.combat import battle as combat
from spacetable.games.starcraft.combat.hooks import BattleHooks
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.data.pack import in_game
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.modes.teams import TEAM_PLAYERS
from spacetable.games.starcraft.options import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.web.bw import (
    BW_PROMPTS,
    choice_key,
    defending,
    leadership_key,
    planning_key,
    prompt_fields,
    table_part,
)
from spacetable.games.starcraft.web.cards import RACE_NAMES, catalogue
from spacetable.games.starcraft.web.log import WORDS, log_lines
from spacetable.games.starcraft.web.modes import MODE_PROMPTS
from spacetable.games.starcraft.web.strings import PAGE_STRINGS
from spacetable.i18n import t
from spacetable.i18n.reasons import Reason
from spacetable.table.browser import BrowserTable, MessageParts, state_message

BOTS = AGENTS
DEFAULT_BOT = "greedy"
BOT_NAMES = {
    "random": Reason("random", "случайный"),
    "greedy": Reason("greedy", "жадный"),
    "flatmc": Reason("flat Monte Carlo search", "поиск Монте-Карло"),
    "ismcts": Reason("ISMCTS search", "поиск ISMCTS"),
}
R = Reason
# What the player to move is asked, by the decision under way (see decision_key).
PROMPTS: dict[str, Reason] = {
    "faction": R("Choose your faction.", "Выберите фракцию."),
    "galaxy.planet": R(
        "Place one of your planets in the galaxy.", "Положите одну из своих планет в галактику."
    ),
    "galaxy.base": R(
        "Put your base on the planet you placed, or not on this one.",
        "Поставьте базу на выложенную планету — или не на эту.",
    ),
    "galaxy.z_axis": R("Put in a z-axis route.", "Проложите маршрут оси Z."),
    "forces": R(
        "Place your starting units in your home areas, and your transport.",
        "Расставьте стартовые юниты в областях родной планеты и поставьте транспорт.",
    ),
    "planning": R(
        "Planning, cycle {cycle} of 4: place an order face down.",
        "Планирование, круг {cycle} из 4: положите приказ рубашкой вверх.",
    ),
    "execution": R(
        "Execute one of your orders on top of a stack, or trade it for an Event card.",
        "Исполните свой приказ сверху стопки или обменяйте его на карту события.",
    ),
    "mobilize": R(
        "Move units to the order's planet; end the moves when done.",
        "Переместите юниты на планету приказа; затем закончите перемещение.",
    ),
    "build.units": R(
        "Build: units, workers and transports, then go on.",
        "Строительство: юниты, рабочие и транспорты, затем дальше.",
    ),
    "build.structures": R(
        "Build: a building and a module, then go on.",
        "Строительство: здание и модуль, затем дальше.",
    ),
    "build.base": R("Build: a new base, or finish.", "Строительство: новая база — или конец."),
    "research.cards": R("Research: draw 3 Combat cards?", "Исследование: набрать 3 боевые карты?"),
    "research.technology": R("Research: buy a technology?", "Исследование: купить технологию?"),
    "research.payment": R(
        "Research: pay for the technology.", "Исследование: оплатите технологию."
    ),
    "research.bonus": R(
        "Research: the special order's bonus.", "Исследование: бонус золотого приказа."
    ),
    "battle.ability": R(
        "Battle: use a start-of-battle ability?", "Бой: использовать свойство «начало боя»?"
    ),
    "battle.pair": R(
        "Battle: pair a front-line unit with an enemy one.",
        "Бой: поставьте в пару своего юнита на передовой против юнита противника.",
    ),
    "battle.support": R(
        "Battle: add a supporting unit to a skirmish.", "Бой: добавьте юнита поддержки к схватке."
    ),
    "battle.cards": R(
        "Battle: play Combat cards face down on the skirmishes, then say you are done.",
        "Бой: выложите боевые карты рубашкой вверх к схваткам, затем — «Карты выложены».",
    ),
    "battle.order": R("Battle: choose the next skirmish.", "Бой: выберите следующую схватку."),
    "battle.casualty": R(
        "Battle: choose which supporting unit you lose.",
        "Бой: выберите, какого юнита поддержки потерять.",
    ),
    "battle.withdraw": R(
        "Battle: where does the cloaked unit withdraw?", "Бой: куда отходит скрытый юнит?"
    ),
    "battle.splash": R(
        "Battle: choose the unit splash damage destroys.",
        "Бой: выберите юнита, которого уничтожит вторичный урон.",
    ),
    "battle.stay": R(
        "Battle: choose the units that enter the area.",
        "Бой: выберите юнитов, которые зайдут в область.",
    ),
    "battle.retreat": R("Battle: where do your units retreat?", "Бой: куда отступают ваши юниты?"),
    "regroup.8": R(
        "Regrouping: play one of your Event cards, or none.",
        "Перегруппировка: разыграйте одну карту события — или ни одной.",
    ),
    "regroup.9": R(
        "Regrouping: discard down to your hand limit.",
        "Перегруппировка: сбросьте боевые карты до предела руки.",
    ),
    "choice": R(
        "An Event card's effect: make your choice.", "Эффект карты события: сделайте выбор."
    ),
    **BW_PROMPTS,
    **MODE_PROMPTS,
}
PROMPT_FALLBACK = R("Your decision.", "Ваше решение.")
OUTCOME_WHY = R("Why: {reason}.", "Причина: {reason}.")


def bot_name(kind: str, lang: str) -> str:
    """A bot's name for people, or its agent name."""
    name = BOT_NAMES.get(kind)
    return kind if name is None else name.text(lang)


@cache
def meta(lang: str) -> dict[str, Any]:
    """What the lobby offers: the player counts (and those Team Play is for), the factions
    (name, race), the bots."""
    factions = [f for f in default_pack().factions.values() if in_game(f, False)]
    return {
        "player_counts": list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
        "team_counts": list(TEAM_PLAYERS),
        "default_players": DEFAULT_PLAYERS,
        "factions": [
            {
                "id": f.id,
                "name": f.name(lang),
                "race": f.race,
                "race_label": RACE_NAMES[f.race].text(lang),
            }
            for f in factions
        ],
        "bots": [{"id": kind, "name": bot_name(kind, lang)} for kind in BOTS],
        "default_bot": DEFAULT_BOT if DEFAULT_BOT in BOTS else next(iter(BOTS)),
    }


def decision_key(state: StarcraftState) -> str | None:
    """The kind of decision the game waits for (a key of ``PROMPTS``), or None when over."""
    phase = state.phase
    if defending(state):
        return "defend"
    if phase == "planning":
        return planning_key(state)
    if phase in ("faction", "forces"):
        return phase
    if phase == "leadership":
        return leadership_key(state)
    if phase == "galaxy":
        assert state.galaxy_setup is not None
        return f"galaxy.{state.galaxy_setup.stage}"
    if phase == "execution":
        return _execution_key(state)
    if phase == "regroup":
        assert state.regroup is not None
        choices = state.regroup.choices
        return choice_key(choices[0], "choice") if choices else f"regroup.{state.regroup.step}"
    return None


def _execution_key(state: StarcraftState) -> str:
    order = state.order
    if state.battle is not None:
        wanted = combat.decision(state.battle, BattleHooks.of(state))
        return "execution" if wanted is None else f"battle.{wanted.kind}"
    if isinstance(order, Mobilize) and order.after:
        return choice_key(order.after[0], "mobilize")
    if isinstance(order, Mobilize):
        return "fleet_reserve" if order.landing else "mobilize"
    if isinstance(order, BuildOrder | ResearchOrder):
        kind = "build" if isinstance(order, BuildOrder) else "research"
        return f"{kind}.{order.step}"
    return "execution"


def decision_prompt(state: StarcraftState, lang: str) -> str:
    """What the player to move is asked."""
    key = decision_key(state)
    prompt = PROMPTS.get(key or "", PROMPT_FALLBACK).text(lang)
    if key is not None and key.startswith("planning"):
        assert state.planning is not None
        prompt = prompt.format(cycle=state.planning.cycle)
    if key == "leadership":
        prompt = prompt.format(**prompt_fields(state))
    return prompt


def outcome_json(
    game: Game[StarcraftState], state: StarcraftState, names: Sequence[str], lang: str
) -> Any:
    """Who won and why, in words, or None while the game goes on."""
    outcome = game.outcome(state)
    if outcome is None:
        return None
    players = ", ".join(names[s] for s in outcome.winners)
    text = t("web.srv.winners", lang, players=players)
    why = WORDS.get(outcome.reason)
    if why is not None:
        text += " " + OUTCOME_WHY.text(lang).format(reason=why.text(lang))
    places = [[names[s] for s in group] for group in outcome.standing]
    return {"winners": list(outcome.winners), "text": text, "standing": places}


def table_json(state: StarcraftState) -> dict[str, Any]:
    """What the page needs beside the view to name cards: the pack entry of every numbered
    Combat and technology card (which number is which card is fixed once the factions are
    known, before any deck is shuffled, so it tells nothing hidden). Event cards are left
    out: the view names the ones that are face up. With Brood War, each seat's Special
    Order Pool use (:func:`.bw.table_part`)."""
    cards = [None if ref.kind == "event" else ref.entry for ref in state.cards]
    return {"cards": cards, **table_part(state)}


def _view(game: Game[StarcraftState], state: StarcraftState, seat: int | None) -> dict[str, Any]:
    return {**game.view(state, seat), "table": table_json(state)}


def seat_message(
    game: Game[StarcraftState],
    state: StarcraftState,
    seat: int,
    seats: Sequence[dict[str, Any]],
    lang: str,
    log_from: int,
) -> dict[str, Any]:
    """The ``state`` message for one seat (:func:`spacetable.table.browser.state_message`)."""
    return state_message(PARTS, game, state, seat, seats, lang, log_from)


PARTS = MessageParts(
    label=lambda game, state, action, names, lang: game.describe_action(state, action, lang),
    prompt=decision_prompt,
    view=lambda game, state, seat: _view(game, state, seat),
    log=lambda state, names, lang, start, seat: log_lines(state, names, lang, start, (seat,)),
    outcome=outcome_json,
)


def replay_log(state: StarcraftState, names: Sequence[str], lang: str) -> list[str | None]:
    """A finished game's log to this step, every seat's cards named (the replay shows every
    hand)."""
    return log_lines(state, names, lang, shown=state.seats)


def replay_view(game: Game[StarcraftState], state: StarcraftState) -> dict[str, Any]:
    """A finished game's table at one step with every hand shown: the spectator's view with
    each seat's own hand, order faces, (in a battle) battle hand and face-down cards, and
    (Brood War) face-down Leadership pick."""
    view = _view(game, state, None)
    for seat in state.seats:
        _show_seat(view, game.view(state, seat), seat)
    return view


def _show_seat(view: dict[str, Any], own: dict[str, Any], seat: int) -> None:
    """Put into ``view`` what ``seat``'s own view shows of its cards and orders (with Brood
    War, its face-down Leadership pick too)."""
    player = view["players"][seat]
    step = (own["brood_war"] or {}).get("step")
    if step is not None and step["yours"] is not None:
        view["brood_war"]["step"].setdefault("picks", {})[seat] = step["yours"]
    player["hand"] = own["players"][seat]["hand"]
    player["battle_hand"] = own["battle"]["hand"] if own["battle"] else []
    if own["orders"] is not None:
        for planet, stack in own["orders"]["stacks"].items():
            for token, mine in zip(view["orders"]["stacks"][planet], stack, strict=True):
                token["order"] = token["order"] or mine["order"]
    if own["battle"] is not None:
        pairs = zip(view["battle"]["skirmishes"], own["battle"]["skirmishes"], strict=True)
        for shown, mine in pairs:
            if seat in mine["sides"]:
                shown["sides"][seat] = mine["sides"][seat]


TABLE = BrowserTable(
    bots=BOTS,
    bot_name=bot_name,
    meta=meta,
    cards=catalogue,
    seat_message=seat_message,
    log_lines=replay_log,
    outcome_json=outcome_json,
    replay_view=replay_view,
    thinking_bots=frozenset({"flatmc", "ismcts"}),
    page_strings=PAGE_STRINGS,
)
