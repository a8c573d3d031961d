"""«Конфликт» turn flow: setting up (who goes first, placing the locations, the opening hand
and the «страховка»), the turn's three phases, the main phase's one action (draw, play a
card, move a fleet, capture the opponent's Home World, pass), destroying cards and victory.

Battle and the card effect interpreter are not here: they plug in through :class:`Hooks`
(:class:`Battle` offers and resolves attacks and the attack on a retreating fleet, asking
its decisions as the pending decision ``battle``; :class:`CardEffects` carries out what a
card does when played and at the start and end of a turn). Without them no attack is
offered, a retreating fleet is not attacked and cards do nothing but enter play.

Actions (text forms): ``choose N`` and ``done`` answer the pending decision; ``place K
CELL`` places location K of the placing player's universe; ``draw``; ``play I [TARGET]``
plays hand card I (TARGET a cell, or a card's uid, or none for the support zone or an
instant without a target); ``move SRC DST`` opens the choice of the fleet's ships
(``choose UID`` each, then ``done``); ``capture``; ``pass``; the battle's own (``attack
CELL`` and its decisions, :mod:`.combat`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.abilities import Cost
from spacetable.games.konflikt.cards import (
    BuildingCard,
    DeckCard,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    LocationCard,
    ShipCard,
    WorldCard,
)
from spacetable.games.konflikt.decks import DeckList
from spacetable.games.konflikt.layout import PLAYERS, adjacent, diagonal, load_layout, other
from spacetable.games.konflikt.params import command as effective_command
from spacetable.games.konflikt.params import location_of as location_of  # moved there
from spacetable.games.konflikt.params import params, refresh_location_values
from spacetable.games.konflikt.placement import (
    finish_placement,
    legal_cells,
    place,
    placing_player,
    start_placement,
    unplaced_cards,
)
from spacetable.games.konflikt.pool import Pool
from spacetable.games.konflikt.state import (
    Decision,
    Happened,
    Instance,
    KonfliktState,
    PlayerState,
)
from spacetable.i18n.reasons import Reason, Refused

OPENING_HAND = 7  # «берет семь верхних карт»
SECOND_PLAYER_EXTRA = 1  # «Игрок, ходящий вторым, берет на одну карту больше»
DRAW = "draw"  # the outcome reason at the turn limit
Target = str | int | None
EFFECT_DECISIONS = ("effect_target", "effect_card")  # the card effects' choices


class RefusedAction(IllegalActionError):
    """An action the rules do not allow now; ``reasons`` lists every reason in both
    languages. The state is unchanged."""

    def __init__(self, action: Action, reasons: list[Reason]) -> None:
        super().__init__(f"{action.text()!r}: " + "; ".join(r.en for r in reasons))
        self.reasons = reasons


# ---------------------------------------------------------------------------------------
# Hooks for the battle and the card effect interpreter


class Battle(Protocol):
    """What the battle adapter provides (:mod:`.combat`). A battle that needs choices sets
    the pending decision ``battle``; the turn's action is over once it is gone."""

    def attack_actions(self, state: KonfliktState, player: PlayerId) -> list[Action]:
        """The attacks ``player`` may declare as the turn's action."""
        ...

    def attack(self, state: KonfliktState, action: Action) -> None:
        """Declare an attack and run the battle to its first decision; set ``state.acted``."""
        ...

    def retreat_attack(
        self, state: KonfliktState, player: PlayerId, src: str, dst: str, fleet: list[int]
    ) -> None:
        """The attack on ``player``'s fleet retreating from ``src``; once resolved it calls
        :func:`finish_move` with the fleet (the ships destroyed are gone from the state)."""
        ...

    def battle_actions(self, state: KonfliktState) -> list[Action]:
        """The options of the pending decision ``battle``."""
        ...

    def answer(self, state: KonfliktState, action: Action) -> None:
        """Give the pending decision ``battle`` one of its options and run on."""
        ...

    def refusals(self, state: KonfliktState, action: Action) -> list[Reason]:
        """Every reason an ``attack`` or an answer to the battle is refused now."""
        ...

    def resume(self, state: KonfliktState) -> None:
        """Once the effects a battle's reaction left are carried out: bring the battle in
        line with the cards, play the triggers its window owes, and ask its next decision
        (or finish it)."""
        ...


class CardEffects(Protocol):
    """What a card effect hook provides: what happens when a card is played and at the
    start and end of a turn."""

    def card_played(
        self,
        state: KonfliktState,
        player: PlayerId,
        card: DeckCard,
        target: Target,
        uid: int | None,
    ) -> None:
        """A card was played (``uid``: its instance, None for an instant, which is then put
        where it goes); carry out what it does."""
        ...

    def turn_start(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в начале хода» cards of ``player``'s turn."""
        ...

    def turn_end(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в конце хода» cards of ``player``'s turn."""
        ...


@runtime_checkable
class ChoosingEffects(CardEffects, Protocol):
    """The card effect interpreter (:class:`.interpreter.Interpreter`): a choice an effect
    needs is the pending decision ``effect_target`` or ``effect_card``, a reaction window's
    the decision ``reaction``; the events cards trigger on (``state.triggers``) wait until
    :meth:`resume`; ⚡ abilities are offered as actions. A hook without these drops the
    events and offers no ability or reaction."""

    def resume(self, state: KonfliktState) -> None:
        """Carry out the waiting triggers and effects, up to the next choice."""
        ...

    def choices(self, state: KonfliktState) -> list[int]:
        """The options of the pending ``effect_target`` / ``effect_card`` decision."""
        ...

    def choose(self, state: KonfliktState, pick: int) -> None:
        """Answer the pending effect decision with one of its options and run on."""
        ...

    def reaction_actions(self, state: KonfliktState) -> list[Action]:
        """The options of the pending ``reaction`` decision."""
        ...

    def react(self, state: KonfliktState, action: Action) -> None:
        """Answer the pending ``reaction`` decision and run on."""
        ...

    def ability_actions(self, state: KonfliktState, player: PlayerId) -> list[Action]:
        """The ⚡ abilities ``player`` may use as the turn's action (``use CARD K``)."""
        ...

    def use(self, state: KonfliktState, action: Action) -> None:
        """Use a ⚡ ability (a legal ``use``): pay, and carry out its effects."""
        ...

    def use_refusals(self, state: KonfliktState, action: Action) -> list[Reason]:
        """Every reason a ``use`` action is refused now."""
        ...


@dataclass(frozen=True)
class Hooks:
    """The battle and the card effect interpreter, when they are there."""

    battle: Battle | None = None
    effects: CardEffects | None = None


# ---------------------------------------------------------------------------------------
# Setup


def new_game(
    pool: Pool,
    decks: tuple[DeckList, DeckList],
    seed: int,
    turn_limit: int,
    previous_loser: PlayerId | None,
) -> KonfliktState:
    """The state before the first turn: the first player is decided by a coin flip, or by
    the previous game's loser (a decision), then the locations are placed."""
    worlds = tuple(_home_world(pool, d.home_world) for d in decks)
    universes = tuple(tuple(_location(pool, c) for c in d.locations) for d in decks)
    placement = start_placement(
        load_layout(), 0, (worlds[0], worlds[1]), (universes[0], universes[1])
    )
    players = [
        PlayerState(deck=[card for card, copies in d.main.items() for _ in range(copies)])
        for d in decks
    ]
    state = KonfliktState(
        pool=pool, rng=Rng(seed), players=players, placement=placement, turn_limit=turn_limit
    )
    if previous_loser is None:
        first = state.rng.below(2)
        state.emit({"kind": "coin_flipped", "first": first})
        _decide_first(state, first)
    else:
        state.decision = Decision("first_player", previous_loser)
    return state


def _home_world(pool: Pool, card_id: str) -> HomeWorldCard:
    card = pool.cards[card_id]
    assert isinstance(card, HomeWorldCard)
    return card


def _location(pool: Pool, card_id: str) -> LocationCard:
    card = pool.cards[card_id]
    assert isinstance(card, LocationCard)
    return card


def _decide_first(state: KonfliktState, first: PlayerId) -> None:
    state.first = first
    state.placement.first = first
    state.phase = "placement"
    state.decision = None
    state.emit({"kind": "first_player", "player": first})


def _deal(state: KonfliktState) -> None:
    """Every location is placed: shuffle, deal 7 cards (8 to the second player) and ask the
    first player about the «страховка»."""
    state.board = finish_placement(state.placement)
    assert state.first is not None
    for p in (state.first, other(state.first)):
        ps = state.players[p]
        state.rng.shuffle(ps.deck)
        count = OPENING_HAND + (SECOND_PLAYER_EXTRA if p != state.first else 0)
        for _ in range(count):
            ps.hand.append(ps.deck.pop())
        state.emit({"kind": "dealt", "player": p, "cards": count})
    state.phase = "mulligan"
    state.decision = Decision("mulligan", state.first)


def _finish_mulligan(state: KonfliktState, hooks: Hooks) -> None:
    """Put the picked cards under the deck in the order picked, draw one fewer (ruling 160),
    then ask the second player, or start the first turn."""
    decision = state.decision
    assert decision is not None and state.first is not None
    player = decision.owner
    ps = state.players[player]
    picked = [ps.hand[i] for i in decision.picks]
    for i in sorted(decision.picks, reverse=True):
        del ps.hand[i]
    for card in picked:
        ps.deck.insert(0, card)
    redraw = max(0, len(picked) - 1)
    for _ in range(redraw):
        ps.hand.append(ps.deck.pop())
    state.emit({"kind": "mulligan", "player": player, "put_back": len(picked), "drawn": redraw})
    if player == state.first:
        state.decision = Decision("mulligan", other(player))
        return
    state.decision = None
    state.phase = "main"
    state.active = state.first
    _start_turn(state, hooks)


# ---------------------------------------------------------------------------------------
# Resources, control, where cards are


def available(state: KonfliktState, player: PlayerId) -> tuple[int, int]:
    """The income and influence ``player`` may still spend: what their unblockaded locations
    give now, plus what cards gave, less what they spent since their turn began (ruling 161)."""
    refresh_location_values(state)
    board = state.on_board()
    ps = state.players[player]
    return (
        max(0, bd.income(board, player) + ps.gained_income - ps.spent_income),
        max(0, bd.influence(board, player) + ps.gained_influence - ps.spent_influence),
    )


def controlled_ids(state: KonfliktState, player: PlayerId) -> set[str]:
    """The ids of every card ``player`` controls: cards in play, locations, Home World."""
    ids = {inst.card.id for inst in state.instances.values() if inst.controller == player}
    for loc in state.on_board().locations.values():
        if loc.controller == player and isinstance(loc.card, WorldCard):
            ids.add(loc.card.id)
    return ids


def ships_at(state: KonfliktState, player: PlayerId, cell: str) -> list[Instance]:
    """``player``'s ships in ``cell``, in the order they came into play."""
    return [
        inst
        for inst in state.instances.values()
        if inst.cell == cell and inst.controller == player and isinstance(inst.card, ShipCard)
    ]


def has_range(state: KonfliktState, inst: Instance) -> bool:
    """Whether the ship has «Дальность полета», printed or granted."""
    return "range" in params(state, inst).keywords


def command(state: KonfliktState, player: PlayerId) -> int:
    """The largest fleet ``player`` may move: their Home World's «Командование», with its
    modifiers."""
    return effective_command(state, player)


# ---------------------------------------------------------------------------------------
# Destroying cards


def put_away(state: KonfliktState, card: DeckCard, owner: PlayerId) -> None:
    """Put a destroyed (or resolved instant) card where it goes: the bottom of its owner's
    deck, their purgatory or their hand (``destroyed_to``, ruling 151)."""
    ps = state.players[owner]
    where = card.destination
    if where == "deck_bottom":
        ps.deck.insert(0, card.id)
    elif where == "purgatory":
        ps.purgatory.append(card.id)
    else:
        ps.hand.append(card.id)


def destroy_card(
    state: KonfliktState,
    uid: int,
    *,
    board_knows: bool = False,
    at: str | None = None,
    in_battle: bool = False,
) -> None:
    """Destroy a card in play: the cards on it go too (ruling 154), the board loses the
    piece and checks its location (unless ``board_knows``: the board destroyed it), and the
    card goes where it goes; its «destroyed» triggers wait in ``state.triggers`` (``at``:
    the cell of a card whose host is gone already; ``in_battle``: the battle's destruction
    check took it)."""
    inst = state.instances.pop(uid)
    if at is None:
        at = location_of(state, inst)
    state.triggers.append(Happened("destroyed", inst.controller, at, inst.card, uid, in_battle))
    for attached in [i.uid for i in state.instances.values() if i.host == uid]:
        destroy_card(state, attached, at=at)
    state.emit({"kind": "destroyed", "uid": uid, "card": inst.card.id, "owner": inst.owner})
    put_away(state, inst.card, inst.owner)
    if inst.piece is not None and inst.cell is not None and not board_knows:
        board = state.on_board()
        events = bd.depart(board, inst.cell, inst.controller, inst.piece)
        board_events(state, events + bd.settle(board, inst.cell))


def board_events(state: KonfliktState, events: list[bd.Event]) -> None:
    """Record the board's events and keep the cards in step: ordinary buildings the board
    destroyed with a capture are destroyed here too; a capture waits for its triggers."""
    state.emit(*events)
    for event in events:
        if event["kind"] == "captured":
            state.triggers.append(Happened("location_captured", event["player"], event["cell"]))
        if event["kind"] == "buildings_destroyed":
            gone = [
                inst.uid
                for inst in state.instances.values()
                if inst.cell == event["cell"]
                and inst.controller == event["player"]
                and inst.piece == "buildings"
            ]
            for uid in gone:
                destroy_card(state, uid, board_knows=True)


# ---------------------------------------------------------------------------------------
# The turn


def _start_turn(state: KonfliktState, hooks: Hooks) -> None:
    """Start of turn: note whether «Захват Родного Мира» is available, restore resources,
    take a timer token off each temporary effect (or destroy it), Restoration, then the
    «в начале хода» cards (ruling 162)."""
    state.turn += 1
    if state.turn > state.turn_limit:
        state.result = ((), DRAW)
        state.phase = "over"
        state.emit({"kind": "turn_limit", "turn": state.turn - 1})
        return
    player = state.active
    board = state.on_board()
    state.acted = False
    state.used_once.clear()
    state.capture_ready[player] = bd.home_world_capture_available(board, player)
    ps = state.players[player]
    ps.spent_income = ps.spent_influence = ps.gained_income = ps.gained_influence = 0
    state.emit({"kind": "turn_started", "player": player, "turn": state.turn})
    for inst in list(state.instances.values()):
        if inst.controller != player or inst.timer is None or inst.uid not in state.instances:
            continue
        if inst.timer > 0:
            inst.timer -= 1
            state.emit({"kind": "timer_removed", "uid": inst.uid, "left": inst.timer})
        else:
            destroy_card(state, inst.uid)
    for inst in state.instances.values():
        inst.evasions = 0  # Evasion is tried so often a turn (ruling 177)
        _restore(state, inst, player)
    if hooks.effects is not None:
        hooks.effects.turn_start(state, player)
    _check_victory(state)


def _restore(state: KonfliktState, inst: Instance, player: PlayerId) -> None:
    """Restoration X: a damaged ship or building of ``player`` in an unblockaded location
    they control gets back up to X armour."""
    if inst.controller != player or not inst.damage or inst.cell is None or inst.piece is None:
        return
    amount = params(state, inst).keyword("restoration")
    if not amount:
        return
    board = state.on_board()
    if board.locations[inst.cell].controller != player or bd.is_blockaded(board, inst.cell):
        return
    healed = min(amount, inst.damage)
    inst.damage -= healed
    state.emit({"kind": "restored", "uid": inst.uid, "amount": healed})


def _end_turn(state: KonfliktState, hooks: Hooks) -> None:
    """End of turn: the «в конце хода» cards (once: a choice they ask for pauses here), the
    «до конца хода» changes end, and the turn passes to the opponent."""
    player = state.active
    if not state.turn_ending:
        state.turn_ending = True
        if hooks.effects is not None:
            hooks.effects.turn_end(state, player)
        if state.decision is not None:
            return
    state.turn_ending = False
    state.until_end_of_turn.clear()
    state.emit({"kind": "turn_ended", "player": player})
    _check_victory(state)
    if state.result is not None:
        return
    state.active = other(player)
    _start_turn(state, hooks)


def _check_victory(state: KonfliktState) -> None:
    """End the game when the board defeats a player (both at once: a draw, ruling 163)."""
    if state.result is not None or state.board is None:
        return
    lost = bd.defeats(state.board)
    if not lost:
        return
    winners = tuple(p for p in PLAYERS if p not in lost)
    reasons = sorted({r for why in lost.values() for r in why})
    state.result = (winners, ",".join(reasons))
    state.phase = "over"
    state.decision = None
    state.emit({"kind": "game_over", "winners": list(winners), "reasons": reasons})


# ---------------------------------------------------------------------------------------
# Playing a card


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


def _play(state: KonfliktState, hooks: Hooks, index: int, target: Target) -> None:
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


# ---------------------------------------------------------------------------------------
# Moving a fleet


def move_destinations(state: KonfliktState, player: PlayerId, src: str) -> list[str]:
    """Where ``player`` may move a fleet from ``src``: the adjacent cells, and the diagonal
    ones when one of their ships there has «Дальность полета»."""
    ships = ships_at(state, player, src)
    if not ships:
        return []
    layout = state.on_board().layout
    cells = list(adjacent(layout, src))
    if any(has_range(state, s) for s in ships):
        cells += diagonal(layout, src)
    return cells


def fleet_choices(state: KonfliktState, decision: Decision) -> list[int]:
    """The ships that may still join the fleet: the mover's ships in its location not
    picked yet (only those with Range for a diagonal move), while it is below command."""
    if len(decision.picks) >= command(state, decision.owner):
        return []
    diag = decision.dst in diagonal(state.on_board().layout, decision.src)
    return [
        s.uid
        for s in ships_at(state, decision.owner, decision.src)
        if s.uid not in decision.picks and (has_range(state, s) or not diag)
    ]


def _confirm_fleet(state: KonfliktState, hooks: Hooks) -> None:
    """The fleet is chosen: when it is all the mover's ships and the enemy has ships or
    defensive buildings there, the enemy attacks it as it retreats (the battle's), then it
    moves."""
    decision = state.decision
    assert decision is not None
    state.decision = None
    player, src, dst, fleet = decision.owner, decision.src, decision.dst, list(decision.picks)
    enemy = state.on_board().locations[src].presence[other(player)]
    whole = len(fleet) == len(ships_at(state, player, src))
    if whole and (enemy["ships"] or enemy["defensive"]) and hooks.battle is not None:
        hooks.battle.retreat_attack(state, player, src, dst, fleet)
    else:
        finish_move(state, player, src, dst, fleet)


def finish_move(
    state: KonfliktState, player: PlayerId, src: str, dst: str, fleet: list[int]
) -> None:
    """Move what is left of ``fleet`` from ``src`` to ``dst`` (annexation and capture as the
    board says); the turn's action is then done."""
    moving = [
        state.instances[u] for u in fleet if u in state.instances and state.instances[u].cell == src
    ]
    state.acted = True
    if not moving:
        return
    board = state.on_board()
    ranged = all(has_range(state, s) for s in moving)
    limit = effective_command(state, player)
    events = bd.move_fleet(board, src, dst, player, len(moving), ranged, limit)
    for inst in moving:
        inst.cell = dst
    state.emit({"kind": "fleet_chosen", "player": player, "uids": [s.uid for s in moving]})
    board_events(state, events)


# ---------------------------------------------------------------------------------------
# Legal actions and applying them


def legal_actions(state: KonfliktState, hooks: Hooks) -> list[Action]:
    """Every action the player to move may take now."""
    if state.result is not None:
        return []
    decision = state.decision
    if decision is not None:
        return _decision_actions(state, decision, hooks)
    if state.phase == "placement":
        cells = legal_cells(state.placement)
        return [Action("place", (k, c)) for k in unplaced_cards(state.placement) for c in cells]
    return _main_actions(state, hooks)


def _decision_actions(state: KonfliktState, decision: Decision, hooks: Hooks) -> list[Action]:
    if decision.kind == "battle":
        assert hooks.battle is not None
        return hooks.battle.battle_actions(state)
    if decision.kind in EFFECT_DECISIONS:
        assert isinstance(hooks.effects, ChoosingEffects)
        return [Action("choose", (pick,)) for pick in hooks.effects.choices(state)]
    if decision.kind == "reaction":
        assert isinstance(hooks.effects, ChoosingEffects)
        return hooks.effects.reaction_actions(state)
    if decision.kind == "first_player":
        return [Action("choose", (p,)) for p in PLAYERS]
    if decision.kind == "mulligan":
        hand = len(state.players[decision.owner].hand)
        picks = [Action("choose", (i,)) for i in range(hand) if i not in decision.picks]
        return [*picks, Action("done")]
    choices = [Action("choose", (uid,)) for uid in fleet_choices(state, decision)]
    return [*choices, Action("done")] if decision.picks else choices


def _main_actions(state: KonfliktState, hooks: Hooks) -> list[Action]:
    player = state.active
    ps = state.players[player]
    actions: list[Action] = []
    if ps.deck:
        actions.append(Action("draw"))
    targets: dict[str, list[Target]] = {}
    for index, card_id in enumerate(ps.hand):
        if card_id not in targets:
            card = state.pool.cards[card_id]
            assert isinstance(card, DeckCard)
            playable = not card_refusals(state, player, card)
            targets[card_id] = [
                t
                for t in (play_targets(state, player, card) if playable else [])
                if not target_refusals(state, player, card, t)
            ]
        for target in targets[card_id]:
            actions.append(Action("play", (index,) if target is None else (index, target)))
    for src in state.on_board().locations:
        for dst in move_destinations(state, player, src):
            actions.append(Action("move", (src, dst)))
    if isinstance(hooks.effects, ChoosingEffects):
        actions += hooks.effects.ability_actions(state, player)
    if hooks.battle is not None:
        actions += hooks.battle.attack_actions(state, player)
    if _capture_possible(state, player):
        actions.append(Action("capture"))
    actions.append(Action("pass"))
    return actions


def _capture_possible(state: KonfliktState, player: PlayerId) -> bool:
    """«Захват Родного Мира»: it was available at the start of the turn (ruling 145) and
    the Home World can still be captured."""
    home = state.on_board().locations[state.on_board().layout.homes[other(player)]]
    return state.capture_ready[player] and not home.ruined and home.controller != player


def apply(state: KonfliktState, action: Action, hooks: Hooks) -> None:
    """Check and apply one action; a refused one raises :class:`RefusedAction` listing
    every reason and changes nothing."""
    if action not in legal_actions(state, hooks):
        reasons = refusals(state, action, hooks) or [
            Reason("not a legal action now", "сейчас это действие недопустимо")
        ]
        raise RefusedAction(action, reasons)
    decision = state.decision
    if decision is not None:
        _answer(state, hooks, decision, action)
    elif action.kind == "place":
        k, cell = action.args
        assert isinstance(k, int) and isinstance(cell, str)
        state.emit(*place(state.placement, k, cell))
        if placing_player(state.placement) is None:
            _deal(state)
    else:
        _main(state, hooks, action)
    if state.phase == "main" and state.result is None:
        _run_pending(state, hooks)
        _destroy_worn_out(state)
        _check_victory(state)
        if state.result is None and state.acted and state.decision is None:
            _end_turn(state, hooks)
            _destroy_worn_out(state)
            _check_victory(state)
        refresh_location_values(state)


def _destroy_worn_out(state: KonfliktState) -> None:
    """A ship or defensive building whose damage now reaches its armour (a card raising its
    armour left play, a timer ran out) is destroyed: a state check outside battles
    (ruling 191)."""
    if state.battle is not None:
        return
    fighters = [i for i in state.instances.values() if i.piece in ("ships", "defensive")]
    for inst in fighters:
        if inst.uid in state.instances and inst.damage >= params(state, inst).armour:
            destroy_card(state, inst.uid)


def _resume_effects(state: KonfliktState, hooks: Hooks) -> None:
    """Once no decision is pending, the waiting triggers and effects run (without the
    interpreter the events are dropped)."""
    if not isinstance(hooks.effects, ChoosingEffects):
        state.triggers.clear()
    elif state.decision is None:
        hooks.effects.resume(state)


def _run_pending(state: KonfliktState, hooks: Hooks) -> None:
    """Run on until a decision is pending or nothing is left: the effects, and a battle
    waiting for its reactions' effects (each turn of the loop either asks a decision, ends
    the battle or plays one more of its window's triggers, never twice the same)."""
    while state.result is None:
        _resume_effects(state, hooks)
        if state.battle is None or state.decision is not None or hooks.battle is None:
            return
        hooks.battle.resume(state)


def _answer(state: KonfliktState, hooks: Hooks, decision: Decision, action: Action) -> None:
    if decision.kind == "battle":
        assert hooks.battle is not None
        hooks.battle.answer(state, action)
    elif decision.kind in EFFECT_DECISIONS:
        assert isinstance(hooks.effects, ChoosingEffects) and isinstance(action.args[0], int)
        hooks.effects.choose(state, action.args[0])
    elif decision.kind == "reaction":
        assert isinstance(hooks.effects, ChoosingEffects)
        hooks.effects.react(state, action)
    elif decision.kind == "first_player":
        first = action.args[0]
        assert isinstance(first, int)
        _decide_first(state, first)
    elif action.kind == "choose":
        pick = action.args[0]
        assert isinstance(pick, int)
        decision.picks.append(pick)
    elif decision.kind == "mulligan":
        _finish_mulligan(state, hooks)
    else:
        _confirm_fleet(state, hooks)


def _main(state: KonfliktState, hooks: Hooks, action: Action) -> None:
    player = state.active
    if action.kind == "draw":
        ps = state.players[player]
        ps.hand.append(ps.deck.pop())
        state.emit({"kind": "drew", "player": player, "card": ps.hand[-1]})
        state.acted = True
    elif action.kind == "play":
        index = action.args[0]
        assert isinstance(index, int)
        _play(state, hooks, index, action.args[1] if len(action.args) > 1 else None)
    elif action.kind == "move":
        src, dst = action.args
        assert isinstance(src, str) and isinstance(dst, str)
        state.decision = Decision("fleet", player, src=src, dst=dst)
    elif action.kind == "capture":
        board_events(state, bd.capture_home_world(state.on_board(), player))
        state.acted = True
    elif action.kind == "pass":
        state.emit({"kind": "passed", "player": player})
        state.acted = True
    elif action.kind == "use":
        assert isinstance(hooks.effects, ChoosingEffects)
        state.acted = True
        hooks.effects.use(state, action)
    else:
        assert hooks.battle is not None
        hooks.battle.attack(state, action)


# ---------------------------------------------------------------------------------------
# Why an action is refused


def refusals(state: KonfliktState, action: Action, hooks: Hooks | None = None) -> list[Reason]:
    """Every reason ``action`` is not legal now (for a refusal's message)."""
    battle = None if hooks is None else hooks.battle
    if state.result is not None:
        return [Reason("the game is over", "партия окончена")]
    if battle is not None and (
        (state.decision is not None and state.decision.kind == "battle")
        or (state.decision is None and action.kind == "attack")
    ):
        return battle.refusals(state, action)
    if state.decision is not None:
        return [
            Reason(
                f"answer the pending decision ({state.decision.kind}) with one of the"
                " listed choices",
                f"ответьте на текущее решение ({state.decision.kind}) одним из предложенных"
                " вариантов",
            )
        ]
    if state.phase == "placement":
        return _place_refusals(state, action)
    if action.kind == "play":
        return _play_action_refusals(state, action)
    if action.kind == "use" and hooks is not None and isinstance(hooks.effects, ChoosingEffects):
        return hooks.effects.use_refusals(state, action)
    if action.kind == "move" and len(action.args) == 2:
        return _move_refusals(state, *action.args)
    if action.kind == "draw":
        return [Reason("your deck is empty", "ваша колода пуста")]
    if action.kind == "capture":
        return [
            Reason(
                "at the start of your turn the opponent's Home World had their ship or"
                " defensive building on it, or none of yours",
                "в начале вашего хода на Родном Мире противника был его корабль или защитная"
                " постройка, или не было вашего",
            )
        ]
    if action.kind == "attack":
        return [Reason("this game is played without battles", "эта партия играется без боёв")]
    return [Reason(f"unknown action {action.text()!r}", f"неизвестное действие {action.text()!r}")]


def _place_refusals(state: KonfliktState, action: Action) -> list[Reason]:
    if action.kind != "place" or len(action.args) != 2:
        return [Reason("place a location: 'place K CELL'", "выставьте локацию: 'place K CELL'")]
    k, cell = action.args
    trial = replace(state.placement, placed=dict(state.placement.placed))
    try:
        place(trial, k, cell)  # type: ignore[arg-type]
    except Refused as refused:
        return refused.reasons
    return []


def _play_action_refusals(state: KonfliktState, action: Action) -> list[Reason]:
    args: Sequence[int | str] = action.args
    hand = state.players[state.active].hand
    if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(hand) or len(args) > 2:
        return [
            Reason(
                f"play a card of your hand: 'play I [TARGET]', I from 0 to {len(hand) - 1}",
                f"сыграйте карту из руки: 'play I [ЦЕЛЬ]', I от 0 до {len(hand) - 1}",
            )
        ]
    card = state.pool.cards[hand[args[0]]]
    assert isinstance(card, DeckCard)
    return play_refusals(state, state.active, card, args[1] if len(args) == 2 else None)


def _move_refusals(state: KonfliktState, src: int | str, dst: int | str) -> list[Reason]:
    board = state.on_board()
    cells = [c for c in (src, dst) if not (isinstance(c, str) and c in board.locations)]
    if cells:
        return [Reason(f"there is no cell '{c}'", f"нет клетки '{c}'") for c in cells]
    assert isinstance(src, str) and isinstance(dst, str)
    problems = []
    if not ships_at(state, state.active, src):
        problems.append(Reason(f"you have no ships in '{src}'", f"у вас нет кораблей в '{src}'"))
    layout = board.layout
    if dst in diagonal(layout, src):
        problems.append(
            Reason(
                f"'{dst}' is diagonal to '{src}': only ships with «Дальность полета» go there",
                f"'{dst}' по диагонали от '{src}': туда — только корабли с «Дальностью полета»",
            )
        )
    elif dst not in adjacent(layout, src):
        problems.append(Reason(f"'{dst}' is not next to '{src}'", f"'{dst}' не соседняя с '{src}'"))
    return problems
