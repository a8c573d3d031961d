"""Playing a «Конфликт» card: where it may go, every reason it may not (the location's
rules, tech level, cost, requirements, uniqueness), putting a card into play without
playing it (ruling 156), and the card entering play with the board kept in step."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.abilities import Cost
from spacetable.games.konflikt.cards.models import (
    BuildingCard,
    DeckCard,
    EffectCard,
    HeroCard,
    ShipCard,
)
from spacetable.games.konflikt.hooks import Hooks, Target
from spacetable.games.konflikt.in_play import (
    available,
    board_events,
    controlled_ids,
    put_away,
)
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.params import refresh_location_values
from spacetable.games.konflikt.state import (
    Instance,
    KonfliktState,
)
from spacetable.i18n.reasons import Reason


def _owner_fits(controller: PlayerId | None, player: PlayerId, owner: str) -> bool:
    if owner == "you":
        return controller == player
    if owner == "opponent":
        return controller == other(player)
    if owner == "neutral":
        return controller is None
    return True


def play_targets(state: KonfliktState, player: PlayerId, card: DeckCard) -> list[Target]:
    """Where ``card`` could go, before cost and the other checks: cells for ships,
    buildings and cards played into a location, uids for cards played onto a card, None
    for the support zone or an instant without a target."""
    board = state.on_board()
    if isinstance(card, ShipCard | BuildingCard):
        return list(board.locations)
    assert isinstance(card, EffectCard | HeroCard)
    play_to = card.play_to
    if play_to is None or play_to.zone == "support":
        return [None]
    if play_to.zone == "location":
        return [
            cell
            for cell, loc in board.locations.items()
            if _owner_fits(loc.controller, player, play_to.owner)
        ]
    kind = ShipCard if play_to.zone == "ship" else BuildingCard
    return [
        inst.uid
        for inst in state.instances.values()
        if isinstance(inst.card, kind)
        and _owner_fits(inst.controller, player, play_to.owner)
        and (play_to.subtype is None or inst.card.subtype == play_to.subtype)
    ]


def play_refusals(
    state: KonfliktState, player: PlayerId, card: DeckCard, target: Target
) -> list[Reason]:
    """Every reason ``player`` may not play ``card`` to ``target`` now; empty when they may."""
    return target_refusals(state, player, card, target) + card_refusals(state, player, card)


def target_refusals(
    state: KonfliktState, player: PlayerId, card: DeckCard, target: Target
) -> list[Reason]:
    """Why ``card`` may not go to ``target`` (what :func:`card_refusals` leaves out: a
    reaction card, the location's rules, where an effect or a hero goes)."""
    board = state.on_board()
    problems: list[Reason] = []
    if isinstance(card, EffectCard) and card.reaction is not None:
        problems.append(
            Reason(
                "this effect is played only as a reaction, when its event happens",
                "этот эффект играется только как реакция, когда происходит его событие",
            )
        )
    if isinstance(card, ShipCard | BuildingCard):
        if not isinstance(target, str):
            problems.append(Reason("name the location to play it into", "укажите локацию"))
        else:
            refresh_location_values(state)
            problems += bd.play_refusals(board, target, player, _piece(card), card.tech)
    elif target not in play_targets(state, player, card):
        problems.append(
            Reason(
                f"the card cannot be played to {target!r}",
                f"карту нельзя сыграть в {target!r}",
            )
        )
    return problems


def card_refusals(state: KonfliktState, player: PlayerId, card: DeckCard) -> list[Reason]:
    """What a card asks of ``player`` wherever it goes (an effect played as a reaction
    too): the tech level of their best location (an effect or a hero; a ship's or a
    building's is its location's), the cost, the requirements and uniqueness."""
    problems: list[Reason] = []
    if not isinstance(card, ShipCard | BuildingCard):
        refresh_location_values(state)
        tech = bd.best_tech(state.on_board(), player)
        if tech < card.tech:
            problems.append(
                Reason(
                    f"your best location has tech level {tech}, the card needs {card.tech}",
                    f"технологический уровень вашей лучшей локации — {tech},"
                    f" а карте нужен {card.tech}",
                )
            )
    problems += cost_refusals(state, player, card.cost)
    controlled = controlled_ids(state, player)
    for need in card.requirements:
        if need not in controlled:
            problems.append(
                Reason(
                    f"it requires '{need}' under your control",
                    f"требуется '{need}' под вашим контролем",
                )
            )
    return problems + unique_refusals(state, player, card)


def cost_refusals(state: KonfliktState, player: PlayerId, cost: Cost) -> list[Reason]:
    """Why ``player`` cannot pay ``cost`` from what is left of their resources."""
    income, influence = available(state, player)
    problems = []
    if income < cost.income:
        problems.append(
            Reason(
                f"it costs {cost.income} income, you have {income}",
                f"стоимость {cost.income} дохода, у вас {income}",
            )
        )
    if influence < cost.influence:
        problems.append(
            Reason(
                f"it costs {cost.influence} influence, you have {influence}",
                f"стоимость {cost.influence} влияния, у вас {influence}",
            )
        )
    return problems


def unique_refusals(state: KonfliktState, player: PlayerId, card: DeckCard) -> list[Reason]:
    """Why ``player`` may not have a copy of ``card`` enter play: uniqueness (ruling 166)."""
    problems: list[Reason] = []
    if card.unique and card.id in controlled_ids(state, player):
        problems.append(
            Reason(
                "you control a copy of this unique card already",
                "под вашим контролем уже есть копия этой уникальной карты",
            )
        )
    if card.unique and card.id in state.players[player].purgatory:
        problems.append(
            Reason(
                "a copy of this unique card is in your purgatory",
                "копия этой уникальной карты лежит в вашем Чистилище",
            )
        )
    return problems


def put_refusals(
    state: KonfliktState, player: PlayerId, card: ShipCard | BuildingCard, cell: str
) -> list[Reason]:
    """Every reason ``card`` may not be put into play in ``cell`` by ``player``: all of
    playing's but the cost and the requirements (ruling 156)."""
    refresh_location_values(state)
    board_problems = bd.play_refusals(state.on_board(), cell, player, _piece(card), card.tech)
    return board_problems + unique_refusals(state, player, card)


def _piece(card: ShipCard | BuildingCard) -> bd.PieceKind:
    if isinstance(card, BuildingCard):
        return "defensive" if card.defensive else "buildings"
    return "ships"


def play_card(state: KonfliktState, hooks: Hooks, index: int, target: Target) -> None:
    player = state.active
    ps = state.players[player]
    card = state.pool.cards[ps.hand.pop(index)]
    assert isinstance(card, DeckCard)
    ps.spent_income += card.cost.income
    ps.spent_influence += card.cost.influence
    state.emit({"kind": "card_played", "player": player, "card": card.id, "target": target})
    state.acted = True
    if isinstance(card, EffectCard) and card.duration == "instant":
        if hooks.effects is not None:
            hooks.effects.card_played(state, player, card, target, None)
        put_away(state, card, player)
        return
    uid = enter_play(state, player, card, target)
    if hooks.effects is not None:
        hooks.effects.card_played(state, player, card, target, uid)


def enter_play(state: KonfliktState, player: PlayerId, card: DeckCard, target: Target) -> int:
    """A card enters play for ``player`` at ``target`` (a cell, a card's uid or the support
    zone), the board kept in step; its uid."""
    uid = state.next_uid
    state.next_uid += 1
    inst = Instance(uid, card, player, player)
    if isinstance(target, str):
        inst.cell = target
    elif isinstance(target, int):
        inst.host = target
    if isinstance(card, EffectCard) and card.duration == "temporary":
        inst.timer = card.timer
    state.instances[uid] = inst
    if inst.piece is not None and inst.cell is not None:
        refresh_location_values(state)
        board_events(
            state, bd.play_piece(state.on_board(), inst.cell, player, inst.piece, card.tech)
        )
    return uid
