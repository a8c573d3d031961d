"""Shared steps of the per-card tests of the authored pool (``test_card_pool_*.py``): playing a
card through the kernel, shaping a location's printed values, stacking coins, running a
battle to its end, and the checks every card of a kind gets (cost and tech level, a
fighter's damage and armour, uniqueness)."""

from __future__ import annotations

from spacetable.games.konflikt.cards.abilities import Damage, Selector
from spacetable.games.konflikt.cards.models import (
    BuildingCard,
    DeckCard,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    ShipCard,
)
from spacetable.games.konflikt.effects.primitives import Context, compile_effect
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.hooks import Target
from spacetable.games.konflikt.in_play import available, destroy_card
from spacetable.games.konflikt.params import source_of
from spacetable.games.konflikt.playing import play_refusals, put_refusals
from spacetable.games.konflikt.state import KonfliktState
from tests.konflikt.helpers import act, control, pass_turn, put, stack, started, texts

RICH = 20  # income and influence enough for any card


def deck_card(state: KonfliktState, card_id: str) -> DeckCard:
    """The main deck card ``card_id`` of the state's pool."""
    card = state.pool.cards[card_id]
    assert isinstance(card, DeckCard)
    return card


def reshape(state: KonfliktState, cell: str, **printed: int) -> None:
    """Give the location (or Home World) in ``cell`` other printed values (income, tech,
    influence, command, ...), the Home World kept in step with the board's record of it."""
    board = state.on_board()
    loc = board.locations[cell]
    card = loc.card.model_copy(update=printed)  # type: ignore[attr-defined]
    loc.card = card
    if loc.home_of is not None:
        assert isinstance(card, HomeWorldCard)
        worlds = list(board.home_worlds)
        worlds[loc.home_of] = card
        board.home_worlds = (worlds[0], worlds[1])


def place_location(state: KonfliktState, cell: str, card_id: str) -> None:
    """Put the location ``card_id`` on ``cell`` (instead of whatever the decks placed)."""
    state.on_board().locations[cell].card = state.pool.cards[card_id]  # type: ignore[assignment]


def rich(state: KonfliktState, player: int) -> None:
    """Resources enough for any card this turn."""
    state.players[player].gained_income = RICH
    state.players[player].gained_influence = RICH


def instances_of(state: KonfliktState, card_id: str) -> list[int]:
    """The uids of the copies of ``card_id`` in play, in the order they entered."""
    return [uid for uid, inst in state.instances.items() if inst.card.id == card_id]


def play(game: KonfliktGame, state: KonfliktState, card_id: str, target: Target = None) -> int:
    """The player to move plays ``card_id`` (added to their hand) to ``target`` through the
    kernel, paying its cost; the uid the card got (for an instant, the uid it would have)."""
    hand = state.players[state.active].hand
    hand.append(card_id)
    uid = state.next_uid
    act(game, state, f"play {len(hand) - 1}" + ("" if target is None else f" {target}"))
    return uid


def finish_battle(game: KonfliktGame, state: KonfliktState) -> None:
    """Answer the running battle's decisions until it is over: pass every reaction, ``done``
    when offered (no more targets), otherwise take a hit without trying Evasion."""
    while state.decision is not None and state.decision.kind == "battle":
        options = texts(game, state)
        if "pass" in options:
            act(game, state, "pass")
        elif "done" in options:
            act(game, state, "done")
        else:
            act(game, state, next(o for o in options if o.startswith("take")))


def battle_answer(game: KonfliktGame, state: KonfliktState, answer: str) -> None:
    """Give the running battle ``answer``, first passing the reactions offered before it."""
    while answer not in texts(game, state) and "pass" in texts(game, state):
        act(game, state, "pass")
    act(game, state, answer)


def attack(
    game: KonfliktGame, state: KonfliktState, cell: str, *answers: str, finish: bool = True
) -> None:
    """Declare an attack in ``cell``, give the battle ``answers`` in order (passing the
    reactions offered before each), then (``finish``) let every remaining choice pass."""
    act(game, state, f"attack {cell}")
    for answer in answers:
        battle_answer(game, state, answer)
    if finish:
        finish_battle(game, state)


# ---------------------------------------------------------------------------------------
# The checks every card of a kind gets


def target_for(state: KonfliktState, card: DeckCard) -> Target:
    """Make ready for player 0 (seat 0, to move) whatever ``card`` needs besides resources
    and tech level — the cards it requires under their control, a card to be played onto —
    and return where it is played."""
    for need in card.requirements:
        put(state, 0, need, "home0")
    if isinstance(card, ShipCard | BuildingCard):
        return "home0"
    assert isinstance(card, EffectCard | HeroCard)
    play_to = card.play_to
    if play_to is None or play_to.zone == "support":
        return None
    if play_to.zone == "location":
        return "home0"  # a location of yours fits every owner filter of the pool
    kind = "hum_patrol_cutter" if play_to.zone == "ship" else "hum_repair_dock"
    owner = 1 if play_to.owner == "opponent" else 0
    return put(state, owner, kind, "home1" if owner else "home0")


def _ready(
    card_id: str, income: int, influence: int, tech: int
) -> tuple[KonfliktGame, KonfliktState, DeckCard, Target]:
    """Player 0 to move, whose only location (the Home World) yields exactly ``income`` and
    ``influence`` and has tech level ``tech``; ``card_id`` in hand, its target made ready."""
    game, state = started()
    reshape(state, "home0", income=income, influence=influence, tech=tech)
    card = deck_card(state, card_id)
    target = target_for(state, card)
    state.players[0].hand = [card_id]
    return game, state, card, target


def assert_cost_and_tech(card_id: str, income: int, influence: int, tech: int) -> None:
    """``card_id`` costs ``income`` and ``influence`` and needs tech level ``tech``: with
    exactly that it is played and leaves nothing to spend; one less of any of them and the
    play is refused for that reason alone."""
    game, state, card, target = _ready(card_id, income, influence, tech)
    assert (card.cost.income, card.cost.influence, card.tech) == (income, influence, tech)
    assert available(state, 0) == (income, influence)
    suffix = "" if target is None else f" {target}"
    assert f"play 0{suffix}" in texts(game, state)
    act(game, state, f"play 0{suffix}")
    assert card_id not in state.players[0].hand
    assert available(state, 0) == (0, 0)  # charged in full
    short = [
        ("tech level", (income, influence, tech - 1)),
        (f"costs {income} income", (income - 1, influence, tech)),
        (f"costs {influence} influence", (income, influence - 1, tech)),
    ]
    for why, (inc, inf, level) in short:
        if min(inc, inf, level) < 0:
            continue
        game, state, card, target = _ready(card_id, inc, inf, level)
        reasons = play_refusals(state, 0, card, target)
        assert [r.en for r in reasons if why in r.en] and len(reasons) == 1, (why, reasons)
        assert not [t for t in texts(game, state) if t.startswith("play")]


def assert_fighter(card_id: str, silver: int, gold: int, armour: int, strikes: int = 1) -> None:
    """A ship or defensive building of player 0 attacking an unshielded enemy deals
    ``silver`` on a silver coin and ``gold`` on a gold one, ``strikes`` times; it is
    destroyed once its damage reaches ``armour`` and not before."""
    for coin, amount in (("silver", silver), ("gold", gold)):
        game, state = started()
        control(state, "a2", 0)
        mine = put(state, 0, card_id, "a2")
        dummy = put(state, 1, "hum_bastion_cruiser", "a2")  # armour 9, no Shields
        stack(state, 0, [coin] * strikes)
        attack(game, state, "a2", f"target {mine} {dummy}")
        assert state.instances[dummy].damage == amount * strikes, coin
    for damage, survives in ((armour - 1, True), (armour, False)):
        game, state = started()
        uid = put(state, 0, card_id, "home0", damage=damage)
        pass_turn(game, state)  # the state check after an action
        assert (uid in state.instances) == survives, damage


def assert_building_armour(card_id: str, armour: int) -> None:
    """An ordinary building of player 1 is destroyed once an effect's damage reaches
    ``armour`` and not before (battles and the state check never touch it)."""
    hit = Damage(do="damage", target=Selector(ref="this"), amount=1)
    for damage, survives in ((armour - 2, True), (armour - 1, False)):
        _game, state = started()
        uid = put(state, 1, card_id, "home1", damage=damage)
        compile_effect(hit)(state, Context(source_of(state, state.instances[uid])))
        assert (uid in state.instances) == survives, damage


def assert_unique(card_id: str, goes_to: str) -> None:
    """A unique card: played (or put into play) while no copy is under your control,
    refused while one is; a destroyed copy goes ``goes_to`` (``purgatory``, ``hand`` or
    ``deck_bottom``), and only a copy in purgatory keeps refusing it."""
    game, state = started()
    rich(state, 0)
    reshape(state, "home0", tech=4)
    card = deck_card(state, card_id)
    assert card.unique
    target = target_for(state, card)
    state.players[0].hand = [card_id]
    suffix = "" if target is None else f" {target}"
    assert f"play 0{suffix}" in texts(game, state)
    piece = isinstance(card, ShipCard | BuildingCard)
    if piece:
        assert put_refusals(state, 0, card, "home0") == []  # type: ignore[arg-type]
    where = target if isinstance(target, str) else None
    host = target if isinstance(target, int) else None
    copy = put(state, 0, card_id, where, host=host)
    held = "you control a copy of this unique card already"
    assert [r.en for r in play_refusals(state, 0, card, target)] == [held]
    assert f"play 0{suffix}" not in texts(game, state)
    if piece:
        assert [r.en for r in put_refusals(state, 0, card, "home0")] == [held]  # type: ignore[arg-type]
    destroy_card(state, copy)
    ps = state.players[0]
    zone = {"purgatory": ps.purgatory, "hand": ps.hand[1:], "deck_bottom": ps.deck[:1]}
    assert zone[goes_to] == [card_id]
    reasons = [r.en for r in play_refusals(state, 0, card, target)]
    if goes_to == "purgatory":
        assert reasons == ["a copy of this unique card is in your purgatory"]
    else:
        assert reasons == []


def strike_steps(state: KonfliktState) -> dict[int, str]:
    """Each card that struck in the battles recorded so far, by uid, and the damage step
    (``fast``, ``normal``, ``slow``) it struck in."""
    steps: dict[int, str] = {}
    step = ""
    for event in state.events or ():
        if event["kind"] == "damage_step":
            step = event["step"]
        elif event["kind"] == "strike":
            steps[event["striker"]] = step
    return steps
